/**
 * The sentences of activation legality (chain/legality.ts), keyed by rule id: each check there returns
 * `{ rule, params }` and the words are made here, in both languages. A rule with several sentences
 * says which by a `variant` param. Assumptions a check makes are phrased here too.
 */
import { t, type Text, zhJoined, enJoined } from '../../i18n/text.js';
import { effectMark } from '../../i18n/marks.js';
import type { ActivationPattern, CardFilter, CardTurnEvent, Condition, Place, SelfState, SummonHow, Zone } from '../../cards/facts.js';
import { noLevel } from '../../cards/level-bound.js';
import type { PatternFailure } from '../game/match.js';
import type { LinkState } from '../game/state.js';
import { isField } from '../game/board.js';
import { damageCalculationOnly, damageStepStatChanges } from '../game/phase.js';
import { isPendulumSpellActivation } from '../game/speed.js';
import { phaseTitle } from './phase-title.js';
import { R, W } from '../rule-ids.js';
import { counted, fieldLimitWords, HOW_WORDS, list, pluralNoun, sentences, times, zoneWord } from './words.js';
import type { Params, PhraseBook } from './index.js';
import { MONSTER_TYPES, SUBTYPE_WORDS } from '../../cards/subtype-words.js';
import { attributeEn, raceEn, attributeOrRaceEn } from '../../i18n/game-words.js';

const SPEED_WORDS: Record<number, Text> = {
  1: t('咒文速度1', 'Spell Speed 1'),
  2: t('咒文速度2', 'Spell Speed 2'),
  3: t('咒文速度3', 'Spell Speed 3'),
};

/** Why a link that answers an activation does not answer this one (any of the CH-RESPONDS-* failures). */
function responds(p: Params): Text {
  const parts: Text[] = [mismatchText(p.name, p.below, p.miss, p.pattern)];
  // Why a destruction the answered effect names does not count (CH-DESTROYS-CHANCE / CH-DESTROYS-CHOICE).
  const doubts: readonly string[] = p.doubts ?? [];
  if (doubts.includes('chance')) {
    parts.push(t('它写的破坏要到处理时才知道会不会发生（由骰子·硬币或处理时的结果决定，或是之后才破坏），发动时不算“会破坏”。', 'The destruction it names is only decided at resolution (a die, a coin or a result found then, or it happens later), so at activation it does not count as one it would make.'));
  }
  if (doubts.includes('choice')) {
    parts.push(t('它破坏哪些卡要到处理时才定：按现在的局面，可能选到不符合的卡或场上以外的卡，或者场上根本没有那样的卡，发动时不算“会破坏”。', 'Which cards it destroys is only settled at resolution: on this board the choice may fall on other cards or on cards off the field, or there is no such card on the field, so at activation it does not count as one it would make.'));
  }
  if (p.reached) {
    parts.push(
      t(
        `它回应的发动必须是紧接在下面的一环；${p.reached.zh}虽然符合，但隔着${p.below.name.zh}，不能越过它去连锁。`,
        `The activation it answers must be the link directly below; ${p.reached.en} would qualify, but ${p.below.name.en} is in between and it cannot reach past it.`,
      ),
    );
  }
  if (p.textChange) {
    parts.push(t(`文本变更：${p.textChange.zh}`, `Text change: ${p.textChange.en}`));
    parts.push(
      t(
        '流传的“可以这样连锁”的裁定（包括规则资料里的例子）是按这张卡的旧文本作出的；本答案按现在的文本判断。',
        'Rulings in circulation that allow this chain (including the worked example in the rules document) come from the older text; this answer follows the current text.',
      ),
    );
  }
  return sentences(parts);
}

/** CNT-COST-FIELD: the cards a counter cost from a field took its counters from. */
type Taken = { card: string; count: number; self: boolean; side: string | null };

/**
 * 「现在是伤害步骤（伤害计算前）」: the Damage Step, with the part of it the situation names in brackets — none when it names only the
 * step (阶段:伤害步骤), else the answer said 「现在是伤害步骤（伤害步骤）」.
 */
function damageStepNow(part: unknown): Text {
  const title = typeof part === 'string' && part !== 'damage-step' ? phaseTitle(part) : null;
  return title ? t(`现在是伤害步骤（${title.zh}）`, `It is the Damage Step (${title.en})`) : t('现在是伤害步骤', 'It is the Damage Step');
}

