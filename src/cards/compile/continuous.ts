/**
 * Continuous effects (永续效果, never on the chain) → what they hold while they apply: cannot be
 * targeted, cannot be destroyed, unaffected, name/type changes, stat changes, negations, and the
 * floodgates that forbid an action outright (「双方不能把卡除外」, read by the engine through `forbids`).
 */
import { destructionReplacementOf, leavesDamageOf, leavesReplacementOf, leavesSkipOf } from './replacement.js';
import { summonedSubject } from './summon-memory.js';
import type { Action, ActionType, CardFilter, CardKind, Condition, EffectFilter, PhaseId, SelfState, SummonHow } from '../facts.js';
import { activationCondition, compileCondition } from './conditions.js';
import { compileActions } from './actions.js';
import { isCountLimit, stepsOf } from './clauses.js';
import { readAttackRule } from './attack-rules.js';
import { becomesIn, filterOf, kindsIn, monsterTypesOf, namedArchetypeOf, sideIn, unreadQualifiers } from './words.js';
import { GY_REDIRECT, OPTIONAL_TARGETING_NEGATE } from './cues.js';
import { noNumberColon, noStop, wordIndex } from './text.js';

// (The third column: words every match holds, one of them — a step without any is not scanned; compile time, issue 12.)
const HOLDS: Array<[RegExp, ActionType, string[]]> = [
  [/不能成为[^，。]*?对象|不会成为[^，。]*?对象/, 'cannot-be-targeted', ['对象']],
  [/不会被[^，。]*?破坏|不会[^，。]*?破坏|(?<=(卡|怪兽))不能破坏$/, 'cannot-be-destroyed', ['破坏']],
  [/不受[^，。]*?影响/, 'unaffected', ['不受']],
  // (CMP-UNNEGATABLE-ACTIVATION-GRANT: 「…的效果的发动不会被无效化」 alone protects the activations only.)
  [/的效果的发动(?:以及(那些)?发动的效果)?不会被无效化$/, 'cannot-be-negated', ['不会被无效化']],
  [/不能(?:用对方的效果)?除外$/, 'cannot-be-banished', ['除外']],
  [/控制权不(会被|会|能)(转移|变更|改变)/, 'cannot-change-control', ['控制权不']],
  [/卡名[^，。]*?当作[^，。]*?使用|当作[^，。]*?卡名使用/, 'change-name', ['当作']],
  // (CMP-EQUIP-LIMIT: also the old wording 「装备怪兽的种族变龙族」, no 成, and 「对方场上的怪兽只要这张卡表侧表示存在变成龙族」.)
  [/(种族|属性|等级)[^，。]*?(当作|变成)|当作[^，。]*?(族|属性|星)[^，。]*?使用|全部变成[^，。]{1,4}(族|属性)$|变成(?:被)?宣言的(?:种族|属性)|种族变(?!成)[^，。]{1,4}族$|存在变成[^，。]{1,4}(族|属性)$|(?<=表侧表示怪兽)变成[^，。宣]{1,4}(族|属性)$/, 'change-type', ['当作', '变成', '种族变']],
];
const holdsWords = wordIndex(HOLDS.map((h) => h[2]));

/**
 * An unqualified floodgate the engine can apply: 「双方不能把卡除外」「对方不能特殊召唤」 — nothing
 * narrows it (no 「从…」, no card description), so `forbids` says exactly what the card says.
 */
const FORBIDS: Array<[RegExp, ActionType]> = [
  [/^(双方|对方|自己)(都)?不能把卡(从游戏中)?除外$/, 'banish'],
  [/^(双方|对方|自己)(都)?不能(把怪兽)?特殊召唤(怪兽)?$/, 'special-summon'],
  [/^(双方|对方|自己)(都)?不能(从卡组)?抽卡$/, 'draw'],
  [/^(双方|对方|自己)(都)?不能把卡(从卡组)?加入手卡$/, 'add-to-hand'],
  [/^(双方|对方|自己)(都)?不能把(卡|怪兽)送去墓地$/, 'send-to-gy'],
  // Added (issue 16, CH-FORBIDDEN-REWRITE): 「对方不能在抽卡阶段以外进行抽卡」 (神殿守卫者) — a draw lock that holds outside the Draw Phase.
  [/^(双方|对方|自己)(都)?不能在抽卡阶段以外进行抽卡$/, 'draw'],
  // Added (issue 16, CH-FORBIDDEN-FROM-AT-RESOLUTION): 「双方不能用抽卡以外的方法从卡组把卡加入手卡」 (岔子) — an add from the Deck only,
  // as the curated 雷王 states it (`forbidsFrom: 'deck'`).
  [/^(双方|对方|自己)(都)?不能用抽卡以外的方法从卡组把卡加入手卡$/, 'add-to-hand'],
];
/**
 * CH-FORBIDDEN-FROM: 「场上存在的卡不能回到卡组」 (G·B·猎人) — no card on the field goes back to the Deck, whoever's: a floodgate on one
 * place (`forbids: 'return-to-deck'`, `forbidsFrom: 'field'`, both players), read as 「双方不能把墓地的卡除外」 is (CH-FORBIDDEN-FROM).
 */
const FIELD_NO_RETURN = /^场上(存在)?的卡不能回到(卡组|持有者卡组)$/;
/** CMP-SUMMON-LOCK-EXCEPT: 「自己不是「机壳」怪兽不能特殊召唤」 (also 「双方」「对方」; 「…怪兽不能从额外卡组特殊召唤」 is not this). */
const SUMMON_LOCK_EXCEPT = /^(双方|对方|自己)(都)?不是(.+?怪兽)不能特殊召唤$/;
/** …standing alone in its sentence, or under 「只要这张卡在…存在，」 only (not 「这张卡超量召唤的回合，…」). */
function summonLockAlone(whole: string, step: string): boolean {
  const at = whole.indexOf(step);
  if (at < 0) return false;
  const before = whole.slice(0, at).split('。').pop()!;
  return before === '' || /^(?:这张卡)?只要(?:这张卡)?在[^，。]*?存在，$/.test(before);
}
/**
 * CH-FORBIDDEN-ACTION: 「（只要（持有超量素材的）这张卡在怪兽区域存在，）双方不能把5星以上的怪兽特殊召唤」 (入魔龙祖 俄菲翁①) — a Special Summon
 * lock on the monsters of a Level only (`forbidsOnly`; an Xyz or Link Monster has no Level, so it is spared). 「持有超量素材的这张卡」 holds
 * only while the card holds an Xyz Material (`whileHolds`). Only a description of Level wholly read; anything else is left unread.
 */
const SUMMON_LOCK_SOME = /^(?:只要(持有超量素材的)?这张卡在(?:怪兽区域|场上)(?:表侧表示)?存在，)?(双方|对方|自己)(?:玩家)?(?:都)?不能把(\d+星(?:以上|以下)的)怪兽特殊召唤$/;
function summonLockOnSomeOf(whole: string): Action | null {
  const m = whole.includes('星') ? SUMMON_LOCK_SOME.exec(whole) : null;
  if (!m) return null;
  const f = filterOf(`${m[3]!}怪兽`);
  if (f.levelMin === undefined && f.levelMax === undefined) return null;
  const player = m[2] === '双方' ? 'both' : m[2] === '对方' ? 'opponent' : 'self';
  const held: Condition = { is: 'exists', filter: { self: true, place: 'monster', hasXyzMaterials: true } };
  return { do: 'other', forbids: 'special-summon', player, forbidsOnly: { ...f, kind: 'monster', hasLevel: true }, ...(m[1] ? { whileHolds: [held] } : {}), note: whole };
}
/** The phases a 「…阶段以外」 floodgate holds in (outside the Draw Phase: every other phase). */
const OUTSIDE_DRAW_PHASE: Condition = { is: 'phase', phases: ['standby-phase', 'main-phase-1', 'battle-phase', 'main-phase-2', 'end-phase'] };

/**
 * Added (issue 16, CH-FORBIDDEN-CARD-ACTIVATION, docs/c02/卡片·效果的发动.rst:66): 「自己不能把魔法卡发动」「对方不能把
 * 魔法·陷阱卡发动」 — a floodgate on activating cards of a kind (`forbidsActivation` with `cardActivation: true`: a face-up
 * card's effect is still free); 「…卡的效果发动」 forbids every activation of that kind. Read only while the card is on the
 * field (no lead, or 「只要这张卡在场上存在」): a lock under another condition (「只有自己场上才有…的场合」) is not read.
 */
// (CH-FORBIDDEN-ACTIVATION-PHASE: 「双方在主要阶段1内不能把魔法卡发动」「对方在战斗阶段(中)不能把陷阱卡发动」 — held in that phase only, a
// `whileHolds` phase condition; 「…不能把魔法·陷阱·怪兽的效果发动」 there forbids every activation, 「…怪兽的效果…」 a monster's.)
const FORBIDS_ACTIVATION = /^(?:此外，)?(?:(?:这张卡)?只要(?:这张卡)?在(?:怪兽区域|魔法与陷阱区域|场上)(?:表侧表示)?存在，)?(双方|对方|自己)(?:玩家)?(?:都)?(?:在(主要阶段1|主要阶段2|战斗阶段|主要阶段|准备阶段|结束阶段)(?:内|中)?)?不能把(?:(魔法|陷阱|魔法·陷阱)卡(的效果)?|(魔法·陷阱·怪兽的效果|怪兽的效果))发动$/;
const FORBID_PHASES: Record<string, PhaseId[]> = { 主要阶段1: ['main-phase-1'], 主要阶段2: ['main-phase-2'], 主要阶段: ['main-phase-1', 'main-phase-2'], 战斗阶段: ['battle-phase'], 准备阶段: ['standby-phase'], 结束阶段: ['end-phase'] };
/** The whole sentence (its lead and its steps, which the clause split may cut anywhere) as such a floodgate, or null. */
function activationForbidOf(whole: string): Action | null {
  if (!whole.includes('不能把')) return null; // (its words: a text without them is not read — compile time, issue 12)
  const sentence = whole.replace(/[，。]+$/, '').replace(/。，/g, '，');
  const m = FORBIDS_ACTIVATION.exec(sentence);
  if (!m) return null;
  const player = m[1] === '自己' ? 'self' as const : m[1] === '对方' ? 'opponent' as const : 'both' as const;
  const inPhase = m[2] ? { whileHolds: [{ is: 'phase' as const, phases: FORBID_PHASES[m[2]]! }] } : {};
  // (Only in a phase: the other kinds were not read before and stay unread without one.)
  if (m[5]) return m[2] ? { do: 'other', player, forbidsActivation: m[5] === '怪兽的效果' ? { cardKind: 'monster' } : {}, ...inPhase, note: sentence } : null;
  const cardKind = m[3] === '魔法' ? 'spell' as const : m[3] === '陷阱' ? 'trap' as const : ['spell' as const, 'trap' as const];
  return { do: 'other', player, forbidsActivation: { cardKind, ...(m[4] ? {} : { cardActivation: true }) }, ...inPhase, note: sentence };
}

