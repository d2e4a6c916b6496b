// CH-SIDE-STEP-FIRST: 「选择的自己的卡破坏，选择的对方的卡回到手卡」 — in 「A，B」 where A acts on the targets of one side and B
// on the other side's, B rides on A: with A not done (its target gone) B is not done, and the effect does nothing; the
// other way round (B's targets gone) A is still done. Unlike 『A。B』 (生者之书-禁断的咒术-, CH-STEP-TARGETS), where the
// steps apply apart (rules reference docs/c02/基本用语.rst:272, docs/c03/特定效果的处理方法.rst:99–106).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-SIDE-STEP-FIRST', CARDS_DB);

const moved = (input: string, type: string, link = 1) => askCdb(input).events.filter((e) => e.type === type && e.link === link).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-SIDE-STEP-FIRST', () => {
  it('[CH-SIDE-STEP-FIRST] 原子废铁龙: its own target destroyed first in the chain — the opponent’s GY cards are not returned to the Deck, nothing is done', () => {
    const input = '{回合:A 阶段:主要1 A场:原子废铁龙,旋风(盖) B墓:青眼白龙,黑魔术师} C1 A:原子废铁龙 → A:旋风,B:青眼白龙,B:黑魔术师 C2 A:旋风 → A:旋风';
    const a = askCdb(input);
    expect(a.links[0]!.outcome).toBe('no-effect');
    expect(a.links[0]!.by).toBe(2);
    expect(a.links[0]!.rules).toContain('CH-SIDE-STEP-FIRST');
    expect(moved(input, 'returned-to-deck')).toEqual([]);
    expect(a.links[0]!.reason).toContain('「A，B」');
  });
  it('[CH-SIDE-STEP-FIRST] the other way: one of the opponent’s targets gone, the own card is still destroyed and the other target returned (废铁双生龙 against 强制脱出装置)', () => {
    const input = '{回合:A 阶段:主要1 A场:废铁双生龙,旋风(盖) B场:青眼白龙,黑魔术师,强制脱出装置(盖)} C1 A:废铁双生龙 → A:旋风,B:青眼白龙,B:黑魔术师 C2 B:强制脱出装置 → 青眼白龙';
    const a = askCdb(input);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.rules).not.toContain('CH-SIDE-STEP-FIRST');
    expect(moved(input, 'destroyed')).toEqual(['旋风']);
    expect(moved(input, 'returned-to-hand')).toEqual(['黑魔术师']);
  });
  it('[CH-SIDE-STEP-FIRST] a position change first (超信地旋回): the own Xyz Monster sent back to the Extra Deck, the opponent’s monster is not destroyed; the opponent’s gone, the position still changes', () => {
    const mineGone = '{回合:A 阶段:主要1 A场:齿轮齿巨人 X,超信地旋回(盖) B场:青眼白龙,强制脱出装置(盖)} C1 A:超信地旋回 → 齿轮齿巨人 X,青眼白龙 C2 B:强制脱出装置 → 齿轮齿巨人 X';
    expect(askCdb(mineGone).links[0]!.outcome).toBe('no-effect');
    expect(moved(mineGone, 'destroyed')).toEqual([]);
    const theirsGone = '{回合:A 阶段:主要1 A场:齿轮齿巨人 X,超信地旋回(盖) B场:青眼白龙,强制脱出装置(盖)} C1 A:超信地旋回 → 齿轮齿巨人 X,青眼白龙 C2 B:强制脱出装置 → 青眼白龙';
    expect(askCdb(theirsGone).links[0]!.outcome).toBe('resolved');
    expect(askCdb(theirsGone).events.some((e) => e.type === 'position-changed' && e.link === 1)).toBe(true);
  });
  it('[CH-SIDE-STEP-FIRST] the own target still there but not destroyed (不会被效果破坏): the first step was not applied, so the opponent’s cards stay', () => {
    const input = '{回合:A 阶段:主要1 A场:废铁双生龙,黑魔术师(不会被效果破坏) B场:青眼白龙,三眼怪} C1 A:废铁双生龙 → A:黑魔术师,B:青眼白龙,B:三眼怪';
    expect(moved(input, 'destroyed')).toEqual([]);
    expect(moved(input, 'returned-to-hand')).toEqual([]);
  });
  it('[CH-SIDE-STEP-FIRST] separate sentences are apart: 生者之书-禁断的咒术- with its own target gone still banishes (CH-STEP-TARGETS, not this rule)', () => {
    const input = '{回合:A A场:生者之书-禁断的咒术-(盖) A墓:白骨 B墓:黑魔术师 B场:墓穴的指名者(盖)} C1 A:生者之书-禁断的咒术-→白骨,黑魔术师 C2 B:墓穴的指名者→白骨';
    expect(moved(input, 'banished')).toContain('黑魔术师');
    expect(askCdb(input).links[0]!.rules).not.toContain('CH-SIDE-STEP-FIRST');
  });
});
