/**
 * SIT-FUSION-DESCRIBED-PART: a Fusion Material on the field is judged as it stands there, not as printed — its ATK with the changes the
 * situation states for it (`青眼白龙(攻-1000)`), its Attribute and Type with the continuous changes of the face-up cards on the field
 * that make every face-up monster one Attribute or Type (「场上的表侧表示怪兽变成宣言的属性」 once declared). A change whose reach this
 * reader does not judge leaves the Attribute / Type unknown (the part is taken to fit, and said).
 */
import type { Action, Card, CardFilter } from '../cards/facts.js';
import { DECLARED } from '../cards/facts.js';
import type { CardInstance } from './types.js';

export interface MaterialView {
  card: Card;
  /** The Attribute or Type was left unknown: an effect on the field may change it and this reader cannot tell whether. */
  unsure: boolean;
}

/** The filter reaches every face-up monster on the field (of a side at most): 「场上的表侧表示怪兽」. */
function everyFaceUpMonster(f: CardFilter): boolean {
  const keys = Object.keys(f).filter((k) => (f as Record<string, unknown>)[k] !== undefined);
  return keys.every((k) => k === 'faceUp' || k === 'kind' || k === 'place' || k === 'side') && (f.kind === undefined || f.kind === 'monster') && (f.place === undefined || f.place === 'field' || f.place === 'monster');
}

function typeChanges(c: Card): Action[] {
  const out: Action[] = [];
  for (const e of c.effects) {
    if (e.kind !== 'continuous') continue;
    for (const a of e.does) if (a.do === 'change-type' && a.becomes && (a.becomes.race !== undefined || a.becomes.attribute !== undefined || a.becomes.alsoAttribute !== undefined)) out.push(a);
  }
  return out;
}

/** The material as it stands now: printed values unless it is a face-up monster on the field. */
export function materialView(m: CardInstance, instances: readonly CardInstance[]): MaterialView {
  if (m.zone !== 'monster' || !m.faceUp || m.card.type.kind !== 'monster') return { card: m.card, unsure: false };
  let card = m.card;
  let unsure = false;
  // ATK as the situation states it (in the order written; a value from before it turned face-down or was banished is gone).
  const notes = (m.stats ?? []).filter((s) => s.stat === 'atk' && !s.beforeReset);
  if (notes.length > 0 && card.atk !== undefined && card.atk >= 0) {
    let atk = card.atk;
    for (const s of notes) atk = s.op === 'is' ? s.value : atk + s.value;
    card = { ...card, atk: Math.max(0, atk) };
  }
  for (const h of instances) {
    if (!h.faceUp || (h.zone !== 'monster' && h.zone !== 'spell')) continue;
    const changes = typeChanges(h.card);
    for (const a of changes) {
      const what = a.what;
      // (「这张卡的…」: a change of its own card only.)
      if (what === 'self' && h.ref !== m.ref) continue;
      const all = what === 'self' || typeof what === 'object' && what !== null && 'filter' in what && what.scope === 'all' && everyFaceUpMonster(what.filter);
      const side = all && what !== 'self' ? (what as { filter: CardFilter }).filter.side : undefined;
      const reaches = side === undefined || side === 'any' || (side === 'self') === (h.controller === m.controller);
      const becomes = a.becomes!;
      // (A change to what was declared, nothing declared: changes nothing, as the engine reads it — SIT-DECLARED.)
      if (becomes.race === DECLARED || becomes.attribute === DECLARED) continue;
      // (「…也当作…属性使用」: more than one Attribute — not judged here, said.)
      if (!all || becomes.alsoAttribute !== undefined) {
        unsure = true;
        continue;
      }
      if (!reaches) continue;
      card = { ...card, ...(becomes.attribute !== undefined ? { attribute: becomes.attribute } : {}), ...(becomes.race !== undefined ? { race: becomes.race } : {}) };
    }
  }
  // (Unknown: left unset, which the part's check takes as not judged.)
  if (unsure) card = { ...card, attribute: undefined, race: undefined };
  return { card, unsure };
}
