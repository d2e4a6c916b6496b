/**
 * Issue 16, CH-STAT-PER-ACTIVATION: 「每次对方把卡的效果发动，这张卡的攻击力·守备力上升200」 (书灵师·炽火燃点侠②), 「每次对方把魔法·陷阱·
 * 怪兽的效果发动，对方场上的全部怪兽的攻击力下降500」, 「每次自己或者对方把反击陷阱卡发动，这张卡的攻击力上升500」 (天空贤者 密涅瓦),
 * 「每次魔法卡发动，这张卡的原本攻击力·守备力交换」 (自然甲虫: each time a swap of its originals, held like a continuous one) —
 * a continuous effect whose raise or lower is no standing change: it is made once per such activation, as that effect has
 * finished resolving (rules reference docs/c02/怪兽的效果分类.rst:111, docs/c03/攻守计算.rst:256). The compiler marks the
 * effect's `modify-stats` steps with which activations count (`perActivation`); the engine makes the change
 * (src/engine/chain/per-activation.ts).
 */
import type { EffectFacts, StatActivationTrigger } from '../facts.js';
import { compileEvents } from './events.js';

// 「每次(对方|自己或者对方)把<what>发动，」 — the clause that counts; the change follows it in the same sentence.
const PER = /每次(对方|自己或者对方|自己|双方)?(?:把|将)?([^，。]*?)发动[，,]/;

/** Which activations 「<what>发动」 names, or null when the words are not one of the known kinds. */
function kindOf(what: string): Omit<StatActivationTrigger, 'by'> | null {
  if (/^(卡的效果|魔法·陷阱·怪兽的效果|怪兽·魔法·陷阱卡的效果|效果)$/.test(what)) return {};
  if (/^魔法卡$/.test(what)) return { kind: 'spell', cardActivation: true };
  if (/^陷阱卡$/.test(what)) return { kind: 'trap', cardActivation: true };
  if (/^反击陷阱卡$/.test(what)) return { kind: 'trap', subtype: 'counter', cardActivation: true };
  if (/^怪兽的效果$/.test(what)) return { kind: 'monster' };
  return null;
}

/** Mark the raises and lowers of a continuous effect whose text counts activations (CH-STAT-PER-ACTIVATION). */
export function perActivationOf(e: EffectFacts, text: string): void {
  if (e.kind !== 'continuous') return perActivationLeft(e, text);
  const m = PER.exec(text);
  if (!m) return;
  // The change must be said after the clause, in its sentence (「每次…发动，给这张卡放置1个…指示物」 places counters instead).
  const rest = text.slice(m.index + m[0].length).split('。')[0] ?? '';
  // 「这张卡的原本攻击力·守备力交换」 (自然甲虫): a swap of its own originals each time — read here, where the words are.
  const swaps = /^这张卡的原本攻击力·守备力交换$/.test(rest);
  if (!swaps && !/(攻击力|守备力)[^，。]*?(上升|下降)\d+/.test(rest)) return;
  const kind = kindOf(m[2] ?? '');
  if (!kind) return;
  const trigger: StatActivationTrigger = { by: m[1] === '对方' ? 'opponent' : m[1] === '自己' ? 'self' : 'any', ...kind };
  const below = /攻击力未满(\d+)的这张卡/.exec(text.slice(0, m.index));
  if (below) trigger.atkBelow = Number(below[1]);
  for (const a of e.does) {
    if (a.do !== 'modify-stats') continue;
    if (swaps && a.what === 'self' && !a.change) {
      a.change = { layer: 'original', op: 'swap' };
      a.stat = 'atk-def';
      delete a.conditional;
      a.perActivation = trigger;
    } else if (a.change?.op === 'add' && !a.change.per && typeof a.change.value === 'number') a.perActivation = trigger;
  }
}

/**
 * CH-STAT-PER-ACTIVATION-LEFT: an activated effect that leaves 「（这个效果发动过的回合的战斗阶段中）每次对方把魔法·陷阱·怪兽的效果发动，这张卡的
 * 攻击力…上升1000」 raises nothing as it resolves: each raise is made when such an activation happens afterwards — a lingering step
 * (`whenever` the opponent activates, CH-LINGER-ACTION), not one raise at resolution whatever the opponent does
 * (the engine: src/engine/chain/per-activation.ts `applyLeftRaises`). 「战斗阶段中」 says the raises are made in a Battle Phase only (`inBattlePhase`).
 */
function perActivationLeft(e: EffectFacts, text: string): void {
  const m = PER.exec(text);
  if (!m || m[1] !== '对方') return;
  const rest = text.slice(m.index + m[0].length).split('。')[0] ?? '';
  if (!/^这张卡的攻击力[^，。]*?(上升|下降)\d+/.test(rest)) return;
  if (!kindOf(m[2] ?? '')) return;
  const ev = compileEvents([`对方把${m[2]}发动时`]).trigger;
  if (!ev) return;
  const battle = /战斗阶段中$/.test(text.slice(0, m.index));
  for (const a of e.does) {
    if (a.do !== 'modify-stats' || a.what !== 'self' || !a.conditional || a.change?.op !== 'add' || typeof a.change.value !== 'number' || a.whenever) continue;
    delete a.conditional;
    a.whenever = battle ? { ...ev, inBattlePhase: true } : ev;
    // CMP-DURATION-BATTLE-PHASE: 「这张卡的攻击力直到战斗阶段结束时上升1000」 lasts until the Battle Phase ends, not the turn.
    a.duration = /^这张卡的攻击力直到战斗阶段结束(时|为止)/.test(rest) ? 'battle-phase' : 'turn';
  }
}
