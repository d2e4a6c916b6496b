// The order battle-damage changes apply in (test/RULES.md CH-BATTLE-DAMAGE-ORDER, rules reference
// docs/c03/战斗阶段流程.rst:642–752): through the real pipeline over cards.cdb, each change read from the
// card's text (src/cards/compile/battle-damage.ts), and the reader itself.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { battleDamageOf, readBattleDamage, readBattleIndestructible } from '../../src/cards/compile/battle-damage.js';

const dmg = (input: string) => askCdb(input).battle?.damage;

describe('CH-BATTLE-DAMAGE-ORDER, the reader', () => {
  it('[CH-BATTLE-DAMAGE-ORDER] reads who takes the damage, which battle and the change; leaves a choice or another condition unread', () => {
    expect(readBattleDamage('这张卡的战斗发生的对自己的战斗伤害由对方代受')).toMatchObject({ op: 'to-opponent', receiver: 'self', of: 'self' });
    expect(readBattleDamage('这张卡和对方怪兽进行战斗的场合，这张卡给与对方的战斗伤害变成2倍')).toMatchObject({ op: 'double', receiver: 'opponent', of: 'self', sourceOnly: true, when: 'vs-monster' });
    expect(readBattleDamage('只要这张卡在场地区域存在，自己或者对方受到战斗伤害的场合，那个数值变成1000')).toMatchObject({ op: 'set', value: 1000, receiver: 'any' });
    expect(readBattleDamage('天使族怪兽的战斗发生的对那控制者的战斗伤害变成0')).toMatchObject({ op: 'zero', receiver: 'controller', of: 'filter', filter: { race: '天使族' } });
    // the other side: a change the player may choose, or one under a condition the reader does not know
    expect(readBattleDamage('可以把自己的灵摆怪兽的战斗发生的对自己的战斗伤害变成0')).toBeNull();
    expect(readBattleDamage('自己基本分比对方少的场合，自己受到的战斗伤害变成一半')).toBeNull();
    expect(readBattleDamage('这张卡的战斗发生的战斗伤害由双方玩家承受')).toMatchObject({ op: 'both', receiver: 'any', of: 'self' });
    expect(readBattleDamage('这张卡的攻击力上升500')).toBeNull();
  });

  it('[CH-BATTLE-INDESTRUCTIBLE] reads which monsters a battle does not destroy; leaves a count or another condition unread', () => {
    expect(readBattleIndestructible('这张卡不会被战斗破坏')).toMatchObject({ op: 'indestructible', of: 'self' });
    expect(readBattleIndestructible('这个回合，自己怪兽不会被战斗破坏')).toMatchObject({ op: 'indestructible', of: 'filter', filter: { side: 'self' } });
    expect(readBattleIndestructible('装备怪兽不会被战斗破坏')).toMatchObject({ op: 'indestructible', of: 'equipped' });
    expect(readBattleIndestructible('这张卡1回合只有1次不会被战斗破坏')).toBeNull();
    expect(readBattleIndestructible('自己场上有其他怪兽存在的场合，这张卡不会被战斗破坏')).toBeNull();
    expect(readBattleIndestructible('这张卡不会被效果破坏')).toBeNull();
    // 「这张卡不会被那次战斗破坏」 (an effect activated at a battle's damage calculation): this card, in that battle only; without 那次, for good
    expect(readBattleIndestructible('这张卡不会被那次战斗破坏')).toEqual({ op: 'indestructible', receiver: 'self', of: 'self', lasts: 'battle' });
    expect(readBattleIndestructible('这张卡不会被战斗破坏')?.lasts).toBeUndefined();
    // on an effect: a condition in a clause before it leaves it unread; a damage change after it is read as before
    const e = { n: 1, kind: 'continuous', does: [] } as unknown as Parameters<typeof battleDamageOf>[0];
    battleDamageOf(e, '①：自己场上有其他怪兽存在的场合，这张卡不会被战斗破坏。');
    expect(e.battleDamage).toBeUndefined();
    battleDamageOf(e, '①：这张卡不会被战斗破坏，这张卡的战斗发生的对自己的战斗伤害变成0。');
    expect(e.battleDamage?.map((r) => r.op)).toEqual(['indestructible', 'zero']);
  });
});

