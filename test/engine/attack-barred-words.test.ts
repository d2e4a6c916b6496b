// CH-ATTACK-CANNOT (s61): a refused attack declaration whose reason bars the attacker itself (a 「不能攻击」 lock on it, its player's pledge,
// its attacks spent) is answered by that reason alone — the line used to end 「没有可以选择的攻击对象」, read as if the opponent's monster
// could not be attacked. A refusal about the target keeps naming the targets that may be chosen.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('attack verdict words when the attacker cannot attack at all', () => {
  it('[CH-ATTACK-CANNOT] 光之护封剑 on the field: 「不能——这只怪兽不能攻击（「光之护封剑」）。」 with no attack-target list, zh and en', () => {
    const input = '{回合:B 阶段:战斗阶段 A场:光之护封剑,黑魔术师 B场:青眼白龙} 攻击宣言 青眼白龙 → 黑魔术师';
    const zh = askCdb(input).attack?.reason ?? '';
    expect(zh).toContain('「青眼白龙」向「黑魔术师」攻击宣言：不能——这只怪兽不能攻击（「光之护封剑」）。');
    expect(zh).not.toContain('攻击对象');
    const en = (cdbJudge().chain(input, { lang: 'en' }) as ReturnType<typeof askCdb>).attack?.reason ?? '';
    expect(en).toMatch(/: not allowed — it cannot attack \([^)]*\)\.$/);
    expect(en).not.toContain('attack target');
  });

  it('[CH-ATTACK-CANNOT] the other side: with no lock the verdict still lists the targets it may choose; a refusal about the target keeps the list', () => {
    const free = askCdb('{回合:B 阶段:战斗阶段 A场:黑魔术师 B场:青眼白龙} 攻击宣言 青眼白龙 → 黑魔术师').attack?.reason ?? '';
    expect(free).toContain('可以。可以选择的攻击对象：「黑魔术师」');
    const notTarget = askCdb('{回合:B 阶段:战斗阶段 A场:黑魔术师 B场:青眼白龙} 攻击宣言 青眼白龙 → B:青眼白龙').attack?.reason ?? '';
    expect(notTarget).toContain('攻击对象');
  });
});
