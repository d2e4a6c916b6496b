// ZONE-MAIN-FILTER (issue 16, docs/c01/大师规则（2017）变更点.rst:179–182): a card text's 「主要怪兽区域的怪兽」 names the monsters in
// the Main Monster Zones only — one stated in an Extra Monster Zone (`EX左`/`EX右`) is not one; with no zone stated every monster is
// assumed to be one (the older reading).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const destroyed = (input: string): string[] =>
  askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name)).sort();

describe.skipIf(!haveCards)('ZONE-MAIN-FILTER', () => {
  it('[ZONE-MAIN-FILTER] 电脑网刷新’s 「双方的主要怪兽区域的怪兽全部破坏」 leaves the Link monster stated in the Extra Monster Zone; with no zone stated it destroys every monster', () => {
    expect(destroyed('{回合:A 阶段:战斗步骤 攻击:A:解码语者→B:三眼怪 A场:解码语者(EX左),青眼白龙(主2) B场:三眼怪(主1),电脑网刷新(盖,魔陷1)} C1 B:电脑网刷新')).toEqual(['三眼怪', '青眼白龙']);
    expect(destroyed('{回合:A 阶段:战斗步骤 攻击:A:解码语者→B:三眼怪 A场:解码语者,青眼白龙 B场:三眼怪,电脑网刷新(盖)} C1 B:电脑网刷新')).toEqual(['三眼怪', '解码语者', '青眼白龙']);
  });
  it('[ZONE-MAIN-FILTER] a condition on a monster in one\'s own Main Monster Zone: 魔术礼帽 is refused with only an Extra Monster Zone monster, and says the zone; with a monster in a Main Monster Zone it may be activated', () => {
    const only = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙 A场:解码语者(EX左),魔术礼帽(盖,魔陷1) A卡组:旋风,黑洞 B场:青眼白龙(主3)} C1 A:魔术礼帽');
    expect(only.links[0]!.legal).toBe(false);
    expect(JSON.stringify(only.links[0])).toContain('主要怪兽区域');
    expect(askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙 A场:解码语者(EX左),三眼怪(主1),魔术礼帽(盖,魔陷1) A卡组:旋风,黑洞 B场:青眼白龙(主3)} C1 A:魔术礼帽').links[0]!.legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('ZONE-MAIN-FILTER: an Extra Deck monster whose zone is not stated', () => {
  it('[ZONE-MAIN-FILTER] 分段龙③ with the opponent\'s 解码语者 written without a zone: it is destroyed as one in a Main Monster Zone, and the answer says that was assumed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:分段龙(通常召唤) B场:解码语者,三眼怪} C1 A:分段龙③');
    expect(a.events.filter((e) => e.type === 'destroyed' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name))).toContain('解码语者');
    expect(a.assumptions.some((x) => x.includes('「解码语者」在哪个怪兽区域没有写明'))).toBe(true);
  });
  it('[ZONE-MAIN-FILTER] the other side: its zone stated (EX左) — left alone, and nothing is assumed; a Main Deck monster with no zone is no question either', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:分段龙(主1,通常召唤) B场:解码语者(EX左),三眼怪(主3)} C1 A:分段龙③');
    expect(a.events.filter((e) => e.type === 'destroyed' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name))).not.toContain('解码语者');
    expect(a.assumptions.some((x) => x.includes('在哪个怪兽区域没有写明'))).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A场:分段龙(通常召唤) B场:三眼怪} C1 A:分段龙③').assumptions.some((x) => x.includes('在哪个怪兽区域没有写明'))).toBe(false);
  });
});

describe.skipIf(!haveCards)('ZONE-MAIN-FILTER: a condition counting an Extra Deck monster whose zone is not stated', () => {
  const engage = (field: string) => askCdb(`{回合:A 阶段:主要1 ${field} B场:青眼白龙} C1 A:闪刀起动-交闪`);
  it('[ZONE-MAIN-FILTER] 闪刀起动-交闪 (「自己的主要怪兽区域没有怪兽存在的场合才能发动」) beside 闪刀姬-燎里 written with no zone: refused as one in a Main Monster Zone, and the answer now says its zone was assumed and how to write it (before: refused in silence); written (EX左) — legal, nothing assumed; a Main Deck monster with no zone — refused, nothing said of its zone; written complete (`A场只有:`) it is said alike', () => {
    const unstated = engage('A场:闪刀姬-燎里');
    expect(unstated.links[0]!.legal).toBe(false);
    expect(unstated.assumptions.join('')).toContain('「闪刀姬-燎里」在哪个怪兽区域没有写明');
    expect(unstated.links[0]!.rules).toContain('ZONE-MAIN-FILTER');
    const whole = engage('A场只有:闪刀姬-燎里');
    expect(whole.links[0]!.legal).toBe(false);
    expect(whole.assumptions.join('')).toContain('「闪刀姬-燎里」在哪个怪兽区域没有写明');
    const stated = engage('A场:闪刀姬-燎里(EX左)');
    expect(stated.links[0]!.legal).toBe(true);
    expect(stated.assumptions.join('')).not.toContain('在哪个怪兽区域没有写明');
    const mainDeck = engage('A场:三眼怪');
    expect(mainDeck.links[0]!.legal).toBe(false);
    expect(mainDeck.assumptions.join('')).not.toContain('在哪个怪兽区域没有写明');
  });
});
