// Issue 11, family 5 (rest): a protection that holds only under a condition (「只要自己场上有其他怪兽存在，这张卡
// 不会成为效果的对象」, 「连接召唤的这张卡…」) is checked on the board when the situation shows it; when it does
// not, the answer says in `assumptions` that the condition was assumed met — never silently.
import { describe, expect, it } from 'vitest';
import { judgeWith, linkOf, summary } from '../build.js';
import { card } from '../../../src/cards/curated/dsl.js';

// Cannot be targeted while its controller has another monster on the field.
const guarded = card({
  id: 99999871,
  name: '测试有伴不取对象',
  type: 'monster effect',
  level: 4,
  atk: 1500,
  def: 1500,
  effects: [{ kind: 'continuous', condition: [{ is: 'exists', filter: { side: 'self', kind: 'monster', place: 'monster', notSelf: true } }], does: [{ do: 'cannot-be-targeted', what: 'self' }] }],
});
// Cannot be destroyed by effects while it is Link Summoned (the notation cannot say how it was summoned).
const linked = card({
  id: 99999872,
  name: '测试连接召唤不破坏',
  type: 'monster effect link',
  atk: 2000,
  effects: [{ kind: 'continuous', condition: [{ is: 'other', note: '连接召唤的这张卡' }], does: [{ do: 'indestructible', what: 'self', against: 'effect' }] }],
});
const mate = card({ id: 99999873, name: '测试同伴', type: 'monster normal', level: 3, atk: 1000, def: 1000, effects: [] });
const targetOne = card({ id: 99999874, name: '测试取对象破坏', type: 'spell quickplay', effects: [{ kind: 'activation', targets: { filter: { kind: 'monster', place: 'monster' }, count: 1 }, does: [{ do: 'destroy', what: 'targets' }] }] });
const FIX = [guarded, linked, mate, targetOne];

describe('family 5: protections under a condition', () => {
  it('[CH-PROTECT-CONDITION] the situation shows the condition met (another monster beside it): it cannot be targeted', () => {
    const a = judgeWith('{回合:A 阶段:主要1 B场:测试有伴不取对象,测试同伴} C1 A:测试取对象破坏→B:测试有伴不取对象', FIX);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-PROTECT-TARGET');
    expect(linkOf(a, 1).rules).toContain('CH-PROTECT-CONDITION');
    expect(a.assumptions.join()).not.toContain('假定满足');
  });

  it('[CH-PROTECT-CONDITION] the situation shows it unmet (alone on its field, listed in full): the protection does not apply, the target is destroyed', () => {
    const a = judgeWith('{回合:A 阶段:主要1 B场:测试有伴不取对象} C1 A:测试取对象破坏→B:测试有伴不取对象', FIX);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '测试有伴不取对象'))).toBe(true);
    expect(linkOf(a, 1).rules).not.toContain('CH-PROTECT-TARGET');
  });

  it('[CH-PROTECT-CONDITION] a condition the situation cannot show (Link Summoned) is assumed met, and the answer says so', () => {
    const a = judgeWith('{回合:A 阶段:主要1 B场:测试连接召唤不破坏} C1 A:测试取对象破坏→B:测试连接召唤不破坏', FIX);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-PROTECT-DESTROY');
    expect(linkOf(a, 1).rules).toContain('CH-PROTECT-CONDITION');
    expect(a.assumptions.join()).toContain('假定满足');
    expect(a.assumptions.join()).toContain('连接召唤的这张卡');
    expect(a.events.some((e) => e.type === 'destroyed')).toBe(false);
    const en = judgeWith('{回合:A 阶段:主要1 B场:测试连接召唤不破坏} C1 A:测试取对象破坏→B:测试连接召唤不破坏', FIX, 'en');
    expect(en.assumptions.join()).toContain('assumed met');
  });
});
