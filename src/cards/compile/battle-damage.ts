/**
 * Changes of battle damage as card texts word them (issue 16, rules reference docs/c03/战斗阶段流程.rst:642–752):
 * 「这张卡的战斗发生的对自己的战斗伤害由对方代受」「给与对方的战斗伤害变成2倍」「自己受到的战斗伤害变成0」
 * 「…受到战斗伤害的场合，那个数值变成1000」… → `EffectFacts.battleDamage` (src/cards/facts.ts BattleDamageRule),
 * which the engine applies in the rules' order (src/engine/game/battle-damage.ts). A reader of its own, run
 * after an effect is compiled (as ./summon-memory.ts): what the effect does otherwise is read as before.
 *
 * Only sentences whose every condition is one of the battle words below are read; a change that holds under
 * another condition (「自己基本分…的场合」, 「这个效果适用的回合」) or that the player may choose (「可以把…变成0」)
 * is left unread — nothing is guessed.
 */
import type { BattleDamageRule, CardFilter, Condition, EffectFacts } from '../facts.js';
import { activationCondition } from './conditions.js';
import { filterOf } from './words.js';
import { noNumberColon, noStop } from './text.js';
import { summonedSubject } from './summon-memory.js';

/** Conditions a sentence may carry and what they say about the battle (removed before the change is read). */
const WHEN: Array<[RegExp, BattleDamageRule['when'] | null]> = [
  [/^只要这张卡在(场地区域|场上|怪兽区域|灵摆区域|魔法与陷阱区域)(表侧表示)?存在[，,]?/, null],
  [/^(这个回合|直到回合结束时|直到这个回合的结束阶段时?)[，,]?/, null],
  [/^此外[，,]?/, null],
  [/这张卡被攻击的场合[，,]?/, 'attacked'],
  [/(这张卡|装备怪兽)和对方怪兽进行战斗的场合[，,]?/, 'vs-monster'],
  // 「那只怪兽用和对方怪兽的战斗给与对方的战斗伤害变成2倍」 (虹彩之魔术师, 天穹之圣像骑士): its battles with the opponent's monsters.
  [/(?<=^那只怪兽)用?和对方怪兽的战斗(?=给与)/, 'vs-monster'],
  [/向守备表示怪兽攻击的场合[，,]?/, 'attacks-defense'],
];

/** The change, from the words after the subject. */
function opOf(s: string): Pick<BattleDamageRule, 'op' | 'value'> | null {
  let m: RegExpExecArray | null;
  if (s.includes('攻击力超过那个守备力的数值的2倍数值的战斗伤害')) return { op: 'pierce', value: 2 };
  if (/给与(对方)?攻击力超过那个守备力的数值的战斗伤害/.test(s)) return { op: 'pierce', value: 1 };
  if (s.includes('由双方玩家承受')) return { op: 'both' };
  if (/由对方(来)?(代受|承受)/.test(s)) return { op: 'to-opponent' };
  if (/由自己(来)?代受/.test(s)) return { op: 'to-self' };
  if (s.includes('让对方也承受')) return { op: 'also-opponent' };
  if (/作为代替让基本分回复那个数值|伤害无效，并回复那个数值/.test(s)) return { op: 'heal' };
  if (s.includes('不会受到这张卡的攻击力以下的战斗')) return { op: 'immune-up-to-atk' };
  if (/(变成|变为)这张卡的原本攻击力的数值/.test(s)) return { op: 'set' };
  if (/(变成|变为)0(?![0-9])/.test(s)) return { op: 'zero' };
  if (/(变成|变为)(一半|半分)/.test(s)) return { op: 'half' };
  if (/(变成|变为)(2|两)倍/.test(s)) return { op: 'double' };
  if ((m = /(?:变成|变为)([1-9][0-9]*)(点)?$/.exec(s))) return { op: 'set', value: Number(m[1]) };
  return null;
}

