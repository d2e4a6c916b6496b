// Attack-target rules on the attacker's side (test/RULES.md CH-ATTACK-ONLY-ATTACKER; rules reference docs/c03/战斗阶段流程.rst:160–163):
// 「这张卡只能向…怪兽攻击」 narrows what the attacker may choose, at the rank of 「对方不能选择其他怪兽作为攻击对象」.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { readAttackRule } from '../../src/cards/compile/attack-rules.js';

const atk = (input: string) => askCdb(input).attack!;

describe('attacker-side target rules, the reader', () => {
  it('[CH-ATTACK-ONLY-ATTACKER] reads 「这张卡只能向龙族怪兽攻击」「这张卡只能向里侧守备表示怪兽攻击」; not the defending side’s 「对方只能…攻击」', () => {
    expect(readAttackRule('这张卡只能向龙族怪兽攻击')).toEqual({ kind: 'attacks-only', of: 'self', targets: { race: '龙族' } });
    expect(readAttackRule('这张卡只能向里侧守备表示怪兽攻击')).toEqual({ kind: 'attacks-only', of: 'self', targets: { faceUp: false, position: 'defense' } });
    expect(readAttackRule('对方只能向这张卡攻击')?.kind).not.toBe('attacks-only');
  });
});

describe.skipIf(!haveCards)('attacker-side target rules', () => {
  it('[CH-ATTACK-ONLY-ATTACKER] 埋伏破坏者 may attack only a face-down Defense Position monster; the defending side’s must-attack rule comes first', () => {
    const s = (b: string, t: string) => `{回合:A 阶段:战斗步骤 A场:埋伏破坏者 B场:${b}} 攻击宣言 埋伏破坏者 → ${t}`;
    const refused = atk(s('三眼怪,青眼白龙(盖)', '三眼怪'));
    expect(refused.legal).toBe(false);
    expect(refused.rules).toContain('CH-ATTACK-ONLY-ATTACKER');
    expect(refused.choices.map((c) => c.name)).toEqual(['青眼白龙']);
    expect(atk(s('三眼怪,青眼白龙(盖)', '青眼白龙')).legal).toBe(true);
    // the other side: a must-attack rule of the defender (邪心英雄 恶刃魔鬼) is above it
    expect(atk(s('青眼白龙(盖),邪心英雄 恶刃魔鬼(守)', '邪心英雄 恶刃魔鬼')).legal).toBe(true);
    expect(atk(s('青眼白龙(盖),邪心英雄 恶刃魔鬼(守)', '青眼白龙')).legal).toBe(false);
  });
});
