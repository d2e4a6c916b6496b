// ATK/DEF and damage arithmetic (攻守计算, issue 16; test/RULES.md CH-STAT-…, CH-BATTLE-DAMAGE,
// rules reference docs/c03/攻守计算.rst). The values a user sees in the answer's
// `stats` and `battle`, through the real pipeline over cards.cdb, and the arithmetic itself.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { computeStat, half } from '../../src/engine/game/stats.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';
import type { StatMod } from '../../src/engine/types.js';

const line = (a: ChainAnswer, name: string) => {
  const s = a.stats?.find((x) => x.card.name === name);
  if (!s) throw new Error(`no ATK/DEF line for ${name}`);
  return s;
};
const vals = (a: ChainAnswer, name: string) => { const s = line(a, name); return [s.atk, s.def]; };

const mod = (m: Partial<StatMod>): StatMod => ({ stat: 'atk', layer: 'current', op: 'add', value: 0, of: 'current', continuous: false, active: true, source: 'x', link: null, at: 0, ...m });

describe('ATK/DEF arithmetic, the notation', () => {
  it('[CH-STAT-ADD] stated values and the ask form read back as typed; an unknown state still says what may be written', () => {
    const r = parseNotation('{回合:A A场:青眼白龙(守,攻-1000,原攻1600,守+500)} 伤害计算');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(printNotation(r.tree)).toBe('{回合:A; A场:青眼白龙(守,攻-1000,原攻1600,守+500)} 伤害计算');
    const bad = parseNotation('{A场:青眼白龙(攻击一千)} 伤害计算');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message.zh).toMatch(/攻1500/);
  });
});

describe('ATK/DEF arithmetic, the computation', () => {
  it('[CH-STAT-HALF] halving rounds up: 2450 → 1225 → 613; 0 stays 0', () => {
    expect(half(2450)).toBe(1225);
    expect(half(1225)).toBe(613);
    expect(half(0)).toBe(0);
  });

  it('[CH-STAT-ADD] a lower past 0 shows 0, and a later raise counts from the real total (800 − 1000 + 700 = 500)', () => {
    expect(computeStat(800, [mod({ value: -1000 })]).value).toBe(0);
    expect(computeStat(800, [mod({ value: -1000 }), mod({ value: 700 })]).value).toBe(500);
  });

  it('[CH-STAT-SET] a one-shot 变成 fixes the value: a continuous raise before it waits while it applies, a one-shot one is gone for good', () => {
    const equip = mod({ value: 500, continuous: true });
    const halved = mod({ op: 'set', value: 1750 });
    expect(computeStat(3000, [equip, halved]).value).toBe(1750);
    // the 变成 ends (its duration): the continuous raise applies again
    expect(computeStat(3000, [equip, { ...halved, active: false }]).value).toBe(3500);
    // a one-shot raise before it does not come back
    expect(computeStat(3000, [mod({ value: 500 }), { ...halved, active: false }]).value).toBe(3000);
  });

  it('[CH-STAT-SET-ORIGINAL] a change of the original counts earlier raises again and drops an earlier one-shot 变成', () => {
    // 召命之神弓-阿波罗萨: original 3200 by its own one-shot effect, lowered 2400, then 收缩 → 1600 − 2400 → 0
    const own = mod({ layer: 'original', op: 'set', value: 3200 });
    const lowered = mod({ value: -2400 });
    const shrink = mod({ layer: 'original', op: 'set', value: 1600 });
    expect(computeStat(0, [own, lowered, shrink]).value).toBe(0);
    expect(computeStat(0, [own, lowered, shrink]).original).toBe(1600);
    // 收缩 ends: the original goes back to the printed 「?」 (0), not to 3200
    expect(computeStat(0, [own, lowered, { ...shrink, active: false }]).original).toBe(0);
    // 黑羽-疾风之盖尔 halved 青眼白龙 (one-shot 1500), then 收缩: 1500; after 收缩, 3000
    const gale = mod({ op: 'set', value: 1500 });
    expect(computeStat(3000, [gale, mod({ layer: 'original', op: 'set', value: 1500 })]).value).toBe(1500);
    expect(computeStat(3000, [gale, mod({ layer: 'original', op: 'set', value: 1500, active: false })]).value).toBe(3000);
  });

  it('[CH-STAT-CONTINUOUS-SET] a continuous 变成 (巨大化) decides while it applies; a one-shot raise before it comes back when it stops, a continuous raise before it is counted after it', () => {
    const rush = mod({ value: 700 });
    const giant = mod({ op: 'double', of: 'original', continuous: true });
    expect(computeStat(2500, [rush, giant]).value).toBe(5000);
    expect(computeStat(2500, [rush, { ...giant, active: false }]).value).toBe(3200);
    // 废铁工厂 (+200, continuous) then 巨大化: 2100 × 2 + 200
    expect(computeStat(2100, [mod({ value: 200, continuous: true }), giant]).value).toBe(4400);
  });
});