/** Whose damage: from the words before 「战斗伤害」. */
function receiverOf(s: string, op: BattleDamageRule['op']): BattleDamageRule['receiver'] | null {
  if (op === 'pierce') return 'opponent';
  if (op === 'both') return 'any';
  // 「对那控制者」「对控制者的战斗伤害」 (于贝尔): the battling monster's controller.
  if (/对那?控制者/.test(s)) return 'controller';
  if (/自己或者对方受到|双方(玩家)?的|给与玩家|对玩家/.test(s)) return 'any';
  if (/对自己(玩家|基本分)?的|自己受到的|让自己的基本分受到的|让自己(或者对方)?受到/.test(s)) return s.includes('或者对方') ? 'any' : 'self';
  if (/对对方(玩家|基本分)?的|给与对方|对方受到的|对对方造成/.test(s)) return 'opponent';
  if (op === 'immune-up-to-atk' && /^自己不会受到/.test(s)) return 'self';
  return null;
}

/** Which battles: from the subject words. */
function ofWhat(s: string): Pick<BattleDamageRule, 'of' | 'filter' | 'sourceOnly'> | null {
  const source = /给与|造成/.test(s);
  if (s.includes('怪兽之间的战斗')) return { of: 'monsters' };
  if (/装备(这张卡的)?怪兽/.test(s)) return { of: 'equipped', sourceOnly: source };
  if (/^那只怪兽/.test(s)) return { of: 'targets', sourceOnly: source };
  if (/这张卡(的战斗|给与|被攻击|向守备|和对方)|^这张卡|那次(直接攻击|战斗)/.test(s)) return { of: 'self', sourceOnly: /这张卡给与|那次直接攻击给与/.test(s) };
  // (The subject is one clause: 「自己不用那只怪兽不能攻击，那只怪兽…」 is read from its last clause.)
  const m = /^([^，,]*?怪兽)(的战斗|向守备表示怪兽攻击|给与)/.exec(s);
  if (m) {
    const filter = filterOf(m[1]!);
    // 「名字带有「薰风」的怪兽」: the old wording of an archetype.
    const named = /名字带有「([^」]+)」/.exec(m[1]!);
    if (named) filter.archetype = named[1]!;
    return Object.keys(filter).length ? { of: 'filter', filter } : { of: 'any' };
  }
  if (/^(自己|对方|自己或者对方|双方)?(受到|给与)|^让|^自己不会受到/.test(s)) return { of: 'any' };
  return null;
}

/** One sentence of an effect, or null when it changes no battle damage this reader knows. */
export function readBattleDamage(sentence: string): BattleDamageRule | null {
  let s = noStop(sentence.trim());
  if (!s.includes('伤害') || !/战斗(·效果)?伤害|受到的(全部)?伤害/.test(s)) return null;
  // The player's choice (「可以把…战斗伤害变成0」) and changes tied to another effect (「这个效果适用的回合」) are not read.
  if (/可以把|适用的回合|发动的回合/.test(s)) return null;
  let when: BattleDamageRule['when'];
  for (let changed = true; changed; ) {
    changed = false;
    for (const [re, w] of WHEN) {
      const m = re.exec(s);
      if (!m) continue;
      s = s.slice(0, m.index) + s.slice(m.index + m[0].length);
      if (w) when = w;
      changed = true;
    }
  }
  // 「这次战斗让自己的基本分受到的战斗伤害，由对方来承受」: one change written over two clauses.
  s = s.replace(/战斗伤害，由/, '战斗伤害由');
  // 「…受到战斗伤害的场合，那个数值变成1000」: the damage itself, not a condition.
  s = s.replace(/受到战斗伤害的场合，那个数值/, '受到的战斗伤害');
  // 「这张卡的战斗让自己或者对方受到战斗伤害的场合，作为代替…」 (卫生兵 肌肉大汉): the same.
  s = s.replace(/受到战斗伤害的场合，作为代替/, '受到的战斗伤害作为代替');
  // 「当装备这张卡的怪兽对对方造成战斗伤害时，战斗伤害的数值变为1000点」: the damage itself again.
  s = s.replace(/^当(.*?)造成战斗伤害时，战斗伤害的数值/, '$1造成的战斗伤害');
  if (/场合|时，|才能/.test(s)) return null;
  s = s.replace(/^这个时候，/, '');
  const lasts: BattleDamageRule['lasts'] = s.includes('这次战斗') ? 'battle' : undefined;
  s = s.replace(/^这次战斗/, '');
  // 「①：这张卡可以直接攻击。那次直接攻击给与对方的战斗伤害变成一半」: only that direct attack.
  if (/^那次直接攻击/.test(s)) when = 'direct';
  const op = opOf(s);
  if (!op) return null;
  const receiver = receiverOf(s, op.op);
  if (!receiver) return null;
  const of = ofWhat(s);
  if (!of) return null;
  return { ...op, receiver, ...of, ...(when ? { when } : {}), ...(lasts ? { lasts } : {}) };
}

