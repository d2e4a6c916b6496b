// CMP-STAT-BELOW, MATCH-STAT-BELOW: 「持有比这张卡／特殊召唤的怪兽的攻击力低的攻击力（守备力）的怪兽」 — cards bounded by another
// card's ATK (rules reference docs/c04/灰流丽·星尘龙.rst:163): read at activation (what the effect would certainly destroy) and at
// resolution (the cards it reaches).
import { describe, expect, it } from 'vitest';
import { ask, haveCards, legal, moved, referenceJudge } from '../reference/judge.js';

const steps = (name: string) => {
  const r = referenceJudge().catalog.resolve(name);
  if (!r.ok) throw new Error(name);
  return r.card.effects.flatMap((e) => e.does);
};
const filterOf = (name: string, kind: string) => {
  const a = steps(name).find((x) => x.do === kind);
  return a && typeof a.what === 'object' && 'filter' in a.what ? a.what.filter : undefined;
};

describe.skipIf(!haveCards)('[CMP-STAT-BELOW] a bound by another card’s ATK', () => {
  it('[CMP-STAT-BELOW] 零-最大 destroys the monsters below its Special Summoned target’s ATK (not 「Special Summoned monsters」); 水精鳞-撼地深渊王② negates those below its own ATK; 真红眼凶雷皇-邪性恶魔 destroys those whose DEF is below its ATK', () => {
    const zero = filterOf('零-最大', 'destroy');
    expect(zero?.below).toEqual({ stat: 'atk', of: 'targets' });
    expect(zero?.specialSummoned).toBeUndefined();
    expect(filterOf('水精鳞-撼地深渊王', 'negate-effects')?.below).toEqual({ stat: 'atk', of: 'self' });
    expect(filterOf('真红眼凶雷皇-邪性恶魔', 'destroy')?.below).toEqual({ stat: 'def', of: 'self' });
  });
  it('[CMP-STAT-BELOW] 红莲魔龙·右红痕② reads 「这张卡以外的持有这张卡的攻击力以下的攻击力的特殊召唤的效果怪兽」: ATK up to its own (equal counting), Special Summoned, Effect Monsters, not itself; 零-最大 keeps its strict bound', () => {
    expect(filterOf('红莲魔龙·右红痕', 'destroy')).toMatchObject({ below: { stat: 'atk', of: 'self', atMost: true }, specialSummoned: true, subtypes: ['effect'], notSelf: true });
    expect(filterOf('零-最大', 'destroy')?.below?.atMost).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[MATCH-STAT-BELOW] cards below another card’s ATK', () => {
  it('[MATCH-STAT-BELOW] 水精鳞-撼地深渊王② (ATK 2800) negates 三眼怪 (1000), not 青眼白龙 (3000); alone beside it, 青眼白龙 is not negated until 水精鳞 is raised to 3300', () => {
    const reason = (q: string) => ask(q).links[0]!.reason ?? '';
    const low = reason('{回合:A 阶段:主要1 A场:水精鳞-撼地深渊王 B场:青眼白龙,三眼怪} C1 A:水精鳞-撼地深渊王②');
    expect(low).toContain('三眼怪');
    expect(low).not.toContain('青眼白龙');
    expect(reason('{回合:A 阶段:主要1 A场:水精鳞-撼地深渊王 B场:青眼白龙} C1 A:水精鳞-撼地深渊王②')).not.toContain('青眼白龙');
    expect(reason('{回合:A 阶段:主要1 A场:水精鳞-撼地深渊王(攻+500) B场:青眼白龙} C1 A:水精鳞-撼地深渊王②')).toContain('青眼白龙');
  });
  it('[MATCH-STAT-BELOW] 零-最大 summoning 永火恶魔 (1800) destroys 三眼怪 (1000) and not 青眼白龙 (3000) — nor a monster of exactly 1800', () => {
    expect(moved('{回合:A A场: A墓:永火恶魔 A手: B场:青眼白龙,三眼怪} C1 A:零-最大→A:永火恶魔', 'destroyed')).toEqual(['三眼怪']);
    expect(moved('{回合:A A场: A墓:永火恶魔 A手: B场:青眼白龙,永火恶魔} C1 A:零-最大→A:永火恶魔', 'destroyed')).toEqual([]);
  });
  it('[MATCH-STAT-BELOW] 红莲魔龙·右红痕② (ATK 3000) destroys the Special Summoned Effect Monsters up to 3000 — not 青眼白龙 (a Normal Monster), not 青眼究极龙 (4500), not 电子龙 stated as not Special Summoned — and deals 500 each', () => {
    const a = ask('{回合:A 阶段:主要1 A场:红莲魔龙·右红痕(同调召唤) B场:黑魔术少女(特殊召唤),元素英雄 天空侠(特殊召唤),三眼怪(特殊召唤),青眼白龙(特殊召唤)} C1 A:红莲魔龙·右红痕②');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name)).sort()).toEqual(['三眼怪', '元素英雄 天空侠', '黑魔术少女'].sort());
    expect(a.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`)).toEqual(['B:1500']);
    expect(moved('{回合:A 阶段:主要1 A场:红莲魔龙·右红痕(同调召唤) B场:青眼究极龙(特殊召唤),电子龙(通常召唤),三眼怪(特殊召唤)} C1 A:红莲魔龙·右红痕②', 'destroyed')).toEqual(['三眼怪']);
    // Equal counts: a Special Summoned Effect Monster of exactly 3000 (另一只红莲魔龙·右红痕) is destroyed; the card itself is not.
    expect(moved('{回合:A 阶段:主要1 A场:红莲魔龙·右红痕(同调召唤) B场:红莲魔龙·右红痕(同调召唤)} C1 A:红莲魔龙·右红痕②', 'destroyed')).toEqual(['红莲魔龙·右红痕']);
  });
  it('[MATCH-STAT-BELOW] at activation, with both fields listed: 星尘龙① may answer 零-最大 when a monster below its target’s ATK stands, not when every monster there has as much or more', () => {
    expect(legal('{回合:A A场: A墓:永火恶魔 A手: B场:三眼怪,星尘龙} C1 A:零-最大→A:永火恶魔 C2 B:星尘龙①', 2)).toBe(true);
    expect(legal('{回合:A A场: A墓:永火恶魔 A手: B场:青眼白龙,星尘龙} C1 A:零-最大→A:永火恶魔 C2 B:星尘龙①', 2)).toBe(false);
  });
});
