// CH-ATTACK-NOT-KIND (test/RULES.md; rules reference docs/c03/战斗阶段流程.rst:192–194, :330–332): 「装备怪兽…不能向昆虫族怪兽攻击」 (寄生虫
// 帕拉诺伊德, granted by the card equipped from the hand) is an attack rule on the equipped monster: it may not choose an Insect. Found to be
// attacking one in the battle step (a face-down monster flipped), the attack is replayed; in the damage step it goes on.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { readAttackRule } from '../../src/cards/compile/attack-rules.js';

const atk = (input: string) => askCdb(input).attack!;

describe('an attacker that may not attack monsters of a kind, the reader', () => {
  it('[CH-ATTACK-NOT-KIND] reads 「装备怪兽不能向昆虫族怪兽攻击」 as the monsters the equipped monster may not attack', () => {
    expect(readAttackRule('装备怪兽不能向昆虫族怪兽攻击')).toEqual({ kind: 'attacks-only', of: 'equipped', notTargets: { race: '昆虫族' } });
  });
});

describe.skipIf(!haveCards)('an attacker that may not attack monsters of a kind', () => {
  const SIT = '{回合:A 阶段:战斗步骤 A场:青眼白龙,寄生虫 帕拉诺伊德(装备:青眼白龙) B场:甲虫装机 豆娘,三眼怪}';
  it('[CH-ATTACK-NOT-KIND] 青眼白龙 equipped with 寄生虫 帕拉诺伊德 cannot declare an attack on the Insect 甲虫装机 豆娘; it may attack 三眼怪', () => {
    const refused = atk(`${SIT} 攻击宣言 青眼白龙 → 甲虫装机 豆娘`);
    expect(refused.legal).toBe(false);
    expect(refused.choices.map((c) => c.name)).toEqual(['三眼怪']);
    expect(refused.rules).toContain('CH-ATTACK-NOT-KIND');
    expect(atk(`${SIT} 攻击宣言 青眼白龙 → 三眼怪`).legal).toBe(true);
  });
  it('[CH-ATTACK-NOT-KIND] 寄生虫 帕拉诺伊德 negated (效果无效) leaves the attacker free to attack the Insect', () => {
    expect(atk('{回合:A 阶段:战斗步骤 A场:青眼白龙,寄生虫 帕拉诺伊德(装备:青眼白龙,效果无效) B场:甲虫装机 豆娘,三眼怪} 攻击宣言 青眼白龙 → 甲虫装机 豆娘').legal).toBe(true);
  });
  it('[CH-ATTACK-NOT-KIND] attacking an Insect found in the battle step: after a chain (月之书 on another monster) the attack is replayed', () => {
    const notes = askCdb('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:甲虫装机 豆娘 A场:青眼白龙,寄生虫 帕拉诺伊德(装备:青眼白龙) B场:甲虫装机 豆娘,三眼怪} C1 B:月之书→三眼怪').window.notes.join();
    expect(notes).toContain('战斗回卷');
  });
});
