// The chain examples of both seed documents, typed as users type them and judged end to end
// (notation → bind → engine → answer). Each asserts every link's legality and outcome, and the
// events the trigger-window rules read. Ids are those of test/seed-examples.md.
import { describe, expect, it } from 'vitest';
import { chain, linkOf, summary } from './build.js';
import type { AnswerEvent } from '../../src/answer/types.js';

function ev(events: AnswerEvent[], type: string, link: number | null = null): AnswerEvent[] {
  return events.filter((e) => e.type === type && (link === null || e.link === link));
}
const names = (e: AnswerEvent | undefined) => (e ? e.cards.map((c) => c.name) : []);

describe('[000-E8] 甲虫装甲骑士 attacks 灵魂龙: 破坏轮 chained by 我身作盾', () => {
  const input = '{回合:A 阶段:战斗阶段 攻击:A:甲虫装甲骑士→B:灵魂龙} C1 B:破坏轮→甲虫装甲骑士 C2 A:我身作盾（支付1500）';
  it('[000-E8] 我身作盾 negates and destroys 破坏轮; 破坏轮 resolves nothing', () => {
    const a = chain(input);
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(a.resolutionOrder).toEqual([2, 1]);
    expect(linkOf(a, 1).reason).toContain('发动无效');
    const paid = ev(a.events, 'lp-paid', 2)[0];
    expect(paid).toMatchObject({ player: 'A', amount: 1500, cause: 'cost' });
    expect(names(ev(a.events, 'activation-negated', 2)[0])).toEqual(['破坏轮']);
    expect(names(ev(a.events, 'destroyed', 2)[0])).toEqual(['破坏轮']);
    // The attacking monster survives: nothing of 破坏轮 resolved, no damage either.
    expect(a.events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '甲虫装甲骑士'))).toBe(false);
    expect(ev(a.events, 'damage')).toEqual([]);
  });
});

describe('[000-E9] 蓝宝石龙: 炸裂装甲 then 重力解除', () => {
  const input = '{回合:A 阶段:战斗阶段 攻击:A:蓝宝石龙→B:灵魂龙} C1 B:炸裂装甲→蓝宝石龙 C2 A:重力解除';
  it('[000-E9] 炸裂装甲 does nothing: a monster changed to defence is no longer the attacking monster; the attack stops', () => {
    const a = chain(input);
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(linkOf(a, 1).reason).toContain('攻击怪兽');
    expect(linkOf(a, 1).rules).toContain('CH-ATTACKER-DEFENSE');
    expect(names(ev(a.events, 'position-changed', 2)[0])).toContain('蓝宝石龙');
    expect(ev(a.events, 'destroyed')).toEqual([]);
    expect(a.window.notes.join()).toContain('攻击中止');
    expect(a.warnings).toEqual([]);
  });
});

describe('[000-E13] 强制接收 destroyed by 旋风 in the chain', () => {
  const input = '{回合:A 阶段:结束阶段 A场:强制接收} C1 A:强制接收 C2 B:旋风→强制接收';
  it('[000-E13] the continuous trap left the field, so its effect does nothing', () => {
    const a = chain(input);
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(linkOf(a, 1).reason).toContain('表侧表示存在');
    expect(linkOf(a, 1).rules).toContain('CH-STAYS-ON-FIELD');
    expect(names(ev(a.events, 'destroyed', 2)[0])).toEqual(['强制接收']);
    expect(ev(a.events, 'discarded')).toEqual([]);
  });
});

describe('[000-E14] 黑洞 / 我身作盾 / 王家的诅咒 under current texts', () => {
  it('[000-E14] 王家的诅咒 cannot be chained to 我身作盾 (current text); 我身作盾 negates 黑洞', () => {
    const a = chain('C1 黑洞 C2 我身作盾 C3 王家的诅咒');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved', 'C3:illegal:illegal']);
    expect(a.resolutionOrder).toEqual([2, 1]);
    const c3 = linkOf(a, 3);
    expect(c3.speed).toBe(3);
    expect(c3.illegalReason).toContain('现在的文本');
    expect(c3.illegalReason).toContain('旧文本');
    expect(c3.rules).toEqual(expect.arrayContaining(['CH-RESPONDS-TARGETS-EXACTLY', 'CH-TEXT-CHANGE']));
    expect(names(ev(a.events, 'activation-negated', 2)[0])).toEqual(['黑洞']);
    expect(ev(a.events, 'lp-paid', 2)[0]).toMatchObject({ player: 'B', amount: 1500 });
    // No monster is destroyed: 黑洞 resolved nothing.
    expect(ev(a.events, 'destroyed', 1)).toEqual([]);
  });
  it('[000-E14] the English answer explains the text change', () => {
    const a = chain('{回合:A 阶段:主要1} C1 A:黑洞 C2 B:我身作盾 C3 A:王家的诅咒', 'en');
    expect(linkOf(a, 3).illegalReason).toMatch(/older text/);
    expect(linkOf(a, 3).illegalReason).toMatch(/Chain Link 2/);
  });
});

