// 「只能有○○存在」 (test/RULES.md CH-FIELD-LIMIT; rules reference docs/c03/只能有○○存在.rst): while a
// face-up card limits the monsters a player may have (one Type, one of each Type, no more than its
// controller), an effect that must make a summon breaking it cannot be activated — judged on the board
// at activation. Curated cards only (no card database needed).
import { describe, expect, it } from 'vitest';
import { chain, judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { askCdb, haveCards as haveCardsDb } from '../cards/data.js';
import { ownUniqueRule, uniqueOnFieldOf } from '../../src/cards/compile/continuous.js';

const link1 = (input: string) => chain(input).links[0]!;

describe('field limits at activation', () => {
  it('[CH-FIELD-LIMIT] one Type: a summon of a monster of another Type cannot be made; one of the same Type can', () => {
    const l = link1('{回合:B A场:群雄割据,青眼白龙 A手:工作列车 红色信号} C1 A:工作列车 红色信号');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-FIELD-LIMIT');
    expect(l.illegalReason).toContain('群雄割据');
    expect(link1('{回合:B A场:群雄割据,古代的机械巨人 A手:工作列车 红色信号} C1 A:工作列车 红色信号').legal).toBe(true);
    // Every monster it could bring is of another Type (the hand shown holds no Dragon).
    expect(link1('{回合:A A场:群雄割据,青眼白龙 A手:黑魔术师,三眼怪} C1 A:被选中者').legal).toBe(false);
    expect(link1('{回合:A A场:群雄割据,青眼白龙 A手:青眼白龙,三眼怪} C1 A:被选中者').legal).toBe(true);
  });

  it('[CH-FIELD-LIMIT] a limit card whose effects a face-up card negates (群雄割据 under 王宫的通告) limits nothing at activation; the summon step then meets it again once that card is gone (女武神·希格露恩, a curated newer card)', () => {
    const negated = chain('{回合:A A场:群雄割据,王宫的通告,青眼白龙 A手:女武神·希格露恩} C1 A:女武神·希格露恩①→王宫的通告');
    expect(negated.links[0]!.legal).toBe(true);
    expect(negated.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    // Not negated: refused at activation.
    const l = link1('{回合:A A场:群雄割据,青眼白龙,魂之纲 A手:女武神·希格露恩} C1 A:女武神·希格露恩①→魂之纲');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-FIELD-LIMIT');
  });

  it('[CH-FIELD-LIMIT] a filter naming several Types (「龙族·恐龙族·海龙族」) may bring a monster of any of them: refused only when none fits; a random pick from the hand may bring any monster of that hand', () => {
    // The monster already there is a Spellcaster: none of the three Types fits. A Dragon there: one of them does.
    const ninja = (field: string) => link1(`{回合:A A场:群雄割据,${field} B场:三眼怪} C1 A:忍法 超变化之术→A:${field},B:三眼怪`);
    expect(ninja('黑魔术师').legal).toBe(false);
    expect(ninja('黑魔术师').rules).toContain('CH-FIELD-LIMIT');
    expect(ninja('青眼白龙').legal).toBe(true);
    // 英雄拜访 under 御前试合 with a LIGHT monster out: the hand's monsters are what it may summon.
    const visit = (hand: string) => link1(`{回合:B 阶段:战斗步骤 攻击:B:三眼怪→A:青眼白龙 A场:御前试合,青眼白龙,英雄拜访(盖) A手:${hand} B场:三眼怪} C1 A:英雄拜访`);
    expect(visit('黑魔术师').legal).toBe(false);
    expect(visit('黑魔术师').rules).toContain('CH-FIELD-LIMIT');
    expect(visit('黑魔术师,青眼白龙').legal).toBe(true);
  });

  it('[CH-FIELD-LIMIT] no more monsters than the limit\'s controller: counted with the summoned monsters, less the summoner\'s own targets an earlier step takes away', () => {
    expect(link1('{回合:B A场:皇帝斗技场,青眼白龙 B场:} C1 B:替罪羊').legal).toBe(false);
    expect(link1('{回合:B A场:皇帝斗技场,青眼白龙,三眼怪,黑魔术师,古代的机械巨人 B场:} C1 B:替罪羊').legal).toBe(true);
    expect(link1('{回合:B A场:皇帝斗技场,青眼白龙 B场:救援猫} C1 B:救援猫').legal).toBe(false);
    // Its controller with no monster: the limit does not apply.
    expect(link1('{回合:B A场:皇帝斗技场 B场:} C1 B:替罪羊').legal).toBe(true);
    expect(link1('{回合:B A场:皇帝斗技场,黑魔术师 B场:黑魔术师} C1 B:次元魔法→B:黑魔术师').legal).toBe(true);
  });
});

describe('only one face-up copy', () => {
  it('[CH-ONLY-ONE-COPY] a card that may be face-up only once on its controller\'s field cannot be activated while another copy is being activated or is face-up; the opponent\'s copy does not count', () => {
    const a = chain('{回合:A A墓:古代的机械巨人} C1 A:古代的机械苏生 C2 A:古代的机械苏生');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[1]!.legal).toBe(false);
    expect(a.links[1]!.rules).toContain('CH-ONLY-ONE-COPY');
    expect(a.links[1]!.illegalReason).toContain('只能有1张表侧表示存在');
    expect(chain('{回合:A A墓:古代的机械巨人} C1 B:古代的机械苏生 C2 A:古代的机械苏生').links[1]!.rules).not.toContain('CH-ONLY-ONE-COPY');
  });
});

// CH-FIELD-LIMIT-AT-RESOLUTION (rules reference docs/c03/只能有○○存在.rst:309): the limit is read again when
// a summoning link resolves, on the board as the links above left it.
describe.skipIf(!haveCardsDb)('field limits at resolution', () => {
  const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);
  it('[CH-FIELD-LIMIT-AT-RESOLUTION] two revivals chained under 皇帝斗技场 (one opposing monster): the one resolving second finds the limit reached and does nothing', () => {
    const a = askCdb('{回合:A A场: B场:皇帝斗技场,青眼白龙 A墓:三眼怪,黑魔术师} C1 A:活死人的呼声→三眼怪 C2 A:活死人的呼声→黑魔术师');
    expect(a.links.map((l) => `C${l.n}:${l.outcome}`)).toEqual(['C1:no-effect', 'C2:resolved']);
    expect(a.links[0]!.rules).toContain('CH-FIELD-LIMIT-AT-RESOLUTION');
  });
  it('[CH-FIELD-LIMIT-AT-RESOLUTION] with two opposing monsters both revivals fit and both resolve', () => {
    expect(outcomes('{回合:A A场: B场:皇帝斗技场,青眼白龙,三眼怪 A墓:黑魔术师,混沌战士} C1 A:活死人的呼声→黑魔术师 C2 A:活死人的呼声→混沌战士')).toEqual(['C1:resolved', 'C2:resolved']);
  });
});

