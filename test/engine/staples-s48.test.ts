// A head judge's spot-check of current OCG staples (session s48): each test is an answer a player saw wrong before its fix.
// Cards of the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const windowNotes = (input: string) => (askCdb(input).window?.notes ?? []).map((n) => n);

describe.skipIf(!haveCards)('staples spot-check (s48)', () => {
  it('[WIN-RULE-TO-GY] 神之宣告 negated by 红色重启 is Set again: the rule sends 红色重启 and 黑洞 to the GY, not the Set 神之宣告', () => {
    const input = '{回合:A 阶段:主要1 A场:神之宣告(盖) B手:红色重启} C1 A:黑洞 C2 A:神之宣告 C3 B:红色重启';
    const note = windowNotes(input).find((n) => n.includes('按规则送去墓地'));
    expect(note).toBeDefined();
    expect(note).toContain('红色重启');
    expect(note).toContain('黑洞');
    expect(note).not.toContain('神之宣告');
  });
});

describe.skipIf(!haveCards)('staples spot-check (s48): the End Phase', () => {
  it('[CH-END-PHASE-PLAYED] 紧急瞬间移动: the Psychic it Special Summoned from the Deck is banished in the End Phase (「这个效果特殊召唤的怪兽在这个回合的结束阶段除外」)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A卡组:PSY骨架装备·γ} C1 A:紧急瞬间移动 结束阶段');
    expect(a.links[0]!.outcome).toBe('resolved');
    const steps = a.endPhase ?? [];
    expect(steps.length).toBe(1);
    expect(steps[0]!.do).toBe('banish');
    expect(steps[0]!.done.map((c) => c.name)).toEqual(['PSY骨架装备·γ']);
  });
});

describe.skipIf(!haveCards)('staples spot-check (s48): one use among ①② (「…的①②的效果1回合只能有1次使用其中任意1个」)', () => {
  it('[CMP-OPT-EITHER] 炎王的孤岛: its ① used in an earlier chain this turn, its ② cannot be activated (and its ① alone still can)', () => {
    const after = askCdb('{回合:A 阶段:主要1 A场:炎王的孤岛,炎王兽 大鹏不死鸟} C1 A:炎王的孤岛① 然后 C1 A:炎王的孤岛②');
    expect(after.links[0]!.legal).toBe(false);
    expect(after.links[0]!.rules).toContain('CH-HISTORY-USED');
    expect(askCdb('{回合:A 阶段:主要1 A场:炎王的孤岛,炎王兽 大鹏不死鸟} C1 A:炎王的孤岛①').links[0]!.legal).toBe(true);
  });
  it('[CMP-OPT-EITHER] 炎王的孤岛 ① written as used earlier this turn (本回合:) spends its ② too', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:炎王的孤岛 本回合:A:炎王的孤岛#1} C1 A:炎王的孤岛②');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('①②的效果1回合只能使用其中1个');
    expect(a.links[0]!.illegalReason).toContain('已经发动过①');
  });
  it('[CMP-OPT-EITHER] 影依兽: its ② activated earlier this turn, its flip effect ① is not offered after its Flip Summon; with no use it is', () => {
    const used = askCdb('{回合:A 阶段:主要1 A场:影依兽(盖) 本回合:A:影依兽#2} 反转召唤 影依兽');
    expect(used.window!.triggers.map((t) => t.card.name)).toEqual([]);
    const fresh = askCdb('{回合:A 阶段:主要1 A场:影依兽(盖)} 反转召唤 影依兽');
    expect(fresh.window!.triggers.map((t) => `${t.card.name}#${t.effect}`)).toEqual(['影依兽#1']);
  });
});

describe.skipIf(!haveCards)('staples spot-check (s48): what a resolved link says', () => {
  it('[CH-NOTHING-TO-APPLY] 闪刀姬-零衣① summons 1 monster from the Extra Deck: no 「也一并特殊召唤」 of unlisted monsters (黑洞, on every monster, still says it)', () => {
    const raye = askCdb('{回合:A 阶段:主要1 A场:闪刀姬-零衣} C1 A:闪刀姬-零衣①').links[0]!;
    expect(raye.outcome).toBe('resolved');
    expect(raye.reason).not.toContain('也一并');
    const hole = askCdb('{回合:A 阶段:主要1 B场:青眼白龙} C1 A:黑洞').links[0]!;
    expect(hole.reason).toContain('也一并破坏');
  });
});