describe('[002-E1] 天罚 answers an activated effect, not a continuous one', () => {
  it('[002-E1] 嵌合狂暴龙 activates its effect: 天罚 negates it', () => {
    const a = chain('C1 A:嵌合狂暴龙 C2 B:天罚');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(names(ev(a.events, 'destroyed', 2)[0])).toEqual(['嵌合狂暴龙']);
  });
  it('[002-E1] 幻影英雄 三一人 is not activated: no chain link, nothing for 天罚 to answer', () => {
    const a = chain('C1 A:幻影英雄 三一人 C2 B:天罚');
    expect(summary(a)).toEqual(['C1:illegal:illegal', 'C2:illegal:illegal']);
    expect(linkOf(a, 1).illegalReason).toContain('永续效果');
    expect(linkOf(a, 2).illegalReason).toContain('没有可以回应的发动');
    expect(a.resolutionOrder).toEqual([]);
  });
});

describe('[002-E2] costs move the card: these effects are activated on the field', () => {
  it('[002-E2] 青眼精灵龙② cannot answer 不知火的隐者 tributing itself, nor 白色灵龙', () => {
    const a = chain('C1 A:不知火的隐者[解放自身] C2 B:青眼精灵龙②');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).illegalReason).toContain('支付代价之前');
    expect(linkOf(a, 1).rules).toContain('CH-PLACE-COST');
    const b = chain('{回合:B} C1 A:白色灵龙③ C2 B:青眼精灵龙②');
    expect(summary(b)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
  });
  it('[002-E2] 终结之阿努比斯 does not negate them (activated on the field, not in the GY)', () => {
    expect(summary(chain('{B场:终结之阿努比斯} C1 A:不知火的隐者[解放自身]'))).toEqual(['C1:legal:resolved']);
    expect(summary(chain('{回合:B B场:终结之阿努比斯} C1 A:白色灵龙③'))).toEqual(['C1:legal:resolved']);
  });
  it('[002-E2] 机怪神 超机怪虫神 negates all three (monster effects activated on the opponent’s field)', () => {
    for (const input of [
      '{B场:机怪神 超机怪虫神(已反转)} C1 A:不知火的隐者[解放自身]',
      '{回合:B B场:机怪神 超机怪虫神(已反转)} C1 A:白色灵龙③',
      '{回合:B B场:机怪神 超机怪虫神(已反转)} C1 A:圣灵兽骑 雷鹰②',
    ]) {
      const a = chain(input);
      expect(summary(a), input).toEqual(['C1:legal:effect-negated']);
      expect(linkOf(a, 1).reason, input).toContain('机怪神 超机怪虫神');
      expect(linkOf(a, 1).rules, input).toContain('CH-CONT-NEGATE');
      expect(ev(a.events, 'special-summoned'), input).toEqual([]);
    }
  });
});

describe('[002-E3] two 永火恶魔: the resolution condition', () => {
  it('[002-E3] only one adds a card; the other finds the hand no longer empty and does nothing', () => {
    const a = chain('{A基本分:1000 A手卡数:0 A场:永火恶魔(本回合特召),永火恶魔(本回合特召)} C1 A:永火恶魔 C2 A:永火恶魔');
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(linkOf(a, 1).reason).toContain('处理条件');
    expect(linkOf(a, 1).rules).toContain('CH-RES-COND');
    expect(ev(a.events, 'added-to-hand').map((e) => e.link)).toEqual([2]);
  });
});

describe('[002-E4] 狡猾的落穴 still resolves after 二重旋风 puts it in the GY', () => {
  it('[002-E4] activation conditions are not checked again; a normal trap resolves after leaving the field', () => {
    const a = chain('{A墓:; B场:灵魂龙,蓝宝石龙} C1 A:狡猾的落穴→B:灵魂龙,B:蓝宝石龙 C2 B:二重旋风→C1');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(linkOf(a, 1).rules).toEqual(expect.arrayContaining(['CH-COND-NOT-RECHECKED', 'CH-NORMAL-ST-LEAVES']));
    expect(names(ev(a.events, 'destroyed', 2)[0])).toEqual(['狡猾的落穴']);
    expect(names(ev(a.events, 'destroyed', 1)[0])).toEqual(['灵魂龙', '蓝宝石龙']);
  });
});

