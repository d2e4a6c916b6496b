/**
 * CH-BATTLE-TRIGGER-FIRST (rules reference docs/c03/诱发类效果.rst:609–615; docs/c02/怪兽的效果分类.rst:62): a monster's optional effect
 * written as used in its controller's own Battle Phase or Battle Step — 「自己战斗阶段1次，…才能发动」 (娱乐伙伴 颠倒蛙①),
 * 「这张卡进行过战斗的自己回合的战斗步骤才能发动」 (水晶龙①), 「这张卡的召唤成功的回合的战斗步骤才能发动」 (高速战士①),
 * 「这张卡向守备表示怪兽攻击的战斗步骤才能发动」 (宇宙人马兽①) — is a trigger effect of that phase (spell speed 1, Chain Link 1
 * only), not a quick effect. The text reader takes it for a quick effect (a time outside the Main Phase); it is turned into a
 * phase trigger here, its conditions kept.
 * Not one usable in either player's turn (「自己·对方的战斗阶段」「自己怪兽进行战斗的战斗步骤」「被攻击的战斗步骤」: quick effects,
 * 银河眼光子龙②), nor one answering an activation or a step of the damage step.
 */
import type { EffectFacts } from '../facts.js';
import { addConditions } from './shape.js';

/** The words before 「才能发动」 naming the own Battle Step / Battle Phase as the time the effect is used. */
const OWN_BATTLE = /^(?:1回合1次，)?(?:自己战斗阶段(?:1次|中1次)?|[^，。]*?自己回合的战斗步骤|这张卡的?(?:通常)?召唤成功的回合的战斗步骤|这张卡向[^，。]*?攻击的战斗步骤)(?:时)?[，,]/;

export function ownBattleTriggerOf(e: EffectFacts, text: string): void {
  if (e.kind !== 'quick' || e.mandatory || e.alsoOpponentTurn || e.alsoOpponentTurnIf || e.respondsTo || e.respondsToSummon || e.waitsFor || e.from) return;
  const body = text.replace(/^[①-⑳]：/, '');
  const head = body.slice(0, body.indexOf('才能发动') + 1);
  if (head.length === 0 || /对方|双方|自己·|伤害/.test(head)) return;
  const m = OWN_BATTLE.exec(body.replace(/才能发动/, '，才能发动'));
  if (!m) return;
  e.kind = 'trigger';
  e.timing = 'if';
  e.mandatory = false;
  // (A trigger of the Battle Step, as the rules reference names them; 「自己战斗阶段」 is not the start of the phase, 「战斗阶段开始时」.)
  const step = m[0].includes('战斗步骤');
  e.trigger = { event: 'phase-start', phase: 'battle-step' };
  // (Its own Battle Phase: its controller's turn, as each wording says — and only in that phase or step.)
  if (!(e.condition ?? []).some((c) => c.is === 'turn')) addConditions(e, { is: 'turn', whose: 'self' });
  // (「自己战斗阶段」: any step of it the situation names, or the Battle Phase itself; the damage step is ruled out by the engine for
  // a Battle Step trigger.)
  if (!(e.condition ?? []).some((c) => c.is === 'phase')) addConditions(e, { is: 'phase', phases: [step ? 'battle-step' : 'battle-phase'] });
}
