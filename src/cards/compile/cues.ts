/**
 * The cues of Chinese card text, one small function each. Card texts are formulaic: the same words
 * always mean the same game fact, and these functions name the words. Each takes the text of one
 * effect (or its activation part, "head": the words up to its first 「。」).
 */
import type { Action, ActionType, PhaseId, Place, TriggerPattern, EventType } from '../facts.js';
import { recent } from './recent.js';
import { firstSentenceOf } from './words.js';
import { commaSplit, endsComma, firstCommaPart, hasWhenOrIf, lastCommaPart, noTrailComma, noteless } from './text.js';

/** The activation part of an effect: up to the end of the sentence holding 「发动」, else the first sentence. */
function headOfText(text: string): string {
  // (Only a text holding 「发动」 is scanned for it: compile time, issue 12.)
  const m = text.includes('发动') ? /^[^。]*?(才能|才可以|可以)?(把这张卡|把这个效果)?发动[^。]*?。/.exec(text) : null;
  if (m) return m[0];
  // (The first sentence with its 「。」, as /^[^。]*。?/ — cut by a search: compile time, issue 12.)
  const stop = text.indexOf('。');
  return stop < 0 ? text : text.slice(0, stop + 1);
}
export const headOf = recent(headOfText);

/**
 * The condition part of a head: the words before its activation words (「才能发动」, or the
 * 「发动」 right after 「时」/「的场合」). Not the first 「发动」: in 「对方把怪兽的效果发动时，…才能发动」
 * the first one belongs to the condition.
 */
function conditionOfText(head: string): string {
  // (Both activation patterns hold 「发动」: a head without it is not scanned for them — compile time, issue 12.)
  const act = head.includes('发动');
  const optional = act && head.includes('发动') ? /(才能|才可以|可以)(把[^，。]{0,12})?发动/.exec(head) : null;
  if (optional) return head.slice(0, optional.index);
  // (「…攻击的伤害计算前发动」: a moment of the battle closes the condition as 「时」 does.)
  // (CMP-EVENT-LEVEL-AFTER: 「…的场合把这个效果发动。」 (机壳的再星) ends its condition at 「的场合」 too.)
  // (CMP-TARGET-GROUPS, issue 16: 「…的场合，以场上1张卡…为对象发动。」 — a mandatory effect that targets ends its condition with its targets.)
  const mandatory = act ? /(时|的场合|之际|阶段|伤害计算前|伤害计算后|[^才可]为对象)[，,]?(这张卡|把这个效果)?发动[。，]/.exec(head) : null;
  if (mandatory) return head.slice(0, mandatory.index + mandatory[1]!.length);
  // Old texts: 「…时，可以…」 / 「1回合1次，可以…」 — the condition ends where 「可以」 begins.
  const may = head.indexOf('可以');
  if (may >= 0) return head.slice(0, may);
  const old = eventSplit(head);
  return old ? old[1] + old[2] : head;
}
export const conditionOf = recent(conditionOfText);

/** 「反转：」 — a flip effect 反转效果. */
export const isFlip = (s: string): boolean => s.includes('反转') && /(^|。)反转[：:∶]/.test(s);

/**
 * 「只要这张卡在…存在，…」 with nothing activated: a continuous effect 永续效果, never on the chain.
 * Also lines that only state what cannot happen or what changes (「…不能…」「…上升」) with no 发动.
 */
export function isContinuous(s: string): boolean {
  return !activatedWords(s);
}

/**
 * Words that put an effect on the chain: 「才能发动」 (optional, with a condition or cost),
 * 「…时发动」「…的场合发动」 (mandatory trigger), old texts' 「可以…」 after a condition or
 * 「1回合1次，可以…」, and 「…时，<action>」 (old mandatory trigger wording).
 */
function activatedWordsText(s: string): boolean {
  const head = headOf(s);
  // 「…在结束阶段时回到手卡效果可以不发动」: leave to skip another card's phase trigger — it applies, nothing is activated.
  if (head.includes('可以不发动')) return false;
  // 「…的效果发动的场合，可以把那个效果无效」「…发动的场合，那次处理进行时…」: applied to that activation as it resolves,
  // no chain of its own; 「…把超量素材取除来让效果发动的场合，取除的超量素材可以从这张卡取除」「…发动的场合，也能不把…」:
  // a permission for that activation's cost. Neither is activated.
  if (head.includes('发动的场合') && /发动的场合[，,][^。]*?(把?那个效果无效|那次处理进行时|可以从[^。]*?取除|也能不把)/.test(head)) return false;
  // 「这个效果1回合只能使用1次」 only limits something that is used: an old ignition effect.
  // (Also 「这个效果1回合只有1次在自己的主要阶段才能使用」「这个效果1个回合只能使用1次」「这个效果只能在对方回合的战斗阶段中使用」.)
  // (And 「此效果1回合只能使用1次」「这个效果1个回合只能使用1次」「这个效果1回合只能发动1次」「此效果1回合只能启动1次」「这个效果1回合可以使用1次」:
  // the same limit in other old words — used, activated or started, never 「适用」, how often a continuous effect applies.)
  if (s.includes('效果') && /这个效果1回合只能使用1次|这个效果1回合可以使用最多\d次|这个效果1个回合只能1次|这个效果1个?回合(只有|只能|可以)?(使用)?1次[^。]*?(使用|发动)|这个效果只能在[^。]*?(使用|发动)|(这个|此)效果1个?回合(只能|可以)(使用|发动|启动)1次/.test(s)) return true;
  if (head.includes('发动') && /(才能|才可以|可以)(把[^，。]{0,12})?发动/.test(head)) return true;
  if (head.includes('发动') && /(时|的场合|之际)[，,]?(这张卡)?发动[。，]/.test(head)) return true;
  // (Not 「只要这张卡在场上存在，…也能把…的效果发动」: a permission that holds, nothing activated.)
  // (Nor 「只要这张卡在怪兽区域存在，自己可以把「魔弹」魔法·陷阱卡从手卡发动」: a permission for other cards 也能发动, which holds.)
  if (head.endsWith('发动。') && /^[^。]*发动[。]$/.test(head) && !/(不能|不可以|无法)[^。]{0,24}发动。$/.test(head) && !/^只要[^，。]*?存在[，,][^。]*?(也能|不能)/.test(head) && !permitsActivation(head)) return true;
  // Old texts: a cost, then 「发动，」 and what it does (「把自己场上1只植物族怪兽解放发动，…的发动无效并破坏」).
  if (head.includes('发动') && /^[^。]*?(解放|丢弃|除外|送去墓地|取除)发动[，,]/.test(head)) return true;
  if (head.includes('回合1次') && /(1|对方|自己)回合1次[，,]?(可以|能)/.test(head)) return true;
  // 「此外，自己的主要阶段时只有1次，可以丢弃1张手卡…」: once, used by the player.
  if (head.includes('只有1次') && /阶段(时)?只有1次[，,]可以/.test(head)) return true;
  // 「这张卡进行战斗的伤害计算后，可以让那只怪兽回到手卡」: a battle moment, then 可以 — an optional trigger.
  if (head.includes('伤害') && /(伤害计算后|伤害计算前|伤害步骤结束时)[，,]?[^。，]{0,10}(?<!不)可以(?!直接攻击|攻击)/.test(head)) return true;
  // 「这张卡战斗破坏怪兽的回合的结束阶段，可以把这张卡送去墓地…」: a phase an event arms, then 可以 — an optional trigger.
  if (head.includes('的回合') && /的回合的?(结束阶段|准备阶段)时?[，,][^。，]{0,10}(?<!不)可以(?!直接攻击|攻击)/.test(head)) return true;
  // (Not a permission to attack: 「…的场合，这张卡可以直接攻击」 only applies.)
  // (Nor 「当对方场上仅有守备表示的怪兽存在时，这张卡可以对对方进行直接攻击」, nor a tribute rule 「…的场合，可以用这1张卡作为仪式召唤的祭品使用」.)
  // 「这张卡战斗破坏对方怪兽的场合，只有1次可以继续攻击」: a chain attack the destruction offers — an optional trigger.
  if (head.includes('可以继续') && /战斗破坏[^。，]*?(时|的场合)[，,][^。，]{0,10}可以继续(进行)?攻击/.test(head)) return true;
  // (Nor 「…的场合，只在这个回合这张卡可以在同1次战斗阶段作2次攻击」「…只有1次可以继续进行攻击」: extra attacks apply.)
  if (head.includes('可以') && /(时|的场合)[，,][^。，]{0,10}可以(?!直接攻击|向|攻击|对[^，。]*?攻击|(用|让)这1?张卡作为|在[^，。]*?攻击|继续(进行)?攻击)/.test(head)) return true;
  // Old ignition wording: 「可以把这张卡解放，…」「1回合只有1次，可以…」 with no condition at all.
  // (「这张卡可以在通常的攻击之外再增加…进行攻击」 is an extra attack, which applies.)
  if (head.includes('可以') && /^(这张卡)?(1个?回合(只有|只能)?1次[，,]?)?可以(?!直接攻击|攻击|作|用|向|对[^，。]*攻击|在同1次|在[^，。]*?攻击)/.test(head)) return true;
  if (oldMandatoryTrigger(head)) return true;
  if (oldIgnitionOnce(head) || equipsAsCard(head) || oldCostSentence(head)) return true;
  return false;
}
export const activatedWords = recent(activatedWordsText);

/**
 * 「只要…存在，自己可以把「X」陷阱卡从手卡发动」「自己可以把1张陷阱卡在盖放的回合发动」「…可以在「爆裂模式」盖放的回合发动」:
 * a permission 也能发动 for other cards — a continuous effect.
 */
export const permitsActivation = (head: string): boolean =>
  /^[^。]*?(?<!不)可以把[^。]*?(魔法|陷阱)[^。]*?(从(手卡|墓地)|在[^。]*?盖放的回合)[^。]{0,6}发动。$/.test(head) || /^[^。]*?(?<!不)可以在[^。]*?盖放的回合发动。$/.test(head);

/**
 * Old ignition wording without 「可以」: 「1回合1次，把场上表侧表示存在的1只怪兽破坏…」
 * 「1回合1次选择场上表侧表示存在的1张卡。」 — used once per turn, so activated.
 */
export const oldIgnitionOnce = recent((head: string): boolean =>
  /^(这张卡)?1个?回合(只有)?1次[，,]?(在?自己的主要阶段(时)?[，,]?)?(选择|把|让|破坏)[^。]*?[1-9一][张只]/.test(head));

/**
 * Old texts that open with a bare cost sentence and then say what happens: 「丢弃1张手卡。场上1只怪兽回到…」
 * 「把这张卡从手卡丢弃去墓地。直到…得到…的控制权」「祭掉自己场上1只「鱼雷鱼」，破坏…」 — activated.
 */
