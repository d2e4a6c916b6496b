// CMP-COST-GLUED (test/RULES.md): the old wording that pays in the clause glued to 「发动」 —
// 「把自己场上存在的1只植物族怪兽解放发动。…」 — is read as a cost, like 「…解放才能发动」 in today's texts.
import { describe, expect, it } from 'vitest';
import { clausesOf } from '../../src/cards/compile/clauses.js';
import { askCdb, haveCards } from './data.js';

describe('CMP-COST-GLUED, the reader', () => {
  it('[CMP-COST-GLUED] 「把…解放发动。」 is a cost; a moment before 「发动」 is not', () => {
    expect(clausesOf('把自己场上存在的1只同调怪兽解放发动。直到下个回合的结束阶段时，自己受到的全部伤害变成0。').costs).toEqual(['把自己场上存在的1只同调怪兽解放']);
    expect(clausesOf('把自己场上存在的1只名字带有「光道」的怪兽解放发动。怪兽的召唤·反转召唤·特殊召唤无效并破坏。').costs).toEqual(['把自己场上存在的1只名字带有「光道」的怪兽解放']);
    // 「可以把…除外把以下效果发动。●…」: the payment before 「把以下效果发动」 is the cost of every ●
    expect(clausesOf('①：可以把自己场上1只表侧表示的融合怪兽除外把以下效果发动。', true).costs).toEqual(['把自己场上1只表侧表示的融合怪兽除外']);
    // 「可以把…除外从以下效果选择1个发动」 (r16fw): the same payment before a ● choice
    expect(clausesOf('①：可以把手卡的这张卡送去墓地从以下效果选择1个发动。', true).costs).toEqual(['把手卡的这张卡送去墓地']);
    expect(clausesOf('①：可以从以下效果选择1个发动。', true).costs).toEqual([]);
    // the other side: an event before 「发动」 stays a condition, nothing is paid
    const when = clausesOf('对方怪兽的攻击宣言时发动。那只怪兽破坏。');
    expect(when.costs).toEqual([]);
    expect(when.conditions.length).toBeGreaterThan(0);
  });

  it('[CMP-COST-GLUED] 「可以把这张卡解放让那个发动无效并破坏」 (old texts, issue 16): the tribute is the cost, 「那个发动无效并破坏」 what it does — 「发动无效」 is no end of its activation words', () => {
    const c = clausesOf('对方的陷阱卡发动时，可以把这张卡解放让那个发动无效并破坏。');
    expect(c.costs).toEqual(['把这张卡解放']);
    expect(c.steps.map((x) => x.text).join()).toContain('那个发动无效并破坏');
    // the other side: 「才能发动」 still ends the activation words
    expect(clausesOf('对方把陷阱卡发动时，把这张卡解放才能发动。那个发动无效并破坏。', true).costs).toEqual(['把这张卡解放']);
  });
});

