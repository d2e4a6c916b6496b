/**
 * What a card remembers (FD-MEMORY, rules reference docs/c03/里侧·一时除外.rst and
 * docs/c02/基本用语.rst:40–44): a card turned face-down by an effect (变里侧) or temporarily banished
 * and returned (一时除外) is, for most purposes, a new card. The situation writes its states in order
 * (`(本回合特召,一时除外)`); this is the one place that decides which of the earlier ones survive.
 *
 * - Turned face-down: it is still a monster summoned this turn (里侧·一时除外.rst:151, :154), but no
 *   longer one that was flipped or Flip Summoned (:105), and a once-per-turn of this copy (1回合1次)
 *   may be used again (基本用语.rst:40–42).
 * - Temporarily banished and back: it also forgets when it was summoned (:152, :156–157), its set turn
 *   and a decided battle destruction; its once-per-turn of this copy may be used again (基本用语.rst:44).
 * - Both keep what binds the player or the card's name: a 「这个卡名」 once-per-turn (基本用语.rst:52),
 *   whether it was ever properly summoned (苏生限制, :17) and a declared name lock.
 *
 * The marker itself stays in the list, after what the card kept: a soft once-per-turn is spent only
 * by a use written after the last marker (`spentOnce`); a hard one by any use.
 */
import type { CardState } from '../../notation/ast.js';
import type { Card, OncePerTurn, SummonHow, Zone } from '../../cards/facts.js';

type Reset = 'turned-face-down' | 'banished-and-back';

const isReset = (s: CardState): s is Reset => s === 'turned-face-down' || s === 'banished-and-back';

const FROM_STATES: readonly CardState[] = ['summoned-from-hand', 'summoned-from-gy', 'summoned-from-deck', 'summoned-from-extra', 'summoned-from-banished'];
/** An unaffected state an earlier effect left (不受效果…): ends when the card becomes a new card (CH-UNAFFECTED-STATE). */
const UNAFFECTED_STATES: readonly CardState[] = ['unaffected', 'unaffected-by-spell', 'unaffected-by-trap', 'unaffected-by-spell-trap', 'unaffected-by-monster', 'unaffected-by-opponent'];

/**
 * FD-BATTLE-MEMORY (docs/c03/里侧·一时除外.rst:260–282): what it did in battle this turn. That it attacked
 * (declared an attack, directly or not, whether or not it reached the Damage Step) survives being turned face-down and is lost by a temporary
 * banishment (:263–273); that it battled is lost by both (:275–278); that it destroyed a monster by
 * battle is lost face-down and kept banished (:280–282).
 */
const BATTLE_LOST_FACE_DOWN: readonly CardState[] = ['battled', 'destroyed-by-battle-a-monster', 'dealt-battle-damage'];
const BATTLE_LOST_BANISHED: readonly CardState[] = ['attack-declared', 'attacked', 'attacked-directly', 'battled', 'dealt-battle-damage', 'attacked-twice', 'attacked-thrice', 'direct-attack-declared'];
/** CH-ATTACK-COUNT: what an earlier effect lets it do in this Battle Phase applies to that card only: a new card loses it. */
const ATTACK_GRANT_STATES: readonly CardState[] = ['may-attack-twice', 'may-attack-thrice', 'may-attack-monsters-twice', 'may-attack-monsters-thrice', 'may-continue-attack'];
/** CMP-COIN-GRANTED: the coin its summon tossed picks the ● it holds while face-up (「…得到以下效果」): a new card holds neither. */
const COIN_STATES: readonly CardState[] = ['coin-heads', 'coin-tails'];

/**
 * What each way of becoming a new card forgets. FD-SUMMON-MEMORY (docs/c03/里侧·一时除外.rst:71–147):
 * how it was summoned survives both (Normal, Tribute, Special, Fusion, Synchro, Xyz, Link, Ritual:
 * :74, :81, :85, :89, :93, :97–101), except a Flip Summon (lost by both, :105) and a Pendulum Summon
 * (lost face-down, kept banished, :103); where a Special Summon took it from is lost face-down and
 * kept banished (:125, :131) — a card summoned face-down from there and then flipped keeps it (:134).
 * FD-SUMMONED-BY-ITSELF (:208–218): that its own effect or procedure Special Summoned it is lost face-down
 * and kept banished. FD-MATERIALS (:182–187): what it was summoned with (tributes, materials) is lost by both
 * — a monster Tribute Summoned face-down and flipped keeps it (:194–196): flipping loses nothing.
 */
