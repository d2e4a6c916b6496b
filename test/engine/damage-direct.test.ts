// CMP-DAMAGE-CAUSE, WIN-DAMAGE-CAUSE, CH-WHEN-EVENT-KINDS (test/RULES.md): 「对方怪兽的直接攻击让自己受到战斗伤害时」 — 机关傀儡-暗影触摸者 and
// 黑羽-天狗风之飞廉 (triggers), 痛恨的诉苦 and 无抵抗的真相 (card activations). Before, the words were kept as not read: the triggers were
// offered after battle damage of an attack on a monster (said as not checked), and the Traps' condition read the damage's taker and kind only.
// Now the damage must be battle damage of an attack with no target; the Traps' condition is judged by the window's own reading.
import { describe, expect, it } from 'vitest';
import { matchingEvents, type MatchContext } from '../../src/engine/game/triggers.js';
import type { EngineEvent } from '../../src/engine/types.js';
import type { TriggerPattern } from '../../src/cards/facts.js';
import { askCdb, haveCards } from '../cards/data.js';

// 超重武者 松明-2② moves 青眼白龙's attack to itself and makes the damage calculation: A takes 2500 battle damage of an attack on a monster.
const MOVED = '{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,超重武者 松明-2 B场:青眼白龙 A墓:机关傀儡-暗影触摸者,黑羽-天狗风之飞廉} C1 A:超重武者 松明-2②';

describe.skipIf(!haveCards)('「对方怪兽的直接攻击」 — damage of a direct attack only', () => {
  it('[WIN-DAMAGE-CAUSE] 机关傀儡-暗影触摸者, 黑羽-天狗风之飞廉: battle damage of an attack moved to a monster is no direct attack — not offered', () => {
    const a = askCdb(MOVED);
    expect(a.events.some((e) => e.type === 'damage' && e.player === 'A' && e.cause === 'battle')).toBe(true);
    const names = (a.window?.triggers ?? []).map((t) => t.card.name);
    expect(names).not.toContain('机关傀儡-暗影触摸者');
    expect(names).not.toContain('黑羽-天狗风之飞廉');
    expect(a.assumptions.some((x) => JSON.stringify(x).includes('直接攻击'))).toBe(false);
  });
  it('[CH-WHEN-EVENT-KINDS] 痛恨的诉苦, 无抵抗的真相 after that battle damage: refused — it was not dealt by a direct attack, and the answer says so', () => {
    for (const card of ['痛恨的诉苦', '无抵抗的真相']) {
      const a = askCdb(`${MOVED} 然后 C1 A:${card}`);
      const link = a.links[a.links.length - 1]!;
      expect(link.legal).toBe(false);
      expect(link.rules).toContain('CH-WHEN-EVENT-KINDS');
      expect(link.illegalReason).toContain('不是「直接攻击」造成的');
    }
  });
  it('[CH-WHEN-EVENT-KINDS] 痛恨的诉苦: effect damage (B\'s 火球) is no battle damage; damage B took is not its controller\'s — refused as before', () => {
    expect(askCdb('{回合:B 阶段:主要1} C1 B:火球 然后 C1 A:痛恨的诉苦').links.at(-1)!.legal).toBe(false);
    const other = askCdb(`${MOVED.replace('A墓', 'B墓')} 然后 C1 B:痛恨的诉苦`).links.at(-1)!;
    expect(other.legal).toBe(false);
    expect(other.illegalReason).not.toContain('直接攻击');
  });
});

describe.skipIf(!haveCards)('「…直接攻击给与对方伤害时」「…直接攻击成功时」 — the same direct attack, said from the attacker\'s side', () => {
  it('[CH-WHEN-EVENT-KINDS] 塞贝克的祝福 (B), 闪光弹 (A) after the battle damage of B\'s attack moved to a monster: refused — no direct attack', () => {
    for (const who of ['B:塞贝克的祝福', 'A:闪光弹']) {
      const link = askCdb(`${MOVED} 然后 C1 ${who}`).links.at(-1)!;
      expect(link.legal).toBe(false);
      expect(link.illegalReason).toContain('不是「直接攻击」造成的');
    }
  });
});

describe('[WIN-DAMAGE-CAUSE] the reading of a direct attack (what no notation can yet put in a window: battle damage of a direct attack)', () => {
  const pattern: TriggerPattern = { event: 'damage', subject: { side: 'self' }, cause: 'battle', causedBy: 'opponent', direct: true };
  const damage: EngineEvent = { type: 'damage', cards: [], link: null, player: 'A', amount: 3000, cause: 'battle', step: 1, from: [], to: [], by: 'B' } as EngineEvent;
  const ctx = (attacker: string | null, attackTarget: string | null): MatchContext => ({
    selfRef: 'x', controller: 'A', cardOf: () => undefined, at: () => null, justBefore: () => null, canon: (r) => r, attacker, attackTarget,
  });
  it('[WIN-DAMAGE-CAUSE] an attack with no target meets it; one on a monster does not; no attack known: met, and marked as not checked', () => {
    const direct = matchingEvents(pattern, [damage], ctx('B:青眼白龙', null));
    expect(direct).toHaveLength(1);
    expect(direct[0]!.damageUnchecked).toBeUndefined();
    expect(matchingEvents(pattern, [damage], ctx('B:青眼白龙', 'A:三眼怪'))).toHaveLength(0);
    expect(matchingEvents(pattern, [damage], ctx(null, null))[0]!.damageUnchecked).toEqual({ direct: true });
    // Damage B took does not meet A's 「让自己受到」.
    expect(matchingEvents(pattern, [{ ...damage, player: 'B', by: 'A' }], ctx('A:青眼白龙', null))).toHaveLength(0);
  });
});