/**
 * Added (issue 16, CH-ATTACK-LOCK, docs/c03/战斗阶段流程.rst:978–981): 「这张卡攻击的场合，对方直到伤害步骤结束时魔法·陷阱卡不能发动」
 * (古代的机械巨龙②, and some twenty cards) — a floodgate on the opponent while this card is the attacker, until the end of
 * that damage step: card activations of Spells/Traps (「魔法·陷阱卡」), or every activation (「魔法·陷阱·怪兽的效果」), or monster
 * effects (「怪兽的效果」). Read only for 「这张卡」 as the attacker with no other condition. CH-BATTLE-LOCK: 「这张卡进行战斗的场合，
 * 对方直到伤害步骤结束时卡的效果不能发动」 — the same lock while this card battles, attacking or attacked, on every activation.
 */
// (s58, CH-ATTACK-LOCK family: 「怪兽的效果·魔法·陷阱卡」 (古代的机械热核龙③, every activation as 古代的机械合成龙③ reads it) and an Equip Spell's
// 「装备怪兽攻击的场合」 (大日细丝: held while the monster it equips attacks) were left unread.)
const ATTACK_LOCK = /^(?:[①-⑳]：)?(这张卡|装备怪兽)(攻击|进行战斗)的场合，对方直到伤害步骤结束时(魔法·陷阱卡|魔法·陷阱·怪兽的效果|怪兽的效果·魔法·陷阱卡|怪兽的效果|卡的效果)不能发动$/;
/**
 * The same lock while one of its controller's monsters of an archetype attacks (「自己的「古代的机械」怪兽攻击的场合」
 * 古代的机械合成龙③, 「只要这张卡在怪兽区域存在，自己场上的「娱乐伙伴」怪兽或者「异色眼」怪兽攻击的场合」): held while an
 * attacker of its side matches (a card that took that name by an effect too).
 */
const ARCHETYPE_ATTACK_LOCK = /^(?:[①-⑳]：)?(?:只要这张卡在(?:怪兽区域|场上|魔法与陷阱区域)(?:表侧表示)?存在，)?自己(?:场上)?的「([^」]+)」怪兽(?:或者「([^」]+)」怪兽)?攻击的场合，对方直到伤害步骤结束时(魔法·陷阱卡|魔法·陷阱·怪兽的效果|怪兽的效果·魔法·陷阱卡|怪兽的效果)不能发动$/;
export function attackLockOf(whole: string): Action | null {
  // (Both locks name 「对方直到伤害步骤结束时」: a text without it is not cut — compile time, issue 12.)
  if (!whole.includes('对方直到伤害步骤结束时')) return null;
  const sentence = whole.trim().replace(/[，。]+$/, '');
  const locks = sentence.includes('对方直到伤害步骤结束时');
  const m = locks ? ATTACK_LOCK.exec(sentence) : null;
  const n = m || !locks ? null : ARCHETYPE_ATTACK_LOCK.exec(sentence);
  if (!m && !n) return null;
  const what = m ? m[3] : n![3];
  const forbidsActivation = what === '魔法·陷阱卡' ? { cardKind: ['spell' as const, 'trap' as const], cardActivation: true as const } : what === '怪兽的效果' ? { cardKind: 'monster' as const } : {};
  if (m) return { do: 'other', player: 'opponent', forbidsActivation, whileHolds: [{ is: 'battling', who: m[1] === '装备怪兽' ? 'equipped' : 'self', ...(m[2] === '攻击' ? { attacking: true as const } : {}) }], note: m[0] };
  const attacker = (archetype: string) => ({ kind: 'monster' as const, side: 'self' as const, place: 'monster' as const, attacking: true, archetype });
  return { do: 'other', player: 'opponent', forbidsActivation, whileHolds: [{ is: 'exists', filter: attacker(n![1]!), ...(n![2] ? { or: attacker(n![2]) } : {}) }], note: n![0] };
}

/**
 * Added (issue 16, CMP-POSITION-EFFECT-LOCK, docs/c03/诱发类效果.rst:563): 「只要这张卡在怪兽区域存在，场上的表侧攻击表示怪兽不能把效果
 * 发动」 — a lock on the effects of monsters face-up in that battle position on the field (`activatedInPosition`), both players' unless
 * the text names a side.
 */
const POSITION_EFFECT_LOCK = /^(?:[①-⑳]：)?(?:(?:这张卡)?只要(?:这张卡)?在(?:怪兽区域|场上)(?:表侧表示)?存在，)?(双方|对方|自己)?场上的表侧(攻击|守备)表示怪兽不能把效果发动$/;
export function positionEffectLockOf(whole: string): Action | null {
  if (!whole.includes('表示怪兽不能把效果发动')) return null;
  const sentence = whole.trim().replace(/[，。]+$/, '');
  const m = POSITION_EFFECT_LOCK.exec(sentence);
  if (!m) return null;
  const player = m[1] === '自己' ? 'self' as const : m[1] === '对方' ? 'opponent' as const : 'both' as const;
  return { do: 'other', player, forbidsActivation: { cardKind: 'monster', activatedFrom: 'monster', activatedInPosition: m[2] === '攻击' ? 'attack' : 'defense' }, note: sentence };
}

/**
 * CMP-SET-COUNT-TIERS: 「自己场上的怪兽…不能把效果发动」 (娱乐伙伴 五虹之魔术师 ②'s 0-card case, 「不能攻击并不能把效果发动」) — a lock on the
 * effects its monsters on that field activate there (`activatedFrom` the Monster Zone): a monster's effect from the hand or the GY is
 * not one 「场上的怪兽」 activates. `subject` is the sentence's subject, `predicate` the words after it (its 「并」 joins already cut).
 */
const FIELD_MONSTER_EFFECT_LOCK = /^(双方|对方|自己)?场上的怪兽$/;
export function fieldMonsterEffectLockOf(subject: string, predicate: string): Action | null {
  const m = FIELD_MONSTER_EFFECT_LOCK.exec(subject.trim());
  if (!m || predicate.trim().replace(/[，。]+$/, '') !== '不能把效果发动') return null;
  const player = m[1] === '自己' ? 'self' as const : m[1] === '对方' ? 'opponent' as const : 'both' as const;
  return { do: 'other', player, forbidsActivation: { cardKind: 'monster', activatedFrom: 'monster' }, note: `${subject}${predicate}` };
}

/**
 * Added (issue 16, CMP-FACE-UP-EFFECT-LOCK, docs/c02/卡片·效果的发动.rst:135): 「（这张卡装备中的场合，）对方场上的已是表侧表示
 * 存在的魔法·陷阱卡不能把效果发动」 — a lock on the effects of cards already face-up on that field: activated there
 * (`activatedFrom: 'field'`) and not as a card activation (`cardActivation: false`: a card being activated is not yet one
 * 「已是表侧表示存在」), so a Set card or one from the hand is still activated. 「这张卡装备中的场合」 holds it while its card is an
 * Equip Card equipped to a monster (`whileHolds` 'equipping'); 「只要这张卡在场上表侧表示存在，」 while it is on the field.
 */
const FACE_UP_EFFECT_LOCK = /^(?:[①-⑳]：)?(这张卡装备中的场合，|(?:这张卡)?只要(?:这张卡)?在(?:怪兽区域|魔法与陷阱区域|场上)(?:表侧表示)?存在，)?(双方|对方|自己)场上的已是表侧表示存在的(魔法|陷阱|魔法·陷阱)卡不能把效果发动$/;
export function faceUpEffectLockOf(whole: string): Action | null {
  if (!whole.includes('已是表侧表示存在的')) return null; // (its words: a text without them is not read — compile time, issue 12)
  const sentence = whole.trim().replace(/[，。]+$/, '').replace(/。，/g, '，');
  const m = FACE_UP_EFFECT_LOCK.exec(sentence);
  if (!m) return null;
  const cardKind = m[3] === '魔法' ? 'spell' as const : m[3] === '陷阱' ? 'trap' as const : ['spell' as const, 'trap' as const];
  const player = m[2] === '自己' ? 'self' as const : m[2] === '对方' ? 'opponent' as const : 'both' as const;
  const whileHolds = m[1]?.startsWith('这张卡装备中') ? { whileHolds: [{ is: 'self-state' as const, state: 'equipping' as const }] } : {};
  return { do: 'other', player, forbidsActivation: { cardKind, activatedFrom: 'field', cardActivation: false }, ...whileHolds, note: sentence };
}

/**
 * Added (issue 16, CMP-EXTRA-DECK-LOCK, docs/c03/装备卡.rst:18): 「（双方|对方|自己）不能从额外卡组把怪兽特殊召唤」 standing on its
 * own — no lead (山铜结界), 「只要这张卡在…存在，」 (帝王的开岩, 魔神仪 monsters) or 「这张卡装备中的场合，」 (破坏剑-龙破坏之剑②, held while
 * its card is an Equip Card equipped to a monster: `whileHolds` 'equipping') — is a Special Summon lock on that place (`forbids`
 * 'special-summon', `forbidsFrom` 'extra'). Its 「对方」「自己」 are seen from the card's controller, not from the monster it equips.
 * A lock under another lead (真帝王领域's 「…的场合」) or for the turn only (「这个回合，…」, a step of an activated effect) is not this.
 */
const EXTRA_DECK_LOCK = /^(?:[①-⑳]：)?(这张卡装备中的场合，|(?:这张卡)?只要(?:这张卡)?在(?:怪兽区域|魔法与陷阱区域|场上)(?:表侧表示)?存在，)?(双方|对方|自己)(?:都)?不能从额外卡组把怪兽特殊召唤$/;
export function extraDeckLockOf(whole: string): Action | null {
  if (!whole.includes('不能从额外卡组')) return null; // (its words: a text without them is not read — compile time, issue 12)
  const sentence = whole.trim().replace(/[，。]+$/, '').replace(/。，/g, '，');
  const m = EXTRA_DECK_LOCK.exec(sentence);
  if (!m) return null;
  const player = m[2] === '自己' ? 'self' as const : m[2] === '对方' ? 'opponent' as const : 'both' as const;
  const whileHolds = m[1]?.startsWith('这张卡装备中') ? { whileHolds: [{ is: 'self-state' as const, state: 'equipping' as const }] } : {};
  return { do: 'other', forbids: 'special-summon', forbidsFrom: 'extra', player, ...whileHolds, note: sentence };
}

/**
 * Added (issue 16, CH-ACTIVATION-LIMIT, docs/c02/卡片·效果的发动.rst:203, :251): 「对方玩家1回合只能发动1次魔法·陷阱卡」
 * (大将军 紫炎), 「对方玩家1回合魔法·陷阱卡只能发动1次」 (自然蔷薇鞭) — a per-turn limit on card activations of a kind
 * (`limitsActivations` with `cardActivation: true`), read only while the card is on the field (no lead, or 「只要这张卡在场上
 * 表侧表示存在」). A face-up card's effect is not a card activation and is not counted.
 */
const LIMITS_CARD_ACTIVATION = /^(?:此外，)?(?:(?:这张卡)?只要(?:这张卡)?在(?:怪兽区域|魔法与陷阱区域|场上)(?:表侧表示)?存在，)?(双方|对方|自己)(?:玩家)?(?:各自)?(?:在)?1回合(?:只能发动(\d)次(魔法|陷阱|魔法·陷阱)卡|(魔法|陷阱|魔法·陷阱)卡只能发动(\d)次)$/;
function activationLimitOf(whole: string): Action | null {
  // (Both wordings name 「只能发动」: a text without it is not cut — compile time, issue 12.)
  if (!whole.includes('只能发动')) return null;
  const sentence = whole.replace(/[，。]+$/, '');
  const m = LIMITS_CARD_ACTIVATION.exec(sentence);
  if (!m) return null;
  const kind = m[3] ?? m[4]!;
  const cardKind = kind === '魔法' ? 'spell' as const : kind === '陷阱' ? 'trap' as const : ['spell' as const, 'trap' as const];
  const player = m[1] === '自己' ? 'self' as const : m[1] === '对方' ? 'opponent' as const : 'both' as const;
  return { do: 'other', player, limitsActivations: { effects: { cardKind, cardActivation: true }, perTurn: Number(m[2] ?? m[5]) }, note: sentence };
}

