// CH-ATTACK-COUNT (rules reference docs/c03/战斗阶段流程.rst:206–222): an attack written at a step of the Damage Step is the attack under way
// (CH-ATTACK-BATTLE-STEP) — the monster's (已攻击) counts that very attack, so it is not refused as one attack too many; a monster whose
// count was spent before this attack still is.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-ATTACK-COUNT damage step', CARDS_DB);

describe.skipIf(!haveCards)('[CH-ATTACK-COUNT] the attack under way in the Damage Step', () => {
  it('[CH-ATTACK-COUNT] 鹰身女郎(已攻击) at 伤害步骤 / 伤害计算前: the attack written is that attack — not refused for its count', () => {
    for (const step of ['伤害步骤', '伤害计算前']) {
      const a = askCdb(`{回合:A 阶段:${step} A场:鹰身女郎(已攻击) B场:三眼怪} 攻击宣言 鹰身女郎 → 三眼怪`);
      expect(a.attack?.legal, step).toBe(true);
      expect(a.attack?.rules ?? [], step).not.toContain('CH-ATTACK-COUNT');
    }
  });
  it('[CH-ATTACK-COUNT] the other side: 已攻击2次 (one attack before this one) at the Damage Step is past its count; in the Battle Step 已攻击 is too', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤 A场:鹰身女郎(已攻击2次) B场:三眼怪} 攻击宣言 鹰身女郎 → 三眼怪');
    expect(a.attack?.legal).toBe(false);
    expect(a.attack?.rules).toContain('CH-ATTACK-COUNT');
    const b = askCdb('{回合:A 阶段:战斗步骤 A场:鹰身女郎(已攻击) B场:三眼怪} 攻击宣言 鹰身女郎 → 三眼怪');
    expect(b.attack?.legal).toBe(false);
  });
});

describe.skipIf(!haveCards)('[CH-ATTACK-COUNT] 暴君龙 (card text 「对方的场上有怪兽存在的场合，战斗阶段中有1次可以再次攻击的机会」)', () => {
  it('[CH-ATTACK-COUNT] 暴君龙(已攻击) with a monster on the opponent\'s field may attack again; a third attack is refused', () => {
    const again = askCdb('{回合:A 阶段:战斗步骤 A场:暴君龙(已攻击) B场:三眼怪} 攻击宣言 暴君龙 → 三眼怪');
    expect(again.attack?.legal).toBe(true);
    const third = askCdb('{回合:A 阶段:战斗步骤 A场:暴君龙(已攻击2次) B场:三眼怪} 攻击宣言 暴君龙 → 三眼怪');
    expect(third.attack?.legal).toBe(false);
    expect(third.attack?.rules).toContain('CH-ATTACK-COUNT');
  });
  it('[CH-ATTACK-COUNT] the other side: with no monster on the opponent\'s field its second attack (direct) is refused — the condition does not hold', () => {
    const direct = askCdb('{回合:A 阶段:战斗步骤 A场:暴君龙(已攻击) B场:} 直接攻击 暴君龙');
    expect(direct.warnings.join('\n')).toMatch(/「暴君龙」不能进行这次直接攻击/);
  });
});
