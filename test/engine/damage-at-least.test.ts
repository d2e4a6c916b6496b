// CMP-DAMAGE-TAKER, CH-DAMAGE-AT-LEAST (test/RULES.md): 「对方的卡的效果让自己受到1000以上的伤害时」 (倍返) and 「每次对方怪兽的攻击或者对方的效果让自己受到
// 1000以上的伤害」 (补充部队) — the player after 「让」 took the damage, and one damage of at least the amount written meets it. Before, the
// subject was read as either player (damage the opponent took met it) and the amount was unread (500 damage met it). Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const last = (input: string) => {
  const a = askCdb(input);
  return { link: a.links[a.links.length - 1]!, a };
};
const rendered = (input: string): string => JSON.stringify(askCdb(input));

describe.skipIf(!haveCards)('damage taken, by whom and how much', () => {
  it('[CMP-DAMAGE-TAKER] 倍返: met by damage its controller took from the opponent\'s card, not by damage the opponent took from its own card', () => {
    // 死亡流星 (B) deals 1000 to A: A's 倍返 may answer it.
    expect(last('{回合:B 阶段:主要1} C1 B:死亡流星 然后 C1 A:倍返').link.legal).toBe(true);
    // 骰子旋风 rolled 1: A's own card deals 1000 to A — the opponent's card, but B took nothing, so B's 倍返 may not answer it.
    const other = last('{回合:A 阶段:主要1} C1 A:骰子旋风 [骰子1] 然后 C1 B:倍返').link;
    expect(other.legal).toBe(false);
    expect(other.rules).toContain('CH-WHEN-EVENT-KINDS');
  });
  it('[CH-DAMAGE-AT-LEAST] 倍返 「1000以上的伤害」: 500 damage does not meet it; 1000 does; the amount not known is assumed and said', () => {
    const small = last('{回合:A 阶段:主要1} C1 A:火球 然后 C1 B:倍返').link;
    expect(small.legal).toBe(false);
    expect(small.rules).toContain('CH-DAMAGE-AT-LEAST');
    expect(last('{回合:A 阶段:主要1} C1 A:死亡流星 然后 C1 B:倍返').link.legal).toBe(true);
    const { link, a } = last('{回合:A 阶段:主要1} C1 B:倍返');
    expect(link.legal).toBe(true);
    expect(a.assumptions.some((x) => x.includes('假定它是1000以上'))).toBe(true);
  });
  it('[CH-DAMAGE-AT-LEAST] 补充部队 「每次…让自己受到1000以上的伤害」: 500 damage from the opponent does not trigger it, 1000 does', () => {
    expect(rendered('{回合:B 阶段:主要1 A场:补充部队} C1 B:火球')).not.toContain('补充部队');
    expect(rendered('{回合:B 阶段:主要1 A场:补充部队} C1 B:死亡流星')).toContain('补充部队');
  });
  // (s57) 狂战士之魂 (current text): 「自己场上的怪兽直接攻击给与对方1500以下的伤害时」 — the bound from the other end (`damageAtMost`). Before,
  // 「以下」 was not read and a 3000 direct attack offered it.
  const berserker = (attacker: string) => `{回合:B 阶段:战斗 A场: B场:${attacker} B手:狂战士之魂,死者苏生}`;
  it('[CH-DAMAGE-AT-LEAST] 狂战士之魂 「1500以下的伤害」: not offered after a 3000 direct attack, offered after 1000 and after exactly 1500', () => {
    const names = (input: string) => askCdb(input).window.triggers.map((t) => `${t.controller}:${t.card.name}`);
    expect(names(`${berserker('青眼白龙')} 直接攻击 B:青眼白龙`)).not.toContain('B:狂战士之魂');
    expect(names(`${berserker('三眼怪')} 直接攻击 B:三眼怪`)).toContain('B:狂战士之魂');
    expect(names(`${berserker('三眼怪(攻1500)')} 直接攻击 B:三眼怪`)).toContain('B:狂战士之魂');
  });
  it('[CH-DAMAGE-AT-LEAST] 狂战士之魂 chained after a 3000 direct attack is refused, saying the bound and the damage; no damage stated, 1500 or less is assumed and said', () => {
    const { link } = last(`${berserker('青眼白龙')} 直接攻击 B:青眼白龙 C1 B:狂战士之魂`);
    expect(link.legal).toBe(false);
    expect(link.rules).toContain('CH-DAMAGE-AT-LEAST');
    expect(link.illegalReason).toContain('1500以下');
    expect(link.illegalReason).toContain('3000');
    expect(last(`${berserker('三眼怪')} 直接攻击 B:三眼怪 C1 B:狂战士之魂`).link.legal).toBe(true);
    const { link: alone, a } = last(`${berserker('青眼白龙')} C1 B:狂战士之魂`);
    expect(alone.legal).toBe(true);
    expect(a.assumptions.some((x) => x.includes('假定它是1500以下'))).toBe(true);
  });
});
