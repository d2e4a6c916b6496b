/**
 * CH-LEVEL-AT-RESOLUTION (rules reference docs/c03/攻守计算.rst:27 — a level is computed as ATK/DEF are): a level change an activated
 * effect makes as it resolves (the compiler's `levelChange.steps`: 「这张卡的等级直到回合结束时变成3星」, 「作为对象的怪兽的等级上升1星」)
 * is made on the board then, as a stat change is — so a link resolving after it, a 「4星以下」 filter and the window read the new
 * level, while a link resolved before it saw the old one. Only a face-up monster in a Monster Zone with a level takes it (a Link
 * Monster has none; a card that left the field, or a target no longer valid, is not changed); a card unaffected by the effect is not
 * changed. A change of its own card is marked as its own effect's (CH-LEVEL-OWN-NEGATED reads it).
 */
import type { EffectFacts } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState, LinkState } from '../game/state.js';
import type { Text } from '../../i18n/text.js';
import { levelOf } from '../game/levels.js';
import { countMovedBy, renewedSinceActivation } from '../game/identity.js';
import { pushOnce } from '../game/state.js';
import { unaffectedBy } from '../game/protection.js';
import { R } from '../rule-ids.js';
import { say } from '../phrases/index.js';

/** Make the link's level changes (none when the effect has none); what changed is said in `done`. */
export function applyLevelSteps(state: EngineState, link: LinkState, e: EffectFacts, self: BoardCard | undefined, targets: readonly string[], done: Text[]): void {
  const steps = e.levelChange?.steps;
  if (!steps?.length) return;
  for (const step of steps) {
    // (「这张卡的等级下降1星，…」 the link lowered already as it began: CH-LEVEL-SHORT.)
    if (step.of === 'self' && e.levelChange?.lowersSelf !== undefined) continue;
    // (s61, CH-COUNT-MOVED: as many levels as this link tributed; its tributes not written, how many is not known — said, none made.)
    const n = step.per === 'tribute' ? countMovedBy(state, link, 'tribute') : 1;
    if (step.per) pushOnce(state.assumptions, say({ rule: R.COUNT_MOVED, params: { variant: n > 0 ? 'level-known' : 'level-unknown', name: link.name, n, how: step.per } }));
    if (n === 0) continue;
    const value = step.value * n;
    const cards = step.of === 'self' ? (self && !renewedSinceActivation(state, link, self.ref) ? [self] : []) : targets.flatMap((r) => (state.board.cards[r] ? [state.board.cards[r]!] : []));
    for (const c of cards) {
      if (c.zone !== 'monster' || !c.faceUp) continue;
      const before = levelOf(c);
      if (!before || before.kind !== 'level') continue;
      if (unaffectedBy(state, c, link)) continue;
      c.levels = [...(c.levels ?? []), { op: step.op, value, ...(c.ref === link.ref ? { ownEffect: e.n } : {}) }];
      const after = levelOf(c)!;
      if (!link.rules.includes(R.LEVEL_AT_RESOLUTION)) link.rules.push(R.LEVEL_AT_RESOLUTION);
      done.push(say({ rule: R.LEVEL_AT_RESOLUTION, params: { card: c.card.name, from: before.value, to: after.value } }));
    }
  }
}
