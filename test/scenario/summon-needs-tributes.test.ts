// SIT-SUMMON-NEEDS-TRIBUTES: a Normal Summon or Set of a Level 5+ monster from the hand takes tributes (Level 5–6: 1, 7+: 2). Written
// without them, it is made, and the answer says what was assumed: a text in reach that may waive them (the monster's own 「不用解放」,
// a face-up card's, an activation this turn), or tributes left out, with the form to write them. Imported cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const summoned = (input: string) => askCdb(input).events.filter((e) => e.type === 'summoned' || e.type === 'set').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('SIT-SUMMON-NEEDS-TRIBUTES', () => {
  const said = (input: string) => askCdb(input).assumptions.join('\n');
  it('[SIT-SUMMON-NEEDS-TRIBUTES] 青眼白龙 (Level 8) Normal Summoned or Set with no tributes written: made, and the answer says 2 tributes are assumed and how to write them', () => {
    expect(summoned('{回合:A 阶段:主要1 A手:青眼白龙} 召唤 青眼白龙')).toEqual(['青眼白龙']);
    expect(said('{回合:A 阶段:主要1 A手:青眼白龙} 召唤 青眼白龙')).toMatch(/「青眼白龙」是8星怪兽：通常召唤需要解放2只怪兽.*假定已经解放.*上级召唤 青眼白龙 解放/);
    expect(said('{回合:A 阶段:主要1 A手:青眼白龙} 盖放 青眼白龙')).toMatch(/盖放需要解放2只怪兽/);
    expect(said('{回合:A 阶段:主要1 A手:暗黑骑士 盖亚} 召唤 暗黑骑士 盖亚')).toMatch(/7星怪兽：通常召唤需要解放2只/);
  });
  it('[SIT-SUMMON-NEEDS-TRIBUTES] the other side: a Level 4, a Tribute Summon with its tributes, a level stated lower in the hand, and a monster whose own text waives the tributes (assumed, and said)', () => {
    expect(said('{回合:A 阶段:主要1 A手:三眼怪} 召唤 三眼怪')).not.toMatch(/需要解放/);
    expect(said('{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪,黑魔术师} 上级召唤 青眼白龙 解放 三眼怪,黑魔术师')).not.toMatch(/需要解放/);
    expect(said('{回合:A 阶段:主要1 A手:青眼白龙(等级4)} 召唤 青眼白龙')).not.toMatch(/需要解放/);
    const shark = askCdb('{回合:A 阶段:主要1 A手:鹰鲨 B场:三眼怪,黑魔术师} 召唤 鹰鲨');
    expect(shark.events.some((e) => e.type === 'summoned')).toBe(true);
    expect(shark.assumptions.join('\n')).toMatch(/假定「鹰鲨」的不用解放的效果适用/);
  });
});