describe.skipIf(!haveCards)('ATK/DEF arithmetic in the answer', () => {
  it('[CH-STAT-ADD] the situation alone, asked with 伤害计算: a stated lower shows, and the LP are given back', () => {
    const a = askCdb('{回合:A A基本分:8000 B基本分:8000 A场:青眼白龙(攻-1000)} 伤害计算');
    expect(line(a, '青眼白龙').atk).toBe(2000);
    expect(a.links).toEqual([]);
    expect(a.window.kind).toBe('none');
    expect(a.lp).toEqual({ A: 8000, B: 8000 });
  });

  it('[CH-STAT-ORIGINAL] 迷途风 halves the original ATK: 青眼白龙 shows 1500 with original 1500; 「?」 counts as 0 on the field', () => {
    const a = askCdb('{回合:A B场:青眼白龙(本回合特召)} C1 A:迷途风→青眼白龙');
    expect(line(a, '青眼白龙')).toMatchObject({ atk: 1500, originalAtk: 1500, def: 2500 });
    expect(line(a, '青眼白龙').rules).toContain('CH-STAT-ORIGINAL');
    const q = askCdb('{回合:A 阶段:伤害步骤 攻击:青眼白龙→特拉戈迪亚 A场:青眼白龙 B场:特拉戈迪亚} 伤害计算');
    expect(q.battle?.targetValue).toBe(0);
  });

  it('[CH-STAT-SET] 黑羽-疾风之盖尔 halves ATK and DEF: 青眼白龙 3000/2500 → 1500/1250, the original stays 3000/2500', () => {
    const a = askCdb('{回合:A A场:黑羽-疾风之盖尔 B场:青眼白龙} C1 A:黑羽-疾风之盖尔②→青眼白龙');
    expect(line(a, '青眼白龙')).toMatchObject({ atk: 1500, def: 1250, originalAtk: 3000, originalDef: 2500, before: { atk: 3000, def: 2500 } });
    expect(line(a, '青眼白龙').rules).toContain('CH-STAT-SET');
  });

  it('[CH-STAT-ADD] 突进 raises a monster stated at ATK −1000 from its real total; a stated value is said to be an assumption', () => {
    const a = askCdb('{回合:A A场:青眼白龙(攻-1000)} C1 A:突进→青眼白龙');
    expect(vals(a, '青眼白龙')).toEqual([2700, 2500]);
    expect(line(a, '青眼白龙').reason).toMatch(/情境/);
  });

  it('[CH-STAT-LEAVES] a monster that leaves the field loses its changes: a lowered monster bounced and gone shows no line', () => {
    const a = askCdb('{回合:A A场:青眼白龙(攻-1000) B场:黑魔术师} C1 A:突进→青眼白龙 C2 B:强制脱出装置→青眼白龙');
    expect(a.stats?.some((s) => s.card.name === '青眼白龙')).toBe(false);
  });

  it('[CH-STAT-LEAVES] a monster turned face-down or banished and back is a new card: values written before that are gone, values after it stand', () => {
    const fd = askCdb('{回合:A A场:青眼白龙(攻-1000,变里侧)} 伤害计算');
    expect(fd.stats?.some((s) => s.card.name === '青眼白龙' && s.atk !== 3000)).toBe(false);
    const back = askCdb('{回合:A A场:青眼白龙(攻-1000,一时除外)} C1 A:突进→青眼白龙');
    expect(vals(back, '青眼白龙')).toEqual([3700, 2500]);
    // the other side: a value written after the reset belongs to the new card
    const after = askCdb('{回合:A A场:青眼白龙(变里侧,攻-1000)} C1 A:突进→青眼白龙');
    expect(vals(after, '青眼白龙')).toEqual([2700, 2500]);
    // and the order survives printing back
    const r = parseNotation('{A场:青眼白龙(攻-1000,变里侧,守+500)} 伤害计算');
    expect(r.ok && printNotation(r.tree)).toBe('{A场:青眼白龙(攻-1000,变里侧,守+500)} 伤害计算');
  });

  it('[CH-STAT-ADD] a filter on ATK reads the value the monster shows now: 死之卡组破坏病毒 may tribute a DARK monster lowered to 1000 or less', () => {
    const legal = (input: string) => askCdb(input).links[0]!.legal;
    expect(legal('{回合:A 阶段:主要1 A场只有:黑魔术师} C1 A:死之卡组破坏病毒')).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:黑魔术师(攻-1600)} C1 A:死之卡组破坏病毒')).toBe(true);
    // the other side: raised above 1000, a monster printed at 1000 no longer fits
    expect(legal('{回合:A 阶段:主要1 A场:三眼怪} C1 A:死之卡组破坏病毒')).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场只有:三眼怪(攻+500)} C1 A:死之卡组破坏病毒')).toBe(false);
  });

  it('[CH-BATTLE-DAMAGE] the damage calculation uses the values after the chain: 突进 on the defender turns the battle', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤 攻击:青眼白龙→黑魔术师 A场:青眼白龙 B场:黑魔术师} C1 B:突进→黑魔术师');
    expect(a.battle).toMatchObject({ attackerValue: 3000, targetValue: 3200, targetPosition: 'attack', damage: { A: 200, B: 0 } });
    expect(a.battle?.destroyed.map((c) => c.name)).toEqual(['青眼白龙']);
    // against Defense Position: no damage when the attacker wins, the difference when it loses
    const d = askCdb('{回合:A 阶段:伤害步骤 攻击:青眼白龙→黑魔术师 A场:青眼白龙 B场:黑魔术师(守)} 伤害计算');
    expect(d.battle).toMatchObject({ targetPosition: 'defense', targetValue: 2100, damage: { A: 0, B: 0 } });
    expect(d.battle?.destroyed.map((c) => c.name)).toEqual(['黑魔术师']);
    const up = askCdb('{回合:A 阶段:伤害步骤 攻击:黑魔术师→青眼白龙 A场:黑魔术师 B场:青眼白龙(守,守+500)} 伤害计算');
    expect(up.battle).toMatchObject({ targetValue: 3000, damage: { A: 500, B: 0 }, destroyed: [] });
    const direct = askCdb('{回合:A 阶段:伤害步骤 攻击:青眼白龙 A场:青眼白龙(攻-1000)} 伤害计算');
    expect(direct.battle?.damage.B).toBe(2000);
  });
});

