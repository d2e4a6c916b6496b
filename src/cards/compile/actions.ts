/**
 * Resolution steps → actions, in order, with where the cards come from and go to — the facts that
 * 灰流丽 (add/summon/send from the Deck), 屋敷童 (from the GY) and 效果遮蒙者 match on. And, for any
 * effect (curated or compiled), the answer's `categories` words.
 *
 * A step is read by its verb (the table VERBS); a verb followed by 「的」 describes a card
 * (「特殊召唤的怪兽」) and one after 「不能」「不会」 is a restriction, so neither is an action.
 * Steps that only restrict, last, choose or describe are understood but do nothing the engine
 * matches on; anything else is reported as unknown.
 */
import type { Action, ActionType, CardFilter, Condition, EffectFacts, Place, Subject } from '../facts.js';
import { activationCondition } from './conditions.js';
import { stepsTextOf, type Step } from './clauses.js';
import { compileEvents } from './events.js';
import { withoutCountedBy, sidedPick } from './pick-side.js';
import { countIn, filterOf, fromPlaces, isSelf, one, monsterTypesOf, namedArchetypeOf, placesIn, unreadQualifiers } from './words.js';
import { readSecondChange, readStatChange, scaleOf } from './stats.js';
import { maskNames, wordIndex } from './text.js';
import { unaffectedFrom } from './continuous.js';

interface Verb {
  re: RegExp;
  do: ActionType;
  /** Words every match of `re` contains: a step holding none of them is not scanned (speed only; see compile time, issue 12). */
  needs: string[];
}

/** Verbs in the order they are tried; a span read once is not read again. */
const VERBS: Verb[] = [
  { re: /发动(和效果|与效果|及效果|以及效果)?无效化?/g, do: 'negate-activation', needs: ['无效'] },
  // 「魔法·陷阱卡的发动、怪兽的召唤·特殊召唤的其中1个无效」: either one — a summon is among them.
  // (Old wording: 「怪兽的特殊召唤或含有怪兽特殊召唤的效果无效」, the summon or the effect that makes it — c12d.)
  { re: /特殊召唤或含有怪兽特殊召唤的效果无效|召唤无效|那个无效|召唤·特殊召唤无效|召唤(·特殊召唤|·反转召唤)*的其中1个无效/g, do: 'negate-summon', needs: ['无效'] },
  { re: /(那个|其|的)效果无效(?!化)/g, do: 'negate-effect', needs: ['效果无效'] },
  // (「那只怪兽为对象的魔法卡的效果只有1次无效」: once — c12l. Not yet 「和这张卡进行战斗的效果怪兽的效果在伤害计算后无效化」: words.isSelf
  // reads 「和这张卡进行战斗的…怪兽」 as this card, so the negation would fall on the wrong monster — c12p.)
  { re: /效果(直到[^，。]*?)?(只有1次)?无效化?/g, do: 'negate-effects', needs: ['无效'] },
  // (「对方怪兽的攻击只有1次无效」: the attack negated, once.)
  { re: /攻击(只有1次)?无效/g, do: 'negate-attack', needs: ['无效'] },
  // 「抽1张」「抽出1～3张」「抽出破坏的数量」「抽…数量＋1的卡」; never 「抽到的卡」「抽卡阶段」 (they name cards, a phase).
  { re: /(多|再)?抽(出)?([0-9]+|[一两二三])(～[0-9]+)?张|抽(出)?(?!到|的|卡阶段)[^，。阶]{1,30}?(数量的卡|数量|的卡)(?!阶段)|抽到[0-9]+张|(?<!通常的?)抽卡(?!阶段|前|先|时|的)/g, do: 'draw', needs: ['抽'] },
  // (Old words: 「加入自身手卡」「对方把那张卡加入自身的手卡」.)
  { re: /加入(自己|对方|持有者|自身)?的?手卡|加到(自己|对方)的?手卡/g, do: 'add-to-hand', needs: ['手卡'] },
  // 「回到持有者手卡」「弹回持有者手卡」「回主人的手卡」「回到控制者手卡」
  { re: /(回到|弹回|回)(其?持有者的?|主人的?|控制者的?|自己的?|对方的?)?手卡/g, do: 'return-to-hand', needs: ['手卡'] },
  // 「回到融合卡组」(the Extra Deck, old wording)「表侧表示加入自己的额外卡组」「加入到卡组洗切」「放到卡组的最下面」
  // 「混进对方卡组洗切」「回到对方卡组最上面或者最下面」「弹回其卡组」「放回对方卡组最上面」. (A return in one branch of
  // 「翻开的卡是…的场合，…」 (救金鱼) is marked `conditional` by compileActions: a GY lock skips it.) (Not yet 「回到原本的持有者卡组」:
  // 等级下降！？ returns its target, then summons a card chosen from the GY, and the engine checks the summoning
  // limit (苏生限制) of a chosen card only for an effect that does nothing but summon — read, it would summon a never
  // properly summoned monster.)
  // (Old words: 「回到那张卡持有者的卡组」「剩下的卡回到自身卡组」「在对方卡组最上面安置」; c12l: 「这张卡表面向上混到自己的卡组」,
  // 「…手卡，墓地的卡和卡组合在一起洗切」「和自己的手卡合在一起和卡组洗切」, and the second place of 「那只怪兽回到手卡或者卡组」.)
  { re: /(回到|弹回|放回)(那张卡)?(其?持有者的?|主人的?|自己的?|对方的?|自身的?|其)?(额外|融合)?卡组(的?(最上面|最下面))?|卡组的?最?(上面|下面)安置|加入(到)?(自己的?|持有者的?|对方的?)?(额外)?卡组|回到卡组|放回卡组|(放在|放到)[^，。]*?卡组的?最?(上面|下面)|卡组的?最?(上面|下面)放置|混(进|到|入)[^，。]*?卡组|和(自己的)?卡组(合在一起)?洗切|(?<=回到[^，。]{0,8}手卡)(或者|或)(其?持有者的?)?卡组/g, do: 'return-to-deck', needs: ['卡组'] },
  { re: /特殊召唤/g, do: 'special-summon', needs: ['特殊召唤'] },
  // CMP-MATERIAL-LIMIT-NO-SUMMON: 「把这张卡作为超量召唤的素材的场合，不是战士族怪兽的超量召唤不能使用」 limits which summons may use the card as
  // material — it summons nothing (老虎狗潜水员 ② was read as a continuous Special Summon from the Extra Deck); 「被同调召唤使用的这张卡」
  // alike (湖中少女 薇薇安).
  { re: /(融合|同调|超量|仪式|连接|灵摆)召唤(?!成功|之际|的|以外|不能使用|使用的(?!仪式怪兽))/g, do: 'special-summon', needs: ['召唤'] },
  // (「…的同调召唤不能使用」「被同调召唤使用的这张卡除外」: the summon that may use the card as material, not one it makes. Not yet
  // 「把这张卡在仪式召唤使用的仪式怪兽只要…存在，同调怪兽的效果无效化」 (仪式魔人 诅咒魔法师): without a step there, the negation is read as
  // this card's own.)
  { re: /(?<!反转|特殊)召唤(?!成功|之际|条件|不能使用|使用的(?!仪式怪兽))/g, do: 'summon', needs: ['召唤'] },
  // (Old words: 「全部送到墓地」「则将其全部扔进墓地」「将手卡中的怪兽卡全部丢进墓地」.)
  { re: /送去墓地|送入墓地|回到墓地|送到墓地|扔进墓地|丢进墓地/g, do: 'send-to-gy', needs: ['墓地'] },
  { re: /破坏/g, do: 'destroy', needs: ['破坏'] },
  { re: /除外/g, do: 'banish', needs: ['除外'] },
  // (CMP-OLD-DISCARD-TO-GY, s55: the old 「选择对方手卡的1张卡丢去墓地」 (收押) — a hand card sent to the GY, a discard; unread, the card
  // resolved as 「效果适用」 doing nothing.)
  { re: /丢弃|丢去墓地/g, do: 'discard', needs: ['丢弃', '丢去'] },
  // (Old words: 「对对方造成这个数×1000点的伤害」「双方各受1000点伤害」.)
  { re: /(给与|受到|造成|各受)(?!的伤害)[^，。]*?伤害/g, do: 'damage', needs: ['伤害'] },
  { re: /回复/g, do: 'gain-lp', needs: ['回复'] },
  // CH-LP-LOST (s49): 「自己失去这个效果特殊召唤的怪兽数量×1000基本分」 (灵魂补充) — LP lost, neither damage nor a payment.
  // (Only a fixed number or a count of what this effect moved: 「失去那只怪兽的等级×300基本分」 and the like stay unread rather than read as a
  // flat amount; a loss left for the End Phase (「结束阶段让自己失去2500基本分」) is not done now.)
  { re: /(?<!阶段[^，。]{0,6})失去(?:[0-9]+|这个效果[^，。]*?数量×[0-9]+)基本分/g, do: 'lose-lp', needs: ['失去'] },
  // CH-LP-BECOMES: 「双方基本分变成0」「对方基本分变成一半」 — the LP set to a value (not damage, not a gain).
  { re: /基本分(?:全都|都)?变成(?:[0-9]+|一半)/g, do: 'set-lp', needs: ['基本分'] },
  { re: /变成里侧守备表示|变成里侧表示|变回里侧守备表示|回到里侧守备表示/g, do: 'flip-face-down', needs: ['里侧'] },
  // (Old words: 「变更为表侧攻击表示」「转为守备表示」「表示形式交换」「变更…所有怪兽的表示形式」「全部的表示形式改变」.)
  { re: /表示形式变更|变更表示形式|变成(表侧)?(攻击|守备)表示|改变表示形式|(变更为|转为|变为)(表侧)?(攻击|守备)表示|表示形式(交换|改变)|变更[^，。]*?的表示形式/g, do: 'change-position', needs: ['表示'] },
  { re: /控制权/g, do: 'take-control', needs: ['控制权'] },
  // A change of ATK/DEF needs its verb: 「攻击力数值的伤害」「攻击力1500以下的怪兽」 only name a value.
  // (CH-STAT-SCALED, old words: 「原本的攻击力，变为…数目×1000的数值」「攻击力为…数量×300点的数值」 — 「为」 only before a count.)
  { re: /攻击力[·和]守备力(?:直到回合结束时|直到结束阶段时?)?(?:交换|互换)|(攻击力|守备力|攻守)[^，。]*?(上升|下降|变成|变为|加倍|增加(?=[0-9]))|(上升|下降)[^，。]*?(攻击力|守备力)|(攻击力|守备力)([·和](攻击力|守备力))?[，,]?(变为|为)(?=[^，。]*?(数量|数目)×)/g, do: 'modify-stats', needs: ['攻击力', '守备力', '攻守'] },
  // (「选可以给那只怪兽装备而卡名不同的1只…」: 「装备而」 only says which card may be picked — no step of its own, CH-EQUIP-OWN-MONSTER.)
  // (CH-EQUIP-STATS: 「装备这张卡的怪兽」 names the equipped monster — no equip step.)
  { re: /(?<!装备卡|装备魔法卡|装备魔法)装备(?!怪兽|卡|魔法|的|中|着|状态|而|这张卡的怪兽)/g, do: 'equip', needs: ['装备'] },
  // (Old word: 「在自己场上盖伏」.)
  { re: /盖放|盖伏/g, do: 'set', needs: ['盖放', '盖伏'] },
  // (Old words: 「表侧表示的这张卡做祭品」「祭掉自己场上1只怪兽」「…的怪兽作祭品」.)
  { re: /解放|做祭品|作为祭品|作祭品|祭掉/g, do: 'tribute', needs: ['解放', '祭'] },
  { re: /超量素材[^，。]*?取除|取除[^，。]*?超量素材/g, do: 'detach', needs: ['取除'] },
  { re: /不受[^，。]*?影响/g, do: 'unaffected', needs: ['不受'] },
  { re: /不能攻击|不能进行攻击/g, do: 'cannot-attack', needs: ['不能'] },
  // (「变成这个回合的结束阶段」: the turn skips to its End Phase — the Battle Phase ends too; `toEndPhase` marks it below.)
  { re: /结束战斗阶段|战斗阶段结束|变成这个回合的结束阶段/g, do: 'end-battle-phase', needs: ['战斗阶段', '结束阶段'] },
  // (Old words: 「查看对方手卡」「随机看对方1张手卡」「从双方卡组的最上方翻卡」「互相公开手卡」「向对方展示抽到的卡」.)
  { re: /确认|翻开|给对方观看|观看|检视|查看|看对方|翻卡|公开|展示/g, do: 'look', needs: ['确认', '翻开', '观看', '检视', '查看', '看对方', '翻卡', '公开', '展示'] },
];

/** 「从卡组把1张场地魔法卡发动」「从自己的手卡·卡组选1张永续陷阱卡发动」: a card of that kind activated as this effect resolves. */
const ACTIVATES_CARD = /^(?:可以)?(?:从[^，。把]*?)?(?:把|选择?)1张((?:「[^」]+」)?[^，。「」]{0,6}?(?:魔法|陷阱))卡(?:在自己场上)?发动$/;
/** 「从卡组选1张「吸血鬼帝国」发动」: a card of that name activated as this effect resolves (its kind is not said). */
const ACTIVATES_NAMED = /^(?:可以)?(?:从[^，。把]*?)?(?:把|选)1张「([^」]+)」(?:在自己场上)?发动$/;

/** 「从卡组选1只「十二兽」怪兽在那只超量怪兽下面重叠作为超量素材」「把自己的手卡·场上1只…怪兽在选择的超量怪兽下面重叠作为超量素材」. */
// (「选自己的手卡·场上1只「超级量子战士」怪兽在这张卡下面重叠作为超量素材」: the places after 选 alike.) The last group is the monster under
// which it goes: 「这张卡」 is the card itself (CH-ATTACH `onto: 'self'`, read by CH-COPY-NO-MATERIALS).
// 「把手卡1张「鬼计」卡…」「选自己的额外卡组1张「星辉士」卡在这张卡下面重叠作为超量素材」: a card (「1张…卡」) alike, of any kind.
const ATTACHES = /^(?:可以)?(?:从([^，。把]*?)选|(?:把|选)([^，。]*?)(?=[1-9一][只张]))([1-9一])[只张]([^，。]*?)在([^，。]*?)下面重叠作为超量素材$/;
/**
 * CH-ATTACH: 「那只怪兽在这张卡下面重叠作为超量素材」 — cards a word names (not picked from places: ATTACHES) go under an Xyz Monster.
 * The first group is what goes: the effect's target (「那只怪兽」「选择的怪兽」 — the old word for a target: 混沌No.101① —, 「把作为对象的怪兽…」
 * 外神 奈亚拉②, 「那些卡…」 银河眼重铠光子龙①, 「那只「十二兽」怪兽」 十二兽 虎炮②), the monster of the event (「破坏的那只怪兽…」
 * 电子光虫-散热器蜣螂②), or this card (「把墓地的这张卡在那只超量怪兽下面…」). The second is the monster it goes under (`ontoOf`).
 */
const ATTACHES_NAMED = /^(?:可以)?把?((?:墓地的|手卡的|场上的|自己的手卡·场上的)?这张卡|那只(?:「[^」]+」|对方|墓地的)?怪兽|那张(?:对方的)?卡|那些卡|作为对象的(?:对方)?(?:怪兽|卡)|选择的(?:墓地的|对方)?(?:怪兽|卡)|破坏的那只(?:对方)?怪兽)在(这张卡|那只(?:超量)?怪兽|那张卡|作为对象的(?:超量)?怪兽|选择的(?:自己)?(?:超量)?怪兽|那|)下面重叠作为超量素材$/;

/**
 * CH-ATTACH: the Xyz Monster an attaching step's words put the cards under — 「这张卡」 this card; 「在下面」「在那下面」 (after 「…特殊召唤，」)
 * the monster an earlier step summoned; 「那只超量怪兽」「选择的怪兽」 the effect's target, or with no target the monster summoned before.
 */
function ontoOf(words: string, targets: boolean, summonedBefore: boolean): 'self' | 'targets' | 'moved' {
  if (words === '这张卡') return 'self';
  if (words === '' || words === '那') return 'moved';
  return targets || !summonedBefore ? 'targets' : 'moved';
}

/** The word of each place a pick names (a literal search: no RegExp built per call — compile time, issue 12). */
const PLACE_WORD = { hand: '手卡', deck: '卡组', gy: '墓地', field: '场上' } as const;

/** The card an attaching step picks (CH-CANNOT-USE-CHOICE): the monster it names, from the places its words name. */
function attachedPick(text: string): Pick<Action, 'what' | 'from'> | null {
  const m = text.endsWith('重叠作为超量素材') ? ATTACHES.exec(text) : null;
  if (!m) return null;
  const words = m[1] ?? m[2] ?? '';
  // (「额外卡组」 is the Extra Deck, not the Deck its last two characters name.)
  const head = words.replace(/额外卡组/gu, '');
  const places: Place[] = [...(words.includes('额外卡组') ? ['extra' as const] : []), ...(['hand', 'deck', 'gy', 'field'] as const).filter((p) => head.includes(PLACE_WORD[p]))];
  if (places.length === 0) return null;
  const place = places.length === 1 ? places[0]! : [...places];
  const named = /「([^」]+)」/.exec(m[4]!)?.[1];
  // 「1张「鬼计」卡」: a card of any kind; 「1只…怪兽」 a monster.
  const anyCard = text.includes(`${m[3]}张`) && !m[4]!.endsWith('怪兽');
  const filter: CardFilter = { ...(anyCard ? {} : { kind: 'monster' as const }), side: 'self', place, ...(named ? { archetype: named } : {}) };
  return { what: { count: Number(m[3] === '一' ? 1 : m[3]), filter, scope: 'choose' }, from: place };
}

/** The card an activating step picks (CH-CANNOT-USE-CHOICE): of that kind or name, from the places its words name. */
function activatedPick(text: string, filter: CardFilter): Pick<Action, 'what' | 'from'> {
  const head = /^(?:可以)?从([^，。把]*?)(?:把|选)/.exec(text)?.[1] ?? '';
  const places = (['hand', 'deck', 'gy'] as const).filter((p) => head.includes(PLACE_WORD[p]));
  if (places.length === 0) return {};
  const place = places.length === 1 ? places[0]! : [...places];
  return { what: { count: 1, filter: { ...filter, side: 'self', place }, scope: 'choose' }, from: place };
}
/**
 * Words that make a step understood though it does nothing the vocabulary names: restrictions,
 * durations (「…存在期间」), choices, counters, shuffles, a Spell/Trap that stays (「发动后这张卡不送去墓地」), replacements (「进行通常抽卡的代替」), battle
 * moves the vocabulary has no word for (「攻击对象转移为…」「…不进行伤害计算」「那次战斗发生的…伤害由对方代受」),
 * attaching as Xyz material, moving a monster to another zone, winning the Duel, and the joints of a sentence
 * (「那个场合」「那个时候」「这张卡的发动后」「只要…存在」); rules on how the card is used (「这张卡的发动从手卡也能用」
 * 「手卡的这张卡也能作为连接素材」「这只怪兽1只作为2只份的祭品使用」「发动后继续留在场上」「…不去墓地从游戏中除外」) and
 * effects it adds (「那个时候的效果加上以下效果」「获得下面的效果」); old words for a shuffle (「洗自己的卡组」), a win (「获得本次决斗的胜利」),
 * a replacement (「不送去墓地从游戏中除外」「…除外代替」), a move to another zone (「向相邻的…主要怪兽区域移动」), a banished monster
 * put back on the field (「除外的那只怪兽表侧攻击表示回到自己场上」: no summon), a Pendulum Scale or Rank changed, and a moment
 * of the battle alone (「这张卡进行战斗的伤害计算后」) — c12g.
 * Naming a card (怪兽, 卡), a moment (时, 场合) or an effect is not enough: such a step is reported unknown.
 */
const UNDERSTOOD = /洗切|不送去墓地|不回到(卡组|手卡)|代替$|区域移动$|回到(自己|对方)?的?场上$|回到原本(的|所在的)?(怪兽卡区域|场上)$|灵摆刻度(上升|下降)|阶级|(伤害计算后|战斗结束后|伤害步骤内)$|洗[^，。]{0,4}卡组|决斗的胜利|移动到[^，。]*?区域|作为代替|^(那个场合|这个时候|那个时候|发动后|(这个效果|这张卡)的发动后)$|^(反转：)?(这张卡|那只怪兽)?只要[^，。]*(存在|装备着这张卡)$|降临|攻击力|守备力|原状|不能|不会|不可以|只能|适用|直到|为止|这个回合|当作|得到|变成|宣言|选|掷|投掷|硬币|骰子|放置|指示物|持续|那个数值|每|的数量|数值|可以|必须|以外|回合|阶段|卡名|等级|属性|种族|存在期间$|的代替$|^发动后这张卡不送去墓地|(攻击对象|对象|装备魔法卡)转移(为|给)|重叠作为超量素材|位置[^，。]*?(移动|交换)|(进行|不进行)伤害计算$|才能发动和处理$|的效果不发动$|决斗胜利|(代受|承受)$|发动从手卡也能用$|继续留在场上$|^(这张卡|这个效果)发动后$|加上以下效果$|获得下面的效果$|^规则上$|也能作为[^，。]*?素材|不去墓地|作为2只份的祭品/;

/**
 * 「发动后第2次的自己的准备阶段这张卡破坏」「这张卡的发动后第3次的战斗阶段结束时，…送去墓地」「2回合以后这张卡破坏」:
 * a step counted turns or phases ahead waits for that moment — what the effect leaves for later, not what it does now.
 */
const DELAYED = /(?<!直到[^，。]{0,10})第[0-9一二三四五六]次的[^，。]*?(准备阶段|结束阶段|战斗阶段|回合)|[0-9一二三四五六]回合以后|(?<!直到[^，。]{0,10})第[0-9一二三四五六]回合的[^，。]*?(准备阶段|结束阶段)/;

/** CMP-END-PHASE-FIRST: a step that is only a later phase — 「下次的准备阶段」「下个回合的结束阶段」「这个效果发动的回合的结束阶段」. */
const LATER_PHASE_STEP = /^(?:下次的?|下个回合的?|下一个回合的?|(?:这个效果|这张卡)(?:发动|的效果发动)的回合的)(?:自己的?|对方的?)?(?:准备阶段|结束阶段)$/;
/**
 * 「伤害步骤结束时破坏」「在伤害步骤结束时回到持有者卡组」「伤害步骤开始时那只对方怪兽回到持有者卡组」「结束阶段时场上…全部回到额外卡组」:
 * in an activated effect (not a trigger on that moment), a move at a later moment of the battle or turn is left for then — the
 * effect does nothing to those cards as it resolves.
 */
const LATER_MOVE = /(?<!直到[^，。]{0,10})(伤害步骤开始|伤害步骤结束|结束步骤|结束阶段)时[^，。]{0,24}?(送去墓地|破坏|除外|回到[^，。]{0,6}(卡组|手卡))/;

/** Verbs that move cards (compared as a set: compile time, issue 12). */
const MOVES: ReadonlySet<string> = new Set(['destroy', 'banish', 'send-to-gy', 'return-to-hand', 'return-to-deck']);
const REMOVES: ReadonlySet<string> = new Set(['destroy', 'banish', 'send-to-gy']);
/** A step that is only a duration (「这个回合」「直到回合结束时」): the steps after it last that long. */
const LASTING: ReadonlySet<string> = new Set(['这个回合', '直到回合结束时', '直到结束阶段']);

/** CMP-DURATION-BATTLE-PHASE: 「直到战斗阶段结束时」 said of this step — in its own words, or as the lead phrase just before it. */
export function untilBattlePhaseEnd(text: string, prevText: string | undefined): boolean {
  return /直到战斗阶段结束(时|为止)/.test(text.split(/[。]/)[0] ?? '') || /^直到战斗阶段结束(时|为止)$/.test(prevText ?? '');
}
/**
 * CH-PROTECT-EARLIER: 「自己场上的「破坏剑」卡不会被战斗·效果破坏」 after 「这个回合，」 — the cards a side's field names, kept from destruction by effects (and battle);
 * 「…不会被对方的效果破坏」: only by the other player's effects (read as a protection's `fromCards`).
 */
