// CMP-MAY-THAT-EVENT (review s45-rv3, card texts 秘仪之力7-战车 ●表, 吸血鬼婴儿): 「这张卡战斗破坏对方怪兽的场合，可以把那只怪兽在自己场上特殊召唤」 —
// 「那只怪兽」 after 「可以把」 (and a moment, 「战斗阶段结束时可以把…」) is the monster of the event, as 「那只怪兽…」 opening the phrase is. Before, the
// 「可以把」 hid it and 「在自己场上」 was read as where the monster is picked: 秘仪之力7-战车's ●表 Special Summoned itself.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as const;

describe('CMP-MAY-THAT-EVENT, the reader', () => {
  it('[CMP-MAY-THAT-EVENT] 「…的场合，可以把那只怪兽在自己场上特殊召唤」 and 「战斗阶段结束时可以把那只怪兽在自己场上特殊召唤」: the event\'s monster, not a monster picked on its own field', () => {
    const a = compileEffects('①：这张卡战斗破坏对方怪兽的场合，可以把那只怪兽在自己场上特殊召唤。', { ...monster, subtypes: [...monster.subtypes] })[0]!;
    expect(a.does.find((x) => x.do === 'special-summon')?.what).toBe('event-cards');
    const b = compileEffects('这张卡战斗破坏怪兽送去墓地的场合，战斗阶段结束时可以把那只怪兽在自己场上特殊召唤。', { ...monster, subtypes: [...monster.subtypes] })[0]!;
    expect(b.does.find((x) => x.do === 'special-summon')?.what).toBe('event-cards');
  });
  it('[CMP-MAY-THAT-EVENT] the other side: with a target, 「可以把那只怪兽特殊召唤」 is still the target; 「可以把自己场上1只怪兽…」 is still a monster picked', () => {
    const t = compileEffects('①：以自己墓地1只怪兽为对象才能发动。那只怪兽特殊召唤。', { kind: 'spell', subtypes: ['normal'] })[0]!;
    expect(t.does[0]!.what).toBe('targets');
    const p = compileEffects('①：这张卡召唤成功的场合，可以把自己墓地1只怪兽特殊召唤。', { ...monster, subtypes: [...monster.subtypes] })[0]!;
    expect(typeof p.does.find((x) => x.do === 'special-summon')?.what).toBe('object');
  });
});

describe.skipIf(!haveCards)('CMP-MAY-THAT-EVENT, what a user sees', () => {
  it('[CMP-MAY-THAT-EVENT] 秘仪之力7-战车①[●1] (●表, read from its text) does not Special Summon itself', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤 A场:秘仪之力7-战车 B场:三眼怪 攻击:A:秘仪之力7-战车→B:三眼怪} 破坏 三眼怪 (战斗) C1 A:秘仪之力7-战车①[●1]');
    const summoned = a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
    expect(summoned).not.toContain('秘仪之力7-战车');
  });
});

// Engine side (head-judge review s46 (3)): 「那只怪兽」 is the monster 秘仪之力7-战车 itself destroyed by battle — its battle partner, now in the
// GY — not an unnamed monster; when another monster made that battle, there is none and nothing is summoned.
describe.skipIf(!haveCards)('CMP-MAY-THAT-EVENT, the engine: the battle partner', () => {
  it('[CMP-MAY-THAT-EVENT] 秘仪之力7-战车①[●1] after it destroyed 三眼怪 by battle Special Summons 三眼怪 (its battle partner), no unnamed monster', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤 A场:秘仪之力7-战车 B场:三眼怪 攻击:A:秘仪之力7-战车→B:三眼怪} 破坏 三眼怪 (战斗) C1 A:秘仪之力7-战车①[●1]');
    const summoned = a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
    expect(summoned).toEqual(['三眼怪']);
    expect(a.links[0]!.rules).toContain('CMP-MAY-THAT-EVENT');
  });
  it('[CMP-MAY-THAT-EVENT] the other side: 青眼白龙 (not 战车) destroyed 三眼怪 by battle — 战车’s ●表 summons nothing, and says why', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤 A场:秘仪之力7-战车,青眼白龙 B场:三眼怪,黑魔术师 攻击:A:青眼白龙→B:三眼怪} 破坏 三眼怪 (战斗) C1 A:秘仪之力7-战车①[●1]');
    expect(a.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    expect(a.links[0]!.reason).toMatch(/战斗对手/);
  });
});
