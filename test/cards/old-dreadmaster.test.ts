// s50: 命运英雄 恐惧人 (Destiny HERO - Dreadmaster), an old unnumbered text. Its trigger was shown as targeting (取对象) because its later
// step 「之后，可以从自己墓地特殊召唤最多2只名字带有「命运英雄」的怪兽」 was read as the old scripts' target; that step summoned 「（未写明的怪兽）」
// (only 「从自己墓地」 was read, not the cards named after the verb); and its summon-turn protection 「自己场上的名字带有「命运英雄」的怪兽不会被破坏」
// was not applied: 黑洞 destroyed them.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from './data.js';

const destroyed = (input: string): string[] =>
  askCdb(input)
    .events.filter((e) => e.type === 'destroyed')
    .flatMap((e) => e.cards.map((c) => c.name));
const summoned = (input: string): string[] =>
  askCdb(input)
    .events.filter((e) => e.type === 'special-summoned')
    .flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('old wording: 命运英雄 恐惧人', () => {
  it('[CMP-OLD-LATER-STEP-PICK] its trigger takes no target: the 「之后…从自己墓地特殊召唤最多2只」 step picks as it is done', () => {
    const c = cdbJudge().card('命运英雄 恐惧人', { lang: 'zh-CN' });
    expect(c.ok && c.effects[0]!.targets).toBe(false);
    // (A first step so worded is still read as targeting: 充电器 「从自己墓地特殊召唤1只名字带有「电池人」的怪兽」.)
    const charger = cdbJudge().card('充电器', { lang: 'zh-CN' });
    expect(charger.ok && charger.effects[0]!.targets).toBe(true);
  });

  it('[CMP-OLD-COUNT-AFTER-VERB] the summon step reads the cards named after the verb: a 「命运英雄」 monster from the GY, not any monster', () => {
    const input = '{回合:A 阶段:主要1 A场:命运英雄 恐惧人(由幽狱之时计塔),元素英雄 新宇侠 A墓:青眼白龙,命运英雄 钻石人} C1 A:命运英雄 恐惧人';
    expect(destroyed(input)).toEqual(['元素英雄 新宇侠']);
    expect(summoned(input)).toEqual(['命运英雄 钻石人']);
    // The same old order elsewhere: 古之规则 「从自己手卡特殊召唤1只5星以上的通常怪兽」 summons the 7-star Normal Monster, not the 4-star one.
    expect(summoned('{回合:A 阶段:主要1 A手:古之规则,命运英雄 钻石人,暗黑骑士 盖亚 B场:} C1 A:古之规则')).toEqual(['暗黑骑士 盖亚']);
  });

  it('[CMP-GRANT-NOT-DESTROYED] 「自己场上的名字带有「命运英雄」的怪兽不会被破坏」 on its summon turn: 黑洞 destroys only the others', () => {
    expect(destroyed('{回合:A 阶段:主要1 A场:命运英雄 恐惧人(本回合特召),命运英雄 钻石人 B场:青眼白龙} C1 A:黑洞')).toEqual(['青眼白龙']);
  });

  it('[CMP-STAT-SUM-ORIGINAL] its ATK/DEF are the sum of the original ATK of the other face-up 「命运英雄」 monsters on its controller\'s field (not 0)', () => {
    // 钻石人 1400 + 圆盘人 300; 元素英雄 新宇侠 is no 「命运英雄」, the face-down 命运英雄 钻石人 shows no ATK, the opponent's 命运英雄 is not its own.
    const a = askCdb('{回合:A 阶段:战斗 A场:命运英雄 恐惧人,命运英雄 钻石人,命运英雄 圆盘人,元素英雄 新宇侠,命运英雄 钻石人(盖) B场:青眼白龙,命运英雄 圆盘人 攻击:A:命运英雄 恐惧人→B:青眼白龙} 伤害计算');
    const dm = a.stats.find((s) => s.card.name === '命运英雄 恐惧人')!;
    expect([dm.atk, dm.def]).toEqual([1700, 1700]);
    expect(a.battle!.damage).toEqual({ A: 1300, B: 0 });
  });

  it('[CMP-OLD-LATER-STEP-PICK] 暗黑界: 「被对方的卡的效果丢弃的场合，（可以）再选择…」 in a later sentence chooses as it is done — the trigger takes no target', () => {
    for (const name of ['暗黑界的武神 高尔德', '暗黑界的术师 丝诺', '暗黑界的斗神 拉提纳']) {
      const c = cdbJudge().card(name, { lang: 'zh-CN' });
      expect(c.ok && c.effects[0]!.targets, name).toBe(false);
    }
    // (Its first step choosing — 神圣守卫者 「反转：选择场上的1只表侧表示的怪兽…。…的场合，可以再选择…」 — still targets.)
    const g = cdbJudge().card('神圣守卫者', { lang: 'zh-CN' });
    expect(g.ok && g.effects[0]!.targets).toBe(true);
  });
});
