// 「…被破坏的场合，（可以）作为代替…」 — destruction replacement (test/RULES.md CH-REPLACE-DESTROY*, rules reference
// docs/c03/卡片的抗性.rst:316–407), read by the card text compiler (src/cards/compile/replacement.ts).
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));
const spell: CardType = { kind: 'spell', subtypes: ['normal'] } as CardType;
const replacement = (text: string) => compileEffects(text, spell).flatMap((e) => e.does).find((a) => a.do === 'replace-destruction');

describe('the compiler reads a destruction replacement', () => {
  it('[CH-REPLACE-DESTROY] 「可以作为代替把墓地的这张卡除外」: optional, from the GY, banishing itself; 「那1只」 saves one; a mandatory one on an Equip Spell', () => {
    const gy = replacement('②：自己场上的龙族怪兽被战斗·效果破坏的场合，可以作为代替把墓地的这张卡除外。');
    expect(gy).toMatchObject({ optional: true, from: 'gy', instead: { do: 'banish', what: 'self' } });
    expect(replacement('②：自己场上的「狱火机」怪兽被效果破坏的场合，可以作为那1只破坏的怪兽的代替而把墓地的这张卡除外。')).toMatchObject({ count: 1, against: 'effect' });
    const union = compileEffects('装备怪兽被战斗·效果破坏的场合，作为代替把这张卡破坏。', { kind: 'spell', subtypes: ['equip'] } as CardType).flatMap((e) => e.does).find((a) => a.do === 'replace-destruction');
    expect(union?.optional).toBeUndefined();
    expect(union?.instead).toMatchObject({ do: 'destroy', what: 'self' });
  });

  it('[CH-REPLACE-DESTROY] 「装备怪兽被破坏的场合，这张卡代替破坏」 (漆黑的名马) is mandatory and destroys itself; 「作为对象的怪兽…被…破坏的场合，可以作为代替把这张卡破坏，…」 (幻影剑) covers the monster its card targets, the step ending at the clause', () => {
    const equip = { kind: 'spell', subtypes: ['equip'] } as CardType;
    const horse = compileEffects('装备怪兽的攻击力·守备力上升200。装备怪兽被破坏的场合，这张卡代替破坏。', equip).flatMap((e) => e.does).find((a) => a.do === 'replace-destruction');
    expect(horse).toMatchObject({ instead: { do: 'destroy', what: 'self' }, what: { filter: { equipped: true } } });
    expect(horse?.optional).toBeUndefined();
    // the other side: 「可以用这张卡以外的…怪兽代替破坏」 stays an optional choice of another monster
    expect(replacement('这张卡被破坏的场合，可以用这张卡以外的名字带有「六武众」的怪兽代替破坏。')).toMatchObject({ optional: true, instead: { do: 'destroy', what: { scope: 'choose' } } });
    const sword = compileEffects('①：作为对象的怪兽的攻击力上升800，被战斗·效果破坏的场合，可以作为代替把这张卡破坏。那只怪兽从场上离开时这张卡破坏。', { kind: 'trap', subtypes: ['continuous'] } as CardType).flatMap((e) => e.does).find((a) => a.do === 'replace-destruction');
    expect(sword).toMatchObject({ optional: true, what: { filter: { equipped: true } }, instead: { do: 'destroy', what: 'self' } });
  });
});

