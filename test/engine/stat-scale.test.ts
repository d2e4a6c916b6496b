// ATK/DEF changes counted by the board (issue 16; test/RULES.md CH-STAT-SCALED; rules reference docs/c03/攻守计算.rst):
// 「上升…数量×N」「变成…数目×N的数值」「变成这张卡的等级×N」「每有1只…上升N」 — a continuous one counted again after each
// step, a one-shot one fixed when it resolves. Through the real pipeline over cards.cdb: what a user sees (`stats`).
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
const atkOf = (a: ChainAnswer, name: string, printed: number) => a.stats?.find((x) => x.card.name === name)?.atk ?? printed;

describe.skipIf(!haveCards)('ATK/DEF changes counted by the board', () => {
  it('[CH-STAT-SCALED] 女武神·布伦希尔德 gains 500 per monster the opponent controls (2: 2800); its controller’s own monsters do not count', () => {
    const a = askCdb('{回合:A A场:女武神·布伦希尔德 B场:青眼白龙,黑魔术师} 攻守计算');
    expect(line(a, '女武神·布伦希尔德').atk).toBe(2800);
    expect(line(a, '女武神·布伦希尔德').rules).toContain('CH-STAT-SCALED');
    expect(atkOf(askCdb('{回合:A A场:女武神·布伦希尔德,青眼白龙,黑魔术师} 攻守计算'), '女武神·布伦希尔德', 1800)).toBe(1800);
  });

  it('[CH-STAT-SCALED] 混沌死灵师 (ATK = monsters in its controller’s GY ×300) is counted again when a monster leaves the GY: 600, then 300 after 死者苏生', () => {
    expect(line(askCdb('{回合:A 阶段:主要1 A场:混沌死灵师 A墓:青眼白龙,黑魔术师 B墓:剑龙} 攻守计算'), '混沌死灵师').atk).toBe(600);
    const a = askCdb('{回合:A 阶段:主要1 A场:混沌死灵师 A墓:青眼白龙,黑魔术师} C1 A:死者苏生→青眼白龙');
    expect(line(a, '混沌死灵师').before?.atk).toBe(600);
    expect(line(a, '混沌死灵师').atk).toBe(300);
  });

  it('[CH-STAT-SCALED] 白骨王’s original ATK is the 「白骨王」「白骨」 in its GY ×1000 (other monsters do not count); 收缩 halves it to 1000 and holds it', () => {
    expect(line(askCdb('{回合:A A场:白骨王 A墓:白骨,白骨,青眼白龙} 攻守计算'), '白骨王').atk).toBe(2000);
    const a = askCdb('{回合:A A场:白骨王 A墓:白骨,白骨} C1 B:收缩→白骨王');
    expect([line(a, '白骨王').atk, line(a, '白骨王').originalAtk]).toEqual([1000, 1000]);
  });

  it('[CH-STAT-SCALED] 命运女郎·达琪 is its level ×400 (level 5: 2000/2000); 突进 after it counts on top (2700)', () => {
    const a = askCdb('{回合:A A场:命运女郎·达琪} 攻守计算');
    expect([line(a, '命运女郎·达琪').atk, line(a, '命运女郎·达琪').def]).toEqual([2000, 2000]);
    expect(line(askCdb('{回合:A A场:命运女郎·达琪} C1 A:突进→命运女郎·达琪'), '命运女郎·达琪').atk).toBe(2700);
  });

  it('[CH-STAT-SCALED] 摩诃毗卢 gains 500 per equip card: with 恶魔之斧 3050; the axe destroyed, 1550', () => {
    const a = askCdb('{回合:A A场:摩诃毗卢,恶魔之斧(装备:摩诃毗卢)} C1 B:旋风→恶魔之斧');
    expect(line(a, '摩诃毗卢').before?.atk).toBe(3050);
    expect(line(a, '摩诃毗卢').atk).toBe(1550);
  });

  it('[CH-STAT-SCALED] an equip card’s count: 团结之力 raises 800 per face-up monster its controller has (2: +1600), on a monster lowered below 0 before', () => {
    const a = askCdb('{回合:A A场:青眼白龙(攻-1300,守-700),黑魔术师} C1 A:团结之力→青眼白龙');
    expect([line(a, '青眼白龙').atk, line(a, '青眼白龙').def]).toEqual([3300, 3400]);
  });

  it('[CH-STAT-SCALED] a one-shot change is fixed to the count when it resolves: 急袭猛禽-卫星炮猎鹰② with 2 「急袭猛禽」 monsters in its GY lowers 1600', () => {
    const a = askCdb('{回合:B A场:急袭猛禽-卫星炮猎鹰 A墓:急袭猛禽-荒野秃鹫,急袭猛禽-复仇秃鹫,青眼白龙 B场:青眼白龙} C1 A:急袭猛禽-卫星炮猎鹰②→B:青眼白龙');
    expect(line(a, '青眼白龙').atk).toBe(1400);
  });

  it('[CH-STAT-SCALED] a count of counters is not read: 魔力诱导者’s raise per Spell Counter is not applied (no counters on the board to count)', () => {
    expect(atkOf(askCdb('{回合:A A场:魔力诱导者} 攻守计算'), '魔力诱导者', 1700)).toBe(1700);
  });

  it('[CH-STAT-SCALED] a 变成 of 「这个效果特殊召唤的怪兽」 applies as the summon resolves (光神化 halves the Fairy 雅典娜 to 1300 — it summons a Fairy only), and a count-made 变成 of the summoned monster comes after it (羽翼栗子球 LV9: 3 Spells in the opponent’s GY ×500 = 1500)', () => {
    expect(line(askCdb('{回合:A 阶段:主要1 A手:雅典娜} C1 A:光神化[特殊召唤 雅典娜]'), '雅典娜').atk).toBe(1300);
    expect(line(askCdb('{回合:A 阶段:主要1 A手:羽翼栗子球 LV9 B墓:黑洞,雷击,强欲之壶} C1 A:光神化[特殊召唤 羽翼栗子球 LV9]'), '羽翼栗子球 LV9').atk).toBe(1500);
    expect(line(askCdb('{回合:A 阶段:主要1 A手:羽翼栗子球 LV9 B墓:黑洞} C1 A:光神化[特殊召唤 羽翼栗子球 LV9]'), '羽翼栗子球 LV9').atk).toBe(500);
  });

  const mahad = (phase: string, other: string, attack: string) => askCdb(`{回合:A 阶段:${phase} A场:守护神官 马哈德 B场:${other} 攻击:${attack}} 伤害计算`);
  it('[CH-STAT-BATTLING] 守护神官 马哈德 doubles only in the Damage Step of a battle with a DARK monster: 5000 against 黑魔术师 (attacking or attacked), 2500 against 青眼白龙 (LIGHT) or in the Battle Step', () => {
    const a = mahad('伤害步骤', '黑魔术师', 'A:守护神官 马哈德→B:黑魔术师');
    expect(line(a, '守护神官 马哈德').atk).toBe(5000);
    expect(line(a, '守护神官 马哈德').rules).toContain('CH-STAT-BATTLING');
    expect(a.battle?.damage.B).toBe(2500);
    expect(line(askCdb('{回合:B 阶段:伤害步骤 A场:守护神官 马哈德 B场:黑魔术师 攻击:B:黑魔术师→A:守护神官 马哈德} 伤害计算'), '守护神官 马哈德').atk).toBe(5000);
    expect(line(mahad('伤害步骤', '青眼白龙', 'A:守护神官 马哈德→B:青眼白龙'), '守护神官 马哈德').atk).toBe(2500);
    expect(line(mahad('战斗步骤', '黑魔术师', 'A:守护神官 马哈德→B:黑魔术师'), '守护神官 马哈德').atk).toBe(2500);
  });

  it('[CH-STAT-BATTLING] an equip card’s battle raise: 大日棱柱体 gives its equipped monster +1000 in the Damage Step of its battle (4000), not in the Battle Step, nor to a monster not in the battle', () => {
    const sit = (phase: string, attack: string) => askCdb(`{回合:A 阶段:${phase} A场:青眼白龙,大日棱柱体(装备:青眼白龙),黑魔术师 B场:恶魔召唤 攻击:${attack}} 伤害计算`);
    expect(line(sit('伤害步骤', 'A:青眼白龙→B:恶魔召唤'), '青眼白龙').atk).toBe(4000);
    expect(line(sit('战斗步骤', 'A:青眼白龙→B:恶魔召唤'), '青眼白龙').atk).toBe(3000);
    expect(atkOf(sit('伤害步骤', 'A:黑魔术师→B:恶魔召唤'), '青眼白龙', 3000)).toBe(3000);
  });

  it('[CH-STAT-SCALED] by the equipped monster card’s value: 吸血鬼妖女 taking 青眼白龙 gains its original 3000; 纳祭之魔 becomes its 3000/2500 — nothing while none is equipped, and taken after 巨大化 already there it decides (巨大化 equipped after it decides instead)', () => {
    expect(line(askCdb('{回合:A 阶段:主要1 A场:吸血鬼妖女 B场:青眼白龙} C1 A:吸血鬼妖女①→B:青眼白龙'), '吸血鬼妖女').atk).toBe(5000);
    const t = line(askCdb('{回合:A A场:纳祭之魔,青眼白龙(装备:纳祭之魔)} 攻守计算'), '纳祭之魔');
    expect([t.atk, t.def]).toEqual([3000, 2500]);
    expect(line(askCdb('{回合:A 阶段:主要1 A基本分:1000 B基本分:8000 A场:纳祭之魔,巨大化(装备:纳祭之魔) B场:青眼白龙} C1 A:纳祭之魔①→B:青眼白龙'), '纳祭之魔').atk).toBe(3000);
    expect(line(askCdb('{回合:A A基本分:1000 B基本分:8000 A场:纳祭之魔,青眼白龙(装备:纳祭之魔),巨大化(装备:纳祭之魔)} 攻守计算'), '纳祭之魔').atk).toBe(0);
  });

  it('[CH-STAT-SCALED] two changes of one value (「上升…装备的怪兽的原本攻击力数值以及自己墓地的怪兽数量×100」): 铠黑龙-电子暗黑龙 with no monster equipped counts only its GY (2 monsters: 1200)', () => {
    expect(line(askCdb('{回合:A A场:铠黑龙-电子暗黑龙 A墓:青眼白龙,黑魔术师} 攻守计算'), '铠黑龙-电子暗黑龙').atk).toBe(1200);
    expect(atkOf(askCdb('{回合:A A场:铠黑龙-电子暗黑龙 B墓:青眼白龙,黑魔术师} 攻守计算'), '铠黑龙-电子暗黑龙', 1000)).toBe(1000);
  });

  it('[CH-STAT-BATTLING] a resolved effect 「这张卡的攻击力·守备力下降500，和这张卡进行战斗的对方怪兽的攻击力·守备力…下降1500」 (光辉终结龙, attacked by 黑魔术师 2500/2100): only the other monster of the battle loses 1500 (1000/600); the card itself loses only its own 500 (2100/1600)', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 A场:光辉终结龙 B场:黑魔术师 攻击:B:黑魔术师→A:光辉终结龙} C1 A:光辉终结龙');
    expect([line(a, '黑魔术师').atk, line(a, '黑魔术师').def]).toEqual([1000, 600]);
    expect([line(a, '光辉终结龙').atk, line(a, '光辉终结龙').def]).toEqual([2100, 1600]);
  });
});