const PROTECT_LASTING = /^((?:自己|对方|双方)场上的[^，。]*?(?:卡|怪兽))(不会被(战斗(?:·|以及|和|或者))?(?:对方(?:发动)?的(?:卡的)?)?效果破坏)$/;
/** CH-UNAFFECTED-EARLIER: 「自己场上的恐龙族怪兽不受对方发动的效果影响」 after 「那次主要阶段内，」 or 「这个回合，」. */
const UNAFFECTED_LASTING = /^(?:自己|对方|双方)场上的[^，。]*?(?:卡|怪兽)不受[^，。]*?影响$/;

/** Does a verb at this position act, or describe (「…的」) or forbid (「不能…」)? */
function acts(text: string, at: number, end: number, verb: ActionType): boolean {
  const after = text.slice(end, end + 3);
  const before = text.slice(Math.max(0, at - 8), at);
  if (after.startsWith('的') && /^的(?!场合|数值|数量)/.test(after) && verb !== 'modify-stats' && verb !== 'damage') return false;
  if (after.startsWith('的场合') || after.startsWith('时') || after.startsWith('之际')) return false;
  // 「对方把卡组最上面的1张卡送去墓地才能进行攻击宣言」: what a player must do to attack — a rule the card sets, no move it makes.
  if (text.startsWith('才能', end) && /^才能(进行)?攻击/.test(text.slice(end, end + 6))) return false;
  // (CMP-NOT-NORMAL-SUMMONABLE: 「不能通常召唤的「X」怪兽」 describes the cards — a Special Summon monster —, it forbids nothing.)
  if ((text.lastIndexOf('不', at - 1) >= 0 || text.lastIndexOf('无法', at - 2) >= 0) && /(不能|不会|不可以|无法|不被|不用)[^，。]*$/.test(text.slice(0, at).replace(/不能通常召唤的/g, ''))) return false;
  // 「对方可以把1张手卡交给…让这个效果无效」: the opponent's way out, not what this effect does.
  // (「对方可以丢弃1张手卡让这张卡的效果无效」 too — c12l.)
  if ((verb === 'negate-effect' || verb === 'negate-effects') && /(让|使)(这个|此|这张卡)?$/.test(before) && /对方可以[^。]*$/.test(text.slice(0, at))) return false;
  // 「这个回合被破坏送去墓地的怪兽」「被这张卡战斗破坏的怪兽」: a passive move describes cards; an action is active.
  // (Old texts say an action passively too: 「伤害步骤终了时被破坏」 — it describes only when cards follow.)
  if (MOVES.has(verb) && text.includes('被') && /被[^，。把将让]{0,12}$/.test(text.slice(0, at)) && /^[^，。]*?的[^，。]*?(怪兽|卡)/.test(text.slice(end))) return false;
  // 「不送去墓地回到持有者手卡」「不去墓地而除外」: what does not happen, or a replacement of one move by another.
  // (「自己的灵摆区域有2张卡存在的场合，也能不送去墓地加入手卡」: the other way the effect may go — an action.)
  // (「这张卡发动后，不送去墓地从游戏中除外」: read over a longer span — 8 characters cut 「不」 off. 「从墓地回到卡组的卡不回到卡组从游戏中
  // 除外」: any move replaced by another.)
  if (text.lastIndexOf('不', at - 1) >= Math.max(0, at - 14) && /(?<!若)不$|(?<!也能)不(送)?(去|回到)(墓地|卡组|手卡)而?(从游戏中)?$/.test(text.slice(Math.max(0, at - 14), at))) return false;
  // 「…攻击的场合，给与对方为攻击力超过那个守备力的数值的战斗伤害」: piercing battle damage granted for an attack later, no damage dealt now.
  if (verb === 'damage' && /攻击力超过那个守备力的数值[^，。]*?战斗伤害/.test(text.slice(at, end))) return false;
  // CH-PENDULUM-STAYS: 「那只怪兽用和对方怪兽的战斗给与对方的战斗伤害变成2倍」: a change of battle damage to come (./battle-damage.ts), no damage dealt now.
  if (verb === 'damage' && text.startsWith('战斗伤害', end - 4) && /^(变成|变为)/.test(text.slice(end, end + 2))) return false;
  // 「墓地的怪兽从游戏中除外的场合，用自己场上的怪兽从游戏中除外代替」: the move named as a replacement (代替) is made only in place of another.
  if (after.startsWith('代替')) return false;
  // 「装备怪兽被战斗·效果破坏的场合，作为代替把这张卡破坏」: a replacement effect (代替), applied when the other
  // move would happen — no move this effect makes at resolution.
  if (text.includes('作为代替') && /作为代替[^，。]*$/.test(text.slice(0, at))) return false;
  // 「除外状态的怪兽」「和除外怪兽相同数值」「从除外状态特殊召唤」: the banished state names cards, it is no move.
  if (verb === 'banish' && (/^(状态|中的|怪兽|的?卡(?!组))/.test(after) || /从$/.test(before))) return false;
  if (verb === 'destroy' && /(战斗|效果)$/.test(before) && /^(的|时|送去)/.test(after)) return false;
  // 「给与对方基本分破坏怪兽的攻击力数值的伤害」「和破坏怪兽相同等级的…」: 「破坏怪兽」 names the destroyed monster.
  if (verb === 'destroy' && /^(怪兽|卡)(的|相同|同)/.test(text.slice(end, end + 4))) return false;
  // 「被破坏怪兽等级×500」「被破坏怪兽守备力数值的伤害」: 被 + the verb + the card names the card moved (old words), no move.
  if (REMOVES.has(verb) && before.endsWith('被') && /^的?(怪兽|卡)/.test(after)) return false;
  // 「破坏这张卡的怪兽放置2个A指示物」「给与破坏盖伏的这张卡的玩家…伤害」「破坏这张卡的卡的控制者」: a verb and its object
  // before 「的」 and a card or player is a relative clause naming who moved this card — no move of its own.
  if (REMOVES.has(verb) && /^[^，。把将让]{0,8}?这张卡的(怪兽|卡|玩家)/.test(text.slice(end, end + 14))) return false;
  // 「这张卡每次战斗破坏对方怪兽，…」: 每次 names the event a step waits for — not a move this step makes.
  if (verb === 'destroy' && /每次战斗$/.test(text.slice(0, at))) return false;
  // CMP-MOVED-FOR (issue 16): 「为这个效果发动而解放在墓地存在的这张卡」「为这张卡特殊召唤而除外的怪兽」: 「为…而」 before the verb names
  // the cards an earlier activation or summon moved — a description, no move this step makes. (「作为…的代替而送去墓地」 is one.)
  if (MOVES.has(verb) || verb === 'tribute') { if (text.includes('而') && /(?<!作)为[^，。]*?而$/.test(text.slice(0, at))) return false; }
  // 「每除外1只，回复400基本分」「把除外数量的…加入手卡」: a count of cards the effect (or its cost) moved, no move of
  // its own — the move is the clause before it, or the cost.
  if (MOVES.has(verb) && (before.endsWith('每') || after.startsWith('数量'))) return false;
  return true;
}

/** Where the cards of a step come from, when the step says or the subject implies it. */
function fromOf(text: string, verb: ActionType, self: boolean, selfFrom: Place | undefined): Place | Place[] | undefined {
  const from = fromPlaces(text);
  if (from.length) return one(from);
  if (self) {
    const own = /(手卡|墓地|除外(状态)?)的这张卡|这张卡在(手卡|墓地)/.exec(text);
    if (own) return own[0].includes('手卡') ? 'hand' : own[0].includes('墓地') ? 'gy' : 'banished';
    return selfFrom;
  }
  // 「墓地的1只怪兽特殊召唤」「除外的1张卡加入手卡」: the place said as a description of the card;
  // the place it goes to (「在自己场上特殊召唤」「回到卡组」) is not where it comes from.
  const p = placesIn(text).filter(
    (x) =>
      !(verb === 'special-summon' && (x === 'field' || x === 'monster')) &&
      !(verb === 'return-to-deck' && (x === 'deck' || x === 'extra')) &&
      !((verb === 'add-to-hand' || verb === 'return-to-hand') && x === 'hand') &&
      !(verb === 'send-to-gy' && x === 'gy') &&
      !(verb === 'banish' && x === 'banished'),
  );
  if (p.length) return one(p);
  return undefined;
}

export interface CompiledActions {
  does: Action[];
  /** Steps after an event of their own (「…融合召唤的场合，可以…」「每次…，…」): a lingering effect's. */
  leaves: Action[];
  unknown: string[];
}

export interface ActionContext {
  /** Where the effect is activated from (for 「这张卡特殊召唤」 from the hand or GY). */
  from?: Place;
  /** The effect targets: 「那只怪兽」「那张卡」 are the targets. */
  targets: boolean;
  /** It answers an activation: 「那个发动」「那个效果」 are the activation below. */
  answers: boolean;
  /** A trigger: an event clause before its first action is its own event, not a lingering effect's. */
  trigger?: boolean;
  /** CH-AFTER-CALC-STEP: the moment a trigger's event names (a trigger on 「伤害计算后」 itself does its 「伤害计算后…」 steps now). */
  triggerPhase?: string;
}

/** Card names (「破坏之剑士」) hold verbs of their own: masked, same length, before verbs are read. */
export { maskNames };

/** Which verbs of VERBS a step may hold (one of the words each needs), read in one pass over the step. */
const verbWords = wordIndex(VERBS.map((v) => v.needs));

interface VerbSpan {
  at: number;
  end: number;
  do: ActionType;
}

/** The verbs of a step, in order: each span read once (the table VERBS). */
function verbSpans(scan: string): VerbSpan[] {
  const spans: VerbSpan[] = [];
  const may = verbWords(scan);
  for (let k = 0; k < VERBS.length; k++) {
    if (!may[k]) continue;
    const v = VERBS[k]!;
    v.re.lastIndex = 0;
    for (let m = v.re.exec(scan); m; m = v.re.exec(scan)) {
      const at = m.index;
      const end = at + m[0].length;
      if (spans.some((s) => at < s.end && end > s.at)) continue;
      if (!acts(scan, at, end, v.do)) continue;
      spans.push({ at, end, do: v.do });
    }
  }
  return spans;
}

/** An ATK/DEF change (攻守计算, issue 16): which value, by how much (./stats.ts), and while what holds. */
function statDetails(a: Action, text: string, s: VerbSpan, prevText: string | undefined): void {
  const span = text.slice(Math.max(0, s.at - 4), s.end + 4);
  a.stat = /攻击力·守备力|攻守|攻击力和守备力|守备力·攻击力/.test(span) || (span.includes('攻击力') && span.includes('守备力')) ? 'atk-def' : span.includes('守备力') ? 'def' : 'atk';
  // 攻守计算 (issue 16): by how much, in its own reader (./stats.ts).
  const valueAt = /原本(的)?$/.test(text.slice(0, s.at)) ? text.slice(0, s.at).search(/原本(的)?$/) : s.at;
  const change = readStatChange(text.slice(valueAt), `${prevText ?? ''}，${text.slice(0, valueAt)}`);
  if (change) a.change = change;
  // CH-LINK-NO-DEF: 「变成那个原本的攻击力和守备力合计数值」: computed from the monster's own DEF.
  if (/(攻击力和守备力|守备力)的?合计|合计[^，。]*?守备力/.test(text.slice(s.at))) a.needsDef = true;
  // CH-ZERO-AMOUNT-CHANGE: 「上升作为对象的怪兽的原本攻击力数值」「下降这张卡的攻击力数值」: by a card's value.
  // CH-STAT-ATTACKED-VALUE: 「上升那只（对方）怪兽的攻击力（一半）数值」 — 「那只对方怪兽」 and a half of the value read too (./index.ts tells
  // the monster attacked from a target).
  const by = change ? null : /^[^，。]*?(?:上升|下降)(作为对象的怪兽|那只(?:对方)?怪兽|这张卡)的(原本)?(攻击力|守备力)(?:的)?(一半)?(?:的)?数值/.exec(text.slice(s.at));
  if (by) a.amountFrom = { of: by[1] === '这张卡' ? 'self' : 'targets', stat: by[3] === '守备力' ? 'def' : 'atk', original: Boolean(by[2]), ...(by[4] ? { half: true as const } : {}) };
  // CH-STAT-OTHERS-TOTAL: 「上升这张卡以外的场上的怪兽的原本攻击力合计数值」: the sum over the other monsters on the field.
  const others = change || by ? null : /^[^，。]*?上升这张卡以外的场上的(?:全部的?)?(?:表侧表示)?怪兽的(原本)?(攻击力|守备力)(?:的)?合计数值/.exec(text.slice(s.at));
  if (others) a.amountFrom = { of: 'field-others', stat: others[2] === '守备力' ? 'def' : 'atk', original: Boolean(others[1]) };
  // CH-STAT-COST-VALUE: 「上升除外的怪兽的原本攻击力数值」「下降因为这张卡发动而除外的怪兽的各自原本数值」: the value of the monster its cost moved
  // (「上升丢弃的怪兽的攻击力·守备力的各自数值」: an ATK·DEF change, each by its own).
  // CH-STAT-MOVED-VALUE: 「作为对象的怪兽的攻击力下降送去墓地的怪兽的攻击力和守备力之内较高方的数值」 (吓人箱) — by the printed values of the
  // monster an earlier step of this resolution moved, the higher of the two.
  const higher = change || by || others ? null : /^[^，。]*?(上升|下降)(破坏|除外|送去墓地)的(?:那只)?怪兽的(?:原本的?)?攻击力和守备力之内较高方的数值/.exec(text.slice(s.at));
  if (higher) a.amountFromMoved = { by: higher[2] === '破坏' ? 'destroy' : higher[2] === '除外' ? 'banish' : 'send-to-gy', stat: 'higher', ...(higher[1] === '下降' ? { lowers: true as const } : {}) };
  const byCost = change || by || others || higher ? null : /^[^，。]*?(上升|下降)(?:因为这张卡发动而|为这张卡发动而|为这个效果发动而)?(?:除外|送去墓地|解放|丢弃)的(?:那只)?怪兽的(?:各自)?(原本)?(攻击力·守备力|攻击力|守备力)?(?:的)?(?:各自)?数值/.exec(text.slice(s.at));
  if (byCost) a.amountFrom = { of: 'cost', stat: byCost[3] === '守备力' ? 'def' : 'atk', original: Boolean(byCost[2]), ...(byCost[1] === '下降' ? { lowers: true as const } : {}) };
  // CH-STAT-OWN-VALUE: 「这个效果特殊召唤的怪兽的攻击力上升那个原本攻击力数值」 (力量结合) — each monster it raises, by its own value.
  const ownValue = change || by ? null : /^[^，。]*?上升那个(原本)?(攻击力|守备力)数值/.exec(text.slice(s.at));
  if (ownValue && a.what === 'moved') a.amountFrom = { of: 'own', stat: ownValue[2] === '守备力' ? 'def' : 'atk', original: Boolean(ownValue[1]) };
  // CMP-SELF-RAISE-TARGET-VALUE: 「那只怪兽的攻击力变成0，这张卡的攻击力上升那个原本攻击力数值」 — 「那个」 is the target the step before changed:
  // this card rises by that target's (original) value. Before, the raise was read with no amount and did nothing.
  else if (ownValue && a.what === 'self' && /(?:那只|作为对象的|对象的)(?:对方)?怪兽的(?:攻击力|守备力)[^，。]*?变成/.test(prevText ?? text.slice(0, s.at))) {
    a.amountFrom = { of: 'targets', stat: ownValue[2] === '守备力' ? 'def' : 'atk', original: Boolean(ownValue[1]) };
  }
  // CH-EQUIP-DAMAGE-CALC-ONLY: 「…只在（和对方怪兽进行战斗的）伤害计算时变成2倍」 (孤毒之剑): the change holds only
  // during damage calculation — read each time, like 巨大化's LP (whileHolds).
  if (/只在[^，。]*?伤害计算时/.test(text.slice(s.at, s.end))) a.whileHolds = [{ is: 'phase', phases: ['damage-calculation'] }];
  // CH-STAT-CONTINUOUS applies a change while its card is face-up: one that waits on what the reader does not
  // read — a count before it (「每有1只…，…上升200」), a battle (「攻击的场合，伤害步骤内…」) — is marked
  // `conditional` (the engine applies no change whose condition it cannot judge), not applied always; so is one
  // of 「这个方法特殊召唤的这张卡」 (how it was summoned: a one-time change, not read here).
  // 「攻击力在自己战斗阶段内上升300」「只在自己的战斗阶段上升200」: while it is the controller's Battle Phase (read each time).
  const own = /(在|只在)(自己|对方)的?战斗阶段(内|中)?[^，。]*?(上升|下降)/.exec(text.slice(s.at));
  let turnOnly: RegExpExecArray | null = null;
  // CH-STAT-BATTLING: 「这张卡和暗属性怪兽进行战斗的伤害步骤内，…」「这张卡的装备怪兽进行战斗的场合，装备怪兽的攻击力在伤害步骤内上升1000」:
  // while that monster battles (against such a monster) in the Damage Step — read each time.
  const battle = change && !a.whileHolds ? battlingIn(`${prevText ?? ''}，${text.slice(0, s.end + 12)}`) : null;
  if (battle) a.whileHolds = battle;
  else if (change && own && !a.whileHolds) a.whileHolds = [{ is: 'turn', whose: own[2] === '对方' ? 'opponent' : 'self' }, { is: 'phase', phases: ['battle-phase'] }];
  // CMP-STAT-TURN: 「攻击力·守备力只在对方回合内上升100000」「在自己回合内上升」: while it is that player's turn (read each time).
  else if (change && !a.whileHolds && (turnOnly = /(?:在|只在)(自己|对方)的?回合(?:内|中)?(?:，)?[^，。]{0,12}?(?:上升|下降)/.exec(text.slice(s.at)))) a.whileHolds = [{ is: 'turn', whose: turnOnly[1] === '对方' ? 'opponent' : 'self' }];
  // (CH-STAT-SCALED: a count the reader read — `change.per` — is counted, not a condition left unread.)
  else if (change && !battle && ((!change.per && /每|数量/.test(`${prevText ?? ''}，${text.slice(0, s.at)}`)) || /攻击的场合|战斗的场合|伤害步骤内|伤害步骤中|攻击宣言时|被攻击的|战斗阶段内|战斗阶段中|(这个|的)方法(通常|特殊)?召唤|召唤的这张卡/.test(`${prevText ?? ''}，${text.slice(0, s.end + 12)}`))) a.conditional = true;
}

/**
 * CH-STAT-BATTLING: 「与这张卡战斗的怪兽的原始攻击力在伤害步骤时变成200」「和这张卡进行战斗的对方怪兽的攻击力·守备力变成一半数值」 —
 * the change is of the monster battling this card (Subject `battling`: the other monster of its battle), while it battles in the
 * Damage Step; not of this card. 「原始攻击力」 is the old wording of 原本攻击力.
 */
function battleOpponentSubject(a: Action, phrase: string, rest: string): void {
  if (!a.change || !/(与|和)这张卡(进行)?战斗的(对方)?怪兽(的)?(原始|原本)?(攻击力|守备力)?$/.test(phrase.replace(/在伤害步骤(时|内)$/, ''))) return;
  a.what = 'battling';
  if (phrase.includes('原始') && a.change.layer === 'current' && a.change.op === 'set') a.change = { ...a.change, layer: 'original' };
  a.whileHolds = [{ is: 'phase', phases: ['damage-step'] }, { is: 'battling', who: 'self' }];
  delete a.conditional;
  void rest;
}

/**
 * CMP-DECK-TOP-COUNT-OF: a move of cards from the top of a Deck whose number is written as a count of other cards
 * (「把<those cards>数量的卡从(自己|对方)卡组上面…」): the cards moved are that Deck's, chosen by nobody (the top ones). The count is
 * not a fixed number, so none is set (the resolution says the top cards go, not how many — CH-CHOOSE-UNKNOWN's deck-top words).
 */
function deckTopCountOf(a: Action, phrase: string): void {
  const m = /数量的卡从(自己|对方|双方)?的?卡组/.exec(phrase);
  if (!m) return;
  const side = m[1] === '对方' ? 'opponent' : m[1] === '双方' ? 'any' : 'self';
  a.what = { filter: { place: 'deck', side }, scope: 'choose' };
  a.from = 'deck';
}

/** The subject of an ATK/DEF change (CH-STAT-CONTINUOUS), with the words its filter did not read. */
function statSubject(a: Action, phrase: string): void {
  // CH-STAT-CONTINUOUS: a change of 「…的怪兽」 whose subject holds words the filter reader did not capture (a race list,
  // an archetype, 「灵魂怪兽」) is not applied as if it covered every monster: `conditional`, as an unread condition is.
  if (a.change && typeof a.what === 'object' && !a.what.filter.equipped) {
    const types = a.what.filter.kind === 'monster' && !a.what.filter.subtypes ? monsterTypesOf(phrase) : [];
    if (types.length) a.what = { ...a.what, filter: { ...a.what.filter, subtypes: types } };
    const named = a.what.filter.archetype === undefined ? namedArchetypeOf(phrase) : undefined;
    if (named) a.what = { ...a.what, filter: { ...a.what.filter, archetype: named } };
    if (unreadQualifiers(phrase, a.what.filter)) a.conditional = true;
  }
}

/** CH-LP-BECOMES: 「对方基本分变成一半」「双方基本分变成3000」 — whose LP, and what they become. */
function lpBecomes(a: Action, text: string, s: VerbSpan): void {
  const at = text.slice(s.at, s.end + 6);
  const m = /基本分(?:全都|都)?变成([0-9]+|一半)/.exec(at);
  if (m) a.amount = m[1] === '一半' ? 'half' : Number(m[1]);
  const before = text.slice(Math.max(0, s.at - 8), s.at + 3);
  a.player = /双方/.test(before) ? 'both' : /对方/.test(before) ? 'opponent' : 'self';
}

