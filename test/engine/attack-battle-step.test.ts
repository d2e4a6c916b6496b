// CH-ATTACK-BATTLE-STEP: an attack is declared by the turn player's monster in the Battle Step. In a Main Phase, the End Step, or by the
// other player's monster, the declaration is not made (no attack-declared event) and the verdict says why; in the Battle Step, or with
// the Battle Phase or no phase written, it is judged as before. CH-ATTACK-DIRECT: a direct attack on an opponent's field not listed is
// allowed as the reading taken, said in the assumptions; on a field listed empty it is a fact.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';

const declared = (input: string) => askCdb(input).events.some((e) => e.type === 'attack-declared');

describe.skipIf(!haveCards)('when an attack may be declared', () => {
  it('[CH-ATTACK-BATTLE-STEP] outside the Battle Step, or by the non-turn player\'s monster, no attack is declared and the verdict says why', () => {
    for (const input of [
      '{回合:A 阶段:主要1 A场:青眼白龙} 攻击宣言 青眼白龙',
      '{回合:A 阶段:主要2 A场:青眼白龙 B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪',
      '{回合:A 阶段:结束阶段 A场:黑魔术师 B场:} 攻击宣言 黑魔术师',
    ]) {
      const a = askCdb(input);
      expect(a.attack?.legal, input).toBe(false);
      expect(a.attack?.rules, input).toContain('CH-ATTACK-BATTLE-STEP');
      expect(a.attack?.reason, input).toContain('战斗步骤');
      expect(declared(input), input).toBe(false);
    }
    const other = askCdb('{回合:B 阶段:战斗步骤 A场:青眼白龙 B场:三眼怪} 攻击宣言 A:青眼白龙 → 三眼怪');
    expect(other.attack?.legal).toBe(false);
    expect(other.attack?.reason).toContain('回合玩家');
  });
  it('[CH-ATTACK-BATTLE-STEP] in the Battle Step, the Battle Phase, a step of the Damage Step (the attack under way) or no phase written, the declaration is judged as before', () => {
    for (const input of ['{回合:A 阶段:战斗步骤 A场:青眼白龙 B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪', '{回合:A 阶段:战斗 A场:青眼白龙 B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪', '{A场:青眼白龙 B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪', '{回合:A 阶段:伤害计算前 A场:青眼白龙 B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪']) {
      const a = askCdb(input);
      expect(a.attack?.legal, input).toBe(true);
      expect(a.attack?.rules ?? [], input).not.toContain('CH-ATTACK-BATTLE-STEP');
      expect(declared(input), input).toBe(true);
    }
  });
  it('[CH-ATTACK-BATTLE-STEP] an attack not declared opens no 「攻击宣言时」 window — outside the Battle Step, or a monster that already attacked; a declared one does', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:青眼白龙 B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪').window.kind).toBe('none');
    expect(askCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙(已攻击) B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪').window.kind).toBe('none');
    expect(askCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪').window.kind).not.toBe('none');
  });
  it('[CH-ATTACK-DIRECT] a direct attack on an opponent\'s field the situation does not list is the reading taken, said; on a field listed empty it is not', () => {
    const unlisted = askCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙} 攻击宣言 青眼白龙');
    expect(unlisted.attack?.legal).toBe(true);
    expect(unlisted.attack?.reason).toContain('没有写出');
    expect(unlisted.assumptions.join('')).toContain('没有写出B的场上');
    const empty = askCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场:} 攻击宣言 青眼白龙');
    expect(empty.attack?.legal).toBe(true);
    expect(empty.attack?.reason).not.toContain('没有写出');
    expect(empty.assumptions.join('')).not.toContain('没有写出B的场上');
  });
  it('[CH-ATTACK-BATTLE-STEP] an attack written at a step of the Damage Step is the one under way: the window is named by that step, not 「攻击宣言时」 (zh and en); in the Battle Step it is still the declaration\'s', () => {
    for (const [phase, zh, en] of [['伤害计算前', '伤害计算前的时点', 'Before Damage Calculation'], ['伤害步骤开始时', '伤害步骤开始时的时点', 'Start of the Damage Step']] as const) {
      const a = askCdb(`{回合:A 阶段:${phase} A场:青眼白龙 B场:黑魔术师} 攻击宣言 青眼白龙 → 黑魔术师`);
      const text = renderChainText(a, 'zh-CN');
      expect(text).toContain(`时点: ${zh}`);
      expect(text).not.toContain('攻击宣言时的时点');
      expect(renderChainText(a, 'en')).toContain(`Trigger window: ${en}`);
      expect(renderChainText(a, 'en')).not.toContain('at the attack declaration');
    }
    // The other side: declared in the Battle Step, it opens the attack declaration's window.
    const battle = askCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场:黑魔术师} 攻击宣言 青眼白龙 → 黑魔术师');
    expect(renderChainText(battle, 'zh-CN')).toContain('时点: 攻击宣言时的时点');
    expect(battle.window.step).toBeUndefined();
  });
});
