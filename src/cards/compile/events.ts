/**
 * Condition clauses → the events a trigger (or a 「…时」 card or quick effect) waits for: every event
 * the text lists (「召唤·特殊召唤成功时」 is two), with its subject (this card / a card of a kind /
 * the opponent's), cause (battle, effect, the opponent's effect, cost), where the cards came from,
 * and the phase or step. Also the answer's event words for any effect, curated or compiled.
 *
 * A small staged reading of the event clause:
 *   1. moments — phases and battle steps (「结束阶段」「伤害计算后」) are found first and masked;
 *   2. verbs — each event verb (破坏, 送去墓地, 召唤成功…) reads up to the word that closes it: 「时」,
 *      「的场合」, or the moment it is said of (「…战斗破坏怪兽的战斗阶段结束时」);
 *   3. the moment and the verbs combine: a phase after an event is armed by it (a delayed trigger,
 *      「…送去墓地的回合的结束阶段」); a battle step after a verb is that battle's step (「这张卡和对方怪兽
 *      进行战斗的伤害计算后」: the step is the event, the verb says which battle);
 *   4. subject, cause, by whom and from where are read from the clause of the first event.
 */
import type { ActivationPattern, CardFilter, CardKind, EffectFacts, EventCause, EventType, MaterialUse, PhaseId, Place, Side, SummonHow, TriggerPattern, TriggerWord } from '../facts.js';
import { eventClause, withoutDuration } from './cues.js';
import { filterOf, isSelf, kindsIn } from './words.js';
import { lastCommaPart, maskNames, wordIndex } from './text.js';

/** A phase or a step of the battle: the moment an effect is used at. */
interface Moment {
  /** A word the moment cannot be read without: the clause is scanned only when it holds it. */
  need: string;
  re: RegExp;
  word: TriggerWord;
  phase: PhaseId;
  /** A step of one battle (「和对方怪兽进行战斗的伤害计算后」), not a phase of the turn. */
  battle?: boolean;
}

/** Longest first: 「战斗阶段结束时」 before 「结束阶段」 never overlaps, 「战斗伤害计算时」 before any 伤害 verb. */
const MOMENTS: Moment[] = [
  { need: '战斗阶段', re: /战斗阶段(结束|终了)(时)?/g, word: 'other', phase: 'end-step' },
  // (「战斗阶段开始时自己场上有怪兽2只以上存在，那些怪兽…」: a state at that moment, not the moment.)
  { need: '战斗阶段开始时', re: /战斗阶段开始时(?![^，。]*?存在[，,])/g, word: 'battle-phase-start', phase: 'battle-phase' },
  // (「在伤害步骤开始时是表侧表示的这张卡被…战斗破坏」: a state the card was in at that moment, not the moment.)
  { need: '伤害步骤开始时', re: /伤害步骤开始时(?!是)/g, word: 'battle-start', phase: 'damage-step-start', battle: true },
  { need: '伤害计算前', re: /(战斗)?伤害计算前/g, word: 'before-damage-calculation', phase: 'before-damage-calculation', battle: true },
  { need: '伤害计算后', re: /(战斗)?伤害计算后/g, word: 'after-damage-calculation', phase: 'after-damage-calculation', battle: true },
  { need: '伤害计算时', re: /(战斗)?伤害计算时/g, word: 'damage-calculation', phase: 'damage-calculation', battle: true },
  { need: '伤害步骤', re: /伤害步骤(结束|终了)时/g, word: 'other', phase: 'damage-step-end', battle: true },
  // 「…进行过战斗时」: the battle has been fought — its damage was calculated (rules reference: a moment after damage calculation).
  { need: '进行过战斗', re: /进行过战斗(?=时|的场合)/g, word: 'after-damage-calculation', phase: 'after-damage-calculation', battle: true },
  // Old wording 「这张卡和怪兽战斗时，那只怪兽…除外」: once they have battled, after damage calculation
  // (but see ./index.ts: 「…进行战斗时，不进行伤害计算…」 ends the battle at the start of the damage step).
  { need: '战斗时', re: /(?<=和[^，。]*?)(进行)?战斗时/g, word: 'after-damage-calculation', phase: 'after-damage-calculation', battle: true },
  { need: '准备阶段', re: /准备阶段/g, word: 'standby-phase', phase: 'standby-phase' },
  { need: '结束阶段', re: /结束阶段/g, word: 'end-phase', phase: 'end-phase' },
  // Old wording 「对方的回合结束时」: the End Phase (「直到回合结束时」 is a duration, cut before the events are read;
  // a bare 「回合结束时」 is mostly what a summoned card does later, not an event).
  { need: '回合结束时', re: /(?<=(自己|对方|双方)的?)回合结束时/g, word: 'end-phase', phase: 'end-phase' },
  // 「抽卡阶段时抽到的卡」: a draw in that phase — the draw is the event.
  { need: '抽卡阶段', re: /抽卡阶段(?![^，。]*抽到)/g, word: 'other', phase: 'draw-phase' },
];

/** Each moment's words without the global flag (no `lastIndex` to reset), built once — compile time, issue 12. */
const MOMENTS_ONCE = MOMENTS.map((m) => new RegExp(m.re.source));

/** What masks a moment in the scanned text, so no verb reads across it. */
const MASK = '⊙';

interface EventRule {
  /** The verb phrase; unless `bare`, it reads on to the word that closes the event (TAIL). */
  verb: string;
  bare?: boolean;
  word: TriggerWord | ((m: RegExpExecArray) => TriggerWord[]);
  /** What the engine matches on (facts.ts EventType). */
  event?: EventType | EventType[];
  cause?: EventCause;
  re?: RegExp;
  /** Words the verb cannot match without (one of them): the clause is scanned only when it holds one. */
  needs: string[];
}

/** The end of an event: 「时」「的场合」, or a moment it is said of (「…的结束阶段」). */
// (「同时被破坏时」: 「同时」, at the same time, closes nothing.)
const TAIL = `[^，。${MASK}]*?(?:(?<!同)时|的场合|的?(?=${MASK}))`;

const LEAVE: EventType[] = ['destroyed', 'sent-to-gy', 'banished', 'returned-to-hand', 'returned-to-deck'];
/** The moves a summon's materials make (WIN-USED-AS-MATERIAL): to the GY, banished, back to the Deck. */
const MATERIAL_MOVES: EventType[] = ['sent-to-gy', 'banished', 'returned-to-deck'];

/** WIN-USED-AS-MATERIAL: the kinds of summon a 「…素材」 phrase names, in its words (「融合·同调」 is two; 解放 / 祭品 a Tribute Summon). */
function materialUses(said: string): MaterialUse[] {
  const out: MaterialUse[] = [];
  for (const m of said.matchAll(/融合|同调|超量|连接|仪式|解放|祭品/g)) {
    const use = MATERIAL_USE[m[0]]!;
    if (!out.includes(use)) out.push(use);
  }
  return out;
}

const MATERIAL_USE: Record<string, MaterialUse> = { 融合: 'fusion', 同调: 'synchro', 超量: 'xyz', 连接: 'link', 仪式: 'ritual', 解放: 'tribute', 祭品: 'tribute' };

/** Summon words of a 「召唤·特殊召唤成功」 list. */
function summonWords(m: RegExpExecArray): TriggerWord[] {
  const out: TriggerWord[] = [];
  for (const w of m[1]!.split(/[·、]|或者/)) {
    // 「召唤·反转时」: summoned, or flipped face-up (by any means) — two events.
    const word: TriggerWord = w.includes('反转召唤') ? 'flip-summoned' : /^反转$/.test(w) ? 'flipped' : /特殊召唤|同调|超量|融合|仪式|连接|灵摆/.test(w) ? 'special-summoned' : 'summoned';
    if (!out.includes(word)) out.push(word);
  }
  return out;
}

const SUMMON = '(?:通常|上级|祭品|反转|特殊|同调|超量|融合|仪式|连接|灵摆)?召唤';
const SUMMONS = `(${SUMMON}(?:[·、]|或者)?(?:(?:${SUMMON}|反转(?!召唤))(?:[·、]|或者)?)*)`;

/**
 * 「送去墓地」 and its variants: 「送去自己墓地」「送去对方的墓地」「送去持有者墓地」, old 「送入墓地」「送往墓地」「弃进墓地」.
 * Whose GY it is is a condition of the event, not another event.
 */
const TO_GY = '(?:送(?:去|入|往|到)|弃进|丢进)(?:自己|对方|持有者|那个持有者)?的?墓地';
const TO_GY_RE = new RegExp(TO_GY);
/** WIN-BATTLE-TO-GY's words (built once). */
const BATTLE_TO_GY = new RegExp(`(被)?[^，。]{0,8}?战斗破坏[^，。]{0,8}?${TO_GY}`);

