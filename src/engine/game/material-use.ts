/**
 * WIN-USED-AS-MATERIAL (s59): a summon that does not succeed used no material. 『成为○○素材』 effects are activated and applied only
 * after the summon succeeds (rules reference docs/c02/基本用语.rst:912–919: a monster used for a Link Summon that was negated cannot
 * activate its 「作为连接素材」 effect; a Synchro Summon's likewise). The materials still moved — 「被送去墓地的场合」 is met — but no
 * move of them says a summon used them.
 */
import type { EngineEvent } from '../types.js';

/** The events with every material use taken off (the same objects where there was none: most lists hold none). */
export function withoutMaterialUse(events: readonly EngineEvent[]): EngineEvent[] {
  return events.map((e) => (e.materialFor === undefined ? e : { ...e, materialFor: undefined }));
}
