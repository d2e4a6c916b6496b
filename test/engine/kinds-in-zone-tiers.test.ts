// CMP-KINDS-IN-ZONE-TIERS (issue 16, rules reference docs/c03/卡片的抗性.rst:53; docs/c03/特定效果的处理方法.rst:370–376): 「自己墓地的「X」
// 怪兽（魔法卡）种类的以下（效果）适用。●N种类（以上）：…」 — each ● is a step done only while the cards counted are of that many kinds as
// the effect resolves (exactly N, or at least N with 以上). An activation is judged by the tier that holds (an unbanishable card the
// ●2 would banish does not stop the ●3), and with no tier holding it cannot be made. Disjoint tiers are tried highest first, so a
// lower tier that sends more of them to the GY does not let a higher one apply too; cumulative tiers (拉莫尔) apply in turn.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from '../cards/data.js';

const GANDORA = '破坏龙 甘多拉-烈光闪';
const moved = (input: string, type: string) => askCdb(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe('tiers by the kinds of cards in a zone', () => {
  it('[CMP-KINDS-IN-ZONE-TIERS] the ● of 「…种类的以下适用」 are steps under a count of kinds: exactly N, or N and more', () => {
    const [e] = compileEffects('①：1回合1次，把基本分支付一半才能发动。自己墓地的「甘多拉」怪兽种类的以下适用。\n●1种类：这张卡以外的场上的卡全部破坏。\n●2种类：这张卡以外的场上的卡全部除外。\n●3种类以上：这张卡以外的双方的场上·墓地的卡全部除外。', { kind: 'monster', subtypes: ['effect'] } as never);
    const holds = e!.does.map((a) => a.whileHolds?.[0]);
    expect(holds.map((h) => (h && h.is === 'exists' ? [h.min, h.max ?? null] : null))).toEqual([[3, null], [2, 2], [1, 1]]);
    expect(holds.every((h) => h?.is === 'exists' && h.distinct === 'name' && h.filter.archetype === '甘多拉' && h.filter.place === 'gy')).toBe(true);
  });
  it.skipIf(!haveCards)('[CMP-KINDS-IN-ZONE-TIERS] 甘多拉-烈光闪②: the count picks the step — one kind destroys, two banish the field, none cannot be activated', () => {
    expect(moved(`{回合:A A场:${GANDORA} A墓:破坏龙 甘多拉 B场:三眼怪} C1 A:${GANDORA}②`, 'destroyed')).toEqual(['三眼怪']);
    const two = `{回合:A A场:${GANDORA} A墓:破坏龙 甘多拉,破灭龙 甘多拉X B场:三眼怪} C1 A:${GANDORA}②`;
    expect(moved(two, 'banished')).toEqual(['三眼怪']);
    expect(moved(two, 'destroyed')).toEqual([]);
    const none = askCdb(`{回合:A A场:${GANDORA} A墓:三眼怪 B场:三眼怪} C1 A:${GANDORA}②`).links[0]!;
    expect(none.legal).toBe(false);
    expect(none.rules).toContain('CMP-KINDS-IN-ZONE-TIERS');
  });
  it.skipIf(!haveCards)('[CMP-KINDS-IN-ZONE-TIERS] the ●1 destroying my own 甘多拉 (two kinds in the GY after it) does not apply the ●2 as well', () => {
    expect(moved(`{回合:A A场:${GANDORA},破坏龙 甘多拉 A墓:破灭龙 甘多拉X B场:三眼怪} C1 A:${GANDORA}②`, 'banished')).toEqual([]);
  });
  it.skipIf(!haveCards)('[CMP-KINDS-IN-ZONE-TIERS] 魔导冥士 拉莫尔 (cumulative 「●3种类以上」「●4种类以上」 of 「魔导书」 Spells in the GY): three kinds raise its ATK only, four add a card too, two cannot be activated', () => {
    const three = askCdb('{回合:A 阶段:主要1 A场:魔导冥士 拉莫尔 A墓:冰火之魔导书,水卜之魔导书,魔导书的奇迹 A卡组:魔导书的神判} C1 A:魔导冥士 拉莫尔');
    expect(three.stats?.find((x) => x.card.name === '魔导冥士 拉莫尔')?.atk).toBe(2600);
    expect(three.events.filter((e) => e.type === 'added-to-hand')).toEqual([]);
    expect(moved('{回合:A 阶段:主要1 A场:魔导冥士 拉莫尔 A墓:冰火之魔导书,水卜之魔导书,魔导书的奇迹,死灵之魔导书 A卡组:魔导书的神判} C1 A:魔导冥士 拉莫尔', 'added-to-hand')).toEqual(['魔导书的神判']);
    expect(askCdb('{回合:A 阶段:主要1 A场:魔导冥士 拉莫尔 A墓:冰火之魔导书,水卜之魔导书 A卡组:魔导书的神判} C1 A:魔导冥士 拉莫尔').links[0]!.legal).toBe(false);
  });
});