export const oldCostSentence = recent((head: string): boolean =>
  // (Each wording pays by one of these words: a head with none is not scanned — compile time, issue 12.)
  (head.includes('丢弃') || head.includes('墓地') || head.includes('祭') || head.includes('支付')) && (/^(丢弃\d张手卡|从手卡丢弃1张[^。，]*?|把这张卡从手卡丢弃(去墓地)?|把这张卡送去墓地|祭掉[^。，]*?|把这张卡作为祭品|表侧表示的这张卡做祭品)[。，,]/.test(head) ||
  // (Older still, a sentence that only pays: 「支付800基本分。」「这张卡做祭品。」「把这张卡作祭品。」「自己的场上的1只战士族怪兽做祭品。」
  // 「从手卡将1张风属性怪兽卡弃到墓地。」「将1张「强欲之壶」从手卡送去墓地。」「把自己场上存在的1张表侧表示的永续魔法卡送去墓地。」.)
  /^(支付\d+(点|分)?(基本分)?(分)?|(把)?这张卡(做|作|作为)祭品|[^。，]{0,24}?(做|作为)祭品|(从手卡)?将[^。，]*?(弃到墓地|送去墓地)|把自己场上(存在的)?[^。，]*?送去墓地|从手卡丢弃这张卡)。/.test(head)));

/**
 * A Union monster or a monster used as an Equip Card: 「这张卡可以视为1张装备卡装备在…上」
 * 「可以当作装备卡使用给…装备」 — equipping it to a monster is an activated effect that targets that monster.
 */
export const equipsAsCard = recent((head: string): boolean =>
  /可以(在手上)?(视为1张装备卡|当作[^，。]{0,14}装备卡使用)[^。]*?装备/.test(head) && !/(时|的场合)[，,]?[^。]*?可以(视为|当作)/.test(head.replace(/主要阶段时/, '')));

/**
 * A GY redirect 「被送去(双方)墓地的卡/怪兽不去墓地而除外」 (old wording 「…在送去墓地时从游戏中除外」): while it
 * applies, what would go to the GY is banished instead — a continuous effect (the `insteadOfGy` fact), never
 * a trigger on the move. Only the plain forms: one narrowed by a description before it (「「X」卡以外的被送去…」)
 * or by whose GY (「被送去对方墓地的卡」) is not read, and 「那个时候的…不去墓地而除外」 is part of an action.
 */
// (「被送去对方墓地的卡…」: only the cards going to the opponent's GY; 「…不去墓地从游戏中除外」 is the same redirect in older words.)
export const GY_REDIRECT = /(?:^|[，,])被送去(双方的?|对方的?)?墓地的(卡|怪兽)(?:不去墓地而?(?:从游戏中)?|在送去墓地时[，,]?(?:从游戏中)?)除外(?=$|。)/;
export const redirectsGy = (text: string): boolean => text.includes('被送去') && GY_REDIRECT.test(text);

/**
 * Old texts' mandatory trigger: 「这张卡被战斗破坏送去墓地时，从卡组…」 — an event, 「时」/「的场合」,
 * then an action done at once (not a stat change or a rule that simply holds, which is continuous).
 */
function oldMandatoryTriggerText(head: string): boolean {
  // 「被送去墓地的卡在送去墓地时从游戏中除外」: a replacement that holds (a GY redirect), not an event and an action.
  if (redirectsGy(head)) return false;
  const m = eventSplit(head.startsWith('只要') ? head.replace(/^只要[^，。]*?存在[，,]/, '') : head);
  if (!m) return false;
  const cond = eventClause(m[1]! + m[2]!);
  if ((!cond.includes('时') && !cond.includes('的场合')) || /装备中|的状态/.test(cond)) return false;
  // (「…回到自己的手卡·卡组时」「…从场上回到卡组的场合」: any return.)
  if (!/(召唤|反转|破坏|送去墓地|除外|攻击|战斗|伤害|准备阶段|结束阶段|抽卡阶段|加入手卡|回到|丢弃|解放|离开|装备|成为|变更|连锁|发动|控制权转移)/.test(cond)) return false;
  // 「伤害步骤」「伤害计算」 name a moment, not damage dealt: they are no action.
  const act = m[3]!.replace(/伤害步骤|伤害计算/g, '');
  // (CMP-EQUIP-DESTROYED-TO-SELF: not 「把破坏怪兽当作装备卡使用给这张卡装备」 (卡车机人) — a card moved once, on the chain.)
  if (/^[^，。]{0,12}(不能|不会|当作(?!装备卡使用给)|不受)/.test(act) && !laterTurn(act)) return false;
  // 「…攻击的场合，对方直到伤害步骤结束时魔法·陷阱卡不能发动」: a restriction that applies, nothing done —
  // unless an event imposes it (「…给与对方战斗伤害时，对方直到…不能…」: done once, on the chain).
  // So is a restriction an event lays on a later turn (「…战斗破坏对方怪兽的场合，对方玩家在下个回合不能发动魔法卡」).
  if (/(不能|不会)/.test(act) && !/(破坏|特殊召唤|送去墓地|除外|抽|伤害|加入手卡|回到|回复)/.test(act) && !damageDealt(cond) && !laterTurn(act)) return false;
  // 「…进行战斗的场合，只在战斗阶段内那只对方怪兽的效果无效化」: a negation that lasts while battling — it applies.
  if (/^[^，。]*?(只在|直到)[^，。]*?无效化/.test(act) && /(战斗|攻击)/.test(cond)) return false;
  // Piercing damage (「给与对方为攻击力超过那个守备力的数值的战斗伤害」) applies; it is not activated.
  if (act.includes('超过那个守备力')) return false;
  // A changed amount of battle damage (「给与对方的战斗伤害变成2倍」「受到的战斗伤害双倍」) applies to that damage.
  // (Not 「这个回合…伤害变成0」: damage prevented for the rest of the turn is done once, a trigger.)
  if (/伤害(变成|变为)?(\d倍|2倍|双倍|一半|加倍|0)/.test(act) && !/破坏|特殊召唤|送去墓地|除外|抽|加入手卡|回到|这个回合/.test(act)) return false;
  // A stat change while battling (「战斗的场合，攻击力上升」) or a changed original value only applies.
  const firstClause = firstCommaPart(act);
  // (Only ATK/DEF: 「被选择作为攻击对象时，这张卡的表示形式变成守备表示」 changes the position once — a trigger.)
  // (Not after damage dealt: 「这张卡给与对方基本分战斗伤害时，这张卡的等级上升1星」 changes it once, when that happened —
  // but 「受到战斗伤害的场合，那个数值变成1000」 changes the damage itself, which applies.)
  // (Nor at the attack declaration: 「…的攻击宣言时，这张卡的攻击力·守备力变成…」 changes it once, at that moment.)
  // (「…被对方怪兽攻击的场合，那次伤害计算前这张卡变成攻击怪兽的装备卡」: it becomes an Equip Card once — no stat that applies.)
  if (/(上升|下降|变成)/.test(firstClause) && !(/表示形式|变成(表侧|里侧)?(攻击|守备)表示/.test(firstClause) && !/阶段|结束时/.test(firstClause)) && !firstClause.includes('装备卡') && !/(破坏|特殊召唤|送去墓地|除外|抽|伤害|加入手卡|回到)/.test(firstClause) && ((/(战斗|攻击|伤害计算|伤害步骤)/.test(cond) && !/(破坏|送去墓地|除外)/.test(cond) && !/攻击宣言(时|的场合)$/.test(cond) && !(damageDealt(cond) && !/数值(变成|变为)/.test(firstClause))) || act.includes('原本'))) return false;
  // (Also 「…自己失去6000基本分」「…丢1个骰子」「…下次的对方的战斗阶段跳过」: done once.)
  return /(破坏|特殊召唤|送去墓地|除外|抽|伤害|加入手卡|回到|回复|放置|丢弃|盖放|控制权|装备|选择|变成|无效|弹回|上升|下降|宣言|加入卡组|结束|洗|确认|观看|掷|翻开|改变|变更|猜硬币|失去[^，。]*?基本分|丢\d个骰子|跳过)/.test(act) || laterTurn(act);
}
export const oldMandatoryTrigger = recent(oldMandatoryTriggerText);

/**
 * Where an old trigger's condition ends: the first 「时」/「的场合」 that closes an *event*. A state
 * before it (「对方手卡有5张以上的场合，这张卡给与对方基本分战斗伤害时，…」) only limits the trigger, so the
 * split moves on past it. Returns [whole, condition words, 时|的场合, action] like a regex match.
 */
function eventSplitText(head: string): [string, string, string, string] | null {
  // (Every split closes on 「时」 or 「的场合」: a head with neither has none — compile time, issue 12.)
  if (!head.includes('时') && !head.includes('场合')) return null;
  // (「这个时候」「那个时候」「任何时候」 are no event: 时候 is a word of its own (时计, a Clock Counter, too); in 「同时被破坏时」, 「同时」 (at the same time) closes nothing.)
  const re = /((?<!同)时(?![候计])|的场合)[，,]?/g;
  let first: [string, string, string, string] | null = null;
  for (let m = re.exec(head); m; m = re.exec(head)) {
    const before = head.slice(0, m.index);
    if (before.includes('。')) break;
    // (CNT-PLACE-CHOSEN, issue 16: 「「幽狱之时计塔」放置2个时计指示物」 — a 时 inside a card name 「…」 closes nothing.)
    if (m[1] === '时' && before.lastIndexOf('「') > before.lastIndexOf('」')) continue;
    // 「…怪兽在结束阶段时被破坏时，…」: 「在…阶段时」 says when the event happened; the event closes at the next 时.
    // 「…被送去墓地的场合或者被除外的场合：…」: two events joined by 或者 close at the second.
    // (「这张卡通常召唤时和每到自己准备阶段时，…」: two events listed with 和/以及, the same.)
    if (!endsComma(m[0]) && /^(或者?|和|以及)[^，。]*?(时|的场合)/.test(head.slice(re.lastIndex))) continue;
    if (m[1] === '时' && !endsComma(m[0]) && /在[^，。]*?阶段$/.test(before) && /^被[^，。]*?(时|的场合)/.test(head.slice(re.lastIndex))) continue;
    // 「对方的主要阶段时有魔法卡发动的场合，…」: a Main or Battle Phase is when the event may happen (never an event itself).
    if (m[1] === '时' && !endsComma(m[0]) && /(主要阶段|战斗阶段)$/.test(before) && /^[^，。]+?(时|的场合)/.test(head.slice(re.lastIndex))) continue;
    // 「战斗阶段开始时自己场上有怪兽2只以上存在，那些怪兽…被战斗全部破坏送去墓地时」: a state at that moment; the event comes after.
    if (m[1] === '时' && !endsComma(m[0]) && /^[^，。]*?存在[，,][^。]*?(时|的场合)/.test(head.slice(re.lastIndex))) continue;
    const split: [string, string, string, string] = [head, before, m[1]!, head.slice(m.index + m[0].length).split('。')[0] ?? ''];
    first ??= split;
    if (hasWhenOrIf(eventClause(before + m[1]!))) return split;
  }
  return first;
}
export const eventSplit = recent(eventSplitText);

