// CMP-TRAP-MONSTER-EXISTS (issue 16; rules reference docs/c02/基本用语.rst:1140): a lead 「只要这张卡以外的当作怪兽使用的陷阱卡在怪兽区域
// 存在」 is the state the effect holds under — another trap monster (a Trap Card standing in a Monster Zone as a monster) in either
// player's Monster Zone. Before, the lead was dropped and the protection it guards held always.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

describe('CMP-TRAP-MONSTER-EXISTS, the reader', () => {
  it('[CMP-TRAP-MONSTER-EXISTS] 「只要这张卡以外的当作怪兽使用的陷阱卡在怪兽区域存在，…不会成为对方的效果的对象」: the protection holds while another trap monster is in a Monster Zone', () => {
    const e = compileEffects('②：只要这张卡以外的当作怪兽使用的陷阱卡在怪兽区域存在，这张卡不会成为对方的效果的对象。', { kind: 'trap', subtypes: ['continuous'] })[0]!;
    expect(e.condition).toEqual([{ is: 'exists', filter: { place: 'monster', subtypes: ['trap-monster'], notSelf: true } }]);
    expect(e.does[0]).toMatchObject({ do: 'cannot-be-targeted', what: 'self' });
    // the other side: a lead about this card's own place is no such state
    expect(compileEffects('②：只要这张卡在怪兽区域存在，这张卡不会成为对方的效果的对象。', { kind: 'trap', subtypes: ['continuous'] })[0]!.condition ?? []).toEqual([]);
  });
});

describe.skipIf(!haveCards)('CMP-TRAP-MONSTER-EXISTS, what a user sees', () => {
  it('[CMP-TRAP-MONSTER-EXISTS] 苦纹样的土像 alone may be targeted by the opponent’s 旋风; with 金属反射史莱姆 in a Monster Zone (its controller’s or the opponent’s) it may not', () => {
    expect(askCdb('{回合:B 阶段:主要1 A场:苦纹样的土像(当作怪兽),三眼怪 B场:青眼白龙} C1 B:旋风→苦纹样的土像').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:B 阶段:主要1 A场:苦纹样的土像(当作怪兽),金属反射史莱姆(当作怪兽)} C1 B:旋风→苦纹样的土像').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:B 阶段:主要1 A场:苦纹样的土像(当作怪兽) B场:金属反射史莱姆(当作怪兽)} C1 B:旋风→苦纹样的土像').links[0]!.legal).toBe(false);
    // a Set trap monster in the Spell & Trap Zone is not one used as a monster
    expect(askCdb('{回合:B 阶段:主要1 A场:苦纹样的土像(当作怪兽),金属反射史莱姆(盖) B场:青眼白龙} C1 B:旋风→苦纹样的土像').links[0]!.legal).toBe(true);
  });
});