// CH-FIELD-LIMIT, a count limit (rules reference docs/c03/只能有○○存在.rst:292–298): an effect that first tributes
// every face-up monster (原始生命态 尼比鲁) is counted on what stays on both sides.
describe.skipIf(!haveCardsDb)('a count limit after the effect\'s own tributes', () => {
  const legalOf = (input: string) => askCdb(input).links[0]!.legal;
  it('[CH-FIELD-LIMIT] 皇帝斗技场 against 原始生命态 尼比鲁: the holder\'s face-up monsters are tributed first, so only its face-down ones count against the new monster', () => {
    expect(legalOf('{回合:A 阶段:主要1 A场:皇帝斗技场,青眼白龙 B手:原始生命态 尼比鲁} C1 B:原始生命态 尼比鲁')).toBe(false);
    expect(legalOf('{回合:A 阶段:主要1 A场:皇帝斗技场,青眼白龙,三眼怪(盖) B场:黑魔术师 B手:原始生命态 尼比鲁} C1 B:原始生命态 尼比鲁')).toBe(true);
    expect(legalOf('{回合:A 阶段:主要1 A场:皇帝斗技场,青眼白龙,三眼怪(盖) B场:黑魔术师,三眼怪(盖) B手:原始生命态 尼比鲁} C1 B:原始生命态 尼比鲁')).toBe(false);
    // The holder with no monster: the limit does not apply.
    expect(legalOf('{回合:A 阶段:主要1 A场:皇帝斗技场 B场:三眼怪 B手:原始生命态 尼比鲁} C1 B:原始生命态 尼比鲁')).toBe(true);
  });

  it('[CH-FIELD-LIMIT] the monster whose effect summons counts on its side while it stays there (究极幻神 奥特美特尔·比希巴尔金② under 皇帝斗技场, rules reference docs/c03/只能有○○存在.rst:272); one its cost sends away (救援猫) does not', () => {
    expect(legalOf('{回合:A 阶段:主要1 A场:究极幻神 奥特美特尔·比希巴尔金 B场:皇帝斗技场,三眼怪} C1 A:究极幻神 奥特美特尔·比希巴尔金②')).toBe(false);
    expect(legalOf('{回合:A 阶段:主要1 A场:究极幻神 奥特美特尔·比希巴尔金 B场:皇帝斗技场,三眼怪,青眼白龙} C1 A:究极幻神 奥特美特尔·比希巴尔金②')).toBe(true);
    // 救援猫 is sent to the GY as the cost: two Beasts arrive where it stood — two, not three, against the holder's two.
    expect(legalOf('{回合:A A场:救援猫 B场:皇帝斗技场,青眼白龙,三眼怪 A卡组:X-剑齿虎,X-剑齿虎} C1 A:救援猫')).toBe(true);
    expect(legalOf('{回合:A A场:救援猫 B场:皇帝斗技场,青眼白龙 A卡组:X-剑齿虎,X-剑齿虎} C1 A:救援猫')).toBe(false);
  });

  it('[CH-FIELD-LIMIT] a mandatory effect is activated all the same — its summon is not made at resolution (星遗物-『星枪』③ under 皇帝斗技场, rules reference docs/c03/只能有○○存在.rst:273); an optional one is refused', () => {
    const a = askCdb('{回合:B A场:《星遗物-『星枪』》 B场:皇帝斗技场,解码语者} C1 A:《星遗物-『星枪』》③');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    expect(legalOf('{回合:A 阶段:主要1 A场:究极幻神 奥特美特尔·比希巴尔金 B场:皇帝斗技场,三眼怪} C1 A:究极幻神 奥特美特尔·比希巴尔金②')).toBe(false);
  });
});

