// CH-PERIOD (rules reference docs/c03/战斗阶段流程.rst:394–395): 「自己的「黑羽」怪兽进行战斗的从伤害步骤开始时到伤害计算前，…才能发动。那只怪兽的
// 攻击力直到回合结束时上升1400」 (黑羽-月影之卡鲁特, current text) — 「那只怪兽」 is its controller's monster of that archetype in the battle going on
// (「那只对方怪兽」, 幻奏的音女 丝可尔: the opponent's monster it battles). The effect answers no event: read as the cards of one, it resolved
// 「效果适用」 and changed no ATK. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-PERIOD (the own monster in battle)', CARDS_DB);

const GALE = '黑羽-疾风之盖尔';
const KALUT = '黑羽-月影之卡鲁特';

describe.skipIf(!haveCards)('[CH-PERIOD] 「那只怪兽」 of an effect timed to its own monster\'s battle', () => {
  it('[CH-PERIOD] 黑羽-月影之卡鲁特 in its own attack: the 「黑羽」 attacker gains 1400 ATK (1300→2700) and the battle is calculated with it', () => {
    const a = askCdb(`{回合:A 阶段:伤害步骤开始时 A场:${GALE} A手:${KALUT} B场:哥布林僵尸 攻击:A:${GALE}→B:哥布林僵尸} C1 A:${KALUT}`);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.reason).toContain(`「${GALE}」攻击力1300→2700`);
    expect(a.battle?.attackerValue).toBe(2700);
    expect(a.battle?.damage).toEqual({ A: 0, B: 1600 });
  });

  it('[CH-PERIOD] the other side: in the opponent\'s attack on the 「黑羽」 monster it is that attacked monster that gains ATK, not the attacker nor another of its own', () => {
    const a = askCdb(`{回合:B 阶段:伤害计算前 A场:${GALE},死灵之颜 A手:${KALUT} B场:哥布林僵尸 攻击:B:哥布林僵尸→A:${GALE}} C1 A:${KALUT}`);
    expect(a.links[0]!.reason).toContain(`「${GALE}」攻击力1300→2700`);
    expect(a.links[0]!.reason).not.toContain('死灵之颜');
    expect(a.battle?.targetValue).toBe(2700);
  });

  it('[CH-PERIOD] the other side: in a battle of its controller\'s monster of another kind 黑羽-月影之卡鲁特 is refused, and the refusal names the 「黑羽」 monster it needs', () => {
    const a = askCdb(`{回合:B 阶段:伤害计算前 A场:${GALE},死灵之颜 A手:${KALUT} B场:哥布林僵尸 攻击:B:哥布林僵尸→A:死灵之颜} C1 A:${KALUT}`);
    expect(a.links[0]!.outcome).toBe('illegal');
    expect(a.links[0]!.illegalReason).toContain('自己的「黑羽」怪兽进行战斗');
  });

  it('[CH-PERIOD] 幻奏的音女 丝可尔: 「那只对方怪兽」 is the opponent\'s monster battling the 「幻奏」 monster — its ATK and DEF become 0', () => {
    const a = askCdb('{回合:B 阶段:伤害计算时 A场:幻奏的音女 阿莉娅 A手:幻奏的音女 丝可尔 B场:哥布林僵尸 攻击:B:哥布林僵尸→A:幻奏的音女 阿莉娅} C1 A:幻奏的音女 丝可尔');
    expect(a.links[0]!.reason).toContain('「哥布林僵尸」攻击力1100→0');
    expect(a.battle?.attackerValue).toBe(0);
    expect(a.battle?.damage).toEqual({ A: 0, B: 1600 });
  });
});