export const LEGALITY: PhraseBook = {
  // ── notes and unknown facts ──
  [R.NOTE]: ({ name, variant, n, target, activation }) =>
    variant === 'no-effect'
      ? t(`${name.zh}按注记不处理。`, `${name.en} does nothing, as its note says.`)
      : variant === 'negates'
        ? t(
            `按C${n}的注记，它处理时使C${target}的${activation ? '发动' : '效果'}无效（卡片数据里没有这一点）。`,
            `As the note on Chain Link ${n} says, it negates the ${activation ? 'activation' : 'effect'} of Chain Link ${target} when it resolves (the card data does not say so).`,
          )
        : t(`${name.zh}：按注记视为可以发动，未检查发动条件。`, `${name.en}: treated as legal as the note says; its activation requirements were not checked.`),

  [R.NOT_ACTIVATED]: ({ name, variant, kind, numbers }) =>
    variant === 'face-up'
      ? t(
          `${name.zh}：这张卡已经在场上表侧表示存在（已经发动过），不能再作为卡发动；它的永续效果不发动、不进入连锁。${numbers.length ? `要发动它的效果，请写效果编号（${numbers.map((k: number) => String.fromCodePoint(0x2460 + k - 1)).join('、')}）。` : '它没有可以发动的效果，所以不能作为连锁的一环（不必写它）。'}`,
          `${name.en}: this card is already face-up on the field (it was activated); it cannot be activated as a card again, and its continuous effect is not activated and never forms a chain link. ${numbers.length ? `To activate one of its effects, write its number (${numbers.join(', ')}).` : 'It has no effect that is activated, so it cannot be a chain link (leave it out).'}`,
        )
      : variant === 'inferred'
      ? t(
          `${name.zh}：从卡片文本推断这个效果不发动（永续效果或召唤手续），但推断可能有误；这里无法判断它能否作为连锁的一环。`,
          `${name.en}: the card text reads as an effect that is not activated (continuous or a summoning procedure), but that reading may be wrong; whether it can be a chain link cannot be judged here.`,
        )
      : t(
          `${name.zh}：这个效果${kind === 'continuous' ? '是永续效果' : '是召唤手续'}，不发动、不进入连锁，所以不能作为连锁的一环。`,
          `${name.en}: this effect is ${kind === 'continuous' ? 'a continuous effect' : 'a summoning procedure'}; it is not activated and never forms a chain link.`,
        ),
  [R.UNKNOWN]: ({ name, variant }) =>
    variant === 'outcome'
      ? t(`${name.zh}的效果未知，无法说明处理结果。`, `${name.en}: its effect is unknown, so its outcome cannot be stated.`)
      : t(`${name.zh}的效果是从卡片文本推断的，未经人工核对；以下判断以推断为准。`, `${name.en}: its effect facts were inferred from the card text, not checked by hand; what follows rests on that reading.`),
  // CH-SUMMON-UNNEGATABLE-GRANTED: another face-up card makes the summon one that cannot be negated.
  [R.SUMMON_UNNEGATABLE_GRANTED]: ({ name, card, by, variant }) =>
    variant === 'resolution'
      ? t(
          `${name.zh}处理时，「${by}」在场上表侧表示存在，「${card}」的这次召唤不会被无效化：召唤无效和之后的处理都不适用。`,
          `When ${name.en} resolves, ${by} is face-up on the field and ${card}'s summon cannot be negated: neither the negation nor what follows it applies.`,
        )
      : t(
          `「${by}」在场上表侧表示存在，「${card}」的这次召唤不会被无效化，所以不能对它发动${name.zh}。`,
          `${by} is face-up on the field, so ${card}'s summon cannot be negated and ${name.en} cannot be activated against it.`,
        ),
  // CH-PENDULUM-ACTIVATION: a Pendulum card placed in a Pendulum Zone as a Spell Card's activation.
  [R.PENDULUM_ACTIVATION]: ({ name, variant }) =>
    variant === 'timing'
      ? t(`${name.zh}把${SUBTYPE_WORDS.pendulum!.zh}卡放置到${SUBTYPE_WORDS.pendulum!.zh}区域是魔法卡的发动（1速）：只能在自己的主要阶段、没有连锁时进行。`, `${name.en}: placing a Pendulum card in a Pendulum Zone is a Spell Card's activation (speed 1): only in its player's own Main Phase, with no chain.`)
      : variant === 'no-zone'
        ? t(`${name.zh}：自己的2个${SUBTYPE_WORDS.pendulum!.zh}区域都已经有卡，不能再把${SUBTYPE_WORDS.pendulum!.zh}卡放置到${SUBTYPE_WORDS.pendulum!.zh}区域发动。`, `${name.en}: both of its player's Pendulum Zones are taken, so no Pendulum card can be activated there.`)
        : variant === 'requirement'
          ? t(`${name.zh}：这张卡的文本写有把它作为灵摆卡发动的条件，这里没有检查，假定满足。`, `${name.en}: its text sets a requirement for activating it as a Pendulum card; it is not checked here and is assumed met.`)
          : t(`${name.zh}从手卡放置到${SUBTYPE_WORDS.pendulum!.zh}区域，作为魔法卡发动（卡的发动，没有要处理的效果）；从发动时起就在${SUBTYPE_WORDS.pendulum!.zh}区域表侧表示存在，连锁处理后也留在场上。`, `${name.en} is placed from the hand in a Pendulum Zone as a Spell Card's activation (a card activation with nothing to resolve); it is face-up in the Pendulum Zone from its activation on and stays on the field after the chain.`),
  // ── speed and responses ──
  [R.RESPONDS_NOTHING]: ({ name, skipped, noSummon }: Params) => {
    const why = skipped.length
      ? t(`下面的${zhJoined(skipped, '、')}并没有被发动（不能发动），所以没有可以回应的发动。`, `${enJoined(skipped, ', ')} below was never activated (it could not be), so there is no activation to answer.`)
      : t('', '');
    // (CH-SUMMON-NONE-TO-ANSWER: its other option, answering a summon, has none to answer now either.)
    const summon =
      noSummon === 'own-turn'
        ? t('它回应召唤的选项也不能选：情境中没有写召唤，不入连锁的召唤只由回合玩家在自己的主要阶段进行，这个回合没有它能回应的那一方的召唤。', 'Its option answering a summon cannot be chosen either: no summon is written, and a summon outside a chain is the turn player\'s, in their Main Phase, so this turn has no summon by the player it answers.')
        : noSummon === 'not-main-phase'
          ? t('它回应召唤的选项也不能选：情境中没有写召唤，不入连锁的召唤只在主要阶段进行，现在不是主要阶段。', 'Its option answering a summon cannot be chosen either: no summon is written, and a summon outside a chain is made only in a Main Phase, which this is not.')
          : noSummon === 'not-made'
            ? t('它回应召唤的选项也不能选：写的召唤没有进行（不能进行，见「注意」），没有正在进行的召唤。', 'Its option answering a summon cannot be chosen either: the summon written was not made (it could not be, see the warnings), so none is being made.')
            : t('', '');
    return sentences([t(`${name.zh}只能在特定的卡·效果发动时发动（连锁那个发动），不能作为连锁1发动。`, `${name.en} can only be activated in answer to a specific activation (chained to it); it cannot start a chain as Chain Link 1.`), why, summon].filter((x) => x.zh !== '' || x.en !== ''));
  },
  // CH-SUMMON-UNNEGATABLE: the summon it would negate cannot be negated.
  [R.SUMMON_UNNEGATABLE]: ({ name, card, kind }) => {
    const how = kind === 'special' ? t('特殊召唤', 'Special Summon') : kind === 'flip' ? t('反转召唤', 'Flip Summon') : t('召唤', 'Normal Summon');
    return t(
      `「${card}」的${how.zh}不会被无效化（它自身的效果），所以不能对这次${how.zh}发动${name.zh}。`,
      `${card}'s ${how.en} cannot be negated (its own effect), so ${name.en} cannot be activated against this ${how.en}.`,
    );
  },
  [R.SUMMON_NEGATION]: ({ name, variant, kind, answers, by }) =>
    variant === 'wrong-kind'
      ? t(
          `${name.zh}只能在${summonWords(answers).zh}之际发动；这次是${summonWords([kind]).zh}${kind === 'normal' ? '（上级召唤也是通常召唤）' : ''}，不能发动。`,
          `${name.en} answers only ${summonWords(answers).en}; this is ${summonWords([kind]).en}${kind === 'normal' ? ' (a Tribute Summon is a Normal Summon)' : ''}, so it cannot be activated.`,
        )
      : variant === 'wrong-player'
        ? by === 'opponent'
          ? t(`${name.zh}只能回应对方的召唤；这次召唤的是自己的怪兽，不能发动。`, `${name.en} answers only the opponent's summons; this monster is being summoned by its own controller, so it cannot be activated.`)
          : t(`${name.zh}只能回应自己的召唤；这次是对方在召唤，不能发动。`, `${name.en} answers only its controller's own summons; this is the opponent's summon, so it cannot be activated.`)
    : variant === 'assumed'
      ? t(`${name.zh}回应的是正在进行的召唤（召唤不是连锁），假定这时有那样的召唤。`, `${name.en} answers a summon in progress (a summon is not a chain link); assumed there is one.`)
      : variant === 'target'
        ? t(`${name.zh}：写出的卡读作正在被召唤的怪兽（召唤无效不取对象）。`, `${name.en}: the card given is read as the monster being summoned (negating a summon does not target).`)
        : t(`${name.zh}回应的是怪兽的召唤（召唤之际），不是连锁中的卡·效果的发动。`, `${name.en} answers a monster being summoned, not an activation on the chain.`),
  // (s48: `noted` — the action names the card whose effect made it; `chain` — a link of the chain just before summoned it within its
  // resolution; `chain-later-link` — after it resolved, but as Chain Link 2 or higher; `untold` — an assumption, not a refusal.)
  [R.SUMMON_BY_EFFECT]: ({ name, variant, by, card, link, how }) =>
    variant === 'noted'
      ? t(
          `那次特殊召唤是${by ? `「${by}」的` : ''}效果处理中进行的（不入连锁的召唤才有「召唤之际」）：${name.zh}没有可以回应的召唤，不能发动。`,
          `That Special Summon is made by ${by ? `${by}'s` : 'an'} effect as it resolves (only a summon outside a chain has a moment to answer): ${name.en} has no summon to answer and cannot be activated.`,
        )
      : variant === 'chain'
        ? t(
            `${card ? `「${card}」` : '那只怪兽'}是之前的连锁的C${link}的效果处理中召唤的，召唤时效果还在处理，没有「召唤之际」的时点：${name.zh}不能把那次召唤无效，不能发动（要对应那个效果，只能在它发动时把发动无效，例如「特殊召唤的效果发动时」可以发动的反击陷阱）。`,
            `${card ?? 'That monster'} was summoned as Chain Link ${link} of the chain before resolved — the effect was still resolving, so there was no moment to negate the summon: ${name.en} cannot negate it and cannot be activated (that effect could only be answered as it was activated, by negating the activation — as a Counter Trap 「when an effect that would Special Summon is activated」 does).`,
          )
        : variant === 'chain-later-link'
          ? t(
              `${card ? `「${card}」` : '那只怪兽'}是之前的连锁的C${link}处理完毕时召唤的：连锁2以上的效果处理完毕时还有其他效果要处理，没有可以发动「召唤无效」的卡的时点，${name.zh}不能发动。`,
              `${card ?? 'That monster'} was summoned as Chain Link ${link} of the chain before finished resolving: as Chain Link 2 or higher, other links were still to resolve, so there was no moment for a summon negation — ${name.en} cannot be activated.`,
            )
          : variant === 'action-after-extra'
            ? t(
                `${card ? `「${card}」的` : '这次'}${how === 'xyz' ? '超量' : how === 'link' ? '连接' : '同调'}召唤是${by ? `「${by}」的` : ''}效果让玩家进行的（不是「当作${how === 'xyz' ? '超量' : how === 'link' ? '连接' : '同调'}召唤」的特殊召唤）：那个效果处理完毕后才召唤，这里假定那个效果是连锁1，召唤之际可以发动${name.zh}（连锁2以上的场合，处理完毕时还有其他效果要处理，${name.zh}不能发动）。`,
                `${card ? `${card}'s` : 'This'} ${how === 'xyz' ? 'Xyz' : how === 'link' ? 'Link' : 'Synchro'} Summon is one ${by ? `${by}'s` : 'an'} effect lets its player make (not a Special Summon "treated as" one): it is made once that effect has resolved — assumed here that the effect was Chain Link 1, so ${name.en} can answer it (as Chain Link 2 or higher, other links would still be resolving, and ${name.en} could not be activated).`,
              )
          : variant === 'action-after'
            ? t(
                `${card ? `「${card}」的` : '这次'}通常召唤是效果让玩家进行的：那个效果处理完毕后才召唤，这里假定那个效果是连锁1，召唤之际可以发动${name.zh}（那个效果是连锁2以上的场合，处理完毕时还有其他效果要处理，没有可以发动「召唤无效」的卡的时点，${name.zh}不能发动）。`,
                `${card ? `${card}'s` : 'This'} Normal Summon is one an effect lets its player make: it is made once that effect has resolved — assumed here that the effect was Chain Link 1, so ${name.en} can answer it (had the effect been Chain Link 2 or higher, other links would still be resolving: no moment for a summon negation, and ${name.en} could not be activated).`,
              )
          : variant === 'untold'
            ? t(
                `${name.zh}回应的${card ? `「${card}」的` : ''}召唤是之前的连锁的C1的效果让它同调·超量·连接召唤的：那次召唤是在效果处理中进行（不能无效）还是处理完毕后进行（可以无效）没有读出，假定是处理完毕后进行的。`,
                `${name.en} answers the summon${card ? ` of ${card}` : ''} Chain Link 1 of the chain before made as a Synchro/Xyz/Link Summon: whether it was made within that resolution (no moment to negate) or after it (a moment) was not read; assumed after it.`,
              )
            : t(`那次特殊召唤是效果处理中进行的（不入连锁的召唤才有「召唤之际」）：${name.zh}没有可以回应的召唤，不能发动。`, `That special summon is made by an effect as it resolves (only a summon outside a chain has a moment to answer): ${name.en} has no summon to answer and cannot be activated.`),
  [R.SEGOC_STACK]: ({ name }) =>
    t(
      `${name.zh}是咒文速度1的诱发效果，不能连锁其他效果；这里按“同一时点满足条件的诱发效果一起组成连锁”理解，假定它们同时诱发。`,
      `${name.en} is a Spell Speed 1 trigger effect, which cannot chain to another effect; read here as trigger effects that met their conditions at the same time and form one chain, assumed simultaneous.`,
    ),
  [R.SPEED_1_NO_CHAIN]: ({ name }) =>
    t(`${name.zh}是咒文速度1，不能连锁其他卡·效果的发动（只有同时诱发的诱发效果能一起组成连锁）。`, `${name.en} is Spell Speed 1: it cannot be chained to another activation (only simultaneous triggers form a chain together).`),
  [R.SPEED_LOWER]: ({ name, speed, below, belowSpeed }) => {
    const counter = belowSpeed === 3;
    return t(
      `${name.zh}是${SPEED_WORDS[speed]!.zh}，不能连锁${SPEED_WORDS[belowSpeed]!.zh}的${below.zh}${counter ? '：只有反击陷阱（咒文速度3）能连锁反击陷阱' : ''}。`,
      `${name.en} is ${SPEED_WORDS[speed]!.en} and cannot chain to ${below.en}, which is ${SPEED_WORDS[belowSpeed]!.en}${counter ? ': only a Counter Trap (Spell Speed 3) can chain to a Counter Trap' : ''}.`,
    );
  },
  [R.CANNOT_BE_ANSWERED_GRANTED]: ({ name, below, source }) =>
    t(`「${source}」的效果适用中：对方不能对应${below.zh}这样的怪兽的效果的发动把这种卡·效果发动（这限制的是玩家，不是怪兽），所以${name.zh}不能连锁它。`, `${source} applies: its controller's opponent cannot answer the activation of ${below.en}, a monster effect of that kind, with this kind of card or effect (it binds the player, not the monster), so ${name.en} cannot chain to it.`),
  // CH-CANNOT-BE-CHAINED-COST-KINDS: only cards of the kinds its cost sent are barred; the cost not written, whether it bars this one is not known.
  [R.CANNOT_BE_ANSWERED_COST_KINDS]: ({ name, below, kind, variant }) => {
    const k = kind === 'monster' ? t('怪兽', 'Monster') : kind === 'spell' ? t('魔法', 'Spell') : t('陷阱', 'Trap');
    return variant === 'assumed'
      ? t(
          `${name.zh}：对应${below.zh}的发动，对方不能发动与它作为代价送去墓地的卡原本种类相同的卡的效果；情境没有写明送去墓地的是哪些卡（可写 [cost:送去墓地 X]），这里假定其中没有${k.zh}卡，所以${name.zh}可以连锁。`,
          `${name.en}: in answer to ${below.en} the opponent cannot activate effects of cards of the same original type as the cards it sent to the GY as its cost; which cards were sent was not given (write [cost:送去墓地 X]), so none is assumed to be a ${k.en} card and ${name.en} may chain to it.`,
        )
      : t(
          `${below.zh}作为代价送去墓地的卡中有${k.zh}卡：对应它的发动，对方不能发动${k.zh}卡的效果，所以${name.zh}不能连锁它（送去墓地的卡中没有的种类可以连锁）。`,
          `${below.en} sent a ${k.en} card to the GY as its cost: in answer to it the opponent cannot activate the effects of ${k.en} cards, so ${name.en} cannot chain to it (a type not among the cards sent may).`,
        );
  },
  [R.CANNOT_BE_ANSWERED]: ({ name, below }) =>
    t(`${below.zh}的发动不能被这样的卡·效果连锁（卡上写明），所以${name.zh}不能连锁它。`, `${below.en} cannot be chained to by this kind of card or effect (its text says so), so ${name.en} cannot chain to it.`),
  [R.RESPONDS_MATCH]: responds,
  [R.RESPONDS_ANY_OF]: responds,
  [R.RESPONDS_WOULD_DESTROY]: responds,
  [R.DAMAGE_AT_ACTIVATION]: responds,
  [R.RESPONDS_TARGETS_EXACTLY]: responds,
  [R.RESPONDS_FROM]: responds,
  [R.RESPONDS_CARD]: responds,
  [R.RESPONDS_MONSTER_CARD]: responds,
  [R.RESPONDS_TARGETS]: responds,
  // CH-RESPONDS-TARGETS-UNWRITTEN (../game/match.ts targetsUnwrittenFit).
  [R.RESPONDS_TARGETS_UNWRITTEN]: ({ name, below, want }) => {
    const what = describeFilter(want as CardFilter, 'a');
    return t(`${name.zh}只回应以${what.zh}为对象的发动：${below.zh}的对象没有写出，假定它以那样的卡为对象（不是的话${name.zh}不能发动）。`, `${name.en} answers only an activation that targets ${what.en}: ${below.en}'s targets are not written, so it is assumed to target such a card (if not, ${name.en} cannot be activated).`);
  },
  [R.CONTAINS_AT_ACTIVATION]: responds,
  [R.CONDITION_UNKNOWN]: ({ name, variant, cond, revealed }) =>
    variant === 'step'
      // CH-STEP-IF-STATE: the state a step in the middle of the effect needs (「那之后，自己墓地有魔法卡3张以上存在的场合，…」), not told.
      ? t(`${name.zh}处理中途的条件（${condText(cond).zh}）${unknownWhy(cond).zh}，假定满足，之后的处理照做。`, `${name.en}: the requirement of a step as it resolves (${condText(cond).en}) ${unknownWhy(cond).en}; assumed met, so the step is done.`)
    : variant === 'trigger'
      ? t(`${name.zh}是诱发效果：假定它的诱发条件刚刚满足（发生了什么由之前的时点决定）。`, `${name.en} is a trigger effect: assumed its trigger condition was just met (what happened before decides that).`)
      : revealed
        // CH-DRAWN-REVEALED: the hand card is written revealed (`(公开)`): the reveal is read, only the draw it came from is assumed.
        ? t(`${name.zh}的发动条件（${condText(cond).zh}）：${DRAWN_REVEALED_ZH}；情境写明它是公开的手卡（(公开)），读作抽到时就公开、一直公开着；它是不是这个回合抽卡阶段通常抽卡抽到的，情境中无法写明，假定是。`, `${name.en}: its activation requirement (${condText(cond).en}): ${DRAWN_REVEALED_EN}; the situation writes it as a revealed hand card ((公开)), read as revealed since it was drawn; whether it is the card of this turn's normal draw the situation cannot state, so that is assumed.`)
        : t(`${name.zh}的发动条件（${condText(cond).zh}）${unknownWhy(cond).zh}，假定满足。`, `${name.en}: its activation requirement (${condText(cond).en}) ${unknownWhy(cond).en}; assumed met.`),
  // CH-PERIOD (../chain/period.ts).
  [R.PERIOD]: ({ name, variant, phase, to, from }) => {
    const zh = (id: string | null) => (id ? phaseTitle(id).zh : '');
    const en = (id: string | null) => (id ? phaseTitle(id).en : '');
    const periodZh = from ? `从${zh(from)}到${zh(to)}` : zh(to);
    const periodEn = from ? `from ${en(from)} to ${en(to)}` : en(to);
    return variant === 'assumed'
      ? t(`${name.zh}只能在${periodZh}发动：情境没有写阶段，假定现在是这段期间。`, `${name.en} can be activated only ${from ? '' : 'in '}${periodEn}: the situation gives no phase, so it is assumed to be that period now.`)
      : variant === 'part'
      ? t(`${name.zh}只能在${periodZh}发动：情境写的阶段（${zh(phase)}）包含这段期间但没有写是哪一部分，假定现在在这段期间。`, `${name.en} can be activated only ${from ? '' : 'in '}${periodEn}: the situation's phase (${en(phase)}) holds that period without saying which part, so it is assumed to be that period now.`)
      : t(`${name.zh}只能在${periodZh}发动；情境的阶段（${zh(phase)}）不在这段期间，所以不能发动。`, `${name.en} can be activated only ${from ? '' : 'in '}${periodEn}; the situation's phase (${en(phase)}) is outside that period, so it cannot be activated.`);
  },
  // CH-PHASE-TRIGGER-PHASE (../chain/phase-trigger-phase.ts).
  [R.PHASE_TRIGGER_PHASE]: ({ name, variant, needed, phase }) => {
    const zh = (id: string | null) => (id ? phaseTitle(id).zh : '');
    const en = (id: string | null) => (id ? phaseTitle(id).en : '');
    if (variant === 'outside') {
      return t(
        `${name.zh}的诱发条件是${zh(needed)}（卡上写明在那个阶段发动），情境的阶段是${zh(phase)}，不是${zh(needed)}，所以不能发动。`,
        `${name.en} is triggered by the ${en(needed)} (its text has it activated then); the situation's phase is ${en(phase)}, not the ${en(needed)}, so it cannot be activated.`,
      );
    }
    return phase === null
      ? t(`${name.zh}只能在${zh(needed)}发动：情境没有写阶段，假定现在是${zh(needed)}。`, `${name.en} can be activated only in the ${en(needed)}: the situation gives no phase, so it is assumed to be the ${en(needed)} now.`)
      : t(`${name.zh}只能在${zh(needed)}发动：情境写的阶段（${zh(phase)}）包含它但没有写是哪一部分，假定现在是${zh(needed)}。`, `${name.en} can be activated only in the ${en(needed)}: the situation's phase (${en(phase)}) contains it without saying which part, so it is assumed to be the ${en(needed)} now.`);
  },
  // CH-PHASE-TRIGGER-TURN (../chain/phase-trigger-phase.ts): whose phase (「自己准备阶段」) against whose turn it is.
  [R.PHASE_TRIGGER_TURN]: ({ name, variant, side, needed, owner, turn }) => {
    const { zh, en } = phaseTitle(String(needed));
    const whoZh = side === 'self' ? `自己（${owner}）` : `对方（${owner}）`;
    const whoEn = side === 'self' ? `its controller's (${owner}'s)` : `the opponent's (${owner}'s)`;
    return variant === 'assumed'
      ? t(`${name.zh}只能在${whoZh}的${zh}发动：情境没有写回合，假定现在是${owner}的回合。`, `${name.en} can be activated only in ${whoEn} ${en}: the situation gives no turn, so it is assumed to be ${owner}'s turn.`)
      : t(
          `${name.zh}的诱发条件是${whoZh}的${zh}，现在是${turn}的回合，不是${owner}的回合，所以不能发动。`,
          `${name.en} is triggered by ${whoEn} ${en}; it is ${turn}'s turn, not ${owner}'s, so it cannot be activated.`,
        );
  },
  // CH-PHASE-TRIGGER-HAND-SIZE (../chain/phase-trigger-phase.ts): End Phase triggers once the hand-size adjustment is done.
  [R.PHASE_TRIGGER_HAND_SIZE]: ({ name, variant }) =>
    variant === 'assumed'
      ? t(`${name.zh}是「结束阶段」的诱发效果，手卡调整之后只有被这次手卡调整丢弃的这张卡才能在「丢弃时」发动：情境没有写之前发生了什么，假定它是被这次手卡调整丢弃的。`, `${name.en} is an End Phase trigger; after the hand-size adjustment only a card that adjustment discarded may activate it, in the discard window: the situation does not say what happened before, so it is assumed to have been discarded by this adjustment.`)
      : t(`${name.zh}是「结束阶段」的诱发效果，手卡调整之后不能再发动（只有被这次手卡调整丢弃的这张卡例外），所以不能发动。`, `${name.en} is an End Phase trigger, which can no longer be activated once the hand-size adjustment is done (only a card that adjustment discarded may), so it cannot be activated.`),
  // CH-WHEN-CONDITION (../chain/when-condition.ts).
  [R.WHEN_CONDITION]: ({ name, variant, action }) =>
    variant === 'assumed'
      ? t(`${name.zh}要在特定的事件发生时才能发动：情境没有写之前发生了什么，假定那个事件刚刚发生（这组连锁是在那个时点开始的）。`, `${name.en} may be activated only when a certain event happens: the situation does not say what happened before, so that event is assumed to have just happened (this chain began in its window).`)
      : action === 'refused'
        ? t(`${name.zh}要在特定的事件发生时才能发动，而这组连锁之前写明的动作没有进行（不能进行，见「注意」）：什么事件也没有发生，所以不能发动。`, `${name.en} may be activated only when a certain event happens, and the action written before this chain was not made (it could not be, see the warnings): no event happened, so it cannot be activated.`)
        : t(`${name.zh}要在特定的事件发生时才能发动，而这组连锁之前发生的（${action === 'chain' ? '上一组连锁的处理' : '写明的动作'}）不是那种事件，所以不能发动。`, `${name.en} may be activated only when a certain event happens, and what happened just before this chain (${action === 'chain' ? 'the chain before it' : 'the action written'}) is no such event, so it cannot be activated.`),
  // CH-WHEN-EVENT-KINDS (../chain/when-condition.ts).
  // CH-NEGATED-EVENT (../chain/when-condition.ts negationMet).
  [R.NEGATED_EVENT]: ({ name, variant, side, action }) => {
    const who = side === 'opponent' ? t('对方', 'the opponent') : side === 'self' ? t('自己', 'its controller') : t('玩家', 'a player');
    if (variant === 'assumed') return t(`${name.zh}要在${who.zh}把发动（或召唤）无效之后才能发动：情境没有写之前发生了什么，假定刚刚有那样的无效（这组连锁是在那之后开始的）。`, `${name.en} may be activated only after ${who.en} negated an activation (or a summon): the situation does not say what happened before, so such a negation is assumed to have just happened (this chain began after it).`);
    if (variant === 'summon-assumed') return t(`${name.zh}要在${who.zh}把发动或召唤无效之后才能发动：之前的连锁没有那样的发动无效，假定它把召唤无效了（本引擎不记录召唤无效这一事件；不是的话不能发动）。`, `${name.en} may be activated only after ${who.en} negated an activation or a summon: the chain before negated no such activation, so it is assumed to have negated a summon (this engine records no summon-negated event; if not, it cannot be activated).`);
    if (variant === 'other-side') return t(`${name.zh}要在${who.zh}把发动无效之后才能发动（文本的「${side === 'opponent' ? '对方' : '自己'}把…无效」说的是进行无效的一方）；之前的连锁里的无效不是${who.zh}进行的，所以不能发动。`, `${name.en} may be activated only after ${who.en} negated an activation (the text names who negates); the negation in the chain before was not made by ${who.en}, so it cannot be activated.`);
    return action === 'action' || action === 'refused'
      ? t(`${name.zh}要在${who.zh}把发动或召唤无效之后才能发动，而这组连锁之前写明的动作不是无效，所以不能发动。`, `${name.en} may be activated only after ${who.en} negated an activation or a summon, and the action written before this chain negated nothing, so it cannot be activated.`)
      : t(`${name.zh}要在${who.zh}把发动无效之后才能发动，而之前的连锁里没有发动被无效，所以不能发动。`, `${name.en} may be activated only after ${who.en} negated an activation, and no activation was negated in the chain before, so it cannot be activated.`);
  },
  // CH-RESPONDS-CARD-WORD (../chain/legality.ts).
  [R.RESPONDS_CARD_WORD]: ({ name, below }) =>
    t(`${name.zh}的文本写的是「发动…卡时」：魔法·陷阱卡的发动和怪兽效果的发动都算（规则参考：记述『卡的发动』涉及怪兽卡时对应怪兽效果的发动），而${below.zh}是场上表侧表示的魔法·陷阱卡的效果的发动，文本没有写明算不算，这里假定算。`, `${name.en}'s text says "activates a card": a Spell/Trap card's activation and a monster effect's both count (rules reference), and ${below.en} is the effect of a face-up Spell/Trap, which the text does not settle; it is taken as counting.`),
  // CH-DAMAGE-AT-LEAST (../chain/when-condition.ts, ../game/triggers.ts).
  [R.DAMAGE_AT_LEAST]: ({ name, variant, atLeast, atMost, amount }) => {
    // (s57) The bound written: 「以上」 the least (atLeast), 「以下」 the most (atMost).
    const zh = [atLeast !== undefined ? `${atLeast}以上` : '', atMost !== undefined ? `${atMost}以下` : ''].filter(Boolean).join('、');
    const en = [atLeast !== undefined ? `${atLeast} or more` : '', atMost !== undefined ? `${atMost} or less` : ''].filter(Boolean).join(' and ');
    if (variant === 'assumed') return t(`${name.zh}要在伤害是${zh}时才能发动：情境没有写那次伤害的数值，假定它是${zh}。`, `${name.en} needs damage of ${en}: the situation does not say how much the damage was, so it is assumed to be ${en}.`);
    return t(`${name.zh}要在伤害是${zh}时才能发动，而之前的伤害是${amount}，所以不能发动。`, `${name.en} needs damage of ${en}, and the damage just before was ${amount}, so it cannot be activated.`);
  },
  [R.WHEN_EVENT_KINDS]: ({ name, variant, action, below, side, words, how }) =>
    variant === 'dealt-other'
      ? t(`${name.zh}的发动条件要求伤害是「${words}」造成的，而这组连锁之前的伤害（${action === 'chain' ? '上一组连锁的处理' : '写明的动作'}）不是「${words}」造成的，所以不能发动。`, `${name.en}'s condition asks that the damage be dealt by 「${words}」, and the damage just before this chain (${action === 'chain' ? 'the chain before it' : 'the action written'}) was not dealt that way, so it cannot be activated.`)
      : variant === 'cause-unchecked'
      ? how === 'unread'
        ? t(`${name.zh}的发动条件要求伤害是「${words}」造成的：这部分没有被读懂（卡片文本编译器未能理解），没有核对，假定满足——不是的场合，不能发动。`, `${name.en}'s condition asks that the damage be dealt by 「${words}」: that was not read (the card-text compiler did not understand it) and is not checked — assumed met; if it was not, it cannot be activated.`)
        : t(`${name.zh}的发动条件要求伤害是「${words}」造成的：情境没有写明造成这次伤害的攻击、战斗或卡，没有核对，假定满足——不是的场合，不能发动。`, `${name.en}'s condition asks that the damage be dealt by 「${words}」: the situation does not say which attack, battle or card dealt it, so this is not checked — assumed met; if it was not, it cannot be activated.`)
    : variant === 'no-activation'
      ? t(`${name.zh}要在${side === 'opponent' ? '对方' : side === 'self' ? '自己' : ''}发动卡·效果时才能发动（连锁在那个发动上），而它下面没有连锁上的发动，所以不能发动。`, `${name.en} may be activated only when ${side === 'opponent' ? 'the opponent' : side === 'self' ? 'its controller' : 'a player'} activates a card or effect (chained to it), and there is no activation below it in the chain, so it cannot be activated.`)
      : variant === 'activation-other-side'
        ? t(`${name.zh}要在${side === 'opponent' ? '对方' : '自己'}发动卡·效果时才能发动，而它下面的${below.zh}是${side === 'opponent' ? '自己' : '对方'}发动的，所以不能发动。`, `${name.en} may be activated only when ${side === 'opponent' ? 'the opponent' : 'its controller'} activates a card or effect, and ${below.en} below it was activated by ${side === 'opponent' ? 'its own controller' : 'the opponent'}, so it cannot be activated.`)
        : variant === 'outside-battle'
          ? t(`${name.zh}要在战斗中发生的事件（战斗伤害、攻击无效）时才能发动，而现在是战斗阶段以外，那个事件不会发生，所以不能发动。`, `${name.en} may be activated only on an event of a battle (battle damage, an attack negated), and it is now outside the Battle Phase, where no such event happens, so it cannot be activated.`)
          : t(`${name.zh}要在特定的事件（受到伤害、攻击无效、表示形式变更等，文本写明是谁的）发生时才能发动，而这组连锁之前发生的（${action === 'chain' ? '上一组连锁的处理' : '写明的动作'}）不是那样的事件（种类或是哪一方的不符），所以不能发动。`, `${name.en} may be activated only when a certain event happens (damage taken, an attack negated, a position changed — to the player or card the text names), and what happened just before this chain (${action === 'chain' ? 'the chain before it' : 'the action written'}) is no such event (of another kind, or the other player's), so it cannot be activated.`),
  [R.EVENT_NOT_YET]: ({ name, below }) =>
    t(
      `${name.zh}回应的是事件本身（卡已经那样移动或出场之后），不是卡·效果的发动；${below.zh}的那个处理要到它处理时才发生，所以不能连锁${below.zh}的发动——要在这个连锁处理完、那个事件发生之后再发动。`,
      `${name.en} answers the event itself (after the card has moved or arrived), not an activation; ${below.en} makes that happen only when it resolves, so ${name.en} cannot be chained to its activation — activate it after this chain resolves, once the event has happened.`,
    ),
  // CH-BETWEEN-TURNS: the turn has ended and the next has not begun.
  [R.BETWEEN_TURNS]: ({ name }) =>
    t(
      `现在是回合结束后、下一个回合开始前：这之间没有时点，任何卡和效果（必发的诱发效果也一样）都不能发动，${name.zh}也不能。`,
      `The turn has ended and the next has not begun: there is no window in between, so no card or effect can be activated (a mandatory trigger neither), ${name.en} included.`,
    ),
  [R.ATTACK_WINDOW]: ({ name, variant, phase, attacker, own, step, attackedWord, selfDirect }) =>
    // (CH-ATTACK-TARGET-SUBJECT: one timed to a later step of that battle names that step, not the declaration.)
    variant === 'not-own-battle'
      ? selfDirect
        ? t(
            `${name.zh}要在这张卡和对方怪兽进行战斗的攻击宣言时才能发动；这次是这张卡直接攻击，不和对方怪兽进行战斗。`,
            `${name.en} can only be activated at the attack declaration of a battle between this card and an opponent's monster; this card is attacking directly and battles no monster.`,
          )
        : attackedWord
        ? t(
            `${name.zh}要在这张卡被攻击时才能发动；这次攻击的对象不是这张卡${attacker ? `（是「${attacker}」）` : '（直接攻击）'}。`,
            `${name.en} can only be activated when this card is attacked; this attack's target is not this card${attacker ? ` (it is ${attacker})` : ' (a direct attack)'}.`,
          )
        : t(
            `${name.zh}要在这张卡自己进行战斗的攻击宣言时才能发动；这次攻击不是这张卡和对方怪兽的战斗${attacker ? `——攻击的是「${attacker}」${own ? '（自己的另一只怪兽）' : ''}` : ''}。`,
            `${name.en} can only be activated at the attack declaration of a battle of this card's own; this attack is not a battle between this card and an opponent's monster${attacker ? ` — the attacker is ${attacker}${own ? ', another monster of its controller' : ''}` : ''}.`,
          )
      : variant === 'not-direct'
      ? t(
          `${name.zh}要在直接攻击宣言时才能发动；这次攻击有攻击对象${attacker ? `（「${attacker}」）` : ''}，不是直接攻击。`,
          `${name.en} can only be activated when a direct attack is declared; this attack has a target${attacker ? ` (${attacker})` : ''}: it is not a direct attack.`,
        )
      : variant === 'step'
      ? t(
          `${name.zh}在那次战斗的${phaseTitle(step).zh}才能发动；情境的阶段（${phaseTitle(phase).zh}）不是那个时点。`,
          `${name.en} can only be activated at that battle's ${phaseTitle(step).en}; the situation's phase (${phaseTitle(phase).en}) is not that moment.`,
        )
      : variant === 'before'
      ? t(
          `${name.zh}在攻击宣言时才能发动；情境的阶段（${phaseTitle(phase).zh}）是攻击宣言之前，还没有攻击宣言。`,
          `${name.en} can only be activated when an attack is declared; the situation's phase (${phaseTitle(phase).en}) is before any attack declaration.`,
        )
      : variant === 'passed'
      ? attackedWord
        ? t(
            `${name.zh}在怪兽被选择作为攻击对象时（战斗步骤的攻击宣言时）才能发动；情境的阶段（${phaseTitle(phase).zh}）已经是伤害步骤，那个时点已经过去。`,
            `${name.en} can only be activated when a monster is chosen as the attack target (at the attack declaration, in the Battle Step); the situation's phase (${phaseTitle(phase).en}) is already the Damage Step, and that moment has passed.`,
          )
        : t(
            `${name.zh}在攻击宣言时（战斗步骤）才能发动；情境的阶段（${phaseTitle(phase).zh}）已经是伤害步骤，攻击宣言的时点已经过去。`,
            `${name.en} can only be activated when an attack is declared (in the Battle Step); the situation's phase (${phaseTitle(phase).en}) is already the Damage Step, and the attack declaration has passed.`,
          )
      : variant === 'phase'
      ? t(
          `${name.zh}在攻击宣言时才能发动，攻击宣言只在战斗步骤进行；情境的阶段（${phaseTitle(phase).zh}）不是那个时点。`,
          `${name.en} can only be activated when an attack is declared, which happens only in the Battle Step; the situation's phase (${phaseTitle(phase).en}) is not that moment.`,
        )
      : variant === 'target'
        ? attacker
          ? t(
              `${name.zh}：这里被攻击的怪兽不符合卡上写的条件——攻击对象是「${attacker}」。`,
              `${name.en}: the monster attacked here does not fit its text — the attack target is ${attacker}.`,
            )
          : t(`${name.zh}要在怪兽被选择作为攻击对象时发动；这是直接攻击，没有攻击对象。`, `${name.en} answers a monster being chosen as an attack target; this is a direct attack, with no target.`)
      : variant === 'attacker'
        ? t(
            `${name.zh}：这里的攻击宣言不符合卡上写的条件——攻击的是「${attacker}」${own ? '（自己的怪兽）' : ''}。`,
            `${name.en}: the attack declared here does not fit its text — the attacker is ${attacker}${own ? ', a monster its own controller controls' : ''}.`,
          )
        : t(
            `${name.zh}在攻击宣言时才能发动；情境中没有写攻击，假定刚刚有符合条件的攻击宣言（可写 {攻击:X→Y}）。`,
            `${name.en} can only be activated when an attack is declared; the situation gives no attack, so a qualifying attack declaration is assumed (write {attack:X→Y}).`,
          ),
  // CH-ATTACK-DECLARED-TURN (../chain/attack-turn.ts): only the turn player's monsters declare attacks.
  [R.ATTACK_DECLARED_TURN]: ({ name, variant, side, turn }) =>
    variant === 'assumed'
      ? side === 'opponent'
        ? t(
            `${name.zh}要在对方怪兽攻击时才能发动：情境没有写回合，假定现在是对方（${turn}）的回合（只有回合玩家的怪兽进行攻击）。`,
            `${name.en} answers an attack by an opponent's monster: the situation gives no turn, so it is assumed to be the opponent's (${turn}'s) turn (only the turn player's monsters attack).`,
          )
        : t(
            `${name.zh}要在自己的怪兽攻击时才能发动：情境没有写回合，假定现在是自己（${turn}）的回合（只有回合玩家的怪兽进行攻击）。`,
            `${name.en} answers an attack by its controller's own monster: the situation gives no turn, so it is assumed to be its controller's (${turn}'s) turn (only the turn player's monsters attack).`,
          )
      : variant === 'resolves'
      ? t(
          `${name.zh}处理时：情境没有写攻击，发动时假定的攻击宣言的那只攻击怪兽假定仍是攻击怪兽，对它处理。`,
          `${name.en} resolves: the situation gives no attack, so the attacking monster of the declaration assumed at its activation is assumed to still be the attacking monster, and it applies to it.`,
        )
      : side === 'opponent'
      ? t(
          `${name.zh}要在对方怪兽攻击时才能发动；现在是自己（${turn}）的回合——战斗阶段中只有回合玩家的怪兽进行攻击，对方的怪兽不会攻击宣言，所以不能发动。`,
          `${name.en} answers an attack by an opponent's monster; it is its controller's own turn (${turn}'s) — in the Battle Phase only the turn player's monsters attack, the opponent's never declare an attack, so it cannot be activated.`,
        )
      : t(
          `${name.zh}要在自己的怪兽攻击时才能发动；现在是对方（${turn}）的回合——战斗阶段中只有回合玩家的怪兽进行攻击，自己的怪兽不会攻击宣言，所以不能发动。`,
          `${name.en} answers an attack by its controller's own monster; it is the opponent's turn (${turn}'s) — in the Battle Phase only the turn player's monsters attack, its controller's own never declare an attack, so it cannot be activated.`,
        ),
  // ── when and from where ──
  [R.SPELL_SPEED1_WINDOW]: ({ name, variant, drawnRevealed }) => {
    const base = variant === 'turn'
      ? t(`${name.zh}是咒文速度1的魔法卡，只能在自己回合的主要阶段发动。`, `${name.en} is a Spell Speed 1 Spell Card: only in its controller's own Main Phase.`)
      : t(`${name.zh}是咒文速度1的魔法卡，只能在主要阶段发动。`, `${name.en} is a Spell Speed 1 Spell Card: only in the Main Phase.`);
    if (!drawnRevealed) return base;
    // CH-DRAWN-REVEALED: the card's own timing, which the refusal must not leave out — it is no card activated in a chain at will.
    return t(
      `${base.zh}而且它不是能随时发动的卡：${DRAWN_REVEALED_ZH}，之后才在那个回合的主要阶段1发动${variant === 'turn' ? '（对方回合抽到·公开都不算）' : '（抽卡阶段里只是把它公开，不能发动）'}。`,
      `${base.en} Nor is it a card activated at will: ${DRAWN_REVEALED_EN}, and only then is it activated, in that turn's Main Phase 1${variant === 'turn' ? ' (a draw or reveal in the opponent\'s turn does not count)' : ' (in the Draw Phase it is only revealed, not activated)'}.`,
    );
  },
  [R.IGNITION_WINDOW]: ({ name, variant }) =>
    variant === 'turn'
      ? t(`${name.zh}是起动效果，只能在自己回合的主要阶段发动。`, `${name.en} is an ignition effect: only in its controller's own Main Phase.`)
      : t(`${name.zh}是起动效果，只能在主要阶段发动。`, `${name.en} is an ignition effect: only in the Main Phase.`),
  [R.TRAP_HAND]: ({ name }) => t(`${name.zh}是陷阱卡，要先盖放才能发动，不能从手卡发动。`, `${name.en} is a Trap: it must be Set before it can be activated, not activated from the hand.`),
  [R.TRAP_HAND_ALLOWED]: ({ name, variant, cond }) =>
    variant === 'assumed'
      ? t(`${name.zh}从手卡发动的条件（${condText(cond).zh}）${unknownWhy(cond).zh}，假定满足。`, `${name.en}: its condition for activation from the hand (${condText(cond).en}) ${unknownWhy(cond).en}; assumed met.`)
      : t(`${name.zh}只有在${condText(cond).zh}时才能从手卡发动，现在不满足。`, `${name.en} may be activated from the hand only when this holds: ${condText(cond).en}; it does not now.`),
  [R.QP_HAND_OPP_TURN]: ({ name }) =>
    t(`${name.zh}是速攻魔法，在对方回合只能发动盖放的，不能从手卡发动。`, `${name.en} is a Quick-Play Spell: in the opponent's turn only a Set one can be activated, not one from the hand.`),
  [R.TRAP_SET_TURN]: ({ name }) =>
    t(`${name.zh}是这个回合盖放的陷阱卡，盖放的回合不能发动（卡上没有写可以）。`, `${name.en} is a Trap Set this turn: it cannot be activated the turn it was Set (its text does not allow it).`),
  [R.TRAP_SET_TURN_IF]: ({ name, variant, cond }) =>
    variant === 'assumed'
      ? (cond as Condition).is === 'other' && ((cond as Condition & { note: string }).note ?? '').endsWith('盖放')
        // (「「X」卡的效果盖放的这张卡」: how it was Set is read, but the situation does not say it.)
        ? t(`${name.zh}只有被${(cond as Condition & { note: string }).note}的才能在盖放的回合发动；情境中没有写明它是怎样盖放的，假定是。`, `${name.en} may be activated the turn it was Set only if it was Set so (${(cond as Condition & { note: string }).note}); the situation does not say how it was Set, so it is assumed it was.`)
        : t(`${name.zh}在盖放的回合发动的条件（${condText(cond).zh}）${unknownWhy(cond).zh}，假定满足。`, `${name.en}: its condition for activation the turn it was Set (${condText(cond).en}) ${unknownWhy(cond).en}; assumed met.`)
      : t(`${name.zh}是这个回合盖放的，只有在${condText(cond).zh}时才能在盖放的回合发动，现在不满足。`, `${name.en} was Set this turn: it may be activated that turn only when this holds: ${condText(cond).en}; it does not now.`),
  [R.QP_SET_TURN]: ({ name }) => t(`${name.zh}是这个回合盖放的速攻魔法，盖放的回合不能发动。`, `${name.en} is a Quick-Play Spell Set this turn: it cannot be activated the turn it was Set.`),
  // CH-SUMMON-NONE-TO-ANSWER (../chain/summon-answerable.ts).
  [R.SUMMON_NONE_TO_ANSWER]: ({ name, variant }) =>
    variant === 'not-made'
      ? t(
          `${name.zh}回应的是正在进行的召唤，而写的召唤没有进行（不能进行，见「注意」）：没有可以回应的召唤，不能发动。`,
          `${name.en} answers a summon being made, and the summon written was not made (it could not be, see the warnings): nothing to answer, it cannot be activated.`,
        )
      : variant === 'own-turn'
        ? t(
            `${name.zh}回应的是正在进行的召唤，情境中没有写召唤；不入连锁的召唤只由回合玩家在自己的主要阶段进行，这个回合没有它能回应的那一方的召唤：没有可以回应的，不能发动。`,
            `${name.en} answers a summon being made, and none is written; a summon outside a chain is the turn player's, in their Main Phase, so this turn has no summon by the player it answers: nothing to answer, it cannot be activated.`,
          )
        : t(
            `${name.zh}回应的是正在进行的召唤，情境中没有写召唤；不入连锁的召唤只在主要阶段进行，现在不是主要阶段：没有可以回应的召唤，不能发动。`,
            `${name.en} answers a summon being made, and none is written; a summon outside a chain is made only in a Main Phase, and this is not one: nothing to answer, it cannot be activated.`,
          ),
  [R.FROM_ZONE]: ({ name, places, from, variant }) =>
    variant === 'summoned'
      ? t(
          `${name.zh}是这张卡自身召唤·特殊召唤成功时的效果，文本没有写别的位置：是被召唤的场上（怪兽区域）的怪兽的效果，这张卡却在${zoneWord(from).zh}，不能发动。`,
          `${name.en} is met by this card's own summon and its text names no other place: it is an effect of the summoned monster on the field (in a Monster Zone); this card is in ${zoneWord(from).en}, so it cannot be activated.`,
        )
      : variant === 'unstated-spell'
      ? t(
          `${name.zh}的文本没有写在哪里发动（没有「这张卡在墓地存在的场合」「把墓地的这张卡除外」之类），是场上表侧表示的这张卡（魔法与陷阱区域·场地区域）的效果，这张卡却在${zoneWord(from).zh}，不能发动。`,
          `${name.en}: its text names no place to activate it from (no "while this card is in your GY", no "banish this card from your GY"), so it is an effect of this card face-up on the field (Spell & Trap Zone or Field Zone); this card is in ${zoneWord(from).en}, so it cannot be activated.`,
        )
      : variant === 'unstated'
      ? t(
          `${name.zh}的文本没有写在哪里发动（没有「这张卡在手卡·墓地存在的场合」之类），是场上（怪兽区域）的怪兽的效果，这张卡却在${zoneWord(from).zh}，不能发动。`,
          `${name.en}: its text names no place to activate it from (no "while this card is in your hand or GY"), so it is an effect of the monster on the field (in a Monster Zone); this card is in ${zoneWord(from).en}, so it cannot be activated.`,
        )
      : t(`${name.zh}要在${zoneWordList(places).zh}发动，这张卡却在${zoneWord(from).zh}。`, `${name.en} is activated from ${zoneWordList(places).en}, but this card is in ${zoneWord(from).en}.`),
  // CH-BATTLE-BANISH-AFTER-CALC
  [R.BATTLE_BANISH_AFTER_CALC]: ({ name }) =>
    t(
      `${name.zh}是「这张卡战斗破坏怪兽时，那只怪兽除外」这样的效果，在伤害计算后发动；到伤害步骤结束时已经过了那个时点，不能发动。`,
      `${name.en} is an effect like "when this card destroys a monster by battle, banish that monster": it is activated after damage calculation; by the end of the Damage Step that moment has passed, so it cannot be activated.`,
    ),
  // CH-PHASE-RETURN-SELF
  [R.PHASE_RETURN_SELF]: ({ name, from }) =>
    t(
      `${name.zh}是到了阶段时「这张卡回到手卡」的效果（如灵魂怪兽的「结束阶段…回到持有者手卡」），文本没有写别的位置：是场上（怪兽区域）的这只怪兽的效果；这张卡在${zoneWord(from).zh}，已经不在场上，这个效果不发动，不能发动。`,
      `${name.en} returns this card to the hand at a moment of a phase (like a Spirit monster's "during the End Phase … return it to the hand") and its text names no other place: it is an effect of this monster on the field (in a Monster Zone). This card is in ${zoneWord(from).en}, no longer on the field, so the effect is not activated — it cannot be.`,
    ),
  // CH-PHASE-SELF-LEFT-EARLIER
  [R.PHASE_SELF_LEFT_EARLIER]: ({ name, card }) =>
    t(
      `「${card}」不会被战斗破坏，不是被这次战斗破坏的：它在伤害步骤结束时之前已经因其他原因离开了怪兽区域，${name.zh}不能发动。`,
      `${card} cannot be destroyed by battle, so this battle did not destroy it: it left the Monster Zone another way before the end of the Damage Step, and ${name.en} cannot be activated.`,
    ),
  /** CH-SET-SPELL-TRAP: refused (an activated effect of a Set card), or — `continuous` — the number named a continuous effect, so the card activation was taken. */
  [R.SET_SPELL_TRAP]: ({ name, n, activation, variant }) =>
    variant === 'continuous'
      ? t(
          `${name.zh}的效果${effectMark(n).zh}是永续效果，不发动；这张卡还没有在场上表侧表示，按这张卡的发动（卡的发动）判断：处理后它表侧表示留在场上，效果${effectMark(n).zh}才适用。`,
          `${name.en}: effect ${n} is a continuous effect and is not activated; the card is not face-up on the field yet, so this is judged as the card's activation — once it resolves the card stays face-up and effect ${n} applies.`,
        )
      : t(
          `${name.zh}：这张卡${variant === 'hand' ? '在手卡' : '盖放在场上'}，只能作为卡发动；效果${effectMark(n).zh}要在它表侧表示存在时才能发动。${activation ? '要发动这张卡，不写效果编号即可。' : '这张卡没有卡的发动。'}`,
          `${name.en}: this card is ${variant === 'hand' ? 'in the hand' : 'Set on the field'}; it can only be activated as a card — effect ${n} can be activated only while it is face-up on the field. ${activation ? 'To activate the card, write it with no effect number.' : 'This card has no card activation.'}`,
        ),
  [R.FACE_DOWN_MONSTER]: ({ name }) => t(`${name.zh}：里侧表示的怪兽不能发动效果。`, `${name.en}: a face-down monster cannot activate its effects.`),
  [R.OPT_USED]: ({ name, variant, zone }) => {
    if (variant === 'which') return t(`${name.zh}：情境写了「已用」，但没有写明用的是哪一个1回合1次的效果；假定用的是这个效果。`, `${name.en}: the situation says "used" but not which of its once-per-turn effects was used; assumed it was this one.`);
    if (variant === 'copy') return t(`${name.zh}：这个卡名的效果1回合只能使用1次，同名卡${zone ? `（${zoneWord(zone as Zone).zh}）` : ''}这个回合已经用过了。`, `${name.en}: this card name's effect is once per turn, and a copy${zone ? ` (${zoneWord(zone as Zone).en})` : ''} already used it this turn.`);
    // CUR-FIREWALL-ONCE-FACE-UP: a limit that lasts while the card stays face-up (「只在…表侧表示存在才有1次」), not a turn.
    if (variant === 'face-up') return t(`${name.zh}：这个效果只在这张卡在场上表侧表示存在期间能使用1次（不随回合重置），这张卡已经用过了；离场或变成里侧后再回到场上的是新的卡，才能再次使用。`, `${name.en}: this effect can be used only once while this card is face-up on the field (not reset each turn), and it was already used; only after it leaves the field or is turned face-down and comes back (a new card) may it be used again.`);
    return t(`${name.zh}：这个效果1回合只能使用1次，这个回合已经用过了。`, `${name.en}: this effect is once per turn and was already used this turn.`);
  },
  [R.COPY_OWN_SPENT]: ({ name, from }) =>
    t(
      `${name.zh}：这张卡当作「${from}」，是它自身的这个1回合1次的效果在这个回合发动后才得到的（直到结束阶段），所以这个回合不能再发动这个效果。`,
      `${name.en}: this card is taken as ${from} only because it activated this once-per-turn effect of its own this turn (until the End Phase), so it cannot activate that effect again this turn.`,
    ),
  [R.COPY_SUMMON_TURN]: ({ name, from }) =>
    t(
      `${name.zh}：这个效果要在这张卡召唤·特殊召唤的回合才能使用，而这张卡是召唤之后才得到「${from}」的效果的，所以即使是召唤的回合也不能发动。`,
      `${name.en}: this effect can be used only in the turn the card was summoned, and the card gained ${from}'s effects after its summon, so it cannot be activated even in that turn.`,
    ),
  [R.COPY_RETURN]: ({ name, from, variant }) =>
    variant === 'activation'
      ? t(
          `${name.zh}：从「${from}」得到的这个效果要让这张卡回到额外卡组，这张卡却不是能回到额外卡组的怪兽，所以不能发动。`,
          `${name.en}: this effect gained from ${from} returns this card to the Extra Deck, and this card cannot go there, so it cannot be activated.`,
        )
      : t(
          `${name.zh}：从「${from}」得到的这个效果必须发动，但这张卡不能回到额外卡组，效果不适用。`,
          `${name.en}: this effect gained from ${from} is activated as it must be, but this card cannot return to the Extra Deck, so it applies nothing.`,
        ),
  [R.COPY_TRAP_CONDITIONS]: ({ name, card, cond }) =>
    t(
      `${name.zh}：复制陷阱卡「${card}」的效果也要满足那张卡的发动条件（${condText(cond).zh}），现在不满足，所以不能发动。`,
      `${name.en}: copying the Trap ${card}'s effect still needs that card's activation requirement (${condText(cond).en}), which is not met now, so it cannot be activated.`,
    ),
  [R.COPY_UNCOPYABLE]: ({ name, card, why }) => {
    const zh: Record<string, string> = {
      'becomes-monster': '发动后会变成怪兽特殊召唤的陷阱卡',
      'becomes-equip': '发动后会变成装备卡的陷阱卡',
      'reads-cost': '效果处理要参考发动时cost（解放·丢弃的卡）的卡，复制时不支付那个cost',
      'own-cost': '这张卡自身的cost支付后，那个效果已经无法处理',
      'moves-itself': '那张卡的效果处理是让那张卡自身混到卡组（之后的效果也要靠那张卡本身），只在那张卡自身发动时才能处理',
      'needs-name': '那张卡特殊召唤的怪兽只能用那个卡名的卡的效果特殊召唤，复制的效果没有那个卡名',
      'event-timing': '那张卡只在某个时机（例如攻击宣言时）才能发动，它的效果只在那个时机才能正常适用；起动效果不会在那个时机发动',
    };
    const en: Record<string, string> = {
      'becomes-monster': 'a Trap that becomes a monster once activated',
      'becomes-equip': 'a Trap that becomes an equip card once activated',
      'reads-cost': 'its resolution reads what its own cost tributed or discarded, and a copy pays no such cost',
      'own-cost': "once this card's own cost is paid, that effect has nothing left to resolve with",
      'moves-itself': 'its resolution shuffles that very card into the Deck (and what it does later hangs on that card), so it resolves only when that card itself is activated',
      'needs-name': 'what it summons can be Special Summoned only by the effect of a card with that name, and a copy does not have that name',
      'event-timing': 'that card can be activated only at a certain moment (such as an attack declaration), and its effect applies as it should only then; an ignition effect is never activated at that moment',
    };
    return t(
      `${name.zh}不能复制「${card}」的效果：${zh[why] ?? why}。`,
      `${name.en} cannot copy ${card}'s effect: ${en[why] ?? why}.`,
    );
  },
  [R.OPT_IN_CHAIN]: ({ name, soft, used, damageCalc }) =>
    // (CMP-ONCE-PER-DAMAGE-CALC: a limit of the damage calculation says so, not 「1回合」.)
    t(
      `${name.zh}：${damageCalc ? '这张卡的这个效果在那次伤害计算时只能使用1次' : soft ? '这张卡的这个效果1回合只能使用1次' : '这个卡名的卡·效果1回合只能使用1次'}，这个连锁里${used.zh}已经用过了。`,
      `${name.en}: ${damageCalc ? "this card's effect is once per damage calculation" : soft ? "this card's effect is once per turn" : 'cards or effects of this name are once per turn'}, and ${used.en} already used it in this chain.`,
    ),
  [R.CHAIN_LINK_AT_LEAST]: ({ name, need, at }) =>
    t(
      `${name.zh}只能作为连锁${need}以后发动（「连锁${need}以后才能发动」）；${at === 1 ? '这里它是连锁1' : `它下面发动了的连锁只有${at - 1}个，这里它是连锁${at}`}，不能发动。`,
      `${name.en} can be activated only as Chain Link ${need} or higher; ${at === 1 ? 'here it would be Chain Link 1' : `only ${at - 1} activated link${at - 1 === 1 ? ' lies' : 's lie'} below it, so it would be Chain Link ${at}`} — it cannot be activated.`,
    ),
  // ('name-effect': the card's line 「这个卡名的效果在同一连锁上只能发动1次」, s61.)
  [R.ONCE_PER_CHAIN]: ({ name, used, variant }) =>
    variant === 'name-effect'
      ? t(
          `${name.zh}：这个卡名的效果在同一连锁上只能发动1次——${used}已经是同名卡的效果的发动。`,
          `${name.en}: effects of this card name may be activated only once per chain — ${used} already activated one.`,
        )
      : variant === 'name'
      ? t(
          `${name.zh}：同1组连锁上有复数次同名卡的效果发动的场合，这张卡不能发动——${used}已经是同名卡的发动。`,
          `${name.en}: it cannot be activated if a card of the same name has already activated its effect in the same chain — ${used} did.`,
        )
      : t(
          `${name.zh}：这张卡的这个效果在同一连锁上只能发动1次，这张卡已经作为${used}发动了它。`,
          `${name.en}: this card's effect may be activated once per chain, and this card already activated it as ${used}.`,
        ),
  // ── conditions, floodgates, costs ──
  // FD-MATERIALS-UNSTATED: `materialsUnstated` — unmet only because the situation writes no materials of this card: said, with how to write them.
  // WIN-BATTLE-PHASE-END-SUMMONER: `summonedBy` — unmet because the situation writes this card summoned another way (by that card's
  // effect, or '' for another way than by a card's effect).
  [R.CONDITION]: ({ name, cond, materialsUnstated, summonedBy }) =>
    summonedBy !== undefined
      ? t(
          `${name.zh}的发动条件不满足：${condText(cond).zh}（情境写它是${summonedBy ? `「${summonedBy}」的效果特殊召唤的` : '以其他方式出场的'}）。`,
          `${name.en}: its activation requirement is not met: ${condText(cond).en} (the situation writes it ${summonedBy ? `Special Summoned by ${summonedBy}'s effect` : 'as having come out another way'}).`,
        )
      : materialsUnstated
      ? t(
          `${name.zh}的发动条件「${condText(cond).zh}」按不满足判断：情境没有写明这张卡的素材，不能确认它是用那样的素材召唤的（用了的话写 (素材:X+Y)）。`,
          `${name.en}: its activation requirement (${condText(cond).en}) is judged unmet: the situation writes no materials of this card, so it is not known to have been summoned with them (if it was, write (素材:X+Y)).`,
        )
      : t(`${name.zh}的发动条件不满足：${condText(cond).zh}。`, `${name.en}: its activation requirement is not met: ${condText(cond).en}.`),
  // CH-SENT-GY-TURN: 「这个效果在这张卡送去墓地／被除外／特殊召唤的回合不能发动」 — once what happened to the card this turn and how that is known
  // (`seen`: this judging made it, the situation states it, or the turn's history writes it — `entry`), then what that forbids.
  // `card`: a continuous destruction replacement of that card, not the link's own activation; `variant` 'assumed': nothing
  // told whether it was sent there this turn, so it applies.
  [R.SENT_GY_TURN]: ({ name, card, event, how, seen, entry, variant }) => {
    // (s58) 「反转的回合」 read from `(已反转)`, which writes no turn.
    if (variant === 'flipped-assumed') {
      return t(
        `${name.zh}：这张卡写了 (已反转)，但没有写是哪个回合反转的，按这个回合反转判断（之前的回合反转的，不写 (已反转)）。`,
        `${name.en}: this card is written flipped (已反转) without saying which turn: taken as flipped this turn (a card flipped in an earlier turn is written without 已反转).`,
      );
    }
    if (variant === 'assumed') {
      return t(
        `${name.zh}：「${card}」的代替破坏在它送去墓地的回合不能使用；情境没有写明它是不是这个回合送去墓地的，假定不是，可以适用。`,
        `${name.en}: ${card}'s destruction replacement cannot be used in the turn it was sent to the GY; the situation does not say whether it was sent there this turn, so it is assumed not, and it may apply.`,
      );
    }
    const what = turnEventWords(event, how);
    // (s58) `(已反转)` writes no turn: taken as this turn's, and the words say so (the chain says it in its assumptions too).
    const known = seen === 'stated' && event === 'flipped'
      ? t('情境写明 (已反转)，没有写是哪个回合反转的，按这个回合判断', 'the situation writes it flipped (已反转) without saying which turn: taken as this turn')
      : seen === 'stated'
      ? t(`情境写明 (${TURN_EVENT_STATE[event as CardTurnEvent]})`, 'the situation says so')
      : seen === 'here'
      ? t('在这里判断的连锁中', 'in the chains judged here')
      : entry.kind === 'activation'
      ? (entry.negated === 'activation'
        ? t(`本回合${entry.player}发动的这张卡被无效，按规则送去了墓地`, `${entry.player} activated it earlier this turn and the activation was negated, so it went there`)
        : t(`本回合${entry.player}发动过这张卡，连锁处理后按规则送去了墓地`, `${entry.player} activated it earlier this turn, and it went there once its chain resolved`))
      : t('情境的“本回合:”写明', "the situation's 本回合: says so");
    if (card !== undefined) {
      return t(
        `${name.zh}：「${card}」的代替破坏不能适用：它是这个回合${what.zh}的（${known.zh}），这个效果在这个回合不能使用。`,
        `${name.en}: ${card}'s destruction replacement cannot apply: it was ${what.en} this turn (${known.en}), so this effect cannot be used this turn.`,
      );
    }
    return t(
      `${name.zh}：这张卡是这个回合${what.zh}的（${known.zh}），所以这个效果在这个回合不能发动。`,
      `${name.en}: this card was ${what.en} this turn (${known.en}), so this effect cannot be activated this turn.`,
    );
  },
  [R.SET_FIRST]: ({ name, source, kind, fromHand, variant, player }) =>
    variant === 'assumed'
      ? t(
        `场上表侧表示的「${source}」使盖放的${kindZh(kind)}直到盖放的玩家的下个自己回合到来才能发动；现在是对方的回合，${name.zh}假定是在${player}上一个自己回合之前盖放的（之后${player}的回合已经到来），所以能发动。如果是在${player}上一个自己回合盖放的，${player}的下个回合到来之前不能发动。`,
        `${source}, face-up on the field, keeps a Set ${kind === 'spell' ? 'Spell' : kind === 'trap' ? 'Trap' : 'Monster'} Card from being activated until its Setting player's next turn comes; it is the opponent's turn, and ${name.en} is assumed Set before ${player}'s last turn (a turn of ${player}'s has come since), so it can be activated. If it was Set in ${player}'s last turn, it cannot be activated until ${player}'s next turn.`,
      )
      : t(
      `场上表侧表示的「${source}」使${kindZh(kind)}必须先盖放、到下个回合才能发动；${name.zh}${fromHand ? '是从手卡发动的' : '是这个回合盖放的'}，所以不能发动。`,
      `${source}, face-up on the field, makes ${kind === 'spell' ? 'Spell' : kind === 'trap' ? 'Trap' : 'Monster'} Cards be Set first and activated no earlier than the next turn; ${name.en} ${fromHand ? 'is activated from the hand' : 'was Set this turn'}, so it cannot be activated.`,
    ),
  [R.FORBIDDEN_ACTION]: ({ name, variant, source, both, action, inCost, card }) => {
    const verb = describeIncluded({ do: action });
    if (variant === 'some') {
      return t(
        `场上表侧表示的「${source}」使${both ? '双方' : '这名玩家'}不能把它指定的怪兽特殊召唤，作为对象的「${card}」就是这样的怪兽，${name.zh}的效果不能把它特殊召唤，所以不能以它为对象发动。`,
        `${source}, face-up on the field, stops ${both ? 'both players' : 'this player'} from Special Summoning the monsters it names; the target ${card} is one, so ${name.en}'s effect could not summon it, and it cannot be activated targeting it.`,
      );
    }
    if (variant === 'materials-assumed') {
      return t(
        `「${source}」的特殊召唤限制只在它持有超量素材时适用；情境没有写它的超量素材，假定持有（没有素材请写 (素材:)）。`,
        `${source}'s Special Summon lock holds only while it has Xyz Materials; the situation does not list them, so it is assumed to have some (write (素材:) for none).`,
      );
    }
    return variant === 'part'
      ? t(`${name.zh}的效果中有「${source}」禁止的处理（${verb.zh}）；假定那一部分不进行、其余照常处理（请按卡片裁定确认）。`, `${name.en}: part of its effect (${verb.en}) is forbidden by ${source}; assumed that part is not done and the rest applies (check the card's rulings).`)
      : t(
          `场上表侧表示的「${source}」使${both ? '双方' : '这名玩家'}不能${verb.zh}，而${name.zh}的${inCost ? '代价' : '效果'}就是${verb.zh}，所以不能发动。`,
          `${source}, face-up on the field, stops ${both ? 'both players' : 'this player'} from doing this: ${verb.en}; that is ${inCost ? 'the cost' : 'the effect'} of ${name.en}, so it cannot be activated.`,
        );
  },
  [R.FORBIDDEN_SUMMON_KIND]: ({ name, source, kind, both, card }) => {
    const zh = ({ fusion: '融合召唤', synchro: '同调召唤', xyz: '超量召唤', link: '连接召唤', ritual: '仪式召唤' } as Record<string, string>)[kind as string] ?? String(kind);
    const en = ({ fusion: 'Fusion', synchro: 'Synchro', xyz: 'Xyz', link: 'Link', ritual: 'Ritual' } as Record<string, string>)[kind as string] ?? String(kind);
    if (card) {
      return t(
        `场上表侧表示的「${source}」使${both ? '双方' : '这名玩家'}不能进行${zh}：「${card}」的${zh}不能进行（用自身方法特殊召唤、不是${zh}的不受限制）。`,
        `${source}, face-up on the field, stops ${both ? 'both players' : 'this player'} from making ${en} Summons: ${card} cannot be ${en} Summoned (a Special Summon by its own procedure that is no ${en} Summon is not stopped).`,
      );
    }
    return t(
      `场上表侧表示的「${source}」使${both ? '双方' : '这名玩家'}不能进行${zh}，而${name.zh}的效果要进行${zh}，所以不能发动（只是特殊召唤、不是${zh}的效果不受限制）。`,
      `${source}, face-up on the field, stops ${both ? 'both players' : 'this player'} from making ${en} Summons; ${name.en}'s effect makes one, so it cannot be activated (an effect that only Special Summons, not as a ${en} Summon, is not stopped).`,
    );
  },
  [R.FORBIDDEN_REWRITE]: ({ name, source, both, action }) => {
    const verb = describeIncluded({ do: action });
    return t(
      `场上表侧表示的「${source}」使${both ? '双方' : '一名玩家'}不能${verb.zh}，而${name.zh}要把效果改写成${verb.zh}的处理，改写后的处理不能进行，所以不能发动。`,
      `${source}, face-up on the field, stops ${both ? 'both players' : 'a player'} from doing this: ${verb.en}; ${name.en} would rewrite the effect into doing it, which cannot be carried out, so it cannot be activated.`,
    );
  },
  [R.FORBIDDEN_MUST_STEP]: ({ name, source, both, action }) => {
    const verb = describeIncluded({ do: action });
    return t(
      `场上表侧表示的「${source}」使${both ? '双方' : '这名玩家'}不能${verb.zh}，而${name.zh}的效果处理中必须${verb.zh}（不是「可以」），那一步不能适用，所以不能发动。`,
      `${source}, face-up on the field, stops ${both ? 'both players' : 'this player'} from doing this: ${verb.en}; ${name.en}'s effect must do it at one step (not "you can"), so it cannot be activated.`,
    );
  },
  // ── issue 11 ──
  [R.CONT_NEGATOR_NEGATED]: ({ first, firstSide, later, laterSide }) =>
    t(
      `${firstSide}的「${first}」和${laterSide}的「${later}」的效果互相无效化，情境看不出哪个先出场；按情境列出的顺序假定${firstSide}的「${first}」先适用，${laterSide}的「${later}」的效果被无效（后出场的一方可标「本回合特召」）。`,
      `${firstSide}'s ${first} and ${laterSide}'s ${later} negate each other's effects and the situation does not say which came first; taken in the order the situation lists them: ${firstSide}'s ${first} applied first, so ${laterSide}'s ${later} is negated (mark the later one \`(本回合特召)\`).`,
    ),
  [R.CONT_FIRST_APPLIES]: ({ card, source, earlier, chosen, freedBy, cardSide, sourceSide }) =>
    freedBy
      ? t(
          `「${freedBy}」离开场上之前，${cardSide ?? ''}的「${card}」和${sourceSide ?? ''}的「${source}」的效果都被它无效（情境没有写明出场的顺序，假定它适用时两者都在场上）；它离开时两者同时开始适用，回合玩家的先适用。`,
          `Before ${freedBy} left the field, it negated both ${cardSide ?? ''}'s ${card} and ${sourceSide ?? ''}'s ${source} (the situation gives no order of arrival: assumed both were there while it applied); when it left, both started applying at the same moment, so the turn player's applies first.`,
        )
      : chosen
      ? t(
          `「${card}」和「${source}」是同一玩家的卡，同时开始适用，由那名玩家选择适用顺序；假定「${card}」的不受影响效果先适用，没有被「${source}」无效（选择「${source}」先适用的场合，「${card}」的效果无效）。`,
          `${card} and ${source} are one player's cards and started applying at the same moment: that player chooses the order. Assumed ${card}'s unaffected effect applied first, so ${source} does not negate it (had ${source} been applied first, ${card} would be negated).`,
        )
      : t(
          `「${card}」和「${source}」都是${earlier ? '之前' : '这个回合'}出场的，情境看不出哪个先出场（后出场的一方可标「本回合特召」）；假定「${card}」的不受影响效果先适用，没有被「${source}」无效（后出场的一方会受先适用的效果影响）。`,
          `${card} and ${source} both arrived ${earlier ? 'earlier' : 'this turn'} and the situation does not say which came first (mark the later one \`(本回合特召)\`); assumed ${card}'s unaffected effect applied first, so ${source} does not negate it (the one that arrives later is subject to the effect already applying).`,
        ),
  [R.PROTECT_CONDITION]: ({ name, card, notes }) =>
    t(
      `${name.zh}：「${card}」的保护效果有适用条件${(notes as string[]).length ? `（${(notes as string[]).join('；')}）` : ''}，情境看不出是否满足，假定满足（保护适用）。`,
      `${name.en}: ${card}'s protection applies only under a condition${(notes as string[]).length ? ` (${(notes as string[]).join('; ')})` : ''} the situation does not show; assumed met (the protection applies).`,
    ),
  [R.ACTIVATION_LIMIT]: ({ name, variant, source, perTurn, me, links, used, cards, cardOnly, activates }) =>
    variant === 'used'
      ? t(
          `${name.zh}：情境中标为已用的${(cards as string[]).map((c) => `「${c}」`).join('')}的效果计为${me ?? ''}这个回合已经发动过的次数（假定是在「${source}」适用期间发动的；适用前的发动不计数）。`,
          `${name.en}: the effects of ${(cards as string[]).join(', ')} (marked used) are counted as already activated this turn (assumed while ${source} applied; activations before it applied do not count).`,
        )
      : cardOnly && activates
      ? t(
          `场上表侧表示的「${source}」使${me}1回合只能发动${perTurn}次这种卡；${name.zh}处理时还会把另1张卡发动（由效果发动的也计数）${(links as number[]).length + (used as string[]).length ? `，而${me}这个回合已经发动过${(links as number[]).length + (used as string[]).length}次` : ''}，会超过次数，所以不能发动。`,
          `${source}, face-up on the field, lets ${me} activate such cards only ${times(perTurn)} per turn; ${name.en} would activate another card as it resolves (one activated by an effect counts too)${(links as number[]).length + (used as string[]).length ? `, and ${me} already did ${(links as number[]).length + (used as string[]).length}` : ''}, over the limit, so it cannot be activated.`,
        )
      : cardOnly
      ? t(
          `场上表侧表示的「${source}」使${me}1回合只能发动${perTurn}次这种卡（卡的发动；表侧表示的卡的效果不算）；${me}这个回合已经发动过${(links as number[]).length + (used as string[]).length}次（${[...(links as number[]).map((n) => `C${n}`), ...(used as string[]).map((c) => `「${c}」`)].join('、')}；由其他卡的效果发动的也计数，发动被无效的不计数），所以${name.zh}不能发动。`,
          `${source}, face-up on the field, lets ${me} activate such cards only ${times(perTurn)} per turn (card activations; a face-up card's effect is not one); ${me} already did ${(links as number[]).length + (used as string[]).length} (${[...(links as number[]).map((n) => `Chain Link ${n}`), ...(used as string[])].join(', ')}; one activated by another card's effect counts, a negated one does not), so ${name.en} cannot be activated.`,
        )
      : t(
          `场上表侧表示的「${source}」使每名玩家1回合只能把${perTurn}次这种效果发动；${me}这个回合已经发动过${(links as number[]).length + (used as string[]).length}次（${[...(links as number[]).map((n) => `C${n}`), ...(used as string[]).map((c) => `「${c}」`)].join('、')}，发动被无效也计数），所以${name.zh}不能发动。`,
          `${source}, face-up on the field, lets each player activate such effects only ${times(perTurn)} per turn; ${me} already did ${(links as number[]).length + (used as string[]).length} (${[...(links as number[]).map((n) => `Chain Link ${n}`), ...(used as string[])].join(', ')}; a negated activation still counts), so ${name.en} cannot be activated.`,
        ),
  [R.ACTIVATION_NOT_APPLYING]: ({ name, own }) =>
    t(
      `${own.zh}（这张卡的发动）还在连锁上、没有处理：卡的效果要等发动处理后才适用，所以${name.zh}不能在这个连锁里发动。`,
      `${own.en} (this card's activation) is still on the chain, unresolved: the card's effects apply only once its activation resolved, so ${name.en} cannot be activated in this chain.`,
    ),
  [R.IF_AFTER_CHAIN]: ({ name, below }) =>
    t(
      `${name.zh}是「…的场合」的诱发效果：连锁进行中（包括${below.zh}的发动和代价）满足的条件，要等整个连锁处理完毕后才能发动，不能连锁发动。`,
      `${name.en} is an "if …" trigger effect: a condition met while a chain is going on (including ${below.en}'s activation and its cost) lets it be activated only after the whole chain has resolved; it cannot be chained.`,
    ),
  // CH-COST-LIFT-PUBLIC-TRIGGER
  [R.COST_LIFT_PUBLIC_TRIGGER]: ({ name, source }) =>
    t(
      `连锁开始前「${source}」的效果适用中，${name.zh}（公开情报的诱发效果）那时不能发动；之后「${source}」作为代价离开了场上，但公开的诱发效果加入连锁的时机已经过了，仍然不能连锁发动（快速效果和手卡中非公开的诱发效果可以）。`,
      `${source} applied before the chain began, so ${name.en} (a trigger in public information) could not be activated then; ${source} has since left the field as a cost, but a public trigger's moment to join the chain has passed, so it still cannot be chained (quick effects and hidden hand triggers can).`,
    ),
  // CH-SEGOC-ORDER-BINDS (after: the window was the chain's before — 'chain' — or the action's written before the chain — 'action'.
  // variant 'unsure': above a trigger that window did not list, whose level is not known — not refused, said.)
  [R.SEGOC_ORDER_BINDS]: ({ name, below, level, own, after, variant }) => {
    const started = after === 'action'
      ? t('这个连锁是在连锁之前写出的动作（召唤、攻击宣言、破坏等）之后的时点开始的', 'This chain was started in the window the action written before it (a summon, an attack declaration, a destruction…) opened')
      : t('这个连锁是在前一个连锁处理后的时点开始的', 'This chain was started in the window after the chain before it resolved');
    if (variant === 'unsure')
      return t(
        `${started.zh}：${name.zh}在那个时点有同时诱发的顺序，而${below.zh}不在那个时点列出的效果里（它的诱发条件是假定满足的），看不出它的顺序；这里没有按顺序判断${name.zh}能否连锁在它之后，假定可以。`,
        `${started.en}: ${name.en} has its SEGOC level there, but ${below.en} is not among the effects that window listed (its condition is assumed met), so its level is not known; whether ${name.en} may be chained after it is not judged by that order — assumed it may.`,
      );
    return t(
      `${started.zh}：同一时点满足条件的效果要按顺序组成连锁，${name.zh}在那个时点是顺序${own}，${below.zh}是顺序${level === 7 ? '7（优先权转移之后才发动）' : level}；顺序靠前的效果不能连锁在顺序靠后的效果之后发动，它加入连锁的时机已经过了。`,
      `${started.en}: effects met at one moment form the chain in order; ${name.en} was at level ${own} there and ${below.en} at level ${level === 7 ? '7 (activated once priority passed)' : level}. An effect of an earlier level cannot be chained after one of a later level: its moment to join the chain has passed.`,
    );
  },
  // WIN-MISS-WHEN, as a link's verdict: the window the chain was started in (after a chain, or after the action written before it) said
  // this optional 「…时」 effect missed its timing there — the window's own reason is quoted.
  [W.MISS_WHEN_LAST]: ({ name, reason, after }) =>
    t(
      `${name.zh}是「…时」的选发诱发效果，它的条件在${after === 'action' ? '连锁之前写出的动作中' : '前一个连锁中'}满足，已经错过时点：${reason.zh}错过时点的效果不能发动，也不能加入之后的连锁。`,
      `${name.en} is an optional "when" trigger that missed its timing where ${after === 'action' ? 'the action written before the chain' : 'the chain before'} met its condition. ${reason.en} An effect that missed its timing cannot be activated, in this chain or later.`,
    ),
  [R.HAND_TRIGGER_AT_DECLARATION]: ({ name }) =>
    t(
      `${name.zh}是手卡中的选发诱发效果（非公开情报，顺序7）：这个连锁按攻击宣言时的时点组成理解，那个时点还没有过去，所以可以连锁在这些2速的发动之后（即使它是在这个连锁中才回到手卡的）；假定这个连锁是在攻击宣言时开始的。`,
      `${name.en} is an optional trigger in the hand (hidden information, level 7): this chain is read as built at the attack declaration, a moment that has not passed, so it may follow these Spell Speed 2 activations (even if it reached the hand during this chain); assumed the chain started when the attack was declared.`,
    ),
  [R.HAND_TRIGGER_LATE]: ({ name }) =>
    t(
      `${name.zh}是手卡中的选发诱发效果（非公开情报，顺序7）：要等取得优先权才发动，所以可以排在同一时点的2速卡之后；假定它们是同一个时点满足条件的。`,
      `${name.en} is an optional trigger in the hand (hidden information, level 7): it waits for priority, so it may come after a Spell Speed 2 card timed to the same event; assumed both were met at that same moment.`,
    ),
  // CH-HAND-TRIGGER-WINDOW
  [R.HAND_TRIGGER_WINDOW]: ({ name }) =>
    t(
      `${name.zh}是手卡中的选发诱发效果（「…的场合」，非公开情报，顺序7）：它的发动条件在前一个连锁里满足，这个连锁就是在那之后的时点开始的，所以它要等取得优先权才发动，可以连锁这个时点先发动的卡·效果（即使它是组这个连锁时才回到手卡的）；这里只按事件的种类判断，没有核对是谁的·什么卡。`,
      `${name.en} is an optional trigger in the hand (「…的场合」, hidden information, level 7): its condition was met in the chain just before, and this chain was started in the window right after it, so it waits for priority and may be chained onto what was activated first there (even though it came to the hand only as this chain was built); only the kind of event was compared, not whose or which card it was.`,
    ),
  [R.DAMAGE_STEP]: ({ name, part }) => {
    const now = damageStepNow(part);
    // After damage calculation ATK/DEF changes are no longer among them (CH-DAMAGE-STEP-STAT-TIMING).
    if (typeof part === 'string' && !damageStepStatChanges(part) && !damageCalculationOnly(part)) {
      return t(
        `${now.zh}：伤害计算之后只能发动反击陷阱、使发动无效的效果，以及卡上写明在这个时点发动的效果（直接改变攻击力·守备力的效果只能到伤害计算前）；${name.zh}都不是，不能发动。`,
        `${now.en}: after damage calculation only Counter Traps, effects that negate an activation, and effects whose text names this moment can be activated (ATK/DEF changes only until before damage calculation); ${name.en} is none of these.`,
      );
    }
    return t(
      `${now.zh}：只能发动反击陷阱、直接改变攻击力·守备力的效果、使发动无效的效果，以及卡上写明在伤害步骤发动的效果；${name.zh}都不是，不能发动。`,
      `${now.en}: only Counter Traps, effects that directly change ATK/DEF, effects that negate an activation, and effects whose text names the Damage Step can be activated; ${name.en} is none of these.`,
    );
  },
  [R.DAMAGE_STEP_RESPONSE]: ({ name, part, stats }) => {
    const now = damageStepNow(part);
    // (「即使它改变攻击力·守备力」 only for an effect that does: one that moves a target changes nothing — s54.)
    return stats === false
      ? t(
          `${now.zh}：${name.zh}是「…发动时才能发动」的效果（回应卡·效果的发动），不使那个发动无效，也不直接改变攻击力·守备力，不能在伤害步骤发动。`,
          `${now.en}: ${name.en} is activated in answer to an activation, neither negates that activation nor directly changes ATK/DEF, so it cannot be activated in the Damage Step.`,
        )
      : t(
          `${now.zh}：${name.zh}是「…发动时才能发动」的效果，又不使那个发动无效，即使它改变攻击力·守备力，也不能在伤害步骤发动。`,
          `${now.en}: ${name.en} is activated when something is activated and does not negate that activation, so even though it changes ATK/DEF it cannot be activated in the Damage Step.`,
        );
  },
  [R.DAMAGE_STEP_BATTLE_TRIGGER]: ({ name, part }) => {
    const now = damageStepNow(part);
    return t(
      `${now.zh}：${name.zh}是在战斗步骤发动的诱发效果，伤害步骤中不能发动。`,
      `${now.en}: ${name.en} is a trigger effect activated in the Battle Step, not in the Damage Step.`,
    );
  },
  [R.DAMAGE_STEP_TRIGGER]: ({ name, part }) => {
    const now = damageStepNow(part);
    return t(
      `${now.zh}：由自身以外的卡被特殊召唤、送去墓地、除外、解放、加入手卡等（或只被效果破坏）诱发的选发效果不能发动；${name.zh}是这样的效果。`,
      `${now.en}: an optional trigger met by a change of a card other than itself (special summoned, sent to the GY, banished, tributed, added to the hand …, or destroyed only by an effect) cannot be activated; ${name.en} is one.`,
    );
  },
  // CH-DAMAGE-STEP-SUMMON-EVENT (docs/c03/战斗阶段流程.rst:1033).
  [R.DAMAGE_STEP_SUMMON_EVENT]: ({ name, part }) => {
    const now = damageStepNow(part);
    return t(
      `${now.zh}：${name.zh}是通常召唤·反转召唤成功时的诱发效果，伤害步骤中不能进行通常召唤和反转召唤（之前的召唤诱发的效果在那时就要发动），所以没有可以让它发动的召唤。`,
      `${now.en}: ${name.en} is a trigger of a Normal or Flip Summon, and neither is made in the Damage Step (a trigger of an earlier summon was activated back then), so no summon can have met it.`,
    );
  },
  // CH-DAMAGE-STEP-EVENT-ASSUMED: the trigger's event is not written; in the damage step it must have happened there.
  [R.DAMAGE_STEP_EVENT_ASSUMED]: ({ name }) =>
    t(
      `${name.zh}是诱发效果，现在是伤害步骤：假定它的诱发条件刚刚在这个伤害步骤中满足（伤害步骤之前满足的诱发效果要在那时发动，不会留到伤害步骤）；情境没有写出发生了什么。`,
      `${name.en} is a trigger effect and this is the Damage Step: assumed its trigger condition was just met in this Damage Step (a trigger met before the step was activated back then, not in it); the situation does not say what happened.`,
    ),
  // CH-DAMAGE-STEP-WAITS-FOR (docs/c03/战斗阶段流程.rst:459–460, :505): a card timed to battle damage, in a part of the step other than 伤害计算后;
  // (waits 'battle-destruction', :434–436, :464–465) one timed to destruction by battle, in a part other than 伤害步骤结束时.
  [R.DAMAGE_STEP_WAITS_FOR]: ({ name, part, waits }) => {
    const now = damageStepNow(part);
    // A monster destroyed by battle at damage calculation is sent to the GY at the end of the step: before it no such destruction has happened.
    if (waits === 'battle-destruction')
      return t(
        `${now.zh}：${name.zh}要在怪兽被战斗破坏时发动，这样的卡在伤害步骤中只能在伤害步骤结束时发动（被战斗破坏的怪兽在那时才送去墓地）；现在还不是那个时点，所以不能发动。`,
        `${now.en}: ${name.en} is activated when a monster is destroyed by battle, which in the Damage Step is only at the end of the Damage Step (a monster destroyed by battle is sent to the GY then); that moment has not come, so it cannot be activated.`,
      );
    // 伤害步骤结束时 comes after 伤害计算后: the damage's moment has passed; before it no battle damage has been dealt.
    return part === 'damage-step-end'
      ? t(
          `${now.zh}：${name.zh}要在战斗伤害发生时发动，这样的卡在伤害步骤中只能在伤害计算后发动；伤害计算后的时点已经过去，所以不能发动。`,
          `${now.en}: ${name.en} is activated when battle damage is dealt, which in the Damage Step is only after damage calculation; that moment has passed, so it cannot be activated.`,
        )
      : t(
          `${now.zh}：${name.zh}要在战斗伤害发生时发动，这样的卡在伤害步骤中只能在伤害计算后发动；战斗伤害在伤害计算时才发生，现在还没有，所以不能发动。`,
          `${now.en}: ${name.en} is activated when battle damage is dealt, which in the Damage Step is only after damage calculation; battle damage is dealt at damage calculation, not yet, so it cannot be activated.`,
        );
  },
  [R.DAMAGE_STEP_CHOICE]: ({ name, part }) => {
    const now = damageStepNow(part);
    return t(
      `${now.zh}：${name.zh}的●要到效果处理时才选，发动时不知道适用哪个；它的●里有不是反击陷阱、直接改变攻击力·守备力、使发动无效的效果（例如「把战斗阶段结束」），所以整个效果不能在伤害步骤发动。`,
      `${now.en}: which ● of ${name.en} applies is chosen only as it resolves, so it is not known at activation; one of its ● is none of the Damage Step's kinds (a Counter Trap, a direct ATK/DEF change, an activation negation — e.g. 「end the Battle Phase」), so the effect cannot be activated in the Damage Step.`,
    );
  },
  [R.DAMAGE_STEP_OLD_RULING]: ({ name, part }) => {
    const now = damageStepNow(part);
    return t(
      `${now.zh}：自身以外的卡被破坏诱发的效果，旧文本下的裁定不统一；${name.zh}的裁定是伤害步骤内不能发动。`,
      `${now.en}: effects met by another card destroyed are ruled unevenly under old texts, and ${name.en} is ruled not to be activated in the Damage Step.`,
    );
  },
  [R.CANNOT_USE]: ({ name, variant, card }) =>
    variant === 'material'
      ? t(
          `「${card}」不能使用（卡名被宣言）：不能作为F·S·X·L召唤的素材，${name.zh}记述的素材之一不能使用，所以不能发动。`,
          `${card} cannot be used (its name was declared): it cannot be Fusion, Synchro, Xyz or Link Material, and it is one of the materials ${name.en} names, so ${name.en} cannot be activated.`,
        )
      : variant === 'activate'
      ? t(
          `「${card}」不能使用（卡名被宣言而锁定）：不能作卡的发动，也不能发动它的效果，所以${name.zh}不能发动。`,
          `${card} cannot be used (its name was declared by a name lock): neither the card nor its effects can be activated, so ${name.en} cannot be.`,
        )
      : t(
          `「${card}」不能使用（卡名被宣言）：它不能出现在场上，${name.zh}不能以它为对象把它特殊召唤或装备。`,
          `${card} cannot be used (its name was declared): it cannot appear on the field, so ${name.en} cannot target it to Special Summon or equip it.`,
        ),
  [R.CANNOT_USE_CHOICE]: ({ name, cards }) =>
    t(
      `${(cards as string[]).map((c) => `「${c}」`).join('')}不能使用（卡名被宣言）：不能出现在场上，${name.zh}不能选它特殊召唤·装备·盖放；情境中能选的卡只有它，所以不能发动。`,
      `${(cards as string[]).join(', ')} cannot be used (its name was declared): it cannot appear on the field, so ${name.en} cannot choose it to Special Summon, equip or Set; it is the only choice the situation lists, so the effect cannot be activated.`,
    ),
  [R.DESTROYER_LEFT]: ({ name, card }) =>
    t(
      `${name.zh}是「这张卡战斗破坏对方怪兽」时的效果，「${card}」必须仍在场上；它已经不在场上（同一次战斗中也被破坏，或在伤害计算后被效果送走），不能发动。`,
      `${name.en} is an effect of this card destroying a monster by battle: ${card} must still be on the field, and it is not (destroyed in the same battle, or removed by an effect after damage calculation), so it cannot be activated.`,
    ),
  [R.BATTLE_TO_GY]: ({ name, card }) =>
    t(
      `${name.zh}要的是「战斗破坏的怪兽送去墓地」：这次战斗中能被那样破坏的「${card}」不会送去墓地（衍生物消失、当作怪兽的魔法·陷阱卡或被除外），条件不满足，不能发动。`,
      `${name.en} needs a monster destroyed by battle and sent to the GY: ${card}, the one this battle could destroy that way, would not reach the GY (a Token vanishes; a Spell/Trap played as a monster or a banished card is not sent there), so it cannot be activated.`,
    ),
  [R.THEN_BATTLE_DESTROYED]: ({ name, card }) =>
    t(
      `「${card}」已确定被战斗破坏：${name.zh}「那之后」要改变攻击力的怪兽只有被战斗破坏的怪兽，那部分处理（和发动的前提有关）不能适用，不能发动。`,
      `${card} is destroyed by battle: the monsters whose ATK ${name.en} must change after "then" are only monsters destroyed by battle, so that part (tied to what the activation needs) could apply to none, and it cannot be activated.`,
    ),
  [R.BATTLE_DESTROYED_CHOOSE]: ({ name, card }) =>
    t(
      `「${card}」已确定被战斗破坏：它不能回到手卡·卡组，也不能转移控制权，${name.zh}没有其他可以这样处理的卡，不能发动。`,
      `${card} is destroyed by battle: it cannot return to the hand or Deck nor change control, and ${name.en} has no other card to do that to, so it cannot be activated.`,
    ),
  [R.BATTLE_DESTROYED]: ({ name, variant, card }) =>
    variant === 'unchanged'
      ? t(
          `「${card}」已确定被战斗破坏：它的等级·攻击力·守备力等不会再因卡的效果变更，${name.zh}只会变更它自身的这些数值，适用不了，所以不能发动（不论时机）。`,
          `${card} is destroyed by battle: its Level, ATK, DEF and the like can no longer be changed by card effects, and ${name.en} would only change those of it — nothing could apply, so it cannot be activated (whatever the timing).`,
        )
      : variant === 'activate'
      ? t(
          `「${card}」已确定被战斗破坏（伤害步骤结束前仍在场上）：它不能发动选发的效果，所以${name.zh}不能发动。`,
          `${card} is destroyed by battle (still on the field until the end of the Damage Step): it cannot activate optional effects, so ${name.en} cannot be activated.`,
        )
      : variant === 'target'
      ? t(
          `「${card}」已确定被战斗破坏：它不能成为效果的对象，${name.zh}不能以它为对象发动。`,
          `${card} is destroyed by battle: it cannot be targeted by effects, so ${name.en} cannot target it.`,
        )
      : t(
          `「${card}」已确定被战斗破坏：它不能作为选发效果的代价被解放·送去墓地·除外，${name.zh}没有其他可以支付代价的卡。`,
          `${card} is destroyed by battle: it cannot be tributed, sent or banished as the cost of an optional effect, and ${name.en} has nothing else to pay it with.`,
        ),
  [R.DAMAGE_CALC]: ({ name, part }) => {
    const title = phaseTitle(part);
    return t(
      `现在是${title.zh}：伤害计算时只能发动卡上写明在伤害计算时发动的效果，${name.zh}没有这样写（攻守变化的效果也只能到伤害计算前）。`,
      `It is ${title.en}: during damage calculation only effects whose text says so can be activated, and ${name.en}'s does not (ATK/DEF changes too only until before damage calculation).`,
    );
  },
  // CH-WAITS-FOR-MOMENT: a card activation timed to a moment of the battle, asked at another.
  [R.WAITS_FOR_MOMENT]: ({ name, part, step }) => {
    const now = phaseTitle(part);
    const at = phaseTitle(step);
    return t(
      `现在是${now.zh}：${name.zh}的文本写明在${at.zh}才能发动，只能在那个时机发动。`,
      `It is ${now.en}: ${name.en}'s text says it can be activated only at ${at.en}, and only then.`,
    );
  },
  // CH-DAMAGE-STEP-STAT-TIMING: an ATK/DEF change after damage calculation.
  [R.DAMAGE_STEP_STAT_TIMING]: ({ name, part }) => {
    const title = phaseTitle(part);
    return t(
      `现在是${title.zh}：直接改变攻击力·守备力的效果在伤害步骤中只能在伤害步骤开始时到伤害计算前发动，伤害计算已经进行，${name.zh}不能发动。`,
      `It is ${title.en}: an effect that directly changes ATK/DEF can be activated in the Damage Step only from its start until before damage calculation; damage calculation has been made, so ${name.en} cannot be activated.`,
    );
  },
  [R.ST_ZONE_FREE]: ({ name, me, used }) =>
    t(
      `${me}的魔法与陷阱区域已经有${used}张卡（最多5张）：从手卡发动${name.zh}需要一个空的魔法与陷阱区域。`,
      `${me}'s Spell & Trap Zones already hold ${used} cards (5 at most): activating ${name.en} from the hand needs a free one.`,
    ),
  [R.FORBIDDEN_ACTIVATION]: ({ name, source, fromHand, monster, kind, from }) => {
    // Where it is activated and the kind of card (「在魔法与陷阱区域发动的陷阱卡的效果」), when the link says them.
    const where = fromHand ? t('手卡', 'the hand') : from ? zoneWord(from as Place) : t('这里', 'there');
    const what = monster ? t('怪兽', 'monster') : kind === 'trap' ? t('陷阱卡的', 'Trap') : kind === 'spell' ? t('魔法卡的', 'Spell') : t('卡的', 'card');
    return t(
      `场上表侧表示的「${source}」的永续效果使这样的效果（在${where.zh}发动的${what.zh}效果）不能发动，所以${name.zh}不能发动。`,
      `${source}, face-up on the field, has a continuous effect that stops effects like this (${what.en} effects activated ${fromHand || from ? `in ${where.en}` : 'there'}) from being activated, so ${name.en} cannot be activated.`,
    );
  },
  [R.FORBIDDEN_ACTIVATION_PHASE]: ({ name, source, phases }) =>
    t(
      `「${source}」的永续效果只在${(phases as string[]).map((p) => phaseTitle(p).zh).join('、')}使${name.zh}这样的发动不能进行；情境没有写明阶段，假定现在不是那个阶段。`,
      `${source}'s continuous effect stops activations like ${name.en} only in ${(phases as string[]).map((p) => phaseTitle(p).en).join(', ')}; the situation states no phase, so it is assumed not to be that phase.`,
    ),
  [R.PROTECT_TARGET]: ({ name, card, by }) =>
    t(
      `「${card}」不会成为${name.zh}这样的卡的效果的对象（${by ? `「${by}」的永续效果` : '它的永续效果'}），所以不能以它为对象发动。`,
      `${by ? `${by}'s continuous effect keeps ${card}` : `${card}'s own continuous effect keeps it`} from being targeted by effects like that of ${name.en}, so ${name.en} cannot be activated targeting it.`,
    ),
  // CH-EQUIP-MOVE
  [R.EQUIP_MOVE]: ({ name, card, variant, to }) =>
    variant === 'not-equipped'
      ? t(`「${card}」现在没有装备给怪兽，不能成为${name.zh}转移装备卡的对象。`, `${card} is not equipped to a monster now: ${name.en} cannot target it to move it.`)
      : variant === 'not-that'
        ? t(`「${to}」不是「${card}」的正确对象，${name.zh}不能把它转移给「${to}」，不能这样发动。`, `${to} is not a correct target for ${card}: ${name.en} cannot move it there, so it cannot be activated so.`)
      : t(
          `「${card}」除了现在装备的怪兽以外没有别的正确对象（当作装备卡的怪兽卡，除了用自身效果装备的同盟怪兽，正确对象只有现在装备的那只怪兽；装备魔法只能给符合装备条件的怪兽装备），${name.zh}不能把它转移，不能以它为对象发动。`,
          `${card} has no correct target but the monster it equips now (a monster card used as an equip card — unless a Union that equipped itself — is correct only on that monster; an Equip Spell only on monsters its limit allows): ${name.en} cannot move it, so it cannot be activated targeting it.`,
        ),
  [R.ON_CHAIN_NO_RETURN]: ({ name, card, variant }) =>
    variant === 'resolution'
      ? t(
          `「${card}」已经作为连锁上的卡发动：发动后的通常·速攻魔法和通常·反击陷阱不能回到手卡或卡组`,
          `${card} has been activated and is on the chain: an activated Normal or Quick-Play Spell or Normal or Counter Trap cannot be returned to the hand or Deck`,
        )
      : t(
          `「${card}」已经发动、在连锁上：通常·速攻魔法和通常·反击陷阱发动后不能回到手卡或卡组，不能成为${name.zh}的对象（破坏、除外可以）。`,
          `${card} has been activated and is on the chain: an activated Normal or Quick-Play Spell or Normal or Counter Trap cannot be returned to the hand or Deck, so it is no target for ${name.en} (destroying or banishing it is fine).`,
        ),
  [R.FORBIDDEN_FROM]: ({ name, source, action, places, inCost, onlyThere, player }) => {
    const verb = describeIncluded({ do: action });
    const where = (places as Place[]).map((p) => zoneWord(p));
    const zh = zhJoined(where, '·');
    const en = enJoined(where, ', ');
    return t(
      `场上表侧表示的「${source}」使${player ? `${player}` : '双方'}不能对${zh}的卡${verb.zh}，而${name.zh}的${inCost ? '代价' : '效果'}${onlyThere ? '只能对那里的卡进行（其他场所没有符合的卡）' : '要对那里的卡进行'}，所以不能发动。`,
      `${source}, face-up on the field, stops ${player ? `${player}` : 'both players'} from this for cards in ${en}: ${verb.en}; ${inCost ? 'the cost' : 'the effect'} of ${name.en} ${onlyThere ? 'could only do it to cards there (no fitting card elsewhere)' : 'has to do it there'}, so it cannot be activated.`,
    );
  },
  [R.PHASE_TRIGGER_FIRST]: ({ name, variant, below }) =>
    variant === 'hand'
      ? t(
          `${name.zh}是在手卡于特定阶段发动的诱发效果：只能在得到优先权时作为连锁1发动，不能连锁${below.zh}发动（同名卡的同一效果也不能组成连锁）。`,
          `${name.en} is a trigger activated from the hand at a given phase: it can only be activated as Chain Link 1 when its player gets priority, not chained to ${below.en} (not even to the same effect of another copy).`,
        )
      : t(
          `${name.zh}是必须开始连锁的阶段诱发效果（这张卡的裁定）：只能在得到优先权时作为连锁1发动，不能连锁${below.zh}发动（同名卡的同一效果也不能组成连锁）。`,
          `${name.en} is a phase trigger that must start a chain (a ruling on this card): it can only be activated as Chain Link 1 when its player gets priority, not chained to ${below.en} (not even to the same effect of another copy).`,
        ),
  [R.BATTLE_TRIGGER_FIRST]: ({ name, below }) =>
    t(
      `${name.zh}是在战斗阶段·战斗步骤发动的诱发效果：只能作为连锁1发动，不能连锁${below.zh}发动（攻击宣言时的诱发效果、同名卡的同一效果也不能一起组成连锁）；要等这个连锁处理后再发动。`,
      `${name.en} is a trigger activated in the Battle Phase / Battle Step: it can only be Chain Link 1, not chained to ${below.en} (not with attack-declaration triggers, nor with the same effect of another copy); it is activated after this chain resolves.`,
    ),
  [R.DECK_SHORT]: ({ name, player, count, have, draw }) =>
    t(
      `${name.zh}要从${player}的卡组${draw ? '抽' : '上面把'}${count}张卡${draw ? '' : '送去墓地或除外'}，情境列出的卡组只有${have}张，这一步不能进行，所以不能发动（必发效果仍会发动，处理时对剩下的卡适用）。`,
      `${name.en} would ${draw ? 'draw' : 'take'} ${count} cards from ${player}'s Deck${draw ? '' : ' (from the top)'}, and the Deck the situation lists holds only ${have}: that step cannot be done, so it cannot be activated (a mandatory effect still is, and takes what is left).`,
    ),
  [R.PLEDGE]: ({ name, below, action, except }) => {
    const verb = describeIncluded({ do: action });
    const ex = (except as Place[]).map((p) => zoneWord(p));
    return t(
      `${below.zh}的誓约（「这个效果发动的回合，自己不能…」）从发动时起就适用：这个回合它的控制者不能${verb.zh}${ex.length ? `（${zhJoined(ex, '·')}除外）` : ''}，而${name.zh}会这样做，所以不能连锁发动。`,
      `The pledge of ${below.en} ("the turn you activate this, you cannot …") applies from its activation: its controller cannot do this this turn — ${verb.en}${ex.length ? ` (except from ${enJoined(ex, ', ')})` : ''} — and ${name.en} would, so it cannot be chained.`,
    );
  },
  [R.PLEDGE_OPPONENT]: ({ name, card, action }) => {
    const verb = describeIncluded({ do: action });
    return t(
      `「${card}」的誓约（「这张卡发动的回合，自己不能…」）从发动时起就约束它的控制者：这个回合那名玩家不能${verb.zh}。${name.zh}必须让那名玩家这样做，所以不能发动。`,
      `The pledge of ${card} ("the turn you activate this, you cannot …") binds its controller from its activation: that player cannot do this this turn — ${verb.en}. ${name.en} must make that player do it, so it cannot be activated.`,
    );
  },
  [R.PLEDGE_DONE]: ({ name, action, card, inProgress, variant, player, mark, usual }) => {
    // An assumption (../chain/pledge.ts, FD-EXTRA-ORIGIN): an Extra Deck monster written only as Special Summoned, judged as from the Extra Deck.
    if (variant === 'extra-origin') {
      const write = mark ? `(本回合特召,从墓地特召)` : `本回合:${player}:${card}(从墓地特召)`;
      // (Review s59: `X(本回合特召)` with no method — taken as summoned by its own method, the usual one, from the Extra Deck.)
      if (usual) {
        return t(
          `这个回合${player}特殊召唤了「${card}」（额外卡组的怪兽），情境没有写它怎样出场；这里按它通常的召唤方法（从额外卡组特殊召唤）判断誓约——这是假设，不是裁定。它是从墓地等额外卡组以外的地方特殊召唤的场合，请写 ${write}（除外状态写 从除外特召）。`,
          `${player} Special Summoned ${card} (an Extra Deck monster) this turn and the situation does not say how; the pledge is judged as if it was summoned the usual way, from the Extra Deck — an assumption, not a ruling. If it came from the GY or anywhere but the Extra Deck, write ${write} (from banishment: 从除外特召).`,
        );
      }
      return t(
        `这个回合${player}特殊召唤了「${card}」（额外卡组的怪兽），情境只写了特殊召唤，没有写召唤方法或从哪里出场；这里按从额外卡组特殊召唤判断誓约——这是假设，不是裁定。它是从墓地等额外卡组以外的地方特殊召唤的场合，请写 ${write}（除外状态写 从除外特召）。`,
        `${player} Special Summoned ${card} (an Extra Deck monster) this turn and the situation says only that, not how or from where; the pledge is judged as if it came from the Extra Deck — an assumption, not a ruling. If it came from the GY or anywhere but the Extra Deck, write ${write} (from banishment: 从除外特召).`,
      );
    }
    // An assumption (../chain/pledge.ts): a Pendulum Summon this turn with no origin written, judged as not from the Extra Deck.
    if (variant === 'pendulum-origin') {
      const write = mark ? `(灵摆召唤,从额外特召,本回合特召)` : `本回合:${player}:${card}(灵摆召唤,从额外)`;
      return t(
        `这个回合${player}把「${card}」灵摆召唤，情境没有写明它是从手卡还是从额外卡组出场的；这里按从手卡判断誓约（不是从额外卡组特殊召唤）——这是假设，不是裁定。从额外卡组的场合请写 ${write}。`,
        `${player} Pendulum Summoned ${card} this turn and the situation does not say whether from the hand or the Extra Deck; the pledge is judged as if from the hand (not a Special Summon from the Extra Deck) — an assumption, not a ruling. If it came from the Extra Deck, write ${write}.`,
      );
    }
    const verb = describeIncluded({ do: action });
    return t(
      `${name.zh}带有誓约（「这张卡发动的回合，自己不能…」）：它约束整个回合，而它的控制者这个回合已经${verb.zh}（「${card}」${inProgress ? '正在被召唤，这次召唤已经算作进行过' : ''}），所以不能发动。`,
      `${name.en} carries a pledge ("the turn you activate this, you cannot …"), which covers the whole turn, and its controller has already done this this turn — ${verb.en} (${card}${inProgress ? ', whose summon is in progress and already counts' : ''}) — so it cannot be activated.`,
    );
  },
  /**
   * SIT-SUMMON-PLEDGE-BATTLE-PHASE (s59): the situation is in the Battle Phase or Main Phase 2 of a turn whose player Special Summoned a
   * monster whose summon pledges no Battle Phase (../game/battle-phase-pledge-attack.ts) — said as a warning.
   */
  [R.SUMMON_PLEDGE_BATTLE_PHASE]: ({ card, player, phase, words, assumed, variant }) => {
    // `本回合:A:X(特殊召唤)` says no way: taken as by its own procedure (only that summon pledges), said in the assumptions.
    if (variant === 'assumed') {
      return t(
        `情境写了${player}这个回合特殊召唤「${card}」，没写怎样特殊召唤：当作用它自身记述的方法（只有这样特殊召唤，它的誓约才约束${player}）；是被卡的效果特殊召唤的场合，请写 由X（本回合:${player}:${card}(特殊召唤,由X)，X是那张卡），那样誓约不适用。`,
        `The situation says ${player} Special Summoned ${card} this turn but not how: taken as by the procedure on it (only that summon pledges ${player}); if a card's effect summoned it, write 由X (本回合:${player}:${card}(特殊召唤,由X), X that card), and the pledge does not apply.`,
      );
    }
    // (s59 round 2) `特殊召唤 X` after its player conducted the Battle Phase this turn: the pledge cannot be kept — not summoned.
    if (variant === 'summon-after') {
      const when = t(`情境写的是${phaseTitle(String(phase)).zh}`, `the situation is in the ${phaseTitle(String(phase)).en}`);
      return t(
        `「${card}」带有特殊召唤的誓约「${words}」（不是效果），${player}已经进行过战斗阶段（${when.zh}）：这个回合不能把它特殊召唤（用它自身的方法或卡的效果都一样）。`,
        `${card} carries a pledge of its Special Summon, "${words}" (the turn it is Special Summoned, its summoner cannot conduct the Battle Phase; no effect), and ${player} has already conducted the Battle Phase (${when.en}): it cannot be Special Summoned this turn (by its own procedure or by a card's effect alike).`,
      );
    }
    const title = phaseTitle(String(phase));
    const how = assumed ? t('（情境没写它怎样特殊召唤，当作用它自身记述的方法）', ' (the situation does not say how; taken as by the procedure on it)') : t('', '');
    return t(
      `这个回合${player}特殊召唤了「${card}」${how.zh}，那次特殊召唤的誓约「${words}」约束${player}整个回合（不是在场上适用的效果，那只怪兽离场或效果被无效也一样）：${player}不能进入战斗阶段，情境写的${title.zh}在这个回合不会出现；其余仍按写的判断。`,
      `${player} Special Summoned ${card} this turn${how.en}: that summon's pledge "${words}" (its summoner cannot conduct the Battle Phase that turn) binds ${player} for the whole turn (no effect applied on the field: also with the monster gone or negated). ${player} cannot enter the Battle Phase, so the ${title.en} the situation writes cannot come this turn; the rest is judged as written.`,
    );
  },
  /**
   * CH-PLEDGE-BATTLE-PHASE (s58): the pledge 「…发动的回合，自己不能进行战斗阶段」 against the turn's phase — refused in its player's own
   * Battle Phase ('in') or Main Phase 2 ('after'); assumed not yet conducted when no phase is written, in the End Phase, or with the turn
   * not written (../chain/pledge-battle-phase.ts).
   */
  [R.PLEDGE_BATTLE_PHASE]: ({ name, variant, player, card, phase, copied, turn }) => {
    const v = variant as 'in' | 'after' | 'phase-unwritten' | 'end-phase' | 'turn-unstated' | 'phase-written' | 'opponent-turn';
    // (docs/c03/复制.rst:194, :202) A card activation copying a Trap with the pledge keeps it: said as the copied card's.
    const bearer = (): Text => (copied ? t(`${name.zh}复制「${copied}」的效果，也要遵守它的誓约`, `${name.en} copies ${copied}'s effect and keeps its pledge too`) : t(`${name.zh}带有誓约`, `${name.en} carries the pledge`));
    // The other player's Battle Phase or Main Phase 2: the pledge binds only its player's own Battle Phase (docs/c03/战斗阶段流程.rst:11, :26).
    if (v === 'opponent-turn') {
      const title = phaseTitle(String(phase));
      return t(
        `${bearer().zh}「…发动的回合，自己不能进行战斗阶段」，但现在是${turn}的回合（${title.zh}）：只有回合玩家进行战斗阶段，${turn}的战斗阶段不是${player}的，${player}这个回合没有进行战斗阶段，所以可以发动（之后${player}自己的回合不受这个誓约约束）。`,
        `${bearer().en} "the turn you activate this, you cannot conduct your Battle Phase", but this is ${turn}'s turn (${title.en}): only the turn player conducts a Battle Phase — ${turn}'s is not ${player}'s, and ${player} has conducted none this turn — so it may be activated (${player}'s own later turn is not bound by this pledge).`,
      );
    }
    // The situation's phase is the Battle Phase or Main Phase 2 of a turn whose player activated such a card earlier (../game/battle-phase-pledge-attack.ts).
    if (v === 'phase-written') {
      const title = phaseTitle(String(phase));
      return t(
        `这个回合${player}已经发动了「${card}」，它的誓约「…发动的回合，自己不能进行战斗阶段」约束${player}整个回合（誓约不是效果：那次发动被无效才不再适用）：${player}不能进入战斗阶段，情境写的${title.zh}在这个回合不会出现；其余仍按写的判断。`,
        `${player} activated ${card} earlier this turn: its pledge "the turn you activate this, you cannot conduct your Battle Phase" binds ${player} for the whole turn (a pledge is no effect: only that activation negated lifts it). ${player} cannot enter the Battle Phase, so the ${title.en} the situation writes cannot come this turn; the rest is judged as written.`,
      );
    }
    if (v === 'in' || v === 'after') {
      return t(
        `${bearer().zh}「…发动的回合，自己不能进行战斗阶段」：誓约不是效果，整个回合内只能选两者之一（进行战斗阶段，或发动它）。现在是${player}自己回合的${v === 'in' ? '战斗阶段' : '主要阶段2（进行过战斗阶段才会进入）'}，${player}这个回合已经进行了战斗阶段，所以不能发动。`,
        `${bearer().en} "the turn you activate this, you cannot conduct your Battle Phase": a pledge is no effect and covers the whole turn — its player conducts a Battle Phase or activates it, not both. This is ${player}'s own ${v === 'in' ? 'Battle Phase' : 'Main Phase 2 (reached only after a Battle Phase)'}: ${player} has conducted a Battle Phase this turn, so it cannot be activated.`,
      );
    }
    const why =
      v === 'end-phase'
        ? t('现在是结束阶段，情境没有写这个回合是否进行过战斗阶段', "this is the End Phase and the situation does not say whether there was a Battle Phase this turn")
        : v === 'turn-unstated'
          ? t('情境写的阶段在战斗阶段之后，但没有写是谁的回合（对方的战斗阶段不约束它）', "the phase written is during or after a Battle Phase, but not whose turn it is (the other player's Battle Phase does not bind it)")
          : t('情境没有写阶段', 'the situation writes no phase');
    return t(
      `${name.zh}带有誓约「…发动的回合，自己不能进行战斗阶段」：${why.zh}，按${player}这个回合没有进行过战斗阶段判断为可以发动（在${player}自己的战斗阶段·主要阶段2不能发动；写 阶段:主要2 等可以判断）。`,
      `${name.en} carries the pledge "the turn you activate this, you cannot conduct your Battle Phase": ${why.en}; it is judged as if ${player} conducted no Battle Phase this turn, so it may be activated (not in ${player}'s own Battle Phase or Main Phase 2; write 阶段:主要2 or the like to have that judged).`,
    );
  },
  [R.LINGERING_LOCK_DECLARED]: ({ card, player, lastTurn }) =>
    t(
      `${lastTurn ? '上个回合' : '这个回合早些时候'}「${card}」的效果留下了『宣言的种类的卡不能发动』的限制，但情境没有写它发动时宣言了哪个种类（写 ${lastTurn ? '上回合' : '本回合'}:${player}:${card}(宣言:魔法)${lastTurn ? '' : '，或在那个连锁块写 [宣言 魔法]'}；怪兽·魔法·陷阱）：不知道限制哪种卡，这里没有因此判定任何卡不能发动。`,
      `${lastTurn ? 'Last turn' : 'Earlier this turn'} the effect of ${card} left "cards of the declared type cannot be activated", but the situation does not say which type it declared (write ${lastTurn ? '上回合' : '本回合'}:${player}:${card}(宣言:魔法)${lastTurn ? '' : ', or [宣言 魔法] on that chain link'}; monster, spell or trap): not knowing which cards it binds, nothing is refused for it here.`,
    ),
  // CH-LINGERING-LOCK-LAST-TURN: a lock of the turn before that lasted only that turn — read, and ended.
  [R.LINGERING_LOCK_LAST_TURN]: ({ card, player }) =>
    t(
      `上个回合${player}发动的「${card}」的效果留下的限制只到那个回合结束时（「这个回合」），在这个回合已经不再适用。`,
      `The restriction the effect of ${card} (activated by ${player} last turn) left lasted only that turn ("this turn"): it no longer applies this turn.`,
    ),
  // (CH-LINGERING-ATTACK-LOCK: `attacker`, the monster whose attack holds a lock left 「这个回合，自己怪兽攻击的场合，对方直到伤害步骤结束时…」.)
  [R.LINGERING_LOCK]: ({ name, source, opponent, cardActivation, limit, duel, nextTurn, declared, both, attacker, lastTurn }) =>
    limit !== undefined
      ? t(
          `这个回合早些时候「${source}」的效果已经适用：直到回合结束时${opponent ? '对方' : '自己'}只能有${limit}次把这样的效果发动（从它适用后算起，发动被无效的也算），这个次数已经用完，所以${name.zh}不能发动。`,
          `Earlier this turn the effect of ${source} applied: until the end of the turn ${opponent ? 'its opponent' : 'its controller'} may activate such effects only ${times(limit)} (counted from then, negated activations included), and that is used up, so ${name.en} cannot be activated.`,
        )
      : attacker
        ? t(
            `这个回合早些时候「${source}」的效果已经适用，留下了『这个回合，${opponent ? '对方' : '自己'}怪兽攻击的场合，${opponent ? '自己' : '对方'}直到伤害步骤结束时不能把${declared ? `${kindZh(declared).replace(/卡$/, '')}卡（发动时宣言的种类）` : '这样的卡'}发动』的限制（它不是场上的永续效果，${source}离开场上也继续适用）：现在「${attacker}」正在攻击，直到这次伤害步骤结束，所以${name.zh}不能发动。`,
            `Earlier this turn the effect of ${source} applied and left a restriction for the rest of the turn: whenever ${opponent ? "its controller's" : 'your'} monster attacks, ${opponent ? 'you' : 'the opponent'} cannot activate ${declared ? `${declared} cards (the type declared at its activation)` : 'such cards'} until the end of the Damage Step (it is no continuous effect of a card on the field; it stays even if ${source} leaves). ${attacker} is attacking now, to the end of this Damage Step, so ${name.en} cannot be activated.`,
          )
      : t(
      `${lastTurn ? '上个回合' : '这个回合早些时候'}「${source}」的效果已经适用，留下了${duel ? '这次决斗中' : nextTurn ? '直到下次的对方回合结束时' : '这个回合'}${both ? '双方' : opponent ? '对方' : '自己'}不能把${declared ? `${kindZh(declared).replace(/卡$/, "")}卡（发动时宣言的种类）` : '这样的效果'}发动的限制（${lastTurn ? '这个回合还在适用；' : ''}它不是场上的永续效果，${source}离开场上也继续适用）${cardActivation ? '；卡的发动即使从手卡进行，也是放到场上发动的' : ''}，所以${name.zh}不能发动。`,
      `${lastTurn ? 'Last turn' : 'Earlier this turn'} the effect of ${source} applied and left a restriction ${duel ? 'for the rest of the Duel' : nextTurn ? "until the end of the opponent's next turn" : 'for the rest of the turn'}: ${both ? 'neither player' : opponent ? 'its opponent' : 'its controller'} ${both ? 'can' : 'cannot'} activate ${declared ? `${declared} cards (the type declared at its activation)` : 'effects like this'} (${lastTurn ? 'still lasting this turn; ' : ''}it is no continuous effect of a card on the field; it stays even if ${source} leaves)${cardActivation ? '; a card activation is made on the field even from the hand' : ''}, so ${name.en} cannot be activated.`,
    ),
  // CH-TURN-PART-DRAW-LOCK: 「直到回合结束时自己不能用卡的效果抽卡」 left by an applied effect — refusing an activation (`first`, `must`), said of one
  // still activated (`mandatory`, `part`), or of a draw step not done (`step`).
  [R.TURN_PART_DRAW_LOCK]: ({ name, source, player, variant }) => {
    const lock = t(
      `这个回合「${source}」的效果已经适用，留下『直到回合结束时自己不能用卡的效果抽卡』（效果的一部分：发动或效果被无效的场合不适用；抽卡阶段的通常抽卡不是卡的效果，不受影响）：${player}不能用卡的效果抽卡`,
      `the effect of ${source} applied this turn and left "for the rest of the turn, you cannot draw by card effects" — part of the effect, so it would not bind had its activation or effect been negated; the Draw Phase's normal draw is no card effect and is not affected: ${player} cannot draw by card effects`,
    );
    if (variant === 'first' || variant === 'must')
      return t(
        `${lock.zh}。${name.zh}的效果${variant === 'first' ? '第一步就是' : '必须进行（不是「可以」）的处理包含'}${player}抽卡，处理时不能适用；选发效果不能这样发动（不能空发），所以不能发动。`,
        `${lock.en}. ${name.en}'s effect ${variant === 'first' ? 'draws for them as its first step' : 'must draw for them at one step (not "you can")'}, which could not apply as it resolves; an optional effect cannot be activated so, so it cannot be activated.`,
      );
    if (variant === 'mandatory')
      return t(`${lock.zh}。${name.zh}是必发效果，仍然发动，处理时${player}不抽卡。`, `${lock.en}. ${name.en} is mandatory: it is activated all the same, and ${player} draws nothing as it resolves.`);
    if (variant === 'part')
      return t(`${lock.zh}。${name.zh}不是非让${player}抽卡不可，仍然可以发动，处理时${player}不抽卡。`, `${lock.en}. ${name.en} need not make ${player} draw to apply, so it may still be activated; ${player} draws nothing as it resolves.`);
    // (`step`: said as the step's own result, which the resolution line ends.)
    return t(
      `这个回合「${source}」的效果已经适用，${player}直到回合结束时不能用卡的效果抽卡（效果的一部分，不是誓约）：这一步${player}不抽卡（其余部分照常处理）`,
      `the effect of ${source} applied this turn, so ${player} cannot draw by card effects for the rest of the turn (part of that effect, no pledge): ${player} draws nothing at this step (the rest applies)`,
    );
  },
  [R.PLEDGE_EARLIER]: ({ name, card, action, except }) => {
    const verb = describeIncluded({ do: action });
    const ex = (except as Place[]).map((p) => zoneWord(p));
    return t(
      `这个回合早些时候发动的「${card}」带有誓约（「这个效果发动的回合，自己不能…」）：誓约不是效果，发动成功就约束整个回合（即使效果被无效），它的控制者这个回合不能${verb.zh}${ex.length ? `（${zhJoined(ex, '·')}除外）` : ''}，而${name.zh}会这样做，所以不能发动。`,
      `${card}, activated earlier this turn, carries a pledge ("the turn you activate this, you cannot …"): a pledge is no effect, so once the activation stood it binds the whole turn (even if the effect was negated); its controller cannot ${verb.en}${ex.length ? ` (except from ${enJoined(ex, ', ')})` : ''} this turn, and ${name.en} would, so it cannot be activated.`,
    );
  },
  [R.EXTRA_SUMMON]: ({ name, card, variant, amount }) =>
    variant === 'opponent-turn'
      ? t(
          `${name.zh}给的是在自己主要阶段追加的通常召唤，在对方回合不能适用，所以不能发动。`,
          `${name.en} grants an extra Normal Summon in its player's own Main Phase, which cannot apply in the opponent's turn, so it cannot be activated.`,
        )
      : variant === 'used'
        ? t(
            `这个回合早些时候已经用「${card}」追加的通常召唤召唤过怪兽：这类追加通常召唤的效果这个回合不能再适用，所以${name.zh}不能发动。`,
            `Earlier this turn a monster was already Normal Summoned with the extra summon ${card} grants: no such extra-summon effect can apply again this turn, so ${name.en} cannot be activated.`,
          )
      : variant === 'count'
        ? t(
            `这个回合早些时候「${card}」已经让通常召唤次数变成了${amount}次，${name.zh}不会再增加，所以不能发动。`,
            `${card}, applied earlier this turn, already made the Normal Summons ${amount}; ${name.en} would not add any, so it cannot be activated.`,
          )
        : t(
            `这个回合早些时候已经适用了「${card}」同样的追加通常召唤效果（还没有用来召唤也一样，效果被无效的才不算），同样文本的效果1回合只能适用1次，所以${name.zh}不能发动。`,
            `${card}, applied earlier this turn, granted the same extra Normal Summon (whether or not it was used yet; only a negated one would not count); the same grant applies only once a turn, so ${name.en} cannot be activated.`,
          ),
  [R.DRAW_REPLACEMENT]: ({ name, variant, below, turn, me }) =>
    variant === 'not-turn-player'
      ? t(`${name.zh}是代替通常抽卡的效果；只有回合玩家在自己的抽卡阶段进行通常抽卡，现在是${turn}的回合，${me}没有可以代替的通常抽卡，不能发动。`, `${name.en} is used instead of the normal draw; only the turn player makes a normal draw, in their own Draw Phase — this is ${turn}'s turn, so ${me} has none to replace and cannot activate it.`)
      : variant === 'empty-deck'
      ? t(`${name.zh}是代替通常抽卡（或不进行通常抽卡）的效果，自己卡组没有卡，不能发动。`, `${name.en} is used instead of (or forgoes) the normal draw, and its player's Deck is empty, so it cannot be activated.`)
      : variant === 'two-conditions'
        ? t(`${name.zh}和下面的${below.zh}都是以「作为通常抽卡的代替」为发动条件的效果，不能在同一个连锁上发动。`, `${name.en} and ${below.en} below both have "instead of the normal draw" as their activation condition: they cannot share a chain.`)
        : variant === 'condition-pledge'
          ? t(`以「作为通常抽卡的代替」为发动条件的效果和带有「不能进行通常抽卡」誓约的效果（${name.zh}和${below.zh}）不能在同一个连锁上发动。`, `An effect with "instead of the normal draw" as its condition and one pledging "no normal draw" (${name.en} and ${below.en}) cannot share a chain.`)
          : t(`${name.zh}在效果处理中代替通常抽卡，要和${below.zh}一起发动时只能先发动它，不能连锁在${below.zh}之后。`, `${name.en} replaces the normal draw in what it does: with ${below.en} it must be activated first, not chained to it.`),
  [R.ARMED_BY_TURN]: ({ name, tribute }) =>
    tribute
      ? t(`${name.zh}要在自己上级召唤成功的回合发动；这个回合列出的召唤中没有成功的上级召唤（被无效的召唤不算），所以不能发动。`, `${name.en} needs a Tribute Summon of its player that succeeded this turn; the turn's summons listed hold none (a negated summon does not count), so it cannot be activated.`)
      : t(`${name.zh}要在自己召唤成功的回合发动；这个回合列出的召唤中没有成功的召唤（被无效的召唤不算），所以不能发动。`, `${name.en} needs a summon of its player that succeeded this turn; the turn's summons listed hold none (a negated summon does not count), so it cannot be activated.`),
  [R.ARMED_LOST]: ({ name, card }) =>
    t(
      `${name.zh}要在「${card}」被召唤之后的阶段发动，需要被召唤的那张卡一直表侧表示留在场上；它之后变成过里侧表示，已当作新的卡（里侧·一时除外），所以不能发动。`,
      `${name.en} is activated at a later phase because ${card} was summoned, which needs that very card face-up on the field since; it was turned face-down since, so it counts as a new card and the effect cannot be activated.`,
    ),
  [R.HISTORY_USED]: ({ name, card, negated, variant, duel, used, listed }) => {
    const how: Text =
      negated === 'activation'
        ? t('（那次发动被无效，效果也算使用过了）', ' (that activation was negated, but the effect still counts as used)')
        : negated === 'effect'
          ? t('（那次效果被无效，也算使用过了）', ' (its effect was negated, but it still counts as used)')
          : negated === 'rewritten'
            ? t('（那次效果被改写，也算使用过了）', ' (its effect was rewritten, but it still counts as used)')
            : t('', '');
    if (variant === 'assumed-copy') {
      return t(
        `${name.zh}：情境没有列出这张卡，假定这个回合早些时候发动「${card}」的就是这一张（「1回合1次」只限制同一张卡）。`,
        `${name.en}: the situation does not list this card; assumed it is the copy of ${card} activated earlier this turn (a plain once per turn binds that copy only).`,
      );
    }
    if (variant === 'card') {
      return t(
        `「${card}」的卡在1回合只能发动1张，这个回合已经发动过了（发动被无效的才不算），所以${name.zh}不能发动。`,
        `Only 1 ${card} may be activated a turn, and one was already activated this turn (only a negated activation would not count), so ${name.en} cannot be activated.`,
      );
    }
    if (variant === 'self-set') {
      return t(
        `这张「${card}」这个回合已经发动过让自身变成里侧守备表示的1回合1次的效果${how.zh}；这个次数限制数的就是这次变成里侧，所以再反转后也不会当作新的卡而恢复，${name.zh}不能发动。`,
        `This ${card} already activated its once-per-turn effect that turns itself face-down this turn${how.en}; that limit counts exactly that flip, so flipping face-up again does not renew it, and ${name.en} cannot be activated.`,
      );
    }
    // CMP-OPT-EITHER: 「这个卡名的①②的效果1回合只能有1次使用其中任意1个」 — the other one was used.
    if (variant === 'hard-either') {
      const circled = (n: number) => '①②③④⑤⑥⑦⑧⑨⑩'.charAt(n - 1);
      const listedZh = (listed as number[]).map(circled).join('');
      return t(
        `「${card}」的${listedZh}的效果1回合只能使用其中1个（按卡名），它的控制者这个回合已经发动过${circled(used as number)}${how.zh}，所以${name.zh}不能发动。`,
        `Only one of ${card}'s effects ${listedZh} may be used per turn (by name), and its controller already activated ${circled(used as number)} this turn${how.en}, so ${name.en} cannot be activated.`,
      );
    }
    // CUR-OPT-EITHER-SOFT: 「这张卡的①②的效果1回合只能有1次使用其中任意1个」 — this copy used the other one.
    if (variant === 'soft-either') {
      const circled = (n: number) => '①②③④⑤⑥⑦⑧⑨⑩'.charAt(n - 1);
      const listedZh = (listed as number[]).map(circled).join('');
      return t(
        `这张「${card}」的${listedZh}的效果1回合只能使用其中1个，这张卡这个回合已经发动过${circled(used as number)}${how.zh}，所以${name.zh}不能发动。`,
        `Only one of this ${card}'s effects ${listedZh} may be used per turn, and this card already activated ${circled(used as number)} this turn${how.en}, so ${name.en} cannot be activated.`,
      );
    }
    // CH-ONCE-APPLIED: 「这个卡名的效果在决斗中只能适用1次」 — spent by an earlier activation whose effect applied.
    if (variant === 'hard-applied') {
      return t(
        `「${card}」的这个效果${duel ? '在决斗中' : '1回合'}只能适用1次（按卡名），它的控制者这个回合已经发动过并适用了（效果被无效或被改写的不算），所以${name.zh}不能发动。`,
        `${card}'s effect may be applied only once ${duel ? 'per Duel' : 'per turn'} by name, and its controller already activated it this turn and it applied (one negated or rewritten would not count), so ${name.en} cannot be activated.`,
      );
    }
    return variant === 'hard'
      ? t(
          `「${card}」的这个效果1回合只能使用1次（按卡名），它的控制者这个回合已经发动过${how.zh}，所以${name.zh}不能发动。`,
          `${card}'s effect is once per turn by name, and its controller already activated it this turn${how.en}, so ${name.en} cannot be activated.`,
        )
      : t(
          `这张「${card}」这个回合已经发动过这个1回合1次的效果${how.zh}，此后没有变成里侧表示或被一时除外（那样才会当作新的卡），所以${name.zh}不能发动。`,
          `This ${card} already activated this once-per-turn effect this turn${how.en} and has not been turned face-down or temporarily banished since (which would make it a new card), so ${name.en} cannot be activated.`,
        );
  },
  [R.GAIN_OWN_NAME]: ({ card }) =>
    t(
      `「${card}」按情境把另一张「${card}」记述的效果作为自身的效果使用：它自身印刷的效果和得到的效果是两段文本，这个回合先前那次1回合1次的发动算作它自身效果的（就是让那张卡无效的那次），得到的效果还可以再发动1次。`,
      `${card} uses the effects of another ${card} as its own, as the situation says: its printed effect and the gained one are two texts — the earlier once-per-turn activation this turn is taken as its own effect's (the one that negated that card), and the gained effect may still be activated once.`,
    ),
  [R.HISTORY_BY]: ({ card, by, variant }) =>
    variant === 'no-lock'
      ? t(
          `这个回合早些时候「${card}」是由「${by}」的效果处理发动的：它算作发动了卡，但「作为这张卡的发动时的效果处理」没有适用（那时「${by}」的效果还在处理中），所以没有留下这个回合的限制。`,
          `Earlier this turn ${card} was activated by ${by}'s effect as it resolved: it counts as a card activation, but what its activation does did not apply (${by}'s effect was still resolving), so it left no restriction for the turn.`,
        )
      : t(
          `这个回合早些时候「${card}」由「${by}」的效果发动，也算作发动了这张卡（计入1回合的发动次数）。`,
          `Earlier this turn ${card} was activated by ${by}'s effect: it still counts as an activation of that card (for the turn's limits).`,
        ),
  [R.WITH_EFFECT]: ({ name, variant, n }) => {
    const which = Array.isArray(n) ? n.join('、') : String(n ?? '');
    const why: Record<string, Text> = {
      'only-one': t('卡的发动时只能同时发动1个效果', 'only one effect may be activated with the card activation'),
      'not-card-activation': t('这个连锁块不是魔法·陷阱卡的发动', 'this chain link is not a Spell/Trap card activation'),
      'not-continuous-trap': t('只有永续陷阱能在卡的发动的同一连锁块发动效果；永续·场地·装备魔法的效果要在卡的发动处理后才适用（文本写明在发动时处理的，那是卡的发动本身）', "only a Continuous Trap may activate an effect in its card activation's chain link; a Continuous/Field/Equip Spell's effects apply only after its activation resolved (what its text says happens at activation is the activation itself)"),
      'no-such-effect': t(`这张卡没有可以发动的效果${which}`, `the card has no effect ${which} that is activated`),
      'activation-does': t('这张卡的发动本身已经有要处理的效果，同一连锁块不能再发动其他效果', 'its card activation already does something, so no other effect can share that chain link'),
      'event-when': t(`效果${which}是「…时」的效果：那件事之后还发生了别的事，它错过了时点（「…的场合」的效果不会错过时点）`, `effect ${which} is a "when …" effect: something else happened after that event, so it missed its timing (an "if …" effect would not)`),
      event: t(`效果${which}是在某件事发生时（「每次…」「…的场合」）才能发动的，卡的发动之际那件事没有对这张卡发生`, `effect ${which} is activated when something happens (「每次…」「…的场合」), which did not happen to this card as it was activated`),
      phase: t(`效果${which}只能在它写的阶段发动，现在不是`, `effect ${which} is activated only in the phase its text names, which this is not`),
      ruling: t(`官方裁定这张卡的效果${which}不能在卡的发动的同一连锁块发动`, `an official ruling says this card's effect ${which} cannot be activated in its card activation's chain link`),
      'cost-self': t(`效果${which}的代价要移动这张卡本身，而这张卡正在发动`, `effect ${which}'s cost moves the card itself, which is being activated`),
      'face-up-gained': t(`效果${which}是「表侧表示的这张卡得到」的效果，属于已经表侧表示存在的这张卡；这样记述的效果不能在这张卡正在进行的卡的发动时同时发动，要等卡的发动处理完毕后另开连锁发动`, `effect ${which} is one "this face-up card gains", so it belongs to the card once face-up on the field; an effect so worded cannot be activated with the card's own activation — only in a new chain after that activation resolved`),
    };
    const r = why[String(variant)] ?? why['no-such-effect']!;
    return t(`${name.zh}不能同时发动效果${which}：${r.zh}。`, `${name.en} cannot activate effect ${which} with the card activation: ${r.en}.`);
  },
  // CH-WITH-EFFECT-EVENT-BEFORE
  [R.WITH_EFFECT_EVENT_BEFORE]: ({ name, n }) =>
    t(
      `${name.zh}在那件事刚发生后的时点作为连锁1发动，那件事满足了效果${n}的发动条件（「…时」的效果要求那件事是最后发生的事），所以可以同时发动；这里按事件的种类和那张卡现在在场上的样子（种类·表示形式等）判断，没有核对是谁的卡、也没有核对卡片文本另写的条件。`,
      `${name.en} is activated as Chain Link 1 right after that event happened, which met its effect ${n}'s condition (a "when …" effect needs it to be the last thing that happened), so it may be activated with it; the kind of event and the card as it now stands on the field (its kind, position…) were compared, not whose card it was nor conditions the text adds.`,
    ),
  [R.PHASE_TRIGGER_ONCE]: ({ name, card, negated }) =>
    t(
      `「${card}」的这个效果在准备阶段·结束阶段这样的阶段本身满足条件，每张卡在那个阶段只能发动1次；这张卡这个回合（这个阶段）已经发动过${negated === 'none' ? '' : '（那次发动或效果被无效也算）'}，所以${name.zh}不能再发动。`,
      `${card}'s effect is met by the phase itself, so each copy activates it once in that phase; this copy already did this turn (in this phase)${negated === 'none' ? '' : ', and a negated activation or effect still counts'}, so ${name.en} cannot be activated again.`,
    ),
  [R.FLIP_COST_LIMIT]: ({ name, card, source }) =>
    t(
      `${name.zh}的代价要把里侧表示的「${card}」变成表侧表示，但场上的「${source}」的限制不允许它表侧表示存在：代价不能支付，不能发动。`,
      `${name.en}'s cost turns the face-down ${card} face-up, but the limit of ${source} does not allow it face-up there: the cost cannot be paid, so it cannot be activated.`,
    ),
  [R.ONLY_ONE_COPY]: ({ name, card, below }) =>
    t(
      `「${card}」在自己场上只能有1张表侧表示存在：${below ? `${below.zh}已经在发动同名卡（发动中的卡在场上表侧表示）` : '自己场上已经有1张表侧表示存在'}，所以${name.zh}不能发动。`,
      `Only 1 face-up "${card}" may be on its controller's field: ${below ? `${below.en} is already activating one (a card being activated is face-up on the field)` : 'one is already face-up there'}, so ${name.en} cannot be activated.`,
    ),
  [R.ONLY_ONE_ARRIVAL]: ({ name, card, there }) =>
    t(
      `${card}只能有1张表侧表示存在（这个限制在手卡·墓地也适用）：场上已经有表侧表示的「${there}」，所以${name.zh}不能让它出现在场上，不能发动。`,
      `Only 1 face-up ${card} may be on the field (the limit applies from the hand and the GY too): "${there}" is already face-up there, so ${name.en} cannot bring it out and cannot be activated.`,
    ),
  [R.FIELD_LIMIT]: ({ name, source, limit, player }) => {
    const w = fieldLimitWords(limit);
    return t(
      `场上表侧表示的「${source}」规定${player}${w.zh}；${name.zh}必须进行的特殊召唤会违反这个限制（按发动时的场面判断），所以不能发动。`,
      `${source}, face-up on the field, allows ${player} ${w.en}; the summon ${name.en} must make would break that (judged on the board at activation), so it cannot be activated.`,
    );
  },
  [R.GY_REDIRECT]: ({ name, source }) =>
    t(
      `场上表侧表示的「${source}」使要送去墓地的卡改为除外：卡不能被送去墓地，所以${name.zh}不能支付把卡送去墓地的代价，不能发动（解放、丢弃仍可作为代价，那些卡会被除外）。`,
      `${source}, face-up on the field, banishes cards that would be sent to the GY: nothing can be sent there, so ${name.en} cannot pay its cost of sending a card to the GY and cannot be activated (tributing or discarding still could be paid; those cards are banished).`,
    ),
  [R.COST_TRIBUTE_OPPONENT]: ({ name, card, source }) =>
    t(
      `${name.zh}的代价解放了对方场上的「${card}」：按「${source}」的效果，作为自己场上的怪兽的代替解放（那个效果指定的怪兽种类和1回合1次的次数没有核对，假定满足）。`,
      `${name.en} tributed the opponent's ${card} for its cost: by ${source}'s effect, in place of one of its player's own monsters (the kind of monster that effect names and its once per turn are not checked; assumed met).`,
    ),
  [R.FIRST_SPECIAL_SUMMON]: ({ card, by }) =>
    t(
      `「${card}」只能在自己这个回合还没有进行特殊召唤的时候特殊召唤：这个回合已经特殊召唤过（「${by}」），这次特殊召唤不能进行。`,
      `${card} can be Special Summoned only while its player has made no Special Summon this turn: one was made already (${by}), so this Special Summon cannot be made.`,
    ),
  // (`refused`: the action is not made; `extra`/`unread`: it is made on a grant — said as an assumption.)
  // (`idle`: a face-up card whose extra summon holds only the turn it was summoned — 和魂 — not shown so: CH-EXTRA-SUMMON-TURN.)
  // (s60: `only` — the monsters the grant may summon, read from its words (和魂: Spirit monsters): checked, said as fitting or, refused, as not.)
  // (s61: `why` — what does not fit: 'monster' its words, 'set' a grant to 「召唤」 allows no Set, 'tribute' 「上级召唤」 only a Tribute Summon;
  // `unreadWords` — the grant's monster words the compiler did not read: said as not checked, with those words.)
  [R.NORMAL_SUMMON_ONCE]: ({ variant, card, first, by, count, perTurn, idle, player, only, why, others, unreadWords, anyMonster }) =>
    variant === 'extra'
      ? only
        ? t(
            `这个回合已经按规则通常召唤过（「${first}」），这次「${card}」的通常召唤当作使用「${by}」追加的那1次通常召唤（那个效果只能召唤${grantMonsters(only as CardFilter).zh}，「${card}」符合）。`,
            `A Normal Summon by the rules was made this turn already (${first}): this Normal Summon of ${card} is taken as the extra one ${by} grants (it may summon only ${grantMonsters(only as CardFilter).en}; ${card} is one).`,
          )
        : unreadWords
          ? t(
              `这个回合已经按规则通常召唤过（「${first}」），这次「${card}」的通常召唤当作使用「${by}」追加的那1次通常召唤（那个效果的「${unreadWords}」没有读懂，没有核对，假定「${card}」符合）。`,
              `A Normal Summon by the rules was made this turn already (${first}): this Normal Summon of ${card} is taken as the extra one ${by} grants (its words 「${unreadWords}」 were not read, so they are not checked; ${card} is assumed to fit).`,
            )
          : anyMonster
            ? t(
                `这个回合已经按规则通常召唤过（「${first}」），这次「${card}」的通常召唤当作使用「${by}」追加的那1次通常召唤（按卡片文本，那个效果可以召唤的怪兽没有限制）。`,
                `A Normal Summon by the rules was made this turn already (${first}): this Normal Summon of ${card} is taken as the extra one ${by} grants (by its text, it may summon any monster).`,
              )
          : t(
              `这个回合已经按规则通常召唤过（「${first}」），这次「${card}」的通常召唤当作使用「${by}」追加的那1次通常召唤（那个效果可以召唤的怪兽没有核对，假定「${card}」符合）。`,
              `A Normal Summon by the rules was made this turn already (${first}): this Normal Summon of ${card} is taken as the extra one ${by} grants (which monsters it allows is not checked; ${card} is assumed to fit).`,
            )
      : variant === 'not-for'
        ? t(
            `这个回合已经按规则通常召唤过（「${first}」）。` +
              (why === 'set'
                ? `「${by}」追加的那1次只能召唤（表侧表示，按卡片文本），不能盖放：「${card}」不能用那1次盖放，这次盖放不能进行。`
                : why === 'tribute'
                  ? `「${by}」追加的那1次只能上级召唤（按卡片文本）：「${card}」的这次召唤没有解放怪兽，不是上级召唤，不能用那1次，这次通常召唤不能进行。`
                  : `「${by}」追加的那1次通常召唤只能召唤${grantMonsters(only as CardFilter).zh}（按卡片文本）：「${card}」不是，不能用那1次召唤，这次通常召唤不能进行。`) +
              (others ? '这个回合其他追加通常召唤的效果也不适用于这次召唤。' : ''),
            `A Normal Summon by the rules was made this turn already (${first}). ` +
              (why === 'set'
                ? `The extra one ${by} grants is a summon only (face-up, its text), not a Set: ${card} cannot be Set by it, and this Set cannot be made.`
                : why === 'tribute'
                  ? `The extra one ${by} grants is a Tribute Summon only (its text): this summon of ${card} tributes no monster, so it is no Tribute Summon and cannot use it; this Normal Summon cannot be made.`
                  : `The extra summon ${by} grants may summon only ${grantMonsters(only as CardFilter).en} (its text): ${card} is not one, so it cannot be summoned by it, and this Normal Summon cannot be made.`) +
              (others ? ' The other extra Normal Summons of the turn do not fit it either.' : ''),
          )
      : variant === 'unread'
        ? t(
            `这个回合已经按规则通常召唤过（「${first}」）；这个回合发动过的「${by}」的效果没有被读懂，可能追加了通常召唤次数：假定这次「${card}」的通常召唤可以进行。`,
            `A Normal Summon by the rules was made this turn already (${first}); the effect of ${by}, activated this turn, was not read and may have granted another: this Normal Summon of ${card} is assumed allowed.`,
          )
        : t(
            `按规则通常召唤（召唤·上级召唤·盖放）1回合只能进行${perTurn === 1 ? '1次' : `${perTurn}次（这个回合的效果让它变成${perTurn}次）`}：这个回合已经进行了${count}次（「${first}」${count > 1 ? '等' : ''}；被无效的也算用过），「${card}」的这次通常召唤不能进行。` +
              (idle ? `「${idle}」追加的通常召唤只在它自身召唤（或反转等，按卡片文本）的回合适用：情境没有写明这个回合是那样的回合（那样的话写 本回合:${player}:${idle}(召唤)），所以没有当作追加的那1次。` : ''),
            `By the rules a player Normal Summons (summon, Tribute Summon or Set) ${perTurn === 1 ? 'once a turn' : `${perTurn} times this turn (an effect of the turn raised it)`}: ${count === 1 ? 'one was' : `${count} were`} made already (${first}${count > 1 ? ' and others' : ''}; a negated one still used it), so this Normal Summon of ${card} cannot be made.` +
              (idle ? ` The extra summon ${idle} grants holds only in the turn it was itself summoned (or flipped, as its text says): the situation does not show this turn is one (if it is, write it: 本回合:${player}:${idle}(召唤)), so it is not taken as that extra one.` : ''),
          ),
  [R.SUMMON_COUNT]: ({ name, variant, source, limit, made, steps, player, perAttack, card, special }) =>
    variant === 'action'
      ? t(
          `场上表侧表示的「${source}」规定每个玩家1回合最多进行${limit}次${special ? '特殊召唤' : '召唤'}：${player}这个回合已经进行了${made}次，不能再召唤「${card}」。`,
          `${source}, face-up on the field, allows each player at most ${counted(limit as number, special ? 'Special Summon' : 'summon')} a turn: ${player} has already made ${made} this turn, so ${card} cannot be summoned.`,
        )
      : perAttack
      ? t(
          `场上表侧表示的「${source}」规定回合玩家这个回合最多只能进行和攻击过的次数（${limit}次）相同次数的特殊召唤：${player}这个回合已经进行了${made}次，${name.zh}还必须进行${steps}次，会超过限制，所以不能发动。`,
          `${source}, face-up on the field, allows the turn player only as many Special Summons this turn as it has attacked (${limit}): ${player} has already made ${made} and ${name.en} must make ${steps} more, which would go over, so it cannot be activated.`,
        )
      : variant === 'marked'
      ? t(
          `${name.zh}：标为「本回合特召」的怪兽和「本回合:」写的召唤算作「${source}」适用期间进行的召唤（情境没有写明那时它是否已经适用）。`,
          `${name.en}: monsters marked "summoned this turn" and the summons listed under "earlier:" are counted as made while ${source} applied (the situation does not say whether it did then).`,
        )
      : t(
          `场上表侧表示的「${source}」规定每个玩家1回合最多进行${limit}次召唤：${player}这个回合已经进行了${made}次（正在进行的召唤也算），${name.zh}还必须进行${steps}次，会超过限制，所以不能发动。`,
          `${source}, face-up on the field, allows each player at most ${counted(limit as number, 'summon')} a turn: ${player} has already made ${made} this turn (a summon in progress counts) and ${name.en} must make ${steps} more, which would go over, so it cannot be activated.`,
        ),
  [R.COUNTER_COST]: ({ name, kind, count, has }) =>
    t(
      `${name.zh}要把这张卡的${count}个${kind}指示物取除作为代价，但它只有${has}个：付不起的代价不能支付，不能发动（离开过场上或变成里侧的卡是新的卡，没有指示物）。`,
      `${name.en} costs removing ${counted(count as number, `${kind ? `${kind} ` : ''}counter`)} from this card, but it holds only ${has}: a cost that cannot be paid makes the activation illegal (a card that left the field or turned face-down is a new card with no counters).`,
    ),
  [R.COUNTER_COST_FIELD]: ({ name, kind, count, has, both, variant, taken }) =>
    variant === 'paid' || variant === 'assumed'
      ? t(
          `${name.zh}的代价从${(taken as Taken[]).map((x) => `${x.side ? `${x.side}:` : ''}「${x.card}」${x.self ? '（这张卡）' : ''}取除${x.count}个`).join('、')}${kind}指示物${variant === 'assumed' ? '（从哪些卡取除由玩家选择，情境没有写明：假定先从发动的卡，再按写出的顺序）' : ''}。`,
          `${name.en}'s cost removes ${(taken as Taken[]).map((x) => `${x.count} from ${x.side ? `${x.side}:` : ''}${x.card}${x.self ? ' (this card)' : ''}`).join(', ')} (${kind} counters)${variant === 'assumed' ? ' — which cards pay is the player’s choice, not stated: assumed the activated card first, then the others in the order written' : ''}.`,
        )
      : t(
      `${name.zh}要把${both ? '自己·对方' : '自己'}场上的${count}个${kind}指示物取除作为代价，但那里的卡合计只有${has}个：付不起的代价不能支付，不能发动。`,
      `${name.en} costs removing ${counted(count as number, `${kind ? `${kind} ` : ''}counter`)} from the cards on ${both ? 'either field' : 'its controller’s field'}, but they hold only ${has} in all: a cost that cannot be paid makes the activation illegal.`,
    ),
  [R.COST_LP]: ({ name, amount, me, lp }) => t(`${name.zh}要支付${amount}基本分作为代价，但${me}只有${lp}。`, `${name.en} costs ${amount} LP, but ${me} has only ${lp}.`),
  [R.COST_LP_NOTE]: ({ name, amount, me, lp }) => t(`${name.zh}按注释要支付${amount}基本分作为代价，但${me}只有${lp}：付不起的代价不能支付，不能发动。`, `${name.en} is noted to cost ${amount} LP, but ${me} has only ${lp}: a cost that cannot be paid cannot be paid, so it cannot be activated.`),
  [R.COST_HAND]: ({ name, count, me }) =>
    t(`${name.zh}要丢弃${count}张手卡作为代价，但${me}的手卡不够。`, `${name.en} needs ${counted(count as number, 'card')} discarded as a cost, but ${me} does not have enough in hand.`),
  [R.COST_BANISH_FACE_DOWN]: ({ name, filter }) =>
    t(
      `${name.zh}要把${describeFilter(filter).zh}除外作为代价：除外特定的卡作为代价时只能除外表侧表示的卡（里侧表示的卡看不出是否符合），情境中没有其他符合的卡，所以不能发动。`,
      `${name.en} must banish ${describeFilter(filter).en} as its cost: a cost banishing a specific card takes only a face-up one (a face-down card cannot show that it fits), and the situation has no other fitting card, so it cannot be activated.`,
    ),
  [R.COST_SEND_FACE_DOWN]: ({ name, filter }) =>
    t(
      `${name.zh}要把${describeFilter(filter).zh}送去墓地作为代价：场上里侧表示的卡不能这样送去墓地（解放则可以），情境中没有其他符合的卡，所以不能发动。`,
      `${name.en} must send ${describeFilter(filter).en} to the GY as its cost: a face-down card on the field cannot be sent that way (it could be tributed), and the situation has no other fitting card, so it cannot be activated.`,
    ),
  [R.COST_REVEAL_PUBLIC]: ({ name, variant }) =>
    variant === 'self'
      ? t(`${name.zh}要把手卡的这张卡给对方观看作为代价，但它已经持续公开：给对方观看已经公开的卡不算支付，所以不能发动。`, `${name.en} must show itself from the hand as its cost, but it is already kept revealed: showing a revealed card pays nothing, so it cannot be activated.`)
      : variant === 'none'
      ? t(`${name.zh}要把手卡符合条件的卡给对方观看作为代价，但情境写出的手卡里没有足够的符合的卡，所以不能发动。`, `${name.en} must show fitting cards from the hand as its cost, but the hand the situation lists holds too few of them, so it cannot be activated.`)
      : variant === 'all'
      ? t(`${name.zh}要把手卡全部给对方观看作为代价，但手卡里有已经持续公开的卡：给对方观看已经公开的卡不算支付，所以不能发动。`, `${name.en} must show its whole hand as its cost, but a card in that hand is already kept revealed: showing a revealed card pays nothing, so it cannot be activated.`)
      : t(`${name.zh}要把手卡的卡给对方观看作为代价，但符合的手卡都已经持续公开：给对方观看已经公开的卡不算支付，所以不能发动。`, `${name.en} must show a card from the hand as its cost, but every fitting card in the hand is already kept revealed: showing a revealed card pays nothing, so it cannot be activated.`),
  [R.COST_RETURN_NOT_THERE]: ({ name, filter, to, variant }) =>
    variant === 'none'
      ? t(
          `${name.zh}要让${qualified(filter).zh}回到${to === 'deck' ? '卡组' : '手卡'}作为代价，但情境中没有符合的卡，所以不能发动。`,
          `${name.en} must return ${qualified(filter).en} to the ${to === 'deck' ? 'Deck' : 'hand'} as its cost, but the situation has no fitting card, so it cannot be activated.`,
        )
      : t(
      `${name.zh}要让${qualified(filter).zh}回到${to === 'deck' ? '卡组' : '手卡'}作为代价：额外卡组的怪兽会回到额外卡组、衍生物会消失，不会回到${to === 'deck' ? '卡组' : '手卡'}，不能这样支付；情境中没有其他符合的卡，所以不能发动。`,
      `${name.en} must return ${qualified(filter).en} to the ${to === 'deck' ? 'Deck' : 'hand'} as its cost: an Extra Deck monster would go to the Extra Deck and a Token would vanish, so neither can pay it, and the situation has no other fitting card, so it cannot be activated.`,
    ),
  // CH-COST-GY-LISTED: `places` — { player, zone } of the places the cost takes from, every one listed in full, too few there to pay it.
  [R.COST_GY_LISTED]: ({ name, filter, count, has, how, places }) => {
    const { where, verb, what, paid } = costPaidWords(filter as CardFilter, count as number, has as number, how as string, places as CostPlaceSaid[]);
    return t(
      `${name.zh}要把${what.zh}${verb.zh}作为代价，但情境写出了${where.zh}的全部卡（写了「只有」或什么都不写），其中${paid.zh}：代价不能支付，不能发动。`,
      `${name.en} must ${verb.en} ${what.en} as its cost, but the situation writes every card of ${where.en} (written "only", or empty), and ${paid.en} there: the cost cannot be paid, so it cannot be activated.`,
    );
  },
  // SIT-FIELD-COMPLETE, CH-COST-GY-LISTED (../chain/legality.ts costAssumed): the cards written do not pay a cost of any kind, and `places` —
  // those it takes from not listed in full — may hold cards not written: assumed paid with those (none named), and how to write them in full.
  'cost:unwritten': ({ name, filter, count, has, how, places, counter }) => {
    const { where, verb, what, paid } = costPaidWords(filter as CardFilter, count as number, has as number, how as string, places as CostPlaceSaid[], counter as string | undefined);
    // (How to write the places so that they are listed in full: a GY or field 「只有」, a hand written at all — with no 手卡数 above it.)
    const keys = (places as CostPlaceSaid[]).map((x) => `${x.player}${x.zone === 'gy' ? '墓只有' : x.zone === 'hand' ? '手' : '场只有'}:`).join(' ');
    return t(
      `${name.zh}要把${what.zh}${verb.zh}作为代价；情境写出的卡中${paid.zh}，${where.zh}可能有没写出的卡，假定用没写出的卡可以支付（要按写出的卡判断，写「${keys}」）。`,
      `${name.en} must ${verb.en} ${what.en} as its cost; of the cards the situation gives, ${paid.en}, and ${where.en} may hold cards not written — assumed it can be paid with those (to judge on the cards written, write "${keys}").`,
    );
  },
  // CH-COST-UNSTATED (../chain/legality.ts costUnstated): `places` — those the cost takes from, none written at all; how to write them.
  'cost:unstated': ({ name, filter, count, how, places }) => {
    const { where, verb, what } = costPaidWords(filter as CardFilter, count as number, 0, how as string, places as CostPlaceSaid[]);
    const keys = (places as CostPlaceSaid[]).map((x) => `${x.player}${x.zone === 'gy' ? '墓只有' : x.zone === 'hand' ? '手' : '场只有'}:`).join(' ');
    return t(
      `${name.zh}要把${what.zh}${verb.zh}作为代价；情境没有写出${where.zh}，假定有可以支付的卡（没有的话不能发动；要按写出的卡判断，写「${keys}」）。`,
      `${name.en} must ${verb.en} ${what.en} as its cost; the situation does not write ${where.en}, so cards that can pay it are assumed there (with none it could not be activated; to judge on written cards, write "${keys}").`,
    );
  },
  // CH-COST-SELF-PLACE: `from` — where the cost takes this card from; `at` — where the situation has it.
  [R.COST_SELF_PLACE]: ({ name, how, from, at }) => {
    const verb = how === 'banish' ? t('除外', 'banish') : how === 'send-to-gy' ? t('送去墓地', 'send to the GY') : how === 'tribute' ? t('解放', 'tribute') : t('移动', 'move');
    return t(
      `${name.zh}要把${zoneWord(from as Place | null).zh}的这张卡${verb.zh}作为代价，这张卡却在${zoneWord(at as Place | null).zh}：代价不能支付，不能发动。`,
      `${name.en} must ${verb.en} this card from ${zoneWord(from as Place | null).en} as its cost, but it is in ${zoneWord(at as Place | null).en}: the cost cannot be paid, so it cannot be activated.`,
    );
  },
  [R.COST_TRIBUTE_ALL]: ({ name, filter: f, stuck, variant }) => {
    const filter = f.names?.length ? f.names.map((n: string) => `「${n}」`).join('') : describeFilter(f).zh;
    // 'every monster its player controls': whose and where are said by the sentence.
    const en = f.names?.length ? f.names.join(', ') : describeFilter({ ...f, side: undefined, place: undefined }, 'bare').en;
    if (variant === 'assumed')
      return t(`${name.zh}要把自己场上的${filter}全部解放作为代价：情境没有写出自己的场上，假定有可以解放的${filter}（没有的话不能发动）。`, `${name.en} must tribute every ${en} its player controls as its cost: the situation does not list that field, so some are assumed there (with none it could not be activated).`);
    return stuck
      ? t(
          `${name.zh}要把自己场上的${filter}全部解放作为代价：当作装备卡使用的「${stuck}」不是怪兽，不能解放，所以不能全部解放，不能发动。`,
          `${name.en} must tribute every ${en} it controls as its cost: ${stuck}, used as an Equip Card, is no monster and cannot be tributed, so not all can be and it cannot be activated.`,
        )
      : t(`${name.zh}要把自己场上的${filter}全部解放作为代价，但场上没有那样的怪兽，不能发动。`, `${name.en} must tribute every ${en} it controls as its cost, but there is none on the field, so it cannot be activated.`);
  },
  [R.COST_SEND_NOT_GY]: ({ name, filter }) =>
    t(
      `${name.zh}要把${describeFilter(filter).zh}送去墓地作为代价：衍生物、场上表侧表示的灵摆怪兽送去墓地时不会到墓地（衍生物消失，灵摆怪兽回到额外卡组），不能这样支付；情境中没有其他符合的卡，所以不能发动。`,
      `${name.en} must send ${describeFilter(filter).en} to the GY as its cost: a Token or a face-up Pendulum Monster on the field would not arrive there (the Token vanishes, the Pendulum Monster goes to the Extra Deck), so it cannot pay that way, and the situation has no other fitting card, so it cannot be activated.`,
    ),
  [R.COST_SEND_ELSEWHERE]: ({ name, filter }) =>
    t(
      `${name.zh}要把${describeFilter(filter).zh}送去墓地作为代价：离开场上的场合会被除外（或回到卡组）的卡送去墓地时不会到墓地，不能这样支付；情境中没有其他符合的卡，所以不能发动。`,
      `${name.en} must send ${describeFilter(filter).en} to the GY as its cost: a card that is banished (or returned to the Deck) when it leaves the field would not arrive there, so it cannot pay that way, and the situation has no other fitting card, so it cannot be activated.`,
    ),
  [R.COST_SAME_KIND]: ({ name, kind, card }) => {
    const k = kind === 'monster' ? t('怪兽', 'Monster') : kind === 'spell' ? t('魔法', 'Spell') : t('陷阱', 'Trap');
    return card
      ? t(`${name.zh}的代价要把和被回应的卡相同种类（${k.zh}）的手卡送去墓地，「${card}」不是${k.zh}卡，不能用它支付。`, `${name.en}'s cost sends a hand card of the same card type as the card it answers (${k.en}); ${card} is not a ${k.en} Card, so it cannot pay it.`)
      : t(`${name.zh}的代价要把和被回应的卡相同种类（${k.zh}）的1张手卡送去墓地，但情境中的手卡没有${k.zh}卡，不能支付代价，不能发动。`, `${name.en}'s cost sends 1 hand card of the same card type as the card it answers (${k.en}), but the hand listed holds no ${k.en} Card: the cost cannot be paid, so it cannot be activated.`);
  },
  [R.TRIGGER_ACTION_MISMATCH]: ({ name, card, made, events }) => {
    const word = (ev: string): Text => (ev === 'special-summoned' ? t('特殊召唤', 'Special Summoned') : ev === 'flip-summoned' ? t('反转召唤', 'Flip Summoned') : t('召唤', 'Normal Summoned'));
    const wanted = (Array.isArray(events) ? events : [events]).map(word);
    return t(
      `${name.zh}：这个效果在「${card}」${wanted.map((w) => w.zh).join('·')}成功的场合才能发动，连锁前的行动是把它${word(made).zh}，不满足发动条件，不能发动。`,
      `${name.en}: this effect is activated when ${card} is ${wanted.map((w) => w.en).join(' or ')}; the action before the chain ${word(made).en} it, which does not meet that condition, so it cannot be activated.`,
    );
  },
  [R.TRIGGER_STATED_SUMMON]: ({ name, card, made, tribute, events }) => {
    const word = (ev: string): Text => (ev === 'special-summoned' ? t('特殊召唤', 'Special Summoned') : ev === 'flip-summoned' ? t('反转召唤', 'Flip Summoned') : t('召唤', 'Normal Summoned'));
    const wanted = tribute ? [t('上级召唤', 'Tribute Summoned')] : (Array.isArray(events) ? events : [events]).map(word);
    const stated = tribute && made === 'summoned' ? t('不解放怪兽通常召唤', 'Normal Summoned without tributes') : word(made);
    return t(
      `${name.zh}：这个效果在「${card}」${wanted.map((w) => w.zh).join('·')}成功的场合才能发动，情境写明它是${stated.zh}的，不满足发动条件，不能发动。`,
      `${name.en}: this effect is activated when ${card} is ${wanted.map((w) => w.en).join(' or ')}; the situation states it was ${stated.en}, which does not meet that condition, so it cannot be activated.`,
    );
  },
  [R.COST_CANNOT_TRIBUTE]: ({ name, card, filter, variant }) =>
    variant === 'noted'
      ? t(`${name.zh}：「${card}」自身的效果使它在怪兽区域表侧表示存在期间不能解放，不能解放它作为代价，所以不能这样发动。`, `${name.en}: ${card}'s own effect says it cannot be tributed while it is face-up in the Monster Zone, so it cannot be tributed for the cost; it cannot be activated this way.`)
      : t(`${name.zh}要解放${qualified(filter).zh}作为代价，但情境中符合条件的「${card}」自身的效果使它不能解放，没有可以解放的怪兽，不能发动。`, `${name.en} needs to tribute ${qualified(filter).en} as its cost, but ${card}, the one that fits, cannot be tributed by its own effect; with nothing to tribute it cannot be activated.`),
  // CH-COST-COUNT-OF-TARGETS: a cost whose number the targets share, with fewer cards (or Xyz Materials) on the field listed than targets.
  [R.COST_COUNT_OF_TARGETS]: ({ name, variant, filter, count, has, holders, to }) => {
    const what = qualified(filter as CardFilter, Number(count) === 1 ? 'a' : 'plural');
    const back = to === 'deck' ? t('回到卡组', 'to the Deck') : t('回到手卡', 'to the hand');
    return variant === 'detach'
      ? t(
          `${name.zh}取除的超量素材数量和对象数量相同：${count}个对象要取除${what.zh}的${count}个超量素材作为代价，但情境写出的场上${Number(holders) === 0 ? '没有那样的怪兽' : `那些怪兽一共只有${has}个超量素材`}，代价不能支付，不能发动。`,
          `${name.en} detaches as many Xyz Materials as it has targets: ${count} targets need ${count} materials of ${what.en} as its cost, but the field the situation lists ${Number(holders) === 0 ? 'has no such monster' : `holds only ${has} under them in all`}; the cost cannot be paid, so it cannot be activated.`,
        )
      : t(
          `${name.zh}${back.zh}的卡数量和对象数量相同：${count}个对象要让${count}只${what.zh}${back.zh}作为代价，但情境写出的场上只有${has}只，代价不能支付，不能发动。`,
          `${name.en} returns as many cards as it has targets: ${count} targets need ${count} ${what.en} returned ${back.en} as its cost, but the field the situation lists has only ${has}; the cost cannot be paid, so it cannot be activated.`,
        );
  },
  [R.COST_DETACH_COUNT]: ({ name, card, has, need, variant }) =>
    variant === 'assumed'
      ? t(`情境没有写「${card}」的超量素材；假定它有${need}个以上超量素材，可以取除${need}个作为代价。`, `The situation states no Xyz Materials of ${card}; it is assumed to hold at least ${need}, so ${need} can be detached as the cost.`)
      : t(`${name.zh}要取除这张卡${need}个超量素材作为代价，但情境中「${card}」只有${has}个超量素材，代价不能支付，不能发动。`, `${name.en} detaches ${need} of its own Xyz Materials as its cost, but the situation gives ${card} only ${has}; the cost cannot be paid, so it cannot be activated.`),
  [R.COST_SELF]: ({ name, variant, filter }) =>
    variant === 'none-banish'
      ? t(`${name.zh}要把${qualified(filter).zh}除外作为代价，但情境中没有可以除外的符合条件的卡。`, `${name.en} needs to banish ${qualified(filter).en} as its cost, but the situation has none that fits.`)
      : variant === 'none-send'
      ? t(`${name.zh}要把${qualified(filter).zh}送去墓地作为代价，但情境中没有可以送去墓地的符合条件的卡。`, `${name.en} needs to send ${qualified(filter).en} to the GY as its cost, but the situation has none that fits.`)
      : variant === 'none'
      ? t(`${name.zh}要解放${qualified(filter).zh}作为代价，但情境中没有可以解放的符合条件的怪兽。`, `${name.en} needs to tribute ${qualified(filter).en} as its cost, but the situation has none that fits.`)
      : variant === 'detach'
        ? t(`${name.zh}要取除这张卡的超量素材作为代价，但这张卡不在怪兽区域，没有超量素材。`, `${name.en} detaches one of its own Xyz Materials as its cost, but it is not in the Monster Zone, so it has none.`)
        : t(`${name.zh}要把这张卡解放作为代价，这张卡必须在怪兽区域。`, `${name.en} tributes itself as a cost, so it must be in the Monster Zone.`),
  // ── targets ──
  [R.TARGET_ATTACKER]: ({ name, variant, card }) =>
    variant === 'attack-assumed'
      ? t(`情境中没有写攻击；按${name.zh}的对象，假定「${card}」正在攻击。`, `The situation gives no attack; from ${name.en}'s target, ${card} is assumed to be attacking.`)
      : t(`${name.zh}没有写出对象；它的对象只能是攻击怪兽，按情境是「${card}」。`, `${name.en}: no target given; its target can only be the attacking monster, which the situation says is ${card}.`),
  // CH-TARGET-ONLY-LISTED: `cards` — { name, zone, controller } of the only fitting cards written.
  [R.TARGET_ONLY_LISTED]: ({ name, cards, variant }) => {
    const list = cards as { name: string; zone: Zone | null; controller: string | null }[];
    const zh = list.map((c) => `${c.controller ?? ''}${c.zone ? zoneWord(c.zone).zh : ''}的「${c.name}」`).join('、');
    const en = list.map((c) => `${c.name}${c.zone ? ` (${c.controller ? `${c.controller}'s ` : ''}${zoneWord(c.zone).en.replace(/^the /, '')})` : ''}`).join(', ');
    if (variant === 'chain')
      return t(`${name.zh}没有写出对象；情境写出的能作为对象的卡只有这个连锁中前面写出的${zh}，按以它为对象判断（没有写出的区域也可能有其他卡；要指定别的卡，写 → 卡名）。`, `${name.en}: no target given; the only card(s) the situation gives that it can target are written earlier in this chain: ${en}, so judged as targeting it (a place not written may hold another; to name another, write → <card>).`);
    return variant === 'taken'
      ? t(`${name.zh}没有写出对象；情境写出的能作为对象的卡只有${zh}（那些区域已全部写出），按以它为对象判断。`, `${name.en}: no target given; the only card(s) the situation gives that it can target: ${en} (those places are written in full), so judged as targeting it.`)
      : t(`${name.zh}没有写出对象；情境写出的卡中能作为对象的只有${zh}，没有写出的区域也可能有合适的卡，这里假定有合适的对象（要指定，写 → 卡名）。`, `${name.en}: no target given; of the cards the situation gives, only ${en} can be its target — a place not written may hold another; a valid target is assumed (to name it, write → <card>).`);
  },
  [R.TARGET_QUALIFY]: (p) =>
    p.variant === 'none-given'
      ? t(`${p.name.zh}要选择对象，但没有写出对象；假定有合适的对象。`, `${p.name.en} targets, but no target was given; assumed a valid one exists.`)
      : p.variant === 'not-targeting'
        ? t(`${p.name.zh}的这个效果不取对象；写出的对象只当作说明。`, `${p.name.en}: this effect does not target; the cards given are read as a remark only.`)
        : targetText(p as Parameters<typeof targetText>[0]),
  [R.TARGET_FACE_DOWN]: ({ name, card }) =>
    t(
      `「${card}」是里侧表示：里侧表示的卡看不到种族·属性·等级·卡名·怪兽的种类等情报，${name.zh}是以特定的卡为对象的效果，不能以它为对象（自己的卡也一样）。`,
      `${card} is face-down: a face-down card shows no Type, Attribute, Level, name or card type, and ${name.en} targets a particular kind of card, so it cannot target it (its own player's card neither).`,
    ),
  [R.TARGET_COUNT]: ({ name, variant, want, given }) =>
    variant === 'fewer'
      ? t(`${name.zh}要选${want}个对象，只写出了${given}个；其余的假定存在。`, `${name.en} takes ${want} targets; only ${given} given, the rest assumed.`)
      : t(`${name.zh}只能选${want}个对象，这里写了${given}个。`, `${name.en} takes ${counted(want as number, 'target')}; ${given} ${given === 1 ? 'was' : 'were'} given.`),
  [R.TARGET_DISTINCT_NAMES]: ({ name, card }) =>
    t(`${name.zh}的对象必须是卡名不同的卡（同名卡最多1张）：这里有2张「${card}」同时作为对象，不能这样发动。`, `${name.en} must target cards with different names (at most 1 of each name): two copies of ${card} were given as targets, so it cannot be activated like this.`),
  // CMP-TARGET-COUNTED-BY: the most the card's words give (「对方场上的表侧表示的卡」) is not counted by this program.
  [R.TARGET_COUNTED_BY]: ({ name, words, given }) =>
    t(`${name.zh}的对象最多是「${words}」的数量；本程序没有检查这个上限，这里写的${given}个对象假定没有超过（请确认${words}至少有${given}张）。`, `${name.en} takes at most as many targets as "${words}"; this program does not check that bound — the ${given} targets written are assumed within it (check there are at least ${given}).`),
  [R.TARGET_CO_LINKED]: ({ name, variant, n, given }) =>
    variant === 'unknown'
      ? t(`${name.zh}的对象最多是和这张卡互相连接的怪兽数量；情境没有写出场上各怪兽的区域（如 (EX左)、(主2)），不知道有几只互相连接，假定至少有${given}只（写出的对象数）。`, `${name.en} takes at most as many targets as the monsters co-linked with it; the situation does not state the monsters' zones (e.g. (EX左), (主2)), so how many are co-linked is unknown — assumed at least ${given} (the targets written).`)
      : n === 0
        ? t(`${name.zh}的对象最多是和这张卡互相连接的怪兽数量；按写出的场和区域，它没有互相连接的怪兽（0只），不能以任何卡为对象，不能发动。`, `${name.en} takes at most as many targets as the monsters co-linked with it; by the fields and zones written it is co-linked with none (0), so it can target nothing and cannot be activated.`)
        : t(`${name.zh}的对象最多是和这张卡互相连接的怪兽数量：按写出的区域是${n}只，这里写了${given}个对象。`, `${name.en} takes at most as many targets as the monsters co-linked with it: ${n} by the zones written, and ${given} ${given === 1 ? 'was' : 'were'} given.`),
  /** CH-TARGET-SAME-COLUMN: a target in another column (`other`), or the zones not stated so the column was not read (`unread`). */
  [R.TARGET_SAME_COLUMN]: ({ name, variant, card }) =>
    variant === 'unread'
      ? t(`${name.zh}只能以和这张卡相同纵列的卡为对象；这张卡或对象所在的区域没有写明（写 主3、魔陷3 等），或者在连锁中移动后不知道，纵列没有判断，假定在相同纵列。`, `${name.en} may only target a card in its own column; the zone of this card or of its target is not stated (write 主3, 魔陷3 …) or not known after a move in the chain, so the column was not judged — assumed the same.`)
      : t(`${name.zh}只能以和这张卡相同纵列的卡为对象；按写明的区域，「${card}」不在它的纵列（A的第c个区域对着B的第6−c个），不能以它为对象。`, `${name.en} may only target a card in its own column; by the zones stated, ${card} is not in its column (A's zone c faces B's zone 6−c), so it cannot be targeted.`),
  /** CH-PROTECT-SAME-COLUMN (s59): a protection granted to the cards in its card's column, the zones not stated — taken as in it. */
  [R.PROTECT_SAME_COLUMN]: ({ card, source }) =>
    t(
      `「${source}」只保护和它相同纵列的卡；「${source}」或「${card}」所在的区域没有写明（写 主2、魔陷2、EX左 等），纵列没有判断，假定「${card}」在它的纵列、受到保护（不在的场合请写出区域）。`,
      `${source} protects only the cards in its own column; the zone of ${source} or of ${card} is not stated (write 主2, 魔陷2, EX左 …), so the column was not judged — ${card} was taken as in it and protected (if it is not, state the zones).`,
    ),
  [R.TARGET_LISTED_NONE]: ({ name, want, found }) =>
    t(`${name.zh}要以${want}张符合条件的卡为对象，情境完整写出的那些地方（场上、墓地等）只有${found}张，对象不足，不能发动。`, `${name.en} needs ${want} fitting card${want === 1 ? '' : 's'} as target${want === 1 ? '' : 's'}, but the places the situation lists in full (the field, the GYs…) hold only ${found}: not enough targets, so it cannot be activated.`),
  // SIT-FIELD-COMPLETE: no fitting target among the cards written on a field written in part — one is assumed there, and said.
  // SIT-FIELD-COMPLETE (../chain/field-in-part.ts): a condition counting a field written in part, judged on the written cards — met or
  // unmet — where a card not written could turn it: which condition (role), and that the written cards were taken as the whole field.
  [R.FIELD_COMPLETE]: ({ name, filter, players, variant, cond, met, role, verb }) => {
    const sides = (players as string[]).join('、');
    const sidesEn = (players as string[]).join(' and ');
    const marker = (players as string[]).map((p) => `${p}场只有:`).join(' ');
    if (variant === 'condition') {
      const what = FIELD_CONDITION_ROLE[(role as string) ?? 'activation'] ?? FIELD_CONDITION_ROLE.activation!;
      return t(
        `${name.zh}的${what.zh}（${condText(cond as Condition).zh}）按写出的 ${sides} 场上的卡判断为${met ? '满足' : '不满足'}：这里假定情境写出的是 ${sides} 场上的全部卡（写 「${marker}」 明确这一点；若场上还有没写出的卡${met ? '会改变这个判断' : '满足它'}，请把那张卡写出）。`,
        `${name.en}'s ${what.en} (${condText(cond as Condition).en}) is judged ${met ? 'met' : 'unmet'} on the cards written on ${sidesEn}'s field: the situation is assumed to list all of that field (write ${marker} to say so; if a card not written ${met ? 'would change that' : 'meets it'}, write that card).`,
      );
    }
    // SIT-FIELD-COMPLETE at resolution: a step on every such card found none among the cards written on a field written in part.
    if (variant === 'resolution') {
      // (The kind of card alone: 「场上」 is said already.)
      const what = t(describeFilter(filter as CardFilter, 'bare').zh.replace(/^(自己|对方)?场上的/, ''), describeFilter(filter as CardFilter, 'bare').en.replace(/ on the field$/, ''));
      return t(
        `（没有可处理的卡：写出的 ${sides} 场上没有${what.zh}，这里按写出的是 ${sides} 场上的全部卡判断；写 「${marker}」 明确这一点，场上还有没写出的${what.zh}的场合，那些卡也会${verb.zh}）`,
        `(nothing to apply it to: none among the cards written on ${sidesEn}'s field, judged as all of that field — write ${marker} to say so; any ${what.en} not written there would be ${verb.en} too)`,
      );
    }
    return t(
      `${name.zh}要以${qualified(filter as CardFilter).zh}为对象，写出的 ${sides} 场上没有这样的卡：假定情境只写出了场上的一部分，还有这样的卡在场上（若场上只有写出的卡，写 「${marker}」：没有对象，不能发动）。`,
      `${name.en} targets ${qualified(filter as CardFilter).en}, and none is among the cards written on ${sidesEn}'s field: the field is assumed written in part, with such a card there too (if it holds only those cards, write ${marker} and there is no target, so it cannot be activated).`,
    );
  },
  [R.NO_TARGET_TAKEN]: ({ name }) =>
    t(`${name.zh}必须选择对象才能发动（它的对象不是「可以」选的）；不取对象就不能发动。`, `${name.en} must take a target to be activated (its target is not optional); without one it cannot be activated.`),
  [R.BOND_LOCK_HELD]: ({ name, source }) =>
    t(
      `「${source}」持续以这张卡为对象，它的「那张卡不能发动」现在适用（「${source}」表侧表示存在，效果没有被无效），所以${name.zh}不能发动。`,
      `${source} keeps this card as its target and its "that card cannot be activated" applies now (${source} is face-up and not negated), so ${name.en} cannot be activated.`,
    ),
  [R.UNAFFECTED_EARLIER]: ({ card, by, n, choice, variant }) =>
    variant === 'by'
      ? t(
          `这个回合早些时候「${card}」是由「${by}」的效果发动的：它的效果处理没有适用，所以它的「…不受…影响」没有留下，现在不适用。`,
          `Earlier this turn ${card} was activated by ${by}'s effect: what its effect does did not apply, so it left no "… unaffected" — none applies now.`,
        )
      : variant === 'choice'
        ? t(
            `情境没有写这个回合早些时候「${card}」的效果${n}选了哪个●：假定选的是第${choice}个●（写作「#」的编号所指的那个）。`,
            `The situation does not say which ● of ${card}'s effect ${n} was chosen earlier this turn: the ${choice === 1 ? 'first' : choice === 2 ? 'second' : `#${choice}`} ● is assumed (the one its "#" number names).`,
          )
        : t(
            `「${card}」的「那次主要阶段内…不受…影响」假定是在现在这个主要阶段适用的（情境没有写是哪个主要阶段），所以现在仍然适用。`,
            `${card}'s "during that Main Phase … unaffected" is assumed to have been applied in this Main Phase (the situation does not say which), so it still applies.`,
          ),
  [R.PROTECT_EARLIER]: ({ card, by, n, choice, variant }) =>
    variant === 'by'
      ? t(
          `这个回合早些时候「${card}」是由「${by}」的效果发动的：它的效果处理没有适用，所以它的「这个回合…不会被破坏」没有留下，现在不适用。`,
          `Earlier this turn ${card} was activated by ${by}'s effect: what its effect does did not apply, so it left no "this turn … cannot be destroyed" — none applies now.`,
        )
      : t(
          `情境没有写这个回合早些时候「${card}」的效果${n}选了哪个●：假定选的是第${choice}个●（写作「#」的编号所指的那个）。`,
          `The situation does not say which ● of ${card}'s effect ${n} was chosen earlier this turn: the ${choice === 1 ? 'first' : choice === 2 ? 'second' : `#${choice}`} ● is assumed (the one its "#" number names).`,
        ),
  [R.NAME_LOCK_EARLIER]: ({ name, source }) =>
    t(
      `这个回合早些时候「${source}」的效果把这张卡加入了手卡，并留下了「这个回合，自己不能作这个效果加入手卡的卡以及那些同名卡的发动」的限制（不论那张卡在哪里，在P区域也一样），所以${name.zh}不能发动。`,
      `Earlier this turn the effect of ${source} added this card to the hand and left its player unable to activate that card or cards of its name for the rest of the turn (wherever the card is, a Pendulum Zone too), so ${name.en} cannot be activated.`,
    ),
  [R.SHOWN_SELF_ONCE]: ({ name, link }) =>
    t(
      `${name.zh}的代价是把手卡的这张卡给对方观看，这张卡在 C${link} 已经这样发动过效果（观看后它仍在手卡）：这样的效果在1组连锁上每1张卡只能发动1次，要再发动需要另一张同名卡。`,
      `${name.en}'s cost shows this very card from the hand, and this card already activated such an effect at Chain Link ${link} (shown, it stayed in the hand): each card can activate such an effect once per chain; activating it again takes another copy.`,
    ),
  [R.DECLARED_AGAIN]: ({ name, named }) =>
    t(
      `这个回合早些时候${name.zh}的这个效果发动时已经宣言过「${named}」（那次发动即使被无效也算）：「这个回合，不能为这个卡名的这个效果发动而宣言相同卡名」在发动时就适用，所以这次不能宣言相同卡名来发动。`,
      `Earlier this turn an activation of this effect of ${name.en} already declared ${named} (even a negated one counts): "this turn, you cannot declare the same card name to activate this effect of this card's name" applies at activation, so it cannot be activated declaring that name again.`,
    ),
  [R.PLEDGE_OWN_CARD]: ({ name }) =>
    t(
      `${name.zh}带有誓约（「这个效果发动的回合，自己不能把「…」怪兽以外的怪兽效果发动」）：它不是效果，发动时就适用，也约束这次发动本身；这张卡现在不是那样的怪兽（卡名已变更等），所以不能发动。`,
      `${name.en} carries a pledge ("the turn you activate this effect, you cannot activate monster effects except those of '…' monsters"): it is no effect and applies as it is activated, binding that activation too; this card is not such a monster now (its name was changed, for one), so it cannot be activated.`,
    ),
  [R.COST_PAID_ONCE]: ({ name, card, verb, was, now }) => {
    const how = verb === 'discard' ? t('丢弃', 'discard') : verb === 'tribute' ? t('解放', 'tribute') : verb === 'send-to-gy' ? t('送去墓地', 'send to the GY') : verb === 'banish' ? t('除外', 'banish') : verb === 'return-to-hand' ? t('回到手卡', 'return to the hand') : t('回到卡组', 'return to the Deck');
    const w = zoneWord(was as Zone);
    const n = zoneWord(now as Zone);
    return t(
      `注记说${how.zh}「${card}」作为${name.zh}的代价，但情境里在${w.zh}的「${card}」在这之前已经移动到${n.zh}（已经被支付或处理过），不能再这样支付代价，所以不能这样发动。`,
      `The note says ${name.en} pays its cost with ${card} (${how.en}), but the ${card} the situation listed in ${w.en} has already moved to ${n.en} (paid or moved before this), so it cannot pay that cost and cannot be activated that way.`,
    );
  },
  [R.COST_NOTE_FIT]: ({ name, card, filter, verb }) => {
    const how = verb === 'send-to-gy' ? t('送去墓地', 'sends to the GY') : verb === 'banish' ? t('除外', 'banishes') : t('解放', 'tributes');
    return t(
      // (s61: 「衍生物以外的」 said — a Token refused by it shows why.)
      `注记说${how.zh}「${card}」作为${name.zh}的代价，但它不是${(filter as CardFilter).notToken ? '衍生物以外的' : ''}${qualified(filter).zh}，不能这样支付，所以不能这样发动。`,
      `The note ${how.en} ${card} as the cost of ${name.en}, but it is not ${qualified(filter).en}${(filter as CardFilter).notToken ? ' that is not a Token' : ''}, so it cannot pay that cost and cannot be activated that way.`,
    );
  },
  // ── issue 16: newer cards of the negation chapter ──
  [R.RESPONDS_CHAINED]: responds,
  [R.COPY_NO_MATERIALS]: ({ name, from, variant }) =>
    variant === 'cost'
      ? t(
          `${name.zh}：得到「${from}」的效果的这张卡不是超量怪兽，没有超量素材可以取除：这个效果的代价不能支付，不能发动。`,
          `${name.en}: the card that gained ${from}'s effects is no Xyz Monster and has no Xyz Materials to detach: this effect's cost cannot be paid, so it cannot be activated.`,
        )
      : t(
      `${name.zh}：得到「${from}」的效果的这张卡不是超量怪兽，不能持有超量素材，也不能在它下面重叠超量素材；只是把怪兽重叠作为这张卡的超量素材的这个效果不能发动。`,
      `${name.en}: the card that gained ${from}'s effects is no Xyz Monster — it cannot hold Xyz Materials or have any attached, so this effect, which only attaches a monster to it, cannot be activated.`,
    ),
  [R.COPY_MATERIALS]: ({ name, from }) =>
    t(
      `${name.zh}：从「${from}」得到的这个效果要求这张卡是用特定素材召唤的，那说的是「${from}」自己的召唤，得到效果的这张卡不满足（不论它自己用什么素材召唤），所以不能发动。`,
      `${name.en}: this effect gained from ${from} needs the card summoned with certain materials — that is ${from}'s own summon, which the card that gained it never meets (whatever it was summoned with), so it cannot be activated.`,
    ),
  [R.COPY_TRAP_COST_FIRST]: ({ name, card }) =>
    t(
      `${name.zh}：「${card}」的发动条件要在支付这张卡的基本分cost之后才满足；那样的场合，只有支付前就有其他可以复制的陷阱卡时才能发动，现在没有，所以不能发动。`,
      `${name.en}: ${card}'s activation requirement is met only once this card's LP cost is paid; then the copy may be activated only if another Trap it could copy was there before paying, and there is none, so it cannot be activated.`,
    ),
  [R.QUICK_IF]: ({ name, variant }) =>
    variant === 'assumed'
      ? t(`${name.zh}：这个效果只在卡上写的条件满足时才能在对方回合发动或连锁发动；情境没有写明这个条件（例如没有写超量素材），假定满足。`, `${name.en}: this effect may be used in the opponent's turn or chained only while the condition its text names holds; the situation does not tell (e.g. its Xyz Materials are not stated), so it is assumed to hold.`)
      : variant === 'chain'
      ? t(`${name.zh}：这个效果只在卡上写的条件满足时才能在对方回合发动（当作诱发即时效果）；现在条件不满足，它是起动效果，不能连锁发动。`, `${name.en}: this effect may be used in the opponent's turn only while the condition its text names holds; it does not now, so it is an ignition effect and cannot be chained.`)
      : t(`${name.zh}：这个效果只在卡上写的条件满足时才能在对方回合发动；现在条件不满足，它是起动效果，只能在自己回合的主要阶段发动。`, `${name.en}: this effect may be used in the opponent's turn only while the condition its text names holds; it does not now, so it is an ignition effect: only in its controller's own Main Phase.`),
  // ── issue 16: the card a discard cost takes ──
  [R.COST_DISCARD_FIT]: ({ name, card, filter }) => {
    const what = discarded(filter as CardFilter);
    return card
      ? t(`注记说丢弃「${card}」作为${name.zh}的代价，但它不是${what.zh}，不能这样支付，所以不能这样发动。`, `The note discards ${card} as the cost of ${name.en}, but it is not ${what.en}, so it cannot pay that cost and cannot be activated that way.`)
      : t(`${name.zh}的代价要丢弃${what.zh}，写明的手卡里没有，所以不能发动。`, `${name.en}'s cost discards ${what.en}, and the listed hand holds none, so it cannot be activated.`);
  },
  // ── issue 16: a monster card that is an equip card ──
  [R.EQUIP_MONSTER_NO_EFFECT]: ({ name }) =>
    t(`${name.zh}：这张怪兽卡现在是当作装备卡使用的装备魔法卡，在魔法·陷阱区域；它作为怪兽的效果（「在场上表侧表示存在」指怪兽区域）这时不能发动。`, `${name.en}: this monster card is now an Equip Card in the Spell & Trap Zone; its effects as a monster (「face-up on the field」 means the Monster Zone) cannot be activated there.`),
};

