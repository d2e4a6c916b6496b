// Level / Rank arithmetic (issue 16; rules reference docs/c03/攻守计算.rst:27, :95–101, :155–159): the answer's `levels` lines
// (CH-LEVEL-ARITH), a monster's own self-only level change ending while its effects are negated (CH-LEVEL-OWN-NEGATED), and an
// effect that must first lower its own level (CH-LEVEL-SHORT). The reference's cards are 流星登龙, 我我我妹妹, 锤鲨 and 龙落亲;
// here 左起子, 加速同调士, 星级变化-like 星圣 cards and 方程式运动员 cards where they can stand in. Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

skipMessage('the level rules', CARDS_DB);

const level = (a: ChainAnswer, name: string) => a.levels?.find((l) => l.card.name === name);

describe.skipIf(!haveCards)('[CH-LEVEL-ARITH] a level from the changes stated', () => {
  it('[CH-LEVEL-ARITH] raises and lowers add, a 变成 sets, in the order written; a level lowered to 1 or below is 1', () => {
    expect(level(askCdb('{回合:A A场:三眼怪(等级+2)} 攻守计算'), '三眼怪')?.value).toBe(5);
    expect(level(askCdb('{回合:A A场:三眼怪(等级1,等级+3)} 攻守计算'), '三眼怪')?.value).toBe(4);
    const low = level(askCdb('{回合:A A场:三眼怪(等级-5)} 攻守计算'), '三眼怪');
    expect(low?.value).toBe(1);
    expect(low?.printed).toBe(3);
    expect(low?.rules).toContain('CH-LEVEL-ARITH');
  });

  it('[CH-LEVEL-ARITH] an Xyz Monster’s is its Rank; no line when nothing about the level is stated', () => {
    expect(level(askCdb('{回合:A A场:No.39 希望皇 霍普(阶级+1)} 攻守计算'), 'No.39 希望皇 霍普')).toMatchObject({ kind: 'rank', value: 5 });
    expect(askCdb('{回合:A A场:三眼怪} 攻守计算').levels).toBeUndefined();
  });

  it('[CH-LEVEL-ARITH] a filter reads the level now: 青眼白龙 lowered to level 4 is a target for 同胞的牵绊 (「自己场上1只4星以下的怪兽」); at its printed 8 it is not', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:青眼白龙(等级-4),同胞的牵绊(盖)} C1 A:同胞的牵绊→青眼白龙').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 A场:青眼白龙,同胞的牵绊(盖)} C1 A:同胞的牵绊→青眼白龙').links[0]!.legal).toBe(false);
  });
});

describe.skipIf(!haveCards)('[CH-LEVEL-OWN-NEGATED] a self-only level change ends while its effects are negated', () => {
  it('[CH-LEVEL-OWN-NEGATED] 左起子 made level 3 by its own ①, its effects negated: back to its printed level', () => {
    const a = level(askCdb('{回合:A A场:左起子(等级3#1,效果无效)} 攻守计算'), '左起子');
    expect(a?.value).toBe(a?.printed);
    expect(a?.rules).toContain('CH-LEVEL-OWN-NEGATED');
    expect(level(askCdb('{回合:A A场:左起子(等级3#1)} 攻守计算'), '左起子')?.value).toBe(3);
  });

  it('[CH-LEVEL-OWN-NEGATED] 加速同调士’s ① (either ● changes only its own level) ends the same way', () => {
    const a = level(askCdb('{回合:A A场:加速同调士(等级+3#1,效果无效)} 攻守计算'), '加速同调士');
    expect(a?.value).toBe(a?.printed);
  });

  it('[CH-LEVEL-OWN-NEGATED] the other side: an effect that can change another monster’s level keeps what it made (星圣·箕宿三 on itself), and a change not said to be its own is kept', () => {
    const a = level(askCdb('{回合:A A场:星圣·箕宿三(等级+1#1,效果无效)} 攻守计算'), '星圣·箕宿三');
    expect(a?.value).toBe(5);
    expect(a?.rules).not.toContain('CH-LEVEL-OWN-NEGATED');
    expect(level(askCdb('{回合:A A场:左起子(等级3,效果无效)} 攻守计算'), '左起子')?.value).toBe(3);
  });
});

