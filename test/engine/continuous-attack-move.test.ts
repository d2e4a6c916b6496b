// CMP-CONT-ATTACK-MOVE (test/RULES.md; rules reference docs/c03/战斗阶段流程.rst:125–131): the old Continuous Trap wording 「对方的怪兽对
// 自己的怪兽攻击的时候，…攻击对象移去「X」」 (防御史莱姆) is read as what its card activation does — it moves the attack to that monster — so
// CH-ATTACK-MOVE judges it: a monster the attacker must attack (磁力指轮: 「对方只能攻击装备了这张卡的怪兽」) leaves it nowhere to move.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link1 = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('an old Continuous Trap that moves the attack', () => {
  it('[CMP-CONT-ATTACK-MOVE] 防御史莱姆 cannot be activated while 磁力指轮 makes the equipped monster the only one that may be attacked', () => {
    const l = link1('{回合:A 阶段:战斗步骤 攻击:A:黑魔术师→B:三眼怪 B场:三眼怪,磁力指轮(装备:三眼怪),再生史莱姆,防御史莱姆(盖) A场:黑魔术师} C1 B:防御史莱姆');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-ATTACK-MOVE');
  });
  it('[CMP-CONT-ATTACK-MOVE] with nothing binding the attack it may be activated to move it to 再生史莱姆', () => {
    expect(link1('{回合:A 阶段:战斗步骤 攻击:A:黑魔术师→B:三眼怪 B场:三眼怪,再生史莱姆,防御史莱姆(盖) A场:黑魔术师} C1 B:防御史莱姆').legal).toBe(true);
  });
});