/**
 * 「这张卡不会被战斗破坏」「这个回合，自己怪兽不会被战斗破坏」「装备怪兽不会被战斗破坏」 (CH-BATTLE-INDESTRUCTIBLE): the monsters
 * a battle does not destroy, as a battle rule of the same list. Only a clause with no other condition and no
 * count (「1回合只有1次」) is read; one with a condition is left unread, as above.
 */
export function readBattleIndestructible(clause: string): BattleDamageRule | null {
  let s = noStop(clause.trim()).replace(/^(只要这张卡在(场上|怪兽区域)(表侧表示)?存在|这个回合|直到回合结束时)[，,]?/, '');
  // CH-BATTLE-INDESTRUCTIBLE-LP: 「自己基本分比对方多的场合，这张卡以及这张卡所连接区的植物族怪兽不会被战斗破坏」 — while its player's LP are
  // ahead; this card, and the monsters of the filter in its linked zones (`linked`: the engine judges them by the stated zones).
  const lp = /^自己基本分比对方多的场合[，,]/.exec(s);
  const linkedWords = lp ? /^这张卡以及这张卡所连接区的([^，。]*?怪兽)不会被战斗破坏$/.exec(s.slice(lp[0].length)) : null;
  if (lp) s = s.slice(lp[0].length).replace(/^这张卡以及这张卡所连接区的[^，。]*?怪兽不会被战斗破坏$/, '这张卡不会被战斗破坏');
  if (lp && s === '这张卡不会被战斗破坏') return { op: 'indestructible', receiver: 'self', of: 'self', lpAhead: true, ...(linkedWords ? { linked: filterOf(linkedWords[1]!) } : {}) };
  if (lp) return null;
  // 「这张卡不会被和攻击力1900以上的怪兽的战斗破坏」 (CH-BATTLE-INDESTRUCTIBLE-VS): only against a monster battling with that value.
  // (Issue 16: also 「自己场上的「急袭猛禽」怪兽不会被战斗破坏」 — its own monsters of that archetype.)
  // 「怪兽不会被那次战斗破坏」「双方怪兽不会被这次战斗破坏」 (issue 16): neither monster of the battle the effect was activated in —
  // whichever monsters end up in it (a text without 「那只」 follows a change of the attack target: docs/c03/战斗阶段流程.rst:185–187).
  if (/^(双方)?怪兽不会被(那次|这次)战斗破坏$/.test(s)) return { op: 'indestructible', receiver: 'self', of: 'monsters', lasts: 'battle' };
  // 「自己场上存在的怪兽不会被那次战斗破坏」 (守卫竹篱): its controller's monsters only, in that battle.
  if (/^自己场上(存在)?的怪兽不会被(那次|这次)战斗破坏$/.test(s)) return { op: 'indestructible', receiver: 'self', of: 'filter', filter: { side: 'self' }, lasts: 'battle' };
  // CH-BATTLE-INDESTRUCTIBLE: 「（这张卡从墓地特殊召唤，）那只自己怪兽不会被那次战斗破坏」 — its controller's monster of the battle it was activated
  // in, that battle only (the steps before it are no condition).
  if (/(^|[，,])那只自己怪兽不会被(那次|这次)战斗破坏$/.test(s) && !/场合|时[，,]/.test(s)) return { op: 'indestructible', receiver: 'self', of: 'filter', filter: { side: 'self' }, lasts: 'battle' };
  // CH-BATTLE-INDESTRUCTIBLE: 「这张卡不会被那次战斗破坏」 (an effect activated at a battle's damage calculation) — this card, in that battle only.
  if (/^这张卡不会被(那次|这次)战斗破坏$/.test(s)) return { op: 'indestructible', receiver: 'self', of: 'self', lasts: 'battle' };
  // CH-AFTER-CALC-STEP: 「这个回合，选择的怪兽不会被战斗破坏」 (浑身一击, 半伤不破) — the monster its activation targeted, for the turn.
  if (/^(选择的|作为对象的)怪兽不会被战斗破坏$/.test(s)) return { op: 'indestructible', receiver: 'self', of: 'targets' };
  // CH-PROTECT-CONDITION: 「攻击表示的这张卡」「场上攻击表示存在的这张卡」「以表侧攻击表示存在的这张卡」 — this card, under the position the
  // effect's condition holds (./continuous.ts reads it there): the rule is this card's, in force while the condition is.
  // (So is 「连接状态的这张卡」「互相连接状态的这张卡」: the link state its condition holds, ./continuous.ts — read by the engine as every
  // protection's condition is (CH-PROTECT-CONDITION): by the zones written, and with none written assumed met and said.)
  s = s.replace(/^(?:(?:场上)?以?(?:表侧)?(?:攻击|守备)表示(?:存在)?的|(?:额外连接|互相连接|连接)状态的)这张卡/, '这张卡');
  const m = /^(这张卡|装备(这张卡的)?怪兽|自己(场上的?)?(的)?(?:「([^」]+)」)?怪兽)不会被(?:和?攻击力(\d+)(以上|以下)的怪兽的?|和([^，。]*?怪兽)的)?战斗破坏$/.exec(s);
  if (!m) return null;
  const arch = m[5];
  const of: Pick<BattleDamageRule, 'of' | 'filter'> = m[1] === '这张卡' ? { of: 'self' } : m[1]!.startsWith('装备') ? { of: 'equipped' } : { of: 'filter', filter: arch ? { side: 'self', archetype: arch } : { side: 'self' } };
  // CMP-BATTLE-VS-FILTER: 「不会被和暗属性怪兽的战斗破坏」 — only against a monster of that filter (one the reader cannot narrow is left unread).
  const column = m[8] ? columnVs(m[8]) : undefined;
  const foe = m[8] && !column ? foeFilter(m[8]) : undefined;
  if (m[8] && !foe && !column) return null;
  const vs: BattleDamageRule['vs'] = m[6] ? (m[7] === '以上' ? { atkMin: Number(m[6]) } : { atkMax: Number(m[6]) }) : foe ? { filter: foe } : column ? { column } : undefined;
  return { op: 'indestructible', receiver: 'self', ...of, ...(vs ? { vs } : {}) };
}

