/**
 * Lingering and delayed effects an activated effect leaves (「这个回合，每次…」「下次的准备阶段…」「那个回合的
 * 结束阶段把那张卡破坏」「这个效果特殊召唤的怪兽在结束阶段破坏」): what they do is not done when the effect
 * resolves but later, when their event happens — the curated cards' `whenever` (增殖的G). The engine sets
 * them up at resolution and does nothing then (CH-LINGER-ACTION); they still count as what the effect
 * does, as the curated ones do (灰流丽 answers an effect that draws 「每次…」).
 */
import type { Action, EffectFilter, TriggerPattern } from '../facts.js';
import { compileEvents } from './events.js';

/** The later moment a delayed step waits for, read from the effect's words. */
function delayedEvent(text: string): TriggerPattern {
  // 「…离开场上的场合除外」: when those cards leave the field (what replaces their move).
  if (/离开(场上)?(的场合|时)[^。]*?(除外|回到)/.test(text)) return { event: ['destroyed', 'sent-to-gy', 'banished', 'returned-to-hand', 'returned-to-deck'], on: ['left-field'] };
  if (text.includes('准备阶段') && !text.includes('结束阶段')) {
    // CH-DELAYED: 「发动后第2次的自己的准备阶段」 — which Standby Phase, counted from the activation.
    const nth = text.includes('次的') ? /第([0-9一二三四五六])次的(自己|对方)?的?准备阶段/.exec(text) : null;
    const counted = nth ? { n: '0123456'.includes(nth[1]!) ? Number(nth[1]) : '一二三四五六'.indexOf(nth[1]!) + 1, ...(nth[2] ? { whose: nth[2] === '自己' ? ('self' as const) : ('opponent' as const) } : {}) } : null;
    return { event: 'phase-start', phase: 'standby-phase', on: ['standby-phase'], ...(counted ? { counted } : {}) };
  }
  // 「那次伤害步骤开始时那只对方怪兽破坏」「战斗阶段结束时破坏」: a moment of this turn's battle (CH-BATTLE-PHASE-ONLY reads it).
  if (/(?<!直到[^，。]{0,10})伤害步骤开始时[^，。]{0,24}?(送去墓地|破坏|除外|回到)/.test(text)) return { event: 'phase-start', phase: 'damage-step-start', on: ['battle-start'] };
  // CH-AFTER-CALC-STEP: 「伤害计算后那只对方怪兽破坏」 — right after that battle's damage calculation.
  if (/(?<!直到[^，。]{0,10})伤害计算后[^，。]{0,24}?(送去墓地|破坏|除外|回到)/.test(text)) return { event: 'phase-start', phase: 'after-damage-calculation', on: ['other'] };
  if (/(?<!直到[^，。]{0,10})伤害步骤结束时[^，。]{0,24}?(送去墓地|破坏|除外|回到)/.test(text)) return { event: 'phase-start', phase: 'damage-step-end', on: ['other'] };
  if (/(?<!直到[^，。]{0,10}|第[0-9一二三四五六]次的)战斗阶段结束时[^，。]{0,24}?(送去墓地|破坏|除外|回到)/.test(text) && !/结束阶段/.test(text.replace(/战斗阶段结束时/g, ''))) return { event: 'phase-start', phase: 'end-step', on: ['other'] };
  // CH-END-PHASE-NEXT-TURN: 「下个回合的结束阶段把那张卡破坏」 — the next turn's End Phase, not this turn's.
  if (/(?<!直到[^，。]{0,10})下一?个回合的?(?:自己的?|对方的?)?结束阶段/.test(text)) return { event: 'phase-start', phase: 'end-phase', on: ['end-phase'], nextTurn: true };
  // CH-DELAYED (s60): 「2回合（数对方的回合）以内…2回合以后这张卡破坏」 (噩梦之铁栏)、「用对方回合计算的3回合后的对方结束阶段破坏」 (光之护封剑) —
  // the End Phase N turns on, counted in the opponent's turns when the words say so: the Nth such End Phase after the activation,
  // not this turn's (before s60 it was read as this turn's End Phase).
  const turns = text.includes('回合') ? /([0-9一二三四五六])回合(?:以后|后)/.exec(text) : null;
  if (turns) {
    const n = '0123456'.includes(turns[1]!) ? Number(turns[1]) : '一二三四五六'.indexOf(turns[1]!) + 1;
    const foe = /数对方的回合|用对方(?:的)?回合(?:计算|来数)|对方(?:的)?结束阶段/.test(text);
    const own = !foe && /数自己的回合|用自己(?:的)?回合(?:计算|来数)/.test(text);
    return { event: 'phase-start', phase: 'end-phase', on: ['end-phase'], counted: { n, ...(foe ? { whose: 'opponent' as const } : own ? { whose: 'self' as const } : {}) } };
  }
  return { event: 'phase-start', phase: 'end-phase', on: ['end-phase'] };
}

