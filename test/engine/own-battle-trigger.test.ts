// CMP-OWN-BATTLE-TRIGGER (rules reference docs/c03/诱发类效果.rst:609–615): a monster's optional effect written as used in its
// controller's own Battle Phase / Battle Step — 「自己战斗阶段1次」 (娱乐伙伴 颠倒蛙①), 「…的自己回合的战斗步骤才能发动」 (水晶龙①) — is a
// trigger of the Battle Step (spell speed 1), not a quick effect: it can only be Chain Link 1 (CH-BATTLE-TRIGGER-FIRST), so it is
// not chained to the attack declaration's triggers nor to a Trap; alone it is activated. The other side: only in its own Battle
// Phase, and an effect usable in either turn's battle (银河眼光子龙②) stays a quick effect.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CMP-OWN-BATTLE-TRIGGER', CARDS_DB);

const legal = (input: string) => askCdb(input).links.map((l) => l.legal);
const FROG = '娱乐伙伴 颠倒蛙';

describe.skipIf(!haveCards)('CMP-OWN-BATTLE-TRIGGER', () => {
  it('[CMP-OWN-BATTLE-TRIGGER] 颠倒蛙① cannot be chained to 连接栗子球① at the attack declaration — Chain Link 1 only', () => {
    const a = askCdb(`{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,${FROG} B场:连接栗子球,三眼怪} C1 B:连接栗子球① C2 A:${FROG}①→青眼白龙`);
    expect(a.links.map((l) => l.legal)).toEqual([true, false]);
    expect(a.links[1]!.rules).toContain('CH-BATTLE-TRIGGER-FIRST');
    expect(a.links[1]!.illegalReason).toContain('连锁1');
  });
  it('[CMP-OWN-BATTLE-TRIGGER] 水晶龙① cannot be chained to 强制脱出装置; as Chain Link 1 it is activated and the Trap may answer it', () => {
    expect(legal('{回合:A 阶段:战斗步骤 A场:水晶龙 B场:强制脱出装置(盖)} C1 B:强制脱出装置→水晶龙 C2 A:水晶龙①')).toEqual([true, false]);
    expect(legal('{回合:A 阶段:战斗步骤 A场:水晶龙(已战斗) B场:强制脱出装置(盖)} C1 A:水晶龙① C2 B:强制脱出装置→水晶龙')).toEqual([true, true]);
  });
  it('[CMP-OWN-BATTLE-TRIGGER] alone in its own Battle Step 颠倒蛙① is activated and resolves', () => {
    const a = askCdb(`{回合:A 阶段:战斗步骤 A场:青眼白龙,${FROG}} C1 A:${FROG}①→青眼白龙`);
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.outcome).toBe('resolved');
  });
  it('[CMP-OWN-BATTLE-TRIGGER] the other side: not in the Main Phase, nor in the opponent\u2019s Battle Phase', () => {
    expect(legal(`{回合:A 阶段:主要1 A场:青眼白龙,${FROG}} C1 A:${FROG}①→青眼白龙`)).toEqual([false]);
    expect(legal(`{回合:B 阶段:战斗步骤 A场:青眼白龙,${FROG}} C1 A:${FROG}①→青眼白龙`)).toEqual([false]);
  });
  it('[CH-DAMAGE-STEP-BATTLE-TRIGGER] a Battle Step trigger (颠倒蛙①, 高速战士①) is not activated in the Damage Step, though 颠倒蛙① changes ATK/DEF', () => {
    const a = askCdb(`{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,${FROG} B场:三眼怪} C1 A:${FROG}①→青眼白龙`);
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-DAMAGE-STEP-BATTLE-TRIGGER');
    expect(a.links[0]!.illegalReason).toContain('战斗步骤');
    expect(legal('{回合:A 阶段:伤害步骤开始时 攻击:A:高速战士→B:三眼怪 A场:高速战士 B场:三眼怪} C1 A:高速战士①')).toEqual([false]);
    // The other side: in the Battle Phase with no step named it is not refused (the step may be the Battle Step).
    expect(legal(`{回合:A 阶段:战斗阶段 A场:青眼白龙,${FROG}} C1 A:${FROG}①→青眼白龙`)).toEqual([true]);
  });
  it('[CMP-OWN-BATTLE-TRIGGER] the other side: 银河眼光子龙② (「这张卡和对方怪兽进行战斗的战斗步骤」, either turn) stays a quick effect — it may chain a Trap', () => {
    expect(legal('{回合:A 阶段:战斗步骤 攻击:A:银河眼光子龙→B:三眼怪 A场:银河眼光子龙 B场:三眼怪,强制脱出装置(盖)} C1 B:强制脱出装置→银河眼光子龙 C2 A:银河眼光子龙②→三眼怪')).toEqual([true, true]);
  });
});
