/**
 * CH-DEFUSE-SET (rules reference docs/c02/基本用语.rst:940–960, 1019; 融合素材): 「那只融合怪兽的融合召唤使用过的一组融合素材」
 * (the set a de-fusion summons back) is the set of monsters its target was Fusion Summoned with — and a set of the kind its card lists:
 *
 * - a monster the situation says was summoned otherwise (by its own procedure, by a card's effect) was not Fusion Summoned:
 *   there is no such set (a Contact Fusion, a monster summoned by a card's effect);
 * - the materials it remembers (`素材:X+Y`) must all be in its controller's GY;
 * - a material line that asks for monsters on the field (「场上的暗属性怪兽×2」) does not describe monsters in the GY: the set
 *   is not there to summon;
 * - a substitute used for a named material is one of the set: the materials are what was used.
 *
 * Null when the situation does not say how the target was summoned or with what (the old reading: an unnamed monster).
 */
import type { Player } from '../../cards/facts.js';
import type { BoardCard } from '../types.js';
import type { EngineState } from './state.js';
import { t, type Text } from '../../i18n/text.js';
import { canonical } from './board.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';

const SAYS_HOW: readonly string[] = ['fusion-summoned', 'special-summoned', 'synchro-summoned', 'xyz-summoned', 'link-summoned', 'ritual-summoned', 'pendulum-summoned', 'summoned-by-itself', 'summoned-by-card'];

export function defuseSet(state: EngineState, targets: readonly string[], me: Player): { cards: BoardCard[]; why: Text } | null {
  const board = state.board;
  const ref = targets[0];
  if (!ref) return null;
  const inst = state.scenario?.instances.find((i) => i.origin !== 'link' && canonical(board, i.ref) === ref);
  if (!inst) return null;
  const name = inst.card.name;
  const fused = inst.states.includes('fusion-summoned');
  if (!fused) {
    if (!inst.states.some((s) => SAYS_HOW.includes(s))) return null;
    return { cards: [], why: say({ rule: R.DEFUSE_SET, params: { name, variant: 'not-fused' } }) };
  }
  if (!inst.materials?.length) return null;
  const materialLine = inst.card.fieldMaterialLine;
  if (materialLine !== undefined) {
    return { cards: [], why: say({ rule: R.DEFUSE_SET, params: { name, variant: 'field-materials', line: materialLine } }) };
  }
  const used = new Set<string>();
  const found: BoardCard[] = [];
  for (const m of inst.materials) {
    const c = Object.values(board.cards).find((x) => !used.has(x.ref) && x.zone === 'gy' && (x.owner ?? x.controller) === me && x.card.id === m.id);
    if (!c) return { cards: [], why: say({ rule: R.DEFUSE_SET, params: { name, variant: 'missing', missing: m.name } }) };
    used.add(c.ref);
    found.push(c);
  }
  return { cards: found, why: t('', '') };
}
