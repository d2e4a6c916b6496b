// CH-GY-ARRIVAL-DAMAGE (test/RULES.md; rules reference docs/c02/基本用语.rst:1383–1385): a face-up 死灵的引诱 (「每次送卡去墓地，每1张卡、那些卡的主人基本分
// 受到300的伤害」) deals 300 to the owner of each card put in a GY, at once and with no chain — the cards a resolving effect destroys, and the
// resolved Spell after it. Not while its effects are negated, not for itself, and not when a special win is met at that moment.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { gyArrivalDamageOf } from '../../src/cards/compile/gy-damage.js';

const damage = (input: string) => askCdb(input).events.filter((e) => e.type === 'damage').map((e) => [e.player, e.amount]);

describe('CH-GY-ARRIVAL-DAMAGE, the reader', () => {
  it('[CH-GY-ARRIVAL-DAMAGE] the old wording is read as damage to each card\'s owner; another 「每次」 sentence is not', () => {
    expect(gyArrivalDamageOf('每次送卡去墓地，每1张卡、那些卡的主人基本分受到300的伤害。')).toMatchObject({ gyArrivalDamage: { amount: 300, to: 'owner' } });
    expect(gyArrivalDamageOf('每次卡被除外，每1张回复500基本分。')).toBeNull();
  });
});

describe.skipIf(!haveCards)('CH-GY-ARRIVAL-DAMAGE', () => {
  it('[CH-GY-ARRIVAL-DAMAGE] A\'s 黑洞 under B\'s 死灵的引诱: 300 to A for each of its two monsters and for 黑洞 itself, 300 to B for its monster; the LP show it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A基本分:8000 B基本分:8000 A场:三眼怪,黑魔术师 B场:青眼白龙,死灵的引诱} C1 A:黑洞');
    expect(a.events.filter((e) => e.type === 'damage').map((e) => [e.player, e.amount])).toEqual([['A', 300], ['A', 300], ['B', 300], ['A', 300]]);
    expect(a.lp).toEqual({ A: 7100, B: 7700 });
    expect(a.links[0]?.rules).toContain('CH-GY-ARRIVAL-DAMAGE');
  });
  it('[CH-GY-ARRIVAL-DAMAGE] a Token destroyed never reaches the GY (it vanishes): 黑洞 on a 羊衍生物 deals 300 for 黑洞 alone', () => {
    expect(damage('{回合:A 阶段:主要1 A基本分:8000 B基本分:8000 A场:羊衍生物 B场:死灵的引诱} C1 A:黑洞')).toEqual([['A', 300]]);
  });
  it('[CH-GY-ARRIVAL-DAMAGE] negated (效果无效), or destroyed itself by 旋风, it deals nothing', () => {
    expect(damage('{回合:A 阶段:主要1 A场:三眼怪 B场:死灵的引诱(效果无效)} C1 A:黑洞')).toEqual([]);
    expect(damage('{回合:A 阶段:主要1 B场:死灵的引诱} C1 A:旋风→死灵的引诱')).toEqual([]);
  });
  it('[CH-GY-ARRIVAL-DAMAGE] an action puts cards in the GY too: the tribute of a Tribute Summon, a monster destroyed by battle — each deals its 300 at once; negated, none', () => {
    const a = askCdb('{回合:A 阶段:主要1 A基本分:8000 A场:三眼怪,死灵的引诱 A手:人造人-念力震慑者} 上级召唤 人造人-念力震慑者 解放 三眼怪');
    expect(a.events.filter((e) => e.type === 'damage').map((e) => [e.player, e.amount])).toEqual([['A', 300]]);
    expect(a.lp?.A).toBe(7700);
    expect(damage('{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪,死灵的引诱} 破坏 三眼怪 (战斗)')).toEqual([['B', 300]]);
    expect(damage('{回合:A 阶段:主要1 A场:三眼怪 B场:死灵的引诱(效果无效) A手:人造人-念力震慑者} 上级召唤 人造人-念力震慑者 解放 三眼怪')).toEqual([]);
  });
});