/** Event verbs in the order they are tried; a span matched once is not read again. */
const RULES: EventRule[] = [
  // (「对方让这张卡的发动无效，被送去墓地的场合」: a negated Spell/Trap goes to the GY — the negation is the event.)
  { needs: ['无效'], verb: '发动(被)?无效(的场合|时|[，,]被?送去墓地(的场合|时))', bare: true, word: 'activation-negated', event: 'activation-negated' },
  { needs: ['发动'], verb: '发动(时|的场合|之际|了的场合)', bare: true, word: 'activated', event: 'activated' },
  // 「这张卡为攻击对象的对方怪兽的攻击宣言时」: the attack target only says which attack; the declaration is the event.
  { needs: ['攻击宣言'], verb: '攻击对象的[^，。]*?攻击宣言(时|的场合)', bare: true, word: 'attack-declared', event: 'attack-declared' },
  // CMP-ATTACK-NEGATED-EVENT: 「怪兽的攻击无效时」「对方怪兽的攻击被无效的场合」 — an attack negated is the event (not the attack itself).
  { needs: ['攻击'], verb: '攻击(被)?无效(时|的场合)', bare: true, word: 'attack-negated', event: 'attack-negated' },
  { needs: ['攻击'], verb: '(被选择作为攻击对象|成为攻击对象|被攻击|攻击对象)', word: 'attacked', event: 'attack-declared' },
  { needs: ['对象'], verb: '成为[^，。]*?对象(时|的场合)', bare: true, word: 'targeted', event: 'targeted' },
  // Old wording: 「当对方发动持有「破坏场上怪兽」效果的卡时」 — an activation, whatever it would do.
  { needs: ['发动'], verb: '发动[^，。]*?(卡|效果|魔法|陷阱)(时|的场合)', bare: true, word: 'activated', event: 'activated' },
  // 「这张卡为素材作连接召唤的场合」「这张卡和兽族调整为素材的同调召唤成功时」「把这张卡解放对…的上级召唤成功时」:
  // this card used as material (or tributed) for a summon — the summon is the other card's, not this one's.
  // (Old wording: 「这张卡为祭品的祭品召唤成功时」「当以这张卡作为祭品进行祭牲召唤时」 — tributed for that summon, not summoned.)
  { needs: ['这张卡'], verb: '(这张卡(和[^，。]*?)?为(同调|超量|融合|连接|仪式)?素材|(把|用|以)?这张卡(解放|作为祭品|做祭品|为祭品))[^，。]*?召唤[^，。]{0,8}?(成功)?(时|的场合)', bare: true, word: 'used-as-material', event: 'sent-to-gy' },
  { needs: ['之际'], verb: `${SUMMONS}之际`, bare: true, word: 'summoning' },
  // 「这张卡召唤或者用「刚鬼」卡的效果特殊召唤成功的场合」 (刚鬼 熊抱熊精): a Normal Summon, or a Special Summon the card named made (held to it by
  // WIN-SUMMONED-BY-CARD, ./summoned-by-card.ts) — two events. Before, the name between them cut the list: only the Special Summon was read.
  { needs: ['召唤或者'], verb: '(?<![级品殊调量合式接摆转])召唤或者(?:用|通过|被)(?:名字带有)?「[^」]+」(?:的?卡|的?怪兽)?的效果(?:从[^，。的]{1,8})?(?:表侧(?:攻击|守备)?表示)?特殊召唤(?:成功)?(?:时|的场合)', bare: true, word: () => ['summoned', 'special-summoned'] },
  // 「召唤成功的回合的结束阶段」: the summon arms the phase.
  // (Old wording: 「对方从手卡特殊召唤怪兽时」「这张卡片召唤上场时」「召唤·反转召唤的时候」.)
  { needs: ['召唤'], verb: `${SUMMONS}(怪兽|上场)?(成功)?(时|的场合|的时候|的?(回合的?)?(?=${MASK}))`, bare: true, word: summonWords },
  { needs: ['反转'], verb: '反转(时|的场合|的?(?=⊙))', bare: true, word: 'flipped', event: 'flipped' },
  // 「被战斗破坏以外的方法送去墓地」: any move to the GY but by battle.
  { needs: ['战斗破坏以外'], verb: `战斗破坏以外[^，。]*?${TO_GY}`, word: 'sent-to-gy', event: 'sent-to-gy' },
  // 「这张卡用战斗或者这张卡的效果破坏怪兽的场合」: this card destroying — two events, by battle and by the
  // effect (or its move to the GY). (「被战斗或者效果破坏」, being destroyed either way, is one: the destruction.)
  {
    needs: ['用战斗或者'],
    verb: `用战斗或者[^，。]*?效果(把[^，。]*?)?破坏`,
    word: (m) => ['destroyed-by-battle', TO_GY_RE.test(m[0]) ? 'sent-to-gy' : 'destroyed'],
    event: 'destroyed',
  },
  // 「这张卡的攻击破坏对方怪兽时」「装备怪兽的攻击破坏…送去墓地时」: destroyed by battle.
  { needs: ['攻击破坏'], verb: '攻击破坏', word: 'destroyed-by-battle', event: 'destroyed', cause: 'battle' },
  { needs: ['战斗'], verb: `(被战斗破坏|被[^，。]{0,8}战斗破坏|战斗破坏${TO_GY}|(因|因为|被)战斗${TO_GY}|因战斗被破坏)`, word: 'destroyed-by-battle', event: 'destroyed', cause: 'battle' },
  { needs: ['战斗破坏'], verb: '战斗破坏', word: 'destroyed-by-battle', event: 'destroyed', cause: 'battle' },
  // 「作为同调素材送去墓地」「成为融合召唤的素材」「被同调怪兽的同调召唤使用」: used as material.
  // (「持有…作为超量素材的这张卡」「成为超量素材的这张卡」 say what this card holds or is: a state, no event.)
  { needs: ['素材', '召唤使用'], verb: '((?<!持有[^，。]{0,16})(作为|成为)[^，。]*?素材(?!的[^，。]{0,8}这张卡)|(同调|超量|融合|连接|仪式)召唤使用)', word: 'used-as-material', event: 'sent-to-gy' },
  // 「被效果破坏送去墓地时」: the move to the GY is the event, the destruction its reason (YGOPro listens to the move).
  { needs: ['破坏'], verb: `破坏[^，。]{0,6}(?:送去[^，。]{0,4}墓地|${TO_GY})`, word: 'sent-to-gy', event: 'destroyed' },
  { needs: ['破坏'], verb: '破坏', word: 'destroyed', event: 'destroyed' },
  // (Old wording 「每当1张装备魔法卡离场时」: 离场, left the field.)
  { needs: ['离'], verb: '(离开场上|从场上离开|离开|离场)', word: 'left-field', event: LEAVE },
  { needs: ['墓地'], verb: TO_GY, word: 'sent-to-gy', event: 'sent-to-gy' },
  { needs: ['除外'], verb: '除外', word: 'banished', event: 'banished' },
  // 「…加入自己手卡时」: whose hand it is says nothing of the event.
  { needs: ['加入'], verb: '加入(?:自己|对方|持有者)?的?手卡', word: 'added-to-hand', event: 'added-to-hand' },
  // 「场上的怪兽回到手卡·卡组时」「…回到自己的手卡·卡组时」: two moves listed, two events.
  { needs: ['回到'], verb: '回到[^，。]{0,4}手卡(?:·|、|或者)(?:额外)?卡组', word: () => ['returned-to-hand', 'returned-to-deck'], event: ['returned-to-hand', 'returned-to-deck'] },
  { needs: ['回到'], verb: '回到[^，。]{0,4}手卡', word: 'returned-to-hand', event: 'returned-to-hand' },
  { needs: ['回到', '加入'], verb: '(回到[^，。]{0,4}(额外)?卡组|加入[^，。]{0,4}额外卡组)', word: 'returned-to-deck', event: 'returned-to-deck' },
  // 「从手卡丢弃去墓地时」: the move to the GY is the event (YGOPro listens to it), the discard its reason.
  { needs: ['丢弃'], verb: '丢弃(去|送去)墓地', word: 'sent-to-gy', event: 'discarded' },
  { needs: ['丢弃'], verb: '丢弃', word: 'discarded', event: 'discarded' },
  // 「对方通常抽卡的场合」: the normal draw made is the event (「代替通常抽卡」「通常抽卡外」 are no event).
  { needs: ['通常抽卡'], verb: '通常抽卡(时|的场合)', bare: true, word: 'drawn', event: 'drawn' },
  { needs: ['抽'], verb: '(抽到|(?<!通常)抽卡)', word: 'drawn', event: 'drawn' },
  // Old wording 「这张卡直接攻击成功时」「对对方进行直接攻击成功的场合」: a direct attack that dealt its damage — battle damage.
  { needs: ['直接攻击'], verb: '直接攻击[^，。]{0,6}?成功', word: 'battle-damage', event: 'damage', cause: 'battle' },
  // (「这张卡没有攻击宣言的战斗阶段」: no declaration made is no event.)
  { needs: ['攻击宣言'], verb: '(?<!没有|不能|未)攻击宣言', bare: true, word: 'attack-declared', event: 'attack-declared' },
  // 「每次对对方造成战斗伤害以外的伤害时」: damage that is not battle damage.
  { needs: ['战斗伤害以外的伤害'], verb: '战斗伤害以外的伤害', word: 'damage', event: 'damage', cause: 'effect' },
  { needs: ['战斗伤害'], verb: '战斗伤害', word: 'battle-damage', event: 'damage', cause: 'battle' },
  // Old wording 「这张卡造成对方玩家基本分伤害的时候」「这张卡对对方玩家直接攻击造成伤害的场合」: a monster itself dealing damage — by battle.
  { needs: ['伤害'], verb: '(?<=这张卡[^，。效]{0,12}(造成|给与)[^，。效]{0,10})伤害', word: 'battle-damage', event: 'damage', cause: 'battle' },
  // (Not 「伤害步骤」「伤害计算」: moments, no damage dealt.)
  { needs: ['伤害'], verb: '伤害(?!步骤|计算)', word: 'damage', event: 'damage' },
  // 「…效果处理后」: after it resolved (「效果处理时」 is while it resolves: no event of its own).
  { needs: ['处理'], verb: '(连锁|效果)[^，。]*?处理(后|完毕|结束)(时|的场合)?', bare: true, word: 'chain-resolved' },
  // 「这张卡被效果解放的场合」「怪兽被解放时」: tributed (解放) — whether it went to the GY or was banished on the way (WIN-TRIBUTED).
  // (「不能解放」「不会被效果解放」 say what cannot happen: no event.)
  { needs: ['解放'], verb: '(?<!不能|不会被|不会被效果|不能用效果)解放(?!使用|的[^，。]*?召唤)', word: 'tributed', event: ['sent-to-gy', 'banished'] },
  // Added (issue 16, CMP-EQUIPPED-EVENT): 「这张卡有装备卡被装备的场合」 — an equip card equipped to the subject (the engine's `equipped`
  // event names the equip card and the monster it is equipped to).
  { needs: ['装备'], verb: '(有装备卡被装备|被装备上?装备卡|装备卡被装备|(?<=这张卡)把装备(魔法)?卡装备)', word: 'equipped', event: 'equipped' },
  // 「场上的怪兽的表示形式变更的场合」: a change between attack and defence position (WIN-POSITION-CHANGED).
  { needs: ['表示形式'], verb: '表示形式(?:变更|改变|变化)', word: 'position-changed', event: 'position-changed' },
  // Added (issue 16, CMP-LP-GAINED-EVENT): 「自己基本分回复的场合」「对方回复基本分时」 — a player gained LP.
  { needs: ['回复'], verb: '(基本分回复|回复基本分|回复了?基本分)', word: 'other', event: 'lp-gained' },
  // CMP-LP-PAID-EVENT (s54): 「自己把基本分支付的场合」 (长世国王恶魔①) — a player paid LP (a cost or an effect's payment).
  { needs: ['支付'], verb: '(把基本分支付|支付了?基本分|基本分支付)', word: 'other', event: 'lp-paid' },
  // Added (issue 16, CMP-SET-EVENT): 「自己场上有魔法·陷阱卡被盖放时」「…盖放的场合」 — a Set (not a card put face-down otherwise).
  { needs: ['盖放'], verb: '(?<!不能|不会)(被)?盖放(?=时|的场合)', word: 'other', event: 'set' },
  { needs: ['解放', '控制权', '表示形式', '装备', '回复', '放置', '战斗', '攻击', '盖放', '成为'], verb: '(解放|控制权|表示形式|装备|回复|放置|进行战斗|战斗|攻击|盖放|成为)', word: 'other' },
];
for (const r of RULES) r.re = new RegExp(r.bare ? r.verb : `${r.verb}${TAIL}`, 'g');

