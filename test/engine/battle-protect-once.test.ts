// A protection from battle destruction granted once a turn (「在1回合各有1次不会被战斗破坏」, issue 16; test/RULES.md
// CH-BATTLE-PROTECT-ONCE; rules reference docs/c03/卡片的抗性.rst:24–27): it keeps each monster it names once a turn — the first
// battle that would destroy it — and however many such protections apply, none keeps it again once one has (已免战斗破坏).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const lost = (input: string) => (askCdb(input).battle?.destroyed ?? []).map((c) => c.name);

describe.skipIf(!haveCards)('once-a-turn protections from battle destruction', () => {
  it('[CH-BATTLE-PROTECT-ONCE] 「自己的「魔界剧团」怪兽在1回合各有1次不会被战斗破坏」 keeps its own 魔界剧团 monster the first time; not once used this turn, nor the opponent’s 魔界剧团 monster, nor another monster', () => {
    const battle = (state: string) => `{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:魔界剧团-时髦笑星 A场:魔界剧团-时髦笑星${state},《魔界大道具「逃命马车」》 B场:青眼白龙} 伤害计算`;
    const kept = askCdb(battle(''));
    expect(kept.battle?.destroyed).toEqual([]);
    expect(kept.battle?.rules).toContain('CH-BATTLE-PROTECT-ONCE');
    expect(lost(battle('(已免战斗破坏)'))).toEqual(['魔界剧团-时髦笑星']);
    expect(lost('{回合:A 阶段:伤害计算 攻击:A:魔界剧团-时髦笑星→B:青眼白龙 A场:魔界剧团-时髦笑星 B场:青眼白龙,《魔界大道具「逃命马车」》} 伤害计算')).toEqual(['魔界剧团-时髦笑星']);
    expect(lost('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,《魔界大道具「逃命马车」》 B场:青眼白龙} 伤害计算')).toEqual(['三眼怪']);
  });

  it('[CH-BATTLE-INDESTRUCTIBLE] 「这个回合，自己场上的「急袭猛禽」怪兽不会被战斗破坏」 (a Normal Trap) keeps its controller’s monsters of that archetype only', () => {
    const battle = (mine: string) => `{回合:B 阶段:战斗步骤 A场:${mine},急袭猛禽-战备(盖) B场:青眼白龙 攻击:B:青眼白龙→A:${mine}} C1 A:急袭猛禽-战备`;
    expect(lost(battle('急袭猛禽-烈焰猎鹰'))).toEqual([]);
    expect(lost(battle('三眼怪'))).toEqual(['三眼怪']);
  });
});
