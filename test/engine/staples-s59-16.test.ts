// Staples round 16 (s59): cards players ask about whose answer was wrong — steps left for a later Standby Phase done at once
// (诅咒之吸血鬼, 封印之黄金柜), a banishment until the next Standby Phase that never came back (发条兔), and a damage counted by the
// chain (连锁爆击) — over the real card database.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('staples round 16', CARDS_DB);

const kinds = (a: ReturnType<typeof askCdb>) => a.events.map((e) => e.type);

describe.skipIf(!haveCards)('[CH-DELAYED] a curated step stated for the next Standby Phase waits for it (card text: 诅咒之吸血鬼, 封印之黄金柜)', () => {
  it('[CH-DELAYED] 诅咒之吸血鬼①: 「下个回合的准备阶段…特殊召唤」 — nothing is summoned as the link resolves, so its ② (「这个效果特殊召唤成功时」) is not offered after the chain; the summon is listed for the Standby Phase (it was summoned at once)', () => {
    const a = askCdb('C1 A:诅咒之吸血鬼 准备阶段');
    expect(kinds(a)).not.toContain('special-summoned');
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('诅咒之吸血鬼');
    expect(a.delayed?.map((d) => [d.link, d.phase, String(d.what)])).toEqual([[1, 'standby-phase', '准备阶段时特殊召唤（那时不入连锁）']]);
    expect(a.standbyPhase?.map((s) => String(s.reason))).toEqual(['准备阶段：C1「诅咒之吸血鬼」留下的处理（特殊召唤）在这里不判断。']);
  });

  it('[CH-DELAYED] 封印之黄金柜: the card is banished now and added to the hand only in the 2nd Standby Phase — no card is added as it resolves', () => {
    const a = askCdb('C1 A:封印之黄金柜');
    expect(kinds(a)).toContain('banished');
    expect(kinds(a)).not.toContain('added-to-hand');
    expect(String(a.links[0]!.reason)).toContain('到发动后第2次的自己的准备阶段时才处理');
    expect(a.delayed?.map((d) => String(d.what))).toEqual(['发动后第2次的自己的准备阶段时加入手卡（那时不入连锁）']);
  });

  it('[CH-DELAYED] 时间胶囊 (compiled): 「发动后第2次的自己的准备阶段这张卡破坏，那张卡加入手卡」 — the add after the comma waits with the destruction; it was done as the card resolved', () => {
    const a = askCdb('C1 A:时间胶囊');
    expect(kinds(a)).toContain('banished');
    expect(kinds(a)).not.toContain('added-to-hand');
    expect(a.delayed?.map((d) => String(d.what))).toEqual(['发动后第2次的自己的准备阶段时破坏（那时不入连锁）', '发动后第2次的自己的准备阶段时加入手卡（那时不入连锁）']);
  });

  it('[CH-DELAYED] the other side: a curated banish 「直到下次的准备阶段」 is done now — the duration is how long it stays away (发条兔 still banishes as it resolves)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:发条兔 B场:} C1 A:发条兔→发条兔');
    expect(kinds(a)).toContain('banished');
  });
});

describe.skipIf(!haveCards)('[CH-STANDBY-PHASE-PLAYED] 发条兔: 「选择的怪兽直到下次的自己的准备阶段时从游戏中除外」 (card text)', () => {
  it('[CH-STANDBY-PHASE-PLAYED] in its controller\'s next Standby Phase the monster comes back to the field (it was listed as 「没有留到准备阶段处理的效果」)', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:发条兔 B场:} C1 A:发条兔→发条兔 准备阶段');
    expect(a.standbyPhase?.map((s) => String(s.reason))).toEqual(['准备阶段：C1「发条兔」留下的处理：「发条兔」回到持有者（A）的场上（不是召唤）。']);
  });

  it('[CH-STANDBY-PHASE-PLAYED] the other side: used in its own turn, the next Standby Phase is the opponent\'s — it waits for its own', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:发条兔 B场:} C1 A:发条兔→发条兔 准备阶段');
    expect(a.standbyPhase?.map((s) => String(s.reason))).toEqual(['准备阶段（B的）：「发条兔」要在A自己的下次准备阶段才回来，这个准备阶段还不会回来。']);
  });
});

describe.skipIf(!haveCards)('[CH-DAMAGE-SCALED] 连锁爆击: 「给与对方基本分这张卡的发动时积累的连锁数量×400分的伤害」 (card text)', () => {
  it('[CH-DAMAGE-SCALED] as C2 it deals 800 — as C4, 1600 (it dealt nothing: 「发动时」 was read as a moment it waits for)', () => {
    const two = askCdb('{回合:A 阶段:主要1 A场:青眼白龙 B场:连锁爆击(盖)} C1 A:死者苏生 C2 B:连锁爆击');
    expect(String(two.links[1]!.reason)).toContain('A受到800伤害');
    const four = askCdb('{回合:A 阶段:主要1 B场:连锁爆击(盖)} C1 A:强欲之壶 C2 B:宇宙旋风→C1 C3 A:宇宙旋风→C2 C4 B:连锁爆击');
    expect(four.events.filter((e) => e.type === 'damage').map((e) => [e.link, e.player, e.amount])).toEqual([[4, 'A', 1600]]);
  });

  it('[CH-DAMAGE-SCALED] the other side: as C1 it is one link — 400', () => {
    const one = askCdb('{回合:A 阶段:主要1} C1 A:连锁爆击');
    expect(one.events.filter((e) => e.type === 'damage').map((e) => e.amount)).toEqual([400]);
  });
});