describe.skipIf(!haveCards)('destruction replacement at resolution', () => {
  it('[CH-REPLACE-DESTROY] named by [代替破坏 X], an optional replacement applies: no destroyed event for the saved card, the substitute moves instead', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:荷鲁斯之黑炎龙 LV6 A墓:复活之福音 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→荷鲁斯之黑炎龙 LV6 [代替破坏 复活之福音]');
    expect(moved(a, 'destroyed')).toEqual([]);
    expect(moved(a, 'banished')).toEqual(['复活之福音']);
    expect(a.links[0]!.rules).toContain('CH-REPLACE-DESTROY');
  });

  it('[CH-REPLACE-DESTROY-OFFERED] not named, an optional replacement that could apply is assumed not applied, and the answer says so', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:荷鲁斯之黑炎龙 LV6 A墓:复活之福音 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→荷鲁斯之黑炎龙 LV6');
    expect(moved(a, 'destroyed')).toEqual(['荷鲁斯之黑炎龙 LV6']);
    expect(a.links[0]!.rules).toContain('CH-REPLACE-DESTROY-OFFERED');
    expect(a.assumptions.some((x) => x.includes('复活之福音') && x.includes('代替破坏'))).toBe(true);
  });

  it('[CH-REPLACE-DESTROY-CANNOT] a substitute in the GY under a GY lock (王家长眠之谷): the noted replacement cannot apply, the Dragon is destroyed; the other side — an opponent’s Dragon, or the substitute already banished — is never covered', () => {
    const locked = askCdb('{回合:B 阶段:主要1 A场:青眼白龙 A墓:复活之福音 B场:雷破(盖),王家长眠之谷 B手:黑魔术师} C1 B:雷破→青眼白龙 [代替破坏 复活之福音]');
    expect(moved(locked, 'destroyed')).toEqual(['青眼白龙']);
    expect(moved(locked, 'banished')).toEqual([]);
    expect(locked.links[0]!.rules).toContain('CH-REPLACE-DESTROY-CANNOT');
    const open = askCdb('{回合:B 阶段:主要1 A场:青眼白龙 A墓:复活之福音 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→青眼白龙 [代替破坏 复活之福音]');
    expect(moved(open, 'destroyed')).toEqual([]);
    expect(moved(askCdb('{回合:A 阶段:主要1 A墓:复活之福音 A场:雷破(盖) A手:黑魔术师 B场:青眼白龙} C1 A:雷破→青眼白龙 [代替破坏 复活之福音]'), 'destroyed')).toEqual(['青眼白龙']);
    expect(moved(askCdb('{回合:B 阶段:主要1 A场:青眼白龙 A除外:复活之福音 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→青眼白龙 [代替破坏 复活之福音]'), 'destroyed')).toEqual(['青眼白龙']);
  });

  it('[CH-REPLACE-DESTROY-CANNOT] a substitute that is being destroyed by the same effect cannot be used by an optional replacement (黑洞 with two 六武众)', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:六武众-斩次,六武众-二藏} C1 B:黑洞 [代替破坏 六武众-斩次]');
    expect(moved(a, 'destroyed').sort()).toEqual(['六武众-二藏', '六武众-斩次']);
    expect(a.links[0]!.rules).toContain('CH-REPLACE-DESTROY-CANNOT');
    // One 六武众 alone targeted by 雷破: the other, not being destroyed, is destroyed in its place.
    const one = askCdb('{回合:B 阶段:主要1 A场:六武众-斩次,六武众-二藏 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→六武众-斩次 [代替破坏 六武众-斩次]');
    expect(moved(one, 'destroyed')).toEqual(['六武众-二藏']);
  });
});

