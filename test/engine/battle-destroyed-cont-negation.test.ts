// CH-BATTLE-DESTROYED-CONT (rules reference docs/c03/战斗阶段流程.rst:780–787), the continuous negations: a monster destroyed by
// battle (`战斗破坏`, still in the Monster Zone until the damage step ends) no longer negates the effects its continuous effect named
// — an effect activated after damage calculation resolves. 命运英雄 血魔-D (「只要这张卡在怪兽区域存在，对方场上的表侧表示怪兽的效果
// 无效化」) against 混沌之黑魔术师②, another negator than the reference's (捕食植物 犀角龙).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link = (state: string) =>
  askCdb(`{回合:A 阶段:伤害计算后 攻击:A:混沌之黑魔术师→B:命运英雄 血魔-D A场:混沌之黑魔术师 B场:命运英雄 血魔-D${state}} C1 A:混沌之黑魔术师②`).links[0]!;

describe.skipIf(!haveCards)('a monster destroyed by battle no longer negates', () => {
  it('[CH-BATTLE-DESTROYED-CONT] destroyed by battle, its continuous negation no longer applies: the effect activated after damage calculation resolves', () => {
    const l = link('(战斗破坏)');
    expect(l.outcome).toBe('resolved');
    expect(l.rules).toContain('CH-BATTLE-DESTROYED-CONT');
  });
  it('[CH-BATTLE-DESTROYED-CONT] the other side: not destroyed, its continuous negation still negates the effect', () => {
    expect(link('').outcome).not.toBe('resolved');
  });
});