const FORGETS: Record<Reset, ReadonlySet<CardState>> = {
  // CH-LEAVES-BANISH-APPLIED: 「那张卡从场上离开的场合除外」 an earlier effect left on it ends once it is turned face-down.
  'turned-face-down': new Set<CardState>(['position-locked', 'banished-on-leave', 'effects-unnegatable', 'flipped', 'battle-destroyed', 'flip-summoned', 'pendulum-summoned', 'summoned-by-itself', 'gemini-summoned', 'has-materials', 'summoned-by-card', ...FROM_STATES, ...UNAFFECTED_STATES, ...BATTLE_LOST_FACE_DOWN, ...ATTACK_GRANT_STATES, ...COIN_STATES]),
  // FD-BANISHED-NEGATION-ENDS (issue 16, docs/c03/无效.rst:339): a negation or a destruction protection an earlier effect left on it ends.
  'banished-and-back': new Set<CardState>(['position-locked', 'banished-on-leave', 'effects-unnegatable', 'flipped', 'summoned-this-turn', 'set-this-turn', 'battle-destroyed', 'flip-summoned', 'gemini-summoned', 'has-materials', 'summoned-by-card', 'effects-negated', 'indestructible-by-effect', 'indestructible-once-by-effect', ...UNAFFECTED_STATES, ...BATTLE_LOST_BANISHED, ...ATTACK_GRANT_STATES, ...COIN_STATES]),
};

/**
 * FD-SUMMONED-BY (and the rest of FORGETS): what a face-up card turned face-down by an effect forgets at that moment (the engine's
 * own turn face-down; a situation's `变里侧` is read by `remembered`). The same array when it forgets nothing (no allocation).
 */
export function forgetFaceDown(states: CardState[]): CardState[] {
  const forgets = FORGETS['turned-face-down'];
  return states.some((x) => forgets.has(x)) ? states.filter((x) => !forgets.has(x)) : states;
}

/** The states a card still has, in order, with at most the last reset marker kept. */
export function remembered(states: readonly CardState[]): CardState[] {
  let reset = false;
  for (const s of states) if (isReset(s)) reset = true;
  if (!reset) return [...states];
  let out: CardState[] = [];
  for (const s of states) {
    if (isReset(s)) {
      const forgets = FORGETS[s];
      // FD-SUMMON-TURN: a monster whose summon this turn was a Flip Summon is no longer one summoned this turn once it
      // forgets that Flip Summon (docs/c03/里侧·一时除外.rst:157–158 and the note after them).
      const flipOnly = out.includes('flip-summoned') && !out.some((x) => x !== 'flip-summoned' && SUMMON_STATES.has(x));
      // One marker is enough: what came before it is now what the card kept.
      out = out.filter((x) => !isReset(x) && !forgets.has(x) && !(flipOnly && x === 'summoned-this-turn'));
      out.push(s);
    } else if (!out.slice(lastReset(out) + 1).includes(s)) {
      out.push(s);
    }
  }
  return out;
}

function lastReset(states: readonly CardState[]): number {
  return Math.max(states.lastIndexOf('turned-face-down'), states.lastIndexOf('banished-and-back'));
}

/** Since the card last became a new card (turned face-down, temporarily banished), or ever: -1. */
export function becameNewCard(states: readonly CardState[]): boolean {
  return lastReset(states) >= 0;
}

/**
 * Is a once-per-turn spent by a use marked 已用 on this card? A hard one (「这个卡名…」) binds the
 * player and the name, so any use counts; a soft one (1回合1次) binds this copy only, so a use from
 * before it became a new card does not.
 */
export function spentOnce(states: readonly CardState[], opt: OncePerTurn | undefined): boolean {
  if (!opt) return false;
  const at = states.lastIndexOf('used');
  if (at < 0) return false;
  return opt === 'hard' || at > lastReset(states);
}

/**
 * FD-USED-LOCK: did this card activate an effect (已用) since it last became a new card? 「这个效果发动的回合，这张卡不能攻击」
 * binds this copy only: turned face-down or banished and back, it is a new card that activated nothing this turn.
 */
export function usedSinceNewCard(states: readonly CardState[]): boolean {
  return states.lastIndexOf('used') > lastReset(states);
}

/** The state that says a monster was summoned this way (FD-SUMMON-MEMORY). */
const HOW_STATE: Record<SummonHow, CardState> = {
  normal: 'normal-summoned',
  tribute: 'tribute-summoned',
  flip: 'flip-summoned',
  special: 'special-summoned',
  fusion: 'fusion-summoned',
  synchro: 'synchro-summoned',
  xyz: 'xyz-summoned',
  link: 'link-summoned',
  ritual: 'ritual-summoned',
  pendulum: 'pendulum-summoned',
};
const SPECIAL_KINDS: readonly CardState[] = ['special-summoned', 'fusion-summoned', 'synchro-summoned', 'xyz-summoned', 'link-summoned', 'ritual-summoned', 'pendulum-summoned', 'summoned-by-itself', ...FROM_STATES];
const SUMMON_STATES: ReadonlySet<CardState> = new Set<CardState>(['normal-summoned', 'tribute-summoned', 'flip-summoned', ...SPECIAL_KINDS]);

