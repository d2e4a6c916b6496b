/**
 * CH-CHANCE-PICK-UNDERGO (issue 16, rules reference docs/c02/基本用语.rst:1069): 「和对方玩家进行猜拳…输的玩家必须把那只进行战斗的自身怪兽里侧表示
 * 除外」 — the card the step acts on is one of the two monsters in the battle, and a game of chance decides which. Read as a step on one
 * monster in the battle (`battlesWith`), marked `pickedByChance`: the engine refuses the activation when either could not undergo it.
 */
import type { EffectFacts } from '../facts.js';

const LOSER_BATTLING = /输的玩家(?:必须)?把那只进行战斗的自身怪兽/;

/** Marks the step of an effect that acts on the battling monster of the player who loses a game of chance. */
export function chancePickOf(e: EffectFacts, text: string): void {
  if (!LOSER_BATTLING.test(text)) return;
  e.does = e.does.map((a) =>
    typeof a.what === 'object' && a.what !== null && a.what.filter.kind === 'monster' && a.what.filter.battlesWith === undefined && a.what.filter.side === undefined
      ? { ...a, what: { filter: { ...a.what.filter, place: 'field', battlesWith: { kind: 'monster' } }, scope: 'choose', count: 1 }, pickedByChance: true }
      : a,
  );
}
