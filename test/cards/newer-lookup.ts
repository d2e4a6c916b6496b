// Finding a newer-than-cdb card (src/cards/curated/newer) and one of its effects by name, for the tests of those records.
import type { Card } from '../../src/cards/facts.js';

export function lookup(cards: readonly Card[]) {
  const card = (name: string): Card => {
    const c = cards.find((x) => x.name === name);
    if (!c) throw new Error(`no card ${name}`);
    return c;
  };
  const effect = (name: string, n: number) => {
    const e = card(name).effects.find((x) => x.n === n);
    if (!e) throw new Error(`${name}: no effect ${n}`);
    return e;
  };
  return { card, effect };
}
