/**
 * CH-PLEDGE-ATTACK (rules reference docs/c03/誓约.rst): a pledge on attacks the card text compiler could not read
 * (「…发动的回合，选择的怪兽以外的怪兽不能攻击」 — kept as an `action: …` note in the effect's `unknown`). An activation of the
 * attacker's player earlier this turn (`本回合:`, not activation-negated) that carries one is not judged: the attack verdict
 * stands on the rest, and the answer says that pledge was not applied.
 */
import type { Scenario } from '../../scenario/types.js';
import type { Text } from '../../i18n/text.js';
import type { BoardCard } from '../types.js';
import { say } from '../phrases/index.js';
import { historyEffect } from './history.js';

const UNREAD = /^action: [^，,]*发动的回合[，,].*不能(直接)?攻击/;

/**
 * The note for the first such pledge of the attacker's player this turn — also (s57) a read 「作为对象的怪兽不能直接攻击」 whose entry
 * writes no target (`本回合:A:X(对象:Y)`): which monster it binds is not known, so it is not applied, and said.
 */
export function unreadAttackPledge(scenario: Scenario, attacker: BoardCard): Text | null {
  const history = scenario.history;
  if (!history?.length || !attacker.controller) return null;
  for (const h of history) {
    if (h.kind !== 'activation' || h.player !== attacker.controller || h.negated === 'activation') continue;
    const e = historyEffect(h);
    const note = e?.unknown?.find((u) => UNREAD.test(u));
    if (note) return say({ rule: 'attack:pledge-unread', params: { card: h.card.name, clause: note.slice('action: '.length), attacker: attacker.card.name } });
    if (e?.pledge?.ofTargets && !h.about?.length) return say({ rule: 'attack:pledge-target-unwritten', params: { card: h.card.name, attacker: attacker.card.name } });
  }
  return null;
}