export interface CompiledEvents {
  /** The engine's pattern; null when no event was read. */
  trigger: TriggerPattern | null;
  /** The condition words read as the event, for the unknown report. */
  eventText: string;
}

/**
 * CMP-DAMAGE-TAKER: 「…让自己受到1000以上的（战斗）」 just before 「伤害」 — who took it, and the bound on the amount written (「以上」 the
 * least, 「以下」 the most: DAMAGE_BOUND).
 */
const DAMAGE_TAKER = /让(自己|对方)受到(?:(\d+)(以上|以下)的)?(?:战斗|效果)?$/;
/**
 * CMP-DAMAGE-TAKER (s56): 「自己·对方的战斗阶段自己因战斗·效果受到伤害的场合」 (疾行机人 OMK口香糖) — with no 「让」, the player just before 「（因…）受到」
 * took it; a player word joined to another (「自己·对方」, either player's phase) is not the taker. Read as a card's subject, the phase
 * words before it made it either player's.
 */
const DAMAGE_TAKER_BARE = /(?<!或者|[·・或和与])(自己|对方)(?:因为?[^，。让]{1,8}?)?受到(?:(\d+)(以上|以下)的)?(?:战斗|效果)?$/;
/**
 * CMP-DAMAGE-CAUSE (s56): 「自己场上的怪兽直接攻击给与对方1500以下的伤害时」 (狂战士之魂) — the words before 「（直接攻击）给与」 are the monster that
 * dealt it (「这张卡的攻击」: this card), whose side is its controller's; the player after 「给与」 took it. Read whole, the 「对方」 after 「给与」
 * made it either player's monster (or, with no side word, the taker's side: 「装备怪兽给与对方」 read as the opponent's monster).
 */
const DAMAGE_DEALER = /^(.+?)(?:直接攻击)?(?:给与|造成)(?:对方|对手)/;
/** CH-DAMAGE-AT-LEAST (s57): the amount after 「给与对方」 — 「给与对方1500以下的伤害时」 (狂战士之魂): the damage is at most 1500. */
const DEALT_BOUND = /(?:给与|造成)(?:对方|对手)(\d+)(以上|以下)的(?:战斗|效果)?$/;

/**
 * CH-DAMAGE-AT-LEAST (s57): a bound written on the damage's amount — 「1000以上的伤害」 the least (`damageAtLeast`), 「1500以下的伤害」 the most
 * (`damageAtMost`): the same fact, from either end. Before, 「以下」 was not read, so 狂战士之魂 was met by a 3000 damage.
 */
function damageBound(p: TriggerPattern, amount: string | undefined, way: string | undefined): void {
  if (!amount) return;
  if (way === '以下') p.damageAtMost = Number(amount);
  else p.damageAtLeast = Number(amount);
}

/** CMP-DAMAGE-CAUSE: the words before 「让」 of 「…让自己／对方受到」 — what dealt the damage — without the effect's number and 「每次」. */
function dealerWords(part: string, at: number): string {
  return part.slice(0, at).replace(/^(?:此外，)?(?:[①-⑩]：)?(?:每次|当)?/, '');
}

/** One way of dealing the damage, as the text lists it (「这张卡的战斗」「对方的卡的效果」); null: words not read. */
interface Dealer { cause: 'battle' | 'effect'; side?: Side; selfBattle?: true; direct?: true; of?: CardFilter }

/** 「「X」怪兽的效果」: the archetype (and kind) of the card whose effect dealt it. */
const ARCHETYPE_EFFECT = /^(「[^」]+」(?:怪兽|卡))的效果$/;

function dealerOf(words: string): Dealer | null {
  // (Battle: 「战斗」「那次战斗」「这次战斗」; 「对方怪兽的攻击」 is the opponent's monster's battle — the taker's opponent deals battle damage.)
  if (/^(?:那次|这次)?战斗$/.test(words)) return { cause: 'battle' };
  if (/^这张卡的(?:战斗|攻击)$/.test(words)) return { cause: 'battle', selfBattle: true };
  if (words === '对方怪兽的攻击') return { cause: 'battle', side: 'opponent' };
  // 「对方怪兽的直接攻击」 (痛恨的诉苦, 机关傀儡-暗影触摸者): the same battle, of an attack declared on no monster (`direct`).
  if (words === '对方怪兽的直接攻击') return { cause: 'battle', side: 'opponent', direct: true };
  // Effect: 「（卡的）效果」 anyone's; 「对方的（卡的）效果」「对方控制的卡（的）效果」 the opponent's; 「自己的（卡的）效果」 one's own.
  if (/^(?:卡的)?效果$/.test(words)) return { cause: 'effect' };
  const whose = /^(对方|自己)(?:的|控制的)(?:卡的?)?效果$/.exec(words);
  if (whose) return { cause: 'effect', side: whose[1] === '对方' ? 'opponent' : 'self' };
  const arch = ARCHETYPE_EFFECT.exec(words);
  if (arch) return { cause: 'effect', of: filterOf(arch[1]!) };
  return null;
}

/**
 * CMP-DAMAGE-CAUSE: 「这张卡的战斗或者对方的卡的效果让自己受到伤害时」 — the words before 「让」 say what dealt the damage: battle or an effect,
 * whose effect (`causedBy`, judged with the opponent of the taker for battle too — battle damage is always dealt by the other player),
 * this card's battle, an archetype's monster's effect. Alternatives 「或者」「·」 each read; any part not read keeps the words whole
 * (`damageCauseWords`), said as not checked — never a broader reading said as a ruling. No words (「让自己受到战斗伤害」): nothing to read.
 */
function dealtAs(p: TriggerPattern, words: string): void {
  if (!words) return;
  const parts = words.split(/或者|·/);
  const dealers = parts.map(dealerOf);
  if (dealers.some((d) => d === null)) {
    p.damageCauseWords = words;
    return;
  }
  const read = dealers as Dealer[];
  const causes = [...new Set([...(p.cause === undefined ? [] : Array.isArray(p.cause) ? p.cause : [p.cause]), ...read.map((d) => d.cause)])];
  // 「…让自己受到战斗伤害」 already says battle: an effect listed beside it is not one of its ways (none such in the texts read).
  p.cause = causes.length === 1 ? causes[0]! : causes;
  // A side said of the effect only (「战斗或者对方的效果」): battle damage to the taker is the other player's all the same, so the side stands.
  const effectSides = read.filter((d) => d.cause === 'effect').map((d) => d.side);
  const sides = [...new Set(read.map((d) => (d.cause === 'battle' ? d.side ?? (effectSides.length ? effectSides[0] : undefined) : d.side)))];
  if (sides.length === 1 && sides[0] !== undefined) p.causedBy = sides[0];
  else delete p.causedBy;
  if (read.some((d) => d.selfBattle)) p.damageBattleOfSelf = true;
  if (read.some((d) => d.direct)) p.direct = true;
  const of = read.find((d) => d.of)?.of;
  if (of) p.damageByEffectOf = of;
}

/** 「因对方的效果」「被对方的卡的效果或者对方怪兽的攻击」: who caused the event, in the subject's words. */
const CAUSE_WORDS = /(?:因为?|被)(?:对方|自己)(?:所?控制)?的?(?:卡|怪兽)?的?(?:效果|攻击)?(?:(?:或者?|·)(?:对方|自己)?的?(?:卡|怪兽)?的?(?:效果|攻击))?/;

/**
 * The subject without the cause that follows it: 「自己场上的「闪刀姬」连接怪兽因对方的效果从场上离开」 is my
 * monster (the 「对方」 is whose effect), 「「究极宝玉神」怪兽因对方的效果从自己场上离开」 mine too. A cause that
 * opens the clause (「因对方控制的卡受到伤害时」) has no subject before it and is left as it was read.
 */
function withoutCause(phrase: string): string {
  const m = CAUSE_WORDS.exec(phrase);
  return m && m.index > 0 ? phrase.slice(0, m.index) + phrase.slice(m.index + m[0].length) : phrase;
}

/** The subject of an event: the words before its verb in the same clause. */
function subjectOf(before: string): CardFilter {
  // (Old wording opens with 「当」: 「当以这张卡作为祭品进行祭牲召唤时」.)
  const last = lastCommaPart(before);
  const phrase = withoutCause(last.startsWith('当') ? last.slice(1) : last);
  // 「这张卡从手卡特殊召唤。这个效果特殊召唤成功时，…」: what that effect summoned is this card.
  if (phrase.includes('这个效果') && /^(此外，)?这个效果$/.test(phrase.trim())) return { self: true };
  // CMP-EQUIPPED-TO-SELF-SUBJECT: 「给这张卡装备的卡被送去自己墓地的场合」 (甲虫装机 蜈蚣②) — a card equipped to this card, not this card
  // (read as 「这张卡」, the equip card sent to the GY offered nothing).
  if (phrase.includes('装备的') && /^(?:给这张卡装备的(?:装备)?卡|这张卡装备的装备卡)被?$/.test(phrase.trim())) return { equippedToSelf: true };
  if (isSelf(phrase) || /^(被|这张卡)?$/.test(phrase.trim())) {
    if (((phrase.includes('这张卡以外') || phrase.includes('这张卡之外'))) || (!isSelf(phrase) && phrase.trim() !== '' && phrase.trim() !== '被')) return filterOf(phrase);
    // (CMP-RETURN-DECK-FROM-DECK review) 「表侧表示的这张卡从场上…」「场上表侧表示存在的这张卡…」 — it must have been face-up where it was.
    if (isSelf(phrase) || phrase.trim() === '' || phrase.trim() === '被') return /表侧表示(存在)?的这张卡/.test(phrase) ? { self: true, faceUp: true } : { self: true };
  }
  const either = eitherSubject(phrase);
  if (either) return either;
  const f = filterOf(phrase.replace(/^(自己|对方)(的)?(主要阶段|战斗阶段|回合)/, ''));
  const subtypes = monsterTypesIn(phrase);
  if (subtypes.length && !f.subtypes) f.subtypes = subtypes;
  return Object.keys(f).length ? f : { self: false };
}

