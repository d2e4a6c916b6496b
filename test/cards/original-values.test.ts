// CMP-STAT-TO-ORIGINAL, CMP-ORIGINAL-ZERO (test/RULES.md): the original ATK/DEF readings of 攻守计算 (issue 16).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

const statOf = (input: string, name: string) => askCdb(input).stats?.find((l) => l.card.name === name);
const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('original ATK/DEF readings', () => {
  it('[CMP-STAT-TO-ORIGINAL] 命运英雄 敌托邦人② makes its own ATK its original again: a raise before it stops counting, and an original changed earlier is the one it takes; 猫鲨②’s 「变成原本数值的2倍」 still doubles', () => {
    const raised = statOf('{回合:A A场:命运英雄 敌托邦人(攻+1000) B场:青眼白龙} C1 A:命运英雄 敌托邦人②→青眼白龙', '命运英雄 敌托邦人');
    expect([raised?.before.atk, raised?.atk]).toEqual([3800, 2800]);
    const rewritten = statOf('{回合:A A场:命运英雄 敌托邦人(原攻1000,攻+500) B场:青眼白龙} C1 A:命运英雄 敌托邦人②→青眼白龙', '命运英雄 敌托邦人');
    expect([rewritten?.before.atk, rewritten?.atk, rewritten?.originalAtk]).toEqual([1500, 1000, 1000]);
    const doubled = statOf('{回合:A A场:猫鲨,No.17 海恶龙(攻+300)} C1 A:猫鲨②→No.17 海恶龙', 'No.17 海恶龙');
    expect(doubled?.atk).toBe(4000);
  });
  it('[CMP-ORIGINAL-ZERO] 死亡甜甜圈 destroys a monster whose original ATK or DEF is 0 — 迷宫壁 (0/3000) and a 「?」 monster whose value alone was set — but not one whose original was set above 0, nor one with both originals above 0; an equip card’s continuous change of the original (进化的人类) counts', () => {
    const d = destroyed('{回合:A A场:死亡甜甜圈 B场:迷宫壁,命运女郎·莱蒂(攻600,守600),巨岩龙(原攻1400,原守1400),黑魔术师} C1 A:死亡甜甜圈①');
    expect(d).toEqual(expect.arrayContaining(['迷宫壁', '命运女郎·莱蒂', '死亡甜甜圈']));
    expect(d).not.toContain('巨岩龙');
    expect(d).not.toContain('黑魔术师');
    expect(destroyed('{回合:A A基本分:8000 B基本分:4000 A场:死亡甜甜圈 B场:迷宫壁,进化的人类(装备:迷宫壁)} C1 A:死亡甜甜圈①')).not.toContain('迷宫壁');
  });
});
