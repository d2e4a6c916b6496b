// Issue 16, lingering effects: CH-PROTECT-EARLIER — 「这个回合，自己场上的「X」卡不会被战斗·效果破坏」 left by an effect activated
// earlier this turn (`本回合:`): every card on its player's field that fits is not destroyed by an effect for the rest of the turn.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-PROTECT-EARLIER', CARDS_DB);

const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => `${c.controller}:${c.name}`));

describe.skipIf(!haveCards)('CH-PROTECT-EARLIER', () => {
  it('[CH-PROTECT-EARLIER] 破坏剑士的摇篮② (read from its text) applied this turn: 雷破 does not destroy 破坏剑-龙破坏之剑, an equip card on the field', () => {
    const a = askCdb('{回合:B A场:破坏之剑士,破坏剑-龙破坏之剑(装备:破坏之剑士) 本回合:A:破坏剑士的摇篮#2} C1 B:雷破→破坏剑-龙破坏之剑');
    expect(destroyed('{回合:B A场:破坏之剑士,破坏剑-龙破坏之剑(装备:破坏之剑士) 本回合:A:破坏剑士的摇篮#2} C1 B:雷破→破坏剑-龙破坏之剑')).toEqual([]);
    expect(a.links[0]!.rules).toContain('CH-PROTECT-EARLIER');
  });
  it('[CH-PROTECT-EARLIER] the other side: 黑洞 still destroys a card not of that name and the opponent’s 破坏剑 card; with the entry negated, or without it, all of them', () => {
    expect(destroyed('{回合:B 阶段:主要1 A场:破坏之剑士,破坏剑-龙破坏之剑 B场:破坏剑-龙破坏之剑 本回合:A:破坏剑士的摇篮#2} C1 B:黑洞')).toEqual(['A:破坏之剑士', 'B:破坏剑-龙破坏之剑']);
    expect(destroyed('{回合:B 阶段:主要1 A场:破坏之剑士,破坏剑-龙破坏之剑 本回合:A:破坏剑士的摇篮#2(效果无效)} C1 B:黑洞')).toEqual(['A:破坏之剑士', 'A:破坏剑-龙破坏之剑']);
    expect(destroyed('{回合:B 阶段:主要1 A场:破坏之剑士,破坏剑-龙破坏之剑} C1 B:黑洞')).toEqual(['A:破坏之剑士', 'A:破坏剑-龙破坏之剑']);
  });
  it('[CH-PROTECT-EARLIER] 「…不会被对方的效果破坏」 (地中族邪界兽·阿尔褐帘骸③, read from its text): the opponent’s 黑洞 destroys neither 「地中族」 card, only the card not of that name', () => {
    expect(destroyed('{回合:B 阶段:主要1 A场:地中族邪界兽·阿尔褐帘骸,地中族导师,青眼白龙 本回合:A:地中族邪界兽·阿尔褐帘骸#3} C1 B:黑洞')).toEqual(['A:青眼白龙']);
    expect(askCdb('{回合:B 阶段:主要1 A场:地中族邪界兽·阿尔褐帘骸,地中族导师 本回合:A:地中族邪界兽·阿尔褐帘骸#3} C1 B:黑洞').links[0]!.rules).toContain('CH-PROTECT-EARLIER');
  });
  it('[CH-PROTECT-EARLIER] the other side of 「对方的效果」: its own player’s 黑洞 destroys both 「地中族」 cards; so does the opponent’s without the entry', () => {
    expect(destroyed('{回合:A 阶段:主要1 A场:地中族邪界兽·阿尔褐帘骸,地中族导师 本回合:A:地中族邪界兽·阿尔褐帘骸#3} C1 A:黑洞')).toEqual(['A:地中族邪界兽·阿尔褐帘骸', 'A:地中族导师']);
    expect(destroyed('{回合:B 阶段:主要1 A场:地中族邪界兽·阿尔褐帘骸,地中族导师} C1 B:黑洞')).toEqual(['A:地中族邪界兽·阿尔褐帘骸', 'A:地中族导师']);
  });
  it('[CH-PROTECT-EARLIER] an entry done by another card’s effect (`(由灵魂交错)`, CH-HISTORY-BY): its effect did not apply, it protects nothing — both destroyed, and that is said', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:破坏之剑士,破坏剑-龙破坏之剑 本回合:A:破坏剑士的摇篮#2(由灵魂交错)} C1 B:黑洞');
    expect(destroyed('{回合:B 阶段:主要1 A场:破坏之剑士,破坏剑-龙破坏之剑 本回合:A:破坏剑士的摇篮#2(由灵魂交错)} C1 B:黑洞')).toEqual(['A:破坏之剑士', 'A:破坏剑-龙破坏之剑']);
    expect(a.assumptions.join()).toContain('灵魂交错');
  });
  it('[CH-PROTECT-EARLIER] the battle half 「不会被战斗·效果破坏」: 破坏剑-龙破坏之剑 attacked by 青眼白龙 is not destroyed by battle, the damage still applies', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 A场:破坏剑-龙破坏之剑 B场:青眼白龙 本回合:A:破坏剑士的摇篮#2 攻击:B:青眼白龙→A:破坏剑-龙破坏之剑} 伤害计算');
    expect(a.battle!.destroyed).toEqual([]);
    expect(a.battle!.damage).toEqual({ A: 2600, B: 0 });
    expect(a.battle!.rules).toContain('CH-PROTECT-EARLIER');
  });
  it('[CH-PROTECT-EARLIER] the other side of the battle half: a monster not of that name, the opponent’s 破坏剑 card, the entry negated or done by another card’s effect — destroyed by battle', () => {
    const lost = (input: string) => askCdb(input).battle!.destroyed.map((c) => c.name);
    expect(lost('{回合:B 阶段:战斗步骤 A场:黑魔术师 B场:青眼白龙 本回合:A:破坏剑士的摇篮#2 攻击:B:青眼白龙→A:黑魔术师} 伤害计算')).toEqual(['黑魔术师']);
    expect(lost('{回合:A 阶段:战斗步骤 B场:破坏剑-龙破坏之剑 A场:青眼白龙 本回合:A:破坏剑士的摇篮#2 攻击:A:青眼白龙→B:破坏剑-龙破坏之剑} 伤害计算')).toEqual(['破坏剑-龙破坏之剑']);
    expect(lost('{回合:B 阶段:战斗步骤 A场:破坏剑-龙破坏之剑 B场:青眼白龙 本回合:A:破坏剑士的摇篮#2(效果无效) 攻击:B:青眼白龙→A:破坏剑-龙破坏之剑} 伤害计算')).toEqual(['破坏剑-龙破坏之剑']);
    expect(lost('{回合:B 阶段:战斗步骤 A场:破坏剑-龙破坏之剑 B场:青眼白龙 本回合:A:破坏剑士的摇篮#2(由灵魂交错) 攻击:B:青眼白龙→A:破坏剑-龙破坏之剑} 伤害计算')).toEqual(['破坏剑-龙破坏之剑']);
  });
  it('[CH-PROTECT-EARLIER] an entry of an effect with ● choices (黄昏之中忍-日轮#1): the ● its number names (●1) is applied, and which one is said as assumed (zh and en)', () => {
    const input = '{回合:B 阶段:主要1 A场:黄昏之中忍-日轮,青眼白龙 本回合:A:黄昏之中忍-日轮#1} C1 B:黑洞';
    expect(destroyed(input)).toEqual(['A:青眼白龙']);
    expect(askCdb(input).assumptions.join()).toContain('●');
    const en = cdbJudge().chain(input, { lang: 'en' });
    expect(en.ok && en.assumptions.join()).toContain('●');
  });
  it('[CH-PROTECT-EARLIER] the other side of ● choices: #2 names ●2 (an ATK raise), which leaves no protection — both destroyed', () => {
    expect(destroyed('{回合:B 阶段:主要1 A场:黄昏之中忍-日轮,青眼白龙 本回合:A:黄昏之中忍-日轮#2} C1 B:黑洞')).toEqual(['A:黄昏之中忍-日轮', 'A:青眼白龙']);
  });
});
