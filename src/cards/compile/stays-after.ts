/**
 * CMP-STAYS-COUNTED (card text: 大进化药, 光之护封剑 「这张卡发动后继续留在场上，用对方回合计算的第3回合的对方结束阶段破坏」): a Normal
 * Spell/Trap whose text keeps it on the field after it resolved (发动后继续留在场上) and destroys it at a counted End Phase. The sentence
 * names no object for 「破坏」: it is this card (not a card of the opponent to choose), a step left for that End Phase. Read here, at
 * compile time, as that step on the card's activation, so the chain's end leaves the card on the field (CH-ST-STAYS-BY-TEXT) and the
 * answer says how long it stays, with no text read again.
 */
import type { Action, EffectFacts } from '../facts.js';

/** 「这张卡发动后继续留在场上，用对方回合计算的第3回合的对方结束阶段破坏」「…3回合后的对方结束阶段破坏」: whose turns, how many. */
const STAYS_COUNTED = /发动后继续留在场上[，,]用(自己|对方)(?:的)?回合(?:计算|来数)的(?:第)?([1-9一二三四五六])回合(?:后)?的(?:自己|对方)?结束阶段破坏/;

const count = (d: string): number => ('123456789'.includes(d) ? Number(d) : '一二三四五六'.indexOf(d) + 1);

/** Puts the counted self-destruction on the activation; the sentence read as an effect of its own (a continuous one) is dropped. */
export function staysCountedOf(out: EffectFacts[], text: string): void {
  if (!text.includes('继续留在场上')) return;
  const m = STAYS_COUNTED.exec(text);
  if (!m) return;
  const stay = out.find((e) => e.words !== undefined && STAYS_COUNTED.test(e.words));
  if (!stay) return;
  const counted = { n: count(m[2]!), whose: m[1] === '自己' ? ('self' as const) : ('opponent' as const) };
  const step: Action = { do: 'destroy', what: 'self', duration: 'end-phase', whenever: { event: 'phase-start', phase: 'end-phase', on: ['end-phase'], counted } };
  if (stay.kind === 'activation') {
    stay.does = [step];
    return;
  }
  // (Its own sentence after the activation's cost 「…解放才能把这张卡发动。」: the step is that activation's; an activation with nothing
  // else to do read a target out of nothing — it names none.)
  const activation = out.find((e) => e.kind === 'activation');
  if (!activation) return;
  if (!activation.does.length && activation.targets && Object.keys(activation.targets.filter ?? {}).length === 0) activation.targets = null;
  activation.does = [...activation.does, step];
  out.splice(out.indexOf(stay), 1);
}