/**
 * 「双方1回合只能有1次把怪兽特殊召唤」「双方对怪兽的召唤·反转召唤·特殊召唤1回合只能进行合计最多2次」: a limit on
 * how many summons each player makes a turn (`fieldLimit: 'summons-per-turn'`, the engine's ../../engine/chain/field-limit.ts).
 */
function summonLimitOf(step: string): Action | null {
  const side = sideIn(step);
  const player = side === 'any' || !side ? 'both' : side;
  // CH-SUMMONS-PER-ATTACK: 「回合玩家只能有最多和那个回合攻击过的次数相同次数把怪兽特殊召唤」 — the turn player, as many as its attacks that turn.
  if (/回合玩家只能(有)?最多和那个回合攻击过的次数相同次数把怪兽特殊召唤/.test(step)) return { do: 'other', fieldLimit: 'summons-per-turn', perAttack: true, summonKinds: ['special-summon'], player: 'both', note: step };
  if (!step.includes('1回合只能')) return null;
  const all = /召唤·反转召唤·特殊召唤1回合只能进行合计最多(\d)次/.exec(step);
  if (all) return { do: 'other', fieldLimit: 'summons-per-turn', amount: Number(all[1]), summonKinds: ['summon', 'flip-summon', 'special-summon'], player, note: step };
  const special = /(双方|对方|自己)(都)?1回合只能(有|进行)(\d)次(把怪兽)?特殊召唤(怪兽)?$/.exec(step);
  if (special) return { do: 'other', fieldLimit: 'summons-per-turn', amount: Number(special[4]), summonKinds: ['special-summon'], player, note: step };
  return null;
}

/** 「不以这张卡（自身·那只怪兽·那张卡）为对象的」: an effect that does not target the protected card. */
const NOT_TARGETING_IT = /不以(?:这张卡|自身|那只怪兽|那张卡|那些怪兽)为对象的/;
/**
 * CH-PROTECT-FROM: whose effects a protection is against, read from its own words — 「不会成为对方的效果的对象」
 * the protected card's opponent's, 「不受陷阱卡的效果影响」 Traps', 「不受其他卡的效果影响」 any card but itself.
 * Without it the card would be shielded from its own effects too (邪龙星-睚眦② could not target itself).
 * What it cannot read (「发动的效果」, a level condition) it leaves out: a looser filter, never a wrong one.
 */
function fromCardsOf(span: string): CardFilter | undefined {
  const words = span.replace(/^(不能成为|不会成为|不受|不会被)/, '').replace(/(的?对象|影响|破坏)$/, '');
  const f: CardFilter = {};
  // (「不以那只怪兽为对象的卡的效果」: the card it names is the protected one, not whose effects — read without it.)
  const whose = words.replace(NOT_TARGETING_IT, '');
  const side = sideIn(whose);
  if (side === 'opponent' || side === 'self') f.side = side;
  const kinds = kindsIn(whose);
  if (kinds.length) f.kind = kinds.length === 1 ? kinds[0]! : kinds;
  if (/其他|这张卡以外|这张卡之外/.test(words)) f.notSelf = true;
  // (「不受自身以外的…效果影响」: other than the protected card — for a protection an effect gives another card, not the giver, s58.)
  if (/自身以外|自身之外/.test(words)) f.notItself = true;
  // (issue 16: 「不受「X」卡以外的卡的效果影响」 — only cards of the 「X」 archetype reach it, judged by their name as they apply.)
  const notArchetype = /「([^」]+)」卡以外的/.exec(words);
  if (notArchetype) f.notArchetype = notArchetype[1]!;
  // CH-PROTECT-NOT-TARGETING: 「不指定对象的…效果」 — only an effect that does not target the protected card.
  // (issue 16: also 「不以这张卡为对象的（对方发动的）效果」, 闭锁世界的冥神.)
  // (issue 16, a protection given to other cards says it of them, 「不以自身为对象的」「不以那只怪兽为对象的」, 王之棺.)
  if (words.includes('不指定对象的') || NOT_TARGETING_IT.test(words)) f.notTargeting = true;
  // CH-PROTECT-ATK-AT-MOST: 「持有这张卡的攻击力以下的攻击力的对方怪兽」 — only one whose ATK is not above this card's.
  if (words.includes('持有这张卡的攻击力以下的攻击力的')) f.atkAtMostHolder = true;
  // CH-PROTECT-ACTIVATED-ONLY (issue 16): 「…发动的效果」 — only an activated effect's resolution, not a continuous or lasting effect.
  // (Not where two protections share the words, 「不受魔法·陷阱卡的效果影响，也不受…发动的效果影响」: a looser filter, never a wrong one.)
  if (/发动的效果$/.test(words) && !/也不受|，/.test(words)) f.resolutionOnly = true;
  return Object.keys(f).length ? f : undefined;
}

/** CH-UNAFFECTED-EARLIER: whose effects a lasting 「…不受…影响」 step of an activated effect is against (the same reading as a continuous one's). */
export const unaffectedFrom = (span: string): CardFilter | undefined => fromCardsOf(span);

const SELF_NO_TRIBUTE = /^(?:这张卡)?(?:不能(?:用效果)?解放|不会被效果解放)$/;
/** 「只要这张卡在怪兽区域·魔法与陷阱区域·场上（表侧表示）存在」 anywhere before the change. */
const WHILE_HERE = /只要这张卡在(?:怪兽区域|魔法与陷阱区域|场上)(?:表侧表示)?存在/;
const WHILE_ON_FIELD = /^(?:这张卡)?只要(?:这张卡)?在(?:怪兽区域|场上)(?:表侧表示)?存在$/;

/** The card itself, unqualified: 「这张卡」「场上的这张卡」「表侧表示的这张卡」 (a protection of it that holds whatever its state). */
const PLAIN_SELF = /^(?:[①-⑩]：)?(?:场上的|怪兽区域的)?(?:表侧表示的)?这张卡$/;
/** CH-PROTECT-CONDITION: 「攻击表示的这张卡」「有「X」超量怪兽在作为超量素材中的这张卡」 — this card, under a condition the effect then holds. */
// (Also 「场上攻击表示存在的这张卡」 and the old 「以表侧攻击表示存在的这张卡」: the same position condition.)
// (And 「连接状态的这张卡」「互相连接状态的这张卡」: only while it stands so among the link arrows — ZONE-CO-LINKED; before s58 the state was
// dropped and the protection held everywhere, or nowhere.)
const CONDITIONED_SELF = /^(?:[①-⑩]：)?(?:(?:场上)?以?(?:表侧)?(攻击|守备)表示(?:存在)?的|有([^，。]+?)在作为超量素材中的|(额外连接|互相连接|连接)状态的)这张卡$/;
const LINK_STATES: Record<string, SelfState> = { 额外连接: 'extra-linked', 互相连接: 'co-linked', 连接: 'linked' };
/**
 * Issue 16: 「这张卡1回合只有1次不会被（不指定对象的卡的）效果破坏」 — a protection from effects once a turn. Whether it was
 * used this turn is not tracked: it is read as not used yet, the state the rules reference's examples start from
 * (docs/c03/卡片的抗性.rst:131). (Its battle form, 「1回合只有1次不会被战斗破坏」, is left as it was read.)
 */
const ONCE_SELF = /^(?:[①-⑩]：)?(?:场上的|怪兽区域的)?(?:表侧表示的)?这张卡1回合只有1次$/;

/** 「不会被（战斗·）（对方的|魔法·陷阱卡的…）效果破坏」 — whose effects only, nothing else narrowing it (not 「不指定对象的」「攻击力1900以下的」). */
// (CH-PROTECT-NOT-TARGETING: 「不会被不指定对象的魔法、陷阱卡的效果破坏」 — only effects that do not target it, `fromCards.notTargeting`.)
const PLAIN_BY = /^不会被(?:战斗(?:·|以及|或者|和)?)?(?:不指定对象的|不以(?:这张卡|自身|那只怪兽|那张卡|那些怪兽)为对象的)?(?:卡的|对方的(?:卡的)?|(?:魔法|陷阱)(?:[·、]陷阱)?卡的|魔法·陷阱·效果怪兽的|怪兽的)?效果破坏$/;

/** The protections a card's continuous effect gives (CH-PROTECT-GRANTED when they name other cards). */
const PROTECTIONS = new Set<ActionType>(['cannot-be-targeted', 'cannot-be-destroyed', 'unaffected']);

/**
 * The words a protection's subject may be made of, every one of which `grantSubjectOf` reads: sides and places,
 * face-up or Set, races, Attributes, archetypes (「「X」怪兽」「名字带有「X」的」), a name left out (「「X」以外」), levels
 * (「N星」「N星以上·以下」), monster types, positions, how it was summoned, kinds of card. A subject with any other word
 * (「互相连接状态」「攻击力2000以上」「以及」 between two kinds) is not wholly read.
 */
const SUBJECT_WORD = /^(?:这张卡以外的|其他的|(?:自己|对方|双方)(?:场上)?(?:的)?|场上(?:的)?|(?:魔法与陷阱|怪兽|场地)区域(?:的)?|表侧表示(?:存在)?的|所有|全部|里侧表示的|盖放的|存在的|(?:名字带有|卡名带有)「[^」]+」的|「[^」]+」以外的|「[^」]+」(?=怪兽|魔法|陷阱|卡|仪式|融合|同调|超量|连接|灵摆|通常|效果|调整)|(?:[\u4e00-\u9fa5]{1,3}族[·、])*[\u4e00-\u9fa5]{1,3}族(?=怪兽)|(?:[光暗地水炎风神](?:属性)?[·、])*[光暗地水炎风神]属性(?:的)?|\d+星(?:以上|以下)?(?:的)?|攻击表示(?:的)?|守备表示(?:的)?|「[^」]+」$|(?:上级|仪式|融合|同调|超量|连接|灵摆)召唤的|(?:灵魂|调整|通常|融合|同调|超量|连接|仪式|灵摆|卡通|同盟|二重)(?=怪兽)|衍生物|效果怪兽|怪兽|(?:永续|速攻|装备|场地|反击|仪式)?(?:魔法·陷阱卡|魔法卡|陷阱卡)|装备卡|卡|的)/;

/** CH-PROTECT-BOUND: a protection's subject that is the card this card keeps targeting. */
// (CMP-CHOSEN-IS-ACTIVATED, s51: also the old 「所选择的怪兽」 — 元素英雄 暴风侠.)
const KEPT_TARGET = /^(?:那只(?:表侧表示)?怪兽|所?选择的(?:卡|怪兽)|那张卡)$/;

/** CH-PROTECT-SAME-COLUMN: a subject opening 「和这张卡相同纵列的」 — this card names the column, it is not the subject. */
const SAME_COLUMN_SUBJECT = /^和这张卡(?:的)?相同纵列的/;

