// WIN-SEGOC-EXTRA-FACE-UP (review s49; rules reference docs/c03/诱发类效果.rst:191 「卡组·额外卡组·…的处于表侧表示状态的卡都是公开情报」, :196 「额外
// 表侧的P怪兽是公开情报」): a Pendulum Monster destroyed in a Monster Zone goes face-up to the Extra Deck, and its optional trigger from there
// (「怪兽区域的这张卡被破坏的场合才能发动」, 暗向日龙②, 魔界剧团-莽撞新人②) is a public one — level 3 (turn player) or 4, not level 7 as a hidden
// hand card's. Before, every trigger from the Extra Deck was taken as hidden: placed at level 7, the priority holder's to activate first.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('WIN-SEGOC-EXTRA-FACE-UP', CARDS_DB);

const offered = (input: string) => (askCdb(input).window?.triggers ?? []).map((t) => ({ card: t.card.name, level: t.level, rules: t.rules ?? [] }));

describe.skipIf(!haveCards)('WIN-SEGOC-EXTRA-FACE-UP', () => {
  it('[WIN-SEGOC-EXTRA-FACE-UP] 暗向日龙 destroyed in a Monster Zone by B\'s 雷击 in B\'s turn: its ② from the face-up Extra Deck is the non-turn player\'s public optional trigger, level 4', () => {
    const t = offered('{回合:B 阶段:主要1 A场:暗向日龙 B手:雷击} C1 B:雷击');
    expect(t.map((x) => `${x.card}:${x.level}`)).toEqual(['暗向日龙:4']);
  });
  it('[WIN-SEGOC-EXTRA-FACE-UP] the other side: in its controller\'s own turn 暗向日龙 destroyed by its own 黑洞 is level 3 (the turn player\'s), not 7', () => {
    const t = offered('{回合:A 阶段:主要1 A场:暗向日龙} C1 A:黑洞');
    expect(t.map((x) => `${x.card}:${x.level}`)).toEqual(['暗向日龙:3']);
    expect(t[0]!.rules).toContain('WIN-SEGOC-EXTRA-FACE-UP');
  });
});
