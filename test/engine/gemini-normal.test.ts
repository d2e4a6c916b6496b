// CH-GEMINI-NORMAL: a Gemini monster (二重怪兽) face-up on the field (not summoned again — the notation
// cannot say it was) is a Normal Monster, not an Effect Monster, for what looks for an Effect Monster;
// an effect that negates it may still target it (its effects are only switched off).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';
import { remembered } from '../../src/engine/game/memory.js';

skipMessage('CH-GEMINI-NORMAL', CARDS_DB);

describe.skipIf(!haveCards)('[CH-GEMINI-NORMAL] a Gemini monster on the field is a Normal Monster', () => {
  it('[CH-GEMINI-NORMAL] 效果遮蒙者 (an Effect Monster as target) cannot target the Gemini 炎妖蝶 维尔普斯 on the field; it can target the Effect Monster 三眼怪', () => {
    const gemini = askCdb('{回合:B B场:炎妖蝶 维尔普斯,三眼怪} C1 A:效果遮蒙者→炎妖蝶 维尔普斯');
    expect(gemini.links[0]!.legal).toBe(false);
    expect(gemini.links[0]!.rules).toEqual(expect.arrayContaining(['CH-TARGET-QUALIFY', 'CH-GEMINI-NORMAL']));
    const effect = askCdb('{回合:B B场:炎妖蝶 维尔普斯,三眼怪} C1 A:效果遮蒙者→三眼怪');
    expect(effect.links[0]!.legal).toBe(true);
  });
  it('[CH-GEMINI-NORMAL] 无限泡影 (any face-up monster) may still target the Gemini 炎妖蝶 维尔普斯', () => {
    const a = askCdb('{回合:B A场:无限泡影(盖) B场:炎妖蝶 维尔普斯} C1 A:无限泡影→炎妖蝶 维尔普斯');
    expect(a.links[0]!.legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('[CH-GEMINI-NORMAL] a Gemini monster summoned again (再度召唤) is an Effect Monster', () => {
  it('[CH-GEMINI-NORMAL] 效果遮蒙者 may target 炎妖蝶 维尔普斯 written (再度召唤); the state reads and prints back, and is forgotten once the card is turned face-down', () => {
    expect(askCdb('{回合:B B场:炎妖蝶 维尔普斯(再度召唤)} C1 A:效果遮蒙者→炎妖蝶 维尔普斯').links[0]!.legal).toBe(true);
    const r = parseNotation('{回合:A A场:炎妖蝶 维尔普斯(gemini summoned)} C1 A:旋风');
    expect(r.ok).toBe(true);
    if (r.ok) expect(printNotation(r.tree)).toBe('{回合:A; A场:炎妖蝶 维尔普斯(再度召唤)} C1 A:旋风');
    expect(remembered(['gemini-summoned', 'turned-face-down'])).not.toContain('gemini-summoned');
  });
});