/**
 * 「和这张卡进行战斗的怪兽在伤害计算后无效化」「…伤害步骤结束时变成守备表示」: something done at a fixed
 * moment of a battle (after damage calculation, at the end of the damage step) with no 可以 or 发动 —
 * a mandatory trigger 强制诱发 on that moment. Not a duration (「直到伤害步骤结束时」「只在伤害计算时」).
 */
export function battleMomentTrigger(s: string): boolean {
  // (Every moment it reads names 「伤害」: a text without it is not scanned — compile time, issue 12.)
  if (!s.includes('伤害')) return false;
  const first = (firstSentenceOf(s)).replace(/直到[^，。]*?(结束时|终了时)/g, '');
  // 「向这张卡攻击的怪兽回到持有者手卡。伤害计算适用。」「这张卡攻击的怪兽是暗属性的场合，那只怪兽破坏，伤害的计算适用」:
  // done once the damage has been calculated — after damage calculation.
  if (/伤害的?计算适用/.test(s) && !/可以|才能|发动|代替/.test(first) && /(破坏|回到|除外)/.test(first)) return true;
  // (「…不会被那次战斗破坏并在伤害计算后回到持有者手卡」: the protection is said with it, the return is done at that moment.)
  // (Not 「这个回合选择的怪兽攻击的场合，…不会被战斗破坏，…在伤害计算后…」: what an effect before it leaves for the turn.)
  if (/可以|才能|发动|代替/.test(first) || (first.includes('不会被') && (/^这个回合/.test(first) || !/不会被[^，。]*?(并|，)[^，。]*?(伤害计算后|在伤害计算后)/.test(first)))) return false;
  const m = /(伤害计算后|伤害步骤结束时|伤害步骤终了时|战斗伤害计算后)[，,]?/.exec(first);
  if (!m) return false;
  return /(破坏|无效化|变成|回到|伤害|除外|攻击力|守备表示|攻击表示)/.test(first.slice(m.index + m[0].length));
}

/**
 * Old wording of something done, once the battle has been fought, to the monster this card battled — no moment
 * named, no 可以 or 发动: a mandatory trigger 强制诱发 after damage calculation 伤害计算后. Returns the event clause as
 * it would read with that moment (「…攻击这张卡的伤害计算后」), or null.
 *   - 「这张卡和对方怪兽进行过战斗的场合，那只怪兽…不能攻击」「…怪兽攻击这张卡的场合，那只怪兽下一个回合不能攻击宣言」
 *     「…第3个回合的回合结束时破坏」: the battle's event, then 那只怪兽 — what the effect does to that monster once, for later.
 *   - 「受到「X」攻击的怪兽，5回合后被破坏」: a destruction set up for later, by the attack.
 *   - 「和这张卡进行战斗的光属性怪兽的效果无效化」: today 「…在伤害计算后无效化」, a trigger (rules reference c03
 *     战斗阶段流程, 伤害计算后: 『进行战斗的怪兽在伤害计算后无效化』 is 诱发效果); 「战斗破坏的…效果无效化」 (哈·迪斯) is continuous.
 *   - 「这张卡战斗破坏怪兽时，那只怪兽从游戏中除外」「被这张卡战斗破坏的怪兽从游戏中除外」: used after damage calculation,
 *     not at the end of the damage step (rules reference c03 战斗阶段流程, 伤害计算后: 异次元的狂兽, 圣导骑士 伊什扎克); 「…不去墓地
 *     …除外」 (三刃戟海龙神) is a replacement, and 「只要…存在，…战斗破坏的怪兽除外」 a continuous effect.
 */
function afterBattleTriggerText(s: string): string | null {
  // (Each reading names an attack 「攻击」 or a battle 「战斗」: compile time, issue 12.)
  if (!s.includes('攻') && !s.includes('战')) return null;
  const first0 = noteless(s).split('。')[0]!;
  const first = first0.startsWith('此外') ? first0.replace(/^此外[，,]/, '') : first0;
  if (/可以|才能|发动|代替|不去墓地|不送去墓地|伤害计算|伤害步骤|^只要/.test(first)) return null;
  const met = /^([^，。]*?(攻击这张卡|这张卡和[^，。]*?进行过战斗|这张卡(被|受到)[^，。]*?攻击))的场合[，,]那只(攻击)?怪兽[^。]*?(不能(攻击|把表示形式)|破坏|无效)/.exec(first);
  if (met) return `${met[1]}的伤害计算后`;
  if (/^受到[^，。]*?攻击的怪兽[，,]?[^，。]*?\d+回合后[^。]*?破坏$/.test(first)) return '这张卡攻击的伤害计算后';
  if (/^和这张卡进行过?战斗的[^，。]*?怪兽的效果无效化?$/.test(first)) return '这张卡进行战斗的伤害计算后';
  if (/^(被)?这张卡战斗破坏的怪兽(从游戏中)?除外$|^这张卡战斗破坏(对方)?(的)?怪兽(时|的场合)[，,]那只怪兽(从游戏中)?除外$/.test(first)) return '这张卡战斗破坏怪兽的伤害计算后';
  return null;
}
export const afterBattleTrigger = recent(afterBattleTriggerText);

/**
 * Old wording of what happens to this card's battle before its damage is calculated, on 「这张卡被…攻击的场合」 with no
 * moment named: a face-down card attacked (「里侧守备表示的这张卡被对方怪兽攻击的场合」) is flipped face-up before damage
 * calculation 伤害计算前, the first moment its effect can apply; an effect that takes the attack or its damage away
 * (「由其他的…怪兽承受攻击，此时…不计算伤害」) or deals damage from the attack (「对方受到数值与攻击怪兽攻击力相同的伤害」 —
 * 于贝尔's same effect says 「伤害计算前」) is done before that damage is calculated.
 */
export function beforeDamageTrigger(s: string): boolean {
  const first = noteless(s).split('。')[0]!;
  if (/可以|才能|发动|伤害计算(后|时)|伤害步骤/.test(first)) return false;
  const m = /^([^，。]*?)这张卡(被|受到)[^，。]*?攻击的场合[，,](.*)$/.exec(first);
  if (!m) return false;
  return m[1]!.includes('里侧守备表示') || (/承受攻击|不计算伤害|不进行伤害计算|受到[^，。]*?伤害|给与[^，。]*?伤害/.test(m[3]!) && !m[3]!.includes('战斗伤害'));
}

/**
 * 「这张卡攻击里侧守备表示怪兽的场合，不进行伤害计算把那只怪兽破坏」: old wording of a battle that ends
 * before damage calculation — done at the start of the damage step 伤害步骤开始时 (a mandatory trigger, or
 * optional with 「可以」). Returns that sentence, or null.
 */
export function noDamageCalculationTrigger(s: string): string | null {
  // (It reads 「不进行」「不进入」「不经过」 only: compile time, issue 12.)
  if (!s.includes('不进') && !s.includes('不经')) return null;
  const m = /(?:^|。)([^。]*?(攻击|进行战斗)[^。]*?(的场合|时)[，,]?(可以)?不(进行|进入|经过)(战斗)?(伤害|损伤)(计算)?[^。]*?(破坏|回到|除外|重叠|送去墓地))/.exec(s);
  return m ? m[1]! : null;
}

/**
 * 「这张卡对守备力2000以上的守备表示怪兽进行攻击时，不经过损伤计算而直接将其破坏」: a battle ended without damage calculation
 * whose condition reads a value of the monster battled (its ATK, DEF or level) that a face-down monster does not show —
 * judged once it is flipped face-up, before damage calculation 伤害计算前 (rules reference docs/c03/战斗阶段流程.rst,
 * 伤害步骤开始时 / 伤害计算前: a face-down monster battled turns face-up at the start of 伤害计算前). One that asks the
 * monster to be face-up (「…的场上表侧表示存在的怪兽」) reads it at the start of the damage step, as the others.
 */
export const judgedWhenFlipped = (sentence: string): boolean => {
  const cond = sentence.split(/不(进行|进入|经过)/)[0] ?? '';
  return /(守备力|攻击力)\d+(以上|以下)|\d+星(以上|以下)/.test(cond) && !cond.includes('表侧表示');
};

/** 「下个回合」「下次的对方回合」「那个回合对方不能…」「…跳过」: what an event sets up for a later (or the rest of the) turn. */
export const laterTurn = (act: string): boolean => /^[^。]{0,12}(下个回合|下次的[^，。]{0,6}回合|那个回合)|跳过/.test(act);

/** 「…给与对方战斗伤害时」「…受到伤害的场合」: damage was dealt — an event that happens once. */
export const damageDealt = (cond: string): boolean => /(给与|受到|造成)[^，。]*?伤害(时|的场合)/.test(cond);

/**
 * 「每次自己准备阶段支付500基本分。或者不支付让这张卡破坏」: a maintenance cost 维持代价. It is
 * paid as the phase begins without a chain, so it is not an activated effect.
 */
export const isMaintenanceCost = (s: string): boolean =>
  // (Each of its wordings holds 「不」: compile time, issue 12.)
  s.includes('不') &&
  // (Also 「…把这张卡1个超量素材取除。不能取除的场合，这张卡破坏」「不除外的场合，这张卡送去墓地」「如果不用…做祭品维持，这张卡破坏」
  // 「不支付维持这张卡破坏」: the same upkeep in other words.)
  /(若不|或者不|或者都不|如果不|不支付[^。]{0,10}(的场合|则)|不能?(取除|除外|支付|解放)的场合|不支付维持)[^。]*?(这张卡破坏|破坏这张卡|这张卡送去墓地)/.test(s.split('。').slice(0, 2).join('。'));

/**
 * 「这张卡和对方怪兽进行战斗的伤害计算前才能发动」: a monster's (or a field card's) battle reaching a
 * moment of the damage step. YGOPro declares these as trigger effects 诱发效果 (a when: they can
 * only be used at that moment); from the hand or the GY, or on the opponent's turn, they are quick.
 */
export const battleStepTrigger = (cond: string): boolean =>
  cond.includes('伤害') &&
  // (Also 「这张卡向…攻击的场合，伤害计算前可以…」: the battle, then its moment after the comma.)
  /(战斗|攻击)[^，。]*?(的?|的场合[，,](那次的?)?)(伤害步骤开始时|伤害计算前|伤害计算后)/.test(cond) && !/手卡|墓地|除外|对方回合|[前时后]1次/.test(cond);

/**
 * 「每次…，…受到伤害」 — an effect that happens each time something occurs and does something at once
 * (damage, draw, destroy): a mandatory trigger on the chain. Counters (指示物) are placed without
 * a chain, so those stay continuous.
 */
