// CH-BATTLE-STEP-PRIORITY (rules reference docs/c03/战斗阶段流程.rst:95–97, 989–996): at 攻击宣言前 the step itself says no attack has been
// declared yet — an effect that answers an attack declaration (「攻击宣言时」) is not given an assumed declaration there: the non-turn player
// cannot start a chain at all, and no one may answer a declaration that was not made.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-BATTLE-STEP-PRIORITY', CARDS_DB);

describe.skipIf(!haveCards)('[CH-BATTLE-STEP-PRIORITY] a 「攻击宣言时」 effect before any attack declaration', () => {
  it('[CH-BATTLE-STEP-PRIORITY] 神圣防护罩 -反射镜力- / 炸裂装甲 of the non-turn player at 攻击宣言前: refused for priority, no declaration assumed', () => {
    for (const [field, link] of [['B场:神圣防护罩 -反射镜力-(盖)', 'B:神圣防护罩 -反射镜力-'], ['B场:炸裂装甲(盖)', 'B:炸裂装甲→青眼白龙']]) {
      const a = askCdb(`{回合:A 阶段:攻击宣言前 A场:青眼白龙 ${field}} C1 ${link}`);
      expect(a.links[0]!.legal, link).toBe(false);
      expect(a.links[0]!.rules, link).toContain('CH-BATTLE-STEP-PRIORITY');
      expect(a.assumptions.join(), link).not.toContain('攻击宣言');
    }
  });
  it('[CH-BATTLE-STEP-PRIORITY] chained to the turn player\'s link at 攻击宣言前: the window still has no declaration — refused (CH-ATTACK-WINDOW)', () => {
    const a = askCdb('{回合:A 阶段:攻击宣言前 A场:青眼白龙,旋风(盖) B场:神圣防护罩 -反射镜力-(盖),黑洞(盖)} C1 A:旋风→黑洞 C2 B:神圣防护罩 -反射镜力-');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[1]!.legal).toBe(false);
    expect(a.links[1]!.rules).toContain('CH-ATTACK-WINDOW');
    expect(a.assumptions.join()).not.toContain('假定刚刚有符合条件的攻击宣言');
  });
  it('[CH-BATTLE-STEP-PRIORITY] the other side: the plain 战斗步骤 with no attack written still assumes the declaration, and a declaration written after 攻击宣言前 is answered', () => {
    const plain = askCdb('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场:神圣防护罩 -反射镜力-(盖)} C1 B:神圣防护罩 -反射镜力-');
    expect(plain.links[0]!.legal).toBe(true);
    expect(plain.assumptions.join()).toContain('攻击宣言');
    const declared = askCdb('{回合:A 阶段:攻击宣言前 A场:青眼白龙 B场:神圣防护罩 -反射镜力-(盖)} 攻击宣言 青眼白龙 C1 B:神圣防护罩 -反射镜力-');
    expect(declared.links[0]!.legal).toBe(true);
  });
});