/** A place a cost takes from, as the cost checks name it (../chain/cost-gy.ts). */
type CostPlaceSaid = { player: string; zone: 'field' | 'hand' | 'gy' };

/** The words of a cost paid from places (CH-COST-GY-LISTED, SIT-FIELD-COMPLETE): where, the verb, what and how many, and how many can pay. */
function costPaidWords(f: CardFilter, count: number, has: number, how: string, places: CostPlaceSaid[], counter?: string): { where: Text; verb: Text; what: Text; paid: Text } {
  const where = list(places.map((x) => t(`${x.player}的${x.zone === 'gy' ? '墓地' : x.zone === 'hand' ? '手卡' : '场上'}`, `${x.player}'s ${x.zone === 'gy' ? 'GY' : x.zone === 'hand' ? 'hand' : 'field'}`)));
  const verb = COST_VERBS[how] ?? t('回到卡组', 'return to the Deck');
  // CNT-COST-FIELD: counters removed from the cards of a field (`counter`: their kind) are counted together, not cards — as its refusal says them.
  if (how === 'counters') {
    const fields = f.side === 'self' ? t('自己场上', 'its controller’s field') : f.side === 'opponent' ? t('对方场上', 'the opponent’s field') : t('自己·对方场上', 'either field');
    return {
      where,
      verb,
      what: t(`${fields.zh}的${count}个${counter ?? ''}指示物`, `${counted(count, `${counter ? `${counter} ` : ''}counter`)} from the cards on ${fields.en}`),
      paid: Number(has) === 0 ? t('没有那种指示物', 'none holds such a counter') : t(`合计只有${has}个`, `they hold only ${has} in all`),
    };
  }
  // (Xyz Materials are counted 个; 「…全部」 takes every such card, however many.)
  const unit = how === 'detach' ? '个' : f.kind === 'monster' ? '只' : '张';
  const what = how === 'detach'
    ? t(`${count}个${costFilterWords(f, 'bare').zh}的超量素材`, `${count} Xyz Material${Number(count) === 1 ? '' : 's'} of ${costFilterWords(f, 'plural').en}`)
    : how === 'tribute-all'
      ? t(`${costFilterWords(f, 'bare').zh}全部`, `every ${costFilterWords(f, 'bare').en}`)
      : t(`${count}${unit}${costFilterWords(f, 'bare').zh}`, `${count} ${costFilterWords(f, Number(count) === 1 ? 'bare' : 'plural').en}`);
  const paid = Number(has) === 0 ? (how === 'detach' ? t('没有可以取除的超量素材', 'no Xyz Material can pay it') : t('没有能支付的卡', 'none can pay it')) : t(`能支付的只有${has}${unit}`, `only ${has} can pay it`);
  return { where, verb, what, paid };
}

