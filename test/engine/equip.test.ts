// The equip relation (装备卡, issue 16; test/RULES.md CH-EQUIP-STATS, CH-EQUIP-DESTROYED; rules reference
// docs/c03/装备卡.rst and docs/c03/攻守计算.rst): an equip card written as equipped in the situation
// (`恶魔之斧(装备:青眼白龙)`) or equipped by a resolving link carries its continuous ATK/DEF change to its
// monster while it is equipped, and is destroyed by rule when its monster leaves. Through the real
// pipeline over cards.cdb: what a user sees (the `stats` lines, the events, the window).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';

const atk = (a: ChainAnswer, name: string): number | null => {
  const s = a.stats?.find((x) => x.card.name === name);
  if (!s) throw new Error(`no ATK/DEF line for ${name}`);
  return s.atk;
};
const destroyedByRule = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed' && e.cause === 'rule').flatMap((e) => e.cards.map((c) => c.name));

describe('the equip relation, the notation', () => {
  it('[CH-EQUIP-STATS] 「装备:X」 in a card’s note reads back as typed; 「equipped to X」 is the same', () => {
    const r = parseNotation('{回合:A A场:青眼白龙,恶魔之斧(装备:青眼白龙)} 伤害计算');
    expect(r.ok).toBe(true);
    if (r.ok) expect(printNotation(r.tree)).toBe('{回合:A; A场:青眼白龙, 恶魔之斧(装备:青眼白龙)} 伤害计算');
    const en = parseNotation('{回合:A A场:青眼白龙,恶魔之斧(equipped to 青眼白龙)} 伤害计算');
    expect(en.ok).toBe(true);
    if (en.ok && r.ok) expect(printNotation(en.tree)).toBe(printNotation(r.tree));
  });
});

