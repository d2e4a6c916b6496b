/**
 * CH-ATTACK-GRANT (rules reference docs/c03/战斗阶段流程.rst:33–38, 256–266): an effect that lets a monster attack directly
 * or attack more than once (「这个回合，选择的怪兽可以直接攻击」「可以作2次攻击」, `EffectFacts.grantsAttack`) cannot be applied to a
 * monster that cannot attack at all, one that cannot attack directly (for a direct attack), or one that may already make that
 * many attacks (「在同1次的战斗阶段中可以作2次攻击」 from its own text or an equip card: the same number does not stack).
 * Read from the attack rules that apply on the board (../game/attack-target.ts).
 */
import type { Judging } from './legality.js';
import type { Phrase } from '../phrases/index.js';
import { isField } from '../game/board.js';
import { anyAttackRules, attackRulesOn } from '../game/attack-target.js';
import { R } from '../rule-ids.js';

export function attackGrant(j: Judging): Phrase | null {
  const g = j.e.grantsAttack;
  if (!g || !anyAttackRules(j.board)) return null;
  const refs = g.what === 'self' ? [j.self.ref] : j.link.targets;
  for (const r of refs) {
    const c = j.board.cards[j.board.aliases?.[r] ?? r];
    if (!c || c.zone !== 'monster' || !isField(c.zone) || !c.faceUp) continue;
    const on = attackRulesOn(j.board, c.ref);
    const cannot = on.find((x) => x.rule.kind === 'cannot-attack');
    if (cannot) return { rule: R.ATTACK_GRANT, params: { card: c.card.name, why: 'cannot-attack', by: cannot.card } };
    const noDirect = g.direct ? on.find((x) => x.rule.kind === 'no-direct') : undefined;
    if (noDirect) return { rule: R.ATTACK_GRANT, params: { card: c.card.name, why: 'no-direct', by: noDirect.card } };
    const already = g.attacks ? on.find((x) => x.rule.kind === 'attacks' && (x.rule.count ?? 1) >= g.attacks!) : undefined;
    if (already) return { rule: R.ATTACK_GRANT, params: { card: c.card.name, why: 'already', by: already.card, attacks: already.rule.count } };
  }
  return null;
}