/** The verb of each kind of cost paid with cards (their `do`). */
const COST_VERBS: Record<string, Text> = {
  banish: t('除外', 'banish'),
  discard: t('丢弃', 'discard'),
  'return-to-hand': t('回到手卡', 'return to the hand'),
  'return-to-deck': t('回到卡组', 'return to the Deck'),
  tribute: t('解放', 'tribute'),
  'tribute-all': t('解放', 'tribute'),
  'send-to-gy': t('送去墓地', 'send to the GY'),
  detach: t('取除', 'detach'),
  counters: t('取除', 'remove'),
  look: t('给对方观看', 'show to the opponent'),
};

/**
 * CH-COST-GY-LISTED: the cards a cost takes, with 「这张卡以外的」 and the alternatives of 「龙族或者炎属性的怪兽」 (`anyOf` of Types, Attributes,
 * archetypes) said before the kind word, as qualified() says its own qualifiers.
 */
function costFilterWords(f: CardFilter, form: NounForm): Text {
  const alt = (g: CardFilter): Text => {
    const zh: string[] = [];
    const en: string[] = [];
    for (const a of asList(g.attribute)) { zh.push(`${a.replace(/属性$/, '')}属性`); en.push(attributeEn(a.replace(/属性$/, ''))); }
    for (const r of asList(g.race)) { zh.push(`${r.replace(/族$/, '')}族`); en.push(`${raceEn(r.replace(/族$/, ''))} Type`); }
    if (g.archetype) { zh.push(`「${g.archetype}」`); en.push(`"${g.archetype}"`); }
    return t(zh.join(''), en.join(' '));
  };
  const alts = (f.anyOf ?? []).map(alt).filter((x) => x.zh !== '');
  // 「这张卡以外的」 and the alternatives are said here, so qualified() must not say them again.
  const { notSelf: _notSelf, ...rest } = f;
  const base = qualified({ ...rest, anyOf: alts.length ? undefined : f.anyOf }, form);
  // (s61: 「衍生物以外的」 — no Token (a Tribute cost's words) — said, so a Token refused shows why.)
  const zh = `${f.notSelf ? '这张卡以外的' : ''}${f.notToken ? '衍生物以外的' : ''}${alts.length ? `${zhJoined(alts, '或者')}的` : ''}`;
  const en = [f.notSelf ? 'other than this card' : '', f.notToken ? 'not a Token' : '', alts.length ? enJoined(alts, ' or ') : ''].filter(Boolean).join(', ');
  if (!zh) return base;
  const at = base.zh.lastIndexOf('的');
  return t(at >= 0 ? `${base.zh.slice(0, at + 1)}${zh}${base.zh.slice(at + 1)}` : `${zh}${base.zh}`, `${base.en} (${en})`);
}
const asList = (v: string | readonly string[] | undefined): readonly string[] => (v === undefined ? [] : typeof v === 'string' ? [v] : v);

