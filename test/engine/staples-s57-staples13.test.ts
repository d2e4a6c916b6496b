// A head judge's spot-check of GX / 5D's-era staples, 2005–2011 (session s57, round 13). Each test is an answer a player saw wrong before
// its fix. Cards of the shared cards.cdb and the curated set over it.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const summoned = (a: ReturnType<typeof askCdb>) => a.events.some((e) => e.type === 'special-summoned');
const GY3 = '暗黑界的龙神 格拉法,暗黑界的狩人 布劳,暗黑界的军神 希尔瓦';

describe.skipIf(!haveCards)('staples spot-check (s57 round 13): GX / 5D\'s era', () => {
  it('[CMP-COUNT-EXACT] 暗黑武装龙 「自己墓地的暗属性怪兽是3只的场合才能特殊召唤」: with exactly 3 DARK monsters in the GY its procedure is made; with 4, or 2, it is refused, the reason saying 「正好是3只」 (zh and en) — it was assumed met, the clause unread', () => {
    const three = askCdb(`{回合:A 阶段:主要1 A墓:${GY3},青眼白龙 A手:暗黑武装龙} 特殊召唤 暗黑武装龙`);
    expect(summoned(three)).toBe(true);
    expect(three.assumptions.join('\n')).not.toContain('没有被读懂');
    const four = askCdb(`{回合:A 阶段:主要1 A墓:${GY3},黑魔术师 A手:暗黑武装龙} 特殊召唤 暗黑武装龙`);
    expect(summoned(four)).toBe(false);
    expect(four.warnings.join('\n')).toContain('自己墓地的暗属性怪兽正好是3只');
    const two = askCdb('{回合:A 阶段:主要1 A墓:暗黑界的龙神 格拉法,暗黑界的狩人 布劳,青眼白龙 A手:暗黑武装龙} 特殊召唤 暗黑武装龙');
    expect(summoned(two)).toBe(false);
    const en = cdbJudge().chain(`{回合:A 阶段:主要1 A墓:${GY3},黑魔术师 A手:暗黑武装龙} 特殊召唤 暗黑武装龙`, { lang: 'en' });
    expect(en.ok && en.warnings.join('\n')).toContain('exactly 3');
  });

  it('[CMP-COUNT-EXACT] the 灵神 family says the same of 5 (光灵神 福斯奥拉热 with 6 LIGHT monsters in the GY is refused, with 5 made)', () => {
    const five = '青眼白龙,光道魔术师 丽拉,光道圣骑士 简,光道召唤师 露米娜丝,光道猎犬 雷光';
    expect(summoned(askCdb(`{回合:A 阶段:主要1 A墓:${five} A手:光灵神 福斯奥拉热} 特殊召唤 光灵神 福斯奥拉热`))).toBe(true);
    expect(summoned(askCdb(`{回合:A 阶段:主要1 A墓:${five},光道战士 加罗斯 A手:光灵神 福斯奥拉热} 特殊召唤 光灵神 福斯奥拉热`))).toBe(false);
  });

  it('[CMP-OLD-IGNITION-STATE] 命运英雄 恶魔人 (「这张卡在自己场上表侧攻击表示存在的场合，1回合只有1次，可以把1只对方怪兽从游戏中除外」) is an ignition effect activated in its own Main Phase: it banishes 青眼白龙; refused in Defense Position (the reason names Attack Position) and in the opponent\'s turn — it was read as a continuous effect, 「无法判断能否发动」', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:命运英雄 恶魔人 B场:青眼白龙} C1 A:命运英雄 恶魔人→青眼白龙');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.some((e) => e.type === 'banished' && e.link === 1)).toBe(true);
    expect(a.assumptions.join('\n')).not.toContain('无法判断');
    const def = askCdb('{回合:A 阶段:主要1 A场:命运英雄 恶魔人(守) B场:青眼白龙} C1 A:命运英雄 恶魔人→青眼白龙').links[0]!;
    expect(def.legal).toBe(false);
    expect(def.illegalReason).toContain('攻击表示');
    const theirs = askCdb('{回合:B 阶段:主要1 A场:命运英雄 恶魔人 B场:青眼白龙} C1 A:命运英雄 恶魔人→青眼白龙').links[0]!;
    expect(theirs.legal).toBe(false);
    expect(theirs.illegalReason).toContain('起动效果');
  });

  it('[CMP-OPTIONAL-TRIGGER-STEP] an old ignition 「1回合只有1次，可以把对方场上表侧攻击表示存在的1只怪兽变成表侧守备表示」 (十手武士): the 可以 is the player\'s to use it, the change is done — it may target 青眼白龙 and turns it to Defense Position (before, its one step read as optional, every target was refused as unchanged by it)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:十手武士 B场:青眼白龙} C1 A:十手武士→青眼白龙');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.illegalReason ?? '').not.toContain('不会改变任何东西');
    expect(a.events.some((e) => e.type === 'position-changed' && e.link === 1)).toBe(true);
  });

  it('[CMP-COST-GLUED-TURN] 死灵守卫者 「对方回合把墓地的这张卡除外才能发动」: refused in its own player\'s turn (the reason says 对方回合) — it was activated there and negated its own player\'s attack; in the opponent\'s turn it negates the attack', () => {
    const own = askCdb('{回合:A 阶段:战斗步骤 A墓:死灵守卫者 B场:青眼白龙 A场:黑魔术师 攻击:A:黑魔术师→B:青眼白龙} C1 A:死灵守卫者').links[0]!;
    expect(own.legal).toBe(false);
    expect(own.illegalReason).toContain('对方回合');
    const theirs = askCdb('{回合:B 阶段:战斗步骤 A墓:死灵守卫者 A场:黑魔术师 B场:青眼白龙 攻击:B:青眼白龙→A:黑魔术师} C1 A:死灵守卫者');
    expect(theirs.links[0]!.legal).toBe(true);
    expect(theirs.events.some((e) => e.type === 'attack-negated')).toBe(true);
  });

  it('[CMP-COST-GLUED-TURN] 魔术师之袍 「对方回合从手卡丢弃1张魔法·陷阱卡才能发动」: in the opponent\'s turn its discard cost is paid (it was lost: nothing discarded); in its own turn it is refused', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:魔术师之袍 A手:旋风 A卡组:黑魔术师} C1 A:魔术师之袍');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.some((e) => e.type === 'discarded' && e.link === 1)).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 A场:魔术师之袍 A手:旋风 A卡组:黑魔术师} C1 A:魔术师之袍').links[0]!.legal).toBe(false);
  });
});
