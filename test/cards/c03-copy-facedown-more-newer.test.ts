// The newer-than-cdb cards of src/cards/curated/newer/c03-copy-facedown-more-newer.ts written as text (textCard), and the
// compiler readings they needed: what the compiler reads must be what the card does in the rulings that use them (docs/c03).
import { beforeAll, describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03CopyFacedownMoreNewerCards } from '../../src/cards/curated/newer/c03-copy-facedown-more-newer.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { ask, haveData, refJudge } from '../reference/judge.js';

const { effect } = lookup(c03CopyFacedownMoreNewerCards);
const read = (text: string) => textCard({ id: 1, name: '测试卡', type: 'monster effect', text }).effects.find((e) => e.n === 1)!;

describe('c03 copy / face-down newer cards written as text', () => {
  it('every text card is read (no unknown card)', () => {
    for (const c of c03CopyFacedownMoreNewerCards) if (c.text !== undefined) expect(c.source, c.name).toBe('inferred');
  });

  it('混沌虚数No.1000 梦幻虚光神 原数天灵·原数天地①: +100000 ATK/DEF while it is the opponent’s turn, for the card 混沌No.1000 梦幻虚神 原数天灵’s effect summoned (FD-SUMMONED-BY-SELF)', () => {
    const e = effect('混沌虚数No.1000 梦幻虚光神 原数天灵·原数天地', 1);
    expect(e.condition).toEqual([{ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedBySelf: { name: '混沌No.1000 梦幻虚神 原数天灵' } } }]);
    expect(e.does).toEqual([{ do: 'modify-stats', what: 'self', stat: 'atk-def', change: { layer: 'current', op: 'add', value: 100000 }, whileHolds: [{ is: 'turn', whose: 'opponent' }] }]);
  });
  it('新式魔厨的黄油香煎巴拉姆②: a quick effect, in the opponent’s turn only while it was Special Summoned by a 「新式魔厨」 monster’s effect (CH-QUICK-IF)', () => {
    const e = effect('新式魔厨的黄油香煎巴拉姆', 2);
    expect(e.kind).toBe('quick');
    expect(e.alsoOpponentTurnIf).toEqual([{ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedBySelf: { archetype: '新式魔厨' } } }]);
    expect(e.condition).toBeUndefined();
  });
});

describe('[CMP-STAT-TURN] an ATK/DEF change said to hold in one player’s turn', () => {
  it('[CMP-STAT-TURN] 「只在对方回合内上升」「在自己回合内上升」 hold in that turn only, with or without a summon in the subject (then not marked conditional)', () => {
    expect(read('①：这张卡的攻击力只在对方回合内上升1000。').does[0]).toMatchObject({ do: 'modify-stats', change: { op: 'add', value: 1000 }, whileHolds: [{ is: 'turn', whose: 'opponent' }] });
    expect(read('①：这张卡的攻击力在自己回合内上升500。').does[0]).toMatchObject({ whileHolds: [{ is: 'turn', whose: 'self' }] });
    const summoned = read('①：「青眼白龙」的效果特殊召唤的这张卡的攻击力在对方回合内上升1000。').does[0]!;
    expect(summoned.whileHolds).toEqual([{ is: 'turn', whose: 'opponent' }]);
    expect(summoned.conditional).toBeUndefined();
    // The other side: a change that names no turn holds always.
    expect(read('①：这张卡的攻击力上升1000。').does[0]?.whileHolds).toBeUndefined();
  });
  describe.skipIf(!haveData)('in play', () => {
    beforeAll(() => void refJudge());
    const atk = (input: string, name: string) => ask(input).stats?.find((l) => l.card.name === name)?.atk;
    it('[CMP-STAT-TURN] 混沌幻魔 阿米泰尔 (「攻击力在自己回合内上升10000」) is 10000 in its controller’s turn, 0 in the opponent’s; 女武神的契约书 raises its side’s Fiends in the opponent’s turn only', () => {
      expect(atk('{回合:A A场:混沌幻魔 阿米泰尔} 攻守计算', '混沌幻魔 阿米泰尔')).toBe(10000);
      expect(atk('{回合:B A场:混沌幻魔 阿米泰尔} 攻守计算', '混沌幻魔 阿米泰尔') ?? 0).toBe(0);
      expect(atk('{回合:B A场:女武神的契约书,恶魔召唤} 攻守计算', '恶魔召唤')).toBe(3500);
      expect(atk('{回合:A A场:女武神的契约书,恶魔召唤} 攻守计算', '恶魔召唤') ?? 2500).toBe(2500);
    });
  });
});
