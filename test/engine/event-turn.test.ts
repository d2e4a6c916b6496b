// WIN-EVENT-TURN (rules reference docs/c03/诱发类效果.rst:432–434): a trigger whose event names whose turn it happens in
// (「自己回合让这张卡把装备魔法卡装备时」, the compiled trigger fact `turn`) is judged with the player who controlled the card
// when the event happened: a card equipped in its controller's turn triggers; one equipped in the other player's turn
// does not, even when that equip hands it to the turn player in the same resolution. Cards are read from cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the event-turn trigger rule', CARDS_DB);

const names = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('[WIN-EVENT-TURN] whose turn the event happened in', () => {
  it('[WIN-EVENT-TURN] equipped with 团结之力 by its controller in their own turn: 机械龙 动力工具① is offered', () => {
    expect(names(askCdb('{回合:A A场:机械龙 动力工具 A手:团结之力} C1 A:团结之力→机械龙 动力工具'))).toContain('机械龙 动力工具');
  });

  it('[WIN-EVENT-TURN] the other side: equipped in the opponent’s turn by the equip spell that takes it (强夺) — not offered to either player', () => {
    expect(names(askCdb('{回合:B A场:机械龙 动力工具 B手:强夺} C1 B:强夺→机械龙 动力工具'))).not.toContain('机械龙 动力工具');
  });
});

// WIN-EVENT-TURN-BOTH (rules reference docs/c03/诱发类效果.rst:441–445): a card taken by the opponent and sent from their field to
// its owner's GY meets 「对方回合」 only when the turn is the opponent's for both — the player who controlled it and its owner.
// (黑魔女 迪亚贝尔斯塔尔③ is a newer card: src/cards/curated/newer/c03-c04-answers-and-battle.ts.)
describe.skipIf(!haveCards)('a card that came back to its owner (WIN-EVENT-TURN-BOTH)', () => {
  const D = '黑魔女 迪亚贝尔斯塔尔';
  it('[WIN-EVENT-TURN-BOTH] taken by B and destroyed on B’s field: in B’s turn (not the opponent’s for B) and in A’s turn (not the opponent’s for its owner A) its ③ is offered to nobody', () => {
    expect(names(askCdb(`{回合:B B场:雷破(盖),${D}(所有者:A) B手:三眼怪} C1 B:雷破→B:${D} [cost:丢弃 三眼怪]`))).not.toContain(D);
    expect(names(askCdb(`{回合:A B场:${D}(所有者:A) A场:雷破(盖) A手:三眼怪} C1 A:雷破→B:${D} [cost:丢弃 三眼怪]`))).not.toContain(D);
  });
  it('[WIN-EVENT-TURN-BOTH] the other side: on its owner’s field, destroyed in the opponent’s turn, it is offered; in its owner’s turn it is not', () => {
    expect(names(askCdb(`{回合:B B场:雷破(盖) B手:三眼怪 A场:${D}} C1 B:雷破→A:${D} [cost:丢弃 三眼怪]`))).toContain(D);
    expect(names(askCdb(`{回合:A A场:雷破(盖),${D} A手:三眼怪} C1 A:雷破→A:${D} [cost:丢弃 三眼怪]`))).not.toContain(D);
  });
});

