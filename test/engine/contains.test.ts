// What an activation contains is decided when it is activated (test/RULES.md CH-CONTAINS-AT-ACTIVATION;
// rules reference docs/c04/灰流丽·星尘龙.rst): answers such as 灰流丽/屋敷童/神之警告 read every step of the
// text — optional, delayed, or impossible this time — with each step's place fixed at activation: where
// "this card" was activated, where the targets were, where the answered card is, which kind it is.
// Curated cards only (no card database needed).
import { describe, expect, it } from 'vitest';
import { chain, summary } from './build.js';

const rulesOf = (input: string, n: number) => chain(input).links.find((l) => l.n === n)!.rules;

describe('"contains" decided at activation', () => {
  it('[CH-CONTAINS-AT-ACTIVATION] a step on "this card" takes it from where it was activated: from the GY it summons from the GY, from the hand it does not', () => {
    expect(summary(chain('{回合:B A墓:森之番人 绿狒狒} C1 A:森之番人 绿狒狒[从墓地] C2 B:屋敷童'))).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(rulesOf('{回合:B A墓:森之番人 绿狒狒} C1 A:森之番人 绿狒狒[从墓地] C2 B:屋敷童', 2)).toContain('CH-CONTAINS-AT-ACTIVATION');
    const fromHand = chain('{回合:B A手:森之番人 绿狒狒} C1 A:森之番人 绿狒狒[从手卡] C2 B:屋敷童');
    expect(summary(fromHand)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(fromHand.links[1]!.rules).toContain('CH-CONTAINS-AT-ACTIVATION');
  });

  it('[CH-CONTAINS-AT-ACTIVATION] "negate and banish that card" banishes from where the answered card was activated: from the GY when it was activated there, from the hand when it was activated in the hand', () => {
    expect(summary(chain('{回合:B B墓:三眼怪} C1 B:三眼怪 C2 A:召唤兽 梅尔卡巴 C3 B:屋敷童'))).toEqual(['C1:legal:resolved', 'C2:legal:activation-negated@3', 'C3:legal:resolved']);
    // 增殖的G was activated in the hand (its cost sent it to the GY): the banish is not one from the GY.
    expect(summary(chain('{回合:B B手:增殖的G} C1 B:增殖的G C2 A:召唤兽 梅尔卡巴 C3 B:屋敷童'))).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved', 'C3:illegal:illegal']);
  });

  it('[CH-CONTAINS-AT-ACTIVATION] a target step takes its cards from the targets; an activation that could take no target contains no such step', () => {
    expect(summary(chain('{回合:A A墓:} C1 A:废铁龙② C2 B:屋敷童'))).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(summary(chain('{回合:A A墓:废铁龙} C1 A:废铁龙②→废铁龙 C2 B:屋敷童'))).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });

  it('[CH-CONTAINS-AT-ACTIVATION] optional, delayed and maybe-impossible steps are contained; a step for one kind of answered card only when it is that kind', () => {
    // 融合解除 on a monster with no materials in the GY, 固定音型's End Phase summon, 影依融合's Deck materials with an empty opposing field.
    expect(summary(chain('{回合:A B场:嵌合狂暴龙} C1 A:融合解除→嵌合狂暴龙 C2 B:屋敷童'))).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(summary(chain('C1 A:固定音型 C2 B:屋敷童'))).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(summary(chain('{回合:A B场:} C1 A:影依融合 C2 B:灰流丽'))).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    // 饼蛙② summons a negated monster card (from the GY): 屋敷童 answers it.
    expect(summary(chain('{回合:B B场:三眼怪} C1 B:三眼怪 C2 A:饼蛙② C3 B:屋敷童'))).toEqual(['C1:legal:resolved', 'C2:legal:activation-negated@3', 'C3:legal:resolved']);
  });
});