/**
 * Added (issue 16, FD-SUBJECT-EITHER): 「「幻影骑士团」卡或者「幻影」魔法·陷阱卡」 — two named kinds of card joined by
 * 「或者」, each with its own archetype: the event's card is one or the other (read as one filter, the first archetype
 * would be asked of the second kind's cards too). Only when both sides name an archetype.
 */
function eitherSubject(phrase: string): CardFilter | null {
  const m = /^(.*?)(「[^」]+」[^「」或]*?)或者?(「[^」]+」[^「」或]*)$/.exec(phrase.trim());
  if (!m) return null;
  const [, lead, a, b] = m as unknown as [string, string, string, string];
  const fa = filterOf(a);
  const fb = filterOf(b);
  if (!fa.archetype || !fb.archetype) return null;
  const common = lead ? filterOf(lead) : {};
  return { ...common, anyOf: [fa, fb] };
}

const MONSTER_TYPE: Record<string, string> = { 融合: 'fusion', 同调: 'synchro', 超量: 'xyz', 连接: 'link', 仪式: 'ritual', 灵摆: 'pendulum', 通常: 'normal', 效果: 'effect' };

/**
 * Added (issue 16, "leaves the field / destroyed" conditions judged on the card's state): the monster
 * card types an event's subject names — 「自己场上的灵摆怪兽被破坏」 (pendulum), 「表侧表示存在的调整从场上
 * 离开」 (tuner), 「融合·同调怪兽」 (either) — so a Tuner, a Pendulum Monster… is what must have been
 * destroyed or have left, read where it was (WIN-SUBJECT-WHERE-IT-WAS: face-down it is none). Not
 * 「调整以外」 (a non-Tuner) nor 「融合怪兽卡决定的融合素材」 (the materials).
 */
function monsterTypesIn(phrase: string): string[] {
  const out: string[] = [];
  if (/调整(?!以外|之外)/.test(phrase)) out.push('tuner');
  const m = /((?:融合|同调|超量|连接|仪式|灵摆|通常|效果)(?:[·・、](?:融合|同调|超量|连接|仪式|灵摆|通常|效果))*)怪兽(?!以外|之外|卡决定)/.exec(phrase);
  if (m) for (const w of m[1]!.split(/[·・、]/)) out.push(MONSTER_TYPE[w]!);
  return out;
}

/**
 * CMP-SELF-ZONE-WAS (card text: 魔界剧团-莽撞新人 ②③): 「怪兽区域的这张卡被…破坏的场合」 wants the card destroyed in a Monster
 * Zone, 「这张卡在灵摆区域被破坏的场合」 in a Pendulum Zone (a Spell & Trap Zone, where a Pendulum card stands as one) — a Pendulum
 * Monster can be destroyed in either, and each trigger names one. Before, both were offered wherever it was destroyed.
 */
function zoneOfSelf(clause: string): Place | undefined {
  if (/(?:额外)?怪兽区域(?:存在)?的(?:表侧表示的)?这张卡/.test(clause)) return 'monster';
  if (/这张卡在灵摆区域(?:被|从|送去)|灵摆区域(?:存在)?的(?:表侧表示的)?这张卡/.test(clause)) return 'spell';
  return undefined;
}

/** 「…的状态」 closed with a comma before what follows it (as `s.replace(/的状态(?=[^，。])/g, '的状态，')`). */
const withStateComma = (s: string): string => (s.includes('的状态') ? s.replace(/的状态(?=[^，。])/g, '的状态，') : s);

/**
 * CMP-EVENT-LEVEL-AFTER: 「怪兽召唤·反转召唤时，那只怪兽是4星以下的场合」 (机壳的再星) — the level said after the event is the monster's of
 * the event: read as 「4星以下的怪兽召唤·反转召唤时」 (the clause was taken for a state of the board and dropped, so any monster met it).
 */
function levelAfterEvent(conditions: string[]): string[] {
  for (let i = 0; i + 1 < conditions.length; i++) {
    const m = /^那只?怪兽是(\d+)星以(上|下)的场合/.exec(conditions[i + 1]!);
    if (!m || !/怪兽[^，。]*?(时|的场合)$/.test(conditions[i]!)) continue;
    const out = [...conditions];
    out[i] = conditions[i]!.replace('怪兽', `${m[1]}星以${m[2]}的怪兽`);
    out[i + 1] = conditions[i + 1]!.slice(m[0].length);
    return out;
  }
  return conditions;
}

/** The event clause of an effect's conditions: without states (「…存在的场合」) and durations. */
export function eventTextOf(conditions: string[]): string {
  return conditions
    // 「这张卡没有超量素材的状态被选择作为攻击对象的场合」: the state ends at 「的状态」; the event follows it.
    .map((c) => eventClause(withStateComma(withoutDuration(c))))
    .filter((c) => c.trim())
    .join('，');
}

interface Span {
  at: number;
  end: number;
  words: TriggerWord[];
  events: EventType[];
  cause?: EventCause;
  /** A moment (phase or battle step), not a verb. */
  moment?: Moment;
  /** The words read (verbs only). */
  said?: string;
}

const wordsOf = (rule: EventRule, m: RegExpExecArray): TriggerWord[] => (typeof rule.word === 'function' ? rule.word(m) : [rule.word]);

/** Stage 1: the moments of the clause, and the clause with them masked. */
function readMoments(scan: string): { spans: Span[]; masked: string } {
  const spans: Span[] = [];
  let masked = scan;
  for (const moment of MOMENTS) {
    if (!masked.includes(moment.need)) continue;
    moment.re.lastIndex = 0;
    for (let m = moment.re.exec(masked); m; m = moment.re.exec(masked)) {
      spans.push({ at: m.index, end: m.index + m[0].length, words: [moment.word], events: ['phase-start'], moment });
      masked = masked.slice(0, m.index) + MASK.repeat(m[0].length) + masked.slice(m.index + m[0].length);
    }
  }
  return { spans, masked };
}

/** Which rules of RULES a clause may hold (one of the words each needs), read in one pass over the clause. */
const ruleWords = wordIndex(RULES.map((r) => r.needs));

/** Stage 2: the event verbs, each read up to the word that closes it; a span read once is not read again. */
function readVerbs(masked: string): Span[] {
  const spans: Span[] = [];
  const may = ruleWords(masked);
  for (let k = 0; k < RULES.length; k++) {
    if (!may[k]) continue;
    const rule = RULES[k]!;
    const re = rule.re!;
    re.lastIndex = 0;
    for (let m = re.exec(masked); m; m = re.exec(masked)) {
      const at = m.index;
      const end = at + m[0].length;
      if (end === at) {
        re.lastIndex++;
        continue;
      }
      let cut = end;
      if (spans.some((s) => at < s.end && end > s.at)) {
        // CMP-TRIBUTED-OR-BANISHED (s60): 「被解放或者除外的场合」 — two verbs listed before one 「的场合」: the later verb, read first by an
        // earlier rule, closed the event; this verb's match ran on into it. It ends where that one begins, after the word that lists them.
        cut = listedBefore(rule, masked, at, end, spans);
        if (cut < 0) continue;
      }
      const words = wordsOf(rule, m);
      // 「自己要把…连接召唤的场合，可以…」: a summon about to be made (a permission for it), not one made.
      const clauseHead = masked.slice(Math.max(masked.lastIndexOf('，', at), masked.lastIndexOf(',', at)) + 1, at);
      if (clauseHead.includes('要把') && /要把[^，。]*$/.test(clauseHead) && words.some((w) => w === 'summoned' || w === 'special-summoned')) continue;
      const events: EventType[] = rule.event
        ? Array.isArray(rule.event)
          ? rule.event
          : [rule.event]
        : words.flatMap((w): EventType[] => (w === 'summoned' || w === 'special-summoned' || w === 'flip-summoned' || w === 'flipped' ? [w] : []));
      // WIN-USED-AS-MATERIAL (s60): 「这张卡为素材的融合召唤成功的场合」「成为同调素材的场合」 name no place the material went: banished or
      // returned to the Deck as material (奇迹同调融合, a Fusion from the GY) meets them too — not 「作为…素材送去墓地」, which names the GY.
      if (words.includes('used-as-material') && !TO_GY_RE.test(m[0]) && !m[0].includes('解放') && !m[0].includes('祭品')) {
        spans.push({ at, end: cut, words, events: MATERIAL_MOVES, said: masked.slice(at, cut), ...(rule.cause ? { cause: rule.cause } : {}) });
        continue;
      }
      spans.push({ at, end: cut, words, events, said: masked.slice(at, cut), ...(rule.cause ? { cause: rule.cause } : {}) });
    }
  }
  return spans;
}

/**
 * CMP-TRIBUTED-OR-BANISHED: where a verb's match that runs into a span read before ends — that span's start — when all that lies
 * between is the verb and a word that lists verbs (「或者」「或」「·」「、」, with 「被」 after it); else -1. (Tried only on an overlap.)
 */
function listedBefore(rule: EventRule, masked: string, at: number, end: number, spans: readonly Span[]): number {
  if (rule.bare) return -1;
  const hit = spans.filter((s) => at < s.end && end > s.at);
  if (hit.some((s) => s.at <= at)) return -1;
  const cut = Math.min(...hit.map((s) => s.at));
  return new RegExp(`^(?:${rule.verb})(?:或者|或|·|、)被?$`).test(masked.slice(at, cut)) ? cut : -1;
}

/**
 * Old wording names the moment after the event's comma, opening what is done (「这张卡从游戏中除外的场合，
 * 那个回合的结束阶段时这张卡…特殊召唤」「…特殊召唤成功的场合，这张卡进行战斗的战斗阶段结束时可以…」): that
 * moment belongs to the event clause. (「这个回合的结束阶段前…」 is how long a change lasts, no moment.)
 */
const OPENING_MOMENT = /^(((那个|这个|下个|下一个)回合的?|下次的?|那次的?|(自己|对方|双方)(回合)?的?)*(结束阶段|准备阶段|战斗阶段结束)时?(?!前)|(那次的?)?(战斗)?伤害计算(后|前|时)(?![^，。]*为止)|这张卡进行(过)?战斗的战斗阶段结束时)/;
/**
 * 「这张卡在结束阶段时特殊召唤」「可以使破坏的1只怪兽在那个回合的结束阶段时从墓地特殊召唤」: the moment inside the opening
 * step (not a duration: 「只在…」「直到…」「在结束阶段前」).
 */
