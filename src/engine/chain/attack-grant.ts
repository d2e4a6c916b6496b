/**
 * CH-ATTACK-GRANT (rules reference docs/c03/战斗阶段流程.rst:33–38, 256–266): an effect that lets a monster attack directly
 * or attack more than once (「这个回合，选择的怪兽可以直接攻击」「可以作2次攻击」, `EffectFacts.grantsAttack`) cannot be applied to a
 * monster that cannot attack at all, one that cannot attack directly (for a direct attack), or one that may already make that
 * many attacks (「在同1次的战斗阶段中可以作2次攻击」 from its own text or an equip card: the same number does not stack).
 * Read from the attack rules that apply on the board (../game/attack-target.ts).
 */
import type { Action, EffectFacts, Player } from '../../cards/facts.js';
import { foeFieldOpen } from '../game/attack-when.js';
import { pushOnce } from '../game/state.js';
import type { Judging } from './legality.js';
import { attackMoveTo } from '../game/attack-move.js';
import { say, type Phrase } from '../phrases/index.js';
import { isField } from '../game/board.js';
import { anyAttackRules, attackAllowance, attackRulesOn, attackVerdict } from '../game/attack-target.js';
import { attacksDeclared } from '../game/memory.js';
import { R } from '../rule-ids.js';
import { firstStep } from '../game/undergo.js';

export function attackGrant(j: Judging): Phrase | null {
  const g = j.e.grantsAttack;
  if (!g) return null;
  // (`attacker`, CH-ATTACK-CONTINUE: 「那只怪兽可以继续攻击」 of an effect with no target — the attacker of the attack under way.)
  const refs = g.what === 'self' ? [j.self.ref] : g.what === 'attacker' ? (j.board.attack ? [j.board.attack.attacker] : []) : j.link.targets;
  for (const r of refs) {
    const c = j.board.cards[j.board.aliases?.[r] ?? r];
    if (!c || c.zone !== 'monster' || !isField(c.zone) || !c.faceUp) continue;
    const on = attackRulesOn(j.board, c.ref);
    const cannot = on.find((x) => x.rule.kind === 'cannot-attack');
    if (cannot) return bound(j, cannot.rule) ?? { rule: R.ATTACK_GRANT, params: { card: c.card.name, why: 'cannot-attack', by: cannot.card } };
    // A pledge on the card's own attacks (「这个效果发动的回合，这张卡不能攻击」, the condition `not-attacked`) binds from its
    // activation lower in the chain (誓约.rst:52): the card cannot attack (directly) this turn.
    const pledged = (state: 'not-attacked' | 'not-attacked-directly') =>
      j.lower.find((k) => (j.board.aliases?.[k.ref] ?? k.ref) === c.ref && (k.effect?.condition ?? []).some((x) => x.is === 'self-state' && x.state === state));
    const vow = pledged('not-attacked');
    if (vow) return { rule: R.ATTACK_GRANT, params: { card: c.card.name, why: 'cannot-attack', by: vow.card.name } };
    const vowDirect = g.direct ? pledged('not-attacked-directly') : undefined;
    if (vowDirect) return { rule: R.ATTACK_GRANT, params: { card: c.card.name, why: 'no-direct', by: vowDirect.card.name } };
    const noDirect = g.direct ? on.find((x) => x.rule.kind === 'no-direct') : undefined;
    if (noDirect) return bound(j, noDirect.rule) ?? { rule: R.ATTACK_GRANT, params: { card: c.card.name, why: 'no-direct', by: noDirect.card } };
    // The same count does not stack (CH-ATTACK-COUNT's allowance: its rules and what earlier effects left on it).
    const allowed = attackAllowance(j.board, c.ref);
    const most = Math.max(allowed.any, allowed.monsters);
    if (g.attacks && most >= g.attacks) return { rule: R.ATTACK_GRANT, params: { card: c.card.name, why: 'already', by: allowed.by.join('」「') || c.card.name, attacks: most } };
    // 「只再1次可以攻击」: not to a monster that may attack twice and already made those attacks (docs/c03/战斗阶段流程.rst:274–279).
    // 「可以继续攻击」: not while the attacks a count effect gave are not all made — the attack under way counts (docs/c03/战斗阶段流程.rst:288–291).
    const made = attacksDeclared(c.states).count + (j.board.attack && (j.board.aliases?.[j.board.attack.attacker] ?? j.board.attack.attacker) === c.ref ? 1 : 0);
    if (g.continues && allowed.any > 1 && made < allowed.any) return { rule: R.ATTACK_GRANT, params: { card: c.card.name, why: 'not-yet', by: allowed.by.join('」「') || c.card.name, attacks: allowed.any } };
    // CH-ATTACK-CONTINUE: 「向对方怪兽可以继续攻击」 with no monster on the opponent's field (docs/c03/战斗阶段流程.rst:255) — one the
    // battle destroyed (战斗破坏) is sent to the GY before the effect's moment.
    if (g.atMonsters && !Object.values(j.board.cards).some((m) => m.zone === 'monster' && m.controller !== null && m.controller !== c.controller && !m.states.includes('battle-destroyed'))) {
      if (!j.rules.includes(R.ATTACK_CONTINUE)) j.rules.push(R.ATTACK_CONTINUE);
      // (Review s59: on an opponent's field not listed, or listed in part, 「no monster」 is the reading taken — a monster not written may
      // stand there: the refusal rests on it, said, as SIT-FIELD-COMPLETE says of a condition judged on the written cards.)
      const foe: Player | null = c.controller === 'A' ? 'B' : c.controller === 'B' ? 'A' : null;
      const open = foe ? foeFieldOpen(foe, j.state.knownZones) : null;
      if (open && foe) pushOnce(j.state.assumptions, say({ rule: 'attack:continue-field-open', params: { name: j.name, foe, partial: open === 'partial' } }));
      return { rule: R.ATTACK_GRANT, params: { card: c.card.name, why: 'no-monsters', by: c.card.name, attacks: 0 } };
    }
    if (g.oneMore && most >= 2 && attacksDeclared(c.states).count >= most) return { rule: R.ATTACK_GRANT, params: { card: c.card.name, why: 'spent', by: allowed.by.join('」「') || c.card.name, attacks: most } };
  }
  return null;
}

