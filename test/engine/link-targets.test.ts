// A link's targets are shown as they were when the chain was built: a card the chain moves to the other
// player (死者苏生 on the opponent's GY monster) is still shown as the opponent's in the link's line.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('link targets in the answer', () => {
  it('show the controller at activation, not after the chain', () => {
    const a = askCdb('{回合:A B墓:青眼白龙 A手:死者苏生} C1 A:死者苏生→青眼白龙');
    expect(a.links[0]!.targets.map((t) => [t.name, t.controller])).toEqual([['青眼白龙', 'B']]);
    // It resolved: A controls it now, as the events and the board after say.
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.events.find((e) => e.type === 'special-summoned')?.cards.map((c) => c.controller)).toEqual(['A']);
  });
  it('a target of one\'s own keeps its controller', () => {
    const a = askCdb('{回合:A A墓:青眼白龙 A手:死者苏生} C1 A:死者苏生→青眼白龙');
    expect(a.links[0]!.targets.map((t) => t.controller)).toEqual(['A']);
  });
});