/** CMP-BATTLE-VS-FILTER: the monster of 「和暗属性怪兽的战斗」 as a filter, or undefined when the words narrow nothing the filter reads. */
function foeFilter(words: string): CardFilter | undefined {
  const f = filterOf(words);
  return Object.keys(f).some((k) => k !== 'kind') ? f : undefined;
}

/**
 * CH-BATTLE-INDESTRUCTIBLE-COLUMN (s57): 「与那自身纵列不同纵列的怪兽」「与那自身纵列相同纵列的怪兽」 — the other monster of the battle stands in
 * another column than the protected monster (or in the same one): no card filter can say this, it is judged on the zones in the battle.
 */
function columnVs(words: string): 'same' | 'other' | undefined {
  const c = /^与(?:那|这张卡)自身(?:的)?纵列(不同|相同)纵列的怪兽$/.exec(words);
  return c ? (c[1] === '相同' ? 'same' : 'other') : undefined;
}

/** CMP-BATTLE-VS-FILTER: 「和暗属性怪兽的战斗破坏，那次战斗…」 — 「那次战斗」 is a battle with such a monster. */
const VS_THEN = /不会被和([^，。]*?怪兽)的战斗破坏[，,]那次战斗/;

/** CMP-BATTLE-PHASE-LEAD: a lead clause that says only whose turn and which phase (「自己战斗阶段中」), as conditions; null for any other. */
function phaseLead(clause: string): Condition[] | null {
  const c = activationCondition(clause.trim());
  return c?.length && c.every((x) => x.is === 'turn' || x.is === 'phase') ? c : null;
}

