// CH-GAINED-NOT-NEGATED-EARLIER (test/RULES.md; rules reference docs/c02/基本用语.rst:1430–1435): the text 「（这张卡）得到以下效果」 is no effect and
// is not negated, so a card whose effects a one-time negation covered earlier (`(效果无效)`) may still use the ● it gains: it resolves. Its own
// printed effects stay negated; a standing negation (技能抽取) negates the ● too; a Gemini's effect gained by being summoned again is not one.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const outcome = (input: string, n = 1) => askCdb(input).links[n - 1]?.outcome;
const XYZ = { kind: 'monster', subtypes: ['effect', 'xyz'], bits: 0x800021 } as const;

describe('CH-GAINED-NOT-NEGATED-EARLIER, the reader', () => {
  it('[CH-GAINED-NOT-NEGATED-EARLIER] a ● gained by 「…的场合，得到以下效果」 is marked; a numbered effect of its own, and a Gemini\'s ●, are not', () => {
    const es = compileEffects('①：这张卡有超量怪兽在作为超量素材的场合，得到以下效果。\n●1回合1次，把这张卡1个超量素材取除，以对方场上1只怪兽为对象才能发动。那只怪兽破坏。\n②：这张卡被破坏的场合才能发动。自己抽1张。', XYZ);
    expect(es.filter((e) => e.gainedSelf).length).toBe(1);
    expect(es.find((e) => e.gainedSelf)?.does.some((a) => a.do === 'destroy')).toBe(true);
    const gemini = compileEffects('这张卡在场上·墓地存在时，当作通常怪兽使用。场上表侧表示的这张卡可以作为通常召唤再1次召唤。那个场合这张卡变成当作效果怪兽使用并得到以下效果。\n●1回合1次，自己主要阶段才能发动。自己抽1张。', { kind: 'monster', subtypes: ['effect', 'gemini'], bits: 0x800 | 0x21 });
    expect(gemini.some((e) => e.gainedSelf)).toBe(false);
  });
});

describe.skipIf(!haveCards)('CH-GAINED-NOT-NEGATED-EARLIER', () => {
  const falcon = (state: string, more = '') => `{回合:A 阶段:主要1 A场:急袭猛禽-异邦猎鹰(超量召唤,素材:急袭猛禽-革命猎鹰+三眼怪${state}) B场:三眼怪${more}} C1 A:急袭猛禽-异邦猎鹰①→三眼怪`;
  it('[CH-GAINED-NOT-NEGATED-EARLIER] 急袭猛禽-异邦猎鹰 negated earlier still uses the ● its Xyz Material gives it: 三眼怪 is destroyed', () => {
    const a = askCdb(falcon(',效果无效'));
    expect(a.links[0]?.outcome).toBe('resolved');
    expect(a.links[0]?.rules).toContain('CH-GAINED-NOT-NEGATED-EARLIER');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['三眼怪']);
  });
  it('[CH-GAINED-NOT-NEGATED-EARLIER] the opponent\'s face-up 技能抽取 negates the ●; a printed effect of a card negated earlier (黑羽-疾风之盖尔 ②) stays negated', () => {
    expect(outcome(falcon('', ',技能抽取'))).toBe('effect-negated');
    expect(outcome('{回合:A 阶段:主要1 A场:黑羽-疾风之盖尔(效果无效) B场:青眼白龙} C1 A:黑羽-疾风之盖尔②→青眼白龙')).toBe('effect-negated');
  });
});
