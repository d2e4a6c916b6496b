// The newer-than-cdb cards of src/cards/curated/newer/c03-trigger-window-newer.ts written as text (textCard): the compiler's
// reading must be what the card does in the rulings that use them (docs/c03/诱发类效果.rst).
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03TriggerWindowNewerCards, c03TriggerWindowNewerThanCdb } from '../../src/cards/curated/newer/c03-trigger-window-newer.js';

const { effect } = lookup(c03TriggerWindowNewerCards);

describe('newer cards written as text (诱发类效果)', () => {
  it('every text card is read (no unknown card), and every passcode is listed as newer than the database', () => {
    for (const c of c03TriggerWindowNewerCards) {
      if (c.text !== undefined) expect(c.source, c.name).toBe('inferred');
      expect(c03TriggerWindowNewerThanCdb[c.id], c.name).toBeDefined();
    }
    expect(Object.keys(c03TriggerWindowNewerThanCdb).length).toBe(c03TriggerWindowNewerCards.length);
  });

  it('绚岚之罗莎① / 绚岚豪火 凤凰①: an optional trigger in the hand on a Quick-Play Spell Card’s activation, summoning itself', () => {
    for (const name of ['绚岚之罗莎', '绚岚豪火 凤凰']) {
      const e = effect(name, 1);
      expect(e).toMatchObject({ kind: 'trigger', mandatory: false });
      expect(e.does.map((a) => a.do)).toEqual(['special-summon']);
    }
  });
  it('黄金乡的盗墓者②: an effect of the card in the GY in either End Phase, banishing itself as its cost', () => {
    const e = effect('黄金乡的盗墓者', 2);
    expect(e.from).toBe('gy');
    expect(e.cost?.map((c) => c.do)).toContain('banish');
  });
});
