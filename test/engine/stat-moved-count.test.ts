// CMP-STAT-MOVED-COUNT, CH-STAT-MOVED-COUNT (rules reference docs/c03/特定效果的处理方法.rst:736): 「这张卡的攻击力·守备力上升这个效果除外的卡
// 数量×200」 (弧光勇烈龙①) is counted on the cards the same resolution banished by its player — a card banished on the way by its own rule
// (混沌之黑魔术师③ used as an Equip Spell: 「从场上离开的场合除外」, CH-LEAVES-BANISH-SELF) is not one 「这个效果除外的卡」 counts.
import { describe, expect, it } from 'vitest';
import { ask, eventCards, haveCards, links } from '../reference/judge.js';

const stats = (input: string) => {
  const a = ask(input);
  return { a, line: a.links[0]!.reason ?? '' };
};

describe.skipIf(!haveCards)('an ATK/DEF raise counted by the cards this effect banished', () => {
  it('[CMP-STAT-MOVED-COUNT] 弧光勇烈龙① banishing B’s two face-up Spell/Trap cards: +400 ATK and DEF (2 × 200)', () => {
    const { a, line } = stats('{回合:A 阶段:主要1 A场:弧光勇烈龙(从墓地特召) B场:王宫的敕命,群雄割据} C1 A:弧光勇烈龙①');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'banished', 1)).toEqual(['王宫的敕命', '群雄割据']);
    expect(line).toContain('2400→2800');
    expect(line).toContain('2000→2400');
  });
  it('[CH-STAT-MOVED-COUNT] 混沌之黑魔术师 used as an Equip Spell is banished too, but by its own ③: it is not counted (+400, not +600)', () => {
    const { a, line } = stats('{回合:A 阶段:主要1 A场:弧光勇烈龙(从墓地特召) B场:三眼怪,混沌之黑魔术师(装备:三眼怪),王宫的敕命,群雄割据} C1 A:弧光勇烈龙①');
    expect(eventCards(a, 'banished', 1)).toContain('混沌之黑魔术师');
    expect(line).toContain('2400→2800');
  });
  it('[CH-STAT-MOVED-COUNT] the other side: a monster card used as an Equip Spell with no such rule (黑魔术师) is banished by the effect and counted (+600)', () => {
    const { line } = stats('{回合:A 阶段:主要1 A场:弧光勇烈龙(从墓地特召) B场:三眼怪,黑魔术师(装备:三眼怪),王宫的敕命,群雄割据} C1 A:弧光勇烈龙①');
    expect(line).toContain('2400→3000');
  });
});