describe.skipIf(!haveCards)('CH-BATTLE-DAMAGE-ORDER, the damage a user sees', () => {
  it('[CH-BATTLE-DAMAGE-ORDER] of two halvings, the narrowest is picked whichever player it protects: 伤害瘦身 of the attacked player (whose share 疾行机人 六角飞盘 copies) as of the attacker, said as an assumption (review s41)', () => {
    // The attacked player's 伤害瘦身 reaches its copied share: it applies, 六角飞盘's halving of both does not (docs/c03/战斗阶段流程.rst:717–721).
    const b = askCdb('{回合:A 阶段:伤害计算 攻击:A:疾行机人 六角飞盘→B:青眼白龙 A场:疾行机人 六角飞盘 B场:青眼白龙 本回合:B:伤害瘦身} 伤害计算');
    expect(b.battle?.damage).toEqual({ A: 2900, B: 1450 });
    expect(b.assumptions.some((x) => x.includes('伤害瘦身') && x.includes('范围最窄'))).toBe(true);
    // The mirror: the attacker's player's 伤害瘦身.
    const a = askCdb('{回合:A 阶段:伤害计算 攻击:A:疾行机人 六角飞盘→B:青眼白龙 A场:疾行机人 六角飞盘 B场:青眼白龙 本回合:A:伤害瘦身} 伤害计算');
    expect(a.battle?.damage).toEqual({ A: 1450, B: 2900 });
    expect(a.assumptions.some((x) => x.includes('伤害瘦身') && x.includes('范围最窄'))).toBe(true);
    // No narrow halving: 六角飞盘 halves both shares, no pick to say.
    const none = askCdb('{回合:A 阶段:伤害计算 攻击:A:疾行机人 六角飞盘→B:青眼白龙 A场:疾行机人 六角飞盘 B场:青眼白龙} 伤害计算');
    expect(none.battle?.damage).toEqual({ A: 1450, B: 1450 });
    expect(none.assumptions.some((x) => x.includes('范围最窄'))).toBe(false);
  });
  it('[CH-BATTLE-DAMAGE-ORDER] a copy for the other player (「让对方也承受」) and a move of the damage itself (「由对方代受」) both apply to one damage, each once: the attacked Fairy 亚马逊剑士 beside 权威者·许珀里翁 sends the attacker’s controller two damages', () => {
    // the attacked monster loses 1500: copied to the attacker's controller, then itself moved there too
    expect(dmg('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:亚马逊剑士 A场:亚马逊剑士,权威者·许珀里翁,DNA改造手术(宣言:天使族) B场:青眼白龙} 伤害计算')).toEqual({ A: 0, B: 3000 });
    // not a Fairy: only the move applies
    expect(dmg('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:亚马逊剑士 A场:亚马逊剑士,权威者·许珀里翁 B场:青眼白龙} 伤害计算')).toEqual({ A: 0, B: 1500 });
    // a Fairy with no move of its own: the copy only, both players take it
    expect(dmg('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,权威者·许珀里翁,DNA改造手术(宣言:天使族) B场:青眼白龙} 伤害计算')).toEqual({ A: 2000, B: 2000 });
  });
  it('[CH-BATTLE-DAMAGE-ORDER] a damage moved to the other player is not moved back; 0 after a move applies to whoever takes it now', () => {
    // 亚马逊剑士 loses: its controller's damage goes to the opponent; it wins: 次元壁 sends the opponent's damage back, once.
    expect(dmg('{回合:A 阶段:战斗步骤 攻击:A:亚马逊剑士→B:青眼白龙 A场:亚马逊剑士 B场:青眼白龙,次元壁(盖)} C1 B:次元壁')).toEqual({ A: 0, B: 1500 });
    expect(dmg('{回合:A 阶段:战斗步骤 攻击:A:亚马逊剑士→B:三眼怪 A场:亚马逊剑士 B场:三眼怪,次元壁(盖)} C1 B:次元壁')).toEqual({ A: 500, B: 0 });
    // without 次元壁 the winner's damage stays where it is
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:亚马逊剑士→B:三眼怪 A场:亚马逊剑士 B场:三眼怪} 伤害计算')).toEqual({ A: 0, B: 500 });
    // 大薰风的球风 moves its 500 to 黑羽-铠翼鸦's controller, whose own change then makes it 0
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:大薰风的球风→B:黑羽-铠翼鸦 A场:大薰风的球风 B场:黑羽-铠翼鸦} 伤害计算')).toEqual({ A: 0, B: 0 });
  });

  it('[CH-BATTLE-DAMAGE-ORDER] several doublings (order 7) count once: only one applies to the calculation — the narrowest that reaches a damage (「这张卡给与对方的」 before 「双方的」) — and it changes only the damages it fits (docs/c03/战斗阶段流程.rst:721)', () => {
    // 异色眼灵摆龙 and 动作魔法-完全转弯 against 疾行机人 六角飞盘 (both take it, both halved): 异色眼’s doubling applies, the opponent’s share only
    const both = askCdb('{回合:A 阶段:伤害计算 攻击:A:异色眼灵摆龙→B:疾行机人 六角飞盘 A场:异色眼灵摆龙 B场:疾行机人 六角飞盘 本回合:A:动作魔法-完全转弯} 伤害计算').battle;
    expect(both?.damage).toEqual({ A: 1200, B: 2400 });
    expect(both?.changedBy).not.toContain('动作魔法-完全转弯');
    // the other side: 完全转弯 the only doubling — it reaches both shares, each cancelled by the halving
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:疾行机人 六角飞盘 A场:青眼白龙 B场:疾行机人 六角飞盘 本回合:A:动作魔法-完全转弯} 伤害计算')).toEqual({ A: 2900, B: 2900 });
    // one damage, two doublings: doubled once
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:异色眼灵摆龙→B:三眼怪 A场:异色眼灵摆龙 B场:三眼怪 本回合:A:动作魔法-完全转弯} 伤害计算')).toEqual({ A: 0, B: 3000 });
    // in the damage step, a chain that leaves 完全转弯 applying after the turn’s activation of it: the same
    expect(dmg('{回合:A 阶段:伤害步骤 攻击:A:异色眼灵摆龙→B:疾行机人 六角飞盘 A场:异色眼灵摆龙 B场:疾行机人 六角飞盘 A手:动作魔法-完全转弯} C1 A:动作魔法-完全转弯')).toEqual({ A: 1200, B: 2400 });
  });

  it('[CH-BATTLE-DAMAGE-ORDER] which of several doublings of different reach applies (the narrowest) is the engine\'s inference from the example at docs/c03/战斗阶段流程.rst:721, not a rule the reference states: the answer says so in its assumptions — and only when the pick changed a damage', () => {
    const said = (a: ReturnType<typeof askCdb>) => a.assumptions.filter((x) => x.includes('范围最窄'));
    // 异色眼灵摆龙 (「这张卡给与对方的」) and 完全转弯 (「双方的」) against 疾行机人 六角飞盘: both reach a damage, 异色眼 picked — said
    const both = askCdb('{回合:A 阶段:伤害计算 攻击:A:异色眼灵摆龙→B:疾行机人 六角飞盘 A场:异色眼灵摆龙 B场:疾行机人 六角飞盘 本回合:A:动作魔法-完全转弯} 伤害计算');
    expect(both.battle?.damage).toEqual({ A: 1200, B: 2400 });
    expect(said(both)).toHaveLength(1);
    expect(said(both)[0]).toContain('「异色眼灵摆龙」');
    expect(said(both)[0]).toContain('「动作魔法-完全转弯」不适用');
    // in the damage step (伤害步骤, before the calculation): the same calculation, the same word (完全转弯 resolved earlier this turn, its card gone to the GY)
    const step = askCdb('{回合:A 阶段:伤害步骤 攻击:A:异色眼灵摆龙→B:疾行机人 六角飞盘 A场:异色眼灵摆龙 B场:疾行机人 六角飞盘 A墓:动作魔法-完全转弯 本回合:A:动作魔法-完全转弯} 伤害计算');
    expect(step.battle?.damage).toEqual({ A: 1200, B: 2400 });
    expect(said(step)).toHaveLength(1);
    // the other side: one damage both doublings reach — only one applies, as the reference states (:717); no pick to say
    const one = askCdb('{回合:A 阶段:伤害计算 攻击:A:异色眼灵摆龙→B:三眼怪 A场:异色眼灵摆龙 B场:三眼怪 本回合:A:动作魔法-完全转弯} 伤害计算');
    expect(one.battle?.damage).toEqual({ A: 0, B: 3000 });
    expect(said(one)).toEqual([]);
    // 异色眼's effects negated: 完全转弯 the only doubling, nothing picked
    const negated = askCdb('{回合:A 阶段:伤害计算 攻击:A:异色眼灵摆龙→B:疾行机人 六角飞盘 A场:异色眼灵摆龙(效果无效) B场:疾行机人 六角飞盘 本回合:A:动作魔法-完全转弯} 伤害计算');
    expect(negated.battle?.damage).toEqual({ A: 2400, B: 2400 });
    expect(said(negated)).toEqual([]);
  });

  it('[CH-BATTLE-DAMAGE-ORDER] 「由双方玩家承受」 (order 2): the other player takes the same damage, which an order-3 effect may then move; nothing when there is no damage or the battle is another monster’s', () => {
    // 极星邪狼 芬里尔 (4000) beats 亚马逊剑士 (1500): both would take 2500, 亚马逊 sends its controller’s share on.
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:极星邪狼 芬里尔→B:亚马逊剑士 A场:极星邪狼 芬里尔 B场:亚马逊剑士} 伤害计算')).toEqual({ A: 5000, B: 0 });
    // A direct attack of 芬里尔: both take 4000.
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:极星邪狼 芬里尔 A场:极星邪狼 芬里尔} 伤害计算')).toEqual({ A: 4000, B: 4000 });
    // 疾行机人 六角飞盘 (100) attacked by 青眼白龙: both take 2900, then its own halving of both players’ damage (order 7).
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:疾行机人 六角飞盘 A场:青眼白龙 B场:疾行机人 六角飞盘} 伤害计算')).toEqual({ A: 1450, B: 1450 });
    // The other side: equal ATK makes no damage to copy; another monster’s battle is not 芬里尔’s.
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:极星邪狼 芬里尔→B:极星邪狼 芬里尔 A场:极星邪狼 芬里尔 B场:极星邪狼 芬里尔} 伤害计算')).toEqual({ A: 0, B: 0 });
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:青眼白龙 A场:青眼白龙,极星邪狼 芬里尔} 伤害计算')).toEqual({ A: 0, B: 3000 });
  });

  it('[CH-BATTLE-DAMAGE-ORDER] halving and doubling cancel out; a fixed value is the smallest; a gain replaces the damage', () => {
    // 青眼混沌极龙 pierces for twice the difference (order 1), 伤害瘦身 halves it again (order 7)
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:青眼混沌极龙→B:三眼怪 A场:青眼混沌极龙 B场:三眼怪(守)} 伤害计算')).toEqual({ A: 0, B: 6800 });
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:青眼混沌极龙→B:三眼怪 A场:青眼混沌极龙 B场:三眼怪(守) 本回合:B:伤害瘦身} 伤害计算')).toEqual({ A: 0, B: 3400 });
    // 心眼之祭殿 and 潜艇机人 (its original ATK 800): 800
    expect(dmg('{回合:A 阶段:伤害计算 攻击:A:潜艇机人 A场:潜艇机人,心眼之祭殿} 伤害计算')).toEqual({ A: 0, B: 800 });
    const heal = askCdb('{回合:B 阶段:伤害计算 攻击:B:卫生兵 肌肉大汉 B场:卫生兵 肌肉大汉} 伤害计算').battle;
    expect(heal).toMatchObject({ damage: { A: 0, B: 0 }, gain: { A: 2200, B: 0 }, rules: ['CH-BATTLE-DAMAGE', 'CH-BATTLE-DAMAGE-ORDER'] });
    // the other side: nothing that changes damage, nothing said
    const plain = askCdb('{回合:B 阶段:伤害计算 攻击:B:青眼白龙 B场:青眼白龙} 伤害计算').battle;
    expect(plain).toMatchObject({ damage: { A: 3000, B: 0 }, rules: ['CH-BATTLE-DAMAGE'] });
    expect(plain?.changedBy).toBeUndefined();
  });

  it('[CH-ATTACKER-DEFENSE] a monster attacking in Defense Position is the attacker and battles with its DEF', () => {
    // 超重武者 大弁庆-K (1000/3500) listed in Defense Position as the attacker: 3500 against 青眼白龙 at 3500 — both destroyed
    const b = askCdb('{回合:A 阶段:伤害计算 攻击:A:超重武者 大弁庆-K→B:青眼白龙 A场:超重武者 大弁庆-K(守) B场:青眼白龙(攻3500)} 伤害计算').battle;
    expect(b).toMatchObject({ attackerValue: 3500, damage: { A: 0, B: 0 } });
    expect(b?.destroyed.map((c) => c.name).sort()).toEqual(['超重武者 大弁庆-K', '青眼白龙'].sort());
    // still the attacking monster: 次元幽闭 (「攻击怪兽」) may target it
    expect(askCdb('{回合:A 阶段:战斗步骤 攻击:A:超重武者 大弁庆-K→B:三眼怪 A场:超重武者 大弁庆-K(守) B场:三眼怪,次元幽闭(盖)} C1 B:次元幽闭→超重武者 大弁庆-K').links[0]).toMatchObject({ legal: true, outcome: 'resolved' });
    // the other side: in Attack Position it battles with its ATK
    expect(askCdb('{回合:A 阶段:伤害计算 攻击:A:超重武者 大弁庆-K→B:三眼怪 A场:超重武者 大弁庆-K B场:三眼怪} 伤害计算').battle).toMatchObject({ attackerValue: 1000, damage: { A: 0, B: 0 } });
  });

  it('[CH-DAMAGE-CALC-IN-LINK] below 魔术臂盾’s damage calculation a Normal Summon or a Fusion Summon does nothing; a summon treated as a Fusion Summon still applies', () => {
    const input = (card: string) => `{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,黑魔术师,${card}(盖) B场:三眼怪,魔术臂盾(盖) A手:青眼白龙 A墓:三眼怪} C1 A:${card} C2 B:魔术臂盾→黑魔术师`;
    for (const card of ['对手见冤家', '瞬间融合', '辉石融合']) {
      const a = askCdb(input(card));
      expect(a.links.map((l) => [l.outcome, l.by])).toEqual([['no-effect', 2], ['resolved', null]]);
      expect(a.links[0]!.rules).toContain('CH-DAMAGE-CALC-IN-LINK');
    }
    // the other side: without 魔术臂盾 the summon is made; 法之圣典 (当作融合召唤) applies below it
    expect(askCdb('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,对手见冤家(盖) B场:三眼怪 A手:青眼白龙} C1 A:对手见冤家').links[0]!.outcome).toBe('resolved');
    expect(askCdb('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,黑魔术师,召唤兽 梅尔卡巴,法之圣典(盖) B场:三眼怪,魔术臂盾(盖)} C1 A:法之圣典 [cost:解放 召唤兽 梅尔卡巴] C2 B:魔术臂盾→黑魔术师').links[0]!.outcome).toBe('resolved');
  });

  it('[CH-BATTLE-INDESTRUCTIBLE] a monster an effect keeps from battle destruction loses the battle but stays; the opponent’s monster is destroyed as usual', () => {
    // 和睦的使者 resolved in this chain: B's 黑魔术师 loses to 青眼白龙 and stays, B takes no damage.
    const kept = askCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师} C1 B:和睦的使者 伤害计算').battle;
    expect(kept).toMatchObject({ destroyed: [], damage: { A: 0, B: 0 }, rules: ['CH-BATTLE-DAMAGE', 'CH-BATTLE-DAMAGE-ORDER', 'CH-BATTLE-INDESTRUCTIBLE'] });
    expect(String(kept?.reason)).toContain('不会被战斗破坏');
    // earlier this turn (本回合:) the same; negated, it does nothing
    expect(askCdb('{回合:A 阶段:伤害计算 A场:青眼白龙 B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师 本回合:B:和睦的使者} 伤害计算').battle?.destroyed).toEqual([]);
    expect(askCdb('{回合:A 阶段:伤害计算 A场:青眼白龙 B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师 本回合:B:和睦的使者(无效)} 伤害计算').battle?.destroyed.map((c) => c.name)).toEqual(['黑魔术师']);
    // the other side: it keeps only its controller's monsters — A's 黑魔术师 attacking into B's 青眼白龙 is destroyed, A takes 500
    const other = askCdb('{回合:A 阶段:战斗步骤 A场:黑魔术师 B场:青眼白龙 攻击:A:黑魔术师→B:青眼白龙} C1 B:和睦的使者 伤害计算').battle;
    expect(other?.destroyed.map((c) => c.name)).toEqual(['黑魔术师']);
    expect(other?.damage).toEqual({ A: 500, B: 0 });
  });

  it('[CH-UNAFFECTED-BATTLE-PROOF] a monster unaffected by Traps does not get 和睦的使者’s protection: it is destroyed by battle (the damage is still 0); an affected one stays', () => {
    const b = askCdb('{回合:B 阶段:战斗步骤 A场:元素英雄 荒野侠 B场:青眼白龙 攻击:B:青眼白龙→A:元素英雄 荒野侠} C1 A:和睦的使者 伤害计算').battle;
    expect(b?.destroyed.map((c) => c.name)).toEqual(['元素英雄 荒野侠']);
    expect(b?.damage).toEqual({ A: 0, B: 0 });
    expect(b?.rules).toContain('CH-UNAFFECTED-BATTLE-PROOF');
    // the other side: 黑魔术师 is affected by Traps and stays
    expect(askCdb('{回合:B 阶段:战斗步骤 A场:黑魔术师 B场:青眼白龙 攻击:B:青眼白龙→A:黑魔术师} C1 A:和睦的使者 伤害计算').battle?.destroyed).toEqual([]);
  });

  it('[CH-BATTLE-INDESTRUCTIBLE-VS] 「不会被和攻击力1900以上的怪兽的战斗破坏」 spares the monster only against a monster battling with that value — the DEF of one attacking in Defense Position', () => {
    expect(readBattleIndestructible('这张卡不会被和攻击力1900以上的怪兽的战斗破坏')).toMatchObject({ op: 'indestructible', of: 'self', vs: { atkMin: 1900 } });
    // 冰结界的修验者 (1500) attacked by 青眼白龙 (3000): it stays, its controller still takes 1500
    const big = askCdb('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:冰结界的修验者 A场:青眼白龙 B场:冰结界的修验者} 伤害计算').battle;
    expect(big).toMatchObject({ destroyed: [], damage: { A: 0, B: 1500 } });
    expect(big?.rules).toContain('CH-BATTLE-INDESTRUCTIBLE-VS');
    // the other side of the rule: 黑森林的魔女 (1100) attacking it in Defense Position (DEF 1000) destroys it
    expect(askCdb('{回合:A 阶段:伤害计算 攻击:A:黑森林的魔女→B:冰结界的修验者 A场:黑森林的魔女 B场:冰结界的修验者(守)} 伤害计算').battle?.destroyed.map((c) => c.name)).toEqual(['冰结界的修验者']);
    // it attacks 青眼白龙 itself: still a battle with a monster of 1900 or more — it stays
    expect(askCdb('{回合:A 阶段:伤害计算 攻击:A:冰结界的修验者→B:青眼白龙 A场:冰结界的修验者 B场:青眼白龙} 伤害计算').battle).toMatchObject({ destroyed: [], damage: { A: 1500, B: 0 } });
    // 超重神鬼 酒吞童子-G (ATK 500, DEF 2500) attacking in Defense Position battles with 2500: 小走鹃 stays
    expect(askCdb('{回合:A 阶段:伤害计算 攻击:A:超重神鬼 酒吞童子-G→B:小走鹃 A场:超重神鬼 酒吞童子-G(守) B场:小走鹃} 伤害计算').battle?.destroyed).toEqual([]);
    // 「不会被攻击力1900以下的怪兽战斗破坏」 (异次元龙, old words without 「和」): spared by 黑森林的魔女 (1100), destroyed by 青眼白龙
    expect(askCdb('{回合:A 阶段:伤害计算 攻击:A:黑森林的魔女→B:异次元龙 A场:黑森林的魔女 B场:异次元龙(攻0)} 伤害计算').battle?.destroyed).toEqual([]);
    expect(askCdb('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:异次元龙 A场:青眼白龙 B场:异次元龙} 伤害计算').battle?.destroyed.map((c) => c.name)).toEqual(['异次元龙']);
    // its effects negated, the protection is gone
    expect(askCdb('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:冰结界的修验者 A场:青眼白龙 B场:冰结界的修验者(效果无效)} 伤害计算').battle?.destroyed.map((c) => c.name)).toEqual(['冰结界的修验者']);
  });

  it('[CH-BATTLE-INDESTRUCTIBLE] an imported monster whose text says it cannot be destroyed by battle stays; a monster without it is destroyed', () => {
    // 青眼双爆裂龙 is read from cards.cdb (「这张卡不会被战斗破坏」): attacked by a stronger monster, or attacking one, it stays; B still takes 1500
    const attacked = askCdb('{回合:A 阶段:伤害计算 A场:青眼究极龙 B场:青眼双爆裂龙 攻击:A:青眼究极龙→B:青眼双爆裂龙} 伤害计算').battle;
    expect(attacked).toMatchObject({ destroyed: [], damage: { A: 0, B: 1500 } });
    expect(attacked?.rules).toContain('CH-BATTLE-INDESTRUCTIBLE');
    expect(askCdb('{回合:B 阶段:伤害计算 A场:青眼究极龙 B场:青眼双爆裂龙 攻击:B:青眼双爆裂龙→A:青眼究极龙} 伤害计算').battle?.destroyed).toEqual([]);
    // its effects negated — in this chain (禁忌的圣杯, damage step) or earlier (`(效果无效)`) — it is destroyed; negating the attacker changes nothing for it
    const grail = askCdb('{回合:A 阶段:伤害计算前 A场:青眼究极龙 B场:青眼双爆裂龙 攻击:A:青眼究极龙→B:青眼双爆裂龙} C1 B:禁忌的圣杯 → 青眼双爆裂龙 伤害计算').battle;
    expect(grail?.destroyed.map((c) => c.name)).toEqual(['青眼双爆裂龙']);
    expect(grail?.damage).toEqual({ A: 0, B: 1100 });
    expect(askCdb('{回合:A 阶段:伤害计算 A场:青眼究极龙 B场:青眼双爆裂龙(效果无效) 攻击:A:青眼究极龙→B:青眼双爆裂龙} 伤害计算').battle?.destroyed.map((c) => c.name)).toEqual(['青眼双爆裂龙']);
    expect(askCdb('{回合:A 阶段:伤害计算前 A场:青眼究极龙 B场:青眼双爆裂龙 攻击:A:青眼究极龙→B:青眼双爆裂龙} C1 A:禁忌的圣杯 → 青眼究极龙 伤害计算').battle?.destroyed).toEqual([]);
    // the other side: 青眼白龙 has no such text
    expect(askCdb('{回合:A 阶段:伤害计算 A场:青眼究极龙 B场:青眼白龙 攻击:A:青眼究极龙→B:青眼白龙} 伤害计算').battle?.destroyed.map((c) => c.name)).toEqual(['青眼白龙']);
  });
});


