// Issue 16 (rules reference docs/c03/特定效果的处理方法.rst:263–272, 『A以及B』 and 残丝断魂双玉绪):
// CH-DAMAGE-MOVED-TOTAL: 「自己受到破坏的怪兽的原本守备力合计数值的伤害」 — the printed values of the cards the resolution moved that way, summed;
// CH-DAMAGE-SAME-AS-TAKEN: 「给与对方和自己受到的伤害相同数值的伤害」 — as much as the damage dealt just before;
// CH-ALONG-TARGETS: 「那只怪兽以及装备怪兽破坏」 — the equipped monster, joined by 以及 to the target, is still destroyed with no target left;
// joined by 和 (『A和B』, one fixed group) it is not. The cards here are test fixtures written as text, read by the compiler.
import { describe, expect, it } from 'vitest';
import { judgeWith, linkOf, summary } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { haveCards } from '../cards/data.js';

const burn = textCard({ id: 999300904, name: '测试破坏的合计伤害', type: 'spell', text: '①：以场上2只怪兽为对象才能发动。那些怪兽破坏，自己受到破坏的怪兽的原本守备力合计数值的伤害。那之后，给与对方和自己受到的伤害相同数值的伤害。' });
const along = textCard({ id: 999300905, name: '测试以及的装备', type: 'spell equip', text: '①：1回合1次，以对方场上1只怪兽为对象才能发动。那只怪兽以及装备怪兽破坏。' });
const joined = textCard({ id: 999300906, name: '测试和的装备', type: 'spell equip', text: '①：1回合1次，以对方场上1只怪兽为对象才能发动。那只怪兽和装备怪兽破坏。' });
const fixtures = [burn, along, joined];
const ask = (input: string) => judgeWith(input, fixtures);
const damage = (input: string) => ask(input).events.filter((e) => e.type === 'damage' && e.link === 1).map((e) => [e.player, e.amount]);
const destroyed = (input: string) => ask(input).events.filter((e) => e.type === 'destroyed' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('damage from the cards moved, the same damage, cards along the targets', () => {
  it('[CH-DAMAGE-MOVED-TOTAL] the printed DEF of both destroyed monsters, summed (600 + 2500); one protected from destruction, only the other counts', () => {
    const both = '{回合:A 阶段:主要1 B场:三眼怪,青眼白龙} C1 A:测试破坏的合计伤害→三眼怪,青眼白龙';
    expect(damage(both)).toEqual([['A', 3100], ['B', 3100]]);
    expect(linkOf(ask(both), 1).rules).toContain('CH-DAMAGE-MOVED-TOTAL');
    expect(damage('{回合:A 阶段:主要1 B场:三眼怪(不会被效果破坏),青眼白龙} C1 A:测试破坏的合计伤害→三眼怪,青眼白龙')).toEqual([['A', 2500], ['B', 2500]]);
  });
  it('[CH-DAMAGE-SAME-AS-TAKEN] the opponent takes what I took just before; with nothing destroyed no damage at all (0 is no damage, and the 「那之后」 step does not follow)', () => {
    const input = '{回合:A 阶段:主要1 B场:三眼怪(不会被效果破坏),青眼白龙(不会被效果破坏)} C1 A:测试破坏的合计伤害→三眼怪,青眼白龙';
    expect(damage(input)).toEqual([]);
    expect(linkOf(ask('{回合:A 阶段:主要1 B场:三眼怪,青眼白龙} C1 A:测试破坏的合计伤害→三眼怪,青眼白龙'), 1).rules).toContain('CH-DAMAGE-SAME-AS-TAKEN');
  });
  it('[CH-ALONG-TARGETS] 「那只怪兽以及装备怪兽」: the target unaffected, the equipped monster is still destroyed; 「那只怪兽和装备怪兽」 (『A和B』) is not marked, and with its target unaffected it does nothing', () => {
    expect(along.effects.find((e) => e.n === 1)?.does.map((a) => a.alongTargets ?? false)).toEqual([false, true]);
    expect(joined.effects.find((e) => e.n === 1)?.does.some((a) => a.alongTargets)).toBe(false);
    const input = (card: string) => `{回合:A 阶段:主要1 A场:黑魔术师,${card}(装备:黑魔术师) B场:三眼怪(不受效果)} C1 A:${card}①→三眼怪`;
    expect(destroyed(input('测试以及的装备'))).toEqual(['黑魔术师']);
    expect(linkOf(ask(input('测试以及的装备')), 1).rules).toContain('CH-ALONG-TARGETS');
    expect(summary(ask(input('测试和的装备')))).toEqual(['C1:legal:no-effect']);
    expect(destroyed('{回合:A 阶段:主要1 A场:黑魔术师,测试以及的装备(装备:黑魔术师) B场:三眼怪} C1 A:测试以及的装备①→三眼怪').sort()).toEqual(['三眼怪', '黑魔术师'].sort());
  });
});
