// A cost that returns a card to the Deck or the hand cannot be paid with a card that would not arrive there: an Extra
// Deck monster goes back to the Extra Deck, a Token vanishes (test/RULES.md CH-COST-RETURN-NOT-THERE; rules reference
// docs/c02/基本用语.rst:170–180, 个人欺骗攻击 and a 幻变骚灵 Link Monster). A cost that names the Extra Deck
// (「回到卡组·额外卡组」) may take one.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileCosts } from '../../src/cards/compile/costs.js';
import { judgeWith, summary } from './build.js';
import { card } from '../../src/cards/curated/dsl.js';

const legal = (input: string) => askCdb(input).links[0]!.legal;

describe('returning a card as a cost', () => {
  it('[CH-COST-RETURN-NOT-THERE] the compiler marks a return cost that names the Extra Deck', () => {
    expect(compileCosts(['让自己场上1只怪兽回到卡组·额外卡组'], undefined).cost[0]).toMatchObject({ do: 'return-to-deck', to: 'extra' });
    expect(compileCosts(['让自己场上1只怪兽回到卡组'], undefined).cost[0]?.to).toBeUndefined();
  });
  it.skipIf(!haveCards)('[CH-COST-RETURN-NOT-THERE] 个人欺骗攻击① (return a 幻变骚灵 to the Deck) cannot be paid with a Link or Synchro 幻变骚灵 alone; a Main Deck one pays it; a hand not listed is not judged', () => {
    expect(legal('{回合:A A场只有:个人欺骗攻击,幻变骚灵·十六巫赫斯提 A手卡数:0} C1 A:个人欺骗攻击①')).toBe(false);
    expect(askCdb('{回合:A A场只有:个人欺骗攻击,幻变骚灵·十六巫赫斯提 A手卡数:0} C1 A:个人欺骗攻击①').links[0]!.rules).toContain('CH-COST-RETURN-NOT-THERE');
    expect(legal('{回合:A A场只有:个人欺骗攻击,幻变骚灵·拖拽山妪 A手卡数:0} C1 A:个人欺骗攻击①')).toBe(false);
    expect(legal('{回合:A A场:个人欺骗攻击,幻变骚灵·寻道梅露辛 A手卡数:0} C1 A:个人欺骗攻击①')).toBe(true);
    expect(legal('{回合:A A场:个人欺骗攻击,幻变骚灵·十六巫赫斯提,幻变骚灵·寻道梅露辛 A手卡数:0} C1 A:个人欺骗攻击①')).toBe(true);
    expect(legal('{回合:A A场:个人欺骗攻击,幻变骚灵·十六巫赫斯提} C1 A:个人欺骗攻击①')).toBe(true);
  });
  it('[CH-COST-RETURN-NOT-THERE] the same for a cost returning a card to the hand: a Token cannot pay it (it vanishes); a monster can', () => {
    const bounce = card({ id: 990301, name: '测试回手代价', type: 'spell quickplay', effects: [{ kind: 'activation', cost: [{ do: 'return-to-hand', what: { filter: { side: 'self', place: 'monster', kind: 'monster', faceUp: true }, scope: 'choose', count: 1 } }], does: [{ do: 'draw', player: 'self', amount: 1 }] }] });
    const token = card({ id: 990302, name: '测试衍生物乙', type: 'monster normal token', atk: 0, def: 0, level: 1 });
    const plain = card({ id: 990303, name: '测试通常怪兽', type: 'monster normal', atk: 1000, def: 1000, level: 4 });
    const fx = [bounce, token, plain];
    const onlyToken = judgeWith('{回合:A 阶段:主要1 A场只有:测试衍生物乙 A手:测试回手代价} C1 A:测试回手代价', fx);
    expect(summary(onlyToken)).toEqual(['C1:illegal:illegal']);
    expect(onlyToken.links[0]!.rules).toContain('CH-COST-RETURN-NOT-THERE');
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试衍生物乙,测试通常怪兽 A手:测试回手代价} C1 A:测试回手代价', fx))).toEqual(['C1:legal:resolved']);
  });
});
