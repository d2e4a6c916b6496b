/**
 * CMP-KINDS-IN-ZONE-TIERS (issue 16; rules reference docs/c03/卡片的抗性.rst:53, docs/c03/特定效果的处理方法.rst:370–376): 「自己墓地的「X」怪兽
 * 种类的以下适用。●1种类：A ●2种类：B ●3种类以上：C」 — the ● are steps of the effect itself, each done only while the cards its heading
 * counts are of that many kinds (different names) as the effect resolves: exactly N for 「N种类」, at least N for 「N种类以上」. Each step
 * carries that count as a state it applies under (`conditional` with `whileHolds`, CH-STEP-IF-STATE), so the one that applies is chosen
 * by the count, and an activation is judged by that one (CH-NOTHING-TO-APPLY).
 */
import type { CardFilter, Condition } from '../facts.js';
import { filterOf } from './words.js';

const HEAD = /^(.*?)((?:自己|对方|双方)?(?:的)?(?:墓地|场上|除外)[^。]*?)的?种类的以下(?:效果)?适用。?$/;
const TIER = /^(\d+)种类(以上)?[：:](.*)$/;

export interface KindsTiers {
  /** The text before the heading (conditions, costs). */
  main: string;
  /** Each ●: its words, and the state it applies under. */
  tiers: { text: string; holds: Condition }[];
}

/** The tiers of 「…的「X」怪兽种类的以下适用。●N种类（以上）：…」, or null when the text is not so. */
export function kindsTiersOf(main: string, bullets: readonly string[]): KindsTiers | null {
  if (bullets.length === 0 || !main.includes('种类的以下')) return null;
  const m = HEAD.exec(main.trim());
  if (!m) return null;
  const tiers = bullets.map((b) => TIER.exec(b.trim()));
  if (tiers.some((x) => x === null)) return null;
  const counted = m[2]!.replace(/^[，,]/, '');
  const filter: CardFilter = filterOf(counted);
  if (filter.place === undefined || (filter.archetype === undefined && filter.names === undefined && filter.race === undefined && filter.attribute === undefined)) return null;
  if (filter.kind === undefined && counted.includes('怪兽')) filter.kind = 'monster';
  // Disjoint tiers (every ● but the last an exact count): one applies. Read highest first, so a step that changes the count (a
  // destruction sending more of them to the GY) cannot let a higher tier apply after a lower one; cumulative tiers keep their order.
  const disjoint = tiers.slice(0, -1).every((t) => !t![2]);
  const read = tiers.map((t) => {
      const n = Number(t![1]);
      const holds: Condition = { is: 'exists', filter, min: n, distinct: 'name', ...(t![2] ? {} : { max: n }) };
      return { text: t![3]!, holds };
  });
  return { main: m[1]!, tiers: disjoint ? read.reverse() : read };
}

/**
 * CMP-TURN-TIERS (rules reference docs/c04/灰流丽·星尘龙.rst:33): 「…才能发动。发动的回合的以下效果适用。●自己回合：A ●对方回合：B」 — the ● are
 * steps of the effect itself, each done only in that player's turn: decided when it is activated (what the activation contains —
 * a Special Summon only in its controller's turn — `ifAtActivation`) and still so as it resolves (`whileHolds`). The ● words are
 * read as steps; a target they choose (「选择…」) is the effect's target.
 */
const TURN_HEAD = /^(.*?)(?:发动的)?回合的以下效果适用。?(.*)$/;
const TURN_TIER = /^(自己|对方)回合[：:](.*)$/;

export interface TurnTiers {
  main: string;
  tiers: { text: string; holds: Condition }[];
}

export function turnTiersOf(main: string, bullets: readonly string[]): TurnTiers | null {
  if (bullets.length < 2 || !main.includes('回合的以下效果适用')) return null;
  const m = TURN_HEAD.exec(main.trim());
  if (!m) return null;
  const tiers = bullets.map((b) => TURN_TIER.exec(b.trim()));
  if (tiers.some((x) => x === null)) return null;
  return {
    main: `${m[1]!}${m[2]!}`,
    tiers: tiers.map((t) => ({ text: t![2]!, holds: { is: 'turn', whose: t![1] === '自己' ? 'self' : 'opponent' } as Condition })),
  };
}

/**
 * CMP-POSITION-TIERS: 「…才能发动。这张卡的表示形式的以下效果适用。●攻击表示：A ●守备表示：B」 — the ● are steps of the effect itself, each
 * done only while the card is in that battle position as the effect resolves (`whileHolds`, CH-STEP-IF-STATE): the position picks the ●,
 * not the player.
 */
const POSITION_HEAD = /^(.*?)这张卡的表示形式的以下效果适用。?$/;
const POSITION_TIER = /^(攻击|守备)表示[：:](.*)$/;

export function positionTiersOf(main: string, bullets: readonly string[]): TurnTiers | null {
  if (bullets.length < 2) return null;
  const m = POSITION_HEAD.exec(main.trim());
  if (!m) return null;
  const tiers = bullets.map((b) => POSITION_TIER.exec(b.trim()));
  if (tiers.some((x) => x === null)) return null;
  return { main: m[1]!, tiers: tiers.map((t) => ({ text: t![2]!, holds: { is: 'self-state', state: t![1] === '攻击' ? 'in-attack' : 'in-defense' } as Condition })) };
}

/**
 * CMP-SET-COUNT-TIERS: 「（双方）受自身的魔法与陷阱区域盖放的卡数量的以下所适用。●0张：A ●4张以上：B」 (娱乐伙伴 五虹之魔术师 ②) — a continuous
 * effect whose ● are cases by how many Set cards a player's Spell & Trap Zones hold: only the case whose count matches applies (exactly N for
 * 「N张」, at least N for 「N张以上」, at most N for 「N张以下」), each a step under that count (`whileHolds`, read each time). 「双方」: each
 * player by their own count, the ●'s 「自己」 being that player — so each ● is read twice, once as this card's controller and once as the opponent.
 */
const SET_COUNT_HEAD = /^(.*?)(双方|自己)受自身的魔法与陷阱区域盖放的卡数量的以下(?:效果)?所?适用。?$/;
const SET_COUNT_TIER = /^(\d+)张(以上|以下)?[：:](.*)$/;

export interface SetCountTiers {
  main: string;
  /** Both players, each by their own count (「双方」). */
  both: boolean;
  tiers: { text: string; holds: Condition }[];
}

export function setCountTiersOf(main: string, bullets: readonly string[]): SetCountTiers | null {
  if (bullets.length === 0) return null;
  const m = SET_COUNT_HEAD.exec(main.trim());
  if (!m) return null;
  const tiers = bullets.map((b) => SET_COUNT_TIER.exec(b.trim()));
  if (tiers.some((x) => x === null)) return null;
  const filter: CardFilter = { side: 'self', place: 'spell', faceUp: false };
  return {
    main: m[1]!,
    both: m[2] === '双方',
    tiers: tiers.map((t) => {
      const n = Number(t![1]);
      // 「0张」: none; 「N张以下」: at most N (no least); 「N张以上」: at least N; 「N张」: exactly N.
      const holds: Condition = n === 0 && !t![2] ? { is: 'none', filter } : t![2] === '以下' ? { is: 'exists', filter, min: 0, max: n } : { is: 'exists', filter, min: n, ...(t![2] ? {} : { max: n }) };
      return { text: t![3]!, holds };
    }),
  };
}
