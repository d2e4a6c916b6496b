// WIN-POSITION-CHANGED (test/RULES.md; rules reference docs/c02/基本用语.rst:574–585): 「表示形式变更的场合」 is met by a change
// between attack and defence position (face-up attack ↔ face-up defence, face-down defence → face-up attack), not by a
// face-down defence monster only flipped face-up in defence. The reader, then the window over cards.cdb.
import { describe, expect, it } from 'vitest';
import { compileEvents } from '../../src/cards/compile/events.js';
import { askCdb, haveCards } from '../cards/data.js';

describe('WIN-POSITION-CHANGED', () => {
  it('[WIN-POSITION-CHANGED] the reader: 「场上的怪兽的表示形式变更的场合」 is the event position-changed of a monster on the field', () => {
    const t = compileEvents(['场上的怪兽的表示形式变更的场合']).trigger!;
    expect(t.on).toEqual(['position-changed']);
    expect(t.event).toBe('position-changed');
  });
  it.skipIf(!haveCards)('[WIN-POSITION-CHANGED] 月之书 turning a face-up monster face-down and 重力解除 swapping positions meet 电子光虫-核心菜粉蝶 ②; 光之护封剑 flipping a face-down defence monster face-up does not', () => {
    const names = (input: string) => askCdb(input).window.triggers.map((x) => x.card.name);
    expect(names('{回合:A 阶段:主要1 A场:青眼白龙 B场:电子光虫-核心菜粉蝶,三眼怪} C1 A:重力解除')).toContain('电子光虫-核心菜粉蝶');
    expect(names('{回合:A 阶段:主要1 B场:电子光虫-核心菜粉蝶,三眼怪} C1 A:月之书 → 三眼怪')).toContain('电子光虫-核心菜粉蝶');
    expect(names('{回合:A 阶段:主要1 B场:电子光虫-核心菜粉蝶,三眼怪(盖)} C1 A:光之护封剑')).not.toContain('电子光虫-核心菜粉蝶');
    const flip = askCdb('{回合:A 阶段:主要1 B场:电子光虫-核心菜粉蝶,三眼怪(盖)} C1 A:光之护封剑');
    expect(flip.events.some((e) => e.type === 'flipped' && e.cards.some((c) => c.name === '三眼怪'))).toBe(true);
  });
});