const OPENING_AT_MOMENT = /^[^，。]*?(?<!只|直到[^，。]*)在((?:(?:那个|这个|下个|下一个)回合的?|下次的?|(?:自己|对方|双方)(?:回合)?的?)*(?:结束阶段|准备阶段)时?)(?!前|[^，。]*为止)/;

const momentNamed = (s: string): boolean => s.includes('阶段') || s.includes('伤害计算');

/** A later moment named inside what is done, when it is summoned (not 「直到…时」, a duration). */
const LATER_MOMENT = /(?<!直到[^，。]{0,8}|控制权)在((?:那个回合的?|下(?:1)?次的?(?:自己的?|对方的?)?|下个回合的?|那次的?)(?:结束阶段|准备阶段|战斗阶段结束)时?)(?=[^，。]*?特殊召唤)/;

/** The parts of the Damage Step: a trigger there names a battle's monsters, not whose turn (CH-PHASE-TRIGGER-TURN). */
const DAMAGE_STEP_PARTS: ReadonlySet<string> = new Set(['damage-step', 'damage-step-start', 'before-damage-calculation', 'damage-calculation', 'after-damage-calculation', 'damage-step-end']);

const asArrayOf = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

/**
 * Read the events of an effect's conditions; `opening` is the first thing it does, where old wording
 * may name the moment an earlier event arms; `rest` the rest of the sentence after the conditions.
 */
