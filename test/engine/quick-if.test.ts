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
});
