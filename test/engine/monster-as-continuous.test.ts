// A monster card placed in the Spell & Trap Zone as a Continuous Spell (test/RULES.md CH-MONSTER-AS-CONTINUOUS): stated with its zone
// (`宝玉兽 翠玉龟(魔陷1)`), equipped to nothing and not in a Pendulum Zone, it is a Spell Card there — 「魔法·陷阱卡」 finds it, a
// monster filter does not — and it is still a monster card, counted as a 「宝玉兽」 card (rules reference docs/c02/基本用语.rst:1441).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const outcomes = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.legal === true ? 'legal' : l.legal === false ? 'illegal' : 'unsure'}:${l.outcome}`);

describe.skipIf(!haveCards)('a monster card used as a Continuous Spell (CH-MONSTER-AS-CONTINUOUS)', () => {
  it('[CH-MONSTER-AS-CONTINUOUS] 旋风 may target 宝玉兽 翠玉龟 in the Spell & Trap Zone and destroys it', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:宝玉兽 翠玉龟(魔陷2) B手:旋风} C1 B:旋风 → 宝玉兽 翠玉龟');
    expect(outcomes(a)).toEqual(['C1:legal:resolved']);
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['宝玉兽 翠玉龟']);
  });
  it('[CH-MONSTER-AS-CONTINUOUS] the other side: it is no monster on the field there — 地碎 with only it on the opponent\'s field has nothing to destroy', () => {
    expect(outcomes(askCdb('{回合:B 阶段:主要1 A场:宝玉兽 翠玉龟(魔陷2) B手:地碎} C1 B:地碎'))).toEqual(['C1:illegal:illegal']);
    expect(outcomes(askCdb('{回合:B 阶段:主要1 A场:宝玉兽 翠玉龟 B手:地碎} C1 B:地碎'))).toEqual(['C1:legal:resolved']);
  });
});
