/**
 * Issue 16, lingering effects: the words of the End Phase played after the chain (../game/end-phase.ts,
 * CH-END-PHASE-PLAYED and the rules it names).
 */
import { t, type Text, zhJoined, enJoined } from '../../i18n/text.js';
import { R, W } from '../rule-ids.js';
import type { PhraseBook } from './index.js';
import { countedPhase, phaseTitle } from './phase-title.js';

const VERB: Record<string, Text> = {
  destroy: t('破坏', 'destroyed'),
  banish: t('除外', 'banished'),
  'return-to-deck': t('回到卡组', 'returned to the Deck'),
  'return-to-hand': t('回到手卡', 'returned to the hand'),
  'send-to-gy': t('送去墓地', 'sent to the GY'),
  'add-to-hand': t('加入手卡', 'added to the hand'),
  return: t('回到场上', 'returned to the field'),
};

/** What a step not judged here would do, as a noun (「留下的处理（加入手卡）」). */
const STEP: Record<string, Text> = {
  destroy: t('破坏', 'destroying'),
  banish: t('除外', 'banishing'),
  'return-to-deck': t('回到卡组', 'returning to the Deck'),
  'return-to-hand': t('回到手卡', 'returning to the hand'),
  'send-to-gy': t('送去墓地', 'sending to the GY'),
  'add-to-hand': t('加入手卡', 'adding to the hand'),
  'special-summon': t('特殊召唤', 'Special Summoning'),
  draw: t('抽卡', 'drawing'),
  damage: t('伤害', 'damage'),
};

const names = (xs: string[]): Text => t(xs.map((x) => `「${x}」`).join(''), xs.join(', '));

const WHY: Record<string, Text> = {
  'cannot-use': t('不能使用（卡名被宣言）', 'it cannot be used (its name was declared)'),
  unique: t('场上已有只能存在1张的同名卡', 'a card of its name that may be there only once is already on that field'),
  'no-zone': t('没有可用的主要怪兽区域', 'no Main Monster Zone is free'),
  'field-limit': t('那个场上的限制（只能有○○存在）不让它出现', 'a limit on that field (only … may be there) does not let it be there'),
};

