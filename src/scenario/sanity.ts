/**
 * Sanity warnings (issue 11, family 10; rule SIT-SANITY): a situation that cannot be is said, not
 * silently judged. The binder calls this once the scenario is built; nothing here judges a ruling.
 *
 * - an attack declared by the player whose turn it is not (only the turn player attacks);
 * - a Trap activated from the hand (a Trap is Set first, unless its text allows the hand);
 * - a Quick-Play Spell activated from the hand in the opponent's turn (only Set ones can be);
 * - one card written in two places (the same controller's zone list and a link placing it elsewhere).
 */
import { t, type Text } from '../i18n/text.js';
import type { Scenario } from './types.js';

export function sanityWarnings(s: Scenario): Text[] {
  const out: Text[] = [];
  // Issue 10: both checks are about an attack or a card in the hand: without either (most chains), no map of every instance.
  if (!s.attack && !s.instances.some((c) => c.zone === 'hand')) return out;
  const byRef = new Map(s.instances.map((c) => [c.ref, c]));

  if (s.attack) {
    const attacker = byRef.get(s.attack.attacker);
    if (attacker?.controller && !attacker.controllerAssumed && attacker.controller !== s.turnPlayer) {
      out.push(
        t(
          `情境写的是 ${attacker.controller} 的「${attacker.card.name}」攻击，但现在是 ${s.turnPlayer} 的回合：只有回合玩家能攻击。请检查 回合: 或 攻击: 的写法。`,
          `The situation has ${attacker.controller}'s ${attacker.card.name} attacking in ${s.turnPlayer}'s turn: only the turn player attacks. Check turn: or attack:.`,
        ),
      );
    }
  }

  for (const link of s.links) {
    const c = byRef.get(link.card);
    if (!c || c.zone !== 'hand') continue;
    const type = c.card.type;
    if (type.kind === 'trap' && !c.card.effects.some((e) => e.handActivation)) {
      out.push(
        t(
          `C${link.n}「${c.card.name}」是陷阱卡，情境却把它写在手卡：陷阱卡要先盖放才能发动（除非卡上写明可以从手卡发动）。盖放的卡请写 ${link.controller}场:${c.card.name}(盖)。`,
          `C${link.n} ${c.card.name} is a Trap, but the situation has it in the hand: a Trap is Set before it is activated (unless its text allows the hand). Write a Set card as ${link.controller} field:${c.card.name}(set).`,
        ),
      );
    }
    if (type.kind === 'spell' && type.subtypes.includes('quickplay') && link.controller !== s.turnPlayer) {
      out.push(
        t(
          `C${link.n}「${c.card.name}」是速攻魔法，情境把它写在手卡，但现在是对方（${s.turnPlayer}）的回合：对方回合只能发动盖放的速攻魔法。盖放的卡请写 ${link.controller}场:${c.card.name}(盖)。`,
          `C${link.n} ${c.card.name} is a Quick-Play Spell in the hand, but it is the opponent's (${s.turnPlayer}'s) turn: in the opponent's turn only a Set Quick-Play Spell can be activated. Write a Set card as ${link.controller} field:${c.card.name}(set).`,
        ),
      );
    }
  }
  return out;
}
