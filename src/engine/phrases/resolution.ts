/**
 * The sentences of resolution (chain/resolve.ts), keyed by rule id: why a link resolved as it did,
 * and what was assumed on the way. A rule with several sentences says which by a `variant` param.
 */
import { t, type Text, zhJoined, enJoined } from '../../i18n/text.js';
import { R } from '../rule-ids.js';
import { cardName, link as linkWord, sentences, zoneWord } from './words.js';
import type { PhraseBook } from './index.js';
import type { Place } from '../../cards/facts.js';
import { MONSTER_TYPE_WORDS, type DeclaredMonsterType } from '../../notation/declared-kind.js';
import { condText, describeIncluded, summonTurnHint } from './legality.js';

/** CH-REPLACE-DESTROY-NOTED: the place a replacement works from (「墓地的这张卡」), in words. */
const PLACE_WORDS: Record<string, [string, string]> = { gy: ['墓地', 'the GY'], hand: ['手卡', 'the hand'], banished: ['除外区', 'the banishment'], deck: ['卡组', 'the Deck'], extra: ['额外卡组', 'the Extra Deck'] };

/** How a card left (destroyed, banished …), for "it had been … by Chain Link n". */
export function moveWord(type: string): Text {
  switch (type) {
    case 'destroyed':
      return t('破坏', 'destroyed');
    case 'banished':
      return t('除外', 'banished');
    case 'returned-to-hand':
      return t('返回手卡', 'returned to the hand');
    case 'returned-to-deck':
      return t('返回卡组', 'returned to the Deck');
    // A card still on the field that no longer counts as there face-up: it was turned face-down (变成里侧表示).
    case 'position-changed':
      return t('变成里侧表示', 'turned face-down');
    default:
      return t('送去墓地', 'sent to the GY');
  }
}

/** CH-COIN-BRANCH: an outcome of a coin toss, and the note that gives it. */
const COIN_WORDS: Record<string, [string, string, string]> = {
  right: ['猜中', 'the call was right', '[猜中]'],
  wrong: ['猜错', 'the call was wrong', '[猜错]'],
  heads: ['表', 'heads', '[表]'],
  tails: ['里', 'tails', '[里]'],
};

/** The monster types a declaration may name, as the card text lists them (仪式·…·灵摆). */
const DECLARABLE_ZH = (['ritual', 'fusion', 'synchro', 'xyz', 'pendulum'] as const).map((x) => MONSTER_TYPE_WORDS[x].zh).join('·');

