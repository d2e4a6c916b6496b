/**
 * What an action did, in words (game/actions.ts): the clauses a resolving link's sentence is made of
 * (「「X」被破坏」 / 'X destroyed'), keyed `do:<action verb>` for effects and `cost:<action verb>` for
 * costs paid at activation. Card lists come in as `cards` (a Text already listing the names).
 */
import { t, type Text } from '../../i18n/text.js';
import type { CardKind, Condition, Place, SummonHow, Zone } from '../../cards/facts.js';
import { condText } from './legality.js';
import { R, W } from '../rule-ids.js';
import { qualified } from './legality.js';
import { HOW_WORDS, cardName, counted, fieldLimitWords, list, zoneWord } from './words.js';
import { countedPhase, phaseTitle } from './phase-title.js';
import type { PhraseBook } from './index.js';
import { attributeEn, raceEn } from '../../i18n/game-words.js';

/** Where a summoned monster came from (a card the user did not name). */
function placeWord(p: Zone): Text {
  return p === 'extra' ? t('额外卡组', 'the Extra Deck') : p === 'deck' ? t('卡组', 'the Deck') : p === 'gy' ? t('墓地', 'the GY') : p === 'hand' ? t('手卡', 'the hand') : t('除外状态', 'banishment');
}

/**
 * 「这张卡以外的怪兽卡」 / 'monster cards other than this one': what a protection covers — 「自身以外的」 (`itself`, CH-PROTECT-FROM) when
 * the protected card's own effects are left out (before s58 the words were dropped: 「不受怪兽卡的效果影响」).
 */
function unaffectedBy(kinds: CardKind[], notSelf: boolean, itself = false): Text {
  if (!kinds.length) return itself ? t('自身以外的卡', 'cards other than itself') : t('其他卡', 'other cards');
  const zh = `${notSelf ? '这张卡以外的' : ''}${itself ? '自身以外的' : ''}`;
  const en = `${notSelf ? ' other than this one' : ''}${itself ? ' other than itself' : ''}`;
  return t(`${zh}${kinds.map((k) => (k === 'monster' ? '怪兽' : k === 'spell' ? '魔法' : '陷阱')).join('·')}卡`, `${kinds.join('/')} cards${en}`);
}