/** Damage or LP gained: how much, to whom, read from what. */
function lpDetails(a: Action, text: string, s: VerbSpan, targets = false): void {
  // (Old words: 「这张卡对对方造成300点伤害」 — 点 before 伤害, 对…造成 for 给与, the card as the damage's source;
  // 「对方受到1000分的伤害」 — 分的 before 伤害.)
  // (「自己的基本分回复500」「双方的基本分回复1000分」: the number after 回复.)
  const n = /([0-9]+)(?:点|分的?)?(基本分|伤害)/.exec(text) ?? (s.do === 'gain-lp' ? /回复([0-9]+)/.exec(text) : null);
  if (n) a.amount = Number(n[1]);
  // (「对方回复3000基本分」 (礼品卡): the opponent gains the LP.)
  const who = /给与对方|对方受到|对对方造成/.test(text) || (s.do === 'gain-lp' && /^[^，。]*?对方回复/.test(text.slice(0, s.end))) ? 'opponent' : /给与自己|自己受到|自己回复|对自己造成/.test(text) ? 'self' : text.includes('双方') ? 'both' : undefined;
  if (who) a.player = who;
  // CH-LP-LOST: whoever 「失去」 — 「自己失去」 (or no subject) the effect's controller; the LP lost name no card.
  if (s.do === 'lose-lp') {
    const loser = text.slice(0, s.at);
    a.player = /对方$/.test(loser) ? 'opponent' : /双方(?:玩家)?$/.test(loser) ? 'both' : 'self';
    delete a.what;
  }
  // 「这张卡给与对方300伤害」「这张卡对对方造成…伤害」: this card deals it — the damage acts on no card (WIN-PER-EVENT).
  if (s.do === 'damage' && a.what === 'self' && /这张卡(?:给与|对)(?:对方|自己|双方)[^，。]*$/.test(text.slice(0, s.end))) delete a.what;
  // CH-DAMAGE-STAT-DIFF: 「…的攻击力和那个原本攻击力的相差数值的伤害」: the gap between the current and the original value.
  const diff = /(攻击力|守备力)和那个原本(攻击力|守备力)的相差数值的伤害/.exec(text);
  if (s.do === 'damage' && diff && diff[1] === diff[2]) a.amountOf = diff[1] === '攻击力' ? 'atk-vs-original' : 'def-vs-original';
  // CH-LP-TARGET-VALUE: 「给与对方基本分用这张卡的效果把攻击无效的怪兽的攻击力一半数值的伤害」「自己基本分回复作为对象的怪兽的原本攻击力一半的
  // 数值」 — the amount is the target's value (printed when 原本), halved when 一半 is written; before, a damage took the target's whole
  // current ATK and a gain took nothing.
  // (「那只怪兽」「把攻击无效的怪兽」 are the target when the step acts on the targets; 「作为对象的怪兽」 always is.)
  const ofTarget = a.amount === undefined && !diff && text.includes('数值') ? /(作为对象的|对象的|把攻击无效的|那只)(?:对方)?怪兽的(原本)?的?(攻击力|守备力)的?(一半)?的?数值/.exec(text) : null;
  // (s61: also 「给与对方那只怪兽的原本攻击力一半数值的伤害」 of an effect that targets — the damage acts on no card, so its 「那只」 is the target
  // only by the effect's targeting; before, the half and the printed value were lost: the target's whole current ATK was dealt.)
  if (ofTarget && (s.do === 'gain-lp' || a.what === 'targets' || ofTarget[1]!.endsWith('对象的') || (s.do === 'damage' && targets && ofTarget[1] === '那只'))) a.amountFrom = { of: 'targets', stat: ofTarget[3] === '守备力' ? 'def' : 'atk', original: Boolean(ofTarget[2]), ...(ofTarget[4] ? { half: true as const } : {}) };
  // CH-DAMAGE-MOVED-TOTAL: 「自己受到破坏的怪兽的原本攻击力合计数值的伤害」 — the printed values of the cards moved before, summed.
  const total = s.do === 'damage' && text.includes('合计数值') ? /(破坏|除外|送去墓地)的(?:怪兽|卡)的原本(攻击力|守备力)(?:的)?合计数值的伤害/.exec(text) : null;
  if (total) {
    a.amountFromMoved = { by: total[1] === '破坏' ? 'destroy' : total[1] === '除外' ? 'banish' : 'send-to-gy', stat: total[2] === '守备力' ? 'def' : 'atk' };
    delete a.what;
  }
  // CH-DAMAGE-SAME-AS-TAKEN: 「给与对方和自己受到的伤害相同数值的伤害」 — as much as the damage dealt just before.
  if (s.do === 'damage' && /和自己受到的伤害相同数值的伤害/.test(text)) {
    a.sameAsDamageBefore = true;
    delete a.what;
  }
  // CH-DAMAGE-SCALED: 「给与对方为场上的效果怪兽数量×500伤害」: so much per card the board holds (a count of cards the board shows only).
  const per = s.do === 'damage' && text.includes('×') ? /给与(?:对方|自己|双方)(?:基本分)?为?([^，。×]*?)的?(?:数量|数目)×([0-9]+)(?:点|分)?(?:的?数值)?的?伤害/.exec(text) : null;
  const scale = per ? scaleOf(per[1]!) : null;
  if (per && scale && 'count' in scale) {
    a.amount = Number(per[2]);
    a.amountPer = scale;
    delete a.what;
  }
  // CH-DAMAGE-SCALED (s59): 「给与对方基本分这张卡的发动时积累的连锁数量×400分的伤害」 (连锁爆击, read as 「这张卡的连锁数量」 by
  // ./clauses.ts) — N per link of the chain when this card was activated: its own chain link number. Before, a flat 400 whatever the chain.
  const chained = s.do === 'damage' && text.includes('连锁数量×') ? /这张卡的连锁数量×([0-9]+)(?:点|分)?(?:的?数值)?的?伤害/.exec(text) : null;
  if (chained) {
    a.amount = Number(chained[1]);
    a.amountPer = { chainLink: true };
    delete a.what;
  }
  // CMP-DAMAGE-MOVED-COUNT: 「自己受到这个效果特殊召唤的怪兽数量×1000的数值的伤害」「给与对方这个效果破坏的卡数量×300伤害」 — N per card this
  // resolution moved that way (`movedByThis`), counted as it resolves (CH-DAMAGE-MOVED-COUNT); before, the amount was not read at all.
  // CMP-LP-MOVED-COUNT: a gain counted the same way (「自己回复这个效果送去墓地的「堕天使」卡数量×500基本分」, 堕天使 路西法③), the cards counted
  // only those of an archetype when one is written (`of`), and 「这个效果破坏送去墓地的卡」 (一击必杀！居合抽卡) only those destroyed that went to
  // the GY (`toGy`) — before, both were read as a flat N.
  // CMP-MOVED-COUNT-SIDE (s49): 「给与对方这个效果除外的对方的卡数量×500伤害」 (拓扑三叶双头蛇①) — only the cards of that player count (`of.side`,
  // read on the card's owner where it went); before, the words 「对方的」 kept the pattern from matching and a flat 500 was dealt.
  const moved = text.includes('这个效果') && text.includes('×') ? /这个效果(?:从[^，。]{1,6})?(?:让双方)?(特殊召唤|破坏送去墓地|破坏|除外|送去墓地|回到手卡|回到卡组)的(「[^」]+」)?(?:(光|暗|地|水|炎|风|神)属性)?(?:(对方|自己)的)?(怪兽|卡)的?(?:数量|数目)×([0-9]+)(?:点|分)?(?:的?数值)?的?(伤害|基本分)/.exec(text) : null;
  if (moved && (moved[7] === '伤害') === (s.do === 'damage')) {
    const word = moved[1] === '破坏送去墓地' ? '破坏' : moved[1]!;
    const by = ({ 特殊召唤: 'special-summon', 破坏: 'destroy', 除外: 'banish', 送去墓地: 'send-to-gy', 回到手卡: 'return-to-hand', 回到卡组: 'return-to-deck' } as const)[word as '特殊召唤' | '破坏' | '除外' | '送去墓地' | '回到手卡' | '回到卡组'];
    // (「水属性怪兽」 (冰晶): only monsters of that attribute count; a plain 「怪兽」 adds nothing — what the step moves is monsters already.)
    const of = { ...(moved[2] ? { archetype: moved[2].slice(1, -1) } : {}), ...(moved[3] ? { kind: 'monster' as const, attribute: moved[3] } : {}), ...(moved[4] ? { side: moved[4] === '对方' ? ('opponent' as const) : ('self' as const) } : {}) };
    a.amount = Number(moved[6]);
    a.amountPer = { movedByThis: by, ...(Object.keys(of).length ? { of } : {}), ...(moved[1] === '破坏送去墓地' ? { toGy: true as const } : {}) };
    delete a.what;
  }
}

/** Does the effect leave this move for later (a later phase, the cards it moved, a counted turn ahead)? */
function leftForLater(text: string, s: VerbSpan, ctx: ActionContext): boolean {
  // (Each regex is tried only on a text holding a word it needs — most steps hold none: compile time, issue 12.)
  const phase = text.includes('阶段');
  // (「这个效果特殊召唤的怪兽的效果无效化」 (邪恶苏生): a negation of the summoned monster applies as the step resolves too — CH-MOVED-BY-THIS.)
  // (「这个效果特殊召唤的这张卡的攻击力上升…」 (影王 阴暗公爵①): the summoned card named as 这张卡 alike — before s60 its raise was left for the
  // End Phase and never applied.)
  if (text.startsWith('这个效果') && /^这个效果[^，。]*?的/.test(text) && !(((s.do === 'modify-stats' && /^这个效果(特殊)?召唤的(?:怪兽|这张卡)的(原本的?)?(攻击力|守备力)/.test(text)) || ((s.do === 'negate-effects' || s.do === 'negate-effect') && /^这个效果(?:(特殊)?召唤|得到控制权)的怪兽的效果无效/.test(text))) && !/结束阶段|准备阶段|离开/.test(text.slice(0, s.end)))) return true;
  const before = text.slice(0, s.at);
  if ((before.includes('离开') || before.includes('破坏') || before.includes('送去墓地')) && /(离开|(?<!战斗)破坏|送去墓地)(的场合|时)(?!的)[^，。]*$/.test(before)) return true;
  // CH-AFTER-CALC-STEP: also a trigger on an earlier moment (公牛剑士's attack declaration) leaves it for then; and a step that follows it in
  // the same sentence (「伤害计算后那只对方怪兽破坏，给与对方500伤害」) is done then too.
  if ((!ctx.trigger || (ctx.triggerPhase !== undefined && ctx.triggerPhase !== 'after-damage-calculation')) && before.includes('伤害计算后') && (((s.do === 'destroy' || s.do === 'banish' || s.do === 'send-to-gy') && /伤害计算后[^，。]*$/.test(before)) || (s.do === 'damage' && /伤害计算后[^，。]*?(送去墓地|破坏|除外)[^。]*$/.test(before)))) return true;
  if (phase && /^(那个|这个|下个|下次的)[^，。]{0,8}(结束阶段|准备阶段)|(?<!直到[^，。]{0,10})(战斗阶段结束|结束阶段)时?[，,]?(从游戏中|从场上)?(送去墓地|破坏|除外)/.test(text)) return true;
  if (!ctx.trigger && (phase || text.includes('步骤')) && LATER_MOVE.test(text)) return true;
  // (「用对方回合计算的第4回合的对方准备阶段，那张卡回到对方手卡」 (光之封札剑): a turn counted, then its phase — CH-DELAYED.)
  return (text.includes('次的') || text.includes('回合以后') || text.includes('回合的')) && DELAYED.test(text);
}

