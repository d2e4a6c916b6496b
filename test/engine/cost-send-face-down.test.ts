// A cost that sends a specific card to the GY cannot use a face-down card on the field (test/RULES.md
// CH-COST-SEND-FACE-DOWN; rules reference docs/c02/基本用语.rst:116-119). 饼蛙 is curated; 魔知青蛙 is
// read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('sending a card to the GY as a cost', () => {
  it('[CH-COST-SEND-FACE-DOWN] 饼蛙② cannot send a face-down Aqua monster as its cost; the same monster face-up may be sent', () => {
    const down = chain('{回合:A 阶段:主要1 A场:黑魔术师 B场只有:魔知青蛙(盖) B手:} C1 A:黑洞 C2 B:饼蛙');
    expect(down.links.map((l) => l.legal)).toEqual([true, false]);
    expect(down.links[1]!.rules).toContain('CH-COST-SEND-FACE-DOWN');
    const up = chain('{回合:A 阶段:主要1 A场:黑魔术师 B场:魔知青蛙 B手:} C1 A:黑洞 C2 B:饼蛙');
    expect(up.links[1]!.rules).not.toContain('CH-COST-SEND-FACE-DOWN');
    expect(up.links[1]!.legal).toBe(true);
  });
});
