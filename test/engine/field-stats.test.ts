// Continuous ATK/DEF changes of face-up cards (issue 16; test/RULES.md CH-STAT-CONTINUOUS, CH-STAT-RECALC-LAST;
// rules reference docs/c03/攻守计算.rst): a field spell's or a monster's 「…的攻击力上升…」 applies to the face-up
// monsters it names while its card is face-up and not negated; it ends when the card leaves. Through the real
// pipeline over cards.cdb: what a user sees (the `stats` lines and the damage calculation).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';

const line = (a: ChainAnswer, name: string) => {
  const s = a.stats?.find((x) => x.card.name === name);
  if (!s) throw new Error(`no ATK/DEF line for ${name}`);
  return s;
};

describe.skipIf(!haveCards)('continuous ATK/DEF changes of face-up cards', () => {
  it('[CH-STAT-CONTINUOUS] 暗黑地带 raises a DARK monster 500 and lowers its DEF 400; a LIGHT one is untouched', () => {
    const a = askCdb('{回合:A A场:暗黑地带,黑魔术师,青眼白龙} 攻守计算');
    expect([line(a, '黑魔术师').atk, line(a, '黑魔术师').def]).toEqual([3000, 1700]);
    expect(line(a, '黑魔术师').rules).toContain('CH-STAT-CONTINUOUS');
    expect(a.stats?.some((s) => s.card.name === '青眼白龙')).toBe(false);
  });

  it('[CH-STAT-CONTINUOUS] the field spell destroyed: the raise ends with it (3000 → 2500)', () => {
    const a = askCdb('{回合:B A场:暗黑地带,黑魔术师} C1 B:旋风→暗黑地带');
    const s = line(a, '黑魔术师');
    expect(s.before?.atk).toBe(3000);
    expect([s.atk, s.def]).toEqual([2500, 2100]);
  });

  it('[CH-STAT-CONTINUOUS] a field spell whose effects are negated raises nothing', () => {
    const a = askCdb('{回合:A A场:暗黑地带(效果无效),黑魔术师} 攻守计算');
    expect(a.stats?.find((s) => s.card.name === '黑魔术师')?.atk ?? 2500).toBe(2500);
  });

  it('[CH-STAT-CONTINUOUS] the raised value decides the battle: 黑魔术师 at 3000 under 暗黑地带 destroys 青眼白龙 in a tie (3000 = 3000)', () => {
    const a = askCdb('{回合:A 阶段:伤害计算 A场:暗黑地带,黑魔术师 B场:青眼白龙 攻击:A:黑魔术师→B:青眼白龙} 伤害计算');
    expect(a.battle?.attackerValue).toBe(3000);
    expect(a.battle?.destroyed.map((c) => c.name).sort()).toEqual(['青眼白龙', '黑魔术师'].sort());
  });

  it('[CH-STAT-CONTINUOUS] a Field Spell being activated (its activation on the chain) raises nothing until it resolves', () => {
    const a = askCdb('{回合:A A场:黑魔术师} C1 A:暗黑地带');
    expect(line(a, '黑魔术师').atk).toBe(3000);
    expect(line(a, '黑魔术师').before?.atk).toBe(2500);
  });

  it('[CH-STAT-RECALC-LAST] 孤毒之剑’s 「只在伤害计算时」 doubling of the original is applied after 进化的人类’s later 变成2400 (LP lower): 4800 in damage calculation, 2400 outside it', () => {
    const sit = 'A基本分:1000 B基本分:8000 A场:铠狱龙-电子暗冥龙,孤毒之剑(装备:铠狱龙-电子暗冥龙),进化的人类(装备:铠狱龙-电子暗冥龙) B场:黑魔术师 攻击:A:铠狱龙-电子暗冥龙→B:黑魔术师}';
    const a = askCdb(`{回合:A 阶段:伤害计算 ${sit} 伤害计算`);
    expect(line(a, '铠狱龙-电子暗冥龙').atk).toBe(4800);
    expect(line(a, '铠狱龙-电子暗冥龙').rules).toContain('CH-STAT-RECALC-LAST');
    expect(line(askCdb(`{回合:A 阶段:主要1 ${sit} 攻守计算`), '铠狱龙-电子暗冥龙').atk).toBe(2400);
  });
  // The subject's qualifiers, read (a race list, an archetype) — not every monster.
  const sit = (field: string) => `{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:黑魔术师 A场:青眼白龙,${field},剑龙 B场:黑魔术师} 伤害计算`;
  const atkOf = (a: ChainAnswer, name: string, printed: number) => a.stats?.find((x) => x.card.name === name)?.atk ?? printed;

  it('[CH-STAT-CONTINUOUS] 荒野 (恐龙族·不死族·岩石族) raises the Dinosaur 剑龙 200, not 青眼白龙 (Dragon) or 黑魔术师 (Spellcaster)', () => {
    const a = askCdb(sit('荒野'));
    expect(atkOf(a, '剑龙', 1750)).toBe(1950);
    expect(atkOf(a, '青眼白龙', 3000)).toBe(3000);
    expect(atkOf(a, '黑魔术师', 2500)).toBe(2500);
    expect(a.battle?.attackerValue).toBe(3000);
  });

  it('[CH-STAT-CONTINUOUS] 暗 (恶魔族·魔法师族 — a race, no Spell) raises 黑魔术师, not 青眼白龙', () => {
    const a = askCdb(sit('暗'));
    expect(atkOf(a, '黑魔术师', 2500)).toBe(2700);
    expect(atkOf(a, '青眼白龙', 3000)).toBe(3000);
  });

  it('[CH-STAT-CONTINUOUS] 山 (龙族·鸟兽族·雷族) raises 青眼白龙, not 黑魔术师 nor the Dinosaur 剑龙 (恐龙族 is no 龙族)', () => {
    const a = askCdb(sit('山'));
    expect(atkOf(a, '青眼白龙', 3000)).toBe(3200);
    expect(atkOf(a, '黑魔术师', 2500)).toBe(2500);
    expect(atkOf(a, '剑龙', 1750)).toBe(1750);
  });

  it('[CH-STAT-CONTINUOUS] 魔偶甜点城堡 (名字带有「魔偶甜点」的怪兽) does not raise 青眼白龙', () => {
    expect(atkOf(askCdb(sit('魔偶甜点城堡')), '青眼白龙', 3000)).toBe(3000);
  });

  it('[CH-STAT-CONTINUOUS] a subject the reader cannot capture (失落世界: 「恐龙族以外」) is not applied to every monster; the answer says so', () => {
    const a = askCdb('{回合:A A场:失落世界,青眼白龙} 攻守计算');
    expect(atkOf(a, '青眼白龙', 3000)).toBe(3000);
    expect(JSON.stringify(a.assumptions)).toContain('失落世界');
  });
});

