// 「把自己场上的「X」全部解放才能发动」: the cost tributes every such card its player controls. Only a monster in the
// Monster Zone can be tributed, so when one of them is used as an Equip Card (a Token equipped by 纳祭之魔) the cost
// cannot be paid whole and the card cannot be activated; with none at all it cannot be either (test/RULES.md
// CH-COST-TRIBUTE-ALL; rules reference docs/c02/基本用语.rst:1058, 弹幕回避). The cards here are test cards written
// as card text, so the compiler's reading of the clause is tested with them.
import { describe, expect, it } from 'vitest';
import { compileCosts } from '../../src/cards/compile/costs.js';
import { card, textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith, summary } from './build.js';

const counter = textCard({ id: 990611, name: '测试全员撤退', type: 'trap counter', text: '把自己场上的「测试衍生物丙」全部解放才能发动。魔法·陷阱卡的发动无效并破坏。' });
const token = card({ id: 990612, name: '测试衍生物丙', type: 'monster normal token', atk: 0, def: 0, level: 1 });
const equipper = card({ id: 990613, name: '测试吸收怪兽', type: 'monster effect', atk: 1000, def: 1000, level: 4 });
const plain = card({ id: 990614, name: '测试普通怪兽丙', type: 'monster normal', atk: 1200, def: 1000, level: 4 });
const burn = card({ id: 990615, name: '测试烧血魔法', type: 'spell', effects: [{ kind: 'activation', does: [{ do: 'damage', player: 'opponent', amount: 500 }] }] });
const fx = [counter, token, equipper, plain, burn];
const ask = (field: string, key = 'A场') => judgeWith(`{回合:B 阶段:主要1 ${key}:${field},测试全员撤退(盖)} C1 B:测试烧血魔法 C2 A:测试全员撤退`, fx);

describe('a cost that tributes every card of a name', () => {
  it('[CH-COST-TRIBUTE-ALL] the compiler reads 「把自己场上的「X」全部解放」 as a tribute of every card of that name', () => {
    expect(compileCosts(['把自己场上的「测试衍生物丙」全部解放'], undefined).cost[0]).toMatchObject({ do: 'tribute', what: { scope: 'all', filter: { names: ['测试衍生物丙'] } } });
    expect(counter.effects[0]!.cost?.[0]).toMatchObject({ do: 'tribute', what: { scope: 'all' } });
  });
  it('[CH-COST-TRIBUTE-ALL] with two such Tokens in the Monster Zone the cost is paid; with one used as an Equip Card it cannot be, even beside another in the Monster Zone', () => {
    expect(summary(ask('测试衍生物丙,测试衍生物丙'))).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    const equipped = ask('测试吸收怪兽,测试衍生物丙(装备:测试吸收怪兽),测试衍生物丙');
    expect(summary(equipped)[1]).toBe('C2:illegal:illegal');
    expect(equipped.links[1]!.rules).toContain('CH-COST-TRIBUTE-ALL');
    expect(equipped.links[1]!.illegalReason).toMatch(/装备卡/);
  });
  it('[CH-COST-TRIBUTE-ALL] the other side: with none of them on the field (only another monster) there is nothing to tribute — not activatable', () => {
    // (The field written complete — SIT-FIELD-COMPLETE: written in part, one not written may stand there.)
    const none = ask('测试普通怪兽丙', 'A场只有');
    expect(summary(none)[1]).toBe('C2:illegal:illegal');
    expect(none.links[1]!.rules).toContain('CH-COST-TRIBUTE-ALL');
  });
});

describe('CH-COST-TRIBUTE-ALL on a field written in part', () => {
  it('[CH-COST-TRIBUTE-ALL] none written on `A场:` without 只有 (SIT-FIELD-COMPLETE): some may stand there unwritten — activated, and said; one held as an Equip Card is refused either way', () => {
    const part = ask('测试普通怪兽丙');
    expect(summary(part)[1]).toBe('C2:legal:resolved');
    expect(part.links[1]!.rules).toContain('SIT-FIELD-COMPLETE');
    expect(part.assumptions.some((x) => x.includes('「测试衍生物丙」全部解放作为代价') && x.includes('假定用没写出的卡可以支付') && x.includes('A场只有:'))).toBe(true);
    expect(summary(ask('测试吸收怪兽,测试衍生物丙(装备:测试吸收怪兽)'))[1]).toBe('C2:illegal:illegal');
  });
});

describe('CH-COST-TRIBUTE-ALL with its player\'s field not listed', () => {
  it('[CH-COST-TRIBUTE-ALL] no field written for A: the Tokens to tribute are assumed there, and the answer says so (with none it could not be activated)', () => {
    const a = judgeWith('{回合:B 阶段:主要1} C1 B:测试烧血魔法 C2 A:测试全员撤退', fx);
    expect(summary(a)[1]).toBe('C2:legal:resolved');
    expect(a.assumptions.some((x) => x.includes('「测试衍生物丙」全部解放') && x.includes('假定有可以解放的'))).toBe(true);
  });
  it('[CH-COST-TRIBUTE-ALL] the other side: the field listed with the Token, nothing is assumed', () => {
    expect(ask('测试衍生物丙').assumptions.some((x) => x.includes('假定有可以解放的'))).toBe(false);
  });
});
