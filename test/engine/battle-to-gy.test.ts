// WIN-BATTLE-TO-GY (rules reference docs/c03/战斗阶段流程.rst:957–960): a trigger on a monster "destroyed by battle and sent
// to the GY" (compiled `battleToGy`), judged in the damage step of the situation's attack, needs a battling monster that can
// reach the GY: a Token vanishes, and under a face-up 「送去墓地的卡不去墓地而除外」 the destroyed monster is banished instead.
// The subject still says which of the two battling monsters is meant (the destroyer or the destroyed).
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the battle-to-GY trigger rule', CARDS_DB);

const c1 = (a: ChainAnswer) => a.links[0]!.legal;

describe.skipIf(!haveCards)('[WIN-BATTLE-TO-GY] destroyed by battle and sent to the GY', () => {
  it('[WIN-BATTLE-TO-GY] a level-12 monster attacking a Sheep Token: 缚神冢② cannot be activated; attacking a monster card it can', () => {
    expect(c1(askCdb('{回合:A 阶段:伤害步骤结束时 攻击:A:青眼究极龙→B:羊衍生物 A场:青眼究极龙,缚神冢 B场:羊衍生物} C1 A:缚神冢②'))).toBe(false);
    expect(c1(askCdb('{回合:A 阶段:伤害步骤结束时 攻击:A:青眼究极龙→B:青眼白龙 A场:青眼究极龙,缚神冢 B场:青眼白龙} C1 A:缚神冢②'))).toBe(true);
  });

  it('[WIN-BATTLE-TO-GY] the other side: a Token attacking the level-12 monster (it is still the Token that would be destroyed) — cannot', () => {
    expect(c1(askCdb('{回合:B 阶段:伤害步骤结束时 攻击:B:羊衍生物→A:青眼究极龙 A场:青眼究极龙,缚神冢 B场:羊衍生物} C1 A:缚神冢②'))).toBe(false);
  });

  it('[WIN-BATTLE-TO-GY] 「这张卡被战斗破坏送去墓地时」 under a face-up 大宇宙: 巨大老鼠 is banished instead and cannot activate; without it, it can', () => {
    expect(c1(askCdb('{回合:B 阶段:伤害步骤结束时 攻击:B:青眼白龙→A:巨大老鼠 A场:巨大老鼠,大宇宙 B场:青眼白龙} C1 A:巨大老鼠'))).toBe(false);
    expect(c1(askCdb('{回合:B 阶段:伤害步骤结束时 攻击:B:青眼白龙→A:巨大老鼠 A场:巨大老鼠 B场:青眼白龙} C1 A:巨大老鼠'))).toBe(true);
  });
});