// CH-STAT-RECALC-LAST for a 变成 held to the Damage Step of a battle (docs/c03/攻守计算.rst:525–538): test cards written as card text.
const doubler = textCard({ id: 990811, name: '测试猎光剑豪', type: 'monster effect', atk: 2000, def: 1000, level: 4, attribute: '暗', race: '战士族', text: '①：这张卡和光属性怪兽进行战斗的伤害步骤内，这张卡的攻击力变成2倍。' });
const light = textCard({ id: 990812, name: '测试光之哨兵', type: 'monster normal', atk: 3000, def: 1000, level: 4, attribute: '光', race: '天使族', text: '' });
const dark = textCard({ id: 990813, name: '测试暗之哨兵', type: 'monster normal', atk: 3000, def: 1000, level: 4, attribute: '暗', race: '恶魔族', text: '' });
const halve = textCard({ id: 990814, name: '测试减半速攻', type: 'spell quickplay', text: '①：以场上1只表侧表示怪兽为对象才能发动。那只怪兽的攻击力直到回合结束时变成一半。' });
const fx = [doubler, light, dark, halve];
const atkOf = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;

describe('a 变成 held to the Damage Step is applied last', () => {
  it('[CH-STAT-RECALC-LAST] halved in the Damage Step of its battle with a LIGHT monster, the doubling is counted again: 4000 → 2000 → 4000, and it wins the battle', () => {
    const a = judgeWith('{回合:A 阶段:伤害步骤 A场:测试猎光剑豪 B场:测试光之哨兵 攻击:A:测试猎光剑豪→B:测试光之哨兵} C1 B:测试减半速攻→测试猎光剑豪', fx);
    expect(atkOf(a, '测试猎光剑豪')).toBe(4000);
    expect(a.battle?.damage.B).toBe(1000);
  });
  it('[CH-STAT-RECALC-LAST] the other side: against a DARK monster the doubling never applies — the halving alone leaves 1000', () => {
    const a = judgeWith('{回合:A 阶段:伤害步骤 A场:测试猎光剑豪 B场:测试暗之哨兵 攻击:A:测试猎光剑豪→B:测试暗之哨兵} C1 B:测试减半速攻→测试猎光剑豪', fx);
    expect(atkOf(a, '测试猎光剑豪')).toBe(1000);
  });
});