/** One step → its actions. */
function stepActions(step: Step, ctx: ActionContext, prev?: Action, prevText?: string): Action[] | null {
  // CMP-EQUIP-DESTROYED-TO-SELF: 「（这张卡战斗破坏对方怪兽送去墓地时，）把破坏怪兽当作装备卡使用给这张卡装备」 (卡车机人) — the old 「破坏怪兽」 is the monster
  // the event destroyed, 「那只怪兽」 (its 「破坏」 was read as a destruction, and the equip as this card equipping itself).
  const text = ctx.trigger && step.text.includes('把破坏怪兽当作装备卡使用给这张卡') ? step.text.replace('把破坏怪兽当作装备卡使用给这张卡', '把那只怪兽当作装备卡使用给这张卡') : step.text;
  const scan = maskNames(text);
  const spans = verbSpans(scan);
  if (!spans.length) return null;
  spans.sort((a, b) => a.at - b.at);
  const out: Action[] = [];
  let prevEnd = 0;
  let lastPhrase: string | null = prev && prevText ? prevText : null;
  for (const s of spans) {
    const phrase = text.slice(prevEnd, s.at);
    // 「…的效果无效」 not answering a chain link is a lingering negation of cards (效果遮蒙者).
    // 「…发动的效果无效」「此效果无效」 still negate an effect on the chain.
    // Answering an activation, 「…效果无效」 negates it — unless it names cards (「场上的全部卡的效果…无效」: lingering).
    // (Only a negation asks which one it is — the tests are run on those alone: compile time, issue 12.)
    const negates = s.do === 'negate-effect' || s.do === 'negate-effects';
    const namesCards = (): boolean => /(全部|场上|怪兽|卡)[^，。]*$/.test(phrase) && !/那个|其|此|这个|发动/.test(phrase);
    const chained = (): boolean => (!!ctx.answers && !namesCards()) || /那个|其|此|这个/.test(text.slice(Math.max(0, s.at - 2), s.end)) || /发动的[^，。]{0,12}$/.test(text.slice(0, s.at + 2));
    // 「通常魔法发动时支付1000分，那个通常魔法的效果无效化」: answering, 「那个…的效果无效化」 is the answered effect's (old words, c12l).
    const answered = (): boolean => !!ctx.answers && /^[，,并且]*那个[^，。]*$/.test(phrase);
    const verb: ActionType = !negates
      ? s.do
      : chained() && (!/效果无效化/.test(text.slice(s.at, s.end + 1)) || answered())
        ? 'negate-effect'
        : s.do === 'negate-effect'
          ? 'negate-effects'
          : /发动的[^，。]{0,12}$/.test(text.slice(0, s.at + 2))
            ? 'negate-effect'
            : s.do;
    const a: Action = { do: verb };
    // 「那只对方怪兽当作装备卡使用给这张卡装备」: that monster becomes an Equip Card of this card (issue 16, 装备卡) — this card
    // is the one equipped with it, not the card moved; the engine keeps the relation (src/engine/game/equip.ts).
    const equipsToSelf = verb === 'equip' && /(那只|那些|作为对象的)[^，。]*?当作装备卡使用给这张卡$/.test(phrase.replace(/装备$/, ''));
    // 「从卡组选1只…给这张卡的装备怪兽当作装备卡使用来装备」「从卡组选1只…当作装备卡使用给这张卡装备」: the card picked is equipped,
    // not this card (CH-CANNOT-USE-CHOICE reads where it is picked from).
    // (「从卡组选可以给那只怪兽装备而卡名不同的1只…同盟怪兽给那只怪兽装备」: a clause between 选 and the count.)
    const picksOther = verb === 'equip' && /从[^，。把]*?(卡组|手卡|墓地|除外)[^，。]*?选([^，。]*?而[^，。]*?)?[1-9一两][只张]/.test(phrase);
    // Added (issue 16, CH-SET-AGAIN): 「发动后这张卡不送去墓地，直接盖放」 — the card activated Sets itself again (not an unnamed card).
    const setsAgain = verb === 'set' && /^[，,]?直接$/.test(phrase) && /这张卡不送去墓地[，,]?$/.test(prevText ?? '');
    // CMP-SAME-NAME-AS-SEEN: 「把1只和这张卡的①的效果确认的怪兽同名的融合怪兽从额外卡组融合召唤」 (未来融合②) — a monster picked there,
    // named like the one an earlier effect of this card showed: 「这张卡」 names whose effect, not the card moved.
    const namesLikeSeen = phrase.includes('同名') && /和这张卡的[①②③④⑤⑥⑦⑧⑨⑩]的?效果[^，。]*?同名的/.test(phrase);
    // CMP-EQUIP-TARGETS-TO-SELF: 「以自己墓地最多3张「圣剑」装备魔法卡为对象…那些卡给这张卡装备」 (圣骑士王 阿托利斯①) — the targets are
    // the cards equipped, this card the one they equip (read as this card equipping itself: nothing was equipped).
    const targetsToSelf = verb === 'equip' && Boolean(ctx.targets) && /^[，,]?(那些|那张|作为对象的)[^，。]*?给这张卡$/.test(phrase.replace(/装备$/, ''));
    const self = setsAgain || (!equipsToSelf && !picksOther && !namesLikeSeen && !targetsToSelf && isSelf(phrase) && !phrase.includes('这张卡以外'));
    // 「从卡组选…的1只…同盟怪兽给那只怪兽装备」: the card picked is equipped to the target (onto: 'targets', CH-EQUIP-OWN-MONSTER) —
    // the subject is the card picked, read without the clause that names the target.
    const ontoTargets = picksOther && Boolean(ctx.targets) && /给(那只|作为对象的)怪兽$/.test(phrase.replace(/装备$/, ''));
    const picked = ontoTargets ? phrase.replace(/选[^，。]*?而(卡名不同的)?/, '选').replace(/给(那只|作为对象的)怪兽$/, '') : phrase;
    let what = equipsToSelf ? (ctx.targets ? 'targets' : 'event-cards') : targetsToSelf ? 'targets' : subjectOf(picked, verb, self, ctx);
    if (ontoTargets) a.onto = 'targets';
    // (CMP-SAME-NAME-AS-SEEN: 「…同名的融合怪兽」 — a Fusion Monster, as the words say.)
    const seenKind = namesLikeSeen && what && typeof what === 'object' ? /同名的(融合|同调|超量|连接)怪兽/.exec(phrase) : null;
    if (seenKind && typeof what === 'object' && what.filter.subtypes === undefined) what = { ...what, filter: { ...what.filter, subtypes: [({ 融合: 'fusion', 同调: 'synchro', 超量: 'xyz', 连接: 'link' } as const)[seenKind[1] as '融合']] } };
    // (CH-SHOWN-BY-EARLIER: which effect of this card showed it — the engine takes its name from that activation's history entry.)
    const seenBy = namesLikeSeen ? '①②③④⑤⑥⑦⑧⑨⑩'.indexOf(/和这张卡的([①-⑩])/.exec(phrase)?.[1] ?? '') + 1 : 0;
    if (seenBy > 0) a.nameOfShownBy = seenBy;
    // 「装备怪兽不能攻击，攻击力·守备力变成100」: an ATK/DEF change naming no card of its own is about the card the
    // step before named (issue 16, CH-STAT-CONTINUOUS) — not every monster.
    if (verb === 'modify-stats' && (out.length || prev) && lastPhrase !== null && /^[，,并且和]*(那个|那些)?((原本的?)?(攻击力|守备力)([·和](攻击力|守备力))?)?$/.test(phrase.trim())) {
      what = subjectOf(lastPhrase, verb, isSelf(lastPhrase) && !lastPhrase.includes('这张卡以外'), ctx) ?? (out.length ? out[out.length - 1]!.what : prev!.what);
    }
    // 「选1张装备魔法卡给这张卡装备」: an Equip Spell it picks.
    if (picksOther && what && typeof what === 'object' && phrase.includes('装备魔法')) what = { ...what, filter: { ...what.filter, kind: 'spell', subtypes: ['equip'] } };
    if (equipsToSelf) a.to = 'spell';
    // 「从手卡·卡组·墓地选1张装备魔法卡给这张卡装备」: other cards equipped to this card (CH-EQUIP-HOLDER-GONE).
    else if (verb === 'equip' && /给这张卡$/.test(phrase.replace(/装备$/, '')) && !/^这张卡/.test(phrase.trim())) a.onto = 'self';
    // CMP-EQUIP-BATTLED: 「这张卡被和对方怪兽的战斗破坏送去墓地时，可以把这张卡当作装备卡使用给那只对方怪兽装备」 (章鲨) — a trigger of its own
    // battle that targets nothing: 「那只对方怪兽」 is the monster it battled, where this card goes (not the effect's target: it has none).
    else if (verb === 'equip' && self && ctx.trigger && !ctx.targets && /把这张卡当作装备卡使用给那只(对方)?怪兽$/.test(phrase.replace(/装备$/, ''))) a.onto = 'battled';
    // CMP-OLD-COUNT-AFTER-VERB: 「从自己墓地特殊召唤最多2只名字带有「命运英雄」的怪兽」 — the old order names the cards after the verb:
    // read with them (before, only 「从自己墓地」 was read, and any monster there could be summoned).
    const after = typeof what === 'object' && what.scope === 'choose' && what.count === undefined && what.countMax === undefined ? COUNT_AFTER_VERB.exec(text.slice(s.end)) : null;
    if (after) what = subjectOf(phrase + after[0], verb, false, ctx) ?? what;
    // CMP-OLD-COUNT-AFTER-VERB (s55, the verb first): 「反转：破坏对方场上1只怪兽」 (执着的老魔术师) 「破坏1只里侧表示的怪兽，并从游戏中除外」 (抹杀之使徒) — the old order
    // puts the verb first and the cards after it, to the clause's end; with no words before the verb the step named no card and
    // acted on none (the flip resolved destroying nothing).
    const first = what === undefined && (verb === 'destroy' || verb === 'discard') && VERB_FIRST_LEAD.test(phrase) ? (verb === 'discard' ? VERB_FIRST_DISCARD : VERB_FIRST_PICK).exec(text.slice(s.end)) : null;
    if (first) what = subjectOf(first[0], verb, false, ctx) ?? what;
    if (what) a.what = what;
    if (what === 'moved') a.movedBy = movedByThisVerb(phrase) ?? movedByThisVerb(lastPhrase ?? '') ?? undefined;
    // CH-LEVELS-MATCH-NO-ZONE: 「…选…怪兽任意数量里侧守备表示特殊召唤。那之后，那些里侧守备表示怪兽全部解放」 — 「那些」 right after a step that
    // summons monsters it chooses names the monsters that step summoned (CH-MOVED-BY-THIS), not the cards of an event it answers.
    const stepBefore = out.length ? out[out.length - 1] : prev;
    if (what === 'event-cards' && verb !== 'special-summon' && /^[，,]*(那之后[，,]?)?那些/.test(phrase.trim()) && stepBefore?.do === 'special-summon' && typeof stepBefore.what === 'object' && stepBefore.what.scope === 'choose') {
      a.what = 'moved';
      a.movedBy = 'special-summon';
    }
    // CH-STEP-TARGETS: 「那只自己的…」「那只对方怪兽」 — of several targets, the ones of that side.
    if (what === 'targets' && ctx.targets) {
      // (Also the old wording 「选择的自己的卡破坏，选择的对方的卡回到手卡」 and 「作为对象的对方的卡」: CMP-TARGET-GROUPS.)
      const side = /(?:那[只张些]?|选择的|作为对象的)(自己|对方)(的|怪兽|场上|墓地|卡)/.exec(phrase);
      if (side) a.targetSide = side[1] === '自己' ? 'self' : 'opponent';
      // 「那张场上的卡破坏，那只墓地的怪兽特殊召唤」: of targets taken from several places, those taken from this one (CH-STEP-TARGETS).
      // (CMP-STEP-TARGET-SIDE-PLACE: a side may come between — 「作为对象的自己场上的怪兽破坏，作为对象的墓地的怪兽特殊召唤」 (炎王炎环) destroyed
      // the GY target too.)
      const place = /(?:那[只张些]?|作为对象的)(?:(?:自己|对方)的?)?(场上|墓地|除外|手卡)(的|存在的)/.exec(phrase);
      if (place) a.targetPlace = place[1] === '场上' ? 'field' : place[1] === '墓地' ? 'gy' : place[1] === '除外' ? 'banished' : 'hand';
      // CMP-STEP-TARGET-ARCHETYPE: 「那只「X」怪兽回到手卡，另1只作为对象的怪兽…」 — of two targets, the one of that archetype, then the other.
      const named = phrase.includes('「') ? /那[只张]「([^」]+)」(?:怪兽|卡)/.exec(phrase) : null;
      if (named) a.targetArchetype = named[1]!;
      else if (/另[1一][只张]作为对象的/.test(phrase)) {
        const named0 = [...out].reverse().find((x) => x.targetArchetype !== undefined)?.targetArchetype ?? prev?.targetArchetype;
        if (named0) a.targetNotArchetype = named0;
      }
    }
    // 「那个发动无效并破坏」「那只怪兽的攻击力上升400，效果无效化」: a verb with no words of its own acts on
    // what the one before did (in this step or the step before).
    // (「…的效果无效化，这个回合不能攻击宣言」 (邪恶苏生): a lock for the turn naming no card is on that card too.)
    // (CMP-OLD-COUNT-AFTER-VERB: not a verb whose own cards follow it — 「祭掉自己场上1只「鱼雷鱼」」 after 「破坏对方场上1只怪兽」 tributes no monster
    // of the opponent.)
    else if ((out.length || prev) && !withoutLead(phrase, verb).trim() && !(VERB_FIRST_LEAD.test(phrase) && VERB_FIRST_NAMES.test(text.slice(s.end)))) {
      const last = out.length ? out[out.length - 1]! : prev!;
      const before = last.what;
      if (before) a.what = before;
      if (before === 'moved' && last.movedBy) a.movedBy = last.movedBy;
    }
    // CMP-OLD-DISCARD-TO-GY (s56): 「选择对方手卡的1张卡丢去墓地」 (收押) — no 「对方」 before 选: the effect's player picks the opponent's card.
    if (s.do === 'discard' && text.includes('对方手卡') && /(?:^|[，,。])(?:从)?选择?对方(?:的)?手卡(?:的|中的)?[1-9一]张(?:卡)?丢/.test(text)) a.pickedBySelf = true;
    // (CMP-OLD-DISCARD-TO-GY: 「丢去墓地」 names where the card goes, not where it is taken from — a discard is from the hand.)
    const from = s.do === 'discard' && text.startsWith('丢去', s.at) ? 'hand' : fromOf(text.slice(prevEnd, s.end), s.do, self, ctx.from);
    if (from !== undefined) a.from = from;
    // 「加入手卡或者在自己场上特殊召唤」: a second verb with no object of its own takes the first one's.
    else if (out.length && !/[把张只]/.test(phrase) && out[out.length - 1]!.from !== undefined) {
      const last = out[out.length - 1]!;
      a.from = last.from!;
      if (!a.what && last.what) a.what = last.what;
      // CH-EITHER-STEP: 「加入手卡或送去墓地」「加入手卡或者特殊召唤」 — the one card picked undergoes one of the two, not both.
      if (/^(或|或者)$/.test(phrase.trim()) && typeof last.what === 'object' && last.what.scope === 'choose' && a.what === last.what && last.do !== verb) {
        last.orInstead = verb;
        a.insteadOf = last.do;
      }
    }
    if (s.do === 'return-to-deck' && /额外卡组|融合卡组/.test(text.slice(s.at, s.end))) a.to = 'extra';
    // 「让「A」「B」「C」各1张回到持有者卡组」 — one card of each name (their number in all; the names read for the materials
    // a Fusion Summon after it names, CH-CANNOT-USE); it was read as any one card of those places.
    const each = phrase.includes('各1') ? /((?:「[^」]+」)+)各1[张只]$/.exec(phrase.trim()) : null;
    if (each && typeof a.what === 'object' && a.what.scope === 'choose' && !a.what.filter.names) {
      const names = [...each[1]!.matchAll(/「([^」]+)」/g)].map((m) => m[1]!);
      if (names.length > 1) a.what = { ...a.what, count: names.length, filter: { ...a.what.filter, names } };
    }
    if (s.do === 'special-summon' && /(融合|同调|超量|仪式|连接)召唤/.test(text.slice(s.at, s.end)) && a.from === undefined) a.from = /仪式/.test(text.slice(s.at, s.end)) ? 'hand' : 'extra';
    // 「变成表侧守备表示」「变成攻击表示」: the position it is put in (a face-down Defense monster turned face-up in Defense
    // stays in Defense; one already in it is not changed — CH-SAME-POSITION); not 「变成攻击表示或者守备表示」 (a choice).
    if (s.do === 'change-position') {
      const to = /(?:变成|变更为|转为|变为)(表侧)?(攻击|守备)表示$/.exec(text.slice(s.at, s.end));
      if (to && !/^(或|或者|、|·)/.test(text.slice(s.end))) a.position = to[2] === '攻击' ? 'attack' : 'defense';
      // CH-SAME-POSITION: 「变成守备表示」 without 表侧 is a change of battle position only (攻击⇄守备): a face-down Defense Position
      // monster is in it already and stays face-down (docs/c02/基本用语.rst:585–588); 「变成表侧守备表示」 flips it.
      if (to && a.position === 'defense' && !to[1]) a.defenseOnly = true;
    }
    if (s.do === 'modify-stats') {
      statDetails(a, text, s, prevText);
      statSubject(a, phrase);
      battleOpponentSubject(a, phrase, text.slice(s.at));
      // CH-STAT-REVERSE: 「攻击力·守备力的上升·下降的效果变成相反」 — raises and lowers applied later go the other way, for the turn.
      if (/(上升·下降|上升和下降|上升或下降)的效果(变成|变为)相反/.test(text)) {
        a.reversesStatChanges = true;
        a.duration = 'turn';
      }
    }
    // CH-ZERO-AMOUNT-TARGET: 「…攻击力变成一半，这张卡的攻击力上升那个数值 / 给与对方那个数值的伤害」: the amount is what the change before took.
    if ((out.length ? out[out.length - 1] : prev)?.do === 'modify-stats' && /那个数值/.test(text.slice(prevEnd, s.end) + text.slice(s.end).split(/[，。]/)[0])) a.ofChange = true;
    if (s.do === 'special-summon' && text.includes('衍生物')) {
      a.token = true;
      // CMP-TOKEN-NAMED: 「把2只「X衍生物」…特殊召唤」 — the Token it makes is named so (the resolution names the Tokens, not 「an unnamed monster」).
      const named = /「([^」]*?衍生物)」/.exec(text.slice(0, s.end));
      if (named && typeof a.what === 'object' && a.what !== null && 'filter' in a.what && !a.what.filter.names) a.what = { ...a.what, filter: { ...a.what.filter, names: [named[1]!] } };
      // CH-COUNT-MOVED (s61): 「解放的怪兽数量的「幻兽机衍生物」…特殊召唤」 — as many Tokens as this link tributed (its cost: 「任意数量解放」),
      // counted as they moved; before, one Token was made whatever the number.
      const per = named ? TOKENS_PER_MOVED.exec(text.slice(0, s.end)) : null;
      if (per) a.countFrom = { by: TOKEN_COUNT_VERB[per[1]!]!, plus: 0 };
    }
    // CH-SUMMON-CONDITION: 「…无视召唤条件（从手卡）特殊召唤」 — this summon ignores the summoned card's summoning condition (a card
    // 「不能特殊召唤」 may come out by it). Read only in the words that lead to this verb, never from another step's.
    if (s.do === 'special-summon' && /无视召唤条件/.test(text.slice(prevEnd, s.at))) a.ignoreConditions = true;
    // CMP-SUMMON-POSITION: 「那只怪兽守备表示特殊召唤」「表侧攻击表示特殊召唤」 — the face-up position it is summoned in (not a
    // choice 「攻击表示或者守备表示」, not face-down).
    if (s.do === 'special-summon' && a.position === undefined) {
      const pos = /(?<![或者、·])(?:表侧)?(攻击|守备)表示$/.exec(text.slice(prevEnd, s.at));
      if (pos && !/里侧(?:攻击|守备)表示$/.test(text.slice(prevEnd, s.at))) a.position = pos[1] === '攻击' ? 'attack' : 'defense';
      // 「…怪兽任意数量里侧守备表示特殊召唤」: summoned face-down in Defense — the position it is put in, not a filter on the cards it
      // chooses (cards banished or in the GY have no position).
      else if (/里侧守备表示$/.test(text.slice(prevEnd, s.at))) {
        a.position = 'face-down-defense';
        if (typeof a.what === 'object' && a.what.filter.position === 'defense' && a.what.filter.place !== 'field') {
          const { position: _p, ...filter } = a.what.filter;
          a.what = { ...a.what, filter };
        }
      }
    }
    // CH-DETACH-BY-EFFECT: 「作为对象的怪兽的超量素材全部取除」 — every material it holds.
    if (s.do === 'detach' && text.slice(s.at, s.end).includes('全部')) a.allMaterials = true;
    // (CMP-PHASE-GLUED-STEP: 「把装备怪兽1个超量素材取除」 — how many, said before 「超量素材」: the equipped monster's materials are detached by number.)
    const many = s.do === 'detach' && typeof a.what === 'object' && a.what.filter.equipped ? /([1-9])个$/.exec(text.slice(0, s.at)) : null;
    if (many) a.count = Number(many[1]);
    // 「这张卡变成通常怪兽…特殊召唤」: a Trap summoned as a monster — not a monster summoned from where it was
    // (屋敷童 cannot answer 真源的帝王 ② as 「从墓地把怪兽特殊召唤」).
    if (s.do === 'special-summon' && /这张卡(发动后)?变成[^，。]*怪兽/.test(text)) {
      delete a.from;
      a.asMonster = true;
      a.note = 'as a monster';
      // CH-SUMMON-STATS-FROM-TARGET: 「变成持有和作为对象的怪兽的攻击力相同数值的攻击力·守备力的效果怪兽」 — its ATK/DEF are its target's.
      if (/变成持有和作为对象的怪兽的(攻击力|守备力)相同数值的/.test(text)) a.statsFromTarget = true;
    }
    if (phrase.includes('卡组') && /卡组的?(最)?上(面|方)|卡组从上面/.test(phrase)) a.top = true;
    // CMP-DECK-TOP-COUNT-OF: 「把场上的「堕天使」怪兽数量的卡从自己卡组上面送去墓地」「把对方场上的卡数量的卡从对方卡组上面送去墓地」 —
    // the words before 数量 are how MANY cards leave the top of the Deck, not which: the cards moved are the Deck's. (They were read as
    // the moved cards' filter, so the field's cards were milled — 堕天使 路西法 ③ sent itself to the GY.)
    if (a.top && phrase.includes('数量的卡')) deckTopCountOf(a, phrase);
    // 「自己卡组从上面丢弃「骰子」丢出数目的卡去墓地」 (old words): cards leave the Deck for the GY — a mill, no discard from the hand.
    if (a.do === 'discard' && (a.from === 'deck' || a.top)) Object.assign(a, { do: 'send-to-gy', from: 'deck' });
    if (s.do === 'send-to-gy' && /回到墓地/.test(text.slice(s.at, s.end))) a.from = 'banished';
    // 「这个效果特殊召唤的怪兽在结束阶段送去墓地」「…离开的场合除外」「那个回合的结束阶段把…破坏」: what the
    // effect leaves for later, on the cards it moved or at a later phase — not what it does now.
    // (An activated effect used before damage calculation that moves a card 「伤害计算后」 — 「伤害计算后那只对方怪兽破坏」「那只怪兽在
    // 伤害计算后除外」 — moves it at that later moment; a trigger on that moment does it now.)
    // (「这个效果特殊召唤的怪兽的攻击力变成一半」 (光神化): a change of the summoned monster's value applies as the step resolves — CH-STAT-SCALED's examples, docs/c03/攻守计算.rst:440–447.)
    if (leftForLater(text, s, ctx)) a.duration = 'end-phase';
    // 「把融合素材怪兽送去墓地，把那1只融合怪兽…融合召唤」: the materials go as part of the Fusion Summon.
    if (s.do === 'send-to-gy' && /融合素材|素材怪兽/.test(phrase)) a.note = 'materials';
    if (s.do === 'draw') {
      const n = /抽([0-9]+)张/.exec(text);
      if (n) a.count = Number(n[1]);
      // CH-COUNT-MOVED: 「抽出送去墓地的怪兽的数量＋1张」 — as many as the cost (or an earlier step) moved, plus some.
      const moved = /抽出?(送去墓地|丢弃|除外|解放|回到卡组)的(?:怪兽|卡)的?数量(?:[＋+]([0-9]+)张)?/.exec(text);
      // CH-DRAW-COUNT-OF: 「自己从卡组抽出自己场上的「精灵剑士」怪兽的数量」 — as many as the cards on the field that fit now.
      const onField = moved ? null : /抽出?((?:自己|对方)?场上的[^，。]*?(?:怪兽|卡))的?数量(?:[＋+]([0-9]+)张)?/.exec(text);
      if (onField) {
        const f = filterOf(onField[1]!);
        if (f.place !== undefined) a.drawCountOf = { filter: f, plus: onField[2] ? Number(onField[2]) : 0 };
      }
      // 「自己场上表侧表示存在的名字带有「新空间侠」的怪兽每有1种类，从自己卡组抽1张卡」: one card per name among them (a card with a second
      // name by the rules counts both).
      const perKind = !onField && !moved ? /((?:自己|对方)?场上[^，。]*?怪兽)每有1种类[，,]?(?:从自己卡组)?抽1张/.exec(`${prevText ?? ''}，${text}`) : null;
      if (perKind) {
        const f = filterOf(perKind[1]!);
        if (f.place !== undefined) { a.drawCountOf = { filter: f, plus: 0, kinds: true }; delete a.count; }
      }
      if (moved) a.countFrom = { by: moved[1] === '丢弃' ? 'discard' : moved[1] === '除外' ? 'banish' : moved[1] === '解放' ? 'tribute' : moved[1] === '回到卡组' ? 'return-to-deck' : 'send-to-gy', plus: moved[2] ? Number(moved[2]) : 0 };
      // CH-PICK-ANY-NUMBER: 「对方可以选自身场上的卡任意数量送去墓地。那个场合，双方从卡组抽出那个数量」 — as many as the step before moved
      // (none moved: nothing drawn), not one card.
      else if (prev && /抽出?那个数量/.test(text) && (prev.do === 'send-to-gy' || prev.do === 'banish' || prev.do === 'discard' || prev.do === 'return-to-deck' || prev.do === 'tribute')) { a.countFrom = { by: prev.do, plus: 0 }; delete a.count; }
      // CH-DRAW-NONE-DISCARDED: 「各自从卡组抽出自身丢弃的数量」 — each player as many as it discarded.
      if (/抽出?自身丢弃的(?:卡的)?数量/.test(text)) a.perOwnDiscard = true;
      // CH-DRAW-PLAYER (s61): 「破坏的卡的控制者（可以）从卡组抽出破坏（的卡）的数量」 — the players whose cards this effect destroyed, each as
      // many as were theirs, not the effect's controller.
      if (/破坏的卡的控制者(?:可以)?从卡组抽出破坏(?:的(?:卡的)?)?数量/.test(`${prevText ?? ''}，${text}`)) { a.perControllerMoved = 'destroyed'; a.player = 'both'; }
      // CH-DRAW-PLAYER: 「对方从卡组抽1张」「双方各从卡组抽1张」 — the draw's subject, not always the effect's controller.
      const who = /^[并且，,]*(对方|双方|自己)/.exec(phrase.replace(/^那之后[，,]?/, ''));
      if (who) a.player = who[1] === '对方' ? 'opponent' : who[1] === '双方' ? 'both' : 'self';
    }
    if (s.do === 'damage' || s.do === 'gain-lp' || s.do === 'lose-lp') lpDetails(a, text, s, ctx.targets);
    if (s.do === 'set-lp') lpBecomes(a, text, s);
    // CH-REVEAL-ANSWER-PUBLIC: 「对方可以从手卡把1张魔法卡给人观看让这张卡的效果无效」 — the opponent's option to stop the effect, not a look
    // of this card's player at the opponent's hand (「可以随机把对方1张手卡确认」).
    if (s.do === 'look' && /对方可以(?:从手卡)?(?:把|让)?[^，。]*?(?:给人观看|被观看|给对方观看)[^，。]*?(?:使|让)这(?:张卡|个效果)(?:的效果)?无效/.test(text)) a.opponentMayStop = true;
    // CMP-EACH-PLAYER: 「双方玩家把2张手卡送去墓地」「双方各自从自己的额外卡组选3张卡送去墓地」「从双方卡组上面把3张卡送去墓地」 — a count of
    // cards each player moves of their own (CH-EACH-PLAYER); 「各自从卡组抽2张」 after such a step is a draw of both.
    if (MOVES.has(s.do) && typeof a.what === 'object' && a.what.scope === 'choose' && (a.what.count ?? a.what.countMax) !== undefined && a.what.filter.side === 'any' && /^[^，。]*?(双方玩家|双方各自|双方各|从双方的?(卡组|手卡|额外卡组|墓地))/.test(phrase.replace(/^[，,。]?那之后[，,]?/, ''))) a.eachPlayer = true;
    if (s.do === 'draw' && a.player === undefined && /^[，,。]*(那?之后[，,]?)?各自从卡组抽/.test(phrase + text.slice(s.at, s.end)) && /双方/.test(`${prevText ?? ''}${text.slice(0, s.at)}`)) a.player = 'both';
    // CH-SWAP-CONTROL (issue 16): 「双方选择自己场上存在的1只怪兽，那些怪兽的控制权交换」 — each player's own monster, the two swapped.
    if (s.do === 'take-control' && /控制权(交换|互换)/.test(text.slice(s.at, s.end + 3)) && /双方(各自)?选择?自己场上(存在的)?1只怪兽/.test(`${prevText ?? ''}，${text}`)) {
      a.swap = true;
      a.what = { count: 1, filter: { kind: 'monster', place: 'field' }, scope: 'choose' };
      a.player = 'both';
    }
    // CTL-GIVE-CONTROL: 「那只怪兽的控制权移给对方」 gives the monster away; 「控制权回归原本持有者」 sends each back to its owner.
    if (s.do === 'take-control' && !a.swap) {
      const after = text.slice(s.at, s.end + 10);
      if (/^控制权(?:转)?(?:移|交)给对方/.test(after)) a.controlTo = 'opponent';
      else if (/^控制权(?:回归|回到|返还给?)(?:原本|原来)的?持有者/.test(after)) a.controlTo = 'owner';
      // CTL-UNTIL-END-PHASE: 「直到这个回合的结束阶段前，…控制权转移给对方」「控制权直到结束阶段得到」 — only until the End Phase.
      const sentence = `${prevText ?? ''}，${text.slice(0, s.end + 12)}`;
      const lead = sentence.slice(sentence.lastIndexOf('。') + 1);
      if (!a.duration && /直到(?:这个回合的?|发动回合的?|那个回合的?)?结束阶段(?:前|为止|时)?[，,]?[^。]*?控制权|控制权直到(?:这个回合的?)?结束阶段/.test(lead)) a.controlUntil = 'end-phase';
      // CMP-UNTIL-NEXT-PHASE: 「控制权直到下次的自己的结束阶段时得到」 (痛恨的诉苦), 「直到下次的自己结束阶段，得到…的控制权」 (电磁蓑衣虫) — control taken now, lasting until the controller's next End
      // Phase: a duration of the change, not a step left for that phase (CMP-END-PHASE-FIRST).
      else if (!a.duration && /控制权直到下次的?(?:自己的?)?结束阶段|直到下次的?(?:自己的?)?结束阶段(?:时)?[，,]?[^。]*?控制权/.test(lead)) a.controlUntil = 'next-own-end-phase';
    }
    // 「对方必须把自身场上1只怪兽送去墓地」: an action the effect obliges one player to carry out (CH-PLAYER-MUST).
    if ((MOVES.has(s.do) || s.do === 'tribute') && phrase.includes('必须') && /^[^，。]*?(对方|自己)必须/.test(phrase)) {
      a.must = true;
      a.player = phrase.includes('对方必须') ? 'opponent' : 'self';
      // ZONE-AROUND-TARGET: 「对方必须把那只怪兽的前面·后面·相邻的区域（…）存在的1张卡送去墓地」 — a card the obliged player chooses among
      // those in the zones around the target (of either field), not the target itself.
      const around = /(?:那只|作为对象的)怪兽的前面·后面·相邻的区域(?:（[^）]*）)?存在的(?:卡之中把)?(\d+)张/.exec(phrase);
      if (around) a.what = { scope: 'choose', count: Number(around[1]), filter: { place: 'field', aroundTarget: true } };
    }
    // CH-PLAYER-MUST (issue 16): 「对方选择对方场上1只怪兽作祭品」 — a Tribute the opponent makes of their own monster is that player's
    // action too: the monster was tributed by its controller, not by the effect's (its 「因对方」 is not met).
    if (s.do === 'tribute' && !a.must && /^[^，。]*?对方选择(对方|自身|自己)场上/.test(phrase)) {
      a.must = true;
      a.player = 'opponent';
    }
    // CH-REWRITE-UNNEGATABLE-LOST: 「对方选1张自己手卡丢弃」 — one discards only from one's own hand: 「自己」 is the picking opponent's.
    // (CMP-OPPONENT-PICKS-OWN-HAND, s55: also the old 「对方再选择自己1张手卡丢弃」 (爱恶作剧的双子恶魔), a 「再」 before the choosing and the
    // count between 「自己」 and 「手卡」 — read as either hand, the effect's controller discarded one of its own.)
    if (s.do === 'discard' && typeof a.what === 'object' && a.what.filter.side === 'any' && /^[^，。]*?对方再?选择?[^，。]*?(?:自己|自身)的?(?:[1-9一两]张)?手卡/.test(phrase) && !/双方|自己(?:或|·|和)对方/.test(phrase)) a.what.filter.side = 'opponent';
    // CMP-SUMMON-TO-OPPONENT-FIELD (issue 16): 「这张卡在对方场上守备表示特殊召唤」「那些怪兽…在对方场上特殊召唤」 — the monster arrives on
    // the opponent's field (not 「自己·对方场上」: either field). Read before, it was summoned on its player's own field.
    if (s.do === 'special-summon' && a.player === undefined && !a.token && /(?:^|[^·和或])(?:在|往|到|向)对方(?:的)?场上[^，。]*$/.test(phrase) && !/(?:自己|双方)[·和或]?对方(?:的)?场上/.test(phrase)) a.player = 'opponent';
    // CH-ADD-TO-OWN-HAND: 「…加入自己手卡」 of cards that may be the opponent's (「把对方手卡确认，从那之中选1只怪兽加入自己手卡」) — to the player's hand.
    if (s.do === 'add-to-hand' && /^加(?:入|到)自己的?手卡/.test(text.slice(s.at, s.end)) && !(typeof a.what === 'object' && a.what.filter.side === 'self') && a.what !== 'self') a.intoOwnHand = true;
    if ((phrase.includes('可以') && /可以[^，。]*$/.test(phrase)) || text.startsWith('可以')) a.optional = true;
    // CH-PICK-ANY-NUMBER: 「对方可以选自身场上的卡任意数量送去墓地」 — how many (none at all included) is the player's choice.
    // (Also after the verb: 「可以从自己的手卡特殊召唤任意数量的「X」上场」.)
    if (a.optional && (phrase.includes('任意数量') || /^任意数量的/.test(text.slice(s.end))) && typeof a.what === 'object' && a.what.scope === 'choose' && a.what.count === undefined) a.what = { ...a.what, anyNumber: true };
    if (out.length === 0 && step.link === 'then') a.then = true;
    if (verb === 'negate-effects' && text.startsWith('这个效果') && /^这个效果[^，。]*?的/.test(text)) a.note = 'the cards this effect moved';
    // CH-MOVED-BY-THIS: 「这个效果得到控制权的怪兽的效果无效化」 — the monsters the take-control step took, not any monster chosen (read so, a
    // monster the effect never took — one gone to the GY before it resolved — was negated).
    if (verb === 'negate-effects' && /^这个效果得到控制权的怪兽/.test(text) && (prev?.do === 'take-control' || out.some((x) => x.do === 'take-control'))) {
      a.what = 'moved';
      a.movedBy = 'take-control';
    }
    // 「场上的表侧表示的融合·同调·超量怪兽的效果无效化」: the monster types its subject names, each of a list (CH-CONT-NEGATE).
    if (verb === 'negate-effects' && typeof a.what === 'object' && a.what.filter.kind === 'monster' && !a.what.filter.subtypes) {
      const types = monsterTypesOf(phrase);
      if (types.length) a.what = { ...a.what, filter: { ...a.what.filter, subtypes: types } };
    }
    // 「那只怪兽效果无效特殊召唤」: the summoned monster comes with its effects negated — how it is summoned.
    if (verb === 'negate-effects' && /^(化)?(特殊召唤|守备表示特殊召唤|攻击表示特殊召唤)/.test(text.slice(s.end))) a.note = 'summoned negated';
    // (The verb as read: 「直到结束阶段时场上的陷阱卡的效果无效」 matched as 「…的效果无效」 and read as a negation of cards lasts too — c12l.)
    if ((verb === 'negate-effects' || s.do === 'modify-stats' || s.do === 'unaffected' || s.do === 'cannot-attack') && /这个回合|直到回合结束时|直到结束阶段/.test(text)) a.duration = 'turn';
    // CH-UNAFFECTED-EARLIER (head-judge review s42): 「这张卡直到回合结束时不受魔法·陷阱卡的效果影响」 — a step's protection keeps off only
    // the effects its own words name (read as a continuous one's are), so a later monster effect still reaches it; none named: all.
    if (s.do === 'unaffected' && !a.fromCards) {
      const from = unaffectedFrom(text.slice(s.at, s.end));
      if (from) a.fromCards = from;
    }
    // CMP-SUMMON-PAIR: 「卡组1只「X」怪兽和手卡的这张卡特殊召唤」 — two cards summoned together by one verb: the one described,
    // then this card (so CH-NO-FREE-ZONE counts both).
    if (s.do === 'special-summon' && a.what === 'self') {
      const pair = /^[，,并且]*(?:把|将)?([^，。]+?)和(?:手卡的|墓地的|场上的)?这张卡$/.exec(scan.slice(prevEnd, s.at));
      if (pair && /[1-9一两][只张]/.test(pair[1]!)) {
        const start = prevEnd + scan.slice(prevEnd, s.at).indexOf(pair[1]!);
        const words = text.slice(start, start + pair[1]!.length);
        const other: Action = { do: 'special-summon' };
        const w = subjectOf(words, 'special-summon', false, ctx);
        if (w) other.what = w;
        const f = fromOf(words, 'special-summon', false, ctx.from);
        if (f !== undefined) other.from = f;
        if (a.optional) other.optional = true;
        if (a.then) { other.then = true; delete a.then; }
        out.push(other);
      }
    }
    // CMP-TARGET-AND-SELF: 「那只对方怪兽和场上的这张卡除外」「那只怪兽和这张卡破坏」 — one verb on the target and on this card:
    // the target moves too, then this card (read as this card alone before, the target stayed).
    if (a.what === 'self' && ctx.targets && (s.do === 'banish' || s.do === 'destroy' || s.do === 'send-to-gy' || s.do === 'return-to-hand' || s.do === 'return-to-deck')
      // (CH-TEMP-BANISH-RETURN: 「那只怪兽和场上的这张卡直到下次的自己准备阶段除外」 — a duration between them and the verb: both, for a while.)
      && /^[，,并且]*(?:把|将)?(?:那只|那张|那些|作为对象的)[^，。和]*和(?:场上的|自身场上的)?这张卡(?:直到[^，。]{0,14}?(?:准备阶段|结束阶段|回合结束)时?)?$/.test(scan.slice(prevEnd, s.at))) {
      const other: Action = { do: s.do, what: 'targets' };
      if (a.optional) other.optional = true;
      if (a.then) { other.then = true; delete a.then; }
      const side = /那[只张些]?(自己|对方)(的|怪兽|场上|墓地|卡)/.exec(phrase);
      if (side) other.targetSide = side[1] === '自己' ? 'self' : 'opponent';
      out.push(other);
    }
    out.push(a);
    // CH-STAT-SCALED: 「上升A数值以及B数量×N」 — two changes of one value, each applying on its own terms (./stats.ts readSecondChange).
    if (a.do === 'modify-stats' && a.change?.per) {
      const second = readSecondChange(text.slice(s.at));
      if (second) out.push({ ...a, change: second });
    }
    prevEnd = s.end;
    lastPhrase = phrase;
  }
  return out;
}

