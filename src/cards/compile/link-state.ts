/**
 * Where a Link monster stands among the link arrows, as card texts make it a condition (issue 16, ZONE-CO-LINKED /
 * ZONE-EX-LINK; rules reference docs/c01/大师规则（2017）变更点.rst:130–160): 「这张卡是额外连接状态的场合才能发动」
 * 「这张卡是互相连接状态的场合以…为对象才能发动」「这张卡是连接状态的场合才能发动」 — a condition on this card that the engine
 * reads from the zones the situation states (src/engine/game/field-zones.ts). A state read at activation for a later step
 * (「这个效果的发动时这张卡是互相连接状态的场合，再…」) is no condition of the activation and is left unread.
 * A reader of its own, run after an effect is compiled, so the clause readers stay as they are.
 */
import type { EffectFacts, SelfState } from '../facts.js';
import { addConditions } from './shape.js';

const LINK_STATE = /(这个效果的发动时)?这张卡是(额外连接|互相连接|连接)状态的场合[^，。]*?才能发动/;
const STATES: Record<string, SelfState> = { 额外连接: 'extra-linked', 互相连接: 'co-linked', 连接: 'linked' };

/** CMP-STEP-IF-AT-ACTIVATION: 「这个效果的发动时这张卡是互相连接状态的场合，再…」 — a later step tied to the state at activation. */
const AT_ACTIVATION = /这个效果的发动时这张卡是(额外连接|互相连接|连接)状态的场合[，,]再/;

/** Refine a compiled activated effect with the link state its activation needs. */
export function linkStateOf(e: EffectFacts, text: string): void {
  if (!text.includes('连接状态')) return;
  // CMP-STEP-IF-AT-ACTIVATION: the steps 「再…」 adds (read as conditional steps) belong to the activation only when the card was in
  // that state as it was activated.
  const at = AT_ACTIVATION.exec(text);
  if (at) {
    const state = STATES[at[1]!]!;
    const first = e.does.findIndex((a) => !a.conditional);
    for (const a of e.does.slice(first + 1)) if (a.conditional) a.ifAtActivation = [{ is: 'self-state', state }];
  }
  const m = LINK_STATE.exec(text);
  if (!m || m[1]) return;
  const state = STATES[m[2]!]!;
  if ((e.condition ?? []).some((c) => c.is === 'self-state' && c.state === state)) return;
  addConditions(e, { is: 'self-state', state });
}