function eachTimeTriggerText(s: string): boolean {
  if (!s.includes('每')) return false;
  // (「每当…时，…」 is the older spelling of 每次.)
  const m = /^([^。]*?)每(?:次|当)([^。]*)/.exec(s);
  // (Counters placed as a phase begins — 「每次自己的准备阶段给…放置1个A指示物」 — are a trigger, like any phase's doing.)
  if (!m || (m[0].includes('指示物') && !/^[^，。]*?(准备阶段|结束阶段)[^。]*?放置/.test(m[2]!))) return false;
  // 「每次自己或者对方把魔法卡发动，…回复500」「每次对方把魔法·陷阱卡发动给与对方600伤害」: done as each activation
  // resolves, with no chain of its own — a continuous effect (not 「每次…受到伤害发动。」, a trigger's own 发动).
  if (/(卡|效果|魔法|陷阱)发动(?!无效)[^。]|发动[^，。]{0,8}(卡|魔法|陷阱)[，,]/.test(m[2]!) && !m[2]!.includes('才发动')) return false;
  // 「双方每次把手卡召唤·特殊召唤·盖伏·发动时，每1张必须支付基本分500分」: a price on each such action — a rule, no trigger.
  if (m[2]!.includes('必须支付')) return false;
  // 「只要这张卡在场上表侧表示存在，每次…被破坏，这张卡攻击力上升500」: under 只要 only its own ATK growing on each event counts.
  // (CMP-CHOSEN-IS-ACTIVATED, s51: nor one that chooses a card — 「只要这张卡在场上存在，每次…送去墓地，选择对方场上存在的1张卡破坏」 (共鸣破):
  // a card chosen (选择, an old text's target) is chosen by an effect activated, never by one that only applies.)
  if (m[0].includes('只要') && !/^[^，。]*?[，,]这张卡(的)?攻击力上升/.test(m[2]!) && !/[，,]选择/.test(m[2]!)) return false;
  // 「装备怪兽的攻击力在每次的自己的准备阶段下降300」: a stat that shrinks phase by phase — it applies.
  if (/^[^，。]*?(准备阶段|结束阶段)[^，。]*?(攻击力|守备力)?(上升|下降)/.test(m[2]!) && /攻击力|守备力|攻防/.test(m[0] + m[2]!) && !/伤害|回复|破坏/.test(m[2]!)) return false;
  // (「每次自己把…魔法·陷阱卡发动才发动。装备怪兽的攻击力上升500」: its own activation words close the event, the action follows.)
  return /(伤害|回复|抽|破坏|特殊召唤|除外|送去墓地|回到|上升|下降|看|掷|丢弃)/.test(m[2]!) || /才发动$/.test(m[2]!);
}
export const eachTimeTrigger = recent(eachTimeTriggerText);

/**
 * 「每次自己的准备阶段，给与对方500伤害」「…的场合，结束阶段时这张卡破坏」: something done as a
 * phase arrives, with no 「可以」 or 「发动」 — a mandatory trigger 强制诱发 on the phase (old texts
 * say neither 「发动」 nor 「时」 for it). Not a duration (「直到结束阶段时」), not an activation's own
 * later consequence (「发动后第3次的结束阶段」), not a counter or stat that only grows on its own.
 */
export function phaseTrigger(s: string): boolean {
  // (The phase it reads names 「阶段」 or 「回合结束时」: compile time, issue 12.)
  if (!s.includes('阶段') && !s.includes('回合结束时')) return false;
  const first = (firstSentenceOf(s)).replace(/直到[^，。]*?(阶段|回合结束)(时|为止)?/g, '');
  // (Counters placed at the phase are done as it begins, a trigger; counters removed, a rule that applies.)
  if (/可以|就可|才能|发动|只能|不能|不会|代替|若不|或者不|适用|指示物[^，。]{0,4}(取除|除去)|(取除|除去)[^，。]{0,8}指示物|通常抽卡|方法召唤|第.次/.test(first)) return false;
  const m = /(准备阶段|结束阶段|抽卡阶段|回合结束时)(开始)?(时|，|,)?/.exec(first);
  if (!m) return false;
  const after = first.slice(m.index + m[0].length);
  // (「每次自己的结束阶段把这张卡1个超量素材取除」: a material detached as the phase begins, on a chain.)
  return /(伤害|回复|破坏|放置|抽|送去墓地|除外|特殊召唤|回到|表示形式|变更|选择|丢弃|加入|翻开|掷|投掷|骰子|硬币|超量素材取除)/.test(after);
}

/**
 * 「这张卡在自己的结束阶段时可以变更表示形式1次」「自己的准备阶段可以把对方场上盖放的1张卡确认」「在自己的准备
 * 阶段支付100基本分，就可以确认…」: old texts' optional use as a phase arrives, with 可以 and no 发动 —
 * an optional trigger 任意诱发 on the phase (a when). Not a duration (「直到…结束阶段」), not 「不能」.
 */
function optionalPhaseTriggerText(s: string): boolean {
  if (!s.includes('准备阶段') && !s.includes('结束阶段')) return false;
  // (「1回合1次，在自己的准备阶段…就可以…」: the limit said first; 「可以在自己的结束阶段支付500分，…」: 可以 said first.)
  const first = (firstSentenceOf(s)).replace(/^只要[^，。]*?存在[，,]/, '').replace(/^1个?回合(只有)?1次[，,]/, '');
  if (/直到|发动|不能|代替|发动后|指示物|通常抽卡/.test(first)) return false;
  return /^[^，。]*?(自己|对方|双方|各自)[^，。]{0,6}(准备阶段|结束阶段)(时)?(只有1次)?[，,]?[^。]{0,16}?(可以|就可)(?!直接攻击|攻击)/.test(first) ||
    /^可以在(自己|对方|双方|各自)的?(准备阶段|结束阶段)/.test(first);
}
export const optionalPhaseTrigger = recent(optionalPhaseTriggerText);

/**
 * 「这个效果特殊召唤的这张卡从场上离开的场合除外」「…被同调召唤使用的场合除外」「…离开的场合回到卡组最下面」:
 * where the card goes instead — a redirect that applies as it moves, never activated.
 */
export const isRedirect = (s: string): boolean =>
  s.includes('的场合') &&
  s.includes('的场合') && /^[^。]*?(离开|使用|作为[^，。]*?素材)的场合[，,]?(从游戏中)?(除外|回到[^，。]{0,6}卡组(最上面|最下面)?|回到额外卡组)。/.test(s);

/**
 * Added (issue 16, CH-NONCHAIN-NEGATE-ANYWAY): 「对方（在场上）发动的怪兽的效果的处理时，（自己）可以把那个效果无效」「…的处理时，自己可以把…1个超量素材
 * 取除。那个场合，那个效果无效化」 — a negation applied as such an effect resolves, on no chain (never a quick effect: nothing is activated).
 */
export const negatesAsItResolves = (s: string): boolean =>
  (s.includes('的效果的处理时') && /^[^。]*?发动的[^，。]*?的效果的处理时[，,]?(自己)?可以(把那个效果无效。?$|[^。]*?。那个场合[，,]那个效果无效化。?$)/.test(s)) ||
  // CMP-NONCHAIN-NEGATE-TARGETING (issue 16): 「（1回合1次，）可以把以自己场上的…怪兽为对象发动的效果无效。（那之后，这张卡破坏。）」 — a negation on no chain
  // that may apply (no 「发动」 of its own: it is no ignition effect).
  (s.includes('为对象发动的效果无效') && OPTIONAL_TARGETING_NEGATE.test(s));
/** 「（1回合1次，｜只在这张卡在灵摆区域存在才有1次，）可以把以…为对象发动的效果无效。（那之后，这张卡破坏（送去墓地）。）」: the words of CMP-NONCHAIN-NEGATE-TARGETING. */
export const OPTIONAL_TARGETING_NEGATE = /^(?:1回合1次[，,]|只在这张卡在灵摆区域存在才有1次[，,])?可以把以([^，。]+?)为对象发动的效果无效[。，,]?(?:那之后[，,]这张卡(破坏|送去墓地)[。]?)?$/;

/**
 * Effects that apply as the moment comes, with no chain: the 恶魔 dice (「当这张卡成为对方所控制的卡的效果对象时，在效果处理时
 * 掷1次骰子…」), what a card does when it becomes a target with no activation (「这张卡成为…效果的对象时，这张卡破坏」), and a position change after its own battle (「这张卡攻击的场合，伤害步骤结束时变成守备表示」).
 */
export const appliesAtTheMoment = (first: string): boolean =>
  (first.includes('对象时') || first.includes('表示')) && (
  /成为[^，。]*?对象时[，,]在(效果)?处理时/.test(first) ||
  // 「这张卡成为魔法·陷阱·效果怪兽效果的对象时，这张卡破坏」「…成为对方的效果怪兽的效果的对象时，把对方手卡确认并丢弃1张」, with no
  // activation: a continuous effect that applies once the targeting effect has resolved (rules reference
  // docs/c02/怪兽的效果分类.rst:111; the engine's CH-TARGETED-CONTINUOUS), never a trigger.
  (/成为[^，。]*?效果的?对象时[，,]/.test(first) && !/发动|可以|才能|无效|攻击对象/.test(first)) || /^这张卡(攻击|被攻击)的场合[，,]?(伤害步骤结束时|战斗阶段结束时)变(成|为)(守备|攻击)表示。?$/.test(first));

/**
 * 「用「X」的效果特殊召唤的场合，只要这张卡在场上存在，对方的全部怪兽攻击力下降700」「…的效果特殊召唤的场合，这张卡战斗破坏的
 * 对方怪兽的效果无效化」: how this card was summoned is a state it keeps (a 等级怪兽 summoned by its lower level), under which a
 * continuous effect applies — no event and nothing done once (unlike 「…的效果特殊召唤的场合，…全部破坏」, a trigger).
 */
export const summonedStateRule = (s: string): boolean =>
  s.includes('的效果特殊召唤的场合') &&
  /^[^，。]*?的效果特殊召唤的场合[，,](只要[^，。]*?存在[，,]?[^。]*?(上升|下降|不能|不会|不受|无效)|这张卡战斗破坏的[^，。]*?怪兽的效果无效)/.test(firstSentenceOf(s));

/** 「作为代替」 — a replacement effect 代替效果: applies, never activated. */
// (「这张卡被卡的效果破坏时，可以从手卡丢弃1张…让这张卡不破坏」: the same, without the word.)
// (「…因效果回到手卡的场合，不回到手卡而是回到持有者卡组」「…回到卡组的场合，可以不回到卡组回到手卡」: where it goes instead.)
export const isReplacement = (s: string): boolean => (s.includes('代替') || s.includes('不')) && /代替|可以不送去墓地|让这张卡不(被)?破坏|不回到[^，。]{0,6}?(而是|回到)/.test(firstSentenceOf(s) ?? s) && !insteadOfNormalDraw(s);

