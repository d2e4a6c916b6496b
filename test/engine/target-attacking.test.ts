// CMP-TARGET-ATTACKING (review s46 (3)): 「把1只对方怪兽的攻击无效」 (an old text the classifier reads as targeting: 改变命运, 波塞冬之浪, 命运旅行)
// targets the monster whose attack it negates — an attacking monster, so face-up; the pick's noun alone (「1只对方怪兽」) gave the target filter,
// so a face-down monster, one not attacking, or one in the GY was taken as a fitting target (card text; rules reference
// docs/c02/卡片·效果的发动.rst:47 — the targets are chosen at activation and must fit the text).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe('「把1只对方怪兽的攻击无效」 targets the attacking monster (CMP-TARGET-ATTACKING)', () => {
  it('[CMP-TARGET-ATTACKING] the reader: 改变命运\'s target is an attacking monster of the opponent; 决战融合 (two targets, the battling pair) is not so narrowed', async () => {
    const { compileEffects } = await import('../../src/cards/compile/index.js');
    const trap = { kind: 'trap', subtypes: ['normal'] } as never;
    const fate = compileEffects('对方怪兽的攻击宣言时才能发动。把1只对方怪兽的攻击无效，那只怪兽变成守备表示。那只怪兽只要在场上表侧表示存在，变成不能把表示形式变更。那之后，对方从以下效果选择1个适用。\n●自己基本分回复用这张卡的效果把攻击无效的怪兽的攻击力一半的数值。\n●给与对方基本分用这张卡的效果把攻击无效的怪兽的攻击力一半数值的伤害。', trap);
    expect(fate[0]!.targets?.filter).toMatchObject({ side: 'opponent', kind: 'monster', attacking: true });
    const pair = compileEffects('①：自己场上的融合怪兽和对方场上的融合怪兽进行战斗的战斗步骤，以那2只融合怪兽为对象才能发动。那次攻击无效，双方玩家受到那2只融合怪兽的攻击力合计数值的伤害。', trap);
    expect(pair[0]!.targets?.filter.attacking).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('「把1只对方怪兽的攻击无效」 targets the attacking monster (CMP-TARGET-ATTACKING)', () => {
  const fate = (field: string, target: string, more = '') => askCdb(`{回合:B 阶段:战斗步骤 A场:三眼怪 B场:${field}${more} 攻击:B:青眼白龙→A:三眼怪} C1 A:改变命运→${target}`);
  it('[CMP-TARGET-ATTACKING] 改变命运 (read from its text) on a face-down monster, on a face-up one not attacking, on its own monster, on one in the GY (a card that left the field): refused — it is no attacking monster', () => {
    for (const [field, target, more] of [['青眼白龙,黑魔术师(盖)', 'B:黑魔术师', ''], ['青眼白龙,黑魔术师', 'B:黑魔术师', ''], ['青眼白龙', 'A:三眼怪', ''], ['青眼白龙', 'B:黑魔术师', ' B墓:黑魔术师']] as const) {
      const a = fate(field, target, more);
      expect(a.links[0]!.legal, `${field} → ${target}`).toBe(false);
      expect(a.links[0]!.rules).toContain('CH-TARGET-QUALIFY');
    }
    expect(String(fate('青眼白龙,黑魔术师(盖)', 'B:黑魔术师').links[0]!.illegalReason)).toContain('不是攻击怪兽');
  });
  it('[CMP-TARGET-ATTACKING] the other side: the attacker itself is the target (its attack negated, turned to defence); a target-taking effect that names no attack (强制脱出装置) may still take the face-down monster', () => {
    const a = fate('青眼白龙,黑魔术师(盖)', 'B:青眼白龙');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.some((e) => e.type === 'position-changed' && e.cards.some((c) => c.name === '青眼白龙'))).toBe(true);
    const other = askCdb('{回合:B 阶段:战斗步骤 A场:三眼怪,强制脱出装置(盖) B场:青眼白龙,黑魔术师(盖) 攻击:B:青眼白龙→A:三眼怪} C1 A:强制脱出装置→B:黑魔术师');
    expect(other.links[0]!.legal).toBe(true);
  });
});