// CH-STAT-RECALC-LAST for a continuous 变成 under 「只要这张卡在怪兽区域存在」 (会反复计算的效果, docs/c03/攻守计算.rst:478–522).
const shade = textCard({ id: 990815, name: '测试暗影领主', type: 'monster effect', atk: 2500, def: 2500, level: 8, text: '①：只要这张卡在怪兽区域存在，这张卡以外的场上的怪兽的攻击力·守备力变成一半。' });
const plain = textCard({ id: 990816, name: '测试平凡战士', type: 'monster normal', atk: 2000, def: 1600, level: 4, text: '' });
const pump = textCard({ id: 990817, name: '测试突击强化', type: 'spell quickplay', text: '①：以场上1只表侧表示怪兽为对象才能发动。那只怪兽的攻击力直到回合结束时上升1000。' });
const smash = textCard({ id: 990819, name: '测试单体破坏', type: 'spell quickplay', text: '①：以场上1只怪兽为对象才能发动。那只怪兽破坏。' });
const fx2 = [shade, plain, pump, halve, smash];

describe('a continuous 变成 under 「只要这张卡在怪兽区域存在」 is applied last', () => {
  it('[CH-STAT-RECALC-LAST] the compiler marks 「只要这张卡在怪兽区域存在，…变成一半」 as applied last, not a 变成 with no such lead', () => {
    expect(shade.effects.find((e) => e.kind === 'continuous')?.does[0]).toMatchObject({ do: 'modify-stats', appliesLast: true });
    const own = textCard({ id: 990818, name: '测试等级剑士', type: 'monster effect', atk: 0, def: 0, level: 5, text: '这张卡的攻击力·守备力变成这张卡的等级×400。' });
    expect(own.effects.flatMap((e) => e.does).find((a) => a.do === 'modify-stats')?.appliesLast).toBeUndefined();
  });
  it('[CH-STAT-RECALC-LAST] halved under it (2000 → 1000), then halved by an effect: it halves again on the value as it is — 250; DEF, untouched by the effect, is halved once (800)', () => {
    const a = judgeWith('{回合:A A场:测试暗影领主 B场:测试平凡战士} C1 A:测试减半速攻→测试平凡战士', fx2);
    expect([atkOf(a, '测试平凡战士'), a.stats?.find((s) => s.card.name === '测试平凡战士')?.def]).toEqual([250, 800]);
  });
  it('[CH-STAT-RECALC-LAST] a raise made after it is counted before it: (2000 + 1000) / 2 = 1500, not 1000 + 1000', () => {
    expect(atkOf(judgeWith('{回合:A A场:测试暗影领主 B场:测试平凡战士} C1 A:测试突击强化→测试平凡战士', fx2), '测试平凡战士')).toBe(1500);
  });
  it('[CH-STAT-RECALC-LAST] the other side: its card destroyed first in the same chain, nothing halves — the raise on the printed value, 3000', () => {
    const a = judgeWith('{回合:A A场:测试暗影领主 B场:测试平凡战士} C1 A:测试突击强化→测试平凡战士 C2 B:测试单体破坏→测试暗影领主', fx2);
    expect(atkOf(a, '测试平凡战士')).toBe(3000);
  });
});
