/**
 * The sentences of activating a chain (chain/activate.ts, chain/mandatory.ts), keyed by rule id: what
 * was assumed about an effect number or a place, a link judged past one that could not be activated,
 * a mandatory quick effect left out.
 */
import { t, type Text } from '../../i18n/text.js';
import { effectMark } from '../../i18n/marks.js';
import { R } from '../rule-ids.js';
import { zoneWord } from './words.js';
import type { PhraseBook } from './index.js';

/** Why a card nobody placed is read as being where it is. */
function placeWhy(why: string, zone: Parameters<typeof zoneWord>[0]): Text {
  switch (why) {
    case 'set-earlier':
      return t('假定是之前（不是这个回合）盖放的', 'assumed Set earlier (not this turn)');
    case 'set-this-turn':
      return t('按注释 [本回合盖放]，是这个回合盖放在场上的', 'Set on the field this turn, as its note [本回合盖放] says');
    case 'hand':
      return t('假定从手卡发动', 'assumed activated from the hand');
    case 'self-move':
      return t(`按诱发条件（这张卡自身移动）假定在${zoneWord(zone).zh}发动`, `assumed activated in ${zoneWord(zone).en}, where its trigger (this card moving) put it`);
    case 'text':
      return t(`按效果文本假定在${zoneWord(zone).zh}发动`, `assumed activated in ${zoneWord(zone).en}, as its effect says`);
    case 'monster':
      return t('假定是场上表侧表示的怪兽', 'assumed a face-up monster on the field');
    default:
      return t('假定是场上表侧表示的卡', 'assumed a face-up card on the field');
  }
}

