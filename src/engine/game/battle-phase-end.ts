/**
 * CH-BATTLE-PHASE-END-POSITION: `… 战斗阶段结束` — the end of the Battle Phase after the chain. 「和选择的怪兽进行战斗的对方怪兽在战斗阶段
 * 结束时变成守备表示」 (the card's clause, read by src/cards/battled-lock.ts): each face-up Attack Position monster of that card's opponent
 * that battled the chosen monster (`(已战斗:X)`, `(对象:X)` on the card — the same facts as CH-POSITION-LOCK-BATTLED) changes to Defense
 * Position then. Reads the board; changes nothing (the answer lists the steps).
 */
import { t } from '../../i18n/text.js';
import type { CardRef, EndPhaseStepAnswer } from '../../answer/types.js';
import type { Text } from '../../i18n/text.js';
import type { Board, BoardCard } from '../types.js';
import { R, W } from '../rule-ids.js';
import { say } from '../phrases/index.js';
import { summonerUnmet } from './summoner-unstated.js';
import { chosenLockOn } from './position-change.js';
import { toDefenseAtBattlePhaseEnd } from '../../cards/battled-lock.js';
import type { EffectFacts, SelfState } from '../../cards/facts.js';
import { asArray, matchContext, matchesFilter } from './match.js';
import type { CardFilter } from '../../cards/facts.js';
import { didInBattle, type BattleDeed } from './memory.js';

const refOf = (c: BoardCard): CardRef => ({ id: c.card.id || null, name: c.card.name, controller: c.controller, ref: c.ref });

/** The steps done at the end of the Battle Phase on this board, in board order. */
export function battlePhaseEnd(board: Board): EndPhaseStepAnswer<Text>[] {
  const out: EndPhaseStepAnswer<Text>[] = [];
  for (const c of Object.values(board.cards)) {
    if (c.zone !== 'monster' || !c.faceUp || c.position !== 'attack') continue;
    const lock = chosenLockOn(board, c);
    if (!lock || !toDefenseAtBattlePhaseEnd(lock.clause)) continue;
    const by = lock.card.card.name;
    out.push({
      link: null,
      card: refOf(lock.card),
      do: 'change-position',
      done: [refOf(c)],
      notDone: [],
      rules: [R.BATTLE_PHASE_END_POSITION],
      reason: t(
        `「${c.card.name}」和「${by}」选择的「${lock.chosen}」进行过战斗：战斗阶段结束时变成守备表示（「${by}」的效果），之后只要「${by}」在场上存在，不能把表示形式变更。`,
        `${c.card.name} battled ${lock.chosen}, the monster ${by} chose: at the end of the Battle Phase it changes to Defense Position (${by}'s effect), and cannot change its position while ${by} stays on the field.`,
      ),
    });
  }
  return out;
}

/** The battle deeds a 「战斗阶段结束时」 trigger's condition names (FD-BATTLE-PHASE-END-DEED), as the board remembers them. */
const DEEDS: ReadonlySet<SelfState> = new Set<SelfState>(['battled', 'destroyed-by-battle-a-monster', 'attacked', 'attack-declared', 'attacked-directly', 'dealt-battle-damage']);

/** The battle deed this trigger of the end of the Battle Phase needs of its own card, or null for another effect. */
function battlePhaseEndDeed(e: EffectFacts): BattleDeed | null {
  const t = e.trigger;
  if (e.kind !== 'trigger' || !t || t.phase !== 'end-step' || !asArray(t.event).every((x) => x === 'phase-start')) return null;
  for (const c of e.condition ?? []) if (c.is === 'self-state' && DEEDS.has(c.state)) return c.state as BattleDeed;
  return null;
}

const DEED_WORDS: Record<string, [string, string, string]> = {
  battled: ['进行过战斗', 'battled', '已战斗'],
  'destroyed-by-battle-a-monster': ['战斗破坏过怪兽', 'destroyed a monster by battle', '战斗破坏过怪兽'],
  attacked: ['攻击过', 'attacked', '已攻击'],
  'attack-declared': ['攻击宣言过', 'declared an attack', '已攻击宣言'],
  'attacked-directly': ['直接攻击过', 'attacked directly', '已直接攻击'],
  'dealt-battle-damage': ['给与过对方战斗伤害', 'dealt the opponent battle damage', '已给与战斗伤害'],
};

