/**
 * The sentences of ../chain/applies.ts and ../game/undergo.ts: an effect with nothing to apply to, and
 * what Link monsters and Tokens cannot undergo.
 */
import { t, type Text } from '../../i18n/text.js';
import type { ActionType, Place } from '../../cards/facts.js';
import { zoneWord } from './words.js';
import { R, W } from '../rule-ids.js';
import { describeFilter, LEGALITY, qualified } from './legality.js';
import type { PhraseBook } from './index.js';

const VERB: Partial<Record<ActionType, Text>> = {
  destroy: t('破坏', 'destroy'),
  banish: t('除外', 'banish'),
  'send-to-gy': t('送去墓地', 'send to the GY'),
  'return-to-hand': t('回到手卡', 'return to the hand'),
  'return-to-deck': t('回到卡组', 'return to the Deck'),
  'change-position': t('改变表示形式', 'change the position of'),
  'flip-face-down': t('变成里侧表示', 'turn face-down'),
  set: t('盖放', 'Set'),
  'take-control': t('得到控制权', 'take control of'),
  discard: t('丢弃', 'discard'),
  'modify-stats': t('改变攻击力·守备力', 'change the ATK/DEF of'),
  'special-summon': t('特殊召唤', 'Special Summon'),
  'add-to-hand': t('加入手卡', 'add to the hand'),
  'negate-effects': t('无效', 'negate'),
  // (「把双方场上的表侧表示怪兽尽可能解放」: said as what it does, not 「处理」.)
  tribute: t('解放', 'tribute'),
  // (CH-LOOK-THEN-IF: 「看对方手卡」 with no card there.)
  look: t('看', 'look at'),
};

function verb(a: ActionType): Text {
  return VERB[a] ?? t('处理', 'apply to');
}

/**
 * What a card undergoes, in English, as the predicate of 「Any X … ___ too」: 「is destroyed」, 「has its battle position
 * changed」. The bare verb in brackets (「is affected too (destroy)」) read as a leftover; the Chinese says it with 一并+verb.
 */
const UNDERGOES_EN: Partial<Record<ActionType, string>> = {
  destroy: 'is destroyed',
  banish: 'is banished',
  'send-to-gy': 'is sent to the GY',
  'return-to-hand': 'is returned to the hand',
  'return-to-deck': 'is returned to the Deck',
  'change-position': 'has its battle position changed',
  'flip-face-down': 'is turned face-down',
  set: 'is Set',
  discard: 'is discarded',
  'modify-stats': 'has its ATK/DEF changed',
  'special-summon': 'is Special Summoned',
  'add-to-hand': 'is added to the hand',
  'negate-effects': 'has its effects negated',
  tribute: 'is Tributed',
};

function undergoesEn(a: ActionType): string {
  return UNDERGOES_EN[a] ?? 'is affected';
}

/**
 * The Chinese verb phrase with its object in place: most verbs take the object after them (破坏X), but a change of a quality names
 * the card first (改变X的攻击力·守备力, not 改变攻击力·守备力X) and a move names it with 把/让 (把X加入手卡).
 */
function doToZh(a: ActionType, what: string): string {
  switch (a) {
    case 'modify-stats':
      return `改变${what}的攻击力·守备力`;
    case 'change-position':
      return `改变${what}的表示形式`;
    case 'negate-effects':
      return `使${what}的效果无效`;
    case 'take-control':
      return `得到${what}的控制权`;
    case 'flip-face-down':
      return `把${what}变成里侧表示`;
    case 'return-to-hand':
      return `让${what}回到手卡`;
    case 'return-to-deck':
      return `让${what}回到卡组`;
    case 'add-to-hand':
      return `把${what}加入手卡`;
    case 'send-to-gy':
      return `把${what}送去墓地`;
    default:
      return `${verb(a).zh}${what}`;
  }
}

/** Why the kind of card rules the action out. */
function kindWhy(kind: string | null): Text {
  switch (kind) {
    case 'link-position':
      return t('链接怪兽总是攻击表示，不能变成守备表示或里侧表示，也不能改变表示形式', 'a Link monster is always in Attack Position: it cannot be changed to Defense Position or face-down, nor change its position');
    case 'link-no-def':
      return t('链接怪兽没有守备力', 'a Link monster has no DEF');
    case 'token-face-down':
      return t('衍生物不能变成里侧表示', 'a Token cannot be face-down');
    case 'control-locked':
      return t('那只怪兽的控制权不会转移', "that monster's control cannot change");
    case 'cannot-be-banished':
      return t('场上表侧表示的那张卡不能除外', 'that card cannot be banished while face-up on the field');
    default:
      return t('', '');
  }
}