describe.skipIf(!haveCards)('[CH-LEVEL-OWN-NEGATED] a Pendulum Scale its own Pendulum Effect changed', () => {
  it('[CH-LEVEL-OWN-NEGATED] 节拍器地精灵 whose Pendulum Effect ① made its own Scale 8, its effects negated: back to its printed 4; a Scale is not raised to 1', () => {
    const a = askCdb('{回合:A A场:节拍器地精灵(灵摆左,刻度8#1,效果无效)} 攻守计算').levels?.find((l) => l.kind === 'scale');
    expect(a).toMatchObject({ value: 4, printed: 4 });
    expect(a?.rules).toContain('CH-LEVEL-OWN-NEGATED');
    expect(askCdb('{回合:A A场:节拍器地精灵(灵摆左,刻度8#1)} 攻守计算').levels?.find((l) => l.kind === 'scale')?.value).toBe(8);
    expect(askCdb('{回合:A A场:节拍器地精灵(灵摆左,刻度-5)} 攻守计算').levels?.find((l) => l.kind === 'scale')?.value).toBe(0);
  });

  it('[CH-LEVEL-OWN-NEGATED] the other side: 法眼之魔术师’s Pendulum Effect ① (it targets a 魔术师 card in a Pendulum Zone, itself or another) keeps the Scale it made', () => {
    expect(askCdb('{回合:A A场:法眼之魔术师(灵摆左,刻度7#1,效果无效)} 攻守计算').levels?.find((l) => l.kind === 'scale')?.value).toBe(7);
  });
});

describe.skipIf(!haveCards)('[CH-LEVEL-SHORT] lowering its own level below 1', () => {
  it('[CH-LEVEL-SHORT] 龙落亲 at level 1 cannot activate ① (its level would have to fall by 1 first)', () => {
    const l = askCdb('{回合:A 阶段:主要1 A场:龙落亲(等级1)} C1 A:龙落亲①').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-LEVEL-SHORT');
  });

  it('[CH-LEVEL-SHORT] the other side: at level 2 or its printed level it can; an effect raising its own level is not refused', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:龙落亲(等级2)} C1 A:龙落亲①').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 A场:龙落亲} C1 A:龙落亲①').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 A场:加速同调士(等级1)} C1 A:加速同调士①').links[0]!.legal).toBe(true);
  });

  it('[CH-LEVEL-SHORT] resolved, the lowering is made: 龙落亲 at level 2 is level 1 after its ①, 锤鲨 at its printed 4 is level 3', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:龙落亲(等级2)} C1 A:龙落亲①');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(level(a, '龙落亲')?.value).toBe(1);
    expect(level(askCdb('{回合:A 阶段:主要1 A场:锤鲨} C1 A:锤鲨'), '锤鲨')?.value).toBe(3);
  });
});

