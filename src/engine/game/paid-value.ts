/**
 * CH-LP-PAID-VALUE: a trigger on its player paying LP (「自己把基本分支付的场合」) whose step picks a card 「和那个数值相同的攻击力或守备力」 — 「那个
 * 数值」 is the LP that payment paid. The payment is an event before this chain (the chain written before, `… 然后 C1 …`): its amount is read
 * from there. No payment written, or one whose amount is not known (the LP not given for 「把基本分支付一半」), or payments of different
 * amounts: the amount is not known — said, and the pick is not narrowed (no card is stated as fitting or not).
 */
import type { Action, CardFilter } from '../../cards/facts.js';
import type { EngineState, LinkState } from './state.js';
import { pushOnce } from './state.js';
import { say } from '../phrases/index.js';
import { R } from '../rule-ids.js';
import type { Text } from '../../i18n/text.js';

/** The amounts its controller paid in the events before this chain (null: a payment whose amount is not known). */
function paidBefore(state: EngineState, link: LinkState): (number | null)[] {
  return state.prelude.filter((ev) => ev.type === 'lp-paid' && ev.player === link.controller).map((ev) => ev.amount);
}

/** The filter that the stat equal to `n` adds: ATK, DEF, or either. */
function statIs(stat: NonNullable<Action['statIsPaid']>, n: number): CardFilter {
  const atk: CardFilter = { atkMin: n, atkMax: n };
  const def: CardFilter = { defEq: n };
  return stat === 'atk' ? atk : stat === 'def' ? def : { anyOf: [atk, def] };
}

/** The step with its pick bounded by the amount paid, and the words that lead its clause; the step unchanged when the amount is not known. */
export function paidBound(state: EngineState, link: LinkState, a: Action): { a: Action; lead: Text | null } {
  link.rules.push(R.LP_PAID_VALUE);
  const stat = a.statIsPaid!;
  const paid = paidBefore(state, link);
  const known = [...new Set(paid.filter((x): x is number => x !== null))];
  if (paid.length === 0 || known.length !== 1 || paid.includes(null) || typeof a.what !== 'object') {
    const variant = paid.length === 0 ? 'none' : known.length > 1 ? 'several' : 'unknown';
    pushOnce(state.assumptions, say({ rule: R.LP_PAID_VALUE, params: { variant, name: link.name, stat } }));
    return { a, lead: null };
  }
  const n = known[0]!;
  const what = { ...a.what, filter: { ...a.what.filter, ...statIs(stat, n) } };
  return { a: { ...a, what }, lead: say({ rule: R.LP_PAID_VALUE, params: { variant: 'lead', stat, n } }) };
}
