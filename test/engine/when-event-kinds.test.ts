// CH-WHEN-EVENT-KINDS (test/RULES.md): a card activation waiting on a lone event of a kind CH-WHEN-CONDITION did not judge — damage taken,
// an attack negated, a position changed, an activation (「对方发动…时」) — is judged by the same check: by what the input says happened
// just before (and whose it was), the link below for an activation, a battle's event not outside the Battle Phase; with nothing stated
// the event is assumed and said. Before, each was activatable anywhere with nothing having happened. Cards are read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const ASSUMED = '假定那个事件刚刚发生';
const last = (input: string) => {
  const a = askCdb(input);
  return { link: a.links[a.links.length - 1]!, a };
};

describe.skipIf(!haveCards)('an activation on damage, an attack negated, a position change or an activation, judged', () => {
  // (「对方发动通常魔法时」 暗之取引, 「自己发动通常魔法时」 连续魔法, 大火葬 are now read as the activation they answer: test/engine/responds-verb-first.test.ts.)
  it('[CH-WHEN-EVENT-KINDS] 「自己受到伤害时」 白衣天使 and 伤害疫苗ΩMAX: met by damage A took, not by damage B took; with nothing stated, assumed and said', () => {
    for (const card of ['白衣天使', '伤害疫苗ΩMAX']) {
      expect(last(`{回合:B 阶段:主要1} C1 B:火球 然后 C1 A:${card}`).link.legal).toBe(true);
      const other = last(`{回合:A 阶段:主要1} C1 A:火球 然后 C1 A:${card}`).link;
      expect(other.legal).toBe(false);
      expect(other.rules).toContain('CH-WHEN-EVENT-KINDS');
      const { link, a } = last(`{回合:A 阶段:主要1} C1 A:${card}`);
      expect(link.legal).toBe(true);
      expect(a.assumptions.some((x) => x.includes(ASSUMED))).toBe(true);
    }
  });
  it('[CH-WHEN-EVENT-KINDS] 倍返 「对方的卡的效果让自己受到伤害时」 is not met by damage A dealt itself; 伤害之门 「战斗伤害」 not by effect damage', () => {
    expect(last('{回合:B 阶段:主要1} C1 B:死亡流星 然后 C1 A:倍返').link.legal).toBe(true);
    expect(last('{回合:A 阶段:主要1} C1 A:火球 然后 C1 A:倍返').link.legal).toBe(false);
    expect(last('{回合:B 阶段:主要1} C1 B:火球 然后 C1 A:伤害之门').link.legal).toBe(false);
  });
  it('[CH-WHEN-EVENT-KINDS] a battle\'s event (反弹力, 翻倍机会 「攻击无效时」; 伤害之门 「战斗伤害」) cannot be met in Main Phase 1; after an attack negated it can', () => {
    for (const card of ['反弹力', '伤害之门', '翻倍机会']) {
      const l = last(`{回合:A 阶段:主要1} C1 A:${card}`).link;
      expect(l.legal).toBe(false);
      expect(l.rules).toContain('CH-WHEN-EVENT-KINDS');
    }
    expect(last('{回合:B 阶段:战斗步骤 A场:三眼怪 B场:恶魔召唤 攻击:B:恶魔召唤→A:三眼怪} C1 A:攻击无力化 然后 C1 B:翻倍机会→恶魔召唤').link.legal).toBe(true);
    // Damage is no attack negated.
    expect(last('{回合:B 阶段:主要1} C1 B:火球 然后 C1 A:反弹力').link.legal).toBe(false);
  });
  it('[CH-WHEN-EVENT-KINDS] 机巧屋敷 「自己场上的「机巧」怪兽的表示形式变更时」: met by A\'s monster changing position, not by B\'s', () => {
    expect(last('{回合:A 阶段:主要1 A场:机巧蜘蛛(守)} 表示形式变更 A:机巧蜘蛛 C1 A:机巧屋敷').link.legal).toBe(true);
    expect(last('{回合:B 阶段:主要1 B场:三眼怪} 表示形式变更 B:三眼怪 C1 A:机巧屋敷').link.legal).toBe(false);
  });
  it('[CH-WHEN-EVENT-KINDS] a chain written before whose only link was refused (B\'s 火球 in A\'s turn) dealt no damage: 倍返 is refused, its damage not assumed', () => {
    const { link, a } = last('{回合:A 阶段:主要1 B场:倍返(盖)} C1 B:火球 然后 C1 B:倍返');
    expect(link.legal).toBe(false);
    expect(a.assumptions.some((x) => x.includes(ASSUMED))).toBe(false);
    // The same chain with the link legal (B's turn), its 500 damage went to A, not B: refused too; nothing written before: assumed.
    expect(last('{回合:B 阶段:主要1 B场:倍返(盖)} C1 B:火球 然后 C1 B:倍返').link.legal).toBe(false);
    expect(last('{回合:A 阶段:主要1 B场:倍返(盖)} C1 B:倍返').a.assumptions.some((x) => x.includes(ASSUMED))).toBe(true);
  });
});
