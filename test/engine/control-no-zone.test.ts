// CH-CONTROL-NO-ZONE (rules reference docs/c03/特定效果的处理方法.rst:42, docs/c04/冰剑龙 幻冰龙.rst:47): a monster
// taken needs a Main Monster Zone on the taker's side when the effect resolves. When none is left — filled earlier in
// the chain, or by the same effect's summon just before — the monster does not change sides: it is destroyed by rule
// (not by the effect, not "by the opponent"). Activation with no zone at all is CH-NO-FREE-ZONE's. Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the control-change zone rule', CARDS_DB);

const cardsOf = (a: ChainAnswer, type: string, link: number) =>
  a.events.filter((e) => e.type === type && e.link === link).flatMap((e) => e.cards.map((c) => c.name));
const FOUR = '黑魔术师,三眼怪,青眼白龙,黑森林的魔女';

describe.skipIf(!haveCards)('[CH-CONTROL-NO-ZONE] a monster taken with no zone left', () => {
  it('[CH-CONTROL-NO-ZONE] 精神操作 after 活死人的呼声 filled the fifth zone: the target is destroyed by rule, control does not change', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:${FOUR} A墓:暗黑骑士 盖亚 B场:恶魔召唤} C1 A:精神操作 → 恶魔召唤 C2 A:活死人的呼声 → 暗黑骑士 盖亚`);
    expect(cardsOf(a, 'control-changed', 1)).toEqual([]);
    expect(a.events.filter((e) => e.type === 'destroyed' && e.link === 1 && e.cause === 'rule').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['恶魔召唤']);
    expect(a.links[0]!.rules).toContain('CH-CONTROL-NO-ZONE');
  });

  it('[CH-CONTROL-NO-ZONE] the other side: with a zone still free, control changes and nothing is destroyed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:黑魔术师,三眼怪,青眼白龙 A墓:暗黑骑士 盖亚 B场:恶魔召唤} C1 A:精神操作 → 恶魔召唤 C2 A:活死人的呼声 → 暗黑骑士 盖亚');
    expect(cardsOf(a, 'control-changed', 1)).toEqual(['恶魔召唤']);
    expect(cardsOf(a, 'destroyed', 1)).toEqual([]);
    expect(a.links[0]!.rules).not.toContain('CH-CONTROL-NO-ZONE');
  });

  it('[CH-CONTROL-NO-ZONE] a target that left the field in the chain is not destroyed: nothing happens to it', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:${FOUR} B场:恶魔召唤} C1 A:精神操作 → 恶魔召唤 C2 B:强制脱出装置 → 恶魔召唤`);
    expect(cardsOf(a, 'control-changed', 1)).toEqual([]);
    expect(cardsOf(a, 'destroyed', 1)).toEqual([]);
  });

  it('[CH-CONTROL-NO-ZONE] destroyed by rule is not "destroyed by the opponent’s effect": a trigger on that is not met', () => {
    // 冰剑龙 幻冰龙③ (Fusion Summoned, left the field because of the opponent) is not offered.
    const a = askCdb(`{回合:A 阶段:主要1 A场:${FOUR} A墓:暗黑骑士 盖亚 B场:冰剑龙 幻冰龙(融合召唤)} C1 A:精神操作 → 冰剑龙 幻冰龙 C2 A:活死人的呼声 → 暗黑骑士 盖亚`);
    expect(a.events.some((e) => e.type === 'destroyed' && e.cause === 'rule')).toBe(true);
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('冰剑龙 幻冰龙');
  });
});

describe.skipIf(!haveCards)('[CH-CONTROL-NO-ZONE] a mandatory control effect with no zone', () => {
  it('[CH-CONTROL-NO-ZONE] 电磁蓑衣虫 ① (mandatory) is still activated with every Main Monster Zone taken; its target is destroyed by rule at resolution (CH-NO-FREE-ZONE exempts a mandatory effect)', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:电磁蓑衣虫(主1),三眼怪(主2),黑魔术师(主3),青眼白龙(主4),黑森林的魔女(主5) B场:古代的机械巨人(主1)} C1 A:电磁蓑衣虫① → B:古代的机械巨人');
    expect(a.links[0]!.legal).toBe(true);
    expect(cardsOf(a, 'control-changed', 1)).toEqual([]);
    expect(a.events.filter((e) => e.type === 'destroyed' && e.link === 1 && e.cause === 'rule').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['古代的机械巨人']);
  });
});
