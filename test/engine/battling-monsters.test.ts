// Three rules of the Battle Phase and equip chapters of the rules reference (issue 16), with cards read from
// the shared cards.cdb:
// - CH-BATTLING-MONSTERS (docs/c03/战斗阶段流程.rst:828, :802): 「那些进行战斗的(各自／双方)怪兽」 are the two monsters of
//   the battle going on, and 「攻击怪兽」 is the attacking monster — the compiler reads them so, the engine takes them
//   from the situation's `攻击:` (not a choice among monsters, nor the cards of a triggering event);
// - CH-BATTLE-DESTROYED-STAYS (docs/c03/战斗阶段流程.rst:858–863): a monster destroyed by battle waits in the Monster
//   Zone for the damage step to end and cannot go back to the hand, the Deck or the Extra Deck — a step after
//   「那之后」 that needs the return does not happen;
// - CH-DAMAGE-CALC-ATTACKER-GONE (docs/c03/战斗阶段流程.rst:1011–1016): an effect that moves the battle and performs the
//   damage calculation does nothing once the attacker left the Monster Zone or changed control in the chain;
// - CH-DESTROYER-LEFT (docs/c03/战斗阶段流程.rst:950–976): a trigger of 「这张卡战斗破坏对方怪兽的场合」 needs its monster still on
//   the field — destroyed in the same battle, or removed by an effect after damage calculation, it cannot be activated;
// - CH-EQUIP-HOLDER-GONE (docs/c03/装备卡.rst:62–69): an effect that equips cards to its own monster (「…给这张卡装备」)
//   does nothing once that monster is not face-up in the Monster Zone at resolution — no card is chosen or equipped;
// - CH-EQUIP-OWN-MONSTER (docs/c03/装备卡.rst:72–80): a Union equips only a monster its controller controls, and
//   「给那只自己怪兽装备」 names one: when the opponent took the target in the chain, the card is sent to the GY by rule.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the battling-monster, battle-destroyed and own-monster equip rules', CARDS_DB);

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));
const verdicts = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}${l.by ? `@${l.by}` : ''}`);

describe.skipIf(!haveCards)('the monsters of the battle, and what a battle-destroyed monster cannot do', () => {
  it('[CH-BATTLING-MONSTERS] 雾动机龙·剑龙① destroys both monsters of the battle, not itself; 异次元的女战士 banishes both, the one destroyed by battle too', () => {
    const a = askCdb('{回合:A 阶段:伤害计算后 攻击:A:异色眼灵摆龙→B:三眼怪 A场:异色眼灵摆龙,雾动机龙·剑龙 B场:三眼怪(战斗破坏)} C1 A:雾动机龙·剑龙①');
    expect(verdicts(a)).toEqual(['C1:legal:resolved']);
    expect(moved(a, 'destroyed').sort()).toEqual(['三眼怪', '异色眼灵摆龙']);
    expect(a.links[0]!.rules).toContain('CH-BATTLING-MONSTERS');
    const b = askCdb('{回合:A 阶段:伤害计算后 攻击:A:异次元的女战士→B:三眼怪 A场:异次元的女战士 B场:三眼怪(战斗破坏)} C1 A:异次元的女战士');
    expect(moved(b, 'banished').sort()).toEqual(['三眼怪', '异次元的女战士']);
  });

  it('[CH-BATTLING-MONSTERS] 「攻击怪兽」 is the attacker: 朱罗纪翼龙 returns the monster that attacked it, 三千根针 destroys it — not the other monster on that field', () => {
    const a = askCdb('{回合:B 阶段:伤害计算后 攻击:B:青眼白龙→A:朱罗纪翼龙 A场:朱罗纪翼龙(战斗破坏) B场:青眼白龙,黑魔术师} C1 A:朱罗纪翼龙');
    expect(moved(a, 'returned-to-hand')).toEqual(['青眼白龙']);
    const b = askCdb('{回合:B 阶段:伤害步骤结束时 攻击:B:黑魔术师→A:三千根针 A场:三千根针(守) B场:黑魔术师,青眼白龙} C1 A:三千根针');
    expect(moved(b, 'destroyed')).toEqual(['黑魔术师']);
  });

  it('[CH-BATTLING-MONSTERS] 「那只怪兽」 of a trigger timed in its own battle (英豪挑战者 夜袭之提灯兵, before damage calculation) is the monster it battles: that one is destroyed, not itself nor another monster of that field', () => {
    const a = askCdb('{回合:A 阶段:伤害计算前 攻击:A:英豪挑战者 夜袭之提灯兵→B:变形壶 A场:英豪挑战者 夜袭之提灯兵 B场:变形壶(守),三眼怪(守)} C1 A:英豪挑战者 夜袭之提灯兵');
    expect(verdicts(a)).toEqual(['C1:legal:resolved']);
    expect(moved(a, 'destroyed')).toEqual(['变形壶']);
    expect(a.links[0]!.rules).toContain('CH-BATTLING-MONSTERS');
  });

  it('[CH-BATTLE-DESTROYED-STAYS] 龙星的九支 negating 玄翼龙 黑羽 destroyed by battle: it does not go back to the Deck, and the 「那之后」 destruction does not happen; a monster not destroyed by battle goes back and the 龙星 card is destroyed', () => {
    const a = askCdb('{回合:B 阶段:伤害计算后 攻击:B:青眼白龙→A:玄翼龙 黑羽 A场:玄翼龙 黑羽(战斗破坏) B场:青眼白龙,光龙星-螭吻,龙星的九支(盖)} C1 A:玄翼龙 黑羽 C2 B:龙星的九支');
    expect(verdicts(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(a.links[1]!.rules).toContain('CH-BATTLE-DESTROYED-STAYS');
    expect(moved(a, 'returned-to-deck')).toEqual([]);
    expect(moved(a, 'destroyed')).toEqual([]);
    const b = askCdb('{回合:B 阶段:伤害计算后 攻击:B:红莲魔龙→A:三眼怪 A场:三眼怪(战斗破坏),光龙星-螭吻,龙星的九支(盖) B场:红莲魔龙} C1 B:红莲魔龙① C2 A:龙星的九支');
    expect(moved(b, 'returned-to-deck')).toEqual(['红莲魔龙']);
    expect(moved(b, 'destroyed')).toEqual(['光龙星-螭吻']);
    expect(b.links[1]!.rules).not.toContain('CH-BATTLE-DESTROYED-STAYS');
  });
});

describe.skipIf(!haveCards)('a trigger of the monster that destroyed by battle', () => {
  it('[CH-DESTROYER-LEFT] 冥界浊龙 龙叹② and 元素英雄 新星主① in the GY at the end of the damage step (destroyed too) cannot be activated; still on the field they can', () => {
    const gone = askCdb('{回合:A 阶段:伤害步骤结束时 攻击:A:冥界浊龙 龙叹→B:三眼怪 A墓:冥界浊龙 龙叹 B墓:三眼怪} C1 A:冥界浊龙 龙叹②');
    expect(verdicts(gone)).toEqual(['C1:illegal:illegal']);
    expect(gone.links[0]!.rules).toContain('CH-DESTROYER-LEFT');
    expect(askCdb('{回合:A 阶段:伤害步骤结束时 攻击:A:冥界浊龙 龙叹→B:三眼怪 A场:冥界浊龙 龙叹 B场:三眼怪(战斗破坏)} C1 A:冥界浊龙 龙叹②').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:伤害步骤结束时 攻击:A:元素英雄 新星主→B:三眼怪 A墓:元素英雄 新星主 B墓:三眼怪} C1 A:元素英雄 新星主①').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:伤害步骤结束时 攻击:A:元素英雄 新星主→B:三眼怪 A场:元素英雄 新星主 B墓:三眼怪} C1 A:元素英雄 新星主①').links[0]!.legal).toBe(true);
  });

  it('[CH-DESTROYER-LEFT] the other side: a trigger of this card being destroyed by battle (玄翼龙 黑羽-type 「这张卡被战斗破坏」, 索利德异虫 from the GY) is not barred', () => {
    const a = askCdb('{回合:B 阶段:伤害步骤结束时 攻击:B:青眼白龙→A:索利德异虫 A墓:索利德异虫 B场:青眼白龙} C1 A:索利德异虫');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).not.toContain('CH-DESTROYER-LEFT');
  });
});

describe.skipIf(!haveCards)('a damage calculation performed by a chain link, with the attacker gone', () => {
  it('[CH-DAMAGE-CALC-ATTACKER-GONE] No.38 希望魁龙 银河巨神② answered by 强制脱出装置 on the attacker does nothing; on another monster it still resolves', () => {
    const gone = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,No.38 希望魁龙 银河巨神,强制脱出装置(盖) B场:青眼白龙} C1 A:No.38 希望魁龙 银河巨神② C2 A:强制脱出装置→青眼白龙');
    expect(verdicts(gone)).toEqual(['C1:legal:no-effect', 'C2:legal:resolved']);
    expect(gone.links[0]!.rules).toContain('CH-DAMAGE-CALC-ATTACKER-GONE');
    const other = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,No.38 希望魁龙 银河巨神,强制脱出装置(盖) B场:青眼白龙,黑魔术师} C1 A:No.38 希望魁龙 银河巨神② C2 A:强制脱出装置→黑魔术师');
    expect(verdicts(other)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });

  it('[CH-DAMAGE-CALC-ATTACKER-GONE] 超重武者 松明-2② answered by 敌人控制器 taking the attacker does nothing; answered by 月之书 on itself it still applies', () => {
    expect(verdicts(askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,超重武者 松明-2,敌人控制器(盖) B场:青眼白龙,黑魔术师} C1 A:超重武者 松明-2② C2 A:敌人控制器[●2]→青眼白龙 [cost:解放 三眼怪]'))).toEqual(['C1:legal:no-effect', 'C2:legal:resolved']);
    expect(verdicts(askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,超重武者 松明-2,月之书(盖) B场:青眼白龙} C1 A:超重武者 松明-2② C2 A:月之书→超重武者 松明-2'))).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });
});

describe.skipIf(!haveCards)('equipping a monster the opponent took in the chain', () => {
  it('[CH-EQUIP-OWN-MONSTER] the Union C-粉碎翼龙 equipping itself to a monster the opponent took by 敌人控制器 is sent to the GY by rule; to a monster still mine it is equipped', () => {
    const a = askCdb('{回合:A A场:C-粉碎翼龙,电子龙 B场:敌人控制器(盖),三眼怪} C1 A:C-粉碎翼龙[●1]→电子龙 C2 B:敌人控制器[●2]→电子龙 [cost:解放 三眼怪]');
    expect(a.links[0]!.rules).toContain('CH-EQUIP-OWN-MONSTER');
    expect(a.events.find((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === 'C-粉碎翼龙'))?.cause).toBe('rule');
    expect(a.events.some((e) => e.type === 'equipped')).toBe(false);
    const mine = askCdb('{回合:A A场:C-粉碎翼龙,电子龙} C1 A:C-粉碎翼龙[●1]→电子龙');
    expect(mine.events.some((e) => e.type === 'equipped')).toBe(true);
    expect(mine.links[0]!.rules).not.toContain('CH-EQUIP-OWN-MONSTER');
  });

  it('[CH-EQUIP-OWN-MONSTER] 暴君爆风龙② (「给那只自己怪兽装备」) whose target changed control is sent to the GY; untouched, it moves to the Spell & Trap Zone equipped', () => {
    const a = askCdb('{回合:A A场:暴君爆风龙,黑魔术师 B场:敌人控制器(盖),三眼怪} C1 A:暴君爆风龙②→黑魔术师 C2 B:敌人控制器[●2]→黑魔术师 [cost:解放 三眼怪]');
    expect(moved(a, 'sent-to-gy')).toContain('暴君爆风龙');
    expect(a.events.some((e) => e.type === 'equipped')).toBe(false);
    const b = askCdb('{回合:A A场:暴君爆风龙,黑魔术师} C1 A:暴君爆风龙②→黑魔术师');
    expect(b.events.some((e) => e.type === 'equipped' && e.cards.some((c) => c.name === '暴君爆风龙'))).toBe(true);
    expect(moved(b, 'sent-to-gy')).not.toContain('暴君爆风龙');
  });

  it('[CH-EQUIP-OWN-MONSTER] 同盟格纳库② picks a Union from the Deck 「给那只怪兽装备」: its target taken by 敌人控制器, nothing is picked or equipped; still mine, the Union (not 同盟格纳库) is equipped to it', () => {
    const a = askCdb('{回合:A A场:同盟格纳库,电子龙 A卡组:A-突击核 B场:敌人控制器(盖),三眼怪} C1 A:同盟格纳库②→电子龙 C2 B:敌人控制器[●2]→电子龙 [cost:解放 三眼怪]');
    expect(a.links[0]!.rules).toContain('CH-EQUIP-OWN-MONSTER');
    expect(a.events.some((e) => e.type === 'equipped')).toBe(false);
    const mine = askCdb('{回合:A A场:同盟格纳库,电子龙 A卡组:A-突击核} C1 A:同盟格纳库②→电子龙');
    expect(mine.links[0]!.rules).not.toContain('CH-EQUIP-OWN-MONSTER');
    expect(mine.events.filter((e) => e.type === 'equipped').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['A-突击核']);
  });

  it('[CH-COST-SELF] a cost detaching one of its own Xyz Materials needs the monster in the Monster Zone: 神骑 矢车菊圣人马② from the GY at the end of the damage step cannot be activated; on the field it can', () => {
    const gy = askCdb('{回合:A 阶段:伤害步骤结束时 攻击:A:神骑 矢车菊圣人马→B:三眼怪 A墓:神骑 矢车菊圣人马 B场:三眼怪} C1 A:神骑 矢车菊圣人马②');
    expect(verdicts(gy)).toEqual(['C1:illegal:illegal']);
    expect(gy.links[0]!.rules).toContain('CH-COST-SELF');
    const field = askCdb('{回合:A 阶段:伤害步骤结束时 攻击:A:神骑 矢车菊圣人马→B:三眼怪 A场:神骑 矢车菊圣人马 B场:三眼怪} C1 A:神骑 矢车菊圣人马②');
    expect(field.links[0]!.legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('equipping cards to the effect’s own monster', () => {
  it('[CH-EQUIP-HOLDER-GONE] 甲虫装机 豆娘① (from the hand or GY, to this card) bounced by 强制脱出装置 in the chain does nothing; 妖精传姬-辛德瑞拉② turned face-down by 月之书 likewise; unanswered they resolve', () => {
    const bounced = askCdb('{回合:A A场:甲虫装机 豆娘 A墓:甲虫装机 大黄蜂 B场:强制脱出装置(盖)} C1 A:甲虫装机 豆娘① C2 B:强制脱出装置→甲虫装机 豆娘');
    expect(verdicts(bounced)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(bounced.links[0]!.rules).toContain('CH-EQUIP-HOLDER-GONE');
    expect(verdicts(askCdb('{回合:A A场:妖精传姬-辛德瑞拉 A手:旋风 B场:月之书(盖)} C1 A:妖精传姬-辛德瑞拉② C2 B:月之书→妖精传姬-辛德瑞拉'))).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    const alone = askCdb('{回合:A A场:甲虫装机 豆娘 A墓:甲虫装机 大黄蜂} C1 A:甲虫装机 豆娘①');
    expect(verdicts(alone)).toEqual(['C1:legal:resolved']);
    expect(alone.links[0]!.rules).not.toContain('CH-EQUIP-HOLDER-GONE');
  });
});