/** CMP-BATTLE-ZERO-SUMMON-TURN: 「这张卡特殊召唤的回合，(自己场上的…怪兽)不会被破坏，对控制者造成的战斗伤害变成0」. */
const SUMMON_TURN_ZERO = /^这张卡特殊召唤的回合[，,](自己场上的[^，。]*?怪兽)不会被破坏[，,]对控制者造成的战斗伤害变成0$/;

/** 「这张卡和对方怪兽进行战斗」「这张卡进行战斗」「这张卡被攻击」…: the effect's own card is a monster of the battle. */
const CARD_BATTLES = /这张卡(和|与)[^。]*?战斗|这张卡(进行战斗|的战斗|被攻击|被选择作为攻击对象|攻击|向|可以直接攻击)|(和|与)这张卡[^。]*?战斗/;

/** Every battle-damage change of an effect's text (its sentences, or 「，」-joined parts of one), on the effect. */
export function battleDamageOf(e: EffectFacts, text: string): void {
  if (!text.includes('伤害') && !(text.includes('战斗破坏') && /不会被(和?攻击力\d+以[上下]的怪兽的?|和[^，。]*?怪兽的|那次|这次)?战斗破坏/.test(text))) return;
  const out: BattleDamageRule[] = [];
  for (const whole of noNumberColon(text).split('。')) {
    // FD-SUMMON-MEMORY: 「融合召唤的这张卡和对方怪兽的战斗…变成2倍」 — the change holds while this card remembers that summon.
    const summoned = whole.includes('召唤的这张卡') ? summonedSubject(whole.trim()) : null;
    const sentence = summoned ? summoned.rest : whole;
    // CMP-OLD-CONTINUOUS-SPLIT (s49): 「这张卡特殊召唤的回合，…对控制者造成的战斗伤害变成0」 — a change under the turn this card is summoned, a
    // condition the battle words do not hold: left unread (said as such), never read as holding always.
    if (/^这张卡(特殊|通常)?召唤(成功)?的回合[，,]/.test(sentence.trim())) {
      // CMP-BATTLE-ZERO-SUMMON-TURN: 「这张卡特殊召唤的回合，自己场上的名字带有「命运英雄」的怪兽不会被破坏，对控制者造成的战斗伤害变成0」 (命运英雄 恐惧人) —
      // under the effect's own condition (the turn it was summoned, read as `summoned-this-turn`): the battles of those monsters deal their
      // controller no damage, applied only when that turn is known (`conditionKnown`).
      const zero = SUMMON_TURN_ZERO.exec(sentence.trim());
      if (zero && e.condition?.some((c) => c.is === 'self-state' && c.state === 'summoned-this-turn')) {
        const filter = filterOf(zero[1]!);
        const named = /名字带有「([^」]+)」/.exec(zero[1]!);
        if (named) filter.archetype = named[1]!;
        out.push({ op: 'zero', receiver: 'controller', of: 'filter', filter, conditionKnown: true });
        continue;
      }
      if (sentence.includes('战斗伤害')) (e.unknown ??= []).push(`action: ${sentence.trim()}`);
      continue;
    }
    // 「…不会被战斗破坏，…」: which monsters the battle does not destroy — read with every clause before it (a condition there
    // leaves it unread), not the clauses after.
    const clauses = sentence.split('，');
    // CMP-BATTLE-PHASE-LEAD: 「自己战斗阶段中，这张卡不会被战斗破坏，这张卡的战斗发生的对自己的战斗伤害变成0」 (火箭战士①) — a lead of whose turn and
    // which phase is the continuous effect's condition (was dropped: the protection unread, the 0 held in the opponent's turn too).
    const lead = e.kind === 'continuous' && clauses.length > 1 ? phaseLead(clauses[0]!) : null;
    if (lead) clauses.shift();
    const at = clauses.findIndex((c) => c.includes('战斗破坏') && /不会被(和?攻击力\d+以[上下]的怪兽的?|和[^，。]*?怪兽的|那次|这次)?战斗破坏/.test(c));
    const kept = at >= 0 ? readBattleIndestructible(clauses.slice(0, at + 1).join('，')) : null;
    if (kept) out.push(kept);
    // 「…不会被战斗破坏，这张卡的战斗发生的对自己的战斗伤害变成0」: the damage part after a 「，」.
    // (Only a sentence holding 「伤害」 can be cut there: compile time, issue 12.)
    const body = lead ? clauses.join('，') : sentence;
    const parts = sentence.includes('伤害') && sentence.includes('，') && (sentence.includes('战斗') || sentence.includes('受到的')) ? body.split(/，(?=[^，]*战斗(·效果)?伤害|[^，]*受到的(全部)?伤害)/) : [body];
    // CH-AFTER-CALC-STEP: 「选择的怪兽不会被战斗破坏，那次攻击发生的对双方的战斗伤害变成0」 (浑身一击) — 「那次攻击」 is that targeted monster's.
    if (e.targets && parts.length > 1 && /(选择的|作为对象的)怪兽/.test(parts[0]!)) for (let k = 1; k < parts.length; k++) if (typeof parts[k] === 'string') parts[k] = parts[k]!.replace(/^(那次攻击|那次战斗)发生的/, '那只怪兽的战斗发生的');
    const last = parts.at(-1)!.trim();
    // The longest tail that reads: its conditions (「这张卡被攻击的场合，」) belong to the change.
    let r: BattleDamageRule | null = null;
    for (let k = parts.length; k >= 1 && !r; k--) r = readBattleDamage(parts.slice(-k).join('，'));
    // 「这张卡可以直接攻击对方玩家。这个时候，给与对方玩家的战斗伤害变成…」: that direct attack of this card (the
    // sentence before it may be an effect of its own).
    if (r && /^这个时候/.test(sentence.trim())) r = { ...r, of: 'self', sourceOnly: true, when: 'direct' };
    // 「装备怪兽的攻击力上升…，和对方怪兽的战斗给与对方…的战斗伤害变成2倍」: the equipped monster's battles with the opponent's monsters.
    if (last.startsWith('和对方怪兽的战斗') && /^装备(这张卡的)?怪兽/.test(sentence.trim())) {
      const q = readBattleDamage(`装备怪兽${last.replace(/^和对方怪兽的战斗/, '')}`);
      r = q ? { ...q, when: 'vs-monster' } : null;
    }
    // CH-BATTLE-DAMAGE-REPLACED: 「…可以作为代替把…取除，这个效果适用的回合，自己受到的战斗伤害变成一半」 — only with its replacement applied.
    if (r && text.includes('作为代替') && /(^|代替[^。]*?[，,])这个效果适用的回合[，,]/.test(sentence.trim())) r = { ...r, whenReplaced: true };
    // CH-BATTLE-INDESTRUCTIBLE: 「那只自己怪兽不会被那次战斗破坏，那次战斗发生的对自己的战斗伤害变成0」 — 「那次战斗」 is that monster's battle (the
    // battle the effect was activated in), not one of this card.
    if (r && r.of === 'self' && sentence.includes('那只自己怪兽') && /那次战斗发生的/.test(sentence)) r = { ...r, of: 'any', lasts: 'battle' };
    // CMP-BATTLE-DAMAGE-NOT-STEP: 「那次战斗发生的对自己的战斗伤害变成0」 of an effect whose card is not in the battle (a Trap, a Spell, a monster
    // discarded from the hand or a Pendulum Effect: its text never has this card battle) — 「那次战斗」 is the battle the effect was activated
    // in, whichever monsters fight it, not a battle of this card (which never comes: 护卫防壁 left the damage as it was). A continuous
    // effect's 「那次战斗」 (a Pendulum Effect 「自己的灵摆怪兽攻击的场合，…那次战斗…」) is left as it was read.
    if (r && r.of === 'self' && !r.sourceOnly && e.kind !== 'continuous' && /那次战斗/.test(sentence) && !/这张卡/.test(sentence) && !CARD_BATTLES.test(text)) r = { ...r, of: 'any', lasts: 'battle' };
    // CMP-BATTLE-VS-FILTER: 「这张卡不会被和暗属性怪兽的战斗破坏，那次战斗发生的对自己的战斗伤害变成0」 (神圣之灯) — the damage of that battle only,
    // a battle with such a monster (was read as every battle of this card); a monster the filter cannot hold leaves the change unread.
    const vsThen = r ? VS_THEN.exec(sentence) : null;
    if (vsThen) {
      const column = columnVs(vsThen[1]!);
      const foe = column ? undefined : foeFilter(vsThen[1]!);
      // (「那次战斗」 is the battle of the monsters the protection names — 「自己的「机界骑士」怪兽」 — not only this card's.)
      if (column) r = { ...r!, vs: { column }, ...(kept?.of === 'filter' ? { of: 'filter' as const, filter: kept.filter } : {}) };
      else if (foe) r = { ...r!, vs: { filter: foe } };
      else { (e.unknown ??= []).push(`action: ${sentence.trim()}`); r = null; }
    }
    if (r) out.push(r);
    if (lead && (r || kept)) e.condition = [...(e.condition ?? []), ...lead.filter((c) => !(e.condition ?? []).some((d) => JSON.stringify(d) === JSON.stringify(c)))];
    if (r && summoned && !(e.condition ?? []).some((c) => c.is === 'exists' && c.filter.self)) e.condition = [...(e.condition ?? []), summoned.condition];
  }
  if (out.length) e.battleDamage = out;
}

