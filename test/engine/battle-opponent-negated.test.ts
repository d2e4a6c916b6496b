// CH-BATTLE-OPPONENT-NEGATED (rules reference docs/c03/无效.rst:296–317): a continuous negation of the monster a card battles
// (the compiler's `battlesWith` filter, src/cards/compile/battle-negation.ts) negates only the monster in that battle, while its
// card is face-up; a negation of every opponent's monster conditioned on the equipped monster's battle applies only in that battle.
// CMP-UNAFFECTED-WHILE-ATTACKING: 「这张卡攻击的场合，直到伤害步骤结束时不受其他卡的效果影响」 holds while this card attacks.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the negation of the monster a card battles', CARDS_DB);

const links = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.outcome}`);
const ID = 'CH-BATTLE-OPPONENT-NEGATED';

describe.skipIf(!haveCards)('[CH-BATTLE-OPPONENT-NEGATED] the monster a card battles is negated', () => {
  it('[CH-BATTLE-OPPONENT-NEGATED] 娱乐伙伴 天空徒弟② (「这张卡和对方怪兽进行战斗的场合，直到伤害步骤结束时那只怪兽的效果无效化」): the monster it attacks is negated when its effect resolves', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:娱乐伙伴 天空徒弟→A:银河眼光子龙 A场:银河眼光子龙 B场:娱乐伙伴 天空徒弟} C1 A:银河眼光子龙②→B:娱乐伙伴 天空徒弟');
    expect(links(a)).toEqual(['C1:effect-negated']);
    expect(a.links[0]!.rules).toContain(ID);
  });
  it('[CH-BATTLE-OPPONENT-NEGATED] 银河龙骑士② (「这张卡和龙族怪兽进行战斗的场合…那只怪兽的效果无效化」) negates the Dragon it battles; flipped face-down by 月之书 in the chain, it negates nothing', () => {
    expect(links(askCdb('{回合:A 阶段:战斗步骤 攻击:A:银河龙骑士→B:银河眼光子龙 A场:银河龙骑士 B场:银河眼光子龙} C1 B:银河眼光子龙②→A:银河龙骑士'))).toEqual(['C1:effect-negated']);
    expect(links(askCdb('{回合:A 阶段:战斗步骤 攻击:A:银河龙骑士→B:银河眼光子龙 A场:银河龙骑士 B场:银河眼光子龙,月之书(盖)} C1 B:银河眼光子龙②→A:银河龙骑士 C2 B:月之书→A:银河龙骑士'))).toEqual(['C1:resolved', 'C2:resolved']);
  });
  it('[CH-BATTLE-OPPONENT-NEGATED] the other side: a monster of the named kind battling — 「自己的「花札卫」怪兽和对方怪兽进行战斗的场合」 — is needed: 花札卫-五光- negates the attacker of a 花札卫 monster, not the attacker of a 青眼白龙 beside it', () => {
    const negated = askCdb('{回合:B 阶段:伤害计算前 攻击:B:龙骑兵团骑士-魔枪龙骑士→A:花札卫-松- A场:花札卫-松-,花札卫-五光- B场:龙骑兵团骑士-魔枪龙骑士 B墓:幻象鸟} C1 B:龙骑兵团骑士-魔枪龙骑士①');
    expect(links(negated)).toEqual(['C1:effect-negated']);
    expect(negated.links[0]!.rules).toContain(ID);
    const free = askCdb('{回合:B 阶段:伤害计算前 攻击:B:龙骑兵团骑士-魔枪龙骑士→A:青眼白龙 A场:青眼白龙,花札卫-五光- B场:龙骑兵团骑士-魔枪龙骑士 B墓:幻象鸟} C1 B:龙骑兵团骑士-魔枪龙骑士①');
    expect(links(free)).toEqual(['C1:resolved']);
    expect(free.links[0]!.rules).not.toContain(ID);
  });
  it('[CH-BATTLE-OPPONENT-NEGATED] a negation of every opponent’s monster while the equipped monster battles (真红莲之茧②) applies in that battle only', () => {
    const inBattle = askCdb('{回合:B 阶段:战斗步骤 攻击:B:红莲魔龙→A:银河眼光子龙 A场:银河眼光子龙 B场:红莲魔龙,真红莲之茧(装备:红莲魔龙)} C1 A:银河眼光子龙②→B:红莲魔龙');
    expect(links(inBattle)).toEqual(['C1:effect-negated']);
    expect(inBattle.links[0]!.rules).toContain(ID);
    expect(links(askCdb('{回合:A 阶段:主要1 A场:黑羽-疾风之盖尔 B场:红莲魔龙,真红莲之茧(装备:红莲魔龙)} C1 A:黑羽-疾风之盖尔→B:红莲魔龙'))).toEqual(['C1:resolved']);
  });
});

describe.skipIf(!haveCards)('[CMP-UNAFFECTED-WHILE-ATTACKING] unaffected while this card attacks', () => {
  it('[CMP-UNAFFECTED-WHILE-ATTACKING] 怒怒怒机器人 (「这张卡攻击的场合，这张卡直到伤害步骤结束时不受这张卡以外的卡的效果影响」): attacking, 月之书 does nothing to it; attacked, it is flipped; 星态龙 in Main Phase 1 is flipped', () => {
    expect(links(askCdb('{回合:B 阶段:战斗步骤 攻击:B:怒怒怒机器人→A:青眼白龙 A场:青眼白龙,月之书(盖) B场:怒怒怒机器人} C1 A:月之书→B:怒怒怒机器人'))).toEqual(['C1:no-effect']);
    expect(links(askCdb('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:怒怒怒机器人 A场:青眼白龙,月之书(盖) B场:怒怒怒机器人} C1 A:月之书→B:怒怒怒机器人'))).toEqual(['C1:resolved']);
    expect(links(askCdb('{回合:B 阶段:主要1 A场:青眼白龙,月之书(盖) B场:星态龙} C1 A:月之书→B:星态龙'))).toEqual(['C1:resolved']);
  });
});