/**
 * Marks the delayed steps of `does` (the compiler states them with `duration: 'end-phase'`) and turns
 * the lingering steps of a 「每次…」 clause (`leaves`) into `does` steps with their event. Returns the
 * steps left as `leaves` (a granted effect's, or ones whose event was not read).
 */
export function lingeringSteps(does: Action[], leaves: Action[], text: string): Action[] {
  does.forEach((a, i) => {
    // CMP-THEN-AFTER-DELAYED: 「…结束阶段时，…加入手卡。那之后，可以把…特殊召唤」 (魔导书的神判) — a step done 「那之后」 of a delayed step waits
    // with it: it was done as the card resolved, a Special Summon hours before the cards it counts were added.
    if (a.then && a.duration === undefined && does[i - 1]?.duration === 'end-phase') a.duration = 'end-phase';
    if (a.duration !== 'end-phase' || a.whenever) return;
    // `duration` stays as the compiler stated it (the category words read it); `whenever` says when.
    a.whenever = delayedEvent(text);
    // CMP-DELAYED-SUBJECT: 「这个效果特殊召唤的怪兽的效果无效化，结束阶段除外」 — a delayed move naming nothing of its own acts on what the
    // step before it names, the cards this effect moved (洗牌苏生①).
    const before = does[i - 1];
    if (a.what === undefined && before?.what === 'moved' && ['destroy', 'banish', 'send-to-gy', 'return-to-hand', 'return-to-deck'].includes(a.do)) {
      a.what = 'moved';
      a.movedBy = before.movedBy;
    }
  });
  const each = text.includes('每次') ? /每次([^，。]*)[，,]/.exec(text) : null;
  if (!each || leaves.length === 0) return leaves;
  const ev = compileEvents([`${each[1]!.replace(/(时|的场合)$/, '')}时`]).trigger;
  if (!ev) return leaves;
  const duration: Action['duration'] = /这个回合|直到回合结束/.test(text) ? 'turn' : 'permanent';
  for (const a of leaves) does.push({ ...a, whenever: ev, duration });
  return [];
}

/**
 * Added (issue 16, CH-LINGERING-LOCK, docs/c02/卡片·效果的发动.rst:36–39, 125–129): a restriction an activated
 * effect leaves on activations for the rest of the turn when it resolves — 「这个回合对方不能把场上发动的效果发动」
 * (琰魔龙王 红莲魔·厄①), 「这张卡的发动后，直到回合结束时双方不能把魔法·陷阱卡的效果发动」 (封魔之矢). Read as a
 * `forbidsActivation` step lasting the turn (`duration: 'turn'`): nothing is done at resolution; the engine reads it
 * from the turn's history (`本回合:`) — a listed activation whose effect applied binds every later chain of the turn.
 * Not read: 「…对应…发动」 (what may answer it), 「…发动的回合」 (a pledge, ./pledge.ts), locks on named or chosen
 * cards (「那只怪兽以及那些同名怪兽」「选择的卡」), and locks only in a part of the turn (「战斗阶段中」).
 */
const LOCK = /(这个回合|直到回合结束时|这次决斗中|直到决斗结束时|直到下次的对方回合结束时)(?:[，,][^。]*?[，,])?[，,]?(自己|对方|双方)?(?:玩家)?不能把([^，。]*?)发动(?=[，。,]|$)/g;