/** The filter of a protection's subject when every word of it is read (CH-PROTECT-GRANTED), else null. */
export function grantSubjectOf(whole: string): CardFilter | null {
  // CH-PROTECT-SAME-COLUMN (s59): 「和这张卡相同纵列的自己的「星遗物」卡」 — the cards the rest names, standing in this card's column (on the
  // field; no 「其他」, so this card too when the rest names it). The engine reads the column on the zones the situation states.
  const column = whole.startsWith('和这张卡') ? SAME_COLUMN_SUBJECT.exec(whole) : null;
  if (column) {
    const rest = grantSubjectOf(whole.slice(column[0].length));
    return rest ? { ...rest, place: 'field', sameColumnAsSelf: true } : null;
  }
  // 「衍生物以外的场上的怪兽」 (失落世界③, CMP-OPPONENT-CANNOT-TARGET): the cards the rest names, Tokens left out.
  const notToken = whole.startsWith('衍生物以外的') && whole.length > 6;
  const phrase = notToken ? whole.slice(6) : whole;
  const f = grantSubjectRead(phrase);
  if (f && notToken) f.notToken = true;
  return f;
}

function grantSubjectRead(phrase: string): CardFilter | null {
  let rest = noNumberColon(phrase);
  if (!rest) return null;
  while (rest) {
    const m = SUBJECT_WORD.exec(rest);
    if (!m || !m[0]) return null;
    rest = rest.slice(m[0].length);
  }
  const f = filterOf(phrase);
  // 「名字带有「X」的」「「X」仪式怪兽」: an archetype (filterOf reads 「「X」怪兽」 only).
  const named = namedArchetypeOf(phrase) ?? /「([^」]+)」(?=仪式|融合|同调|超量|连接|灵摆|通常|效果|调整)/.exec(phrase)?.[1];
  if (named) f.archetype = named;
  // 「自己场上的「灵神的圣殿」」: that card by name.
  const name = /「([^」]+)」$/.exec(phrase);
  if (name && !named) {
    delete f.archetype;
    f.names = [name[1]!];
  }
  const not = /「([^」]+)」以外/.exec(phrase);
  if (not) f.notName = not[1]!;
  if (phrase.includes('其他')) f.notSelf = true;
  const exact = /(\d+)星(?!以上|以下)/.exec(phrase);
  if (exact) f.levelMin = f.levelMax = Number(exact[1]);
  const types = monsterTypesOf(phrase);
  if (phrase.includes('效果怪兽')) types.push('effect');
  // 「永续陷阱卡」「场地魔法卡」: a Spell/Trap type (issue 16: 宫廷的规矩's 「…以外的永续陷阱卡不能破坏」).
  const st = /(永续|速攻|装备|场地|反击)(?=魔法|陷阱)/.exec(phrase.replace(/「[^」]*」/g, ''));
  // 「自己场上的衍生物」: Tokens (issue 16, docs/c02/基本用语.rst:1056 — one used as an Equip Card is still a Token).
  if (/衍生物/.test(phrase.replace(/「[^」]*」/g, ''))) types.push('token');
  if (st) types.push(({ 永续: 'continuous', 速攻: 'quickplay', 装备: 'equip', 场地: 'field', 反击: 'counter' } as const)[st[1] as '永续']);
  // CMP-EQUIP-CARDS-PROTECTED: 「自己场上的表侧表示的装备卡」 — the equip cards (an Equip Spell, or a monster card used as one).
  else if (/装备卡$/.test(phrase)) types.push('equip');
  if (types.length) f.subtypes = types;
  if (unreadQualifiers(f.names ? phrase.replace(/「[^」]*」/g, '') : phrase, f)) return null;
  // 「名字带有「青蛙」的怪兽不会被战斗破坏」: a protection of cards names the field even when its words do not.
  f.place ??= 'field';
  return f;
}

export interface CompiledContinuous {
  does: Action[];
  unknown: string[];
  /** Added (issue 16, CH-NONCHAIN-NEGATE): the state it applies under, when the reading found one in its lead. */
  condition?: Condition[];
}

/**
 * Added (issue 16, CH-NONCHAIN-NEGATE; rules reference docs/c03/无效.rst:413–462): a negation of activated effects that is
 * on no chain and must apply when such an effect resolves (the reference's third kind: 魔轰神兽 尤尼科, 深渊鳞甲-乌贼, 魔术师的左手)
 * — 「（只要这张卡在场上存在，）（1回合1次，）（…的场合，）对方（场上）发动的魔法·陷阱·效果怪兽的效果无效（并破坏）（。那之后，这张卡送去墓地）」.
 * Read as a `negate-effects` of the activations it names (`effects`, `activatedOnly`) and what follows it: 「并破坏」 the card
 * whose effect it negated (`what: 'activation'`), 「那之后，这张卡送去墓地」 its own card (`then`).
 */
const NONCHAIN_NEGATE = /^(?:(?:这张卡)?只要(?:这张卡)?在(?:怪兽区域|魔法与陷阱区域|场上)(?:表侧表示)?存在[，,])?(1回合1次[，,])?(?:([^，。]*?)的场合[，,])?(对方|自己|双方)(场上|墓地)?发动的(?:((?:魔法|陷阱|效果怪兽|怪兽)(?:·(?:魔法|陷阱|效果怪兽|怪兽))*)卡?|「([^」]+)」)的效果无效化?(并破坏)?(?:[。，,](?:那之后[，,])?这张卡送去墓地)?$/;
const KIND_WORD: Record<string, CardKind> = { 魔法: 'spell', 陷阱: 'trap', 效果怪兽: 'monster', 怪兽: 'monster' };
/**
 * Added (issue 16, CH-NONCHAIN-NEGATE): the same kind of negation of the effects that target a card it names —
 * 「只要这张卡在场上表侧表示存在，自己场上表侧表示存在的1只暗属性怪兽为对象的魔法·陷阱卡的效果无效并破坏」 (黑曜岩龙):
 * `targeting` is that card's description (relative to this card's controller), 「这张卡」 this card itself.
 */
// (s52: 「这张卡为对象的自己的魔法·陷阱·效果怪兽的效果无效并破坏」 — 秘仪之力0-愚者's coin ● — names whose effects: `side`, from this card's controller.)
// (s57: 「以这张卡为对象的陷阱卡无效并破坏」 (死亡恶魔龙, old words without 「的效果」) — the same negation; was read as destroying this card.)
const TARGETING_NEGATE = /^(?:(?:这张卡)?只要(?:这张卡)?在(?:自己的?)?(?:怪兽区域|魔法与陷阱区域|场上)(?:表侧表示)?存在[，,])?([^，。]+?)为对象的(?:这张卡以外的)?(?:(自己|对方)的)?((?:魔法|陷阱|效果怪兽|怪兽)(?:·(?:魔法|陷阱|效果怪兽|怪兽))*)卡?(?:的效果)?无效化?(并破坏)?$/;
function targetingNegationOf(whole: string): { does: Action[]; condition: Condition[] } | null {
  const m = TARGETING_NEGATE.exec(whole.replace(/。/g, '，').replace(/，+$/, ''));
  if (!m) return null;
  // CMP-EQUIP-TARGETING-NEGATE: 「以装备怪兽为对象的这张卡以外的魔法卡的效果无效并破坏」 (静寂之杖-波纹): the monster this card equips.
  const targeting: CardFilter = /^(以)?这张卡$/.test(m[1]!) ? { self: true } : /^(以)?装备怪兽$/.test(m[1]!) ? { kind: 'monster', equipped: true } : filterOf(m[1]!.replace(/^以/, ''));
  if (!Object.keys(targeting).length) return null;
  const kinds = [...new Set(m[3]!.split('·').map((k) => KIND_WORD[k]!))];
  const side = m[2] === '自己' ? { side: 'self' as const } : m[2] === '对方' ? { side: 'opponent' as const } : {};
  const does: Action[] = [{ do: 'negate-effects', effects: [{ ...side, cardKind: kinds.length === 1 ? kinds[0]! : kinds, targeting, activatedOnly: true }], note: 'non-chain: applies when such an effect resolves' }];
  if (m[4]) does.push({ do: 'destroy', what: 'activation' });
  return { does, condition: [] };
}
/**
 * Added (issue 16, CH-NONCHAIN-NEGATE-ANYWAY; rules reference docs/c03/无效.rst:413–470): a negation applied as an activated effect resolves,
 * on no chain, that only may apply — 「（这张卡装备中的场合，）（1回合1次，）对方（在场上）发动的怪兽的效果的处理时，（自己）可以把那个效果无效」 (the
 * reference's second kind, CH-NONCHAIN-NEGATE-OPTIONAL), or 「…的处理时，自己可以把自己场上的「X」超量怪兽1个超量素材取除。那个场合，那个效果
 * 无效化」, which may apply whatever else negates that effect (`anyway`) and needs that material (`detachFrom`).
 */
const RESOLVING_NEGATE = /^(?:(这张卡装备中)的场合[，,])?(?:1回合1次[，,])?(对方|自己|双方)在?(场上|墓地)?发动的((?:魔法|陷阱|效果怪兽|怪兽)(?:·(?:魔法|陷阱|效果怪兽|怪兽))*)卡?的效果的处理时[，,]?(?:自己)?可以(?:把那个效果无效|把自己场上的「([^」]+)」超量怪兽1个超量素材取除[，,]那个场合[，,]那个效果无效化)$/;
function resolvingNegationOf(whole: string): { does: Action[]; condition: Condition[] } | null {
  const m = RESOLVING_NEGATE.exec(whole.replace(/。/g, '，').replace(/，+$/, ''));
  if (!m) return null;
  const filter = activatedEffectsOf(m[2], m[3], m[4]!);
  const negate: Action = { do: 'negate-effects', effects: [filter], optional: true, note: 'non-chain: may apply when such an effect resolves' };
  if (m[5]) Object.assign(negate, { anyway: true, detachFrom: { kind: 'monster', archetype: m[5], subtypes: ['xyz'], side: 'self', place: 'field' } });
  return { does: [negate], condition: m[1] ? [{ is: 'self-state', state: 'equipping' }] : [] };
}

/** 「(对方|自己|双方)(场上|墓地)?发动的魔法·陷阱…卡的效果」: the activated effects a negation on no chain meets, by whose, from where and card kind. */
function activatedEffectsOf(whose: string | undefined, where: string | undefined, kindWords: string): EffectFilter {
  const kinds = [...new Set(kindWords.split('·').map((k) => KIND_WORD[k]!))];
  const side = whose === '对方' ? 'opponent' as const : whose === '自己' ? 'self' as const : undefined;
  return {
    ...(side ? { side } : {}),
    ...(where ? { activatedFrom: where === '场上' ? 'field' as const : 'gy' as const } : {}),
    cardKind: kinds.length === 1 ? kinds[0]! : kinds,
    activatedOnly: true,
  };
}

/**
 * Added (issue 16, CH-NONCHAIN-NEGATE-COLUMN; rules reference docs/c03/特定效果的处理方法.rst:562–573): 「只要自己场上有「X」怪兽存在，和那怪兽相同
 * 纵列发动的对方怪兽（的魔法卡｜的陷阱卡）的效果无效化」 — a negation on no chain of the opponent's effects of that kind activated in the column
 * of such a monster (`inColumnOf`: read as the effect resolves, the column it was activated in read at activation).
 */
