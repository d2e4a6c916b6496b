/**
 * FD-SUMMON-TURN-UNSTATED (s60): a monster whose answer depends on whether it was summoned this turn — a Spirit's 「召唤·反转的回合的结束阶段」
 * return in an End Phase asked, an attack by a monster with 「召唤的回合不能攻击」 (its own attack lock) — and whose summon the situation does not
 * write (neither on the card, `(本回合特召,通常召唤)` `(已反转)`, nor in `本回合:`): the engine reads it as not summoned this turn (no
 * return, no lock), as nothing says otherwise. That reading is a guess a head judge wants said: the assumption names the card, what
 * was taken, and what to write to say otherwise. One pass over the field's monsters, only when such a question is asked.
 */
import { t, type Text } from '../../i18n/text.js';
import type { EffectFacts, Player } from '../../cards/facts.js';
import type { Scenario } from '../../scenario/types.js';
import type { Board, BoardCard } from '../types.js';
import { asArray } from './match.js';
import { becameNewCard } from './memory.js';

type Kind = 'normal' | 'flip' | 'special';

/** The summon words of each way, as a player writes them in `本回合:` (zh) and as the answer says them (en). */
const WORDS: Record<Kind, { zh: string; en: string; written: string }> = {
  normal: { zh: '召唤', en: 'Normal Summoned', written: '召唤' },
  flip: { zh: '反转', en: 'flipped', written: '反转召唤' },
  special: { zh: '特殊召唤', en: 'Special Summoned', written: '特殊召唤' },
};

/**
 * Does the situation say nothing of this monster's summon this turn — no summon of its card by its controller in `本回合:` (any way, a
 * negated one too), no summon or flip on the card (`本回合特召`, `已反转`), no summon or flip this judging made, not a new card since?
 */
export function summonUnwritten(scenario: Scenario, c: BoardCard): boolean {
  if (c.states.includes('summoned-this-turn') || c.states.includes('flipped') || becameNewCard(c.states)) return false;
  if (c.summonedHere || c.flippedHere || c.summonedEarlier !== undefined || c.specialSummoned) return false;
  return !(scenario.history ?? []).some((h) => h.kind === 'summon' && h.player === c.controller && h.card.name === c.card.name);
}

/** The ways of its own summon this turn that arm this End Phase trigger (「召唤·反转的回合的结束阶段」), or none for another effect. */
function endPhaseArming(e: EffectFacts): Kind[] {
  const tr = e.trigger;
  if (e.kind !== 'trigger' || !tr?.armedTurn || !tr.armedBy || (tr.subject && tr.subject.self !== true)) return [];
  if (!asArray(tr.event).every((x) => x === 'phase-start') || (tr.phase !== undefined && tr.phase !== 'end-phase')) return [];
  const out = new Set<Kind>();
  for (const a of tr.armedBy) {
    if (a === 'summoned') out.add('normal');
    else if (a === 'flipped' || a === 'flip-summoned') out.add('flip');
    else if (a === 'special-summoned') out.add('special');
  }
  return [...out];
}

/** The assumption said of `card` taken as not summoned this turn the `kinds` ways: what was taken, what follows, and how to write otherwise. */
function said(card: string, player: Player, kinds: readonly Kind[], variant: 'end-phase' | 'attack'): Text {
  const zh = kinds.map((k) => WORDS[k].zh).join('·');
  const en = kinds.map((k) => WORDS[k].en).join(' or ');
  const write = `本回合:${player}:${card}(${WORDS[kinds[0]!].written})`;
  return variant === 'end-phase'
    ? t(
        `没有写「${card}」这个回合是否${zh}过：假定没有，它的「${zh}的回合的结束阶段」的效果在这个结束阶段不发动（不回到手卡等）。这个回合${zh}过的话，写 ${write}${kinds.includes('flip') ? '（被效果反转的话在卡后写 (已反转)）' : ''}。`,
        `Whether ${card} was ${en} this turn is not written: it is taken as not, so its End Phase effect of the turn it was ${en} is not activated in this End Phase (it does not return to the hand, etc.). If it was, write ${write}${kinds.includes('flip') ? ' (flipped by an effect: write (已反转) after it)' : ''}.`,
      )
    : t(
        `没有写「${card}」这个回合是否${zh}过：假定没有，它的「${zh}的回合不能攻击」不适用，可以攻击。这个回合${zh}过的话，写 ${write}，那样就不能攻击。`,
        `Whether ${card} was ${en} this turn is not written: it is taken as not, so its 「cannot attack the turn it was ${en}」 does not apply and it may attack. If it was, write ${write}; then it cannot attack.`,
      );
}

/**
 * An End Phase asked (`… 结束阶段`, or a chain in the End Phase): each face-up monster on `board` whose End Phase trigger is armed by its own
 * summon this turn, that no window names (`named`: controller:name of the entries), whose summon is not written — said, once a card.
 */
export function endPhaseSummonUnwritten(scenario: Scenario, board: Board, named: ReadonlySet<string>): Text[] {
  const out: Text[] = [];
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (c.zone !== 'monster' || !c.faceUp || c.controller === null || named.has(`${c.controller}:${c.card.name}`)) continue;
    for (const e of c.card.effects) {
      const kinds = endPhaseArming(e);
      if (!kinds.length || !summonUnwritten(scenario, c)) continue;
      out.push(said(c.card.name, c.controller, kinds, 'end-phase'));
      break;
    }
  }
  return out;
}

/**
 * An attack declared by `attacker`, allowed: its own 「这张卡在召唤…的回合不能攻击」 (FD-SUMMON-TURN) did not bind it because its summon this
 * turn is not written — said. (Its effects negated, the lock is lifted whatever the turn: nothing to say.)
 */
export function attackSummonUnwritten(scenario: Scenario, attacker: BoardCard | undefined): Text | null {
  if (!attacker || attacker.controller === null || attacker.states.includes('effects-negated')) return null;
  const rule = attacker.card.effects.flatMap((e) => e.attackRules ?? []).find((r) => r.kind === 'cannot-attack' && r.of === 'filter' && r.filter?.self === true && r.filter.summonedThisTurn);
  const kinds = rule?.filter?.summonedThisTurn;
  if (!kinds?.length || !summonUnwritten(scenario, attacker)) return null;
  return said(attacker.card.name, attacker.controller, kinds, 'attack');
}