// CH-FIELD-LIMIT-STEP (rules reference docs/c03/只能有○○存在.rst:48–66): a summon step of a longer effect is
// judged when the effect reaches it, on the board the steps before left; the steps before stand.
describe.skipIf(!haveCardsDb)('field limits at a summon step', () => {
  const summoned = (input: string) => askCdb(input).events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
  it('[CH-FIELD-LIMIT-STEP] 群雄割据 chained to 工作列车 红色信号 next to a Dragon: the summon is not made (it stays in the hand); next to a Machine it is', () => {
    const a = askCdb('{回合:B 攻击:B:三眼怪→A:青眼白龙 A场:群雄割据(盖),青眼白龙 A手:工作列车 红色信号 B场:三眼怪} C1 A:工作列车 红色信号① C2 A:群雄割据');
    expect(a.links.map((l) => l.legal)).toEqual([true, true]);
    expect(a.links[0]!.rules).toContain('CH-FIELD-LIMIT-STEP');
    expect(a.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    expect(summoned('{回合:B 攻击:B:三眼怪→A:古代的机械巨人 A场:群雄割据(盖),古代的机械巨人 A手:工作列车 红色信号 B场:三眼怪} C1 A:工作列车 红色信号① C2 A:群雄割据')).toEqual(['工作列车 红色信号']);
  });
  it('[CH-FIELD-LIMIT-STEP] the destruction before the summon stands; the monster chosen from the Deck is judged against the field then (a field of two Types lets no third Type arrive; one of a Type already there still does)', () => {
    const a = askCdb('{回合:A A场:群雄割据,王宫的通告,黑魔术师,十二兽的会局 A卡组:十二兽 蛇笞} C1 A:十二兽的会局①→王宫的通告 [特殊召唤 十二兽 蛇笞]');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['王宫的通告']);
    expect(a.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    // A Beast-Warrior next to a Beast-Warrior fits; next to a Beast and a Warrior (two Types, neither its own) nothing fits;
    // next to a Beast-Warrior and a Dragon it still arrives (its Type is there; rules reference docs/c03/只能有○○存在.rst:149).
    expect(summoned('{回合:A A场:群雄割据,王宫的通告,十二兽 蛇笞,十二兽的会局 A卡组:十二兽 马剑} C1 A:十二兽的会局①→王宫的通告 [特殊召唤 十二兽 马剑]')).toEqual(['十二兽 马剑']);
    expect(summoned('{回合:A A场:群雄割据,王宫的通告,幻兽王 加泽尔,炎之剑士,十二兽的会局 A卡组:十二兽 马剑} C1 A:十二兽的会局①→王宫的通告 [特殊召唤 十二兽 马剑]')).toEqual([]);
    expect(summoned('{回合:A A场:群雄割据,王宫的通告,青眼白龙,十二兽 蛇笞,十二兽的会局 A卡组:十二兽 马剑} C1 A:十二兽的会局①→王宫的通告 [特殊召唤 十二兽 马剑]')).toEqual(['十二兽 马剑']);
  });
});

// CH-ONLY-ONE-ARRIVAL / CH-ONLY-ONE-AT-RESOLUTION (rules reference docs/c03/只能有○○存在.rst:164–240): the
// 「只能有1张表侧表示存在」 fact (Action.unique, read by the compiler) keeps a second card from arriving.
describe.skipIf(!haveCardsDb)('only one face-up: arrivals', () => {
  it('[CH-ONLY-ONE-COPY] an imported card whose limit is a line of its own (宫廷的规矩, read from its text): a second copy chained by the same player cannot be activated; the opponent\'s copy can', () => {
    const mine = askCdb('{回合:A} C1 A:宫廷的规矩 C2 A:宫廷的规矩');
    expect(mine.links[1]!.legal).toBe(false);
    expect(mine.links[1]!.rules).toContain('CH-ONLY-ONE-COPY');
    const theirs = askCdb('{回合:A} C1 B:宫廷的规矩 C2 A:宫廷的规矩');
    expect(theirs.links[1]!.legal).toBe(true);
    expect(theirs.links[1]!.rules).not.toContain('CH-ONLY-ONE-COPY');
  });

  it('[CH-ONLY-ONE-ARRIVAL] 「「罪」怪兽在场上只能有1只」: a revival of a second 罪 monster cannot be activated while one is face-up on either field — even with the one on the field negated (the GY card\'s own limit applies) — and can when none is', () => {
    const a = askCdb('{回合:A A场:技能抽取,罪 星尘龙 A墓:罪 青眼白龙} C1 A:死者苏生→罪 青眼白龙');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-ONLY-ONE-ARRIVAL');
    expect(a.links[0]!.illegalReason).toContain('罪 星尘龙');
    expect(a.links[0]!.illegalReason).toContain('「罪」怪兽只能有1张');
    expect(askCdb('{回合:A B场:罪 星尘龙 A墓:罪 青眼白龙} C1 A:死者苏生→罪 青眼白龙').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A A场:技能抽取 A墓:罪 青眼白龙} C1 A:死者苏生→罪 青眼白龙').links[0]!.legal).toBe(true);
  });
  it('[CH-ONLY-ONE-ARRIVAL] a name limit on an Equip Spell: equipping a second copy from the GY cannot be done; an archetype-free name limit reads the changed name (亚马逊宠物仔虎 named 亚马逊宠物虎 on the field)', () => {
    expect(askCdb('{回合:A A墓:圣剑 加拉廷 A场:圣剑 加拉廷,青眼白龙} C1 A:旗鼓堂堂→圣剑 加拉廷').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A A墓:圣剑 加拉廷 A场:青眼白龙} C1 A:旗鼓堂堂→圣剑 加拉廷').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A A场:亚马逊宠物仔虎 A墓:亚马逊宠物虎} C1 A:死者苏生→亚马逊宠物虎').links[0]!.legal).toBe(false);
    // The opponent's copy does not count for a limit on its controller's own field.
    expect(askCdb('{回合:A B场:亚马逊宠物仔虎 A墓:亚马逊宠物虎} C1 A:死者苏生→亚马逊宠物虎').links[0]!.legal).toBe(true);
  });
  it('[CH-ONLY-ONE-AT-RESOLUTION] two copies summoning themselves chained: the one resolving second finds the first face-up and does nothing', () => {
    const a = askCdb('{回合:A A墓:丽之魔妖-妲姬,丽之魔妖-妲姬} C1 A:丽之魔妖-妲姬② C2 A:丽之魔妖-妲姬②');
    expect(a.links.map((l) => `C${l.n}:${l.outcome}`)).toEqual(['C1:no-effect', 'C2:resolved']);
    expect(a.links[0]!.rules).toContain('CH-ONLY-ONE-AT-RESOLUTION');
  });
});