const COLUMN_NEGATE = /^只要(自己|对方)?场上有「([^」]+)」怪兽存在[，,]和那(?:只)?怪兽相同纵列发动的(对方|自己|双方)的?(怪兽|效果怪兽|魔法|陷阱)卡?的效果无效化?$/;
function columnNegationOf(whole: string): { does: Action[]; condition: Condition[] } | null {
  const m = COLUMN_NEGATE.exec(whole.replace(/。/g, '，').replace(/，+$/, ''));
  if (!m) return null;
  const filter: EffectFilter = {
    ...activatedEffectsOf(m[3], undefined, m[4]!),
    inColumnOf: { kind: 'monster', archetype: m[2]!, place: 'field', faceUp: true, ...(m[1] ? { side: m[1] === '自己' ? 'self' as const : 'opponent' as const } : {}) },
  };
  return { does: [{ do: 'negate-effects', effects: [filter], note: 'non-chain: applies when such an effect resolves' }], condition: [] };
}

/**
 * Added (issue 16, CH-NEGATE-POSITION-AT-ACTIVATION; rules reference docs/c03/特定效果的处理方法.rst:559–561): 「只要这张卡在怪兽区域守备表示
 * 存在，（场上的表侧表示怪兽变成守备表示，）场上的守备表示怪兽发动的效果无效化」 — a negation on no chain of the effects activated by a monster in
 * that position (`activatedInPosition`, read at activation: the condition is written before 「发动」), while this card is in its own position.
 */
const POSITION_NEGATE = /^只要这张卡在怪兽区域(守备|攻击)表示存在[，,](?:场上的表侧表示怪兽变成(守备|攻击)表示[，,])?场上的(守备|攻击)表示的?怪兽发动的效果无效化?$/;
function positionNegationOf(whole: string): { does: Action[]; condition: Condition[] } | null {
  const m = POSITION_NEGATE.exec(whole.replace(/。/g, '，').replace(/，+$/, ''));
  if (!m) return null;
  const does: Action[] = [];
  if (m[2]) does.push({ do: 'change-position', what: { filter: { kind: 'monster', place: 'field', faceUp: true }, scope: 'choose' }, from: 'field', position: m[2] === '守备' ? 'defense' : 'attack' });
  does.push({ do: 'negate-effects', effects: [{ cardKind: 'monster', activatedInPosition: m[3] === '守备' ? 'defense' : 'attack', activatedOnly: true }], note: 'non-chain: applies when such an effect resolves' });
  return { does, condition: [{ is: 'self-state', state: m[1] === '守备' ? 'in-defense' : 'in-attack' }] };
}

/**
 * Added (issue 16, CMP-NONCHAIN-NEGATE-DAMAGE; rules reference docs/c03/无效.rst:480–488): 「（只在这张卡在灵摆区域存在才有1次，）给与自己伤害的陷阱卡的效果
 * 发动的场合，可以把那个效果无效。那之后，这张卡破坏」 — a negation on no chain that may apply (CH-NONCHAIN-NEGATE-OPTIONAL) to the activated
 * effects of that kind which deal damage to that player (`damages`, judged as CH-DAMAGE-AT-ACTIVATION), then its own card destroyed.
 */
const DAMAGE_NEGATE = /^(?:只在这张卡在(?:灵摆区域|场上)存在才有1次[，,])?给与(自己|对方)伤害的((?:魔法|陷阱|效果怪兽|怪兽)(?:·(?:魔法|陷阱|效果怪兽|怪兽))*)卡的效果发动的场合[，,]可以把那个效果无效(?:[。，,](?:那之后[，,])?这张卡(破坏|送去墓地))?[。，,]?$/;
function damageNegationOf(whole: string): { does: Action[]; condition: Condition[] } | null {
  const m = DAMAGE_NEGATE.exec(whole.trim());
  if (!m) return null;
  const kinds = [...new Set(m[2]!.split('·').map((k) => KIND_WORD[k]!))];
  const does: Action[] = [{ do: 'negate-effects', effects: [{ cardKind: kinds.length === 1 ? kinds[0]! : kinds, damages: m[1] === '自己' ? 'self' : 'opponent', activatedOnly: true }], optional: true, note: 'non-chain: may apply when such an effect resolves' }];
  if (m[3]) does.push({ do: m[3] === '破坏' ? 'destroy' : 'send-to-gy', what: 'self', then: true });
  return { does, condition: [] };
}

export function nonChainNegationOf(whole: string): { does: Action[]; condition: Condition[] } | null {
  if (whole.includes('的效果的处理时')) return resolvingNegationOf(whole);
  if (whole.includes('伤害的') && whole.includes('可以把那个效果无效')) return damageNegationOf(whole);
  // CMP-NONCHAIN-NEGATE-TARGETING (issue 16): 「可以把以自己场上的魔法师族·暗属性怪兽为对象发动的效果无效。那之后，这张卡破坏。」 — a negation on no
  // chain that may apply (CH-NONCHAIN-NEGATE-OPTIONAL) to the activated effects that target such a card, then its own card destroyed.
  const may = whole.includes('为对象发动的效果无效') ? OPTIONAL_TARGETING_NEGATE.exec(whole.trim()) : null;
  if (may) {
    const targeting: CardFilter = filterOf(may[1]!);
    if (!Object.keys(targeting).length) return null;
    // (「魔法师族·暗属性怪兽」: a race joined to an attribute by 「·」, which the description reader leaves out.)
    const race = /(?:^|的)([\u4e00-\u9fa5]{1,4}族)·[\u4e00-\u9fa5]属性/.exec(may[1]!);
    if (race) targeting.race = race[1]!;
    const does: Action[] = [{ do: 'negate-effects', effects: [{ targeting, activatedOnly: true }], optional: true, note: 'non-chain: may apply when such an effect resolves' }];
    if (may[2]) does.push({ do: may[2] === '破坏' ? 'destroy' : 'send-to-gy', what: 'self', then: true });
    return { does, condition: [] };
  }
  if (whole.includes('为对象的')) {
    const t = targetingNegationOf(whole);
    if (t) return t;
  }
  if (!whole.includes('发动的')) return null;
  if (/表示(?:的)?怪兽发动的效果/.test(whole)) return positionNegationOf(whole);
  if (whole.includes('相同纵列发动的')) return columnNegationOf(whole);
  const m = NONCHAIN_NEGATE.exec(whole.replace(/。/g, '，').replace(/，+$/, ''));
  if (!m) return null;
  const condition: Condition[] = [];
  if (m[2]) {
    if (/^自己手卡的?数量和对方手卡的?数量相同$/.test(m[2])) condition.push({ is: 'hands-equal' });
    else {
      const c = compileCondition(m[2]);
      if (c.is === 'other') return null;
      condition.push(c);
    }
  }
  // CH-NONCHAIN-NEGATE-NAMED: 「对方发动的「不明」的效果无效化」 — the activated effects of cards of that name (any kind).
  const filter: EffectFilter = m[5] ? activatedEffectsOf(m[3], m[4], m[5]) : { ...activatedEffectsOf(m[3], m[4], ''), cardKind: undefined, card: { names: [m[6]!] } };
  if (filter.cardKind === undefined) delete filter.cardKind;
  const does: Action[] = [{ do: 'negate-effects', effects: [filter], note: 'non-chain: applies when such an effect resolves' }];
  if (m[7]) does.push({ do: 'destroy', what: 'activation' });
  if (/这张卡送去墓地$/.test(whole.replace(/[。，]+$/, ''))) does.push({ do: 'send-to-gy', what: 'self', then: true });
  return { does, condition };
}

/** 「「X」在自己场上只能有1只表侧表示存在」: unique on the field 只能有1张表侧表示存在 (as the curated cards state it, with Card.uniqueFaceUp). */
export const UNIQUE_ON_FIELD = 'unique on the field: only 1 face-up card of this name on its controller\'s field';
/**
 * Its structured fact (Action.unique): 「「X」…」 a name, 「「X」怪兽…」 / 「名字带有「X」的怪兽…」 an archetype;
 * 「在自己场上」 its controller's field, 「在场上」 the whole field.
 */
const UNIQUE_TEXT = /^(?:此外，)?(名字带有)?「([^」]+)」(的?怪兽)?[^。，「」]{0,4}在(自己)?场上只能有1[只张]表侧表示存在$/;
/** The old wording of one card, 「这张卡在自己的场上只能表侧表示存在1张」: this card's own name. */
const UNIQUE_OLD = /^这张卡在自己的?场上只能表侧表示存在1[只张]$/;
export function uniqueOnFieldOf(step: string): NonNullable<Action['unique']> | null {
  if (step.includes('只能表侧表示存在') && UNIQUE_OLD.test(step)) return { field: 'self' };
  const m = UNIQUE_TEXT.exec(step);
  if (!m) return null;
  const field = m[4] ? 'self' : 'both';
  return m[1] || m[3] ? { archetype: m[2]!, field } : { name: m[2]!, field };
}
const isUniqueOnField = (step: string): boolean => (step.includes('只能有1') && UNIQUE_TEXT.test(step)) || (step.includes('只能表侧表示存在') && UNIQUE_OLD.test(step));

/**
 * 「「X」在自己场上只能有1张表侧表示存在。」 as a line of its own, outside the numbered effects (old Continuous
 * Spells/Traps and monsters: 38 cards of the shared cards.cdb name themselves so). ./split.ts keeps such a line out of
 * the effects — it is a rule of the card, not an effect — so it is the card-level fact the curated cards state as
 * `Card.uniqueFaceUp` (its own name, its controller's field), which the engine reads with the effect form
 * (src/engine/chain/unique.ts). A numbered 「①：「X」在自己场上只能有1张…」 is an effect and is read by compileContinuous.
 */
export function ownUniqueRule(text: string, name: string): boolean {
  // (Asked of every imported card at load: one substring test before any sentence is read.)
  if (!text.includes('表侧表示存在')) return false;
  return text.split(/[\n。]/).some((sentence) => {
    const t = sentence.trim();
    if (/^[①-⑳]/.test(t)) return false;
    const u = uniqueOnFieldOf(t);
    return u !== null && u.field === 'self' && u.archetype === undefined && (u.name === undefined || u.name === name);
  });
}

/** A Gemini monster 二重怪兽's status 「这张卡在墓地或者场上表侧表示存在的场合，当作通常怪兽使用」: a Normal Monster until summoned again. */
export const GEMINI_NORMAL = 'gemini: treated as a Normal Monster on the field and in the GY until it is Normal Summoned again';
const isGeminiNormal = (step: string): boolean => /^(这张卡)?[^，。]*?(墓地|场上)[^，。]*?(存在|表侧表示存在)(的场合)?[，,]?当作通常怪兽使用$/.test(step) || /^这张卡只要在场上·墓地存在[，,]当作通常怪兽使用$/.test(step);

/** Whether every clause of a continuous effect's lead is a state the compiler reads (../index.ts makes it the effect's condition). */
function leadRead(lead: string): boolean {
  const conds = lead.split('，').map((x) => activationCondition(x));
  return conds.every((x) => x !== null) && conds.some((x) => x!.length > 0);
}