/** CH-COST-DISCARD-FIT: the card a discard cost takes — each alternative of 「「X」或者有那个卡名记述的卡」 said apart. */
function discarded(f: CardFilter): Text {
  const one = (g: CardFilter): Text =>
    g.names?.length ? t(g.names.map((n) => `「${n}」`).join('、'), g.names.join(', '))
      : g.mentions?.length ? t(`有${g.mentions.map((n) => `「${n}」`).join('、')}的卡名记述的卡`, `a card whose text names ${g.mentions.join(', ')}`)
        : qualified(g);
  if (!f.anyOf?.length) return one(f);
  const alts = f.anyOf.map(one);
  return t(zhJoined(alts, '或者'), enJoined(alts, ' or '));
}

export function zoneWordList(places: readonly Place[]): Text {
  const words = places.map((p) => zoneWord(p));
  return t(zhJoined(words, '或'), enJoined(words, ' or '));
}

/** Why an activation is not one a "when X is activated" effect answers (one sentence per part of the pattern). */
function mismatchText(me: Text, below: LinkState, f: PatternFailure, p: ActivationPattern): Text {
  const it = below.name;
  switch (f) {
    case 'anyOf': {
      const alts = (p.anyOf ?? []).map(describePattern);
      const what = describeActivation(below);
      return t(
        `${me.zh}只回应${zhJoined(alts, '或')}；${it.zh}是${what.zh}。`,
        `${me.en} only answers ${enJoined(alts, ' or ')}; ${it.en} is ${what.en}.`,
      );
    }
    case 'by':
      return t(`${me.zh}只能回应${p.by === 'opponent' ? '对方' : '自己'}的发动，${it.zh}不是。`, `${me.en} only answers ${p.by === 'opponent' ? "the opponent's" : 'its controller’s own'} activations; ${it.en} is not one.`);
    case 'cardKind': {
      // CMP-RESPONDS-VERB-FIRST: 「通常魔法」「永续魔法卡」 — the subtype the text names, and the one the answered card is.
      if (p.cardSubtypes?.length && (!p.cardKind || ([] as string[]).concat(p.cardKind).includes(below.card.type.kind))) {
        const kz = kindZh(below.card.type.kind).replace(/卡$/, '');
        const want = p.cardSubtypes.map((st) => SUBTYPE_WORDS[st] ?? { zh: st, en: st });
        const has = below.card.type.subtypes.filter((st) => SUBTYPE_WORDS[st]).map((st) => SUBTYPE_WORDS[st]!);
        const ke = below.card.type.kind === 'trap' ? 'Trap' : 'Spell';
        return t(
          `${me.zh}只回应${want.map((w) => w.zh).join('或')}${kz}卡的发动；${it.zh}是${has.length ? has.map((w) => w.zh).join('') : ''}${kz}卡。`,
          `${me.en} only answers the activation of a ${want.map((w) => w.en).join(' or ')} ${ke} Card; ${it.en} is a ${has.length ? `${has.map((w) => w.en).join(' ')} ` : ''}${ke} Card.`,
        );
      }
      // CH-PENDULUM-EFFECT-SPELL: a Pendulum Effect activated in a Pendulum Zone is a Spell Card's.
      const kind = isPendulumSpellActivation(below.card, below.effect, below.activatedFrom, below.cardActivation) ? 'spell' : below.card.type.kind;
      return t(`${me.zh}回应的发动种类不对：${it.zh}是${kindZh(kind)}${kind !== below.card.type.kind ? `（在${SUBTYPE_WORDS.pendulum!.zh}区域发动的${SUBTYPE_WORDS.pendulum!.zh}效果是魔法卡的效果）` : ''}。`, `${me.en} does not answer this kind of activation: ${it.en} is a ${kind}${kind !== below.card.type.kind ? ' (a Pendulum Effect activated in a Pendulum Zone is a Spell Card’s effect)' : ''}.`);
    }
    case 'monsterCard':
      return t(`${me.zh}只回应怪兽卡的效果的发动：${it.zh}在怪兽区域里侧表示发动，是怪兽发动效果，但里侧表示的卡不能判断种类，不是怪兽卡。`, `${me.en} only answers a monster card's effect: ${it.en} was activated face-down in the Monster Zone — a monster activating, but a face-down card shows no card type, so it is no monster card.`);
    case 'chained':
      return t(`${me.zh}只回应连锁到卡的效果的发动而发动的效果；${it.zh}是连锁的第1个，没有连锁到别的发动。`, `${me.en} only answers an effect activated in a chain to the activation of a card's effect; ${it.en} starts the chain and is chained to nothing.`);
    case 'card': {
      // CMP-RESPONDS-STATE-CLAUSE: 「5星以上的效果怪兽」 — a Level bound, said with the Level it has.
      if (p.card?.levelMin !== undefined || p.card?.levelMax !== undefined) {
        const bound = p.card.levelMin !== undefined ? t(`${p.card.levelMin}星以上`, `Level ${p.card.levelMin} or higher`) : t(`${p.card.levelMax}星以下`, `Level ${p.card.levelMax} or lower`);
        // (MATCH-LEVEL-NOT-RANK: an Xyz Monster's number is a Rank, a Link Monster's a Link Rating — said as such, not as a Level.)
        if (noLevel(below.card)) {
          const xyz = below.card.type.subtypes.includes('xyz');
          return t(`${me.zh}只回应${bound.zh}的怪兽的效果的发动；${it.zh}是${xyz ? '超量怪兽（有阶级，没有等级）' : '连接怪兽（没有等级）'}。`, `${me.en} only answers the effect of a ${bound.en} monster; ${it.en} is ${xyz ? 'an Xyz Monster (it has a Rank, no Level)' : 'a Link Monster (it has no Level)'}.`);
        }
        const lv = below.card.level;
        return t(`${me.zh}只回应${bound.zh}的怪兽的效果的发动；${it.zh}${lv !== undefined ? `是${lv}星` : '不是那样的怪兽'}。`, `${me.en} only answers the effect of a ${bound.en} monster; ${it.en} ${lv !== undefined ? `is Level ${lv}` : 'is not one'}.`);
      }
      const what = [p.card?.attribute, p.card?.race].flat().filter(Boolean).join('·');
      const whatEn = [p.card?.attribute, p.card?.race].flat().filter((w): w is string => Boolean(w)).map(attributeOrRaceEn).join(' ');
      return t(`${me.zh}只回应${what}怪兽的效果的发动；${it.zh}不是${what}怪兽。`, `${me.en} only answers the effect of ${article(`${whatEn} monster`)}; ${it.en} is not one.`);
    }
    case 'activation':
      return p.activation === 'card'
        ? t(`${me.zh}只能回应魔法·陷阱卡的发动，${it.zh}是效果的发动，不是卡的发动。`, `${me.en} only answers a Spell/Trap Card activation; ${it.en} is an effect activation, not a card activation.`)
        : t(`${me.zh}只能回应效果的发动，${it.zh}是卡的发动。`, `${me.en} only answers an effect activation; ${it.en} is a card activation.`);
    case 'from': {
      // CH-PLACED-ACTIVATION: a Spell/Trap activated from the hand is placed on the field to be activated.
      const placed = below.cardActivation && below.card.type.kind !== 'monster' && below.activatedFrom === 'hand';
      if (placed)
        return t(
          `${me.zh}只能回应在${zoneWordList(Array.isArray(p.from) ? p.from : [p.from!]).zh}发动的效果；${it.zh}从手卡放置到场上进行卡的发动，是在场上发动的。`,
          `${me.en} only answers effects activated in ${zoneWordList(Array.isArray(p.from) ? p.from : [p.from!]).en}; ${it.en}, activated from the hand, was placed on the field to be activated: it was activated on the field.`,
        );
      return t(
        `${me.zh}只能回应在${zoneWordList(Array.isArray(p.from) ? p.from : [p.from!]).zh}发动的效果；${it.zh}是在${zoneWord(below.activatedFrom).zh}发动的（发动的场所是支付代价之前这张卡所在的地方）。`,
        `${me.en} only answers effects activated in ${zoneWordList(Array.isArray(p.from) ? p.from : [p.from!]).en}; ${it.en} was activated in ${zoneWord(below.activatedFrom).en} (where a card is activated is where it was before paying the cost).`,
      );
    }
    case 'includes': {
      const acts = (p.includes ?? []).map(describeIncluded);
      if (!acts.length) return t(`${me.zh}回应的发动必须包含特定的处理，${it.zh}没有。`, `${me.en} answers only activations that include a particular action; ${it.en} does not.`);
      return t(
        acts.length === 1
          ? `${me.zh}只回应包含「${acts[0]!.zh}」的发动；${it.zh}的效果不包含这个处理。`
          : `${me.zh}只回应包含「${zhJoined(acts, '」「')}」之一的发动；${it.zh}的效果不包含这些处理。`,
        acts.length === 1
          ? `${me.en} answers only activations whose effect includes this: ${acts[0]!.en}. ${it.en} does not.`
          : `${me.en} answers only activations whose effect includes one of: ${enJoined(acts, '; ')}. ${it.en} includes none of them.`,
      );
    }
    case 'targetsExactly':
    case 'destroysItsTarget': {
      const te = p.targetsExactly;
      const what = te ? describeFilter(te.filter, te.count === 1 ? 'bare' : 'plural') : t('卡', 'card');
      const kindWords = p.activation === 'card' ? t('卡的发动', 'card activation') : t('发动', 'activation');
      return t(
        `${me.zh}现在的文本只能回应「只以${te ? te.count : ''}张${what.zh}为对象${p.destroysItsTarget ? '并把它破坏' : ''}」的${kindWords.zh}；${it.zh}${below.targets.length === 0 && !below.effect?.targets ? '不取对象' : '不是这样的发动'}。`,
        `${me.en}, as currently written, only answers a ${kindWords.en} that targets exactly ${te ? te.count : 'one'} ${what.en}${p.destroysItsTarget ? ' and would destroy it' : ''}; ${it.en} ${below.targets.length === 0 && !below.effect?.targets ? 'targets nothing' : 'is not one'}.`,
      );
    }
    case 'wouldDestroy': {
      const named = p.wouldDestroy ? describeFilter({ place: 'field', ...p.wouldDestroy }) : t('场上的卡', 'a card on the field');
      const what = t(named.zh.replace(/场上的怪兽$/, '场上怪兽'), named.en);
      return t(`${me.zh}只能回应会破坏${what.zh}的发动；${it.zh}不会破坏${what.zh}。`, `${me.en} only answers an activation that would destroy ${what.en}; ${it.en} would not.`);
    }
    case 'wouldDamage': {
      const who = p.wouldDamage === 'self' ? t('自己', 'its controller') : p.wouldDamage === 'opponent' ? t('对方', 'the opponent') : t('玩家', 'a player');
      return t(
        `${me.zh}只能回应发动时就确定会给与${who.zh}伤害的发动；${it.zh}不一定给与伤害（可以选择不给与，或者要看处理时的结果）。`,
        `${me.en} only answers an activation certain, when activated, to deal damage to ${who.en}; ${it.en} is not (the damage may be left out, or depends on what resolution finds).`,
      );
    }
    case 'targets': {
      // 「以墓地里的怪兽卡为对象的卡」: the cards it names, said; 「这张卡成为…对象时」 and the like: the card the text names.
      // (Only for cards off the field: a field filter may name an archetype these words do not say — the older sentence stays for it.)
      const offField = p.targets ? ([] as string[]).concat(p.targets.place ?? []).some((pl) => pl !== 'field' && pl !== 'monster' && pl !== 'spell') : false;
      // CMP-RESPONDS-TARGETING: a field filter of where and what kind only (「自己场上的卡」) is said whole too — no archetype to leave out.
      const plainField = p.targets ? Object.entries(p.targets).every(([k, v]) => v === undefined || k === 'side' || k === 'place' || k === 'kind') : false;
      if (p.targets && !p.targets.self && (offField || plainField)) {
        const what = describeFilter(p.targets, 'a');
        return t(`${me.zh}只回应以${what.zh}为对象的发动；${it.zh}${below.targets.length === 0 && !below.effect?.targets ? '不取对象' : '没有以那样的卡为对象'}。`, `${me.en} answers only an activation that targets ${what.en}; ${it.en} ${below.targets.length === 0 && !below.effect?.targets ? 'targets nothing' : 'does not target one'}.`);
      }
      return t(`${me.zh}只能在自己符合条件的卡成为对象时发动；${it.zh}没有以那样的卡为对象。`, `${me.en} answers only an activation that targets the card its text names; ${it.en} does not target it.`);
    }
  }
}