// CH-STAT-BATTLING: a change of the monster battling this card (「和这张卡进行战斗的对方怪兽」). Test cards written as card text.
const giant = textCard({ id: 990821, name: '测试岩石巨兵', type: 'monster effect', atk: 2800, def: 1000, level: 7, text: '①：和这张卡进行战斗的对方怪兽的攻击力·守备力变成一半数值。' });
const knight = textCard({ id: 990822, name: '测试突击骑士', type: 'monster normal', atk: 3000, def: 2400, level: 8, text: '' });
const squire = textCard({ id: 990823, name: '测试后备骑士', type: 'monster normal', atk: 1600, def: 1200, level: 4, text: '' });
const bfx = [giant, knight, squire];
describe('a change of the monster battling this card', () => {
  it('[CH-STAT-BATTLING] 「和这张卡进行战斗的对方怪兽」 is the monster battling it, in the Damage Step: the attacker is halved (1500/1200) and loses the battle; the card itself and a monster out of the battle keep their values', () => {
    expect(giant.effects.flatMap((e) => e.does).find((x) => x.do === 'modify-stats')).toMatchObject({ what: 'battling', change: { op: 'half' } });
    const a = judgeWith('{回合:B 阶段:伤害步骤 A场:测试岩石巨兵 B场:测试突击骑士,测试后备骑士 攻击:B:测试突击骑士→A:测试岩石巨兵} 伤害计算', bfx);
    expect([line(a, '测试突击骑士').atk, line(a, '测试突击骑士').def]).toEqual([1500, 1200]);
    expect(line(a, '测试突击骑士').rules).toContain('CH-STAT-BATTLING');
    expect(atkOf(a, '测试岩石巨兵', 2800)).toBe(2800);
    expect(atkOf(a, '测试后备骑士', 1600)).toBe(1600);
    expect(a.battle?.damage.B).toBe(1300);
  });
  it('[CH-STAT-BATTLING] the other side: in the Battle Step (before the Damage Step) nothing is halved — 3000', () => {
    expect(atkOf(judgeWith('{回合:B 阶段:战斗步骤 A场:测试岩石巨兵 B场:测试突击骑士 攻击:B:测试突击骑士→A:测试岩石巨兵} 伤害计算', bfx), '测试突击骑士', 3000)).toBe(3000);
  });
});

