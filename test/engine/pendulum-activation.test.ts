// CH-PENDULUM-ACTIVATION: a Pendulum Monster placed from the hand in a Pendulum Zone is a Spell Card's activation (speed 1, its player's
// Main Phase, a free Pendulum Zone) — face-up there from its activation on, it stays after the chain. CMP-LEVEL-IN-SCALES: 灵摆回归's
// 「持有用那些灵摆刻度可以灵摆召唤的等级的」 targets only levels strictly between its player's two Pendulum Scales (docs/c02/卡片·效果的发动.rst:86).
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a Pendulum card activated in a Pendulum Zone (CH-PENDULUM-ACTIVATION)', CARDS_DB);

const links = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.legal}:${l.outcome}`);

describe.skipIf(!haveCards)('a Pendulum card activated in a Pendulum Zone', () => {
  it('[CH-PENDULUM-ACTIVATION] 时读之魔术师 from the hand (its text read, no effect activated from the hand) is a card activation: legal in its Main Phase, it stays on the field after the chain', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:傅科魔炮石(灵摆左) A手:时读之魔术师} C1 A:时读之魔术师');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-PENDULUM-ACTIVATION');
    expect(a.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name))).not.toContain('时读之魔术师');
  });

  it('[CH-PENDULUM-ACTIVATION] not in the opponent\'s turn, not in the Battle Phase, not with both Pendulum Zones taken', () => {
    expect(links('{回合:B 阶段:主要1 A手:时读之魔术师} C1 A:时读之魔术师')[0]).toMatch(/^C1:false/);
    expect(links('{回合:A 阶段:战斗步骤 A手:时读之魔术师} C1 A:时读之魔术师')[0]).toMatch(/^C1:false/);
    expect(links('{回合:A 阶段:主要1 A场:傅科魔炮石(灵摆左),慧眼之魔术师(灵摆右) A手:时读之魔术师} C1 A:时读之魔术师')[0]).toMatch(/^C1:false/);
  });

  it('[CMP-LEVEL-IN-SCALES] 灵摆回归 chained to 时读之魔术师\'s activation reads scales 2 and 8: levels 3–7 may be targeted, level 8 not; with one Pendulum card, none', () => {
    const input = (targets: string) => `{回合:A 阶段:主要1 A场:傅科魔炮石(灵摆左),灵摆回归(盖) A手:时读之魔术师 A墓:黑魔术师,三眼怪,青眼白龙} C1 A:时读之魔术师 C2 A:灵摆回归→${targets}`;
    expect(links(input('黑魔术师,三眼怪'))).toEqual(['C1:true:resolved', 'C2:true:resolved']);
    expect(links(input('青眼白龙,三眼怪'))[1]).toMatch(/^C2:false/);
    expect(links('{回合:A 阶段:主要1 A场:傅科魔炮石(灵摆左),灵摆回归(盖) A墓:黑魔术师,三眼怪} C1 A:灵摆回归→黑魔术师,三眼怪')[0]).toMatch(/^C1:false/);
  });
  it('[CH-PENDULUM-ACTIVATION] the Pendulum card\'s activation is a Spell Card\'s activation (docs/c02/卡片·效果的发动.rst:28, :86): 魔法干扰阵 and 神之宣告 may answer it, negating and destroying it; a Pendulum Effect activated from the zone is no card activation, 魔法干扰阵 may not answer it', () => {
    const jammer = askCdb('{回合:A 阶段:主要1 A场:傅科魔炮石(灵摆左) A手:时读之魔术师 B场:魔法干扰阵(盖) B手:三眼怪} C1 A:时读之魔术师 C2 B:魔法干扰阵');
    expect(jammer.links.map((l) => `C${l.n}:${l.legal}:${l.outcome}`)).toEqual(['C1:true:activation-negated', 'C2:true:resolved']);
    expect(jammer.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['时读之魔术师']);
    const judgment = askCdb('{回合:A 阶段:主要1 A场:傅科魔炮石(灵摆左) A手:时读之魔术师 B场:神之宣告(盖)} C1 A:时读之魔术师 C2 B:神之宣告');
    expect(judgment.links.map((l) => `C${l.n}:${l.legal}:${l.outcome}`)).toEqual(['C1:true:activation-negated', 'C2:true:resolved']);
    expect(judgment.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['时读之魔术师']);
    // The other side: a Pendulum Effect activated in the zone is an effect's activation, not a card's.
    expect(links('{回合:A 阶段:主要1 A场:傅科魔炮石(灵摆左),慧眼之魔术师(灵摆右) A卡组:时读之魔术师 B场:魔法干扰阵(盖) B手:三眼怪} C1 A:慧眼之魔术师P① C2 B:魔法干扰阵')[1]).toMatch(/^C2:false/);
  });

  it('[CH-PENDULUM-ACTIVATION] like a Continuous Spell\'s, the activation needs its card face-up in the Pendulum Zone: destroyed by a chained 旋风 it does nothing (not "a Normal Spell need not stay"); alone it resolves and the card stays, its effects applying from then on', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:傅科魔炮石(灵摆左) A手:时读之魔术师 B场:旋风(盖)} C1 A:时读之魔术师 C2 B:旋风→时读之魔术师');
    expect(a.links.map((l) => `C${l.n}:${l.legal}:${l.outcome}`)).toEqual(['C1:true:no-effect', 'C2:true:resolved']);
    expect(a.links[0]!.rules).toContain('CH-STAYS-ON-FIELD');
    expect(a.links[0]!.rules).not.toContain('CH-NORMAL-ST-LEAVES');
    expect(a.links[0]!.reason).not.toContain('通常·速攻魔法');
    const lone = askCdb('{回合:A 阶段:主要1 A场:傅科魔炮石(灵摆左) A手:时读之魔术师} C1 A:时读之魔术师');
    expect(lone.links[0]!.outcome).toBe('resolved');
    expect(lone.links[0]!.reason).toContain('留在场上');
    expect(lone.links[0]!.reason).not.toBe('C1「时读之魔术师」处理：效果适用。');
  });
  it('[CMP-LEVEL-IN-SCALES] 灵摆回归 with one card in A\'s Pendulum Zones is refused for its written requirement (「自己的灵摆区域有2张卡存在」: 2 at least), not for its targets; with two, it is legal', () => {
    const one = askCdb('{回合:A 阶段:主要1 A墓:三眼怪,黑魔术师 A场:灵摆回归(盖),傅科魔炮石(灵摆左)} C1 A:灵摆回归→三眼怪,黑魔术师');
    expect(one.links[0]!.legal).toBe(false);
    expect(one.links[0]!.rules).toContain('CH-COND');
    expect(one.links[0]!.illegalReason).toContain('灵摆区域');
    expect(one.links[0]!.illegalReason).not.toContain('不是这个效果能选的对象');
    expect(links('{回合:A 阶段:主要1 A墓:三眼怪,黑魔术师 A场:灵摆回归(盖),星读之魔术师(灵摆左),时读之魔术师(灵摆右)} C1 A:灵摆回归→三眼怪,黑魔术师')).toEqual(['C1:true:resolved']);
  });

  it('[CH-HAND-COUNT] an add of its targets (灵摆回归\'s 「那些怪兽加入手卡」) says the number of cards it added: 2, not 1; a single add still says 1', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:三眼怪,黑魔术师 A场:灵摆回归(盖),星读之魔术师(灵摆左),时读之魔术师(灵摆右)} C1 A:灵摆回归→三眼怪,黑魔术师');
    expect(a.events.filter((e) => e.type === 'added-to-hand').flatMap((e) => e.cards.map((c) => c.name)).sort()).toEqual(['三眼怪', '黑魔术师'].sort());
    expect(a.links[0]!.reason).toContain('2张卡加入手卡');
    expect(a.links[0]!.reason).not.toContain('1张卡加入手卡');
    expect(askCdb('{回合:A 阶段:主要1 A墓:三眼怪 A手:黑魔术师} C1 A:死者转生→三眼怪').links[0]!.reason).toContain('1张卡加入手卡');
  });
  it('[CMP-LEVEL-IN-SCALES] 时读之魔术师 already in its zone opposite a card that is no 「魔术师」/「异色眼」 card: its ② makes its scale 4, so 黑魔术师 (Lv7) is not between 2 and 4 (CMP-SCALE-BECOMES)', () => {
    expect(links('{回合:A 阶段:主要1 A墓:三眼怪,黑魔术师 A场:灵摆回归(盖),傅科魔炮石(灵摆左),时读之魔术师(灵摆右)} C1 A:灵摆回归→三眼怪,黑魔术师')[0]).toMatch(/^C1:false/);
  });
  it('[CMP-SCALE-BECOMES] 时读之魔术师② 「另一边的自己的灵摆区域没有「魔术师」卡或者「异色眼」卡存在的场合，这张卡的灵摆刻度变成4」 is read as its scale fact; opposite 星读之魔术师 (a 「魔术师」 card) it keeps 8, so 黑魔术师 (Lv7) fits between 1 and 8; negated, it keeps 8 too', () => {
    const r = cdbJudge().catalog.resolve('时读之魔术师');
    if (!r.ok) throw new Error('时读之魔术师');
    expect(r.card.scaleBecomes).toEqual({ value: 4, unlessOther: ['魔术师', '异色眼'] });
    expect(links('{回合:A 阶段:主要1 A墓:三眼怪,黑魔术师 A场:灵摆回归(盖),星读之魔术师(灵摆左),时读之魔术师(灵摆右)} C1 A:灵摆回归→三眼怪,黑魔术师')[0]).toMatch(/^C1:true/);
    expect(links('{回合:A 阶段:主要1 A墓:三眼怪,黑魔术师 A场:灵摆回归(盖),傅科魔炮石(灵摆左),时读之魔术师(灵摆右,效果无效)} C1 A:灵摆回归→三眼怪,黑魔术师')[0]).toMatch(/^C1:true/);
    // Lv3 三眼怪 alone still fits between 2 and 4 with the changed scale.
    // (Input corrected, s42 CH-TARGET-LISTED-NONE: 灵摆回归 targets 2 monsters in the GY, and the GY written held only one — it could
    // not be activated; a second 三眼怪 there is the other target.)
    expect(links('{回合:A 阶段:主要1 A墓:三眼怪,三眼怪 A场:灵摆回归(盖),傅科魔炮石(灵摆左),时读之魔术师(灵摆右)} C1 A:灵摆回归→三眼怪')[0]).toMatch(/^C1:true/);
  });
});