function kindsText(kinds: readonly string[]): Text {
  const zh = kinds.map(kindZh).join('·').replace('魔法卡·陷阱卡', '魔法·陷阱卡');
  const en = kinds.map((k) => (k === 'monster' ? 'monster' : k === 'spell' ? 'Spell' : 'Trap')).join('/');
  return t(zh, en);
}

/** One alternative of a response pattern in words (「怪兽效果的发动」, 'a Spell/Trap card activation'). */
function describePattern(p: ActivationPattern): Text {
  const kinds = p.cardKind ? (Array.isArray(p.cardKind) ? p.cardKind : [p.cardKind]) : [];
  const k = kinds.length ? kindsText(kinds) : t('卡', 'card');
  if (p.activation === 'card') return t(`${k.zh}的发动`, `a ${k.en} card activation`);
  if (p.activation === 'effect') return t(`${k.zh}效果的发动`, `a ${k.en} effect activation`);
  return t(`${k.zh}的卡·效果的发动`, `an activation of a ${k.en} card or effect`);
}

/** What an activation on the chain is, in words. */
function describeActivation(l: LinkState): Text {
  // CH-PENDULUM-EFFECT-SPELL: a Pendulum Effect activated in a Pendulum Zone is a Spell Card's effect, not a monster's.
  if (l.card.type.kind === 'monster' && l.effect?.pendulum && l.activatedFrom === 'spell') {
    return t(`在${SUBTYPE_WORDS.pendulum!.zh}区域发动的${SUBTYPE_WORDS.pendulum!.zh}效果，是魔法卡的效果的发动（不是卡的发动）`, 'a Pendulum Effect activated in a Pendulum Zone: a Spell Card’s effect activation (not a card activation)');
  }
  const k = kindsText([l.card.type.kind]);
  if (l.cardActivation) return t(`${k.zh}的发动`, `a ${k.en} card activation`);
  if (l.card.type.kind === 'monster') return t('怪兽效果的发动', 'a monster effect activation');
  return t(`${isField(l.activatedFrom) ? '场上表侧表示的' : ''}${k.zh}的效果的发动（不是卡的发动）`, `the activation of a ${isField(l.activatedFrom) ? 'face-up ' : ''}${k.en}'s effect (not a card activation)`);
}