/**
 * CMP-SUMMON-TURN-LOCK (review g5): 「这张卡召唤成功的回合，对方不能把反击陷阱卡发动」 (躲避龙) — a lock on card activations of that kind held
 * the turn this card was summoned so (a bare 「召唤」 is the Normal Summon), read as the floodgate CH-FORBIDDEN-CARD-ACTIVATION is; its
 * `whileHolds` is also the effect's condition. (It ends in 「发动」, which the clause split takes for activation words: ../index.ts reads
 * it over the effect's whole text.)
 */
export function summonTurnLockOf(whole: string): Action | null {
  if (!whole.includes('召唤成功的回合') || !whole.includes('不能把')) return null;
  const m = /^(?:[①-⑳][：:])?这张卡(超量|同调|融合|连接|特殊)?召唤成功的回合[，,](双方|对方|自己)(?:都)?不能把(反击陷阱卡|魔法卡|陷阱卡|魔法·陷阱卡|怪兽的效果)发动$/.exec(noStop(whole.trim()));
  if (!m) return null;
  const how: SummonHow = m[1] ? TURN_SUMMON_HOW[m[1]]! : 'normal';
  const player = m[2] === '自己' ? 'self' as const : m[2] === '对方' ? 'opponent' as const : 'both' as const;
  // CMP-SUMMON-TURN-MONSTER-LOCK: 「…对方不能把怪兽的效果发动」 (外神 阿撒托斯①) — monster effects, wherever activated (hand, GY, field): no card
  // activation, as a monster has none. It compiled with no steps, so a hand trap answered the Xyz Summon turn unchecked.
  if (m[3] === '怪兽的效果') return { do: 'other', player, forbidsActivation: { cardKind: 'monster' }, whileHolds: [{ is: 'self-state', state: 'summoned-this-turn', how }], note: m[0] };
  const cardKind = m[3] === '魔法卡' ? 'spell' as const : m[3] === '魔法·陷阱卡' ? ['spell' as const, 'trap' as const] : 'trap' as const;
  const card: CardFilter | undefined = m[3] === '反击陷阱卡' ? { subtypes: ['counter'] } : undefined;
  return { do: 'other', player, forbidsActivation: { cardKind, cardActivation: true, ...(card ? { card } : {}) }, whileHolds: [{ is: 'self-state', state: 'summoned-this-turn', how }], note: m[0] };
}

/** 「X召唤成功的回合」: the summon X names. */
const TURN_SUMMON_HOW: Record<string, SummonHow> = { 超量: 'xyz', 同调: 'synchro', 融合: 'fusion', 连接: 'link', 特殊: 'special' };