export const ACTIONS: PhraseBook = {
  [R.ATTACK_NEGATE_EARLIER]: ({ card }) =>
    t(
      `这个回合早先适用的「${card}」的「这个回合，对方怪兽的攻击只有1次无效」使这次攻击在宣言时无效（持续的效果，不入连锁；情境没有写明这个回合是否已经用过这1次，假定还没有用过）。`,
      `${card}'s 「this turn, negate an attack by an opponent's monster, once」, applied earlier this turn, negates this attack as it is declared (a lasting effect, no chain link; whether its one negation was already used this turn is not stated — taken as not yet).`,
    ),
  // CH-DEFUSE-SET: why a de-fusion summons no set of Fusion Materials.
  [R.DEFUSE_SET]: ({ name, variant, line, missing }) =>
    variant === 'not-fused'
      ? t(`「${name}」不是融合召唤的怪兽，没有融合召唤使用过的一组融合素材：没有怪兽特殊召唤`, `${name} was not Fusion Summoned: it has no set of Fusion Materials used for a Fusion Summon, so nothing is Special Summoned`)
      : variant === 'field-materials'
        ? t(`「${name}」的融合素材是「${line}」：墓地的怪兽不是那一组融合素材，不能特殊召唤`, `${name}'s Fusion Materials are monsters on the field (「${line}」): monsters in the GY are not that set, so none is Special Summoned`)
        : t(`「${name}」的融合召唤使用过的融合素材没有全部在自己墓地（缺少「${missing}」）：不能特殊召唤`, `Not all of the Fusion Materials used for ${name} are in your GY (${missing} is missing): none is Special Summoned`),
  // CH-SUMMON-WITH-MOVED: why the summon with the monsters summoned before is not made.
  [R.SUMMON_WITH_MOVED]: ({ name, how, cards }) => {
    const kind = how === 'xyz' ? t('超量', 'Xyz') : how === 'synchro' ? t('同调', 'Synchro') : t('连接', 'Link');
    return cards
      ? t(`作为素材的${cards.zh}已经不在场上表侧表示存在：${name.zh}不能进行${kind.zh}召唤`, `${cards.en} (the materials) are no longer face-up on the field: ${name.en} makes no ${kind.en} Summon`)
      : t(`没有可以作为素材的怪兽：${name.zh}不能进行${kind.zh}召唤`, `No monster is there to be the materials: ${name.en} makes no ${kind.en} Summon`);
  },
  // CH-ACTIVATED-IN-RESOLUTION: `[发动 X]` — X activated inside the resolving link, or the note not applied (a monster card, a card on the field).
  [R.ACTIVATED_IN_RESOLUTION]: ({ card, variant, by }) =>
    variant === 'not-applied-monster'
      ? t(`「${card}」是怪兽卡，不能这样在「${by}」的效果处理中发动：注记「发动 ${card}」没有适用。`, `${card} is a monster card: it cannot be activated inside ${by}'s resolution, so the note "activate ${card}" was not applied.`)
      : variant === 'not-applied-field'
        ? t(`「${card}」已经在场上，不能这样在「${by}」的效果处理中发动：注记「发动 ${card}」没有适用。`, `${card} is already on the field: it cannot be activated inside ${by}'s resolution, so the note "activate ${card}" was not applied.`)
        : t(`「${card}」发动（在这个效果处理中发动，不进入连锁；它发动时的效果处理不适用）`, `${card} is activated (inside this resolution: no chain link, and what its activation does does not apply)`),
  // CH-COUNT-MOVED: how many cards a step takes by the count its cost moved (「选除外的怪兽数量的…」), or that it is not known.
  [R.COUNT_MOVED]: ({ variant, name, n, how, each, monsters, card }) => {
    const verb = how === 'banish' ? t('除外', 'banished') : how === 'discard' ? t('丢弃', 'discarded') : how === 'tribute' ? t('解放', 'tributed') : how === 'return-to-hand' ? t('回到手卡', 'returned to the hand') : t('送去墓地', 'sent to the GY');
    // (s57) An ATK/DEF change counted by the cards its cost moved (「上升因为这个效果发动而送去墓地的卡数量×500」).
    // (s60) The measure word of what was counted: monsters 只, cards 张 (zh only).
    const unit = monsters ? '只' : '张';
    if (variant === 'stat-known') return t(`${name.zh}：作为代价${verb.zh}了${n}${unit}，攻守变化按${n}×${each}计算。`, `${name.en}: ${n} card(s) were ${verb.en} as its cost, so the change is ${n} × ${each}.`);
    if (variant === 'stat-unknown') return t(`${name.zh}：作为代价${verb.zh}的是哪些卡没有写明（可写 [cost:${verb.zh} 卡名]）：攻守变化（每${unit}${each}）有多少不知道，没有计入攻守。`, `${name.en}: which cards were ${verb.en} as its cost is not written (add [cost:${verb.zh} card name]): how much the change is (${each} per card) is not known, and it is not counted in ATK/DEF.`);
    // (s61) Tokens as many as the cost moved (「解放的怪兽数量的「X衍生物」」): the number, or that it is not known (one is shown).
    // (s61) A level raised by as many as the cost moved (「上升解放的怪兽数量的数值」): the number, or that it is not known (none made).
    if (variant === 'level-known') return t(`${name.zh}：作为代价${verb.zh}了${n}只，等级上升${n}星。`, `${name.en}: ${n} were ${verb.en} as its cost, so the Level rises by ${n}.`);
    if (variant === 'level-unknown') return t(`${name.zh}：作为代价${verb.zh}的是哪些卡没有写明（可写 [cost:${verb.zh} 卡名]）：等级上升多少（和${verb.zh}的数量相同）不知道，没有计入等级。`, `${name.en}: which cards were ${verb.en} as its cost is not written (add [cost:${verb.zh} card name]): how much the Level rises (as many as were ${verb.en}) is not known, and it is not counted.`);
    if (variant === 'tokens-known') return t(`${name.zh}：作为代价${verb.zh}了${n}只，特殊召唤${n}只「${card}」（每个怪兽区域1只，最多5只）。`, `${name.en}: ${n} were ${verb.en} as its cost, so ${n} ${card} are Special Summoned (one per Monster Zone, 5 at most).`);
    if (variant === 'tokens-unknown') return t(`${name.zh}：作为代价${verb.zh}的是哪些卡没有写明（可写 [cost:${verb.zh} 卡名]）：特殊召唤的「${card}」的数量（和${verb.zh}的数量相同）不知道，这里只列出1只。`, `${name.en}: which cards were ${verb.en} as its cost is not written (add [cost:${verb.zh} card name]): how many ${card} are Special Summoned (as many as were ${verb.en}) is not known; only one is listed here.`);
    return variant === 'known'
      ? t(`${name.zh}：作为代价${verb.zh}了${n}只，选${n}只。`, `${name.en}: ${n} were ${verb.en} as its cost, so ${n} are picked.`)
      : t(`${name.zh}：作为代价${verb.zh}的是哪些卡没有写明（可写 [cost:${verb.zh} 卡名]）：选的数量（和${verb.zh}的数量相同）不知道。`, `${name.en}: which cards were ${verb.en} as its cost is not written (add [cost:${verb.zh} card name]): how many are picked (as many as were ${verb.en}) is not known.`);
  },
  // CH-SHOWN-BY-EARLIER: the monster an earlier effect of this card showed, from the history, or that it is not known.
  [R.SHOWN_BY_EARLIER]: ({ variant, name, n, card }) =>
    variant === 'known'
      ? t(`${name.zh}：${n}的效果之前确认的怪兽是「${card}」（之前的连锁的 [确认 ${card}]），选它的同名怪兽。`, `${name.en}: the monster its effect ${n} showed before is ${card} (the [确认 ${card}] of a chain played before); a monster of that name is picked.`)
      : t(`${name.zh}：${n}的效果之前确认的是哪只怪兽不知道（写成之前的连锁「…${n} [确认 卡名] 然后 …」才能知道）：选的怪兽没有按那个卡名限定。`, `${name.en}: which monster its effect ${n} showed before is not known (write it as a chain played before, "…${n} [确认 card name] 然后 …"): the pick is not narrowed to that name.`),
  // CH-SHOWN-CARD-NOTE: the card a link shows (`[确认 X]`), the materials it states, or why neither is known.
  [R.SHOWN_CARD_NOTE]: ({ variant, name, card, parts, opponent, race, attribute }) =>
    variant === 'in-part'
      ? t(`（给人观看的怪兽是「${card}」：卡名「${card}」，${[race, attribute ? `${attribute}属性` : ''].filter(Boolean).join('·')}）`, ` (the monster shown is ${card}: its name, ${[attribute ? attributeEn(attribute as string) : '', race ? raceEn(race as string) : ''].filter(Boolean).join(' ')})`)
      : variant === 'unknown-look'
      ? t(`${name.zh}${opponent ? '给对方观看' : '给双方确认'}的是哪只怪兽没有写明（可写 [确认 卡名]）：之后按那只怪兽（它的卡名·种族·属性等）的处理不知道。`, `Which monster ${name.en} shows is not written (add [确认 card name]): what follows from that monster (its name, Type, Attribute…) is not known.`)
    : variant === 'shown'
      ? t(`「${card}」给双方确认`, `${card} is shown to both players`)
      : variant === 'shown-opponent'
        ? t(`「${card}」给对方观看`, `${card} is shown to the opponent`)
      : variant === 'unknown-name'
        ? t(`${name.zh}给双方确认的是哪张卡没有写明（可写 [确认 卡名]）：它的同名卡是哪些不知道，回答不写除外的卡。`, `Which card ${name.en} shows is not written (add [确认 card name]): which cards share its name is not known, so the answer names none banished.`)
      : variant === 'not-fit'
        ? t(`${name.zh}的注记「确认 ${card}」没有适用：「${card}」不是这个效果能给双方确认的卡（看卡片文本写的种类和位置，例如自己额外卡组的融合怪兽）。`, `${name.en}'s note "show ${card}" was not applied: ${card} is not a card this effect can show (see the kind and place its text says, e.g. a Fusion Monster in its player's Extra Deck).`)
        : variant === 'unknown'
          ? t(`${name.zh}给双方确认的是哪只怪兽没有写明（可写 [确认 卡名]）：送去墓地的融合素材怪兽是哪些不知道，回答不写卡名。`, `Which monster ${name.en} shows is not written (add [确认 card name]): which Fusion Materials it sends is not known, so the answer names none.`)
          : variant === 'no-line'
            ? t(`给双方确认的「${card}」的融合素材没有读懂（或是数量不定的「…以上」）：送去墓地的融合素材怪兽是哪些，回答不写卡名。`, `The Fusion Materials of ${card}, the monster shown, were not read (or their number is open, 「…or more」): the answer names none of the materials sent.`)
            : variant === 'lead'
              ? t(`「${card}」决定的融合素材怪兽（${parts}）：`, `the Fusion Materials ${card} states (${parts}): `)
              : variant === 'unknown-named'
                ? t(`${name.zh}给对方观看的是哪只融合怪兽没有写明（可写 [确认 卡名]）：它有卡名记述的融合素材怪兽是哪些不知道，回答不写卡名。`, `Which Fusion Monster ${name.en} shows is not written (add [确认 card name]): which Fusion Materials it names is not known, so the answer names none.`)
                : variant === 'none-named'
                  ? t(`${name.zh}给对方观看的「${card}」的融合素材没有卡名记述（或没有读懂）：没有可以选的融合素材怪兽。`, `${card}, the monster ${name.en} shows, names no Fusion Material by card name (or its line was not read): there is no material to pick.`)
                  : variant === 'lead-named'
                    ? t(`「${card}」有卡名记述的融合素材怪兽（${parts || '无'}）：`, `a Fusion Material ${card} names (${parts || 'none'}): `)
                    : variant === 'lead-unknown-named'
                      ? t('给对方观看的融合怪兽有卡名记述的融合素材怪兽（未写明是哪只融合怪兽）：', 'a Fusion Material named on the monster shown (which monster is not written): ')
              : t('给双方确认的融合怪兽决定的融合素材怪兽（未写明是哪只融合怪兽）：', 'the Fusion Materials of the monster shown (which monster is not written): '),
  // CH-LP-PAID-VALUE: the value a pick is bounded by — the LP paid — or why it is not known.
  [R.LP_PAID_VALUE]: ({ variant, name, stat, n }) => {
    const zh = stat === 'atk' ? '攻击力' : stat === 'def' ? '守备力' : '攻击力或守备力';
    const en = stat === 'atk' ? 'ATK' : stat === 'def' ? 'DEF' : 'ATK or DEF';
    if (variant === 'lead') return t(`支付的基本分是${n}（之前的连锁）：选${zh}是${n}的卡，`, `${n} LP were paid (the chain before): the card picked has ${en} ${n}; `);
    const why = variant === 'none'
      ? t('之前没有写出支付基本分（写出支付的连锁，再写 然后 C1 …）', 'no payment of LP is written before it (write the chain that paid, then 然后 C1 …)')
      : variant === 'several'
        ? t('之前写出的几次支付数值不同，不知道回应的是哪一次', 'the payments written before differ in amount, and which one it answers is not known')
        : t('之前写出的支付没有数值（例如没有写基本分的「支付一半」）', 'the payment written before has no amount (e.g. 「pay half」 with the LP not given)');
    return t(`${name.zh}：「和那个数值相同的${zh}」的数值是支付的基本分，但${why.zh}：选的卡没有按那个数值筛选。`, `${name.en}: 「the same ${en} as that amount」 is the LP paid, but ${why.en}: the card picked is not narrowed by it.`);
  },
  /** A card the user did not name (summoned from the deck): called what it is. */
  'card:unnamed': () => t('那只怪兽', 'that monster'),
  // CH-SAME-POSITION: every monster the step changes already has the position it names (`faceDown`: face-down Defense Position).
  [R.SAME_POSITION]: ({ cards, faceDown }) => {
    const c = cards as Text;
    return faceDown
      ? t(`${c.zh}已经是里侧守备表示，表示形式没有改变（不是表示形式变更）`, `${c.en} is already in face-down Defense Position: its position does not change (no change of battle position)`)
      : t(`${c.zh}已经是那个表示形式，表示形式没有改变（不是表示形式变更）`, `${c.en} already has that battle position: it does not change (no change of battle position)`);
  },
  /** An action on a card whose zone nobody gave (notation form 8). */
  [R.SELF_MOVED]: ({ card, zone }) => {
    const where = zoneWord(zone as Zone | null);
    return t(
      `「${card}」已经离开发动时的位置（现在在${where.zh}，当作另一张卡），对它的这一步处理不进行`,
      `${card} left the place it was activated from (it is now in ${where.en}, a new card), so the step on it is not done`,
    );
  },
  [R.CARD_IDENTITY]: ({ cards, after }) => {
    const c = cards as Text;
    return after === 'activated'
      ? t(`${c.zh}在发动效果之后已经移动到别的地方（当作另一张卡），对它的这一步处理不进行`, `${c.en} moved elsewhere after it activated its effect (a new card), so the step on it is not done`)
      : t(`${c.zh}在这个效果移动它之后又离开了那里（当作另一张卡），对它的这一步处理不进行`, `${c.en} moved again after this effect moved it (a new card), so the step on it is not done`);
  },
  [R.ZONE_EXTRA_SUMMON]: ({ card, link }) =>
    link
      ? t(`「${card}」是连接怪兽（或额外卡组表侧表示的灵摆怪兽）：从额外卡组特殊召唤只能放到自己可以使用的额外怪兽区域或连接端（连接标记指向的主要怪兽区域），现在两者都没有空位，不能特殊召唤。`, `${card} is a Link monster (or a Pendulum monster face-up in the Extra Deck): from there it can only go to an Extra Monster Zone its player may use or to a linked zone (a Main Monster Zone a link arrow points to), and neither is free: it cannot be Special Summoned.`)
      : t(`「${card}」从额外卡组特殊召唤要放到自己可以使用的额外怪兽区域或空着的主要怪兽区域，现在都没有空位，不能特殊召唤。`, `${card} from the Extra Deck needs an Extra Monster Zone its player may use or a free Main Monster Zone, and none is free: it cannot be Special Summoned.`),
  [R.COUNTER_NEGATED]: ({ card, counters }) => {
    const zh = (counters as string[]).join('、');
    const en = (counters as string[]).map((x) => x.replace(/^(\d+)个(.+?)(?:指示物)?$/, '$1 $2')).join(', ');
    return t(`「${card}」的效果被场上表侧表示的卡的永续效果无效化：只有能放置的卡才能放置的指示物（情境写的${zh}）不能留在它上面，全部取除，它按指示物变化的攻守也不适用。`, `${card}'s effects are negated by a face-up card's continuous effect: counters only a card able to hold them may carry (${en} counters, as the situation lists them) cannot stay on it and are all removed, and its ATK/DEF counted by them does not apply.`);
  },
  [R.DICE_FLOOR]: ({ name, cards, max }) =>
    t(
      `${name.zh}的骰子结果没有写明：只有等级·阶级${max}以下的怪兽无论掷出多少都会被破坏；${cards.zh}是否被破坏要看掷出的数目合计，这里当作没有被破坏。`,
      `${name.en}: the dice result was not given — only monsters of Level/Rank ${max} or lower are destroyed whatever is rolled; whether ${cards.en} are destroyed depends on the total rolled, and they are taken as not destroyed here.`,
    ),
  [R.COUNTER_PLACE]: ({ note, kind, count, remove, cards }) => {
    const en = counterKindEn(kind as string);
    const n = typeof count === 'number' ? `${count} ` : remove ? 'all ' : '';
    // One counter or several: the plural said when the count is not 1 (all: several).
    const many = count !== 1;
    const what = `${n}${en ? `${en} Counter${many ? 's' : ''}` : `counter${many ? 's' : ''} of the kind the text names`}`;
    const on = (cards as string[]).length ? (cards as string[]).join(', ') : 'no card';
    return t(note as string, remove ? `${what} removed from ${on}` : `${what} placed on ${on}`);
  },
  [R.COUNTER_MAX]: ({ card, kind, max, after }) => {
    const en = counterKindEn(kind as string);
    return t(
      `「${card}」已经有它自身记述的最多数量（${max}个）的${kind}指示物，不能再放置，没有放置指示物${after ? '；那之后的处理也不进行' : ''}`,
      `${card} already holds the most ${en ? `${en} Counters` : 'counters of that kind'} its own text allows (${max}): none is placed${after ? ', and what the text does after that is not done' : ''}`,
    );
  },
  [R.PROCEDURE_CONDITION]: ({ card, conds, variant }) => {
    // The conditions the card's procedures state, in words: those of one procedure together, the procedures as alternatives.
    const procs = (conds as Condition[][] | undefined) ?? [];
    const zh = procs.map((cs) => cs.map((c) => condText(c).zh).join('，')).join('；或者');
    const en = procs.map((cs) => cs.map((c) => condText(c).en).join(', and ')).join('; or ');
    if (variant === 'assumed') {
      return t(`「${card}」用自身的方法特殊召唤需要卡上写的条件（${zh}），情境中没有写明能判断它的场面，假定满足。`, `${card}'s own procedure needs the state its text states (${en}); the situation does not show enough to judge it, so it is assumed met.`);
    }
    return t(`「${card}」用自身的方法特殊召唤需要卡上写的条件（${zh}），现在不满足：不能这样特殊召唤。`, `${card}'s own procedure needs the state its text states (${en}), which does not hold now: it cannot be Special Summoned that way.`);
  },
  // CH-PROCEDURE-CONDITION-UNREAD (../game/perform.ts): the clauses as the text words them.
  [R.PROCEDURE_CONDITION_UNREAD]: ({ card, conds }) => {
    const said = ((conds as string[] | undefined) ?? []).map((c) => `「${c}」`).join('、');
    return t(
      `「${card}」用自身的方法特殊召唤的条件（${said}）没有被读懂（卡片文本编译器未能理解）：没有按它判断，假定满足；请对照卡片文本确认。`,
      `The condition of ${card}'s own procedure (${said}) was not read (the card-text compiler did not understand it): the summon is not judged on it, and it is assumed met — check the card text.`,
    );
  },
  // CH-PROCEDURE-FROM-ZONE (../game/perform.ts).
  [R.PROCEDURE_FROM_ZONE]: ({ card, places, from }) => {
    const ps = (places as Place[]).map((p) => zoneWord(p));
    return t(
      `「${card}」用自身的方法只能从${ps.map((p) => p.zh).join('·')}特殊召唤（卡上写的），它现在在${zoneWord(from as Place).zh}：不能这样特殊召唤（由效果特殊召唤的场合写 (效果)）。`,
      `${card}'s own procedure Special Summons it only from ${ps.map((p) => p.en).join(' or ')} (as its text says); it is in ${zoneWord(from as Place).en}, so it cannot be Special Summoned that way (write (效果) for a summon by an effect).`,
    );
  },
  // CH-PROCEDURE-TIMING (../game/procedure-timing.ts).
  [R.PROCEDURE_TIMING]: ({ card, kind, why, player, turn, phase }) => {
    const what =
      kind === 'method'
        ? t(`「${card}」的同调·超量·连接召唤`, `the Synchro, Xyz or Link Summon of ${card}`)
        : kind === 'pendulum'
          ? t(`灵摆召唤「${card}」`, `Pendulum Summoning ${card}`)
          : t(`用「${card}」自身的手续特殊召唤`, `Special Summoning ${card} by its own procedure`);
    // (A Pendulum Summon is no monster's procedure but the rules' own 条件特殊召唤: said so, with the same timing.)
    const rule =
      kind === 'pendulum'
        ? t('灵摆召唤是规则进行的特殊召唤（条件特殊召唤），不是效果，不发动，只能由回合玩家在自己的主要阶段、没有连锁进行中时（可以通常召唤的时候）进行', 'a Pendulum Summon is a Special Summon the rules make, no effect and not activated: only the turn player makes it, in their own Main Phase, with no chain going on (when they could Normal Summon)')
        : t('召唤手续（条件特殊召唤）不是效果，不发动，只能由回合玩家在自己的主要阶段、没有连锁进行中时（可以通常召唤的时候）进行', 'a summoning procedure is no effect and is not activated: only the turn player makes it, in their own Main Phase, with no chain going on (when they could Normal Summon)');
    const byEffect = t('如果是卡的效果把它特殊召唤，在动作后写 (效果) 或 [由 卡名]', 'If a card\'s effect Special Summons it, write (效果) or [由 card] after the action');
    if (why === 'not-turn-player') {
      return t(`${what.zh}不能进行：${rule.zh}；这里是 ${player} 在 ${turn} 的回合。（${byEffect.zh}。）`, `${what.en} cannot be done: ${rule.en}; here ${player} does it in ${turn}'s turn. (${byEffect.en}.)`);
    }
    const title = phaseTitle(String(phase));
    return t(`${what.zh}不能进行：${rule.zh}；情境写的是${title.zh}。（${byEffect.zh}。）`, `${what.en} cannot be done: ${rule.en}; the situation says ${title.en}. (${byEffect.en}.)`);
  },
  // SIT-SUMMON-NEEDS-TRIBUTES (../game/untributed.ts): too few monsters to tribute on a field listed in full, or the tributes assumed.
  [R.SUMMON_NEEDS_TRIBUTES]: ({ variant, card, level, need, fewest, set, actor, has }) => {
    const doing = set ? t('盖放', 'Set') : t('通常召唤', 'Summon');
    if (variant === 'too-few') {
      const names = has as string[];
      const hasZh = names.length ? `只有${names.map((n) => `「${n}」`).join('')}` : '没有怪兽';
      const hasEn = names.length ? names.join(', ') : 'no monster';
      const lighter = fewest < need ? t(`（它的文本允许解放${fewest}只）`, ` (its text allows ${fewest})`) : t('', '');
      return t(
        `「${card}」是${level}星怪兽：${doing.zh}需要解放${fewest}只怪兽${lighter.zh}，${actor} 场上写全了（${hasZh}），可以解放的怪兽不够：不能${set ? '盖放' : '召唤'}，什么也没有发生。`,
        `${card} is Level ${level}: its Normal ${doing.en} needs ${fewest} tribute${fewest > 1 ? 's' : ''}${lighter.en}, and ${actor}'s field, listed in full, holds ${hasEn}: too few to tribute, so it cannot be ${set ? 'Set' : 'summoned'}; nothing happens.`,
      );
    }
    return t(
      `「${card}」是${level}星怪兽：${doing.zh}需要解放${need}只怪兽（5·6星1只，7星以上2只）。这里没有写解放的怪兽，假定已经解放（上级召唤写 \`上级召唤 ${card} 解放 …\`；有让它不用解放召唤的效果的场合，把那张卡写进情况）。解放的是哪只怪兽不知道：它们被解放·送去墓地时满足条件的效果（「这张卡被解放的场合」「从场上送去墓地的场合」等）这里没有判断，也没有列入时点；写出祭品才会判断。`,
      `${card} is Level ${level}: its Normal ${doing.en} needs ${need} tribute${need > 1 ? 's' : ''} (Level 5–6: 1, Level 7 or more: 2). None are written here; they are assumed made (write a Tribute Summon as 上级召唤 ${card} 解放 …; if an effect lets it be summoned without tributes, list that card in the situation). Which monsters were tributed is not known: effects their tribute or trip to the GY would meet ("if this card is Tributed", "if sent from the field to the GY") are not judged and not in the window; write the tributes to have them judged.`,
    );
  },
  // CH-MAIN-PHASE-ACTION (../game/main-phase-action.ts).
  [R.MAIN_PHASE_ACTION]: ({ card, verb, phase, why, player, turn }) => {
    const what = verb === 'set' ? t(`盖放「${card}」`, `Setting ${card}`) : verb === 'flip-summon' ? t(`反转召唤「${card}」`, `Flip Summoning ${card}`) : t(`通常召唤「${card}」`, `Normal Summoning ${card}`);
    if (why === 'not-turn-player') {
      return t(
        `${what.zh}不能进行：通常召唤（包括上级召唤）、盖放和反转召唤只由回合玩家在自己的主要阶段进行；这里是 ${player} 在 ${turn} 的回合这样做，这个动作不进行。（效果让玩家进行的召唤·盖放写 (效果)；效果进行的特殊召唤写 [由 卡名]。）`,
        `${what.en} cannot be done: a Normal Summon (Tribute Summons included), a Set and a Flip Summon are made only by the turn player, in their own Main Phase; here ${player} does it in ${turn}'s turn, so the action is not made. (A summon or Set an effect lets a player make: write (效果); a Special Summon by an effect: write [由 card].)`,
      );
    }
    const title = phaseTitle(String(phase));
    if (why === 'not-main-phase') {
      return t(
        `${what.zh}不能进行：情境写的是${title.zh}，通常召唤（包括上级召唤）、盖放和反转召唤只由回合玩家在自己的主要阶段进行，这个动作不进行。（效果让玩家进行的召唤·盖放写 (效果)；效果进行的特殊召唤写 [由 卡名]。）`,
        `${what.en} cannot be done: the situation says ${title.en}, and a Normal Summon (Tribute Summons included), a Set and a Flip Summon are made only by the turn player, in their own Main Phase; the action is not made. (A summon or Set an effect lets a player make: write (效果); a Special Summon by an effect: write [由 card].)`,
      );
    }
    return t(
      `${what.zh}不能进行：情境写的是${title.zh}，伤害步骤中不能进行通常召唤（包括上级召唤）、盖放和反转召唤（它们是主要阶段的行动），这个动作不进行。（伤害步骤中处理的效果进行的特殊召唤可以：写 [由 卡名]。）`,
      `${what.en} cannot be done: the situation says ${title.en}, and in the Damage Step no Normal Summon (Tribute Summons included), Set or Flip Summon is made (they are Main Phase actions); the action is not made. (A Special Summon by an effect resolving in the Damage Step can be: write [由 card].)`,
    );
  },
  // CH-DIRECT-DAMAGE-ACTION (../game/direct-damage.ts).
  [R.DIRECT_DAMAGE_ACTION]: ({ card, why, phase, turn, foe, monsters, verdict }) => {
    // (s57) Barred as an attack declaration would be: its verdict says why.
    if (why === 'attack-barred') {
      const v = verdict as Text;
      // The verdict opens with the attack it judges (「X」直接攻击：不能——); said once here, not twice.
      const zh = v.zh.replace(`「${card}」直接攻击：不能——`, '');
      const en = v.en.replace(`${card} attacking directly: not allowed — `, '');
      return t(`「${card}」不能进行这次直接攻击：${zh}这个直接攻击不进行。`, `${card} cannot make this direct attack: ${en} This direct attack is not made.`);
    }
    if (why === 'not-on-field') {
      return t(
        `「${card}」不是写在场上的怪兽：只有场上的怪兽能直接攻击，这个直接攻击不进行（在情况里把它写在场上：\`B场:${card}\`）。`,
        `${card} is not written as a monster on the field: only a monster on the field attacks directly, so this direct attack is not made (write it on the field in the situation: \`B场:${card}\`).`,
      );
    }
    if (why === 'not-battle-phase') {
      const title = phaseTitle(String(phase));
      return t(
        `「${card}」不能直接攻击：情境写的是${title.zh}，攻击只在战斗阶段进行，这个直接攻击不进行。`,
        `${card} cannot attack directly: the situation says ${title.en}, and attacks are made only in the Battle Phase; this direct attack is not made.`,
      );
    }
    if (why === 'not-turn-player') {
      return t(
        `「${card}」不能直接攻击：攻击只由回合玩家的怪兽进行，这里是 ${turn} 的回合，这个直接攻击不进行。`,
        `${card} cannot attack directly: only the turn player's monsters attack, and it is ${turn}'s turn; this direct attack is not made.`,
      );
    }
    if (why === 'defense') {
      return t(
        `「${card}」是守备表示（或里侧表示）：守备表示的怪兽不能攻击，这个直接攻击不进行。`,
        `${card} is in Defense Position (or face-down): a Defense Position monster cannot attack, so this direct attack is not made.`,
      );
    }
    const names = list(((monsters ?? []) as string[]).map((n) => t(`「${n}」`, n)));
    return t(
      `这不是直接攻击：${foe} 场上有怪兽（${names.zh}），「${card}」也没有可以直接攻击的效果，只能攻击怪兽（写 \`攻击宣言 ${card} → 对象\`，伤害写 \`{… 攻击:${card}→对象} 伤害计算\`）。`,
      `This is no direct attack: ${foe} has monsters (${names.en}) and ${card} has no effect letting it attack directly; it can only attack a monster (write \`攻击宣言 ${card} → target\`; its damage: \`{… 攻击:${card}→target} 伤害计算\`).`,
    );
  },
  [R.GY_REDIRECT_PROCEDURE]: ({ card, sent, source }) =>
    t(`「${card}」的特殊召唤手续要把卡送去墓地，但表侧表示的「${source}」让送去墓地的「${sent}」不去墓地而除外：不能进行这个手续，不能这样特殊召唤。`, `${card}'s procedure sends cards to the GY, but ${source}, face-up, would banish ${sent} instead: the procedure cannot be done, so ${card} cannot be Special Summoned that way.`),
  [R.PROCEDURE_FORBIDDEN_FROM]: ({ card, banished, source }) =>
    t(`「${card}」的特殊召唤手续要把卡除外，但场上表侧表示的「${source}」让那个场所的卡不能除外：不能把「${banished}」除外来进行这个手续（手续不是效果，从其他场所除外可以）。`, `${card}'s procedure banishes cards, but ${source}, face-up on the field, stops cards there from being banished: ${banished} cannot be banished for it (the procedure is no effect; cards banished from elsewhere may still pay it).`),
  [R.SUMMON_ACT_LIMIT]: ({ card, variant, source, limit, there, player }) => {
    if (variant === 'pledge') {
      return t(`这个回合${player}已经发动了「${source}」，它的誓约（这个效果发动的回合自己不能那样召唤）在发动时就开始适用（效果被无效也适用，发动被无效则不适用）：不能召唤「${card}」。`, `${player} activated ${source} this turn; its pledge (the turn you activate it you cannot summon so) binds from that activation (also when its effect was negated, not when its activation was): ${card} cannot be summoned.`);
    }
    if (variant === 'only-one') {
      return t(`${there === card ? `「${card}」` : `「${there}」`}已经在场上表侧表示存在，${source}只能有1张表侧表示存在：不能把「${card}」表侧表示召唤（用场上那张作为素材·解放也不行，按召唤前的场面判断）。`, `${there} is already face-up on the field and ${source} may have only 1 face-up: ${card} cannot be summoned face-up (not even using that one as material or tribute: judged on the board before the summon).`);
    }
    const w = fieldLimitWords(limit);
    const count = limit === 'not-more-than-controller';
    return t(
      `场上表侧表示的「${source}」规定${player}${w.zh}；「${card}」出场会违反这个限制（${count ? '先离场的解放·素材不算' : '按召唤前的场面判断，作为素材·解放的怪兽也算'}），不能召唤。`,
      `${source}, face-up on the field, allows ${player} ${w.en}; ${card} arriving would break that (${count ? 'the tributes and materials that leave first not counted' : 'judged on the board before the summon, its materials and tributes still there'}), so it cannot be summoned.`,
    );
  },
  [R.TURN_PART_EARLIER]: ({ card, source, player }) =>
    t(
      `这个回合${player}早些时候发动的「${source}」的效果已经适用，它留下的“这个回合”的限制（效果的一部分，不是誓约）到回合结束为止都适用：不能召唤「${card}」。（那次效果被无效或被改写的场合不适用。）`,
      `${player} activated ${source} earlier this turn and its effect applied: the limit it left for the rest of the turn (part of the effect, not a pledge) binds until the turn ends, so ${card} cannot be summoned. (Had that effect been negated or rewritten, it would not bind.)`,
    ),
  [R.CANNOT_USE_ACT]: ({ card, variant, summoned }) =>
    variant === 'material'
      ? t(`「${card}」不能使用（卡名被宣言）：不能作为需要素材的特殊召唤（F·S·X·L召唤，或这类怪兽自身的召唤方法）的素材，不能这样特殊召唤「${summoned}」。（解放、作为代价或召唤手续送走它不受这个限制。）`, `${card} cannot be used (its name was declared): it cannot be Fusion, Synchro, Xyz or Link Material (nor material for such a monster's own procedure), so ${summoned} cannot be Special Summoned this way. (Tributing it, or sending it as a cost or for a procedure, is still allowed.)`)
      : variant === 'set'
        ? t(`「${card}」不能使用（卡名被宣言）：不能出现在场上，不能盖放。`, `${card} cannot be used (its name was declared): it cannot appear on the field, so it cannot be Set.`)
        : t(`「${card}」不能使用（卡名被宣言）：不能通常召唤·反转召唤·特殊召唤（已经在场上的也不能再1次召唤·反转召唤）。`, `${card} cannot be used (its name was declared): it cannot be Normal, Flip or Special Summoned (one already on the field cannot be Gemini or Flip Summoned either).`),
  [R.ZONE_MAIN_ONLY]: ({ card }) =>
    t(`「${card}」不是从额外卡组出场，只能放到主要怪兽区域（额外怪兽区域不能用），现在没有空着的主要怪兽区域，不能召唤·特殊召唤。`, `${card} does not come from the Extra Deck, so it can only go to a Main Monster Zone (never an Extra Monster Zone), and none is free: it cannot be summoned.`),
  [R.TRIBUTE_OPPONENT_UNAFFECTED]: ({ card, source }) =>
    t(
      `「${source}」让对方场上的怪兽变成可以被自己解放的状态，这是影响那只怪兽的效果：「${card}」不受「${source}」的效果影响，不能作为自己怪兽的代替被解放，这次上级召唤不能进行。`,
      `${source} puts the opponent's monster in a state where its player may tribute it — an effect that affects that monster: ${card} is unaffected by ${source}'s effects, so it cannot be tributed in place of one's own monster, and this Tribute Summon cannot be made.`,
    ),
  [R.UNCLASSIFIED_GY_LOCK]: ({ card, source }) =>
    t(
      `「${card}」可以通常召唤，所以从墓地把自身特殊召唤是效果（无种类效果），不是召唤手续：场上表侧表示的「${source}」使涉及墓地的卡的效果无效，这个效果被无效，不能使用——不能特殊召唤，也不能只进行它的其他处理（例如让怪兽回到手卡）。`,
      `${card} can be Normal Summoned, so Special Summoning itself from the GY is an effect (with no class), not a summoning procedure: ${source}, face-up on the field, negates effects that involve cards in the GY, so this effect is negated and cannot be used — no summon, and none of its other part (such as returning a monster to the hand) either.`,
    ),
  [W.EXTRA_ORIGIN]: ({ card }) =>
    t(`没有写明「${card}」原本在哪里：它是额外卡组的怪兽，当作从额外卡组特殊召唤（「从额外卡组特殊召唤的场合」等条件据此判断）。`, `Where ${card} was before is not given: it is an Extra Deck monster, so it is taken as Special Summoned from the Extra Deck (conditions such as "if a monster is Special Summoned from the Extra Deck" are judged so).`),
  'act:from-unknown': ({ card }) =>
    t(`没有写明「${card}」原本在哪里；「从…」为条件的效果无法判断。`, `Where ${card} was before is not given; effects that depend on where it came from cannot be judged.`),
  // ── costs ──
  'cost:pay-lp': ({ amount }) => t(`支付${amount ?? '一半'}基本分`, `paid ${amount ?? 'half their'} LP`),
  'cost:discard': ({ self, count }) => (self ? t('把这张卡丢弃', 'discarded this card') : t(`丢弃${count}张手卡`, `discarded ${counted(count as number, 'card')}`)),
  'cost:chosen': ({ tribute, cards }) => (tribute ? t(`把${cards.zh}解放`, `tributed ${cards.en}`) : t(`${cards.zh}作为代价`, `${cards.en} as the cost`)),
  'cost:unknown': () => t('支付了代价', 'paid the cost'),
  'cost:self': ({ how }) => {
    switch (how) {
      case 'banish':
        return t('把这张卡除外', 'banished this card');
      case 'return-to-hand':
        return t('把这张卡返回手卡', 'returned this card to the hand');
      case 'return-to-extra':
        return t('把这张卡返回额外卡组', 'returned this card to the Extra Deck');
      case 'return-to-deck':
        return t('把这张卡返回卡组', 'returned this card to the Deck');
      case 'tribute':
        return t('把这张卡解放', 'tributed this card');
      default:
        return t('把这张卡送去墓地', 'sent this card to the GY');
    }
  },
  'cost:change-position': () => t('改变了这张卡的表示形式', "changed this card's position"),
  'cost:only-fit': ({ name, cards }) =>
    t(`${name.zh}的代价：情境中符合条件的只有${cards.zh}，假定用它支付。`, `${name.en}: the only card that fits its cost is ${cards.en}; assumed it paid the cost.`),
  'cost:not-target': ({ name, cards }) =>
    t(
      `${name.zh}的代价：情境中符合条件的只有它的对象${cards.zh}，用它支付的话对象就不在了、效果什么也不做，所以假定用没写出的卡支付（用的是哪张不知道；要指定，写[cost:解放 X]等注记）。`,
      `${name.en}: the only written card that fits its cost is its own target ${cards.en}; paid with it, the target would be gone and the effect would do nothing, so the cost is assumed paid with a card not written (which one is not known; to name it, write a note such as [cost:解放 X]).`,
    ),
  // ── effects ──
  [R.FLIP_SUMMON_CHAIN]: ({ name, cards: c }) => {
    return t(
      `${name.zh}不处理：正在反转召唤的${c.zh}在这组连锁中已经表侧表示在场上，处理时它已不再表侧表示在场上（或者不受这个效果影响），没有可以无效的反转召唤，也不破坏。`,
      `${name.en} does nothing: ${c.en}, being Flip Summoned, was already face-up on the field in this chain; by now it is no longer face-up there (or this effect does not apply to it), so there is no Flip Summon to negate and nothing is destroyed.`,
    );
  },
  [R.GEMINI_SUMMON_CHAIN]: ({ name, cards: c, gone }) =>
    gone
      ? t(
          `${name.zh}不处理：正在再度召唤的二重怪兽${c.zh}处理时已经不在场上表侧表示（离开了场上或变成了里侧表示），不再是再度召唤的状态，没有可以无效的召唤。`,
          `${name.en} does nothing: ${c.en}, a Gemini monster being summoned again, is no longer face-up on the field (it left, or was turned face-down), so it is no longer being summoned again and there is nothing to negate.`,
        )
      : t(
          `${name.zh}不处理：正在再度召唤的二重怪兽${c.zh}一直在场上表侧表示；处理时它不受这个效果影响，或者它的效果已被无效（不再是再度召唤的状态），所以再度召唤的处理不进行，也没有可以无效的召唤，它留在场上。`,
          `${name.en} does nothing: ${c.en}, a Gemini monster being summoned again, stayed face-up on the field; by now this effect does not apply to it, or its effects are negated (it is no longer being summoned again), so that summon is not carried out, there is nothing to negate, and it stays on the field.`,
        ),
  [R.GY_LOCK_CHOICE]: ({ cards, source }) =>
    t(
      `${cards.zh}在墓地：${cardName(source).zh}的效果适用中，这个效果只能从墓地以外的地方选，所以不能把它特殊召唤（效果本身没有被无效）`,
      `${cards.en} is in the GY: while ${cardName(source).en} applies, this effect can only choose from its other places, so it cannot Special Summon that card (the effect itself is not negated)`,
    ),
  [R.SUMMON_ONCE_PER_TURN]: ({ cards, variant }) =>
    variant === 'target'
      ? t(`${cards.zh}这个回合已经被特殊召唤过（自己对它1回合只能有1次特殊召唤）：要把它特殊召唤的效果不能以它为对象发动`, `${cards.en} was already Special Summoned this turn (its player may Special Summon it only once a turn): an effect that would summon it cannot target it`)
      : t(`${cards.zh}这个回合已经被特殊召唤过（自己对它1回合只能有1次特殊召唤）：不能再特殊召唤`, `${cards.en} was already Special Summoned this turn (its player may Special Summon it only once a turn): it cannot be Special Summoned again`),
  // (s49: `unlisted` — a 「…全部」 step swept a hand or field the situation does not write, so the cards it moved are unknown; `partial` — a field
  // written in part, counted on the cards written.)
  [R.LP_MOVED_COUNT]: ({ name, each, archetype, variant, places, amount, side }) => {
    // (「对方的」: only the opponent's cards count — CMP-MOVED-COUNT-SIDE.)
    const whose = side === 'opponent' ? t('对方的', "the opponent's ") : side === 'self' ? t('自己的', 'your own ') : t('', '');
    const where = (places as { player: 'A' | 'B'; place: 'hand' | 'field' }[] | undefined) ?? [];
    const zh = where.map((z) => `${z.player}的${z.place === 'hand' ? '手卡' : '场上'}`).join('、');
    const en = where.map((z) => `${z.player}'s ${z.place === 'hand' ? 'hand' : 'field'}`).join(', ');
    const how = where.map((z) => `${z.player}${z.place === 'hand' ? '手' : '场只有'}:…`).join(' ');
    if (variant === 'unlisted')
      return t(
        `${name.zh}的数值是这个效果移动的${whose.zh}${archetype ? `「${archetype}」` : ''}卡每1张${each}：情境没有写明${zh}的卡，这个效果全部移动的卡有几张不知道，数值未知（写明 ${how} 可以算出）`,
        `${name.en}'s amount is ${each} for each ${whose.en}${archetype ? `"${archetype}" ` : ''}card this effect moved: the situation does not write ${en}, so how many cards this effect moves from there is not known and the amount is unknown (write ${how} to count it)`,
      );
    if (variant === 'partial')
      return t(
        `${name.zh}的数值按情境写明的卡计算为${amount}（这个效果移动的${whose.zh}${archetype ? `「${archetype}」` : ''}卡每1张${each}）：${zh}只写了一部分，那里还有没写明的卡的场合，每多1张数值再加${each}（写 ${how} 表示那里只有写明的卡）`,
        `${name.en}'s amount is counted as ${amount} on the cards the situation writes (${each} for each ${whose.en}${archetype ? `"${archetype}" ` : ''}card this effect moved): ${en} may be written only in part — each card not written there adds ${each} more (write ${how} to say it holds only those)`,
      );
    return t(
      `${name.zh}的数值是这个效果移动的${whose.zh}${archetype ? `「${archetype}」` : ''}卡每1张${each}：情境没有写明移动的是哪些卡，数值未知（可在连锁后写 [送去墓地 X,Y] 等写明处理时移动的卡）`,
      `${name.en}'s amount is ${each} for each ${whose.en}${archetype ? `"${archetype}" ` : ''}card this effect moved: the situation does not say which cards moved, so the amount is unknown (write them after the link, e.g. [送去墓地 X,Y])`,
    );
  },
  [R.DAMAGE_DESTROYED_VALUE]: ({ variant, name }) =>
    variant === 'unknown'
      ? t(`${name.zh}：没有写明战斗（攻击:…），不知道这张卡战斗破坏的是哪只怪兽，伤害数值未知`, `${name.en}: no battle is stated (攻击:…), so which monster this card destroyed by battle is not known and the amount of damage is unknown`)
      : t('战斗破坏送去墓地的那只怪兽已经不在墓地：没有可以参照的数值，不造成伤害', 'the monster destroyed by battle and sent to the GY is no longer there: there is no value to read, so no damage is dealt'),
  [R.DAMAGE_STAT_DIFF]: ({ stat }) =>
    stat === 'def'
      ? t('那只怪兽的守备力和原本守备力相同（相差0）：没有造成伤害，之后用「，」连接的处理也不适用', "that monster's DEF equals its original DEF (a difference of 0): no damage is dealt, so the step joined to it by a comma does not apply either")
      : t('那只怪兽的攻击力和原本攻击力相同（相差0）：没有造成伤害，之后用「，」连接的处理也不适用', "that monster's ATK equals its original ATK (a difference of 0): no damage is dealt, so the step joined to it by a comma does not apply either"),
  [R.SUMMON_CONDITION_STEP]: ({ name, cards }) =>
    t(`${name.zh}：${cards.zh}的召唤条件（召唤限制·苏生限制）不允许这个效果把它特殊召唤：这一步不处理，效果的其他处理照常适用`, `${name.en}: ${cards.en}'s summoning condition (a Special Summon monster's procedure, or never properly summoned) does not let this effect Special Summon it: that step is not done; the effect's other steps apply`),
  [R.NO_FREE_ZONE]: ({ cards, sent, variant, player }) =>
    variant === 'assumed-extra-zone'
      ? t(`假定${player}场上的1只额外卡组怪兽在额外怪兽区域，所以还有1个主要怪兽区域可用（它在主要怪兽区域的话就没有可用的区域，不能特殊召唤）。`, `Assumed: one of ${player}'s Extra Deck monsters is in the Extra Monster Zone, so one Main Monster Zone is still free (if it is in a Main Monster Zone, none is, and the summon cannot be made).`)
      : variant === 'activation'
      ? t('自己没有可用的主要怪兽区域：这个效果要特殊召唤怪兽，不能发动', 'no Main Monster Zone of its controller is free: this effect would Special Summon a monster, so it cannot be activated')
      : variant === 'control'
      ? t('自己没有可用的主要怪兽区域：这个效果要得到对方怪兽的控制权，那只怪兽没有地方放，不能发动', 'no Main Monster Zone of its controller is free: this effect would take control of an opponent\'s monster, which would have no zone to go to, so it cannot be activated')
      : cards
      ? sent
        ? t(`没有可用的主要怪兽区域：${cards.zh}不能特殊召唤，送去墓地`, `no Main Monster Zone is free: ${cards.en} cannot be Special Summoned and goes to the GY`)
        : t(`没有可用的主要怪兽区域：${cards.zh}不能特殊召唤，留在原来的地方`, `no Main Monster Zone is free: ${cards.en} cannot be Special Summoned and stays where it is`)
      : t('没有可用的主要怪兽区域：不能特殊召唤', 'no Main Monster Zone is free: nothing can be Special Summoned'),
  [R.LEVELS_MATCH_NO_ZONE]: ({ variant, level, free }) => {
    const none = t('这个效果完全不适用（不特殊召唤，也不进行之后的处理）', 'so the effect does not apply at all (nothing is summoned, and nothing after it is done)');
    const why =
      variant === 'no-reveal'
        ? t('手卡没有能给对方观看的、这个效果要求的仪式怪兽（其他种类的仪式怪兽不能给人观看）', 'there is no monster in the hand of the kind it must reveal (a Ritual Monster of another kind cannot be revealed)')
        : variant === 'names'
          ? t(`能特殊召唤的怪兽同名卡最多1张：那些怪兽的等级合计不能变成${level}星`, `it may Special Summon only 1 monster of each name: those monsters cannot add up to Level ${level}`)
          : variant === 'levels'
            ? t(`能特殊召唤的怪兽的等级合计不能变成${level}星`, `the monsters it could Special Summon cannot add up to Level ${level}`)
            : t(`可用的主要怪兽区域只有${free}个：能特殊召唤的怪兽的等级合计不能变成${level}星`, `only ${counted(free as number, 'Main Monster Zone')} free: the monsters it could Special Summon cannot add up to Level ${level}`);
    return t(`${why.zh}，${none.zh}`, `${why.en}, ${none.en}`);
  },
  /** A trigger's step on the event's monster, written alone (its event's monster not written): the monster assumed (review s46). */
  'summon:event-unwritten': ({ name, destroyed }) =>
    destroyed
      ? t(
          `${name.zh}特殊召唤的是诱发事件的怪兽（这张卡战斗破坏的怪兽），没有从情境确定是哪只：假定是满足条件的那只怪兽，以「（未写明的怪兽）」表示（卡片文本对那只怪兽的条件没有核对）。`,
          `${name.en} Special Summons the monster of its trigger's event (the monster this card destroyed by battle), which the situation does not settle: it is assumed to be one that qualifies, shown as an unnamed monster (the conditions its text puts on that monster were not checked).`,
        )
      : t(
          `${name.zh}特殊召唤的是诱发事件的怪兽，没有从情境确定是哪只：假定是满足条件的那只怪兽，以「（未写明的怪兽）」表示。`,
          `${name.en} Special Summons the monster of its trigger's event, which the situation does not settle: it is assumed to be one that qualifies, shown as an unnamed monster.`,
        ),
  'levels-match:pick': ({ name, revealed, cards }) =>
    t(
      `${name.zh}给对方观看的是「${revealed}」，特殊召唤的是${(cards as string[]).map((c) => `「${c}」`).join('')}（等级合计和它相同；情境中未写明选哪些，由引擎选择）。`,
      `${name.en} reveals ${revealed} and Special Summons ${(cards as string[]).join(', ')} (their Levels add up to its Level; the situation does not say which, so the engine chose).`,
    ),
  [R.BOND]: ({ holder, card, why }) =>
    why === 'target-destroyed'
      ? t(`「${holder}」持续取对象的卡被破坏，「${holder}」也同时被破坏（它的效果，不入连锁）`, `the card ${holder} kept targeting was destroyed, so ${holder} is destroyed at the same time (its effect, no chain link)`)
      : why === 'equip-leaves'
      ? t(`装备卡「${holder}」离开了场上，它装备的「${card}」也同时被破坏（「${holder}」的效果，不入连锁）`, `the Equip Card ${holder} left the field, so ${card}, the monster it was equipped to, is destroyed at the same time (by ${holder}'s effect, no chain link)`)
      : why === 'this-leaves-banish'
      ? t(`「${holder}」离开了场上，它持续取对象的「${card}」也同时被除外（「${holder}」的效果，不入连锁）`, `${holder} left the field, so ${card}, which it kept targeting, is banished at the same time (by ${holder}'s effect, no chain link)`)
      : why === 'target-leaves'
      ? t(`「${holder}」持续取对象的卡离开了场上，「${holder}」也同时被破坏（它的效果，不入连锁）`, `the card ${holder} kept targeting left the field, so ${holder} is destroyed at the same time (its effect, no chain link)`)
      : t(`「${holder}」离开了场上，它持续取对象的「${card}」也同时被破坏（「${holder}」的效果，不入连锁）`, `${holder} left the field, so ${card}, which it kept targeting, is destroyed at the same time (by ${holder}'s effect, no chain link)`),
  [R.CONTROL_NO_ZONE]: ({ cards }) =>
    t(`没有可用的主要怪兽区域：${cards.zh}不能移到自己场上，按规则破坏（不是被效果破坏）`, `no Main Monster Zone is free: ${cards.en} cannot come to this side and is destroyed by rule (not by the effect)`),
  'do:negate-summon': ({ cards, onField }) =>
    // CH-FLIP-SUMMON-CHAIN: a Flip Summon (a Gemini summoned again) is negated with the monster face-up on the field.
    onField
      ? onField === 'flip'
        ? t(`${cards ? cards.zh : '那只怪兽'}的反转召唤无效（那只怪兽已经在场上表侧攻击表示存在，之后的处理对场上的它进行）`, `the Flip Summon of ${cards ? cards.en : 'that monster'} is negated (it is already face-up in Attack Position on the field, and what follows takes it from the field)`)
        : t(`${cards ? cards.zh : '那只怪兽'}的再1次召唤无效（那只怪兽已经在场上表侧表示存在，之后的处理对场上的它进行）`, `the second Normal Summon of ${cards ? cards.en : 'that monster'} is negated (it is already face-up on the field, and what follows takes it from the field)`)
      : cards
      ? t(`${cards.zh}的召唤无效（召唤失败，不视为在场上）`, `the summon of ${cards.en} is negated (the summon fails; it never counts as on the field)`)
      : t('那次召唤无效（召唤失败）', 'that summon is negated (the summon fails)'),
  'do:targets-not-given': () => t('对它的对象（未写明）处理', 'applies to its target (not given)'),
  // The verb is said with the chosen card, so the clause stands on its own in a list (never a bare
  // 「（由玩家选择的卡）」 after a comma).
  [R.CHOOSE_UNKNOWN]: ({ variant, name, verb, player, count }) => {
    const done = CHOSEN_VERB[verb as keyof typeof CHOSEN_VERB] ?? CHOSEN_ANY;
    // CH-PLAYER-MUST: the obliged player picks which of their cards go; say who and how many.
    if (variant === 'must')
      return t(
        `${player}须选出自己场上的${count}张卡，那些卡${done.zh}（可选的卡比这个数量多，选哪张由${player}决定，未写明）`,
        `${player} must choose ${counted(count as number, 'card')} on their field to be ${done.en} (more could be chosen; which is ${player}’s choice and was not given)`,
      );
    // (`optional-draw`: 「自己可以从卡组抽1张」 — the draw itself is the choice.)
    if (variant === 'optional-draw')
      return t(
        `${player}可以从卡组抽${count}张（是否抽卡由${player}决定，未写明，这里不当作已经抽卡；抽了的话写 [抽卡 卡名]）`,
        `${player} may draw ${counted(count as number, 'card')} (whether to is ${player}’s choice and was not given, so no draw is taken as made; if they drew, write [抽卡 card])`,
      );
    // (`player`: who makes the choice, when a step names them — 「对方可以从卡组选1张陷阱卡…盖放」.)
    return variant === 'optional'
      ? player
        ? t(`${player}可以选卡${done.zh}（是否进行、选哪张由${player}决定，未写明）`, `${player} may choose a card to be ${done.en} (whether, and which, is ${player}’s choice and was not given)`)
        : t(`可以选卡${done.zh}（是否进行、选哪张由玩家决定）`, `may choose a card to be ${done.en} (whether, and which, is the player’s choice)`)
      : variant === 'assumed'
        ? t(`${name.zh}处理时由玩家选择卡片；未写明选了哪张，事件中不列出卡名。`, `${name.en}: the player chooses the card(s) at resolution; which was not given, so the event names none.`)
        : variant === 'deck-top-assumed'
          ? t(`${name.zh}处理的是卡组最上面的卡（不由玩家选择）；情境中未写明是哪张，事件中不列出卡名。`, `${name.en}: it applies to the top card(s) of the Deck (nobody chooses them); which was not given, so the event names none.`)
        : variant === 'event-assumed'
          ? t(`${name.zh}处理的是它回应的那次召唤·发动的卡（不由玩家选择）；情境中未写明是哪张，事件中不列出卡名。`, `${name.en}: it applies to the card(s) of the summon or activation it answers (nobody chooses them); which was not given, so the event names none.`)
        : variant === 'event'
          ? t(`那些卡${done.zh}（它回应的那次召唤·发动的卡，未写明是哪张）`, `those card(s) ${done.en} (the ones of the summon or activation it answers, not given)`)
        : variant === 'deck-top'
          ? typeof count === 'number'
            ? t(`${player ? `${player}的` : ''}卡组最上面的${count}张卡${done.zh}（未写明是哪些）`, `the top ${counted(count, 'card')} of ${player ? `${player}’s` : 'the'} Deck ${done.en} (which ones was not given)`)
            : t(`${player ? `${player}的` : ''}卡组最上面的卡${done.zh}（未写明是哪张）`, `the top card(s) of ${player ? `${player}’s` : 'the'} Deck ${done.en} (which was not given)`)
          : t(`玩家选择的卡${done.zh}（未写明是哪张）`, `the card(s) the player chooses ${done.en} (which was not given)`);
  },
  [R.FORBIDDEN_AT_RESOLUTION]: ({ source, verb }) =>
    t(`「${source}」在场上表侧表示，这一步不能${verb.zh}：这个处理不进行（其余部分照常处理）`, `${source} is face-up on the field, so this step cannot ${verb.en}: it is not carried out (the rest applies)`),
  // CH-SUMMON-LOCK-SOME-AT-RESOLUTION: a lock on some monsters standing as the summon resolves.
  [R.SUMMON_LOCK_SOME_AT_RESOLUTION]: ({ variant, cards, source, both, bound, name }) =>
    variant === 'spared'
      ? t(
          `${name.zh}处理时「${source}」在场上表侧表示，不能把${bound.zh}特殊召唤；情境没有写明特殊召唤哪只怪兽，假定选的是不受这个限制的怪兽（选不出的话不特殊召唤）。`,
          `as ${name.en} resolves, ${source} is face-up on the field and forbids Special Summoning ${bound.en}; the situation does not say which monster is summoned, so one the lock spares is assumed chosen (with none, nothing is summoned).`,
        )
      : t(
          `「${source}」在场上表侧表示，使${both ? '双方' : '这名玩家'}不能把${bound.zh}特殊召唤：${cards.zh}不能特殊召唤，这一步不进行（其余部分照常处理）`,
          `${source} is face-up on the field and stops ${both ? 'both players' : 'this player'} from Special Summoning ${bound.en}: ${cards.en} cannot be Special Summoned, so this step is not carried out (the rest applies)`,
        ),
  [R.UNAFFECTED]: ({ cards }) => t(`${cards.zh}不受影响`, `${cards.en} is unaffected`),
  [R.PROTECT_DESTROY]: ({ cards }) => t(`${cards.zh}不会被效果破坏`, `${cards.en} cannot be destroyed by effects`),
  [R.DELAYED]: ({ phase, verb, cards, nextTurn, foeOf, moment, counted }) => {
    const base = phaseTitle(String(phase));
    // (CH-END-PHASE-NEXT-TURN: 「下个回合的结束阶段」 — the next turn's phase; CMP-UNTIL-NEXT-PHASE: 「直到下次的对方准备阶段」 — whose, which turn's;
    // CH-DELAYED: 「发动后第2次的自己的准备阶段」 — which one, counted from the activation.)
    const when: Text = moment ? (moment as Text) : counted ? countedPhase(counted as { n: number; whose?: string }, base) : nextTurn ? t(`下个回合的${base.zh}`, `next turn's ${base.en}`) : base;
    const what = verb === 'destroy' ? t('破坏', 'destroyed') : verb === 'special-summon' ? t('特殊召唤', 'Special Summoned') : verb === 'banish' ? t('除外', 'banished') : verb === 'add-to-hand' ? t('加入手卡', 'added to the hand') : verb === 'return-to-hand' ? t('回到手卡', 'returned to the hand') : verb === 'return-to-field' ? t('回到场上（不是召唤）', 'returned to the field (not a summon)') : t('处理', 'applied');
    // (CH-AFTER-CALC-STEP: 「选择的怪兽向对方怪兽攻击的场合，…那只对方怪兽破坏」 — the monster the target attacks, each time this turn.)
    if (foeOf) {
      const names = (foeOf as string[]);
      return t(`这个回合，${names.map((x) => `「${x}」`).join('、')}向对方怪兽攻击的场合，每次${when.zh}时，那只对方怪兽${what.zh}（那时不入连锁）`, `this turn, each time ${names.join(', ')} attacks an opponent's monster: that monster is ${what.en} at the ${when.en} (not a chain link then)`);
    }
    return cards
      ? t(`${when.zh}时，${cards.zh}${what.zh}（那时不入连锁）`, `at the ${when.en}: ${cards.en} ${what.en} (not a chain link then)`)
      : t(`${when.zh}时${what.zh}（那时不入连锁）`, `at the ${when.en}: ${what.en} (not a chain link then)`);
  },
  [R.AFTER_CALC_STEP]: ({ verb, cards, amount, player }) => {
    if (verb === 'damage') return t(`伤害计算后给与${player}玩家${amount ?? '（数值不明的）'}伤害（不入连锁）`, `after the damage calculation, player ${player} takes ${amount ?? 'the'} damage (not a chain link)`);
    const what = verb === 'destroy' ? t('破坏', 'destroyed') : verb === 'banish' ? t('除外', 'banished') : verb === 'return-to-hand' ? t('回到手卡', 'returned to the hand') : verb === 'send-to-gy' ? t('送去墓地', 'sent to the GY') : t('处理', 'applied');
    const list = (cards ?? []) as string[];
    return list.length
      ? t(`这次连锁之后进行伤害计算，伤害计算后${list.map((x) => `「${x}」`).join('')}${what.zh}（不入连锁）`, `the damage calculation follows the chain; after it, ${list.join(', ')} ${what.en} (not a chain link)`)
      : t(`这次连锁之后进行伤害计算，伤害计算后没有卡${what.zh}（不入连锁）`, `the damage calculation follows the chain; after it, no card is ${what.en} (not a chain link)`);
  },
  [R.REWRITE]: ({ variant, target, text }) =>
    variant === 'rewrites'
      ? t(`${target.zh}的效果变成「${text}」`, `the effect of ${target.en} becomes 「${text}」`)
      : t(`（效果已被${target.zh}改写为「${text}」，不进行原本的处理）`, `(its effect was rewritten by ${target.en} into 「${text}」; its own text is not applied)`),
  // CH-ST-STAYS-BY-TEXT: the card that was to stay until a counted phase left the field before its activation resolved.
  [R.ST_STAYS_BY_TEXT]: () =>
    t(
      '这张卡在处理前已经离开场上，不会继续留在场上，它的永续效果不适用，之后的自我破坏也不会进行',
      'the card left the field before its activation resolved: it does not stay on the field, its continuous effects do not apply, and there is no later self-destruction',
    ),
  [R.LINGER_ACTION]: ({ draw, phase, nextTurn, duration, counted }) => {
    // A delayed step (「下个回合的结束阶段把那张卡破坏」): done once, at that phase (CH-END-PHASE-NEXT-TURN: the next turn's; CH-DELAYED: the Nth
    // one after the activation — 「2回合以后」).
    const base = phase ? phaseTitle(String(phase)) : null;
    const title = base && counted ? countedPhase(counted as { n: number; whose?: string }, base) : base && nextTurn ? t(`下个回合的${base.zh}`, `next turn's ${base.en}`) : base;
    // (「这一步现在不处理」, not 「现在什么也不做」: the effect's other steps (an attack lock in the same sentence) may apply now.)
    if (title) return t(`到${title.zh}${title.zh.endsWith("时") ? "" : "时"}才处理（那时不入连锁，这一步现在不处理）`, `it applies at the ${title.en} (not a chain link then; this step does nothing now)`);
    // CMP-DURATION-BATTLE-PHASE: how long what it does then lasts, as its text says.
    const lasts = duration === 'battle-phase' ? t('；每次的变化直到战斗阶段结束时', '; each change lasts until the end of the Battle Phase') : duration === 'turn' ? t('；每次的变化直到回合结束时', '; each change lasts until the end of the turn') : t('', '');
    return t(
      `之后每次条件满足时${draw ? '抽卡' : '处理'}（那时不入连锁，这一步现在不处理${lasts.zh}）`,
      `from now on, each time its condition is met, it ${draw ? 'draws' : 'applies'} (not a chain link then; this step does nothing now${lasts.en})`,
    );
  },
  'do:modify-stats': ({ changes, duration }) => {
    type Change = { card: string; atk: [number, number] | null; def: [number, number] | null };
    const parts = (changes as Change[]).map((x) => {
      const zh: string[] = [];
      const en: string[] = [];
      if (x.atk) { zh.push(`攻击力${x.atk[0]}→${x.atk[1]}`); en.push(`ATK ${x.atk[0]} → ${x.atk[1]}`); }
      if (x.def) { zh.push(`守备力${x.def[0]}→${x.def[1]}`); en.push(`DEF ${x.def[0]} → ${x.def[1]}`); }
      return t(`「${x.card}」${zh.join('、')}`, `${x.card} ${en.join(', ')}`);
    });
    const until = duration === 'turn' ? t('（直到回合结束）', ' (until the end of the turn)') : duration === 'battle-phase' ? t('（直到战斗阶段结束）', ' (until the end of the Battle Phase)') : t('', '');
    return t(`${list(parts).zh}${until.zh}`, `${list(parts).en}${until.en}`);
  },
  'do:destroy': ({ cards }) => t(`${cards.zh}被破坏`, `${cards.en} destroyed`),
  // (「里侧表示除外」: face-down is said: a player's forced banish may be one, and a face-down card stays unknown to the other player.)
  'do:banish': ({ cards, faceDown, vanished }) => {
    const banished = !cards.zh ? t('', '') : faceDown ? t(`${cards.zh}被里侧表示除外`, `${cards.en} banished face-down`) : t(`${cards.zh}被除外`, `${cards.en} banished`);
    if (!vanished?.zh) return banished;
    // WIN-TOKEN-VANISHED: a Token banished vanishes that moment — never a banished card (docs/c03/特定效果的处理方法.rst:889).
    const gone = t(`${vanished.zh}被除外的时点就消灭（衍生物不会留在除外状态）`, `${vanished.en} vanished as it was banished (a Token is never a banished card)`);
    return banished.zh ? t(`${banished.zh}，${gone.zh}`, `${banished.en}; ${gone.en}`) : gone;
  },
  'do:send-to-gy': ({ cards, tributed }) => (tributed ? t(`${cards.zh}被解放`, `${cards.en} tributed`) : t(`${cards.zh}被送去墓地`, `${cards.en} sent to the GY`)),
  'do:return-to-hand': ({ cards, toExtra, vanished }) => {
    // An Extra Deck monster "returned to the hand" goes to the Extra Deck instead (CH-RETURN-NOT-DONE); a Token vanishes (CH-TOKEN-VANISHES).
    const hand = cards.zh ? t(`${cards.zh}回到手卡`, `${cards.en} returned to the hand`) : t('', '');
    const extra = toExtra?.zh ? t(`${toExtra.zh}回到额外卡组（不是手卡）`, `${toExtra.en} returned to the Extra Deck (not the hand)`) : t('', '');
    const gone = vanished?.zh ? t(`${vanished.zh}消灭（衍生物不会回到手卡）`, `${vanished.en} vanished (a Token never reaches the hand)`) : t('', '');
    const parts = [hand, extra, gone].filter((x) => x.zh);
    return parts.length ? t(parts.map((x) => x.zh).join('，'), parts.map((x) => x.en).join(', ')) : hand;
  },
  // (`each`: both players' cards, each to its own player's Deck — 「双方把自己场上的卡，手卡，墓地的卡和卡组合在一起洗切」.)
  'do:return-to-deck': ({ cards, vanished, each }) => {
    const deck = each
      ? t(`双方各自把自己的卡回到自己的卡组（${cards.zh}回到卡组）`, `each player returns their own cards to their own Deck (${cards.en} returned to the Deck)`)
      : t(`${cards.zh}回到卡组`, `${cards.en} returned to the Deck`);
    if (!vanished?.zh) return deck;
    const gone = t(`${vanished.zh}消灭（衍生物不会回到卡组）`, `${vanished.en} vanished (a Token never reaches the Deck)`);
    return cards.zh ? t(`${deck.zh}，${gone.zh}`, `${deck.en}, ${gone.en}`) : gone;
  },
  'do:negate-effects': ({ variant, cards, resolved }) => {
    if (variant === 'applies') return t('效果无效的适用开始', 'the negation applies');
    if (variant === 'same-name') return t(`${cards.zh}以及原本卡名相同的卡的效果无效`, `the effects of ${cards.en} and of cards with the same original name are negated`);
    const tail = resolved?.length ? t(`；${list(resolved).zh}已经处理完毕，它的效果不会因此倒回`, `; ${list(resolved).en} already resolved, and what it did is not undone`) : t('', '');
    return t(`${cards.zh}的效果无效${tail.zh}`, `the effects of ${cards.en} are negated${tail.en}`);
  },
  'do:cannot-be-destroyed': ({ cards, once }) =>
    once ? t(`${cards.zh}只有1次不会被效果破坏`, `${cards.en} cannot be destroyed by card effects, once`) : t(`${cards.zh}不会被效果破坏`, `${cards.en} cannot be destroyed by card effects`),
  'do:unaffected': ({ cards, kinds, notSelf, itself }) => {
    const by = unaffectedBy(kinds, notSelf, itself === true);
    return t(`${cards.zh}不受${by.zh}的效果影响`, `${cards.en} becomes unaffected by ${by.en}`);
  },
  'do:special-summon': ({ cards, from, how }) => {
    // (WIN-SUMMON-HOW: every monster the step summoned was made by the effect's own kind of summon — 「融合召唤」「仪式召唤」 — said so.)
    if (cards && how) return t(`${cards.zh}${HOW_WORDS[how as SummonHow].zh}`, `${cards.en} ${HOW_WORDS[how as SummonHow].en}`);
    if (cards) return t(`${cards.zh}特殊召唤`, `${cards.en} Special Summoned`);
    const whence = from ? placeWord(from) : t('', '');
    return t(`从${whence.zh || '某处'}特殊召唤怪兽`, `a monster Special Summoned${whence.en ? ` from ${whence.en}` : ''}`);
  },
  'do:change-position': ({ cards, locked }) => {
    // CH-POSITION-LOCK-EFFECT (review s47): a lock over a monster the effect changed is said, with why it does not stop the change.
    const held = (locked as string[] | undefined) ?? [];
    if (held.length === 0) return t(`${cards.zh}的表示形式改变`, `${cards.en} changed position`);
    const who = held.map((c) => `「${c}」`).join('');
    return t(
      `${cards.zh}的表示形式改变（${who}适用着『表示形式不能变更』，但那只限制按规则变更表示形式，效果仍可以变更）`,
      `${cards.en} changed position (${held.join(', ')} cannot change battle position, but that stops only the change by the rules — an effect still changes it)`,
    );
  },
  'do:flip-face-down': ({ cards }) => t(`${cards.zh}变成里侧守备表示`, `${cards.en} turned face-down`),
  'do:damage': ({ player, amount }) => t(`${player}受到${amount ?? '若干'}伤害`, `${player} takes ${amount ?? 'some'} damage`),
  'do:lose-lp': ({ player, amount }) => t(`${player}失去${amount ?? '若干'}基本分`, `${player} loses ${amount ?? 'some'} LP`),
  'do:gain-lp': ({ amount }) => t(`回复${amount ?? '若干'}基本分`, `gains ${amount ?? 'some'} LP`),
  // (`each`: a draw of both players, each from their own Deck — 「之后各自从卡组抽5张卡」.)
  'do:draw': ({ count, each }) =>
    count === null ? t('各自抽出丢弃的数量', 'each draws as many as they discarded')
      : each ? t(`双方各自从自己的卡组抽${count}张卡`, `each player draws ${counted(count as number, 'card')} from their own Deck`)
      : t(`抽${count}张卡`, `draws ${counted(count as number, 'card')}`),
  // CH-DRAW-PLAYER: one drawer of 「破坏的卡的控制者…抽出破坏的数量」; no player: nothing was destroyed, so nobody draws.
  [R.DRAW_PLAYER]: ({ player, count }) =>
    player
      ? t(`${player}抽${count}张卡（被破坏的${player}的卡的数量）`, `${player} draws ${counted(count as number, 'card')} (as many of their cards were destroyed)`)
      : t('没有卡被破坏：没有玩家抽卡', 'no card was destroyed: nobody draws'),
  'do:add-to-hand': ({ count }) => t(`${count}张卡加入手卡`, `${counted(count as number, 'card')} added to the hand`),
  'pick:compared-unread': ({ name }) =>
    t(`${name.zh}要选的卡和对象怎样比较（卡上写的条件）没有读出：没有按那个条件筛选，请按卡片文本确认选的卡符合。`, `How the card ${name.en} picks must compare with its target (the text's condition) was not read: the pick is not narrowed by it — check the card text.`),
  [R.LP_BECOMES]: ({ players, amount }) => {
    const who = players.length === 2 ? t('双方', 'both players') : t(players[0], players[0]);
    return amount === 'half' ? t(`${who.zh}的基本分变成一半`, `${who.en}'s LP become half`) : amount === null ? t(`${who.zh}的基本分变成卡上写的数值`, `${who.en}'s LP become the value the text states`) : t(`${who.zh}的基本分变成${amount}`, `${who.en}'s LP become ${amount}`);
  },
  // A noted card the step may not pick: of another Type/Attribute than `filter` asks, or (`filter` null) not comparing with the
  // target as the text says (CMP-ZERO-STAT-SUMMON, CMP-RELATED-TO-TARGET).
  'pick:battle-destroyed': ({ name, cards, others, made }) => {
    const held = (cards as string[]).map((c) => `「${c}」`).join('、');
    const other = (others as string[]).map((c) => `「${c}」`).join('、');
    const heldEn = (cards as string[]).join(', ');
    const otherEn = (others as string[]).join(', ');
    if (!(others as string[]).length) return t(`${name.zh}处理时，${held}被战斗破坏，不能选择它，也没有其他可以选的卡。`, `${name.en}: ${heldEn} was destroyed by battle and cannot be chosen, and no other card can be.`);
    return made
      ? t(`${name.zh}处理时，${held}被战斗破坏，不能选择它，必须选${other}。`, `${name.en}: ${heldEn} was destroyed by battle and cannot be chosen — ${otherEn} must be chosen instead.`)
      : t(`${name.zh}处理时，${held}被战斗破坏，不能选择它，要从${other}中选择（选哪张请在注记写明）。`, `${name.en}: ${heldEn} was destroyed by battle and cannot be chosen — the choice is among ${otherEn} (note which).`);
  },
  'pick:not-fit': ({ name, cards, filter }) => {
    if (!filter)
      return t(`注记选的${cards.map((c: string) => `「${c}」`).join('')}和${name.zh}的对象比较不符合卡上写的条件（原本卡名·种族等）：不能选它，它不被处理。`, `The card${cards.length > 1 ? 's' : ''} the note picks (${cards.join(', ')}) do${cards.length > 1 ? '' : 'es'} not compare with ${name.en}'s target as the text requires (original name, Type …): it cannot be picked and is left alone.`);
    const why = qualified(filter);
    return t(`注记选的${cards.map((c: string) => `「${c}」`).join('')}不是${name.zh}能选的卡（要选${why.zh}）：不能选它，它不被处理。`, `The card${cards.length > 1 ? 's' : ''} the note picks (${cards.join(', ')}) ${cards.length > 1 ? 'are' : 'is'} not what ${name.en} may pick (it picks ${why.en}): left alone.`);
  },
  'zone:main-unstated': ({ card }) =>
    t(`「${card}」在哪个怪兽区域没有写明（额外卡组的怪兽也可能在额外怪兽区域）：假定在主要怪兽区域（可以写 (主1)…(主5) 或 (EX左)/(EX右)）。`, `The situation does not say which Monster Zone ${card} is in (an Extra Deck monster may be in an Extra Monster Zone): taken as in a Main Monster Zone (write (主1)…(主5) or (EX左)/(EX右)).`),
  'do:discard': ({ count, whose, picker }) =>
    count === null
      ? t('把手卡全部丢弃', 'discards the whole hand')
      // (`picker`: the effect's player picks the opponent's card — 「选择对方手卡的1张卡丢去墓地」.)
      : picker
        ? t(`${picker}从${whose}的手卡选择${count}张丢弃（由${picker}选择，不是${whose}）`, `${picker} picks ${counted(count as number, 'card')} from ${whose}'s hand to be discarded (${picker} chooses, not ${whose})`)
      : whose
        ? t(`${whose}丢弃${count}张手卡`, `${whose} discards ${counted(count as number, 'card')}`)
        : t(`丢弃${count}张手卡`, `discards ${counted(count as number, 'card')}`),
  // CMP-UNTIL-NEXT-PHASE: when a lasting step ends (../game/until-next.ts) — whose phase, which turn's.
  'until:next': ({ at, player, turn, nth }) => {
    const whose = player ? String(player) : null;
    const when = turn === 'this' ? t('这个回合', 'this turn') : turn === 'next' ? t('下个回合', 'the next turn') : t(`${whose}的下个回合（再下个回合）`, `${whose}'s next turn (the turn after next)`);
    const of = whose && turn !== 'after-next' ? t(`${when.zh}（${whose}的回合）`, `${when.en} (${whose}'s turn)`) : when;
    if (at === 'turn-end') return t(`${of.zh}结束时`, `the end of ${of.en}`);
    const phase = at === 'standby-phase' ? t('准备阶段', 'Standby Phase') : t('结束阶段', 'End Phase');
    // (s57) 「第2次自己的准备阶段」: the Nth such phase, the next one counted as the 1st — not the next one.
    if (typeof nth === 'number') {
      const mine = whose ? t(`${whose}的`, `${whose}'s `) : t('', '');
      return t(`${mine.zh}第${nth}次${phase.zh}（${of.zh}的${phase.zh}算第1次）`, `${mine.en}${nth === 2 ? '2nd' : nth === 3 ? '3rd' : `${nth}th`} ${phase.en} (the ${phase.en} of ${of.en} counted as the 1st)`);
    }
    return t(`${of.zh}的${phase.zh}`, `the ${phase.en} of ${of.en}`);
  },
  'until:lasts': ({ moment }) => t(`（直到${(moment as Text).zh}）`, ` (until ${(moment as Text).en})`),
  'do:take-control': ({ cards, swap, until }) =>
    swap ? t(`${cards.zh}的控制权交换`, `${cards.en} switch control`)
      // (CMP-UNTIL-NEXT-PHASE: how long the control lasts, when the text bounds it.)
      : until === 'next-turn-end-phase' ? t(`得到${cards.zh}的控制权（直到下个回合的结束阶段）`, `takes control of ${cards.en} (until the next turn's End Phase)`)
      : until === 'end-phase' ? t(`得到${cards.zh}的控制权（直到这个回合的结束阶段）`, `takes control of ${cards.en} (until this turn's End Phase)`)
      : t(`得到${cards.zh}的控制权`, `takes control of ${cards.en}`),
  // CH-POSITION-LOCK-LEFT
  [R.POSITION_LOCK_LEFT]: ({ cards, until }) => {
    // (review s47) A lock for a stated while says it; one with none lasts while the monster stays that card.
    const zhUntil: Record<string, string> = { turn: '这个回合内', 'next-turn': '直到下个回合的结束时', 'opponent-next-turn': '直到下次的对方回合结束时', 'own-next-turn': '直到下次的自己回合结束时' };
    const enUntil: Record<string, string> = { turn: 'this turn', 'next-turn': 'until the end of the next turn', 'opponent-next-turn': "until the end of the opponent's next turn", 'own-next-turn': 'until the end of its controller’s next turn' };
    const zhWhile = until ? `${zhUntil[until as string]}，在那之前变成里侧表示或离开场上也不再适用` : '它变成里侧表示或离开场上之前';
    const enWhile = until ? `${enUntil[until as string]}, or until turned face-down or leaving the field before then` : 'until turned face-down or leaving the field';
    return t(`${(cards as string[]).map((c) => `「${c}」`).join('')}不能再按规则变更表示形式（${zhWhile}；效果仍可以变更）`, `${(cards as string[]).join(', ')} can no longer change battle position by the rules (${enWhile}; an effect still may)`);
  },
  // CH-POSITION-LOCK-FLIP-SUMMON (review s47)
  // CH-POSITION-LOCK-UNREAD (./game/position-lock-unread.ts)
  [R.POSITION_LOCK_UNREAD]: ({ card, clause, monster, battled }) =>
    battled === 'chosen' ? t(
      `「${card}」的效果「${clause}」：情境没有写出「${monster}」和「${card}」选择的怪兽战斗过，按没有战斗过判断它能否按规则变更表示形式（包括反转召唤）；战斗过的话写 ${card}(对象:X) 和 ${monster}(已战斗:X)（X是选择的怪兽）。`,
      `${card}'s effect ("${clause}"): the situation does not say ${monster} battled the monster ${card} chose, so whether it may change its battle position by the rules (a Flip Summon too) was judged as if it had not; if it did, write ${card}(对象:X) and ${monster}(已战斗:X) (X the chosen monster).`,
    ) : battled ? t(
      `「${card}」的效果「${clause}」：情境没有写出「${monster}」和「${card}」战斗过，按没有战斗过判断它能否按规则变更表示形式（包括反转召唤）；战斗过的话写 ${monster}(已战斗:${card})。`,
      `${card}'s effect ("${clause}"): the situation does not say ${monster} battled ${card}, so whether it may change its battle position by the rules (a Flip Summon too) was judged as if it had not; if it did, write ${monster}(已战斗:${card}).`,
    ) : t(
      `「${card}」的效果「${clause}」让怪兽不能变更表示形式，本程序没能读懂它（它对哪些怪兽、到何时适用），没有据此判断「${monster}」能否按规则变更表示形式（包括反转召唤）；请按那张卡的文本确认。`,
      `${card}'s effect ("${clause}") keeps monsters from changing their battle position, and this program could not read it (which monsters, and for how long): whether ${monster} may change its battle position by the rules (a Flip Summon too) was judged without it — check that card's text.`,
    ),
  // CH-STAT-AMOUNT-UNREAD (./game/actions.ts applied)
  [R.STAT_AMOUNT_UNREAD]: ({ name, stat }) =>
    t(
      `${name.zh}让${stat === 'def' ? '守备力' : stat === 'atk-def' ? '攻击力·守备力' : '攻击力'}变化，但本程序没能读出变化多少（卡片文本的数值没有读懂），这个变化没有计入下面的攻守；请按那张卡的文本确认。`,
      `${name.en} changes ${stat === 'def' ? 'DEF' : stat === 'atk-def' ? 'ATK and DEF' : 'ATK'}, but this program could not read by how much (the card text's amount was not understood), so the ATK/DEF below leave that change out — check that card's text.`,
    ),
  // CH-EQUIP-BATTLED (./game/actions.ts equipToBattled)
  [R.EQUIP_BATTLED]: ({ name }) =>
    t(
      `${name.zh}要装备给和这张卡进行战斗的对方怪兽，情境没有写出那次攻击（攻击:…），不知道是哪只怪兽：没有假定，装备未处理。`,
      `${name.en} is equipped to the opponent's monster this card battled; the situation states no such attack (攻击:…), so which monster is not known: nothing is assumed and the equip is not carried out.`,
    ),
  [R.POSITION_LOCK_EQUIPPED]: ({ card, clause, monster }) =>
    t(
      `「${monster}」装备着「${card}」（假定是「${card}」自己的效果把它当作装备卡装备的）：「${clause}」——装备期间「${monster}」不能按规则变更表示形式（效果仍可以变更）。`,
      `${monster} is equipped with ${card} (taken as equipped by ${card}'s own effect): "${clause}" — while so equipped, ${monster} cannot change its battle position by the rules (an effect still may).`,
    ),
  [R.POSITION_LOCK_PLEDGE]: ({ card, clause, monster, flip }) =>
    t(
      `这个回合发动过「${card}」：「${clause}」——这是发动它的玩家这个回合的誓约（卡的发动被无效才不再适用），不能${flip ? '把' : '按规则变更'}「${monster}」${flip ? '反转召唤' : '的表示形式'}。`,
      `${card} was activated this turn: "${clause}" — a pledge binding its player for the rest of the turn (lifted only if that activation was negated), so ${monster} cannot be ${flip ? 'Flip Summoned' : 'changed to another battle position by the rules'}.`,
    ),
  [R.POSITION_LOCK_FLIP_SUMMON]: ({ card, source, field }) => {
    const zhBy = source ? (field ? `「${source}」在场上表侧表示存在的期间，它的效果` : `「${source}」的效果`) : '之前的效果';
    const enBy = source ? (field ? `while ${source} stands face-up on the field, its effect` : `${source}'s effect`) : 'an earlier effect';
    return t(
      `「${card}」不能反转召唤：反转召唤是按规则变更表示形式（里侧守备表示→表侧攻击表示），${zhBy}让它不能变更表示形式。`,
      `${card} cannot be Flip Summoned: a Flip Summon is a change of battle position by the rules (face-down Defense → face-up Attack), and ${enBy} keeps it from changing its battle position.`,
    );
  },
  // CH-POSITION-LOCK-BATTLED
  [R.POSITION_LOCK_BATTLED]: ({ card, source, flip, chosen, clause }) =>
    chosen ? t(
      `「${card}」不能${flip ? '反转召唤' : '变更表示形式'}：它和「${source}」选择的「${chosen}」战斗过（情境写明），「${source}」在场上存在的期间，它的效果「${clause}」让它不能按规则变更表示形式${flip ? '（反转召唤也是）' : ''}（效果仍可以变更）。`,
      `${card} cannot ${flip ? 'be Flip Summoned' : 'change its battle position'}: it battled ${chosen}, the monster ${source} chose (as the situation says), and while ${source} stays on the field its effect ("${clause}") keeps it from changing its battle position by the rules (an effect still may).`,
    ) : t(
      `「${card}」不能${flip ? '反转召唤' : '变更表示形式'}：它和「${source}」战斗过（情境写明），「${source}」的效果「和这张卡进行过战斗的怪兽不能把表示形式变更」让它不能按规则变更表示形式${flip ? '（反转召唤也是）' : ''}（效果仍可以变更；它变成里侧表示或被一时除外之后不再适用）。`,
      `${card} cannot ${flip ? 'be Flip Summoned' : 'change its battle position'}: it battled ${source} (as the situation says), and ${source}'s effect keeps the monsters it battled from changing their battle position by the rules${flip ? ' (a Flip Summon is one)' : ''} (an effect still may; it ends once the monster is turned face-down or banished and back).`,
    ),
  // CH-POSITION-CHANGE
  [R.POSITION_CHANGE]: ({ card, why, source, until }) => {
    // (review s47) The lock's card, when the engine knows it: an effect that resolved here, or a face-up card's continuous lock.
    if (why === 'locked' && source) {
      const zhUntil: Record<string, string> = { turn: '这个回合内', 'next-turn': '直到下个回合的结束时', 'opponent-next-turn': '直到下次的对方回合结束时', 'own-next-turn': '直到下次的自己回合结束时' };
      return t(
        `「${card}」不能变更表示形式：「${source}」的效果让它${until ? zhUntil[until as string] : ''}不能按规则变更表示形式（『表示形式不能变更』只限制这种变更，效果仍可以变更；它变成里侧表示或被一时除外之后不再适用）。`,
        `${card} cannot change its battle position: ${source}'s effect left it unable to change its battle position by the rules (『cannot change its battle position』 stops only this change, an effect still may; it ends once the monster is turned face-down or banished and back).`,
      );
    }
    if (why === 'field-locked') {
      return t(
        `「${card}」不能变更表示形式：「${source}」在场上表侧表示存在的期间，它的效果让「${card}」不能按规则变更表示形式（『表示形式不能变更』只限制这种变更，效果仍可以变更；「${source}」离开场上或效果被无效后就不再适用）。`,
        `${card} cannot change its battle position: while ${source} stands face-up on the field, its effect keeps ${card} from changing its battle position by the rules (『cannot change its battle position』 stops only this change, an effect still may; it ends once ${source} leaves the field or its effects are negated).`,
      );
    }
    const zh: Record<string, string> = {
      'not-turn-player': '只有回合玩家能在自己的主要阶段把自己的怪兽变更表示形式',
      'not-main-phase': '表示形式只能在主要阶段变更',
      'not-monster-zone': '它不在怪兽区域',
      'face-down': '里侧表示的怪兽不能这样变更表示形式（要变成表侧攻击表示是反转召唤）',
      summoned: '这个回合召唤·反转召唤·特殊召唤·盖放过的怪兽不能这样变更表示形式（之后变成里侧表示也一样）',
      attacked: '这个回合攻击宣言过的怪兽不能这样变更表示形式（之后变成里侧表示也一样）',
      changed: '1只怪兽1回合只能这样变更1次表示形式',
      locked: '之前的效果让它不能变更表示形式（它变成里侧表示或被一时除外之后，才不再适用）',
      link: '连接怪兽没有守备力，总是表侧攻击表示，不能变更表示形式',
    };
    const en: Record<string, string> = {
      'not-turn-player': 'only the turn player may change the position of their own monsters, in their Main Phase',
      'not-main-phase': 'a battle position is changed this way only in the Main Phase',
      'not-monster-zone': 'it is not in a Monster Zone',
      'face-down': 'a face-down monster cannot change its position this way (turning it face-up in Attack Position is a Flip Summon)',
      summoned: 'a monster Normal, Flip or Special Summoned or Set this turn cannot change its position this way (even turned face-down since)',
      attacked: 'a monster that declared an attack this turn cannot change its position this way (even turned face-down since)',
      changed: 'a monster changes its position this way only once a turn',
      locked: 'an earlier effect left it unable to change its battle position (that ends only once it is turned face-down or banished and back)',
      link: 'a Link Monster has no DEF: it is always in face-up Attack Position and never changes its position',
    };
    return t(`「${card}」不能变更表示形式：${zh[why as string] ?? ''}。`, `${card} cannot change its battle position: ${en[why as string] ?? ''}.`);
  },
  // CH-ZONES-FOR-EACH-SUMMON
  [R.ZONES_FOR_EACH_SUMMON]: ({ variant, need, free, player }) =>
    variant === 'tokens'
      ? t(`这个效果要把${need}只衍生物一起特殊召唤（衍生物只能放到主要怪兽区域），${player}场上只有${free}个可用的主要怪兽区域，不能发动`, `this effect would Special Summon ${need} Tokens together (a Token goes only to a Main Monster Zone), but only ${free} of ${player}'s Main Monster Zones are free: it cannot be activated`)
      : t(`这个效果要把${need}只怪兽特殊召唤（先从墓地等处，再从额外卡组），每只都需要可用的区域，${player}只有${free}个可用的区域，不能发动`, `this effect would Special Summon ${need} monsters (one from the GY or another place, then one from the Extra Deck), each needing a usable zone, but ${player} has only ${free}: it cannot be activated`),
  // CTL-ZONES-FOR-ALL
  [R.ZONES_FOR_ALL]: ({ need, free }) =>
    t(`这个效果要得到${need}只对方怪兽的控制权（发动时已经确定），自己只有${free}个可用的主要怪兽区域（支付代价后），不能发动`, `this effect would take control of ${need} of the opponent's monsters (known as it is activated), but only ${free} of its controller's Main Monster Zones are free (after the cost): it cannot be activated`),
  // CTL-GIVE-CONTROL
  'do:give-control': ({ cards }) => t(`${cards.zh}的控制权移给对方`, `control of ${cards.en} goes to the opponent`),
  'do:return-control': ({ cards }) => t(`${cards.zh}的控制权回到原本持有者`, `control of ${cards.en} goes back to the owner`),
  'do:negate-attack': () => t('攻击无效', 'the attack is negated'),
  // CH-ATTACK-MOVED (../game/attack-move.ts).
  [R.ATTACK_MOVED]: ({ variant, card, name, by, rest }) => {
    const restZh = rest ? '，之后对攻击怪兽的处理也不适用' : '';
    const restEn = rest ? ', nor is the rest done to the attacker' : '';
    const c = card as string | null;
    const who = (by as string[] | undefined)?.length ? `（「${(by as string[]).join('」「')}」）` : '';
    const whoEn = (by as string[] | undefined)?.length ? ` (${(by as string[]).join(', ')})` : '';
    if (variant === 'moved') return t(`攻击对象转移为「${c}」：这次攻击以「${c}」为攻击对象继续（不重新进行攻击宣言，也不因此发生战斗卷回）`, `the attack moves to ${c}: the attack goes on against ${c} (no new attack declaration, and no replay for it)`);
    if (variant === 'which') return t(`${(name as Text).zh}：可以转移攻击对象的怪兽有多只，假定转移给「${c}」（由其控制者选择）。`, `${(name as Text).en}: several monsters could take the attack; assumed it moves to ${c} (its controller chooses).`);
    if (variant === 'unstated') return t(`攻击对象转移为「${c}」（情境没有写明进行中的攻击，之后的战斗没有判断）`, `the attack moves to ${c} (no attack under way is stated, so the battle after it is not judged)`);
    if (variant === 'no-attack') return t('没有进行中的攻击，攻击对象不转移', 'there is no attack under way: nothing moves');
    if (variant === 'already') return t(`「${c}」已经是攻击对象，攻击对象不变`, `${c} is already the attack target: nothing moves`);
    if (variant === 'forbidden') return t(`转移攻击对象是重新选择攻击对象，「${c}」现在不能被选择为攻击对象${who}：攻击对象不转移${restZh}`, `moving the attack chooses the target anew, and ${c} cannot be chosen now${whoEn}: the attack does not move${restEn}`);
    return t(`没有可以转移攻击对象的怪兽${c ? `（自己场上没有表侧表示的「${c}」）` : ''}：攻击对象不转移${restZh}`, `there is no monster to move the attack to${c ? ` (no face-up ${c} on its controller's field)` : ''}: the attack does not move${restEn}`);
  },
  // CH-TARGET-MOVED (../game/target-move.ts).
  [R.TARGET_MOVED]: ({ variant, card, from, link, name }) => {
    if (variant === 'moved') return t(`C${link}的对象${from ? `从「${from}」` : ''}转移为「${card}」：C${link}处理时以「${card}」为对象`, `Chain Link ${link}'s target moves${from ? ` from ${from}` : ''} to ${card}: it resolves on ${card}`);
    if (variant === 'correct') return t(`${(name as Text).zh}：假定「${card}」是那个效果的正确对象（对象转移只能转移给正确的对象）。`, `${(name as Text).en}: ${card} is assumed to be a correct target for that effect (a target can only move to a correct one).`);
    if (variant === 'left') return t(`「${card}」已经不在场上表侧表示存在：对象不转移`, `${card} is no longer face-up on the field: the target does not move`);
    if (variant === 'already') return t(`「${card}」已经是那个效果的对象：对象不变`, `${card} is already that effect's target: nothing moves`);
    return t('没有取对象的发动可以转移对象：对象不转移', 'there is no activation with a target to move: nothing moves');
  },
  'do:equip': ({ variant, cards, to }) =>
    variant === 'fails'
      ? t(`装备它的怪兽已经不在怪兽区域表侧表示存在，${cards.zh}不能装备，按规则送去墓地（不是被破坏）`, `the monster it would equip is no longer face-up in the Monster Zone: ${cards.en} cannot be equipped and is sent to the GY by rule (not destroyed)`)
      : variant === 'to-spell'
      ? t(`${cards.zh}作为装备卡移到魔法与陷阱区域`, `${cards.en} moved to the Spell & Trap Zone as an Equip Card`)
      : t(`${cards.zh}装备给${to.zh}`, `${cards.en} equipped to ${to.en}`),
  // CH-EQUIP-MOVE
  'do:move-equip': ({ variant, cards, to }) =>
    variant === 'unknown'
      ? t(`${cards.zh}的正确对象无法判断，没有转移`, `which monsters are correct targets for ${cards.en} cannot be told: it is not moved`)
      : variant === 'none'
        ? t(`${cards.zh}已经没有别的正确对象，不转移，留在原来的怪兽上`, `${cards.en} has no other correct target now: it is not moved and stays on its monster`)
        : t(`${cards.zh}转移给${to.zh}装备`, `${cards.en} is moved to ${to.en}`),
  'do:negate-link': ({ link, activation }) =>
    activation ? t(`${link.zh}的发动无效`, `the activation of ${link.en} is negated`) : t(`${link.zh}的效果无效`, `the effect of ${link.en} is negated`),
  // issue 16, multi-step resolutions
  [R.ATTACK_NEGATE_GONE]: () => t('攻击怪兽已经不在场上，那次攻击已经停止，不能无效（之后的处理也不进行）', 'the attacker is no longer on the field: the attack already stopped and cannot be negated (nothing after it applies)'),
  'do:end-battle-phase': ({ toEndPhase }) => (toEndPhase ? t('变成这个回合的结束阶段（之间的阶段跳过）', "it becomes this turn's End Phase (the phases between are skipped)") : t('战斗阶段结束', 'the Battle Phase ends')),
  [R.NEGATE_ALREADY]: ({ cards }) =>
    t(`${cards.zh}的效果已经被无效，不再因这个效果无效（那个无效不适用后也不会因这个效果无效），这个处理不进行`, `the effects of ${cards.en} are already negated: this effect does not negate them (nor later, once that negation stops), so this step does nothing`),
  // (English never quotes the card's Chinese words: it says the part by what the engine read of it — `words`, ./turn-part-words.ts.)
  [R.TURN_PART]: ({ variant, text, words }) => {
    const en = (words as Text).en;
    return variant === 'not'
      ? t(`『${text}』和前面的处理用逗号连接，前面的处理没有完全适用，所以这部分不适用`, `${en} is joined to the steps before it by a comma and they did not all apply in full, so it does not apply`)
      : variant === 'sentence'
        ? t(`『${text}』（单独一句：只要效果处理了就适用，不论前面的处理是否适用）`, `${en} (a sentence of its own: it applies whenever the effect resolves, whatever the steps before it did)`)
        : t(`『${text}』（前面的处理已完全适用）`, `${en} (the steps before it applied in full)`);
  },
  // CH-LASTS-TURNS: which turns, whose, counted how — the count starts with this turn only when it is the counting player's.
  [R.LASTS_TURNS]: ({ variant, text, verb, side, controller, counter, n, thisTurnCounts, withCard, zh, en }) => {
    const k = Number(n);
    const ord = (i: number) => (i === 1 ? '1st' : i === 2 ? '2nd' : i === 3 ? '3rd' : `${i}th`);
    const turnPlayer = thisTurnCounts ? counter : controller === counter ? (controller === 'A' ? 'B' : 'A') : controller;
    if (variant === 'staying') {
      const from = thisTurnCounts
        ? t(`这个回合是${counter}的回合，算作第1回合`, `this turn is ${counter}'s and counts as the 1st`)
        : t(`这个回合（${turnPlayer}的回合）不算，${counter}的下个回合是第1回合`, `this turn (${turnPlayer}'s) does not count; ${counter}'s next turn is the 1st`);
      return t(
        `永续效果『${zh}』：这张卡留在场上期间适用，直到用${counter}的回合计算的第${k}个回合的结束阶段这张卡破坏为止（${from.zh}）；在那之前离开场上的场合，不再适用`,
        `its continuous effect${en ? ` (${en})` : ''} applies while the card stays on the field: until it is destroyed in the End Phase of ${counter}'s ${ord(k)} turn counted in ${counter}'s turns (${from.en}); if it leaves the field earlier, it stops applying`,
      );
    }
    const what =
      verb === 'cannot-attack'
        ? side === 'both'
          ? t('全部怪兽不能攻击（双方的怪兽都是）', "no monster can attack (both players' monsters)")
          : side === 'self'
            ? t(`${controller}的怪兽不能攻击`, `${controller}'s monsters cannot attack`)
            : t(`${controller === 'A' ? 'B' : 'A'}的怪兽不能攻击`, `${controller === 'A' ? 'B' : 'A'}'s monsters cannot attack`)
        : t('这个效果', 'this effect');
    const count = thisTurnCounts
      ? t(`这个回合是${counter}的回合，算作第1回合`, `this turn is ${counter}'s and counts as the 1st`)
      : t(`这个回合（${turnPlayer}的回合）不算，${counter}的下个回合是第1回合`, `this turn (${turnPlayer}'s) does not count; ${counter}'s next turn is the 1st`);
    const end = t(`直到${counter}的第${k}个回合结束时`, `until the end of ${counter}'s ${ord(k)} turn`);
    const card = withCard
      ? t(
          `；这张卡在那之前留在场上（在${counter}的第${k}个回合的结束阶段破坏），这个效果只在它在场上时适用：在那之前离开场上的场合，不再适用`,
          `; the card stays on the field until then (destroyed in ${counter}'s End Phase of the ${ord(k)} turn) and this applies only while it is there: if it leaves the field earlier, it stops applying`,
        )
      : t('', '');
    return t(
      `『${text}』：${what.zh}，用${counter}的回合计算${k}回合（${count.zh}），${end.zh}${card.zh}`,
      `${what.en}, for ${k} turns counted in ${counter}'s turns (${count.en}), ${end.en}${card.en}`,
    );
  },
  // CH-ATTACK-LOCK-COUNTED: what was read of a counted attack lock — never which turn of the count it is, which the notation cannot state.
  [R.ATTACK_LOCK_COUNTED]: ({ variant, card, player, counter, n, last }) => {
    const k = Number(n);
    const count = t(`用${counter}的回合计算${k}回合`, `${k} turns counted in ${counter}'s turns`);
    if (variant === 'left') {
      return t(
        `「${card}」（${player}）的『不能攻击』只在这张卡留在场上时适用，它已经不在场上（在${count.zh}结束前离开了场上），不再适用，不因此拒绝攻击`,
        `the attack lock of ${card} (${player}) applies only while that card stays on the field; it is no longer there (it left before its ${count.en} ended), so the lock no longer applies and does not refuse the attack`,
      );
    }
    if (variant === 'stays') {
      return t(
        `「${card}」（${player}）${last ? '上个回合' : '这个回合'}发动后留在场上的那张没有写在情境中，假定它还在场上，『不能攻击』仍然适用（它在那之前离开场上的场合，不再适用）`,
        `the ${card} ${player} activated ${last ? 'last turn' : 'this turn'} is not listed in the situation: it is taken as still on the field, so its attack lock applies (had it left the field, the lock would have ended)`,
      );
    }
    const how =
      variant === 'last'
        ? t(`上个回合发动的「${card}」（${player}）的『不能攻击』`, `the attack lock of the ${card} ${player} activated last turn`)
        : t(`场上表侧表示的「${card}」（${player}）的『不能攻击』（它在${count.zh}的最后的结束阶段破坏，还在场上就是还没到期）`, `the attack lock of the face-up ${card} (${player}) on the field (its card is destroyed in the last End Phase of its ${count.en}: still there, the count has not ended)`);
    return t(
      `${how.zh}按仍在适用理解：情境写不出现在是${count.zh}的第几个回合（这个写法不能写出），按还在这${k}回合内判断`,
      `${how.en} is taken as still applying: the notation cannot state which of its ${count.en} this is, so it is judged as within them`,
    );
  },
  [R.REWRITE_TURN_PART]: ({ text, words }) =>
    t(`『${text}』是原本效果的一部分，效果被改写后不适用（誓约不是效果，仍然适用）`, `${(words as Text).en} is part of its own effect: rewritten, it does not apply (a pledge is no effect and still binds)`),
  // Family "trap monsters and a card's state when it leaves" (issue 16).
  [R.TEMP_BANISH_TRAP_RETURN]: ({ phase, cards }) => {
    const title = phase ? phaseTitle(String(phase)) : null;
    const when = title ? t(`${title.zh}回到场上的时点`, `when it would return at the ${title.en}`) : t('回到场上的时点', 'when it would return to the field');
    return t(
      `${cards.zh}是陷阱怪兽，除外后就是陷阱卡：${when.zh}不能在怪兽区域存在，立即送去墓地（按规则，不当作被效果送去墓地）`,
      `${cards.en} is a trap monster, a Trap Card once banished: ${when.en} it cannot stand in a Monster Zone and is sent to the GY at once (by rule, not sent by an effect)`,
    );
  },
  [R.SET_DESTROYED]: ({ card, variant, source }) =>
    variant === 'not-destroyed'
      ? t(`没有破坏「${card}」，也就不能盖放`, `${card} was not destroyed by it, so it cannot be Set`)
      : variant === 'gone'
        ? t(`「${card}」被破坏后不在墓地·除外·额外卡组（表侧），不能盖放`, `once destroyed, ${card} is not in the GY, banished or face-up in the Extra Deck, so it cannot be Set`)
        : variant === 'no-summon'
          ? t(`「${card}」不能特殊召唤${source ? `（「${source}」）` : ''}，不能盖放`, `${card} cannot be Special Summoned${source ? ` (${source})` : ''}, so it is not Set`)
          : variant === 'monster'
            ? t(`「${card}」里侧守备表示特殊召唤到自己场上（盖放）`, `${card} is Special Summoned face-down in Defense Position to its player's field (Set)`)
          : variant === 'field'
            ? t(`「${card}」在自己的场地区域盖放`, `${card} is Set in its player's Field Zone`)
            : t(`「${card}」在自己的魔法与陷阱区域盖放`, `${card} is Set in its player's Spell & Trap Zone`),
  [R.NEGATED_SET_AGAIN]: ({ card }) =>
    t(`「${card}」不送去墓地，直接盖放（没有离开场上，仍是连锁中作为对象的那张卡）`, `${card} is Set again where it is instead of going to the GY (it does not leave the field: still the card the chain targets)`),
  [R.TRAP_MONSTER_NEGATED]: ({ card }) =>
    t(
      `「${card}」也当作陷阱卡使用：作为陷阱卡被无效，表侧表示回到魔法与陷阱区域（不是离场；特殊召唤只在发动时进行，无效结束后也不再当作怪兽）`,
      `${card} is also a Trap Card: negated as one, it goes back face-up to the Spell & Trap Zone (it does not leave the field; its summon was made at activation, so it stays there even once the negation ends)`,
    ),
  // CH-TYPE-OF-SHOWN: the targets take the shown monster's Type and/or Attribute for the turn; or which monster was shown is not written.
  [R.TYPE_OF_SHOWN]: ({ variant, name, cards, card, race, attribute }) => {
    if (variant === 'unknown') return t(`${name.zh}给对方观看的是哪只怪兽没有写明（可写 [确认 卡名]）：变成的种族·属性不知道，回答不改变作为对象的怪兽。`, `Which monster ${name.en} shows is not written (add [确认 card name]): the Type and Attribute it gives are not known, so the answer changes nothing.`);
    const zh = [race ? `${race}` : '', attribute ? `${attribute}属性` : ''].filter(Boolean).join('·');
    const en = [attribute ? attributeEn(attribute as string) : '', race ? raceEn(race as string) : ''].filter(Boolean).join(' ');
    return t(`${(cards as string[]).map((c) => `「${c}」`).join('')}直到回合结束时变成和「${card}」相同的${zh}`, `${(cards as string[]).join(', ')} ${(cards as string[]).length > 1 ? 'become' : 'becomes'} ${en}, like ${card}, until the end of the turn`);
  },
  // CH-EACH-SHOWN: each player's shown monster (「给对方观看」), and the damage read off their ATK.
  [R.EACH_SHOWN]: ({ variant, name, player, card, rank, atk }) => {
    if (variant === 'unknown') return t(`${name.zh}：${player}给对方观看的是哪只怪兽（或者没有给人观看）没有写明（可写 [确认 A:卡名,B:卡名]，没有给人观看写 B:无）：伤害由双方给人观看的怪兽的攻击力决定，回答不计算伤害。`, `${name.en}: which monster ${player} shows (or whether they show none) is not written (add [确认 A:card,B:card]; none shown: B:无): the damage comes from the ATK of the monsters both players show, so the answer computes none.`);
    if (variant === 'rank-unknown') return t(`${name.zh}：被破坏的超量怪兽没有写明（可写 A墓:X(战斗破坏)），它的阶级不知道：给人观看的怪兽的阶级是否在那以下没有检查。`, `${name.en}: the destroyed Xyz Monster is not written (add A墓:X(战斗破坏)), so its Rank is not known: whether the shown monsters' Ranks are at most that is not checked.`);
    if (variant === 'not-fit') return t(`${name.zh}：${player}不能把「${card}」给对方观看（${rank ? `阶级要在被破坏的怪兽的阶级${rank}以下` : `要是${player}自己的额外卡组里的超量怪兽`}），不当作给人观看的卡。`, `${name.en}: ${player} cannot show ${card} (${rank ? `its Rank must be at most the destroyed monster's, ${rank}` : `it must be an Xyz Monster of ${player}'s own Extra Deck`}); not taken as shown.`);
    if (variant === 'shown') return t(`${player}把「${card}」给对方观看`, `${player} shows ${card}`);
    if (variant === 'shown-none') return t(`${player}没有把怪兽给对方观看`, `${player} shows no monster`);
    if (variant === 'shown-unknown') return t(`${player}给对方观看的怪兽未写明`, `${player}'s shown monster not written`);
    if (variant === 'same-atk') return t(`双方给人观看的怪兽攻击力相同（${atk}），没有伤害`, `both shown monsters have the same ATK (${atk}): no damage`);
    return t('伤害不明（给人观看的怪兽没有写明）', 'the damage is not known (the shown monsters are not written)');
  },
  // CH-RENAME-AS-SENT: the monsters take the sent monster's name for the turn.
  [R.RENAME_AS_SENT]: ({ cards, name }) =>
    t(`${(cards as string[]).map((c) => `「${c}」`).join('')}直到结束阶段当作「${name}」使用`, `${(cards as string[]).join(', ')} ${(cards as string[]).length > 1 ? 'are' : 'is'} treated as ${name} until the End Phase`),
  // CH-NEGATED-CHANGE: a negated card's change of name or type does not apply.
  /** CH-STAT-OWN-ATTACK-EARLIER: the ● its position picked as it resolved is not in the history; the Attack Position one is taken. */
  [R.STAT_OWN_ATTACK_EARLIER]: ({ name, variant }) =>
    variant === 'copy'
      ? t(
          `本回合早些时候发动效果的是场上哪一张「${name}」情境中没有写明：假定是现在攻击的这一张，它的效果（伤害步骤内攻击力的变化）适用；是另一张的场合，这次攻击不适用。`,
          `Which of the ${name} on the field activated its effect earlier this turn is not given: the one attacking now is taken to be it, so its effect (the ATK changes in the Damage Step) applies; had it been the other copy, it would not apply to this attack.`,
        )
      : t(
      `本回合早些时候发动的「${name}」的效果处理时它的表示形式情境中没有写明：按它现在攻击表示攻击，假定当时是攻击表示，适用「●攻击表示」的效果（伤害步骤内攻击力的变化）。`,
      `The battle position ${name} was in when its earlier effect resolved this turn is not given: as it attacks in Attack Position now, it is taken to have been in Attack Position then, so its Attack Position ● (the ATK changes in the Damage Step) applies.`,
    ),
  /** CH-STAT-HELD-EARLIER: the entry names no target — the change is taken as held on the attacker. */
  [R.STAT_HELD_EARLIER]: ({ name, card }) =>
    t(`本回合早些时候发动的「${name}」没有写明对象（写 (对象:X)）：假定它的对象是现在攻击的「${card}」，它的「攻击的伤害步骤内」的攻击力变化在这个伤害步骤适用（最后计算），情况里写的攻击力已含这个变化。`, `${name}, activated earlier this turn, names no target (write (对象:X)): taken as the attacking ${card}; its change held to the Damage Step of that monster's attack applies in this Damage Step (applied last), the ATK the situation states already including it.`),
  /** CH-BATTLE-FLIPPED: the situation lists the attacked monster face-down at a part of the damage step where the battle has flipped it. */
  [R.BATTLE_FLIPPED]: ({ card }) =>
    t(
      `情境写的「${card}」是里侧表示，但它是被攻击的怪兽：伤害计算前的最初已经因战斗变成表侧守备表示，这里按表侧表示判断（可以成为效果的对象；它的反转效果延后到伤害计算后发动）。`,
      `${card} is written face-down, but it is the monster attacked: the battle turned it face-up in Defense Position at the start of the step before damage calculation, so it is judged face-up here (effects may target it; its FLIP effects wait until after damage calculation).`,
    ),
  [R.NEGATED_CHANGE]: ({ card }) =>
    t(`「${card}」的效果现在被无效：它让卡名·种族·属性变更的永续效果不适用（按原本的卡名·种族·属性看待）。`, `${card}'s effects are negated now: its continuous change of name, Type or Attribute does not apply (its cards are read as they are).`),
  [R.SUMMON_FORBIDDEN]: ({ card, source, player, fromExtra, bound }) =>
    bound
      ? t(
          `场上表侧表示的「${source}」的效果让${player}不能把${bound.zh}特殊召唤：「${card}」就是这样的怪兽，不能特殊召唤。`,
          `${source}, face-up on the field, stops ${player} from Special Summoning ${bound.en}: ${card} is one, so it cannot be Special Summoned.`,
        )
      : fromExtra
      ? t(
          `场上表侧表示的「${source}」的效果让${player}不能从额外卡组把怪兽特殊召唤（那个效果的「自己」「对方」从「${source}」的控制者看）：不能从额外卡组特殊召唤「${card}」。`,
          `${source}, face-up on the field, stops ${player} from Special Summoning monsters from the Extra Deck (its "you" and "your opponent" are seen from ${source}'s controller): ${card} cannot be Special Summoned from the Extra Deck.`,
        )
      : t(
          `场上表侧表示的「${source}」的效果让${player}不能把怪兽特殊召唤：不能特殊召唤「${card}」（用它自身的方法也不行，那个方法要送去墓地等的卡也不能那样处理）。`,
          `${source}, face-up on the field, stops ${player} from Special Summoning monsters: ${card} cannot be Special Summoned (not even by its own procedure, whose cards are then not sent either).`,
        ),
  // CH-ATTACH: what went under which Xyz Monster, and the materials it now holds when the situation states them.
  [R.ATTACH]: ({ variant, cards, holder, materials }) => {
    if (variant === 'no-holder') return t('要重叠的超量怪兽已不在场上表侧表示（或不是超量怪兽）：什么都不重叠', 'the Xyz Monster they would go under is no longer face-up on the field (or is no Xyz Monster): nothing is attached');
    if (variant === 'unnamed') return t(`选出的卡在「${holder}」下面重叠作为超量素材（没有写明是哪张卡）`, `the card picked is attached to ${holder} as Xyz Material (which card is not stated)`);
    if (variant === 'none') return t(`没有能在「${holder}」下面重叠的卡（已经不在那里）`, `there is no card left to attach to ${holder} (it is no longer there)`);
    const names = (cards as string[]).map((c) => `「${c}」`).join('、');
    const now = materials === null ? t('', '') : t(`（素材:${(materials as string[]).join('+')}）`, ` (materials: ${(materials as string[]).join(', ')})`);
    return t(`${names}在「${holder}」下面重叠作为超量素材${now.zh}`, `${(cards as string[]).join(', ')} ${(cards as string[]).length > 1 ? 'are' : 'is'} attached to ${holder} as Xyz Material${now.en}`);
  },
  [R.DETACH_BY_EFFECT]: () => t('超量素材被取除（取除只涉及素材，不影响那只怪兽本身）', 'its Xyz Materials are detached (detaching touches the materials, not the monster itself)'),
  // CH-IN-RESOLUTION-FORBIDDEN: a card activation inside a resolution that a floodgate forbids is not made.
  [R.IN_RESOLUTION_FORBIDDEN]: ({ card, source }) =>
    t(`场上表侧表示的「${source}」让这张卡的发动不能进行：即使是效果处理中发动，「${card}」也不能发动（不发动）`, `${source}, face-up on the field, forbids that card activation: even inside a resolution, ${card} cannot be activated (it is not)`),
  // CH-PENDULUM-SUMMON: what a Pendulum Summon may not take, and why.
  [R.PENDULUM_SUMMON]: ({ card, variant, zone, level, low, high }) => {
    if (variant === 'assumed-scales') {
      return t(
        `情境没有列出灵摆召唤的玩家的场上：假定两边的P区域都有灵摆卡，「${card}」的等级在两个灵摆刻度之间（不是的话写出场上的灵摆卡，如 A场:X(灵摆左),Y(灵摆右)）。`,
        `The summoning player's field is not listed: both Pendulum Zones are assumed filled and ${card}'s level between the two Scales (write the field's Pendulum cards otherwise, e.g. A场:X(灵摆左),Y(灵摆右)).`,
      );
    }
    if (variant === 'no-scales' || variant === 'level') {
      const why = variant === 'no-scales'
        ? t('灵摆召唤需要自己两边的P区域都放置着灵摆卡，情境列出的场上没有两张', 'a Pendulum Summon needs Pendulum cards in both of its player\'s Pendulum Zones, and the listed field does not have two')
        : t(`灵摆召唤只能特殊召唤等级在两个灵摆刻度之间（不含刻度本身，这里是${low}和${high}之间）的怪兽，「${card}」的等级是${level}`, `a Pendulum Summon takes only monsters whose level is strictly between the two Pendulum Scales (here between ${low} and ${high}), and ${card}'s level is ${level}`);
      return t(`${why.zh}：这次灵摆召唤不能进行。`, `${why.en}: this Pendulum Summon cannot be made.`);
    }
    if (variant === 'assumed-proper') {
      return t(
        `「${card}」是特殊召唤怪兽，在额外卡组表侧表示：只有用正规手续出场过才能灵摆召唤；情境没有写明，假定它用正规手续出场过（没有的话写 (未正规出场)）。`,
        `${card} is a Special Summon monster face-up in the Extra Deck: it can be Pendulum Summoned only if it was properly summoned before; the situation does not say, so it is assumed it was (if not, write (未正规出场)).`,
      );
    }
    const rule = t('灵摆召唤是规则进行的特殊召唤，不是卡的效果，也不是怪兽自身的召唤手续', 'a Pendulum Summon is a Special Summon the rules make — no card effect, and no monster\'s own procedure');
    const why =
      variant === 'not-monster' ? t(`「${card}」不是怪兽`, `${card} is not a monster`)
      : variant === 'place' ? t(`「${card}」在${zoneWord(zone as Place | null).zh}：灵摆召唤只能从手卡，或从额外卡组把表侧表示的灵摆怪兽特殊召唤`, `${card} is in the ${zoneWord(zone as Place | null).en}: a Pendulum Summon takes monsters from the hand, or face-up Pendulum Monsters from the Extra Deck, only`)
      : variant === 'only-effects' ? t(`「${card}」只能用卡的效果特殊召唤`, `${card} can be Special Summoned only by card effects`)
      : variant === 'only-own-way' ? t(`「${card}」只能用它自己写明的方法特殊召唤（满足它的召唤条件），灵摆召唤不是那个方法`, `${card} can be Special Summoned only its own stated way (meeting its summoning condition), and a Pendulum Summon is not that way`)
      : variant === 'special-from-hand' ? t(`「${card}」是特殊召唤怪兽（不能通常召唤），必须先用它自己的正规手续出场；从手卡不能灵摆召唤`, `${card} is a Special Summon monster (it cannot be Normal Summoned): it must first come out by its own proper way, so it cannot be Pendulum Summoned from the hand`)
      : t(`「${card}」是特殊召唤怪兽，情境说它没有用正规手续出场过：不能灵摆召唤`, `${card} is a Special Summon monster the situation says was never properly summoned: it cannot be Pendulum Summoned`);
    return t(`${rule.zh}：${why.zh}。这次灵摆召唤不能进行。`, `${rule.en}: ${why.en}. This Pendulum Summon cannot be made.`);
  },
  // CH-EQUIP-FROM-OUTSIDE: cards taken from the hand, Deck or GY and equipped to the effect's own monster (or the monster its Equip Card equips).
  [R.EQUIP_FROM_OUTSIDE]: ({ variant, cards, to }) =>
    variant === 'taken'
      ? t(`同盟怪兽只能装备给自己的怪兽，${to.zh}的控制权已被对方得到：这个效果不适用，不会选出要装备的同盟怪兽`, `a Union Monster equips only its controller's own monster, and the opponent took control of ${to.en}: the effect does not apply, no Union Monster is chosen to equip`)
      : variant === 'no-zone'
      ? t(`没有可用的魔法与陷阱区域：这个效果不适用，${cards.zh}不会被选出，留在原来的位置`, `no Spell & Trap Zone is free: the effect does not apply, ${cards.en} is not chosen and stays where it is`)
      : variant === 'some'
        ? t(`可用的魔法与陷阱区域不足：只把${cards.zh}装备给${to.zh}，其余的卡留在原来的位置`, `not enough free Spell & Trap Zones: only ${cards.en} equipped to ${to.en}, the rest stay where they are`)
        : t(`${cards.zh}放到这个效果的玩家的魔法与陷阱区域，装备给${to.zh}`, `${cards.en} put in the Spell & Trap Zone of the effect's player, equipped to ${to.en}`),
  // CH-SUMMON-STATS-FROM-TARGET
  [R.SUMMON_STATS_FROM_TARGET]: () =>
    t(
      '变成的怪兽的攻击力·守备力取自作为对象的怪兽，处理时它已不是场上表侧表示的怪兽：不能特殊召唤，这张卡留在魔法与陷阱区域',
      'the monster it becomes takes its ATK/DEF from its target, which is no longer a face-up monster on the field as it resolves: it is not Special Summoned and the card stays in the Spell & Trap Zone',
    ),
  // ZONE-MOVE-ADJACENT: the free Main Monster Zones beside a monster, or none (an Extra Monster Zone is never beside it).
  [R.ZONE_MOVE_ADJACENT]: ({ variant, cards, cols }) =>
    variant === 'unjudged'
      ? t(`${cards.zh}在额外怪兽区域：它能不能移动、移动到哪里没有判断，请按卡片文本和规则自行确认`, `${cards.en} stands in an Extra Monster Zone: whether and where it may move is not judged — check the card text and the rules`)
      : variant === 'moves'
      ? t(`${cards.zh}可以移动到旁边没有使用的主要怪兽区域（主${cols}，由它的控制者选）`, `${cards.en} may move to an unused Main Monster Zone beside it (Main ${cols}, its controller picks)`)
      : t(`${cards.zh || '怪兽'}旁边没有空着的主要怪兽区域（额外怪兽区域不算相邻的怪兽区域，不能移动过去）：没有可以移动的怪兽`, `${cards.en || 'no monster'} has no unused Main Monster Zone beside it (an Extra Monster Zone is not a Monster Zone beside it: nothing may move there), so no monster can be moved`),
  // CH-STAT-SPLIT-TARGETS: which of the two targets is halved was not noted — the first written is taken.
  [R.STAT_SPLIT_TARGETS]: ({ name, card, other }) =>
    t(
      `${name.zh}：处理时由玩家从2只对象中选1只攻击力变成一半，另1只上升那个数值；没有写明，假定「${card}」变成一半${other ? `、「${other}」上升` : ''}（要选另1只时写 [减半 卡名]）。`,
      `${name.en}: as it resolves, its player picks which of the two targets has its ATK halved, the other gaining that amount; none is noted, so ${card} is assumed halved${other ? ` and ${other} raised` : ''} (write [减半 <card>] otherwise).`,
    ),
  // CH-EITHER-STEP: 「加入手卡或送去墓地」 with neither verb noted — the first is taken.
  [R.EITHER_STEP]: ({ name, first, other }) =>
    t(
      `${name.zh}：选的卡${verbOf(first).zh}或者${verbOf(other).zh}，由玩家选择其中之一；没有写明，假定${verbOf(first).zh}（${verbOf(other).zh}时写 [${verbOf(other).note} 卡名]）。`,
      `${name.en}: the card picked is ${verbOf(first).en} or ${verbOf(other).en}, the player's choice of one; none is noted, so ${verbOf(first).en} is assumed (write [${verbOf(other).note} <card>] otherwise).`,
    ),
  // CH-PICK-LISTED-EMPTY: the places a pick takes from are listed in full and none of their cards fits.
  [R.COMPILE_MAY_THAT_EVENT]: () =>
    t(
      '「那只怪兽」是这张卡自身战斗破坏的怪兽（它的战斗对手）；这张卡没有进行那次战斗，没有这样的怪兽，什么也不特殊召唤',
      '「that monster」 is the one this card itself destroyed by battle (its battle partner); this card was not in that battle, so there is none and nothing is Special Summoned',
    ),
  [R.PICK_LISTED_EMPTY]: ({ verb }) =>
    t(
      `可以选的地方（情境列出的卡）没有符合的卡：不能${verb.zh}，这一步不进行`,
      `the places it picks from (the cards the situation lists) hold none that fits: nothing is ${verb.en === 'Special Summon' ? 'Special Summoned' : verb.en}, and the step is not done`,
    ),
  // CH-PICK-SAME-CARD: several copies of the one card fit a pick: the first place the text names is assumed.
  [R.PICK_SAME_CARD]: ({ name, card, zone, others }) => {
    const there = list([zone, ...others].map((z: Place) => zoneWord(z)));
    return t(
      `${name.zh}：${there.zh}都有符合的${cardName(card).zh}，假定选了${zoneWord(zone).zh}的那张（选哪一张由玩家决定）。`,
      `${name.en}: ${cardName(card).en} fits in ${there.en}; the copy in ${zoneWord(zone).en} is assumed picked (the player chooses which).`,
    );
  },
  // CH-ST-NOT-ON-ITSELF: the note picks the resolving Spell/Trap itself.
  [R.ST_NOT_ON_ITSELF]: ({ name, card }) =>
    t(
      `${name.zh}：魔法·陷阱卡的效果不对自身适用，注记选的${cardName(card).zh}（这张卡自身）不能选，它不被处理。`,
      `${name.en}: a Spell/Trap's effect does not apply to its own card — the note picks ${cardName(card).en} (this card itself), which cannot be picked and is left alone.`,
    ),
  // CH-PICK-UP-TO: 「最多N张」 with more than one card to choose from.
  // CH-DECLARED-NAME: the step acts on the card the activation declared, and no name is noted.
  [R.DECLARED_NAME]: ({ name, variant, declared }) =>
    // (Refused at activation: the name is not one its text lets it declare — ../chain/declarable.ts.)
    variant === 'not-declarable'
      ? t(
          `${name.zh}只能宣言卡片文本写的那类卡的卡名；「${declared}」不是，不能宣言它来发动。`,
          `${name.en} may declare only a name of the kind of card its text describes; ${declared} is not one, so it cannot be activated declaring it.`,
        )
      : variant === 'on-own-field'
      ? t(
          `${name.zh}只能宣言同名怪兽不在自己场上存在的卡名；自己场上有「${declared}」表侧表示存在，不能宣言它来发动。`,
          `${name.en} may declare only a name no monster on its player's field bears; a face-up ${declared} is there, so it cannot be activated declaring it.`,
        )
      : variant === 'not-judged'
      ? t('不判断处理了哪些卡（宣言的卡名或它找的地方没有写明）', 'which cards it acts on is not judged (the declared name, or where it looks, is not given)')
      : variant === 'only-name'
      ? t(
          `${name.zh}：没有写明宣言的卡名；它找宣言的卡的地方只列出了「${declared}」，假定宣言的是「${declared}」（用 [宣言 卡名] 写明）。`,
          `${name.en}: no declared name is given; where it looks for the declared card only ${declared} is listed, so ${declared} is taken as declared (write [宣言 <card name>]).`,
        )
      : variant === 'top-unknown'
      ? t(
          `${name.zh}：翻开的是卡组最上面的卡，情境列出的卡组有不止一种卡，没有写明哪张在最上面，不判断翻开的是不是宣言的「${declared}」，也不判断之后按是不是适用的处理（卡组只列出最上面那张卡即可判断）。`,
          `${name.en}: it turns over the top card of the Deck; the listed Deck holds more than one card and does not say which is on top, so whether the declared ${declared} was turned over — and what follows — is not judged (list only the top card to have it judged).`,
        )
      : variant === 'unlisted'
      ? t(
          `${name.zh}：情境没有完整列出它找宣言的「${declared}」的地方，不判断那里有没有「${declared}」，也不判断之后按有没有适用的处理。`,
          `${name.en}: the situation does not list in full where it looks for the declared ${declared}, so whether one is there — and what follows from that — is not judged.`,
        )
      : t(
          `${name.zh}：处理的是发动时宣言的卡名的卡，但没有写明宣言了什么卡名，不判断处理了哪些卡（用 [宣言 卡名] 写明）。`,
          `${name.en}: it acts on cards of the name declared at activation, but no declared name is given, so which cards it acts on is not judged (write [宣言 <card name>]).`,
        ),
  // (`verb`: the note word of the step's action — 送墓, 特殊召唤, 表示形式变更 …)
  [R.PICK_ANY_NUMBER]: ({ name, verb }) =>
    t(
      `${name.zh}：「可以选…任意数量」选几张（也可以1张也不选）、选哪些由玩家决定；未写明选了哪些，不假定做了这个处理（用 [${verb ?? '送墓'} 卡名] 等写明）。`,
      `${name.en}: "may choose any number" — how many (none at all included) and which is the player's choice; none was given, so the step is not assumed done (write e.g. [${verb ?? '送墓'} <card name>]).`,
    ),
  [R.PICK_PAIR_SAME_RACE]: ({ name, variant, cards, races }) => {
    const list = (cards as string[]).map((c) => `「${c}」`).join('、');
    if (variant === 'unknown') return t(`${name.zh}：要从双方场上各选1只相同种族的怪兽，${list}的种族没有写明（卡片数据里没有）：假定和另一只种族相同。`, `${name.en}: it picks 1 monster from each field that share a Type; the Type of ${(cards as string[]).join(', ')} is not stated (not in the card data): taken as the same as the other's.`);
    if (variant === 'sides') return t(`${name.zh}：要从双方场上各选1只怪兽（共2只、双方各1只），写明的${list}不是这样的组合：不能这样除外，不按写明的处理。`, `${name.en}: it picks 1 monster from each player's field (2, one of each side); the noted ${(cards as string[]).join(', ')} are not such a pair: they cannot be banished so, and are not taken.`);
    const rs = races as string[];
    return t(
      `${name.zh}：要从双方场上各选1只相同种族的怪兽，写明的${list}种族不同（${rs.join('、')}）：不能这样除外，不按写明的处理。`,
      `${name.en}: it picks 1 monster from each field that share a Type; the noted ${(cards as string[]).join(', ')} do not (${rs.map(raceEn).join(', ')}): they cannot be banished so, and are not taken.`,
    );
  },
  [R.PICK_UP_TO]: ({ name, max, fits, variant, noted, kept }) =>
    variant === 'too-many'
      ? t(
          `${name.zh}：最多只能选${max}张（只），写明的${noted}张超过了上限：只按写明的前${max}张（${kept.map((c: string) => `「${c}」`).join('、')}）处理。`,
          `${name.en}: it picks up to ${max}, and ${noted} were noted — more than it may: only the first ${max} noted (${kept.join(', ')}) ${max === 1 ? 'is' : 'are'} taken.`,
        )
      : t(
          `${name.zh}：「最多${max}张（只）」选几张、选哪些由玩家决定（符合的有${fits}张）；未写明选了哪些，不假定全部选择。`,
          `${name.en}: "up to ${max}" — how many and which is the player's choice (${fits} fit); none was given, so no choice is assumed.`,
        ),
  // CH-GY-LOCK-LISTED-EMPTY: under a GY lock, the other places the choice may take from hold no card that fits.
  [R.GY_LOCK_LISTED_EMPTY]: ({ source }) =>
    t(
      `${cardName(source).zh}的效果适用中，这一步只能从墓地以外的地方选，而那里（情境列出的卡）没有符合的卡：这一步不进行（效果本身没有被无效）`,
      `while ${cardName(source).en} applies, this step may choose only from places other than the GY, and the cards listed there include none that fits: it is not done (the effect itself is not negated)`,
    ),
  [R.DAMAGE_ZERO_ANSWERED]: ({ variant, player, link }) =>
    variant === 'set'
      ? t(`C${link}的效果让${player}受到的伤害变成0`, `the damage Chain Link ${link}'s effect deals ${player} becomes 0`)
      : variant === 'none'
        ? t('没有可以适用的效果', 'there is no effect it applies to')
        : t(`C${link}的效果让${player}受到的这个效果的伤害变成0，${player}不受到伤害`, `Chain Link ${link}'s effect made the damage this effect deals ${player} 0: ${player} takes none`),
};

/** What happens to a card the player chooses at resolution, when the input does not say which. */
const CHOSEN_VERB = {
  destroy: t('被破坏', 'destroyed'),
  banish: t('被除外', 'banished'),
  'banish-face-down': t('被里侧表示除外', 'banished face-down'),
  'send-to-gy': t('被送去墓地', 'sent to the GY'),
  tribute: t('被解放', 'tributed'),
  'return-to-hand': t('回到手卡', 'returned to the hand'),
  'return-to-deck': t('回到卡组', 'returned to the Deck'),
  'take-control': t('的控制权转移', 'changed in control'),
  set: t('盖放', 'Set'),
} as const;
/** A verb with no words of its own above: said without naming a move it may not make. */
const CHOSEN_ANY = t('受到这个效果处理', 'affected by it');

/** The English name of a counter kind the card text names (「魔力指示物」 → Spell), when known. */
function counterKindEn(kind: string): string | undefined {
  return ({ 魔力: 'Spell', 捕食: 'Predator', 守卫: 'Guard', 武士道: 'Bushido', A: 'A', 毒: 'Venom', 冰: 'Ice' } as Record<string, string>)[kind];
}

/** CH-EITHER-STEP: a step's verb in words, and the note that names a card for it. */
function verbOf(v: string): { zh: string; en: string; note: string } {
  const words: Record<string, { zh: string; en: string; note: string }> = {
    'add-to-hand': { zh: '加入手卡', en: 'added to the hand', note: '加入手卡' },
    'send-to-gy': { zh: '送去墓地', en: 'sent to the GY', note: '送去墓地' },
    'special-summon': { zh: '特殊召唤', en: 'Special Summoned', note: '特殊召唤' },
    banish: { zh: '除外', en: 'banished', note: '除外' },
    destroy: { zh: '破坏', en: 'destroyed', note: '破坏' },
    'return-to-hand': { zh: '回到手卡', en: 'returned to the hand', note: '回到手卡' },
    'return-to-deck': { zh: '回到卡组', en: 'returned to the Deck', note: '回到卡组' },
  };
  return words[v] ?? { zh: v, en: v, note: v };
}

