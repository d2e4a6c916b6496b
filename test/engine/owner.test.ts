// SIT-OWNER: `(所有者:B)` states that a card on A's field is owned by B (its control was taken earlier).
// WIN-CAUSE-OWNER: such a card's 「被对方…」 trigger must hold from both sides — its controller's and its owner's — and the two
// are each other's opponent, so an effect never meets it; destruction by battle is no such cause (docs/c03/诱发类效果.rst:438–:453).
import { describe, expect, it } from 'vitest';
import { ask, haveCards, offered, referenceJudge, win } from '../reference/judge.js';
import { parseNotation } from '../../src/notation/index.js';

describe('[SIT-OWNER] a card owned by the other player', () => {
  it('[SIT-OWNER] 「所有者:A」 parses and prints back; off the field it is refused with what to write', () => {
    const p = parseNotation('{回合:A B场:电子龙·新星(所有者:A)} C1 A:雷破 → B:电子龙·新星');
    expect(p.ok && p.tree.situation?.items.some((i) => i.kind === 'zone' && i.cards.some((c) => c.owner === 'A'))).toBe(true);
    if (!haveCards) return;
    const off = referenceJudge().chain('{回合:A B手:电子龙·新星(所有者:A)} C1 A:黑洞', { lang: 'zh-CN' });
    expect(off.ok).toBe(false);
    if (!off.ok) expect(off.error.message).toContain('只有场上的卡可以写“所有者:A”');
  });
});

describe.skipIf(!haveCards)('[WIN-CAUSE-OWNER] 「被对方…」 of a card its controller does not own', () => {
  it('[WIN-CAUSE-OWNER] A\'s 电子龙·新星 on B\'s field destroyed by an effect — A\'s or B\'s — cannot use its effect; on its owner\'s field, destroyed by the opponent, it can', () => {
    expect(offered('{回合:A 阶段:主要1 B场:电子龙·新星(所有者:A)} C1 A:旋风 C2 A:雷破 → B:电子龙·新星')).toEqual([]);
    expect(offered('{回合:A 阶段:主要1 B场:电子龙·新星(所有者:A)} C1 B:旋风 C2 B:雷破 → B:电子龙·新星')).toEqual([]);
    expect(win('{回合:A 阶段:主要1 B场:电子龙·新星} C1 A:旋风 C2 A:雷破 → B:电子龙·新星').triggers).toEqual(['B 电子龙·新星#3']);
    const a = ask('{回合:A 阶段:主要1 B场:电子龙·新星(所有者:A)} C1 A:旋风 C2 A:雷破 → B:电子龙·新星');
    expect(JSON.stringify(a.window)).toContain('所有者是A');
  });
  it('[WIN-CAUSE-OWNER] destruction by battle is no 「被对方」 cause: A\'s 传说的渔人二世 destroyed by battle on B\'s field may use ③ (to A\'s GY, A\'s effect); by A\'s effect it may not', () => {
    expect(win('{回合:A 阶段:伤害步骤 A场:青眼白龙 B场:传说的渔人二世(所有者:A) 攻击:A:青眼白龙→B:传说的渔人二世} 破坏 B:传说的渔人二世 (战斗)').triggers).toEqual(['A 传说的渔人二世#3']);
    expect(offered('{回合:A 阶段:主要1 B场:传说的渔人二世(所有者:A)} C1 A:雷破 → B:传说的渔人二世')).toEqual([]);
  });
});

describe.skipIf(!haveCards)('[WIN-CAUSE-OWNER] a bare 「被对方破坏」 takes in battle', () => {
  it('[WIN-CAUSE-OWNER] A\'s 永远的淑女 贝阿特丽切 (「被对方破坏」) destroyed by battle on B\'s field: ② cannot be activated; B\'s own, destroyed by A\'s monster, can', () => {
    const taken = ask('{回合:A 阶段:伤害步骤 A场:青眼白龙 B场:永远的淑女 贝阿特丽切(所有者:A) 攻击:A:青眼白龙→B:永远的淑女 贝阿特丽切} 破坏 B:永远的淑女 贝阿特丽切 (战斗)');
    expect(taken.window.triggers).toEqual([]);
    expect(JSON.stringify(taken.window)).toContain('所有者是A');
    expect(win('{回合:A 阶段:伤害步骤 A场:青眼白龙 B场:永远的淑女 贝阿特丽切 攻击:A:青眼白龙→B:永远的淑女 贝阿特丽切} 破坏 B:永远的淑女 贝阿特丽切 (战斗)').triggers).toEqual(['B 永远的淑女 贝阿特丽切#2']);
  });
  it('[WIN-CAUSE-OWNER] the same of 入魔妖龙 扎哈克 (「被对方破坏」): taken and destroyed by battle, no trigger; its owner\'s own, a trigger', () => {
    expect(offered('{回合:A 阶段:伤害步骤 A场:青眼白龙 B场:入魔妖龙 扎哈克(所有者:A) 攻击:A:青眼白龙→B:入魔妖龙 扎哈克} 破坏 B:入魔妖龙 扎哈克 (战斗)')).toEqual([]);
    expect(offered('{回合:A 阶段:伤害步骤 A场:青眼白龙 B场:入魔妖龙 扎哈克 攻击:A:青眼白龙→B:入魔妖龙 扎哈克} 破坏 B:入魔妖龙 扎哈克 (战斗)')).toEqual(['入魔妖龙 扎哈克']);
  });
});