describe('[002-E5] 召唤魔术 / 禁忌的圣枪 / 魔法偏转器 / 宇宙旋风', () => {
  it('[002-E5] resolved in reverse: banish, lingering negation, negated 圣枪, 召唤魔术 resolves', () => {
    const a = chain('{回合:A 阶段:主要1 A场:召唤师 阿莱斯特} C1 A:召唤魔术 C2 B:禁忌的圣枪→召唤师 阿莱斯特 C3 A:魔法偏转器 C4 B:宇宙旋风→C1');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:effect-negated@3', 'C3:legal:resolved', 'C4:legal:resolved']);
    expect(a.resolutionOrder).toEqual([4, 3, 2, 1]);
    expect(names(ev(a.events, 'banished', 4)[0])).toEqual(['召唤魔术']);
    expect(linkOf(a, 3).rules).toContain('CH-RESOLVED-STAYS');
    expect(linkOf(a, 2).rules).toContain('CH-LINGER-NEGATE');
    expect(linkOf(a, 1).rules).toContain('CH-NORMAL-ST-LEAVES');
    expect(ev(a.events, 'special-summoned', 1)).toHaveLength(1);
    // 宇宙旋风, 魔法偏转器 and 禁忌的圣枪 go to the GY by rule; the banished 召唤魔术 stays banished.
    const byRule = a.events.filter((e) => e.cause === 'rule' && e.type === 'sent-to-gy');
    expect(byRule.flatMap((e) => e.cards.map((c) => c.name)).sort()).toEqual(['宇宙旋风', '禁忌的圣枪', '魔法偏转器'].sort());
  });
});

describe('[002-E6] 妖神-不知火 / 青眼精灵龙③: no trigger mid-chain', () => {
  it('[002-E6] 苍眼银龙 is summoned by C2 and destroyed by C1; it never becomes a link', () => {
    const a = chain('{回合:A A场:妖神-不知火 B场:青眼精灵龙 B额外:苍眼银龙} C1 A:妖神-不知火 C2 B:青眼精灵龙③');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(names(ev(a.events, 'special-summoned', 2)[0])).toEqual(['苍眼银龙']);
    expect(names(ev(a.events, 'destroyed', 1).find((e) => e.cards.length)!)).toEqual(['苍眼银龙']);
    expect(ev(a.events, 'activated').map((e) => e.link)).toEqual([1, 2]);
    expect(a.links).toHaveLength(2);
  });
});

describe('[002-E7] spell speeds 1/2/3', () => {
  it('[002-E7] a speed-1 spell chains to nothing', () => {
    const a = chain('C1 A:黑洞 C2 B:黑洞');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(a.links.map((l) => l.speed)).toEqual([1, 1]);
  });
  it('[002-E7] only a counter trap chains to a counter trap', () => {
    const a = chain('C1 A:黑洞 C2 B:神之宣告 C3 A:旋风');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved', 'C3:illegal:illegal']);
    expect(a.links.map((l) => l.speed)).toEqual([1, 3, 2]);
    expect(linkOf(a, 3).illegalReason).toContain('反击陷阱');
    const b = chain('C1 A:黑洞 C2 B:神之宣告 C3 A:神之宣告');
    expect(summary(b)).toEqual(['C1:legal:resolved', 'C2:legal:activation-negated@3', 'C3:legal:resolved']);
  });
  it('[002-E7] speed 2 chains to speed 2', () => {
    const a = chain('{A场:魔法偏转器(盖)} C1 A:旋风→B:魔法偏转器 C2 B:魔法偏转器');
    expect(a.links.map((l) => l.legal)).toEqual([true, true]);
  });
});

describe('[002-E8] 弩弓部队 tributes the only target: PSY骨架王·Ζ cannot respond', () => {
  it('[002-E8] the only special-summoned attack-position monster left as the cost, so Ζ has no target', () => {
    const a = chain('{回合:A 阶段:主要1 A场:弩弓部队(盖),召唤兽 普尔加托里奥; B场:PSY骨架王·Ζ} C1 A:弩弓部队→B:PSY骨架王·Ζ C2 B:PSY骨架王·Ζ→召唤兽 普尔加托里奥');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).illegalReason).toContain('不在场上');
    expect(names(ev(a.events, 'sent-to-gy', 1)[0])).toEqual(['召唤兽 普尔加托里奥']);
    expect(names(ev(a.events, 'destroyed', 1)[0])).toEqual(['PSY骨架王·Ζ']);
  });
});

describe('[002-E9] 青色眼睛的贤士 / 宇宙旋风 / 青色眼睛的少女', () => {
  it('[002-E9] 少女 answers the activation that targets it only as the link directly above it', () => {
    const a = chain('{回合:A A场:青色眼睛的少女; A手:青色眼睛的贤士} C1 A:青色眼睛的贤士→青色眼睛的少女 C2 B:宇宙旋风 C3 A:青色眼睛的少女');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved', 'C3:illegal:illegal']);
    expect(linkOf(a, 3).illegalReason).toContain('不能越过');
    const b = chain('{回合:A A场:青色眼睛的少女; A手:青色眼睛的贤士} C1 A:青色眼睛的贤士→青色眼睛的少女 C2 A:青色眼睛的少女');
    expect(summary(b)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });
});