export const RESOLUTION: PhraseBook = {
  // CH-REPLACE-DESTROY-LINKED: the substitute of 「这张卡所连接区1只自己怪兽」 with the zones not stated.
  // name null: destruction by battle (CH-REPLACE-DESTROY-BATTLE), said on the battle line.
  // variant 'none': the replacement cannot apply — no own monster it could destroy instead is in a zone it points at.
  [R.REPLACE_DESTROY_LINKED]: ({ name, card, monster, variant }) =>
    variant === 'none'
      ? t(
          `${name ? name.zh : '伤害计算'}：「${card}」的代替破坏不能适用：作为代替破坏的怪兽要在它所连接区，那里没有可以被破坏的自己怪兽（那张卡也确定被破坏，或者不会被破坏·不受影响，或者不在它的连接标记指向的区域）。`,
          `${name ? name.en : 'Damage calculation'}: ${card}'s destruction replacement cannot apply: the monster it destroys instead must be in a zone it points to, and no own monster there can be destroyed (it is being destroyed too, cannot be destroyed or is unaffected, or is not in a zone its arrows point at).`,
        )
      : t(
      `${name ? name.zh : '伤害计算'}：「${card}」作为代替破坏的怪兽要在它所连接区；情境没有写明区域，假定「${monster}」在它所连接区（写明区域时按连接标记判断）。`,
      `${name ? name.en : 'Damage calculation'}: the monster ${card} destroys instead must be in a zone it points to; the zones are not stated, so ${monster} is assumed to be in one (state the zones to have the arrows judged).`,
    ),
  // CH-REPLACE-DESTROY-NOTED: a replacement the link's note applies (`[代替破坏 X]`) — 'applied', or why it did not apply.
  [R.REPLACE_DESTROY_NOTED]: ({ n, card, variant, from }) => {
    const head = t(`C${n} 的注记：「${card}」的代替破坏效果`, `Chain Link ${n}'s note: ${card}`);
    switch (variant) {
      case 'applied':
        return t(`${head.zh}在这次破坏时适用。`, `${head.en} applies its destruction replacement when this link destroys.`);
      case 'gone':
        return t(`${head.zh}没有适用：C${n} 处理时「${card}」已经离开场上（不在它的效果适用的地方），它的代替破坏不能适用。`, `${head.en}'s destruction replacement did not apply: ${card} had left the field (it was not where its effect applies) when Chain Link ${n} resolved, so it could not replace anything.`);
      case 'gone-from': {
        const place = PLACE_WORDS[String(from)] ?? PLACE_WORDS.gy!;
        return t(`${head.zh}没有适用：C${n} 处理时「${card}」已经不在${place[0]}（它的代替破坏从${place[0]}适用），它的代替破坏不能适用。`, `${head.en}'s destruction replacement did not apply: ${card} was no longer in ${place[1]} (where its replacement works from) when Chain Link ${n} resolved, so it could not replace anything.`);
      }
      case 'off':
        return t(`${head.zh}没有适用：C${n} 处理时「${card}」是里侧表示或效果被无效，它的代替破坏不能适用。`, `${head.en}'s destruction replacement did not apply: ${card} was face-down or had its effects negated when Chain Link ${n} resolved.`);
      case 'nested':
        return t(`${head.zh}没有适用：它要保护的卡是作为别的代替破坏的代替而被破坏的卡，可选的代替破坏对它不适用。`, `${head.en}'s destruction replacement did not apply: the card it would save is destroyed in place of another by a replacement, and an optional replacement does not apply to it.`);
      case 'none':
        return t(`${head.zh}没有适用：「${card}」没有对效果破坏的代替破坏效果。`, `${head.en}: ${card} has no replacement for destruction by an effect, so none applied.`);
      default:
        return t(`${head.zh}没有适用：C${n} 没有破坏它能代替的卡（没有处理，或者没有要被破坏的那种卡）。`, `${head.en}'s destruction replacement did not apply: Chain Link ${n} destroyed no card it covers (it did not resolve, or destroyed no such card).`);
    }
  },
  [R.COIN_BRANCH]: ({ name, assumed, other }) => {
    const a = COIN_WORDS[assumed]!;
    const o = other ? COIN_WORDS[other] : undefined;
    return t(
      `${name.zh}的处理取决于投掷硬币的结果，情境没有写出：假定${a[0]}，只进行${a[0]}的场合的处理${o ? `；${o[0]}的场合改为进行另一部分（在连锁上写 ${o[2]} 判那种结果）` : ''}。`,
      `What ${name.en} does depends on a coin toss the situation does not give: assumed ${a[1]}, and only that outcome's part is done${o ? `; if ${o[1]}, the other part is done instead (write ${o[2]} on the link for that outcome)` : ''}.`,
    );
  },
  // CH-COIN-NEGATE: the face a negation is held by is not told — not applied.
  [R.COIN_NEGATE]: ({ card, name, face, words }) => {
    const c = cardName(card);
    const f = face === 'heads' ? ['表', 'heads', '(硬币表)'] : ['里', 'tails', '(硬币里)'];
    return t(
      `${c.zh}召唤时投掷硬币的结果情境没有写出：${f[0]}的场合它有「${words}」，会使${name.zh}的效果无效；回答没有把它当作适用（在情况块写 ${card.name}${f[2]} 判那种结果）。`,
      `The coin ${c.en} tossed when summoned is not given: on ${f[1]} it has 「${words}」 and would negate ${name.en}'s effect; the answer does not take it as applying (write ${card.name}${f[2]} in the situation for that outcome).`,
    );
  },
  // CMP-RANDOM-HAND-PICK
  [R.RANDOM_HAND_PICK]: ({ name }) =>
    t(
      `${name.zh}的处理取决于从手卡随机选出的卡，情境没有写出是哪张（可用注记写出特殊召唤的卡）：回答假定选出的是符合条件的卡，后续处理照常进行；选出的卡不符合条件的场合，那些处理都不进行。`,
      `What ${name.en} does hangs on the card picked at random from the hand, which the situation does not name (a note can name the card it summons): the answer assumes the pick fits and the steps after it are done; if it does not fit, none of them is.`,
    ),
  // CH-TOSS-UNKNOWN
  [R.TOSS_UNKNOWN]: ({ name }) =>
    t(
      `${name.zh}的处理有由掷骰子或投掷硬币的结果决定的部分（是否进行、数值多少），结果情境没有写出、也无法预知：回答假定结果让它进行，实际结果不同时那部分可能不进行或数值不同。`,
      `Part of what ${name.en} does (whether it happens, or how much) hangs on a die roll or coin toss whose result the situation does not give and cannot know: the answer takes a result that lets it happen; another result may stop that part or change its amount.`,
    ),
  // CH-COIN-GRANTS: the face its trigger's coin showed, given by the link's note — else unknown, said with what each face grants.
  [R.COIN_GRANTS]: ({ name, face, heads, tails }) => {
    const zh = (ws: unknown) => (ws as string[]).map((w) => `「${w}」`).join('') || '（效果）';
    if (face === 'heads' || face === 'tails')
      return t(
        `${name.zh}投掷硬币的结果是${face === 'heads' ? '表' : '里'}（注释写明）：这张卡在场上表侧表示存在期间得到${face === 'heads' ? '表' : '里'}的效果${zh(face === 'heads' ? heads : tails)}`,
        `${name.en}: the coin came out ${face} (as the note says): while this card stays face-up on the field it has the ${face} effect ${zh(face === 'heads' ? heads : tails)}`,
      );
    return t(
      `${name.zh}在效果处理时投掷硬币，结果没有写明：表的场合得到${zh(heads)}，里的场合得到${zh(tails)}（只得到其中一个，直到这张卡离开场上或变成里侧表示）。回答没有把哪个效果当作适用；可在连锁上写 [表] 或 [里]，或在情况块写 (硬币表)/(硬币里)。`,
      `${name.en} tosses a coin as it resolves and the result is not given: heads grants ${zh(heads)}, tails grants ${zh(tails)} (only one, until this card leaves the field or is turned face-down). The answer takes neither as applying; write [表] or [里] on the link, or (硬币表)/(硬币里) in the situation.`,
    );
  },
  'note:moved': ({ card, destroyed }) => t(`${cardName(card).zh}被${destroyed ? '破坏' : '除外'}`, `${cardName(card).en} ${destroyed ? 'destroyed' : 'banished'}`),
  [R.NEGATE_ACTIVATION]: ({ name, by }) =>
    t(`${by.zh}使${name.zh}的发动无效：它的效果完全不处理（已经支付的代价不会返还）。`, `${by.en} negated the activation of ${name.en}: nothing of it resolves (costs already paid stay paid).`),
  [R.NEGATE_EFFECT]: ({ name, by, targets }) =>
    targets === false
      ? t(`${by.zh}使${name.zh}的效果无效：发动本身仍然成立，但效果不适用。`, `${by.en} negated the effect of ${name.en}: the activation stands, but the effect does not apply.`)
      : t(`${by.zh}使${name.zh}的效果无效：发动本身和它的对象仍然成立，但效果不适用。`, `${by.en} negated the effect of ${name.en}: the activation and its targets stand, but the effect does not apply.`),
  [R.STAYS_ON_FIELD]: ({ name, byLink, how }) =>
    t(
      `${name.zh}的效果需要这张卡在场上表侧表示存在才能处理；处理时它已经${byLink ? `被C${byLink}${moveWord(how).zh}` : '离开了场上'}，所以不处理。`,
      `${name.en} needs its card face-up on the field to resolve; by then it had ${byLink ? `been ${moveWord(how).en} by Chain Link ${byLink}` : 'left the field'}, so it does nothing.`,
    ),
  [R.CANNOT_BE_NEGATED]: ({ cards, variant }) =>
    variant === 'activation' || variant === 'effect'
      ? t(
          `${cards.zh}的${variant === 'activation' ? '发动' : '效果'}不会被无效化（它自身或场上的卡的效果这样规定）：这个无效不适用（之后的处理也不进行）`,
          `the ${variant === 'activation' ? 'activation' : 'effect'} of ${cards.en} cannot be negated (its own text or a card on the field says so), so this negation does not apply (nor what follows it)`,
        )
      : t(`${cards.zh}的发动和效果不会被无效化：这个无效不适用（之后的处理也不进行）`, `${cards.en}: its activation and effects cannot be negated, so this negation does not apply (nor what follows it)`),
  [R.FIELD_LIMIT_SEND]: ({ variant, source, player, cards }) =>
    variant === 'choose'
      ? t(`「${source}」的限制：${player}场上同时出现了不符合条件的怪兽，由${player}选1种保留，其他送去墓地（无法从情境判断选哪一种）。`, `${source}'s limit: monsters breaking it arrived on ${player}'s field at the same time; ${player} chooses which kind to keep and sends the rest to the GY (the situation does not tell which).`)
      : t(`「${source}」的限制：后出现（或种族·属性后变更）的「${cards}」不符合条件，${player}必须把它送去墓地（规则处理，不是效果送去墓地）。`, `${source}'s limit: "${cards}", which came (or changed) later, breaks it, so ${player} must send it to the GY (by rule, not by an effect).`),
  [R.ONLY_ONE_DESTROY]: ({ variant, card, there }) =>
    variant === 'choose'
      ? t(`「${card}」只能有1张表侧表示存在：「${card}」和「${there}」同时表侧表示出现，玩家选1张保留，另1张破坏（规则处理，不是效果破坏；无法从情境判断选哪一张）。`, `Only 1 face-up "${card}" may be there: "${card}" and "${there}" became face-up at the same time; the player keeps one and the other is destroyed (by rule, not by an effect; the situation does not tell which).`)
      : t(`「${card}」只能有1张表侧表示存在：场上已有「${there}」，后出现的「${card}」被破坏（规则处理，不是效果破坏）。`, `Only 1 face-up "${card}" may be there: "${there}" was already there, so the "${card}" that came later is destroyed (by rule, not by an effect).`),
  [R.ONLY_ONE_AT_RESOLUTION]: ({ name, card, there }) =>
    t(
      `${card}只能有1张表侧表示存在：处理时场上已经有表侧表示的「${there}」，所以${name.zh}不能让它出现在场上，效果不处理。`,
      `Only 1 face-up ${card} may be on the field: "${there}" is face-up there by the time ${name.en} resolves, so it cannot bring it out and does nothing.`,
    ),
  [R.EQUIP_HOLDER_GONE]: ({ name }) =>
    t(
      `${name.zh}要把卡给这张卡装备，但这张卡已经不在怪兽区域表侧表示存在：不选要装备的卡，效果不适用。`,
      `${name.en} would equip cards to itself, but it is no longer face-up in the Monster Zone: no card is chosen or equipped, and it does nothing.`,
    ),
  [R.PROCEDURE_SELF_GONE]: ({ name }) =>
    t(
      `${name.zh}要用这张卡作为素材进行召唤，但这张卡已经不在怪兽区域表侧表示存在：之后的召唤不能进行，它之前要选的怪兽也不特殊召唤，效果完全不适用。`,
      `${name.en} would summon using this card as material, but it is no longer face-up in the Monster Zone: that summon cannot be made, so the monster it would first bring out is not summoned either, and it does nothing.`,
    ),
  /** CH-ONCE-APPLIED at resolution: a link above in the same chain (a copy of it, or another of the name) already applied the effect its limit counts. */
  [R.ONCE_APPLIED]: ({ name, card, by, duel }) =>
    t(
      `「${card}」的这个效果${duel ? '在决斗中' : '1回合'}只能适用1次（按卡名），连锁${by}已经适用了它（复制它的效果也算），所以${name.zh}的效果不适用。`,
      `${card}'s effect may be applied only once ${duel ? 'per Duel' : 'per turn'} by name, and chain link ${by} already applied it (a copy of it counts too), so ${name.en} applies nothing.`,
    ),
  [R.DAMAGE_CALC_ATTACKER_GONE]: ({ name }) =>
    t(
      `攻击怪兽已经不在怪兽区域或控制权已经转移，没有可以进行的战斗：${name.zh}转移攻击对象并进行伤害计算的效果不适用。`,
      `The attacking monster is no longer in the Monster Zone or changed control, so there is no battle: ${name.en}, which would move the attack and perform the damage calculation, does nothing.`,
    ),
  [R.STAT_BATTLE_OPPONENT]: ({ name }) =>
    t(
      `进行战斗的对方怪兽已经不在怪兽区域：${name.zh}要参照的数值不存在，效果不适用。`,
      `The opponent's monster in the battle is no longer in the Monster Zone: ${name.en} has no value to refer to and does nothing.`,
    ),
  // CH-DAMAGE-CALC-PROCEDURE-STEP
  [R.DAMAGE_CALC_PROCEDURE_STEP]: ({ name, by }) =>
    t(
      `C${by}已经在处理中进行了伤害计算，之后的连锁在伤害步骤内处理：${name.zh}按召唤手续进行的召唤（同调·超量·连接等）在伤害步骤内不能进行，只进行它之前的处理。`,
      `C${by} performed a damage calculation as it resolved, so the links below it resolve in the damage step: the summon by a procedure ${name.en} would make (Synchro, Xyz, Link…) cannot be made there; only what comes before it is done.`,
    ),
  [R.DAMAGE_CALC_IN_LINK]: ({ name, by }) =>
    t(
      `C${by}已经在处理中进行了伤害计算，之后的连锁在伤害步骤内处理：${name.zh}要进行的召唤（通常召唤，或按召唤手续进行的同调·超量·连接·仪式等召唤）在伤害步骤内不能进行，效果不处理。`,
      `C${by} performed a damage calculation as it resolved, so the links below it resolve in the damage step: the summon ${name.en} would make (a Normal Summon, or a Fusion, Synchro, Xyz, Link or Ritual Summon) cannot be made there, and it does nothing.`,
    ),
  [R.FIELD_LIMIT_AT_RESOLUTION]: ({ name, source, player }) =>
    t(
      `场上表侧表示的「${source}」的限制在处理时也适用：按现在的场面，${name.zh}要进行的召唤会使${player}违反这个限制，所以这次召唤不能进行，效果不处理。`,
      `The limit of ${source}, face-up on the field, applies at resolution too: on the board as it is now, the summon ${name.en} would make breaks it for ${player}, so it is not made and the effect does nothing.`,
    ),
  [R.FIELD_LIMIT_STEP]: ({ name, source, player }) =>
    t(
      `「${source}」的限制在处理途中也适用：${name.zh}进行到召唤的时点，按那时的场面这次召唤会使${player}违反这个限制，所以不进行（怪兽留在原处），需要这次召唤的后续处理也不进行；之前的处理照常有效。`,
      `${source}'s limit applies during the resolution too: when ${name.en} reaches its summon, the board as it then is makes that summon break the limit for ${player}, so it is not made (the monster stays where it is), nor what needs it; the steps before it stand.`,
    ),
  [R.LEAVES_STILL_RESOLVES]: () =>
    t(`这张卡虽然已离开场上，但通常·速攻魔法和通常·反击陷阱不需要留在场上，效果照常处理。`, `Its card has left the field, but a Normal or Quick-Play Spell or a Normal or Counter Trap need not stay on the field: the effect still resolves.`),
  [R.RESOLUTION_CONDITION]: ({ name, variant, changedBy }) =>
    variant === 'assumed'
      ? t(`${name.zh}的处理条件情境中无法判断，假定满足。`, `${name.en}: its resolution condition cannot be judged from the situation; assumed met.`)
      : t(
          `${name.zh}有处理条件，处理时必须仍然满足；${changedBy ? `C${changedBy}处理后` : '处理时'}条件不再满足，所以不处理。`,
          `${name.en} has a resolution condition that must still hold when it resolves; ${changedBy ? `after Chain Link ${changedBy} resolved ` : ''}it no longer holds, so it does nothing.`,
        ),
  [R.CONDITION_NOT_RECHECKED]: () =>
    t('发动条件现在已不满足，但发动条件只在发动时确认，处理时不再确认。', 'Its activation requirement no longer holds, but activation requirements are only checked at activation, not at resolution.'),
  [R.TARGET_GONE]: ({ name, why }) => t(`${name.zh}的对象${why.zh}，所以不处理。`, `${name.en}: its target ${why.en}, so it does nothing.`),
  // CH-POSITION-LOCK-LEFT, CH-TURN-PART (s58): the target gone, the 『发动后』 part or a lasting part in a sentence of its own still
  // applies (docs/c03/誓约.rst:179).
  'target:gone-after-activation': ({ name, why, variant }) =>
    variant === 'turn'
      ? t(
          `${name.zh}的对象${why.zh}，对对象的处理不进行；单独一句的『这个回合○○』是附加在效果上的部分，只要效果没被无效，前面的处理没有适用也仍然适用。`,
          `${name.en}: its target ${why.en}, so nothing is done to it; the part for the rest of the turn, a sentence of its own, is added to the effect and, the effect not negated, applies even though the steps before it did not.`,
        )
      : t(
          `${name.zh}的对象${why.zh}，对对象的处理不进行；『这个效果的发动后，○○』是附加在效果上的部分，只要效果没被无效，前面的处理没有适用也仍然适用。`,
          `${name.en}: its target ${why.en}, so nothing is done to it; the part after "once this effect is activated" is added to the effect and, the effect not negated, applies even though the steps before it did not.`,
        ),
  'target:gone-other-steps': ({ name }) =>
    t(
      `${name.zh}的对象已不在：本回答只适用了附加在效果上的部分（『这个效果的发动后，○○』、单独一句的『这个回合○○』）；效果中不涉及对象的其他处理是否进行没有判断（规则：涉及对象的那部分处理不适用）。`,
      `${name.en}'s target is gone: this answer applies only the parts added to the effect ("once this effect is activated", a sentence for the rest of the turn); whether the effect's other steps not on the target are done is not judged (the rule: the part on the target is not applied).`,
    ),
  // (s58) A lasting part naming the cards the effect reached, with none reached: what it binds is not read.
  'target:gone-part-unread': ({ name, text }) =>
    t(
      `${name.zh}的对象已不在：『${text}』指的是这个效果处理到的卡，对象不在时它约束什么没有判断，本回答没有列出它。`,
      `${name.en}'s target is gone: its part for the rest of the turn names the cards the effect reached; what it binds with none reached is not judged, and it is not listed.`,
    ),
  [R.SIDE_STEP_FIRST]: ({ name }) =>
    t(
      `${name.zh}要先对一方的对象卡处理，这一步没能进行（那张卡已不在原来的位置等）；之后对另一方对象卡的处理和它相连（「A，B」），所以也不进行。`,
      `${name.en} first acts on one side's target, and that step could not be done (the card is no longer where it was, or the like); the step on the other side's targets rides on it (「A，B」), so it is not done either.`,
    ),
  [R.TARGET_PARTIAL]: ({ why }) => sentences([t('部分对象', 'Some targets: '), why, t('，只对剩下的对象处理。', '; it applies to the rest.')]),
  [R.OTHERWISE_BRANCH]: ({ name }) =>
    t(
      `${name.zh}的处理按翻开·确认的卡分成两种（「…的场合」和「不是的场合」），只进行其中一种；是哪张卡没有写明，这里按前一种（「…的场合」）处理，「不是的场合」的处理不进行。`,
      `${name.en} does one of two things depending on the card it shows (「…的场合」 or 「不是的场合」); which card it was was not given, so the first is taken here and the 「不是的场合」 part is not done.`,
    ),
  'resolve:if-negated-kind': ({ name }) =>
    t(
      `${name.zh}之后的处理取决于被无效的是哪种卡（引发它的上一个连锁），这里没有适用；请按那张卡的种类看卡片效果。`,
      `${name.en}: what it does next depends on the kind of card whose activation was negated (the chain that triggered it); not applied here — read the card's effect for that kind.`,
    ),
  [R.LP_ZERO]: ({ name, player }) =>
    t(`${name.zh}没有处理：${player}的基本分在这个连锁中变成了0，那个时点${player}就输掉了决斗，之后的效果都不处理。`, `${name.en} does not resolve: ${player}'s LP reached 0 in this chain, so ${player} lost the Duel at that moment and nothing more resolves.`),
  /** CH-STEP-TARGET-GROUPS: a target fitting more than one group was shared out in the order the targets were written. */
  [R.STEP_TARGET_GROUPS]: ({ name }) =>
    t(`${name.zh}：对象按写出的顺序分给各组（能属于几组的卡归前面的组）：前面写的是这个效果原本的对象，后面的是追加的●的对象。`, `${name.en}: the targets are shared out among its groups in the order written (a card that fits several goes to the earlier group): the effect's own targets first, then the added ●'s.`),
  /** CH-TRIBUTE-ADDED: no tributes stated — the added ● is not done, said as an assumption. */
  [R.TRIBUTE_ADDED]: ({ name, attribute }) =>
    t(`${name.zh}：没有写明上级召唤时解放的怪兽（写 (上级召唤,素材:X)），假定没有解放${attribute}属性怪兽，「加上以下效果」的●不适用。`, `${name.en}: the monsters tributed for its Tribute Summon are not stated (write (上级召唤,素材:X)); taken as no ${attribute}-Attribute monster, so the added ● does not apply.`),
  /** CH-DECK-OUT: a player had to draw more cards than their Deck held; the Duel is over (with `name`: that link does not resolve). */
  [R.DECK_OUT]: ({ players, name }) => {
    const ps = players as string[];
    const base =
      ps.length === 2
        ? t('双方都要从卡组抽出比卡组剩余数量更多的卡，同时不能抽卡：决斗以平局结束', 'both players had to draw more cards than their Decks held and could not, at the same moment: the Duel ends in a draw')
        : t(`${ps[0]}要从卡组抽出比卡组剩余数量更多的卡，不能抽卡：${ps[0]}输掉了决斗`, `${ps[0]} had to draw more cards than their Deck held and could not: ${ps[0]} lost the Duel`);
    return name
      ? t(`${name.zh}没有处理：${base.zh}，之后的效果都不处理。`, `${name.en} does not resolve: ${base.en}, and nothing more resolves.`)
      : t(`${base.zh}，决斗到此结束，之后不再有时点。`, `${base.en.charAt(0).toUpperCase()}${base.en.slice(1)}; the Duel is over and no window follows.`);
  },
  /** CH-SPECIAL-WIN: the Duel ended by a special win before this link could resolve (or be activated). */
  [R.SPECIAL_WIN]: ({ name, winner, cards, variant }) => {
    const by = (cards as string[]).map((c) => `「${c}」`).join('');
    const byEn = (cards as string[]).join(', ');
    const result = winner === 'draw' ? t(`双方同时满足了特殊胜利的条件（${by}），决斗平局`, `both players met a special win condition at the same moment (${byEn}): the Duel is a draw`) : t(`${winner}满足了${by}的特殊胜利条件，${winner}赢得了决斗`, `${winner} met the special win condition of ${byEn} and won the Duel`);
    return variant === 'activation'
      ? t(`${name.zh}不能发动：${result.zh}，决斗立即结束（特殊胜利不是效果，不能被无效，也不能对应它发动任何卡）。`, `${name.en} cannot be activated: ${result.en}, and the Duel ended at once (a special win is no effect: nothing negates it or may be activated in answer to it).`)
      : t(`${name.zh}没有处理：${result.zh}，那个时点决斗就结束了，之后的效果都不处理。`, `${name.en} does not resolve: ${result.en}; the Duel ended at that moment, so nothing more resolves.`);
  },
  [R.TARGET_RESTATED]: ({ card, variant, kind }) =>
    variant === 'kind'
      ? t(`效果处理时说的是「那张${kind === 'trap' ? '陷阱' : '魔法'}卡」，「${card}」翻开确认后不是${kind === 'trap' ? '陷阱' : '魔法'}卡，不适用（翻回原样）`, `the resolution speaks of "that ${kind === 'trap' ? 'Trap' : 'Spell'} Card", and ${card}, revealed, is not one: it does not apply (turned back face-down)`)
      : variant === 'side'
      ? t(`效果处理时说的是「那只对方的」卡，「${card}」已经不在对方场上（控制权转移了），不再适用`, `the resolution speaks of "that opponent's" card, and ${card} is no longer the opponent's (its control changed): it does not apply`)
      : variant === 'face-up'
      ? t(`效果处理时说的是「那只表侧表示的」怪兽，「${card}」已经变成里侧表示，不再适用`, `the resolution speaks of "that face-up" monster, and ${card} has been turned face-down: it does not apply`)
      : t(`效果处理时说的是「盖放的」卡，「${card}」已经不是盖放的状态（已被发动或翻开），不再适用`, `the resolution speaks of "that Set" card, and ${card} is no longer Set (it was activated or turned face-up): it does not apply`),
  [R.TARGET_NO_LONGER]: ({ name, variant, card }) =>
    variant === 'equip'
      ? t(
          `${name.zh}处理时没有可以装备的表侧表示怪兽（对象已离开或变成里侧表示），不能装备，这张卡之后送去墓地。`,
          `${name.en} finds no face-up monster to equip when it resolves (its target left or was turned face-down), so it is not equipped and goes to the GY.`,
        )
      : t(`「${card}」已不再符合对象的条件`, `${card} no longer qualifies as a target`),
  [R.REVERSE]: ({ name, what }) => t(`${name.zh}处理：${what.zh}。`, `${name.en} resolves: ${what.en}.`),
  'resolve:what': ({ variant, player, place }) =>
    variant === 'looked'
      ? t(`看了${player}的${zoneWord(place as Place).zh}，其中没有要处理的卡，之后的处理不进行`, `${player}'s ${zoneWord(place as Place).en.replace(/^the /, '')} was looked at; no card there is one to act on, so nothing more is done`)
      : variant === 'stays'
      ? t('这张卡表侧表示留在场上，之后它的效果适用', 'the card stays face-up on the field and its effects apply from now on')
      : variant === 'applies'
        ? t('效果适用', 'its effect applies')
        : t('（没有可处理的卡）', '(nothing to apply it to)'),
  // ── why a target no longer counts (parts of CH-TARGET-GONE and its kin) ──
  [R.TARGET_ZONE_MOVE]: ({ card }) => t(`「${card}」在怪兽区域和魔法与陷阱区域之间移动过，已被视为另一张卡`, `${card} moved between the Monster and Spell & Trap Zones and counts as a new card`),
  'target:left': ({ card, was, byLink, how }) =>
    t(
      `「${card}」已离开${zoneWord(was).zh}${byLink ? `（被C${byLink}${moveWord(how).zh}）` : ''}`,
      `${card} has left ${zoneWord(was).en}${byLink ? ` (${moveWord(how).en} by Chain Link ${byLink})` : ''}`,
    ),
  [R.NEGATED_ST_OFF_FIELD]: ({ card }) => t(`「${card}」的发动已被无效，不再被当作场上的卡`, `${card}'s activation was negated and it is no longer treated as a card on the field`),
  [R.ATTACKER_DEFENSE]: ({ card }) => t(`「${card}」变成守备表示后不再被视为攻击怪兽`, `${card}, now in Defense Position, no longer counts as the attacking monster`),
  [R.TARGET_FACEDOWN_NO_APPLY]: ({ card }) =>
    t(`「${card}」已变成里侧表示，对表侧表示怪兽的效果（效果无效、攻守变化、不受影响·不成为对象）不能适用于它`, `${card} is now face-down, and an effect on a face-up monster (negating its effects, changing its ATK/DEF, making it unaffected or untargetable) cannot apply to it`),
  // ── negations at resolution ──
  [R.NAME_NEGATION]: ({ name, by, card }) =>
    t(
      `${linkWord(by).zh}已处理，使「${card}」以及原本卡名相同的卡的效果无效（不论在哪里），所以${name.zh}处理时效果不适用（发动本身不被无效）。`,
      `${linkWord(by).en} already resolved and negated the effects of ${card} and of cards with the same original name, wherever they are, so when ${name.en} resolves its effect does not apply (the activation itself stands).`,
    ),
  [R.LINGERING_NEGATION]: ({ name, by }) =>
    t(
      `${linkWord(by).zh}已处理的效果使场上这张卡的效果无效，所以${name.zh}处理时效果不适用（发动本身不被无效）。`,
      `${linkWord(by).en} already resolved and negated the effects of this card on the field, so when ${name.en} resolves its effect does not apply (the activation itself stands).`,
    ),
  /** CH-LINGER-NEGATE-COLUMN: the column step (「…相同纵列的其他的魔法·陷阱卡的效果无效化」) — applied, not applied, and the Spell/Trap it negates as it resolves. */
  [R.LINGER_NEGATE_COLUMN]: ({ variant, name, by, source, column, cards }) => {
    if (variant === 'negated') {
      const who = by ? linkWord(by) : t(`之前的连锁里「${source}」`, `${source}, earlier,`);
      return t(
        `${who.zh}的效果使和它相同纵列的其他魔法·陷阱卡的效果直到回合结束时无效，${name.zh}是这个纵列的魔法·陷阱卡，所以处理时效果不适用（发动本身不被无效）。`,
        `${who.en} negated, until the end of the turn, the effects of the other Spells/Traps in its column; ${name.en} is a Spell/Trap of that column, so when it resolves its effect does not apply (the activation itself stands).`,
      );
    }
    if (variant === 'not-set') return t(`${name.zh}是从手卡发动的，「盖放的这张卡发动的场合」的纵列无效不适用`, `${name.en} was activated from the hand, so its column negation (only when activated Set) does not apply`);
    if (variant === 'left') return t(`${name.zh}已经离开场上，纵列不再确定，相同纵列的魔法·陷阱卡的效果无效不适用`, `${name.en} has left the field, so there is no column: the negation of the Spells/Traps in its column does not apply`);
    if (variant === 'unread') return t(`${name.zh}所在的魔法与陷阱区域没有写明（写 魔陷2 等），纵列没有判断，相同纵列的魔法·陷阱卡的效果无效没有适用。`, `The Spell & Trap Zone of ${name.en} is not stated (write 魔陷2 …), so its column was not judged and the negation of the Spells/Traps in it was not applied.`);
    if (variant === 'unplaced') return t(`${cards.zh}所在的区域没有写明，不知道是否和${name.zh}在相同纵列，没有当作被无效。`, `The zone of ${cards.en} is not stated, so whether it shares ${name.en}'s column is not known; it was not taken as negated.`);
    const col = t(`第${column}纵列（从A的左边数）`, `column ${column} (from A's left)`);
    return cards
      ? t(`这个回合${col.zh}的其他魔法·陷阱卡的效果无效：${cards.zh}（之后在这个纵列发动的也一样）`, `for the rest of the turn the other Spells/Traps in ${col.en} have their effects negated: ${cards.en} (and any activated there later)`)
      : t(`这个回合${col.zh}的其他魔法·陷阱卡的效果无效（现在那里没有，之后在这个纵列发动的也无效）`, `for the rest of the turn the other Spells/Traps in ${col.en} have their effects negated (none there now; any activated there later too)`);
  },
  /**
   * CH-LINGER-SUMMON-LOCK-DECLARED: the lock and negation on the declared monster type — set up, the declaration not written,
   * an activation refused, a summoning step or a summon written as the action not made.
   */
  [R.LINGER_SUMMON_LOCK_DECLARED]: ({ variant, name, source, type, by, cards, card, how }) => {
    const w = MONSTER_TYPE_WORDS[type as DeclaredMonsterType] ?? { zh: String(type), en: String(type) };
    const who = by ? t(`${linkWord(by).zh}「${source}」`, `${linkWord(by).en} (${source})`) : t(`这个回合早些时候发动的「${source}」`, `${source}, activated earlier this turn,`);
    const lock = t(`${who.zh}的效果使这个回合双方不能把${w.zh}怪兽特殊召唤`, `${who.en} stops both players from Special Summoning ${w.en} Monsters for the rest of the turn`);
    if (variant === 'applies') {
      return t(
        `宣言了${w.zh}：这个回合双方不能把${w.zh}怪兽特殊召唤，场上的${w.zh}怪兽的效果无效${cards ? `（${cards.zh}）` : ''}`,
        `${w.en} declared: for the rest of the turn neither player can Special Summon ${w.en} Monsters, and the effects of ${w.en} Monsters on the field are negated${cards ? ` (${cards.en})` : ''}`,
      );
    }
    if (variant === 'unknown') {
      return t(
        `${name.zh}发动时宣言了哪种怪兽（${DECLARABLE_ZH}）没有写明（在那个连锁块写 [宣言 融合怪兽] 等）：这个回合的特殊召唤限制和效果无效没有适用。`,
        `${name.en}: which monster type it declared (Ritual, Fusion, Synchro, Xyz, Pendulum) is not written (write [declare fusion] … on its chain link): its lock on Special Summons and its negation were not applied.`,
      );
    }
    if (variant === 'unknown-earlier') {
      return t(
        `这个回合早些时候发动的「${source}」宣言了哪种怪兽没有写明（写 本回合:${card}:${source}(宣言:融合怪兽) 等）：不知道限制哪种怪兽，这里没有因此判定任何特殊召唤不能进行。`,
        `${source}, activated earlier this turn, declared a monster type the situation does not write (write 本回合:${card}:${source}(宣言:融合怪兽) …): not knowing which type it binds, no Special Summon is refused for it here.`,
      );
    }
    if (variant === 'activation') {
      if (card) {
        return t(
          `${lock.zh}；${name.zh}的效果要把作为对象的「${card}」特殊召唤，而它是${w.zh}怪兽、不能特殊召唤，所以不能以它为对象发动。`,
          `${lock.en}; ${name.en}'s effect would Special Summon its target ${card}, a ${w.en} Monster that cannot be Special Summoned, so it cannot be activated targeting it.`,
        );
      }
      const what = how ? t(`进行${w.zh}召唤`, `make a ${w.en} Summon`) : t(`把这张${w.zh}怪兽特殊召唤`, `Special Summon this ${w.en} Monster`);
      return t(
        `${lock.zh}；${name.zh}的效果要${what.zh}，只能特殊召唤${w.zh}怪兽，没有能特殊召唤的怪兽，所以不能发动。`,
        `${lock.en}; ${name.en}'s effect would ${what.en}, which summons only a ${w.en} Monster: with no monster it could summon, it cannot be activated.`,
      );
    }
    if (variant === 'resolution') {
      return t(`${lock.zh}：${cards.zh}不能特殊召唤，这一步不进行（其余部分照常处理）`, `${lock.en}: ${cards.en} cannot be Special Summoned, so this step is not carried out (the rest applies)`);
    }
    return t(`${lock.zh}：「${card}」是${w.zh}怪兽，不能特殊召唤。`, `${lock.en}: ${card} is a ${w.en} Monster, so it cannot be Special Summoned.`);
  },
  [R.NEGATION_OUTLIVES]: ({ name, by }) =>
    t(
      `${linkWord(by).zh}处理时使这张卡的效果无效，已在连锁上的${name.zh}也被无效；之后这张卡离开场上，这个无效仍然适用（只有变成里侧表示才会结束）。`,
      `${linkWord(by).en} negated this card's effects while ${name.en} was on the chain, and that covers it too; the card leaving the field afterwards does not end it (only turning it face-down would).`,
    ),
  [R.NEGATE_ACTIVATED_LASTING]: ({ name, by, links, kind, opponent }) => {
    if (name) {
      return t(
        `${linkWord(by).zh}的效果使这名玩家发动的这类效果直到回合结束时无效，已在连锁上的${name.zh}也包括在内：处理时效果不适用（发动本身不被无效；发动后卡离开场上也一样）。`,
        `${linkWord(by).en} negates the effects of this kind that player activates until the end of the turn, ${name.en} already on the chain included: its effect does not apply as it resolves (the activation itself stands; its card having left the field changes nothing).`,
      );
    }
    const k = kind === 'monster' ? t('怪兽', 'monster') : kind === 'spell' ? t('魔法', 'Spell') : t('陷阱', 'Trap');
    const ls = (links as number[]).map((n) => linkWord(n));
    return t(
      `直到回合结束时，${opponent ? '对方' : '自己'}发动的${k.zh}的效果无效化${ls.length ? `（已在连锁上的${zhJoined(ls, '、')}也是）` : ''}`,
      `Until the end of the turn, the ${k.en} effects ${opponent ? 'the opponent activates' : 'its player activates'} are negated${ls.length ? ` (${enJoined(ls, ', ')}, already on the chain, too)` : ''}`,
    );
  },
  // CUR-UNWRITTEN-SAID: `left` is the card's own words for what its data leaves out.
  [R.UNWRITTEN_SAID]: ({ card, cardEn, left }) =>
    t(
      `「${card}」的卡片数据不完整：没有写入${left.zh}；这部分没有判断，可能影响结果时请按卡片文本自行确认。`,
      `The data of ${cardEn} is incomplete: it leaves out ${left.en}; that part is not judged — check it against the card's text where it could change the answer.`,
    ),
  // `written`: the situation wrote `(效果无效)`; else an earlier chain (before `然后`) negated it — not claimed as written.
  [R.NEGATED_EARLIER]: ({ name, card, written }) =>
    t(
      `「${card}」的效果已经被之前的效果无效（${written === false ? '在之前的连锁里' : '情境写了 (效果无效)'}），${name.zh}是它在这个状态下发动的，所以处理时效果不适用（发动本身不被无效；这张卡变成里侧表示的话才会结束，离开场上不会）。`,
      `An earlier effect negated the effects of ${card} (${written === false ? 'one resolved in an earlier chain' : 'the situation says 效果无效'}), and ${name.en} was activated while it was so: when it resolves its effect does not apply (the activation itself stands; only turning the card face-down would end it, not its leaving the field).`,
    ),
  [R.PLEDGE_AT_RESOLUTION]: ({ name, above, action }) =>
    t(
      `${above.zh}的誓约（「这个效果发动的回合，自己不能…」）从它发动时起就适用，${name.zh}处理时它的控制者已经不能${describeIncluded({ do: action }).zh}，所以这一步不处理。`,
      `The pledge of ${above.en} ("the turn you activate this, you cannot …") applies from its activation: when ${name.en} resolves its controller can no longer do this — ${describeIncluded({ do: action }).en} — so that step is not done.`,
    ),
  [R.SELF_LEFT_GY]: ({ name }) =>
    t(`${name.zh}的效果只移动墓地的这张卡自身；处理时它已经不在墓地，所以不处理。`, `${name.en} only moves its own card from the GY, which is no longer there when it resolves, so it does nothing.`),
  [R.SELF_GONE]: ({ name }) =>
    t(
      `${name.zh}的效果只改变这张卡自身；处理时它已经不在场上表侧表示存在，所以不处理。`,
      `${name.en} only changes its own card, which is no longer face-up on the field when it resolves, so it does nothing.`,
    ),
  [R.UNAFFECTED_NEGATION]: ({ name, target }) =>
    t(
      `${name.zh}：「${target}」在场上表侧表示存在，不受这张卡的效果影响，它的发动和效果都不会被无效，之后的处理也不进行。`,
      `${name.en}: ${target} is face-up on the field and unaffected by this card, so neither its activation nor its effect is negated, and nothing after that is done.`,
    ),
  [R.PROTECT_UNAFFECTED]: ({ card }) => t(`「${card}」不受这张卡的效果影响`, `${card} is unaffected by this card's effects`),
  [R.TARGET_FIXED_COUNT]: ({ count }) =>
    t(`效果写明处理“那${count}张”，对象少了一张就整个不处理`, `its text acts on exactly those ${count} cards, so with one gone it does nothing`),
  // CH-NONCHAIN-NEGATE-OPTIONAL: one that may apply to its own player's effect — that player is not assumed to negate it.
  [R.NONCHAIN_NEGATE_OPTIONAL]: ({ name, source, variant, amount, lp }) =>
    // (`short`: the LP applying it pays, more than its controller holds — 「可以支付1000分使…无效化」 with under 1000 LP.)
    variant === 'short'
      ? t(
          `「${source}」的无效要支付${amount}基本分才能适用，它的控制者基本分只有${lp}，不能支付：${name.zh}的效果不被它无效。`,
          `${source}'s negation pays ${amount} LP to apply; its controller has only ${lp} LP and cannot pay, so it does not negate the effect of ${name.en}.`,
        )
      : t(
          `${name.zh}是「${source}」的控制者自己的效果：「${source}」的无效可以选择适用，假定不适用。`,
          `${name.en} is an effect of ${source}'s own controller: ${source}'s negation may be applied, and is assumed not to be.`,
        ),
  [R.CONTINUOUS_NEGATION]: ({ name, variant, source, from, offField, cond }) =>
    variant === 'assumed'
      ? cond
        ? t(
            `${cardName(source).zh}的永续效果的条件（${condText(cond).zh}）情境中没有写明，假定满足${summonTurnHint(cond).zh}。`,
            `${cardName(source).en}: the condition of its continuous effect (${condText(cond).en}) is not stated; assumed met${summonTurnHint(cond).en}.`,
          )
        : t(`${cardName(source).zh}的永续效果的条件情境中没有写明，假定满足。`, `${cardName(source).en}: the condition of its continuous effect is not stated; assumed met.`)
      : offField
        ? t(
            `场上表侧表示的${cardName(source).zh}的永续效果使在场上发动·适用的${offField === 'field' ? '卡' : '魔法·陷阱卡'}的效果无效：${name.zh}是在场上发动的，处理时虽已不在场上，效果仍然无效。`,
            `The continuous effect of ${cardName(source).en}, face-up on the field, negates the effects of ${offField === 'field' ? 'cards' : 'Spells/Traps'} activated on the field: ${name.en} was activated on the field, so its effect is negated although the card has left the field.`,
          )
        : t(
            `场上表侧表示的${cardName(source).zh}的永续效果使${name.zh}的效果无效（${name.zh}是在${zoneWord(from).zh}发动的）。`,
            `The continuous effect of ${cardName(source).en}, face-up on the field, negates the effect of ${name.en} (activated in ${zoneWord(from).en}).`,
          ),
  // (CH-NONCHAIN-NEGATE-OPTIONAL: `paid` — the LP its controller `payer` pays to apply it, 「可以支付1000分使…无效化」's 1000.)
  [R.NONCHAIN_NEGATE]: ({ name, source, destroyed, sent, selfDestroyed, optional, alongside, paid, payer }) =>
    optional
      ? t(
          `${cardName(source).zh}的效果不入连锁、可以选择适用（没有别的无效时才能适用，只适用1个）：${paid ? `${payer}支付${paid}基本分，` : ''}适用于${name.zh}的效果${destroyed ? `，「${destroyed}」被破坏` : ''}${selfDestroyed ? `，那之后${cardName(source).zh}被破坏` : ''}。`,
          `${cardName(source).en}'s negation is on no chain and may be applied (only when nothing else negates the effect, and only one such): ${paid ? `${payer} pays ${paid} LP and ` : ''}it is applied to the effect of ${name.en}${destroyed ? `; ${destroyed} is destroyed` : ''}${selfDestroyed ? `; then ${cardName(source).en} is destroyed` : ''}.`,
        )
      : t(
          `${cardName(source).zh}的效果不入连锁、必须适用，${alongside === false ? '' : '和别的无效同时存在时也'}适用于${name.zh}的效果${destroyed ? `：「${destroyed}」被破坏` : ''}${sent ? `${destroyed ? '，' : '：'}那之后${cardName(source).zh}送去墓地` : ''}。`,
          `${cardName(source).en}'s negation is on no chain and must apply: it applies to the effect of ${name.en}${alongside === false ? '' : ' even alongside another negation'}${destroyed ? `; ${destroyed} is destroyed` : ''}${sent ? `; then ${cardName(source).en} is sent to the GY` : ''}.`,
        ),
  [R.GY_LOCK]: ({ name, source, notApplied }) =>
    t(
      `场上表侧表示的${cardName(source).zh}的效果使涉及墓地的卡的效果无效化并且不适用：${name.zh}处理时必须让墓地的卡离开墓地（只读取墓地的卡、可以不进行的处理、cost都不算），所以${name.zh}的效果${notApplied ? '不会被无效，但也不适用' : '无效'}。`,
      `${cardName(source).en}, face-up on the field, negates effects that involve cards in the GY: when ${name.en} resolves it must move a card out of the GY (reading a GY card, optional steps and costs do not count), so its effect ${notApplied ? 'cannot be negated but does not apply' : 'is negated'}.`,
    ),
  /** CH-GY-LOCK-PARTIAL: an effect that cannot be negated, under a GY lock: the steps before the one that must move a card out of the GY. */
  [R.GY_LOCK_PARTIAL]: ({ name, source }) =>
    t(
      `场上表侧表示的${cardName(source).zh}的效果使涉及墓地的卡的效果无效化并且不适用：${name.zh}的效果不会被无效，必须让墓地的卡离开墓地的处理（以及之后的处理）不适用，在那之前的处理照常进行。`,
      `${cardName(source).en}, face-up on the field, negates effects that involve cards in the GY: ${name.en}'s effect cannot be negated, so the step that must move a card out of the GY (and what follows it) does not apply, while the steps before it are done.`,
    ),
  // ── a summon negation that did not apply ──
  // CH-FLIP-SUMMON-DONE: the Flip Summon succeeds after the chain, on its controller's field now.
  [R.FLIP_SUMMON_DONE]: ({ name, cards, taken }) =>
    t(
      `召唤无效的${name.zh}没有适用，${cards.map((c: string) => `「${c}」`).join('')}反转召唤成功${taken ? '（控制权已经转移，是在现在的控制者场上反转召唤成功）' : ''}；连锁处理结束后的时点同时也是「反转召唤成功时」的时点。`,
      `The summon negation ${name.en} did not apply: ${cards.join(', ')} ${cards.length > 1 ? 'are' : 'is'} Flip Summoned${taken ? ' (its control changed in the chain: the Flip Summon succeeds on its current controller\'s field)' : ''}, and the window after this chain is also the "when Flip Summoned" window.`,
    ),
  [R.SUMMON_NEGATION_NEGATED]: ({ name, variant, names, en, special, flip, outcome }) => {
    if (variant === 'window') {
      return t(
        `C1的召唤无效没有适用：召唤成功。这个时点同时是「召唤成功时」的时点，那只怪兽的「召唤成功时·的场合」的效果，以及其他以这次召唤为条件的效果都可以发动。`,
        'The summon negation of Chain Link 1 did not apply: the summon succeeds. This window is also the "when summoned" window: that monster\'s "when/if summoned" effects and others triggered by this summon may be activated.',
      );
    }
    if (variant === 'which-summon') {
      return t(
        `${name.zh}可以无效几种召唤；没有写明是哪一种，假定${names}是${special ? '特殊召唤' : flip ? '反转召唤' : '通常召唤'}（表侧攻击表示）。`,
        `${name.en} can negate several kinds of summon; which one is not written, so ${en} is assumed ${special ? 'Special' : flip ? 'Flip' : 'Normal'} Summoned (face-up attack position).`,
      );
    }
    if (variant === 'position') return t(`没有写明${names}特殊召唤的表示形式，假定是表侧攻击表示。`, `The position ${en} was Special Summoned in is not written; assumed face-up attack position.`);
    const why = outcome === 'activation-negated' ? t('发动被无效', 'its activation was negated') : outcome === 'effect-negated' ? t('效果被无效', 'its effect was negated') : t('没有处理', 'it did nothing');
    return t(
      `召唤无效的${name.zh}${why.zh}，所以${names}召唤成功，表侧表示出现在场上；连锁处理结束后的时点同时也是「召唤成功时」的时点。`,
      `The summon negation ${name.en} had ${why.en}, so the summon of ${en} succeeds: it lands face-up on the field, and the window after this chain is also its "when summoned" window.`,
    );
  },
  // ── battle mechanics (issue 16) ──
  [R.DAMAGE_CALC_PERFORMED]: ({ variant, by, name, attacker, target, destroyed }) => {
    if (variant === 'done')
      return t(
        `C${by}已经在处理中进行了这次战斗的伤害计算，伤害计算已经结束：${name.zh}要转移攻击对象并进行的伤害计算没有可以进行的战斗，效果不适用。`,
        `C${by} already performed this battle's damage calculation as it resolved: ${name.en}, which would move the attack and perform one, has no battle left and does nothing.`,
      );
    const gone = (destroyed as string[]).map((n) => `「${n}」`);
    const vs = target === null ? '直接攻击' : `和「${target}」的战斗`;
    return t(
      `C${by}在处理中转移攻击对象并进行了「${attacker}」${vs}的伤害计算（伤害步骤开始时到伤害计算时在处理中经过，其间不能发动效果）：这次战斗已经结束，不再重新选择攻击对象；之后的连锁在伤害计算后处理，连锁处理完毕时仍在伤害步骤内。${gone.length ? `被这次战斗破坏的${gone.join('、')}在连锁处理完毕后的伤害步骤结束时送去墓地，所以「战斗破坏…送去墓地时」的效果不会错过时点。` : ''}`,
      `C${by} moved the attack and performed the damage calculation of ${attacker}'s ${target === null ? 'direct attack' : `battle with ${target}`} as it resolved (the damage step start, before damage calculation and damage calculation passed inside it, with no chance to activate anything): that battle is over and is not replayed; the links below resolve after damage calculation, and the chain ends in the damage step.${gone.length ? ` ${gone.join(', ')}, destroyed by that battle, ${gone.length > 1 ? 'go' : 'goes'} to the GY at the end of the damage step, after the chain — so "destroyed by battle and sent to the GY" triggers do not miss their timing.` : ''}`,
    );
  },
  // ── issue 16: compiler misreadings and small vocabulary gaps ──
  [R.LEAVES_APPLIES]: ({ card, player, link }) =>
    t(
      `「${card}」从场上离开${link === null ? '' : `（C${link}）`}：它的「表侧表示的这张卡从场上离开的场合」的规则在离开的时点立即适用（不入连锁，效果被无效也适用），${player}下次的回合的战斗阶段跳过。`,
      `${card} left the field${link === null ? '' : ` (C${link})`}: its own rule "when this face-up card leaves the field" applies at once (never activated, even while its effects are negated) — ${player}'s next Battle Phase is skipped.`,
    ),
  // ── issue 16: a negation on no chain that may apply whatever else negates the effect ──
  [R.NONCHAIN_NEGATE_ANYWAY]: ({ name, source, variant, payer }) =>
    variant === 'applied'
      ? t(
          `${cardName(source).zh}的效果不入连锁、可以选择适用：${name.zh}的效果处理时，取除${payer ? `「${payer}」的` : ''}1个超量素材，那个效果无效化。`,
          `${cardName(source).en}'s negation is on no chain and may be applied: as ${name.en}'s effect resolves, 1 Xyz Material${payer ? ` of ${payer}` : ''} is detached and that effect is negated.`,
        )
      : t(
          `${name.zh}的效果已经被无效，${cardName(source).zh}的效果（「那个场合，那个效果无效化」）仍然可以选择适用（不论有没有别的无效）；适用不适用效果都无效，这里不假定取除超量素材。`,
          `${name.en}'s effect is already negated; ${cardName(source).en}'s negation ("then that effect is negated") may still be applied whatever else negates it — the effect is negated either way, so no Xyz Material is assumed detached here.`,
        ),
  [R.NONCHAIN_NEGATE_NOTHING]: ({ name, sources }) =>
    t(
      `${name.zh}的效果不会被无效化：${(sources as Parameters<typeof cardName>[0][]).map((c) => cardName(c).zh).join('、')}的不入连锁、可以选择适用的无效效果仍然都可以适用，但不会让它无效，效果正常处理。`,
      `${name.en}'s effect cannot be negated: the negations on no chain that may be applied (${(sources as Parameters<typeof cardName>[0][]).map((c) => cardName(c).en).join(', ')}) may all still be applied, but negate nothing — the effect resolves.`,
    ),
  // ── issue 16 ──
  [R.FIXED_COUNT_CANNOT_UNDERGO]: ({ card }) =>
    t(`「${card}」在场上表侧表示，不能除外：不能适用这个效果，不再算作对象`, `${card} is face-up on the field and cannot be banished: the effect cannot apply to it, so it no longer counts as a target`),
  // ── issue 16 ──
  [R.STEP_TIED_PICK]: ({ name, places }) =>
    t(
      `${name.zh}处理时，${places.zh}没有「那之后」的处理能选的卡；那一步要以前一步移动的卡为基准来选，两步相互关联，所以前一步也不进行，效果完全不适用。`,
      `As ${name.en} resolves, ${places.en} hold no card its "then" step could pick; that step is measured against the card the step before moves, so the two are tied and the first is not done either: the effect applies nothing.`,
    ),
  // ── issue 16: a place a step may use only while a state holds ──
  [R.PLACE_WHILE]: ({ card, by, place }) => {
    const z = zoneWord(place as Place);
    return t(
      `「${card}」在${z.zh}：「${by}」只在条件满足时才能从那里选卡，现在不满足，不能选它（这一步用其他的卡进行）。`,
      `${card} is in the ${z.en}: ${by} may take cards from there only while its condition holds, and it does not now — it cannot be chosen (the step goes on with the other cards).`,
    );
  },
  // ── issue 16: a monster placed in the Pendulum Zone ──
  [R.PLACE_PENDULUM]: ({ cards }) => {
    const c = cards as Text | null;
    return c
      ? t(`${c.zh}从怪兽区域放置到P区域：仍在场上，但已当作另一张卡（指示物全部取除，以它为对象的效果不再适用于它）`, `${c.en} placed from the Monster Zone in the Pendulum Zone: still on the field, but now a new card (its counters are removed; effects that targeted it no longer apply to it)`)
      : t('没有灵摆怪兽能放置到P区域（不在怪兽区域表侧表示存在，或者P区域没有空位）', 'no Pendulum Monster could be placed in the Pendulum Zone (none face-up in the Monster Zone, or no Pendulum Zone free)');
  },
  // MATCH-MATERIAL-KINDS: a card whose materials the situation does not state — its tiered steps are taken as not reached.
  [R.MATERIAL_KINDS]: ({ name, attributes }) =>
    attributes
      ? t(
          `${name.zh}：情境没有写明这张卡出场时用的怪兽（素材:X+Y，为特殊召唤而除外的怪兽），按那些怪兽的属性适用的效果（「●只有光：…」）假定不适用。`,
          `${name.en}: the situation does not state the monsters used for its summon (素材:X+Y, those banished to Special Summon it), so its steps that depend on their Attributes (「●只有光：…」) are taken as not applying.`,
        )
      : t(
      `${name.zh}：情境没有写明这张卡的素材（素材:X+Y），按所用素材种类适用的效果（「●N种类以上：…」）假定不适用。`,
      `${name.en}: the situation does not state this card's materials (素材:X+Y), so its steps that depend on how many kinds of materials were used (「●N种类以上：…」) are taken as not applying.`,
    ),
};