/**
 * How a filter's English is said: 'a' with its article ('a monster on your field', 'an Effect monster'), 'bare' without one
 * (after 'no', 'any', 'every', a number 1), 'plural' ('monsters on your field', after a number or 'more').
 * Whose it is goes into where it is ('on the opponent's field', 'in your GY'): the words never put an article before a
 * possessive ('a the opponent's monster') nor a card in the GY 'on' it.
 */
export type NounForm = 'a' | 'bare' | 'plural';

/** 'a'/'an' before English words. */
export function article(words: string): string {
  return /^[aeiou]/i.test(words) ? `an ${words}` : `a ${words}`;
}

/** Where a filter's cards are, in English ('on your field', 'in the hand or GY', 'on the field or in the opponent's GY'). */
function whereEn(f: CardFilter, places: readonly Place[]): string {
  const poss = f.side === 'self' ? 'your ' : f.side === 'opponent' ? "the opponent's " : '';
  if (f.mainZone) return `in ${poss || 'a '}Main Monster Zone`;
  if (!places.length) return f.side === 'self' ? 'you control' : f.side === 'opponent' ? 'the opponent controls' : '';
  const IN: Partial<Record<Place, string>> = { hand: 'hand', gy: 'GY', deck: 'Deck', extra: 'Extra Deck' };
  const groups: string[] = [];
  const inZones: string[] = [];
  let field = false;
  let banished = false;
  for (const p of places) {
    if (p === 'field' || p === 'monster' || p === 'spell') field = true;
    else if (p === 'banished') banished = true;
    else if (IN[p] && !inZones.includes(IN[p]!)) inZones.push(IN[p]!);
  }
  if (inZones.length) groups.push(`in ${poss || 'the '}${inZones.join(' or ')}`);
  if (field) groups.push(`on ${poss || 'the '}field`);
  if (banished) groups.push(poss ? `among ${poss}banished cards` : 'banished');
  return groups.join(' or ');
}

/** A card filter in words (「场上的魔法·陷阱卡」; 'a Spell/Trap on the field'). `pre`: English words put right before the noun (an archetype, 'face-down '). */
export function describeFilter(f: CardFilter, form: NounForm = 'a', pre = ''): Text {
  const kinds = f.kind ? (Array.isArray(f.kind) ? f.kind : [f.kind]) : [];
  const kz = kinds.length ? kinds.map(kindZh).join('·').replace('魔法卡·陷阱卡', '魔法·陷阱卡') : '卡';
  const ke = kinds.length ? kinds.map((k) => (k === 'monster' ? 'monster' : k === 'spell' ? 'Spell' : 'Trap')).join('/') : 'card';
  const places = f.place ? (Array.isArray(f.place) ? f.place : [f.place]) : [];
  const poss = f.side === 'self' ? 'your ' : f.side === 'opponent' ? "the opponent's " : '';
  // The English noun phrase in the form asked for: the noun, then where and what else.
  const say = (noun: string, rest: string, proper = false): string => {
    const n = form === 'plural' ? (proper ? `${noun} cards` : pluralNoun(noun)) : noun;
    const phrase = `${pre}${n}${rest ? ` ${rest.trimStart()}` : ''}`;
    return form === 'a' && !proper ? article(phrase) : phrase;
  };
  // A Pendulum card in the Spell & Trap Zone is a card in the Pendulum Zone (the fact the compiler writes for it).
  if (places.length === 1 && places[0] === 'spell' && f.subtypes?.includes('pendulum') && !f.kind) {
    const side = f.side === 'self' ? t('自己的', '') : f.side === 'opponent' ? t('对方的', '') : t('', '');
    // The zone is named from the subtype's word (「灵摆」+「区域」): one source for the game's words.
    return t(`${side.zh}${SUBTYPE_WORDS.pendulum!.zh}区域的卡`, say('card', `in ${poss || 'a '}${SUBTYPE_WORDS.pendulum!.en} Zone`));
  }
  // CMP-COND-OLD-ZONES: 「对方的魔法与陷阱区域的卡」 (any card there, as a direct-attack grant's state names it) is said with that zone's word.
  if (places.length === 1 && places[0] === 'spell' && !f.kind && !f.subtypes) {
    const side = f.side === 'self' ? '自己的' : f.side === 'opponent' ? '对方的' : '';
    return t(`${side}魔法与陷阱区域的${f.faceUp === false ? '里侧表示的' : ''}卡`, say('card', `${f.faceUp === false ? 'face-down ' : ''}in ${poss || 'a '}Spell & Trap Zone`));
  }
  // ZONE-MAIN-FILTER: 「主要怪兽区域的怪兽」 is said with that zone's word.
  // MATCH-FACE-DOWN-NO-MONSTER-CARD: 「魔法与陷阱区域的怪兽卡」 (a monster card held there) is said with that zone and 「怪兽卡」.
  const heldCard = f.monsterCard === true && places.length === 1 && places[0] === 'spell' && kinds.length === 1 && kinds[0] === 'monster';
  if (heldCard) {
    const side = f.side === 'self' ? t('自己的', '') : f.side === 'opponent' ? t('对方的', '') : t('', '');
    return t(`${side.zh}${zoneWord('spell').zh}的怪兽卡`, say('monster card', `in ${poss ? `${poss}${zoneWord('spell').en.replace(/^the /, '')}` : zoneWord('spell').en}`));
  }
  const pz = f.mainZone ? '主要怪兽区域' : places.map((p) => (p === 'field' || p === 'monster' || p === 'spell' ? '场上' : zoneWord(p).zh)).filter((v, i, a) => a.indexOf(v) === i).join('或');
  const side = f.side === 'self' ? '自己' : f.side === 'opponent' ? '对方' : '';
  // FD-BATTLE-MEMORY: 「这个回合进行过攻击的怪兽」 (a monster banished and back since no longer did).
  const att = f.destroyedByBattleThisTurn ? t('这个回合战斗破坏过怪兽的', ' that destroyed a monster by battle this turn') : f.attackedThisTurn ? t('这个回合攻击过的', ' that attacked this turn') : f.noAttackDeclared ? t('这个回合没有攻击宣言的', ' that declared no attack this turn') : f.notAttackedDirectly ? t('这个回合没有直接攻击过的', ' that has not attacked directly this turn') : t('', '');
  // MATCH-EFFECTS-NEGATED: 「效果被无效化的怪兽」.
  const neg = f.effectsNegated ? t('效果被无效化的', ' whose effects are negated') : t('', '');
  // FD-EXTRA-ORIGIN: 「从额外卡组特殊召唤的怪兽」 is said with where it came from (it was said as any monster on the field).
  const from = f.summonedFrom ? t(`从${zoneWord(f.summonedFrom).zh}特殊召唤的`, ` Special Summoned from ${f.summonedFrom === 'banished' ? 'banishment' : zoneWord(f.summonedFrom).en}`) : t('', '');
  // CMP-NAMED-PICK: a card of a name (「自己手卡或墓地的「X」」) is said by its name, not as any card of the kind.
  const named = f.names?.length ? t(f.names.map((n) => `「${n}」`).join('或'), f.names.map((n) => `"${n}"`).join(' or ')) : null;
  const en = say(named ? named.en : ke, `${whereEn(f, places)}${form === 'plural' ? att.en.replace(' that has ', ' that have ') : att.en}${neg.en}${from.en}`, named !== null);
  return t(`${side}${pz ? pz + '的' : ''}${att.zh}${neg.zh}${from.zh}${named ? named.zh : kz}`, en);
}

/**
 * The monsters an extra Normal Summon grant names (s61, CH-NORMAL-SUMMON-ONCE): its filter as `qualified` says it, and the name it leaves
 * out (「「X」以外的1只「Y」怪兽」) — `qualified` does not say `notName`, and without it X itself would be refused as 「not a Y」.
 */
function grantMonsters(only: CardFilter): Text {
  const q = qualified({ kind: 'monster', ...only, notName: undefined }, 'plural');
  const zh = qualified({ kind: 'monster', ...only, notName: undefined }).zh;
  return only.notName ? t(`「${only.notName}」以外的${zh}`, `${q.en} other than "${only.notName}"`) : t(zh, q.en);
}

/**
 * The filter with what a monster must be — Attribute, Type, Level and ATK bounds (「攻击力1000以下的暗属性怪兽」) —
 * for a message where the user named a card that does not fit (the plain words say only where it is).
 */
export function qualified(f: CardFilter, form: NounForm = 'a', pre = ''): Text {
  const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
  const zh: string[] = [];
  const en: string[] = [];
  if (f.atkMax !== undefined) { zh.push(`攻击力${f.atkMax}以下的`); en.push(`with ${f.atkMax} or less ATK`); }
  if (f.atkMin !== undefined) { zh.push(`攻击力${f.atkMin}以上的`); en.push(`with ${f.atkMin} or more ATK`); }
  if (f.atkEqualsDef) { zh.push('攻击力和守备力的数值相同的'); en.push('with the same ATK and DEF'); }
  // MATCH-STAT-BELOW: 「持有比这张卡的攻击力低（高）的攻击力的」 — bounded by another card's ATK.
  if (f.below) {
    const of = f.below.of === 'self' ? t('这张卡', 'this card') : t('对象怪兽', 'the target');
    const stat = f.below.stat === 'atk' ? t('攻击力', 'ATK') : t('守备力', 'DEF');
    if (f.below.atMost) {
      zh.push(`${stat.zh}在${of.zh}的攻击力以下的`);
      en.push(`with ${stat.en} up to ${of.en}'s ATK`);
    } else {
      zh.push(`${stat.zh}比${of.zh}的攻击力${f.below.higher ? '高' : '低'}的`);
      en.push(`with ${f.below.higher ? 'higher' : 'lower'} ${stat.en} than ${of.en}'s ATK`);
    }
  }
  // CMP-LEVEL-EXACT: 「3星怪兽」 is read as both bounds — said as the one level.
  if (f.levelMax !== undefined && f.levelMax === f.levelMin) { zh.push(`${f.levelMax}星的`); en.push(`Level ${f.levelMax}`); }
  // CMP-LEVEL-PAIR: 「7·8星」 — two levels in a row, said as the card says them.
  else if (f.levelMax !== undefined && f.levelMin !== undefined && f.levelMax === f.levelMin + 1) { zh.push(`${f.levelMin}·${f.levelMax}星的`); en.push(`Level ${f.levelMin} or ${f.levelMax}`); }
  else {
    if (f.levelMax !== undefined) { zh.push(`${f.levelMax}星以下的`); en.push(`Level ${f.levelMax} or lower`); }
    if (f.levelMin !== undefined) { zh.push(`${f.levelMin}星以上的`); en.push(`Level ${f.levelMin} or higher`); }
  }
  // MATCH-LEVEL-NOT-RANK: a Rank bound.
  if (f.rankMax !== undefined) { zh.push(`${f.rankMax}阶以下的`); en.push(`Rank ${f.rankMax} or lower`); }
  if (f.rankMin !== undefined) { zh.push(`${f.rankMin}阶以上的`); en.push(`Rank ${f.rankMin} or higher`); }
  if (f.effectsNegated) { zh.push('效果被无效化的'); en.push('whose effects are negated'); }
  if (f.notNormalSummonable) { zh.push('不能通常召唤的'); en.push('that cannot be Normal Summoned'); }
  if (f.notEffect) { zh.push('效果怪兽以外的'); en.push('that is not an Effect Monster'); }
  // CMP-FUSION-LINE-NAMES: 「以「X」为融合素材的」.
  if (f.fusionNames?.length) { zh.push(`以${f.fusionNames.map((n) => `「${n}」`).join('、')}为融合素材的`); en.push(`whose material line names ${f.fusionNames.join(', ')}`); }
  if (f.hasOriginalRace) { zh.push('有原本种族的'); en.push('with an original Type'); }
  // CMP-HOLDING-MATERIALS: 「持有超量素材的」「没有超量素材的」 Xyz Monster.
  if (f.hasXyzMaterials) { zh.push('持有超量素材的'); en.push('holding Xyz Material'); }
  if (f.noXyzMaterials) { zh.push('没有超量素材的'); en.push('with no Xyz Material'); }
  // XYZ-MATERIAL-TARGET: the target of a rank-up Xyz summoning on top of it.
  if (f.xyzMaterial) { zh.push('能作为超量素材的'); en.push('that can be Xyz Material'); }
  if (f.originalZero) { zh.push('原本攻击力或者原本守备力是0的'); en.push('with an original ATK or DEF of 0'); }
  const attr = list(f.attribute).map((a) => a.replace(/属性$/, ''));
  const race = list(f.race).map((r) => r.replace(/族$/, ''));
  if (attr.length) { zh.push(`${attr.join('·')}属性`); en.push(attr.map(attributeEn).join('/')); }
  if (race.length) { zh.push(`${race.join('·')}族`); en.push(`${race.map(raceEn).join('/')} Type`); }
  if (f.archetype) { zh.push(`「${f.archetype}」`); en.push(`"${f.archetype}"`); }
  // CMP-ARCHETYPE-EITHER: either of two archetypes (「「六武众」或「紫炎」效果怪兽」).
  const eitherArch = !f.archetype && f.anyOf?.length && f.anyOf.every((g) => g.archetype !== undefined && Object.keys(g).length === 1) ? f.anyOf.map((g) => g.archetype!) : null;
  if (eitherArch) { zh.push(eitherArch.map((a) => `「${a}」`).join('或')); en.push(eitherArch.map((a) => `"${a}"`).join(' or ')); }
  // CH-COST-UNNAMED-SAID: either of a Type and an Attribute (「龙族或者炎属性的怪兽」, a banish cost) — said as the card says it,
  // not as any monster.
  const eitherTrait = eitherArch ? null : traitsEither(f.anyOf);
  if (eitherTrait) { zh.push(`${eitherTrait.zh}的`); en.push(eitherTrait.en); }
  // 「这张卡以外的」: the card itself is not one of them.
  // CH-COST-COUNT-OF-TARGETS: 「这张卡所连接区的」 — where they stand, which also leaves the card itself out (no 「这张卡以外的」 said too).
  if (f.linkedBySelf) { zh.unshift('这张卡所连接区的'); en.push('in a zone this card points to'); }
  else if (f.notSelf) { zh.unshift('这张卡以外的'); en.push('other than this card'); }
  // 「效果怪兽」「表侧表示的…」: the monster type and the face the filter asks for, right before the kind word.
  const types = (f.subtypes ?? []).filter((x) => MONSTER_TYPES.includes(x)).map((x) => SUBTYPE_WORDS[x]!);
  if (types.length) { zh.push(zhJoined(types, '·')); en.push(enJoined(types, '/')); }
  if (f.faceUp !== undefined) { zh.unshift(f.faceUp ? '表侧表示的' : '里侧表示的'); en.unshift(f.faceUp ? 'face-up' : 'face-down'); }
  const d = describeFilter(f, form, pre);
  if (!zh.length) return d;
  // 「自己场上的怪兽」 → 「自己场上的攻击力1000以下的暗属性怪兽」: the qualifiers go just before the kind word.
  const at = d.zh.lastIndexOf('的');
  return t(at >= 0 ? `${d.zh.slice(0, at + 1)}${zh.join('')}${d.zh.slice(at + 1)}` : `${zh.join('')}${d.zh}`, `${d.en} (${en.join(', ')})`);
}


/** 「龙族或者炎属性」: groups each naming only a Type or an Attribute, in words; null when a group names anything else. */
function traitsEither(groups: CardFilter['anyOf']): Text | null {
  if (!groups?.length) return null;
  const zh: string[] = [];
  const en: string[] = [];
  for (const g of groups) {
    const keys = Object.keys(g);
    if (keys.length !== 1) return null;
    if (typeof g.race === 'string') { zh.push(`${g.race.replace(/族$/, '')}族`); en.push(`${raceEn(g.race.replace(/族$/, ''))} Type`); }
    else if (typeof g.attribute === 'string') { zh.push(`${g.attribute.replace(/属性$/, '')}属性`); en.push(attributeEn(g.attribute.replace(/属性$/, ''))); }
    else return null;
  }
  return t(zh.join('或者'), en.join(' or '));
}

export function kindZh(k: string): string {
  return k === 'monster' ? '怪兽' : k === 'spell' ? '魔法卡' : '陷阱卡';
}

/**
 * A condition in words. A card's conditions are facts made once, and the words read nothing but the condition: said once
 * per condition and kept (a phrase says it in both languages, and the same card's condition is said chain after chain).
 */
const condWords = new WeakMap<Condition, Text>();
/** CH-DRAWN-REVEALED: the Draw-Phase reveal a card's activation needs (「自己抽卡阶段通过把通常抽卡的这张卡持续公开」). */
const DRAWN_REVEALED_ZH = '这张卡要是自己回合的抽卡阶段通常抽卡抽到的，抽到时就公开，并一直公开到发动为止';
const DRAWN_REVEALED_EN = "this card must be the one drawn by the normal draw in its controller's own Draw Phase, revealed when drawn and kept revealed until it is activated";
/**
 * Why a condition is judged unknown: the situation does not say — or, for a condition the card text compiler did not read (`other`),
 * the engine cannot judge it at all, whatever the situation says (the user checks it against the card).
 */
