// CMP-EVENT-FROM-ONE (test/RULES.md): 「这张卡被除外的场合或者从场上送去墓地的场合」 — the place 「从场上」 is said of the second
// alternative only: a discard from the hand (雷电龙-雷龙①'s cost) is no 「从场上送去墓地」, a banishment from anywhere is 「被除外」.
import { describe, expect, it } from 'vitest';
import { compileEvents } from '../../src/cards/compile/events.js';
import { askCdb, haveCards } from './data.js';

describe('CMP-EVENT-FROM-ONE, the reader', () => {
  it('[CMP-EVENT-FROM-ONE] 「被除外的场合或者从场上送去墓地的场合」 keeps 「从场上」 for the send to the GY only', () => {
    const t = compileEvents(['这张卡被除外的场合或者从场上送去墓地的场合']).trigger!;
    expect(t.on).toEqual(['banished', 'sent-to-gy']);
    expect(t.from).toBe('field');
    expect(t.fromFor).toBe('sent-to-gy');
    // one event with its place: that place for the whole pattern, as before
    expect(compileEvents(['这张卡从场上送去墓地的场合']).trigger!.fromFor).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('CMP-EVENT-FROM-ONE, what a user sees', () => {
  const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
  it('[CMP-EVENT-FROM-ONE] 雷电龙-雷龙② is not offered after its ① discarded it from the hand; it is after it is destroyed on the field or banished from the GY', () => {
    expect(offered('{回合:A 阶段:主要1 A手:雷电龙-雷龙} C1 A:雷电龙-雷龙①')).not.toContain('雷电龙-雷龙');
    expect(offered('{回合:B 阶段:主要1 A手:雷源龙-雷龙 A场:雷神龙-雷龙} C1 A:雷源龙-雷龙①→雷神龙-雷龙')).not.toContain('雷源龙-雷龙');
    expect(offered('{回合:A 阶段:主要1 A场:雷电龙-雷龙} C1 A:黑洞')).toContain('雷电龙-雷龙');
    expect(offered('{回合:A 阶段:主要1 A墓:雷电龙-雷龙} C1 B:墓穴的指名者→A:雷电龙-雷龙')).toContain('雷电龙-雷龙');
  });
});