/** CH-ATTACK-BOUND: a rule that binds the monster because a card keeps it targeted is named in the link's rules (the answer is CH-ATTACK-GRANT's). */
function bound(j: Judging, rule: { of: string }): null {
  if (rule.of === 'bound' && !j.rules.includes(R.ATTACK_BOUND)) j.rules.push(R.ATTACK_BOUND);
  return null;
}

/**
 * CH-ATTACK-MOVE (docs/c03/战斗阶段流程.rst:121–132): an effect that moves the attack to another monster without a damage
 * calculation of its own chooses the attack target anew — it cannot move it to a monster the attack-target rules would not let
 * the attacker choose (「不能选择…作为攻击对象」, 「对方不能选择其他怪兽作为攻击对象」 of another monster, 「只能攻击装备…的怪兽」).
 */
export function attackMove(j: Judging): Phrase | null {
  const mv = moveStep(j.e);
  const at = j.board.attack;
  if (!mv || !at || !anyAttackRules(j.board)) return null;
  // (A monster the effect will summon first — `moved` — is not on the board yet: judged as the step resolves, CH-ATTACK-MOVED.)
  if (mv.what === 'moved') return null;
  const subject = mv.what === 'self' ? [j.self] : mv.what === 'targets' ? j.link.targets.map((r) => j.board.cards[j.board.aliases?.[r] ?? r]).filter((c) => c !== undefined) : [];
  const to = attackMoveTo(j.board, mv, j.me, subject).filter((c) => c.faceUp || mv.toName === undefined);
  if (to.length === 0) return null;
  const verdicts = to.map((c) => ({ c, v: attackVerdict(j.board, at.attacker, c.ref) }));
  if (verdicts.some((x) => x.v.legal)) return null;
  const { c, v } = verdicts[0]!;
  return { rule: R.ATTACK_MOVE, params: { card: c.card.name, by: (v.reason.params['by'] as string[]).join('」「') } };
}

/** The effect's step that moves the attack (`move-attack`), in what it does or its later part. */
export function moveStep(e: EffectFacts): Action | undefined {
  return e.does.find((a) => a.do === 'move-attack') ?? e.leaves?.find((a) => a.do === 'move-attack');
}