/**
 * CH-LINGERING-LOCK-DECLARED: the same lock with its cards before its players and no 「把」 — 「直到下次的对方回合结束时，宣言的种类的卡双方不能
 * 发动」 (No.16 色之支配者). Only a lock naming a kind of card (its words read by lockedActivations) is taken; the what-group ends in 「的卡」.
 */
const LOCK_CARDS_FIRST = /(这个回合|直到回合结束时|直到下次的对方回合结束时)[，,]([^，。]*?的卡)(自己|对方|双方)不能发动(?=[，。,]|$)/g;

/** What the lock's words forbid, as an effect filter; null when the words name something this reader does not read. */
function lockedActivations(what: string): EffectFilter | null {
  // 「「雪花之光」以外的魔法·陷阱卡的效果」: the same lock, a card of that name left out.
  const except = /^「([^」]+)」以外的(.+)$/.exec(what);
  if (except) {
    const rest = lockedActivations(except[2]!);
    return rest && { ...rest, card: { ...rest.card, notName: except[1]! } };
  }
  const w = what.replace(/的?效果$/, '').replace(/的?卡$/, '').replace(/的$/, '');
  // 「场上发动的效果」: activated on the field — a card activation is one even from the hand (its card is placed there first).
  if (w === '场上发动') return { activatedFrom: 'field', placedToActivate: true };
  if (w === '场上') return { activatedFrom: 'field' };
  if (w === '墓地') return { activatedFrom: 'gy' };
  if (w === '手卡') return { activatedFrom: 'hand' };
  // 「手卡·墓地的卡的效果」: activated from either (a card activation from the hand is one: its card is in the hand).
  if (w === '手卡·墓地') return { activatedFrom: ['hand', 'gy'] };
  // 「魔法与陷阱区域的卡的效果」: activated in that zone — a card activated from the hand is not (卡片·效果的发动.rst:40).
  if (w === '魔法与陷阱区域' || w === '魔法·陷阱区域') return { activatedFrom: 'spell' };
  if (w === '魔法·陷阱') return { cardKind: ['spell', 'trap'] };
  if (w === '陷阱') return { cardKind: 'trap' };
  if (w === '魔法') return { cardKind: 'spell' };
  if (w === '怪兽' || w === '效果怪兽') return { cardKind: 'monster' };
  if (w === '' || w === '魔法·陷阱·怪兽' || w === '魔法·陷阱·效果怪兽') return {};
  // CH-LINGERING-LOCK-DECLARED: 「宣言的种类的卡」 — the kind (怪兽·魔法·陷阱) declared as the effect was activated, known only to that activation.
  if (w === '宣言的种类') return { declaredKind: true };
  return null;
}

/**
 * 「这张卡的发动后，直到回合结束时自己…只能有1次把魔法·陷阱·怪兽的效果发动」 (命运之抽卡): a limit on activations for the
 * rest of the turn, counted from the resolution (a negated activation counts, docs/c02/卡片·效果的发动.rst:195).
 */
const LIMIT = /(?:这个回合|直到回合结束时)[^。]*?(自己|对方|双方)[^。]*?只能有(\d)次把([^，。]*?)发动(?=[，。,]|$)/g;

/** One lock step, lasting as its opening words say. */
function lockStep(when: string, player: 'self' | 'opponent' | 'both', filter: EffectFilter): Action {
  // CH-LINGERING-LOCK-DUEL: 「这次决斗中」「直到决斗结束时」 lasts past this turn (`permanent`); CH-LINGERING-LOCK-DECLARED: 「直到下次的对方回合
  // 结束时」 past it too, to the end of the opponent's next turn.
  const duration = /决斗/.test(when) ? 'permanent' : when.includes('下次的对方回合') ? 'opponent-next-turn' : 'turn';
  const note = duration === 'turn' ? 'lingering activation lock' : duration === 'permanent' ? 'lingering activation lock for the rest of the Duel' : "lingering activation lock until the end of the opponent's next turn";
  return { do: 'other', player, forbidsActivation: filter, duration, note };
}