describe('the 「只能有1张表侧表示存在」 fact read from the text', () => {
  it('[CH-ONLY-ONE-ARRIVAL] the compiler reads a name, an archetype (「「X」怪兽」, 「名字带有「X」的怪兽」), its controller\'s field or the whole field, and the old wording of this card', () => {
    expect(uniqueOnFieldOf('「圣剑 加拉廷」在自己场上只能有1张表侧表示存在')).toEqual({ name: '圣剑 加拉廷', field: 'self' });
    expect(uniqueOnFieldOf('「罪」怪兽在场上只能有1只表侧表示存在')).toEqual({ archetype: '罪', field: 'both' });
    expect(uniqueOnFieldOf('名字带有「地缚神」的怪兽在场上只能有1只表侧表示存在')).toEqual({ archetype: '地缚神', field: 'both' });
    expect(uniqueOnFieldOf('「坏兽」怪兽在自己场上只能有1只表侧表示存在')).toEqual({ archetype: '坏兽', field: 'self' });
    expect(uniqueOnFieldOf('这张卡在自己的场上只能表侧表示存在1张')).toEqual({ field: 'self' });
    expect(uniqueOnFieldOf('双方场上各自只能有1种类的种族的怪兽表侧表示存在')).toBeNull();
  });

  it('[CH-ONLY-ONE-COPY] the limit written on a line of its own (not a numbered effect) is the card-level fact: its own name, its controller\'s field', () => {
    const text = '场上表侧表示存在的「宫廷的规矩」以外的永续陷阱卡不能破坏。「宫廷的规矩」在自己场上只能有1张表侧表示存在。';
    expect(ownUniqueRule(text, '宫廷的规矩')).toBe(true);
    expect(ownUniqueRule('这张卡在自己的场上只能表侧表示存在1张。', '任意的卡')).toBe(true);
    // Not its own name, an archetype, the whole field, or a numbered effect (read as an effect by compileContinuous).
    expect(ownUniqueRule(text, '别的卡')).toBe(false);
    expect(ownUniqueRule('「坏兽」怪兽在自己场上只能有1只表侧表示存在。', '坏兽')).toBe(false);
    expect(ownUniqueRule('「罪 青眼白龙」在场上只能有1只表侧表示存在。', '罪 青眼白龙')).toBe(false);
    expect(ownUniqueRule('①：「超量变身战术」在自己场上只能有1张表侧表示存在。', '超量变身战术')).toBe(false);
  });
});