describe.skipIf(!haveCards)('CMP-COST-GLUED, what a user sees', () => {
  it('[CMP-COST-GLUED] 光之放逐 needs a 光道 monster to tribute: without one it cannot be activated, with one that monster is tributed', () => {
    const none = askCdb('{回合:B A场只有:光之放逐(盖) B手:青眼白龙} 召唤 B:青眼白龙 C1 A:光之放逐');
    expect(none.links[0]!.legal).toBe(false);
    expect(none.links[0]!.rules).toContain('CH-COST-SELF');
    const paid = askCdb('{回合:B A场:光之放逐(盖),光道召唤师 露米娜丝 B手:青眼白龙} 召唤 B:青眼白龙 C1 A:光之放逐');
    expect(paid.links[0]!.legal).toBe(true);
    expect(paid.events.some((e) => e.type === 'sent-to-gy' && e.link === 1 && e.cards.some((c) => c.name === '光道召唤师 露米娜丝'))).toBe(true);
  });

  it('[CMP-COST-GLUED] a moment glued to a payment that opens on where it is paid from (「…的场合从手卡把1只光属性怪兽丢弃去墓地才能发动」 裁决之光, 「…宣言时从手卡丢弃1只…才能发动」): the moment is a condition, the payment a cost; a moment with no payment after it stays whole', () => {
    const c = clausesOf('场上有「天空的圣域」存在的场合从手卡把1只光属性怪兽丢弃去墓地才能发动。从以下效果选1个适用。', true);
    expect(c.conditions).toEqual(['场上有「天空的圣域」存在的场合']);
    expect(c.costs).toEqual(['从手卡把1只光属性怪兽丢弃去墓地']);
    expect(clausesOf('这张卡在墓地存在的场合，对方怪兽的直接攻击宣言时从手卡丢弃1只「娱乐伙伴」怪兽才能发动。这张卡从墓地守备表示特殊召唤。', true).costs).toEqual(['从手卡丢弃1只「娱乐伙伴」怪兽']);
    // the other side: 「从墓地特殊召唤的场合」 holds 从 but pays nothing — a condition, no cost
    const none = clausesOf('这张卡从墓地特殊召唤的场合才能发动。自己抽1张。', true);
    expect(none.costs).toEqual([]);
    expect(none.conditions).toEqual(['这张卡从墓地特殊召唤的场合']);
  });

  it.skipIf(!haveCards)('[CMP-COST-GLUED] 裁决之光 needs 「天空的圣域」 on the field and a LIGHT monster in the hand, discarded as its cost; a 圣域 that left the field (in the GY) or only a DARK monster in the hand: it cannot be activated', () => {
    const paid = askCdb('{回合:B 阶段:主要1 A场:裁决之光(盖) B场:天空的圣域 A手:青眼白龙 B手:黑洞} C1 A:裁决之光[●2]');
    expect(paid.links[0]!.legal).toBe(true);
    expect(paid.events.find((e) => e.type === 'discarded')?.cause).toBe('cost');
    expect(paid.events.find((e) => e.type === 'discarded')?.cards.map((c) => c.name)).toEqual(['青眼白龙']);
    const gone = askCdb('{回合:B 阶段:主要1 A场:裁决之光(盖) B场:黑魔术师 B墓:天空的圣域 A手:青眼白龙 B手:黑洞} C1 A:裁决之光');
    expect(gone.links[0]!.legal).toBe(false);
    expect(gone.links[0]!.rules).toContain('CH-COND');
    expect(askCdb('{回合:B 阶段:主要1 A场:裁决之光(盖) B场:天空的圣域 A手:黑魔术师 B手:黑洞} C1 A:裁决之光').links[0]!.legal).toBe(false);
  });

  it.skipIf(!haveCards)('[CMP-COST-GLUED] 妖仙兽 大幽谷响① (「…直接攻击宣言时从手卡把…以外的1只「妖仙兽」怪兽送去墓地才能发动」): another 妖仙兽 in the hand is sent as the cost; with only itself it cannot be activated', () => {
    const paid = askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A A手:妖仙兽 大幽谷响,妖仙兽 镰壹太刀 B场:青眼白龙} C1 A:妖仙兽 大幽谷响');
    expect(paid.links[0]!.legal).toBe(true);
    expect(paid.events.find((e) => e.type === 'sent-to-gy' && e.cause === 'cost')?.cards.map((c) => c.name)).toEqual(['妖仙兽 镰壹太刀']);
    expect(askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A A手:妖仙兽 大幽谷响 B场:青眼白龙} C1 A:妖仙兽 大幽谷响').links[0]!.rules).toContain('CH-COST-SELF');
  });

  it('[CMP-COST-GLUED] in the damage step a monster destroyed by battle cannot be that cost (CH-BATTLE-DESTROYED): 花粉症 with only the battle-destroyed Plant is refused, with another Plant it may be activated', () => {
    const only = askCdb('{回合:A 阶段:伤害计算后 攻击:A:红莲魔龙→B:蘑菇人 A场:红莲魔龙 B场只有:蘑菇人(战斗破坏),花粉症(盖)} C1 A:红莲魔龙① [合法] C2 B:花粉症');
    expect(only.links[1]!.legal).toBe(false);
    expect(only.links[1]!.rules).toContain('CH-BATTLE-DESTROYED');
    expect(askCdb('{回合:A 阶段:伤害计算后 攻击:A:红莲魔龙→B:蘑菇人 A场:红莲魔龙 B场:蘑菇人(战斗破坏),蒲公英狮,花粉症(盖)} C1 A:红莲魔龙① [合法] C2 B:花粉症').links[1]!.legal).toBe(true);
  });
});

// CMP-COST-OWN-EQUIP (test/RULES.md): 「把这张卡装备的…装备(魔法)卡送去墓地」 pays with an equip card of this card, not this card.
describe('CMP-COST-OWN-EQUIP', () => {
  it('[CMP-COST-OWN-EQUIP] 「把这张卡装备的1张装备卡送去墓地」 is a chosen equip card of this card; 「把这张卡送去墓地」 stays this card', async () => {
    const { compileCosts } = await import('../../src/cards/compile/costs.js');
    const { OWN_EQUIPS } = await import('../../src/cards/facts.js');
    const own = compileCosts(['把这张卡装备的1张装备卡送去墓地'], 'monster').cost[0]!;
    expect(own.what).not.toBe('self');
    expect(own.note).toBe(OWN_EQUIPS);
    expect(compileCosts(['把这张卡送去墓地'], 'monster').cost[0]!.what).toBe('self');
  });
  it.skipIf(!haveCards)('[CMP-COST-OWN-EQUIP] 守护者·艾托斯② paid with 团结之力: the Equip Spell goes to the GY, the monster stays and resolves', () => {
    const a = askCdb('{回合:A A场:守护者·艾托斯,团结之力 B墓:青眼白龙,黑魔术师} C1 A:守护者·艾托斯②→青眼白龙,黑魔术师[cost:送墓 团结之力]');
    const sent = a.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name));
    expect(sent).toContain('团结之力');
    expect(sent).not.toContain('守护者·艾托斯');
    expect(a.links[0]!.outcome).toBe('resolved');
  });
});
