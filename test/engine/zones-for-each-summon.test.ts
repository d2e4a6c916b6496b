// CH-ZONES-FOR-EACH-SUMMON (issue 16, rules reference docs/c01/大师规则（2017）变更点.rst:48, :223): an effect whose first step
// Special Summons several monsters together needs a usable zone for each as it is activated — N Tokens need N free Main
// Monster Zones of the field they go to (a Token never goes to an Extra Monster Zone); a monster from the GY and one from the
// Extra Deck need a Main Monster Zone and then a second zone (another Main one or the Extra Monster Zone). A mandatory effect
// is not refused. Cards read from cards.cdb (替罪羊 and 扰乱三人组 are curated).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const verdict = (input: string, n = 1) => {
  const l = askCdb(input).links.find((k) => k.n === n)!;
  return { legal: l.legal, rules: l.rules };
};
const reasonOf = (input: string, n = 1) => String(askCdb(input).links.find((k) => k.n === n)!.illegalReason ?? '');

describe.skipIf(!haveCards)('CH-ZONES-FOR-EACH-SUMMON', () => {
  it('[CH-ZONES-FOR-EACH-SUMMON] 替罪羊 needs four free Main Monster Zones: with three it cannot be activated, and the answer says why; a Link monster in the Extra Monster Zone takes none of them', () => {
    const three = '{回合:A 阶段:主要1 A场:三眼怪(主1),黑魔术师(主2),替罪羊(盖,魔陷1) B场:} C1 A:替罪羊';
    expect(verdict(three)).toMatchObject({ legal: false });
    expect(verdict(three).rules).toContain('CH-ZONES-FOR-EACH-SUMMON');
    expect(reasonOf(three)).toMatch(/4只衍生物.*3个可用的主要怪兽区域/);
    expect(verdict('{回合:A 阶段:主要1 A场:解码语者(EX左),三眼怪(主1),替罪羊(盖,魔陷1) B场:} C1 A:替罪羊').legal).toBe(true);
    // the other side: the same Link monster in a Main Monster Zone does take one
    expect(verdict('{回合:A 阶段:主要1 A场:解码语者(主2),三眼怪(主1),替罪羊(盖,魔陷1) B场:} C1 A:替罪羊').legal).toBe(false);
  });

  it('[CH-ZONES-FOR-EACH-SUMMON] the opponent’s field counts for Tokens summoned there: 扰乱三人组 with three monsters on the opponent’s field cannot be activated, with two it can — however full its own field is', () => {
    expect(verdict('{回合:A 阶段:主要1 A场:扰乱三人组(盖) B场:三眼怪,黑魔术师,青眼白龙} C1 A:扰乱三人组').legal).toBe(false);
    expect(verdict('{回合:A 阶段:主要1 A场:三眼怪,黑魔术师,青眼白龙,电子龙,扰乱三人组(盖) B场:三眼怪,黑魔术师} C1 A:扰乱三人组').legal).toBe(true);
  });

  it('[CH-ZONES-FOR-EACH-SUMMON] a Token count read from the card text (迷途的羔羊: 2) is counted the same way; a mandatory trigger (蒲公英狮) is still activated', () => {
    expect(verdict('{回合:A 阶段:主要1 A场:三眼怪,黑魔术师,青眼白龙,电子龙 A手:迷途的羔羊} C1 A:迷途的羔羊').legal).toBe(false);
    expect(verdict('{回合:A 阶段:主要1 A场:三眼怪,黑魔术师,青眼白龙 A手:迷途的羔羊} C1 A:迷途的羔羊').legal).toBe(true);
    expect(verdict('{回合:A 阶段:主要1 A场:三眼怪,黑魔术师,青眼白龙,电子龙 A墓:蒲公英狮} C1 A:蒲公英狮').legal).toBe(true);
  });

  it('[CH-ZONES-FOR-EACH-SUMMON] 光波分光 summons from the GY and then an Xyz Monster from the Extra Deck: one free Main Monster Zone and a usable Extra Monster Zone are enough; one Main zone alone is not', () => {
    const field = (ex: string) => `{回合:B 阶段:主要1 A场:电子龙(主1),电子龙(主2),死灵骑士(主3),三眼怪(主4),${ex}光波分光(盖,魔陷1) B场:三眼怪(主1) A墓:银河眼光波龙 A额外:银河眼光波龙} C1 A:光波分光→银河眼光波龙`;
    expect(verdict(field('')).legal).toBe(true);
    const full = verdict(field('苍眼银龙(EX左),'));
    expect(full.legal).toBe(false);
    expect(full.rules).toContain('CH-ZONES-FOR-EACH-SUMMON');
  });
});