export const ACTIVATION: PhraseBook = {
  /** No effect number typed: the one that fits the situation was taken. */
  'effect:assumed': ({ name, n, why, on }) => {
    const which = n === 0 ? t('卡的发动', 'the card activation') : t(`效果${effectMark(n).zh}`, `effect ${n}`);
    // CH-DEFAULT-EFFECT-CHAINED: why its trigger effect (诱发效果) was passed over, when one was.
    const reason =
      why === 'chained' && on
        ? t(`写在${on.zh}上，取连锁它发动的效果，不取诱发事件没有写出的诱发效果；`, ` (written on ${on.en}: the effect activated in chain to it, not a trigger whose event was not written)`)
        : why === 'unstated'
        ? t('情境没有写出它诱发效果的事件，取现在就能发动的效果；', ' (the input states no event for its trigger effect: the effect that can be activated now)')
        : t('', '');
    return t(`${name.zh}没有写效果编号，${reason.zh}按情况假定为${which.zh}（可写 #n 指定）。`, `${name.en}: no effect number given; assumed ${which.en} from the situation${reason.en} (write #n to choose).`);
  },
  /** CH-TYPED-GAINED: the number names a continuous effect and the ● it grants — the ● was taken; its grant is assumed to apply. */
  [R.TYPED_GAINED]: ({ name, n }) =>
    t(
      `${name.zh}的效果${effectMark(n).zh}是让这张卡得到●效果的效果：按发动的●效果判断，假定这张卡现在满足得到它的条件（例如装备着所需的卡、已再度召唤）。`,
      `${name.en}: effect ${n} grants this card a ● effect; the ● activated is judged, assuming the card meets the condition to have it now (such as being equipped with the card needed, or summoned again).`,
    ),
  /** CH-TYPED-SAME-NUMBER: one number names several activated effects — the choices named, the one taken said (`[●n]` picks one). */
  [R.TYPED_SAME_NUMBER]: ({ name, n, k, options, named }) => {
    const opts = options as { kind: string; words: string | null }[];
    const kindZh: Record<string, string> = { trigger: '诱发效果', flip: '反转效果', quick: '诱发即时效果', ignition: '起动效果' };
    const kindEn: Record<string, string> = { trigger: 'trigger effect', flip: 'flip effect', quick: 'quick effect', ignition: 'ignition effect' };
    const short = (w: string) => (w.length > 40 ? `${w.slice(0, 40)}…` : w);
    const zhList = opts.map((o, i) => `●${i + 1} ${kindZh[o.kind] ?? o.kind}${o.words ? `「${short(o.words)}」` : ''}`).join('；');
    const enList = opts.map((o, i) => `●${i + 1} ${kindEn[o.kind] ?? o.kind}${o.words ? ` (「${short(o.words)}」)` : ''}`).join('; ');
    const mark = effectMark(n as number).zh;
    return named
      ? t(`${name.zh}的效果${mark}只有${opts.length}个效果（${zhList}），没有第${named}个；按情况假定为●${k}。`, `${name.en}: effect ${n} has only ${opts.length} effects (${enList}), not #${named}; ●${k} is assumed from the situation.`)
      : t(
          `${name.zh}的效果${mark}包含${opts.length}个可以发动的效果（${zhList}）。没有写明是哪个，按情况假定为●${k}（可写 ${mark}[●n] 指定）。`,
          `${name.en}: effect ${n} holds ${opts.length} effects that can be activated (${enList}). None was named, so ●${k} is assumed from the situation (write ${mark}[choice n] to choose).`,
        );
  },
  /** ● options chosen at activation: which one was taken, when the note `[●n]` did not say (or named one it lacks). */
  [R.CHOICE]: ({ name, k, of, named }) =>
    named
      ? t(`${name.zh}的效果只有${of}个●选项，没有第${named}个；按情况假定选了第${k}个。`, `${name.en}: its effect has only ${of} ● options, not option ${named}; assumed option ${k} from the situation.`)
      : t(`${name.zh}的效果有${of}个●选项（发动时选择1个），没有写明选了哪个，按情况假定为第${k}个（可写 [●n] 指定）。`, `${name.en}: its effect offers ${of} ● options (one is chosen at activation); none was named, so option ${k} is assumed from the situation (write [choice n] to choose).`),
  /** CH-UP-TO-COUNT: the ● applied are bounded by a count — none (cannot be activated; or, the count gone to 0 by resolution, none applies), or fewer than the ● (the first ones assumed). */
  [R.UP_TO_COUNT]: ({ name, n, of, variant, picked }) =>
    picked
      ? t(`${name.zh}：场地区域有${n}张卡，${of}个●之中最多适用${n}个；没有写明选了哪些，前面的●没有可以适用的卡，假定为${(picked as number[]).map((k) => `●${k}`).join('、')}（可写 [●n] 指定）。`, `${name.en}: ${n} card(s) in the Field Zones, so at most ${n} of its ${of} ● apply; none was named and the ● before it have nothing to apply to, so ${(picked as number[]).map((k) => `option ${k}`).join(', ')} is assumed (write [choice n] to choose).`)
      : variant === 'none'
      ? t(`${name.zh}选最多有场地区域的卡的数量的●适用，但场地区域没有卡（0个）：没有可以适用的●，不能发动。`, `${name.en} applies up to as many ● as there are cards in the Field Zones, but there are none (0): no ● can apply, so it cannot be activated.`)
      : n === 0
      ? t(`${name.zh}：效果处理时场地区域没有卡（0张），${of}个●都不适用。`, `${name.en}: as it resolves there is no card in the Field Zones (0), so none of its ${of} ● applies.`)
      : t(`${name.zh}：场地区域有${n}张卡，${of}个●之中最多适用${n}个；没有写明选了哪些，假定为前${n}个（可写 [●n] 指定）。`, `${name.en}: ${n} card(s) in the Field Zones, so at most ${n} of its ${of} ● apply; none was named, so the first ${n} are assumed (write [choice n] to choose).`),
  /** CH-CHOICE-AT-RESOLUTION: ● options picked as the effect resolves (by its player, or by the opponent), none named — the one assumed. */
  [R.CHOICE_AT_RESOLUTION]: ({ name, k, by, options }) => {
    const opts = options as string[];
    const zhList = opts.length ? `：${opts.map((o, i) => `●${i + 1}「${o}」`).join('；')}` : '';
    const enList = opts.length ? `: ${opts.map((o, i) => `(${i + 1}) 「${o}」`).join('; ')}` : '';
    // CMP-DICE-OUTCOMES: the ● of the number rolled.
    if (by === 'die')
      return t(
        `${name.zh}的效果处理时掷骰子，只适用出现的数目的●${zhList}。没有写明掷出的数目，假定为第${k}个●（可写 [骰子n] 写明掷出的数目，或 [●n] 指定第n个●）。`,
        `${name.en}: as it resolves a die is rolled and only the ● of the number rolled applies${enList}. The roll was not stated, so option ${k} is assumed (write [die n] for the number rolled, or [choice n] for the n-th ●).`,
      );
    return t(
      `${name.zh}的效果处理时由${by === 'opponent' ? '对方' : '发动的玩家'}从以下效果选1个适用${zhList}。没有写明选了哪个，假定为第${k}个（可写 [●n] 指定）。`,
      `${name.en}: as it resolves, ${by === 'opponent' ? 'the opponent' : 'its player'} picks one of its ● options to apply${enList}. None was named, so option ${k} is assumed (write [choice n] to choose).`,
    );
  },
  /** CH-TARGET-UNREAD: words of the target's description the compiler did not read — not checked, the target taken as fitting them. */
  [R.TARGET_UNREAD]: ({ name, words }) =>
    t(
      `${name.zh}：对象的条件「${words}」没有被读懂、没有检查，假定作为对象的卡满足它。`,
      `${name.en}: the target's description 「${words}」 was not read and is not checked — the target is assumed to fit it.`,
    ),
  /** CH-DICE-UNREAD: several dice (`several`), or the words naming what a die's ● acts on (`subject`), not read — said, not applied. */
  [R.DICE_UNREAD]: ({ name, words, variant }) =>
    variant === 'several'
      ? t(
          `${name.zh}掷几次骰子，按出现的数目的合计和相同的数目处理：卡片文本「${words}」没有被读懂，掷出的数目也没有写明的方法（[骰子n] 只用于掷1次骰子的效果），攻击力·守备力的上升和各●的效果都不判断、回答没有按它们处理。`,
          `${name.en} rolls several dice and applies what their sum and equal numbers tell: the text 「${words}」 was not read and there is no way to note several rolls ([die n] is for one die only), so neither the ATK/DEF raise nor any ● is judged — the answer does not apply them.`,
        )
      : t(
          `${name.zh}：卡片文本「${words}」没有被读懂：按骰子适用的●处理的是哪张卡没有判断（回答不列出卡名）。`,
          `${name.en}: the text 「${words}」 was not read, so which card the ● picked by the die acts on is not judged (the answer names none).`,
        ),
  /** CH-CHOICE-NOTE-UNUSED: a `[●n]` note on an effect with no ● to choose. */
  [R.CHOICE_NOTE_UNUSED]: ({ name, n }) =>
    t(
      `注记「●${n}」没有使用：${name.zh}的这个效果没有可以选择的●选项（它的●由投掷硬币等决定，或没有被读懂为选项），不能由注记选；回答没有按注记处理。`,
      `The note [choice ${n}] was not used: this effect of ${name.en} has no ● options to choose from (its ● are decided by a coin toss or the like, or were not read as options), so a note cannot pick one; the answer does not follow it.`,
    ),
  /**
   * CH-DIE-ROLL-NOTE: `[骰子n]` — the ● of the number rolled, applied (said with its words); or the note unused: the effect has no ● picked by a die
   * (`no-dice`), or none headed by that number (`no-face`).
   */
  [R.DIE_ROLL_NOTE]: ({ name, n, k, words, variant, unread }) =>
    variant === 'no-dice'
      ? t(
          `注记「骰子${n}」没有使用：${name.zh}的效果没有按掷出的数目适用的●（或者它的骰子效果没有被读懂），掷出的数目不能决定它怎样处理。`,
          `The note [die ${n}] was not used: ${name.en} has no ● applied by the number rolled (or its die effect was not read), so the roll cannot decide how it resolves.`,
        )
      : variant === 'no-face'
      ? t(`注记「骰子${n}」没有使用：${name.zh}的效果没有对应掷出${n}的●（可写 [●n] 指定第n个●）。`, `The note [die ${n}] was not used: ${name.en} has no ● for a roll of ${n} (write [choice n] for the n-th ●).`)
      : t(
          `${name.zh}的效果处理时掷出${n}：适用第${k}个●「${words}」（按注记）。${unread ? '这个●的处理没有被读懂（卡片文本编译器未能理解），回答没有按它处理。' : ''}`,
          `${name.en}: the die came out ${n}, so option ${k} 「${words}」 applies (from the note).${unread ? ' What that ● does was not read (the card-text compiler did not understand it); the answer does not apply it.' : ''}`,
        ),
  /** CH-SUMMON-HOW-UNSTATED: the monsters whose summon the situation does not state, taken as not summoned the way the effect asks. */
  [R.SUMMON_HOW_UNSTATED]: ({ name, cards, kind }) => {
    const zh = (cards as string[]).map((c) => `「${c}」`).join('、');
    const en = (cards as string[]).join(', ');
    return kind === 'special'
      ? t(
          `${name.zh}的效果看怪兽是不是特殊召唤的：情境中没有写明${zh}怎样出场，假定不是特殊召唤的（是的话写 (特殊召唤)）。`,
          `${name.en}: its effect depends on whether monsters were Special Summoned; the situation does not say how ${en} came out, so not Special Summoned is assumed (write (特殊召唤) if it was).`,
        )
      : t(
          `${name.zh}的效果看怪兽是怎样召唤的：情境中没有写明${zh}怎样出场，假定不是那样召唤的（可写 (上级召唤)、(同调召唤) 等）。`,
          `${name.en}: its effect depends on how monsters were summoned; the situation does not say how ${en} came out, so not that way is assumed (write (上级召唤), (同调召唤)…).`,
        );
  },
  [R.PLACE_DEFAULT]: ({ name, why, zone }) => {
    const w = placeWhy(why, zone);
    return t(`${name.zh}的位置情境中没有写明，${w.zh}。`, `${name.en}: where it was is not stated; ${w.en}.`);
  },
  [R.COST_LP_UNIT]: ({ name, amount }) =>
    t(`${name.zh}的代价是以${amount}为单位支付基本分（可以支付它的任意倍数）；没有写明支付了多少，假定支付了最少的${amount}基本分。`, `${name.en}: its cost is LP paid in multiples of ${amount} (any multiple may be paid); how much was paid is not stated, so the least, ${amount} LP, is assumed.`),
  [R.NO_EFFECT]: ({ name }) =>
    t(`${name.zh}是没有效果的怪兽（通常怪兽·衍生物），没有可以发动的效果，不能作为连锁的一环发动。`, `${name.en} is a monster with no effect (a Normal Monster or a Token): it has nothing to activate, so it cannot be a chain link.`),
  'card:unknown': ({ name }) =>
    t(`${name.zh}的效果内容未知（没有整理过的数据），无法判断能否发动；按连锁顺序处理，结果不明。`, `${name.en}: its behaviour is unknown (no curated or inferred facts), so its legality cannot be judged; it resolves in order with an unknown outcome.`),
  [R.SKIP_ILLEGAL]: ({ name, skipped, below }) =>
    t(
      `${skipped.map((n: number) => `C${n}`).join('、')}不能发动，所以${name.zh}按${below ? `连锁C${below}` : '作为连锁1'}来判断。`,
      `${skipped.map((n: number) => `Chain Link ${n}`).join(', ')} could not be activated, so ${name.en} is judged as chained to ${below ? `Chain Link ${below}` : 'nothing (as Chain Link 1)'}.`,
    ),
  [R.MANDATORY_QUICK]: ({ variant, owner, card, at, n, stacking, laterN }) => {
    const who = t(`${owner}的「${card}」${at ? `（${at}）` : ''}`, `${owner}'s ${card}${at ? ` (${at})` : ''}`);
    const c = `C${n}`;
    if (variant === 'maybe') {
      return t(
        `${who.zh}是必发的诱发即时效果，可能必须连锁${c}发动${stacking ? `（${c}是同时诱发、正在排列的诱发效果之一，必发的诱发即时效果排在所有诱发效果之后）` : '（它的发动条件在情境中没有全部写明）'}；这里没有当作错误。`,
        `${who.en} has a mandatory quick effect and may have to be activated in response to ${c}${stacking ? ` (${c} is one of several simultaneous triggers being stacked; mandatory quick effects come after all of them)` : ' (the situation does not state all it needs to activate)'}; not treated as an error here.`,
      );
    }
    const later = laterN ? t(`这个连锁把它写成了C${laterN}，而不是紧接在${c}之后。`, `The chain as written has it as Chain Link ${laterN}, not directly after ${c}.`) : t('这个连锁没有写它。', 'The chain as written leaves it out.');
    return t(`${who.zh}的效果是必发的诱发即时效果：必须作为下一环连锁${c}发动（强制发动）。${later.zh}`, `${who.en} must be activated as the next chain link in response to ${c} (mandatory quick effect). ${later.en}`);
  },
};
