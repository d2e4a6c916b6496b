// CH-BATTLE-DAMAGE-ORDER (compiler side, rules reference docs/c03/战斗阶段流程.rst:642–752): 「这个回合那只怪兽用和对方怪兽的战斗给与
// 对方的战斗伤害变成2倍」 (虹彩之魔术师 P①, 天穹之圣像骑士②) is a change of the target's battle damage against the opponent's monsters for
// the turn — no effect damage dealt as the effect resolves (before, a generic damage step took it and 虹彩之魔术师 dealt B 2500).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';
import type { CardType } from '../../src/cards/facts.js';

const spell: CardType = { kind: 'spell', subtypes: ['normal'] } as unknown as CardType;

describe('battle damage of the target doubled', () => {
  it('[CH-BATTLE-DAMAGE-ORDER] 「那只怪兽用和对方怪兽的战斗给与对方的战斗伤害变成2倍」: a rule on the targets, vs an opponent\'s monster, and no damage step; 「给与对方1000伤害」 still is one', () => {
    const [e] = compileEffects('①：以自己场上1只怪兽为对象才能发动。这个回合那只怪兽用和对方怪兽的战斗给与对方的战斗伤害变成2倍。', spell);
    expect(e!.does.some((a) => a.do === 'damage')).toBe(false);
    expect(e!.battleDamage).toEqual([expect.objectContaining({ op: 'double', of: 'targets', receiver: 'opponent', when: 'vs-monster' })]);
    // A clause before it (「自己不用那只怪兽不能攻击，」) is not read as the change's subject.
    const [f] = compileEffects('①：以自己场上1只怪兽为对象才能发动。这个回合，自己不用那只怪兽不能攻击，那只怪兽用和对方怪兽的战斗给与对方的战斗伤害变成2倍。', spell);
    expect(f!.battleDamage).toEqual([expect.objectContaining({ op: 'double', of: 'targets', when: 'vs-monster' })]);
    const [g] = compileEffects('①：以自己场上1只怪兽为对象才能发动。给与对方1000伤害。', spell);
    expect(g!.does.some((a) => a.do === 'damage')).toBe(true);
  });
});

describe.skipIf(!haveCards)('battle damage of the target doubled, answered', () => {
  it('[CH-BATTLE-DAMAGE-ORDER] 虹彩之魔术师 P① on 黑魔术师: no damage now, the card is destroyed after; 熔岩裁决王 still deals its 1000', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:虹彩之魔术师(灵摆左),黑魔术师} C1 A:虹彩之魔术师P①→黑魔术师');
    expect(a.events.some((ev) => ev.type === 'damage')).toBe(false);
    expect(a.events.filter((ev) => ev.type === 'destroyed').flatMap((ev) => ev.cards.map((c) => c.name))).toEqual(['虹彩之魔术师']);
    const b = askCdb('{回合:A 阶段:主要1 A场:熔岩裁决王 A墓:熔岩魔神 苏迪} C1 A:熔岩裁决王');
    expect(b.events.some((ev) => ev.type === 'damage')).toBe(true);
  });
});