describe.skipIf(!haveCards)('replacements of cards the compiler reads (issue 16)', () => {
  it('[CH-REPLACE-DESTROY] 漆黑的名马 (mandatory) applies before a 六武众’s optional replacement: only the horse is destroyed; 暗魔界的战士长 暗黑之剑 destroyed with the monster it equipped: only that monster', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:六武众-斩次,六武众-伊郎,漆黑的名马(装备:六武众-斩次) B场:雷破(盖) B手:黑魔术师} C1 B:雷破→六武众-斩次 [代替破坏 六武众-斩次]');
    expect(moved(a, 'destroyed')).toEqual(['漆黑的名马']);
    // the other side: without the horse, the noted 六武众 replacement destroys the other 六武众
    const b = askCdb('{回合:B 阶段:主要1 A场:六武众-斩次,六武众-伊郎 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→六武众-斩次 [代替破坏 六武众-斩次]');
    expect(moved(b, 'destroyed')).toEqual(['六武众-伊郎']);
    const c = askCdb('{回合:B 阶段:主要1 A场:暗魔界的战士长 暗黑之剑,三眼怪(装备:暗魔界的战士长 暗黑之剑) B场:黑蔷薇龙} C1 B:黑蔷薇龙①');
    expect(moved(c, 'destroyed')).toContain('三眼怪');
    expect(moved(c, 'destroyed')).not.toContain('暗魔界的战士长 暗黑之剑');
  });

  it('[CH-REPLACE-DESTROY-CANNOT] 幻影剑 saves the monster it targets, but not when both are destroyed at once; 代理龙 cannot pick a monster that cannot be destroyed by effects', () => {
    expect(moved(askCdb('{回合:B 阶段:主要1 A场:三眼怪,幻影剑(装备:三眼怪) B场:雷破(盖) B手:黑魔术师} C1 B:雷破→三眼怪 [代替破坏 幻影剑]'), 'destroyed')).toEqual(['幻影剑']);
    const both = askCdb('{回合:B 阶段:主要1 A场:三眼怪,幻影剑(装备:三眼怪)} C1 B:最终战争 [代替破坏 幻影剑]');
    expect(moved(both, 'destroyed').sort()).toEqual(['三眼怪', '幻影剑'].sort());
    expect(both.links[0]!.rules).toContain('CH-REPLACE-DESTROY-CANNOT');
    expect(moved(askCdb('{回合:B 阶段:主要1 A场:代理龙,圣灵兽骑 川豚 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙]'), 'destroyed')).toEqual(['代理龙']);
  });
  it('[CH-REPLACE-DESTROY-CANNOT] a monster a bond destroys along with the covered card (活死人的呼声\'s target) is as surely destroyed: 代理龙 cannot pick it, nor itself (not in its own linked zone); another monster it may', () => {
    const none = askCdb('{回合:B 阶段:主要1 A场:活死人的呼声(对象:青眼白龙),青眼白龙,代理龙} C1 B:鹰身女妖的羽毛扫 [代替破坏 代理龙]');
    expect(moved(none, 'destroyed').sort()).toEqual(['活死人的呼声', '青眼白龙'].sort());
    expect(none.links[0]!.rules).toContain('CH-REPLACE-DESTROY-CANNOT');
    // the other side: a monster that is not destroyed with it is picked instead, and 活死人的呼声 (so 青眼白龙) stays
    const other = askCdb('{回合:B 阶段:主要1 A场:活死人的呼声(对象:青眼白龙),青眼白龙,代理龙,黑魔术师} C1 B:鹰身女妖的羽毛扫 [代替破坏 代理龙]');
    expect(moved(other, 'destroyed')).toEqual(['黑魔术师']);
    // a card that left the field: with 活死人的呼声 negated, its bond does nothing, and 青眼白龙 is a substitute like any other
    const negated = askCdb('{回合:B 阶段:主要1 A场:活死人的呼声(对象:青眼白龙,效果无效),青眼白龙,代理龙} C1 B:鹰身女妖的羽毛扫 [代替破坏 代理龙]');
    expect(moved(negated, 'destroyed')).toEqual(['青眼白龙']);
  });
});