export function compileEvents(conditions: string[], opening?: string, rest?: string): CompiledEvents {
  conditions = levelAfterEvent(conditions);
  // 「装备怪兽从场上离开让这张卡被送去墓地时」「装备怪兽成为同调素材让这张卡被送去墓地的场合」: what happens to
  // this card is the event; the words before 「让」 only say why it happened.
  // (Tried only on a text holding 「让」 — that run scans every start position: compile time, issue 12.)
  let text = eventTextOf(conditions);
  // CMP-LINKED-ZONE: 「这张卡所连接区有怪兽特殊召唤」「场上的连接怪兽所连接区有这张卡以外的怪兽特殊召唤」 — where the monster lands is a
  // condition of its own (`linkedZone`, WIN-LINKED-ZONE); the subject is the monster summoned, not the Link monster.
  let linkedZone: TriggerPattern['linkedZone'];
  if (text.includes('所连接区有')) {
    const lz = /(这张卡|场上的连接怪兽|连接怪兽)的?所连接区有(?=[^，。]*?特殊召唤)/.exec(text);
    if (lz) {
      linkedZone = lz[1] === '这张卡' ? 'self' : 'any';
      text = text.replace(lz[0], '');
    }
  }
  if (text.includes('让')) text = text.replace(/[^，。]*?让(?=这张卡被?(送去|除外|回到|离开))/g, '');
  // 「自己场上的魔法·陷阱卡因对方的效果从场上离开，被送去墓地的场合或者被除外的场合」: one move from the field, whose subject is
  // the cards named before the comma (issue 16) — not this card.
  if (text.includes('从场上离开，被')) text = text.replace(/从场上离开，(?=被(送去墓地|除外)的场合)/, '从场上');
  // Added (issue 16): 「自己的陷阱卡被对方控制的卡的效果破坏，从场地送去墓地时」 — one move, destroyed and sent from the field, whose
  // subject is the cards named before the comma, on the field when destroyed (read as 「自己场上的陷阱卡被…破坏从场上送去墓地时」), not an
  // unnamed card sent to the GY.
  if (text.includes('破坏，从场')) text = text.replace(/(^|[，。])(自己|对方)的(?=[^，。]*?被[^，。]*?破坏，从场(地|上)送去墓地)/, '$1$2场上的').replace(/破坏，从场(地|上)(?=送去墓地)/, '破坏从场上');
  // (Or further on in the sentence, after a cost or inside what is done, when marked as a later moment:
  // 「…的场合，可以把那1只怪兽在下次自己的准备阶段时特殊召唤」「…的场合，那个回合的结束阶段时可以把…解放，…」.)
  // (Every moment names a phase 「阶段」 or damage calculation 「伤害计算」: compile time, issue 12.)
  const late = (opening && momentNamed(opening) ? OPENING_MOMENT.exec(opening) ?? OPENING_AT_MOMENT.exec(opening) : null)
    ?? (rest && momentNamed(rest) ? OPENING_MOMENT.exec(rest) ?? LATER_MOMENT.exec(rest) : null);
  if (late && text && !MOMENTS_ONCE.some((re) => re.test(text))) text = `${text}，${late[1]}`;
  // 「自己的抽卡阶段时抽到的卡是…的场合」: the draw, cut from its phase at the first 「时」, is the event.
  const drew = opening?.startsWith('抽到的卡') ? /^抽到的卡[^，。]*?(时|的场合)/.exec(opening) : null;
  if (drew && /抽卡阶段时?$/.test(text)) text = `${text}${drew[0]}`;
  // Card names (「…破坏…」) are masked while events are read; the words around them keep their places.
  const scan = maskNames(text);
  const { spans: read, masked } = readMoments(scan);
  let verbs = readVerbs(masked);
  // 「…怪兽在结束阶段时被破坏时」「自己的结束阶段时那只怪兽被破坏时」: a phase that says when the event
  // happened — the verb after it in the same clause is the event, the phase is no trigger of its own.
  const moments = read.filter((m) => m.moment!.battle || !verbs.some((v) => v.at >= m.end && !v.words.includes('other') && !/[，,]/.test(masked.slice(m.end, v.at))));
  if (!moments.length && !verbs.length) return { trigger: null, eventText: text };
  let armedBy: TriggerWord[] | undefined;
  let armedTurn = false;
  let arming: TriggerPattern | undefined;
  let armedNextTurn = false;
  let spans: Span[];
  // Stage 3: a moment after an event. A phase is armed by it (「…送去墓地的回合的结束阶段」「…的场合，下次
  // 的准备阶段」: the phase is the trigger, the event only arms it); a battle step is that battle's
  // (「这张卡和对方怪兽进行战斗的伤害计算后」: the step is the event).
  const lastMoment = moments.length ? moments.reduce((a, b) => (b.at > a.at ? b : a)) : undefined;
  const before = lastMoment ? verbs.filter((v) => v.at < lastMoment.at) : [];
  let armingSubject: CardFilter | undefined;
  let battleEvents: EventType[] = [];
  let attackedIn: CardFilter | undefined;
  // 「这张卡通常召唤时和每到自己准备阶段时」: events listed (和/以及/或者 after the first one's 「时」) — each is an event, none arms the other.
  const listed = lastMoment && before.length && /^(和|以及|或者|或|与)/.test(masked.slice(before[before.length - 1]!.end, lastMoment.at));
  if (lastMoment && before.length && !listed) {
    if (!lastMoment.moment!.battle) {
      armedBy = [...new Set(before.flatMap((v) => v.words))];
      // 「…特殊召唤的回合的结束阶段」: the phase of the turn of that event (CH-ARMED-LOST).
      armedTurn = /的回合/.test(masked.slice(before[before.length - 1]!.at, lastMoment.end));
      // Whose event armed it (「这张卡被送去墓地的回合」: this card, used where that move put it).
      const v0 = before[0]!;
      const start = Math.max(text.lastIndexOf('，', v0.at), text.lastIndexOf(',', v0.at)) + 1;
      armingSubject = subjectOf(text.slice(start, v0.at));
      // CMP-ARMED-STANDBY: 「这张卡被卡的效果破坏送去墓地的场合，下次的准备阶段时…」「场上的这张卡被对方破坏送去墓地的下个回合的准备阶段」 —
      // the move that arms a Standby Phase trigger, read as an event of its own (its cause, by whom, from where), so the Standby Phase
      // played after a chain can tell whether this card's move met it (../../engine/game/armed-standby.ts).
      if (lastMoment.moment!.phase === 'standby-phase') {
        const armingWords = text.slice(start, before[before.length - 1]!.end).replace(/(的场合|时)$/, '');
        const read = compileEvents([`${armingWords}的场合`]).trigger;
        if (read && !asArrayOf(read.event).includes('phase-start')) arming = read;
        // CH-STANDBY-NEXT-TURN: 「…的下个回合的准备阶段」 is the next turn's Standby Phase, not the next one (「下次的准备阶段」): a move in the
        // Draw Phase does not reach this turn's.
        armedNextTurn = arming !== undefined && /下一?个回合/.test(masked.slice(before[before.length - 1]!.end, lastMoment.end));
      }
    } else {
      // 「这张卡战斗破坏对方怪兽的伤害计算后」: the step's event, what must have happened in it.
      battleEvents = [...new Set(before.filter((v) => !v.words.includes('other')).flatMap((v) => v.events))];
      // CH-ATTACK-TARGET-SUBJECT: 「这张卡被攻击的场合，伤害计算后」「自己怪兽被攻击的伤害计算时」 — the step of a battle its subject is attacked in:
      // the monster attacked is kept (`attackTarget` and its subject), or any battle's step would meet it.
      const hit = before.find((v) => v.words.includes('attacked'));
      if (hit) {
        const start = Math.max(text.lastIndexOf('，', hit.at), text.lastIndexOf(',', hit.at)) + 1;
        attackedIn = subjectOf(text.slice(start, hit.at));
      }
    }
    spans = [lastMoment, ...verbs.filter((v) => v.at > lastMoment.at)];
  } else {
    spans = [...moments, ...verbs];
  }
  spans.sort((a, b) => a.at - b.at);
  verbs = spans.filter((s) => !s.moment);
  // 「这张卡用…的效果特殊召唤成功的场合，这张卡战斗破坏对方怪兽送去墓地时」: an earlier clause only says
  // what must have happened before; the event is in the last clause that names one.
  // (The commas before `at` counted, not cut out: as `commaSplit(scan.slice(0, at)).length - 1` — compile time, issue 12.)
  const clauseOf = (at: number): number => {
    let n = 0;
    for (let i = 0; i < at; i++) {
      const ch = scan.charCodeAt(i);
      if (ch === 0xff0c || ch === 0x2c) n++;
    }
    return n;
  };
  const last = clauseOf(spans[spans.length - 1]!.at);
  if (spans.some((x) => clauseOf(x.at) !== last) && !/或者|或/.test(text)) spans = spans.filter((x) => clauseOf(x.at) === last);
  // 「被效果送去墓地的场合或者被战斗破坏送去墓地的场合」: two ways into the GY are one event, the move to the
  // GY, with two causes (YGOPro listens to EVENT_TO_GRAVE and checks the reason).
  if (spans.some((x) => x.words.includes('sent-to-gy'))) {
    for (const x of spans) if (x.words.length === 1 && x.words[0] === 'destroyed-by-battle' && TO_GY_RE.test(x.said ?? '')) {
      x.words = ['sent-to-gy'];
      x.events = ['sent-to-gy'];
    }
  }
  const words: TriggerWord[] = [];
  const events: EventType[] = [];
  let phase: PhaseId | undefined;
  const causes: EventCause[] = [];
  for (const s of spans) {
    for (const w of s.words) if (!words.includes(w)) words.push(w);
    for (const e of s.events) if (!events.includes(e)) events.push(e);
    if (s.moment && !phase) phase = s.moment.phase;
    if (s.cause && !causes.includes(s.cause)) causes.push(s.cause);
  }
  // CMP-EVENT-OR-CAUSE: 「…被战斗破坏的场合或者从场上离开的场合」 — events listed as alternatives, one of them with a cause and
  // another with none: the cause is that one event's, and the other is met whatever caused it, so the pattern keeps no cause.
  // (Not when the words name an effect as a cause: 「因对方的效果从场上离开的场合或者被战斗破坏的场合」 keeps both causes, read below.)
  if (causes.length && /或者|或/.test(text) && !text.includes('效果') && spans.some((s) => !s.moment && !s.cause && s.words.some((w) => w !== 'other'))) causes.splice(0);
  const first = spans[0]!;
  const clauseStart = Math.max(text.lastIndexOf('，', first.at), text.lastIndexOf(',', first.at)) + 1;
  // 「从墓地以外有怪兽特殊召唤」: where the cards came from (read below), not where the subject is.
  const subjectWords0 = text.slice(clauseStart, first.at);
  const subjectWords = subjectWords0.includes('从墓地以外') ? subjectWords0.replace(/从墓地以外/, '') : subjectWords0;
  const clause = scan.slice(clauseStart, first.end);
  if (battleEvents.length) events.splice(0, events.length, ...battleEvents);
  const p: TriggerPattern = { event: events.length === 1 ? events[0]! : events.length ? events : 'phase-start', on: words };
  if (armedBy) p.armedBy = armedBy;
  if (armedBy && armedTurn) p.armedTurn = true;
  if (arming) p.arming = arming;
  if (arming && armedNextTurn) p.nextTurn = true;
  if (armingSubject) p.subject = armingSubject;
  // 「这张卡为攻击对象的对方怪兽的攻击宣言时」: the attacker (「对方怪兽」) is the subject; this card only says which attack.
  const attackOn = first.said?.includes('攻击对象的') ? /攻击对象的([^，。]*?)的?攻击宣言/.exec(first.said) : null;
  // CMP-ATTACK-NEGATED-EVENT: 「表侧攻击表示存在的怪兽为攻击对象的怪兽的攻击无效时」 — the attacker (「怪兽」 after 「攻击对象的」) is the
  // subject; the words before 「为攻击对象」 say which monster the negated attack was on (none: a direct attack does not meet it).
  const negatedOn = !phase && !attackOn && words.includes('attack-negated') && clause.includes('为攻击对象的') ? /^(?:.*?[，。])?([^，。]*?)为攻击对象的([^，。]*?)的?攻击(?:被)?无效/.exec(clause) : null;
  if (negatedOn) {
    p.subject = subjectOf(negatedOn[2]!);
    p.negatedAttackOn = subjectOf(negatedOn[1]!);
  } else if (!phase) p.subject = subjectOf(attackOn ? attackOn[1]! : subjectWords);
  // CMP-DAMAGE-TAKER: 「对方的卡的效果让自己受到1000以上的伤害时」「对方怪兽的攻击让自己受到战斗伤害时」 — the player after 「让」 took the damage
  // (the words before it say who or what dealt it, read as the cause below); read as the subject, they gave either player or a monster.
  const taker = events.includes('damage') ? DAMAGE_TAKER.exec(lastCommaPart(subjectWords)) : null;
  const bareTaker = events.includes('damage') && !taker && !phase ? DAMAGE_TAKER_BARE.exec(lastCommaPart(subjectWords)) : null;
  const dealer = events.includes('damage') && !taker && !bareTaker && !phase && !attackOn ? DAMAGE_DEALER.exec(lastCommaPart(subjectWords)) : null;
  if (taker) {
    p.subject = { side: taker[1] === '对方' ? 'opponent' : 'self' };
    damageBound(p, taker[2], taker[3]);
  } else if (bareTaker) {
    p.subject = { side: bareTaker[1] === '对方' ? 'opponent' : 'self' };
    damageBound(p, bareTaker[2], bareTaker[3]);
  } else if (dealer) {
    p.subject = subjectOf(dealer[1]!.replace(/的(?:攻击|战斗)$/, ''));
    const bound = DEALT_BOUND.exec(lastCommaPart(subjectWords));
    if (bound) damageBound(p, bound[1], bound[2]);
  }
  else if (attackedIn && battleEvents.length === 1 && battleEvents[0] === 'attack-declared') {
    p.subject = attackedIn;
    p.attackTarget = true;
  }
  // CMP-RETURN-DECK-FROM-DECK: 「结束阶段时这张卡回到额外卡组。这个效果回到额外卡组时，…」 — what this card's own effect did to it, not the same
  // move made by another card (强制脱出装置 returning it): the link that made the event is this card's (WIN-MOVED-ALONE's `movedByCard`).
  if (!phase && !attackOn && /^(此外，)?这个效果$/.test(lastCommaPart(subjectWords).trim())) {
    p.movedByCard = { self: true };
    p.cause ??= 'effect';
  }
  if (phase) p.phase = phase;
  // CH-PHASE-TRIGGER-TURN: 「自己准备阶段」「自己的结束阶段」「对方的准备阶段」 — whose phase, read from the words just before it; not
  // 「自己·对方的」「自己或者对方的」「双方的」 (either player's), and not a phase an earlier event arms (「…的回合的结束阶段」).
  // (CH-PHASE-TRIGGER-TURN, s49: every phase of a turn, not only the Standby and End Phases — 「自己战斗阶段开始时」「对方的抽卡阶段时」
  // 「自己回合的战斗步骤」; not a part of the Damage Step, whose words name a battle's monsters, not a turn.)
  const phaseSpan = phase && (!armedBy || (arming && !armedTurn)) && !DAMAGE_STEP_PARTS.has(phase) ? spans.find((s) => s.moment?.phase === phase) : undefined;
  const whose = phaseSpan ? /(?<![·・或和与])(自己|对方)(?:的)?(?:回合的?)?(?:每次)?$/.exec(text.slice(Math.max(0, phaseSpan.at - 8), phaseSpan.at)) : null;
  if (whose) p.phaseTurn = whose[1] === '自己' ? 'self' : 'opponent';
  // WIN-SUMMON-HOW: 「这张卡同调召唤成功时」「这张卡连接召唤的场合」 — only a Special Summon of that kind meets it.
  const kind = clause.includes('召唤') ? SUMMON_KIND.exec(clause) : null;
  // Only when that summon is its one event: 「…灵摆召唤成功的场合或者…被送去墓地的场合」 keeps any card for the second.
  if (kind && p.subject?.self && events.length === 1 && events[0] === 'special-summoned') p.subject = { ...p.subject, summoned: SUMMON_KIND_OF[kind[1]!]! };
  const moved = !words.some((w) => w === 'activated' || w === 'targeted' || w === 'activation-negated' || w === 'summoning');
  // 「…因对方的效果从场上离开的场合或者被战斗破坏的场合」: the first way names an effect even when a later one is by battle.
  if (words.includes('tributed')) p.tributed = true;
  // WIN-USED-AS-MATERIAL: 「作为连接素材送去墓地」「为同调素材的同调召唤成功时」「把这张卡解放作上级召唤」 — which summons used it (none named: any).
  const asMaterial = words.includes('used-as-material') ? spans.find((s) => s.words.includes('used-as-material')) : undefined;
  if (asMaterial) p.asMaterialFor = materialUses(scan.slice(asMaterial.at, asMaterial.end));
  // WIN-USED-AS-MATERIAL / CMP-TRIBUTED-OR-BANISHED (s60): 「这张卡为仪式召唤而被解放或者除外的场合」 — moved for a summon of that kind (tributed, or
  // banished in place of a tribute), as its material: any other tribute or banishment does not meet it.
  const forSummon = !asMaterial && (words.includes('tributed') || words.includes('banished')) ? /为(融合|同调|超量|连接|仪式)召唤而被?/.exec(clause) : null;
  if (forSummon) p.asMaterialFor = materialUses(forSummon[1]!);
  // WIN-BANISHED-AS-MONSTER: 「…怪兽卡被除外」 names the card whatever it was used as; 「…怪兽被除外」 a monster (added issue 16).
  if (subjectWords.includes('怪兽卡')) p.monsterCard = true;
  // 「怪兽2只以上同时被送去墓地的场合」: at least that many cards in the one event (added issue 16).
  // (CMP-SUMMON-WITH-MOVED: 「这张卡所连接区有怪兽2只同时特殊召唤时」 too — two monsters of one summon, not one.)
  const together = clause.includes('同时') ? /(\d+)(?:只|张)(?:以上)?同时/.exec(clause) : null;
  if (together) p.cardsMin = Number(together[1]);
  // WIN-BANISHED-FACE-DOWN: 「…被里侧表示除外」 — only a face-down banishment.
  if (words.includes('banished') && clause.includes('被里侧表示除外')) p.faceDown = true;
  // WIN-EQUIPPED-ONLY: 「装备在怪兽上的这张卡」「怪兽装备的这张卡」 — only while it was equipped to a monster.
  if (p.subject?.self && /装备在怪兽上的这张卡|怪兽装备的这张卡/.test(clause)) p.equippedOnly = true;
  // WIN-NOT-TARGETED: 「…被不以那张卡为对象的（卡的）效果破坏的场合」 — only by an effect that did not target that card.
  if (clause.includes('不以') && /不以(?:那些?|这张|那张)?(?:卡|怪兽)?为对象的(?:卡的)?效果/.test(clause)) p.notTargeted = true;
  // CMP-TRIBUTED-AS-COST: 「…为让自身的效果发动而被解放的场合」 — tributed to pay an activation's cost, not by an effect.
  const asCost = words.includes('tributed') && /为(让)?[^，。]*?发动而[^，。]*?解放/.test(clause);
  if (asCost && !causes.includes('cost')) causes.push('cost');
  if (!phase && !asCost && moved && clause.includes('效果') && /破坏|送去墓地|除外|回到|离开|解放|丢弃/.test(clause) && first.cause !== 'battle' && !causes.includes('effect')) causes.push('effect');
  // CMP-SUMMONED-BY-EFFECT: 「（卡的／不死族怪兽的）效果让…特殊召唤的场合／时」 — a Special Summon an effect made, not one by rule (a
  // Synchro Summon, a summon by a monster's own procedure) (rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:80).
  if (!phase && words.includes('special-summoned') && /效果让[^，。]*?特殊召唤/.test(clause) && !clause.includes('效果以外') && !causes.includes('effect')) causes.push('effect');
  // 「被战斗或者对方的效果破坏」: by battle too (the 「对方」 qualifies only the effect, WIN-CAUSE-OWNER).
  if (!phase && /战斗·效果|战斗或者(对方的)?效果/.test(clause) && !causes.includes('battle')) causes.push('battle');
  // CMP-DAMAGE-CAUSE (s55): 「自己因战斗·效果受到伤害时」 (暗黑边界, 双生天使) — damage of either kind: the effect too (the line above gave battle
  // alone, as a move's 「被战斗·效果破坏」 takes its effect from the verb; damage has no such verb, so effect damage did not meet it).
  if (!phase && events.includes('damage') && /(?:战斗·效果|战斗或者效果)受到/.test(clause) && !causes.includes('effect')) causes.push('effect');
  if (causes.length) p.cause = causes.length === 1 ? causes[0]! : causes;
  // CMP-CAUSED-BY-BARE: 「这张卡因对方从场上离开时」 — 「因对方」 with no 「的效果」 after it names the opponent as the cause of the
  // move (by effect, by battle or by a cost the opponent pays alike), not only of an effect (added issue 16).
  // (「每次对方的卡被里侧表示除外」: 「对方的卡」 is whose card moved, not who moved it — that part is not read as a cause.)
  const causeWords = clause.includes('被') ? clause.replace(/对方的(?:场上的)?(?:卡|怪兽)(?=被)/, '') : clause;
  const by: Side | undefined = !phase && /被对方|对方的(卡的)?效果|对方(把|的)[^，。]{0,6}(破坏|除外|送去墓地)|因对方(?=从|被|破坏|离开|送去|除外)/.test(causeWords) ? 'opponent' : undefined;
  if (by) p.causedBy = by;
  // CMP-DAMAGE-CAUSE: read after the causes above, which it settles for a damage taken (「战斗·效果」 read as battle alone there).
  if (taker) dealtAs(p, dealerWords(lastCommaPart(subjectWords), taker.index));
  // CMP-DAMAGE-CAUSE (s55): 「这张卡直接攻击给与对方战斗伤害时」「自己怪兽直接攻击给与对方伤害时」「对方场上的怪兽直接攻击成功时」 — the damage of
  // a direct attack: battle damage, of an attack with no target (`direct`, as 「对方怪兽的直接攻击让自己受到」 above).
  if (!phase && events.includes('damage') && /直接攻击(?:给与|[^，。]{0,6}?成功)/.test(clause)) {
    p.direct = true;
    p.cause ??= 'battle';
  }
  // CMP-NEGATED-BY-SIDE: 「对方把…的发动无效的场合」 (魔女的一击), 「自己把…的发动无效的场合」 (天空圣骑士 阿克珀耳修斯) name who negated, not
  // whose activation was negated (either player's): the side word is the negator's (`causedBy`; judged for a card activation by CH-NEGATED-EVENT), the kinds named stay the negated card's.
  const negator = words.includes('activation-negated') ? /(?:^|[，、]|或者)(对方|自己)把[^，。]*?发动无效/.exec(clause) : null;
  if (negator && /召唤无效的场合或者/.test(clause)) p.orSummonNegated = true;
  if (negator) {
    p.causedBy = negator[1] === '对方' ? 'opponent' : 'self';
    // (Only for 「对方把」: a trigger's 「自己把…无效的场合」 keeps its old reading of the side — WIN-ALREADY-THERE reads that pattern and is not
    // re-judged here; left as found, said in the s54 report.)
    if (negator[1] === '对方' && p.subject && !p.subject.self && p.subject.side !== undefined) {
      const { side: _negatorSide, ...rest } = p.subject;
      p.subject = rest;
    }
  }
  const from = phase
    ? undefined
    : clause.includes('手卡') && /从手卡[·、]场上|从场上[·、]手卡/.test(clause)
      ? // CMP-OPPONENT-TURN-SENT: 「从手卡·场上送去墓地」: from either.
        (['hand', 'field'] as Place[])
      : clause.includes('场上') && /从场上|场上的这张卡|场上存在的这张卡|场上表侧表示/.test(clause) && !clause.includes('在场上')
      ? 'field'
      : clause.includes('手卡') && /从手卡|手卡的这张卡/.test(clause)
        ? 'hand'
        : clause.includes('从卡组')
          ? 'deck'
          : clause.includes('从墓地以外')
            ? // 「从墓地以外有怪兽特殊召唤」: from anywhere but the GY.
              (['hand', 'deck', 'extra', 'banished', 'spell'] as Place[])
            : clause.includes('从墓地')
              ? 'gy'
              : zoneOfSelf(clause);
  if (from && !words.includes('left-field')) p.from = from;
  // CMP-EVENT-FROM-ONE: 「这张卡被除外的场合或者从场上送去墓地的场合」 — the place is said in a later alternative only: it is that
  // event's place (a discard from the hand is no 「从场上送去墓地」), and the first alternative is met from anywhere.
  const later = !from && !phase && spans.length === 2 && spans[0]!.events.length === 1 && spans[1]!.events.length === 1 ? scan.slice(spans[0]!.end, spans[1]!.end) : '';
  if (/^(?:的场合)?或者从场上[^，。]*$/.test(later) && spans[1]!.events[0] !== spans[0]!.events[0]) {
    p.from = 'field';
    p.fromFor = spans[1]!.events[0]!;
  }
  // WIN-TRAP-MONSTER-FROM-GY: remember which place 「从墓地以外」 excludes.
  if (p.from && !words.includes('left-field') && clause.includes('从墓地以外') && Array.isArray(from) && !from.includes('gy')) p.fromExcept = 'gy';
  if (words.includes('left-field')) p.from = 'field';
  // 「这张卡战斗破坏对方怪兽的场合」: this card destroyed the monster (CH-DESTROYER-LEFT) — not 「这张卡被战斗破坏」.
  if (text.includes('这张卡战斗破坏')) p.destroyer = 'self';
  // (「这张卡战斗破坏攻击力0的怪兽的场合」「…守备表示怪兽」「…植物族怪兽」: words on the monster destroyed, other than its side, are not read —
  // kept so the window says it did not check them; before, 斯库拉's trigger was offered for any monster, silently.)
  const onDestroyed = p.destroyer ? /这张卡战斗破坏(?!的|并)(?:对方的?)?([^，。]*?)的?怪兽/.exec(text) : null;
  if (onDestroyed && onDestroyed[1] && !/^(?:场上)?1只$/.test(onDestroyed[1])) p.destroyedWords = `${onDestroyed[1]}${onDestroyed[1].endsWith('的') ? '' : '的'}怪兽`;
  // WIN-EVENT-TURN: 「自己回合让这张卡把装备魔法卡装备时」 — whose turn the event happens in, said before its subject.
  const turnWord = subjectWords.includes('回合') ? /^(自己|对方)回合(让|有)?这张卡/.exec(subjectWords) : null;
  if (turnWord) p.turn = turnWord[1] === '自己' ? 'self' : 'opponent';
  // WIN-BATTLE-TO-GY: 「战斗破坏怪兽送去墓地」 — the destroyed monster must reach the GY; 「被…战斗破坏」 names it as the subject.
  const battleGy = text.includes('战斗破坏') ? BATTLE_TO_GY.exec(text) : null;
  if (words.includes('destroyed-by-battle') && battleGy && !battleGy[0].includes('以外')) p.battleToGy = /被[^，。]{0,8}战斗破坏/.test(battleGy[0]) ? 'destroyed' : 'destroyer';
  if (linkedZone) p.linkedZone = linkedZone;
  // (CMP-TRIBUTE-SUMMONED-SUBJECT: only of a summon event, or one that arms a delayed trigger — 「上级召唤的这张卡从场上送去墓地时」 names how
  // the subject was summoned, `summoned`.)
  if ((events.includes('summoned') || armedBy?.includes('summoned')) && clause.includes('召唤') && /上级召唤|祭品召唤/.test(clause)) p.tributesMin = /解放2只|2只以上解放|2只以上的祭品/.test(clause) ? 2 : 1;
  // WIN-LEFT-WITH-COUNTER: 「有捕食指示物放置的怪兽从场上离开的场合」 — the subject held such a counter on the field as it left.
  const withCounter = words.includes('left-field') && text.includes('指示物放置的') ? /有([^，。\d个「」的]+?)指示物放置的怪兽从场上离开/.exec(text) : null;
  if (withCounter && p.subject && !p.subject.self) p.subject = { ...p.subject, hasCounter: withCounter[1]! };
  // CH-ATTACK-WINDOW (review s45-rv1): 「对方怪兽的直接攻击宣言时」 — a direct attack only; an attack on a monster does not meet it.
  if (!phase && events.length === 1 && events[0] === 'attack-declared' && clause.includes('直接攻击宣言')) p.direct = true;
  return { trigger: p, eventText: text };
}

