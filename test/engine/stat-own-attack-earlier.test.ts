// 我我我枪手① 「这张卡的表示形式的以下效果适用。●攻击表示：这个回合，这张卡向对方怪兽攻击的伤害步骤内，这张卡的攻击力上升1000，那只对方怪兽的攻击力下降500」
// activated earlier this turn (`本回合:`): CMP-OWN-ATTACK-HELD reads the two changes as held to the Damage Step of its attacks on an
// opponent's monster; CH-STAT-OWN-ATTACK-EARLIER applies them there, read from the turn's history.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a change held to the Damage Step of its own attacks (CH-STAT-OWN-ATTACK-EARLIER)', CARDS_DB);

const atk = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;
const rules = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.rules ?? [];
const sit = (phase: string, extra = '', attack = '我我我枪手→B:青眼白龙', entry = 'A:我我我枪手') =>
  `{回合:A 阶段:${phase} A场:我我我枪手${extra} B场:青眼白龙 本回合:${entry} 攻击:A:${attack}}`;

describe.skipIf(!haveCards)('「这个回合，这张卡向对方怪兽攻击的伤害步骤内，…」 activated earlier', () => {
  it('[CMP-OWN-ATTACK-HELD] 我我我枪手①: the Attack Position ● is held to the Damage Step of its attacks (+1000 on itself, −500 on the monster it attacks), not a step done as it resolves', () => {
    const r = cdbJudge().catalog.resolve('我我我枪手');
    if (!r.ok) throw new Error('我我我枪手');
    const held = r.card.effects.flatMap((e) => [...e.does, ...(e.leaves ?? [])]).filter((a) => a.heldToOwnAttack);
    expect(held.map((a) => [a.heldToOwnAttack, a.change?.value])).toEqual([['self', 1000], ['opponent', -500]]);
    // Activated now in Main Phase 1 it changes no ATK.
    expect(askCdb('{回合:A 阶段:主要1 A场:我我我枪手 B场:青眼白龙} C1 A:我我我枪手').stats?.find((s) => s.card.name === '我我我枪手')).toBeUndefined();
  });

  it('[CH-STAT-OWN-ATTACK-EARLIER] attacking 青眼白龙 later this turn, in the Damage Step: 我我我枪手 2500, 青眼白龙 2500 (both destroyed); the position then taken as Attack Position and said', () => {
    const a = askCdb(`${sit('伤害步骤')} 伤害计算`);
    expect(atk(a, '我我我枪手')).toBe(2500);
    expect(atk(a, '青眼白龙')).toBe(2500);
    expect(rules(a, '我我我枪手')).toContain('CH-STAT-OWN-ATTACK-EARLIER');
    expect(a.battle?.destroyed.map((c) => c.name).sort()).toEqual(['我我我枪手', '青眼白龙']);
    expect(a.assumptions.join()).toContain('攻击表示');
    // Written with its effect number, the same; a lower made in the Damage Step (收缩 halves the original) counts with it: 1500 − 500.
    expect(atk(askCdb(`${sit('伤害计算', '', undefined, 'A:我我我枪手#1')} 伤害计算`), '我我我枪手')).toBe(2500);
    const shrunk = askCdb(`${sit('伤害步骤', '')} C1 A:收缩→青眼白龙`.replace('A场:我我我枪手', 'A场:我我我枪手 A手:收缩'));
    expect(atk(shrunk, '青眼白龙')).toBe(1000);
  });

  it('[CH-STAT-OWN-ATTACK-EARLIER] the other side: before the Damage Step, another monster attacking, its effect negated, or it turned face-down since (a new card) — no change', () => {
    expect(atk(askCdb(`${sit('战斗步骤')} 伤害计算`), '我我我枪手')).toBe(1500);
    const other = askCdb(`{回合:A 阶段:伤害步骤 A场:我我我枪手,三眼怪 B场:青眼白龙 本回合:A:我我我枪手 攻击:A:三眼怪→B:青眼白龙} 伤害计算`);
    expect(atk(other, '青眼白龙')).toBe(3000);
    expect(atk(askCdb(`${sit('伤害步骤', '', undefined, 'A:我我我枪手(效果无效)')} 伤害计算`), '我我我枪手')).toBe(1500);
    const anew = askCdb(`${sit('伤害步骤', '(变里侧)')} 伤害计算`);
    expect(atk(anew, '青眼白龙')).toBe(3000);
    expect(rules(anew, '我我我枪手')).not.toContain('CH-STAT-OWN-ATTACK-EARLIER');
  });

  it('[CH-STAT-OWN-ATTACK-EARLIER] two 我我我枪手 on the field and the entry not saying which activated: the attacking one is taken as it, and that is said; one copy on the field (the other in the GY): nothing said about copies', () => {
    const two = askCdb(`${sit('伤害步骤', ',我我我枪手')} 伤害计算`);
    expect(atk(two, '我我我枪手')).toBe(2500);
    expect(two.assumptions.join()).toContain('哪一张「我我我枪手」');
    const one = askCdb(`${sit('伤害步骤', ' A墓:我我我枪手')} 伤害计算`);
    expect(atk(one, '我我我枪手')).toBe(2500);
    expect(one.assumptions.join()).not.toContain('哪一张');
  });
});