describe.skipIf(!haveCards)('a card that goes elsewhere when it leaves the field', () => {
  it('[CH-LEAVES-REPLACEMENT] 混沌之黑魔术师 destroyed is destroyed and then banished (even under 技能抽取); bounced, it is banished and never reaches the hand', () => {
    const a = askCdb('{回合:B A场:技能抽取,混沌之黑魔术师 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→混沌之黑魔术师');
    expect(moved(a, 'destroyed')).toEqual(['混沌之黑魔术师']);
    expect(moved(a, 'banished')).toEqual(['混沌之黑魔术师']);
    expect(a.links[0]!.rules).toContain('CH-LEAVES-REPLACEMENT');
    const b = askCdb('{回合:B A场:混沌之黑魔术师 B场:强制脱出装置(盖)} C1 B:强制脱出装置→混沌之黑魔术师');
    expect(moved(b, 'returned-to-hand')).toEqual([]);
    expect(moved(b, 'banished')).toEqual(['混沌之黑魔术师']);
  });
  it('[CH-LEAVES-REPLACEMENT] a monster whose effects an earlier effect negated (效果无效) still goes there: 混沌之黑魔术师 is banished, 大天使 克里斯提亚 goes to the top of the Deck (docs/c03/特定效果的处理方法.rst:658–663)', () => {
    const a = askCdb('{回合:B A场:混沌之黑魔术师(效果无效) B场:雷破(盖) B手:黑魔术师} C1 B:雷破→混沌之黑魔术师');
    expect(moved(a, 'banished')).toEqual(['混沌之黑魔术师']);
    const b = askCdb('{回合:B A场:大天使 克里斯提亚(效果无效) B场:雷破(盖) B手:黑魔术师} C1 B:雷破→大天使 克里斯提亚');
    expect(moved(b, 'returned-to-deck')).toEqual(['大天使 克里斯提亚']);
  });

  it('[CH-LEAVES-REPLACEMENT] the compiler reads 「表侧表示的这张卡从场上离开的场合除外」 and 「…被送去墓地的场合，不去墓地回到持有者卡组最上面」 (GY only)', () => {
    const monster = { kind: 'monster', subtypes: ['effect'] } as CardType;
    const leaves = (text: string) => compileEffects(text, monster).flatMap((e) => e.does).find((x) => x.leavesTo)?.leavesTo;
    expect(leaves('③：表侧表示的这张卡从场上离开的场合除外。')).toEqual({ to: 'banished' });
    expect(leaves('④：场上的表侧表示的这张卡被送去墓地的场合，不去墓地回到持有者卡组最上面。')).toEqual({ to: 'deck-top', gyOnly: true });
  });
});

describe.skipIf(!haveCards)('CH-REPLACE-DESTROY, every mandatory replacement', () => {
  it('[CH-REPLACE-DESTROY] two equip cards whose replacement is mandatory on one monster both apply: both are destroyed, the monster stays (强化支援机械·重装武器, read from the ● that equips it)', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:古代的机械巨人,强化支援机械·重装武器(装备:古代的机械巨人),强化支援机械·重装武器(装备:古代的机械巨人) B手:黑洞} C1 B:黑洞');
    const gone = a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
    expect(gone).toEqual(['强化支援机械·重装武器', '强化支援机械·重装武器']);
  });
});

