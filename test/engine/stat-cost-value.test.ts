// 「上升除外的怪兽的原本攻击力数值」「上升丢弃的怪兽的攻击力数值」「下降因为这张卡发动而除外的怪兽的各自原本数值」 (issue 16,
// CH-STAT-COST-VALUE; rules reference docs/c03/特定效果的处理方法.rst:700–709, 771–779): the value is that of the monster the
// activation's cost moved, read as it was moved — the monster is still the one the resolution refers to though it moved again
// in the chain. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { ask, haveCards, links } from '../reference/judge.js';

const atk = (input: string, name: string) => ask(input).stats?.find((s) => s.card.name === name);

describe.skipIf(!haveCards)('an ATK/DEF change by the value of the monster its cost moved', () => {
  it('[CH-STAT-COST-VALUE] 究极宝玉神 虹桥龙① banishing 宝玉兽 青玉飞马 from the GY gains its ATK (4000→5800); 彼岸的黑天使 基路伯③ sending a Level 3 三眼怪 from the Deck gains its 1000 (a Link Monster: no DEF to change; its cost asks for a Level 3 monster, so 青眼白龙 could not pay it — CH-COST-NOTE-FIT)', () => {
    expect(atk('{回合:A 阶段:主要1 A场:究极宝玉神 虹桥龙 A墓:宝玉兽 青玉飞马} C1 A:究极宝玉神 虹桥龙① [cost:除外 宝玉兽 青玉飞马]', '究极宝玉神 虹桥龙')?.atk).toBe(5800);
    const b = atk('{回合:A 阶段:主要1 A场:彼岸的黑天使 基路伯 A卡组:三眼怪} C1 A:彼岸的黑天使 基路伯③→彼岸的黑天使 基路伯 [cost:送去墓地 三眼怪]', '彼岸的黑天使 基路伯');
    expect(b?.atk).toBe(1500);
    expect(b?.def ?? null).toBe(null);
  });
  it('[CH-STAT-COST-VALUE] the discarded monster banished from the GY in the chain (D.D.乌鸦) still gives 元素英雄 真诚新宇侠② its ATK; a lowering by the banished monster’s values (围绕着星遗物的战斗) lowers ATK and DEF each by its own', () => {
    const input = '{回合:A A场:元素英雄 真诚新宇侠 A手:元素英雄 新宇侠 B手:D.D.乌鸦} C1 A:元素英雄 真诚新宇侠② [cost:丢弃 元素英雄 新宇侠] C2 B:D.D.乌鸦→元素英雄 新宇侠';
    expect(links(input)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(atk(input, '元素英雄 真诚新宇侠')?.atk).toBe(5000);
    const down = atk('{回合:A 阶段:主要1 A场:三眼怪 A手:围绕着星遗物的战斗 B场:青眼白龙} C1 A:围绕着星遗物的战斗→青眼白龙 [cost:除外 三眼怪]', '青眼白龙');
    expect([down?.atk, down?.def]).toEqual([2000, 1900]);
  });
  it('[CH-STAT-COST-VALUE] a Continuous Trap’s effect raising its target by the cost’s value (星遗物招致的崩界①: 「那只怪兽的攻击力上升除外的怪兽的原本攻击力数值」) is a step of that effect, done once (解码语者 2300→5300 by 星遗物-『星枪』’s 3000) — not the lasting raise a Continuous Trap’s 「选择的怪兽的攻击力上升500」 holds while it stays (稀有金属化·魔法反射装甲, a continuous effect of the card: CH-STAT-CONTINUOUS)', () => {
    const input = '{回合:A 阶段:主要1 A场:《星遗物-『星枪』》,解码语者,星遗物招致的崩界} C1 A:星遗物招致的崩界①→解码语者 [cost:除外 《星遗物-『星枪』》]';
    expect(links(input)).toEqual(['C1:legal:resolved']);
    expect(atk(input, '解码语者')?.atk).toBe(5300);
    const held = atk('{回合:A 阶段:主要1 A场:古代的机械巨人,稀有金属化·魔法反射装甲(盖)} C1 A:稀有金属化·魔法反射装甲→古代的机械巨人', '古代的机械巨人');
    expect(held?.atk).toBe(3500);
    expect(held?.rules).toContain('CH-STAT-CONTINUOUS');
  });
  it('[CH-STAT-COST-VALUE] 「上升丢弃的怪兽的攻击力·守备力的各自数值」 (灵魂鸟-忍鸦①, in the damage step): ATK by the discarded monster’s ATK, DEF by its DEF — before, the change was read with no amount and nothing rose', () => {
    const s = atk('{回合:A 阶段:伤害计算前 攻击:A:灵魂鸟-忍鸦→B:青眼白龙 A场:灵魂鸟-忍鸦 A手:八俣大蛇 B场:青眼白龙} C1 A:灵魂鸟-忍鸦①[cost:丢弃 八俣大蛇]', '灵魂鸟-忍鸦');
    expect([s?.atk, s?.def]).toEqual([2600, 3100]);
  });
});
