// CH-NOT-ACTIVATED (face-up): a Continuous, Field or Equip Spell/Trap already face-up on the field was activated once; it is not
// activated as a card again, and its continuous effect is never a chain link. Named bare on a chain with no effect that is
// activated, the link is refused, saying so; a Set copy, a copy in the hand, or a face-up card's activated effect is not.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const first = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('a face-up Continuous/Field/Equip Spell/Trap named again', () => {
  it('[CH-NOT-ACTIVATED] a face-up Continuous Trap is not activated again (王宫的敕命, 技能抽取): refused, saying it has nothing to activate', () => {
    for (const input of ['{回合:A 阶段:主要1 A场:王宫的敕命} C1 A:王宫的敕命', '{回合:B 阶段:主要1 A场:技能抽取 B场:三眼怪} C1 A:技能抽取']) {
      const l = first(input);
      expect(l.legal).toBe(false);
      expect(l.rules).toContain('CH-NOT-ACTIVATED');
      expect(l.illegalReason).toContain('已经在场上表侧表示存在');
      expect(l.illegalReason).toContain('没有可以发动的效果');
    }
  });
  it('[CH-NOT-ACTIVATED] a face-up Field Spell and a face-up Equip Spell are not activated again either', () => {
    const field = first('{回合:A 阶段:主要1 A场:王家长眠之谷} C1 A:王家长眠之谷');
    expect(field.legal).toBe(false);
    expect(field.rules).toContain('CH-NOT-ACTIVATED');
    const equip = first('{回合:A 阶段:主要1 A场:青眼白龙,团结之力(装备:青眼白龙)} C1 A:团结之力');
    expect(equip.legal).toBe(false);
    expect(equip.rules).toContain('CH-NOT-ACTIVATED');
  });
  it('[CH-NOT-ACTIVATED] a Set copy, or one in the hand, is activated as a card; a face-up one with an activated effect uses that effect', () => {
    const set = first('{回合:A 阶段:主要1 A场:王宫的敕命(盖)} C1 A:王宫的敕命');
    expect(set.legal).toBe(true);
    expect(set.rules).not.toContain('CH-NOT-ACTIVATED');
    const hand = first('{回合:A 阶段:主要1 A手:王家长眠之谷} C1 A:王家长眠之谷');
    expect(hand.legal).toBe(true);
    expect(hand.rules).not.toContain('CH-NOT-ACTIVATED');
    const effect = first('{回合:A 阶段:主要1 A场:恶魔的宣告} C1 A:恶魔的宣告');
    expect(effect.rules).not.toContain('CH-NOT-ACTIVATED');
    expect(effect.legal).not.toBe(false);
  });
});
