// Issue 16: WIN-ATTACK-DEFENCE-NEGATED — a monster attacking in Defense Position by its own 「可以用守备表示的状态作出攻击」 (the situation
// lists it attacking in Defense Position) whose effects are negated in the chain can no longer attack so: at the end of the chain
// its attack stops — before the damage step, or in it before damage calculation — and no damage calculation is made for it.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('WIN-ATTACK-DEFENCE-NEGATED', CARDS_DB);

const at = (step: string, chain: string, attacker = '元素英雄 铁壁炮手(守)') => askCdb(`{回合:A 阶段:${step} 攻击:A:${attacker.replace(/\(.*$/, '')} A场:${attacker} B场:三眼怪} ${chain}`);

describe.skipIf(!haveCards)('WIN-ATTACK-DEFENCE-NEGATED', () => {
  it('[WIN-ATTACK-DEFENCE-NEGATED] 元素英雄 铁壁炮手 attacking directly in Defense Position, negated by 禁忌的圣杯 in the battle step: the attack stops, no damage', () => {
    const a = at('战斗步骤', 'C1 B:禁忌的圣杯→元素英雄 铁壁炮手');
    expect(a.battle).toBeNull();
    expect(a.window.notes.join()).toContain('攻击中止');
  });
  it('[WIN-ATTACK-DEFENCE-NEGATED] the same in the damage step before damage calculation: no damage calculation', () => {
    const a = at('伤害计算前', 'C1 B:禁忌的圣杯→元素英雄 铁壁炮手');
    expect(a.battle).toBeNull();
    expect(a.window.notes.join()).toContain('不进行伤害计算');
  });
  it('[WIN-ATTACK-DEFENCE-NEGATED] the other side: a change that does not negate it (收缩) — the attack goes on with its DEF, 2500 damage', () => {
    const a = at('战斗步骤', 'C1 B:收缩→元素英雄 铁壁炮手');
    expect(a.battle?.damage).toEqual({ A: 0, B: 2500 });
    expect(a.window.notes.join()).not.toContain('攻击中止');
  });
  it('[WIN-ATTACK-DEFENCE-NEGATED] a monster attacking in Attack Position whose effects are negated goes on attacking', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 攻击:A:元素英雄 铁壁炮手 A场:元素英雄 铁壁炮手 B场:三眼怪} C1 B:禁忌的圣杯→元素英雄 铁壁炮手');
    expect(a.battle?.damage).toEqual({ A: 0, B: 2400 });
  });
});
