// CH-DICE-FLOOR (rules reference docs/c04/灰流丽·星尘龙.rst:162) and CH-RESPONDS-WOULD-DESTROY (:160): a destruction left to dice
// whose text bounds it by the total (「掷2次骰子。等级·阶级比出现的数目合计低的…全部破坏」) certainly reaches a Level/Rank 1 monster — any
// roll totals at least 2 — so 我身作盾 may answer it then; the rest is left to the roll, said as assumed. 死之卡组破坏病毒 destroys only
// monsters with ATK 1500 or more: a field of weaker ones is nothing it would destroy.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-DICE-FLOOR', CARDS_DB);

const trap: CardType = { kind: 'trap', subtypes: [], bits: 0x4 } as CardType;
const destroyed = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name)).sort();

describe('[CH-DICE-FLOOR] the reading', () => {
  it('[CH-DICE-FLOOR] 「掷2次骰子。等级·阶级比出现的数目合计低的…」: certainly Level/Rank 1 or lower; one die gives no certain part', () => {
    const [two] = compileEffects('①：掷2次骰子。等级·阶级比出现的数目合计低的场上的表侧表示怪兽全部破坏。', trap).flatMap((e) => e.does);
    expect(two!.uncertain).toBe(true);
    expect(two!.certainly).toMatchObject({ kind: 'monster', levelMax: 1, levelled: true });
    const [one] = compileEffects('①：掷1次骰子。等级比出现的数目低的场上的表侧表示怪兽全部破坏。', trap).flatMap((e) => e.does);
    expect(one!.uncertain).toBe(true);
    expect(one!.certainly).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[CH-DICE-FLOOR] the part certain whatever the roll', () => {
  it('[CH-RESPONDS-WOULD-DESTROY] 无差别崩坏 with a Level 1 栗子球 on the field: 我身作盾 may be chained; with only higher monsters it may not', () => {
    const ok = askCdb('{回合:A 阶段:主要1 A场:黑魔术师 B场:青眼白龙,栗子球,我身作盾(盖)} C1 A:无差别崩坏 C2 B:我身作盾');
    expect(ok.links[1]!.legal).toBe(true);
    expect(ok.links[0]!.outcome).toBe('activation-negated');
    const no = askCdb('{回合:A 阶段:主要1 A场:黑魔术师 B场:青眼白龙,我身作盾(盖)} C1 A:无差别崩坏 C2 B:我身作盾');
    expect(no.links[1]!.legal).toBe(false);
  });

  it('[CH-DICE-FLOOR] resolving with no roll given: only 栗子球 is destroyed as fact; 黑魔术师 and 青眼白龙 are left to the roll, said as assumed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:黑魔术师 B场:青眼白龙,栗子球} C1 A:无差别崩坏');
    expect(destroyed(a)).toEqual(['栗子球']);
    expect(a.links[0]!.rules).toContain('CH-DICE-FLOOR');
    const said = a.assumptions.map(String).find((s) => s.includes('骰子'));
    expect(said).toContain('「黑魔术师」');
    expect(said).toContain('「青眼白龙」');
    expect(said).not.toContain('栗子球');
  });

  it('[CH-DICE-FLOOR] a Link monster has no Level or Rank: 连接栗子球 (Link-1) is neither certainly destroyed nor left to the roll, and 我身作盾 may not answer for it', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:连接栗子球,青眼白龙,栗子球} C1 A:无差别崩坏');
    expect(destroyed(a)).toEqual(['栗子球']);
    expect(a.assumptions.map(String).find((s) => s.includes('骰子结果'))).not.toContain('连接栗子球');
    expect(askCdb('{回合:A 阶段:主要1 B场:连接栗子球,我身作盾(盖)} C1 A:无差别崩坏 C2 B:我身作盾').links[1]!.legal).toBe(false);
  });

  it('[CH-DICE-FLOOR] the other side: only Level 1 monsters on the field — all destroyed, nothing assumed about the roll', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:栗子球,效果遮蒙者} C1 A:无差别崩坏');
    expect(destroyed(a)).toEqual(['效果遮蒙者', '栗子球']);
    expect(a.assumptions.map(String).some((s) => s.includes('骰子结果'))).toBe(false);
  });

  it('[CH-RESPONDS-WOULD-DESTROY] 死之卡组破坏病毒 destroys only ATK 1500 or more: against 三眼怪 (1000) 我身作盾 may not answer it; against 青眼白龙 it may; resolving, 三眼怪 and 栗子球 stay', () => {
    const weak = askCdb('{回合:A 阶段:主要1 A场:骷髅寺院 B场:三眼怪,我身作盾(盖)} C1 A:死之卡组破坏病毒 [cost:解放 骷髅寺院] C2 B:我身作盾');
    expect(weak.links[1]!.legal).toBe(false);
    const strong = askCdb('{回合:A 阶段:主要1 A场:骷髅寺院 B场:青眼白龙,我身作盾(盖)} C1 A:死之卡组破坏病毒 [cost:解放 骷髅寺院] C2 B:我身作盾');
    expect(strong.links[1]!.legal).toBe(true);
    const a = askCdb('{回合:A 阶段:主要1 A场:骷髅寺院 B场:三眼怪,青眼白龙 B手:黑魔术师,栗子球} C1 A:死之卡组破坏病毒 [cost:解放 骷髅寺院]');
    expect(destroyed(a)).toEqual(['青眼白龙', '黑魔术师'].sort());
  });
});
