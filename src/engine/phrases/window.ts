/**
 * The sentences of trigger windows (window/*), keyed by rule id: why an effect takes its place, why
 * one cannot, when it missed its timing, who holds priority, and what happens around the window
 * (the end of a chain, an attack that stops, a Set, a summon). A rule with several sentences says
 * which by a `variant` param.
 */
import { t, type Text } from '../../i18n/text.js';
import { W } from '../rule-ids.js';
import { SUBTYPE_WORDS } from '../../cards/subtype-words.js';
import { raceEn } from '../../i18n/game-words.js';
import { eventWord, HOW_WORDS } from './words.js';
import type { PhraseBook } from './index.js';

const quoted = (names: string[]) => names.map((n) => `「${n}」`).join('');
/**
 * WIN-SUMMON-NEGATED (s57): the words a failed-summon window has for the summon's tributes — only those written: named (or the
 * materials a procedure moved), not known when none was written for a summon needing them, nothing when there were none; for
 * materials, `unused` says the effects met only by a material use are not met (WIN-USED-AS-MATERIAL, s59).
 */
function tributesSaid(tributes: string[] | undefined, unknown: boolean | undefined, materials: boolean | undefined): { example: Text; here: Text; unknown: Text; unused: Text } {
  const none = t('', '');
  if (unknown) {
    return {
      example: none,
      here: t('。', '.'),
      unknown: t('解放的怪兽没有写出，不知道是哪些：它们被解放·送去墓地时满足条件的效果这里没有判断（写出祭品才会判断）。', ' The tributes are not written, so which monsters they were is not known: effects they met by being tributed are not judged here (write them to have them judged).'),
      unused: none,
    };
  }
  if (!tributes || tributes.length === 0) return { example: none, here: t('。', '.'), unknown: none, unused: none };
  const what = materials ? t(`作为素材离开的${quoted(tributes)}`, `the materials ${tributes.join(', ')}`) : t(`作为祭品的${quoted(tributes)}`, `the tributes ${tributes.join(', ')}`);
  return {
    example: t(`（如${what.zh}的必发效果）`, ` (such as mandatory effects of ${what.en})`),
    here: t(`；${what.zh}满足条件的必发效果在这里发动。`, `; mandatory effects met by ${what.en} activate here.`),
    unknown: none,
    // WIN-USED-AS-MATERIAL (s59, docs/c02/基本用语.rst:912–919): a negated summon used no material.
    unused: materials
      ? t('「作为…素材送去墓地的场合」这样成为素材才满足的效果只在召唤成功后发动，这次召唤被无效，不满足。', ' Effects met only by being used as material ("when sent to the GY as material for …") are activated only after the summon succeeds; this one was negated, so they are not met.')
      : t('为召唤而解放才满足的效果（如「把这张卡解放作上级召唤成功时」）只在召唤成功后发动，这次召唤被无效，不满足。', ' Effects met only by being tributed for the summon (such as "when this card is tributed for a Tribute Summon") are activated only after the summon succeeds; this one was negated, so they are not met.'),
  };
}

const links = (ns: number[], zhSep = '、') => t(ns.map((n) => `C${n}`).join(zhSep), ns.map((n) => `Chain Link ${n}`).join(', '));

