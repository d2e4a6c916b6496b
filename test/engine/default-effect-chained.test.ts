// CH-DEFAULT-EFFECT-CHAINED: with no effect number, the effect that fits what the user wrote — a link written on another is an
// effect activated in chain to it (a trigger whose event nobody wrote is not taken for it, even when the link below could not be
// activated or the phase rules the chained effect out: the answer says why it cannot be activated); with nothing written before,
// a trigger whose event is not stated comes after an effect that can be activated now. The assumption says which was taken, and why.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { linkOf } from './build.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const picked = (a: ChainAnswer, n: number) => a.assumptions.find((s) => s.includes(`C${n}「`) && s.includes('没有写效果编号')) ?? '';

describe.skipIf(!haveCards)('the default effect number fits what was written', () => {
  it('[CH-DEFAULT-EFFECT-CHAINED] 水精鳞-深渊特里忒 written on a C1 that could not be activated: its quick ①, said illegal — not its ② trigger assumed met', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 B:死者苏生 C2 A:水精鳞-深渊特里忒');
    expect(linkOf(a, 2).effect).toBe(1);
    expect(linkOf(a, 2).legal).toBe(false);
    expect(linkOf(a, 2).illegalReason).toContain('不能作为连锁1发动');
    expect(a.assumptions.some((s) => s.includes('诱发条件刚刚满足'))).toBe(false);
    expect(picked(a, 2)).toContain('写在C1「死者苏生」上');
  });

  it('[CH-DEFAULT-EFFECT-CHAINED] in the Damage Step a quick effect written on a link stays the quick effect, said illegal (闪刀姬-零衣 ①, 水精鳞-深渊特里忒 ①)', () => {
    const rei = askCdb('{回合:A 阶段:伤害步骤} C1 B:禁忌的圣枪 C2 A:闪刀姬-零衣');
    expect(linkOf(rei, 2).effect).toBe(1);
    expect(linkOf(rei, 2).illegalReason).toContain('伤害步骤');
    expect(picked(rei, 2)).toContain('假定为效果①');
    const tri = askCdb('{回合:A 阶段:伤害步骤} C1 B:禁忌的圣枪 C2 A:水精鳞-深渊特里忒');
    expect(linkOf(tri, 2).effect).toBe(1);
    expect(linkOf(tri, 2).legal).toBe(false);
    expect(picked(tri, 2)).toContain('假定为效果①');
    expect(picked(rei, 2)).toContain('写在C1「禁忌的圣枪」上');
  });

  it('[CH-DEFAULT-EFFECT-CHAINED] with nothing written before, a free quick ② is taken over a ① trigger whose event is not stated (水龙-团簇, 秘旋谍装备-无人机)', () => {
    for (const name of ['水龙-团簇', '秘旋谍装备-无人机']) {
      const a = askCdb(`{回合:A} C1 A:${name}`);
      expect(linkOf(a, 1).effect).toBe(2);
      expect(a.assumptions.some((s) => s.includes('诱发条件刚刚满足'))).toBe(false);
      expect(picked(a, 1)).toContain('情境没有写出它诱发效果的事件');
    }
  });

  it('[CH-DEFAULT-EFFECT-CHAINED] in the opponent\'s turn an ignition effect is not the one taken over a trigger: 灰灭都的咒术师 and 黑蔷薇龙 in B\'s turn take ①, in A\'s turn the ignition ②', () => {
    const mage = askCdb('{回合:B} C1 A:灰灭都的咒术师');
    expect(linkOf(mage, 1).effect).toBe(1);
    expect(linkOf(mage, 1).legal).toBe(true);
    expect(askCdb('{回合:A} C1 A:灰灭都的咒术师').links[0]!.effect).toBe(2);
    const rose = askCdb('{回合:B} C1 A:黑蔷薇龙');
    expect(linkOf(rose, 1).effect).toBe(1);
    expect(linkOf(rose, 1).illegalReason ?? '').not.toContain('起动效果');
  });

  it('[CH-DEFAULT-EFFECT-CHAINED] an ignition ① taken first anyway is not said to pass over a trigger (焰征龙-爆龙 alone)', () => {
    const a = askCdb('C1 A:焰征龙-爆龙');
    expect(linkOf(a, 1).effect).toBe(1);
    expect(picked(a, 1)).not.toContain('情境没有写出');
  });

  it('[CH-DEFAULT-EFFECT-CHAINED] what fitted before still does: one effect (灰流丽), a trigger alone fits (深渊特里忒 as C1), a quick effect on a legal link (闪刀姬-零衣)', () => {
    expect(linkOf(askCdb('{回合:A 阶段:主要1} C1 A:一时休战 C2 B:灰流丽'), 2).effect).toBe(1);
    const alone = askCdb('C1 A:水精鳞-深渊特里忒');
    expect(linkOf(alone, 1).effect).toBe(2);
    expect(picked(alone, 1)).not.toContain('情境没有写出');
    expect(linkOf(askCdb('{回合:A 阶段:主要1} C1 A:黑洞 C2 B:闪刀姬-零衣'), 2).effect).toBe(1);
  });
});
