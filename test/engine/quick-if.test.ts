// CH-QUICK-IF: 「X的场合，这个效果在对方回合也能发动」 — a quick effect only while X holds; while it does not, an ignition effect (its
// controller's own Main Phase, chain link 1). Rules reference docs/c03/里侧·一时除外.rst:235 (新式魔厨的黄油香煎巴拉姆②).
import { describe, expect, it } from 'vitest';
import { cdbJudge, haveCards } from '../cards/data.js';
import { textCard } from '../../src/cards/curated/dsl.js';

function link(input: string, n: number) {
  const a = cdbJudge().chain(input, { lang: 'zh-CN' });
  if (!a.ok) throw new Error(`${input}: ${a.error.message}`);
  return a.links.find((l) => l.n === n)!;
}

describe('[CH-QUICK-IF] the compiled condition of 「…的场合，这个效果在对方回合也能发动」', () => {
  it('[CH-QUICK-IF] the clause before it is the condition of its quickness (not of its activation); with no such clause, none', () => {
    const e = textCard({ id: 1, name: '测试卡', type: 'monster effect', text: '①：以场上1只怪兽为对象才能发动。那只怪兽破坏。自己墓地有「星守」怪兽3种类以上存在的场合，这个效果在对方回合也能发动。' }).effects.find((x) => x.n === 1)!;
    expect(e.kind).toBe('quick');
    expect(e.alsoOpponentTurnIf).toEqual([{ is: 'exists', filter: { side: 'self', kind: 'monster', place: 'gy', archetype: '星守' }, min: 3, distinct: 'name' }]);
    expect(e.condition).toBeUndefined();
    const plain = textCard({ id: 2, name: '测试卡2', type: 'monster effect', text: '①：以场上1只怪兽为对象才能发动。那只怪兽破坏。这个效果在对方回合也能发动。' }).effects.find((x) => x.n === 1)!;
    expect(plain.alsoOpponentTurnIf).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[CH-QUICK-IF] in play', () => {
  const guru = (turn: string, mine: string, chain = '') => `{回合:${turn} 阶段:主要1 A场:地中族导师${mine} B场:青眼白龙} ${chain}`;
  it('[CH-QUICK-IF] 地中族导师② in the opponent’s turn: with another 「地中族」 card on its side it may be activated; without, it is an ignition effect and may not', () => {
    expect(link(guru('B', ',地中族战士', 'C1 A:地中族导师②→青眼白龙'), 1).legal).toBe(true);
    const alone = link(guru('B', '', 'C1 A:地中族导师②→青眼白龙'), 1);
    expect(alone.legal).toBe(false);
    expect(alone.rules).toContain('CH-QUICK-IF');
  });
  it('[CH-QUICK-IF] without the other 「地中族」 card, in its controller’s own Main Phase it may start a chain but not be chained to a link', () => {
    expect(link(guru('A', '', 'C1 A:地中族导师②→青眼白龙'), 1).legal).toBe(true);
    const chained = link(guru('A', '', 'C1 A:强欲之壶 C2 A:地中族导师②→青眼白龙'), 2);
    expect(chained.legal).toBe(false);
    expect(chained.rules).toContain('CH-QUICK-IF');
    expect(link(guru('A', ',地中族战士', 'C1 A:强欲之壶 C2 A:地中族导师②→青眼白龙'), 2).legal).toBe(true);
  });
  // (review s44 rv1) Its Xyz Materials not stated: 「这张卡有「超级量子战士 绿光层」在作为超量素材的场合，这个效果在对方回合也能发动」 was taken as holding
  // without a word; now said in the assumptions (when it matters: the opponent's turn, or chained).
  it('[CH-QUICK-IF] the condition not told (超级量子机兽 大气衔尾蛇②, materials not stated) in the opponent’s turn: activated, the guess said; stated — nothing assumed; in its own Main Phase at chain link 1 — nothing said', () => {
    const ask = (input: string) => {
      const a = cdbJudge().chain(input, { lang: 'zh-CN' });
      if (!a.ok) throw new Error(a.error.message);
      return a;
    };
    const unstated = ask('{回合:B 阶段:主要1 A场:超级量子机兽 大气衔尾蛇 B场:青眼白龙} C1 A:超级量子机兽 大气衔尾蛇②→青眼白龙');
    expect(unstated.links[0]!.legal).toBe(true);
    expect(unstated.links[0]!.rules).toContain('CH-QUICK-IF');
    expect(unstated.assumptions.some((x) => x.includes('在对方回合发动') && x.includes('假定满足'))).toBe(true);
    const en = cdbJudge().chain('{回合:B 阶段:主要1 A场:超级量子机兽 大气衔尾蛇 B场:青眼白龙} C1 A:超级量子机兽 大气衔尾蛇②→青眼白龙', { lang: 'en' });
    expect(en.ok && en.assumptions.some((x) => x.includes('assumed to hold'))).toBe(true);
    const stated = ask('{回合:B 阶段:主要1 A场:超级量子机兽 大气衔尾蛇(素材:超级量子战士 绿光层+超级量子战士 蓝光层) B场:青眼白龙} C1 A:超级量子机兽 大气衔尾蛇②→青眼白龙');
    expect(stated.links[0]!.legal).toBe(true);
    expect(stated.assumptions.some((x) => x.includes('在对方回合发动'))).toBe(false);
    const own = ask('{回合:A 阶段:主要1 A场:超级量子机兽 大气衔尾蛇 B场:青眼白龙} C1 A:超级量子机兽 大气衔尾蛇②→青眼白龙');
    expect(own.assumptions.some((x) => x.includes('在对方回合发动'))).toBe(false);
    expect(ask('{回合:B 阶段:主要1 A场:超级量子机兽 大气衔尾蛇(素材:超级量子战士 红光层+超级量子战士 蓝光层) B场:青眼白龙} C1 A:超级量子机兽 大气衔尾蛇②→青眼白龙').links[0]!.legal).toBe(false);
  });
});