// CH-FIELD-LIMIT-SEND / CH-ONLY-ONE-DESTROY (rules reference docs/c03/只能有○○存在.rst:106–162, :232–240): after
// a link resolves, what the limits no longer allow — the monsters that came or changed later — leaves by rule.
describe.skipIf(!haveCardsDb)('limits on monsters already there', () => {
  const moved = (input: string, type: string) => askCdb(input).events.filter((e) => e.type === type && e.link !== null && e.cards.every((c) => c.name !== '精神操作' && c.name !== '旋风')).map((e) => `${e.cards.map((c) => c.name).join(',')}@${e.cause}`);
  it('[CH-FIELD-LIMIT-SEND] a monster of another Type taken by a control change is sent to the GY by rule; the one already there stays; with no limit nothing is sent', () => {
    const a = askCdb('{回合:A A场:群雄割据,青眼白龙 B场:黑魔术师} C1 A:精神操作→黑魔术师');
    expect(a.links[0]!.rules).toContain('CH-FIELD-LIMIT-SEND');
    expect(a.links[0]!.reason).toContain('规则');
    expect(moved('{回合:A A场:群雄割据,青眼白龙 B场:黑魔术师} C1 A:精神操作→黑魔术师', 'sent-to-gy')).toEqual(['黑魔术师@rule']);
    expect(moved('{回合:A A场:青眼白龙 B场:黑魔术师} C1 A:精神操作→黑魔术师', 'sent-to-gy')).toEqual([]);
    // One of each Type (千查万别): a second monster of the same Type is sent, one of another Type stays.
    expect(moved('{回合:A A场:千查万别,黑魔术师 B场:黑魔术师} C1 A:精神操作→黑魔术师', 'sent-to-gy')).toEqual(['黑魔术师@rule']);
    expect(moved('{回合:A A场:千查万别,青眼白龙 B场:黑魔术师} C1 A:精神操作→黑魔术师', 'sent-to-gy')).toEqual([]);
  });
  it('[CH-FIELD-LIMIT-MONSTER] a face-up monster holding a one-of-each-Type limit (海龙神-利维坦①, a curated newer card) sends like a Continuous Trap does; destroyed in that resolution, or face-down, it limits nothing', () => {
    // A second Spellcaster taken by a control change: sent by rule while the limiting monster is face-up.
    expect(moved('{回合:A A场:海,海龙神-利维坦,黑魔术师 B场:黑魔术师} C1 A:精神操作→黑魔术师', 'sent-to-gy')).toEqual(['黑魔术师@rule']);
    expect(askCdb('{回合:A A场:海,海龙神-利维坦,黑魔术师 B场:黑魔术师} C1 A:精神操作→黑魔术师').links[0]!.rules).toEqual(expect.arrayContaining(['CH-FIELD-LIMIT-SEND', 'CH-FIELD-LIMIT-MONSTER']));
    expect(moved('{回合:A A场:海,海龙神-利维坦,青眼白龙 B场:黑魔术师} C1 A:精神操作→黑魔术师', 'sent-to-gy')).toEqual([]);
    expect(moved('{回合:A A场:海,海龙神-利维坦(盖),黑魔术师 B场:黑魔术师} C1 A:精神操作→黑魔术师', 'sent-to-gy')).toEqual([]);
  });
  it('[CH-FIELD-LIMIT-SEND] a monster whose Type changes back when a change ends is the later one', () => {
    expect(moved('{回合:A A场:青眼白龙,僵尸男孩 B场:群雄割据,不死世界} C1 A:旋风→不死世界', 'sent-to-gy')).toEqual(['青眼白龙@rule']);
  });
  it('[CH-FIELD-LIMIT-TWO-ATTRIBUTES] a monster that is also DARK by its own effect breaks a one-Attribute limit alone: sent by rule when the limit resolves, on either side; one-Type limits do not care', () => {
    // The opponent's 御前试合 resolving: my 光与暗之龙 (LIGHT, also DARK) alone on my field is sent; a plain LIGHT monster stays.
    const a = askCdb('{回合:B A场:光与暗之龙,青眼白龙 B场:御前试合(盖)} C1 B:御前试合');
    expect(moved('{回合:B A场:光与暗之龙,青眼白龙 B场:御前试合(盖)} C1 B:御前试合', 'sent-to-gy')).toEqual(['光与暗之龙@rule']);
    expect(a.links[0]!.rules).toContain('CH-FIELD-LIMIT-TWO-ATTRIBUTES');
    expect(moved('{回合:B A场:青眼白龙 B场:御前试合(盖)} C1 B:御前试合', 'sent-to-gy')).toEqual([]);
    // The wording read from the card text (混沌战士 -宵暗的使者-: DARK, 「属性也当作「光」使用」), on the limit holder's own side.
    expect(moved('{回合:A A场:混沌战士 -宵暗的使者-,御前试合(盖)} C1 A:御前试合', 'sent-to-gy')).toEqual(['混沌战士 -宵暗的使者-@rule']);
    // One Type (群雄割据): two Attributes do not matter.
    expect(moved('{回合:B A场:光与暗之龙 B场:群雄割据(盖)} C1 B:群雄割据', 'sent-to-gy')).toEqual([]);
  });
  it('[CH-ONLY-ONE-DESTROY] a second 「只能有1张表侧表示存在」 card that arrives face-up after the first is destroyed by rule', () => {
    // 亚马逊宠物仔虎 is named 亚马逊宠物虎 on the field: summoned from the hand next to the real one, it is destroyed at once.
    const a = askCdb('{回合:A A场:亚马逊宠物虎 A手:亚马逊宠物仔虎} C1 A:亚马逊宠物仔虎②');
    expect(a.events.filter((e) => e.type === 'destroyed').map((e) => `${e.cards.map((c) => c.name).join(',')}@${e.cause}`)).toEqual(['亚马逊宠物仔虎@rule']);
    expect(a.links[0]!.rules).toContain('CH-ONLY-ONE-DESTROY');
  });
});

