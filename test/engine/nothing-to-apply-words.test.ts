// CH-NOTHING-TO-APPLY, its words: the Chinese verb phrase keeps its object in place (改变X的攻击力·守备力, not 改变攻击力·守备力X),
// and the cards it looked for are said with what they must be (表侧表示的效果怪兽) — the reason the situation has none.
import { describe, expect, it } from 'vitest';
import { chain, linkOf, summary } from './build.js';

const noEffectMonster = '{回合:A 阶段:伤害计算前 A场:青眼白龙 B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师} C1 B:禁忌的一滴';

describe('nothing to apply: what it looked for', () => {
  it('[CH-NOTHING-TO-APPLY] 禁忌的一滴 with only a Normal Monster on the opponent\'s field: refused, naming face-up Effect Monsters, the stat change said with its object', () => {
    const a = chain(noEffectMonster);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    const zh = String(linkOf(a, 1).illegalReason);
    expect(zh).toContain('要改变对方场上的表侧表示的效果怪兽的攻击力·守备力');
    const en = String(linkOf(chain(noEffectMonster, 'en'), 1).illegalReason);
    expect(en).toContain("would change the ATK/DEF of a monster on the opponent's field (face-up, Effect)");
  });

  it('[CH-NOTHING-TO-APPLY] the other side: an Effect Monster there, and 禁忌的一滴 (its cost written) resolves in the Damage Step', () => {
    const a = chain('{回合:A 阶段:伤害计算前 A场:电子龙 B场:黑魔术师 B手:灰流丽 攻击:A:电子龙→B:黑魔术师} C1 B:禁忌的一滴 [cost:送去墓地 灰流丽]');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
  });
});
