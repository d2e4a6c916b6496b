/**
 * CH-PERIOD: 「这张卡进行战斗的从伤害步骤开始时到伤害计算前1次，…才能发动」「这张卡和对方怪兽进行战斗的从伤害步骤开始时到伤害计算前」
 * 「自己的「星圣」怪兽进行战斗的从伤害步骤开始时到伤害计算前」 — a period of the damage step, read as the moment before damage
 * calculation (`waitsFor`): it starts at the start of the damage step (`periodFrom`, ../../engine/chain/period.ts), and the battle
 * it names is its condition (CH-COND, `battling`): this card (against an opponent's monster), or a monster of its controller's.
 */
import type { CardFilter, Condition, EffectFacts } from '../facts.js';
import { addConditions } from './shape.js';

const PERIOD = /(这张卡|自己的(?:「([^」]+)」)?怪兽)?(和对方怪兽)?进行战斗的从伤害步骤开始时到伤害计算前/;

export function battlePeriodOf(e: EffectFacts, text: string): void {
  const w = e.waitsFor;
  if (!w || w.phase !== 'before-damage-calculation' || e.kind === 'trigger' || e.kind === 'flip') return;
  const m = PERIOD.exec(text);
  if (!m) return;
  w.periodFrom = 'damage-step-start';
  if (e.condition?.some((c) => c.is === 'battling')) return;
  let cond: Condition | null = null;
  if (m[1] === '这张卡') cond = { is: 'battling', who: 'self', ...(m[3] ? { with: { side: 'opponent' as const } } : {}) };
  else if (m[1]) cond = { is: 'battling', who: 'own', ...(m[2] ? { of: { archetype: m[2] } } : {}) };
  if (cond) addConditions(e, cond);
  if (cond?.is === 'battling' && cond.who === 'own') ownBattlerSteps(e, m[2], text);
}

/**
 * CH-PERIOD: 「自己的「黑羽」怪兽进行战斗的…才能发动。那只怪兽的攻击力…上升1400」 (黑羽-月影之卡鲁特) — 「那只怪兽」 is the monster of its controller
 * (of that archetype) in the battle going on, and 「那只对方怪兽」 (幻奏的音女 丝可尔) the opponent's monster it battles — not the cards of an event:
 * this effect answers no event, so read as one it changed nothing.
 */
export function ownBattlerSteps(e: EffectFacts, archetype: string | undefined, text: string): void {
  if (e.respondsTo || e.trigger) return;
  const own: CardFilter = { side: 'self', kind: 'monster', ...(archetype ? { archetype } : {}) };
  const opponent = text.includes('那只对方怪兽');
  if (!opponent && !text.includes('那只怪兽')) return;
  for (const a of e.does) {
    if (a.what !== 'event-cards') continue;
    a.what = { filter: opponent ? { side: 'opponent', place: 'monster', kind: 'monster', battlesWith: own } : { ...own, place: 'monster', battlesWith: {} }, scope: 'all' };
  }
}
