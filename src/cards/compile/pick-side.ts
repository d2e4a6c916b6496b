/**
 * CMP-PICK-SIDE: whose cards a step picks (「自己…」「对方…」「双方…」), read from the words that say where the cards are taken
 * from — not from every side word of the phrase. Two kinds of words named a side that was not the picked cards':
 * - a count before the picked cards (「把最多有对方场上的效果怪兽数量的「堕天使」怪兽从手卡·卡组特殊召唤」, 堕天使 路西法 ①): the
 *   words up to 「数量的」 say how many, not which (read as the filter, the 「堕天使」 monsters were the opponent's, on their field too);
 * - nothing at all where the cards come from a hidden place (「从卡组把1只…加入手卡」): a player's hand, Deck and Extra Deck are
 *   only their own to take from — with no side read, the opponent's Deck card fitted as well (增援 added the opponent's).
 */
import type { CardFilter, Side } from '../facts.js';
import { placesIn, sideIn } from './words.js';

/** 「最多有…数量的」「…的卡数量的」「破坏数量的」: a count, cut where the pick's own words begin (after 把/选, or the phrase's start). */
const COUNT_WORDS = '数量的';

/** The phrase without the count words before its picked cards (「任意数量的」 is how many the player likes: kept). */
export function withoutCountedBy(phrase: string): string {
  const end = phrase.lastIndexOf(COUNT_WORDS);
  if (end < 0 || phrase.slice(Math.max(0, end - 2), end) === '任意') return phrase;
  const before = phrase.slice(0, end);
  // Where the count starts: after the last 把/选(择) before it (「自己从自己墓地选最多有…数量的」), else at the phrase's start.
  const opener = /(?:把|选择?)(?!.*(?:把|选))/.exec(before);
  const start = opener ? opener.index + opener[0].length : 0;
  const rest = phrase.slice(end + COUNT_WORDS.length);
  // Only when what follows still describes cards (「…数量的「X」怪兽」「…数量的对方场上的卡」), not the count alone.
  if (!/怪兽|卡|「/.test(rest)) return phrase;
  return phrase.slice(0, start) + rest;
}

/** 「从自己的手卡·卡组」「从对方墓地」: where the cards are taken from, with the side it names (the place list of ./words.ts fromPlaces). */
const FROM_CLAUSE = /从((自己|对方|双方|持有者)?的?(额外卡组|融合卡组|卡组|手卡|墓地|除外状态|除外|场上|怪兽区域|魔法与陷阱区域)([·、]|或者|以及|和)?)+/;
/** 「从额外卡组特殊召唤的1只怪兽」: how a card on the field was summoned, no place it is taken from (CMP-SUMMONED-FROM-PLACE). */
const SUMMONED_FROM = /从(?:手卡|墓地|卡组|额外卡组|除外状态)特殊召唤的/g;
/** 「对方从手卡把…」「双方各自从…」: the player who takes the cards, right before 从 … */
const ACTOR = /(自己|对方|双方)(?:玩家)?(?:各自|各|均|可以|必须|让)*$/;
/** … or opening the phrase (「双方玩家把宣言的种类的1张卡从卡组送去墓地」). */
const ACTOR_FIRST = /^(?:[，,]|那之后)*(?:(自己|对方)(?:玩家)?(?:各自|各|可以|必须|选|把|从)|(双方))/;
function firstActor(text: string): string | undefined {
  const m = ACTOR_FIRST.exec(text);
  return m ? (m[1] ?? m[2]) : undefined;
}

/** Places only their own player takes from: the hand, the Deck and the Extra Deck. */
const OWN_ONLY = new Set(['hand', 'deck', 'extra']);

/**
 * The side of the cards a pick takes, when the words say where they are taken from: the side that 从-clause names; else, from a
 * hand, Deck or Extra Deck, the taking player's own (the opponent's when 「对方」 takes them); else undefined (the phrase's side stands).
 */
export function fromSide(phrase: string): Side | undefined {
  const text = phrase.includes('特殊召唤的') ? phrase.replace(SUMMONED_FROM, '') : phrase;
  const m = text.includes('从') ? FROM_CLAUSE.exec(text) : null;
  if (!m) return undefined;
  // (A 从-clause inside a description — 「从墓地回到卡组的卡」 — says where a card was, not where it is taken from.)
  const after = text.slice(m.index + m[0].length);
  if (!/^(?:把|选|让|[^，。的]*$)/.test(after)) return undefined;
  const actor = ACTOR.exec(text.slice(0, m.index))?.[1] ?? firstActor(text);
  // (「双方各自从自己的额外卡组…」: each player's own — both sides, CMP-EACH-PLAYER; 「对方从自己的手卡…」: 自己 is the opponent.)
  if (actor === '双方') return 'any';
  const named = sideIn(m[0]);
  if (named) return actor === '对方' && named === 'self' ? 'opponent' : named;
  if (!placesIn(m[0]).every((p) => OWN_ONLY.has(p))) return undefined;
  return actor === '对方' ? 'opponent' : 'self';
}

/** The filter of a picked card with its side read from where it is taken (CMP-PICK-SIDE); the filter as read otherwise. */
export function sidedPick(phrase: string, f: CardFilter): CardFilter {
  const side = fromSide(phrase);
  if (side === undefined || side === f.side) return f;
  return { ...f, side };
}