describe('CH-STAT-OWN-NEGATED, the notation', () => {
  it('[CH-STAT-OWN-NEGATED] 「攻+800#2」「攻+800②」 say the card’s own effect ② made the change; they read back as `#2`; 「#x」 is an unknown state', () => {
    const r = parseNotation('{A场:魔玩具·链绵羊(攻+800#2,效果无效)} 伤害计算');
    expect(r.ok && printNotation(r.tree)).toBe('{A场:魔玩具·链绵羊(效果无效,攻+800#2)} 伤害计算');
    const circled = parseNotation('{A场:魔玩具·链绵羊(攻+800②,效果无效)} 伤害计算');
    expect(circled.ok && printNotation(circled.tree)).toBe('{A场:魔玩具·链绵羊(效果无效,攻+800#2)} 伤害计算');
    const bad = parseNotation('{A场:魔玩具·链绵羊(攻+800#x)} 伤害计算');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message.zh).toMatch(/攻1500/);
  });
});

describe.skipIf(!haveCards)('CH-STAT-OWN-NEGATED in the answer', () => {
  it('[CH-STAT-OWN-NEGATED] a raise 魔玩具·链绵羊② made to itself ends while its effects are negated; not negated, or not said to be its own, it stays', () => {
    const neg = line(askCdb('{回合:A A场:魔玩具·链绵羊(攻+800#2,效果无效)} 伤害计算'), '魔玩具·链绵羊');
    expect(neg.atk).toBe(2000);
    expect(neg.rules).toContain('CH-STAT-OWN-NEGATED');
    expect(line(askCdb('{回合:A A场:魔玩具·链绵羊(攻+800#2)} 伤害计算'), '魔玩具·链绵羊').atk).toBe(2800);
    expect(line(askCdb('{回合:A A场:魔玩具·链绵羊(攻+800,效果无效)} 伤害计算'), '魔玩具·链绵羊').atk).toBe(2800);
  });

  it('[CH-STAT-OWN-NEGATED] negated by a resolving 禁忌的圣杯: the own raise is gone, 圣杯’s 400 applies; an effect that can change another card (女巫特露德③) keeps its raise', () => {
    expect(vals(askCdb('{回合:A A场:水晶翼同调龙(攻+2500#1)} C1 B:禁忌的圣杯→水晶翼同调龙'), '水晶翼同调龙')).toEqual([3400, 2500]);
    expect(vals(askCdb('{回合:A A场:女巫特露德(攻+400#3)} C1 B:禁忌的圣杯→女巫特露德'), '女巫特露德')).toEqual([3400, 2100]);
  });

  it('[CH-STAT-OWN-NEGATED] a targeted 「选择的怪兽的攻击力变成一半，那个效果无效」 (No.102 光天使 辉环) negates the target on the field: 十二兽 龙枪’s own raise ends after the halving — 1400/0', () => {
    expect(vals(askCdb('{回合:B B场:No.102 光天使 辉环 A场:十二兽 龙枪(攻+2800#1,守+400#1)} C1 B:No.102 光天使 辉环→十二兽 龙枪'), '十二兽 龙枪')).toEqual([1400, 0]);
  });

  it('[CH-STAT-OWN-NEGATED] a continuous negation that starts applying (技能抽取 activated) ends the own raise for good, as a resolving one does; 女巫特露德③ (can change another card) keeps its raise', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:水晶翼同调龙(攻+2500#1) B场:技能抽取(盖)} C1 B:技能抽取');
    expect(vals(a, '水晶翼同调龙')).toEqual([3000, 2500]);
    expect(a.links[0]!.rules).toContain('CH-STAT-OWN-NEGATED');
    expect(vals(askCdb('{回合:A 阶段:主要1 A场:女巫特露德(攻+400#3) B场:技能抽取(盖)} C1 B:技能抽取'), '女巫特露德')).toEqual([3000, 2100]);
  });

  it('[CH-STAT-OWN-NEGATED] on a card that took another card’s name and effects (`复制:`), `#1` names its own printed ① (霸王紫龙 异色眼猛毒龙 read from its text): negated, the raise ends and the name stays; not negated, it keeps 6300', () => {
    expect(vals(askCdb('{回合:A A场:霸王紫龙 异色眼猛毒龙(复制:青眼白龙,攻+3000#1,效果无效)} 伤害计算'), '青眼白龙')).toEqual([3300, 2500]);
    expect(vals(askCdb('{回合:A A场:霸王紫龙 异色眼猛毒龙(复制:青眼白龙,攻+3000#1)} 伤害计算'), '青眼白龙')).toEqual([6300, 2500]);
    expect(vals(askCdb('{回合:A 阶段:主要1 A场:霸王紫龙 异色眼猛毒龙(复制:青眼白龙,攻+3000#1) B场:技能抽取(盖)} C1 B:技能抽取'), '青眼白龙')).toEqual([3300, 2500]);
  });

  it('[CH-STAT-OWN-NEGATED] another continuous negation read from its text (帝王的熔击 「上级召唤的怪兽以外的场上的表侧表示怪兽的效果无效化」): activated, it ends 暗黑骑士 盖亚王’s own raise (2300) and 霸王紫龙 异色眼猛毒龙’s (3300); a Tribute Summoned monster is spared — its raise stays, its effect resolves', () => {
    const gaia = (states: string, chain = 'C1 B:帝王的熔击', trap = '帝王的熔击(盖)') => askCdb(`{回合:A 阶段:主要1 A场:暗黑骑士 盖亚王(${states}) B场:青眼白龙(上级召唤),${trap}} ${chain}`);
    const a = gaia('攻+700#2');
    expect(vals(a, '暗黑骑士 盖亚王')).toEqual([2300, 2100]);
    expect(a.links[0]!.rules).toContain('CH-STAT-OWN-NEGATED');
    expect(vals(askCdb('{回合:A 阶段:主要1 A场:霸王紫龙 异色眼猛毒龙(复制:青眼白龙,攻+3000#1) B场:青眼白龙(上级召唤),帝王的熔击(盖)} C1 B:帝王的熔击'), '青眼白龙')).toEqual([3300, 2500]);
    // Face-up, it negates the monster’s effect on the chain too; not the Tribute Summoned one’s.
    expect(gaia('攻+700#2', 'C1 A:暗黑骑士 盖亚王②', '帝王的熔击').links[0]!.outcome).toBe('effect-negated');
    // The other side: 「上级召唤的怪兽以外」.
    const spared = gaia('上级召唤,攻+700#2');
    expect(vals(spared, '暗黑骑士 盖亚王')).toEqual([3000, 2100]);
    expect(spared.links[0]!.rules).not.toContain('CH-STAT-OWN-NEGATED');
    expect(gaia('上级召唤,攻+700#2', 'C1 A:暗黑骑士 盖亚王②', '帝王的熔击').links[0]!.outcome).toBe('resolved');
  });

  it('[CH-STAT-OWN-NEGATED] the compiler reads 「…召唤的怪兽以外的…怪兽」 as every monster but those summoned that way, 「…召唤的怪兽」 as those', async () => {
    const { compileEffects } = await import('../../src/cards/compile/index.js');
    const trap = { kind: 'trap', subtypes: ['continuous'] } as unknown as Parameters<typeof compileEffects>[1];
    const negation = (text: string) => compileEffects(text, trap).flatMap((e) => e.does).find((x) => x.do === 'negate-effects');
    const but = negation('①：只要这张卡在魔法与陷阱区域存在，上级召唤的怪兽以外的场上的表侧表示怪兽的效果无效化。');
    expect(typeof but?.what === 'object' && but.what.filter).toMatchObject({ notSummoned: 'tribute', faceUp: true, kind: 'monster' });
    expect(typeof but?.what === 'object' && but.what.filter.summoned).toBeUndefined();
    const only = negation('①：只要这张卡在魔法与陷阱区域存在，上级召唤的怪兽的效果无效化。');
    expect(typeof only?.what === 'object' && only.what.filter).toMatchObject({ summoned: 'tribute' });
  });

  it('[CH-STAT-OWN-NEGATED] the stats note says the change stated with `#N` is the monster’s own effect N (zh and en) — not that which effect is not given; without `#N` it still says so', async () => {
    const { cdbJudge } = await import('../cards/data.js');
    const input = '{回合:A 阶段:主要1 A场:暗黑骑士 盖亚王(攻+700#2) B场:技能抽取(盖)} C1 B:技能抽取';
    const zh = line(cdbJudge().chain(input, { lang: 'zh-CN' }) as ChainAnswer, '暗黑骑士 盖亚王').reason as unknown as string;
    expect(zh).toContain('自己的效果②');
    expect(zh).not.toContain('没有给出');
    const en = line(cdbJudge().chain(input, { lang: 'en' }) as ChainAnswer, '暗黑骑士 盖亚王').reason as unknown as string;
    expect(en).toContain('its own effect #2');
    expect(en).not.toContain('is not given');
    expect(line(askCdb('{回合:A 阶段:主要1 A场:暗黑骑士 盖亚王(攻+700) B场:技能抽取(盖)} C1 B:技能抽取'), '暗黑骑士 盖亚王').reason).toContain('没有给出');
  });
});