/**
 * `phrase` without the joining words it opens on (「并且」「和」「，」) and, for a lock on attacks, 「这个回合」 after them (as
 * `.replace(/^[并且和，,]+/, '').replace(verb === 'cannot-attack' ? /^这个回合/ : /$^/, '')`, without the replace that never matched).
 */
function withoutLead(phrase: string, verb: ActionType): string {
  const p = '并且和，,'.includes(phrase.charAt(0)) && phrase !== '' ? phrase.replace(/^[并且和，,]+/, '') : phrase;
  // (Head-judge review s42 rv3: 「那只怪兽的攻击力上升1500，直到回合结束时不受对方的效果影响」 — the protection's duration alone before it
  // names no card: it acts on what the step before did.)
  if (verb === 'unaffected') return p.replace(/^(直到回合结束时|直到结束阶段|这个回合[，,]?)/, '');
  return verb === 'cannot-attack' && p.startsWith('这个回合') ? p.slice(4) : p;
}

/** 「这个效果特殊召唤的怪兽」「用这个效果除外的卡」: the verb of the earlier step whose cards the phrase names (CH-MOVED-BY-THIS), or null. */
const MOVED_BY_THIS = /^[，,并且再]*(?:用|把)?这个效果(特殊召唤|召唤|除外|送去墓地|破坏|加入手卡|回到手卡|盖放)(?:成功)?的(?:表侧表示的?)?(?:怪兽|卡|那些怪兽|那只怪兽)/;
/** 「解放的怪兽数量的「X衍生物」」: a number of Tokens read from the cards this link moved (CH-COUNT-MOVED, s61) — not 「这个回合…被解放的怪兽数量」, a count of the turn. */
const TOKENS_PER_MOVED = /(?<!被)(解放|除外|送去墓地|丢弃)的(?:怪兽|卡)?数量的「[^」]*?衍生物」/;
/** The move each word of TOKENS_PER_MOVED counts. */
const TOKEN_COUNT_VERB: Record<string, ActionType> = { 解放: 'tribute', 除外: 'banish', 送去墓地: 'send-to-gy', 丢弃: 'discard' };
const MOVED_VERB: Record<string, ActionType> = { 特殊召唤: 'special-summon', 召唤: 'summon', 除外: 'banish', 送去墓地: 'send-to-gy', 破坏: 'destroy', 加入手卡: 'add-to-hand', 回到手卡: 'return-to-hand', 盖放: 'set' };
function movedByThisVerb(phrase: string): ActionType | null {
  const m = phrase.includes('这个效果') ? MOVED_BY_THIS.exec(phrase.trim()) : null;
  return m ? MOVED_VERB[m[1]!]! : null;
}

/** What a step acts on: this card, the targets, the activation answered, or cards of a description. */
function subjectOf(phrase: string, verb: ActionType, self: boolean, ctx: ActionContext): Subject | undefined {
  // (A pattern is tried only on a phrase holding a word it needs — most hold none: compile time, issue 12.)
  // 「那只怪兽为对象的魔法卡的效果…无效」「以这张卡为对象的陷阱卡的效果无效」: the effects activated on that card, not that card's own (c12l).
  // (「作为对象的怪兽效果无效」 is the targets' own.)
  if (verb === 'negate-effects' && phrase.includes('为对象') && /(?<!作)为对象(发动)?的[^，。]*$/.test(phrase)) return undefined;
  if (verb === 'negate-activation' || verb === 'negate-effect' || verb === 'negate-summon') return ctx.answers || /那个|其/.test(phrase) ? 'activation' : undefined;
  // 「把这张卡当作装备卡使用来装备的怪兽的原本攻击力变成2400」 (甲虫装机 吉咖螳螂): the monster this card equips, not this card (CH-EQUIP-STATS).
  // (The older 「装备这张卡的怪兽攻击力下降500点」 (闪光之双剑-雷震, 流星之弓-烨焰) likewise: the monster equipped with this card.)
  if (self && verb === 'modify-stats' && /这张卡当作装备卡使用来?装备的怪兽|^[^，。]*?装备这张卡的怪兽/.test(phrase)) return { filter: { ...filterOf(phrase.replace(/^.*?装备(?:这张卡)?的怪兽/, '怪兽')), kind: 'monster', equipped: true }, scope: 'all' };
  if (self) return 'self';
  // CMP-PHASE-GLUED-STEP (s54): 「把装备怪兽1个超量素材取除」 (爆貘团③) — the materials of the monster this card equips, not any monster's.
  if (verb === 'detach' && /^[，,]?把?装备怪兽(?:[0-9]个)?(?:超量素材)?$/.test(phrase.trim())) return { filter: { kind: 'monster', equipped: true }, scope: 'all' };
  // CH-MOVED-BY-THIS: 「这个效果特殊召唤的怪兽的攻击力变成一半」 — what an earlier step of this effect moved, not a choice.
  if (movedByThisVerb(phrase)) return 'moved';
  // 「使其发动无效并且将其破坏」: 其 is the activation answered.
  if (ctx.answers && /^[并且将把使和，]*其$/.test(phrase.trim())) return 'activation';
  // (「从那之中选1张」 picks among cards just shown, not the targets.)
  // (「把持有比那只怪兽的原本攻击力低的攻击力的1只…怪兽从卡组加入手卡」: the target is only compared with — a card picked from there.)
  // (CMP-RELATED-TO-TARGET: 「从自己的手卡·墓地选和那只怪兽是原本卡名不同并是原本种族相同的1只怪兽特殊召唤」 likewise — the target is what the card
  // picked is compared with, not the card moved.)
  if (ctx.targets && phrase.includes('那') && /(比|和|与)那[只张](怪兽|卡)(的|是)[^，。]*?[1-9一两][只张]/.test(phrase) && /从(自己的)?(卡组|墓地|手卡|额外卡组)/.test(phrase)) {
    const picked = choiceOf(phrase);
    const compared = /(?:和|与)那[只张](?:怪兽|卡)是([^，。]*?)的[1-9一两][只张]/.exec(phrase);
    if (compared && picked && typeof picked === 'object') picked.filter.toTarget = comparedToTarget(compared[1]!);
    return picked;
  }
  // (CH-ZONES-FOR-EACH-SUMMON: 「把1只和那只怪兽同名的超量怪兽从额外卡组特殊召唤」 — a card picked from there, named like the target, not the target again.)
  const sameName = ctx.targets && phrase.includes('同名') ? /[1-9一两][只张](?:和|与)那[只张](?:怪兽|卡)同名的(融合|同调|超量|连接)?[^，。]*?从(?:自己的)?(?:卡组|墓地|手卡|额外卡组)/.exec(phrase) : null;
  if (sameName) {
    const picked = choiceOf(phrase);
    const kind = sameName[1] ? ({ 融合: 'fusion', 同调: 'synchro', 超量: 'xyz', 连接: 'link' } as const)[sameName[1] as '融合'] : undefined;
    if (kind && picked && typeof picked === 'object' && picked.filter.subtypes === undefined) picked.filter.subtypes = [kind];
    return picked;
  }
  // CMP-ATTACKER-STAT: 「那之后，攻击对象转移为那只怪兽，攻击怪兽的攻击力变成一半」 — the attacking monster's ATK (CH-ATTACK-MOVED), not a
  // monster chosen, nor the target the sentence named before it.
  // (Also 「那只攻击怪兽的攻击力变成0」 after an attack declaration: the attacker, CH-ZERO-SET-ALREADY.)
  if (verb === 'modify-stats' && phrase.includes('攻击怪兽的') && /(?:^|[，,]|^那只|[，,]那只)攻击怪兽的$/.test(phrase.trim())) return 'attacker';
  // CMP-ALL-BUT-TARGETS: 「作为对象的怪兽以外的场上的特殊召唤的怪兽全部破坏」 — every card that fits, the targets excepted (no target's step).
  const allBut = ctx.targets && phrase.includes('以外') ? /^[，,并且把将]*作为对象的(?:怪兽|卡)以外的(.+?)全部$/.exec(phrase.trim()) : null;
  if (allBut && !allBut[1]!.includes('对象')) return { filter: { ...filterOf(allBut[1]!), notTargets: true }, scope: 'all' };
  // CMP-PICK-BUT-TARGET: 「选那只怪兽以外的对方场上1只怪兽送去墓地」 (吓人箱) — a card picked among those that fit the rest of the phrase, the
  // targets excepted: not a step on the targets.
  const butTarget = ctx.targets && phrase.includes('以外') ? /^[，,并且把将]*选?(?:那[只张]|作为对象的)(?:怪兽|卡)以外的(.+)$/.exec(phrase.trim()) : null;
  const picked = butTarget && !butTarget[1]!.includes('对象') ? choiceOf(butTarget[1]!) : undefined;
  if (picked && typeof picked === 'object' && picked.scope === 'choose') return { ...picked, filter: { ...picked.filter, notTargets: true } };
  if (ctx.targets && /(那(?!之中|之后)|作为对象的|选择的)(只|张|些|个)?(怪兽|卡)?|对象/.test(phrase) && !/那之后/.test(phrase.slice(-4))) return 'targets';
  // 「最多选择3张自己的墓地的…怪兽卡加入手卡」: the old 「选择」 of the activation names its targets (./cues.ts ONE_CARD).
  if (ctx.targets && /^最多选择[1-9][张只]/.test(phrase.trim())) return 'targets';
  // 「那些进行战斗的各自怪兽」「进行战斗的双方怪兽」: both monsters of the battle; 「攻击怪兽」: the attacking monster (issue 16,
  // CH-BATTLING-MONSTERS) — not a choice among monsters, nor the cards of the event that triggered it.
  if (phrase.includes('进行战斗的') && !phrase.includes('以外') && /(那些|双方|各自)[^，。]*?进行战斗的|进行战斗的(各自|双方)的?怪兽/.test(phrase)) return 'battling';
  if (phrase.includes('攻击怪兽') && !/以外|攻击怪兽的|向攻击怪兽/.test(phrase) && /(^|那只|[，后时])攻击怪兽$/.test(phrase.trim())) return 'attacker';
  // (「伤害计算前可以把那只怪兽破坏」: a moment of the battle before it names no card.)
  // (Only a phrase opening with 伤害 is cut, only one then opening with 那 tested: compile time, issue 12.)
  const trimmed = ctx.targets ? '' : phrase.trim();
  const lead = trimmed.startsWith('伤害') ? trimmed.replace(/^伤害(计算|步骤)[^，。把]{0,4}?(前|后|时|开始时|结束时)(可以)?把?/, '') : trimmed;
  // CMP-MAY-THAT-EVENT: 「…的场合，可以把那只怪兽在自己场上特殊召唤」「战斗阶段结束时可以把那只怪兽…」 — 「可以把」 (and a moment before it) opens the
  // phrase; 「那只怪兽」 is still the monster of the event (秘仪之力7-战车's ●表, 吸血鬼婴儿), not a monster picked where it goes 「在自己场上」.
  const that = !ctx.targets && trimmed.includes('那') ? lead.replace(/^(?:[^，。把那]{0,12}?时)?(?:可以)?把(?=那[些只张])/, '') : lead;
  if (that.startsWith('那') && /^那[些只张]?(对方)?(怪兽|卡)|^那些/.test(that) && !ctx.targets) return 'event-cards';
  // 「装备怪兽的攻击力上升1000」: the monster this card is equipped to (issue 16, 装备卡) — one monster, not a choice.
  // (Read for ATK/DEF changes only, the steps the engine applies through the equip relation.)
  // (CH-ATTACK-CANNOT: 「装备怪兽不能攻击，攻击力·守备力变成100」 — the lock too, so the change after it, which names no card, is the equipped monster's.)
  if ((verb === 'modify-stats' || verb === 'cannot-attack') && phrase.includes('装备') && /^[^，。]*?(?<!被)装备(的)?怪兽(?!以外)/.test(phrase) && !/装备怪兽以外|没有装备/.test(phrase)) return { filter: { ...filterOf(phrase), kind: 'monster', equipped: true }, scope: 'all' };
  const chosen = choiceOf(phrase);
  return verb === 'modify-stats' && everyOnField(phrase, chosen) ? { ...chosen, scope: 'all' } : chosen;
}

/**
 * CMP-STAT-ALL-ON-FIELD: 「这个回合，对方场上的怪兽的攻击力下降1000」 — a stat change on the monsters of a side of the field with no
 * number written changes every one of them (as 「全部」 says), not one the player picks: a pick always writes its count (「1只」).
 */
function everyOnField(phrase: string, s: Subject | undefined): s is Exclude<Subject, string> {
  if (typeof s !== 'object' || s.scope !== 'choose' || s.count !== undefined || s.countMax !== undefined || countIn(phrase)) return false;
  return s.filter.place === 'field' && s.filter.kind === 'monster' && /^[，,并且把将]*(?:这个回合[，,]?)?(?:自己|对方|双方)场上的(?:[^，。选]*?)怪兽的$/.test(phrase.trim());
}

/**
 * 「从额外卡组把1只「闪刀姬」怪兽在额外怪兽区域特殊召唤」: 「在…怪兽区域」 right before the verb is where the cards go, not where they are —
 * read as a place of the cards, 闪刀姬-零衣① summoned a 「闪刀姬」 monster already on the field. Only with a 「从…」 source written.
 */
const DESTINATION_ZONE = /在(?:自己|对方|双方)?的?(?:额外|主要)?怪兽区域(?:表侧(?:攻击|守备)?表示|里侧守备表示|守备表示)?$/;

/** CMP-OLD-COUNT-AFTER-VERB: the cards named right after the verb, up to the clause's end (「最多2只名字带有「X」的怪兽」). */
const COUNT_AFTER_VERB = /^(?:最多)?[1-9一两][张只][^，。]*?(?:怪兽|卡)(?=$|[，。])/;

/** CMP-OLD-COUNT-AFTER-VERB: nothing but a lead before the verb (a clause start, 「可以」, 「随机」). */
const VERB_FIRST_LEAD = /^(?:[，,：:]|反转[：:])?(?:可以)?(?:随机)?$/;
/**
 * CMP-OLD-COUNT-AFTER-VERB: the cards right after a destroying verb — whose, where, a count, a kind — up to the clause's end (not past
 * a 「把」「将」「从」 that opens the next step's words).
 */
const VERB_FIRST_PICK = /^(?:对方|自己)?(?:的)?(?:场上)?(?:的|表侧表示的|里侧表示的)?[1-9一两][张只][^，。把将从]*?(?:怪兽|卡|手卡)(?=$|[，。])/;
/**
 * CMP-OLD-COUNT-AFTER-VERB: a discard so read names the opponent's hand — 「随机丢弃对方的1张手卡」 (爱恶作剧的双子恶魔); 「丢弃1张手卡」 is one's
 * own, read as before.
 */
const VERB_FIRST_DISCARD = /^对方的?[1-9一两]张手卡(?=$|[，。])/;
/** CMP-OLD-COUNT-AFTER-VERB: a verb followed by the cards it acts on (whose, where, a count). */
const VERB_FIRST_NAMES = /^(?:对方|自己)?(?:的)?(?:场上)?(?:的)?[1-9一两][张只]/;

/** The cards a phrase describes, all of them or a number picked. */
function choiceOf(phrase: string): Subject | undefined {
  if (phrase.includes('从') && phrase.includes('怪兽区域') && DESTINATION_ZONE.test(phrase)) phrase = phrase.replace(DESTINATION_ZONE, '');
  // CMP-PICK-SIDE: a count before the picked cards (「最多有对方场上的…数量的」) is no part of them; whose they are is read from where
  // they are taken (./pick-side.ts).
  // (Cut, the count may leave no card described — 「选为这个效果发动而送去墓地的数量的卡」: the words are read whole, as before.)
  // CMP-PICK-INCLUDING: 「…之中把包含地属性怪兽的2只怪兽破坏」 (真龙皇 利托斯阿齐姆·灾祸①) — 「包含X的」 says what the group must include, not
  // what each card is (read as each one's filter, only Earth monsters were destroyed, one when only one was there). Read as for targets
  // (./targets.ts): the cards picked are what follows; that one of them must be X is not checked — a looser pick, never a wrong refusal.
  if (phrase.includes('包含')) phrase = phrase.replace(/包含[^，。]+?的(?=(?:最多)?[1-9一两][只张])/, '');
  const uncounted = phrase.includes('数量的') ? withoutCountedBy(phrase) : phrase;
  if (uncounted !== phrase && Object.keys(filterOf(uncounted)).length > 0) phrase = uncounted;
  const read = filterOf(phrase);
  // (A phrase naming only where from — 「从手卡」 before 「特殊召唤」, the card itself — describes no picked card: no side given to it.)
  const f = Object.keys(read).some((k) => k !== 'place') || countIn(phrase) ? sidedPick(phrase, read) : read;
  // 「双方的灵摆区域的卡全部破坏」: the Pendulum Zones are Spell & Trap Zones holding Pendulum cards — not the
  // whole field (the words name no place of the table, and 「双方的…卡」 alone would read as every card).
  if (f.place === undefined && phrase.includes('灵摆区域的') && /灵摆区域的(卡|怪兽|灵摆怪兽)/.test(phrase)) Object.assign(f, { place: 'spell', subtypes: ['pendulum'] });
  if (!Object.keys(f).length) return undefined;
  const c = countIn(phrase);
  const all = (phrase.includes('全') || phrase.includes('所有')) && /全部|所有|的卡全|的怪兽全/.test(phrase);
  const s: Subject = { filter: f, scope: all ? 'all' : 'choose' };
  if (c && !all) {
    if (c.upTo) s.countMax = c.count;
    else s.count = c.count;
  }
  return s;
}

/** CH-DRAWN-BRANCH: what 「那是<X>的场合」 asks of the drawn card — its kind, not a place (it is in the hand); null when the words name nothing. */
function drawnFilter(words: string): CardFilter | null {
  // 「那是「一击必杀！居合抽卡」的场合」: one card by name, matched word for word.
  const named = /^「([^」]+)」$/.exec(words);
  if (named) return { names: [named[1]!] };
  const f = filterOf(words);
  delete f.place;
  delete f.side;
  return Object.keys(f).length ? f : null;
}

/** Cards shown by an earlier step (「…翻开」「…给对方观看」): where the steps after it move them from. */
function revealedMoves(acts: Action[], revealed: 'top' | 'hand' | 'deck', drew: boolean): void {
  for (const a of acts) {
    // 「剩下的卡回到卡组」「用喜欢的顺序回到卡组上面」: shown cards put back where they came from — no move
    // from the field, hand or GY to the Deck.
    // (Not the targets: 「…的场合，作为对象的怪兽回到对方卡组」 returns a card the effect chose, 救金鱼.)
    // (「剩下的灵摆怪兽表侧表示加入自己的额外卡组」: shown Deck cards put face-up in the Extra Deck leave the Deck — a move, c12l.)
    if (a.do === 'return-to-deck' && a.what !== 'self' && a.what !== 'targets' && a.to !== 'extra' && (a.from === undefined || a.from === 'deck')) a.note = 'revealed';
    // 「从卡组把3张…给对方观看，对方从那之中选1张…加入手卡，剩下的卡送去墓地」: the rest go from the Deck to the
    // GY (灰流丽 answers it), though no player chose them.
    if (a.do === 'send-to-gy' && a.from === undefined && a.what !== 'self' && revealed === 'deck') a.from = 'deck';
    // 「自己卡组最上面的卡翻开送去墓地」: the turned top card, milled.
    if (a.do === 'send-to-gy' && a.from === 'deck' && a.what !== 'self' && revealed === 'top') a.top = true;
    if (a.do !== 'send-to-gy' || a.from !== undefined || a.what === 'self' || revealed === 'deck') continue;
    // The revealed top cards milled (YGOPro's DECKDES); a drawn card shown and sent is a consequence.
    // (「再把作为对象的卡送去墓地」: the targets are where they were chosen, not among the revealed cards.)
    if (a.what === 'targets') continue;
    if (revealed === 'top') Object.assign(a, { from: 'deck', top: true });
    // CMP-DRAWN-SHOWN-SENT: 「从卡组抽1张，给双方确认。那是…的场合，那张送去墓地」 — the card just drawn, sent from the hand (一击必杀！居合抽卡).
    else if (revealed === 'hand' && a.what === undefined && drew) Object.assign(a, { what: 'moved', movedBy: 'draw', note: 'revealed' });
    else a.note = 'revealed';
  }
}

/**
 * CMP-EXTRA-LOOK-PICK: 「确认对方的额外卡组，从中选1只怪兽里侧表示除外」「把对方的额外卡组确认，选那之内的1张里侧表示除外」「…确认并
 * 从那之中选怪兽最多3种类除外」 — the card moved is one of the Extra Deck just looked at (that player's, from the Extra Deck), of the kind
 * the step names. It is not a target and not this card: before, the look named no Deck (「确认对方的额外卡组」, the verb first) and the
 * banish named no place, so the engine banished the card itself — or nothing.
 */
const LOOKS_AT_EXTRA = /确认(自己|对方)的?额外卡组|(自己|对方)的?额外卡组确认/;
const PICKS_AMONG_LOOKED = /从中选|从那之中|(?:选|从)那之内|(?:确认|看)并(?:从那之中)?选/;
function extraDeckLookPick(text: string, does: readonly Action[], acts: Action[]): void {
  if (!text.includes('额外卡组') && !PICKS_AMONG_LOOKED.test(text)) return;
  // (The verb first: 「确认对方的额外卡组」 names the Deck after 确认, where the object words before the verb were looked for.)
  const looked = LOOKS_AT_EXTRA.exec(text);
  if (looked) {
    const side = (looked[1] ?? looked[2]) === '对方' ? 'opponent' : 'self';
    for (const a of acts) if (a.do === 'look' && a.what === undefined) Object.assign(a, { what: { filter: { place: 'extra', side }, scope: 'choose' }, from: 'extra' });
  }
  if (!PICKS_AMONG_LOOKED.test(text)) return;
  const seen = [...does, ...acts].reverse().find((x) => x.do === 'look' && typeof x.what === 'object' && x.what.filter.place === 'extra');
  if (!seen || typeof seen.what !== 'object') return;
  const described = text.replace(/^.*?(从中|从那之中|那之内)/, '');
  const n = /选(?:择)?([1-9一两二三])[张只]/.exec(described);
  for (const a of acts) {
    if (!MOVES.has(a.do) && a.do !== 'add-to-hand' && a.do !== 'special-summon') continue;
    if (a.what !== undefined && (typeof a.what !== 'object' || (a.what.filter.place !== undefined && a.what.filter.place !== 'extra') || a.what.filter.side !== undefined)) continue;
    const own = filterOf(described);
    const kept = typeof a.what === 'object' ? a.what : null;
    // (「选怪兽最多3种类」: up to three, one of each name — the name rule is not read, the bound is.)
    const upTo = /最多([1-9])/.exec(described);
    const count = kept && (kept.count !== undefined || kept.countMax !== undefined) ? {} : upTo ? { countMax: Number(upTo[1]) } : { count: n ? (NUMBER_WORD[n[1]!] ?? Number(n[1])) : 1 };
    a.what = { ...(kept ?? { scope: 'choose' as const }), ...count, filter: { ...(kept?.filter ?? {}), ...(own.kind !== undefined && kept?.filter.kind === undefined ? { kind: own.kind } : {}), side: seen.what.filter.side, place: 'extra' } };
    a.from = 'extra';
  }
}