export const WINDOW: PhraseBook = {
  /** CH-LP-ZERO: the Duel ended in the chain; nothing opens after it. */
  'window:duel-over': ({ players, wins }) => {
    const base =
      players.length === 2
        ? t('双方的基本分都变成了0：决斗以平局结束，之后不再有时点。', "Both players' LP reached 0: the Duel ends in a draw; no window follows.")
        : t(`${players[0]}的基本分变成了0：${players[0]}输掉了决斗，决斗到此结束，之后不再有时点。`, `${players[0]}'s LP reached 0: ${players[0]} lost and the Duel is over; no window follows.`);
    // CH-LP-ZERO-FIRST: a special win met at the same moment does not apply.
    if (!wins || wins.length === 0) return base;
    return t(`${base.zh}同时满足的${quoted(wins)}的特殊胜利条件不适用：基本分变成0优先判断。`, `${base.en} The special win of ${wins.join(', ')} met at the same moment does not apply: LP reaching 0 is judged first.`);
  },
  /** CH-SPECIAL-WIN: a card's special win condition was met; the Duel is over. */
  'window:duel-won': ({ winner, cards }) =>
    winner === 'draw'
      ? t(`双方同时满足了特殊胜利的条件（${quoted(cards)}）：决斗平局，之后不再有时点。`, `Both players met a special win condition at the same moment (${cards.join(', ')}): the Duel is a draw; no window follows.`)
      : t(`${winner}满足了${quoted(cards)}的特殊胜利条件：${winner}赢得了决斗，决斗到此结束，之后不再有时点（特殊胜利不是效果，不会被无效）。`, `${winner} met the special win condition of ${cards.join(', ')}: ${winner} won and the Duel is over; no window follows (a special win is no effect and cannot be negated).`),
  // ── around the window ──
  [W.CHAIN_END_ORDER]: ({ variant, names }) =>
    variant === 'applying'
      ? t(`连锁处理完毕：先适用从此开始适用的永续效果（${quoted(names)}）。`, `The chain has resolved: first, continuous effects that start applying now apply (${names.join(', ')}).`)
      : t(
          '连锁处理结束后的时点：先适用永续效果，再把魔法·陷阱卡按规则送去墓地，然后诱发效果按以下顺序组成连锁。',
          'At the end of a chain: continuous effects apply first, then Spells/Traps go to the GY by rule, then the triggers below form the next chain in this order.',
        ),
  [W.RULE_TO_GY]: ({ names }) =>
    t(`不能留在场上的魔法·陷阱卡按规则送去墓地：${quoted(names)}。之后才是发动时点。`, `Spells/Traps that cannot stay on the field are sent to the GY by rule: ${names.join(', ')}. Then the trigger window opens.`),
  [W.CONTINUOUS_FIRST]: ({ names }) =>
    t(`先适用永续效果：${quoted(names)}的永续效果从现在起适用，然后才是发动时点。`, `Continuous effects apply first: those of ${names.join(', ')} apply from now on, before the window opens.`),
  [W.SUMMON_NEGATED]: ({ variant, tributes, unknown, materials }) =>
    // CH-FLIP-SUMMON-CHAIN: the monster of a negated Flip Summon (a Gemini summoned again) was on the field: destroyed from there.
    variant === 'on-field'
      ? t(
          '召唤被无效：那只怪兽在召唤无效时已经在场上表侧表示存在，所以是从场上被破坏（「从场上」的条件满足）；「召唤成功时」的效果不能发动。',
          'The summon was negated: the monster was already face-up on the field when it was, so it is destroyed from the field ("from the field" conditions are met); no "when summoned" effect applies.',
        )
      : variant === 'chain'
      ? t(
          `召唤被无效：这是召唤失败的时点。被无效的怪兽不视为从场上破坏，「召唤成功时」的效果不能发动；只有召唤成功之前已满足条件的效果${tributesSaid(tributes, unknown, materials).example.zh}和不需要「从场上」「从手卡」的效果可以发动。${tributesSaid(tributes, unknown, materials).unknown.zh}${tributesSaid(tributes, unknown, materials).unused.zh}`,
          `The summon was negated: this is the failed-summon window. The monster is not treated as destroyed from the field and no "when summoned" effect applies; only effects met before the summon would have succeeded${tributesSaid(tributes, unknown, materials).example.en} and effects that need no "from the field"/"from the hand" may be activated.${tributesSaid(tributes, unknown, materials).unknown.en}${tributesSaid(tributes, unknown, materials).unused.en}`,
        )
      : t(
          `召唤被无效：这是召唤失败的时点。被无效的怪兽不视为从任何地方破坏·送去墓地（「从场上」等条件不满足），「召唤成功时」的效果不能发动${tributesSaid(tributes, unknown, materials).here.zh}${tributesSaid(tributes, unknown, materials).unknown.zh}${tributesSaid(tributes, unknown, materials).unused.zh}`,
          `The summon was negated: this is the failed-summon window. The monster is not treated as destroyed or sent from anywhere ("from the field" conditions are not met) and no "when summoned" effect applies${tributesSaid(tributes, unknown, materials).here.en}${tributesSaid(tributes, unknown, materials).unknown.en}${tributesSaid(tributes, unknown, materials).unused.en}`,
        ),
  /** WIN-ACTION-BEFORE-CHAIN: triggers met by the action before the chain and left off it (../window/action-before-chain.ts). */
  [W.ACTION_BEFORE_CHAIN]: ({ variant, names, first, link, card, levels, gone, by }) => {
    // (`by: 'chain'`, review s59: the chain written after a chain (`然后`) was built in the window that chain opened — what met the
    // trigger was the chain before it, not an action.)
    // (`variant: 'action-after'`: an action written after a chain (`然后 通常召唤 X`) whose window held mandatory triggers.)
    if (variant === 'action-after')
      return t(
        `前一个连锁处理后，必发效果${quoted(names)}满足了条件，要先组成下一个连锁并处理：任何玩家都要在那之后才能进行召唤等动作。写出的动作跳过了它们；这里照写出的顺序判断那个动作，${quoted(names)}的处理没有计入。`,
        `After the chain before resolved, the mandatory effect of ${names.join(', ')} was met: it forms the next chain and resolves before either player can summon or act. The action written skips it; the action is judged as written, without that effect.`,
      );
    const src = by === 'chain' ? t('前一个连锁', 'the chain before') : t('动作', 'the action');
    const when = by === 'chain' ? t('前一个连锁处理时', 'as the chain before resolved') : t('连锁之前（动作进行时）', 'before the chain (by the action)');
    return variant === 'link'
      ? t(
          `C${link}「${card}」写的位置不对：${src.zh}满足条件的必发效果${quoted(names)}应当在这组连锁的这个位置之前发动（同时诱发的顺序${levels.join('·')}）。「${card}」本身可以发动，但要连锁在${quoted(names)}之后；写出的连锁里没有可以发动的${quoted(names)}${gone ? '。' : '，它列在连锁处理后的时点。'}`,
          `Chain Link ${link} (${card}) is not where it can go: the mandatory effect of ${names.join(', ')}, met by ${src.en}, is activated before this place in the chain (simultaneous triggers, SEGOC level ${levels.join('/')}). ${card} may still be activated, but chained after ${names.join(', ')}; the chain written has no link of ${names.join(', ')} that can be activated${gone ? '.' : ', so it is listed in the window after the chain.'}`,
        )
      : variant === 'passed'
      ? t(
          `条件在${when.zh}满足，它的时点是${by === 'chain' ? '下一组' : '那组'}连锁开始的时候；没有在那时发动（写出的连锁${first ? `从「${first}」开始，` : ''}没有它），连锁处理后不能再发动。`,
          `Its condition was met ${when.en}; its moment was when ${by === 'chain' ? 'the next' : 'that'} chain began. Not activated then (the chain written${first ? `, starting with ${first},` : ''} leaves it off), it cannot be activated after the chain.`,
        )
      : t(
          `${quoted(names)}的必发效果在${when.zh}满足条件，应当在${by === 'chain' ? '下一组' : '那组'}连锁开始时按同时诱发的顺序最先发动（顺序1·2${first ? `，在「${first}」之前` : ''}）；写出的连锁没有它。必发效果不能不发动，这里把它列在连锁处理后的时点。`,
          `The mandatory effect of ${names.join(', ')} was met ${when.en} and should have started ${by === 'chain' ? 'the next' : 'that'} chain first in SEGOC order (levels 1–2${first ? `, before ${first}` : ''}); the chain written leaves it off. A mandatory effect cannot be passed, so it is listed in the window after the chain.`,
        );
  },
  [W.SUMMON_NEGATION_WINDOW]: ({ variant, negators, tributes, unknown }) =>
    variant === 'tributes'
      ? unknown
        ? t(
            '解放的怪兽没有写出，不知道是哪些：它们在召唤成功之前满足条件的效果（「这张卡被解放的场合」等）这里没有判断；写出祭品才会判断（必发效果在召唤成功后的时点发动，「…时」的选发效果错过时点）。',
            'The tributes are not written, so which monsters they were is not known: their effects met before the summon succeeds ("if this card is Tributed"…) are not judged here; write them to have them judged (mandatory ones activate in the window after the summon; optional "when" ones miss the timing).',
          )
        : t(
            `作为祭品送去墓地的${quoted(tributes)}在召唤成功之前满足条件：必发效果在召唤成功（或被无效）后的时点发动，「…时」的选发效果错过时点。`,
            `The tributes (${tributes.join(', ')}) meet their conditions before the summon succeeds: mandatory effects activate in the window after the summon succeeds (or is negated); optional "when" effects miss the timing.`,
          )
      : t(
          `召唤成功之前有一个只能发动「召唤无效」的卡的时点${negators.length > 0 ? `（这里：${quoted(negators)}）` : ''}；没有被无效的场合，召唤成功，以下是「召唤成功时」的时点。`,
          `Before the summon succeeds there is a window where only cards that negate a summon may be activated${negators.length > 0 ? ` (here: ${negators.join(', ')})` : ''}; if it is not negated, the summon succeeds and the window below opens.`,
        ),
  [W.ATTACK_STOPS]: ({ card, defence, by, count, action, damageStep }) =>
    // (An action written during the attack, not a chain: said of now; in the damage step the battle ends before damage calculation.)
    action
      ? t(
          `「${card}」${defence ? '变成守备表示' : '已不在场上'}，不能攻击：攻击中止${damageStep ? '，这次战斗终止，不进行伤害计算' : ''}。`,
          `${card} ${defence ? 'is in Defense Position' : 'is no longer on the field'} and cannot attack: the attack stops${damageStep ? '; the battle ends with no damage calculation' : ''}.`,
        )
      : count
      ? t(
          `连锁处理结束时「${card}」已经不能作这次追加的攻击（「${by}」让它可以多次攻击的效果不再适用）：攻击中止。`,
          `When the chain ends, ${card} may no longer make this further attack (the effect of ${by} that let it attack more than once no longer applies): the attack stops.`,
        )
      : by
      ? t(
          `连锁处理结束时「${card}」因「${by}」的效果不能攻击：攻击中止。`,
          `When the chain ends, ${card} cannot attack because of ${by}: the attack stops.`,
        )
      : t(
      `连锁处理结束时「${card}」${defence ? '变成守备表示' : '已不在场上'}，不能攻击：攻击中止${damageStep ? '，这次战斗终止，不进行伤害计算' : ''}。`,
      `When the chain ends, ${card} ${defence ? 'is in Defense Position' : 'is no longer on the field'} and cannot attack: the attack stops${damageStep ? '; the battle ends with no damage calculation' : ''}.`,
    ),
  [W.ATTACK_STOPS_DEFENCE_NEGATED]: ({ card }) =>
    t(
      `连锁处理结束时以守备表示攻击的「${card}」的效果已被无效，不能再以守备表示作出攻击：攻击中止，不进行伤害计算。`,
      `When the chain ends, ${card}, attacking in Defense Position, has its effects negated and can no longer attack in Defense Position: the attack stops, no damage calculation is made.`,
    ),
  [W.REPLAY_BP_ENDED]: ({ card, toEndPhase }) =>
    toEndPhase
      ? t(
          `「${card}」的效果让这个回合变成结束阶段：这次攻击不再进行，不进行伤害计算，没有战斗伤害；主要阶段2也跳过，接下来是结束阶段。`,
          `${card}'s effect made it this turn's End Phase: the attack does not go on — no damage calculation, no battle damage; Main Phase 2 is skipped too, next is the End Phase.`,
        )
      : t(
          `「${card}」的效果让战斗阶段结束了：这次攻击不再进行，也不会重新选择攻击对象；接下来是主要阶段2。`,
          `${card}'s effect ended the Battle Phase: the attack does not go on and no target is chosen again; next is Main Phase 2.`,
        ),
  [W.REPLAY_COUNT]: ({ card }) =>
    t(
      `战斗步骤中防守方场上的怪兽数量变化了（「${card}」）：连锁处理结束后战斗回卷，攻击怪兽重新选择是否攻击及攻击对象；之后不再是「攻击宣言时」的时点。`,
      `The number of the defending player's monsters changed in the battle step (${card}): after the chain there is a replay — the attacker chooses again whether and what to attack — and it is no longer the "when an attack is declared" window.`,
    ),
  [W.REPLAY_FREED]: ({ card, freed }) =>
    t(
      `连锁处理结束时，限制「${card}」攻击对象的效果已经不再约束它，「${freed}」也可以被选择作为攻击对象了：战斗步骤中发生战斗回卷，攻击怪兽重新选择是否攻击及攻击对象；之后不再是「攻击宣言时」的时点。`,
      `When the chain ends, the effect that limited ${card}'s attack targets no longer binds it, and ${freed} may now be chosen too: in the battle step there is a replay — the attacker chooses again whether and what to attack — and it is no longer the "when an attack is declared" window.`,
    ),
  [W.REPLAY_RULES]: ({ card, direct, verdict }) =>
    t(
      `连锁处理结束时，「${card}」${direct ? '已经不能直接攻击' : '已经不能向原来的攻击对象攻击'}（${verdict.zh}）：战斗步骤中发生战斗回卷，攻击怪兽重新选择是否攻击及攻击对象；之后不再是「攻击宣言时」的时点。`,
      `When the chain ends, ${card} ${direct ? 'can no longer attack directly' : 'can no longer attack its target'} (${verdict.en}): in the battle step there is a replay — the attacker chooses again whether and what to attack — and it is no longer the "when an attack is declared" window.`,
    ),
  [W.REPLAY]: ({ card, variant }) =>
    variant === 'damage-step'
      ? t(
          `攻击对象「${card}」已不在场上：伤害步骤中不发生卷回，这次战斗终止，不进行伤害计算。`,
          `The attack target ${card} is gone: in the damage step there is no replay; the battle ends with no damage calculation.`,
        )
      : variant === 'not-monster'
      ? t(
          `攻击对象「${card}」回到了魔法与陷阱区域，不再是怪兽：这个时点过后战斗回卷，重新选择攻击对象；之后不再是「攻击宣言时」的时点。`,
          `The attack target ${card} went back to the Spell & Trap Zone and is no monster any more: after this window there is a replay (the attack target is chosen again), and it is no longer the "when an attack is declared" window.`,
        )
      : t(
      `攻击对象「${card}」已不在场上：这个时点过后战斗回卷，重新选择攻击对象；之后不再是「攻击宣言时」的时点。`,
      `The attack target ${card} is gone: after this window there is a replay (a new attack target may be chosen), and it is no longer the "when an attack is declared" window.`,
    ),
  [W.SET_PRIORITY]: ({ variant, name, tp, opp, answerers }) => {
    if (variant === 'set-as-summon') {
      return t(
        `场上的永续效果让这次盖放变成表侧守备表示的通常召唤：「${name}」是召唤成功的，「召唤成功时」的效果可以发动。`,
        `A continuous effect on the field makes this Set a face-up Defense Position Normal Summon: ${name} was summoned, and "when summoned" effects can be activated.`,
      );
    }
    if (variant === 'monster') {
      return t(
        `怪兽的盖放是里侧守备表示的通常召唤，不是召唤成功：「召唤成功时」的效果不能发动，里侧的「${name}」的效果也不适用。`,
        `Setting a monster is a face-down Normal Summon, not a successful summon: "when summoned" effects cannot be activated, and the face-down ${name}'s effects do not apply.`,
      );
    }
    if (variant === 'set-turn') return t(`这回合盖放的陷阱卡·速攻魔法卡在这回合不能发动（卡上写明可以的除外）。`, 'A Trap or Quick-Play Spell Set this turn cannot be activated this turn (unless its text allows it).');
    return t(
      `盖放「${name}」不进入连锁（不是发动）：之后有一个时点，盖放不转移优先权，回合玩家${tp}仍然持有优先权；${tp}放弃优先权时，${opp}可以发动2速以上的卡和效果${answerers.length > 0 ? `（这里：${quoted(answerers)}）` : ''}。`,
      `Setting ${name} does not start a chain (nothing is activated): a window follows; the Set does not pass priority, so the turn player ${tp} keeps it; when ${tp} passes, ${opp} may activate Spell Speed 2 cards and effects${answerers.length > 0 ? ` (here: ${answerers.join(', ')})` : ''}.`,
    );
  },
  [W.BETWEEN_TURNS]: ({ names }) =>
    t(
      `回合已经结束、下一个回合还没开始：这之间没有时点，满足发动条件的效果（必发的诱发效果也一样）都不能发动${names.length > 0 ? `（这里：${quoted(names)}）` : ''}；「直到回合结束时」适用的效果已经不再适用。`,
      `The turn has ended and the next has not begun: there is no window in between, so no effect whose condition is met there can be activated — not even a mandatory trigger${names.length > 0 ? ` (here: ${names.join(', ')})` : ''}; effects lasting until the end of the turn no longer apply.`,
    ),
  // ── candidates ──
  // WIN-HAND-SIZE-ONE-CHAIN (../window/index.ts): the one chain after the hand-size adjustment has resolved.
  // WIN-NO-CHAIN-RESOLVED (../window/index.ts noChainResolved; ../index.ts for an action's window still open).
  [W.NO_CHAIN_RESOLVED]: ({ variant }) =>
    variant === 'action'
      ? t(
          '写的连锁块都不能发动：没有组成连锁，也就没有连锁处理结束后的时点；动作之后的时点还开着，就是这个时点。',
          'No link written could be activated: no chain was built, so there is no window after a chain; the window the action opened is still open — this one.',
        )
      : variant === 'action-refused'
      ? t('写的连锁块都不能发动，写的动作也没有进行（见「注意」）：没有组成连锁，没有连锁处理结束后的时点；局面和之前一样。', 'No link written could be activated and the action written was not made (see the warnings): no chain was built and no window after a chain opens; the game stands as before.')
      : t(
          '写的连锁块都不能发动：没有组成连锁，也就没有连锁处理结束后的时点；局面和发动之前一样，持有优先权的玩家照常行动。',
          'No link written could be activated: no chain was built, so there is no window after a chain; the game stands as it did before, and the player holding priority acts as usual.',
        ),
  [W.HAND_SIZE_ONE_CHAIN]: ({ cards }) => {
    const names = cards as string[];
    const zh = names.length ? `这个连锁处理后满足条件的${names.map((n) => `「${n}」`).join('、')}也不能发动。` : '';
    const en = names.length ? ` ${names.join(', ')}, whose condition its resolution met, cannot be activated.` : '';
    return t(
      `结束阶段的手卡调整之后只能进行1个连锁：这个连锁处理完后不能再开新的连锁，诱发类效果即使满足发动条件也不能发动。${zh}（较早的回合流程资料写的是这里还能像平常一样再开连锁；本答案按现在的裁定（2020年4月1日、2024年8月1日的裁定）判断。）`,
      `After the End Phase's hand-size adjustment only one chain can be built: once it resolves no new chain is started — trigger-like effects whose condition is met can no longer be activated.${en} (Older turn-structure guides let a new chain start here as after any chain; this answer follows the current rulings of 2020-04-01 and 2024-08-01.)`,
    );
  },
  [W.HAND_SIZE_END_PHASE]: () =>
    t(
      '结束阶段的手卡调整中丢弃的这张卡，「结束阶段」的诱发效果在「丢弃时」的时点可以发动（特例）。',
      "Discarded during the end phase's hand-size adjustment, this card's end-phase trigger may be activated in the discard window (a special case).",
    ),
  [W.FACE_DOWN]: () => t(`事件发生时这张卡是里侧表示，效果不适用。`, 'It was face-down when the event happened, so its effect did not apply.'),
  // (bar: a Trap that would see its own chain — WIN-TRAP-OWN-CHAIN — but for this: said instead of the general reason.)
  [W.ALREADY_APPLYING]: ({ link, event, bar }) =>
    bar === 'negated'
      ? t(
          `这张卡作为${link.zh}的发动被无效，没有作为表侧表示的卡留在场上，那之后发生的${eventWord(event).zh}不满足它的发动条件。`,
          `This card's activation as ${link.en} was negated, so it never stayed face-up on the field: the later event (${eventWord(event).en}) does not meet its trigger.`,
        )
      : bar === 'text'
      ? t(
          `这张卡的效果写明「这张卡在魔法与陷阱区域存在」：作为${link.zh}发动的这组连锁中，那之后发生的${eventWord(event).zh}不满足它的发动条件。`,
          `Its text needs this card in the Spell & Trap Zone: in the chain where it was activated as ${link.en}, the later event (${eventWord(event).en}) does not meet its trigger.`,
        )
      : bar === 'self-destroy'
      ? t(
          `这张卡的效果处理是把自身破坏：作为${link.zh}发动的这组连锁中，那之后发生的${eventWord(event).zh}不满足它的发动条件。`,
          `Its effect destroys this card itself: in the chain where it was activated as ${link.en}, the later event (${eventWord(event).en}) does not meet its trigger.`,
        )
      : t(
      `这张卡作为${link.zh}发动，效果在那之后才开始适用，看不到之前发生的${eventWord(event).zh}。`,
      `This card was activated as ${link.en}; its effect started to apply only when that link resolved, so it did not see the earlier event (${eventWord(event).en}).`,
    ),
  [W.TRAP_OWN_CHAIN]: ({ card }) =>
    t(
      `「${card}」是陷阱卡，卡的发动后已经表侧表示在场上：这组连锁中在那之后发生的事也满足它的诱发效果的发动条件。`,
      `${card} is a Trap Card, face-up on the field from its activation: what happened after that in the same chain meets its trigger too.`,
    ),
  [W.FORBIDDEN_ACTIVATION]: ({ card, source }) =>
    t(`「${source}」在场上表侧表示，「${card}」的效果不能发动（必发效果也一样）。`, `${source} is face-up on the field: ${card}'s effect cannot be activated (mandatory or not).`),
  // WIN-CAUSE-BY: the event was typed without who caused it; the trigger's 「被对方」/「被自己」 is taken as met.
  [W.CAUSE_BY]: ({ wanted }) =>
    wanted === 'opponent'
      ? t('（情境没有写是谁造成的，假定是对方造成的，满足「被对方」的条件。）', '(The situation does not say who caused it; it is assumed the opponent did, so "by the opponent" is taken as met.)')
      : t('（情境没有写是谁造成的，假定是这张卡的控制者自己造成的，满足条件。）', "(The situation does not say who caused it; it is assumed this card's controller did, so the condition is taken as met.)"),
  [W.CAUSE_RULE]: () =>
    t('这张卡是因规则（不是哪一方的效果或行为）离开的，「因对方」「被对方」的发动条件不满足。', 'This card moved by rule, caused by no player: a condition that the opponent caused it is not met.'),
  [W.CAUSE_CONTROLLER]: ({ controller, causer, wanted }) =>
    wanted === 'opponent'
      ? t(`这件事发生时控制这张卡的是${controller}，造成它的也是${controller}自己，不是「对方」：发动条件不满足（看当时的控制者，不看持有者）。`, `When it happened this card was controlled by ${controller}, and ${causer} caused it — not the opponent: the condition is not met (the controller at that moment counts, not the owner).`)
      : t(`这件事发生时控制这张卡的是${controller}，造成它的是${causer}（对方）：发动条件不满足（看当时的控制者，不看持有者）。`, `When it happened this card was controlled by ${controller}, and ${causer} (the opponent) caused it: the condition is not met (the controller at that moment counts, not the owner).`),
  [W.CAUSE_OWNER]: ({ controller, owner, causer, wanted }) =>
    t(
      `这张卡的所有者是${owner}，这件事发生时却由${controller}控制：「${wanted === 'opponent' ? '被对方' : '被自己'}」要从控制者和所有者两边看都成立，而两人互为对方，不论是${causer}还是另一方造成的都不满足，不能发动。`,
      `This card is owned by ${owner} but was controlled by ${controller} when it happened: "${wanted === 'opponent' ? 'by the opponent' : 'by its controller'}" must hold seen from both its controller and its owner, who are each other's opponent, so whoever caused it (here ${causer}) it is not met and the effect cannot be activated.`,
    ),
  [W.CAUSE_OTHER_CARD]: ({ controller, causer, wanted }) =>
    wanted === 'opponent'
      ? t(`造成这件事的是${causer}，也就是这个效果的控制者${controller}自己，不是「对方」：发动条件不满足。`, `${causer} caused it — the controller of this effect (${controller}) itself, not the opponent: the condition is not met.`)
      : t(`造成这件事的是${causer}，是这个效果的控制者${controller}的对方：发动条件不满足。`, `${causer} caused it — the opponent of this effect's controller (${controller}): the condition is not met.`),
  [W.HIDDEN_PLACE]: ({ place }) =>
    t(`这张卡去了${place.zh}（不公开的位置），那里不能发动它自身的诱发效果。`, `This card went to ${place.en}, a hidden place: its own trigger cannot be activated there.`),
  [W.MOVED_AFTER]: ({ card, place }) =>
    t(`「${card}」在满足发动条件之后离开了当时所在的${place.zh}，不能发动（2020年4月起的规则）。`, `${card} left ${place.en} after its condition was met, so it cannot be activated (rule since April 2020).`),
  // WIN-BATTLE-FLIP-WAITS: a battle flip's flip effect waits for after damage calculation.
  [W.BATTLE_FLIP_WAITS]: ({ card }) =>
    t(`「${card}」是被攻击翻开的：反转效果不在翻开时发动，要等到伤害计算后才发动。`, `${card} was flipped face-up by the attack: its flip effect is not activated now but after damage calculation.`),
  // WIN-PER-EVENT-SWEEP: several events, one activation of a sweep.
  [W.PER_EVENT_SWEEP]: ({ card }) =>
    t(`这组连锁中「${card}」的发动条件满足了几次，但它的效果是把一类卡全部一起处理，只发动1次。`, `${card}'s condition was met several times in this chain, but its effect deals with every card of a kind at once: it is activated once.`),
  // WIN-LINKED-ZONE: a summon into a Link monster's zones — no Link monster there, or the zone taken as linked.
  [W.LINKED_ZONE]: ({ card, which, variant }) =>
    variant === 'none'
      ? which === 'self'
        ? t(`「${card}」不在场上表侧表示存在，没有它所连接的区域：不满足发动条件。`, `${card} is not face-up on the field: it points to no zone, so its condition is not met.`)
        : t(`场上没有表侧表示的连接怪兽，没有怪兽能特殊召唤到连接区：「${card}」不满足发动条件。`, `No face-up Link monster is on the field, so no monster was summoned to a linked zone: ${card}'s condition is not met.`)
      : t(`假定：特殊召唤的怪兽放在${which === 'self' ? `「${card}」` : '连接怪兽'}所连接的区域（它放在哪个区域没有写明；不在连接区的话不满足发动条件）。`, `Assumed: the monster was Special Summoned to a zone ${which === 'self' ? card : 'a Link monster'} points to (where it was placed was not given; elsewhere, the condition is not met).`),
  [W.SAME_COLUMN_ACTIVATED]: ({ card, cards, variant }) =>
    variant === 'other'
      ? t(`发动的卡${(cards as string[]).map((x) => `「${x}」`).join('、')}按情境写明的区域不在「${card}」的相同纵列（A的第c个区域对着B的第6−c个），不满足发动条件。`, `By the zones the situation states, the card activated (${(cards as string[]).join(', ')}) is not in ${card}'s column (A's zone c faces B's zone 6−c): its condition is not met.`)
      : variant === 'assumed'
      ? t(`「${card}」的发动条件要求发动的卡在和它相同纵列；情境没有写明两张卡的区域（写 主3、魔陷3 等），假定在相同纵列。`, `${card}'s condition wants the card activated in its own column; the situation does not state both zones (write 主3, 魔陷3 …), so they are assumed to share a column.`)
      : t(`发动的卡在「${card}」的相同纵列（按情境写明的区域，发动时）。`, `The card was activated in ${card}'s column (the zones the situation states, at activation).`),
  /** WIN-SAME-COLUMN-BATTLE: the monster this card battles stands in its column (`checked`), does not (`other`), or the zones were not stated (`unread`). */
  [W.SAME_COLUMN_BATTLE]: ({ card, foe, variant }) =>
    variant === 'other'
      ? (foe
        ? t(`「${card}」的发动条件要求和它战斗的对方怪兽在相同纵列；按情境写明的区域，「${foe}」不在它的纵列（A的第c个区域对着B的第6−c个），不满足发动条件。`, `${card}'s condition wants the opponent's monster it battles in its own column; by the zones the situation states, ${foe} is not in its column (A's zone c faces B's zone 6−c): the condition is not met.`)
        : t(`「${card}」的发动条件要求和相同纵列的对方怪兽进行战斗；直接攻击不和怪兽战斗，不满足发动条件。`, `${card}'s condition wants a battle with an opponent's monster in its column; a direct attack battles no monster: the condition is not met.`))
      : variant === 'unread'
      ? t(`「${card}」的发动条件要求和它战斗的对方怪兽「${foe}」在相同纵列；情境没有写明两只怪兽的区域（写 主3、EX左 等），纵列没有判断，假定满足——不在相同纵列的场合，不能发动。`, `${card}'s condition wants the opponent's monster it battles (${foe}) in its own column; the situation does not state both monsters' zones (write 主3, EX左 …), so the column was not judged and is assumed met — if they are in different columns, it cannot be activated.`)
      : t(`和「${card}」战斗的对方怪兽「${foe}」在它的相同纵列（按情境写明的区域）。`, `${card} battles the opponent's ${foe}, which stands in its column (the zones the situation states).`),
  /** WIN-SAME-COLUMN-MOVED: the card of the event stood in this card's column (`checked`), did not (`other`), or the zones were not stated (`unread`). */
  [W.SAME_COLUMN_MOVED]: ({ card, cards, variant }) => {
    const zh = (cards as string[]).map((x) => `「${x}」`).join('、');
    const en = (cards as string[]).join(', ');
    if (variant === 'other') return t(`「${card}」的发动条件要求离开场上（或被战斗破坏）的对方的卡在它的相同纵列；按情境写明的区域，${zh}不在它的纵列，不满足发动条件。`, `${card}'s condition wants the opponent's card that left the field (or was destroyed by battle) in its own column; by the zones the situation states, ${en} was not in its column: the condition is not met.`);
    return variant === 'unread'
      ? t(`「${card}」的发动条件要求${zh}在和它相同纵列；情境没有写明区域（写 主3、魔陷3 等），纵列没有判断，假定满足——不在相同纵列的场合，不能发动。`, `${card}'s condition wants ${en} in its own column; the situation does not state the zones (write 主3, 魔陷3 …), so the column was not judged and is assumed met — if not in its column, it cannot be activated.`)
      : t(`${zh}在「${card}」的相同纵列（按情境写明的区域）。`, `${en} stood in ${card}'s column (the zones the situation states).`);
  },
  /** WIN-DAMAGE-CAUSE: what its text says dealt the damage, not read (`unread`) or not known from the situation (`unknown`) — not checked. */
  [W.DAMAGE_CAUSE]: ({ card, words, variant }) =>
    variant === 'unread'
      ? t(
          `「${card}」的诱发条件要求伤害是「${words}」造成的：这部分没有被读懂（卡片文本编译器未能理解），没有核对，假定满足——不是的场合，不能发动。`,
          `${card}'s trigger asks that the damage be dealt by 「${words}」: that was not read (the card-text compiler did not understand it) and is not checked — assumed met; if it was not, it cannot be activated.`,
        )
      : t(
          `「${card}」的诱发条件要求伤害是「${words}」造成的：情境没有写明造成这次伤害的战斗或卡，没有核对，假定满足——不是的场合，不能发动。`,
          `${card}'s trigger asks that the damage be dealt by 「${words}」: the situation does not say which battle or card dealt it, so this is not checked — assumed met; if it was not, it cannot be activated.`,
        ),
  /** WIN-DESTROYER-SELF: the words its text puts on the monster destroyed, not read — not checked. */
  [W.DESTROYER_SELF]: ({ card, words }) =>
    t(
      `「${card}」的诱发条件要求战斗破坏的是「${words}」：这个条件没有被读懂（卡片文本编译器未能理解），没有核对，假定满足——那只怪兽不是的场合，不能发动。`,
      `「${card}」's trigger asks that the monster it destroyed by battle be 「${words}」: that was not read (the card-text compiler did not understand it) and is not checked — assumed met; if that monster was not, it cannot be activated.`,
    ),
  [W.SUMMON_HOW]: ({ card, how: kind }) => {
    const words = SUBTYPE_WORDS[kind as string] ?? SUBTYPE_WORDS.synchro!;
    const how = t(`${words.zh}召唤`, `${words.en} Summoned`);
    // A Pendulum Summon takes no materials (CH-PENDULUM-SUMMON): it is written 灵摆召唤 X.
    const pendulum = kind === 'pendulum';
    return t(
      `「${card}」的发动条件要求它以${how.zh}的方式特殊召唤；情境没有写明怎样特殊召唤的，假定是${how.zh}（其他方法特殊召唤的场合不能发动，写成 ${how.zh} ${card}${pendulum ? '' : ' 素材 …'}）。`,
      `${card} needs to have been ${how.en}; the situation does not say how it was Special Summoned, so that is assumed (summoned another way, it could not be activated; write ${pendulum ? `灵摆召唤 ${card}` : 'the summon with its materials'}).`,
    );
  },
  /** WIN-LEFT-SUMMON-HOW: 「通常召唤的表侧表示的这张卡从场上离开的场合」 — the monster that left had no summon stated; taken as that one. */
  [W.LEFT_SUMMON_HOW]: ({ card, how: kind }) => {
    const how = HOW_WORDS[kind as keyof typeof HOW_WORDS] ?? HOW_WORDS.normal;
    return t(
      `「${card}」的诱发条件要求离开场上的它是${how.zh}出场的；情境没有写明它怎样出场，假定是${how.zh}（用其他方法出场的场合——例如写明 (特殊召唤)——不能发动）。`,
      `${card}'s trigger needs it to have been ${how.en} before it left the field; the situation does not say how it was summoned, so that is assumed (summoned another way — e.g. written (特殊召唤) — it could not be activated).`,
    );
  },
  // WIN-SUMMONED-BY-CARD: 「用「X」的效果特殊召唤成功时」 after a Special Summon whose cause was not written.
  // (`anyOf`: a lead naming several kinds — 「X族怪兽或者名字带有「Y」的魔法卡」 — each said, joined by 或者 / or.)
  [W.SUMMONED_BY_CARD]: ({ card, name, archetype, kind, anyOf }) => {
    const one = (w: { name?: string; archetype?: string; kind?: string; race?: string }): { zh: string; en: string } => {
      const kindZh = w.kind === 'monster' ? '怪兽' : w.kind === 'spell' ? '魔法卡' : w.kind === 'trap' ? '陷阱卡' : '卡';
      const kindEn = w.kind === 'monster' ? 'monster' : w.kind === 'spell' ? 'Spell' : w.kind === 'trap' ? 'Trap' : 'card';
      if (w.name) return { zh: `「${w.name}」`, en: w.name };
      // (English: the Type's English word, and the archetype in double quotes — the answer's last step names it in English.)
      if (w.race) return { zh: `${w.race}${kindZh}`, en: `a ${raceEn(w.race)} ${kindEn}` };
      return { zh: `「${w.archetype}」${kindZh}`, en: `a "${w.archetype}" ${kindEn}` };
    };
    const words = ((anyOf as { name?: string; archetype?: string; kind?: string; race?: string }[] | null) ?? [{ name, archetype, kind }]).map(one);
    const zh = words.map((w) => w.zh).join('或者');
    const en = words.map((w) => w.en).join(' or ');
    return t(
      `「${card}」的发动条件要求它是用${zh}的效果特殊召唤的；情境没有写明是什么让它特殊召唤的，假定是${zh}的效果（由其他卡的效果或规则特殊召唤的场合不能发动；写成 特殊召唤 ${card} [由 …] 注明）。`,
      `${card} needs to have been Special Summoned by the effect of ${en}; the situation does not say what summoned it, so that is assumed (summoned by another card's effect or by the rules, it could not be activated; write 特殊召唤 ${card} [由 …]).`,
    );
  },
  [W.HAND_ADDED]: ({ card }) =>
    t(`「${card}」在满足发动条件时还不在手卡，但连锁处理完毕时在手卡：当作一直在手卡，可以发动。`, `${card} was not in the hand when its condition was met, but is in the hand as the chain ends: judged as if it had been there all along, it may be activated.`),
  // WIN-DECK-UNSEEN
  [W.DECK_UNSEEN]: ({ card, place }) =>
    t(
      `「${card}」的这个效果写明在${place.zh}发动，满足发动条件之后这张卡虽然离开了${place.zh}，但${place.zh}是不能确认的位置：仍然当作从${place.zh}发动。`,
      `${card}'s effect is one its text has activated in the ${place.en}; the card left it after its condition was met, but nobody can check the ${place.en}: it is still activated, as from there.`,
    ),
  [W.USED_ON_CHAIN]: ({ card, link }) => t(`「${card}」的效果1回合只能使用1次，已经作为C${link}发动过：连锁结束时不能再次发动。`, `${card}'s effect is once per turn and was already activated as C${link}: it is not activated again when the chain ends.`),
  [W.OPEN_RESPONSE]: ({ zone, answers, assumed }) =>
    t(
      `${zone === 'hand' ? '手卡（非公开情报）的2速以上的卡·效果' : zone === 'monster' ? '场上表侧表示的怪兽的诱发即时效果（不是诱发效果）' : '盖放的2速以上的卡·效果'}：获得优先权时可以发动${answers ? `（对应「${answers}」的发动）` : ''}${assumed ? '，对象·条件等按可以满足假定' : ''}。`,
      `${zone === 'hand' ? 'A Spell Speed 2 card or effect in the hand (not public information)' : zone === 'monster' ? 'A quick effect of a face-up monster (not a trigger)' : 'A Spell Speed 2 card or effect Set face-down'}: may be activated when its controller has priority${answers ? ` (in response to ${answers}'s activation)` : ''}${assumed ? ', assuming its targets and requirements can be met' : ''}.`,
    ),
  [W.NEGATED_OWN_MOVE]: ({ card, variant }) =>
    variant === 'not-from-field'
      ? t(`「${card}」卡的发动被无效，当作没有发动过，从那时起不再当作场上的卡：它不是从场上离开的，「从场上…的场合」的效果不能发动。`, `${card}'s card activation was negated: from then on it is not treated as a card on the field, so it did not leave the field, and an effect that needs it to have left the field cannot be activated.`)
      : t(`「${card}」卡的发动被无效（当作没有发动过），那之后它自身的移动按去向判断：不要求「从场上」的「被破坏·送去墓地的场合」的效果可以发动。`, `${card}'s card activation was negated (treated as never activated); its own move is judged by where it went: an "if this card is destroyed / sent to the GY" effect that does not need it to have been on the field can be activated.`),
  [W.ONCE_USED]: ({ card }) => t(`「${card}」的效果本回合已经使用，不能发动。`, `${card}'s effect was already used this turn.`),
  [W.TARGET_NEEDED]: ({ card, variant }) =>
    variant === 'assumed'
      ? t('（情境没有列出可以作为对象的卡，假定存在。）', '(The situation lists no valid target; one is assumed to exist.)')
      : t(`「${card}」没有可以作为对象的卡，不能发动。`, `${card} has no valid target, so it cannot be activated.`),
  [W.ONLY_ONE_SELF]: ({ card, limit, there }) =>
    t(`「${card}」的效果要把自身特殊召唤，但${limit}只能有1张表侧表示存在，场上已经有「${there}」：不能发动。`, `${card}'s effect must Special Summon itself, but only one face-up ${limit} may exist and ${there} is already on the field: it cannot be activated.`),
  [W.COST_UNPAYABLE]: ({ card, amount, lp, variant, need, has }) =>
    variant === 'detach'
      ? t(`「${card}」要取除这张卡${need}个超量素材才能发动，情境中它只有${has}个超量素材：付不起代价，不发动。`, `${card} must detach ${need} of its own Xyz Materials to be activated and the situation gives it only ${has}: the cost cannot be paid, so it is not activated.`)
      : t(`「${card}」要支付${amount}基本分才能发动，基本分只有${lp}：付不起代价，即使是必发效果也不发动。`, `${card} must pay ${amount} LP to be activated and its player has only ${lp}: the cost cannot be paid, so it is not activated, mandatory or not.`),
  [W.CONDITION]: ({ card, variant }) =>
    variant === 'assumed'
      ? t('（部分发动条件无法判断，假定满足。）', '(Some of its conditions cannot be judged; assumed met.)')
      : t(`「${card}」的发动条件不满足。`, `${card}: its activation condition is not met.`),
  [W.EVENT_OF_THIS]: ({ sentence }) => t(`${sentence.zh}，满足发动条件。`, `Its condition was met: ${sentence.en}.`),
  [W.PER_EVENT]: ({ card, times }) =>
    t(
      `这组连锁中「${card}」的发动条件在${times}个不同的时点满足：它是必发效果，没有次数限制，也不是对那些卡（或这张卡自身）一起处理的效果，所以满足几次就发动几次，自己组成连锁。`,
      `The condition of ${card} was met at ${times} different moments in this chain: a mandatory effect with no use limit that does not act on those cards together (nor on itself) is activated once for each, chained to itself.`,
    ),
  [W.OPT_NAME]: ({ card, controller }) =>
    t(
      `「${card}」的这个效果1回合只能使用1次（卡名）：几张同时满足条件时，${controller}只能选其中1张发动。`,
      `${card}: this effect can be used only once per turn by name; of the copies that met the condition, ${controller} activates only one.`,
    ),
  // ── missed timing ──
  [W.MISS_COST]: ({ links: ns }) =>
    t(
      `条件在支付发动的代价时满足，之后连锁还进行了处理（${links(ns).zh}），错过时点。`,
      `Its condition was met while a cost was paid; the chain then resolved (${links(ns).en}), so it missed the timing.`,
    ),
  [W.MISS_THEN]: ({ link }) =>
    t(
      `条件满足之后，${link.zh}的处理还有后续（「之后」的部分），不是最后发生的事，错过时点。`,
      `After its condition was met, ${link.en} went on to a later step ("then"), so it was not the last thing to happen: it missed the timing.`,
    ),
  [W.MISS_EFFECT_NEGATED_LINK]: ({ n, card }) =>
    t(
      `条件满足之后C${n}「${card}」还要处理（效果被无效或不处理，但仍然进行了处理），错过时点。`,
      `After its condition was met, Chain Link ${n} (${card}) still resolved (its effect was negated or did nothing, but it resolved), so it missed the timing.`,
    ),
  [W.MISS_LATER_LINK]: ({ n, card }) =>
    n
      ? t(`条件满足之后C${n}「${card}」还要处理，不是最后发生的事，错过时点。`, `After its condition was met, Chain Link ${n} (${card}) still had to resolve, so it was not the last thing to happen: it missed the timing.`)
      : t('条件满足之后还发生了其他事，不是最后发生的事，错过时点。', 'Something else happened after its condition was met, so it missed the timing.'),
  [W.MISS_NEGATED_LINK]: ({ links: ns }) =>
    t(`之后的${links(ns).zh}发动被无效，不进行处理，不占用时点。`, `${links(ns).en} after it had its activation negated: it did not resolve and takes up no timing.`),
  [W.MISS_ACTION_COST]: () =>
    t(
      '条件在支付发动的代价时满足（动作注明了 cost）；之后那个卡·效果发动、进入连锁，不是最后发生的事，错过时点。',
      'Its condition was met while a cost was paid (the action says cost); the card or effect that cost was for was then activated, so it was not the last thing to happen: it missed the timing.',
    ),
  [W.MISS_TRIBUTE]: () =>
    t('条件在上级召唤的解放时满足，之后怪兽才召唤成功，不是最后发生的事，错过时点。', 'Its condition was met by the tribute of a Tribute Summon; the summon succeeded afterwards, so it missed the timing.'),
  // ── SEGOC and priority ──
  // (late: after damage calculation — CH-DAMAGE-STEP-STAT-TIMING: ATK/DEF changes no longer; battleDamage: 伤害计算后, where cards timed
  // to battle damage are activated — CH-DAMAGE-STEP-WAITS-FOR; battleDestruction: 伤害步骤结束时, where cards timed to destruction by battle are.)
  [W.DAMAGE_STEP]: ({ card, variant, late, battleDamage, battleDestruction }) =>
    card && variant === 'trigger'
      ? t(
          `伤害步骤中，由自身以外的卡的变化（特殊召唤、送去墓地、除外等）诱发的选发效果不能发动：「${card}」不能发动。`,
          `In the damage step an optional trigger met by a change of another card (special summoned, sent to the GY, banished …) cannot be activated: ${card} cannot be.`,
        )
      : card && variant === 'calc'
      ? t(
          `伤害计算时只能发动文本写明在伤害计算时发动的效果（回应连锁上的效果时，反击陷阱和无效发动的效果也可以）：「${card}」不能发动。`,
          `During damage calculation only effects whose text says so may be activated (in response to a chain link, Counter Traps and effects that negate an activation too): ${card} cannot be.`,
        )
      : card && late
      ? t(
          `伤害计算已经进行：伤害步骤中这之后只能发动反击陷阱和无效发动的效果（直接改变攻击力·守备力的效果只能到伤害计算前）：「${card}」不能发动。`,
          `Damage calculation has been made: from now in the damage step only Counter Traps and effects that negate an activation may be activated (ATK/DEF changes only until before damage calculation): ${card} cannot be.`,
        )
      : variant === 'calc'
      ? t(
          '现在是伤害计算时：诱发效果在条件满足时可以发动；2速以上的只有文本写明在伤害计算时发动的效果可以发动（回应连锁上的效果时，反击陷阱和无效发动的效果也可以；直接改变攻击力·守备力的效果只能到伤害计算前）。',
          'This is damage calculation: trigger effects whose condition is met here may activate; of Spell Speed 2 effects only those whose text says so may be activated (in response to a chain link, Counter Traps and effects that negate an activation too; ATK/DEF changes only until before damage calculation).',
        )
      : late && battleDamage
      ? t(
          '现在是伤害步骤（伤害计算之后）：诱发效果在条件满足时可以发动；2速以上的只有反击陷阱和无效发动的效果可以发动，另外受到·给与战斗伤害时才能发动的卡（「自己受到战斗伤害时」等）在这时发动（直接改变攻击力·守备力的效果只能到伤害计算前）。',
          'This is the damage step, after damage calculation: trigger effects whose condition is met here may activate; of Spell Speed 2 effects only Counter Traps and effects that negate an activation may be activated, and cards activated when battle damage is dealt or taken are activated now (ATK/DEF changes only until before damage calculation).',
        )
      : late && battleDestruction
      ? t(
          '现在是伤害步骤（伤害计算之后）：诱发效果在条件满足时可以发动；2速以上的只有反击陷阱和无效发动的效果可以发动，另外怪兽被战斗破坏时才能发动的卡（「…被战斗破坏时」等）在这时发动（直接改变攻击力·守备力的效果只能到伤害计算前）。',
          'This is the damage step, after damage calculation: trigger effects whose condition is met here may activate; of Spell Speed 2 effects only Counter Traps and effects that negate an activation may be activated, and cards activated when a monster is destroyed by battle are activated now (ATK/DEF changes only until before damage calculation).',
        )
      : late
      ? t(
          '现在是伤害步骤（伤害计算之后）：诱发效果在条件满足时可以发动；2速以上的只有反击陷阱和无效发动的效果可以发动（直接改变攻击力·守备力的效果只能到伤害计算前）。',
          'This is the damage step, after damage calculation: trigger effects whose condition is met here may activate; of Spell Speed 2 effects only Counter Traps and effects that negate an activation may be activated (ATK/DEF changes only until before damage calculation).',
        )
      : card
      ? t(
          `伤害步骤中只能发动反击陷阱、直接改变攻击力·守备力的效果和无效发动的效果：「${card}」不能发动。`,
          `In the damage step only Counter Traps, effects that directly change ATK/DEF and effects that negate an activation may be activated: ${card} cannot be.`,
        )
      : t(
          '现在是伤害步骤：诱发效果在条件满足时可以发动；2速以上的只有反击陷阱、直接改变攻击力·守备力的效果和无效发动的效果可以发动。',
          'This is the damage step: trigger effects whose condition is met here may activate; of Spell Speed 2 effects only Counter Traps, effects that directly change ATK/DEF and effects that negate an activation may be activated.',
        ),
  [W.SEGOC_MANDATORY_QUICK]: ({ below }) =>
    below
      ? t(`必发的诱发即时效果：回应它下面的「${below}」的发动。`, `A mandatory quick effect: it answers the activation of ${below} directly below it.`)
      : t('必发的诱发即时效果：在诱发效果之后发动。', 'A mandatory quick effect: activated after the triggers.'),
  [W.SEGOC_GROUP]: ({ controller }) =>
    t(`同一顺序有多个${controller}的效果：${controller}可以自由排列它们的连锁顺序（自排连锁）。`, `${controller} has several effects at this level and may put them in any order.`),
  [W.SELF_SS_ONE]: ({ player, names }) =>
    t(
      `${player}在同一连锁上只能发动其中1个「把这张卡从手卡·墓地特殊召唤」的诱发效果：${quoted(names)}。`,
      `${player} may activate only one of these "Special Summon this card from the hand/GY" triggers in one chain: ${names.join(', ')}.`,
    ),
  [W.END_PHASE_ARMED_LOST]: ({ card }) =>
    t(
      `「${card}」这个回合召唤·反转过，但之后变成了新的卡（被一时除外或变成里侧表示过），不再是这个回合召唤·反转的怪兽：它的「召唤·反转的回合的结束阶段」的效果不发动。`,
      `${card} was summoned or flipped this turn but became a new card since (temporarily banished or turned face-down): it is no longer the monster summoned or flipped this turn, so its End Phase effect 「the turn it was summoned or flipped」 is not activated.`,
    ),
  [W.END_PHASE_OWN_ORDER]: ({ player, items, itemsEn, withStep }) =>
    t(
      `${player}在这个结束阶段必须进行的处理和诱发效果有${(items as string[]).length}个（${(items as string[]).join('、')}）：同一个玩家的必发诱发效果、选发诱发效果、快速效果和不入连锁的处理，先后顺序完全由这个玩家自己决定${withStep ? '（留到结束阶段的处理也可以在诱发效果之后进行；这里只是按处理在前写出）' : ''}。`,
      `${player} has ${(itemsEn as string[]).length} things that must be done in this End Phase (${(itemsEn as string[]).join(', ')}): one player's mandatory and optional triggers, quick effects and steps outside a chain are done in the order that player chooses${withStep ? ' (a step left for the End Phase may come after a trigger; the answer merely lists the steps first)' : ''}.`,
    ),
  [W.END_PHASE_FLIPPED_ASSUMED]: ({ card }) =>
    t(
      `「${card}」写了(已反转)，但没有写是哪个回合反转的：假定是这个回合反转、之后一直表侧表示在场上，它的「召唤·反转的回合的结束阶段」的效果在这个结束阶段发动。不是这个回合反转的，就不发动（这个回合反转召唤的，也可以写 本回合:…(反转召唤)）。`,
      `${card} is written flipped (已反转) with no turn: it is assumed flipped face-up this turn and face-up on the field since, so its End Phase effect 「the turn it was summoned or flipped」 is activated in this End Phase. Flipped in an earlier turn, it is not.`,
    ),
  // (`negated`: its card's effects are negated now — still activated, negated as it resolves, WIN-END-PHASE-TRIGGER.)
  [W.PHASE_TRIGGER_LEFT]: ({ card, controller, mandatory, variant, negated }) =>
    variant === 'start'
      ? t(
          `「${card}」的结束阶段的诱发效果（${mandatory ? '必发' : '选发'}）：结束阶段开始，条件满足，${controller}持有优先权时作为连锁1发动${mandatory ? '（必发效果，结束阶段结束前必须发动）' : '（选发效果，可以不发动）'}。` +
            (negated ? `「${card}」的效果现在被无效化：这个效果仍然发动，处理时作为无效处理，结果不适用（「${card}」不会因此回到手卡等）。` : ''),
          `${card}'s End Phase trigger (${mandatory ? 'mandatory' : 'optional'}): the End Phase has begun and its condition is met; ${controller} activates it as Chain Link 1 while holding priority${mandatory ? ' (mandatory: it must be activated before the End Phase ends)' : ' (optional: it may be left unused)'}.` +
            (negated ? ` ${card}'s effects are negated now: the effect is still activated, but it is negated as it resolves and does nothing (${card} does not return to the hand by it, etc.).` : ''),
        )
      : t(
          `「${card}」的结束阶段的诱发效果（${mandatory ? '必发' : '选发'}）如果在这个结束阶段还没有发动过，${controller}持有优先权时仍可以把它作为连锁1发动，开始下一个连锁${mandatory ? '（必发效果，结束阶段结束前必须发动）' : ''}。`,
          `${card}'s End Phase trigger (${mandatory ? 'mandatory' : 'optional'}), if not yet activated in this End Phase, may still be activated by ${controller} as Chain Link 1 while holding priority, starting the next chain${mandatory ? ' (mandatory: it must be activated before the End Phase ends)' : ''}.`,
        ),
  [W.BATTLE_PHASE_END_TRIGGER]: ({ card, controller, mandatory, tp, variant }) =>
    variant === 'note'
      ? t(
          `战斗阶段结束时（结束步骤）不是时点而是步骤：那时发动的诱发效果不组成连锁（不按同时诱发的顺序排列），每个都作为连锁1发动，处理完后再发动下一个。回合玩家${tp}先选择发动哪一个（顺序自由，选发效果也可以在必发效果之前），之后对方；双方都放弃优先权时还剩必发效果的场合，必须从回合玩家开始发动。`,
          `The end of the Battle Phase (the end step) is a step, not a timing: the triggers activated there do not chain together (no simultaneous-trigger order) — each is activated as Chain Link 1 and resolved before the next. The turn player ${tp} chooses first which one (in any order — an optional one may go before a mandatory one), then the opponent; once both pass, the mandatory ones left must be activated, the turn player's first.`,
        )
      : t(
          `「${card}」的战斗阶段结束时的诱发效果（${mandatory ? '必发' : '选发'}）：战斗阶段结束时（结束步骤），条件满足，${controller}持有优先权时作为连锁1发动${mandatory ? '（必发效果，战斗阶段结束前必须发动）' : '（选发效果，可以不发动）'}。`,
          `${card}'s trigger at the end of the Battle Phase (${mandatory ? 'mandatory' : 'optional'}): the end step has come and its condition is met; ${controller} activates it as Chain Link 1 while holding priority${mandatory ? ' (mandatory: it must be activated before the Battle Phase ends)' : ' (optional: it may be left unused)'}.`,
        ),
  // WIN-BATTLE-PHASE-END-SUMMONER: 「这张卡用「剑斗兽」怪兽的效果特殊召唤成功的场合」 — the summoner not written (assumed), or another written.
  [W.BATTLE_PHASE_END_SUMMONER]: ({ card, archetype, name, by, variant }) => {
    const kindZh = archetype ? `名字带有「${archetype}」的怪兽` : `「${name}」`;
    const kindEn = archetype ? `a "${archetype}" monster` : `"${name}"`;
    if (variant === 'assumed') {
      return t(
        `「${card}」的「战斗阶段结束时」的效果要求这张卡是用${kindZh}的效果特殊召唤的；情境没有写是哪张卡的效果把它特殊召唤的：假定是${kindZh}的效果（这个效果就是为这样出场的它写的），效果列出。不是的话写出来（(由卡名) 写出是哪张卡的效果，或 (通常召唤) 等），就不发动。`,
        `${card}'s effect at the end of the Battle Phase needs it to have been Special Summoned by the effect of ${kindEn}; the situation does not write which card's effect summoned it: assumed ${kindEn}'s (the effect is written for it coming out that way), so the effect is listed. If not, write how ((由card name) for the card whose effect did, or (通常召唤) and the like) and it is not activated.`,
      );
    }
    return by
      ? t(
          `「${card}」是「${by}」的效果特殊召唤的，不是${kindZh}的效果：「用${kindZh}的效果特殊召唤成功的场合」不满足，它的「战斗阶段结束时」的效果不发动。`,
          `${card} was Special Summoned by ${by}'s effect, not by ${kindEn}'s: "when Special Summoned by the effect of ${kindEn}" is not met, so its effect at the end of the Battle Phase is not activated.`,
        )
      : t(
          `情境写的「${card}」的出场方式不是用${kindZh}的效果特殊召唤（通常召唤、自身的方法特殊召唤，或之后变成里侧·一时除外过）：「用${kindZh}的效果特殊召唤成功的场合」不满足，它的「战斗阶段结束时」的效果不发动。`,
          `The situation writes ${card} as having come out another way than a Special Summon by the effect of ${kindEn} (Normal Summoned, Special Summoned by its own procedure, or turned face-down or banished and back since): that requirement is not met, so its effect at the end of the Battle Phase is not activated.`,
        );
  },
  [W.END_PHASE_TRIGGER]: ({ tp }) =>
    t(
      `结束阶段的诱发效果不是在同一时点诱发的，不组成连锁（不按同时诱发的顺序排列）：每个都作为连锁1发动，处理完后再发动下一个。回合玩家${tp}先选择发动哪一个（顺序自由，选发效果也可以在必发效果之前），之后对方；双方都放弃优先权时还剩必发效果的场合，必须从回合玩家开始发动。`,
      `End Phase triggers are not triggered at one timing, so they do not chain together (no simultaneous-trigger order): each is activated as Chain Link 1 and resolved before the next. The turn player ${tp} chooses first which one (in any order — an optional one may go before a mandatory one), then the opponent; once both pass, the mandatory ones left must be activated, the turn player's first.`,
    ),
  [W.IGNITION_C1_ONLY]: ({ card, taken, tp }) =>
    taken
      ? t(
          `「${card}」的效果是1速的起动类效果，只能作为连锁1发动：这个时点的连锁1已被上面的效果占用，这里不能发动。`,
          `${card}'s effect is a Spell Speed 1 ignition-like effect usable only as Chain Link 1; the effects above take Chain Link 1 in this window, so it cannot be activated here.`,
        )
      : t(
          `「${card}」的效果是1速的起动类效果：这个时点没有其他效果占用连锁1，持有优先权的${tp}可以把它作为连锁1发动。`,
          `${card}'s effect is a Spell Speed 1 ignition-like effect: nothing else takes Chain Link 1 in this window, so ${tp}, holding priority, may activate it as Chain Link 1.`,
        ),
  [W.PRIORITY_AFTER_SEGOC]: ({ last, priority }) =>
    t(
      `这些效果组成连锁后，最后发动效果的${last}把优先权转移给${priority}：${priority}先选择是否发动其他2速以上的效果。`,
      `Once these are placed, ${last}, who activated the last of them, passes priority to ${priority}, who may first activate other Spell Speed 2 effects.`,
    ),
  // (WIN-BATTLE-PHASE-END-TRIGGER: the end step of the Battle Phase goes by priority the same way; after it, Main Phase 2.)
  [W.PRIORITY_END_PHASE]: ({ tp, opp, battleEnd }) =>
    battleEnd
      ? t(
          `战斗阶段结束时（结束步骤）的效果·处理按优先权逐个进行（不是连锁处理结束后的时点，没有顺序1–6）：回合玩家${tp}先选择是否发动1个效果（战斗阶段结束时的诱发效果、2速以上的效果），处理完后再选下一个；${tp}放弃优先权时由${opp}选择；双方都放弃时还有必须发动的效果的场合，回合玩家有就由${tp}先发动；都没有时进入主要阶段2。`,
          `Effects in the end step of the Battle Phase go one at a time by priority (this is not the window after a chain: no levels 1–6): the turn player ${tp} first chooses whether to activate one (a trigger of the end of the Battle Phase, a Spell Speed 2 effect), and once it is resolved chooses again; when ${tp} passes, ${opp} chooses; when both pass and a mandatory one is left, ${tp} goes first if ${tp} has one; with nothing left, Main Phase 2 begins.`,
        )
      : t(
          `结束阶段中的效果·处理按优先权逐个进行（不是连锁处理结束后的时点，没有顺序1–6）：回合玩家${tp}先选择是否发动·适用1个效果·处理（结束阶段的诱发效果、留到结束阶段的处理、2速以上的效果），处理完后再选下一个；${tp}放弃优先权时由${opp}选择；双方都放弃时还有必须发动·适用的效果·处理的场合，回合玩家有就由${tp}先进行，只有${opp}有时${tp}仍可先选择；都没有时进行手卡调整，回合结束。`,
          `Effects and procedures in the End Phase go one at a time by priority (this is not the window after a chain: no levels 1–6): the turn player ${tp} first chooses whether to activate or apply one (an End Phase trigger, a step left for the End Phase, a Spell Speed 2 effect), and once it is done chooses again; when ${tp} passes, ${opp} chooses; when both pass and something mandatory is left, ${tp} goes first if ${tp} has one — if only ${opp} has, ${tp} may still choose first; with nothing left the hand-size adjustment is made and the turn ends.`,
        ),
  [W.PRIORITY_TURN_PLAYER]: ({ tp, opp, main }) =>
    t(
      `没有要先组成连锁的诱发效果（顺序1–6）：回合玩家${tp}仍然持有优先权，可以先发动2速以上的效果${main ? `；要发动1速的效果（通常魔法、起动效果等），${tp}需要先放弃优先权，${opp}也放弃时这个时点结束，之后${tp}才能发动` : ''}；要进入下一个阶段·步骤，${tp}需要放弃优先权，这时${opp}可以发动2速以上的效果。`,
      `No trigger takes a place at levels 1–6: the turn player ${tp} keeps priority and may activate Spell Speed 2 effects first${main ? `; to activate a Spell Speed 1 effect (a Normal Spell, an ignition effect) ${tp} must first pass priority — when ${opp} passes too the window closes, and then ${tp} may activate it` : ''}; to move to the next phase or step, ${tp} must pass priority, and ${opp} may then activate Spell Speed 2 effects.`,
    ),
  [W.ALREADY_THERE]: () =>
    t(
      '这个效果要这张卡已经在那个位置存在时满足条件才能发动：让这张卡自身移动的那次事件不算（这张卡当时还不在那里）。',
      'This effect needs its card to be already in that place when the event happens: the event that moved the card itself does not count (it was not there yet).',
    ),
};