describe.skipIf(!haveCards)('the equip relation in the answer', () => {
  it('[CH-EQUIP-STATS] 恶魔之斧 equipped by its activation raises 青眼白龙 to 4000; listed as equipped it shows 4000 too', () => {
    const a = askCdb('{回合:A A场:青眼白龙} C1 A:恶魔之斧→青眼白龙');
    expect(atk(a, '青眼白龙')).toBe(4000);
    expect(a.stats?.find((x) => x.card.name === '青眼白龙')?.rules).toContain('CH-EQUIP-STATS');
    expect(atk(askCdb('{回合:A A场:青眼白龙,恶魔之斧(装备:青眼白龙)} 伤害计算'), '青眼白龙')).toBe(4000);
  });

  it('[CH-EQUIP-STATS] the raise stops when the equip card leaves (旋风): back to 3000', () => {
    expect(atk(askCdb('{回合:A A场:青眼白龙,恶魔之斧(装备:青眼白龙)} C1 B:旋风→恶魔之斧'), '青眼白龙')).toBe(3000);
  });

  it('[CH-EQUIP-STATS] 巨大化 reads the LP each time: lower doubles the original, higher halves it; LP not given: not counted, and said', () => {
    expect(atk(askCdb('{回合:A A基本分:1000 B基本分:8000 A场:青眼白龙} C1 A:巨大化→青眼白龙'), '青眼白龙')).toBe(6000);
    expect(atk(askCdb('{回合:A A基本分:8000 B基本分:1000 A场:青眼白龙} C1 A:巨大化→青眼白龙'), '青眼白龙')).toBe(1500);
    expect(atk(askCdb('{回合:A A基本分:8000 B基本分:8000 A场:青眼白龙,巨大化(装备:青眼白龙)} 伤害计算'), '青眼白龙')).toBe(3000);
    const unknown = askCdb('{回合:A A场:青眼白龙,巨大化(装备:青眼白龙)} 伤害计算');
    expect(atk(unknown, '青眼白龙')).toBe(3000);
    expect(unknown.assumptions.join('')).toMatch(/巨大化.*没有计入/);
  });

  it('[CH-EQUIP-STATS] an equip card’s doubling holds an earlier one-shot change, which comes back when it leaves (CH-STAT-CONTINUOUS-SET)', () => {
    // A stated value is what earlier effects made before the listed equip card was equipped.
    expect(atk(askCdb('{回合:A A基本分:1000 B基本分:8000 A场:青眼白龙(攻1500),巨大化(装备:青眼白龙)} 伤害计算'), '青眼白龙')).toBe(6000);
    expect(atk(askCdb('{回合:A A基本分:1000 B基本分:8000 A场:青眼白龙(攻1500),巨大化(装备:青眼白龙)} C1 B:旋风→巨大化'), '青眼白龙')).toBe(1500);
  });

  it('[CH-STAT-CONTINUOUS-SET] an equip card’s continuous 变成 of the original (进化的人类) holds an earlier one-shot 变成 of the value; raises still count on top', () => {
    expect(atk(askCdb('{回合:A A基本分:8000 B基本分:1000 A场:青眼白龙(攻0),进化的人类(装备:青眼白龙)} 伤害计算'), '青眼白龙')).toBe(1000);
    expect(atk(askCdb('{回合:A A基本分:8000 B基本分:1000 A场:青眼白龙(攻0),进化的人类(装备:青眼白龙)} C1 B:旋风→进化的人类'), '青眼白龙')).toBe(0);
    expect(atk(askCdb('{回合:A A基本分:1000 B基本分:8000 A场:青眼白龙(攻-500),进化的人类(装备:青眼白龙)} 伤害计算'), '青眼白龙')).toBe(1900);
  });

  it('[CH-EQUIP-STATS] the equipped monster in a battle uses the raised value', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤 攻击:黑魔术师→青眼白龙 A场:黑魔术师,恶魔之斧(装备:黑魔术师) B场:青眼白龙} 伤害计算');
    expect(a.battle?.attackerValue).toBe(3500);
    expect(a.battle?.damage.B).toBe(500);
    expect(a.battle?.destroyed.map((c) => c.name)).toEqual(['青眼白龙']);
  });

  it('[CH-EQUIP-DESTROYED] the equipped monster destroyed by 雷破: 恶魔之斧 is destroyed by rule, and the monster’s line is gone', () => {
    const a = askCdb('{回合:B A场:青眼白龙,恶魔之斧(装备:青眼白龙)} C1 B:雷破→青眼白龙');
    expect(destroyedByRule(a)).toEqual(['恶魔之斧']);
    expect(a.stats?.some((x) => x.card.name === '青眼白龙')).toBe(false);
  });

  it('[CH-EQUIP-DESTROYED] the other side: the equip card itself leaving destroys nothing else; a monster equipped with nothing loses nothing', () => {
    const a = askCdb('{回合:A A场:青眼白龙,恶魔之斧(装备:青眼白龙)} C1 B:旋风→恶魔之斧');
    expect(destroyedByRule(a)).toEqual([]);
    expect(askCdb('{回合:B A场:青眼白龙,恶魔之斧} C1 B:雷破→青眼白龙').events.some((e) => e.cause === 'rule' && e.type === 'destroyed')).toBe(false);
  });

  it('[CH-EQUIP-DESTROYED] the equipped monster destroyed by battle (a direct action, 「破坏 X (战斗)」) or sent by a cost: the equip card is destroyed by rule at once; its own leaving takes nothing', () => {
    expect(destroyedByRule(askCdb('{回合:B 阶段:伤害步骤 A场:青眼白龙,恶魔之斧(装备:青眼白龙) B场:黑魔术师} 破坏 A:青眼白龙 (战斗)'))).toEqual(['恶魔之斧']);
    expect(destroyedByRule(askCdb('{回合:A A场:青眼白龙,恶魔之斧(装备:青眼白龙)} 送墓 A:青眼白龙 (cost)'))).toEqual(['恶魔之斧']);
    const own = askCdb('{回合:B A场:青眼白龙,恶魔之斧(装备:青眼白龙)} 破坏 A:恶魔之斧');
    expect(own.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['恶魔之斧']);
  });

  it('[CH-EQUIP-DESTROYED] a monster turned face-down (月之书) is no longer equipped: 恶魔之斧 is destroyed', () => {
    expect(destroyedByRule(askCdb('{回合:B A场:青眼白龙,恶魔之斧(装备:青眼白龙)} C1 B:月之书→青眼白龙'))).toEqual(['恶魔之斧']);
  });

  it('[CH-EQUIP-FAILS] 纳祭之魔① (read from its text: the target becomes its Equip Card) bounced in the chain: the target is sent to the GY by rule, not destroyed; not bounced, the target becomes its equip and is destroyed with it', () => {
    const failed = askCdb('{回合:A A场:纳祭之魔 B场:青眼白龙} C1 A:纳祭之魔①→青眼白龙 C2 B:强制脱出装置→纳祭之魔');
    expect(failed.events.filter((e) => e.cards.some((c) => c.name === '青眼白龙') && e.type !== 'targeted').map((e) => `${e.type}:${e.cause}`)).toEqual(['sent-to-gy:rule']);
    expect(failed.links[0]?.rules).toContain('CH-EQUIP-FAILS');
    const held = askCdb('{回合:A A场:纳祭之魔 B场:青眼白龙} C1 A:纳祭之魔①→青眼白龙');
    expect(held.events.some((e) => e.type === 'equipped' && e.cards.some((c) => c.name === '青眼白龙'))).toBe(true);
    expect(destroyedByRule(askCdb('{回合:B A场:纳祭之魔,青眼白龙(装备:纳祭之魔)} C1 B:雷破→纳祭之魔'))).toEqual(['青眼白龙']);
  });

  it('[CH-TOKEN-EQUIP] a Token held as an Equip Card cannot be Special Summoned by 宏大木星③; a monster card it holds can', () => {
    const token = askCdb('{回合:A 阶段:结束阶段 A场:宏大木星,羊衍生物(装备:宏大木星)} C1 A:宏大木星③→羊衍生物');
    expect(token.links[0]?.legal).toBe(false);
    expect(token.links[0]?.rules).toContain('CH-TOKEN-EQUIP');
    expect(askCdb('{回合:A 阶段:结束阶段 A场:宏大木星,青眼白龙(装备:宏大木星)} C1 A:宏大木星③→青眼白龙').links[0]?.legal).toBe(true);
  });

  it('[CH-EQUIP-DESTROYED] an equip card naming a monster not on the field is an error that says so', () => {
    const a = parseNotation('{回合:A A场:恶魔之斧(装备:青眼白龙)} 伤害计算');
    expect(a.ok).toBe(true);
    expect(() => askCdb('{回合:A A场:恶魔之斧(装备:青眼白龙)} 伤害计算')).toThrow(/不在场上表侧表示的怪兽中/);
  });

  it('[CH-EQUIP-MONSTER-AS-SPELL] a monster held as an equip card is an Equip Spell: 旋风 may target it, and its own leave-the-field trigger follows', () => {
    const a = askCdb('{回合:B A场:纳祭之魔,元素英雄 绝对零度侠(装备:纳祭之魔) B场:青眼白龙} C1 B:旋风→元素英雄 绝对零度侠');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-EQUIP-MONSTER-AS-SPELL');
    // The other side: the same monster in the Monster Zone is no Spell/Trap for 旋风.
    expect(askCdb('{回合:B A场:元素英雄 绝对零度侠 B场:青眼白龙} C1 B:旋风→元素英雄 绝对零度侠').links[0]!.legal).toBe(false);
  });

  it('[CH-EQUIP-MONSTER-AS-SPELL] as an Equip Spell it is no monster: 月之书 cannot target it; 王宫的敕命 negates what it activates; a Set one is a Set Spell', () => {
    expect(askCdb('{回合:B A场:纳祭之魔,元素英雄 绝对零度侠(装备:纳祭之魔)} C1 B:月之书→元素英雄 绝对零度侠').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A A场:王宫的敕命,龙骑兵团-方阵龙(装备:青眼白龙),青眼白龙} C1 A:龙骑兵团-方阵龙').links[0]!.outcome).toBe('effect-negated');
    expect(askCdb('{回合:A A场:龙骑兵团-方阵龙(装备:青眼白龙),青眼白龙} C1 A:龙骑兵团-方阵龙').links[0]!.outcome).toBe('resolved');
    expect(askCdb('{回合:B A场:兰卡之虫惑魔,纳祭之魔,三眼怪(盖,装备:纳祭之魔)} C1 A:兰卡之虫惑魔③→三眼怪').links[0]!.legal).toBe(true);
  });

  it('[CH-EQUIP-NO-ZONE] with 5 Spell & Trap Zones taken, 纳祭之魔①’s target is sent to the GY by rule instead of being equipped; with 4 it is equipped', () => {
    const full = askCdb('{回合:A 阶段:主要1 A场:纳祭之魔,旋风(盖),黑洞(盖),雷破(盖),月之书(盖),神之宣告(盖) B场:青眼白龙} C1 A:纳祭之魔①→青眼白龙');
    expect(full.links[0]!.rules).toContain('CH-EQUIP-NO-ZONE');
    expect(full.events.find((e) => e.type === 'sent-to-gy')?.cause).toBe('rule');
    const four = askCdb('{回合:A 阶段:主要1 A场:纳祭之魔,旋风(盖),黑洞(盖),雷破(盖),月之书(盖) B场:青眼白龙} C1 A:纳祭之魔①→青眼白龙');
    expect(four.events.some((e) => e.type === 'equipped')).toBe(true);
    expect(four.links[0]!.rules).not.toContain('CH-EQUIP-NO-ZONE');
  });

  it('[CH-EQUIP-NO-ZONE] a Union equipping itself (C-粉碎翼龙) moves to the Spell & Trap Zone; with none free it is sent to the GY; a field not listed is not judged', () => {
    const full = askCdb('{回合:A 阶段:主要1 A场:C-粉碎翼龙,电子龙,旋风(盖),黑洞(盖),雷破(盖),月之书(盖),神之宣告(盖)} C1 A:C-粉碎翼龙[●1]→电子龙');
    expect(full.events.some((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === 'C-粉碎翼龙'))).toBe(true);
    const free = askCdb('{回合:A 阶段:主要1 A场:C-粉碎翼龙,电子龙} C1 A:C-粉碎翼龙[●1]→电子龙');
    expect(free.events.some((e) => e.type === 'equipped')).toBe(true);
  });

  it('[CH-EQUIP-STATS] a monster card that is an equip card changes the monster it equips, not itself: 甲虫装机 吉咖螳螂’s 「把这张卡当作装备卡使用来装备的怪兽的原本攻击力变成2400」 makes 黄金瓢虫’s original 2400; 黄金瓢虫 alone stays 0', () => {
    const a = askCdb('{回合:A A场:黄金瓢虫,甲虫装机 吉咖螳螂(装备:黄金瓢虫)} 攻守计算');
    const s = a.stats?.find((x) => x.card.name === '黄金瓢虫');
    expect([s?.atk, s?.originalAtk]).toEqual([2400, 2400]);
    expect(askCdb('{回合:A A场:黄金瓢虫,甲虫装机 吉咖螳螂} 攻守计算').stats?.find((x) => x.card.name === '黄金瓢虫')?.atk ?? 0).toBe(0);
  });
  it('[CH-EQUIP-STATS] the older wording 「装备这张卡的怪兽攻击力下降500点」 (闪光之双剑-雷震, read from its text) lowers the monster it equips, not the Spell: 鹰身女郎 800 in the damage step battle; 三眼怪 beside it, not equipped, keeps 1000; once 雷震 left (旋风) or sits in the GY, 1300', () => {
    const battle = askCdb('{回合:A 阶段:伤害计算 A场:鹰身女郎,三眼怪,闪光之双剑-雷震(装备:鹰身女郎) B场:暗黑骑士 盖亚 攻击:A:鹰身女郎→B:暗黑骑士 盖亚} 伤害计算');
    expect(atk(battle, '鹰身女郎')).toBe(800);
    const beside = askCdb('{回合:A A场:鹰身女郎,三眼怪,闪光之双剑-雷震(装备:鹰身女郎)} 攻守计算');
    expect(atk(beside, '鹰身女郎')).toBe(800);
    expect(beside.stats?.some((x) => x.card.name === '三眼怪' && x.atk !== 1000)).toBe(false);
    expect(battle.stats?.find((x) => x.card.name === '鹰身女郎')?.rules).toContain('CH-EQUIP-STATS');
    expect(battle.battle?.damage).toEqual({ A: 1500, B: 0 });
    expect(atk(askCdb('{回合:A 阶段:主要1 A场:鹰身女郎} C1 A:闪光之双剑-雷震→鹰身女郎'), '鹰身女郎')).toBe(800);
    expect(atk(askCdb('{回合:A 阶段:主要1 A场:鹰身女郎,闪光之双剑-雷震(装备:鹰身女郎)} C1 B:旋风→闪光之双剑-雷震'), '鹰身女郎')).toBe(1300);
    expect(askCdb('{回合:A 阶段:主要1 A场:鹰身女郎 A墓:闪光之双剑-雷震} 攻守计算').stats?.find((x) => x.card.name === '鹰身女郎')?.atk ?? 1300).toBe(1300);
  });
});

