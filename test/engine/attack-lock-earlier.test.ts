// Issue 16, lingering effects: CH-ATTACK-LOCK-EARLIER — 「这个回合，…怪兽不能攻击」 left by an effect activated earlier this
// turn (`本回合:`) binds the monsters its filter names when they would declare an attack; a monster unaffected by that card is free of it,
// one only 「不受…发动的效果影响」 is not (CH-PROTECT-ACTIVATED-ONLY).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-ATTACK-LOCK-EARLIER', CARDS_DB);

describe.skipIf(!haveCards)('CH-ATTACK-LOCK-EARLIER', () => {
  it('[CH-ATTACK-LOCK-EARLIER] after A’s 拓扑逻辑轰炸龙① applied this turn (「这个回合，这张卡以外的自己怪兽不能攻击」), A’s 三眼怪 cannot declare an attack; B’s monster still can', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 本回合:A:拓扑逻辑轰炸龙#1 A场:三眼怪 B场:黑魔术师} 攻击宣言 三眼怪 → 黑魔术师');
    expect(a.attack?.legal).toBe(false);
    expect(a.attack?.rules).toContain('CH-ATTACK-LOCK-EARLIER');
    const b = askCdb('{回合:B 阶段:战斗步骤 本回合:A:拓扑逻辑轰炸龙#1 A场:三眼怪 B场:黑魔术师} 攻击宣言 黑魔术师 → 三眼怪');
    expect(b.attack?.legal).toBe(true);
  });
  it('[CH-ATTACK-LOCK-EARLIER] the other side: its effect negated left nothing; a monster an effect left unaffected (不受效果) is free of it', () => {
    expect(askCdb('{回合:A 阶段:战斗步骤 本回合:A:拓扑逻辑轰炸龙#1(效果无效) A场:三眼怪 B场:黑魔术师} 攻击宣言 三眼怪 → 黑魔术师').attack?.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:战斗步骤 本回合:A:拓扑逻辑轰炸龙#1 A场:三眼怪(不受效果) B场:黑魔术师} 攻击宣言 三眼怪 → 黑魔术师').attack?.legal).toBe(true);
  });
  it('[CH-ATTACK-LOCK-EARLIER] a monster only 「不受…发动的效果影响」 is still bound (暗黑方界神 深红之挪婆, CH-PROTECT-ACTIVATED-ONLY)', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 本回合:A:拓扑逻辑轰炸龙#1 A场:暗黑方界神 深红之挪婆 B场:黑魔术师} 攻击宣言 暗黑方界神 深红之挪婆 → 黑魔术师');
    expect(a.attack?.legal).toBe(false);
    expect(a.attack?.rules).toContain('CH-ATTACK-LOCK-EARLIER');
  });
  it('[CH-ATTACK-LOCK-EARLIER] No.82 心园小龙② (「这个回合，这张卡以外的怪兽不能攻击」, a bare 「这个回合」 before it) binds 三眼怪 for the turn', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 本回合:A:No.82 心园小龙#2 A场:No.82 心园小龙,三眼怪 B场:黑魔术师} 攻击宣言 三眼怪 → 黑魔术师');
    expect(a.attack?.legal).toBe(false);
    expect(a.attack?.rules).toContain('CH-ATTACK-LOCK-EARLIER');
  });
});