describe.skipIf(!haveCards)('CH-REPLACE-DESTROY-NESTED, a card destroyed in another’s place', () => {
  it('[CH-REPLACE-DESTROY-NESTED] 代理龙 destroying a Dragon in its place: the Dragon’s mandatory replacement (an equipped 强化支援机械·重装武器) applies, only the Union is destroyed; the Dragon’s optional one (复活之福音 in the GY) does not, even when noted; a Dragon named by [破坏 X] is the one picked', () => {
    const union = askCdb('{回合:B 阶段:主要1 A场:代理龙,青眼白龙,强化支援机械·重装武器(装备:青眼白龙) B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙]');
    expect(moved(union, 'destroyed')).toEqual(['强化支援机械·重装武器']);
    expect(union.links[0]!.rules).toContain('CH-REPLACE-DESTROY-NESTED');
    const gospel = askCdb('{回合:B 阶段:主要1 A场:代理龙,青眼白龙 A墓:复活之福音 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙] [代替破坏 复活之福音]');
    expect(moved(gospel, 'destroyed')).toEqual(['青眼白龙']);
    expect(moved(gospel, 'banished')).toEqual([]);
    const named = askCdb('{回合:B 阶段:主要1 A场:代理龙,青眼白龙,真红眼黑龙 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙] [破坏 真红眼黑龙]');
    expect(moved(named, 'destroyed')).toEqual(['真红眼黑龙']);
  });
  it('[CH-REPLACE-DESTROY-LINKED] 代理龙① (read from its text: 「作为代替把这张卡所连接区1只自己怪兽破坏」) picks only a monster in a zone it points at (its arrows ← →): zones stated, 青眼白龙 in 主1 beside 代理龙(主3) is no substitute and 代理龙 is destroyed; in 主2 it is destroyed instead; zones not stated: assumed linked, and said', () => {
    expect(compileEffects('怪兽2只\n①：自己场上的卡被战斗·效果破坏的场合，可以作为代替把这张卡所连接区1只自己怪兽破坏。', { kind: 'monster', subtypes: ['effect', 'link'] } as CardType).flatMap((e) => e.does).find((a) => a.do === 'replace-destruction')?.instead).toMatchObject({ do: 'destroy', what: { filter: { notSelf: true, linkedBySelf: true }, scope: 'choose', count: 1 } });
    const s = (zone: string) => `{回合:B 阶段:主要1 A场:代理龙(主3),青眼白龙(${zone}) B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙]`;
    const far = askCdb(s('主1'));
    expect(moved(far, 'destroyed')).toEqual(['代理龙']);
    expect(far.links[0]!.rules).toEqual(expect.arrayContaining(['CH-REPLACE-DESTROY-LINKED', 'CH-REPLACE-DESTROY-CANNOT']));
    const near = askCdb(s('主2'));
    expect(moved(near, 'destroyed')).toEqual(['青眼白龙']);
    expect(near.links[0]!.rules).toContain('CH-REPLACE-DESTROY-LINKED');
    expect(near.assumptions.some((x) => x.includes('所连接区'))).toBe(false);
    const unstated = askCdb('{回合:B 阶段:主要1 A场:代理龙,青眼白龙 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙]');
    expect(moved(unstated, 'destroyed')).toEqual(['青眼白龙']);
    expect(unstated.assumptions.some((x) => x.includes('假定「青眼白龙」在它所连接区'))).toBe(true);
    // a card that left the field: 代理龙 in the GY replaces nothing — 青眼白龙 is destroyed itself
    expect(moved(askCdb('{回合:B 阶段:主要1 A场:青眼白龙(主2),三眼怪(主3) A墓:代理龙 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→青眼白龙 [代替破坏 代理龙]'), 'destroyed')).toEqual(['青眼白龙']);
  });

  it('[CH-REPLACE-DESTROY-LINKED] in the damage step (destruction by battle): 三眼怪(主4) losing to 青眼白龙 — 黑魔术师 in 主2, a zone 代理龙(主3) points at, is destroyed instead; in 主1 it cannot be, and 三眼怪 is destroyed by battle', () => {
    const s = (zone: string) => `{回合:B 阶段:伤害计算 A场:代理龙(主3,代替破坏),三眼怪(主4),黑魔术师(${zone}) B场:青眼白龙(主3) 攻击:B:青眼白龙→A:三眼怪} 伤害计算`;
    const near = askCdb(s('主2')).battle!;
    expect(near.destroyed.map((c) => c.name)).toEqual([]);
    expect(near.replaced?.map((r) => r.instead.map((c) => c.name))).toEqual([['黑魔术师']]);
    const far = askCdb(s('主1')).battle!;
    expect(far.destroyed.map((c) => c.name)).toEqual(['三眼怪']);
    expect(far.replaced ?? []).toEqual([]);
  });
  it('[CH-REPLACE-DESTROY-LINKED] by battle with the zones not stated (review s44-rv4): the substitute is assumed to be in a linked zone and said (zh and en), the rule named; zones stated: nothing assumed', () => {
    const input = '{回合:B 阶段:伤害计算 A场:代理龙(代替破坏),三眼怪,黑魔术师 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} 伤害计算';
    const a = askCdb(input);
    expect(a.battle!.replaced?.map((r) => r.instead.map((c) => c.name))).toEqual([['黑魔术师']]);
    expect(a.battle!.rules).toContain('CH-REPLACE-DESTROY-LINKED');
    expect(a.assumptions.some((x) => x.includes('假定「黑魔术师」在它所连接区'))).toBe(true);
    const en = cdbJudge().chain(input, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.assumptions.some((x) => x.includes('is assumed to be in one'))).toBe(true);
    const stated = askCdb('{回合:B 阶段:伤害计算 A场:代理龙(主3,代替破坏),三眼怪(主4),黑魔术师(主2) B场:青眼白龙(主3) 攻击:B:青眼白龙→A:三眼怪} 伤害计算');
    expect(stated.battle!.rules).toContain('CH-REPLACE-DESTROY-LINKED');
    expect(stated.assumptions.some((x) => x.includes('所连接区'))).toBe(false);
  });
  it('[CH-REPLACE-DESTROY-LINKED] the other side, said (review s44-rv4): no monster in a linked zone — the answer says why the replacement cannot apply (the linked zone), by an effect and by battle, zh and en', () => {
    const effect = askCdb('{回合:B 阶段:主要1 A场:代理龙(主3),青眼白龙(主1) B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙]');
    expect(moved(effect, 'destroyed')).toEqual(['代理龙']);
    expect(effect.assumptions.some((x) => x.includes('「代理龙」的代替破坏不能适用：作为代替破坏的怪兽要在它所连接区'))).toBe(true);
    const battle = '{回合:B 阶段:伤害计算 A场:代理龙(主3,代替破坏),三眼怪(主4),黑魔术师(主1) B场:青眼白龙(主3) 攻击:B:青眼白龙→A:三眼怪} 伤害计算';
    expect(askCdb(battle).battle!.reason).toContain('「代理龙」的代替破坏不能适用（它所连接区没有可以作为代替破坏的自己怪兽）');
    const en = cdbJudge().chain(battle, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.battle!.reason).toContain('no monster of its own it could destroy instead is in a zone it points to');
  });
});