describe.skipIf(!haveCards)('CH-BATTLE-FLIPPED, a face-down monster attacked', () => {
  it('[CH-BATTLE-FLIPPED] a face-down 冥界浊龙 龙叹 (「不会被战斗破坏」) is flipped before damage calculation: its protection applies, as when face-up', () => {
    const down = askCdb('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:冥界浊龙 龙叹 A场:青眼白龙 B场:冥界浊龙 龙叹(盖)} 伤害计算').battle;
    expect(down?.destroyed).toEqual([]);
    expect(down?.targetPosition).toBe('defense');
    expect(down?.rules).toContain('CH-BATTLE-FLIPPED');
    const up = askCdb('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:冥界浊龙 龙叹 A场:青眼白龙 B场:冥界浊龙 龙叹(守)} 伤害计算').battle;
    expect(up?.destroyed).toEqual([]);
    expect(up?.rules).not.toContain('CH-BATTLE-FLIPPED');
  });

  it('[CH-BATTLE-FLIPPED] the other side: a face-down monster with no protection is destroyed by the higher ATK, with its DEF used', () => {
    const b = askCdb('{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪(盖)} 伤害计算').battle;
    expect(b?.destroyed.map((c) => c.name)).toEqual(['三眼怪']);
    expect(b?.targetValue).toBe(600);
    expect(b?.damage).toEqual({ A: 0, B: 0 });
  });
});

