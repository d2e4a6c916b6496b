/**
 * CMP-COUNTER-CHOICES: 「可以把自己场上的武士道指示物的以下数量取除，那个效果发动。●2个：A ●4个：B」 — each ● is an option of its own,
 * chosen at activation, whose cost is removing that many counters of that kind (「这张卡的」: from this card; 「自己场上的」「自己·对方
 * 场上的」: from the cards on that field). The ● heading 「2个：」 is that cost, not a count of what the option does.
 */
import type { Action } from '../facts.js';

export interface CounterChoices {
  /** The effect's own words without the counter heading (its 「1回合1次，」 limit stays). */
  main: string;
  /** Each ●: the counters removed for it, and its words without the heading. */
  options: Array<{ cost: Action; text: string }>;
}

const HEAD = /(?:可以)?(?:把|将)((?:这张卡|自己·对方场上|自己场上|场上)的?)([^，。\d个的]*?)指示物的以下数量取除[，,]那个效果发动。?$/;
const TIER = /^(\d+)个?[：:](.*)$/s;

export function counterChoicesOf(main: string, bullets: readonly string[]): CounterChoices | null {
  if (!bullets.length || !main.includes('以下数量取除')) return null;
  const m = HEAD.exec(main.trim());
  if (!m) return null;
  const tiers = bullets.map((b) => TIER.exec(b.trim()));
  if (tiers.some((t) => !t)) return null;
  const where = m[1]!;
  const kind = m[2]!;
  const what: Action['what'] = where.startsWith('这张卡') ? 'self' : { filter: { place: 'field', ...(where.startsWith('自己场上') ? { side: 'self' as const } : {}) }, scope: 'choose' };
  return {
    main: main.trim().slice(0, m.index),
    options: tiers.map((t) => ({ cost: { do: 'other', what, counters: { kind, count: Number(t![1]) } }, text: t![2]!.trim() })),
  };
}