describe.skipIf(!haveCards)('a replacement the link\'s note applies is said applied only when it was (review s45-rv1)', () => {
  const notedApplies = (a: ChainAnswer) => a.assumptions.some((x) => x.includes('「代理龙」的代替破坏效果在这次破坏时适用'));
  it('[CH-REPLACE-DESTROY-NOTED] 代理龙 (read from its text) bounced by 强制脱出装置 before 雷破 resolves: no replacement is claimed, the answer says it left the field — whether 雷破 targeted it or 青眼白龙 (destroyed itself); the other side: left on the field it applies and that is said', () => {
    const self = askCdb('{回合:B 阶段:主要1 A场:代理龙,青眼白龙,强制脱出装置(盖) B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙] C2 A:强制脱出装置→代理龙');
    expect(moved(self, 'destroyed')).toEqual([]);
    expect(notedApplies(self)).toBe(false);
    expect(self.assumptions.some((x) => x.includes('「代理龙」的代替破坏效果没有适用：C1 处理时「代理龙」已经离开场上'))).toBe(true);
    expect(self.links[0]!.rules).toContain('CH-REPLACE-DESTROY-NOTED');
    const other = '{回合:B 阶段:主要1 A场:代理龙,青眼白龙,强制脱出装置(盖) B场:雷破(盖) B手:黑魔术师} C1 B:雷破→青眼白龙 [代替破坏 代理龙] C2 A:强制脱出装置→代理龙';
    const gone = askCdb(other);
    expect(moved(gone, 'destroyed')).toEqual(['青眼白龙']);
    expect(notedApplies(gone)).toBe(false);
    expect(gone.assumptions.some((x) => x.includes('已经离开场上'))).toBe(true);
    const en = cdbJudge().chain(other, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.assumptions.some((x) => x.includes('had left the field'))).toBe(true);
    expect(en.assumptions.some((x) => x.includes('applies its destruction replacement when this link destroys'))).toBe(false);
    // the other side: 代理龙 stays — it applies, and the note is said applied
    const stays = askCdb('{回合:B 阶段:主要1 A场:代理龙,青眼白龙 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙]');
    expect(moved(stays, 'destroyed')).toEqual(['青眼白龙']);
    expect(notedApplies(stays)).toBe(true);
    expect(stays.assumptions.some((x) => x.includes('没有适用'))).toBe(false);
  });
  it('[CH-REPLACE-DESTROY-NOTED] in the damage step (三千根针 destroying the attacker at its end): 代理龙 on the field applies, said; 代理龙 already in the GY (it left the field) does not, and that is said; a noted optional one on a card destroyed in place of another (复活之福音, NESTED) is said not applied', () => {
    const on = askCdb('{回合:B 阶段:伤害步骤结束时 攻击:B:黑魔术师→A:三千根针 A场:三千根针(守) B场:黑魔术师,青眼白龙,代理龙} C1 A:三千根针 [代替破坏 代理龙]');
    expect(moved(on, 'destroyed')).toEqual(['青眼白龙']);
    expect(notedApplies(on)).toBe(true);
    const gy = askCdb('{回合:B 阶段:伤害步骤结束时 攻击:B:黑魔术师→A:三千根针 A场:三千根针(守) B场:黑魔术师,青眼白龙 B墓:代理龙} C1 A:三千根针 [代替破坏 代理龙]');
    expect(moved(gy, 'destroyed')).toEqual(['黑魔术师']);
    expect(notedApplies(gy)).toBe(false);
    expect(gy.assumptions.some((x) => x.includes('已经离开场上'))).toBe(true);
    const gospel = askCdb('{回合:B 阶段:主要1 A场:代理龙,青眼白龙 A墓:复活之福音 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙] [代替破坏 复活之福音]');
    expect(moved(gospel, 'destroyed')).toEqual(['青眼白龙']);
    expect(gospel.assumptions.some((x) => x.includes('「复活之福音」的代替破坏效果在这次破坏时适用'))).toBe(false);
    expect(gospel.assumptions.some((x) => x.includes('「复活之福音」的代替破坏效果没有适用'))).toBe(true);
  });
});

