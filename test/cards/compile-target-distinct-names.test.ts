// CMP-TARGET-DISTINCT-NAMES / CH-TARGET-DISTINCT-NAMES / SIT-TARGET-COPIES: 「以除外的自己的「召唤兽」怪兽任意数量为对象才能发动（同名卡最多1张）」
// (魔法名-「大兽」) — the 「（同名卡最多1张）」 was not read, so two banished 「召唤兽 梅尔卡巴」 were both Special Summoned. The targets must have
// different names; two written targets of one name are refused, and a name written twice among a link's targets is two listed copies.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const TRAP = { kind: 'trap', subtypes: ['normal'] } as never;
const SPELL = { kind: 'spell', subtypes: ['normal'] } as never;
const targetsOf = (text: string, type = SPELL) => compileEffects(text, type).find((e) => e.targets)?.targets;

describe('[CMP-TARGET-DISTINCT-NAMES] targets of different names, as the text asks', () => {
  it('[CMP-TARGET-DISTINCT-NAMES] 「…为对象才能发动（同名卡最多1张）」, 「2只卡名不同的…」 and 「…3种类」 ask targets of different names', () => {
    expect(targetsOf('①：以除外的自己的「召唤兽」怪兽任意数量为对象才能发动（同名卡最多1张）。那些怪兽守备表示特殊召唤。', TRAP)).toMatchObject({ count: 1, orMore: true, distinctNames: true });
    expect(targetsOf('①：以自己墓地2只卡名不同的「星杯」怪兽为对象才能发动。那些怪兽加入手卡。')).toMatchObject({ count: 2, distinctNames: true });
    expect(targetsOf('①：以除外的自己的光属性怪兽3种类为对象才能发动。那些怪兽回到卡组。')).toMatchObject({ count: 3, distinctNames: true });
  });
  it('[CMP-TARGET-DISTINCT-NAMES] not asked: no such words, one target, or 「（同名卡最多1张）」 of a step\'s own pick', () => {
    expect(targetsOf('①：以自己墓地2只「星杯」怪兽为对象才能发动。那些怪兽加入手卡。')?.distinctNames).toBeUndefined();
    expect(targetsOf('①：以自己场上1只「星守」怪兽为对象才能发动。和那只怪兽卡名不同的1只「星守」怪兽从卡组特殊召唤。')?.distinctNames).toBeUndefined();
    expect(targetsOf('①：以自己墓地1只怪兽为对象才能发动。那只怪兽特殊召唤。从卡组把2只怪兽特殊召唤（同名卡最多1张）。')?.distinctNames).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[CH-TARGET-DISTINCT-NAMES] 魔法名-「大兽」 on the chain', () => {
  const banished = '{回合:A 阶段:主要1 A场: A除外:召唤兽 梅尔卡巴,召唤兽 梅尔卡巴,召唤兽 卡利古拉 B场:}';
  it('[CH-TARGET-DISTINCT-NAMES] two banished 「召唤兽 梅尔卡巴」 as its targets: cannot be activated, and the answer names the shared name', () => {
    const a = askCdb(`${banished} C1 A:《魔法名-「大兽」》→A:召唤兽 梅尔卡巴,A:召唤兽 梅尔卡巴`);
    expect(a.links[0]!.outcome).not.toBe('resolved');
    expect(a.links[0]!.illegalReason).toContain('卡名不同');
    expect(a.links[0]!.illegalReason).toContain('召唤兽 梅尔卡巴');
    expect(a.events.some((e) => e.type === 'special-summoned')).toBe(false);
  });
  it('[CH-TARGET-DISTINCT-NAMES] two of different names: both Special Summoned', () => {
    const a = askCdb(`${banished} C1 A:《魔法名-「大兽」》→A:召唤兽 梅尔卡巴,A:召唤兽 卡利古拉`);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['召唤兽 梅尔卡巴', '召唤兽 卡利古拉']);
  });
  it('[CH-TARGET-DISTINCT-NAMES] 星遗物的加护 「以自己墓地2只卡名不同的「星杯」怪兽为对象」: two of one name refused, two names resolved', () => {
    const gy = '{回合:A 阶段:主要1 A场: A墓地:星杯的妖精 莉丝,星杯的妖精 莉丝,星杯战士 宁吉尔苏 B场:}';
    expect(askCdb(`${gy} C1 A:星遗物的加护→A:星杯的妖精 莉丝,A:星杯的妖精 莉丝`).links[0]!.outcome).not.toBe('resolved');
    expect(askCdb(`${gy} C1 A:星遗物的加护→A:星杯的妖精 莉丝,A:星杯战士 宁吉尔苏`).links[0]!.outcome).toBe('resolved');
  });
  it('[SIT-TARGET-COPIES] a name written twice among one link\'s targets is the two copies the situation lists, not one card twice', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场: A墓地:青眼白龙,青眼白龙 B场:} C1 A:灵魂补充→A:青眼白龙,A:青眼白龙`);
    expect(a.links[0]!.outcome).toBe('resolved');
    const summoned = a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards);
    expect(summoned).toHaveLength(2);
    expect(new Set(summoned.map((c) => c.ref)).size).toBe(2);
  });
});
