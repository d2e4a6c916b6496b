// CMP-EQUIP-TARGETING-NEGATE and WIN-EQUIPPED-ONLY (test/RULES.md; rules reference docs/c03/装备卡.rst:58–60).
// - 静寂之杖-波纹’s old wording 「装备这张卡的怪兽守备力上升500分。以装备怪兽为对象的这张卡以外的魔法卡的效果无效并破坏」: both sentences
//   are read — the DEF raise is on the equipped monster (not on the Equip Spell), and the Spell effects that target that monster are
//   negated on no chain and their cards destroyed (CH-NONCHAIN-NEGATE); a Trap, or a Spell targeting another monster, is not.
// - 「装备在怪兽上的这张卡被…破坏时」 (盗贼的烟玉) is met only by an Equip Spell equipped to a monster when it was destroyed: one whose equip
//   was never made (its effect negated, or destroyed in the chain before it resolved) does not trigger.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const outcome = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);
const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
const triggers = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
const SIT = '{回合:B 阶段:主要1 A场:青眼白龙,黑魔术师,静寂之杖-波纹(装备:青眼白龙) B场:强制脱出装置(盖)}';

describe.skipIf(!haveCards)('an Equip Spell negating the Spells that target its monster', () => {
  it('[CMP-EQUIP-TARGETING-NEGATE] the opponent’s 月之书 targeting the equipped monster is negated and destroyed', () => {
    const input = `${SIT} C1 B:月之书→青眼白龙`;
    expect(outcome(input)).toEqual(['C1:effect-negated']);
    expect(destroyed(input)).toContain('月之书');
  });
  it('[CMP-EQUIP-TARGETING-NEGATE] a Trap targeting it (强制脱出装置), or a Spell targeting another monster, is not negated', () => {
    expect(outcome(`${SIT} C1 B:强制脱出装置→青眼白龙`)).toEqual(['C1:resolved']);
    expect(outcome(`${SIT} C1 B:月之书→黑魔术师`)).toEqual(['C1:resolved']);
  });
  it('[CMP-EQUIP-TARGETING-NEGATE] the DEF raise is the equipped monster’s: 青眼白龙 has 3000 DEF', () => {
    const s = askCdb(`${SIT} 攻守计算`).stats.find((x) => x.card.name === '青眼白龙')!;
    expect([s.atk, s.def]).toEqual([3000, 3000]);
  });
});

describe.skipIf(!haveCards)('「装备在怪兽上的这张卡」 triggers only when it was equipped', () => {
  it('[WIN-EQUIPPED-ONLY] 盗贼的烟玉 equipped to a monster and destroyed by the opponent’s 旋风 triggers', () => {
    expect(triggers('{回合:A 阶段:主要1 A场:青眼白龙,盗贼的烟玉(装备:青眼白龙) B手:三眼怪} C1 B:旋风→盗贼的烟玉')).toContain('盗贼的烟玉');
  });
  it('[WIN-EQUIPPED-ONLY] 盗贼的烟玉 destroyed by 旋风 chained to its own activation (never equipped) does not trigger', () => {
    expect(triggers('{回合:A 阶段:主要1 A场:青眼白龙 A手:盗贼的烟玉 B手:三眼怪} C1 A:盗贼的烟玉→青眼白龙 C2 B:旋风→盗贼的烟玉')).not.toContain('盗贼的烟玉');
  });
  it('[WIN-EQUIPPED-ONLY] 盗贼的烟玉 negated and destroyed by 静寂之杖-波纹 at resolution (never equipped) does not trigger', () => {
    expect(triggers('{回合:A 阶段:主要1 A场:青眼白龙,静寂之杖-波纹(装备:青眼白龙) A手:盗贼的烟玉 B手:三眼怪} C1 A:盗贼的烟玉→青眼白龙')).not.toContain('盗贼的烟玉');
  });
});