describe('CH-BATTLE-INDESTRUCTIBLE, 「那只自己怪兽不会被那次战斗破坏」 of an effect activated at the damage calculation', () => {
  it('[CH-BATTLE-INDESTRUCTIBLE] the compiler reads 命运英雄 梦乡人: its controller\'s monster of that battle is not destroyed, its own battle damage 0 (that battle, not one of this card), activated only while its own 「命运英雄」 monster battles', () => {
    const e = { n: 1, kind: 'quick', does: [] } as unknown as Parameters<typeof battleDamageOf>[0];
    battleDamageOf(e, '①：这张卡在墓地存在，自己的「命运英雄」怪兽进行战斗的伤害计算时才能发动。这张卡从墓地特殊召唤，那只自己怪兽不会被那次战斗破坏，那次战斗发生的对自己的战斗伤害变成0。');
    expect(e.battleDamage).toEqual([
      { op: 'indestructible', receiver: 'self', of: 'filter', filter: { side: 'self' }, lasts: 'battle' },
      expect.objectContaining({ op: 'zero', receiver: 'self', of: 'any', lasts: 'battle' }),
    ]);
    // the other side: a step of another card before it that is a condition (「…的场合，」) leaves it unread
    expect(readBattleIndestructible('这张卡被攻击的场合，那只自己怪兽不会被那次战斗破坏')).toBeNull();
  });

  it.skipIf(!haveCards)('[CH-BATTLE-INDESTRUCTIBLE] 命运英雄 梦乡人 at the damage calculation of its own 命运英雄 钻石人: 钻石人 is not destroyed and A takes 0; with 三眼怪 battling (no 「命运英雄」) it cannot be activated, and 三眼怪 is destroyed', () => {
    const a = askCdb('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:命运英雄 钻石人 A场:命运英雄 钻石人 B场:青眼白龙 A墓:命运英雄 梦乡人} C1 A:命运英雄 梦乡人');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.battle?.destroyed).toEqual([]);
    expect(a.battle?.damage).toEqual({ A: 0, B: 0 });
    const no = askCdb('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪 B场:青眼白龙 A墓:命运英雄 梦乡人} C1 A:命运英雄 梦乡人');
    expect(no.links[0]!.legal).toBe(false);
    const none = askCdb('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:命运英雄 钻石人 A场:命运英雄 钻石人 B场:青眼白龙} 伤害计算');
    expect(none.battle?.destroyed.map((c) => c.name)).toEqual(['命运英雄 钻石人']);
    expect(none.battle?.damage).toEqual({ A: 1600, B: 0 });
  });
});