/** Was this monster (by what it still remembers) summoned this way? A Tribute Summon is a Normal Summon; the Extra Deck and Ritual summons are Special Summons. */
export function summonedAs(states: readonly CardState[], how: SummonHow): boolean {
  if (how === 'normal') return states.includes('normal-summoned') || states.includes('tribute-summoned');
  if (how === 'special') return SPECIAL_KINDS.some((s) => states.includes(s));
  return states.includes(HOW_STATE[how]);
}

/** Was it Special Summoned from that place (「从墓地特殊召唤的」)? */
export function summonedFrom(states: readonly CardState[], from: 'hand' | 'gy' | 'deck' | 'extra' | 'banished'): boolean {
  // (A Fusion, Synchro, Xyz or Link Summon is made from the Extra Deck: 「从额外卡组特殊召唤的」 finds such a monster — issue 16.)
  if (from === 'extra' && (states.includes('fusion-summoned') || states.includes('synchro-summoned') || states.includes('xyz-summoned') || states.includes('link-summoned'))) return true;
  return states.includes(`summoned-from-${from}` as CardState);
}

/**
 * FD-EXTRA-ORIGIN: does the situation leave open where this monster was Special Summoned from? It says no more of its summon than
 * 「特殊召唤」 (or nothing): an Extra Deck monster (Fusion, Synchro, Xyz, Link) so written may have come from the Extra Deck or back from
 * the GY or banishment, so 「从额外卡组特殊召唤的怪兽」 is not known of it either way.
 */
export function summonOriginUnsaid(states: readonly CardState[]): boolean {
  return !states.some((s) => s !== 'special-summoned' && SUMMON_STATES.has(s));
}

/**
 * FD-SUMMON-TURN: was this monster, by what it still remembers, summoned this turn in one of these ways (「召唤·反转召唤·特殊召唤的
 * 回合」)? It says so (`本回合特召`); when it also says how it was summoned, that way must be one of them (a Tribute Summon is a
 * Normal Summon), and when it does not, it was Special Summoned (`本回合特召`, as the board reads 「特殊召唤的」).
 */
export function summonedThisTurnAs(states: readonly CardState[], kinds: readonly ('normal' | 'flip' | 'special')[]): boolean {
  if (!states.includes('summoned-this-turn')) return false;
  if (!saysHowSummoned(states)) return kinds.includes('special');
  return kinds.some((k) => summonedAs(states, k));
}

/** The state a monster summoned this way keeps (「同调召唤」 → synchro-summoned). */
export function summonState(how: SummonHow): CardState {
  return HOW_STATE[how];
}

/**
 * WIN-SUMMON-HOW: could this Special Summon, as the situation tells it, have been made `how` (a Synchro Summon…)? Null when
 * it says nothing that decides it (a plain 「特殊召唤 X」); false when it says another way (another kind, or a place the kind
 * never summons from: a Synchro Summon comes from the Extra Deck, a Ritual Summon from the hand).
 */
export function couldBeSummonedAs(states: readonly CardState[], how: SummonHow, cameFrom: Zone | null = null): boolean | null {
  if (summonedAs(states, how)) return true;
  if (MATERIAL_KINDS.some((k) => k !== how && states.includes(HOW_STATE[k])) || states.includes('summoned-by-itself')) return false;
  const from = FROM_STATES.find((s) => states.includes(s))?.slice('summoned-from-'.length) ?? cameFrom;
  if (from && !(KIND_FROM[how] ?? ['extra']).includes(from)) return false;
  return null;
}

/**
 * WIN-SUMMON-HOW (s61): the monster card types that have a summon of their own kind (a Fusion Monster's Fusion Summon …) — a summon of such
 * a monster by an effect whose text says only 「特殊召唤」 is none of that kind.
 */
export const KIND_SUMMONED_TYPES: readonly SummonHow[] = ['fusion', 'synchro', 'xyz', 'link', 'ritual'];

/** The kinds of Special Summon a card's text can ask for (WIN-SUMMON-HOW), and where each is made from (else the Extra Deck). */
const MATERIAL_KINDS: readonly SummonHow[] = ['fusion', 'synchro', 'xyz', 'link', 'ritual', 'pendulum'];
const KIND_FROM: Partial<Record<SummonHow, readonly string[]>> = { ritual: ['hand', 'deck', 'gy'], pendulum: ['hand', 'extra'] };

/** The situation says how it was summoned (any summon state). */
export function saysHowSummoned(states: readonly CardState[]): boolean {
  return states.some((s) => SUMMON_STATES.has(s));
}

