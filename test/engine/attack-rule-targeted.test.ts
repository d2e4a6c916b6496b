// Attack rules of a card on the monster it targets (test/RULES.md CH-ATTACK-RULE-TARGETED; rules reference
// docs/c03/战斗阶段流程.rst:134–152): 「作为对象的怪兽不能攻击，不会成为攻击对象」 (a Continuous Trap such as 幻影雾剑) read by
// src/cards/compile/attack-rules.ts as rules on the monster the card holds (the situation's `(装备:X)`).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { readAttackRule } from '../../src/cards/compile/attack-rules.js';

const atk = (input: string) => askCdb(input).attack!;

describe('the reader', () => {
  it('[CH-ATTACK-RULE-TARGETED] 「作为对象的怪兽」 is the monster the card holds; a part with no subject speaks of the sentence’s', () => {
    expect(readAttackRule('作为对象的怪兽不能攻击')).toEqual({ kind: 'cannot-attack', of: 'equipped' });
    expect(readAttackRule('作为对象的怪兽不会成为攻击对象')).toEqual({ kind: 'not-target', of: 'equipped' });
    expect(readAttackRule('作为对象的怪兽被选择作为攻击对象时')).toBeNull();
  });
});

describe.skipIf(!haveCards)('CH-ATTACK-RULE-TARGETED', () => {
  const s = (extra: string) => `{回合:B 阶段:战斗步骤 A场:黑魔术师,幻影雾剑(装备:黑魔术师)${extra} B场:恶魔召唤}`;
  it('[CH-ATTACK-RULE-TARGETED] the monster the card targets cannot be chosen as an attack target; another one can', () => {
    expect(atk(`${s(',三眼怪')} 攻击宣言 恶魔召唤 → 黑魔术师`).legal).toBe(false);
    expect(atk(`${s(',三眼怪')} 攻击宣言 恶魔召唤 → 三眼怪`).legal).toBe(true);
    expect(atk(`${s(',三眼怪')} 攻击宣言 恶魔召唤 → 黑魔术师`).rules).toEqual(expect.arrayContaining(['CH-ATTACK-TARGET', 'CH-ATTACK-RULE-TARGETED']));
  });
  it('[CH-ATTACK-RULE-TARGETED] the other side: the targeted monster itself cannot attack', () => {
    expect(atk('{回合:A 阶段:战斗步骤 A场:黑魔术师,幻影雾剑(装备:黑魔术师) B场:恶魔召唤} 攻击宣言 黑魔术师 → 恶魔召唤').legal).toBe(false);
    expect(atk('{回合:A 阶段:战斗步骤 A场:黑魔术师 B场:恶魔召唤} 攻击宣言 黑魔术师 → 恶魔召唤').legal).toBe(true);
  });
  it('[CH-ATTACK-RULE-TARGETED] the only monster cannot be attacked, and it is there: no direct attack either — no attack at all', () => {
    const a = atk(`${s('')} 攻击宣言 恶魔召唤`);
    expect(a.legal).toBe(false);
    expect(a.choices).toEqual([]);
  });
});