describe.skipIf(!haveCardsDb)('a monster turned face-up by an effect', () => {
  it('[CH-FLIP-BY-EFFECT] a face-down monster an effect turns face-up (太阳之书) is flipped: it is face-up, and a limit it breaks sends it (CH-FIELD-LIMIT-SEND: it came later)', () => {
    const a = askCdb('{回合:A A场:群雄割据,青眼白龙,元素英雄 荒野侠(盖)} C1 A:太阳之书→元素英雄 荒野侠');
    expect(a.links[0]!.rules).toContain('CH-FLIP-BY-EFFECT');
    expect(a.events.filter((e) => e.type === 'sent-to-gy' && e.cause === 'rule' && e.link !== null).flatMap((e) => e.cards.map((c) => c.name))).toEqual(['元素英雄 荒野侠']);
  });
  it('[CH-ONLY-ONE-DESTROY] two copies turned face-up at once: the player chooses which to keep (said), none is destroyed by the engine', () => {
    const a = askCdb('{回合:A A场:彼岸的诗人 维吉尔(盖),彼岸的诗人 维吉尔(盖)} C1 A:停战协定');
    expect(a.events.filter((e) => e.type === 'destroyed')).toEqual([]);
    expect(a.assumptions.join('')).toContain('玩家选1张保留');
  });
});

