// A summon step at resolution skips the card its summoning condition keeps from the effect
// (test/RULES.md CH-SUMMON-CONDITION-STEP; rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:69, :119–124,
// docs/c02/基本用语.rst:236): the card a note names as chosen (`[特殊召唤 X]`) or the card summoning itself from the GY;
// the effect's other steps apply, and a mandatory effect is activated anyway. Cards compiled from their text
// (`properFirst`: 「这张卡不用仪式召唤不能特殊召唤」 holds the card like a Special Summon monster).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const summary = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}`);
const moved = (input: string, type: string) => askCdb(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('summoning conditions at resolution', () => {
  it('[CH-SUMMON-CONDITION-STEP] a mandatory trigger whose self-revival is barred (守护者·戴思塞斯④, never properly summoned) is activated and only discards; properly summoned it revives itself', () => {
    const never = askCdb('{回合:A A墓:守护者·戴思塞斯(未正规出场) A手:三眼怪} C1 A:守护者·戴思塞斯④');
    expect(summary('{回合:A A墓:守护者·戴思塞斯(未正规出场) A手:三眼怪} C1 A:守护者·戴思塞斯④')).toEqual(['C1:legal:resolved']);
    expect(never.links[0]!.rules).toContain('CH-SUMMON-CONDITION-STEP');
    expect(never.events.some((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === '三眼怪'))).toBe(true);
    expect(never.events.some((e) => e.type === 'special-summoned')).toBe(false);
    expect(never.warnings.join()).toContain('守护者·戴思塞斯');
    expect(moved('{回合:A A墓:守护者·戴思塞斯(正规出场) A手:三眼怪} C1 A:守护者·戴思塞斯④', 'special-summoned')).toEqual(['守护者·戴思塞斯']);
  });
  it('[CH-SUMMON-CONDITION-STEP] an effect that only revives itself stays unactivatable, optional (星尘龙②) or mandatory (流星龙④), when never properly summoned (CH-SUMMON-CONDITION)', () => {
    const a = askCdb('{回合:A 阶段:结束阶段 A墓:星尘龙(未正规出场)} C1 A:星尘龙②');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-SUMMON-CONDITION');
    expect(summary('{回合:A 阶段:结束阶段 A除外:流星龙(未正规出场)} C1 A:流星龙④')).toEqual(['C1:illegal:illegal']);
  });
  it('[CH-SUMMON-CONDITION-STEP] 青色眼睛的少女② still negates the attack and changes position, but does not summon a chosen 青眼亚白龙 that was never properly summoned; a properly summoned one it does', () => {
    // (Input corrected, s46 CH-ATTACK-DECLARED-TURN: 青色眼睛的少女② answers its being chosen as an attack target — B's attack, in B's turn; it
    // was written in A's own turn, where A's monsters are never attacked: docs/c03/战斗阶段流程.rst:97, 105.)
    const input = (s: string) => `{回合:B A墓:青眼亚白龙(${s}) A场:青色眼睛的少女} C1 A:青色眼睛的少女② [特殊召唤 青眼亚白龙]`;
    const never = askCdb(input('未正规出场'));
    expect(summary(input('未正规出场'))).toEqual(['C1:legal:resolved']);
    expect(never.events.some((e) => e.type === 'position-changed')).toBe(true);
    expect(never.events.some((e) => e.type === 'special-summoned')).toBe(false);
    expect(moved(input('正规出场'), 'special-summoned')).toEqual(['青眼亚白龙']);
  });
  it('[CH-SUMMON-CONDITION-STEP] from the hand: 限定解除 summons a Ritual monster with no condition (混沌战士) but not one that must be Ritual Summoned (青眼混沌龙, compiled `properFirst`), and 青色眼睛的护人② not a Special Summon monster (青眼卡通龙)', () => {
    expect(moved('{回合:A 阶段:主要1 A手:混沌战士,限定解除} C1 A:限定解除[特殊召唤 混沌战士]', 'special-summoned')).toEqual(['混沌战士']);
    const chaos = askCdb('{回合:A 阶段:主要1 A手:青眼混沌龙,限定解除} C1 A:限定解除[特殊召唤 青眼混沌龙]');
    expect(chaos.events.some((e) => e.type === 'special-summoned')).toBe(false);
    expect(chaos.warnings.join()).toContain('青眼混沌龙');
    expect(moved('{回合:A 阶段:主要1 A场:青色眼睛的护人 A手:青眼卡通龙} C1 A:青色眼睛的护人② [特殊召唤 青眼卡通龙]', 'special-summoned')).toEqual([]);
  });
  it('[CH-SUMMON-CONDITION-STEP] a card that must first be Ritual Summoned is revived only once properly summoned (死者苏生 → 青眼混沌龙): the compiled condition counts at activation too', () => {
    expect(summary('{回合:A 阶段:主要1 A墓:青眼混沌龙(未正规出场)} C1 A:死者苏生→青眼混沌龙')).toEqual(['C1:illegal:illegal']);
    expect(summary('{回合:A 阶段:主要1 A墓:青眼混沌龙(正规出场)} C1 A:死者苏生→青眼混沌龙')).toEqual(['C1:legal:resolved']);
    // A Ritual Monster with no condition text is still a Special Summon monster: never properly summoned, it is not revived
    // (rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:24–27, :129, :135 — 电子化天使-那沙帝弥-); properly summoned, it is.
    expect(summary('{回合:A 阶段:主要1 A墓:混沌战士(未正规出场)} C1 A:死者苏生→混沌战士')).toEqual(['C1:illegal:illegal']);
    expect(summary('{回合:A 阶段:主要1 A墓:混沌战士(正规出场)} C1 A:死者苏生→混沌战士')).toEqual(['C1:legal:resolved']);
  });
});