/**
 * A card not in the Monster Zone keeps no summon information (里侧·一时除外.rst:118) — only that it was
 * once properly summoned (苏生限制, CH-SUMMON-CONDITION): a Synchro Summoned monster now in the GY may be
 * revived (特殊召唤怪兽、召唤限制和苏生限制.rst). A plain 「特殊召唤」 says nothing about its conditions.
 */
export function offFieldStates(states: readonly CardState[]): CardState[] {
  const proper = states.some((s) => SUMMON_STATES.has(s) && s !== 'special-summoned' && s !== 'summoned-by-itself' && !FROM_STATES.includes(s));
  const out = states.filter((s) => !SUMMON_STATES.has(s) && s !== 'has-materials' && s !== 'summoned-by-card' && s !== 'gemini-summoned');
  if (proper && !out.includes('properly-summoned') && !out.includes('not-properly-summoned')) out.push('properly-summoned');
  return out;
}

const BATTLE_STATES: ReadonlySet<CardState> = new Set<CardState>(['attack-declared', 'attacked', 'attacked-directly', 'battled', 'destroyed-by-battle-a-monster', 'dealt-battle-damage', 'attacked-twice', 'attacked-thrice', 'direct-attack-declared']);

/** What a monster may have done in battle this turn (FD-BATTLE-MEMORY). */
export type BattleDeed = 'attack-declared' | 'attacked' | 'attacked-directly' | 'battled' | 'destroyed-by-battle-a-monster' | 'dealt-battle-damage';

/**
 * Did this monster, by what it still remembers, do that in battle this turn? True when a state says
 * so: a direct attack is an attack (「攻击过」: it reached the Damage Step, docs/c03/战斗阶段流程.rst:386),
 * and an attack is an attack declaration (a negated one is only that, :301) — 已战斗 alone does not say it
 * attacked (it may have been attacked); false when it became a new card since, or when
 * `absentIsFalse` (the situation lists what happened, and a pledge of 「这张卡不能攻击」 is judged on it), or
 * when the situation states another of its battle deeds; null when it says nothing of its battles.
 */
export function didInBattle(states: readonly CardState[], deed: BattleDeed, absentIsFalse = false): boolean | null {
  const kept = remembered(states);
  const said =
    deed === 'attack-declared' ? ['attack-declared', 'attacked', 'attacked-directly', 'attacked-twice', 'attacked-thrice', 'direct-attack-declared'].some((s) => kept.includes(s as CardState))
    : deed === 'attacked' ? kept.includes('attacked') || kept.includes('attacked-directly') || kept.includes('attacked-twice') || kept.includes('attacked-thrice')
    : kept.includes(deed);
  if (said) return true;
  // A situation that says something of its battles this turn says all of them.
  if (absentIsFalse || becameNewCard(states) || kept.some((s) => BATTLE_STATES.has(s))) return false;
  return null;
}

/**
 * CH-ATTACK-COUNT (docs/c03/战斗阶段流程.rst:196–291): how many attacks the monster declared in this Battle Phase, as far as it
 * still remembers (a negated or replayed-and-abandoned one counts), and whether one of them was a direct attack.
 */
export function attacksDeclared(states: readonly CardState[]): { count: number; direct: boolean } {
  const kept = remembered(states);
  const count = kept.includes('attacked-thrice') ? 3 : kept.includes('attacked-twice') ? 2 : didInBattle(kept, 'attack-declared') ? 1 : 0;
  return { count, direct: kept.includes('attacked-directly') || kept.includes('direct-attack-declared') };
}

/**
 * FD-PROCEDURE-NORMAL-SUMMONABLE (docs/c03/里侧·一时除外.rst:240–244): 「这个方法特殊召唤的这张卡」 — that its own procedure
 * Special Summoned it (`自身特召`). A Special Summon Monster (「这张卡不能通常召唤」, an Extra Deck monster) forgets it only
 * when turned face-down (FD-SUMMONED-BY-ITSELF); a monster that can be Normal Summoned forgets it when banished and back too.
 */
export function remembersOwnProcedure(states: readonly CardState[], card: Pick<Card, 'type'>): boolean {
  const kept = remembered(states);
  const at = kept.lastIndexOf('summoned-by-itself');
  if (at < 0) return false;
  return !normalSummonable(card) || kept.lastIndexOf('banished-and-back') < at;
}

/** A monster that can be Normal Summoned: a Main Deck monster, not a Special Summon Monster (its card type, 「这张卡不能通常召唤」) nor a Ritual one. */
export function normalSummonable(card: Pick<Card, 'type'>): boolean {
  const sub = card.type.subtypes as readonly string[];
  return card.type.kind === 'monster' && !['special-summon', 'fusion', 'synchro', 'xyz', 'link', 'ritual', 'token'].some((k) => sub.includes(k));
}
