// Issue 16: CNT-DAMAGE-INSTEAD — 「自己受到效果伤害的场合，作为代替给这张卡放置1个黑羽指示物」 (黑羽龙①) and
// 「1回合1次，对方的效果让自己受到伤害的场合，作为代替给这张卡放置1个缺陷指示物（最多1个）」 (缺陷编译器①): the player's face-up
// monster, its effects applying, takes the counter instead of the effect's damage — the player takes none. Battle damage is
// not an effect's damage; a negated monster, a capped one or (for 缺陷编译器) the player's own effect leave the damage as it is.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CNT-DAMAGE-INSTEAD', CARDS_DB);

const stat = (a: ReturnType<typeof askCdb>, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;
const damage = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`);

describe.skipIf(!haveCards)('CNT-DAMAGE-INSTEAD', () => {
  it('[CNT-DAMAGE-INSTEAD] the opponent’s 火球 against 黑羽龙’s controller: a 黑羽 counter instead, no damage — and the counter lowers it 700 more', () => {
    const a = askCdb('{回合:B A场:黑羽龙(黑羽指示物1) A基本分:8000} C1 B:火球');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.rules).toContain('CNT-DAMAGE-INSTEAD');
    expect(damage(a)).toEqual([]);
    expect(a.lp?.A).toBe(8000);
    expect(stat(a, '黑羽龙')).toBe(1400);
  });
  it('[CNT-DAMAGE-INSTEAD] the player’s own 火炎地狱: 黑羽龙 takes the damage to its controller as a counter, the opponent still takes 1000', () => {
    const a = askCdb('{回合:A A场:黑羽龙 A基本分:8000 B基本分:8000} C1 A:火炎地狱');
    expect(damage(a)).toEqual(['B:1000']);
    expect(a.lp).toEqual({ A: 8000, B: 7000 });
    expect(stat(a, '黑羽龙')).toBe(2100);
  });
  it('[CNT-DAMAGE-INSTEAD] under 技能抽取 黑羽龙’s effects are negated: the damage is taken', () => {
    const a = askCdb('{回合:B A场:黑羽龙,技能抽取 A基本分:8000} C1 B:火球');
    expect(damage(a)).toEqual(['A:500']);
    expect(a.links[0]!.rules).not.toContain('CNT-DAMAGE-INSTEAD');
  });
  it('[CNT-DAMAGE-INSTEAD] 缺陷编译器 replaces only the opponent’s effect damage, and holds at most 1 counter', () => {
    expect(damage(askCdb('{回合:B A场:缺陷编译器 A基本分:8000} C1 B:火球'))).toEqual([]);
    expect(damage(askCdb('{回合:A A场:缺陷编译器 A基本分:8000 B基本分:8000} C1 A:火炎地狱'))).toEqual(['B:1000', 'A:500']);
    expect(damage(askCdb('{回合:B A场:缺陷编译器(缺陷指示物1) A基本分:8000} C1 B:火球'))).toEqual(['A:500']);
  });
  it('[CNT-DAMAGE-INSTEAD] battle damage is no effect’s damage: 黑羽龙 (2100 with 1 counter) attacked by 青眼白龙 — its controller takes 900', () => {
    const a = askCdb('{回合:B 阶段:伤害计算 A场:黑羽龙(黑羽指示物1) B场:青眼白龙 攻击:B:青眼白龙→A:黑羽龙} 伤害计算');
    expect(a.battle?.damage).toEqual({ A: 900, B: 0 });
  });
});