describe.skipIf(!haveCards)('a replacement negated by a continuous effect, and a noted one\'s reason decided as the link destroys (review s46-rv1)', () => {
  it('[CH-REPLACE-DESTROY-NEGATED] 技能抽取 face-up on the field: 代理龙 (read from its text) replaces nothing when 雷破 destroys it, noted or not, and the note is said not applied because it is negated; the other side — 技能抽取 absent, or itself negated — it applies', () => {
    const drained = askCdb('{回合:B 阶段:主要1 A场:代理龙,青眼白龙,技能抽取 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙]');
    expect(moved(drained, 'destroyed')).toEqual(['代理龙']);
    expect(drained.links[0]!.rules).toContain('CH-REPLACE-DESTROY-NEGATED');
    expect(drained.assumptions.some((x) => x.includes('「代理龙」的代替破坏效果在这次破坏时适用'))).toBe(false);
    expect(drained.assumptions.some((x) => x.includes('「代理龙」的代替破坏效果没有适用') && x.includes('效果被无效'))).toBe(true);
    // not noted: not offered either (it cannot apply)
    const plain = askCdb('{回合:B 阶段:主要1 A场:代理龙,青眼白龙,技能抽取 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙');
    expect(moved(plain, 'destroyed')).toEqual(['代理龙']);
    expect(plain.links[0]!.rules).not.toContain('CH-REPLACE-DESTROY-OFFERED');
    // the other side
    const free = askCdb('{回合:B 阶段:主要1 A场:代理龙,青眼白龙 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙]');
    expect(moved(free, 'destroyed')).toEqual(['青眼白龙']);
    expect(free.links[0]!.rules).not.toContain('CH-REPLACE-DESTROY-NEGATED');
    const offDrain = askCdb('{回合:B 阶段:主要1 A场:代理龙,青眼白龙,技能抽取(效果无效) B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙]');
    expect(moved(offDrain, 'destroyed')).toEqual(['青眼白龙']);
  });
  it('[CH-REPLACE-DESTROY-NOTED] the reason is the one at destruction: 代理龙(效果无效) that 雷破 itself destroys is said negated, not gone (zh, en); 复活之福音 banished from the GY before is said no longer in the GY, not off the field', () => {
    const self = askCdb('{回合:B 阶段:主要1 A场:代理龙(效果无效),青眼白龙 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙]');
    expect(moved(self, 'destroyed')).toEqual(['代理龙']);
    expect(self.assumptions.some((x) => x.includes('「代理龙」的代替破坏效果没有适用') && x.includes('效果被无效'))).toBe(true);
    expect(self.assumptions.some((x) => x.includes('已经离开场上'))).toBe(false);
    const en = cdbJudge().chain('{回合:B 阶段:主要1 A场:代理龙(效果无效),青眼白龙 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→代理龙 [代替破坏 代理龙]', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.assumptions.some((x) => x.includes('had its effects negated'))).toBe(true);
    expect(en.assumptions.some((x) => x.includes('had left the field'))).toBe(false);
    const gospel = askCdb('{回合:B 阶段:主要1 A场:荷鲁斯之黑炎龙 LV6 A墓:复活之福音 B场:雷破(盖) B手:黑魔术师,D.D.乌鸦} C1 B:雷破→荷鲁斯之黑炎龙 LV6 [代替破坏 复活之福音] C2 B:D.D.乌鸦→复活之福音');
    expect(moved(gospel, 'destroyed')).toEqual(['荷鲁斯之黑炎龙 LV6']);
    expect(gospel.assumptions.some((x) => x.includes('「复活之福音」已经不在墓地'))).toBe(true);
    expect(gospel.assumptions.some((x) => x.includes('已经离开场上'))).toBe(false);
    // the other side: bounced off the field before the link resolves is still said gone from the field
    const bounced = askCdb('{回合:B 阶段:主要1 A场:代理龙,青眼白龙,强制脱出装置(盖) B场:雷破(盖) B手:黑魔术师} C1 B:雷破→青眼白龙 [代替破坏 代理龙] C2 A:强制脱出装置→代理龙');
    expect(bounced.assumptions.some((x) => x.includes('「代理龙」已经离开场上'))).toBe(true);
  });
  it('[CH-REPLACE-DESTROY-NEGATED] by battle (review s46-rv2): 硬邦邦岩铁 (read from its text) stated to replace (`代替破坏`) under 技能抽取 — destroyed by battle, and the answer says its replacement cannot apply because it is negated (zh, en; before: silently dropped); the other side — 技能抽取 absent, or itself negated — it is saved', () => {
    const drained = askCdb('{回合:B 阶段:伤害计算 A场:硬邦邦岩铁(素材:三眼怪+三眼怪,代替破坏),技能抽取 B场:青眼白龙 攻击:B:青眼白龙→A:硬邦邦岩铁} 伤害计算');
    expect(drained.battle!.destroyed.map((c) => c.name)).toEqual(['硬邦邦岩铁']);
    expect(drained.battle!.rules).toContain('CH-REPLACE-DESTROY-NEGATED');
    expect(drained.battle!.reason).toContain('「硬邦邦岩铁」的代替破坏不能适用（它是里侧表示或效果被无效）');
    const en = cdbJudge().chain('{回合:B 阶段:伤害计算 A场:硬邦邦岩铁(素材:三眼怪+三眼怪,代替破坏),技能抽取 B场:青眼白龙 攻击:B:青眼白龙→A:硬邦邦岩铁} 伤害计算', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.battle!.reason).toContain('its effects are negated');
    const free = askCdb('{回合:B 阶段:伤害计算 A场:硬邦邦岩铁(素材:三眼怪+三眼怪,代替破坏) B场:青眼白龙 攻击:B:青眼白龙→A:硬邦邦岩铁} 伤害计算');
    expect(free.battle!.destroyed).toEqual([]);
    expect(free.battle!.rules).not.toContain('CH-REPLACE-DESTROY-NEGATED');
    const off = askCdb('{回合:B 阶段:伤害计算 A场:硬邦邦岩铁(素材:三眼怪+三眼怪,代替破坏),技能抽取(效果无效) B场:青眼白龙 攻击:B:青眼白龙→A:硬邦邦岩铁} 伤害计算');
    expect(off.battle!.destroyed).toEqual([]);
  });
});