/**
 * CH-LINGERING-ATTACK-LOCK: the CH-ATTACK-LOCK floodgate left for the turn by an activated effect — 「这个回合，自己怪兽攻击的场合，对方直到伤害
 * 步骤结束时宣言的种类的卡不能发动」 (古代的齿车机械①): held while a monster of its player (of the archetype written, 「自己的「X」怪兽」) attacks,
 * to the end of that damage step. The what-group as CH-ATTACK-LOCK reads it (「魔法·陷阱卡」 card activations only), or the declared kind.
 * Not read: a lock on 「那只怪兽」 (the monster an effect chose, 魔力隔壁, 魔女术的合作) — it names no monster the history keeps.
 */
const ATTACK_LOCK_TURN = /这个回合[，,]自己(?:场上)?的?(?:「([^」]+)」)?怪兽攻击的场合[，,]对方直到伤害步骤结束时(宣言的种类的卡|魔法·陷阱卡|魔法·陷阱·怪兽的效果|怪兽的效果·魔法·陷阱卡|怪兽的效果)不能发动(?=[，。,]|$)/;

/** CH-LINGERING-ATTACK-LOCK (see ATTACK_LOCK_TURN): the lock step, or null when the text has none. */
function attackLockTurn(text: string): Action | null {
  const m = text.includes('直到伤害步骤结束时') ? ATTACK_LOCK_TURN.exec(text) : null;
  if (!m) return null;
  const what = m[2]!;
  const forbidsActivation: EffectFilter = what === '宣言的种类的卡' ? { declaredKind: true } : what === '魔法·陷阱卡' ? { cardKind: ['spell', 'trap'], cardActivation: true } : what === '怪兽的效果' ? { cardKind: 'monster' } : {};
  const attacker = { kind: 'monster' as const, side: 'self' as const, place: 'monster' as const, attacking: true, ...(m[1] ? { archetype: m[1] } : {}) };
  return { do: 'other', player: 'opponent', forbidsActivation, duration: 'turn', whileHolds: [{ is: 'exists', filter: attacker }], note: m[0] };
}

/** The lingering activation locks and limits of one activated effect's text (see LOCK, LIMIT), as steps to add to what it does. */
export function lingeringLocksIn(text: string): Action[] {
  const out: Action[] = [];
  const attack = attackLockTurn(text);
  if (attack) out.push(attack);
  for (const m of text.matchAll(LOCK)) {
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    // Only a player's lock (「那只怪兽这个回合不能把效果发动」 is the card's own, read elsewhere).
    // Nor one bound to a moment inside the turn (「…攻击的场合，直到伤害步骤结束时」「…成功时」).
    if (!m[2] || /发动的$|战斗阶段中?$/.test(before) || m[3]!.includes('对应') || /场合|伤害步骤|战斗阶段中|成功时/.test(m[0])) continue;
    const filter = lockedActivations(m[3]!);
    if (!filter) continue;
    const player = m[2] === '自己' ? 'self' : m[2] === '对方' ? 'opponent' : 'both';
    out.push(lockStep(m[1]!, player, filter));
  }
  for (const m of text.matchAll(LOCK_CARDS_FIRST)) {
    const filter = lockedActivations(m[2]!);
    if (!filter) continue;
    out.push(lockStep(m[1]!, m[3] === '自己' ? 'self' : m[3] === '对方' ? 'opponent' : 'both', filter));
  }
  for (const m of text.matchAll(LIMIT)) {
    if (/场合|伤害步骤|战斗阶段中|成功时|对应/.test(m[0])) continue;
    const filter = lockedActivations(m[3]!);
    if (!filter) continue;
    const player = m[1] === '自己' ? 'self' : m[1] === '对方' ? 'opponent' : 'both';
    out.push({ do: 'other', player, limitsActivations: { effects: filter, perTurn: Number(m[2]) }, duration: 'turn', note: 'lingering activation limit' });
  }
  return out;
}