// (WIN-SUMMON-HOW: 「这张卡用超量怪兽为素材作超量召唤成功的场合」「这张卡用…为调整作同调召唤成功的场合」 — the materials named
// between are not read, the kind of summon is: a Pendulum Summon or a plain Special Summon does not meet it.)
const SUMMON_KIND = /这张卡(?:用[^，。]*?为(?:素材|调整)的?作)?(融合|同调|超量|连接|仪式|灵摆)召唤(成功|的场合|时)/;
const SUMMON_KIND_OF: Record<string, SummonHow> = { 融合: 'fusion', 同调: 'synchro', 超量: 'xyz', 连接: 'link', 仪式: 'ritual', 灵摆: 'pendulum' };

// ── what an activated effect answers ──────────────────────────────────────────────────────────────

/**
 * 「对方把魔法·陷阱卡发动时」「怪兽的效果发动时」: the activation a card or quick effect answers — by whom
 * and what kind of card — read from the phrase before 「发动时」; or, in old texts with no condition,
 * from the activation its first step negates (「场上的超量怪兽为对象的…魔法·陷阱卡的发动无效」). A
 * description of what the activation targets (「…为对象的」) says nothing of whose card it is.
 * What it cannot read it leaves out: a looser pattern, never a wrong one.
 */
export function compileAnswers(conditions: string[], firstStep: string | undefined): ActivationPattern | null {
  const joined = conditions.join('，');
  const cond = maskNames(joined);
  const first = verbFirst(cond, joined);
  if (first) return first;
  const when = /([^，。]*?)(发动(时|的场合|之际)|发动[^，。]{0,10}?(卡|效果)时)/.exec(cond);
  const negated = !when && firstStep ? /^([^，。]*?)的?发动(无效|和效果无效)/.exec(firstStep) : null;
  // 「自己场上的「武神」怪兽成为卡的效果的对象时」: it answers the activation that targets those cards.
  const targeted = !when ? /([^，。]*?)成为([^，。]*?)对象(时|的场合)/.exec(cond) : null;
  if (targeted && !targeted[0].includes('攻击对象')) {
    // (Matched on the masked text, read on the real one — maskNames keeps every length: an archetype is a name, 「水精鳞」 not 「名名名」.)
    const who = joined.slice(targeted.index, targeted.index + targeted[1]!.length).replace(/^(自己|对方)(的)?(主要阶段|战斗阶段|回合)/, '');
    const filter: CardFilter = isSelf(who) && !who.includes('这张卡以外') ? { self: true } : filterOf(who);
    const by = targeted[2]!.includes('对方') ? { by: 'opponent' as const } : {};
    return { ...by, targets: filter };
  }
  const phrase = when?.[1] ?? negated?.[1];
  // 「这张卡的发动时」「作为这张卡的发动时的效果处理」「发动时宣言1个种族」: this card's own activation.
  if (phrase === undefined || /这张卡的?$|^(作为)?$/.test(phrase.trim())) return null;
  // The activation, not the cards it targets or affects: the words after 「…为对象的」「…的效果的」.
  const own = phrase.replace(/^.*(为对象的|作为对象的|对象的)/, '');
  const out: ActivationPattern = {};
  if (/对方(把|发动|的(?!场上|墓地|手卡))|由对方|对方[^，。]{0,8}?发动$/.test(own)) out.by = 'opponent';
  else if (/自己(把|发动)|由自己/.test(own)) out.by = 'self';
  const kinds: CardKind[] = kindsIn(own.replace(/(自己|对方)?场上(的)?(表侧表示)?(的)?(怪兽|卡)?(被)?(破坏|为对象)/g, ''));
  // 「在场上有怪兽的效果发动时或者在通常魔法·通常陷阱卡的发动时」: a second kind of activation joined by 「或者」 (古遗物-恒常剑).
  const or = when ? /^或者(?:在)?([^，。]*?)的?发动时/.exec(cond.slice(when.index + when[0].length)) : null;
  if (or) for (const k of kindsIn(or[1]!)) if (!kinds.includes(k)) kinds.push(k);
  if (kinds.length) out.cardKind = kinds.length === 1 ? kinds[0]! : kinds;
  // 「怪兽卡的效果发动时」: a monster card's — not a face-down card's (CH-RESPONDS-MONSTER-CARD).
  if (/怪兽卡的?效果/.test(own) && kinds.includes('monster')) out.monsterCard = true;
  // 「要让场上的卡破坏的…效果发动时」「持有破坏场上怪兽效果的卡」: it answers an activation that would destroy
  // those cards — judged when that one is activated (CH-DESTROYS-AT-ACTIVATION).
  const destroys = /(自己|对方)?场上的?(表侧表示的?)?(卡|怪兽)[^，。]{0,4}?破坏|破坏(自己|对方)?场上的?(卡|怪兽)/.exec(own);
  if (destroys) {
    const side = destroys[1] ?? destroys[4];
    const what = destroys[3] ?? destroys[5];
    out.wouldDestroy = { ...(side === '自己' ? { side: 'self' as const } : side === '对方' ? { side: 'opponent' as const } : {}), ...(what === '怪兽' ? { kind: 'monster' as const, place: 'monster' as const } : { place: 'field' as const }) };
  }
  return out;
}

