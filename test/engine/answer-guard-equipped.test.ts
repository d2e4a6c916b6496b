// CH-CANNOT-BE-CHAINED-GRANTED for an Equip Card (docs/c03/卡片的抗性.rst:198–204): 「对方不能对应装备怪兽的效果的发动把魔法·陷阱·效果怪兽的
// 效果发动」 guards the activations of the monster it equips. Before, the compiler read only 「只要这张卡在…存在，对方不能对应…怪兽…」, and
// an old text's sentence of its own became a bogus ignition effect.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const BOW = '甲虫装机的魔弓 虫装弓箭';
const second = (input: string) => askCdb(input).links[1]!;
const board = (equipped: string, B: string) => `{回合:A 阶段:主要1 A场:甲虫装机 蜈蚣,甲虫装机 大黄蜂,${BOW}(装备:${equipped}) A墓:甲虫装机 蚂蚁 B${B}}`;

describe.skipIf(!haveCards)('an Equip Card guards the activations of the monster it equips', () => {
  it('[CH-CANNOT-BE-CHAINED-GRANTED] the compiler reads the ban as a guard of a continuous effect over the equipped monster — no effect is activated', () => {
    const r = cdbJudge().catalog.resolve(BOW);
    if (!r.ok) throw new Error(BOW);
    expect(r.card.effects.find((e) => e.answerGuardGrant)?.answerGuardGrant).toEqual({ of: { kind: 'monster', equipped: true }, guard: { by: 'opponent', cardKind: ['spell', 'trap', 'monster'] } });
    expect(r.card.effects.filter((e) => e.kind !== 'activation' && e.kind !== 'continuous')).toEqual([]);
  });
  it('[CH-CANNOT-BE-CHAINED-GRANTED] equipped to 甲虫装机 蜈蚣, its ① cannot be answered by 旋风 nor by 效果遮蒙者', () => {
    const spell = second(`${board('甲虫装机 蜈蚣', '场:旋风(盖)')} C1 A:甲虫装机 蜈蚣① C2 B:旋风→${BOW}`);
    expect(spell.legal).toBe(false);
    expect(spell.rules).toContain('CH-CANNOT-BE-CHAINED-GRANTED');
    expect(second(`${board('甲虫装机 蜈蚣', '手:效果遮蒙者')} C1 A:甲虫装机 蜈蚣① C2 B:效果遮蒙者→甲虫装机 蜈蚣`).legal).toBe(false);
  });
  it('[CH-CANNOT-BE-CHAINED-GRANTED] equipped to another monster, 甲虫装机 蜈蚣① may be answered', () => {
    expect(second(`${board('甲虫装机 大黄蜂', '场:旋风(盖)')} C1 A:甲虫装机 蜈蚣① C2 B:旋风→${BOW}`).legal).toBe(true);
  });
});