/**
 * WIN-BATTLE-PHASE-END-UNSTATED: `… 战斗阶段结束` — a face-up monster whose 「这张卡进行战斗的战斗阶段结束时」 trigger needs what it did in
 * battle this turn, where the situation writes none of its battles (`(已战斗)`, `(已攻击)`, …): the window cannot tell, so it does not
 * name the trigger (no guess), and the answer says it took the monster as not having done so — and how to write it if it did.
 * Read only when the end of the Battle Phase is asked for: one pass over the field's monsters, no scan of the card database.
 */
export function battlesUnstated(board: Board): Text[] {
  const out: Text[] = [];
  for (const c of Object.values(board.cards)) {
    if (c.zone !== 'monster' || !c.faceUp) continue;
    for (const e of c.card.effects) {
      const deed = battlePhaseEndDeed(e);
      if (deed === null || didInBattle(c.states, deed) !== null) continue;
      const [zh, en, word] = DEED_WORDS[deed]!;
      out.push(
        t(
          `没有写「${c.card.name}」这个回合的战斗：假定它没有${zh}，它的「战斗阶段结束时」的效果没有列出（${zh}的话在卡后写 (${word})）。`,
          `${c.card.name}'s battles this turn are not written: it is taken as not having ${en}, so its effect at the end of the Battle Phase is not listed (if it did, write (${word}) after it).`,
        ),
      );
      break;
    }
    for (const e of c.card.effects) {
      const said = ownKindUnstated(board, c, e) ?? summonedOtherwise(c, e);
      if (said) out.push(said);
    }
  }
  return out;
}

/**
 * WIN-BATTLE-PHASE-END-SUMMONER: 「这张卡用「剑斗兽」怪兽的效果特殊召唤成功的场合，这张卡进行战斗的战斗阶段结束时」 on a monster that battled
 * but that the situation writes summoned by another card's effect (`由X`, X no such monster) or another way (`通常召唤`): its trigger is not named —
 * said, as the answer would otherwise leave the user wondering why (one not written is assumed: ../window/phase-triggers.ts).
 */
function summonedOtherwise(c: BoardCard, e: EffectFacts): Text | null {
  if (battlePhaseEndDeed(e) === null || c.controller === null || didInBattle(c.states, battlePhaseEndDeed(e)!) !== true) return null;
  const cond = (e.condition ?? []).find((x) => x.is === 'exists' && x.filter.self === true && x.filter.summonedBySelf !== undefined);
  if (cond?.is !== 'exists') return null;
  const unmet = summonerUnmet(cond.filter, c, c.ref, c.controller);
  if (unmet?.is !== 'other') return null;
  const kind = cond.filter.summonedBySelf!;
  return say({ rule: W.BATTLE_PHASE_END_SUMMONER, params: { card: c.card.name, archetype: kind.archetype ?? null, name: kind.name ?? null, by: unmet.by, variant: 'other' } });
}

/**
 * FD-BATTLE-PHASE-END-OWN-KIND: 「自己的「剑斗兽」怪兽进行战斗的战斗阶段结束时」 (an archetype boss) on a board where none of the player's monsters
 * of that kind is written as having battled, and some have no battles written at all: taken as not having battled, said.
 */
function ownKindUnstated(board: Board, c: BoardCard, e: EffectFacts): Text | null {
  const t0 = e.trigger;
  if (e.kind !== 'trigger' || !t0 || t0.phase !== 'end-step') return null;
  const cond = (e.condition ?? []).find((x) => x.is === 'exists' && x.filter.battledThisTurn === true);
  if (!cond || cond.is !== 'exists') return null;
  const { battledThisTurn: _battled, ...kind } = cond.filter;
  const of: CardFilter = kind;
  if (c.controller === null) return null;
  const ctx = matchContext(c.ref, c.controller, null);
  const mons = Object.values(board.cards).filter((o) => o.zone === 'monster' && o.faceUp && matchesFilter(of, o, ctx));
  if (mons.some((o) => didInBattle(o.states, 'battled', true))) return null;
  const unsaid = mons.filter((o) => didInBattle(o.states, 'battled') === null).map((o) => o.card.name);
  if (!unsaid.length) return null;
  const zhList = unsaid.map((n) => `「${n}」`).join('、');
  return t(
    `没有写${zhList}这个回合的战斗：假定没有进行过战斗，「${c.card.name}」的「战斗阶段结束时」的效果没有列出（进行过战斗的话在卡后写 (已战斗)）。`,
    `The battles this turn of ${unsaid.join(', ')} are not written: taken as not having battled, so ${c.card.name}'s effect at the end of the Battle Phase is not listed (if one did, write (已战斗) after it).`,
  );
}
