/**
 * 「自己对「X」1回合只能有1次特殊召唤。」 naming the card itself: a rule of the card, outside its numbered effects
 * (./split.ts keeps it out), carried as the card-level fact `Card.summonOncePerTurn` the engine reads
 * (src/engine/game/summon-once.ts, CH-SUMMON-ONCE-PER-TURN).
 */
const ONCE = /自己对「([^」]+)」1回合只能有1次特殊召唤/;

export function ownSummonOncePerTurn(text: string, name: string): boolean {
  // (Asked of every imported card at load: one substring test first.)
  if (!text.includes('1回合只能有1次特殊召唤')) return false;
  const m = ONCE.exec(text);
  return m !== null && m[1] === name;
}
