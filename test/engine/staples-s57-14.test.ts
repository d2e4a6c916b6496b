// Head-judge checks of ZEXAL / ARC-V era staples (round 14): what the answer says about each, over the real card database.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('staples round 14', CARDS_DB);

describe.skipIf(!haveCards)('staples of 2011–2017, round 14', () => {
  it('[SIT-LINK-MONSTER-AGAIN] 鸟铳士 卡斯泰尔 ① then ② by the same player: the same monster\'s other effect, never 「先是卡的发动，再是它的效果」 (a monster has no card activation)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(素材:三眼怪+死灵骑士),青眼白龙 B场:黑魔术师} C1 A:鸟铳士 卡斯泰尔①→B:黑魔术师 C2 A:鸟铳士 卡斯泰尔②→B:黑魔术师');
    const said = a.assumptions.join('\n');
    expect(said).toContain('C2「鸟铳士 卡斯泰尔」和 C1 是同一只怪兽');
    expect(said).not.toContain('先是卡的发动');
    // Still refused for its spell speed: an Ignition Effect cannot be chained.
    expect(a.links[1]!.legal).toBe(false);
  });

  it('[SIT-LINK-MONSTER-AGAIN] the other side: a Continuous Trap named again with an effect number is still its card activation, then its effect', () => {
    const a = askCdb('{回合:B 阶段:主要1 B场:活死人的呼声(盖) B墓:青眼白龙} C1 B:活死人的呼声 C2 B:活死人的呼声①');
    const said = a.assumptions.join('\n');
    expect(said).toContain('C2「活死人的呼声」和 C1 是同一张卡（情境中没有另一张）：先是卡的发动，再是它的效果。');
    expect(said).not.toContain('是同一只怪兽');
  });

  it('[CH-CHOOSE] 命运英雄 钻石人: the card it sends to the GY is the revealed top card of the Deck, not 「它回应的那次召唤·发动的卡」', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:命运英雄 钻石人 A卡组:死者苏生,青眼白龙} C1 A:命运英雄 钻石人');
    const said = a.assumptions.join('\n');
    expect(said).not.toContain('回应的那次召唤');
    expect(said).toContain('「命运英雄 钻石人」处理的是卡组最上面的卡（不由玩家选择）');
    expect(String(a.links[0]!.reason ?? '')).toContain('卡组最上面的卡被送去墓地');
  });
});

describe.skipIf(!haveCards)('[WIN-COST-UNPAYABLE] a detach cost with no Xyz Material stated as none', () => {
  const offered = (input: string) => askCdb(input).window.triggers.map((x) => `${x.card.name}${x.effect ?? ''}`);

  it('[CH-COST-DETACH-COUNT] 鸟铳士 卡斯泰尔① with `(素材:)` (it holds none) cannot be activated: 0 of 1, the reason says so', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:鸟铳士 卡斯泰尔(素材:) B场:黑魔术师} C1 A:鸟铳士 卡斯泰尔①→B:黑魔术师');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('只有0个超量素材');
    expect(a.events.some((e) => e.type === 'position-changed')).toBe(false);
  });

  it('[WIN-COST-UNPAYABLE] No.39 希望皇 霍普 with no material left: its ① (「把这张卡1个超量素材取除才能发动」) is not offered at an attack declaration on it; with one it is', () => {
    const input = '{回合:B 阶段:战斗步骤 A场:No.39 希望皇 霍普(素材:) B场:青眼白龙} 攻击宣言 B:青眼白龙 → A:No.39 希望皇 霍普';
    expect(offered(input)).not.toContain('No.39 希望皇 霍普1');
    expect(askCdb(input).window.notes.join('\n')).toContain('「No.39 希望皇 霍普」要取除这张卡1个超量素材才能发动，情境中它只有0个超量素材：付不起代价，不发动。');
    const one = offered('{回合:B 阶段:战斗步骤 A场:No.39 希望皇 霍普(素材:三眼怪) B场:青眼白龙} 攻击宣言 B:青眼白龙 → A:No.39 希望皇 霍普');
    expect(one).toContain('No.39 希望皇 霍普1');
  });
});

describe.skipIf(!haveCards)('[CMP-STATE-BEFORE-EVENT] a state glued before its event', () => {
  const offered = (input: string) => askCdb(input).window.triggers.map((x) => `${x.card.name}${x.effect ?? ''}`);
  const attacked = (materials: string) => `{回合:B 阶段:战斗步骤 A场:No.39 希望皇 霍普(素材:${materials}) B场:青眼白龙} 攻击宣言 B:青眼白龙 → A:No.39 希望皇 霍普`;

  it('[CMP-STATE-BEFORE-EVENT] No.39 希望皇 霍普② (「这张卡没有超量素材的状态被选择作为攻击对象的场合发动。这张卡破坏」) holding a material: not activated, its ① is', () => {
    const a = askCdb(attacked('三眼怪'));
    expect(offered(attacked('三眼怪'))).toEqual(['No.39 希望皇 霍普1']);
    expect(a.window.notes.join('\n')).toContain('「No.39 希望皇 霍普」的发动条件不满足');
  });

  it('[CMP-STATE-BEFORE-EVENT] the other side: with no material (`(素材:)`) its ② is activated — mandatory, it destroys itself', () => {
    const t = askCdb(attacked('')).window.triggers.find((x) => x.effect === 2);
    expect(t?.card.name).toBe('No.39 希望皇 霍普');
    expect(t?.mandatory).toBe(true);
  });
});
