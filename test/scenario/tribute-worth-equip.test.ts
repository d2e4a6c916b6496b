// SIT-TRIBUTE-WORTH-EQUIP (test/RULES.md; rules reference docs/c03/卡片的抗性.rst:139–143): an Equip Card's 「（「X」）怪兽上级召唤的场合，
// 装备怪兽可以作为2只的数量解放」 lets its monster count as two tributes — an effect on that monster, so not while it is unaffected by it.
import { describe, expect, it } from 'vitest';
import { cdbJudge, haveCards } from '../cards/data.js';

const ok = (input: string): boolean => cdbJudge().chain(input, { lang: 'zh-CN' }).ok;

describe.skipIf(!haveCards)('an equip that makes its monster two tributes', () => {
  it('[SIT-TRIBUTE-WORTH-EQUIP] a monster equipped with 再临的帝王 (an Equip Spell) alone tributes for 青眼白龙; unaffected by Spells (`(不受魔法)`) it does not, unaffected by Traps only it still does', () => {
    expect(ok('{回合:A 阶段:主要1 A场:三眼怪,再临的帝王(装备:三眼怪) A手:青眼白龙} 上级召唤 青眼白龙 解放 三眼怪')).toBe(true);
    expect(ok('{回合:A 阶段:主要1 A场:三眼怪(不受魔法),再临的帝王(装备:三眼怪) A手:青眼白龙} 上级召唤 青眼白龙 解放 三眼怪')).toBe(false);
    expect(ok('{回合:A 阶段:主要1 A场:三眼怪(不受陷阱),再临的帝王(装备:三眼怪) A手:青眼白龙} 上级召唤 青眼白龙 解放 三眼怪')).toBe(true);
  });

  it('[SIT-TRIBUTE-WORTH-EQUIP] the other side: 机壳的牲祭 (「「机壳」怪兽上级召唤的场合」) does not make its monster two tributes for 青眼白龙, nor does an unequipped monster', () => {
    expect(ok('{回合:A 阶段:主要1 A场:三眼怪,机壳的牲祭(装备:三眼怪) A手:青眼白龙} 上级召唤 青眼白龙 解放 三眼怪')).toBe(false);
    expect(ok('{回合:A 阶段:主要1 A场:三眼怪 A手:青眼白龙} 上级召唤 青眼白龙 解放 三眼怪')).toBe(false);
  });
});