describe.skipIf(!haveCards)('staples spot-check (s48): a negation by name lasts into the next chain (然后)', () => {
  it('[CH-NAME-NEGATE-EARLIER] 墓穴的指名者 on 灰流丽 in the GY, then a 灰流丽 from the hand on the next chain: its effect is negated, 强欲而谦虚之壶 resolves', () => {
    const a = askCdb('{回合:A 阶段:主要1 B墓:灰流丽 B手:灰流丽} C1 A:墓穴的指名者→B:灰流丽 然后 C1 A:强欲而谦虚之壶 C2 B:灰流丽');
    expect(a.links.map((l) => l.outcome)).toEqual(['resolved', 'effect-negated']);
    expect(a.links[1]!.rules).toContain('CH-NAME-NEGATE-EARLIER');
  });
  it('[CH-NAME-NEGATE-EARLIER] 抹杀之指名者 declaring 增殖的G, then 增殖的G on the next chain: its effect is negated (a 增殖的G on the same chain, no negation before it, resolves)', () => {
    const a = askCdb('{回合:A 阶段:主要1 B手:增殖的G} C1 A:抹杀之指名者[宣言 增殖的G] 然后 C1 B:增殖的G');
    expect(a.links[0]!.outcome).toBe('effect-negated');
    const alone = askCdb('{回合:A 阶段:主要1 B手:增殖的G} C1 A:黑洞 然后 C1 B:增殖的G');
    expect(alone.links[0]!.outcome).toBe('resolved');
  });
});

describe.skipIf(!haveCards)('staples spot-check (s48): 「在额外怪兽区域特殊召唤」 is where it goes', () => {
  it('[CMP-SUMMON-DESTINATION] 闪刀姬-零衣①, the Extra Deck listed empty: it summons no 「闪刀姬」 monster from the field (闪刀姬-燎里 there stays put)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:闪刀姬-零衣,闪刀姬-燎里 A额外:} C1 A:闪刀姬-零衣①');
    const summoned = a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
    expect(summoned).not.toContain('闪刀姬-燎里');
    expect(a.links[0]!.reason).not.toContain('「闪刀姬-燎里」特殊召唤');
  });
});

describe.skipIf(!haveCards)('staples spot-check (s48): the words of a resolution', () => {
  it('[CH-NOTHING-TO-APPLY] 原始生命态 尼比鲁 with its own field not listed says the monsters there are tributed too (「也一并解放」, not 「也一并处理」)', () => {
    const l = askCdb('{回合:A 阶段:主要1 A场:青眼白龙,黑魔术师 B手:原始生命态 尼比鲁} C1 B:原始生命态 尼比鲁').links[0]!;
    expect(l.outcome).toBe('resolved');
    expect(l.reason).toContain('也一并解放');
  });
});

describe.skipIf(!haveCards)('staples spot-check (s48): 强欲而谦虚之壶', () => {
  it('[CH-PLEDGE-DONE] 强欲而谦虚之壶: a Special Summon earlier this turn forbids it; with none it is activated with no 「condition not understood」 assumption', () => {
    const done = askCdb('{回合:A 阶段:主要1 本回合:A:青眼白龙(特殊召唤)} C1 A:强欲而谦虚之壶');
    expect(done.links[0]!.legal).toBe(false);
    const fresh = askCdb('{回合:A 阶段:主要1} C1 A:强欲而谦虚之壶');
    expect(fresh.links[0]!.legal).toBe(true);
    expect(fresh.assumptions.join('')).not.toContain('没有被读懂');
  });
});

describe.skipIf(!haveCards)('staples spot-check (s48): a target not listed', () => {
  it('[SIT-TARGET-OFF-FIELD] 墓穴的指名者→B:灰流丽 and 死者苏生→青眼白龙 with no situation: the target is assumed in the GY (said), and the card resolves', () => {
    const called = askCdb('C1 A:墓穴的指名者→B:灰流丽');
    expect(called.links[0]!.legal).toBe(true);
    expect(called.links[0]!.outcome).toBe('resolved');
    expect(called.assumptions.join('')).toContain('「灰流丽」不在情境中，假定在 B 的墓地');
    const reborn = askCdb('C1 A:死者苏生→青眼白龙');
    expect(reborn.links[0]!.outcome).toBe('resolved');
  });
  it('[SIT-TARGET-OFF-FIELD] the other side: a target the situation lists on the field stays there (死者苏生→黑魔术师 on B\'s field is refused)', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:黑魔术师} C1 A:死者苏生→黑魔术师');
    expect(a.links[0]!.legal).toBe(false);
    // (A GY the situation writes — here empty — is as written: the target is not there.)
    expect(askCdb('{回合:A A墓:} C1 A:死者苏生→A:黑魔术师').links[0]!.legal).toBe(false);
  });
});
