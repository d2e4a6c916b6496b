// WIN-EXTRA-SUMMON (issue 16, rules reference docs/c03/特定效果的处理方法.rst:336–338; CH-EXTRA-SUMMON, docs/c02/基本用语.rst:680–715):
// an optional trigger whose effect grants an extra Normal Summon this turn (「自己在通常召唤外加上只有1次，…可以…召唤」) cannot be
// activated where that grant cannot apply — in the opponent's turn (the grant is for its player's own Main Phase), or when the same
// grant was already applied this turn — even when the effect does more (『A。B』 needs both): the window does not offer it, and says why.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const offered = (input: string) => askCdb(input).window.triggers.map((x) => x.card.name);
const notes = (input: string) => JSON.stringify(askCdb(input).window.notes);
const LINK = '连接召唤 A:梦幻崩影·哥布林 素材 三眼怪,黑魔术师';

describe.skipIf(!haveCards)('an extra Normal Summon granted by a trigger, in the window', () => {
  it('[WIN-EXTRA-SUMMON] Link Summoned in the opponent’s turn: not offered, the reason said; in its own Main Phase: offered', () => {
    // (Input corrected: a Link Summon by its method is the turn player's, in their own Main Phase (CH-PROCEDURE-TIMING); A's in B's
    // turn is one an effect makes — written `(效果)`.)
    const theirs = `{回合:B 阶段:主要1 A场:三眼怪,黑魔术师 A手:青眼白龙} ${LINK} (效果)`;
    expect(offered(theirs)).not.toContain('梦幻崩影·哥布林');
    expect(notes(theirs)).toContain('对方回合不能适用');
    // The other trigger of that summon (三眼怪 sent to the GY as material) is still offered.
    expect(offered(theirs)).toContain('三眼怪');
    expect(offered(`{回合:A 阶段:主要1 A场:三眼怪,黑魔术师 A手:青眼白龙} ${LINK}`)).toContain('梦幻崩影·哥布林');
  });
  it('[WIN-EXTRA-SUMMON] in its own turn, the same grant already applied this turn (another copy’s ①, `本回合:`): not offered; negated then, it is', () => {
    expect(offered(`{回合:A 阶段:主要1 本回合:A:梦幻崩影·哥布林#1 A场:三眼怪,黑魔术师 A手:青眼白龙} ${LINK}`)).not.toContain('梦幻崩影·哥布林');
    expect(offered(`{回合:A 阶段:主要1 本回合:A:梦幻崩影·哥布林#1(发动无效) A场:三眼怪,黑魔术师 A手:青眼白龙} ${LINK}`)).toContain('梦幻崩影·哥布林');
  });
});