describe.skipIf(!haveCardsDb)('a negated 「只能有1张表侧表示存在」 limit (CH-ONLY-ONE-NEGATED)', () => {
  const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
  it('[CH-ONLY-ONE-NEGATED] under 技能抽取 two 地缚神 flipped together (by 停战协定) both stay and no choice is asked; without it one of them must go', () => {
    const drained = askCdb('{回合:B B场:技能抽取,地缚神 卡帕克·阿普(盖),地缚神 库西略(盖)} C1 B:停战协定');
    expect(destroyed('{回合:B B场:技能抽取,地缚神 卡帕克·阿普(盖),地缚神 库西略(盖)} C1 B:停战协定')).toEqual([]);
    expect(drained.assumptions.join('')).not.toContain('另1张破坏');
    expect(drained.links[0]!.rules).toContain('CH-ONLY-ONE-NEGATED');
    expect(askCdb('{回合:B B场:地缚神 卡帕克·阿普(盖),地缚神 库西略(盖)} C1 B:停战协定').assumptions.join('')).toContain('另1张破坏');
  });
});

// CH-FIELD-LIMIT-TAKEN (docs/c03/只能有○○存在.rst:89–91): a resolution that summons a monster and then takes one.
describe('a summon and a control change in one resolution (CH-FIELD-LIMIT-TAKEN)', () => {
  const raider = textCard({ id: 99161621, name: '测试用夺取苏生兽', type: 'monster effect', level: 4, atk: 1500, def: 1000, race: '天使族', attribute: '光', text: '①：这张卡在墓地存在的场合，以对方场上1只怪兽为对象才能发动。这张卡从墓地特殊召唤，得到作为对象的怪兽的控制权。' });
  const sentByRule = (a: ReturnType<typeof judgeWith>) => a.events.filter((e) => e.type === 'sent-to-gy' && e.cause === 'rule').flatMap((e) => e.cards.map((c) => c.name));
  it('[CH-FIELD-LIMIT-TAKEN] the summon comes first: the monster taken, of another Type, is sent to the GY by rule', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:群雄割据 A墓:测试用夺取苏生兽 B场:三眼怪} C1 A:测试用夺取苏生兽①→三眼怪', [raider]);
    expect(a.links[0]?.outcome).toBe('resolved');
    expect(sentByRule(a)).toEqual(['三眼怪']);
    expect(a.links[0]?.rules).toContain('CH-FIELD-LIMIT-TAKEN');
  });
  it('[CH-FIELD-LIMIT-TAKEN] the other side: one of the same Type taken stays; a one-Attribute limit (御前试合) sends a taken one of another Attribute', () => {
    expect(sentByRule(judgeWith('{回合:A 阶段:主要1 A场:群雄割据 A墓:测试用夺取苏生兽 B场:力天使 女武神} C1 A:测试用夺取苏生兽①→力天使 女武神', [raider]))).toEqual([]);
    expect(sentByRule(judgeWith('{回合:A 阶段:主要1 B场:御前试合,三眼怪 A墓:测试用夺取苏生兽} C1 A:测试用夺取苏生兽①→三眼怪', [raider]))).toEqual(['三眼怪']);
  });
});

