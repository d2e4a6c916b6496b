/**
 * CMP-SHOWN-FUSION-MATERIALS: 「自己的额外卡组1只融合怪兽给双方确认，那只怪兽决定的融合素材怪兽从自己卡组送去墓地」 (未来融合①) — the step
 * after the look moves the Fusion Materials that the SHOWN monster states, from its player's Deck. Before, the look took any monster of
 * either Extra Deck and the move read 「那只怪兽」 as the cards of the event the effect answered (a phase trigger answers none).
 */
import type { Action } from '../facts.js';

const SHOWN_THEN_MATERIALS = /(自己|对方)?的?额外卡组[1１一]只([^，。]*?)融合怪兽给(?:双方确认|对方观看)，那只怪兽决定的融合素材怪兽/;

/** The effect's steps with the shown monster and the materials it states read; `does` unchanged when the text is not of this shape. */
export function shownFusionMaterials(text: string, does: readonly Action[]): readonly Action[] {
  const m = SHOWN_THEN_MATERIALS.exec(text);
  if (!m) return does;
  const look = does.findIndex((a) => a.do === 'look' && typeof a.what === 'object' && a.what.filter.place === 'extra');
  const moves = does.findIndex((a, i) => i > look && a.note === 'materials');
  if (look < 0 || moves < 0) return does;
  const side = m[1] === '对方' ? 'opponent' : 'self';
  return does.map((a, i) => {
    if (i === look && typeof a.what === 'object') return { ...a, what: { ...a.what, filter: { ...a.what.filter, kind: 'monster', subtypes: ['fusion'], side } } };
    if (i !== moves) return a;
    // (Where they come from is the step's own 「从自己卡组」; which cards, the shown monster's material line: the engine gets it from the note `[确认 X]`.)
    const from = [a.from ?? 'deck'].flat()[0]!;
    return { ...a, what: { filter: { kind: 'monster', place: from, side: 'self' }, scope: 'choose' }, materialsOfShown: true };
  });
}