/**
 * CNT-PLACE: 「给这张卡放置1个魔力指示物」「给那只怪兽放置1个捕食指示物」 — counters placed on this card or its targets; 「这张卡的指示物全部取除」
 * 「把这张卡的魔力指示物全部取除」 — every counter of that kind removed from it. The kind is the word before 指示物 ('' for none).
 */
const PLACES_COUNTERS = /^(?:可以)?(?:给|在|向)?(这张卡|那只怪兽|那张卡|那些怪兽|那些卡|作为对象的[^，。给]*?)(?:上)?各?(?:放置|放)([0-9一两二三])个([^，。\d个]*?)指示物$/;
const REMOVES_ALL_COUNTERS = /^(?:把|将)?这张卡(?:的|放置的|上的)?([^，。\d个]*?)指示物全部取除$/;
const NUMBER_WORD: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3 };
/** CNT-PLACE-CHOSEN: 「选自己场上1只「X」放置N个Y指示物」「「X」放置N个Y指示物」「…放置对方场上的卡数量的Y指示物」. */
const CHOSEN_GETS_COUNTERS = /^(?:可以)?(?:选(?:(自己|对方)?场上(?:的)?(?:表侧表示(?:存在)?的)?([0-9])(?:只|张))?|给)?「([^」]+)」(?:怪兽|卡)?(?:上)?(?:各)?放置(?:([0-9一两二三])个|((?:自己|对方|双方)?场上的[^，。「」]*?)数量的)([^，。\d个「」]*?)指示物$/;

/**
 * ZONE-MOVE-ADJACENT: a monster moved to an unused Monster Zone beside it — this card (「这张卡…移动」), the target, or one monster
 * of its own field chosen as it resolves (「把自己场上1只怪兽的位置移动」).
 */
function moveZoneStep(text: string, targets: boolean): Action | null {
  if (!/(移动到(没有使用的)?相邻的(没有使用的)?(主要)?怪兽(卡)?区域|向相邻的(没有使用的)?(自己的)?(主要)?怪兽(卡)?区域移动)$/.test(text)) return null;
  // (「可以移动到…」 with no subject: this card — 突击犀牛's 「这张卡1回合只有1次，可以移动到…」.)
  const what: Action['what'] = isSelf(text) || /^(可以)?移动到/.test(text) ? 'self' : targets ? 'targets' : { filter: { side: 'self', kind: 'monster', place: 'monster' }, scope: 'choose', count: 1 };
  // (「可以移动」 in the old texts says the effect may be used, not that the move is a choice of the resolution.)
  return { do: 'other', what, moveZone: 'adjacent', note: text };
}

function counterStep(text: string, targets: boolean): Action | null {
  // (Every reading below names counters 「指示物」: compile time, issue 12.)
  if (!text.includes('指示物')) return null;
  const put = PLACES_COUNTERS.exec(text);
  if (put) {
    const self = put[1] === '这张卡';
    if (!self && !targets) return null;
    const count = NUMBER_WORD[put[2]!] ?? Number(put[2]);
    return { do: 'other', what: self ? 'self' : 'targets', counterStep: { kind: put[3]!, count }, ...(text.startsWith('可以') ? { optional: true } : {}), note: text };
  }
  // CNT-PLACE-CHOSEN (issue 16): 「选自己场上1只「黑羽龙」放置对方场上的卡数量的黑羽指示物」「「幽狱之时计塔」放置2个时计指示物」 — counters put,
  // with no target, on a card chosen by name (or every face-up one of that name): only on a card able to hold that kind (CNT-CAN-HOLD).
  const chosen = CHOSEN_GETS_COUNTERS.exec(text);
  if (chosen) {
    const kind = chosen[6]!;
    const filter: CardFilter = { names: [chosen[3]!], place: 'field', faceUp: true, ...(chosen[1] === '自己' ? { side: 'self' as const } : chosen[1] === '对方' ? { side: 'opponent' as const } : {}), ...(kind ? { holdsCounters: kind } : {}) };
    const count = chosen[4] ? (NUMBER_WORD[chosen[4]] ?? Number(chosen[4])) : 0;
    const countOf = chosen[5] ? filterOf(chosen[5]) : undefined;
    if (countOf && countOf.place === undefined) return null;
    const what = chosen[2] ? { filter, scope: 'choose' as const, count: Number(chosen[2]) } : { filter, scope: 'all' as const };
    return { do: 'other', what, counterStep: { kind, count, ...(countOf ? { countOf } : {}) }, ...(text.startsWith('可以') ? { optional: true } : {}), note: text };
  }
  // 「场上存在的全部指示物取除」: every counter of every kind on the field ('*').
  if (/^(?:把)?场上(?:存在)?的(?:全部指示物取除|指示物全部取除)$/.test(text)) return { do: 'other', what: { filter: { place: 'field' }, scope: 'all' }, counterStep: { kind: '*', count: 'all', remove: true }, note: text };
  // 「这张卡1个魔力指示物取除，给那张卡放置1个魔力指示物」: a step (not a cost) removing that many from this card.
  const some = /^(?:把|将)?这张卡(?:的|放置的)?([0-9])个([^，。\d个]*?)指示物取除$/.exec(text);
  if (some) return { do: 'other', what: 'self', counterStep: { kind: some[2]!, count: Number(some[1]), remove: true }, note: text };
  const off = REMOVES_ALL_COUNTERS.exec(text);
  if (off) return { do: 'other', what: 'self', counterStep: { kind: off[1]!, count: 'all', remove: true }, note: text };
  return null;
}

/**
 * CH-PLACE-PENDULUM (issue 16): 「那只灵摆怪兽在自己的灵摆区域放置」「可以把表侧表示的这张卡在自己的灵摆区域放置」 — its target (or this card)
 * put from the Monster Zone in its player's Pendulum Zone. (Placing from the Deck, hand or GY, 「从卡组选1只…放置」, is not read here.)
 */
const PLACES_IN_PENDULUM_ZONE = /^(?:可以)?(?:把|将)?(那只灵摆怪兽|那只怪兽|(?:表侧表示的|怪兽区域的)?这张卡)在自己的灵摆区域放置$/;

function pendulumPlaceStep(text: string, targets: boolean): Action | null {
  const m = text.includes('灵摆区域放置') ? PLACES_IN_PENDULUM_ZONE.exec(text) : null;
  if (!m) return null;
  const self = m[1]!.endsWith('这张卡');
  if (!self && !targets) return null;
  return { do: 'other', what: self ? 'self' : 'targets', placesInPendulumZone: true, ...(text.startsWith('可以') ? { optional: true } : {}), note: text };
}

/**
 * A step that activates or attaches a card (issue 16: Action.activatesCard; CH-ATTACH), or null — `targets`: the effect targets;
 * `summonedBefore`: an earlier step of it Special Summons (the monster 「在下面」 names).
 */
function cardStep(text: string, targets: boolean, summonedBefore: boolean): Action | null {
  // (A card activated is read from a step ending on 「发动」: compile time, issue 12.)
  const activates = text.endsWith('发动');
  if (activates && ACTIVATES_CARD.test(text)) {
    // Added (issue 16): 「从卡组把1张场地魔法卡发动」 — a card activated by this effect (Action.activatesCard).
    const kind = /陷阱/.test(ACTIVATES_CARD.exec(text)![1]!) ? 'trap' as const : 'spell' as const;
    const words = ACTIVATES_CARD.exec(text)![1]!;
    const sub = words.includes('场地') ? 'field' : words.includes('永续') ? 'continuous' : words.includes('装备') ? 'equip' : words.includes('速攻') ? 'quickplay' : words.includes('反击') ? 'counter' : null;
    const arch = /「([^」]+)」/.exec(words)?.[1];
    return { do: 'other', activatesCard: kind, ...activatedPick(text, { kind, ...(sub ? { subtypes: [sub] } : {}), ...(arch ? { archetype: arch } : {}) }), ...(text.startsWith('可以') ? { optional: true } : {}), note: text };
  }
  if (attachedPick(text)) {
    // 「…1只…怪兽在那只超量怪兽下面重叠作为超量素材」: the monster picked is attached as Xyz Material (CH-ATTACH).
    return { do: 'attach', ...attachedPick(text)!, onto: ontoOf(ATTACHES.exec(text)![5]!, targets, summonedBefore), ...(text.startsWith('可以') ? { optional: true } : {}), note: text };
  }
  const named = text.endsWith('下面重叠作为超量素材') ? ATTACHES_NAMED.exec(text) : null;
  if (named) {
    const words = named[1]!;
    // (With no target, 「那只怪兽」 is the monster of the event — 「这张卡战斗破坏对方怪兽时…那只怪兽在这张卡下面」 无限起动 巨像山② — and 「那张卡」
    // after 「那个效果无效，」 the card of the activation negated: No.38 希望魁龙 银河巨神①.)
    const what = words.endsWith('这张卡') ? 'self' as const : words.startsWith('破坏的') ? 'event-cards' as const : targets ? 'targets' as const : words.startsWith('那张') ? 'activation' as const : 'event-cards' as const;
    // (「把这张卡在这张卡下面」 is no step.)
    const onto = ontoOf(named[2]!, targets, summonedBefore);
    if (what === 'self' && onto === 'self') return null;
    return { do: 'attach', what, onto, ...(text.startsWith('可以') ? { optional: true } : {}), note: text };
  }
  if (activates && ACTIVATES_NAMED.test(text)) {
    // 「从卡组选1张「吸血鬼帝国」发动」: the named card activated (a Spell or Trap card activation of its player).
    const name = ACTIVATES_NAMED.exec(text)![1]!;
    return { do: 'other', activatesCard: 'card', ...activatedPick(text, { archetype: name }), ...(text.startsWith('可以') ? { optional: true } : {}), note: text };
  }
  return null;
}

/** Moves whose destination decides whether they were applied (CH-MOVE-NOT-DONE). */
const MOVES_TO = new Set<ActionType>(['send-to-gy', 'return-to-hand', 'return-to-deck']);

/** CMP-SUBJECT-CARRIED: the subject of a clause about a group of monsters (「自己场上存在的怪兽不会被…」), which the next clause may leave unsaid. */
const SUBJECT_BEFORE = /^((?:自己|对方|双方)?场上(?:存在的)?(?:表侧表示的?)?怪兽)(?:不会|不能|也)/;

/** CH-COIN-BRANCH: the outcome a 「…的场合」 step names, of a toss whose every outcome is written. */
const COIN_OUTCOME = /^(?:(?:硬币)?(?:是|出现)?)?(猜中|猜对|猜错|表|里)(?:面)?(?:出现)?的场合$/;

/** A die, a coin, or a value reaching 0 decides whether the steps after it happen. */
const CHANCE = /骰子|硬币|(变成|成为)0的场合/;

/** CH-DECLARED-NAME: 「宣言的卡(不)在对方手卡的场合」「若被宣言的卡(未)在对方手卡中存在」 — the declared card in (not in) a hand. */
const DECLARED_IN_HAND = /^(?:若)?(?:被)?宣言的卡(不|未)?在(对方|自己)(?:的)?手卡(?:中存在)?(?:的场合)?$/;

/** CMP-SAME-NAME-DESTROYED-DECK: 「和破坏的怪兽同名的卡全部从游戏中除外」 — named like the card the effect destroyed (its target). */
const SAME_NAME_AS_DESTROYED = /^和破坏的(?:怪兽|卡|陷阱卡|魔法卡)同名的卡全部(?:从游戏中)?除外$/;
/** CMP-SAME-NAME-BANISHED: 「对方墓地有（和）除外的那只怪兽（的）同名（的）卡存在的场合」 and the step after it, 「那些卡也全部（从游戏中）除外」. */
const SAME_NAME_IN_OPPONENT_GY = /^对方(?:的)?墓地有(?:和)?(?:这个效果)?除外的那只怪兽(?:的)?同名(?:的)?卡存在的场合$/;
const SAME_NAME_BANISH_THOSE = /^那些卡也全部(?:从游戏中)?除外$/;
/**
 * CH-TYPE-OF-SHOWN: 「作为对象的怪兽的种族·属性直到回合结束时变成和给人观看的怪兽相同」 (爆裂狙击手②) — the Type and/or Attribute, for the
 * turn, of the monster this effect showed (the words read: 种族, 属性).
 */
const TYPE_OF_SHOWN = /^(这张卡|作为对象的(?:自己的)?(?:表侧表示)?怪兽)的((?:种族|属性)(?:·(?:种族|属性))?)直到(?:回合结束时|结束阶段)变成和给人观看的怪兽相同$/;
const RENAME_AS_SENT = /^(?:直到结束阶段，)?(这张卡|作为对象的(?:自己的)?(?:表侧表示)?怪兽)(?:直到结束阶段)?当作和(?:这个效果|为这个效果发动而)?送去墓地的怪兽同名卡使用$/;