// CMP-STAT-WHILE-ATTACKING: 「这张卡攻击的场合，这张卡的（原本）攻击力…」 — a change of its own value while it is the attacker.
const lancer = textCard({ id: 990824, name: '测试冲锋枪兵', type: 'monster effect', atk: 1600, def: 1000, level: 4, text: '这张卡攻击的场合，这张卡的攻击力上升1000。' });
const wall = textCard({ id: 990825, name: '测试石墙卫士', type: 'monster normal', atk: 1200, def: 2000, level: 4, text: '' });
const afx = [lancer, wall];
describe('a change of its own value while it attacks', () => {
  it('[CMP-STAT-WHILE-ATTACKING] 「这张卡攻击的场合，这张卡的攻击力上升1000」 holds while the card attacks (2600, the battle’s damage counted so), not when it is attacked nor in the Main Phase (1600)', () => {
    expect(lancer.effects.flatMap((e) => e.does).find((x) => x.do === 'modify-stats')).toMatchObject({ whileHolds: [{ is: 'battling', who: 'self', attacking: true }] });
    const a = judgeWith('{回合:A 阶段:伤害步骤 A场:测试冲锋枪兵 B场:测试石墙卫士 攻击:A:测试冲锋枪兵→B:测试石墙卫士} 伤害计算', afx);
    expect(line(a, '测试冲锋枪兵').atk).toBe(2600);
    expect(a.battle?.damage.B).toBe(1400);
    expect(atkOf(judgeWith('{回合:B 阶段:伤害步骤 A场:测试冲锋枪兵 B场:测试石墙卫士 攻击:B:测试石墙卫士→A:测试冲锋枪兵} 伤害计算', afx), '测试冲锋枪兵', 1600)).toBe(1600);
    expect(atkOf(judgeWith('{回合:A 阶段:主要1 A场:测试冲锋枪兵} 攻守计算', afx), '测试冲锋枪兵', 1600)).toBe(1600);
  });

  it.skipIf(!haveCards)('[CMP-STAT-WHILE-ATTACKING] 超级交通机人-隐形合体 halves its original ATK only while it attacks, after a 变成 made before (its ATK 0 by an earlier effect: 1800 in the attack, 0 outside it); attacked, it keeps 3600', () => {
    expect(line(askCdb('{回合:A 阶段:伤害步骤 A场:超级交通机人-隐形合体(攻0) B场:青眼白龙 攻击:A:超级交通机人-隐形合体→B:青眼白龙} 伤害计算'), '超级交通机人-隐形合体').atk).toBe(1800);
    expect(line(askCdb('{回合:A 阶段:主要1 A场:超级交通机人-隐形合体(攻0)} 攻守计算'), '超级交通机人-隐形合体').atk).toBe(0);
    expect(atkOf(askCdb('{回合:B 阶段:伤害步骤 A场:超级交通机人-隐形合体 B场:青眼白龙 攻击:B:青眼白龙→A:超级交通机人-隐形合体} 伤害计算'), '超级交通机人-隐形合体', 3600)).toBe(3600);
  });
});

