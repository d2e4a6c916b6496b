// CH-LINGER-PER-EVENT (issue 16, rules reference docs/c02/连锁基础.rst:90): a lasting step done 「每次…」 (增殖的G: each time the
// opponent Special Summons, draw 1) applies from the moment its link resolves — to a summon a lower link of the same chain then
// makes too, at once and with no chain link of its own; not to a summon made before it resolved, nor to its own controller's.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const draws = (input: string) => askCdb(input).events.filter((e) => e.type === 'drawn').map((e) => `${e.player}:${e.amount}:${e.link ?? '-'}`);
const rulesOf = (input: string, n: number) => askCdb(input).links.find((l) => l.n === n)!.rules;

describe.skipIf(!haveCards)('CH-LINGER-PER-EVENT', () => {
  it('[CH-LINGER-PER-EVENT] 增殖的G chained to the opponent’s 死者苏生 resolves first: the summon that follows makes its controller draw 1 at once, outside any link', () => {
    const input = '{回合:A 阶段:主要1 A墓:黑魔术师 B手:增殖的G} C1 A:死者苏生→黑魔术师 C2 B:增殖的G';
    expect(draws(input)).toEqual(['B:1:-']);
    expect(rulesOf(input, 2)).toContain('CH-LINGER-PER-EVENT');
  });

  it('[CH-LINGER-PER-EVENT] each summon is one draw: two summons below it in the chain, two draws', () => {
    expect(draws('{回合:A 阶段:主要1 A墓:黑魔术师,青眼白龙 A场:活死人的呼声(盖) B手:增殖的G} C1 A:死者苏生→黑魔术师 C2 A:活死人的呼声→青眼白龙 C3 B:增殖的G')).toEqual(['B:1:-', 'B:1:-']);
  });

  it('[CH-LINGER-PER-EVENT] the other side: a summon resolving before 增殖的G (chained to it) makes no draw, nor does its own controller’s summon', () => {
    expect(draws('{回合:A 阶段:主要1 A墓:黑魔术师 A场:活死人的呼声(盖) B手:增殖的G} C1 B:增殖的G C2 A:活死人的呼声→黑魔术师')).toEqual([]);
    const own = '{回合:B 阶段:主要1 B手:增殖的G B场:活死人的呼声(盖) B墓:青眼白龙} C1 B:活死人的呼声→青眼白龙 C2 B:增殖的G';
    expect(draws(own)).toEqual([]);
    expect(rulesOf(own, 2)).not.toContain('CH-LINGER-PER-EVENT');
  });

  it('[CH-LINGER-PER-EVENT] a negated 增殖的G (灰流丽 chained to it) applies nothing: the summon below it draws no card; several monsters in one summon are one draw', () => {
    expect(draws('{回合:A 阶段:主要1 A墓:黑魔术师 B手:增殖的G A手:灰流丽} C1 A:死者苏生→黑魔术师 C2 B:增殖的G C3 A:灰流丽→增殖的G')).toEqual([]);
    expect(draws('{回合:A 阶段:主要1 A场:替罪羊(盖) B手:增殖的G} C1 A:替罪羊 C2 B:增殖的G')).toEqual(['B:1:-']);
  });
  it('[CH-LINGER-PER-EVENT] summons made at one moment by two steps of one effect are one summon: 真红眼溯刻龙① summoning itself and the destroyed 真红眼黑龙 at once draws 1 (rules reference docs/c03/特定效果的处理方法.rst:54); summons by two links, at two moments, still draw 2', () => {
    expect(draws('{回合:B A场:真红眼黑龙 A手:真红眼溯刻龙 B手:增殖的G} 破坏 真红眼黑龙 (效果) C1 A:真红眼溯刻龙① C2 B:增殖的G')).toEqual(['B:1:-']);
    expect(draws('{回合:A 阶段:主要1 A墓:黑魔术师,青眼白龙 A场:活死人的呼声(盖) B手:增殖的G} C1 A:死者苏生→黑魔术师 C2 A:活死人的呼声→青眼白龙 C3 B:增殖的G')).toEqual(['B:1:-', 'B:1:-']);
  });
});
