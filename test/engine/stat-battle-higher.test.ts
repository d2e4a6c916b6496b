// CMP-STAT-BATTLE-HIGHER: 「装备怪兽的攻击力·守备力只在伤害计算时变成进行战斗的对方怪兽的攻击力和守备力之内较高方的数值＋100」 (月镜盾①) — a 变成 to the
// higher of the two values the opponent's monster in the battle shows as the effect resolves, plus the number; it lasts only
// for that damage calculation (CH-STAT-DURATION-END). Rules reference docs/c03/攻守计算.rst:180, :189.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a 变成 to the higher value of the battling opponent', () => {
  const line = (input: string, name: string) => chain(input).stats.find((s) => s.card.name === name)!;
  const at = (turn: 'A' | 'B', attack: string, b: string) => `{回合:${turn} 阶段:伤害计算 A场:黑魔术师,月镜盾(装备:黑魔术师) B场:${b} 攻击:${attack}}`;
  it('[CMP-STAT-BATTLE-HIGHER] the opponent’s DEF when it is the higher: 黑魔术师 attacking 迷宫壁 (0/3000) becomes 3100/3100 and destroys it', () => {
    const a = chain(`${at('A', 'A:黑魔术师→B:迷宫壁', '迷宫壁(守)')} C1 A:月镜盾①`);
    const s = a.stats.find((x) => x.card.name === '黑魔术师')!;
    expect([s.atk, s.def, s.originalAtk, s.originalDef]).toEqual([3100, 3100, 2500, 2100]);
    expect(a.battle?.attackerValue).toBe(3100);
  });
  it('[CMP-STAT-BATTLE-HIGHER] when the equipped monster is attacked, the attacker’s value as it stands (a raise made earlier counts): 3500 + 100', () => {
    const a = chain(`${at('B', 'B:青眼白龙→A:黑魔术师', '青眼白龙(攻+500)')} C1 A:月镜盾①`);
    expect(a.stats.find((x) => x.card.name === '黑魔术师')!.atk).toBe(3600);
    expect(a.battle?.damage.B).toBe(100);
  });
  it('[CMP-STAT-BATTLE-HIGHER] a Link Monster has no DEF: its ATK + 100', () => {
    expect(line(`${at('A', 'A:黑魔术师→B:解码语者', '解码语者')} C1 A:月镜盾①`, '黑魔术师').atk).toBe(2400);
  });
  it('[CMP-STAT-BATTLE-HIGHER] read as the effect resolves: the other side’s 月镜盾 resolved first (青眼白龙 2600), so this one makes 2700', () => {
    const a = chain('{回合:A 阶段:伤害计算 A场:黑魔术师,月镜盾(装备:黑魔术师) B场:青眼白龙,月镜盾(装备:青眼白龙) 攻击:A:黑魔术师→B:青眼白龙} C1 A:月镜盾① C2 B:月镜盾①');
    expect(a.stats.find((x) => x.card.name === '青眼白龙')!.atk).toBe(2600);
    expect(a.stats.find((x) => x.card.name === '黑魔术师')!.atk).toBe(2700);
  });
  it('[CMP-STAT-BATTLE-HIGHER] only for that damage calculation: after it, the printed 2500/2100 again (CH-STAT-DURATION-END)', () => {
    const s = line(`${at('A', 'A:黑魔术师→B:迷宫壁', '迷宫壁(守)')} C1 A:月镜盾① 伤害计算后`, '黑魔术师');
    expect([s.atk, s.def]).toEqual([2500, 2100]);
    expect(s.rules).toContain('CH-STAT-DURATION-END');
  });
});