describe.skipIf(!haveCards)('a raise of the summoned monster by its own value', () => {
  it('[CH-STAT-OWN-VALUE] 力量结合’s 「这个效果特殊召唤的怪兽的攻击力上升那个原本攻击力数值」 raises the monster it Fusion Summons by that monster’s own original ATK: 古代的机械究极巨人 4400 → 8800 (DEF 3400 unchanged); a monster it did not summon keeps its value', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:古代的机械巨人,力量结合 A场:古代的齿车,古代的齿车,古代的齿车,青眼白龙 A额外:古代的机械究极巨人} C1 A:力量结合[特殊召唤 古代的机械究极巨人]');
    expect([line(a, '古代的机械究极巨人').atk, line(a, '古代的机械究极巨人').def, line(a, '古代的机械究极巨人').originalAtk]).toEqual([8800, 3400, 4400]);
    expect(atkOf(a, '青眼白龙', 3000)).toBe(3000);
  });
});

// Review s44 q1 (2): 「这张卡的等级×300」「那怪兽的等级×100」 read the level the monster has NOW (its stated changes counted, CH-LEVEL-ARITH),
// not its printed one — 方程式运动员 音速赛道名手 ① at Level 10 showed 1200 (printed Level 4 × 300).
describe.skipIf(!haveCards)('a change by a level reads the level now (CH-STAT-SCALED)', () => {
  it('[CH-STAT-SCALED] 音速赛道名手① (read from its text) at Level 10 — raised by its own ② or a level-changing card, or set to 10 — is 3000; unchanged, Level 4: 1200', () => {
    for (const lv of ['等级+6#2', '等级+6', '等级10']) {
      expect(line(askCdb(`{回合:A 阶段:主要1 A场:方程式运动员 音速赛道名手(${lv})} 攻守计算`), '方程式运动员 音速赛道名手').atk, lv).toBe(3000);
    }
    const plain = line(askCdb('{回合:A 阶段:主要1 A场:方程式运动员 音速赛道名手} 攻守计算'), '方程式运动员 音速赛道名手');
    expect(plain.atk).toBe(1200);
    expect(plain.rules).toContain('CH-STAT-SCALED');
  });

  it('[CH-STAT-SCALED] 强者的苦痛 (「下降那怪兽的等级×100」) reads each monster’s level now: 青眼白龙 lowered to Level 5 loses 500 (2500), unchanged 800 (2200)', () => {
    expect(line(askCdb('{回合:A A场:强者的苦痛 B场:青眼白龙(等级-3)} 攻守计算'), '青眼白龙').atk).toBe(2500);
    expect(line(askCdb('{回合:A A场:强者的苦痛 B场:青眼白龙} 攻守计算'), '青眼白龙').atk).toBe(2200);
  });

  it('[CH-STAT-SCALED] in the damage step the Level 10 音速赛道名手 battles at 3000; in the GY (it left the field) its ① applies to nothing', () => {
    const dmg = askCdb('{回合:A 阶段:伤害步骤 A场:方程式运动员 音速赛道名手(等级+6) B场:青眼白龙 攻击:A:方程式运动员 音速赛道名手→青眼白龙} 攻守计算');
    expect(line(dmg, '方程式运动员 音速赛道名手').atk).toBe(3000);
    const gy = askCdb('{回合:A 阶段:主要1 A墓:方程式运动员 音速赛道名手} 攻守计算');
    expect(gy.stats?.find((x) => x.card.name === '方程式运动员 音速赛道名手')).toBeUndefined();
  });
});