/** 「…的场合，这张卡破坏」 — a card that destroys itself when a state holds: a rule on the card, not activated. */
export const isSelfDestructRule = (s: string): boolean => {
  // (Each rule it reads names 「破坏」, leaving 「离开」「离场」, 「发动后」 or 「送去墓地」: compile time, issue 12.)
  if (!s.includes('破坏') && !s.includes('离') && !s.includes('发动后') && !s.includes('送去墓地')) return false;
  const first = firstSentenceOf(s);
  if (/才能发动|可以/.test(first)) return false;
  // A state (「自己场上没有…存在的场合」) destroys it as a rule; an event (「被选择作为攻击对象时」
  // 「召唤的场合」) destroys it once, as a mandatory trigger — but another card leaving (「也破坏」) is a rule.
  // (Judged on the clause of the event: 「只要…，这张卡不会成为效果的对象，自己的灵摆区域的卡被破坏的场合这张卡破坏」 is a rule.)
  // (「…发动时，场上表侧表示存在的这张卡破坏」: where it stands names this card, as 「这张卡」 alone does.)
  const selfOnEvent = /^([^。]*(时|的场合))[，,]?(场上(表侧表示)?(存在)?的)?这张卡破坏(。|$)/.exec(s);
  const eventWords = selfOnEvent ? lastCommaPart(selfOnEvent[1]!) : '';
  if (selfOnEvent && hasEvent(eventWords) && !/离开|不在|也破坏/.test(first) && /召唤|攻击|战斗|伤害|效果的对象/.test(eventWords)) return false;
  return (
    // (「场上的「卡通世界」被破坏时这张卡也破坏」: it goes with that card.)
    /^[^。]*(时|的场合)[，,]?(场上(表侧表示)?(存在)?的)?(这张卡|那只怪兽和这张卡|那只怪兽|装备怪兽)也?破坏(。|$)/.test(s) ||
    // (Not 「这张卡从场上离开时，对方场上存在的怪兽全部破坏」: what it does to the opponent's cards is a trigger.)
    /(离开|不在场上存在)(时|的场合)[，,]?(?![^。]*?对方场上)[^。]*?破坏$/.test(first) || // 「这张卡从场上离开时，那只怪兽破坏」
    leaveFieldPenalty(first) ||
    linkedCardRule(first) ||
    // (CMP-LATER-PHASE-ACTIVATED, s51: not 「①：这张卡的发动后第1次的自己准备阶段发动。…」 (未来融合) — a sentence that ends by saying the
    // effect is activated then is a (mandatory) trigger on that phase, whatever phase it counts.)
    (first.includes('发动后') && !/阶段(时)?发动。?$/.test(first)) || // 「发动后第2次的准备阶段时这张卡破坏」: the activation's own later consequence
    // 「这张卡在特殊召唤的回合的结束阶段时破坏」「这个方法召唤的这张卡在结束阶段时送去墓地」: a delayed end of its own stay.
    /^(这个方法[^，。]*?的)?这张卡在[^，。]*?结束阶段时?(破坏|送去墓地)$/.test(first)
  );
};

/**
 * 「自己场上表侧表示存在的这张卡从场上离开时，自己受到3000分伤害」「表侧表示的这张卡从场上离开的场合，下次的自己回合的战斗
 * 阶段跳过」「…离开的场合，自己场上存在的「X」和「Y」破坏并从游戏中除外」: the price of this card leaving, paid by its own
 * controller — applied as it leaves, with no chain (the rulings of 女神的加护 and the 灵神 monsters; the scripts' LEAVE_FIELD
 * continuous effects), not a trigger.
 */
export const leaveFieldPenalty = (first: string): boolean =>
  /^[^。]*?(这张卡|「[^」]*」卡)(从场上)?(离开|离场)(时|的场合)[，,]?(自己受到[^。]*?伤害|[^。]*?(自己的基本分|这张卡的控制者|控制者)受到[^。]*?伤害|下次的自己回合的战斗阶段跳过|自己场上(存在)?的「[^」]*」[^。]*?(破坏|送去墓地|除外))。?$/.test(first);

/**
 * 「这张卡从场上离开时，那只怪兽除外」「这张卡破坏时，装备怪兽从游戏中除外」「…离开时，这张卡的效果特殊召唤的
 * 怪兽回到手卡」: the card it brought or holds follows it when it goes — a rule binding the two cards,
 * applied at once without a chain (like 「…离开时，那只怪兽破坏」).
 */
export const linkedCardRule = (first: string): boolean =>
  first.startsWith('这张卡') && /^这张卡(从场上)?(离开|被?破坏)(时|的场合)[，,]?(那只怪兽|那些怪兽|装备怪兽|装备的怪兽|选择的怪兽|这张卡的效果特殊召唤的[^，。]*?)(全部)?(从游戏中)?(破坏并除外|破坏|除外|送去墓地|回到[^，。]{0,4}手卡)$/.test(first);

/** 「这个效果在对方回合也能发动」「（在自己或者对方回合）」 — a quick effect 诱发即时效果 on an otherwise ignition-like ability. */
// (Every wording holds 「对方」: a text without it is not tried — compile time, issue 12.)
export const alsoOpponentTurn = (s: string): boolean =>
  s.includes('对方') && /(对方回合也能发动|对方回合也可以发动|可以在对方的?回合使用|对方回合也可以使用|在自己或者对方回合|自己·对方回合|自己或对方回合|自己或者对方的回合|对方的回合也能)/.test(s);

/**
 * 「对方…发动时」「…的效果发动时」 — it answers an activation (the link directly below): a quick effect.
 * Not 「…发动的场合」: that is a trigger 诱发效果 (an if), used once the chain holding that activation
 * has resolved — 「魔弹」's 「…卡发动的场合才能发动」, the Lightsworn 「…效果发动的场合发动」.
 */
export const answersActivation = recent((cond: string): boolean =>
  // (Every wording names 「发动」: compile time, issue 12.)
  cond.includes('发动') && (
  /(发动时|发动之际)$/.test(noTrailComma(cond)) && !cond.includes('这张卡的发动时') ||
  // 「对方把魔法·陷阱卡发动时把这张卡1个超量素材取除才能发动」: a cost between the moment and 才能发动.
  /发动时[，,]/.test(cond) && !/这张卡(的)?发动时/.test(cond) ||
  /发动时把这张卡[^，。]*?(超量素材取除|作祭品|解放)/.test(cond) ||
  /对方发动[^，。]{0,16}时/.test(cond) || // 「对方发动陷阱时」
  // Old wording 「对方怪兽发动把自己场上的卡破坏的效果时」「对方发动效果中含有…的卡的效果时」: the activation it answers.
  /对方[^，。]{0,4}发动[^，。]{0,30}(卡|效果)时([，,]|$)/.test(cond)));

/**
 * Rules on how this card is summoned or used as material, not effects used: 「可以作为2只的数量解放」
 * (double tribute), 「可以用1只祭品作召唤」, 「可以只用…作为祭品」, 「可以用这1张卡作为仪式召唤的解放使用」,
 * 「可以把这张卡的等级当作4星使用」「可以把…同调素材怪兽当作2星怪兽使用」.
 */
export const summonRule = (first: string): boolean =>
  (first.includes('可以') || first.includes('解放使用')) && (
  // 「地属性的通常怪兽祭品召唤的场合，这1只怪兽可以作为2只的数量的祭品」: a double tribute, in its old wordings.
  /可以作为(2|两)只(份|的数量)?的(祭品|解放)/.test(first) ||
  // 「仪式召唤进行的场合，可以作为需要的等级数值的怪兽之内的1只，把墓地的这张卡除外」: a Ritual material permission, no effect used.
  /仪式召唤进行的场合[，,]可以作为[^。]*?(等级数值|解放)[^。]*?把[^。]*?这张卡[^。]*?除外/.test(first) ||
  // 「把这张卡作为…的同调素材的场合，可以把手卡的…怪兽作为其他的…同调素材」: a hand monster allowed as material, no effect used.
  /的场合[，,]可以把手卡的[^。]*?作为[^。]*?素材/.test(first) ||
  /可以作为\d只的数量解放|可以用1只祭品作召唤|可以只用[^。]*?作为祭品|作为仪式召唤的解放使用|可以[^。]{0,20}当作(?![^。]*装备卡)[^。]*?使用/.test(first));

/**
 * 「作为自己的抽卡阶段时进行通常抽卡的代替，…」「可以代替自己的抽卡阶段通常的抽卡，…」: used instead of the
 * normal draw — an optional trigger on the Draw Phase (a when), not a replacement effect that applies.
 */
export const insteadOfNormalDraw = recent((s: string): boolean =>
  s.includes('代替') &&
  /(通常抽卡的代替|代替[^，。]{0,12}通常的?抽卡)/.test(firstSentenceOf(s)) && /可以|才能发动/.test(firstSentenceOf(s)));

/**
 * 「自己的抽卡阶段开始时，若自己手卡为0张的场合，经过通常抽卡后可以再抽1张」「通常抽卡外可以再抽1张」「可以把抽卡阶段时抽到的怪兽卡
 * 给双方确认并特殊召唤」「可以确认对方抽到的卡」: what is done with a draw as it is made (after it, or with the card drawn) — a
 * trigger on the draw (抽卡), whatever phase or state the sentence names first. (Not the cards 「这个效果抽到的」, what its own
 * step drew, nor 「3回合内对方抽到的卡全部确认」, a lasting look.)
 */
export const onTheDraw = recent((first: string): boolean =>
  // (Every wording holds 「抽」: tried only then, compile time, issue 12.)
  first.includes('抽') &&
  !/这个效果抽到|回合内/.test(first) && /通常抽卡(后|外)[^。]*?再抽|可以[^。]*?抽到的[^。]*?(确认|观看)|可以确认[^。]*?抽到的卡|抽卡阶段抽到的[^。]*?展示[^。]*?可以再抽/.test(first));

/** 「…召唤之际」 — a summon being performed (summon negation 召唤无效 answers it): a quick effect. */
export const whileSummoning = (cond: string): boolean => cond.includes('之际');

/** Timing words that only a quick effect can use: the damage step, the opponent's main/battle phase, becoming a target. */
export const quickTiming = (cond: string): boolean =>
  // (Not 「自己在对方回合把魔法·陷阱卡的效果发动的场合」: an activation's 的场合 is a trigger's event, used once that chain resolved.)
  !cond.includes('发动的场合') &&
  // (Every wording below holds 「对方」「伤害」「战斗步骤」 or 「对象时」: tried only then, compile time, issue 12.)
  (cond.includes('对方') || cond.includes('伤害') || cond.includes('战斗步骤') || cond.includes('对象时')) &&
  // (This card being attacked 「这张卡成为攻击对象时」 is a trigger's event.)
  // (「对方战斗阶段开始时」: the phase starting is a trigger's event.)
  // (CMP-OPPONENT-TURN-SENT: 「对方回合这张卡从手卡·场上送去墓地的场合」 is a trigger's event, in the opponent's turn.)
  /(伤害计算时|伤害计算前|伤害步骤(内|中|时)|战斗步骤|对方回合(?!的?(准备|结束|抽卡)阶段|也|中的?[^，。]*?召唤成功的场合|这张卡[^，。]*?送去墓地的场合)|对方(的)?主要阶段|自己·对方的主要阶段|对方(的)?战斗阶段(?!开始时)|自己·对方的战斗阶段|(?<!这张卡)成为[^，。]*对象时|这张卡成为[^，。]*?(?<!攻击)对象时|战斗步骤时)/.test(cond);