// CH-LEVEL-AT-RESOLUTION (review s45 (1)): a level change an effect makes as it resolves is made on the board, as a stat change is —
// 方程式运动员进站 (imported: 「那只怪兽的等级下降2星」), 左起子① (imported: 「这张卡的等级直到回合结束时变成3星」).
describe.skipIf(!haveCards)('[CH-LEVEL-AT-RESOLUTION] a level change made as the effect resolves', () => {
  const turbo = '方程式运动员 涡轮增压车手';
  it('[CH-LEVEL-AT-RESOLUTION] 方程式运动员进站 lowers its target 6 → 4: the answer shows level 4, and a next chain reads it — 同胞的牵绊 (「4星以下」) may take it; at its printed 6 it may not', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:${turbo} A手:方程式运动员进站} C1 A:方程式运动员进站→${turbo}`);
    expect(a.links[0]!.rules).toContain('CH-LEVEL-AT-RESOLUTION');
    expect(a.links[0]!.reason).toContain('等级6→4');
    expect(level(a, turbo)?.value).toBe(4);
    const next = askCdb(`{回合:A 阶段:主要1 A场:${turbo} A手:方程式运动员进站,同胞的牵绊} C1 A:方程式运动员进站→${turbo} 然后 C1 A:同胞的牵绊→${turbo}`);
    expect(next.links[0]!.legal).toBe(true);
    expect(askCdb(`{回合:A 阶段:主要1 A场:${turbo} A手:同胞的牵绊} C1 A:同胞的牵绊→${turbo}`).links[0]!.legal).toBe(false);
  });
  it('[CH-LEVEL-AT-RESOLUTION] the other side: a link activated before the change resolves sees the old level (同胞的牵绊 chained to it is refused); a target returned to the hand, or turned face-down, is not changed', () => {
    const chained = askCdb(`{回合:A 阶段:主要1 A场:${turbo} A手:方程式运动员进站,同胞的牵绊} C1 A:方程式运动员进站→${turbo} C2 A:同胞的牵绊→${turbo}`);
    expect(chained.links[1]!.legal).toBe(false);
    const gone = askCdb(`{回合:A 阶段:主要1 A场:${turbo} A手:方程式运动员进站 B场:强制脱出装置(盖)} C1 A:方程式运动员进站→${turbo} C2 B:强制脱出装置→${turbo}`);
    expect(gone.links[0]!.rules).not.toContain('CH-LEVEL-AT-RESOLUTION');
    expect(level(gone, turbo)).toBeUndefined();
    const down = askCdb(`{回合:A 阶段:主要1 A场:${turbo} A手:方程式运动员进站 B场:月之书(盖)} C1 A:方程式运动员进站→${turbo} C2 B:月之书→${turbo}`);
    expect(level(down, turbo)).toBeUndefined();
  });
  it('[CH-LEVEL-AT-RESOLUTION] 左起子① sets its own level to 3 (in the damage step too); it left the field before resolving: no change; its effects negated: none (CH-LEVEL-OWN-NEGATED)', () => {
    expect(level(askCdb('{回合:A 阶段:主要1 A场:左起子} C1 A:左起子①'), '左起子')?.value).toBe(3);
    const battle = askCdb('{回合:B 阶段:伤害步骤 A场:左起子 B场:三眼怪 攻击:B:三眼怪→A:左起子} C1 A:左起子①');
    expect(level(battle, '左起子')?.value).toBe(3);
    const gone = askCdb('{回合:A 阶段:主要1 A场:左起子 B场:强制脱出装置(盖)} C1 A:左起子① C2 B:强制脱出装置→左起子');
    expect(gone.links[0]!.rules).not.toContain('CH-LEVEL-AT-RESOLUTION');
    expect(level(gone, '左起子')).toBeUndefined();
    expect(level(askCdb('{回合:A 阶段:主要1 A场:左起子(效果无效)} C1 A:左起子①'), '左起子')).toBeUndefined();
  });
  it('[CH-LEVEL-AT-RESOLUTION] a ● picked at activation (废品变更者① 「从以下效果选择1个发动。●…上升1星 ●…下降1星」, read from its text) changes the level by its own ● only: [●1] 3 → 4, [●2] 3 → 2 — not both (3 → 4 → 3)', () => {
    const up = askCdb('{回合:A 阶段:主要1 A场:废品变更者,废品同调士} C1 A:废品变更者①[●1]→废品同调士');
    expect(level(up, '废品同调士')?.value).toBe(4);
    expect(up.links[0]!.reason).toContain('等级3→4');
    expect(up.links[0]!.reason).not.toContain('等级4→3');
    const down = askCdb('{回合:A 阶段:主要1 A场:废品变更者,废品同调士} C1 A:废品变更者①[●2]→废品同调士');
    expect(level(down, '废品同调士')?.value).toBe(2);
    expect(down.links[0]!.reason).not.toContain('等级3→4');
  });
});