describe.skipIf(!haveCardsDb)('a summon answered by a chain arrives after it', () => {
  const rule = (input: string) => askCdb(input).events.filter((e) => e.type === 'sent-to-gy' && e.cause === 'rule').flatMap((e) => e.cards.map((c) => c.name));
  const chained = (limit: string, summoned: string) => `{回合:B A场:${limit},宇宙耀变龙 B手:PSY骨架装备·γ,${summoned} B卡组:PSY骨架驱动者} 召唤 ${summoned} C1 A:宇宙耀变龙①[●2] C2 B:PSY骨架装备·γ`;
  it('[CH-FIELD-LIMIT-SEND] a summon whose negation was negated succeeds at the chain\'s end: a monster of another Attribute than the two the chain summoned is sent to the GY by rule (御前试合); one of the same Attribute stays', () => {
    expect(rule(chained('御前试合', '黑魔术师'))).toEqual(['黑魔术师']);
    expect(rule(chained('御前试合', '元素英雄 新宇侠'))).toEqual([]);
  });
});

describe.skipIf(!haveCardsDb)('a summon from the own Deck judged on the listed Deck (head-judge review s40)', () => {
  it('[CH-FIELD-LIMIT] 召唤僧③ (imported: 「从卡组把1只4星怪兽特殊召唤」, no side named — its player’s Deck) under 群雄割据: the listed Deck holds only a Warrior, 召唤僧 (a Spellcaster) stays on the field — cannot be activated; a Spellcaster in the Deck lets it', () => {
    const l = askCdb('{回合:A 阶段:主要1 A场:召唤僧,群雄割据 A手:死者苏生 A卡组:哥布林突击部队} C1 A:召唤僧③').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-FIELD-LIMIT');
    expect(askCdb('{回合:A 阶段:主要1 A场:召唤僧,群雄割据 A手:死者苏生 A卡组:哥布林突击部队,传说的赌博师} C1 A:召唤僧③').links[0]!.legal).toBe(true);
    // Without the limit, the same board is no question of it.
    expect(askCdb('{回合:A 阶段:主要1 A场:召唤僧 A手:死者苏生 A卡组:哥布林突击部队} C1 A:召唤僧③').links[0]!.rules).not.toContain('CH-FIELD-LIMIT');
  });
  it('[CH-FIELD-LIMIT] 孤火花① under 御前试合 (只能有○○存在.rst:72): the monster the cost note tributes has left the field — itself, the field then empty, an EARTH Plant (红叶之女王) may come; with a DARK monster (迷你番茄小子) staying beside it, it may not', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:孤火花,御前试合 A卡组:红叶之女王} C1 A:孤火花① [cost:解放 孤火花]').links[0]!.legal).toBe(true);
    const l = askCdb('{回合:A 阶段:主要1 A场:孤火花,御前试合,迷你番茄小子 A卡组:红叶之女王} C1 A:孤火花① [cost:解放 孤火花]').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-FIELD-LIMIT');
  });

  it('[CH-FIELD-LIMIT] an excavating effect (魔之试衣间, read from its text: 「翻开自己卡组最上面4张卡，将其中…特殊召唤」) may be activated under 群雄割据 though no fitting monster could arrive, and summons nothing at resolution; a summon that must be made from the Deck shown (被选中者 from the hand) is still refused (rules reference docs/c03/只能有○○存在.rst:99–101)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:群雄割据,青眼白龙 A卡组:黑魔术师} C1 A:魔之试衣间');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    // The other side: a summon it must make, every choice of another Type — refused.
    expect(askCdb('{回合:A 阶段:主要1 A场:群雄割据,青眼白龙 A手:黑魔术师} C1 A:被选中者').links[0]!.legal).toBe(false);
  });
  it('[CH-FIELD-LIMIT] 原始生命态 尼比鲁① under 群雄割据: its Rock Token goes to the opponent’s field, so a non-Rock monster on EITHER field forbids it from the hand; only Rocks out, it may be activated (rules reference docs/c03/只能有○○存在.rst:41)', () => {
    const opp = askCdb('{回合:A 阶段:主要1 A场:群雄割据,青眼白龙 B手:原始生命态 尼比鲁} C1 B:原始生命态 尼比鲁').links[0]!;
    expect(opp.legal).toBe(false);
    expect(opp.rules).toContain('CH-FIELD-LIMIT');
    expect(askCdb('{回合:A 阶段:主要1 A场:群雄割据,岩石巨兵 B手:原始生命态 尼比鲁} C1 B:原始生命态 尼比鲁').links[0]!.legal).toBe(true);
    // No limit on the field: legal.
    expect(askCdb('{回合:A 阶段:主要1 A场:青眼白龙 B手:原始生命态 尼比鲁} C1 B:原始生命态 尼比鲁').links[0]!.legal).toBe(true);
  });
});