export function compileActions(steps: Step[], ctx: ActionContext): CompiledActions {
  const does: Action[] = [];
  const leaves: Action[] = [];
  const unknown: string[] = [];
  let lingering = false;
  let revealed: 'top' | 'hand' | 'deck' | null = null;
  let lastFrom: Place | Place[] | undefined;
  let carried = '';
  let consequence = false;
  let toBeDrawn = false;
  let prevText = '';
  // The step before did nothing of its own (a bare pick, 「选…怪兽」).
  let prevBare = false;
  let lasting = false;
  // SIT-THEN-CHAIN (review s42 q2): 「直到回合结束时，那只怪兽的效果无效化，攻击力·守备力变成100，不受对方的效果影响」 — a duration
  // opening its sentence is how long every change in that sentence lasts, not only the first step's (read before, the later
  // steps' stats and protection were permanent or lost once a later chain was written). 「这个回合，」 the same (炼狱的死徒).
  let leadTurn = false;
  // Inside one branch of a result (「翻开的卡是…的场合，A，B。不是的场合，C。」): until the sentence ends.
  let branch = false;
  let branchHolds: Condition[] | null = null;
  // CMP-OTHERWISE-BRANCH: inside the second branch, 「不是的场合，…」 — done only when the branch before it was not.
  let otherwiseBranch = false;
  // CH-DRAWN-BRANCH: 「抽1张，给双方确认。那是「X」的场合，…」 — the first branch holds when the drawn card fits this.
  let branchDrawn: CardFilter | null = null;
  // CMP-THOSE-EXISTING (issue 16): 「对方场上有表侧表示怪兽存在的场合，那些怪兽全部变成里侧守备表示」 — the cards the state clause just
  // named, which the next step's 「那些怪兽（卡）全部」 acts on (not cards of an event).
  let stateNamed: CardFilter | null = null;
  // CH-MOVED-BY-THIS: 「除外的卡是暗属性怪兽卡的场合，…」 — the branch holds when a card the step before moved fits this.
  let ifMoved: CardFilter | null = null;
  // CH-MOVED-FEWER: 「没能因这个效果把2张卡破坏的场合」 — the rest of the sentence is done only when fewer were so moved.
  let fewer: { by: ActionType; count: number } | null = null;
  // After a phase clause (「结束阶段时，」): steps done then.
  let later = false;
  // CH-DECLARED-NAME: 「宣言的卡在对方手卡的场合，」「若被宣言的卡在对方手卡中存在，」 — the steps after it, to the end of the sentence, act
  // on the declared card in that hand; the step that moved it, for the fallback 「宣言的卡不在对方手卡的场合」.
  let declaredIn: 'self' | 'opponent' | null = null;
  let declaredBy: ActionType | null = null;
  // 「掷1次骰子」「投掷1次硬币」「…变成0的场合」: what follows happens only as resolution finds it (CH-DESTROYS-AT-ACTIVATION).
  let chance = false;
  // CH-TOSS-UNKNOWN: that chance is a die roll or a coin toss (「掷1次骰子」「投掷1次硬币」).
  let tossed = false;
  // CH-COIN-BRANCH: 「猜中的场合，…」「里的场合，…」 — the steps after it, to the end of its sentence, belong to that outcome of the toss.
  let coin: Action['coin'] | null = null;
  // (The first step of an outcome follows no step of the other outcome: it needs none before it.)
  let coinFirst = false;
  // (A coin whose every outcome is written — 「猜中的场合…猜错的场合…」 — does something either way: not left to chance.)
  const all = stepsTextOf(steps);
  const everyOutcome = (all.includes('猜中') && all.includes('猜错')) || ((all.includes('表的场合') || all.includes('表出现')) && /里(的场合|出现)/.test(all));
  let firstStep = true;
  // CMP-SAME-NAME-BANISHED: the step before was 「对方墓地有…除外的那只怪兽…同名…卡存在的场合」.
  let sameNameInGy = false;
  for (const raw of steps) {
    if (raw.sentence || firstStep) leadTurn = /^(?:直到回合结束时|这个回合)(?:[，,]|$)/.test(raw.text);
    firstStep = false;
    if (raw.sentence) {
      branch = false;
      otherwiseBranch = false;
      branchHolds = null;
      branchDrawn = null;
      ifMoved = null;
      fewer = null;
      coin = null;
      declaredIn = null;
    }
    // CH-DECLARED-NAME: 「宣言的卡在对方手卡的场合」 (心灵崩坏), 「若被宣言的卡在对方手卡中存在」 (异次元的指名者) — what follows acts on the cards of
    // the declared name there; 「宣言的卡不在对方手卡的场合」「若被宣言的卡未在对方手卡中存在」 — a fallback, done when that step moved none.
    const declaredState = raw.text.includes('宣言的卡') ? DECLARED_IN_HAND.exec(raw.text) : null;
    if (declaredState) {
      if (declaredState[1] && declaredBy) fewer = { by: declaredBy, count: 1 };
      else if (!declaredState[1]) declaredIn = declaredState[2] === '自己' ? 'self' : 'opponent';
      prevText = raw.text;
      continue;
    }
    // (Only where the text writes every outcome: 「猜中…猜错…」, 「表…里…」 — a lone 「表的场合」 stays a chance, below.)
    const outcome = everyOutcome && raw.text.endsWith('的场合') ? COIN_OUTCOME.exec(raw.text) : null;
    if (outcome) {
      coin = outcome[1] === '猜中' || outcome[1] === '猜对' ? 'right' : outcome[1] === '猜错' ? 'wrong' : outcome[1]!.startsWith('表') ? 'heads' : 'tails';
      prevText = raw.text;
      coinFirst = true;
      continue;
    }
    // 「把自己卡组1只「栗子球」，加入手卡或者…特殊召唤」: a fronted object joins the step that acts on it.
    const joined = carried ? { ...raw, text: `${carried}，${raw.text}` } : raw;
    // CH-UP-TO-MOVED-COUNT: 「这个效果送去墓地的卡之中有怪兽卡的场合，把最多有那个数量的对方场上的卡破坏」 — up to as many cards as the
    // steps before moved that fit the branch's condition: read as a pick of up to that many, counted as it resolves (`countMaxOfMoved`).
    const upToMoved = ifMoved !== null && joined.text.includes('最多有那个数量的');
    const step = upToMoved ? { ...joined, text: joined.text.replace('最多有那个数量的', '最多2张') } : joined;
    carried = '';
    // 「自己卡组最上面的卡翻开」「从卡组抽1张，给双方确认」: what follows acts on the revealed card.
    // (Each pattern only on a step holding a word it needs — 卡组, 确认: compile time, issue 12.)
    const deckNamed = step.text.includes('卡组');
    if (deckNamed && /卡组(最)?上(面|方)[^，。]*?(翻开|确认|翻卡|查看)|(翻开|查看|检视)[^，。]*?卡组(最)?上/.test(step.text)) revealed = 'top';
    // 「从卡组选3张卡给对方观看」: cards shown from the Deck; those not taken go back.
    else if (deckNamed && /(从|把)(自己)?卡组[^，。]*?(给对方观看|给双方确认)/.test(step.text)) revealed ??= 'deck';
    else if (step.text.includes('确认') && /抽[1一]张[^。]*?确认|给双方确认/.test(step.text)) revealed ??= 'hand';
    // 「每次…，」 names the event a lingering effect waits for (增殖的G): a condition, not an action.
    if ((step.text.includes('骰子') || step.text.includes('硬币') || step.text.includes('0的场合')) && CHANCE.test(step.text) && !everyOutcome) {
      chance = true;
      // CH-TOSS-UNKNOWN: a die or a coin (not a value reaching 0, which the engine reads as it resolves) — said when the steps are done.
      // (「对方发动的掷骰子效果的发动无效」 (骰子冲击) names an effect that rolls: it rolls nothing itself.)
      if (/骰子|硬币/.test(step.text) && !/(?:骰子|硬币)的?效果/.test(step.text)) tossed = true;
    }
    // 「直到回合结束时，对方发动的怪兽的效果无效化」: the duration alone as a step (it ends in 时, read below as a moment) opens a
    // lasting effect all the same.
    if (LASTING.has(step.text)) lasting = true;
    // 「除外的卡是暗属性怪兽卡的场合」「送去墓地的怪兽是调整的场合」: what the step before moved is judged as it moved (not an event).
    // CH-MOVED-FEWER: 「没能因这个效果把2张卡破坏的场合，…」 — what follows in the sentence is a fallback, done only when the steps
    // before moved fewer cards that way (not an event: nothing later sets it off).
    // CH-RENAME-AS-SENT: 「（直到结束阶段，）这张卡／作为对象的…怪兽（直到结束阶段）当作和（这个效果|为这个效果发动而）送去墓地的怪兽同名卡使用」
    // — a name taken for the turn from the monster this effect or its cost sent.
    // CMP-SAME-NAME-BANISHED: 「对方墓地有（和）除外的那只怪兽（的）同名（的）卡存在的场合，那些卡也全部除外」 (因果切断) — not a condition
    // on the target, but the cards it names: every card in the opponent's GY named like the banished target (none there: nothing more).
    if (sameNameInGy) {
      sameNameInGy = false;
      if (ctx.targets && SAME_NAME_BANISH_THOSE.test(step.text)) {
        does.push({ do: 'banish', what: { filter: { side: 'opponent', place: 'gy', toTarget: { name: 'same' } }, scope: 'all' }, from: 'gy' });
        prevText = raw.text;
        continue;
      }
    }
    if (does.length > 0 && step.text.includes('同名') && SAME_NAME_IN_OPPONENT_GY.test(step.text)) {
      sameNameInGy = true;
      prevText = raw.text;
      continue;
    }
    const typeOfShown = step.text.includes('给人观看的怪兽相同') ? TYPE_OF_SHOWN.exec(step.text) : null;
    if (typeOfShown) {
      const of = typeOfShown[2]!.split('·').map((w) => (w === '种族' ? 'race' : 'attribute') as 'race' | 'attribute');
      does.push({ do: 'change-type', what: typeOfShown[1] === '这张卡' ? 'self' : 'targets', typeOfShown: of, duration: 'turn' });
      continue;
    }
    const renames = step.text.includes('同名卡使用') ? RENAME_AS_SENT.exec(step.text) : null;
    if (renames) {
      does.push({ do: 'change-name', what: renames[1] === '这张卡' ? 'self' : 'targets', nameFrom: 'sent', duration: 'turn' });
      continue;
    }
    const fewerMoved = does.length > 0 && step.text.startsWith('没能') ? /^没能(?:因|用)这个效果把([1-9一二两三])张卡(破坏|除外|送去墓地)的场合$/.exec(step.text) : null;
    if (fewerMoved) {
      branch = true;
      fewer = { by: fewerMoved[2] === '破坏' ? 'destroy' : fewerMoved[2] === '除外' ? 'banish' : 'send-to-gy', count: '一二两三'.includes(fewerMoved[1]!) ? ({ 一: 1, 二: 2, 两: 2, 三: 3 } as Record<string, number>)[fewerMoved[1]!]! : Number(fewerMoved[1]) };
      continue;
    }
    // CH-MOVED-FEWER: 「…把手卡1只暗属性怪兽除外。手卡没有暗属性怪兽的场合，手卡全部送去墓地」 (暗之诱惑) — the hand held none of the kind
    // the step before takes from it, so that step moved nothing: a fallback done only then. (Read as a state after the banish, it was done
    // every time — the hand sent to the GY beside the DARK monster banished.)
    const noneInHand = does.length > 0 && step.text.startsWith('手卡没有') ? /^手卡没有([^，。]+)的场合$/.exec(step.text) : null;
    const tookFromHand = noneInHand ? handPickOf(does[does.length - 1], noneInHand[1]!) : null;
    if (tookFromHand) {
      branch = true;
      fewer = { by: tookFromHand, count: 1 };
      continue;
    }
    const movedIs = does.length > 0 && step.text.endsWith('的场合') ? /^(?:这个效果)?(?:除外|送去墓地|破坏|特殊召唤|加入手卡|回到手卡)的(?:卡|怪兽)(?:是|之中有)([^，。]+?)的场合$/.exec(step.text) : null;
    if (movedIs) {
      branch = true;
      // (CMP-SAME-NAME-DESTROYED-DECK: 「破坏的怪兽是反转效果的场合」 — a Flip monster; the words name no kind filterOf reads.)
      const f: CardFilter = /^反转(?:效果|怪兽)$/.test(movedIs[1]!) ? { kind: 'monster', subtypes: ['flip'] } : filterOf(movedIs[1]!);
      delete f.place;
      ifMoved = f;
      continue;
    }
    // CMP-END-PHASE-FIRST (issue 16): 「…的场合才能发动。这个回合的结束阶段，选自己墓地1只…加入手卡」 — the phase, with no 「时」, opening
    // what the effect does: all of it is left for that End Phase (命运英雄 决意人①, 威风妖怪·猫①, 安卡栗子球②), not done as it resolves.
    // (「这个回合的结束阶段时，…」 alone, with 「时」, stays what the effect does: 净化光.)
    if (does.length === 0 && leaves.length === 0 && step.text === '这个回合的结束阶段') {
      later = true;
      continue;
    }
    // CMP-END-PHASE-FIRST: 「…被破坏的场合发动。下次的准备阶段，这张卡从墓地特殊召唤」「…那个场合，双方从卡组抽出那个数量。这个效果发动的
    // 回合的结束阶段，…全部回到持有者卡组」 — a later phase alone as a step, with no 「时」 (a turn ahead, or the activation's turn after
    // steps done now): what follows is left for that phase (CH-DELAYED), not done as the effect resolves — a GY lock is judged then.
    if (step.text.includes('阶段') && LATER_PHASE_STEP.test(step.text)) {
      later = true;
      continue;
    }
    // CH-DELAYED: 「这张卡的发动后，用对方回合计算的第4回合的对方准备阶段，那张卡回到对方手卡」 (光之封札剑) — a turn counted, then its phase:
    // what follows is left for then, not done as the effect resolves.
    if (step.text.includes('回合的') && /^(?:用[^，。]*?计算的)?第[0-9一二三四五六]回合的[^，。]*?(?:准备阶段|结束阶段)$/.test(step.text)) {
      later = true;
      continue;
    }
    if (step.text.startsWith('每次') || ((step.text.endsWith('时') || step.text.endsWith('的场合')) && /^[^，。]*?(时|的场合)$/.test(step.text))) {
      // An event (「进行融合召唤的场合」「每次…特殊召唤成功」) starts what a lingering effect does later; a
      // state of what was just done (「那是怪兽的场合」) does not.
      const ev = compileEvents([step.text.startsWith('每次') ? `${step.text.slice(2)}时` : step.text]);
      // CMP-ALL-DONE-STATE: 「全部破坏的场合」 — every card the step before named was so moved: a state of what was just done, not an event.
      // (CMP-ATTACK-NEGATED-EVENT: 「每次怪兽的攻击无效，给这张卡放置1个希望剑指示物」 — an attack negated starts no lingering effect: the
      // counters it places stay the continuous effect's, as an activation's do.)
      const event = !step.text.startsWith('全部') && ev.trigger?.on?.some((w) => w !== 'other' && w !== 'activated' && w !== 'attack-negated');
      if ((does.length > 0 || !ctx.trigger) && event) {
        lingering = true;
        // 「结束阶段时，此怪兽被破坏」「下次的对方的结束阶段时，选择的怪兽破坏」: done once at that later phase — a consequence left
        // for later (as 「…在结束阶段破坏」 said in one clause), not something it does as it resolves. (「每次…准备阶段」 repeats: lingering.)
        // (Only after what it does now: 「这个回合的结束阶段时，…从额外卡组特殊召唤」 alone is what the effect is for, 净化光.)
        later = does.length > 0 && !step.text.startsWith('每次') && /(结束阶段|准备阶段|战斗阶段结束|回合结束|伤害步骤结束)时?$/.test(step.text);
      }
      // 「这张卡的发动后第3次的战斗阶段结束时，…全部送去墓地」: a moment counted turns ahead is later, even as the first step.
      if ((step.text.includes('次的') || step.text.includes('回合以后')) && DELAYED.test(step.text)) later = true;
      // 「翻开的卡是怪兽的场合」「不是的场合」: a state of what was just done — the steps after it are one branch.
      // (After a material restriction — 「…的同调召唤不能使用，其他的同调素材有使用…的场合，这张卡回到持有者卡组最下面」 (贵龙之魔术师) — a
      // branch too, though that clause does no step: CMP-MATERIAL-LIMIT-NO-SUMMON.)
      else if (!event && (does.length > 0 || (prevText?.endsWith('召唤不能使用') ?? false)) && step.text.endsWith('的场合')) {
        branch = true;
        // CMP-OTHERWISE-BRANCH: 「不是的场合」「猜错的场合」 opens the other branch of the result just named.
        otherwiseBranch = /^(?:不是|不是那样|猜错|猜不中|没有猜中)的场合$/.test(step.text);
        // CH-STEP-IF-STATE (issue 16): 「自己场上有「X」存在的场合，再…」 — a state of the field the step after it is done on, read as it resolves.
        // (Not 「…以外的怪兽存在的场合」: the filter would lose 「以外」 and ask for the very card excluded.)
        // (CMP-GRANTED-STATE-STEP: also its negation 「对方场上没有表侧表示怪兽存在的场合，给与对方1000伤害」, 急袭猛禽-究极猎鹰 ③.)
        const holds = /^(自己|对方)?(?:场上|墓地)(?:有|没有)[^，。]*?存在的场合$/.test(step.text) && !step.text.includes('以外') ? activationCondition(step.text) : null;
        branchHolds = holds?.length ? holds : null;
        // CH-DRAWN-BRANCH: 「那是「一击必杀！居合抽卡」的场合」 after a draw of this effect names what the drawn card must be. (Not 「…以外的场合」.)
        const shown = /^那是(.+)的场合$/.exec(step.text);
        branchDrawn = shown && !shown[1]!.includes('以外') && does.some((x) => x.do === 'draw') ? drawnFilter(shown[1]!) : null;
      }
      // 「这个效果特殊召唤的这张卡从场上离开的场合，从游戏中除外」: what becomes of the cards this effect moved.
      if (does.length > 0 && /离开(的场合|时)$/.test(step.text)) consequence = true;
      if (!event && step.text.endsWith('存在的场合') && /^(自己|对方)?(场上|墓地)有[^，。]+存在的场合$/.test(step.text)) {
        const named = activationCondition(step.text);
        const f = named?.length === 1 && named[0]!.is === 'exists' && !named[0]!.min && !named[0]!.or ? named[0]!.filter : null;
        // (「「X」以外的怪兽」 read only where the filter kept the 以外: 「…以外」 lost would name the very cards left out.)
        stateNamed = f && (!step.text.includes('以外') || f.notName || f.notArchetype) ? f : null;
      } else stateNamed = null;
      continue;
    }
    // CMP-DAMAGE-ZERO-STEP: 「（这个回合，／（这张卡的发动后，）直到回合结束时）自己／对方／双方受到的全部伤害变成0」 — the players it names take no damage for the rest of the turn
    // (a `damageZero` step, as CH-DAMAGE-ZERO-EARLIER reads it); no damage is dealt.
    const zero = step.text.endsWith('全部伤害变成0') ? /^(?:这个回合[，,]?|(?:这张卡的发动后[，,]?)?直到回合结束时)?(自己|对方|双方)受到的全部伤害变成0$/.exec(step.text) : null;
    let acts = zero ? [{ do: 'other' as const, player: zero[1] === '自己' ? 'self' as const : zero[1] === '对方' ? 'opponent' as const : 'both' as const, damageZero: true, note: step.text }] : stepActions(step, ctx, (lingering ? leaves : does).at(-1), prevText);
    // CH-DAMAGE-ZERO-ANSWERED (compiled here): 「那个效果让自己受到的（效果）伤害变成0」 — the effect this one answers deals that player no damage.
    const answered = !zero && step.text.endsWith('伤害变成0') ? /^那个效果让(自己|对方|双方)受到的(?:效果)?伤害变成0$/.exec(step.text) : null;
    if (answered) acts = [{ do: 'other', player: answered[1] === '自己' ? 'self' : answered[1] === '对方' ? 'opponent' : 'both', answeredDamageZero: true, note: step.text }];
    // CH-AFTER-CALC-STEP: 「伤害计算后那只对方怪兽破坏，给与对方500伤害」 — the damage of the next clause is done with the step left for
    // after that damage calculation, not as the effect resolves.
    if (acts && !lingering && prevText && prevText.includes('伤害计算后') && does.at(-1)?.duration === 'end-phase' && /伤害计算后[^，。]*?(送去墓地|破坏|除外)$/.test(prevText)) {
      for (const a of acts) if (a.do === 'damage' && !a.duration) a.duration = 'end-phase';
    }
    // CH-DELAYED (s59): 「发动后第2次的自己的准备阶段这张卡破坏，那张卡加入手卡」 (时间胶囊) — a step in the same sentence, after a plain comma,
    // right after a step left for a phase counted turns ahead is done at that phase with it; it was done as the card resolved (the
    // banished card added at once).
    if (acts && !lingering && !raw.sentence && raw.link === null && prevText && does.at(-1)?.duration === 'end-phase' && (prevText.includes('次的') || prevText.includes('回合以后') || prevText.includes('回合的')) && DELAYED.test(prevText)) {
      for (const a of acts) if (!a.duration) a.duration = 'end-phase';
    }
    // CH-BATTLE-BY-ORIGINAL: 「那次战斗的伤害计算用原本的攻击力·守备力进行」 (禁忌的圣典) — how that battle is calculated, not a change of any value.
    if (!acts && /^那次战斗的伤害计算用原本的攻击力·守备力进行$/.test(step.text)) acts = [{ do: 'other', battleByOriginal: true, note: step.text }];
    // CMP-SUBJECT-CARRIED: 「自己场上存在的怪兽不会被那次战斗破坏，攻击力直到这个回合的结束阶段时变成一半数值」 (守卫竹篱) — an ATK/DEF change naming no
    // monster, in the same sentence right after a clause whose subject is a group of monsters, acts on that group.
    if (acts?.length && !raw.sentence && prevText && (step.text.startsWith('攻击力') || step.text.startsWith('守备力')) && acts.every((a) => a.do === 'modify-stats' && a.what === undefined)) {
      const subject = SUBJECT_BEFORE.exec(prevText);
      const again = subject ? stepActions({ ...step, text: `${subject[1]}的${step.text}` }, ctx, (lingering ? leaves : does).at(-1), prevText) : null;
      if (again?.length && again.every((a) => a.do === 'modify-stats' && a.what !== undefined)) {
        // (No count in the subject: every such monster.)
        for (const a of again) if (typeof a.what === 'object' && a.what.count === undefined) a.what = { filter: a.what.filter, scope: 'all' };
        acts = again;
      }
    }
    // CMP-THOSE-EXISTING: 「…有X存在的场合，那些怪兽全部…」 — every card the state clause named.
    // (After such a state clause 「那些」 names the cards of the clause, not those the summon before it made: CH-LEVELS-MATCH-NO-ZONE's reading undone.)
    if (acts && stateNamed && /^那些(怪兽|卡)(也)?全部/.test(step.text)) {
      for (const a of acts) {
        if (a.what !== 'event-cards' && !(a.what === 'moved' && a.movedBy === 'special-summon')) continue;
        a.what = { filter: { ...stateNamed }, scope: 'all' };
        delete a.movedBy;
      }
    }
    stateNamed = null;
    // ZONE-MOVE-ADJACENT: 「把自己场上1只怪兽的位置移动到没有使用的相邻的怪兽卡区域」「这张卡…可以移动到没有使用的相邻的怪兽卡区域」.
    const moving = step.text.includes('相邻') ? moveZoneStep(step.text, !!ctx.targets) : null;
    if (moving) acts = [moving];
    // 「那只怪兽以及装备怪兽破坏」 (『A以及B』): the target and the monster this card is equipped to, destroyed at once as one
    // group — with the target gone or unaffected, the equipped monster still is (CH-ALONG-TARGETS; rules reference
    // docs/c03/特定效果的处理方法.rst:263–272).
    if (acts?.length === 1 && acts[0]!.do === 'destroy' && acts[0]!.what === 'targets' && /^那只怪兽以及(这张卡的)?装备怪兽破坏/.test(step.text)) acts.push({ do: 'destroy', what: { filter: { kind: 'monster', equipped: true }, scope: 'all' }, alongTargets: true });
    // CMP-MOVED-COUNT-SIDE (s49): 「那些怪兽以及场上的魔法·陷阱卡全部除外」 (拓扑三叶双头蛇①) — the event's monsters and every Spell/Trap on the
    // field, in one step; before, the second group was dropped, so the Spells/Traps stayed and 「这个效果除外的对方的卡数量」 could not count them.
    const along = acts?.length === 1 && (acts[0]!.what === 'event-cards' || acts[0]!.what === 'targets') && step.text.startsWith('那些怪兽以及') ? /^那些怪兽以及场上的魔法·陷阱卡全部(除外|破坏|送去墓地)/.exec(step.text) : null;
    if (along && acts![0]!.do === ({ 除外: 'banish', 破坏: 'destroy', 送去墓地: 'send-to-gy' } as const)[along[1] as '除外' | '破坏' | '送去墓地']) acts!.push({ do: acts![0]!.do, what: { filter: { place: 'field', kind: ['spell', 'trap'] }, scope: 'all' }, from: 'field' });
    // CMP-PROTECT-PICKED (issue 16): 「选场上1张卡。那张卡直到…只有1次不会被效果破坏」 — the bare pick before is the card the protection is
    // given to: a step acting on one chosen card (so the effect needs one it can choose, CH-NOTHING-TO-APPLY).
    if (!acts && !ctx.targets && prevBare && /^(可以)?选(择)?[^，。]*(怪兽|卡)$/.test(prevText) && /^那(张卡|只怪兽)[^，。]*不会被[^，。]*?破坏$/.test(step.text)) {
      const picked = filterOf(prevText.replace(/^(可以)?选(择)?/, ''));
      const count = Number(/([1-9])(张|只)/.exec(prevText)?.[1] ?? 1);
      acts = [{ do: 'cannot-be-destroyed', what: { count, filter: picked, scope: 'choose' }, against: step.text.includes('战斗') ? (step.text.includes('效果') ? 'any' : 'battle') : 'effect', ...(/只有1次/.test(step.text) ? { onlyOnce: true as const } : {}), note: step.text }];
    }
    // CH-PROTECT-EARLIER: 「这个回合，自己场上的「破坏剑」卡不会被战斗·效果破坏」 — after the turn alone as a step, a
    // protection of every card the subject names (a side and the field: no card chosen, none targeted), for the rest of the turn.
    if (!acts && lasting && !ctx.targets && LASTING.has(prevText) && step.text.includes('不会被')) {
      const m = PROTECT_LASTING.exec(step.text);
      const from = m ? unaffectedFrom(m[2]!.replace(/战斗(·|以及|和|或者)/, '')) : undefined;
      if (m) acts = [{ do: 'cannot-be-destroyed', what: { filter: filterOf(m[1]!), scope: 'all' }, against: m[3] ? 'any' : 'effect', duration: 'turn', ...(from && Object.keys(from).length ? { fromCards: from } : {}), note: step.text }];
    }
    // CMP-PROTECT-TARGET-TURN (s51): 「这个回合，选择的怪兽不会被战斗以及卡的效果破坏」 (进化的奇迹) — its target, kept from destruction for the rest
    // of the turn (by effects: a state on it; by battle: a rule of the turn, ./battle-damage.ts). Before, nothing was read: it resolved doing nothing.
    if (!acts && ctx.targets && LASTING.has(prevText)) {
      const m = /^(?:选择的|作为对象的)怪兽不会被(战斗(?:·|以及|和|或者))?(?:卡的)?效果破坏$/.exec(step.text);
      if (m) acts = [{ do: 'cannot-be-destroyed', what: 'targets', against: m[1] ? 'any' : 'effect', duration: 'turn', note: step.text }];
    }
    // CH-UNAFFECTED-EARLIER: 「那次主要阶段内，自己场上的恐龙族怪兽不受对方发动的效果影响」 (also after 「这个回合，」) — every monster of a side's
    // field its subject names, for that Main Phase (or the turn), unaffected by the effects its words name (none chosen).
    if (acts && !ctx.targets && (LASTING.has(prevText) || prevText === '那次主要阶段内') && UNAFFECTED_LASTING.test(step.text)) {
      for (const a of acts) {
        if (a.do !== 'unaffected' || typeof a.what !== 'object' || a.what.scope !== 'choose' || a.what.count !== undefined) continue;
        a.what = { filter: a.what.filter, scope: 'all' };
        a.duration = prevText === '那次主要阶段内' ? 'main-phase' : 'turn';
        const from = unaffectedFrom(/不受[^，。]*?影响/.exec(step.text)![0]);
        if (from) a.fromCards = from;
      }
    }
    // 「那之后，可以选…怪兽，给与对方那个攻击力一半数值的伤害」: a pick 「可以」 leaves to the player (a step of its own, no
    // verb) makes the step it feeds optional too (CH-DAMAGE-AT-ACTIVATION: such damage is not certain at activation).
    if (acts?.length && !raw.sentence && prevText.startsWith('可以选') && /^可以选[^，。]*$/.test(prevText)) for (const a of acts) a.optional = true;
    // 「选场上1只表侧表示的「地中族」怪兽，那只怪兽的攻击力·守备力…变成…」: 「那只怪兽」 is the card the bare pick before chose
    // (issue 16), not a card of the event — the pick's description is what the step may choose.
    if (acts?.length && !raw.sentence && !ctx.targets && prevBare && /^(可以)?选[^，。]*(怪兽|卡)$/.test(prevText)) {
      for (const a of acts) {
        if (a.what !== 'event-cards') continue;
        const picked = subjectOf(prevText.replace(/^(可以)?选/, ''), a.do, false, ctx);
        if (picked && typeof picked === 'object') a.what = picked;
      }
    }
    prevBare = !acts;
    // 「A，B」 after a damage read from a card's values (「给与…相差数值的伤害，那只怪兽除外」): B only if damage was dealt
    // (CH-DAMAGE-STAT-DIFF; rules reference docs/c03/特定效果的处理方法.rst:103–106). (Other 「A，B」 pairs are not marked yet.)
    const before = does.at(-1);
    if (acts?.length && !lingering && raw.link === null && !raw.sentence && before?.do === 'damage' && before.amountOf) acts[0]!.ifDone = true;
    // 「那只怪兽回到持有者手卡，这张卡从墓地特殊召唤」「…送去墓地，自己从卡组抽2张」: B happens with A, but only if A
    // was applied — a card that went elsewhere (the Extra Deck, banished instead) was not returned or sent, so B is
    // not done (CH-MOVE-NOT-DONE; rules reference docs/c03/特定效果的处理方法.rst:99–106, 287–306). Only a move the
    // effect must make, followed in the same sentence by a step it must make too.
    else if (acts?.length && !lingering && !branch && !later && raw.link === null && !raw.sentence && before && MOVES_TO.has(before.do) && !before.optional && !before.ifDone && !before.duration && !acts[0]!.optional && !acts[0]!.then && acts[0]!.do !== before.do) acts[0]!.needsBefore = true;
    // 「选择的自己的卡破坏，选择的对方的卡回到手卡」 (废铁双生龙): 「A，B」 where A acts on the targets of one side and B on the
    // other side's — B rides on A: with A's targets gone (nothing destroyed, no position changed) B is not done either
    // (CH-SIDE-STEP-FIRST; rules reference docs/c02/基本用语.rst:272, docs/c03/特定效果的处理方法.rst:99–106).
    else if (acts?.length && !lingering && !branch && !later && raw.link === null && !raw.sentence && before && (before.do === 'destroy' || before.do === 'change-position') && before.what === 'targets' && before.targetSide && !before.optional && !before.ifDone && acts[0]!.what === 'targets' && acts[0]!.targetSide && acts[0]!.targetSide !== before.targetSide && !acts[0]!.optional && !acts[0]!.then) acts[0]!.needsBefore = true;
    // 「攻击力变成0，那个效果无效」 (蛇头守护者, 霞鸟 辉剑鸟 — 『攻撃力を０にし、その効果を無効』): the negation rides on the ATK change
    // before it, unlike 「攻击力·守备力变成0，效果无效化」 (魔弹-交叉统治者), two changes side by side (CH-NOTHING-ON-TARGET-FIRST;
    // rules reference docs/c03/攻守计算.rst:124–126).
    else if (acts?.length && !lingering && raw.link === null && !raw.sentence && before?.do === 'modify-stats' && before.change?.op === 'set' && /^那(个|些)效果无效/.test(step.text) && (acts[0]!.do === 'negate-effect' || acts[0]!.do === 'negate-effects')) acts[0]!.needsBefore = true;
    // 「那只怪兽的效果无效并破坏」 (炼狱的落穴 — 『効果を無効にし破壊する』): the destruction rides on the negation, so on a
    // monster with no effects left to negate the whole effect does nothing (CH-NEGATE-THEN-DESTROY; rules reference
    // docs/c03/特定效果的处理方法.rst:493–497). 「效果无效化，…」 (迷途风) are two changes side by side.
    if (acts && acts.length >= 2 && !lingering && acts[0]!.do === 'negate-effects' && acts[1]!.do === 'destroy' && !acts[1]!.optional && /那(1)?只[^，。]*怪兽的效果无效并破坏/.test(step.text)) acts[1]!.needsBefore = true;
    // 「A。那之后，把持有送去墓地的怪兽的攻击力以下的攻击力的1只…从卡组加入手卡」: a pick measured against the card the step before
    // moved is tied to it — with nothing to pick, the step before is not done either (CH-STEP-TIED-PICK; rules reference
    // docs/c03/特定效果的处理方法.rst:139–150). 「「X」怪兽或「Y」」 there picks either (the archetype, or the name).
    if (acts?.length && !lingering && before && (MOVES_TO.has(before.do) || before.do === 'banish') && !before.optional && acts[0]!.then && !acts[0]!.optional && (acts[0]!.do === 'add-to-hand' || acts[0]!.do === 'special-summon') && typeof acts[0]!.what === 'object' && /(送去墓地|除外|回到手卡|回到卡组)的(那只)?怪兽的(原本)?(攻击力|守备力|等级)/.test(step.text)) {
      const tied = acts[0]!;
      tied.tiedToBefore = true;
      const alt = /「([^」]+)」怪兽或「([^」]+)」/.exec(step.text);
      if (alt && typeof tied.what === 'object' && tied.what.filter?.archetype === alt[1]) {
        const { archetype, ...rest } = tied.what.filter;
        tied.what = { ...tied.what, filter: { ...rest, anyOf: [{ archetype, kind: 'monster' }, { names: [alt[2]!] }] } };
      }
    }
    // 「这个回合，墓地发动的卡的效果无效化」「直到回合结束时，对方发动的怪兽的效果无效化」: a lingering negation of
    // effects activated later, not of an effect on the chain (only an answer negates one there).
    if (LASTING.has(prevText) || step.text.startsWith('这个回合') || step.text.startsWith('直到回合结束时') || step.text.startsWith('直到结束阶段')) lasting = true;
    if (acts && lasting && !ctx.answers && step.text.includes('发动')) for (const a of acts) if (a.do === 'negate-effect' && a.what === undefined) Object.assign(a, { do: 'negate-effects', duration: 'turn' });
    // 「这个回合，双方不能把…特殊召唤，场上的宣言种类的怪兽的效果无效化」: the turn said once, in a step before, is how long cards'
    // effects stay negated (c12l).
    if (acts && lasting) for (const a of acts) if (a.do === 'negate-effects' && a.duration === undefined) a.duration = 'turn';
    if (acts && leadTurn) for (const a of acts) if ((a.do === 'negate-effects' || a.do === 'modify-stats' || a.do === 'unaffected') && a.duration === undefined) a.duration = 'turn';
    // CMP-DURATION-BATTLE-PHASE: 「直到战斗阶段结束时，…攻击力变成一半」「…攻击力直到战斗阶段结束时上升1000」 — the change lasts until the Battle
    // Phase ends, not the turn (a 「这个回合，」 later in the sentence is another part's): the words leading to its verb decide.
    if (acts) for (const a of acts) if ((a.do === 'negate-effects' || a.do === 'modify-stats' || a.do === 'unaffected' || a.do === 'cannot-attack') && untilBattlePhaseEnd(step.text, prevText)) a.duration = 'battle-phase';
    // CH-ATTACK-NEGATE-EARLIER: 「这个回合，对方怪兽的攻击只有1次无效」 — the next attack negated, once, for the rest of the turn (also the one under way).
    if (acts && lasting && step.text.includes('只有1次')) for (const a of acts) if (a.do === 'negate-attack' && a.duration === undefined) Object.assign(a, { duration: 'turn', onlyOnce: true });
    // CH-ATTACK-LOCK-EARLIER: 「这个回合，这张卡以外的怪兽不能攻击」 — a lock on those monsters for the turn, every one of them (no choice).
    if (acts && lasting) for (const a of acts) if (a.do === 'cannot-attack' && a.duration === undefined && typeof a.what === 'object' && a.what.scope === 'choose' && a.what.count === undefined && a.what.filter.notSelf) Object.assign(a, { duration: 'turn', what: { filter: a.what.filter, scope: 'all' } });
    // 「抽卡的效果发动时…那张卡的效果所抽的卡…全部丢弃去墓地」: answering a draw, the cards it would draw are
    // still in the Deck — they go from the Deck to the GY (灰流丽 may answer it), never through the hand.
    if (ctx.answers && step.text.includes('所抽的卡')) toBeDrawn = true;
    if (acts && toBeDrawn) for (const a of acts) if (a.do === 'discard' && (a.from === undefined || a.from === 'hand')) Object.assign(a, { do: 'send-to-gy', from: 'deck', note: 'the cards it would draw' });
    if (acts && consequence) for (const a of acts) a.duration ??= 'end-phase';
    consequence = false;
    // 「作为那次仪式召唤需要的等级数值的1只怪兽，把墓地的这张卡除外」: banished as a material of that summon.
    if (acts && prevText && (prevText.startsWith('作为') || prevText.startsWith('可以作为')) && /^(可以)?作为[^，。]*?(需要|素材)/.test(prevText)) for (const a of acts) if (a.do === 'banish' || a.do === 'send-to-gy') a.note = 'materials';
    const stepBefore = prevText;
    prevText = step.text;
    if (!acts && step.text.startsWith('把') && !/[。]/.test(step.text) && !ATTACHES.test(step.text) && !ATTACHES_NAMED.test(step.text)) {
      carried = step.text;
      continue;
    }
    // 「从卡组选1张…。那2张卡加入手卡」: cards picked in an earlier step come from where it said.
    if (acts) for (const a of acts) {
      // (「从卡组中选择1张场地魔法卡，放在自己卡组最上面」: a Deck card put on top stays in the Deck — its place said in the step before.)
      if (a.from === undefined && (typeof a.what !== 'string' || a.what === 'event-cards') && (a.do === 'add-to-hand' || a.do === 'special-summon' || a.do === 'return-to-deck')) {
        // 「自己卡组最上面的卡翻开…那张卡加入手卡」「从卡组把3张卡给对方观看…那1张卡加入手卡」: from the Deck.
        if (revealed === 'top' || revealed === 'deck') a.from = 'deck';
        else if (lastFrom !== undefined) a.from = lastFrom;
      }
      if (a.do === 'end-battle-phase' && step.text.includes('变成这个回合的结束阶段')) a.toEndPhase = true;
      // 「从自己卡组选择1张卡，里侧表示从游戏中除外。…那张卡加入手卡」 (时间胶囊): the card picked there is banished from there — a later
      // step on 「那张卡」 takes it from the banishment, not from the Deck (灰流丽 answers a move from the Deck).
      if (a.do === 'banish' && lastFrom !== undefined && !revealed && typeof a.what === 'object' && a.what.scope === 'choose' && a.what.filter.place === undefined && a.from === undefined) {
        a.from = lastFrom;
        lastFrom = 'banished';
      }
    }
    if (acts?.length === 0 || !acts) {
      const f = fromPlaces(step.text);
      if (f.length) lastFrom = one(f);
    }
    if (acts && revealed) revealedMoves(acts, revealed, [...does, ...acts].some((x) => x.do === 'draw'));
    // CMP-REVEALED-PICK: 「把对方卡组上面2张卡翻开，从那之中选1张除外」「自己从那之中选择1张除外」 — the card banished is one of the
    // cards turned over, from the top of that player's Deck (a listed Deck of one card: that card), whoever picks it.
    if (acts && revealed === 'top' && step.text.includes('从那之中')) {
      const shown = [...does].reverse().find((x) => x.do === 'look' && typeof x.what === 'object');
      const n = /选(?:择)?([1-9一两二])张/.exec(step.text);
      for (const a of acts) if (a.do === 'banish' && (a.what === undefined || (typeof a.what === 'object' && a.what.filter.place === undefined)) && shown && typeof shown.what === 'object') Object.assign(a, { what: { count: n ? (NUMBER_WORD[n[1]!] ?? Number(n[1])) : 1, filter: { ...shown.what.filter }, scope: 'choose' }, from: 'deck', top: true });
    }
    // CMP-HAND-LOOK-PICK: 「把对方手卡确认，从那之中选1张卡送去墓地」(裁决之光)「…从那之中选1只怪兽加入自己手卡」「…从那之中选1张卡丢弃」 — the
    // card moved is one of the hand just looked at (its side, from the hand), of the kind the step names; before, the step named no card and
    // did nothing.
    if (acts && step.text.includes('从那之中')) {
      const seen = [...does].reverse().find((x) => x.do === 'look' && typeof x.what === 'object' && x.what.filter.place === 'hand');
      const n = /选(?:择)?([1-9一两二])[张只]/.exec(step.text);
      const described = step.text.replace(/^.*?从那之中/, '');
      if (seen && typeof seen.what === 'object') for (const a of acts) {
        if (!MOVES.has(a.do) && a.do !== 'discard' && a.do !== 'add-to-hand') continue;
        if (a.what !== undefined && (typeof a.what !== 'object' || a.what.filter.place !== undefined || a.what.filter.side !== undefined)) continue;
        const own = filterOf(described);
        Object.assign(a, { what: { filter: { ...(own.kind !== undefined ? { kind: own.kind } : {}), side: seen.what.filter.side, place: 'hand' }, scope: 'choose', count: n ? (NUMBER_WORD[n[1]!] ?? Number(n[1])) : 1 }, from: 'hand' });
      }
    }
    // CMP-HAND-LOOK-PICK (s56): 「把对方手卡确认并选择1张卡。直到下次的对方的结束阶段时，选择的卡从游戏中除外」 (红莲之指名者) — the look's own step
    // picks the card and 「选择的卡」 names it back: one of the hand just looked at. Before, the banish named no card and did nothing.
    const pickedInLook = acts && step.text.includes('选择的卡') ? /(?:确认|看)并选择([1-9一两二])张/.exec(stepBefore) : null;
    const looked = pickedInLook ? does.at(-1) : undefined;
    if (acts && pickedInLook && looked?.do === 'look' && typeof looked.what === 'object' && looked.what.filter.place === 'hand') {
      for (const a of acts) {
        if ((!MOVES.has(a.do) && a.do !== 'discard' && a.do !== 'add-to-hand') || a.what !== undefined) continue;
        Object.assign(a, { what: { filter: { side: looked.what.filter.side, place: 'hand' }, scope: 'choose', count: NUMBER_WORD[pickedInLook[1]!] ?? Number(pickedInLook[1]) }, from: 'hand' });
      }
    }
    if (acts) extraDeckLookPick(step.text, does, acts);
    if (acts && declaredIn) {
      for (const a of acts) {
        if (!MOVES.has(a.do) && a.do !== 'discard') continue;
        const count = a.what !== undefined && typeof a.what === 'object' && a.what.scope === 'all' ? null : 1;
        a.what = count === null ? { filter: { side: declaredIn, place: 'hand', declaredName: true }, scope: 'all' } : { filter: { side: declaredIn, place: 'hand', declaredName: true }, scope: 'choose', count };
        a.from = 'hand';
        if (a.do === 'discard') a.player = declaredIn;
        declaredBy = a.do;
      }
    }
    // (The fallback 「自己随机从游戏中除外1张手卡」: a card of its own hand.)
    if (acts && fewer && declaredBy) for (const a of acts) if ((a.do === 'banish' || a.do === 'discard') && step.text.includes('手卡') && typeof a.what === 'object' && a.what.filter.place === undefined) a.what = { ...a.what, filter: { ...a.what.filter, place: 'hand' }, count: a.what.count ?? 1 };
    // CMP-SAME-NAME-DESTROYED-DECK (s55): 「破坏的怪兽是反转效果的场合，双方互相确认对方卡组，和破坏的怪兽同名的卡全部从游戏中除外」 (抹杀之使徒) — the
    // cards named like the destroyed target, in both Decks (the Decks the step before looks at): read as every monster, it banished the
    // whole field once the destruction was read (CMP-OLD-TARGET-PICK).
    if (acts && ctx.targets && step.text.includes('同名') && SAME_NAME_AS_DESTROYED.test(step.text)) for (const a of acts) if (a.do === 'banish') { a.what = { filter: { place: 'deck', toTarget: { name: 'same' } }, scope: 'all' }; a.from = 'deck'; }
    if (acts && branch) for (const a of acts) { a.conditional = true; if (branchHolds) a.whileHolds = branchHolds; if (otherwiseBranch) a.otherwise = true; else if (branchDrawn) a.ifDrawn = branchDrawn; }
    if (acts && ifMoved) for (const a of acts) a.ifMoved = ifMoved;
    if (acts && upToMoved) for (const a of acts) if (typeof a.what === 'object' && a.what.scope === 'choose') { delete a.what.countMax; a.countMaxOfMoved = true; }
    if (acts && fewer) for (const a of acts) a.ifMovedFewer = fewer;
    // (「…准备阶段时，可以把这张卡送去墓地…特殊召唤」: a choice offered then is an effect used then, not a consequence.)
    if (acts && later) for (const a of acts) if (!a.optional) a.duration ??= 'end-phase';
    if (acts && chance) for (const a of acts) a.uncertain = true;
    if (acts && tossed) for (const a of acts) a.byToss = true;
    // CH-RESPONDS-WOULD-DESTROY: 「掷N次骰子。等级·阶级比出现的数目合计低的…破坏」 — every roll totals at least N, so a Level/Rank below N is reached whatever it shows.
    if (acts && chance && /等级(?:·阶级)?比出现的数目(?:合计)?低的/.test(step.text)) {
      const dice = /掷([1-9一两二三])次骰子/.exec(all);
      const floor = dice ? (NUMBER_WORD[dice[1]!] ?? Number(dice[1])) : 0;
      // (A Link monster has no Level or Rank: the bound never reaches it, whatever the roll.)
      for (const a of acts) if (a.do === 'destroy' && typeof a.what === 'object') {
        a.what = { ...a.what, filter: { ...a.what.filter, levelled: true } };
        if (floor >= 2) a.certainly = { ...a.what.filter, levelMax: floor - 1 };
      }
    }
    if (acts && coin) for (const a of acts) a.coin = coin;
    if (acts?.length && coin && coinFirst) {
      delete acts[0]!.needsBefore;
      coinFirst = false;
    }
    // CH-STEP-IF-STAT (issue 16): 「守备力是2000以下的场合破坏」「攻击力比2000高的场合…」 — a move whose object is the card the step before
    // acted on, done only if that card's value then meets the bound (found as it resolves, so not known at activation).
    const bound = acts && step.text.includes('的场合') ? /^(?:那只怪兽的?|那张卡的?)?(攻击力|守备力)(?:是|为)?(?:(\d+)(以下|以上)|比(\d+)(高|低))的场合/.exec(step.text) : null;
    if (acts && bound) {
      const prevWhat = (out: Action[]) => [...out].reverse().find((x) => x.what !== undefined)?.what;
      const what = prevWhat(does);
      for (const a of acts) if (a.what === undefined && (MOVES.has(a.do) || a.do === 'flip-face-down') && what !== undefined) {
        a.what = what;
        a.ifStat = { stat: bound[1] === '攻击力' ? 'atk' : 'def', value: Number(bound[2] ?? bound[4]), cmp: bound[3] === '以下' ? 'at-most' : bound[3] === '以上' ? 'at-least' : bound[5] === '高' ? 'above' : 'below' };
        a.uncertain = true;
      }
    }
    // CH-ACTIVATED-IN-RESOLUTION: 「从卡组选1张「真龙」永续陷阱卡加入手卡或在自己场上发动」 — the card added may be activated instead
    // (the add-to-hand step keeps it: the note `[发动 X]` says it was activated).
    if (acts && step.text.endsWith('加入手卡或在自己场上发动')) {
      const add = acts.find((a) => a.do === 'add-to-hand');
      if (add) add.activatesCard = /陷阱/.test(step.text) ? 'trap' : /魔法/.test(step.text) ? 'spell' : 'card';
    }
    // CH-REVEAL-ANSWER-PUBLIC: 「对方可以…给人观看让这张卡的效果无效」 — the negation is what the opponent's reveal would do (the look
    // step's `opponentMayStop`), not a step this effect does: kept, it was said as 「效果无效的适用开始」 when nothing was shown.
    if (acts) acts = acts.filter((a, i) => !(a.do === 'negate-effects' && a.what === 'self' && (i > 0 ? acts![i - 1]! : does.at(-1))?.opponentMayStop));
    if (acts) (lingering ? leaves : does).push(...acts);
    else {
      const other = cardStep(step.text, !!ctx.targets, does.some((a) => a.do === 'special-summon')) ?? counterStep(step.text, !!ctx.targets) ?? pendulumPlaceStep(step.text, !!ctx.targets);
      if (other) (lingering ? leaves : does).push(other);
      else if (!UNDERSTOOD.test(step.text)) unknown.push(step.text);
    }
  }
  return { does, leaves, unknown };
}