/** Events a trigger effect 诱发效果 can listen to, each with words its pattern cannot match without (tried only on a text holding one: compile time, issue 12). */
const EVENTS: Array<[RegExp, EventType, readonly string[]]> = [
  [/特殊召唤(成功)?(时|的场合)/, 'special-summoned', ['特殊召唤']],
  [/(反转召唤)(成功)?(时|的场合)/, 'flip-summoned', ['反转召唤']],
  [/召唤(成功)?(时|的场合)/, 'summoned', ['召唤']],
  [/反转(时|的场合)/, 'flipped', ['反转']],
  [/(被战斗破坏|被破坏|破坏)[^，。]*?(时|的场合)/, 'destroyed', ['破坏']],
  [/送去墓地[^，。]*?(时|的场合)/, 'sent-to-gy', ['送去墓地']],
  [/除外[^，。]*?(时|的场合)/, 'banished', ['除外']],
  [/加入手卡[^，。]*?(时|的场合)/, 'added-to-hand', ['加入手卡']],
  [/回到(手卡|卡组)[^，。]*?(时|的场合)/, 'returned-to-hand', ['回到']],
  [/攻击宣言(时|的场合)/, 'attack-declared', ['攻击宣言']],
  [/(战斗伤害|伤害)[^，。]*?(时|的场合)/, 'damage', ['伤害']],
  [/抽到[^，。]*?(时|的场合)/, 'drawn', ['抽到']],
  [/回复[^，。]*?(时|的场合)/, 'lp-gained', ['回复']],
  [/盖放[^，。]*?(时|的场合)/, 'set', ['盖放']],
  [/丢弃[^，。]*?(时|的场合)/, 'discarded', ['丢弃']],
  [/(准备阶段|结束阶段|抽卡阶段|战斗阶段结束)/, 'phase-start', ['阶段']],
  [/(成为[^，。]*?对象|被选择作为攻击对象)[^，。]*?(时|的场合)/, 'targeted', ['对象']],
  [/装备[^，。]*?(时|的场合)/, 'equipped', ['装备']],
  [/(离开|解放|作为[^，。]*?素材|控制权|表示形式|战斗|攻击)[^，。]*?(时|的场合)/, 'attack-declared', ['离开', '解放', '作为', '控制权', '表示形式', '战斗', '攻击']],
];

/** Phase words of card texts → the turn reference's ids. */
const PHASE_WORDS: Record<string, PhaseId> = {
  准备阶段: 'standby-phase',
  结束阶段: 'end-phase',
  抽卡阶段: 'draw-phase',
  战斗阶段结束: 'end-step',
  战斗阶段: 'battle-phase',
};

export function triggerEventWords(cond0: string): TriggerPattern | null {
  // (A duration names no event: 「…成为对象时，把这张卡直到结束阶段除外才能发动」 is no phase trigger.)
  const cond = withoutDuration(cond0);
  // (Every pattern but a phase's closes on 「时」 or 「的场合」.)
  const closes = cond.includes('时') || cond.includes('的场合');
  for (const [re, event, needs] of EVENTS) {
    if ((closes || event === 'phase-start') && needs.some((w) => cond.includes(w)) && re.test(cond)) {
      const p: TriggerPattern = { event };
      if (event === 'phase-start') {
        const ph = /(准备阶段|结束阶段|抽卡阶段|战斗阶段结束|战斗阶段)/.exec(cond);
        if (ph) p.phase = PHASE_WORDS[ph[1]!]!;
      }
      if (!cond.includes('这张卡')) p.subject = { notSelf: false };
      else p.subject = { self: true };
      if (cond.includes('从场上')) p.from = 'field';
      return p;
    }
  }
  return null;
}

/**
 * 「…时」 when (can miss timing 错过时点) versus 「…的场合」 if (cannot). The word that counts is the
 * one closing the *event*; 「…存在的场合」「…没有…的场合」 only state a condition. An event that is
 * a phase or a battle step (「准备阶段时」「攻击宣言时」「伤害计算时」) is a when.
 */
// The words that open a state whose end is free (「没有…的场合」「只有…时」「比…高的场合」), and the words a state ends on just
// before its 「的场合」 or 「时」 (「…存在的场合」「…2只以上的场合」「…在墓地时」) — the pattern of `eventClauseText` can match only
// where one of them is (a word check first: that pattern is tried on every condition, 14k times over the database).
const STATE_OPENERS = ['只在', '比', '没有', '数量', '张数', '只有', '已', '卡是'];
const STATE_ENDS = ['存在', '素材', '状态', '以上', '以下', '装备中', '张', '只', '表示', '的话', '手卡', '墓地', '场上', '区域'];
function endsStateAt(s: string, at: number): boolean {
  for (const w of STATE_ENDS) if (at >= w.length && s.startsWith(w, at - w.length)) return true;
  return false;
}
/** Can `cond` hold a state clause `eventClauseText` drops? (false only where its pattern cannot match.) */
function mayHoldState(cond: string): boolean {
  for (const w of STATE_OPENERS) if (cond.includes(w)) return true;
  for (let at = cond.indexOf('时'); at >= 0; at = cond.indexOf('时', at + 1)) if (endsStateAt(cond, at)) return true;
  for (let at = cond.indexOf('的场合'); at >= 0; at = cond.indexOf('的场合', at + 1)) if (endsStateAt(cond, at)) return true;
  return false;
}
/** The condition without its state clauses (「…存在的场合」「…没有…的场合」「…以下的场合」): what is left names the event. */
function eventClauseText(cond: string): string {
  // 「对方结束阶段有这张卡在墓地存在的场合」: the phase the state is checked in is the event; only the state goes.
  // (「这张卡持有超量素材的场合」 is a state too: CH-COPY-NO-MATERIALS, 外神 奈亚拉②.)
  // (A state never reaches back over an event that closed before it with no comma: 「…的伤害步骤结束时那只对方怪兽在场上存在的场合」
  // keeps its moment. 「只有怪兽1只从手卡特殊召唤的场合」「已在怪兽区域存在的状态有…特殊召唤的场合」 are summons, not states.)
  // (Both patterns close on 「时」 or 「的场合」: a clause with neither holds no state to drop. A state clause can only
  // begin where a clause does — at the start, at a 「时」, or after 「，。,」 or a 「时」「的场合」 that closed the one
  // before (anywhere else, the match would have begun a character earlier) — so the second pattern is tried only
  // there, not from every character.)
  if (!cond.includes('时') && !cond.includes('场合')) return cond;
  if (!mayHoldState(cond)) return cond;
  const phased = cond.includes('存在的场合') ? cond.replace(/((?:自己|对方|双方|自己·对方)的?(?:准备阶段|结束阶段))时?(?=有[^，。]*?存在的场合)/g, '$1时，') : cond;
  return phased.replace(/(?:(?<=^|[，。合时,])|(?=时))(?:(?<!同)时(?!候))?((?:(?<!同)时(?=候)|[^，。时])*?)(存在|只在[^，。]*?|在作为超量素材|比[^，。]*?(高|低|多|少)|没有[^，。]*?|状态|以上|以下|数量[^，。]*?|张数[^，。]*?|装备中|\d+张|\d+只|[是以](表侧)?(攻击|守备)表示|的话|在手卡|在墓地|在场上|在怪兽区域|在魔法与陷阱区域|只有(?:(?!召唤)[^，。])*?|是已[^，。]*?|已[^，。状]*?召唤|那张?卡是[^，。]*?|持有超量素材)(的场合|时)[，,]?/g, (m) => (/^(?<!同)时(?!候)/.test(m) ? '时，' : ''));
}
export const eventClause = recent(eventClauseText);

/**
 * The condition without how long something lasts: 「直到结束阶段时」「直到下次的自己的准备阶段时」 — and 「直到结束阶段」 closed by no 「时」, as in
 * a cost 「把…直到结束阶段除外才能发动」 (CH-PHASE-TRIGGER-PHASE: a Continuous Trap's ● so paid was read as a trigger at the End Phase) — name no event.
 */
export function withoutDuration(cond: string): string {
  return cond.includes('直到') ? cond.replace(/直到[^，。]*?(阶段(?:结束|终了)?(?:时|为止)?|时|为止)/g, '') : cond;
}

/** A trigger's condition: an event closed by 「时」 or 「的场合」, or a phase that starts (「自己准备阶段」). */
function hasEventText(cond: string): boolean {
  // 「直到结束阶段时」「直到下次的自己的准备阶段时」 name how long something lasts, not an event.
  const ev = eventClause(withoutDuration(cond));
  // 「自己主要阶段…才能发动」: an ignition effect's timing, not an event (but 「对方的主要阶段时有魔法卡发动的场合」 is one).
  // (Nor is 「这张卡在自己主要阶段召唤·特殊召唤成功的场合」: a summon in that phase.)
  if (cond.includes('主要阶段') && !/发动(的场合|时)|主要阶段[^，。]*?召唤[^，。]*?(的场合|时)/.test(cond)) return false;
  return ev.includes('时') || ev.includes('的场合') || ((ev.includes('阶段') || ev.includes('伤害计算')) && /(准备阶段|结束阶段|抽卡阶段|伤害计算后|伤害计算前)/.test(ev));
}
export const hasEvent = recent(hasEventText);

export function whenOrIf(cond: string): 'when' | 'if' | undefined {
  const events = eventClause(cond);
  const phaseOnly = /(准备阶段|结束阶段|抽卡阶段|战斗阶段|攻击宣言|伤害计算|伤害步骤|战斗步骤)/.test(cond) &&
    !/(召唤|送去墓地|破坏|除外|加入手卡|回到|丢弃|解放|反转|离开)/.test(events);
  if (phaseOnly) return 'when';
  // YGOPro's own reading of two events worded 「的场合」 in old and new texts alike: destroying a
  // monster by battle and being used as material are when-type (they can miss timing).
  // Being destroyed by battle (「被战斗破坏的场合」), being attacked (「被选择作为攻击对象的场合」「被对方怪兽的
  // 攻击…破坏的场合」) and leaving the field are ordinary ifs. So is damage a direct attack dealt (「直接攻击成功的场合」「直接攻击给与对方战斗伤害的
  // 场合」, CMP-TIMING-DIRECT-DAMAGE, s57): the event is the battle damage, not the attack (read as 「…时」 before, against the text's 「的场合」).
  const battleWhen = events.replace(/被[^，。]*?战斗破坏|被[^，。]*?攻击|攻击对象|离开|直接攻击[^，。]*?(?:成功|伤害)/g, '');
  // (Not a summon that used materials — 「…作为素材让这张卡融合召唤成功的场合」 is a summon, an if, where 「这张卡为素材作
  // 连接召唤的场合」 is this card used as material — nor a state
  // 「持有…作为超量素材的这张卡被…破坏的场合」; a move to the GY 「送去自己墓地的场合」 is an if too.)
  if (/(战斗破坏|进行战斗|攻击)[^，。]*?的场合|(作为|为)[^，。]*?素材(?![^，。]*?的这张卡)[^，。]*?的场合/.test(battleWhen) && !/(送去(自己|对方)?墓地|除外|特殊召唤)[^，。]*?的场合/.test(events) && !(/召唤(成功)?的场合/.test(events) && !/这张卡(作为|为)/.test(events))) return 'when';
  // 「…送去墓地的场合，下次的自己准备阶段才能发动」: the event only arms it; it is used as the phase begins — a when.
  const lastIf = cond.lastIndexOf('的场合');
  if (lastIf >= 0 && /(准备阶段|结束阶段)/.test(cond.slice(lastIf)) && !/存在/.test(cond.slice(lastIf))) return 'when';
  const when = events.lastIndexOf('时');
  const ifAt = events.lastIndexOf('的场合');
  if (when < 0 && ifAt < 0) {
    // A phase or a fixed moment of the battle (「…战斗破坏对方怪兽的伤害计算后才能发动」) is a when.
    if (/(准备阶段|结束阶段|抽卡阶段|战斗阶段|伤害计算后|伤害步骤结束时)/.test(cond)) return 'when';
    return cond.includes('的场合') ? 'if' : cond.includes('时') ? 'when' : undefined;
  }
  return ifAt > when ? 'if' : 'when';
}