export const END_PHASE: PhraseBook = {
  // SIT-THEN-CHAIN: what a chain played before the judged one left.
  [R.THEN_CHAIN]: ({ n, resolved, negated, illegal, moved, ended }) => {
    const head = t(`第${n}个连锁`, `Chain ${n}`);
    const parts: Text[] = [];
    if ((resolved as string[]).length) parts.push(t(`${names(resolved).zh}处理了`, `${(resolved as string[]).join(', ')} resolved`));
    if ((negated as string[]).length) parts.push(t(`${names(negated).zh}被无效`, `${(negated as string[]).join(', ')} negated`));
    if ((illegal as string[]).length) parts.push(t(`${names(illegal).zh}不能发动`, `${(illegal as string[]).join(', ')} could not be activated`));
    if ((moved as string[]).length) parts.push(t(`${names(moved).zh}移动了位置`, `${(moved as string[]).join(', ')} moved`));
    const body = parts.length ? t(zhJoined(parts, '，'), enJoined(parts, '; ')) : t('什么也没有处理', 'nothing resolved');
    if (ended) return t(`${head.zh}：${body.zh}。决斗在这个连锁里结束，之后的连锁不进行。`, `${head.en}: ${body.en}. The Duel ended in it; no chain after it is played.`);
    return t(
      `${head.zh}：${body.zh}。下一个连锁从这之后的状况开始（卡的位置、还在适用的变化、这个回合已经发动过的效果都保留）。`,
      `${head.en}: ${body.en}. The next chain starts from what it left (where the cards are, the changes still applying, the effects already activated this turn).`,
    );
  },
  // WIN-END-PHASE-STEP
  [W.END_PHASE_STEP]: () =>
    t('结束阶段的处理（不入连锁，不取对象）进行后的时点：被那些处理破坏·送去墓地等的卡满足条件的诱发效果可以在这里发动。', 'The window after the End Phase steps (done outside any chain, targeting nothing): triggers met by what those steps did may be activated here.'),
  [R.END_PHASE_PLAYED]: ({ variant, verb, verbs, source, done, notDone, link, chain, lock, unaffected, spared, toGy, owners, phase, toHand, n, whose: countedWhose, reached }) => {
    // (SIT-THEN-CHAIN: a link of a chain played before the one asked about is named with its chain.)
    const of = chain !== null && chain !== undefined ? t(`第${chain}个连锁的`, `chain ${chain}'s `) : t('', '');
    const whose = link === null && verb === 'return' ? t('一时除外的卡回到场上', 'the temporarily banished card coming back') : link !== null ? t(`${of.zh}C${link}「${source}」留下的处理`, `what ${of.en}C${link} ${source} left`) : t(`「${source}」的效果（之前已适用）`, `the effect of ${source} (applied earlier)`);
    const v = VERB[verb as string] ?? t('处理', 'applied');
    // (CH-STANDBY-PHASE-PLAYED: the same steps, played in the next Standby Phase.)
    const pre = phase === 'standby-phase' ? t(`准备阶段：${whose.zh}`, `Standby Phase: ${whose.en}`) : t(`结束阶段：${whose.zh}`, `End Phase: ${whose.en}`);
    if (variant === 'gy-lock') return t(`${pre.zh}不能进行：「${lock}」适用中，不能从墓地把卡${v.zh}（不入连锁的处理也一样，发动它的卡不受效果影响也不例外）。`, `${pre.en} is not done: ${lock} applies, so no card leaves the GY that way (a later step too, whatever protects the card whose effect it is).`);
    if (variant === 'gy-lock-part') return t(`${pre.zh}：「${lock}」适用中，不能从墓地把卡${v.zh}（不入连锁的处理也一样，发动它的卡不受效果影响也不例外）；从其他地方的处理在这里不判断。`, `${pre.en}: ${lock} applies, so no card leaves the GY that way (a later step too, whatever protects the card whose effect it is); taking from the other places is not judged here.`);
    if (variant === 'gy-lock-rest') return t(`${pre.zh}：「${lock}」适用中，墓地的${names(notDone as string[]).zh}不能${v.zh}（延时处理本身已经适用，不会被无效）；${(done as string[]).length ? `${names(done).zh}照样${v.zh}` : '其他地方没有可以处理的卡'}。`, `${pre.en}: ${lock} applies, so ${names(notDone as string[]).en} in the GY cannot be ${v.en} (the later step was applied already and is not negated); ${(done as string[]).length ? `${names(done).en} ${v.en} all the same` : 'no card elsewhere to apply to'}.`);
    // CH-DELAYED (s60): a phase counted from the activation, not reached by the phases played (`reached` of them so far).
    if (variant === 'counted-waits' || variant === 'counted-gone') {
      const when = countedPhase({ n: n as number, ...(countedWhose ? { whose: countedWhose as string } : {}) }, phaseTitle(String(phase)));
      if (variant === 'counted-gone') return t(`${pre.zh}是等到${when.zh}${v.zh}「${source}」自身，但「${source}」已经不在场上：那时也没有可以处理的卡。`, `${pre.en} was to be done to ${source} itself at the ${when.en}, but ${source} has left the field: there is nothing for it to do then.`);
      return t(
        `${pre.zh}要到${when.zh}才进行：这个${phaseTitle(String(phase)).zh}还不是那一次（算到这里是第${reached}次），什么也不做${(notDone as string[]).length ? `（${names(notDone as string[]).zh}留在原处）` : ''}。`,
        `${pre.en} waits for the ${when.en}: this ${phaseTitle(String(phase)).en} is not it (${reached} of those counted so far), so nothing is done now${(notDone as string[]).length ? ` (${names(notDone as string[]).en} left as ${(notDone as string[]).length === 1 ? 'it is' : 'they are'})` : ''}.`,
      );
    }
    // CH-END-PHASE-NEXT-TURN
    if (variant === 'next-turn') return t(`${pre.zh}要到下个回合的结束阶段才进行，这个结束阶段什么也不做${(notDone as string[]).length ? `（${names(notDone as string[]).zh}留到下个回合）` : ''}。`, `${pre.en} waits for the next turn's End Phase: nothing is done in this one${(notDone as string[]).length ? ` (${names(notDone as string[]).en} left for the next turn)` : ''}.`);
    if (variant === 'unknown') {
      // (The steps one link left, said once with what each does: 「留下的处理（加入手卡、特殊召唤）」.)
      const what = ((verbs as string[] | undefined) ?? []).map((x) => STEP[x]).filter((x): x is Text => x !== undefined);
      const of = what.length ? t(`（${what.map((x) => x.zh).join('、')}）`, ` (${what.map((x) => x.en).join(', ')})`) : t('', '');
      return t(`${pre.zh}${of.zh}在这里不判断。`, `${pre.en}${of.en} is not judged here.`);
    }
    if (variant === 'nothing') return t(`${pre.zh}没有可以处理的卡（那些卡已经离开或变成了新的卡）。`, `${pre.en} finds no card to apply to (the cards left or became new cards).`);
    if (verb === 'control-back') {
      // CTL-UNTIL-END-PHASE / CTL-ZONE-CHOOSER
      const ps = owners as string[];
      return t(
        `${pre.zh}：${names(done).zh}的控制权回到${ps.join('、')}（由得到控制权的玩家${[...new Set(ps)].join('、')}决定放置的怪兽区域）。`,
        `${pre.en}: control of ${names(done).en} goes back to ${ps.join(', ')} (the player getting it, ${[...new Set(ps)].join(', ')}, chooses the Monster Zone).`,
      );
    }
    if (verb === 'return') {
      // CMP-UNTIL-NEXT-PHASE: the cards banished from the hand come back to the hand, the others to the field.
      const handBack = (toHand as string[] | undefined) ?? [];
      const fieldBack = (done as string[]).filter((n) => !handBack.includes(n));
      const hand = handBack.length ? t(`${names(handBack).zh}回到持有者的手卡`, `${names(handBack).en} ${handBack.length === 1 ? 'returns' : 'return'} to the owner's hand`) : t('', '');
      const field = fieldBack.length ? t(`${names(fieldBack).zh}回到持有者（${(owners as string[]).join('、')}）的场上（不是召唤）`, `${names(fieldBack).en} ${fieldBack.length === 1 ? 'returns' : 'return'} to the owner's field (${(owners as string[]).join(', ')}) — not a summon`) : t('', '');
      const back = t([hand.zh, field.zh].filter(Boolean).join('，'), [hand.en, field.en].filter(Boolean).join('; '));
      const gy = (toGy as { name: string; why: string }[]).map((x) => t(`「${x.name}」${WHY[x.why]!.zh}，送去墓地`, `${x.name} goes to the GY (${WHY[x.why]!.en})`));
      return t(`${pre.zh}：${[back.zh, ...gy.map((x) => x.zh)].filter(Boolean).join('；')}。`, `${pre.en}: ${[back.en, ...gy.map((x) => x.en)].filter(Boolean).join('; ')}.`);
    }
    const doneText = (done as string[]).length ? t(`${names(done).zh}${v.zh}`, `${names(done).en} ${v.en}`) : t('', '');
    const un = (unaffected as string[]).length ? t(`（${names(unaffected).zh}之后才不受效果影响，之前已适用的效果照样处理）`, ` (${names(unaffected).en} became unaffected only after the effect applied to it)`) : t('', '');
    const sp = (spared as string[]).length ? t(`；${names(spared).zh}不会被这个处理破坏（不入连锁的处理不以它为对象）`, `; ${names(spared).en} is not destroyed by it (a later step does not target)`) : t('', '');
    void notDone;
    return t(`${pre.zh}：${doneText.zh}${un.zh}${sp.zh}。`, `${pre.en}: ${doneText.en}${un.en}${sp.en}.`);
  },
  // CH-STANDBY-PHASE-PLAYED: a return bound to its controller's own Standby Phase, in the other player's. (Said without where to:
  // a card banished from the hand comes back to the hand, so 「回到场上」 was wrong for it.)
  [R.STANDBY_PHASE_PLAYED]: ({ whose, owner, cards, nth }) =>
    // (s57) 「第2次自己的准备阶段」: the next Standby Phase is only the 1st of those it counts.
    typeof nth === 'number'
      ? t(
          `准备阶段（${whose}的）：${names(cards as string[]).zh}要在${owner}的第${nth}次准备阶段才回来（从效果处理后数起），这个准备阶段还不是那一次，还不会回来。`,
          `Standby Phase (${whose}'s): ${names(cards as string[]).en} ${(cards as string[]).length === 1 ? 'comes' : 'come'} back only in ${owner}'s ${nth === 2 ? '2nd' : nth === 3 ? '3rd' : `${nth}th`} Standby Phase counted from the resolution; this one is not it.`,
        )
      : t(
          `准备阶段（${whose}的）：${names(cards as string[]).zh}要在${owner}自己的下次准备阶段才回来，这个准备阶段还不会回来。`,
          `Standby Phase (${whose}'s): ${names(cards as string[]).en} ${(cards as string[]).length === 1 ? 'comes' : 'come'} back only in ${owner}'s own next Standby Phase, not in this one.`,
        ),
  // CH-STANDBY-NEXT-TURN: 「下个回合的准备阶段」 met this turn, in this turn's Standby Phase (played from the Draw Phase): not yet.
  [R.STANDBY_NEXT_TURN]: ({ whose, card, n, cards }) =>
    cards
      ? t(
          `准备阶段（${whose}的，这个回合的）：${names(cards as string[]).zh}要在下个回合的准备阶段才回到场上，这个回合的准备阶段还不回来。`,
          `Standby Phase (${whose}'s, this turn's): ${names(cards as string[]).en} ${(cards as string[]).length === 1 ? 'comes' : 'come'} back only in the next turn's Standby Phase, not in this turn's.`,
        )
      : t(
          `准备阶段（${whose}的，这个回合的）：「${card}」的效果${n}要在下个回合的准备阶段才发动，这个回合的准备阶段还不发动。`,
          `Standby Phase (${whose}'s, this turn's): ${card}'s effect ${n} is activated only in the next turn's Standby Phase, not in this turn's.`,
        ),
  // CH-STANDBY-ARMED-TRIGGER (../game/armed-standby.ts): a Standby Phase trigger the chain armed, offered in the Standby Phase played.
  [R.STANDBY_ARMED_TRIGGER]: ({ card, n, whose, owner, variant, mandatory, from, words }) => {
    const where = from === 'gy' ? t('在墓地', 'from the GY') : from === 'banished' ? t('在除外状态', 'while banished') : from === 'hand' ? t('在手卡', 'from the hand') : t('', '');
    const quoted = words ? `（「${String(words)}」）` : '';
    if (variant === 'gone')
      return t(
        `准备阶段（${whose}的）：「${card}」在连锁中满足了效果${n}${quoted}的条件，但之后离开了那个位置（例如从墓地被除外），已经是新的卡：这个准备阶段不发动。`,
        `Standby Phase (${whose}'s): ${card} met the condition of its effect ${n} in the chain but left that place since (banished from the GY, say) — a new card: the effect is not activated in this Standby Phase.`,
      );
    if (variant === 'waits')
      return t(
        `准备阶段（${whose}的）：「${card}」的效果${n}${quoted}要在${owner}自己的下次准备阶段才发动，这个准备阶段还不发动。`,
        `Standby Phase (${whose}'s): ${card}'s effect ${n} is activated only in ${owner}'s own next Standby Phase, not in this one.`,
      );
    return t(
      `准备阶段（${whose}的）：「${card}」的效果${n}${quoted}在这个准备阶段发动——连锁中这张卡满足了它的条件；这是${mandatory ? '必发' : '选发'}的诱发效果，${where.zh}发动，入连锁（可以被连锁），效果在那个连锁处理时才处理。`,
      `Standby Phase (${whose}'s): ${card}'s effect ${n} is activated in this Standby Phase — the chain met its condition; it is ${mandatory ? 'a mandatory' : 'an optional'} trigger effect activated ${where.en} as a chain link (others may respond), and what it does happens when that link resolves.`,
    );
  },
  [R.MAINTENANCE_LP]: ({ card, amount, whose, lp, paid }) =>
    paid
      ? t(
          `准备阶段（${whose}的）：「${card}」的维持代价——控制者可以支付${amount}基本分让它留在场上（${lp === null ? '基本分情境中没有写明，' : `基本分${lp}，`}假定支付）。`,
          `Standby Phase (${whose}'s): ${card}'s maintenance — its controller may pay ${amount} LP to keep it (${lp === null ? 'LP not stated; ' : `LP ${lp}; `}assumed paid).`,
        )
      : t(
          `准备阶段（${whose}的）：「${card}」的控制者基本分${lp}，不能支付维持代价${amount}基本分，这张卡破坏——这是规则上的破坏（不入连锁），不是卡的效果破坏，不会被效果破坏的效果不能防止。`,
          `Standby Phase (${whose}'s): ${card}'s controller has ${lp} LP and cannot pay its ${amount} LP maintenance, so it is destroyed — by rule (no chain), not by a card effect: protections from destruction by effects do not stop it.`,
        ),
  [R.LINGER_NEGATE_EARLIER]: ({ name, card, variant }) =>
    variant === 'damage-step'
      ? t(
          `这个回合早些时候发动的「${card}」的效果直到伤害步骤结束时适用：假定它是在现在这个伤害步骤中发动的。`,
          `${card}'s effect, activated earlier this turn, lasts until the end of the damage step: assumed activated in this damage step.`,
        )
      : t(
      `这个回合早些时候发动的「${card}」的效果仍在适用（这个回合，那些卡的效果无效化），所以${name.zh}处理时效果不适用（发动本身不被无效）。`,
      `the effect of ${card}, activated earlier this turn, still applies (those cards' effects are negated this turn), so when ${name.en} resolves its effect does not apply (the activation itself stands).`,
    ),
  [R.TARGET_LOCK_NEGATE]: ({ name, card }) =>
    t(
      `「${card}」的效果在这个回合适用（以它选的卡为对象发动的怪兽效果无效：它影响的是发动的效果，不是那张被选的卡），${name.zh}以那张卡为对象，所以处理时效果不适用（发动本身不被无效）。`,
      `the effect of ${card} applies this turn (monster effects activated that target the card it chose are negated: it affects the effect activated, not the chosen card), and ${name.en} targets that card, so when it resolves its effect does not apply (the activation itself stands).`,
    ),
  [R.NAME_NEGATE_EARLIER]: ({ name, card, named }) =>
    t(
      `这个回合早些时候发动的「${card}」的效果仍在适用（原本卡名是「${named}」的卡的效果无效化，不论它在哪里），所以${name.zh}处理时效果不适用（发动本身不被无效）。`,
      `the effect of ${card}, activated earlier this turn, still applies (the effects of cards whose original name is ${named} are negated, wherever they are), so when ${name.en} resolves its effect does not apply (the activation itself stands).`,
    ),
  [R.NEGATED_OFF_FIELD]: ({ name, card }) =>
    t(
      `「${card}」的效果在它现在所在的地方也仍被之前的效果无效（情境写了 (效果无效)），${name.zh}是它在这个状态下发动的，所以处理时效果不适用（发动本身不被无效）。`,
      `An earlier effect negated the effects of ${card} where it is now (the situation says 效果无效), and ${name.en} was activated while it was so: when it resolves its effect does not apply (the activation itself stands).`,
    ),
  [R.BOND_NEGATE]: ({ name, card }) =>
    t(
      `「${card}」在场上表侧表示存在，持续以这张卡为对象，它的永续效果让这张卡的效果无效化，所以${name.zh}处理时效果不适用（发动本身不被无效）。`,
      `${card} is face-up on the field and keeps this card as its target; its continuous effect negates this card's effects, so when ${name.en} resolves its effect does not apply (the activation itself stands).`,
    ),
  [R.BOND_NEGATE_HELD]: ({ name, card }) =>
    t(
      `「${card}」在场上表侧表示存在，仍持续以这张卡为对象：它的效果处理时让这张卡的效果无效，这个无效在「${card}」表侧表示存在期间持续（即使「${card}」自身的效果之后被无效），所以${name.zh}处理时效果不适用（发动本身不被无效）。`,
      `${card} is face-up on the field and still keeps this card as its target: its effect negated this card as it resolved, and that lasts while ${card} stays face-up (even if its own effects are negated since), so when ${name.en} resolves its effect does not apply (the activation itself stands).`,
    ),
  [R.DAMAGE_AS_COUNTER]: ({ player, card, kind }) =>
    t(`「${card}」的效果作为代替给它放置1个${kind}指示物，${player}不受到这次伤害`, `${card}'s effect places 1 ${kind} Counter on it instead: ${player} takes no damage`),
  [R.DAMAGE_ZERO_STANDING]: ({ player, card, variant }) =>
    variant === 'once-assumed'
      ? t(
          `「${card}」的「1回合只有1次让那次伤害变成0」：情境没有写它这个回合已经适用过（已用），假定还没有——这次伤害${player ? `（${player}受到的）` : ''}是这个回合的第1次，变成0，这个回合它不再适用。这是假设，不是裁定。`,
          `${card}'s "once per turn, that damage becomes 0": the situation does not say it was already applied this turn (已用), so it is assumed not — this damage${player ? ` (to ${player})` : ''} is the turn's first and becomes 0, and it applies no more this turn. An assumption, not a ruling.`,
        )
      : variant === 'once'
      ? t(`「${card}」的永续效果让${player}这个回合第1次受到的伤害变成0（1回合1次），${player}不受到伤害`, `${card}'s continuous effect makes the first damage ${player} takes this turn 0 (once per turn): ${player} takes none`)
      : variant === 'unknown'
      ? t(
          `「${card}」的「受到的效果伤害变成0」只在它的条件满足时（如它特殊召唤成功的回合）适用：情境没有写明（可写 本回合特召），这里没有适用，${player}受到伤害——这是假设，不是裁定。`,
          `${card}'s "effect damage you take becomes 0" applies only while its condition holds (such as the turn it was Special Summoned): the situation does not say (write 本回合特召), so it is not applied here and ${player} takes the damage — an assumption, not a ruling.`,
        )
      : t(`「${card}」的永续效果让${player}受到的效果伤害变成0，${player}不受到伤害`, `${card}'s continuous effect makes the effect damage ${player} takes 0: ${player} takes none`),
  // CH-BATTLE-ZERO-SUMMON-TURN (./game/battle-damage.ts)
  [R.BATTLE_ZERO_SUMMON_TURN]: ({ card }) =>
    t(
      `「${card}」的「这张卡特殊召唤的回合，…对控制者造成的战斗伤害变成0」只在它特殊召唤的回合适用：情境没有写明（可写 本回合特召），这里没有适用，战斗伤害照常计算——这是假设，不是裁定。`,
      `${card}'s "the turn this card was Special Summoned, … battle damage to their controller becomes 0" applies only in the turn it was Special Summoned: the situation does not say so (write 本回合特召), so it is not applied here and the battle damage is as calculated — an assumption, not a ruling.`,
    ),
  [R.DAMAGE_ZERO_EARLIER]: ({ player }) =>
    t(`这个回合早些时候发动的效果让${player}受到的全部伤害变成0，${player}不受到伤害`, `an effect activated earlier this turn leaves ${player} taking no damage: ${player} takes none`),
};
