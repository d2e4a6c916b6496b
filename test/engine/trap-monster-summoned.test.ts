// WIN-TRAP-MONSTER-SUMMONED (rules reference docs/c02/基本用语.rst:1108): a trap monster that Special Summons itself is, for a trigger on
// that summon, the monster it became — a trigger on 「对方场上有怪兽特殊召唤的场合」 sees it, as it sees a monster revived by 死者苏生;
// one on the summoning player's own side does not. Cards are read from the shared cards.cdb and the curated newer cards.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the trap-monster summon trigger rule', CARDS_DB);

const names = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('[WIN-TRAP-MONSTER-SUMMONED] a trap monster summoning itself is a monster Special Summoned', () => {
  it('[WIN-TRAP-MONSTER-SUMMONED] the opponent’s 阿匹卜之化神 summoning itself offers 战华史略-大丈夫之义 (「对方场上有怪兽特殊召唤的场合」), as 死者苏生 reviving a monster does', () => {
    expect(names(askCdb('{回合:B 阶段:主要1 A场:战华史略-大丈夫之义 B场:阿匹卜之化神(盖)} C1 B:阿匹卜之化神'))).toContain('战华史略-大丈夫之义');
    expect(names(askCdb('{回合:B 阶段:主要1 A场:战华史略-大丈夫之义 B墓:三眼怪} C1 B:死者苏生→三眼怪'))).toContain('战华史略-大丈夫之义');
  });
  it('[WIN-TRAP-MONSTER-SUMMONED] its own 阿匹卜之化神 summoning itself is no opponent’s monster: 战华史略-大丈夫之义 is not offered', () => {
    expect(names(askCdb('{回合:A 阶段:主要1 A场:战华史略-大丈夫之义,阿匹卜之化神(盖)} C1 A:阿匹卜之化神'))).not.toContain('战华史略-大丈夫之义');
  });
});
