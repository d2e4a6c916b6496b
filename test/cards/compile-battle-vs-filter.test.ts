// CMP-BATTLE-VS-FILTER (test/RULES.md): 「这张卡不会被和暗属性怪兽的战斗破坏，那次战斗发生的对自己的战斗伤害变成0」 (神圣之灯) — the protection and the
// damage change hold only in a battle with a monster of that filter. Before, the 「和暗属性怪兽的」 was dropped: the 0 applied in every battle of
// the card (a LIGHT 青眼白龙 attacking it dealt B no damage), and the protection was not read at all.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };

describe('CMP-BATTLE-VS-FILTER, the reader', () => {
  it('[CMP-BATTLE-VS-FILTER] 「不会被和暗属性怪兽的战斗破坏，那次战斗…变成0」: both rules carry the DARK filter', () => {
    const e = compileEffects('这张卡不会被和暗属性怪兽的战斗破坏，那次战斗发生的对自己的战斗伤害变成0。', monster)[0]!;
    expect(e.battleDamage?.map((r) => [r.op, r.vs?.filter?.attribute])).toEqual([['indestructible', '暗'], ['zero', '暗']]);
  });
  it('[CMP-BATTLE-VS-FILTER] a monster the filter cannot hold (「和天使族以外的怪兽」) leaves the 0 unread, said', () => {
    const e = compileEffects('这张卡不会被和天使族以外的怪兽的战斗破坏，那次战斗发生的对自己的战斗伤害变成0。', monster)[0]!;
    expect(e.battleDamage?.some((r) => r.op === 'zero') ?? false).toBe(false);
    expect(e.unknown?.some((u) => u.includes('那次战斗发生的对自己的战斗伤害变成0'))).toBe(true);
  });
  // (s57: 「与那自身纵列不同纵列的怪兽」, its example before, is now read as a column — CH-BATTLE-INDESTRUCTIBLE-COLUMN.)
  it('[CH-BATTLE-INDESTRUCTIBLE-COLUMN] 「和与那自身纵列不同纵列的怪兽的战斗」: the protection and the 0 of the 「机界骑士」 monsters, against another column', () => {
    const e = compileEffects('只要这张卡在怪兽区域存在，自己的「机界骑士」怪兽不会被和与那自身纵列不同纵列的怪兽的战斗破坏，那次战斗发生的对自己的战斗伤害变成0。', monster)[0]!;
    expect(e.battleDamage?.map((r) => [r.op, r.of, r.filter?.archetype, r.vs?.column])).toEqual([['indestructible', 'filter', '机界骑士', 'other'], ['zero', 'filter', '机界骑士', 'other']]);
    expect(e.unknown ?? []).toEqual([]);
  });
});

describe.skipIf(!haveCards)('CMP-BATTLE-VS-FILTER, what a user sees', () => {
  const calc = (attacker: string) => askCdb(`{回合:A 阶段:战斗步骤 A场:${attacker} B场:神圣之灯 攻击:A:${attacker}→B:神圣之灯} 伤害计算`).battle!;
  it('[CMP-BATTLE-VS-FILTER] 神圣之灯 attacked by a LIGHT monster (青眼白龙): destroyed, B takes 3000', () => {
    const b = calc('青眼白龙');
    expect(b.damage).toEqual({ A: 0, B: 3000 });
    expect(b.destroyed.map((d) => d.name)).toContain('神圣之灯');
  });
  it('[CMP-BATTLE-VS-FILTER] 神圣之灯 attacked by a DARK monster (黑魔术师): not destroyed, no damage', () => {
    const b = calc('黑魔术师');
    expect(b.damage).toEqual({ A: 0, B: 0 });
    expect(b.destroyed.map((d) => d.name)).not.toContain('神圣之灯');
  });
});