// CH-STAT-CONTINUOUS-SWAP (test/RULES.md; rules reference docs/c03/攻守计算.rst:422, :448): a continuous swap of the originals
// changes no value a 变成 made before it; the original-set of an equip card does (CH-STAT-CONTINUOUS-SET).
describe.skipIf(!haveCards)('a continuous swap of the originals (CH-STAT-CONTINUOUS-SWAP)', () => {
  it('[CH-STAT-CONTINUOUS-SWAP] 黑魔术师 made 0 earlier (stated 攻0) under the opponent’s 扰乱之乡 with an 扰乱 monster: ATK stays 0, DEF is the swapped original 2500; untouched it shows 2100/2500', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:黑魔术师(攻0) B场:扰乱之乡,扰乱·黑} 攻守计算');
    expect(vals(a, '黑魔术师')).toEqual([0, 2500]);
    expect(line(a, '黑魔术师').rules).toContain('CH-STAT-CONTINUOUS-SWAP');
    expect(vals(askCdb('{回合:A 阶段:主要1 A场:黑魔术师 B场:扰乱之乡,扰乱·黑} 攻守计算'), '黑魔术师')).toEqual([2100, 2500]);
  });
  it('[CH-STAT-CONTINUOUS-SWAP] the swap does nothing to a halving made before it either (青眼白龙 halved to 1500 by a stated 攻1500): 1500 / 3000', () => {
    expect(vals(askCdb('{回合:A 阶段:主要1 A场:青眼白龙(攻1500) B场:扰乱之乡,扰乱·黑} 攻守计算'), '青眼白龙')).toEqual([1500, 3000]);
  });
});

