// CH-SUMMON-HOW-UNSTATED (review s42 (2)): 红莲魔龙·右红痕② destroys 「持有这张卡的攻击力以下的攻击力的特殊召唤的效果怪兽全部」 — which
// monsters it takes depends on how they were summoned. A face-up monster the situation lists with no summon stated is taken as not
// Special Summoned, and the answer says so, naming it; a monster whose summon is stated, an Extra Deck monster (always Special
// Summoned) or one no longer on the field (it keeps no summon: docs/c03/里侧·一时除外.rst:122) is not named.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const said = (a: ChainAnswer) => a.assumptions.filter((s) => s.includes('特殊召唤的') && s.includes('怎样出场'));
const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('monsters told by how they were summoned, their summon not stated (CH-SUMMON-HOW-UNSTATED)', () => {
  it('[CH-SUMMON-HOW-UNSTATED] 红莲魔龙·右红痕② with 三眼怪 listed, its summon not stated: not Special Summoned is assumed and said, naming 三眼怪', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:红莲魔龙·右红痕 B场:三眼怪} C1 A:红莲魔龙·右红痕②');
    expect(said(a)).toHaveLength(1);
    expect(said(a)[0]).toContain('「三眼怪」');
    expect(a.links[0]!.rules).toContain('CH-SUMMON-HOW-UNSTATED');
  });
  it('[CH-SUMMON-HOW-UNSTATED] the other side: 三眼怪(特殊召唤) stated is destroyed and not named; an Extra Deck monster and a monster in the GY are not named either', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:红莲魔龙·右红痕 B场:三眼怪(特殊召唤)} C1 A:红莲魔龙·右红痕②');
    expect(said(a)).toEqual([]);
    expect(destroyed(a)).toContain('三眼怪');
    expect(a.links[0]!.rules).not.toContain('CH-SUMMON-HOW-UNSTATED');
    const b = askCdb('{回合:A 阶段:主要1 A场:红莲魔龙·右红痕 B场:电子龙(特殊召唤),星尘龙 B墓:三眼怪} C1 A:红莲魔龙·右红痕②');
    expect(said(b)).toEqual([]);
    expect(destroyed(b)).toEqual(expect.arrayContaining(['电子龙', '星尘龙']));
  });
});