/** Mandatory or optional: 「才能发动」「可以」 are optional; 「…发动。」 or an action with no 可以 is mandatory. */
function isOptionalText(head: string): boolean {
  return (
    (head.includes('发动') && /(才能|才可以|可以)(把[^，。]{0,12})?发动/.test(head)) ||
    /(时|的场合|之际)[，,][^。，]{0,10}可以(?!放置)/.test(head) ||
    /(时|的场合)可以/.test(head) ||
    // 「祭品召唤成功时，和做祭品的怪兽同数量的自己墓地的兽族怪兽可以回到持有者的手卡」: 可以 further on in
    // the main clause — but not a permission that follows (「可以直接攻击」「可以再攻击」) or 「不可以」.
    /(时|的场合|之际)[，,][^。]*?(?<!不)(?<!就)可以(?!直接攻击|攻击|继续攻击|再|作|放置|在|向)/.test(head) ||
    // CMP-OPTIONAL-SUMMON-THERE (issue 16): 「结束阶段时，…这张卡可以在自己场上特殊召唤」 — 「可以在…场上特殊召唤」 is the trigger's own 可以
    // (the permission words excluded above are 「可以在这个回合…」 and the like, not a place to summon to).
    /(时|的场合)[，,][^。]*?(?<!不)(?<!就)可以在(自己|对方|双方)?的?场上[^，。]{0,8}特殊召唤/.test(head) ||
    // 「伤害计算前可以把那只怪兽破坏」「伤害计算后，可以让…」: a battle moment, then 可以.
    /(伤害计算前|伤害计算后|伤害步骤结束时)[，,]?[^。]*?(?<!不)(?<!就)可以(?!直接攻击|攻击|继续攻击|再|作|放置|在|向)/.test(head) ||
    // 「…被效果破坏送去墓地时才能从手卡特殊召唤」: 才能 bound to the summon after an event — an optional trigger.
    /时[，,]?[^。]*?才能(把这张卡)?(从[^。，]{1,10})?特殊召唤/.test(head)
  );
}
export const isOptional = recent(isOptionalText);

/**
 * 「以…为对象」 targets (取对象), anywhere in the effect (its ● choices too); not 「成为…的对象」
 * (being targeted) nor 「以这张卡为对象的效果」 (describing other effects).
 */
export function targetsWords(s: string): boolean {
  // (Each run of removals is tried only on a text holding its words — most hold neither 「对象」 nor 「选择」; compile time, issue 12.)
  // Every reading below needs 「对象」「选择」 or 「装备」 (removals only take words away): a text with none of them targets nothing.
  if (!s.includes('对象') && !s.includes('选择') && !s.includes('装备')) return false;
  let clean = s;
  if (clean.includes('对象')) {
    clean = clean
      .replace(/成为[^，。]*?对象/g, '')
      .replace(/以[^，。]*?为对象的/g, '');
    // 「以…为对象的…发动时」: describes the activation it answers.
    if (clean.includes('发动时') && clean.includes('为对象')) clean = clean.replace(/[^，。]*?为对象[^，。]*?发动时/g, '');
  }
  if (clean.includes('选择')) clean = clean
    .replace(/对方选择|随机选择/g, '')
    .replace(/从[^，。]*?卡组[^，。]*?选择[^，。]*/g, '')
    .replace(/选择(自己|对方)?的?卡组[^，。]*/g, '')
    .replace(/选择[^，。]*?(?<!回到(持有者的?)?)手卡[^，。]*/g, '') // (not 「选择对方1只怪兽回到持有者手卡」)
    // CMP-PICK-NOT-TARGET: 「看对方手卡。…选择1只灵魂怪兽丢弃去墓地」 (封神镜) — a card chosen to be discarded is in a hand, never a target.
    .replace(/选择[^，。]*?丢弃[^，。]*/g, '')
    // (Not 「自己手卡是0张的场合选择对方场上存在的1只怪兽」: the hand is the condition there.)
    .replace(/手卡(?![^，。]*?的场合)[^，。]*?选择[^，。]*/g, '')
    .replace(/(双方|各自)选择[^，。]*/g, '');
  // 「但是…必须选择自己场上的通常怪兽」: a limit on another choice;
  if (clean.includes('必须选择') && clean.includes('但')) clean = clean.replace(/(?<=但是?[^。]*?)必须选择[^，。]*/g, '');
  if (clean.includes('选择')) clean = clean
    // 「自己从那之中选择1张…」「把对方手卡确认并选择1张卡」「自己选择2个属性」: picked among revealed cards or words, at resolution.
    .replace(/(那之中|这些卡中|确认并|看并)选择[^，。]*|选择[0-9]个(属性|种族)/g, '')
    // 「被选择作为对方怪兽的攻击对象时」: being attacked, not targeting.
    .replace(/选择作为[^，。]*?攻击对象/g, '')
    // CMP-OLD-LATER-STEP-PICK: 「…这张卡特殊召唤到自己场上。这张卡因为对方的卡的效果丢弃的场合，可以再选择对方场上最多2张卡破坏」 (暗黑界的武神 高尔德,
    // 暗黑界的术师 丝诺, 暗黑界的斗神 拉提纳) — a further step, in a later sentence under a condition of its own, chooses as it is done, not a target.
    .replace(/(?<=。[^。]*?的场合[，,])(?:可以)?再选择[^，。]*/g, '')
  // 「对方随机选1张，之后把选择的卡丢弃」「对方选择…。选择怪兽和这张卡…」: 选择 refers back to the opponent's pick.
  if (/随机|对方选|由对方/.test(s)) clean = clean.replace(/选择的?(那张)?(卡|怪兽)/g, '');
  if (clean.includes('为对象') && /以[^。]*?为对象/.test(clean)) return true;
  if (/把[^。]*?作为对象/.test(clean.replace(/作为攻击对象/g, ''))) return true; // old wording 「把…作为对象才能发动」
  if (/装备卡[，,]给[^。]*?1只[^。]*?装备/.test(clean)) return true; // a Trap that becomes an Equip Card targets its monster
  // Equipping a monster as an Equip Card — to a monster it picks, not to this card (「从自己墓地选1只…当作装备卡使用给这张卡装备」)
  // nor to the monster the event named (「给那只攻击怪兽装备」「那只怪兽当作…装备卡使用给这张卡装备」).
  const equipTo = /当作[^，。]{0,14}装备卡使用(给|装备在)([^。]*?)(装备|上)|视为1张装备卡装备在/.exec(clean);
  // (But 「把对方1只同调怪兽当作装备卡使用给这张卡装备」 takes a monster from the field: that one is the target.)
  const equipped = equipTo ? (clean.slice(0, equipTo.index).split(/[，。]/).pop() ?? '') : '';
  if (equipTo && (!/^(这张卡|那只|自身)/.test(equipTo[2] ?? '') || (/(对方|场上)[^，。]*?1只/.test(equipped) && !equipped.includes('选')))) return true;
  // Old texts: 「选择场上1只怪兽…」 is a target; 「选择1个(效果)」「不能选择…作为攻击对象」 are not.
  const old = clean
    .replace(/(不能|可以|只能)?选择[^，。]*?作为攻击对象/g, '')
    // (「选择自己以及对方场上表侧攻击表示存在的效果怪兽各1只」 chooses monsters, not an effect.)
    // CMP-PICK-BY-EFFECT: not 「选择名字带有「进化虫」的怪兽的效果特殊召唤的1只怪兽」 (进化的奇迹) — 「…的效果」 says how the cards chosen
    // were summoned, and the count after it what is chosen: monsters, not an effect.
    .replace(/选择1[个项](效果)?|从以下效果选择|选择其中|选择[^，。]*?效果(?!怪兽|[^，。]*?[0-9０-９一两][张只])/g, '')
    // 「选择的怪兽送去墓地」 after 「选择自己手卡1张怪兽卡给对方看」 names back a card chosen in the hand; CMP-PICK-NOT-TARGET: so does
    // 「选择的卡从游戏中除外」 after 「把对方手卡确认并选择1张卡」 (红莲之指名者) — a card picked among those looked at.
    .replace(/选择的/g, (m) => (/选择(自己|对方)?的?手卡|(那之中|这些卡中|确认并|看并)选择/.test(s) ? '' : m));
  return /选择[^，。]*?[0-9０-９一二两三][张只个]/.test(old) || (/选择[^，。]*?(卡|怪兽)/.test(old) && !/选择[^，。]*?(卡名|种族|属性|数字)/.test(old));
}

/**
 * Old texts (no ①) often target without saying so: 「破坏场上1只守备表示的怪兽」 acts on one
 * specific card on the field, in the GY or banished, which the old scripts (and rulings) treat
 * as a target. Not when the player picks at resolution (「选」「对方选」) or it is all of them.
 */
