/**
 * ATK/DEF and battle damage in words (game/stats.ts, issue 16): a monster's values after the chain,
 * and the damage calculation of the situation's attack.
 */
import { t, zhJoined, enJoined } from '../../i18n/text.js';
import type { PhraseBook } from './index.js';
import { R } from '../rule-ids.js';
import { phaseTitle } from './phase-title.js';
import type { Condition } from '../../cards/facts.js';
import { condText } from './legality.js';

const v = (x: number | null) => (x === null ? '-' : String(x));
/** ① … ⑳ for an effect number (beyond: the number). */
/**
 * Attack verdicts whose reason bars the attacker from declaring any attack (a lock on it or on its player, its attacks spent): the
 * targets it could have chosen are no part of such an answer.
 */
const ATTACKER_BARRED: ReadonlySet<string> = new Set(['cannot-attack', 'not-flipped-turn', 'cannot-use', 'pledge', 'pledge-battle-phase', 'summon-pledge-battle-phase', 'one-attacker', 'count-spent']);

const circled = (n: number) => (n >= 1 && n <= 20 ? String.fromCharCode(0x2460 + n - 1) : `#${n}`);

export const STATS: PhraseBook = {
  /** 「X」攻击力/守备力：3000/2500 → 1500/1250（原本 3000/2500）. */
  'stats:line': ({ card, atk, def, originalAtk, originalDef, beforeAtk, beforeDef }) => {
    const now = `${v(atk)}/${v(def)}`;
    const was = `${v(beforeAtk)}/${v(beforeDef)}`;
    const orig = `${v(originalAtk)}/${v(originalDef)}`;
    return t(
      `「${card}」攻击力/守备力：${was === now ? now : `${was} → ${now}`}（原本 ${orig}）。`,
      `${card} ATK/DEF: ${was === now ? now : `${was} → ${now}`} (original ${orig}).`,
    );
  },
  'stats:stated': ({ card, own }) =>
    own
      ? t(
          `「${card}」的攻击力·守备力按情境给出的数值计算：情境写明了是「${card}」自己的效果${(own as number[]).map((n) => circled(n)).join('')}之前一次性改变的（不是持续适用的）。`,
          `${card}'s ATK/DEF are taken as the situation gives them: the situation says its own effect ${(own as number[]).map((n) => `#${n}`).join(', ')} made the change earlier, once (not continuously).`,
        )
      : t(
      `「${card}」的攻击力·守备力按情境给出的数值计算：「攻N」当作之前的效果一次性变成的数值，「攻+N」「攻-N」当作之前的一次性上升·下降；哪个效果、是否持续适用没有给出。`,
      `${card}'s ATK/DEF are taken as the situation gives them: "ATK N" as a value an earlier effect made it (once), "ATK +N/-N" as an earlier one-time raise or lower; which effect, and whether it applies continuously, is not given.`,
    ),
  /** Issue 16 (CH-STAT-DURATION-END): the numbers once the turn / the damage calculation has ended. */
  'stats:duration-end': ({ card, moment }) =>
    moment === 'turn-end'
      ? t(
          `回合结束后：「${card}」身上「直到回合结束时」的变化不再适用；它适用时固定住的一次性变化不会恢复，持续适用的变化恢复适用。`,
          `After the turn ends: the changes on ${card} that lasted until the end of the turn stop; the one-time changes they fixed do not come back, continuous ones apply again.`,
        )
      : t(
          `伤害计算后：「${card}」身上只在那次伤害计算时适用的变化不再适用；它适用时固定住的一次性变化不会恢复，持续适用的变化恢复适用。`,
          `After damage calculation: the changes on ${card} that applied only during that damage calculation stop; the one-time changes they fixed do not come back, continuous ones apply again.`,
        ),
  /** Issue 16 (CH-STAT-CONTINUOUS): a face-up card's continuous change hangs on a condition the situation does not give. */
  // (Review s48: the conditions are named, and what to write for them — a change under 「自己没有手卡」 was said to want a phase or LP.)
  'stats:field-unknown': ({ card, conds, player }) => {
    const list = (conds ?? []) as Condition[];
    const what = list.length ? list.map(condText) : null;
    const p = (player as string | null) ?? 'A';
    // (CMP-COIN-GRANTED: a ● held by the face its summon's coin showed — written on the card: 秘仪之力(硬币表).)
    const coin = list.some((c) => c.is === 'self-state' && (c.state === 'coin-heads' || c.state === 'coin-tails'));
    // (Review s59: a link state — 「这张卡是互相连接状态」 — is told by the zones the monsters stand in and both fields, not the phase.)
    const zones = list.some((c) => c.is === 'self-state' && (c.state === 'linked' || c.state === 'co-linked' || c.state === 'extra-linked'));
    const hint = zones ? { zh: `${card}(EX左)、其他怪兽的区域(主1…主5)，以及双方的场 A场:… B场:…`, en: `${card}(EX左), the other monsters' zones (主1…主5), and both fields A场:… B场:…` } : coin ? { zh: `${card}(硬币表) 或 ${card}(硬币里)`, en: `${card}(硬币表) or ${card}(硬币里)` } : list.some((c) => c.is === 'hand-size') ? { zh: `${p}手:…；没有手卡写 ${p}手:`, en: `${p}手:…; an empty hand is ${p}手:` } : list.some((c) => c.is === 'lp') ? { zh: `${p}基本分:…`, en: `${p}基本分:…` } : { zh: '阶段:伤害计算', en: '阶段:伤害计算' };
    return t(
      `「${card}」对怪兽攻击力·守备力的持续改变取决于情境没有写明的条件（${what ? what.map((c) => c.zh).join('，') : '例如阶段、双方基本分'}），没有计入；请在情境中写明（如 ${hint.zh}）。`,
      `Whether ${card}'s continuous change of monsters' ATK/DEF applies depends on something the situation does not give (${what ? what.map((c) => c.en).join('; ') : "such as the phase or both players' LP"}); it is not counted — give it in the situation (e.g. ${hint.en}).`,
    );
  },
  /** CH-STAT-CONTINUOUS: a face-up card's continuous change whose subject or condition the card text reader did not read. */
  'stats:field-unread': ({ card }) =>
    t(
      `「${card}」对怪兽攻击力·守备力的持续改变（适用于哪些怪兽或在什么条件下适用）没有能从卡片文本读出，没有计入任何怪兽；请按卡片文本自行确认。`,
      `${card}'s continuous change of monsters' ATK/DEF could not be read from its text (which monsters it covers, or when it applies); it is not counted for any monster — check the card text.`,
    ),
  /** CH-CONT-ORDER-CHOICE: continuous changes of one player's cards that started applying to a monster together. */
  [R.CONT_ORDER_CHOICE]: ({ monster, cards, player }) => {
    const names = (cards as unknown as string[]) ?? [];
    const zh = names.map((n) => `「${n}」`).join('和');
    const en = names.join(' and ');
    return t(
      `${zh}的效果对「${monster}」同时开始适用：由它们的控制者${player}选择适用顺序（顺序不同，数值可能不同）；这里按${names.map((n) => `「${n}」`).join('、')}的顺序计算。`,
      `The effects of ${en} started applying to ${monster} together: their controller ${player} chooses the order they apply in (the values may differ with the order); here they are applied in the order ${names.join(', ')}.`,
    );
  },
  /** CH-TARGETED-CONTINUOUS: a 「成为效果的对象时」 continuous effect that does something other than destroy its own card. */
  'stats:targeted-unapplied': ({ card }) =>
    t(
      `「${card}」成为效果的对象时适用的永续效果（不入连锁，在那个效果处理完毕时适用）做的事没有被计入结果；请按卡片文本自行确认。`,
      `${card}'s continuous effect on becoming the target of an effect (no chain; it applies once that effect has resolved) is not applied in this answer — check the card text.`,
    ),
  /** CH-EQUIP-NEGATED-STATS: equip cards still equipped to the monster whose effects are negated (or that cannot be used) change nothing. */
  [R.EQUIP_NEGATED_STATS]: ({ monster, equips, unusable }) => {
    const names = (equips as unknown as string[]) ?? [];
    const zh = names.map((n) => `「${n}」`).join('、');
    return unusable
      ? t(
          `${zh}不能使用（卡名被宣言）：仍然装备在「${monster}」上，但它的效果不适用，对攻击力·守备力的改变不计入。`,
          `${names.join(', ')} cannot be used (its name was declared): it stays equipped to ${monster}, but its effects do not apply — its change of ATK/DEF is not counted.`,
        )
      : t(
          `${zh}的效果被无效：仍然装备在「${monster}」上，但它对攻击力·守备力的改变不适用；无效结束时再次适用。`,
          `The effects of ${names.join(', ')} are negated: it stays equipped to ${monster}, but its change of ATK/DEF does not apply; it applies again once the negation ends.`,
        );
  },
  /** Issue 16 (CH-EQUIP-STATS): an equip card's change hangs on a condition the situation does not give. */
  'stats:equip-unknown': ({ equip }) =>
    t(
      `「${equip}」对装备怪兽攻击力·守备力的改变取决于情境没有写明的条件（例如双方基本分），没有计入；请在情境中写明（如 A基本分:1000 B基本分:8000）。`,
      `Whether ${equip}'s change of the equipped monster's ATK/DEF applies depends on something the situation does not give (such as both players' LP); it is not counted — give it in the situation (e.g. A基本分:1000 B基本分:8000).`,
    ),
  /** CH-EQUIP-STATS-LP-UNKNOWN: an equip card's change hangs on which player's LP is lower, and the situation does not give both LPs. */
  [R.EQUIP_STATS_LP_UNKNOWN]: ({ equip }) =>
    t(
      `情境没有写明双方基本分，不能判断「${equip}」的哪个改变适用：这里按双方基本分相同计算，「${equip}」对装备怪兽攻击力·守备力的改变没有计入（这只是假设，不是裁定）；一方基本分较少时结果不同，请在情境中写明（如 A基本分:1000 B基本分:8000）。`,
      `The situation does not give both players' LP, so which of ${equip}'s changes applies cannot be told: counted here as if both LPs were equal — ${equip}'s change of the equipped monster's ATK/DEF is not counted (an assumption, not a ruling); with one player's LP lower the result differs — give them in the situation (e.g. A基本分:1000 B基本分:8000).`,
    ),
  'stats:battle': ({ attacker, target, atk, value, position, damageA, damageB, destroyed, spared, changedBy, gainA, gainB, replaced, offered, cannot }) => {
    const dmg = [damageA ? t(`A受到${damageA}战斗伤害`, `A takes ${damageA} battle damage`) : null, damageB ? t(`B受到${damageB}战斗伤害`, `B takes ${damageB} battle damage`) : null].filter(Boolean) as { zh: string; en: string }[];
    // CH-BATTLE-DAMAGE-ORDER: the effects that changed the damage, and LP gained instead.
    const by: string[] = changedBy ?? [];
    const gain = [gainA ? t(`A作为代替回复${gainA}基本分`, `A gains ${gainA} LP instead`) : null, gainB ? t(`B作为代替回复${gainB}基本分`, `B gains ${gainB} LP instead`) : null].filter(Boolean) as { zh: string; en: string }[];
    const zhBy = by.length ? `（按适用顺序适用了${by.map((n) => `「${n}」`).join('、')}的效果）` : '';
    const enBy = by.length ? ` (after ${by.join(', ')}, applied in the rules' order)` : '';
    const zhD = (dmg.length ? zhJoined(dmg, '，') : '双方都不受战斗伤害') + gain.map((g) => `，${g.zh}`).join('') + zhBy;
    const enD = (dmg.length ? enJoined(dmg, ', ') : 'neither player takes battle damage') + gain.map((g) => `, ${g.en}`).join('') + enBy;
    // CH-BATTLE-INDESTRUCTIBLE: the monsters that lost but stay, and the card that keeps them.
    const kept: { name: string; by: string }[] = spared ?? [];
    const zhS = kept.map((s) => `「${s.name}」${s.by === s.name ? '' : `因「${s.by}」的效果`}不会被战斗破坏`).join('，');
    const enS = kept.map((s) => `${s.name} is not destroyed by battle${s.by === s.name ? '' : ` (${s.by})`}`).join('; ');
    // CH-REPLACE-DESTROY-BATTLE: the monsters a destruction replacement kept, what it acted on; the replacements offered or impossible.
    const rep: { name: string; by: string; instead: string[]; pays: { player: string; amount: number; left: number | null } | null }[] = replaced ?? [];
    // CH-REPLACE-PAY-LP: the LP paid instead, what is left — and a player left with 0 loses.
    const paidZh = (p: { player: string; amount: number; left: number | null }) => `（作为代替${p.player}支付了${p.amount}基本分${p.left === null ? '' : `，基本分剩下${p.left}`}${p.left === 0 ? `，${p.player}的基本分变成0，决斗失败` : ''}）`;
    const paidEn = (p: { player: string; amount: number; left: number | null }) => ` (${p.player} pays ${p.amount} LP instead${p.left === null ? '' : `, ${p.left} LP left`}${p.left === 0 ? `; at 0 LP, ${p.player} loses the Duel` : ''})`;
    const off: { name: string; by: string }[] = offered ?? [];
    const no: { name: string; by: string; linked?: true; negated?: true; lpShort?: { amount: number; lp: number } }[] = cannot ?? [];
    const zhR = rep.map((s) => `「${s.name}」因「${s.by}」的代替破坏没有被战斗破坏${s.instead.length ? `（作为代替处理了${s.instead.map((n) => `「${n}」`).join('')}）` : ''}${s.pays ? paidZh(s.pays) : ''}`).join('，');
    const enR = rep.map((s) => `${s.name} is not destroyed by battle: ${s.by}'s destruction replacement applied${s.instead.length ? ` (acting on ${s.instead.join(', ')} instead)` : ''}${s.pays ? paidEn(s.pays) : ''}`).join('; ');
    const zhO = off.map((s) => `；「${s.by}」可以代替「${s.name}」的破坏（可选），没有写明适用，假定不适用（适用时给「${s.by}」写 (代替破坏)）`).join('') + no.map((s) => `；「${s.by}」的代替破坏不能适用（${s.negated ? '它是里侧表示或效果被无效' : s.lpShort ? `要同时支付${s.lpShort.amount}基本分，这次战斗伤害后基本分只有${s.lpShort.lp}` : s.linked ? '它所连接区没有可以作为代替破坏的自己怪兽' : '作为代替的处理不能进行'}），「${s.name}」被战斗破坏`).join('');
    const enO = off.map((s) => `; ${s.by} could replace ${s.name}'s destruction (optional) — not said, so not applied (write (代替破坏) after ${s.by} to apply it)`).join('') + no.map((s) => `; ${s.by}'s destruction replacement cannot apply (${s.negated ? 'it is face-down or its effects are negated' : s.lpShort ? `it pays ${s.lpShort.amount} LP with it, and only ${s.lpShort.lp} LP are left after this battle's damage` : s.linked ? 'no monster of its own it could destroy instead is in a zone it points to' : 'its step cannot be done'}), so ${s.name} is destroyed by battle`).join('');
    const zhK = [zhS, zhR].filter(Boolean).join('，');
    const enK = [enS, enR].filter(Boolean).join('; ');
    const zhX = (destroyed.length ? `${destroyed.map((n: string) => `「${n}」`).join('和')}被战斗破坏` : kept.length || rep.length ? '' : '没有怪兽被战斗破坏') + (zhK && destroyed.length ? '，' : '') + zhK + zhO;
    const enX = (destroyed.length ? `${destroyed.join(' and ')} destroyed by battle` : kept.length || rep.length ? '' : 'no monster is destroyed by battle') + (enK && destroyed.length ? '; ' : '') + enK + enO;
    if (target === null) return t(`以现在的数值直接攻击：「${attacker}」攻击力${atk}，${zhD}。`, `With the values as they are now, a direct attack: ${attacker} with ${atk} ATK — ${enD}.`);
    const zhV = position === 'defense' ? `守备力${value}` : `攻击力${value}`;
    const enV = position === 'defense' ? `${value} DEF` : `${value} ATK`;
    return t(
      `以现在的数值进行伤害计算：「${attacker}」攻击力${atk}对「${target}」${zhV}——${zhX}，${zhD}。`,
      `Damage calculation with the values as they are now: ${attacker} (${atk} ATK) against ${target} (${enV}) — ${enX}; ${enD}.`,
    );
  },
  /** CH-ATTACK-DIRECT: the situation's attack has no target (a direct attack), which the rules would not allow. */
  'attack:written-direct': ({ verdict }) =>
    t(
      `情境里的攻击没有写攻击对象，按直接攻击计算；但${verdict.zh}要写攻击对象：攻击:A:怪兽→B:怪兽。`,
      `The situation's attack names no target, so it is calculated as a direct attack; but ${verdict.en[0]!.toLowerCase()}${verdict.en.slice(1)} To name the target: 攻击:A:monster→B:monster.`,
    ),
  /** CH-PLEDGE-ATTACK (s57): 「作为对象的怪兽不能直接攻击」 of an earlier activation whose target the situation does not write. */
  'attack:pledge-target-unwritten': ({ card, attacker }) =>
    t(
      `这个回合已经发动的「${card}」带有誓约「作为对象的怪兽不能直接攻击」，情境没有写出它的对象，没有据此判断「${attacker}」能否直接攻击（写 \`本回合:…:${card}(对象:怪兽)\`）。`,
      `${card}, activated this turn, carries the pledge "the targeted monster cannot attack directly", but the situation does not write its target: whether ${attacker} may attack directly was judged without it (write \`本回合:…:${card}(对象:monster)\`).`,
    ),
  /** CH-PLEDGE-ATTACK: an attack pledge of an earlier activation the card text compiler could not read (./game/attack-pledge-unread.ts). */
  'attack:pledge-unread': ({ card, clause, attacker }) =>
    t(
      `这个回合已经发动的「${card}」带有攻击的誓约「${clause}」，本程序没能读懂它，没有据此判断「${attacker}」能否攻击；请按那张卡的文本确认。`,
      `${card}, activated this turn, carries a pledge on attacks ("${clause}") this program could not read: whether ${attacker} may attack was judged without it — check that card's text.`,
    ),
  /**
   * CH-BATTLE-DAMAGE-ORDER: several halvings (or doublings) of different reach fitted the damages; only one applies (docs/c03/战斗阶段流程.rst:717),
   * and which one — the narrowest, naming one player's damage — is this program's reading of the reference's example (:721), not a rule it states.
   */
  [R.BATTLE_DAMAGE_ORDER]: ({ op, chosen, others }) =>
    t(
      `战斗伤害${op === 'half' ? '变成一半' : '变成2倍'}的效果有多个（「${chosen}」、${(others as string[]).map((o) => `「${o}」`).join('、')}），按规则只适用1个；适用哪一个，本程序按规则书的例子（战斗阶段流程 :721）推断为范围最窄的那个（只说一方玩家的伤害的效果优先于说双方的）：适用「${chosen}」，${(others as string[]).map((o) => `「${o}」`).join('、')}不适用。规则书没有把这一点写成规则，这是推断。`,
      `Several effects ${op === 'half' ? 'halve' : 'double'} the battle damage (${chosen}, ${(others as string[]).join(', ')}); only one applies. Which one is this program's inference from the rules reference's example (battle phase :721), not a rule it states: the narrowest (one naming a single player's damage before one naming both's) — ${chosen} applies, ${(others as string[]).join(', ')} does not.`,
    ),
  /** CH-BATTLE-INDESTRUCTIBLE-LP: a protection not applied because the situation did not say the LP or the zones (./game/battle-damage.ts). */
  'battle:proof-assumed': ({ kind, card, monster, player, cond }) =>
    kind === 'lp-unknown'
      ? t(
          `情境没有写出双方的基本分：「${card}」的「自己基本分比对方多的场合」不会被战斗破坏的效果，按${player}的基本分没有比对方多判断，「${monster}」被战斗破坏；基本分不同的场合，请写出（A基本分:… B基本分:…）。`,
          `The situation does not state both players' LP: ${card}'s protection while its player has more LP was judged as if ${player} did not have more, so ${monster} is destroyed by battle; if they do, state the LP (A基本分:… B基本分:…).`,
        )
      : kind === 'condition-assumed'
      ? (() => {
          // CH-PROTECT-CONDITION: read as for an effect — the condition not told, assumed met (the protection applies), said with what would change it.
          const conds = ((cond ?? []) as Condition[]).map(condText);
          const zones = ((cond ?? []) as Condition[]).some((c) => c.is === 'self-state' && /linked/.test(c.state));
          return t(
            `「${card}」的不会被战斗破坏的效果有适用条件（${conds.map((c) => c.zh).join('，')}），情境看不出是否满足，和被效果破坏时一样假定满足：「${monster}」不会被战斗破坏；不满足的场合，它被战斗破坏${zones ? '（写出各怪兽的区域，如 (EX左)、(主1)，就能判断是不是连接状态）' : ''}。`,
            `${card}'s protection from destruction by battle applies only under a condition (${conds.map((c) => c.en).join('; ')}) the situation does not show; as against an effect, it is assumed met: ${monster} is not destroyed by battle. If it is not met, ${monster} is destroyed${zones ? ' (state each monster\'s zone, e.g. (EX左), (主1), to tell whether it is linked)' : ''}.`,
          );
        })()
      : kind === 'column-unknown'
      ? t(
          `「${card}」让怪兽不会被和与那自身纵列不同（或相同）纵列的怪兽的战斗破坏，但情境没有写出两只怪兽所在的区域：纵列无法判断，这个效果（不会被战斗破坏、战斗伤害变成0）没有适用，「${monster}」按数值被战斗破坏；请写出区域（如 (主3)、(EX左)）再判断。`,
          `${card} protects monsters from destruction by battle with a monster in another (or the same) column, but the situation does not state both monsters' zones: the columns cannot be judged, so that effect (no destruction, no battle damage) was not applied and ${monster} is destroyed as the values say; state the zones (e.g. (主3), (EX左)) to judge it.`,
        )
      : t(
          `「${card}」也让它所连接区的怪兽不会被战斗破坏，但情境没有写出怪兽所在的区域：按「${monster}」不在「${card}」的连接区判断，它被战斗破坏；在的场合，请写出区域（如 (EX左)、(主3)）。`,
          `${card} also protects the monsters in the zones it points to, but the situation does not state the zones: ${monster} was judged not to be in one, so it is destroyed by battle; if it is, state the zones (e.g. (EX左), (主3)).`,
        ),
  /** CH-ATTACK-DIRECT on an opponent's field the situation does not list (./game/attack-when.ts). */
  // CH-ATTACK-DIRECT-CONDITION: a direct attack allowed by a grant whose state was judged on the cards the situation lists.
  [R.ATTACK_DIRECT_CONDITION]: ({ attacker, cond, variant }) => {
    const conds = (cond as Condition[]).map(condText);
    // CH-COLUMN-ALONE: the column was not read (a zone not stated): what was taken, and how to write it.
    if (variant === 'unjudged') {
      return t(
        `「${attacker}」可以直接攻击的条件（${conds.map((c) => c.zh).join('，')}）要看纵列，但情境没有写明「${attacker}」或场上其他卡所在的区域，纵列没有判断，按满足判断；请写出区域（如 (主2)、(魔陷3)、(EX左)；A的第c个区域对着B的第6−c个）再判断。`,
        `The condition of ${attacker}'s direct attack (${conds.map((c) => c.en).join('; ')}) is read on the columns, but the situation does not state the zone of ${attacker} or of another card on the field: the column was not judged and the condition was taken as held; state the zones (e.g. (主2), (魔陷3), (EX左); A's zone c faces B's zone 6−c) to have it judged.`,
      );
    }
    if (variant === 'unmet') {
      return t(
        `「${attacker}」可以直接攻击的条件（${conds.map((c) => c.zh).join('，')}）按情境列出的卡判断为不满足：情境写出的场可能只是一部分，没有写出的卡按不存在判断；条件要求的卡实际在场上的场合，请写出（场上只有写出的卡时写 A场只有:…）。`,
        `The condition of ${attacker}'s direct attack (${conds.map((c) => c.en).join('; ')}) was judged not to hold on the cards the situation lists: a field may be written in part, and a card not listed is taken as not there; if the card the condition asks for is there, list it (write A场只有:… when the field holds only the cards listed).`,
      );
    }
    // (Review s46: the example named the opponent's Spell & Trap Zone even for a state about monsters or one's own zone:
    // it now names the zone the state looks at.)
    const ex = directConditionExample(cond as Condition[]);
    return t(
      `「${attacker}」可以直接攻击的条件（${conds.map((c) => c.zh).join('，')}）按情境列出的卡判断：情境没有列出的卡按不存在判断（例如${ex.zh}）；实际有卡的场合，请写出。`,
      `The condition of ${attacker}'s direct attack (${conds.map((c) => c.en).join('; ')}) was judged on the cards the situation lists: a card not listed is taken as not there (e.g. ${ex.en}); if there is one, list it.`,
    );
  },
  /** CH-ATTACK-CONTINUE (review s59): 「向对方怪兽可以继续攻击」 refused for want of an opponent's monster, on a field not listed or listed in part. */
  'attack:continue-field-open': ({ name, foe, partial }) =>
    t(
      `${name.zh}：${partial ? `情境写出的${foe}场上（可能只是一部分，没有写 ${foe}场只有:）` : `情境没有写出${foe}的场上，`}没有剩下的怪兽，这里按${foe}场上没有怪兽判断「向对方怪兽可以继续攻击」不能发动；${foe}场上还有没写出的怪兽的场合可以发动，请写出那只怪兽${partial ? `（场上只有写出的卡时写 ${foe}场只有:…）` : ''}。`,
      `${name.en}: ${partial ? `no monster is left among the cards listed on ${foe}'s field (listed perhaps in part: no ${foe}场只有:)` : `the situation does not list ${foe}'s field`}; judged as if ${foe} had no monster, "it may attack an opponent's monster again" cannot be activated — with a monster not written there it can: list it${partial ? ` (write ${foe}场只有:… when the field holds only the cards listed)` : ''}.`,
    ),
  'attack:field-unknown': ({ foe, attacker, partial }) =>
    partial
      ? t(
          `情境写出的${foe}的场上没有怪兽，但写出的可能只是一部分（没有写 ${foe}场只有:）：按${foe}场上没有怪兽判断「${attacker}」可以直接攻击；${foe}场上还有没写出的怪兽的场合不能直接攻击，请写出那只怪兽（场上只有写出的卡时写 ${foe}场只有:…）。`,
          `The situation lists no monster on ${foe}'s field, but it may list that field only in part (no ${foe}场只有:): ${attacker}'s direct attack is judged as if ${foe} had no monster; a monster not written there would stop it — list it (write ${foe}场只有:… when the field holds only the cards listed).`,
        )
      : t(
          `情境没有写出${foe}的场上：按${foe}场上没有怪兽判断「${attacker}」可以直接攻击；${foe}场上有怪兽的场合，请写出（${foe}场:…）。`,
          `The situation does not list ${foe}'s field: ${attacker}'s direct attack is judged as if ${foe} had no monster; if ${foe} has monsters, list them (${foe}场:…).`,
        ),
  /** CH-ATTACK-TARGET (review s59): the attack targets listed from an opponent's field written in part (../game/attack-when.ts). */
  'attack:targets-in-part': ({ foe, attacker }) =>
    t(
      `「${attacker}」可以选择的攻击对象按情境写出的${foe}场上的怪兽列出；写出的可能只是一部分（没有写 ${foe}场只有:），${foe}场上还有没写出的怪兽的场合，它们也可能可以选择（场上只有写出的卡时写 ${foe}场只有:…）。`,
      `The attack targets ${attacker} may choose are listed from the monsters the situation writes on ${foe}'s field, which may be written only in part (no ${foe}场只有:): a monster not written there may be chosen too (write ${foe}场只有:… when the field holds only the cards listed).`,
    ),
  /** Issue 16 (CH-ATTACK-TARGET / CH-ATTACK-DIRECT / CH-ATTACK-CANNOT): whether an attack declaration may be made. */
  'attack:verdict': ({ legal, attacker, target, why, by, choices, direct, lost, phase, cond, alone, words, assumed }) => {
    // CH-ATTACK-DIRECT-CONDITION: the state its grant holds under, in words.
    const conds = ((cond ?? []) as Condition[]).map(condText);
    const condZh = conds.map((c) => c.zh).join('，');
    const condEn = conds.map((c) => c.en).join('; ');
    const title = phase ? phaseTitle(String(phase)) : undefined;
    const phaseZh = title ? `（情境写的是${title.zh}）` : '';
    const phaseEn = title ? ` (the situation says ${title.en})` : '';
    const byZh = by.length ? `（${by.map((b: string) => `「${b}」`).join('')}）` : '';
    const byEn = by.length ? ` (${by.join(', ')})` : '';
    const what = target ? t(`「${attacker}」向「${target}」攻击宣言`, `${attacker} declaring an attack on ${target}`) : t(`「${attacker}」直接攻击`, `${attacker} attacking directly`);
    // (English: the attack targets named as such — 'It may choose no monster' read as if it might choose not to attack.)
    const list = choices.length ? t(`可以选择的攻击对象：${choices.map((c: string) => `「${c}」`).join('')}`, `Attack targets it may choose: ${choices.join(', ')}`) : t('没有可以选择的攻击对象', 'No monster can be chosen as its attack target');
    const dir = direct ? t('，也可以直接攻击', choices.length ? '; it may also attack directly' : '; it may attack directly') : t('', '');
    const WHY: Record<string, [string, string]> = {
      free: ['', ''],
      'cannot-attack': [`这只怪兽不能攻击${byZh}`, `it cannot attack${byEn}`],
      // FD-FLIP-TURN-ATTACK: 「若不在这张卡反转的回合则不能攻击宣言」 — and how to say that it was flipped this turn.
      'not-flipped-turn': [`这只怪兽只有在它反转的回合才能攻击宣言${byZh}，情境没有说明它这个回合反转过（这个回合反转过写 \`(已反转)\`，反转召唤写 \`(本回合特召,反转召唤)\`）`, `it may declare an attack only in a turn it was flipped face-up${byEn}, and the situation does not say it was flipped this turn (flipped this turn: \`(已反转)\`; Flip Summoned: \`(本回合特召,反转召唤)\`)`],
      'cannot-use': ['这只怪兽不能使用（卡名被宣言），不能攻击', 'it cannot be used (its name was declared), so it cannot attack'],
      pledge: [`这个回合已经发动的卡的誓约禁止它攻击${byZh}（誓约不是效果，不受效果影响的怪兽也一样）`, `a pledge of a card activated this turn forbids its attack${byEn} (a pledge is no effect: a monster unaffected by the card is bound too)`],
      // CH-PLEDGE-BATTLE-PHASE (s58): 「…发动的回合，自己不能进行战斗阶段」 — no Battle Phase for its player, so no attack at all.
      'pledge-battle-phase': [`这个回合这名玩家已经发动的卡带有誓约「…发动的回合，自己不能进行战斗阶段」${byZh}：这个回合那名玩家不能进行战斗阶段，也就不能攻击宣言（誓约不是效果：那次发动被无效才不再适用，只有效果被无效仍然适用）`, `a card its player activated this turn carries the pledge "the turn you activate this, you cannot conduct your Battle Phase"${byEn}: that player conducts no Battle Phase this turn, so no attack is declared (a pledge is no effect: it stops applying only if that activation was negated, not if only its effect was)`],
      // SIT-SUMMON-PLEDGE-BATTLE-PHASE (s59): a summon's pledge 「这个方法特殊召唤过的场合，这个回合自己不能进行战斗阶段」 — the same, of a summon.
      'summon-pledge-battle-phase': [`这名玩家这个回合特殊召唤了${by.map((b: string) => `「${b}」`).join('')}${assumed ? '（情境没写它怎样特殊召唤，当作用它自身记述的方法）' : ''}，那次特殊召唤的誓约「${words}」不是在场上适用的效果：这个回合那名玩家不能进行战斗阶段，也就不能攻击宣言（那只怪兽已离场或效果被无效也一样）`, `this player Special Summoned ${by.join(', ')} this turn${assumed ? " (the situation does not say how; taken as by the procedure on it)" : ''}, and that summon's pledge "${words}" (the turn it is Special Summoned, its summoner cannot conduct the Battle Phase) is no effect applied on the field: that player conducts no Battle Phase this turn, so no attack is declared (also with that monster gone or negated)`],
      'pledge-direct': [`这个回合已经发动的卡的誓约禁止它直接攻击${byZh}（誓约不是效果，不受效果影响的怪兽也一样；向怪兽攻击可以）`, `a pledge of a card activated this turn forbids its direct attack${byEn} (a pledge is no effect: a monster unaffected by the card is bound too; it may attack a monster)`],
      forced: [`对方只能攻击指定的怪兽${byZh}，这个效果比其他攻击对象的效果优先`, `only the named monster may be attacked${byEn}, which comes before every other attack-target rule`],
      must: [`可以攻击的场合必须向指定的怪兽攻击${byZh}，优先于「不能选择其他怪兽作为攻击对象」和「不会成为攻击对象」`, `an attack must go to the named monster${byEn}, before "cannot choose other monsters" and "cannot be attacked"`],
      only: [`对方不能选择其他怪兽作为攻击对象${byZh}`, `no other monster may be chosen as the attack target${byEn}`],
      'not-target': [`那只怪兽不会成为攻击对象${byZh}`, `that monster cannot be chosen as an attack target${byEn}`],
      'attacker-only': [`这只怪兽能攻击的怪兽受到限制（只能向指定的怪兽攻击，或不能向某类怪兽攻击）${byZh}`, `the monsters it may attack are limited (only those its rule names, or not those of a kind)${byEn}`],
      'no-monsters': ['对方场上没有怪兽，可以直接攻击', 'the opponent controls no monsters'],
      'no-monsters-assumed': ['情境没有写出对方的场上，按对方场上没有怪兽判断，可以直接攻击', 'the situation does not list the opponent\'s field; taken as holding no monsters'],
      'no-monsters-partial': ['情境写出的对方场上没有怪兽（写出的可能只是一部分），按对方场上没有怪兽判断，可以直接攻击', 'no monster is listed on the opponent\'s field (listed perhaps in part); taken as holding none'],
      'not-battle-step': [`攻击宣言只能在回合玩家的战斗阶段的战斗步骤进行${phaseZh}`, `an attack is declared only in the turn player's Battle Step${phaseEn}`],
      'not-turn-player': ['只有回合玩家的怪兽能攻击宣言', 'only the turn player\'s monsters declare attacks'],
      'direct-ability': ['这只怪兽可以直接攻击', 'it may attack directly'],
      'no-direct': [`这只怪兽不能直接攻击${byZh}`, `it cannot attack directly${byEn}`],
      'monsters-present': ['对方场上有怪兽存在，不能直接攻击（除非攻击怪兽有「可以直接攻击」的效果）', 'the opponent controls monsters, so no direct attack (unless the attacker "can attack directly")'],
      // CH-COLUMN-ALONE: a condition the zones written cannot tell (「和这张卡相同纵列没有其他卡」 with a zone not stated) — taken as held, said.
      'direct-condition-unjudged': [`对方场上有怪兽存在；这只怪兽「可以直接攻击」的条件（${condZh}）因为情境没有写明卡所在的区域而没有判断，按满足判断，可以直接攻击`, `the opponent has monsters; the condition of its "can attack directly" (${condEn}) was not judged, as the situation does not state the zones the cards are in — taken as held, so it may attack directly`],
      'direct-condition-met': [`对方场上有怪兽存在，但这只怪兽「可以直接攻击」的条件（${condZh}）按情境列出的卡满足，可以直接攻击`, `the opponent has monsters, but the condition of its "can attack directly" (${condEn}) holds on the cards the situation lists, so it may attack directly`],
      'direct-condition-unmet': [`对方场上有怪兽存在；这只怪兽「可以直接攻击」的效果只在条件（${condZh}）满足时适用，现在不满足，所以不能直接攻击`, `the opponent has monsters; its "can attack directly" applies only while a condition holds (${condEn}), which does not hold now, so it cannot attack directly`],
      'direct-unread': [`对方场上有怪兽存在；这只怪兽「可以直接攻击」的效果只在条件${byZh}满足时适用，这个条件没有被读懂（卡片文本编译器未能理解），所以按不能直接攻击判断——那个条件满足的场合，它可以直接攻击`, `the opponent has monsters; its "can attack directly" applies only while a condition holds${byEn}, which was not read (the card-text compiler did not understand it), so the direct attack is judged not allowed — while that condition holds, it may attack directly`],
      'forced-closes-direct': [`对方只能攻击指定的怪兽${byZh}，不能直接攻击`, `only the named monster may be attacked${byEn}: no direct attack`],
      'must-closes-direct': [`必须向指定的怪兽攻击${byZh}，不能直接攻击`, `an attack must go to the named monster${byEn}: no direct attack`],
      'only-closes-direct': [`对方只能选择指定的怪兽作为攻击对象${byZh}，不能直接攻击`, `only the named monster may be chosen${byEn}: no direct attack`],
      'not-opponent-monster': ['攻击对象不是对方场上的怪兽', 'the target is not a monster the opponent controls'],
      'one-attacker': [`这次战斗阶段中已经用其他怪兽攻击过，只能用1只怪兽攻击${byZh}（这是对玩家的限制，不受效果影响的怪兽也一样）`, `another monster already attacked this Battle Phase and only one monster may attack${byEn} (a lock on the player: a monster unaffected by the card is bound too)`],
      'count-spent': [`这只怪兽在这次战斗阶段中已经作出了可以作的次数的攻击${byZh}（相同次数的效果不叠加，被无效的攻击也算1次）`, `it has already declared as many attacks as it may make in this Battle Phase${byEn} (effects of the same count do not stack; a negated attack counts)`],
      'count-monsters-only': [`这只怪兽追加的攻击只能向怪兽作出${byZh}，已经向怪兽攻击过，不能再直接攻击`, `its further attacks are at monsters only${byEn}; having attacked a monster, it cannot attack directly`],
      'count-direct-made': [`这只怪兽追加的攻击只能向怪兽作出${byZh}，已经直接攻击过，不能再向怪兽攻击`, `its further attacks are at monsters only${byEn}; having attacked directly, it cannot attack monsters any more`],
    };
    const [wz, we] = WHY[why] ?? ['', ''];
    // CH-ATTACK-CONTINUE: the continued attacks this declaration ends.
    const gone = (lost ?? []) as string[];
    const lostZh = gone.length ? `这次攻击宣言后，${gone.map((c) => `「${c}」`).join('')}的「继续攻击」不能再进行（继续攻击必须是下一次攻击）。` : '';
    const lostEn = gone.length ? ` After this declaration ${gone.join(', ')} can no longer make ${gone.length > 1 ? 'their' : 'its'} continued attack (a continued attack must be the next attack).` : '';
    // CH-ATTACK-BATTLE-STEP: not declared at all here — no attack target to list.
    // (CH-DIRECT-DAMAGE-ACTION, `alone`: the verdict said as the reason a direct attack is not made — the attack targets it could have
    // chosen add nothing there.)
    // (CH-ATTACK-CANNOT: a reason that bars the attacker itself from any attack — not one about its targets — is the whole answer too:
    // 「没有可以选择的攻击对象」 after it read as if the opponent's monsters could not be attacked.)
    const attackerBarred = !legal && ATTACKER_BARRED.has(String(why));
    if (why === 'not-battle-step' || why === 'not-turn-player' || (alone && !legal) || attackerBarred) return t(`${what.zh}：不能——${wz}。`, `${what.en}: not allowed — ${we}.`);
    return t(
      `${what.zh}：${legal ? '可以' : '不能'}${wz ? `——${wz}` : ''}。${list.zh}${dir.zh}。${lostZh}`,
      `${what.en}: ${legal ? 'allowed' : 'not allowed'}${we ? ` — ${we}` : ''}. ${list.en}${dir.en}.${lostEn}`,
    );
  },
  // issue 16: CH-SELF-DESTRUCT-BATTLE
  'stats:battle-by-original': () =>
    t(
      '这次伤害计算用原本的攻击力·守备力进行（不是改变怪兽现在的攻击力·守备力，而是改变伤害计算的方式）：上面比较的是原本数值。',
      'This damage calculation is made with the original ATK/DEF (the way the calculation is made changes, not the monsters\' values): the numbers compared above are the original ones.',
    ),
  'stats:battle-self-destruct': ({ cards }) =>
    t(
      `伤害计算后，${(cards as string[]).map((c) => `「${c}」`).join('、')}自身「…的场合这张卡破坏」的永续效果适用，被破坏（被战斗破坏的怪兽的永续效果从这时起不再适用）。`,
      `After damage calculation, ${(cards as string[]).join(', ')} ${(cards as string[]).length > 1 ? 'are' : 'is'} destroyed by its own continuous "if …, destroy this card" (a monster destroyed by the battle no longer applies its continuous effects from then on).`,
    ),
};

/** CH-ATTACK-DIRECT-CONDITION: the example of a card taken as not there, in the zone the state looks at (whose, which zone). */
function directConditionExample(conds: Condition[]): { zh: string; en: string } {
  // A met state a card not listed could break is a 「没有…」 or 「只有…」 one, not a 「有…存在」 (more cards only add): its zone is the example
  // (review s48: the Toons' 「自己场上有…存在，对方场上没有卡通怪兽存在」 named one's own field, where nothing unlisted turns it).
  const c = conds.find((x) => x.is === 'none' || x.is === 'only') ?? conds.find((x) => x.is === 'exists');
  const f = !c ? undefined : c.is === 'only' ? c.of : c.is === 'exists' || c.is === 'none' ? c.filter : undefined;
  const self = f?.side === 'self';
  const whoZh = self ? '自己' : '对方';
  const whoEn = self ? 'your' : 'the opponent\'s';
  if (f?.place === 'spell') return { zh: `${whoZh}的魔法与陷阱区域没有写卡，假定那里没有卡`, en: `no card written in ${whoEn} Spell & Trap Zone: assumed none` };
  return { zh: `${whoZh}场上没有写出的怪兽，假定那里没有这样的怪兽`, en: `a monster not written on ${whoEn} field: assumed not there` };
}