/**
 * 「攻击对象转移为那只怪兽进行伤害计算」「…进行伤害计算」 as what the effect does (not 「伤害计算时」, a moment): the effect
 * performs a damage calculation as it resolves (CH-DAMAGE-CALC-IN-LINK). And 「融合召唤」「同调召唤」… as the verb (not
 * 「当作融合召唤…特殊召唤」 alone): the effect summons by a procedure of the rules.
 */
export function damageStepFactsOf(e: EffectFacts, text: string): void {
  if (text.includes('进行伤害计算') && !/进行伤害计算(时|前|后)/.test(text)) e.damageCalculation = true;
  // (Both readings need 「召唤」; the 当作 cut only a text holding 当作: compile time, issue 12.)
  const byProcedure = (text.includes('召唤') && /(?<!当作)(融合|同调|超量|连接|仪式)召唤(?!的|成功|过|了|为|素材|时)/.test(text.includes('当作') ? text.replace(/当作(融合|同调|超量|连接|仪式)召唤/g, '') : text))
    // 「把融合怪兽卡决定的融合素材怪兽送去墓地，把…当作融合召唤从额外卡组特殊召唤」: an old Fusion Summon (辉石融合).
    || (text.includes('融合素材怪兽送去墓地') && text.includes('当作融合召唤'));
  if (byProcedure && e.does.some((a) => a.do === 'special-summon' || a.do === 'summon')) e.summonsByProcedure = true;
  // 「这张卡的效果变成和那张仪式魔法卡发动时的仪式召唤效果相同」 (紧急仪式术): a Ritual Summon too.
  if (text.includes('仪式召唤效果相同')) e.summonsByProcedure = true;
}