// ── the answer's category words, for any effect ───────────────────────────────────────────────────

export type Category =
  | 'draw'
  | 'search'
  | 'add-to-hand'
  | 'special-summon'
  | 'send-to-gy'
  | 'mill'
  | 'destroy'
  | 'banish'
  | 'return-to-hand'
  | 'return-to-deck'
  | 'discard'
  | 'negate-activation'
  | 'negate-effect'
  | 'negate-summon'
  | 'damage'
  | 'recover'
  | 'atk-change'
  | 'def-change'
  | 'position'
  | 'control'
  | 'equip'
  | 'token'
  // 「那个对象转移为…这张卡」「攻击对象转移为…」: not a YGOPro category; named so /card says what the effect does (not 「其他」).
  | 'move-target'
  | 'move-attack'
  // 「…在这张卡下面重叠作为超量素材」 (the `attach` action): not a YGOPro category either.
  | 'attach'
  // 「在通常召唤外加上只有1次…召唤」「通常召唤最多N次」 (`extraSummon`, `normalSummonsPerTurn`): named so /card says what the grant does (s60; before 「其他」).
  | 'extra-summon'
  | 'other';

const places = (p: Place | Place[] | undefined): Place[] => (p === undefined ? [] : Array.isArray(p) ? p : [p]);

/** One action's category words. */
export function categoriesOfAction(a: Action): Category[] {
  const from = places(a.from);
  // A consequence left for later on the cards the effect moved (「…在结束阶段除外」) is not what it does.
  if (a.duration === 'end-phase' && a.do !== 'negate-effects' && a.do !== 'modify-stats') return ['other'];
  // A tie of 持续取对象 (CT-BOND, ./bonds.ts) is applied as cards move, outside any resolution: not what the effect does either.
  if (a.bond) return ['other'];
  // Materials sent from the Deck (「从卡组把融合素材怪兽送去墓地」) still leave the Deck for the GY: what
  // 灰流丽 answers. From the hand or field they are part of the summon.
  if (a.note === 'materials') return from.includes('deck') ? ['mill'] : ['other'];
  if (a.note === 'revealed') return ['other'];
  switch (a.do) {
    case 'draw':
      return ['draw'];
    case 'add-to-hand': {
      const out: Category[] = [];
      if (from.includes('deck')) out.push('search');
      if (from.length === 0 || from.some((p) => p !== 'deck')) out.push(from.some((p) => p === 'field' || p === 'monster' || p === 'spell') ? 'return-to-hand' : 'add-to-hand');
      return out;
    }
    case 'return-to-hand':
      return from.some((p) => p === 'gy' || p === 'banished') ? ['add-to-hand'] : ['return-to-hand'];
    case 'special-summon':
      return a.token ? ['special-summon', 'token'] : ['special-summon'];
    case 'send-to-gy': {
      const out: Category[] = [];
      if (from.includes('deck')) out.push('mill');
      if (from.length === 0 || from.some((p) => p !== 'deck')) out.push('send-to-gy');
      return out;
    }
    case 'destroy':
      return ['destroy'];
    case 'banish':
      return ['banish'];
    case 'return-to-deck':
      // 「从卡组选1只…在卡组最上面放置」: a card of the Deck put on top stays in the Deck. (One added from the
      // Deck to the Extra Deck face-up, 「从卡组选1只灵摆怪兽表侧表示加入自己的额外卡组」, moves: YGOPro's TOEXTRA.)
      return a.to !== 'extra' && from.length && from.every((p) => p === 'deck') ? ['other'] : ['return-to-deck'];
    case 'discard':
      return ['discard'];
    case 'negate-activation':
      return ['negate-activation'];
    case 'negate-effect':
      return ['negate-effect'];
    case 'negate-effects':
      // A lingering negation counts when it hits chosen cards or every card on the field, or effects activated later
      // (「这个回合，选择的卡为对象发动的怪兽效果无效」「那只怪兽为对象的魔法卡的效果只有1次无效」, c12l); one laid on the monsters the effect itself summons
      // (「这个效果特殊召唤的怪兽的效果无效化」) is a restriction.
      // (「这个效果除外的怪兽…的效果无效化」 (墓穴的指名者): cards it moved away from the opponent — a negation, CH-MOVED-BY-THIS.)
      return a.note !== 'summoned negated' && (a.what === 'targets' || a.what === 'activation' || a.what === 'event-cards' || a.what === undefined || (a.what === 'moved' && a.movedBy !== 'special-summon' && a.movedBy !== 'summon') || (typeof a.what === 'object' && !a.note && (a.what.scope === 'all' || (a.duration === 'turn' && a.what.filter.side !== 'self')))) ? ['negate-effect'] : ['other'];
    case 'negate-summon':
      return ['negate-summon'];
    case 'damage':
      return ['damage'];
    case 'gain-lp':
      return ['recover'];
    case 'set-lp':
    case 'lose-lp':
      return ['other'];
    case 'modify-stats':
      return a.stat === 'atk-def' ? ['atk-change', 'def-change'] : a.stat === 'def' ? ['def-change'] : ['atk-change'];
    case 'change-position':
    case 'flip-face-down':
      return ['position'];
    case 'take-control':
      return ['control'];
    case 'equip':
      return ['equip'];
    case 'move-target':
      return ['move-target'];
    case 'move-attack':
      return ['move-attack'];
    case 'attach':
      return ['attach'];
    default:
      return ['other'];
  }
}

/** The note of the step a grant of more Normal Summons is read as (./index.ts, CH-EXTRA-SUMMON): no 「其他」 of its own. */
export const GRANT_NOTE = 'extra Normal Summon granted for the turn';

/** The `categories` of the card answer (output.md): what the effect's resolution (or the lingering effect it leaves) does. */
export function categoriesOf(e: EffectFacts): Category[] {
  const out: Category[] = [];
  // (s60: a grant of more Normal Summons — its words kept as no step, an 'other' step noting it, ./index.ts CH-EXTRA-SUMMON — is named.)
  const grants = e.extraSummon !== undefined || e.normalSummonsPerTurn !== undefined;
  if (grants) out.push('extra-summon');
  for (const a of [...e.does, ...(e.leaves ?? [])]) for (const c of categoriesOfAction(a)) if (!out.includes(c) && !(grants && a.do === 'other' && a.note === GRANT_NOTE)) out.push(c);
  return out;
}

/** CH-STAT-BATTLING on a whole continuous effect: its changes left unread for a battle its text names before them. */
export function battlingStats(e: EffectFacts, text: string): void {
  if (!/进行战斗的场合[，,][^，。]*伤害步骤内/.test(text) || /每|数量|攻击的场合|攻击宣言|被攻击/.test(text)) return;
  const holds = battlingIn(text);
  if (!holds) return;
  for (const a of e.does) {
    if (a.do !== 'modify-stats' || !a.conditional || !a.change || a.whileHolds || a.change.per) continue;
    delete a.conditional;
    a.whileHolds = holds;
  }
}

/**
 * CH-MOVED-FEWER: the verb of `step` when it picks one card from its own player's hand of the kind `kind` names (「暗属性怪兽」: every
 * Type, Attribute, archetype or frame that phrase reads is the step's too) — so 「手卡没有<kind>的场合」 after it means that step moved none.
 */
function handPickOf(step: Action | undefined, kind: string): ActionType | null {
  if (!step || step.from !== 'hand' || typeof step.what !== 'object' || step.what.scope !== 'choose' || (step.what.count ?? 1) !== 1) return null;
  if (step.do !== 'banish' && step.do !== 'discard' && step.do !== 'send-to-gy') return null;
  const want = filterOf(kind);
  const keys = Object.keys(want).filter((k) => k !== 'place' && k !== 'side' && k !== 'kind');
  if (!keys.length) return null;
  const have = step.what.filter as Record<string, unknown>;
  return keys.every((k) => JSON.stringify(have[k]) === JSON.stringify((want as Record<string, unknown>)[k])) ? step.do : null;
}

/**
 * CH-STAT-BATTLING: 「(这张卡|装备怪兽)(和X怪兽)进行战斗的(场合，…)伤害步骤内」 — the condition of a change that holds while that monster
 * battles in the Damage Step (this card, or the monster this card is equipped to), against such a monster when named. Null
 * when the words are not these, or the opponent's description holds words the filter reader does not capture.
 */
function battlingIn(words: string): Condition[] | null {
  if (!words.includes('伤害步骤内')) return null;
  const m = /(这张卡的装备怪兽|装备怪兽|这张卡)(?:和([^，。]*?)怪兽)?进行战斗的(?:场合[，,][^，。]*?|)伤害步骤内|(这张卡的装备怪兽|装备怪兽|这张卡)(?:和([^，。]*?)怪兽)?进行战斗的场合/.exec(words);
  if (!m) return null;
  const who = (m[1] ?? m[3]) === '这张卡' ? 'self' : 'equipped';
  const other = m[2] ?? m[4];
  const cond: Condition = { is: 'battling', who };
  if (other && other !== '对方') {
    const f = filterOf(`${other}怪兽`);
    if (unreadQualifiers(`${other}怪兽`, f)) return null;
    cond.with = f;
  }
  return [{ is: 'phase', phases: ['damage-step'] }, cond];
}

/**
 * CMP-RELATED-TO-TARGET: 「原本卡名不同并是原本种族相同」「原本的种族·属性不同」 — how the card picked compares with the target, by its
 * original values; a part not read leaves the comparison `unread`.
 */
function comparedToTarget(words: string): NonNullable<CardFilter['toTarget']> {
  const out: NonNullable<CardFilter['toTarget']> = {};
  const KEYS: Record<string, 'name' | 'race' | 'attribute' | 'level'> = { 卡名: 'name', 种族: 'race', 属性: 'attribute', 等级: 'level' };
  for (const part of words.split(/并是|并且是?|而且?是?|而|，/)) {
    const m = /^(?:是)?原本的?((?:卡名|种族|属性|等级)(?:·(?:卡名|种族|属性|等级))*)(相同|不同)$/.exec(part.trim());
    if (!m) {
      out.unread = true;
      continue;
    }
    for (const k of m[1]!.split('·')) out[KEYS[k]!] = m[2] === '相同' ? 'same' : 'other';
  }
  return out;
}