// CMP-STAT-EACH-LEVEL (test/RULES.md): each monster a continuous 「下降那怪兽的等级×100」 reaches is lowered by its own level.
describe.skipIf(!haveCards)('a continuous change by the level of each monster (CMP-STAT-EACH-LEVEL)', () => {
  it('[CMP-STAT-EACH-LEVEL] the opponent’s 强者的苦痛: 青眼白龙 (level 8) 2200, 三眼怪 (level 3) 700; its controller’s own monsters keep theirs', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:青眼白龙,三眼怪 B场:强者的苦痛,黑魔术师} 攻守计算');
    expect(vals(a, '青眼白龙')).toEqual([2200, 2500]);
    expect(vals(a, '三眼怪')).toEqual([700, 600]);
    expect(a.stats?.find((x) => x.card.name === '黑魔术师')).toBeUndefined();
    expect(line(a, '青眼白龙').rules).toContain('CH-STAT-SCALED');
  });
});


// CMP-STAT-EACH-ORIGINAL (test/RULES.md): each monster 刚鬼 巨人食人魔① reaches is lowered by its own original DEF (review s45-rv1).
describe.skipIf(!haveCards)('a continuous change by the original value of each monster (CMP-STAT-EACH-ORIGINAL)', () => {
  it('[CMP-STAT-EACH-ORIGINAL] 刚鬼 巨人食人魔 (read from its text) on the field: every monster on the field, either side, loses its original DEF — 青眼白龙 attacking it in damage calculation has 500 and is destroyed, B takes 2100; itself (a Link Monster, no DEF) keeps 2600', () => {
    const a = askCdb('{回合:B 阶段:伤害计算 A场:刚鬼 巨人食人魔(EX左) B场:青眼白龙(主3) 攻击:B:青眼白龙→A:刚鬼 巨人食人魔} 伤害计算');
    expect(vals(a, '青眼白龙')).toEqual([500, 2500]);
    expect(a.battle!.destroyed.map((c) => c.name)).toEqual(['青眼白龙']);
    expect(line(a, '青眼白龙').rules).toContain('CH-STAT-SCALED');
    const b = askCdb('{回合:A 阶段:主要1 A场:刚鬼 巨人食人魔,三眼怪 B场:青眼白龙,黑魔术师} 攻守计算');
    expect(vals(b, '三眼怪')).toEqual([400, 600]);
    expect(vals(b, '黑魔术师')).toEqual([400, 2100]);
    expect(vals(b, '刚鬼 巨人食人魔')[0]).toBe(2600);
  });
  it('[CMP-STAT-EACH-ORIGINAL] the other side: 刚鬼 巨人食人魔 that left the field (in the GY) or with its effects negated lowers nothing — 青眼白龙 keeps 3000 in damage calculation', () => {
    const gy = askCdb('{回合:B 阶段:伤害计算 A场:三眼怪 A墓:刚鬼 巨人食人魔 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} 伤害计算');
    expect(vals(gy, '青眼白龙')).toEqual([3000, 2500]);
    const negated = askCdb('{回合:B 阶段:伤害计算 A场:刚鬼 巨人食人魔(效果无效),三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} 伤害计算');
    expect(vals(negated, '青眼白龙')).toEqual([3000, 2500]);
    expect(negated.battle!.destroyed.map((c) => c.name)).toEqual(['三眼怪']);
  });
});