/**
 * CMP-RESPONDS-VERB-FIRST: the older wording that puts the verb before what is activated — 「自己发动通常魔法时」 (连续魔法),
 * 「对方发动通常魔法时」 (暗之取引), 「对方发动永续魔法卡时」 (魔力终了宣告), 「当对方发动以墓地里的怪兽卡为对象的卡时」 (大火葬). The
 * side word is who activates (held as written: 「自己发动」 is this card's controller's activation only — the card's current text), the
 * words after 发动 what: its kind and subtype (「通常魔法」 a Normal Spell, 「永续魔法卡」 a Continuous Spell), a Spell/Trap named with no
 * 「效果」 is that card's activation (卡的发动: not a Quick-Play's, nor a face-up card's effect), and 「以…为对象的」 what it targets.
 * Without this reading the side word was read alone (「对方」 with nothing after it) and the kind was lost.
 */
const VERB_FIRST = /(?:^|[，当])(自己|对方)发动(?![的了时])([^，。]{1,30}?)(?:时|的场合)/;
const SUBTYPE_OF: ReadonlyArray<readonly [RegExp, string]> = [[/通常(?:魔法|陷阱)/, 'normal'], [/永续(?:魔法|陷阱)/, 'continuous'], [/速攻魔法/, 'quickplay'], [/装备魔法/, 'equip'], [/场地魔法/, 'field'], [/反击陷阱/, 'counter']];
function verbFirst(cond: string, real: string): ActivationPattern | null {
  const m = cond.includes('发动') ? VERB_FIRST.exec(cond) : null;
  if (!m) return null;
  const whatAt = m.index + m[0].indexOf('发动') + 2;
  const what = real.slice(whatAt, whatAt + m[2]!.length);
  const target = /^以(.+?)为对象的(.*)$/.exec(what);
  const named = target ? target[2]! : what;
  const out: ActivationPattern = { by: m[1] === '自己' ? 'self' : 'opponent' };
  const kinds = kindsIn(named);
  if (kinds.length) out.cardKind = kinds.length === 1 ? kinds[0]! : kinds;
  const subtypes = SUBTYPE_OF.filter(([re]) => re.test(named)).map(([, st]) => st);
  if (subtypes.length) out.cardSubtypes = subtypes;
  if (kinds.length && !kinds.includes('monster') && !named.includes('效果')) out.activation = 'card';
  if (target) out.targets = filterOf(target[1]!);
  // CH-RESPONDS-CARD-WORD: 「…的卡」 with no kind — the activation of a card, of any kind (judged by the engine).
  if (!kinds.length && named === '卡') out.cardWord = true;
  return out;
}

// ── the answer's event words, for any effect ──────────────────────────────────────────────────────

export interface EventWord {
  on: TriggerWord;
  subject: 'self' | 'other' | 'any';
  cause: null | 'battle' | 'effect' | 'opponent-effect' | 'cost';
  from: string | null;
}

const PHASE_WORD: Partial<Record<PhaseId, TriggerWord>> = {
  'standby-phase': 'standby-phase',
  'end-phase': 'end-phase',
  'battle-phase': 'battle-phase-start',
  'damage-step-start': 'battle-start',
  'before-damage-calculation': 'before-damage-calculation',
  'damage-calculation': 'damage-calculation',
  'after-damage-calculation': 'after-damage-calculation',
};

/** An EventType as an answer word, where no finer word was stated. */
function wordOfEvent(e: EventType, t: TriggerPattern): TriggerWord {
  switch (e) {
    case 'summoned':
    case 'special-summoned':
    case 'flip-summoned':
    case 'flipped':
    case 'sent-to-gy':
    case 'banished':
    case 'returned-to-hand':
    case 'returned-to-deck':
    case 'discarded':
    case 'drawn':
    case 'added-to-hand':
    case 'activated':
    case 'activation-negated':
    case 'targeted':
    case 'attack-declared':
    case 'damage':
      return e === 'damage' && causeList(t).includes('battle') ? 'battle-damage' : e;
    case 'destroyed':
      return causeList(t).length === 1 && causeList(t)[0] === 'battle' ? 'destroyed-by-battle' : 'destroyed';
    case 'phase-start':
      return (t.phase && PHASE_WORD[t.phase]) ?? 'other';
    default:
      return 'other';
  }
}

const causeList = (t: TriggerPattern): EventCause[] => (t.cause === undefined ? [] : Array.isArray(t.cause) ? t.cause : [t.cause]);

/** The `events` of the card answer (output.md): what the effect waits for, in fixed words. */
export function eventWordsOf(e: EffectFacts): EventWord[] {
  const out: EventWord[] = [];
  // CMP-EVENT-ALTERNATIVES: each alternative's words, with its own subject.
  for (const t of [e.trigger, ...(e.orTriggers ?? []).map((a) => a.trigger)]) {
    if (!t) continue;
    const evs = Array.isArray(t.event) ? t.event : [t.event];
    const words = t.on?.length ? t.on : [...new Set(evs.map((x) => wordOfEvent(x, t)))];
    const s = t.subject;
    const subject: EventWord['subject'] = !s || s.self ? 'self' : s.side || s.kind || s.notSelf || s.archetype || s.anyOf || s.race || s.attribute ? 'other' : 'any';
    const causes = causeList(t);
    const cause: EventWord['cause'] = causes.includes('cost')
      ? 'cost'
      : causes.includes('effect') && t.by === 'opponent'
        ? 'opponent-effect'
        : causes.includes('effect') && t.causedBy === 'opponent'
          ? 'opponent-effect'
          : causes.length === 1 && (causes[0] === 'battle' || causes[0] === 'effect')
          ? causes[0]
          : t.by === 'opponent' || t.causedBy === 'opponent'
            ? 'opponent-effect'
            : null;
    const from = t.from === undefined ? null : Array.isArray(t.from) ? t.from.join('/') : t.from;
    for (const w of words) out.push({ on: w, subject, cause, from });
  }
  if (e.respondsTo && !out.some((w) => w.on === 'activated')) {
    out.push({ on: 'activated', subject: e.respondsTo.by === 'opponent' ? 'other' : 'any', cause: null, from: null });
  }
  if (e.respondsToSummon && !out.some((w) => w.on === 'summoning')) out.push({ on: 'summoning', subject: 'any', cause: null, from: null });
  return out;
}
