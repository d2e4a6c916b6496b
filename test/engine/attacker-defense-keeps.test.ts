// CH-ATTACKER-DEFENSE (rules reference docs/c03/战斗阶段流程.rst:178): an attacker changed to Defense Position stops attacking — unless an
// effect lets it attack in face-up Defense Position (「这张卡可以用表侧守备表示的状态作出攻击」, 超重武者 大弁庆-K ②'s grant to its
// 「超重武者」 monsters): it is still the attacking monster, and its DEF is used in the damage calculation.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-ATTACKER-DEFENSE', CARDS_DB);

const stops = (a: ChainAnswer) => a.window.notes.join().includes('攻击中止');

describe('[CH-ATTACKER-DEFENSE] the rule 「可以用表侧守备表示的状态作出攻击」 is read', () => {
  it('[CH-ATTACKER-DEFENSE] of the card itself, and granted to the monsters its text names', () => {
    const own = textCard({ id: 99262801, name: '测试用守备攻击者', type: 'monster effect', text: '①：这张卡可以用表侧守备表示的状态作出攻击。那个场合，这张卡用守备力当作攻击力使用进行伤害计算。' });
    expect(own.effects.flatMap((e) => e.attackRules ?? [])).toEqual([expect.objectContaining({ kind: 'in-defense', of: 'self' })]);
    const grant = textCard({ id: 99262802, name: '测试用守备攻击授予', type: 'monster effect', text: '②：只要这张卡在怪兽区域存在，自己场上的「超重武者」怪兽可以用表侧守备表示的状态作出攻击。' });
    expect(grant.effects.flatMap((e) => e.attackRules ?? [])).toEqual([expect.objectContaining({ kind: 'in-defense', of: 'filter', filter: expect.objectContaining({ archetype: '超重武者', side: 'self' }) })]);
  });
});

describe.skipIf(!haveCards)('[CH-ATTACKER-DEFENSE] changed to Defense Position during its attack', () => {
  it('[CH-ATTACKER-DEFENSE] 超重武者 大弁庆-K (its ② covers itself) changed by 附锁链的回力镖: the attack goes on, with its DEF 3500', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:超重武者 大弁庆-K→A:三眼怪 A场:三眼怪,附锁链的回力镖(盖) B场:超重武者 大弁庆-K} C1 A:附锁链的回力镖→超重武者 大弁庆-K [●1]');
    expect(stops(a)).toBe(false);
    expect(a.battle?.attackerValue).toBe(3500);
    expect(a.battle?.destroyed.map((c) => c.name)).toEqual(['三眼怪']);
  });
  it('[CH-ATTACKER-DEFENSE] 超重武者 大八-8 (its own rule): still the attacking monster inside the chain — 次元幽闭 on 「攻击怪兽」 resolves and banishes it', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:超重武者 大八-8→A:三眼怪 A场:三眼怪,次元幽闭(盖),附锁链的回力镖(盖) B场:超重武者 大八-8} C1 A:次元幽闭→超重武者 大八-8 C2 A:附锁链的回力镖→超重武者 大八-8 [●1]');
    expect(a.links.map((l) => l.outcome)).toEqual(['resolved', 'resolved']);
    expect(a.events.some((e) => e.type === 'banished' && e.cards.some((c) => c.name === '超重武者 大八-8'))).toBe(true);
  });
  it('[CH-ATTACKER-DEFENSE] the other side: 青眼白龙 (no such effect) changed to Defense Position stops attacking, and 次元幽闭 finds no attacker', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,附锁链的回力镖(盖) B场:青眼白龙} C1 A:附锁链的回力镖→青眼白龙 [●1]');
    expect(stops(a)).toBe(true);
    expect(a.battle).toBeFalsy();
    const b = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,次元幽闭(盖),附锁链的回力镖(盖) B场:青眼白龙} C1 A:次元幽闭→青眼白龙 C2 A:附锁链的回力镖→青眼白龙 [●1]');
    expect(b.links[0]!.outcome).not.toBe('resolved');
    expect(b.links[0]!.rules).toContain('CH-ATTACKER-DEFENSE');
  });
});
