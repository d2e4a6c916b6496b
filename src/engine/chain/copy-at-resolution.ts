/**
 * CH-COPY-AT-RESOLUTION (rules reference docs/c03/复制.rst:20–21, 『得到』类): 「那只怪兽除外，这张卡直到结束阶段当作和那只怪兽同名卡使用，
 * 得到相同的原本攻击力和效果」 (the compiler's `copiesTarget`) — as the effect resolves, once the step on its target was done (the target
 * moved by this link), the card takes the target's name and effects, numbered as that card numbers them (its own kept after them,
 * FD-COPY-KEEPS-OWN), and its printed ATK (and DEF) when its text says so (`copyTakesStats`): the board card becomes what a situation's
 * `X(复制:Y)` states. The gained effects are not applied now: each is a separate effect, activated later with its own condition and cost.
 * (The printed text is not the engine's to read: a copy's text-read facts are the binder's, src/scenario/bind.ts.) Nothing is taken when the card is no longer face-up in its Monster Zone (left the field: a new card) or the target was not moved — with a step on it; with none
 * (「当作和那只怪兽同名卡使用，得到相同效果」 alone), the target still valid as it resolves is the one copied.
 */
import type { Action, EffectFacts } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import type { Text } from '../../i18n/text.js';
import { effectMark } from '../../i18n/marks.js';
import { renewedSinceActivation } from '../game/identity.js';
import { replaceCard } from '../game/standing.js';
import { R } from '../rule-ids.js';
import { say } from '../phrases/index.js';

/** The steps that move their card away from where it was targeted (the copy then reads the card this link moved). */
const MOVING_STEPS: ReadonlySet<Action['do']> = new Set<Action['do']>(['banish', 'send-to-gy', 'return-to-hand', 'return-to-deck', 'destroy', 'special-summon', 'discard', 'equip']);

export function applyCopyAtResolution(state: EngineState, link: LinkState, e: EffectFacts, self: BoardCard | undefined, done: Text[], valid: readonly string[] = link.targets): void {
  if (!(e.copiesTarget || e.copiesCost) || !self || self.zone !== 'monster' || !self.faceUp) return;
  if (renewedSinceActivation(state, link, self.ref, true)) return;
  // The target, moved by this link's step (「那只怪兽除外」 done) — or, with no step on it (「当作和那只怪兽同名卡使用，得到相同效果」 alone),
  // the target still valid as it resolves (review s46-rv1).
  // (A step that changes the target where it stands — 「那之后，选择的怪兽的攻击力变成0，效果无效化」 — moves nothing: the target still valid
  // is the one copied, as with no step; review s48: such a copy took nothing, and said nothing.)
  const moves = e.does.some((a) => a.what === 'targets' && MOVING_STEPS.has(a.do));
  // CMP-COST-NOT-TARGET: the card its cost paid (an old-wording copy of the card it banished as its cost, `copiesCost`).
  const ref = e.copiesCost
    ? state.events.find((ev) => ev.link === link.n && ev.cause === 'cost' && ev.type !== 'activated' && ev.cards.length === 1)?.cards[0]
    : moves
    ? link.targets.find((r) => state.events.some((ev) => ev.link === link.n && ev.type !== 'targeted' && ev.type !== 'activated' && ev.cards.includes(r)))
    : valid.find((r) => link.targets.includes(r) && !renewedSinceActivation(state, link, r, true));
  const from = ref ? state.board.cards[ref]?.card : undefined;
  if (!from || from.type.kind !== 'monster') return;
  const card = self.card;
  const takes = card.copyTakesStats;
  const base = Math.max(0, ...from.effects.map((x) => x.n));
  const kept = card.effects.filter((x) => !x.pendulum).map((x) => ({ ...x, n: base + x.n }));
  // (Through `replaceCard`: the copy may hold a standing role its card did not — 「…的场合这张卡破坏」 — that applies from now on.)
  replaceCard(state, self, {
    ...card,
    ...(takes === 'atk' ? { atk: from.atk } : takes === 'atk-def' ? { atk: from.atk, def: from.def } : {}),
    name: from.name,
    effects: [...from.effects, ...kept],
    copiedFrom: { id: from.id, name: from.name, ownEffects: card.effects, keptEffects: kept },
  });
  link.rules.push(R.COPY_AT_RESOLUTION);
  // Each effect taken, with what it says when its words are known (review s46 (5): the name and ATK were shown, not the effect).
  // (A summoning procedure is no effect gained: not named — review s46-rv2, a copy of an Xyz monster was said to gain 「（卡的发动）」.)
  const gained = from.effects.filter((x) => x.kind !== 'procedure');
  const marks = [...new Set(gained.map((x) => x.n))].map((n) => {
    const words = gained.find((x) => x.n === n && x.words)?.words;
    return words ? `${effectMark(n).zh}「${words}」` : effectMark(n).zh;
  });
  // The continuous ones apply from now on, unactivated (docs/c02/怪兽的效果分类.rst:81): said apart from those activated later.
  const continuous = [...new Set(gained.filter((x) => x.kind === 'continuous').map((x) => effectMark(x.n).zh))];
  done.push(say({ rule: R.COPY_AT_RESOLUTION, params: { card: card.name, until: e.copyUntil ?? 'end-phase', from: from.name, atk: takes && from.atk !== undefined ? from.atk : null, effects: marks, continuous } }));
}
