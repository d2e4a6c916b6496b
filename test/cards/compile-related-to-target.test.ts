// CMP-RELATED-TO-TARGET (issue 16; rules reference docs/c02/基本用语.rst:1128): 「从自己的手卡·墓地选和那只怪兽是原本卡名不同并是原本种族相同的
// 1只怪兽特殊召唤」 — the target is only what the card picked is compared with: the step moves a card chosen from the place it names,
// not the target (before, 一族的集结 Special Summoned its own target). The comparison itself (same original Type, another name) is not
// a filter yet.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

describe('CMP-RELATED-TO-TARGET, the reader', () => {
  it('[CMP-RELATED-TO-TARGET] 「…选和那只怪兽是…相同的1只怪兽特殊召唤」「和那只怪兽是…不同的2只…怪兽从卡组特殊召唤」: a card chosen from the hand/GY or the Deck', () => {
    const e = compileEffects('①：以场上1只表侧表示怪兽为对象才能发动。从自己的手卡·墓地选和那只怪兽是原本卡名不同并是原本种族相同的1只怪兽特殊召唤。', { kind: 'trap', subtypes: ['normal'] })[0]!;
    expect(e.does[0]).toMatchObject({ do: 'special-summon', what: { filter: { side: 'self', kind: 'monster', place: ['hand', 'gy'] }, scope: 'choose', count: 1 } });
    const deck = compileEffects('①：以自己场上1只9星怪兽为对象才能发动。和那只怪兽是原本的种族·属性不同的2只9星怪兽从卡组特殊召唤。', { kind: 'spell', subtypes: ['normal'] })[0]!;
    expect(deck.does[0]).toMatchObject({ do: 'special-summon', what: { filter: { place: 'deck' }, scope: 'choose', count: 2 } });
    // the other side: 「那只怪兽特殊召唤」 still moves the target
    expect(compileEffects('①：以自己墓地1只怪兽为对象才能发动。那只怪兽特殊召唤。', { kind: 'spell', subtypes: ['normal'] })[0]!.does[0]!.what).toBe('targets');
  });
});

describe.skipIf(!haveCards)('CMP-RELATED-TO-TARGET, what a user sees', () => {
  it('[CMP-RELATED-TO-TARGET] 一族的集结 targeting 慧眼之魔术师 summons the monster chosen from the hand (`[特殊召唤 X]`), not its target', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:慧眼之魔术师 A手:黑魔术师} C1 A:一族的集结 → 慧眼之魔术师 [特殊召唤 黑魔术师]');
    expect(a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['黑魔术师']);
  });
});

describe.skipIf(!haveCards)('CMP-RELATED-TO-TARGET: the card picked compares with the target', () => {
  const resolve = (hand: string, note = '') => askCdb(`{回合:A 阶段:主要1 A场:慧眼之魔术师,一族的集结(盖) A手:${hand} A墓:} C1 A:一族的集结 → 慧眼之魔术师${note}`);
  const summoned = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'special-summoned' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));
  it('[CMP-RELATED-TO-TARGET] 一族的集结 → a Spellcaster: the hand\'s Dragon is no 原本种族相同 monster — listed hand and GY hold none, nothing is summoned', () => {
    expect(summoned(resolve('青眼白龙'))).toEqual([]);
  });
  it('[CMP-RELATED-TO-TARGET] the other side: a Spellcaster of another name in the hand is the one summoned', () => {
    expect(summoned(resolve('青眼白龙,黑魔术师'))).toEqual(['黑魔术师']);
  });
  it('[CMP-RELATED-TO-TARGET] a note picking a copy of the target (原本卡名不同 not met) is refused as its pick, and said', () => {
    const a = resolve('青眼白龙,慧眼之魔术师', ' [特殊召唤 慧眼之魔术师]');
    expect(summoned(a)).toEqual([]);
    expect(a.assumptions.some((x) => x.includes('不符合卡上写的条件'))).toBe(true);
  });
});
