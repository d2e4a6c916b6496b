// WIN-FACE-DOWN-BANISHED-UNSEEN (rules reference docs/c03/特定效果的处理方法.rst:881, :884): a card banished face-down cannot be judged to be
// 「○○」 any more, so a trigger on a kind of card being banished does not see it. PSY骨架超载① banishes its target face-down (compiled);
// 威风妖怪龙卷 banishes its target face-up. 复烙印 (「光·暗属性怪兽被效果除外的场合」) is curated from its current text.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const offered = (input: string): string[] => askCdb(input).window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('a card banished face-down is no 「○○」 card for a trigger', () => {
  it('[WIN-FACE-DOWN-BANISHED-UNSEEN] Y-龙头 (LIGHT) banished face-down by PSY骨架超载 does not meet 复烙印; banished face-up by 威风妖怪龙卷 it does', () => {
    expect(offered('{回合:B 阶段:主要1 A场:复烙印,Y-龙头 B场:PSY骨架超载 B手:PSY骨架驱动者} C1 B:PSY骨架超载①→Y-龙头 [cost:除外 PSY骨架驱动者]')).not.toContain('复烙印');
    expect(offered('{回合:B 阶段:主要1 A场:复烙印,Y-龙头 B场:威风妖怪龙卷(盖),风之精灵} C1 B:威风妖怪龙卷→Y-龙头 [cost:解放 风之精灵]')).toContain('复烙印');
  });
});