export const APPLIES: PhraseBook = {
  [R.NOTHING_TO_APPLY]: ({ name, variant, action, filter, card, kind, below }) => {
    if (variant === 'no-tier') {
      return t(
        `${name.zh}的每一部分都只在某个状态下适用（如「●N种类：」所数的卡的种类数），现在没有一个成立：这个效果没有可以适用的处理，不是必发效果，所以不能发动。`,
        `Each part of ${name.en} applies only under a state (such as the count of kinds its 「●N种类：」 names), and none holds now: the effect has nothing to apply and is not mandatory, so it cannot be activated.`,
      );
    }
    // Resolved with the cards its step acts on in zones the situation did not list: what it does, without naming them.
    if (variant === 'unlisted') {
      const what = describeFilter(filter, 'plural');
      return t(`${doToZh(action, what.zh)}（情境没有列出那里的卡，按假定有这样的卡，不列出是哪些）`, `it would ${verb(action).en} ${what.en} (the situation does not list them; assumed there, not named)`);
    }
    if (variant === 'also') {
      const what = describeFilter(filter, 'bare');
      return t(`情境没有列出的区域里如果还有${what.zh}，也一并${verb(action).zh}。`, `Any ${what.en} in a zone the situation does not list ${undergoesEn(action)} too.`);
    }
    if (variant === 'assumed') {
      const what = describeFilter(filter);
      return t(
        `${name.zh}要${doToZh(action, what.zh)}；情境没有列出那里的卡，假定有可以适用的卡（没有的话不能发动）。其他连锁块的效果要处理的卡情境没有列出的，也同样假定存在。`,
        `${name.en} would ${verb(action).en} ${what.en}; the situation does not list them, so one is assumed to be there (with none it could not be activated). The same is assumed for the other links whose cards the situation does not list.`,
      );
    }
    if (card) {
      const why = kindWhy(kind);
      return t(
        `${name.zh}要${doToZh(action, `${below ? `${below.zh}的` : ''}「${card}」`)}，但${why.zh}：这个效果没有可以适用的卡，不是必发效果，所以不能发动。`,
        `${name.en} would ${verb(action).en} ${card}${below ? ` (the card of ${below.en})` : ''}, but ${why.en}: the effect has nothing to apply to and is not mandatory, so it cannot be activated.`,
      );
    }
    // With what the card must be (表侧表示的效果怪兽, 攻击力1000以下的…): the reason is that none written is such a card.
    const what = qualified(filter);
    const why = kind ? t(`（${kindWhy(kind).zh}）`, ` (${kindWhy(kind).en})`) : t('', '');
    return t(
      `${name.zh}要${doToZh(action, what.zh)}，但情境中没有可以这样处理的卡${why.zh}：这个效果没有可以适用的卡，不是必发效果，所以不能发动。`,
      `${name.en} would ${verb(action).en} ${what.en}, but the situation has no card it could do that to${why.en}: the effect has nothing to apply to and is not mandatory, so it cannot be activated.`,
    );
  },
  // CH-CHANCE-PICK-UNDERGO: one card the chance may pick cannot undergo the step.
  [R.CHANCE_PICK_UNDERGO]: ({ name, action, card, kind }) =>
    t(
      `${name.zh}要${verb(action).zh}的卡由猜拳等偶然决定，可能是「${card}」，但${kindWhy(kind).zh}：这个效果可能无法适用，所以不能发动。`,
      `${name.en} would ${verb(action).en} a card chance picks, which may be ${card}, but ${kindWhy(kind).en}: the effect might not be applicable, so it cannot be activated.`,
    ),
  [R.LINK_POSITION]: ({ name, card }) =>
    t(
      `${name.zh}：「${card}」是链接怪兽，${kindWhy('link-position').zh}，不能作为这个效果的对象。`,
      `${name.en}: ${card} is a Link monster; ${kindWhy('link-position').en}, so it is no valid target for this effect.`,
    ),
  [R.LINK_NO_DEF]: ({ name, card, reads }) =>
    t(
      `${name.zh}：「${card}」是链接怪兽，没有守备力，${reads ? '没有可以参照的守备力数值' : '守备力不能改变'}，不能作为这个效果的对象。`,
      `${name.en}: ${card} is a Link monster and has no DEF ${reads ? 'to copy' : 'to change'}, so it is no valid target for this effect.`,
    ),
  [R.CANNOT_UNDERGO]: ({ name, card, action }) =>
    t(`${name.zh}：「${card}」的效果使它不能${action === 'banish' ? '被除外' : '接受这个处理'}，不能作为这个效果的对象。`, `${name.en}: ${card}'s own effect says it cannot be ${action === 'banish' ? 'banished' : 'treated so'}, so it is no valid target for this effect.`),
  [R.BANISH_FACE_DOWN]: () => t('衍生物不能被里侧表示除外：不取对象的「里侧表示除外」不涉及衍生物。', 'A Token cannot be banished face-down: a face-down banish that does not target does not involve Tokens.'),
  [R.ZERO_AMOUNT_TARGET]: ({ name, card }) =>
    t(`${name.zh}：「${card}」的攻击力是0，变成一半或下降也不会改变数值，之后「那个数值」的处理不能进行，不能作为这个效果的对象。`, `${name.en}: ${card} has 0 ATK; halving or lowering it changes nothing, so the step that uses "that amount" could not happen: it is no valid target for this effect.`),
  [R.ZERO_AMOUNT_CHANGE]: ({ name, card, original, stat, others }) => {
    const v = `${original ? '原本' : ''}${stat === 'def' ? '守备力' : '攻击力'}`;
    const en = `${original ? 'original ' : ''}${stat === 'def' ? 'DEF' : 'ATK'}`;
    // CH-STAT-OTHERS-TOTAL: the value is the other monsters' total, not the card's own.
    if (others) return t(`${name.zh}：「${card}」以外的场上的怪兽的${v}合计是0，按这个数值上升·下降等于不变，这个效果不能发动。`, `${name.en}: the monsters on the field other than ${card} have a total ${en} of 0; a change by that value changes nothing, so this effect cannot be activated.`);
    return t(`${name.zh}：「${card}」的${v}是0，按这个数值上升·下降等于不变，这个效果不能发动。`, `${name.en}: ${card}'s ${en} is 0; a change by that value changes nothing, so this effect cannot be activated.`);
  },
  [R.ZERO_SET_ALREADY]: ({ name, card }) =>
    t(`${name.zh}：「${card}」的攻击力已经是0，这个效果在场上的处理只有「攻击力变成0」，不会改变任何东西，不能发动。`, `${name.en}: ${card}'s ATK is already 0; the only change this effect makes on the field is "its ATK becomes 0", which would change nothing, so it cannot be activated.`),
  [R.ATTACKED_NOTHING]: ({ name, card }) =>
    t(`${name.zh}：被攻击的「${card}」没有可以无效的效果，攻击力也是0，这个效果的处理全部不会改变任何东西，不能发动。`, `${name.en}: the attacked ${card} has no effect to negate and 0 ATK; none of this effect's steps would change anything, so it cannot be activated.`),
  [R.LOWER_SHORT]: ({ name, card, stat, by, value }) => {
    const v = stat === 'def' ? '守备力' : '攻击力';
    const en = stat === 'def' ? 'DEF' : 'ATK';
    return t(`${name.zh}：「${card}」的${v}是${value}，不足${by}，这个效果的第一步「${v}下降${by}」不能完全进行，之后的处理也不能进行，不能发动。`, `${name.en}: ${card} has ${value} ${en}, less than ${by}; the first step (its ${en} lowered by ${by}) cannot be done in full, nor the steps after it, so it cannot be activated.`);
  },
  [R.GY_REDIRECT_LINGER]: () => t('直到下个回合结束，之后被送去墓地的卡不去墓地而除外', 'until the end of the next turn, cards sent to the GY from now on are banished instead'),
  [R.STAT_REVERSE]: () => t('直到这个回合结束，之后适用的攻击力·守备力的上升变成下降，下降变成上升', 'until the end of the turn, ATK/DEF raises applied from now on are lowerings, and lowerings raises'),
  [R.REVEAL_ANSWER_PUBLIC]: ({ player, variant, name }) =>
    variant === 'assumed'
      ? t(`${name.zh}：${player}可以从手卡给对方观看符合的卡让这个效果无效；假定${player}没有这样做（给观看的话，之后的处理不进行）。`, `${name.en}: ${player} may show a fitting card of their hand to stop this effect; assumed they do not (if they do, the steps after it are not done).`)
      : variant === 'revealed'
      ? t(`${player}的符合的手卡已经公开，不能再给观看来让这个效果无效`, `${player}'s fitting cards in the hand are already revealed and cannot be shown to stop this effect`)
      : t(`${player}的手卡没有可以给观看的卡，不能让这个效果无效`, `${player} has no card in the hand that could be shown to stop this effect`),
  [R.BURN_ON_DAMAGE]: ({ card, player, amount }) => t(`「${card.name}」的效果同时给与${player} ${amount}伤害`, `${card.name}'s effect deals ${player} ${amount} damage at the same moment`),
  [R.DAMAGE_LOWER_LP_ZERO]: ({ player }) => t(`${player}的基本分比对方少，受到的伤害变成0`, `${player} has less LP than the other player and takes no damage`),
  [R.LOWER_SHORT_APPLY]: ({ name, card, stat, by, value }) => {
    const v = stat === 'def' ? '守备力' : '攻击力';
    const en = stat === 'def' ? 'DEF' : 'ATK';
    return value === null
      ? t(`${name.zh}：「${card}」确定被战斗破坏，攻击力·守备力不会再因效果变化，第一步「${v}下降${by}」不能进行，这个效果完全不适用。`, `${name.en}: ${card} is destroyed by battle and its stats can no longer change, so the first step (its ${en} lowered by ${by}) cannot be done: the effect applies nothing.`)
      : t(`${name.zh}：「${card}」的${v}是${value}，不足${by}，第一步「${v}下降${by}」不能完全进行，这个效果完全不适用。`, `${name.en}: ${card} has ${value} ${en}, less than ${by}; the first step (its ${en} lowered by ${by}) cannot be done in full, so the effect applies nothing.`);
  },
  [R.LOWER_SHORT_TARGET]: ({ name, card, stat, by, value }) => {
    const v = stat === 'def' ? '守备力' : '攻击力';
    const en = stat === 'def' ? 'DEF' : 'ATK';
    return t(`${name.zh}：作为对象的「${card}」的${v}是${value}，不足${by}，第一步「${v}下降${by}」不能完全进行，这个效果完全不适用。`, `${name.en}: the targeted ${card} has ${value} ${en}, less than ${by}; the first step (its ${en} lowered by ${by}) cannot be done in full, so the effect applies nothing.`);
  },
  [R.ATTACK_GRANT]: ({ name, card, why, by, attacks }) =>
    why === 'cannot-attack'
      ? t(`${name.zh}：「${card}」不能攻击（「${by}」），让它能攻击的效果不能适用于它。`, `${name.en}: ${card} cannot attack (${by}), so an effect that lets it attack cannot be applied to it.`)
      : why === 'no-direct'
        ? t(`${name.zh}：「${card}」不能直接攻击（「${by}」），让它可以直接攻击的效果不能适用于它。`, `${name.en}: ${card} cannot attack directly (${by}), so an effect that lets it attack directly cannot be applied to it.`)
        : why === 'not-yet'
          ? t(`${name.zh}：「${card}」可以作${attacks}次攻击（「${by}」），还没有作完这些攻击，「可以继续攻击」的效果要在那之后才能适用。`, `${name.en}: ${card} may attack ${attacks} times (${by}) and has not made those attacks yet; "it may attack again" applies only after them.`)
        : why === 'no-monsters'
          ? t(`${name.zh}：对方场上没有怪兽，「向对方怪兽可以继续攻击」的效果不能发动。`, `${name.en}: the opponent controls no monster, so "it may attack an opponent's monster again" cannot be activated.`)
        : why === 'spent'
          ? t(`${name.zh}：「${card}」可以作${attacks}次攻击（「${by}」），这次战斗阶段中已经攻击了${attacks}次，「只再1次可以攻击」的效果不能适用于它。`, `${name.en}: ${card} may attack ${attacks} times (${by}) and has made those attacks in this Battle Phase, so "it may attack once more" cannot be applied to it.`)
        : t(`${name.zh}：「${card}」已经可以作${attacks}次攻击（「${by}」），相同次数的攻击效果不会叠加，不能适用于它。`, `${name.en}: ${card} may already attack ${attacks} times (${by}); the same number of attacks does not stack, so it cannot be applied to it.`),
  [R.BATTLE_PHASE_ONLY]: ({ name }) =>
    t(`${name.zh}：这个回合的战斗阶段已经结束，这个效果只有在战斗阶段中才会适用（追加攻击·直接攻击、战斗伤害的变化、伤害步骤或战斗阶段结束时的处理），现在不能发动。`, `${name.en}: this turn's Battle Phase is over, and the effect only does something in a Battle Phase (extra or direct attacks, a change of battle damage, a step at the damage step or the end of the Battle Phase), so it cannot be activated now.`),
  [R.BATTLE_DAMAGE_APPLIED]: ({ name, card }) =>
    t(`${name.zh}：这个回合「${card}」的相同的战斗伤害变化已经适用中，这类效果只适用1次，再发动也不会改变什么，所以不能发动（同一个连锁里连锁发动是可以的）。`, `${name.en}: the same change of battle damage (${card}) already applies this turn; such a change applies only once, so another would change nothing and it cannot be activated (chaining one to the other in the same chain is allowed).`),
  [R.BATTLE_STEP_PRIORITY]: ({ name }) =>
    t(`${name.zh}：战斗步骤中，回合玩家攻击宣言之前没有优先权的转移，非回合玩家不能在这时开始连锁（攻击宣言时或之后才可以）。`, `${name.en}: in the battle step no priority passes before the turn player declares an attack, so the non-turn player cannot start a chain then (it may at the declaration or after).`),
  [R.ATTACK_MOVE]: ({ name, card, by }) =>
    t(`${name.zh}：转移攻击对象是重新选择攻击对象，「${card}」现在不能被选择为攻击对象${by ? `（「${by}」）` : ''}，不能转移给它。`, `${name.en}: moving the attack chooses the attack target anew, and ${card} cannot be chosen now${by ? ` (${by})` : ''}, so the attack cannot move to it.`),
  [R.NOTHING_ON_TARGET]: ({ name, card, variant }) =>
    variant === 'target'
      ? t(`「${card}」已经是这个效果不能以它为对象发动的状态（效果已被无效，或攻击力·守备力已经是那个数值），这个效果不适用于它`, `${card} is already as this effect would make it (its effects negated, or its ATK/DEF already at that value), so the effect does not apply to it`)
      : t(`${name.zh}：对「${card}」，这个效果的处理都不会改变任何东西（攻击力·守备力已经是那个数值，或没有可以无效的效果），不能作为这个效果的对象。`, `${name.en}: none of its steps would change anything on ${card} (its ATK/DEF already have that value, or it has no effect left to negate), so it is no valid target for this effect.`),
  [R.CONTROL_LOCKED]: ({ name, card }) =>
    t(`${name.zh}：「${card}」的控制权不会转移，不能作为这个效果的对象。`, `${name.en}: the control of ${card} cannot change, so it is no valid target for this effect.`),
  [R.CANNOT_BE_BANISHED]: ({ name, cards, card }) =>
    t(`${name.zh}：${cards ?? `「${card}」`}在场上表侧表示，不能除外，这个处理不适用于它。`, `${name.en}: ${cards ?? card} cannot be banished while face-up on the field; the banish does not apply to it.`),
  [R.TOKEN_FACE_DOWN]: ({ name, card }) =>
    t(`${name.zh}：「${card}」是衍生物，不能变成里侧表示，不能作为这个效果的对象。`, `${name.en}: ${card} is a Token and cannot be face-down, so it is no valid target for this effect.`),
  [W.NEGATED_NO_TARGET]: ({ link }) =>
    t(
      `C${link}的发动被无效，视为没有取对象：「成为效果的对象时」的效果不满足条件。`,
      `The activation of Chain Link ${link} was negated, so it targeted nothing: effects "when this card is targeted" are not met.`,
    ),
  // WIN-EXTRA-SUMMON: the words of CH-EXTRA-SUMMON, for a trigger of the window (the candidate is dropped).
  [W.EXTRA_SUMMON]: (params) => LEGALITY[R.EXTRA_SUMMON]!(params),
  [W.NOTHING_TO_APPLY]: ({ card, kind, cards }) =>
    t(
      `「${card}」要处理${cards.map((c: string) => `「${c}」`).join('、')}，但${kindWhy(kind).zh}：没有可以适用的卡，不能发动。`,
      `${card} would apply to ${cards.join(', ')}, but ${kindWhy(kind).en}: it has nothing to apply to and cannot be activated.`,
    ),
  [R.CANNOT_BE_ANSWERED_TARGET]: ({ name, below }) =>
    t(
      `${below.zh}的对象不能对应它的发动而发动；${name.zh}正是它的对象，不能直接连锁它（先连锁其他卡之后再发动则可以）。`,
      `The target of ${below.en} cannot be activated in answer to it; ${name.en} is that target, so it cannot be chained directly to it (it may be, after another card is chained first).`,
    ),
  [R.TOKEN_EQUIP]: ({ name, card }) =>
    t(`${name.zh}：「${card}」是当作装备卡使用的衍生物，不是怪兽，不能被效果特殊召唤。`, `${name.en}: ${card} is a Token used as an Equip Card, not a monster: no effect can Special Summon it.`),
  // (`action`: a Special Summon written as the action — refused, not a target; `name` then says whose effect it is, if known.)
  [R.SUMMON_CONDITION]: ({ name, card, variant, zone, of, action }) =>
    variant === 'unnamed-effect'
      ? t(
          `「${card}」有召唤条件，这次特殊召唤没有写明是哪张卡的效果：假定这个效果不无视召唤条件（是无视召唤条件的效果时，写明 [由 那张卡]）。`,
          `${card} has a summoning condition and this Special Summon names no card whose effect makes it: the effect is assumed not to ignore summoning conditions (if it does, write [由 that card]).`,
        )
      : variant === 'assumed' && of !== undefined && of !== 'special'
      ? t(
          `${name.zh}：「${card}」是${of === 'ritual' ? '仪式怪兽' : '额外卡组的怪兽'}，情境没有写明它的出场经历：假定它之前已用正规方法出场过（苏生限制；没有的话写 (未正规出场)），所以可以被效果特殊召唤。`,
          `${name.en}: ${card} is ${of === 'ritual' ? 'a Ritual Monster' : 'an Extra Deck monster'} and the situation does not say how it came out before: assumed it was properly summoned (its revival limit; write (未正规出场) if not), so an effect may summon it.`,
        )
      : variant === 'never-from'
      ? t(
          `${name ? `${name.zh}：` : ''}「${card}」的召唤条件规定它不能从${zoneWord(zone as Place).zh}特殊召唤${action ? '，这次特殊召唤不能进行' : '，不能被这个效果特殊召唤'}（只有「无视召唤条件」的效果才可以）。`,
          `${name ? `${name.en}: ` : ''}${card}'s summoning condition says it cannot be Special Summoned from ${zoneWord(zone as Place).en}${action ? ', so this Special Summon cannot be made' : ', so this effect cannot summon it'} (only an effect that ignores summoning conditions can).`,
        )
      : action && variant === 'only'
      ? t(`${name.zh}：「${card}」的召唤条件规定只能用它自己的方法特殊召唤，即使正规出场过也不能被其他效果特殊召唤，这次特殊召唤不能进行。`, `${name.en}: ${card}'s summoning condition allows only its own way of Special Summoning; even after a proper summon no other effect can Special Summon it, so this Special Summon cannot be made.`)
      : variant === 'never' || variant === 'never-action'
      ? t(
          `${name ? `${name.zh}：` : ''}「${card}」的卡上写着「这张卡不能特殊召唤」（召唤条件）：只有「无视召唤条件」的效果才能把它特殊召唤${variant === 'never' ? '，这个效果不无视召唤条件，它不能作为这个效果的对象' : '，这次特殊召唤不能进行（由无视召唤条件的效果特殊召唤时，写明 [由 那张卡]）'}。`,
          `${name ? `${name.en}: ` : ''}${card}'s text says it cannot be Special Summoned (its summoning condition): only an effect that ignores summoning conditions can Special Summon it${variant === 'never' ? '; this one does not, so it is no valid target' : ', so this Special Summon cannot be made (summoned by such an effect: write [由 that card])'}.`,
        )
      : variant === 'assumed'
      ? t(`${name.zh}：「${card}」是特殊召唤怪兽，假定它之前已用正规方法特殊召唤过（苏生限制），所以可以被效果特殊召唤。`, `${name.en}: ${card} is a Special Summon monster; assumed it was properly Special Summoned before (so an effect may summon it again).`)
      : variant === 'only'
        ? t(`${name.zh}：「${card}」的召唤条件规定只能用它自己的方法特殊召唤，即使正规出场过也不能被其他效果特殊召唤，不能作为这个效果的对象。`, `${name.en}: ${card}'s summoning condition allows only its own way of Special Summoning; even after a proper summon no other effect can Special Summon it, so it is no valid target.`)
        : zone === 'deck' || zone === 'hand'
          ? t(`${name.zh}：「${card}」是特殊召唤怪兽，从${zone === 'deck' ? '卡组' : '手卡'}只能用正规方法出场，不能被这个效果特殊召唤。`, `${name.en}: ${card} is a Special Summon monster; from the ${zone === 'deck' ? 'Deck' : 'hand'} it can only come out by its proper procedure, not by this effect.`)
          : t(`${name.zh}：「${card}」没有正规出场过（情境写明，或之前直接从手卡·卡组·额外卡组离开），不满足苏生限制，不能被这个效果特殊召唤。`, `${name.en}: ${card} was never properly summoned (as the situation says, or it went straight from the hand, the Deck or the Extra Deck), so no effect can Special Summon it.`),
  // CH-SUMMON-BY-FROM: `特殊召唤 X [由 Y]` with X where Y's effect does not take from.
  [R.SUMMON_BY_FROM]: ({ card, by, zone, from }) => {
    const places = (from as Place[]).map((p) => zoneWord(p));
    return t(
      `「${by}」的效果只从${places.map((p) => p.zh).join('或')}特殊召唤：「${card}」在${zoneWord(zone as Place).zh}，不能被这个效果特殊召唤，这次特殊召唤不能进行。`,
      `${by}'s effect Special Summons only from ${places.map((p) => p.en).join(' or ')}: ${card} is in ${zoneWord(zone as Place).en}, so this effect cannot summon it, and this Special Summon is not made.`,
    );
  },
  // CH-NORMAL-SUMMON-BY-EFFECT: an effect's Normal Summon.
  [R.NORMAL_SUMMON_BY_EFFECT]: ({ variant, name, card, need, tributes, kind, condition }) =>
    variant === 'text-count'
      ? t(
          `${name.zh}：「${card}」的文本${condition ? `在「${condition}」时` : ''}允许${need === 0 ? '不用解放' : `解放${need}只${kind ?? '怪兽'}`}通常召唤，按这个最少的解放处理（${[condition ? '那个条件' : '', kind ? '解放的怪兽的种类' : ''].filter(Boolean).join('和')}没有判断，假定满足）。`,
          `${name.en}: ${card}'s text lets it be Normal Summoned ${need === 0 ? 'without tributes' : `with ${need} tribute${need === 1 ? '' : 's'}${kind ? ` (${kind})` : ''}`}${condition ? ` when 「${condition}」` : ''}; that fewest count is used (${[condition ? 'the condition' : '', kind ? 'the kind of the tributes' : ''].filter(Boolean).join(' and ')} not judged, assumed met).`,
        )
      : variant === 'no-tributes'
      ? t(`「${card}」的通常召唤要解放${need}只怪兽（上级召唤），自己场上没有那么多怪兽：不能通常召唤`, `Normal Summoning ${card} needs ${need} tribute${need === 1 ? '' : 's'} (a Tribute Summon), and its player's field has too few monsters: it is not summoned`)
      : variant === 'tributes-assumed'
        ? t(`${name.zh}：「${card}」的通常召唤要解放${need}只怪兽（上级召唤），没有写明解放哪些：假定解放了自己场上的${need}只怪兽。`, `${name.en}: Normal Summoning ${card} needs ${need} tribute${need === 1 ? '' : 's'} (a Tribute Summon); which were tributed is not written: assumed ${need} of its player's monsters were.`)
        : t(
            `${card ? `「${card}」` : '1只怪兽'}${(tributes as string[]).length ? `解放${(tributes as string[]).map((x) => `「${x}」`).join('')}` : ''}通常召唤（效果进行的通常召唤是通常召唤，不是特殊召唤）`,
            `${card ?? 'a monster'} is Normal Summoned${(tributes as string[]).length ? ` tributing ${(tributes as string[]).join(', ')}` : ''} (a Normal Summon made by an effect is a Normal Summon, not a Special Summon)`,
          ),
  // WIN-SUMMON-BY-NOTED-EFFECT: the note `[由 Y]` read.
  [W.SUMMON_BY_NOTED_EFFECT]: ({ card, by }) =>
    t(
      `按注释 [由 ${by}]：「${card}」由「${by}」的效果特殊召唤（效果的特殊召唤，「被效果特殊召唤」等条件据此判断）。`,
      `As the note [由 ${by}] says: ${card} is Special Summoned by the effect of ${by} (a Special Summon by an effect — conditions such as "Special Summoned by an effect" are judged so).`,
    ),
  [R.RESPONDS_INCLUDES_KIND]: ({ name }) =>
    t(
      `${name.zh}回应的「包含…的效果」也看处理的是哪种卡（例如从卡组特殊召唤的必须是怪兽）。`,
      `${name.en} answers "an effect that includes …" only when the step acts on the kind of card its text names (e.g. monsters Special Summoned from the Deck).`,
    ),
  [R.INVOLVES_NEGATED]: ({ name }) =>
    t(
      `${name.zh}的效果必须处理墓地的卡（不是代价），被「对墓地的卡有涉及的效果无效」的永续效果无效。`,
      `${name.en}'s effect must act on cards in the GY (not as a cost), so a continuous "effects that involve cards in the GY are negated" negates it.`,
    ),
  [R.DESTROYS_ANSWERED]: ({ name }) =>
    t(
      `${name.zh}：「那个发动无效并破坏」破坏的是场上的卡，只当被无效的是场上怪兽的效果或已表侧的魔法·陷阱的效果时；魔法·陷阱卡的发动被无效、或那张卡已作为代价离场时，不算破坏场上的卡。`,
      `${name.en}: "negate the activation and destroy it" destroys a card on the field only when it negates the effect of a monster still on the field or of a face-up Spell/Trap — not a Spell/Trap card activation, nor a card that left the field as its cost.`,
    ),
  // ── copied and gained effects (issue 16, 复制) ──
  [R.SUMMON_BY_NAME]: ({ name, card, by }) =>
    t(
      `${name.zh}：「${card}」只能用「${by}」的效果特殊召唤；这个效果是卡名不是「${by}」的卡的效果（只得到了效果、或复制了魔法·陷阱的效果都不算），不能把它特殊召唤。`,
      `${name.en}: ${card} can be Special Summoned only by the effect of ${by}; this is the effect of a card with another name (one that only gained the effect, or copied the Spell/Trap's effect, is not ${by}), so it cannot summon it.`,
    ),
  [R.SUMMON_NEGATE_CANNOT_BANISH]: ({ name, card }) =>
    t(`${name.zh}：这个效果要把被无效召唤的「${card}」除外，但它不能除外，也没有其他可以除外的卡：不能发动。`, `${name.en}: it would banish ${card}, whose summon it negates, but that monster cannot be banished and there is no other card to banish: it cannot be activated.`),
  [R.BATTLE_DAMAGE_TAKEN_COND]: ({ name, amount, atLeast }) =>
    atLeast === '1'
      ? t(`${name.zh}：这次伤害计算中（适用改变·代受战斗伤害的效果之后）自己不会因对方怪兽的攻击受到战斗伤害，不满足发动条件，不能发动。`, `${name.en}: in this damage calculation (after the effects that change or move battle damage) you take no battle damage from an attack by your opponent's monster, so its condition is not met and it cannot be activated.`)
      : t(`${name.zh}：这次伤害计算中自己要受到的每1个战斗伤害都不到${atLeast}（最大${amount}；1次战斗的2个战斗伤害分别判断，不看合计），不满足发动条件，不能发动。`, `${name.en}: no single battle damage you are about to take in this damage calculation reaches ${atLeast} (the largest is ${amount}; two damages of one battle are judged one by one, not added up), so its condition is not met and it cannot be activated.`),
};