function unknownWhy(c: Condition): Text {
  // (CMP-MAIN-PHASE-1-START: a clause read, whose moment or fact the situation has no way to state.)
  // CH-DRAWN-REVEALED: what the Draw-Phase reveal is, said where it is assumed.
  if (c.is === 'other' && c.drawnRevealed) return t(`：${DRAWN_REVEALED_ZH}；这是抽卡阶段的事，情境中无法写明`, `: ${DRAWN_REVEALED_EN}; that happened in the Draw Phase, which the situation cannot state`);
  // CMP-NO-MATERIALS-UNSTATED: 「这张卡没有超量素材的状态」 with the Xyz Monster's materials not written — how to write them, said.
  if (c.is === 'exists' && c.filter.self && c.filter.noXyzMaterials) return t('情境中没有写明它的超量素材（没有写 `(素材:…)`；`(素材:)` 是没有超量素材，`(素材:X)` 是有）', 'is not stated: its Xyz Materials are not written (no `(素材:…)`; `(素材:)` means none, `(素材:X)` that it holds X)');
  if (c.is === 'other' && c.unstated) return t('情境中无法写明（这个时机·事实不由情境判断）', 'cannot be stated in the situation (its moment or fact is not judged from it)');
  return c.is === 'other'
    ? t('没有被读懂（卡片文本编译器未能理解，无论情境怎样写都不能判断；请对照卡片文本确认）', 'is not one the engine reads (the card text compiler did not understand it, so it is not judged whatever the situation says — check it against the card)')
    : t('情境中没有写明', 'is not stated in the situation');
}

/** For a 「召唤·特殊召唤的回合」 condition not stated: the other case, which the user may know better (`本回合特召` and how it was summoned say it). */
export function summonTurnHint(c: Condition): Text {
  if (c.is !== 'self-state' || c.state !== 'summoned-this-turn') return t('', '');
  const how = c.how ? HOW_WORDS[c.how] : t('召唤·特殊召唤', 'summoned');
  return t(`（若它不是本回合${how.zh}的，这个效果不适用）`, ` (if it was not ${how.en} this turn, this effect does not apply)`);
}

/** SIT-FIELD-COMPLETE: the words for which condition of an effect a field written in part was judged for (../chain/field-in-part.ts). */
const FIELD_CONDITION_ROLE: Record<string, Text> = {
  activation: t('发动条件', 'activation requirement'),
  resolution: t('处理条件', 'resolution condition'),
  step: t('处理中「…的场合」的条件', 'condition for a step as it resolves'),
  hand: t('从手卡发动的条件', 'condition for activation from the hand'),
  'set-turn': t('在盖放的回合发动的条件', 'condition for activation the turn it was Set'),
  procedure: t('特殊召唤的条件', 'summoning condition'),
  // (A continuous effect's case — 「●0张：…」 — that holds only while its count does: the card's continuous effect, not an activation.)
  standing: t('永续效果适用的条件', 'condition its continuous effect applies under'),
};

export function condText(c: Condition): Text {
  let words = condWords.get(c);
  if (!words) condWords.set(c, (words = condTextOf(c)));
  return words;
}

/** CH-HOLDS-MATERIAL-KIND: the kind of material a 「这张卡有X在作为超量素材」 condition names, in words. */
function materialWords(f: CardFilter): Text {
  if (f.names?.length) return t(f.names.map((n) => `「${n}」`).join('、'), f.names.join(', '));
  const kind = f.kind === 'trap' ? t('陷阱卡', 'a Trap') : f.kind === 'spell' ? t('魔法卡', 'a Spell') : t('怪兽', 'a monster');
  const pre = [f.archetype ? `「${f.archetype}」` : '', f.attribute ? `${f.attribute}属性` : '', f.race ?? ''].join('');
  if (!pre && !f.subtypes?.length) return f.kind ? kind : t('指定的卡', 'the named card');
  // (CMP-HOLDS-MATERIAL-EACH-KIND: a Fusion, Synchro or Link Monster is named as one.)
  const subOf: Record<string, [string, string]> = { xyz: ['超量怪兽', 'Xyz '], fusion: ['融合怪兽', 'Fusion '], synchro: ['同调怪兽', 'Synchro '], link: ['连接怪兽', 'Link '], ritual: ['仪式怪兽', 'Ritual '] };
  const named = (f.subtypes ?? []).find((s) => subOf[s]);
  if (named && f.kind !== 'trap' && f.kind !== 'spell') return t(`${pre}${subOf[named]![0]}`, `${/^[AEIOUX]/.test(pre || subOf[named]![1]) ? 'an' : 'a'} ${pre ? `${pre} ` : ''}${subOf[named]![1]}Monster`);
  const sub = f.subtypes?.includes('xyz') ? t('超量', 'Xyz ') : t('', '');
  return t(`${pre}${sub.zh}${kind.zh}`, `${pre ? `${pre} ` : ''}${sub.en}${kind.en}`);
}

function condTextOf(c: Condition): Text {
  switch (c.is) {
    // CH-COND-EITHER: 「自己回合的主要阶段或对方回合的战斗阶段」 — each list said as one, joined by 或.
    case 'either': {
      const each = c.of.map((list) => list.map(condTextOf));
      return t(each.map((l) => `（${l.map((x) => x.zh).join('、')}）`).join('或'), each.map((l) => `(${l.map((x) => x.en).join(', ')})`).join(' or '));
    }
    case 'holds-material':
      return t(`这张卡有${materialWords(c.filter).zh}在作为超量素材中`, `this card holds ${materialWords(c.filter).en} as Xyz Material`);
    case 'hand-size': {
      // 「自己手卡是0张」「对方手卡3张以上」: the bound said as the card says it (以下·以上), never as an operator.
      const bound = c.op === '<=' ? t('以下', ' or fewer') : c.op === '>=' ? t('以上', ' or more') : t('', '');
      const cards = c.value === 0 && c.op !== '>=' ? 'no cards' : `${c.op === '==' ? 'exactly ' : ''}${counted(c.value, 'card')}${bound.en}`;
      return t(`${c.side === 'self' ? '自己' : c.side === 'opponent' ? '对方' : ''}手卡${c.op === '==' ? '为' : ''}${c.value}张${bound.zh}`, `${c.side === 'opponent' ? 'the opponent has' : c.side === 'self' ? 'its controller has' : 'a player has'} ${cards} in hand`);
    }
    case 'hands-equal':
      return t('双方手卡数量相同', 'both players hold as many cards in hand');
    case 'column-count':
      return c.ownZone
        ? t(`相同纵列有卡${c.min}张以上存在，那个纵列的自己的主要怪兽区域没有使用`, `a column holds ${c.min} or more cards and its controller's Main Monster Zone in that column is unused`)
        : t(`相同纵列有卡${c.min}张以上存在`, `a column holds ${c.min} or more cards`);
    case 'zones-full':
      return t(`${c.side === 'opponent' ? '对方' : c.side === 'self' ? '自己' : '双方'}的主要怪兽区域全部有怪兽存在`, `every Main Monster Zone of ${c.side === 'opponent' ? 'the opponent' : c.side === 'self' ? 'its controller' : 'both players'} holds a monster`);
    case 'lp': {
      // 「自己基本分是2000以下」: 以下·以上 in the words, not `<=` (which Discord and the picture show badly).
      const bound = c.op === '<=' ? t('以下', ' or less') : c.op === '>=' ? t('以上', ' or more') : t('', '');
      return t(`${c.side === 'opponent' ? '对方' : '自己'}基本分${c.op === '==' ? '为' : ''}${c.value}${bound.zh}`, `${c.side === 'opponent' ? 'the opponent has' : 'its controller has'} ${c.op === '==' ? 'exactly ' : ''}${c.value} LP${bound.en}`);
    }
    case 'exists': {
      // Named when the filter says where (「自己场上的「咒眼」怪兽」); else the plain words.
      const f = c.filter;
      // FD-MATERIALS-UNSTATED: 「用通常怪兽作为素材作融合召唤的这张卡」 — this card, as it was summoned and with what (it was said as
      // 「有场上的卡存在」, any card).
      if (f.self) return selfSummonWords(f);
      if (f.place === undefined) return t('场上（或指定区域）有符合条件的卡', 'a qualifying card exists');
      // (An Attribute or Type asked for — 「暗属性怪兽5只以上」 — is said too: the plain description leaves it out.)
      // The English is said in the form the sentence needs (one: 'a …', several: '2 or more …s'), the archetype before the noun.
      const arch = f.archetype ? `"${f.archetype}" ` : '';
      const n = c.min && c.min > 1 ? c.min : 0;
      const words = (form: NounForm, pre: string) => (f.attribute !== undefined || f.race !== undefined ? qualified({ ...f, archetype: undefined }, form, pre) : describeFilter(f, form, pre));
      // CH-COND: 「自己场上有「自奏圣乐」连接怪兽存在」 — the monster type said too (the plain words said 怪兽, and the
      // user was told any monster would do); qualified() says it when there is an Attribute or Type, the either form its own way.
      const types = f.attribute === undefined && f.race === undefined && !c.or ? (f.subtypes ?? []).filter((x) => MONSTER_TYPES.includes(x)).map((x) => SUBTYPE_WORDS[x]!) : [];
      const typed = (d: Text): Text => (types.length && d.zh.endsWith('怪兽') ? t(d.zh.replace(/怪兽$/, `${types.map((x) => x.zh).join('·')}怪兽`), d.en) : d);
      const d = typed(words(n || c.distinct === 'name' ? 'plural' : 'a', `${arch}${types.length ? `${types.map((x) => x.en).join('/')} ` : ''}`));
      const archZh = f.archetype ? d.zh.replace(/的(?=[^的]*$)/, `的「${f.archetype}」`) : d.zh;
      // CMP-NOT-NAMED: 「「X」以外的「Y」怪兽」 — the name left out is said too.
      const zh = f.notName ? archZh.replace(/的(?=[^的]*$)/, `的「${f.notName}」以外的`) : archZh;
      if (c.or) {
        // CH-COND-EITHER: two kinds of card, either one.
        // The two kinds differ by what the plain description leaves out (「效果」, 「里侧」): said here.
        const kindZhOf = (f: CardFilter, zh: string) => `${f.faceUp === false ? '里侧' : ''}${f.subtypes?.includes('effect') ? zh.replace(/怪兽$/, '效果怪兽') : zh}`;
        const preOf = (f: CardFilter) => `${f.faceUp === false ? 'face-down ' : ''}${f.subtypes?.includes('effect') ? 'Effect ' : ''}`;
        const one = t(kindZhOf(f, zh), words('a', `${preOf(f)}${arch}`).en);
        const other = t(kindZhOf(c.or, describeFilter(c.or).zh), describeFilter(c.or, 'a', preOf(c.or)).en);
        return t(`有${one.zh}或者${other.zh}存在`, `${one.en} or ${other.en} exists`);
      }
      if (c.distinct === 'name') return t(`有${n}种类以上的${zh}存在`, `${n} or more differently named ${d.en} exist`);
      // CMP-COUNT-EXACT: 「是3只的场合」 — that many and no more, said so (「3张以上」 read as the opposite of a refusal for one more).
      if (c.max !== undefined && c.max === c.min) return t(`${zh}正好是${c.min}${f.kind === 'monster' ? '只' : '张'}`, `exactly ${c.min} ${words(c.min > 1 ? 'plural' : 'bare', arch).en} exist${c.min > 1 ? '' : 's'}`);
      return t(`有${n ? `${n}张以上` : ''}${zh}存在`, `${n ? `${n} or more ` : ''}${d.en}${f.notName ? ` other than "${f.notName}"` : ''} exist${n ? '' : 's'}`);
    }
    case 'none': {
      // The plain 「自己场上没有卡存在」 (a hand-activation condition of some Traps) is said as such.
      const f = c.filter;
      // CH-COLUMN-ALONE: 「和这张卡相同纵列没有其他卡存在」 — said as the column, not as the whole field.
      if (f.sameColumnAsSelf) return t('和这张卡相同纵列没有其他卡', 'no other card stands in this card\'s column');
      // A filter may hold its absent facts as undefined keys (src/cards/shape.ts): only facts that are set count.
      const plain = Object.entries(f).every(([k, v]) => v === undefined || k === 'side' || k === 'place' || k === 'notSelf' || k === 'faceUp') && f.place === 'field' && (f.side === 'self' || f.side === 'opponent');
      const fu = f.faceUp ? t('表侧表示的', 'face-up ') : t('', '');
      if (plain) return f.side === 'self' ? t(`自己场上没有${fu.zh}卡`, `its controller controls no ${fu.en}cards`) : t(`对方场上没有${fu.zh}卡`, `the opponent controls no ${fu.en}cards`);
      // 「自己的魔法与陷阱区域盖放的卡只有这张卡」: any card of that zone, said whole — the split below would read
      // 「…区域的里侧表示没有卡」 and drop 「这张卡以外」.
      const zoneOnly = f.place === 'spell' && !f.kind && !f.subtypes && Object.entries(f).every(([k, v]) => v === undefined || k === 'side' || k === 'place' || k === 'notSelf' || k === 'faceUp');
      if (zoneOnly && (f.side === 'self' || f.side === 'opponent')) {
        const other = f.notSelf ? t('这张卡以外的', 'other ') : t('', '');
        const how = f.faceUp === false ? t('盖放的', 'Set ') : f.faceUp ? t('表侧表示的', 'face-up ') : t('', '');
        return f.side === 'self'
          ? t(`自己的魔法与陷阱区域没有${other.zh}${how.zh}卡`, `its controller has no ${other.en}${how.en}cards in the Spell & Trap Zone`)
          : t(`对方的魔法与陷阱区域没有${other.zh}${how.zh}卡`, `the opponent has no ${other.en}${how.en}cards in the Spell & Trap Zone`);
      }
      // Named when the filter says where (「自己的…区域没有卡存在」), as 'exists' is.
      if (f.place !== undefined) {
        const d = describeFilter({ ...f, side: undefined }, 'bare', f.archetype ? `"${f.archetype}" ` : '');
        const zh = f.archetype ? d.zh.replace(/的(?=[^的]*$)/, `的「${f.archetype}」`) : d.zh;
        const en = d.en;
        // 「X区域的卡」 → 「自己的X区域没有卡」: where, then what is missing.
        const at = zh.lastIndexOf('的');
        const where = at >= 0 ? zh.slice(0, at) : '';
        const what = at >= 0 ? zh.slice(at + 1) : zh;
        const whose = f.side === 'self' ? '自己的' : f.side === 'opponent' ? '对方的' : '';
        // (CH-ATTACK-DIRECT-CONDITION: 「对方场上没有卡通怪兽存在」 — the monster type said too; the plain words leave it out.)
        const types = (f.subtypes ?? []).filter((x) => MONSTER_TYPES.includes(x)).map((x) => SUBTYPE_WORDS[x]!);
        const typed = types.length && what.endsWith('怪兽') ? `${types.map((x) => x.zh).join('·')}${what}` : what;
        const typedEn = types.length && f.kind === 'monster' ? `${types.map((x) => x.en).join('/')} ${en}` : en;
        const zhText = where ? `${whose}${where}没有${typed}` : `${whose.replace(/的$/, '')}没有${typed}`;
        if (f.side === 'self') return t(zhText, `its controller has no ${typedEn}`);
        if (f.side === 'opponent') return t(zhText, `the opponent has no ${typedEn}`);
        return t(zhText, `no ${typedEn} exists`);
      }
      return t('指定区域没有符合条件的卡', 'no qualifying card exists');
    }
    case 'only': {
      // 'the monsters on your field are all …': the set is said as a plural.
      const of = t(describeFilter(c.of).zh, `the ${describeFilter(c.of, 'plural').en}`);
      const f = c.filter;
      const sub = f.subtypes?.includes('normal') ? t('通常', 'Normal ') : f.subtypes?.includes('pendulum') ? t('灵摆', 'Pendulum ') : t('', '');
      // (CMP-COND-ONLY-EXISTS: 「只有表侧表示的攻击力1600以上的怪兽」 — the face and the ATK bound said too.)
      const bound = `${f.faceUp === true ? '表侧表示的' : f.faceUp === false ? '里侧表示的' : ''}${f.atkMin !== undefined ? `攻击力${f.atkMin}以上的` : ''}${f.atkMax !== undefined ? `攻击力${f.atkMax}以下的` : ''}`;
      const boundEn = `${f.faceUp === true ? 'face-up ' : f.faceUp === false ? 'face-down ' : ''}`;
      const atkEn = `${f.atkMin !== undefined ? ` with ${f.atkMin} or more ATK` : ''}${f.atkMax !== undefined ? ` with ${f.atkMax} or less ATK` : ''}`;
      const zh = `${bound}${f.archetype ? `「${f.archetype}」` : ''}${f.attribute ? `${[f.attribute].flat().join('·')}属性` : ''}${f.race ? [f.race].flat().join('·') : ''}${sub.zh}怪兽`;
      const en = `${boundEn}${f.archetype ? `"${f.archetype}" ` : ''}${f.attribute ? `${[f.attribute].flat().map(attributeEn).join('/')} ` : ''}${f.race ? `${[f.race].flat().map(raceEn).join('/')} ` : ''}${sub.en}monsters${atkEn}`;
      // (CMP-COND-ATK-ABOVE-SELF: 「…的全部怪兽的攻击力都比这张卡的攻击力高」.)
      if (f.atkAboveSelf) return t(`${of.zh}的攻击力都比这张卡的攻击力高`, `${of.en} all have a higher ATK than this card`);
      // (CMP-HAND-ACTIVATION-IF: 「…只有「X」怪兽3只」 — exactly that many.)
      if (c.count !== undefined) return t(`${of.zh}只有${zh}${c.count}只`, `${of.en} are exactly ${c.count} ${en}`);
      return t(`${of.zh}只有${zh}`, `${of.en} are all ${en}`);
    }
    case 'more': {
      // 'there are more cards on the opponent's field than on your field': the plural, and the noun said once when both count the same kind.
      const a = describeFilter(c.more, 'plural');
      const b = describeFilter(c.than, 'plural');
      const noun = /^\S+/.exec(a.en)![0];
      const than = b.en.startsWith(`${noun} `) ? b.en.slice(noun.length + 1) : b.en;
      return t(`${a.zh}的数量比${b.zh}多`, `there are more ${a.en} than ${than}`);
    }
    case 'battling':
      // (With what it must be — 「自己的「黑羽」怪兽进行战斗」: its archetype was left out, any monster of its own said.)
      if (c.who === 'own') return t(`自己的${qualified({ ...(c.of ?? {}), kind: 'monster' }).zh}进行战斗`, `${qualified({ ...(c.of ?? {}), kind: 'monster', side: 'self' }).en} battles`);
      return t(
        `${c.who === 'equipped' ? '装备怪兽' : '这张卡'}${c.with ? `和${describeFilter(c.with).zh}` : ''}进行战斗`,
        `${c.who === 'equipped' ? 'the equipped monster' : 'this card'} battles${c.with ? ` ${describeFilter(c.with).en}` : ''}`,
      );
    case 'direct-attacks-before':
      return t(`这次战斗阶段中已经进行过${c.count}次直接攻击`, `${c.count} direct attack${c.count > 1 ? 's' : ''} already made this Battle Phase`);
    case 'lp-behind':
      return t(
        `${c.side === 'opponent' ? '对方' : '自己'}基本分比${c.side === 'opponent' ? '自己' : '对方'}少${c.by ? `${c.by}以上` : ''}`,
        `${c.side === 'opponent' ? "the opponent's LP is" : "its controller's LP is"} ${c.by ? `at least ${c.by} ` : ''}below the other player's`,
      );
    case 'highest-atk-on':
      return t(
        `场上的攻击力最高的怪兽在${c.side === 'opponent' ? '对方' : '自己'}场上存在`,
        `the monster with the highest ATK on the field is on ${c.side === 'opponent' ? "the opponent's" : 'its controller’s'} field`,
      );
    case 'turn':
      return t(c.whose === 'self' ? '自己回合' : '对方回合', c.whose === 'self' ? 'own turn' : "the opponent's turn");
    case 'phase': {
      // The phase's title from the turn reference: one source of words for every phase — the Battle Phase's End Step said with its
      // phase (「战斗阶段结束时」), a bare 「结束步骤」 being read as the End Phase (CH-COND).
      const titles = c.phases.map((p) => phaseTitle(p));
      // 'during the End Step', 'during Main Phase 1': the article a phase or step takes in English; a step titled by a preposition
      // ('Before Damage Calculation') is named as the step it is — 'the Before Damage Calculation' is no English.
      const theTitles = titles.map((x) => t(x.zh, /^(Main Phase|the )/.test(x.en) ? x.en : /^Before /.test(x.en) ? `the step ${x.en.toLowerCase()}` : `the ${x.en}`));
      return t(`在${zhJoined(titles, '或')}`, `during ${enJoined(theTitles, ' or ')}`);
    }
    case 'self-state': {
      // 「这张卡超量召唤成功的回合」: the summon named.
      if (c.state === 'has-materials' && c.materialKind) return t('这张卡有超量怪兽作为超量素材', 'this card has an Xyz Monster as material');
      if (c.state === 'summoned-this-turn' && c.how) {
        const how = HOW_WORDS[c.how];
        return t(`这张卡是本回合${how.zh}的`, `this card was ${how.en} this turn`);
      }
      const words = SELF_STATE_WORDS[c.state];
      return t(`这张卡${words.zh}`, `this card ${words.en}`);
    }
    case 'activated-this-turn': {
      const who = c.side === 'opponent' ? t('对方', 'the opponent') : c.side === 'self' ? t('自己', 'its controller') : t('有玩家', 'a player');
      const kind = c.cardKind === 'monster' ? t('怪兽的效果', 'a monster effect') : c.cardKind === 'spell' ? t('魔法卡的效果', 'a Spell effect') : c.cardKind === 'trap' ? t('陷阱卡的效果', 'a Trap effect') : t('卡的效果', 'an effect');
      return t(`这个回合${who.zh}发动过${kind.zh}（发动被无效的不算）`, `${who.en} activated ${kind.en} this turn (a negated activation does not count)`);
    }
    case 'summoned-count-this-turn': {
      const who = c.side === 'opponent' ? t('对方', 'the opponent') : t('自己', 'its controller');
      return t(
        `这个回合${who.zh}已把${c.count}只以上的怪兽召唤·特殊召唤（按情境写出的本回合召唤、动作和「本回合特召」计数；召唤被无效的不算）`,
        `${who.en} Normal or Special Summoned ${c.count} or more monsters this turn (counted from the turn's summons, the action and the monsters marked summoned this turn that the situation writes; a negated summon does not count)`,
      );
    }
    // CH-SENT-GY-TURN: 「这个效果在这张卡送去墓地的回合不能发动」 (the event its parameter).
    case 'not-this-turn': {
      const what = turnEventWords(c.event, c.how);
      return t(`这张卡不是在这个回合${what.zh}的`, `this card was not ${what.en} this turn`);
    }
    case 'own-effect-applied': {
      const n = '①②③④⑤⑥⑦⑧⑨⑩'.charAt(c.effect - 1) || String(c.effect);
      return t(`这个回合这张卡的${n}的效果适用过（发动或效果被无效、效果被改写的不算）`, `this card's ${n} was applied this turn (not when its activation or effect was negated, nor when its effect was rewritten)`);
    }
    case 'other':
      // The data's free words are English notes: the Chinese answer names the kind of condition instead.
      // A compiled card's note is the clause of its own text (Chinese): shown as it is written.
      return /[\u4e00-\u9fa5]/.test(c.note) ? t(`卡片文本中的条件「${c.note}」`, `a condition of the card text (「${c.note}」)`) : t('卡片文本中的其他条件', c.note);
  }
}

/** Why a chosen card is not a valid target (at activation). */
function targetText(p: { name: Text; bad: string; filter: CardFilter; gone: boolean; costLink: number | null; noAttack: boolean; levelless?: 'xyz' | 'link' | null; zone?: Place }): Text {
  const me = p.name;
  // A card written in the hand, GY or banishment was never on the field in this chain: said where it is, not that it left.
  if (p.gone && !p.costLink && p.zone !== undefined) {
    const where = zoneWord(p.zone);
    return t(
      `${me.zh}：「${p.bad}」在${where.zh}，不在场上，不能作为对象；没有合适的对象就不能发动。`,
      `${me.en}: ${p.bad} is ${p.zone === 'banished' ? 'banished' : `in ${where.en}`}, not on the field, so it cannot be targeted; with no valid target it cannot be activated.`,
    );
  }
  if (p.gone) {
    return t(
      `${me.zh}：「${p.bad}」已经不在场上${p.costLink ? `（C${p.costLink}发动时作为代价离开了场上）` : ''}，不能作为对象；没有合适的对象就不能发动。`,
      `${me.en}: ${p.bad} is no longer on the field${p.costLink ? ` (it left as the cost of Chain Link ${p.costLink})` : ''}, so it cannot be targeted; with no valid target it cannot be activated.`,
    );
  }
  if (p.filter.attacking && p.noAttack) {
    return t(
      `${me.zh}：它的对象必须是攻击怪兽，但情境中没有正在进行的攻击（可以写 {攻击:X→Y}）。`,
      `${me.en}: its target must be the attacking monster, but the situation has no attack in progress (write {attack:X→Y}).`,
    );
  }
  if (p.filter.attacking) {
    return t(`${me.zh}：「${p.bad}」不是攻击怪兽，不能作为对象。`, `${me.en}: ${p.bad} is not the attacking monster, so it cannot be targeted.`);
  }
  // Named with what the target must be (「对方场上的表侧表示的效果怪兽」), not only where: the user named a card that does not fit.
  const want = qualified(p.filter);
  // MATCH-LEVEL-NOT-RANK: what the Level bound misses is said.
  const why = p.levelless === 'xyz' ? t('；超量怪兽有阶级，没有等级', '; an Xyz Monster has a Rank, not a Level') : p.levelless === 'link' ? t('；连接怪兽没有等级', '; a Link Monster has no Level') : t('', '');
  return t(`${me.zh}：「${p.bad}」不是这个效果能选的对象（${want.zh}${why.zh}）。`, `${me.en}: ${p.bad} is not a valid target for this effect (${want.en}${why.en}).`);
}

/** One action of a 「包含…的效果」 list, in words: 从卡组加入手卡 / add from the Deck to the hand. */
export function describeIncluded(a: { do: string; from?: Place | Place[] }): Text {
  const from = a.from ? zoneWordList(Array.isArray(a.from) ? a.from : [a.from]) : null;
  const words: Record<string, Text> = {
    'add-to-hand': t('加入手卡', 'add to the hand'),
    'special-summon': t('特殊召唤', 'Special Summon'),
    summon: t('通常召唤', 'Normal Summon'),
    'activate-other': t('把其他的效果发动', 'activate another effect'),
    'activate-other-spell-trap': t('把其他的魔法·陷阱卡的效果发动', 'activate another Spell/Trap card or effect'),
    'activate-other-spell': t('把其他的魔法卡的效果发动', 'activate another Spell card or effect'),
    'activate-other-trap': t('把其他的陷阱卡的效果发动', 'activate another Trap card or effect'),
    'activate-other-monster': t('把其他的怪兽的效果发动', 'activate another monster effect'),
    'send-to-gy': t('送去墓地', 'send to the GY'),
    banish: t('除外', 'banish'),
    'return-to-deck': t('回到卡组', 'return to the Deck'),
    destroy: t('破坏', 'destroy'),
    draw: t('抽卡', 'draw'),
    set: t('把魔法·陷阱卡盖放', 'Set a Spell/Trap card'),
  };
  const verb = words[a.do] ?? t(a.do, a.do);
  if (!from) return verb;
  // English puts the destination last: "add from the Deck to the hand".
  const dest: Record<string, string> = { 'add-to-hand': 'to the hand', 'send-to-gy': 'to the GY', 'return-to-deck': 'to the Deck' };
  const en = dest[a.do] ? `${verb.en.replace(` ${dest[a.do]}`, '')} from ${from.en} ${dest[a.do]}` : `${verb.en} from ${from.en}`;
  return t(`从${from.zh}${verb.zh}`, en);
}


/** A card's own state as a condition, in words (never the data's id). */
const SELF_STATE_WORDS: Record<SelfState, Text> = {
  attacked: t('是这个回合攻击过的', 'attacked this turn'),
  'not-attacked': t('这个回合还没有攻击过', 'has not attacked this turn'),
  'not-attacked-directly': t('这个回合还没有直接攻击过', 'has not attacked directly this turn'),
  battled: t('是这个回合进行过战斗的', 'battled this turn'),
  'destroyed-by-battle-a-monster': t('是这个回合战斗破坏过怪兽的', 'destroyed a monster by battle this turn'),
  'attack-declared': t('是这个回合攻击宣言过的', 'declared an attack this turn'),
  'attacked-directly': t('是这个回合直接攻击过的', 'attacked directly this turn'),
  'dealt-battle-damage': t('是这个回合给与过对方战斗伤害的', 'dealt the opponent battle damage this turn'),
  'in-attack': t('是攻击表示', 'is in Attack Position'),
  'set-this-turn': t('是本回合盖放的', 'was Set this turn'),
  'summoned-this-turn': t('是本回合召唤·特殊召唤的', 'was summoned this turn'),
  flipped: t('已经反转', 'was flipped face-up'),
  'face-up': t('表侧表示', 'is face-up'),
  'in-defense': t('是守备表示', 'is in Defense Position'),
  linked: t('是连接状态', 'is linked'),
  'co-linked': t('是互相连接状态', 'is co-linked'),
  'extra-linked': t('是额外连接状态', 'is extra linked'),
  'extra-zone-unlinked': t('在额外怪兽区域而所连接区没有怪兽存在', 'stands in an Extra Monster Zone with no monster in the zones it points to'),
  'has-materials': t('有超量素材', 'has Xyz Materials'),
  equipping: t('作为装备卡装备中', 'is an Equip Card equipped to a monster'),
  // CMP-COIN-GRANTED: the coin its summon trigger tossed (秘仪之力).
  'coin-heads': t('召唤时投掷硬币的结果是表', 'had heads on the coin tossed for its summon'),
  'coin-tails': t('召唤时投掷硬币的结果是里', 'had tails on the coin tossed for its summon'),
};

/** CH-SENT-GY-TURN: what happened to the card, as 「这张卡…的回合」 says it (a summon by its kind when named: 「特殊召唤的回合」). */
function turnEventWords(event: CardTurnEvent, how: SummonHow | undefined): Text {
  if (event === 'sent-to-gy') return t('送去墓地', 'sent to the GY');
  if (event === 'banished') return t('被除外', 'banished');
  if (event === 'flipped') return t('反转', 'flipped face-up');
  return how ? HOW_WORDS[how] : t('召唤·特殊召唤', 'Normal or Special Summoned');
}

/** CH-SENT-GY-TURN: the situation's state that says the event happened this turn (the words the user writes). */
const TURN_EVENT_STATE: Record<CardTurnEvent, string> = { 'sent-to-gy': '本回合送去墓地', banished: '本回合除外', summoned: '本回合特召', flipped: '已反转' };

/** FD-MATERIALS-UNSTATED: 「用通常怪兽作为素材作融合召唤的这张卡」 — the card's own summon and materials, as a condition says them. */
function selfSummonWords(f: CardFilter): Text {
  const zh: string[] = [];
  const en: string[] = [];
  if (f.materialsAre === 'normal') { zh.push('用通常怪兽作为素材'); en.push('with a Normal Monster as material'); }
  if (f.materialsAre === 'field') { zh.push('只用场上的怪兽作为素材'); en.push('with monsters on the field only as material'); }
  if (f.madeWith !== undefined) { zh.push(`用「${f.madeWith}」作为素材`); en.push(`with "${f.madeWith}" as material`); }
  if (f.materialsMin !== undefined) { zh.push(`用${f.materialsMin}只以上的怪兽作为素材`); en.push(`with ${f.materialsMin} or more materials`); }
  const how = f.summoned ? HOW_WORDS[f.summoned] : null;
  // WIN-BATTLE-PHASE-END-SUMMONER: 「用名字带有「剑斗兽」的怪兽的效果特殊召唤的这张卡」 (FD-SUMMONED-BY-SELF) — said, not left out.
  const by = f.summonedBySelf;
  const byZh = by ? `用${by.archetype ? `名字带有「${by.archetype}」的怪兽` : `「${by.name}」`}的效果特殊召唤的` : '';
  const byEn = by ? ` Special Summoned by the effect of ${by.archetype ? `a "${by.archetype}" monster` : `"${by.name}"`}` : '';
  const zhHow = byZh || (how ? `${zh.length ? '作' : ''}${how.zh}的` : zh.length ? '召唤的' : '');
  const enHow = byEn || (how ? ` ${how.en}` : en.length ? ' summoned' : '');
  const place = f.place === 'monster' || f.place === 'field' ? t('在场上', ' on the field') : t('', '');
  // CMP-NO-MATERIALS-UNSTATED: 「这张卡没有超量素材的状态」 — said (it was said as the card merely being on the field).
  if (f.noXyzMaterials) { zh.unshift('没有超量素材的'); en.push('with no Xyz Material'); }
  const face = f.faceUp ? t('表侧表示', ' face-up') : t('', '');
  return t(`${zh.join('')}${zhHow}这张卡${place.zh}${face.zh}存在`, `this card${enHow}${en.length ? ` ${en.join(', ')}` : ''} is${face.en}${place.en}`);
}

/** 「通常召唤·反转召唤·特殊召唤」 as a summon negation's card text lists them. */
function summonWords(kinds: readonly string[]): Text {
  const zh: Record<string, string> = { normal: '通常召唤', flip: '反转召唤', special: '特殊召唤' };
  const en: Record<string, string> = { normal: 'a Normal Summon', flip: 'a Flip Summon', special: 'a Special Summon' };
  return t(kinds.map((k) => zh[k] ?? k).join('·'), kinds.map((k) => en[k] ?? k).join(' or '));
}
