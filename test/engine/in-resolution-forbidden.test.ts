// CH-IN-RESOLUTION-FORBIDDEN (issue 16, docs/c02/卡片·效果的发动.rst:263–268): a Spell/Trap an effect activates as it resolves
// (`[发动 X]`) is a card activation — a floodgate that forbids it (here 魔封的芳香: Spells must be Set first) stops it there
// too, even one that came face-up while the chain was built. Probed from both sides: the floodgate Set (not applying).
import { describe, expect, it } from 'vitest';
import { ask, haveData } from '../reference/judge.js';

const activatedNames = (input: string): string[] =>
  (ask(input).events ?? []).filter((e) => e.type === 'activated').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveData)('CH-IN-RESOLUTION-FORBIDDEN: a floodgate stops a card activated inside a resolution', () => {
  it('[CH-IN-RESOLUTION-FORBIDDEN] face-up 魔封的芳香: 终焉之地 resolves but cannot activate 神数的神托 from the Deck (never Set)', () => {
    const input = '{回合:A 阶段:主要1 A场:终焉之地(盖) A卡组:神数的神托 B场:魔封的芳香,青眼白龙(本回合特召)} C1 A:终焉之地 [发动 神数的神托]';
    const l = ask(input).links[0]!;
    expect(l.legal).toBe(true);
    expect(l.rules).toContain('CH-IN-RESOLUTION-FORBIDDEN');
    expect(activatedNames(input)).not.toContain('神数的神托');
  });
  it('[CH-IN-RESOLUTION-FORBIDDEN] 魔封的芳香 chained to it comes face-up first: the floodgate applies when 终焉之地 resolves', () => {
    const input = '{回合:A 阶段:主要1 A场:终焉之地(盖) A卡组:神数的神托 B场:魔封的芳香(盖),青眼白龙(本回合特召)} C1 A:终焉之地 [发动 神数的神托] C2 B:魔封的芳香';
    expect(ask(input).links[0]!.rules).toContain('CH-IN-RESOLUTION-FORBIDDEN');
    expect(activatedNames(input)).not.toContain('神数的神托');
  });
  it('[CH-IN-RESOLUTION-FORBIDDEN] the other side: 魔封的芳香 Set (applying nothing) — 神数的神托 is activated', () => {
    const input = '{回合:A 阶段:主要1 A场:终焉之地(盖) A卡组:神数的神托 B场:魔封的芳香(盖),青眼白龙(本回合特召)} C1 A:终焉之地 [发动 神数的神托]';
    expect(ask(input).links[0]!.rules).not.toContain('CH-IN-RESOLUTION-FORBIDDEN');
    expect(activatedNames(input)).toContain('神数的神托');
  });
});
