// CH-NOTHING-ON-TARGET (issue 16, rules reference docs/c03/特定效果的处理方法.rst:441–442, 476; docs/c03/无效.rst:396–398):
// an optional effect all of whose steps are done to its targets cannot target a monster on which none of
// them would change anything — ATK/DEF already at the value it sets, no effect left to negate (a Normal
// Monster, or effects negated already).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';

describe.skipIf(!haveCards)('a target on which nothing of the effect would change', () => {
  it('[CH-NOTHING-ON-TARGET] 魔弹-交叉统治者 (ATK/DEF become 0, effects negated) cannot target a Normal Monster at 0/0, and says why', () => {
    const a = askCdb('{回合:A A场:魔弹射手 小子,魔弹-交叉统治者(盖) B场:神龙之圣刻印} C1 A:魔弹-交叉统治者→神龙之圣刻印');
    expect(a.links[0]?.legal).toBe(false);
    expect(a.links[0]?.rules).toContain('CH-NOTHING-ON-TARGET');
    expect(String(a.links[0]?.illegalReason)).toContain('神龙之圣刻印');
  });

  it('[CH-NOTHING-ON-TARGET] the other side: an Effect Monster at 0/0 (its negation still applies), and a Normal Monster with ATK (青眼白龙), may be targeted', () => {
    expect(askCdb('{回合:A A场:魔弹射手 小子,魔弹-交叉统治者(盖) B场:神圣之灯} C1 A:魔弹-交叉统治者→神圣之灯').links[0]?.legal).toBe(true);
    expect(askCdb('{回合:A A场:魔弹射手 小子,魔弹-交叉统治者(盖) B场:青眼白龙} C1 A:魔弹-交叉统治者→青眼白龙').links[0]?.legal).toBe(true);
  });

  it('[CH-NOTHING-ON-TARGET] 效果遮蒙者 (negation only) cannot target a monster whose effects are already negated; it may target the same monster not negated', () => {
    const negated = askCdb('{回合:B A手:效果遮蒙者 B场:三眼怪(效果无效)} C1 A:效果遮蒙者→三眼怪');
    expect(negated.links[0]?.legal).toBe(false);
    expect(negated.links[0]?.rules).toContain('CH-NOTHING-ON-TARGET');
    expect(askCdb('{回合:B A手:效果遮蒙者 B场:三眼怪} C1 A:效果遮蒙者→三眼怪').links[0]?.legal).toBe(true);
  });

  it('[CH-NOTHING-ON-TARGET] a step that changes something keeps the target valid: 禁忌的圣杯 (+400 ATK and negation) on an already-negated monster', () => {
    expect(askCdb('{回合:B B场:三眼怪(效果无效)} C1 A:禁忌的圣杯→三眼怪').links[0]?.legal).toBe(true);
  });

  it('[CH-NOTHING-ON-TARGET] at resolution: 效果遮蒙者 whose target a later link (禁忌的圣杯) negated first applies nothing; 禁忌的圣杯 itself still resolves', () => {
    const a = askCdb('{回合:B B场:三眼怪} C1 A:效果遮蒙者→三眼怪 C2 B:禁忌的圣杯→三眼怪');
    expect(a.links.map((l) => l.outcome)).toEqual(['no-effect', 'resolved']);
    expect(a.links[0]?.rules).toContain('CH-NOTHING-ON-TARGET');
  });

  it('[CH-NOTHING-ON-TARGET] at resolution, the other side: with nothing negating the target first, 效果遮蒙者 resolves', () => {
    expect(askCdb('{回合:B B场:三眼怪} C1 A:效果遮蒙者→三眼怪').links[0]?.outcome).toBe('resolved');
  });

  it('[CH-NOTHING-ON-TARGET] at resolution with 「那2张」: one of 机壳守护神 路径灵②’s two targets negated first (禁忌的圣杯) — the effect negates neither (CH-TARGET-FIXED-COUNT)', () => {
    const a = askCdb('{回合:A A场:机壳守护神 路径灵,王宫的铁壁 B场:三眼怪} C1 A:机壳守护神 路径灵②→王宫的铁壁,三眼怪 C2 B:禁忌的圣杯→三眼怪');
    expect(a.links[0]?.outcome).toBe('no-effect');
    expect(a.links[0]?.rules).toEqual(expect.arrayContaining(['CH-NOTHING-ON-TARGET', 'CH-TARGET-FIXED-COUNT']));
  });
});

