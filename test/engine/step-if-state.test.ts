// CH-STEP-IF-STATE: 「自己场上有「X」存在的场合，再…」 — a step after an earlier one, done only when that state of the field holds as the
// effect resolves (read then, not at activation). 魔导人偶之夜 is the only card with 「…存在的场合，再…」 in cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, cdbJudge, haveCards } from '../cards/data.js';

const returned = (input: string) => chain(input).events.some((e) => e.type === 'returned-to-deck' && e.link === 2);

describe.skipIf(!haveCards)('a step done only while a state holds', () => {
  it('[CH-STEP-IF-STATE] 魔导人偶之夜 negating 效果遮蒙者: with 魔偶甜点·布丁公主 on my field a card of the opponent’s hand also returns to the Deck; without it, only the negation', () => {
    expect(returned('{回合:A 阶段:主要1 A场:魔偶甜点·布丁公主,三眼怪,魔导人偶之夜(盖) B手:效果遮蒙者,黑洞} C1 B:效果遮蒙者→三眼怪 C2 A:魔导人偶之夜')).toBe(true);
    expect(returned('{回合:A 阶段:主要1 A场:三眼怪,魔导人偶之夜(盖) B手:效果遮蒙者,黑洞} C1 B:效果遮蒙者→三眼怪 C2 A:魔导人偶之夜')).toBe(false);
  });
});

// 「那之后，自己墓地有魔法卡3张以上存在的场合，…」 (闪刀起动-交闪, 闪刀术式-烈火再燃 …): the same tie, on the Graveyard — read as the effect resolves
// (the card resolving is still on the field, so it is not one of the three). A Graveyard not written cannot tell: assumed met, and said.
describe.skipIf(!haveCards)('a step done only while a state of the Graveyard holds', () => {
  const field = '回合:A 阶段:主要1 A场:闪刀姬-燎里(EX左) A卡组:闪刀姬-零衣,灰流丽 B场:青眼白龙,旋风';
  const drew = (input: string) => chain(input).events.some((e) => e.type === 'drawn');
  // 「自己可以从卡组抽1张」: whether to draw is the player's (CH-CHOOSE) — the note says A chooses to draw.
  const draws = ' [抽卡 灰流丽]';
  it('[CH-STEP-IF-STATE] 闪刀起动-交闪 draws only with 3 Spells in its controller’s GY: 1 written — no draw; 3 written — the draw', () => {
    expect(drew(`{${field} A墓:旋风} C1 A:闪刀起动-交闪${draws}`)).toBe(false);
    expect(drew(`{${field} A墓:旋风,雷击,黑洞} C1 A:闪刀起动-交闪${draws}`)).toBe(true);
    // Two written: the card resolving is still on the field, not yet the third Spell in the GY.
    expect(drew(`{${field} A墓:旋风,雷击} C1 A:闪刀起动-交闪${draws}`)).toBe(false);
    // Monsters in the GY are not Spells.
    expect(drew(`{${field} A墓:旋风,三眼怪,青眼白龙} C1 A:闪刀起动-交闪${draws}`)).toBe(false);
  });
  it('[CH-STEP-IF-STATE] 闪刀术式-烈火再燃 destroys the second card only with 3 Spells in the GY — and the first, targeted destruction either way', () => {
    const destroyed = (gy: string) => chain(`{${field} A墓:${gy}} C1 A:闪刀术式-烈火再燃→B:青眼白龙`).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
    expect(destroyed('旋风')).toEqual(['青眼白龙']);
    expect(destroyed('旋风,雷击,黑洞')).toEqual(['青眼白龙', '旋风']);
  });
  it('[CH-STEP-IF-STATE] with no Graveyard written the step is done on an assumption the answer says (zh and en)', () => {
    const a = chain(`{${field}} C1 A:闪刀起动-交闪${draws}`);
    expect(a.events.some((e) => e.type === 'drawn')).toBe(true);
    expect(a.assumptions.join('\n')).toMatch(/处理中途的条件（.*墓地的魔法卡.*）.*假定满足/);
    const en = cdbJudge().chain(`{${field}} C1 A:闪刀起动-交闪`, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.assumptions.join('\n')).toMatch(/requirement of a step as it resolves .*assumed met/);
  });
});