export function oldStyleTargets(resolution: string): boolean {
  // 「把自己墓地存在的1只昆虫族怪兽从游戏中除外，那次攻击无效」: the first clause pays with one's own card — a cost.
  if (resolution.includes('自己')) resolution = resolution.replace(/^(可以)?(把|从)?自己[^，。]*?(除外|送去墓地|丢弃[^，。]*?|解放|作为祭品|做祭品)[，,](?=[^。])/, '');
  // 「选对方场上1张魔法·陷阱卡破坏」: chosen at resolution, not targeted.
  const first = firstSentenceOf(resolution);
  // (Every card named below is counted in 「张」 or 「只」: a first sentence with neither targets nothing — compile time, issue 12.)
  if (!first.includes('张') && !first.includes('只')) return false;
  if (first.includes('选') && /(^|[，。●：])选(?!择)/.test(first)) return false;
  if (/为对象|发动无效|(选1|选最多|随机|对方选)/.test(first)) return false;
  // Judged clause by clause: 「自己场上存在的1只怪兽回到手卡，那之后从手卡把1只4星怪兽特殊召唤」 targets in
  // its first clause though its second takes from the hand; a condition clause (「…时」「…的场合」) names no target.
  const clauses = commaSplit(first);
  return clauses.some(
    (c, i) =>
      (c.includes('张') || c.includes('只')) &&
      !(c.endsWith('时') || c.endsWith('的场合')) &&
      // (「以1只表侧表示的龙族怪兽作对象的陷阱卡的效果无效」 describes the effect it answers.)
      !(c.includes('对象的') && /(作|为)对象的/.test(c)) &&
      // (Old costs inside the sentence: 「…时，可以把自己墓地存在的1只昆虫族怪兽从游戏中除外，那次攻击无效」「可以让自己墓地存在的2只…回到卡组，
      // 从自己卡组抽1张卡」 — one's own card paid for the action the next clause does; not 「…回到手卡，那之后…」, a step.)
      !(i < clauses.length - 1 && paysOwnCard(c) && !/^(那之后|之后|并且|再)/.test(clauses[i + 1]!)) &&
      // (A tribute is paid, never targeted: 「每祭掉自己场上1只怪兽」「用自己场上2只怪兽做祭品」「自己场上的1只怪兽作祭品」.)
      !/每1[张只]|每有|各1只|最低|最高|双方|各自|全部|(?<!(回到|弹回)[^，。]{0,5})卡组|从(自己的?)?手卡|手卡的|衍生物|解放发动|丢弃去墓地|祭掉|祭品/.test(c) &&
      // CMP-OLD-LATER-STEP-PICK: 「…全部破坏。之后，可以从自己墓地特殊召唤最多2只…怪兽」 (命运英雄 恐惧人) — a later step that takes cards from a
      // place, the verb before the count, with no 「选择」: picked when that step is done, not targets (docs/c02/基本用语.rst:250–253, :366).
      // (A first step so worded — 「从自己墓地特殊召唤1只名字带有「电池人」的怪兽」 充电器 — is still read as the old scripts target.)
      !(i > 0 && /^那?之后$/.test(clauses[i - 1]!) && FROM_PLACE_THEN_COUNT.test(c)) &&
      // (And 「…的场合，（可以）再选择对方场上最多2张卡破坏」 in a sentence after the first step: chosen as it is done — 暗黑界的武神 高尔德.)
      !(i > 0 && /^(?:可以)?再选择/.test(c) && clauses[i - 1]!.endsWith('的场合')) &&
      // CMP-PICK-NOT-TARGET: 「掷2次骰子，在掷出的点数中选择1个，破坏场上1只…与此点数相同等级的怪兽」 (轮盘炸弹) — a card described by a roll made
      // as the effect resolves is picked then, not targeted.
      !clauses.slice(0, i).some((p) => /骰子|硬币/.test(p)) &&
      (ONE_CARD.some((re) => re.test(c)) || (i === 0 && /^那1只/.test(c))),
  );
}

/** 「从自己墓地特殊召唤最多2只…」「从对方墓地加入手卡1张…」: from a place, the verb, then how many — a pick at resolution. */
const FROM_PLACE_THEN_COUNT = /^(?:可以)?从(?:自己|对方)?的?(?:墓地|场上|除外状态)(?:特殊召唤|加入手卡|回到手卡|回到卡组|除外|破坏|送去墓地)(?:最多)?[1-9一两][张只]/;

/** Old words that name one card where it is — the card the old scripts target. */
const ONE_CARD: RegExp[] = [
  // 「破坏场上1只守备表示的怪兽」「对方的魔法与陷阱卡区域存在的1张卡破坏」「盖伏的1张魔法·陷阱卡」: a place or a face, then one card;
  /(场上|墓地|除外的|卡区域|表侧表示|里侧表示|覆盖表示|盖伏|盖放)[^。，]*?[1-9一两][张只]/,
  // 「破坏1只里侧表示的怪兽」「1只这个回合被战斗破坏送去墓地的自己的怪兽回到卡组」「那张卡记述的1只…怪兽从墓地特殊召唤」: one card, then where;
  /[1-9][张只][^。，]{0,8}(表侧|里侧|覆盖)表示的|^[1-9][张只][^。，]*?(墓地|场上)(存在)?的|1[张只][^。，]*?从(自己的?)?墓地/,
  // 「把有「打火石」装备的1只怪兽破坏」;
  /装备的1[张只]/,
  // 「把1只对方怪兽的攻击无效」「对方的1只怪兽的攻击力下降」「破坏对方1只怪兽」: one opponent's monster;
  /1只对方怪兽|对方的?1只怪兽/,
  // 「得到那1只超量怪兽的控制权」: the one the event named.
  /那1只(?!以外)/,
  // 「最多选择3张自己的墓地的…怪兽卡加入手卡」 (补充要员): the old 「选择」 of up to N cards in a place takes them as targets.
  /^最多选择[1-9][张只][^。，]*?(墓地|场上)/,
];

/** 「可以把自己墓地存在的1只…从游戏中除外」「让自己场上的这张卡以外的1只怪兽回到手卡」: a clause that pays with one's own card. */
const paysOwnCard = (c: string): boolean =>
  /^(可以)?(通过)?(把|让|从)?自己(的)?(场上|墓地|手卡)[^，。]*?(从游戏中除外|除外|送去墓地|解放|作为祭品|做祭品|回到卡组|回到手卡)$/.test(c);

/** 「那个发动无效」「使其发动无效」「…的发动无效」 — negates an activation 发动无效. */
export const NEGATE_ACTIVATION = /发动(和效果|与效果|及效果|以及效果)?无效(?!化)|的发动、[^。]*?无效(?!化)/;
export const negatesActivation = (s: string): boolean => {
  const m = s.includes('无效') ? NEGATE_ACTIVATION.exec(s) : null;
  // 「…发动无效的场合」 describes another card's negation (a condition), not this effect's.
  return !!m && !/^[^。]*?(时|的场合)/.test(s.slice(m.index, m.index + 12).replace(/无效并?破坏/, ''));
};

/** 「那个效果无效」「…的效果无效」 — negates an effect 效果无效 (not a lingering 「效果无效化」 on cards). */
export const negatesEffect = (s: string): boolean => /(那个效果无效|其效果无效|的效果无效(?!化))/.test(s) && !s.includes('发动无效');

/** 「那个召唤无效」 — negates a summon 召唤无效. */
export const negatesSummon = (s: string): boolean => s.includes('召唤') && /(召唤无效|召唤·特殊召唤无效)/.test(s);

/**
 * 「1回合1次」 — soft once per turn (a copy of the card may use it again); also 「这个效果1回合只能使用1次」
 * 「…1回合可以使用最多2次」 (old texts), 「对方回合1次」, 「…才能发动1次」「只在…才有1次」, 「伤害计算时1次」 (once a battle);
 * 「这个效果只在这张卡在场上表侧表示存在能使用1次」「只要这张卡在表侧表示存在这个效果只能使用1次」「在自己的回合只能用1次」
 * 「此效果1回合只能启动1次」: once while it stays face-up (or a turn) — per card, never per name, so within a turn a soft limit.
 */
export const softOnce = (s: string): boolean =>
  s.includes('次') && /1回合1次|1回合只有1次|1个?回合只能(使用|发动|启动)?1次|1个?回合可以(有|使用)1次|这个效果1回合只能使用1次|1回合可以使用最多\d次|回合1次|才能发动1次|才有1次|(伤害计算|战斗步骤|伤害步骤)时1次|存在[^。]{0,10}?只?能使用1次|只能用1次/.test(s);

/** Where it is activated from: 「从手卡…才能发动」 hand, 「墓地的这张卡」 GY, 「除外的这张卡」 banished. */
export function activatedFrom(head: string, pendulum: boolean): Place | undefined {
  if (pendulum) return 'spell';
  // 「这张卡从墓地的特殊召唤成功的场合」「从手卡特殊召唤成功时」: a summon from there, which put it on the field — no place of activation.
  if (head.includes('特殊召唤')) head = head.replace(/这张卡从(墓地|手卡)的?特殊召唤(成功)?(的场合|时)/g, '');
  // (Also 「这张卡在手卡的场合」「可以从手卡特殊召唤这张卡」「从手卡丢弃这张卡」「这张卡可以在手上当作装备卡使用」.)
  if (head.includes('手') && /(把这张卡从手卡|这张卡从手卡|手卡的这张卡|这张卡在手卡(存在|的场合)|从手卡把这张卡|从手卡(特殊召唤|丢弃)这张卡|这张卡(可以)?在(手卡|手上))/.test(head)) return 'hand';
  // (Old wordings: 「墓地存在的这张卡」「这张卡在自己的主要阶段存在于自己的墓地时」「这张卡在自己墓地存在的场合」.)
  if (head.includes('墓地') && /(墓地(存在)?的这张卡|这张卡在(自己的?)?墓地(存在)?|这张卡从墓地|这张卡[^，。]{0,12}存在于(自己的?)?墓地)/.test(head)) return 'gy';
  if (head.includes('除外') && /(除外的这张卡|这张卡在除外状态|除外状态的这张卡|从游戏中除外的这张卡)/.test(head)) return 'banished';
  return undefined;
}

/** What it does at resolution, in the order the words come: 破坏 destroy, 除外 banish, …; 「那之后」 marks a then-step. */
const DOES: Array<[RegExp, ActionType]> = [
  [NEGATE_ACTIVATION, 'negate-activation'],
  [/召唤无效/, 'negate-summon'],
  [/(那个|其|的)效果无效(?!化)/, 'negate-effect'],
  [/攻击无效/, 'negate-attack'],
  [/破坏/, 'destroy'],
  [/除外/, 'banish'],
  [/送去墓地/, 'send-to-gy'],
  [/回到(持有者)?手卡/, 'return-to-hand'],
  [/回到(持有者)?卡组|回到卡组/, 'return-to-deck'],
  [/特殊召唤/, 'special-summon'],
  [/抽\d+张|抽[一两]张/, 'draw'],
  [/加入手卡/, 'add-to-hand'],
  [/伤害/, 'damage'],
  [/回复/, 'gain-lp'],
  [/变成里侧/, 'flip-face-down'],
  [/表示形式变更|变成(表侧)?(攻击|守备)表示/, 'change-position'],
  [/得到控制权|控制权/, 'take-control'],
  [/攻击力|守备力/, 'modify-stats'],
  [/盖放/, 'set'],
  [/装备/, 'equip'],
];

export function actionsOf(resolution: string): Action[] {
  const found: Array<{ at: number; action: Action }> = [];
  for (const [re, type] of DOES) {
    const m = re.exec(resolution);
    if (!m) continue;
    if (type === 'negate-effect' && found.some((f) => f.action.do === 'negate-activation')) continue;
    if (type === 'negate-activation' && !negatesActivation(resolution)) continue;
    const action: Action = { do: type };
    const before = resolution.slice(0, m.index);
    if (/那之后|之后/.test(before.slice(-12))) action.then = true;
    if (/可以[^。]*$/.test(before.slice(-10))) action.optional = true;
    found.push({ at: m.index, action });
  }
  found.sort((a, b) => a.at - b.at);
  // 「破坏」 right after 「发动无效」 is the 「那个发动无效并破坏」 pair: keep both, in order.
  return found.map((f) => f.action);
}