// CH-NOTHING-ON-TARGET-FIRST (issue 16, rules reference docs/c03/攻守计算.rst:124–126): 「攻击力变成0，那个效果无效」
// (『攻撃力を０にし、その効果を無効』: 霞鸟 辉剑鸟, 蛇头守护者) negates only by way of the ATK change, so it cannot target a
// monster already at ATK 0 even with effects to negate — unlike 「攻击力·守备力变成0，效果无效化」 (魔弹-交叉统治者).
describe.skipIf(!haveCards)('a negation that rides on an ATK change', () => {
  it('[CH-NOTHING-ON-TARGET-FIRST] 霞鸟 辉剑鸟 cannot target an Effect Monster at ATK 0; it may target the same monster with ATK', () => {
    const zero = askCdb('{回合:A 阶段:主要1 A场:霞鸟 辉剑鸟 B场:黑森林的魔女(攻0)} C1 A:霞鸟 辉剑鸟①→黑森林的魔女');
    expect(zero.links[0]?.legal).toBe(false);
    expect(zero.links[0]?.rules).toContain('CH-NOTHING-ON-TARGET-FIRST');
    expect(askCdb('{回合:A 阶段:主要1 A场:霞鸟 辉剑鸟 B场:黑森林的魔女} C1 A:霞鸟 辉剑鸟①→黑森林的魔女').links[0]?.legal).toBe(true);
  });

  it('[CH-NOTHING-ON-TARGET-FIRST] the other side: 魔弹-交叉统治者 (two changes side by side) may target an Effect Monster at 0/0; the compiler marks only the riding negation', () => {
    const a = askCdb('{回合:A A场:魔弹射手 小子,魔弹-交叉统治者(盖) B场:黑森林的魔女(攻0,守0)} C1 A:魔弹-交叉统治者→黑森林的魔女');
    expect(a.links[0]?.legal).toBe(true);
    expect(a.links[0]?.rules).not.toContain('CH-NOTHING-ON-TARGET-FIRST');
  });

  it('[CH-NOTHING-ON-TARGET-FIRST] the old wording 「选择对方场上1只怪兽攻击力变成0，那个效果无效」 (混沌No.102 光堕天使 贵魔, a granted effect): 「那个」 is the chosen target, so it cannot choose a monster at ATK 0 (黑森林的魔女 stated 攻0); with ATK it may, and its ATK becomes 0', () => {
    const zero = askCdb('{回合:A 阶段:主要1 A场:混沌No.102 光堕天使 贵魔 B场:黑森林的魔女(攻0)} C1 A:混沌No.102 光堕天使 贵魔③→黑森林的魔女');
    expect(zero.links[0]?.legal).toBe(false);
    const a = askCdb('{回合:A 阶段:主要1 A场:混沌No.102 光堕天使 贵魔 B场:黑森林的魔女} C1 A:混沌No.102 光堕天使 贵魔③→黑森林的魔女');
    expect(a.links[0]?.legal).toBe(true);
    expect(a.stats?.find((s) => s.card.name === '黑森林的魔女')?.atk).toBe(0);
  });
});

// CH-NEGATE-THEN-DESTROY (rules reference docs/c03/特定效果的处理方法.rst:493–497): 「那只怪兽的效果无效并破坏」 destroys by way of the
// negation, so a monster with no effects to negate is neither a valid target nor destroyed at resolution. The reference's card is
// 炼狱的落穴 (test/reference/c03-specific-effects.test.ts); here a trap written as text, 禁忌的圣杯, 三眼怪 and 黑魔术师.
const negateDestroy = textCard({ id: 99160641, name: '测试用无效破坏陷阱', type: 'trap', text: '①：以场上1只表侧表示怪兽为对象才能发动。那只怪兽的效果无效并破坏。' });
const sideBySide = textCard({ id: 99160642, name: '测试用无效减半陷阱', type: 'trap', text: '①：以场上1只表侧表示怪兽为对象才能发动。那只怪兽的效果无效化，原本攻击力变成一半。' });
const runND = (input: string) => judgeWith(input, [negateDestroy, sideBySide]);
const destroyedND = (input: string) => runND(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe('a destruction that rides on a negation', () => {
  it('[CH-NEGATE-THEN-DESTROY] 「效果无效并破坏」 cannot target a monster whose effects are already negated, nor a Normal Monster, and says why', () => {
    for (const input of ['{回合:B A场:测试用无效破坏陷阱(盖) B场:三眼怪(效果无效)} C1 A:测试用无效破坏陷阱→三眼怪', '{回合:B A场:测试用无效破坏陷阱(盖) B场:黑魔术师} C1 A:测试用无效破坏陷阱→黑魔术师']) {
      const a = runND(input);
      expect(a.links[0]?.legal).toBe(false);
      expect(a.links[0]?.rules).toContain('CH-NEGATE-THEN-DESTROY');
    }
  });

  it('[CH-NEGATE-THEN-DESTROY] at resolution: 禁忌的圣杯 chained negates the target first, so nothing is destroyed; without it the monster is destroyed', () => {
    const input = '{回合:B A场:测试用无效破坏陷阱(盖),禁忌的圣杯(盖) B场:三眼怪} C1 A:测试用无效破坏陷阱→三眼怪 C2 A:禁忌的圣杯→三眼怪';
    const a = runND(input);
    expect(a.links.map((l) => l.outcome)).toEqual(['no-effect', 'resolved']);
    expect(a.links[0]?.rules).toContain('CH-NEGATE-THEN-DESTROY');
    expect(destroyedND(input)).not.toContain('三眼怪');
    expect(destroyedND('{回合:B A场:测试用无效破坏陷阱(盖) B场:三眼怪} C1 A:测试用无效破坏陷阱→三眼怪')).toContain('三眼怪');
  });

  it('[CH-NEGATE-THEN-DESTROY] the other side: 「效果无效化，原本攻击力变成一半」 (two changes side by side) may target an already-negated monster and applies', () => {
    const a = runND('{回合:B A场:测试用无效减半陷阱(盖) B场:三眼怪(效果无效)} C1 A:测试用无效减半陷阱→三眼怪');
    expect(a.links.map((l) => [l.legal, l.outcome])).toEqual([[true, 'resolved']]);
    expect(a.links[0]?.rules).not.toContain('CH-NEGATE-THEN-DESTROY');
  });
});
