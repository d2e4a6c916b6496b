// CH-NONCHAIN-NEGATE-COLUMN: 「只要自己场上有「X」怪兽存在，和那怪兽相同纵列发动的对方…的效果无效化」 (the three 星遗物 cards) negates, as it
// resolves, an effect of that kind the opponent activated in the column of such a monster: the column the effect was activated in is
// read at activation (before a cost moved its card), the column the monster stands in as the effect resolves (rules reference
// docs/c03/特定效果的处理方法.rst:562–573). Zones are stated (`(主3)`, `(魔陷2)`); columns are counted across the field (B's 3 is A's 3).
import { describe, expect, it } from 'vitest';
import { summary } from './build.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';
import { askCdb, haveCards } from '../cards/data.js';

const links = (input: string) => summary(askCdb(input));
const continuousSpell = { kind: 'spell', subtypes: ['continuous'], bits: 0x20002 } as CardType;

describe.skipIf(!haveCards)('CH-NONCHAIN-NEGATE-COLUMN', () => {
  it('[CH-NONCHAIN-NEGATE-COLUMN] the compiler reads the negation of the opponent’s Trap / monster effects activated in a 机界骑士 monster’s column', () => {
    const e = compileEffects('②：只要自己场上有「机界骑士」怪兽存在，和那怪兽相同纵列发动的对方的陷阱卡的效果无效化。', continuousSpell)[0]!;
    expect(e.does[0]).toMatchObject({ do: 'negate-effects', effects: [{ side: 'opponent', cardKind: 'trap', activatedOnly: true, inColumnOf: { archetype: '机界骑士', kind: 'monster' } }] });
    const m = compileEffects('②：只要自己场上有「机界骑士」怪兽存在，和那怪兽相同纵列发动的对方怪兽的效果无效化。', continuousSpell)[0]!;
    expect(m.does[0]).toMatchObject({ do: 'negate-effects', effects: [{ side: 'opponent', cardKind: 'monster', activatedOnly: true, inColumnOf: { archetype: '机界骑士', kind: 'monster' } }] });
  });
  it('[CH-NONCHAIN-NEGATE-COLUMN] the opponent’s Spell in the column of my 机界骑士 (星遗物的低语) is negated; one in another column is not, nor with no 机界骑士 there', () => {
    expect(links('{回合:B 阶段:主要1 A场:星遗物的低语(魔陷1),紫宵之机界骑士(主3),三眼怪(主1) B场:旋风(盖,魔陷3),三眼怪(主1)} C1 B:旋风→星遗物的低语')).toEqual(['C1:legal:effect-negated']);
    expect(links('{回合:B 阶段:主要1 A场:星遗物的低语(魔陷1),紫宵之机界骑士(主3),三眼怪(主1) B场:旋风(盖,魔陷2),三眼怪(主1)} C1 B:旋风→星遗物的低语')).toEqual(['C1:legal:resolved']);
    expect(links('{回合:B 阶段:主要1 A场:星遗物的低语(魔陷1),三眼怪(主3) B场:旋风(盖,魔陷3),三眼怪(主1)} C1 B:旋风→星遗物的低语')).toEqual(['C1:legal:resolved']);
  });
  it('[CH-NONCHAIN-NEGATE-COLUMN] a monster that tributes itself to activate is judged in the column it was activated in; my own monster there is not negated', () => {
    // 廷达魔三角之底边守卫者② tributes itself as its cost: it is no longer in that column as its effect resolves, but was activated there.
    expect(links('{回合:B 阶段:主要1 A场:沉眠于星遗物的深层(魔陷1),紫宵之机界骑士(主3) B场:廷达魔三角之底边守卫者(主3)} C1 B:廷达魔三角之底边守卫者②')).toEqual(['C1:legal:effect-negated']);
    expect(links('{回合:B 阶段:主要1 A场:沉眠于星遗物的深层(魔陷1),紫宵之机界骑士(主3) B场:廷达魔三角之底边守卫者(主2)} C1 B:廷达魔三角之底边守卫者②')).toEqual(['C1:legal:resolved']);
    expect(links('{回合:A 阶段:主要1 A场:沉眠于星遗物的深层(魔陷1),紫宵之机界骑士(主3),廷达魔三角之底边守卫者(主2) B场:三眼怪(主4)} C1 A:廷达魔三角之底边守卫者②')).toEqual(['C1:legal:resolved']);
  });
});
