/**
 * CH-NORMAL-SUMMON-BY-EFFECT (review s46 (1); rules reference docs/c02/基本用语.rst:672–678 — an effect's 「把怪兽（通常）召唤」 gives a Normal Summon
 * of its own as it resolves, outside the turn's own once-a-turn count, and :715 counts it among the extra ones): an effect's 「进行1次怪兽的通常
 * 召唤」「把1只怪兽通常召唤」 Normal Summons a monster — it is no Special Summon. (The turn's own Normal Summon is not tracked by the engine, so
 * this one takes nothing from it, as the rules say.)
 * - the event is a Normal Summon (`summoned`), so 「召唤成功时」 triggers see it and 「特殊召唤成功时」 ones do not; the monster is
 *   Normal Summoned (face-up Attack Position), not Special Summoned;
 * - a Level 5 or 6 monster needs 1 tribute, Level 7 or more 2 (a Tribute Summon) — or the count its text sets (CMP-TRIBUTE-COUNT, the
 *   compiled `tributeCount`: 「必须把3只解放作召唤」 that count only; 「可以把1只…解放作召唤」「可以不用解放作召唤」 fewer), the fewest it
 *   allows: the monsters of its player on the field are tributed — when the field is written in full and holds too few, it is not
 *   summoned; when it holds exactly that many, those are tributed; else the tributes are not stated and the answer assumes they were
 *   made, and says so. A count the text allows only for a kind of tribute or under a lead (「…的场合，」) is used with that said;
 * - a face-up 「…不能通常召唤」 floodgate binding its player stops it as it resolves.
 * The monster is the one a note names (`[召唤 X]`), else the one the step describes, else an unnamed monster (said by the step's text).
 */
import { say } from '../phrases/index.js';
import { t } from '../../i18n/text.js';
import { R } from '../rule-ids.js';
import type { Action, ActionType, Card, Player, Zone } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from './state.js';
import { pushOnce } from './state.js';
import { levelOf } from './levels.js';
import { fewestTributes, tributeNeed } from '../../cards/tributes.js';
import { moveCards, notedCards, subjectCards, type ActionResult, type ResolveContext } from './actions.js';
import { freeMainZones } from './zones.js';
import { fieldWrittenEmpty } from './listed-pick.js';

interface Doing {
  state: EngineState;
  link: LinkState;
  a: Action;
  ctx: ResolveContext;
  me: Player;
  then: { thenStep: boolean };
}

interface Deps {
  forbidding: (state: EngineState, action: ActionType, performer: Player, link?: LinkState) => BoardCard | null;
  unnamed: (token?: string) => Card;
  newCard: (ref: string, card: Card, controller: Player, zone: Zone | null) => BoardCard;
}

/**
 * How many tributes its Normal Summon needs, as a written Tribute Summon counts them (../../cards/tributes.ts): by its Level now — 5–6
 * one, 7+ two — or the count its text sets (the compiled `tributeCount`); the fewest it allows, and the text's words for that count when
 * it is the text's (a kind of tribute, a lead). None for an unnamed monster or one with no Level.
 */
export function tributesNeeded(c: BoardCard): { n: number; kind: string | null; condition: string | null } {
  const none = { n: 0, kind: null, condition: null };
  if (c.card.id === 0) return none;
  const lv = levelOf(c);
  if (!lv || lv.kind !== 'level') return none;
  const least = fewestTributes(tributeNeed(c.card.tributeCount, lv.value));
  if (!least) return none;
  const kind = least.archetype ? `「${least.archetype}」怪兽` : least.kind ?? null;
  return { n: least.n, kind, condition: least.condition ?? null };
}

export function normalSummonByEffect(d: Doing, deps: Deps): ActionResult {
  const { state, link, a, ctx, me, then } = d;
  const board = state.board;
  link.rules.push(R.NORMAL_SUMMON_BY_EFFECT);
  const gate = deps.forbidding(state, 'summon', me, link);
  if (gate) return { done: false, text: say({ rule: R.FORBIDDEN_AT_RESOLUTION, params: { source: gate.card.name, verb: t('通常召唤', 'Normal Summon') } }) };
  let cards = notedCards(state, link, 'chosen', 'summon').filter((c) => c.zone !== 'monster');
  if (cards.length === 0 && typeof a.what === 'object') cards = subjectCards(state, link, a.what, ctx).cards.filter((c) => c.zone === 'hand');
  let monster = cards[0];
  if (!monster) {
    const ref = `${link.instanceRef}+${state.events.filter((e) => e.link === link.n).length + 1}`;
    monster = deps.newCard(ref, deps.unnamed(), me, 'hand');
    board.cards[ref] = monster;
  }
  // The tributes of a Tribute Summon: its player's monsters on the field.
  const { n: need, kind, condition } = tributesNeeded(monster);
  // CMP-TRIBUTE-COUNT: a count its text allows only for a kind of tribute or under a lead — not judged here, said.
  if (kind !== null || condition !== null) pushOnce(state.assumptions, say({ rule: R.NORMAL_SUMMON_BY_EFFECT, params: { variant: 'text-count', name: link.name, card: monster.card.name, need, kind, condition } }));
  let tributes: BoardCard[] = [];
  if (need > 0) {
    const mine = Object.values(board.cards).filter((c) => c.zone === 'monster' && c.controller === me && c !== monster);
    // (Listed in full: written `A场只有:` or written empty — ./listed-pick.ts.)
    const complete = fieldWrittenEmpty(state, me);
    if (mine.length < need && complete) {
      return { done: false, text: say({ rule: R.NORMAL_SUMMON_BY_EFFECT, params: { variant: 'no-tributes', card: monster.card.name, need } }) };
    }
    if (mine.length === need) tributes = mine;
    else pushOnce(state.assumptions, say({ rule: R.NORMAL_SUMMON_BY_EFFECT, params: { variant: 'tributes-assumed', name: link.name, card: monster.card.name, need } }));
  }
  if (tributes.length) moveCards(state, tributes, 'gy', 'sent-to-gy', link.n, me, 'rule', { tributed: true, thenStep: then.thenStep });
  // (Room: its tributes leave first.)
  if (tributes.length === 0 && freeMainZones(state, me, [monster]) < 1) return { done: false, text: say({ rule: R.NO_FREE_ZONE, params: { cards: null, sent: false } }) };
  moveCards(state, [monster], 'monster', 'summoned', link.n, me, 'effect', then);
  if (monster.zone !== 'monster') return { done: false, text: null };
  monster.faceUp = true;
  monster.position = 'attack';
  monster.summonedHere = true;
  monster.specialSummoned = false;
  monster.states = monster.states.filter((s) => s !== 'special-summoned');
  monster.states.push(tributes.length || need > 0 ? 'tribute-summoned' : 'normal-summoned');
  // (「可以不用解放作召唤」 of a Level 5+: summoned without tributes, no Tribute Summon.)
  if (tributes.length) monster.materials = tributes.map((c) => c.card);
  // Mid-chain, a summoned monster's trigger effects wait for the chain to end.
  if (state.links.some((l) => l.n < link.n && l.legal !== false)) link.rules.push(R.NO_TRIGGER_MID_CHAIN);
  return { done: true, text: say({ rule: R.NORMAL_SUMMON_BY_EFFECT, params: { variant: 'done', card: monster.card.id === 0 ? null : monster.card.name, tributes: tributes.map((c) => c.card.name), need } }) };
}
