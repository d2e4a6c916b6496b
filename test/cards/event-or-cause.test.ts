// CMP-EVENT-OR-CAUSE (test/RULES.md): events listed as alternatives (「…被战斗破坏的场合或者从场上离开的场合」) where only one
// names a cause: that cause does not bind the other, so the pattern keeps no cause.
import { describe, expect, it } from 'vitest';
import { compileEvents } from '../../src/cards/compile/events.js';
import { askCdb, haveCards } from './data.js';

describe('CMP-EVENT-OR-CAUSE, the reader', () => {
  it('[CMP-EVENT-OR-CAUSE] 「被战斗破坏的场合或者从场上离开的场合」 keeps no cause; 「被战斗破坏的场合」 alone and 「被战斗·效果破坏的场合」 keep theirs', () => {
    const either = compileEvents(['表侧表示的「方界」怪兽被战斗破坏的场合或者从场上离开的场合']).trigger!;
    expect(either.cause).toBeUndefined();
    expect(either.on).toEqual(['destroyed-by-battle', 'left-field']);
    expect(compileEvents(['这张卡被战斗破坏的场合']).trigger!.cause).toBe('battle');
    expect(compileEvents(['这张卡被战斗·效果破坏的场合']).trigger!.cause).toEqual(expect.arrayContaining(['battle', 'effect']));
    // an effect named as the other way's cause keeps both (传说的渔人二世③)
    expect(compileEvents(['表侧表示的这张卡因对方的效果从场上离开的场合或者被战斗破坏的场合']).trigger!.cause).toEqual(expect.arrayContaining(['battle', 'effect']));
  });
});

describe.skipIf(!haveCards)('CMP-EVENT-OR-CAUSE, what a user sees', () => {
  const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
  it('[CMP-EVENT-OR-CAUSE] 方界合神② in the GY answers a face-up 方界 monster destroyed by an effect (雷破); not a monster of another archetype', () => {
    expect(offered('{回合:B A场:方界胤 毗贾姆 A墓:方界合神 B场:雷破(盖) B手:三眼怪} C1 B:雷破→方界胤 毗贾姆 [cost:丢弃 三眼怪]')).toContain('方界合神');
    expect(offered('{回合:B A场:青眼白龙 A墓:方界合神 B场:雷破(盖) B手:三眼怪} C1 B:雷破→青眼白龙 [cost:丢弃 三眼怪]')).not.toContain('方界合神');
  });
});