export function compileContinuous(text: string, lead: string): CompiledContinuous {
  // CMP-OPPONENT-CANNOT-TARGET (issue 16): 「对方不能把X作为效果的对象」 is 「X不能成为对方的效果的对象」 — read as that protection.
  // (Not 「…作为攻击对象，也不能作为效果的对象」, whose second half names no card of its own.)
  if (text.includes('不能把') && text.includes('作为效果的对象')) text = text.replace(/(?<![也，,])对方不能把([^，。]+?)作为效果的对象/g, '$1不能成为对方的效果的对象');
  // CMP-SUMMON-TURN-FIELD-NEGATE (issue 16; rules reference docs/c03/无效.rst:236–245): 「这张卡（超量）召唤成功的回合，这张卡以外的场上的卡的效果
  // 不能发动并无效化」 — that turn, every other card on the field has its effects negated (a negation of the whole field: CH-CONT-NEGATE-FIELD).
  // Its 「不能发动」 is a lock of its own on the same cards (a `forbidsActivation` of effects activated on the field, while the same
  // condition holds): a card already on the field — a Set Spell/Trap, a monster — cannot be activated; a Spell/Trap activated from the
  // hand is not yet a card on the field, so it may be, and is then negated as it resolves (docs/c02/卡片·效果的发动.rst:39).
  const turnField = text.includes('不能发动并无效化') ? /^这张卡(超量|同调|融合|连接|特殊)?召唤成功的回合[，,]这张卡以外的场上的卡的效果不能发动并无效化。?$/.exec(text.trim()) : null;
  if (turnField) {
    // 「超量召唤成功的回合」 names the summon: the turn it was Xyz Summoned (a monster brought back by 死者苏生 that turn does not negate).
    const how = turnField[1] ? TURN_SUMMON_HOW[turnField[1]] : undefined;
    const summonedThisTurn: Condition = { is: 'self-state', state: 'summoned-this-turn', ...(how ? { how } : {}) };
    return {
      does: [
        { do: 'negate-effects', what: { filter: { place: 'field', notSelf: true }, scope: 'all' }, note: turnField[0] },
        { do: 'other', player: 'both', forbidsActivation: { activatedFrom: 'field' }, whileHolds: [summonedThisTurn], note: turnField[0] },
      ],
      unknown: [],
      condition: [summonedThisTurn],
    };
  }
  // CMP-SUMMON-UNNEGATABLE-TEXT (review g5): 「这张卡的召唤不会被无效化」 standing alone says what the card-level `summonUnnegatable`
  // (CH-SUMMON-UNNEGATABLE, ./card-text-facts.ts) already holds: no step — above all no summon.
  const unnegatable = text.includes('不会被无效化') ? /^这张卡的(?:(?:通常召唤|反转召唤|特殊召唤|召唤)[·、]?)+不会被无效化。?$/.exec(noStop(`${lead ? `${lead}，` : ''}${text}`)) : null;
  if (unnegatable) return { does: [{ do: 'other', note: unnegatable[0] }], unknown: [] };
  // CMP-DAMAGE-ZERO-STANDING: 「（这张卡特殊召唤成功的回合，）自己受到的效果伤害变成0」 (安全守卫者②) — a rule on the damage that player takes while
  // it applies (the summon turn, when the lead says so), not a summon and not a damage dealt.
  // 「…受到的全部伤害变成0」 is both kinds (鬼计游行: 「只要这张卡在场上存在，对方玩家受到的全部伤害变成0」).
  // The older wording 「对这张卡的控制者的战斗伤害变为0」 (灵魂障壁) is the same rule on its controller's battle damage, and a lead of another
  // state 「只要自己场上存在怪兽，」 is its condition (read as a condition clause; one not read leaves the sentence unread).
  const zeroText = /伤害变[成为]0/.test(text) ? noStop(`${lead ? `${lead}，` : ''}${text}`) : '';
  const zero = zeroText
    ? /^(?:这张卡(超量|同调|融合|连接|特殊)?召唤成功的回合[，,]|只要这张卡在(?:怪兽区域|场上)(?:表侧表示)?存在[，,]|只要([^，,]+)[，,])?(?:(自己|对方|双方)(?:玩家)?受到的|对(这张卡的控制者|自己|对方|双方)(?:玩家)?的)(效果|战斗|全部)?伤害变[成为]0$/.exec(zeroText)
    : null;
  // (「自己场上存在怪兽」, the older word order, is 「自己场上有怪兽存在」.)
  // CH-DAMAGE-ZERO-STANDING (review s44): 「自己因战斗·效果受到伤害的场合，1回合只有1次让那次伤害变成0」 (安全守卫者③) — the first damage of
  // those kinds its player would take each turn becomes 0 (the count is the effect's once per turn).
  const onceZero = zeroText ? /^(自己|对方|双方)因(战斗·效果|战斗|效果)受到伤害的场合[，,]1回合只有1次让那次伤害变[成为]0$/.exec(zeroText) : null;
  if (onceZero) {
    const player = onceZero[1] === '自己' ? 'self' as const : onceZero[1] === '对方' ? 'opponent' as const : 'both' as const;
    const kind = onceZero[2] === '战斗' ? 'battle' as const : onceZero[2] === '效果' ? 'effect' as const : 'all' as const;
    return { does: [{ do: 'other', player, standingDamageZero: kind, standingDamageZeroOnce: true, note: onceZero[0] }], unknown: [] };
  }
  const whileState = zero?.[2] ? compileCondition(zero[2].replace(/^(自己|对方)场上存在([^，,]+)$/, '$1场上有$2存在')) : null;
  if (zero && (!whileState || whileState.is !== 'other')) {
    const how = zero[1] ? TURN_SUMMON_HOW[zero[1]] : undefined;
    const summonedThisTurn: Condition[] = zeroText.includes('召唤成功的回合') ? [{ is: 'self-state', state: 'summoned-this-turn', ...(how ? { how } : {}) }] : [];
    const condition = [...summonedThisTurn, ...(whileState ? [whileState] : [])];
    const who = zero[3] ?? zero[4];
    const player = who === '自己' || who === '这张卡的控制者' ? 'self' as const : who === '对方' ? 'opponent' as const : 'both' as const;
    return {
      does: [{ do: 'other', player, standingDamageZero: zero[5] === '效果' ? 'effect' : zero[5] === '战斗' ? 'battle' : 'all', note: zero[0] }],
      unknown: [],
      ...(condition.length ? { condition } : {}),
    };
  }
  const does: Action[] = [];
  const understood = new Set<string>();
  // MATCH-NORMAL-ON-FIELD: 「这张卡只要在怪兽区域存在，当作通常怪兽使用」 (no Gemini: nothing summons it again) — a Normal Monster there.
  const onField = noStop(`${lead ? `${lead}，` : ''}${text}`);
  if (/^这张卡只要在(?:怪兽区域|场上表侧表示|场上)存在[，,]当作通常怪兽使用$/.test(onField)) return { does: [{ do: 'other', normalOnField: {}, note: onField }], unknown: [] };
  // 「这张卡在墓地或者场上表侧表示存在的场合，当作通常怪兽使用」: the whole sentence is the Gemini status (its 「…的场合」 is no condition).
  if (isGeminiNormal(noStop(`${lead ? `${lead}，` : ''}${text}`))) return { does: [{ do: 'other', note: GEMINI_NORMAL }], unknown: [] };
  // CH-GEMINI-TREATED-SUMMONED: 「场上的二重怪兽全部当作再1次召唤的状态使用」「装备怪兽当作再1次召唤的状态使用」 — standing, or
  // 「只要这张卡在怪兽区域存在」.
  const treated = text.includes('再1次召唤的状态') && (!lead || /^只要这张卡在(?:怪兽区域|场上)(?:表侧表示)?存在$/.test(lead)) ? /^(场上的二重怪兽全部|装备怪兽)当作再1次召唤的状态使用$/.exec(noStop(text)) : null;
  if (treated) {
    const filter: CardFilter = treated[1] === '装备怪兽' ? { kind: 'monster', equipped: true } : { kind: 'monster', subtypes: ['gemini'], place: 'field' };
    return { does: [{ do: 'other', geminiSummoned: true, what: { filter, scope: 'all' }, note: treated[0] }], unknown: [] };
  }
  // 「被送去墓地的卡不去墓地而除外」 (CH-GY-REDIRECT), whose old 「…在送去墓地时…」 the clause split cuts as a
  // condition: read over the whole sentence. Both players' cards, or only monsters.
  const whole = noStop(`${lead ? `${lead}，` : ''}${text}`);
  const redirect = whole.includes('被送去') ? GY_REDIRECT.exec(whole) : null;
  // (Only as a standing rule, or 「只要…存在」: one that holds under a state, 「这张卡的等级是7星以上的场合，…」, is not read yet —
  // the redirect would apply whatever the level.)
  const before = redirect ? whole.slice(0, redirect.index) : '';
  if (redirect && !before.includes('的场合')) {
    // 「被送去对方墓地的卡」: the cards going to the opponent's GY — read as the opponent's cards (a card one controls but
    // does not own is the exception this reading misses).
    const filter: CardFilter = { ...(redirect[2] === '怪兽' ? { kind: 'monster' as const } : {}), ...(redirect[1]?.startsWith('对方') ? { side: 'opponent' as const } : {}) };
    return { does: [{ do: 'other', player: 'both', insteadOfGy: 'banished', ...(Object.keys(filter).length ? { what: { filter, scope: 'all' as const } } : {}), note: whole }], unknown: [] };
  }
  // 「…被破坏的场合，（可以）作为代替把…」 (CH-REPLACE-DESTROY, ./replacement.ts): read over the whole sentence — its
  // 「…的场合」 is what it replaces, not a condition.
  const replaces = destructionReplacementOf(whole);
  if (replaces) {
    // 「这张卡的攻击力·守备力变成这张卡的效果装备的怪兽的各自数值，这张卡被战斗破坏的场合，作为代替…」 (纳祭之魔): an ATK/DEF change
    // before the replacement is its own step (CH-STAT-SCALED).
    const head = /^([^，。]*?(?:攻击力|守备力)[^，。]*?(?:上升|下降|变成|变为)[^，。]*?)[，,](?=[^，。]*被[^，。]*破坏的场合)/.exec(whole);
    const stats = head ? compileActions(stepsOf(head[1]!), { targets: false, answers: false }).does.filter((a) => a.do === 'modify-stats' && a.change) : [];
    return { does: [...stats, replaces], unknown: [] };
  }
  // CMP-EQUIP-TARGETING-NEGATE: 「装备这张卡的怪兽守备力上升500分。以装备怪兽为对象的…的效果无效并破坏」 — an equip card's stat change
  // sentence, then its negation of the effects that target the monster it equips: both read.
  const equipHead = whole.includes('以装备怪兽为对象的') ? /^装备这张卡的怪兽的?((?:攻击力|守备力)(?:上升|下降)\d+分?)[，,](以装备怪兽为对象的.+)$/.exec(whole) : null;
  const equipNegation = equipHead ? nonChainNegationOf(equipHead[2]!) : null;
  if (equipHead && equipNegation) {
    const stats = compileActions(stepsOf(`装备怪兽的${equipHead[1]!}`), { targets: false, answers: false }).does.filter((a) => a.do === 'modify-stats' && a.change);
    return { does: [...stats, ...equipNegation.does], unknown: [] };
  }
  const nonChain = nonChainNegationOf(whole);
  if (nonChain) return { does: nonChain.does, unknown: [], ...(nonChain.condition.length ? { condition: nonChain.condition } : {}) };
  const some = summonLockOnSomeOf(whole);
  if (some) return { does: [some], unknown: [] };
  const forbid = activationForbidOf(whole) ?? faceUpEffectLockOf(whole) ?? positionEffectLockOf(whole) ?? attackLockOf(whole) ?? extraDeckLockOf(whole);
  if (forbid) return { does: [forbid], unknown: [] };
  const limit = activationLimitOf(whole);
  if (limit) return { does: [limit], unknown: [] };
  const leaves = leavesReplacementOf(whole);
  if (leaves) return { does: [leaves], unknown: [] };
  // CH-LEAVES-APPLIES: 「表侧表示的这张卡从场上离开的场合，下次的自己回合的战斗阶段跳过」.
  const skips = leavesSkipOf(whole);
  if (skips) return { does: [skips], unknown: [] };
  // CH-LEAVES-DAMAGE: 「自己场上表侧表示存在的这张卡从场上离开时，自己受到3000分伤害」.
  const leavesDamage = leavesDamageOf(whole);
  if (leavesDamage) return { does: [leavesDamage], unknown: [] };
  // The subject of the last protection read in this text, which a following one without its own shares.
  let lastWhat: Action['what'];
  // Whether that subject was read whole (a plain 「这张卡」, or a subject filter wholly read): then a following
  // 「不会被效果破坏」 is the engine's protection from destruction too.
  let lastPlain = false;
  // Whether that subject was not read whole (a following protection without a subject of its own is not read either).
  let lastUnread = false;
  const unread: string[] = [];
  // Conditions a protection's subject puts on this card (「攻击表示的这张卡」): the effect's own.
  const selfConds: Condition[] = [];
  // CH-PROTECTION-NEGATED: 「不能成为这张卡以外的怪兽·魔法·陷阱的效果的对象并且不受效果影响」 (毒蛇神 维诺米纳迦) — two protections from the
  // same effects: the second, written without them, is read as the first's (it was dropped, and 黑洞 destroyed the card).
  const shared = text.replace(/不能成为([^，。]*?的效果)的对象并且不受效果影响/g, '不能成为$1的对象，不受$1影响');
  for (const step of stepsOf(shared)) {
    // 「自己的主要阶段时只有1次」: how often it may be used — a limit, no action (./clauses.ts isCountLimit).
    // 「这张卡在对方场上存在怪兽的状态下也能对对方进行直接攻击」: a rule of attacks, which ./attack-rules.ts states on the effect.
    // (Only the direct-attack rules, which no action verb reads: 「…不能攻击」 stays the action ./actions.ts makes of it.)
    if (isCountLimit(step.text) || (step.text.includes('直接攻击') && /^(no-)?direct$/.test(readAttackRule(step.text)?.kind ?? ''))) {
      understood.add(step.text);
      continue;
    }
    const limit = summonLimitOf(step.text);
    if (limit) {
      does.push(limit);
      understood.add(step.text);
      continue;
    }
    if (isUniqueOnField(step.text)) {
      does.push({ do: 'other', note: UNIQUE_ON_FIELD, unique: uniqueOnFieldOf(step.text)! });
      understood.add(step.text);
      continue;
    }
    // (Every floodgate of FORBIDS says 「不能」: a step without it is not scanned — compile time, issue 12.)
    for (const [re, type] of step.text.includes('不能') ? FORBIDS : []) {
      if (!re.test(step.text)) continue;
      const side = sideIn(step.text);
      const outside = step.text.includes('抽卡阶段以外') ? { whileHolds: [OUTSIDE_DRAW_PHASE] } : {};
      const fromDeck = step.text.includes('抽卡以外的方法从卡组') ? { forbidsFrom: 'deck' as const } : {};
      does.push({ do: 'other', forbids: type, player: side === 'any' || !side ? 'both' : side, ...outside, ...fromDeck, note: step.text });
      understood.add(step.text);
    }
    if (FIELD_NO_RETURN.test(step.text)) {
      does.push({ do: 'other', forbids: 'return-to-deck', forbidsFrom: 'field', player: 'both', note: step.text });
      understood.add(step.text);
    }
    // CMP-SUMMON-LOCK-EXCEPT: 「自己不是「机壳」怪兽不能特殊召唤」 — a Special Summon lock sparing the monsters it names.
    // (Only with no lead, or 「只要这张卡在…存在」: a lock under another condition — 「这张卡超量召唤的回合，…」 — is not read.)
    const except = step.text.includes('不是') && summonLockAlone(whole, step.text) ? SUMMON_LOCK_EXCEPT.exec(step.text) : null;
    const spared = except ? filterOf(except[3]!) : null;
    if (except && spared && Object.keys(spared).length > 0 && !unreadQualifiers(except[3]!, spared)) {
      does.push({ do: 'other', forbids: 'special-summon', player: except[1] === '双方' ? 'both' : except[1] === '对方' ? 'opponent' : 'self', forbidsExcept: { ...spared, kind: 'monster' }, note: step.text });
      understood.add(step.text);
    }
    if (understood.has(step.text)) continue;
    // 「只要这张卡在怪兽区域存在，这张卡不能解放」 (召唤僧), 「这张卡只要在怪兽区域存在，不能用效果解放」 (魔王 迪亚波罗斯): a limit on itself
    // (`forbids` on `self`, CH-CANNOT-UNDERGO) — an effect that tributes every monster passes it by.
    if (step.text.includes('解放') && SELF_NO_TRIBUTE.test(step.text) && (!lead || WHILE_ON_FIELD.test(lead))) {
      does.push({ do: 'other', forbids: 'tribute', what: 'self', ...(step.text.includes('效果') ? { forbidsEffectOnly: true } : {}), note: step.text });
      understood.add(step.text);
      continue;
    }
    const mayHold = holdsWords(step.text);
    for (let k = 0; k < HOLDS.length; k++) {
      if (!mayHold[k]) continue;
      const [re, type] = HOLDS[k]!;
      const m = re.exec(step.text);
      if (!m) continue;
      const said = step.text.slice(0, m.index);
      // CH-BATTLE-PROTECT-ONCE: 「自己的「魔界剧团」怪兽在1回合各有1次不会被战斗破坏」 — granted to other monsters once a turn each.
      const onceBattle = type === 'cannot-be-destroyed' && m[0] === '不会被战斗破坏' && !said.includes('这张卡') ? /在?1回合(?:各有|只有)1次$/.exec(said) : null;
      const own = onceBattle ? said.slice(0, onceBattle.index) : said;
      // 「场上的10星以上的怪兽不会成为效果的对象，不会被效果破坏」: a protection with no subject of its own shares the
      // subject of the one before it in the sentence (not the lead's 「只要这张卡…存在」, which is a condition).
      if (!own && lastUnread && PROTECTIONS.has(type)) {
        unread.push(step.text);
        understood.add(step.text);
        break;
      }
      if (!own && lastWhat !== undefined && PROTECTIONS.has(type)) {
        const a: Action = { do: type, what: lastWhat };
        if (lastPlain && type === 'cannot-be-destroyed' && PLAIN_BY.test(m[0])) a.against = m[0].includes('战斗') ? 'any' : 'effect';
        const from = type === 'cannot-be-targeted' || type === 'unaffected' ? fromCardsOf(m[0]) : type === 'cannot-be-destroyed' && a.against ? fromCardsOf(m[0].replace(/战斗(·|或者|以及|和)?/, '')) : undefined;
        if (from) a.fromCards = from;
        does.push(a);
        understood.add(step.text);
        break;
      }
      // (「对方场上的怪兽只要这张卡表侧表示存在变成龙族」: the subject stands before the 「只要…」 inside it — CMP-EQUIP-LIMIT.)
      const inner = own.indexOf('只要这张卡');
      const phrase = inner > 0 && type === 'change-type' ? own.slice(0, inner) : own || lead;
      const f = filterOf(phrase);
      const a: Action = { do: type };
      const from = type === 'cannot-be-targeted' || type === 'unaffected' ? fromCardsOf(m[0]) : undefined;
      if (from) a.fromCards = from;
      // CH-CANNOT-BE-BANISHED-BY-OPPONENT: 「…不能用对方的效果除外」 — only a banish by an effect of the protected card's opponent.
      if (type === 'cannot-be-banished' && m[0].includes('对方的效果')) a.fromCards = { side: 'opponent' };
      // CMP-UNNEGATABLE-ACTIVATION-GRANT: no 「以及…发动的效果」 — the activations only.
      if (type === 'cannot-be-negated' && !m[0].includes('发动的效果')) a.activationOnly = true;
      // CH-PROTECT-CONDITION: 「攻击表示的这张卡不会成为…对象」 — only while this card is in that position; 「有「急袭猛禽」超量怪兽在作为超量
      // 素材中的这张卡」 — only while it holds such a material: conditions of the effect, and the subject is then this card alone.
      const cond = CONDITIONED_SELF.exec(phrase);
      const mat = cond?.[2] ? filterOf(cond[2]) : null;
      // 「连接召唤的这张卡」「融合召唤的这张卡」: only while this card is one summoned that way (FD-SUMMON-MEMORY reads how it was summoned).
      // (「7星以上的怪兽为素材作连接召唤的这张卡」: summoned that way, with materials not read — a condition said as assumed, never one dropped.)
      const bare = phrase.replace(/^[①-⑩]：/, '');
      // (「怪兽3只以上为素材作融合召唤的这张卡」 is FD-MATERIALS' — ./summon-memory.ts reads the count: not taken here.)
      const withMaterials = cond || /^怪兽[0-9０-９]+只以上(?:作为|为)素材作/.test(bare) ? null : /^([^，。]+?为素材)作((?:融合|同调|超量|连接|仪式)召唤的这张卡)$/.exec(bare);
      const how = cond || (!withMaterials && bare.includes('为素材作')) ? null : summonedSubject(withMaterials ? withMaterials[2]! : bare);
      if (withMaterials && how?.rest === '这张卡') selfConds.push({ is: 'other', note: withMaterials[1]! });
      const selfCond: Condition | null = cond?.[1] ? { is: 'self-state', state: cond[1] === '守备' ? 'in-defense' : 'in-attack' } : cond?.[3] ? { is: 'self-state', state: LINK_STATES[cond[3]]! } : mat && Object.keys(mat).length ? { is: 'holds-material', filter: mat } : how?.rest === '这张卡' ? how.condition : null;
      if (selfCond && !selfConds.some((c) => JSON.stringify(c) === JSON.stringify(selfCond))) selfConds.push(selfCond);
      // (A position condition makes 「不会被…破坏」 the engine's plain protection too: the condition holds only in the Monster Zone — a card in
      // the Pendulum Zone is in no position, ../../engine/game/match.ts — so 娱乐伙伴 国王熊精's is not read there.)
      const plainSelf = PLAIN_SELF.test(phrase) || selfCond !== null;
      // 「这张卡不会被效果破坏」「场上的这张卡不会被战斗·效果破坏」 with nothing narrowing it (no condition before it, none in the
      // subject but those CONDITIONED_SELF reads as the effect's condition): the engine's protection from destruction (CH-PROTECT-DESTROY), by what it names.
      // (CH-CONT-MID-RESOLUTION: under a lead whose every clause is read — the effect's condition then, ../index.ts — as well.)
      // CMP-SPELL-DESTROYER-PROTECT: the old 「这张卡不会被破坏魔法卡的效果所破坏」 of a Spell card — every effect destroying it destroys a Spell Card:
      // read as 「这张卡不会被效果破坏」.
      if (type === 'cannot-be-destroyed' && (!lead || leadRead(lead)) && PLAIN_SELF.test(phrase) && /^不会被破坏魔法(?:·陷阱)?卡的效果所?破坏。?$/.test(step.text.slice(m.index))) a.against = 'effect';
      if (type === 'cannot-be-destroyed' && (!lead || leadRead(lead)) && (plainSelf || (ONCE_SELF.test(phrase) && !m[0].includes('战斗'))) && PLAIN_BY.test(m[0])) {
        a.against = m[0].includes('战斗') ? 'any' : 'effect';
        const by = fromCardsOf(m[0].replace(/战斗(·|或者|以及|和)?/, ''));
        if (by) a.fromCards = by;
      }
      // 「这张卡为同调素材的同调怪兽不受…影响」: the monster made with this card as material holds it,
      // not this card (水龙星-赑屃③ must not make the 龙星 itself unaffected by Traps).
      if (/这张卡(作)?为[^，。]*?素材/.test(phrase)) a.what = { filter: { ...f, kind: 'monster' }, scope: 'all' };
      // (CH-PROTECT-SAME-COLUMN: 「和这张卡相同纵列的…」 names the cards in its column — read whole below, not this card.)
      else if (PROTECTIONS.has(type) && SAME_COLUMN_SUBJECT.test(phrase)) a.what = { filter: { sameColumnAsSelf: true }, scope: 'all' };
      else if (phrase.includes('这张卡') && !phrase.includes('这张卡以外')) a.what = 'self';
      else if (phrase.includes('装备怪兽')) a.what = { filter: { ...f, equipped: true }, scope: 'all' };
      else if (PROTECTIONS.has(type) && KEPT_TARGET.test(phrase)) a.what = { filter: { keptTarget: true, place: 'field' }, scope: 'all' };
      else if (Object.keys(f).length) a.what = { filter: f, scope: 'all' };
      // CH-PROTECT-GRANTED: a protection of the cards a subject names applies to them only when the whole subject was
      // read (a looser filter would protect cards the text does not name): else it is reported as not understood.
      if (PROTECTIONS.has(type) && typeof a.what === 'object' && !a.what.filter.equipped && !/这张卡(作)?为[^，。]*?素材/.test(phrase)) {
        // CH-PROTECT-BOUND: 「那只(表侧表示)怪兽」「选择的卡」 — the card this card keeps targeting.
        const whole = KEPT_TARGET.test(phrase) ? ({ keptTarget: true, place: 'field' } as CardFilter) : grantSubjectOf(phrase);
        if (!whole) {
          unread.push(step.text);
          understood.add(step.text);
          lastWhat = undefined;
          lastPlain = false;
          lastUnread = true;
          break;
        }
        a.what = { filter: whole, scope: 'all' };
        // 「…永续陷阱卡不能破坏」: cannot be destroyed at all — by battle or by any effect; so is the old 「…怪兽不会被破坏」 with nothing
        // between (命运英雄 恐惧人: 「自己场上的名字带有「命运英雄」的怪兽不会被破坏」 — CMP-GRANT-NOT-DESTROYED).
        if (onceBattle) {
          a.against = 'battle';
          a.oncePerTurn = true;
        } else if (type === 'cannot-be-destroyed' && (m[0] === '不能破坏' || m[0] === '不会被破坏')) a.against = 'any';
        else if (type === 'cannot-be-destroyed' && PLAIN_BY.test(m[0])) {
          a.against = m[0].includes('战斗') ? 'any' : 'effect';
          const by = fromCardsOf(m[0].replace(/战斗(·|或者|以及|和)?/, ''));
          if (by) a.fromCards = by;
        }
      }
      // CH-CANNOT-BE-BANISHED-BY-OPPONENT: 「自己场上的「霸王龙 扎克」不能用对方的效果除外」 — a card by its name (filterOf reads archetypes only).
      if (type === 'cannot-be-banished' && typeof a.what === 'object' && /「[^」]+」$/.test(phrase)) {
        const whole = grantSubjectOf(phrase);
        if (whole?.names) a.what = { filter: whole, scope: 'all' };
      }
      if (PROTECTIONS.has(type)) {
        lastWhat = a.what;
        lastUnread = false;
        lastPlain = typeof a.what === 'object' || (!lead && plainSelf);
      }
      // What the subjects are treated as (CH-CHANGE-TYPE reads it): only for a plain, lasting change —
      // not one 「直到结束阶段」 (that is an activated effect's lingering change, not this card's state).
      if ((type === 'change-name' || type === 'change-type') && !step.text.includes('直到')) {
        const b = becomesIn(step.text.slice(m.index));
        if (b && (type === 'change-name' ? b.name : b.race || b.attribute || b.alsoAttribute)) a.becomes = b;
        // CMP-NAME-IN-GY: 「这张卡的卡名只要在场上·墓地存在当作「X」使用」 — its own name changes in the GY too (`from`: where it applies).
        if (type === 'change-name' && a.what === 'self' && /在场上·墓地存在|在墓地存在/.test(step.text)) a.from = step.text.includes('场上') ? ['field', 'gy'] : 'gy';
      }
      does.push(a);
      understood.add(step.text);
      break;
    }
  }
  const rest = stepsOf(text).filter((s) => !understood.has(s.text));
  const acts = compileActions(rest, { targets: false, answers: false });
  // A continuous negation 「…的效果无效化」 of cards on the field: the engine applies it while face-up.
  // CMP-STAT-SAME-SUBJECT: 「这张卡的等级变成4星，原本攻击力变成1800」 — a value after 「，」 naming no card of its own is the card of
  // the clause before it (this card), not every monster.
  const sameSubject = /这张卡的[^，。]*?(变成|当作)[^，。]*?[，,](原本)?(攻击力|守备力)[^，。]*?变成/.test(text);
  // (CMP-EQUIP-LIMIT: 「装备怪兽的种族变龙族，攻击力守备力上升500」 — likewise the equipped monster.)
  const sameEquipped = !sameSubject && /^装备怪兽的[^，。]*?(变成|当作|变)[^，。]*?[，,](原本)?(攻击力|守备力)[^，。]*?(上升|下降|变成)/.test(text);
  for (const a of acts.does) if (a.do !== 'tribute' && a.do !== 'look') does.push((sameSubject || sameEquipped) && a.do === 'modify-stats' && a.what === undefined ? { ...a, what: sameSubject ? 'self' : { filter: { kind: 'monster', equipped: true }, scope: 'all' } } : a);
  // CMP-CONT-NEGATE-ALL: a continuous 「…的表侧表示怪兽的效果无效化」 (帝王的熔击①: 「上级召唤的怪兽以外的场上的表侧表示怪兽的效果无效化」)
  // reaches every card its words cover, no count chosen — read as `all`, as the card view then says (效果无效, not 其他). It was left a
  // `choose` of the step reader (an effect resolving picks cards; a continuous one picks none).
  for (const a of does) if (a.do === 'negate-effects' && typeof a.what === 'object' && a.what.scope === 'choose' && a.what.count === undefined && a.what.countMax === undefined && !a.duration) a.what = { ...a.what, scope: 'all' };
  // CMP-STAT-SWAP: 「每次魔法卡发动，这张卡的原本攻击力·守备力交换」 (自然甲虫) swaps at each event — no standing state: left unread here (read
  // per activation by ./per-activation.ts, CH-STAT-PER-ACTIVATION).
  if (/每次/.test(`${lead}${text}`)) {
    for (const a of does) if (a.do === 'modify-stats' && a.change?.op === 'swap') { delete a.change; a.conditional = true; }
  }
  // CH-STAT-RECALC-LAST (会反复计算的效果): a continuous 变成/交换 of the current value under 「只要这张卡在怪兽区域·场上存在」 is counted
  // again after the changes made later (docs/c03/攻守计算.rst:478–522) — not a 变成 with no such lead (命运女郎·达琪's own).
  else if ((lead.includes('只要这张卡在') || text.includes('只要这张卡在')) && WHILE_HERE.test(`${lead}，${text}`)) for (const a of does) if (a.do === 'modify-stats' && a.change && a.change.layer === 'current' && a.change.op !== 'add' && !a.change.per) a.appliesLast = true;
  // CMP-STAT-HIGHEST: 「变成…场上的攻击力最高的怪兽的攻击力＋100的数值」 (邪神 神之化身②) is recounted and applied again after the changes made later
  // (docs/c03/攻守计算.rst:522, :478–522) — applied last.
  for (const a of does) if (a.do === 'modify-stats' && a.change?.op === 'set' && a.change.per && 'highestAtk' in a.change.per) a.appliesLast = true;
  return { does, unknown: [...unread, ...acts.unknown], ...(selfConds.length ? { condition: selfConds } : {}) };
}
