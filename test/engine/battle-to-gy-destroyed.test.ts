// WIN-BATTLE-TO-GY of the monster destroyed (`battleToGy: 'destroyed'`, the curated 御用守护者 「这张卡战斗破坏对方怪兽送去墓地时」):
// a Token destroyed by battle never reaches the GY, and a monster banished instead (次元的裂缝) does not either — neither as a chain
// link after the damage step nor in the window of the destruction is the trigger met; a monster card sent to the GY meets it
// (rules reference docs/c03/战斗阶段流程.rst:957–960).
import { describe, expect, it } from 'vitest';
import { ask, haveCards, legal, offered } from '../reference/judge.js';

describe.skipIf(!haveCards)('[WIN-BATTLE-TO-GY] the monster it destroyed must reach the GY', () => {
  it('[WIN-BATTLE-TO-GY] 御用守护者 destroying a Sheep Token: ① cannot be activated, and the reason names the Token; destroying 三眼怪 it can', () => {
    const a = ask('{回合:A 阶段:伤害步骤结束时 攻击:A:御用守护者→B:羊衍生物 A场:御用守护者 B场:羊衍生物} C1 A:御用守护者');
    expect(legal(a, 1)).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('羊衍生物');
    expect(legal('{回合:A 阶段:伤害步骤结束时 攻击:A:御用守护者→B:三眼怪 A场:御用守护者 B场:三眼怪} C1 A:御用守护者', 1)).toBe(true);
  });
  it('[WIN-BATTLE-TO-GY] 御用守护者 with 次元的裂缝 face-up: 三眼怪 is banished instead, so ① cannot be activated', () => {
    expect(legal('{回合:A 阶段:伤害步骤结束时 攻击:A:御用守护者→B:三眼怪 A场:御用守护者,次元的裂缝 B场:三眼怪} C1 A:御用守护者', 1)).toBe(false);
  });
  it('[WIN-BATTLE-TO-GY] the window of the destruction: a Token or a banished 三眼怪 does not offer 御用守护者; 三眼怪 sent to the GY does', () => {
    expect(offered('{回合:A 阶段:伤害步骤 攻击:A:御用守护者→B:羊衍生物 A场:御用守护者 B场:羊衍生物} 破坏 B:羊衍生物 (战斗)')).not.toContain('御用守护者');
    expect(offered('{回合:A 阶段:伤害步骤 攻击:A:御用守护者→B:三眼怪 A场:御用守护者,次元的裂缝 B场:三眼怪} 破坏 B:三眼怪 (战斗)')).not.toContain('御用守护者');
    expect(offered('{回合:A 阶段:伤害步骤 攻击:A:御用守护者→B:三眼怪 A场:御用守护者 B场:三眼怪} 破坏 B:三眼怪 (战斗)')).toContain('御用守护者');
  });
});
