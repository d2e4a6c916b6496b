// Protections a card gives the card it keeps targeting (issue 16; test/RULES.md CH-PROTECT-BOUND; rules reference
// docs/c03/卡片的抗性.rst:94–99, docs/c03/里侧·一时除外.rst:331–336): 「只要这张卡在魔法与陷阱区域存在，那只表侧表示怪兽不会成为对方的效果的对象，
// 不会被战斗以及对方的效果破坏」「只要这张卡在场上表侧表示存在，选择的卡不会被卡的效果破坏」 hold for the card kept (`(对象:X)`) while the bond
// does. Through the real pipeline over cards.cdb, on other cards than the reference's examples too.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
const legal = (input: string): boolean | null => askCdb(input).links[0]!.legal;
const grantsOf = (name: string) => {
  const r = cdbJudge().catalog.resolve(name);
  if (!r.ok) throw new Error(name);
  return r.card.effects.flatMap((e) => e.does).filter((a) => typeof a.what === 'object' && a.what.filter.keptTarget).map((a) => a.do);
};

describe.skipIf(!haveCards)('protections of the card kept targeted', () => {
  it('[CH-PROTECT-BOUND] the compiler reads 「那只表侧表示怪兽」「选择的卡」 as the card kept targeted — also in a monster’s effect that chooses a card and then protects it while it stays (a continuous effect of the monster)', () => {
    expect(grantsOf('安全地带')).toEqual(['cannot-be-targeted', 'cannot-be-destroyed']);
    expect(grantsOf('No.66 霸键甲虫')).toEqual(['cannot-be-destroyed']);
  });

  it('[CH-PROTECT-BOUND] 安全地带 keeping a monster: the opponent cannot target it, nor destroy it by battle or effect; without the bond it can; No.66 霸键甲虫 keeps its chosen card from effect destruction while face-up, not once set', () => {
    expect(legal('{回合:B 阶段:主要1 A场:三眼怪,安全地带(对象:三眼怪) B手:月之书} C1 B:月之书→三眼怪')).toBe(false);
    expect(legal('{回合:B 阶段:主要1 A场:三眼怪,安全地带 B手:月之书} C1 B:月之书→三眼怪')).toBe(true);
    expect(askCdb('{回合:B 阶段:主要1 A场:三眼怪,安全地带(对象:三眼怪) B手:月之书} C1 B:月之书→三眼怪').links[0]!.rules).toContain('CH-PROTECT-BOUND');
    // My own effect may still target it (only the opponent's are kept off).
    expect(legal('{回合:A 阶段:主要1 A场:三眼怪,安全地带(对象:三眼怪) A手:月之书} C1 A:月之书→三眼怪')).toBe(true);
    const battle = (st: string) => askCdb(`{回合:B 阶段:伤害步骤 A场:三眼怪(攻击表示${st}),安全地带(对象:三眼怪) B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} 伤害计算`).battle!.destroyed.map((c) => c.name);
    expect(battle('')).toEqual([]);
    const no66 = (st: string) => destroyed(askCdb(`{回合:B 阶段:主要1 A场:No.66 霸键甲虫(${st}),旋风(盖) B手:旋风} C1 B:旋风→A:旋风`));
    expect(no66('对象:旋风')).toEqual([]);
    expect(no66('效果无效,对象:旋风')).toEqual(['旋风']);
    expect(no66('守,盖,对象:旋风')).toEqual(['旋风']);
    expect(destroyed(askCdb('{回合:B 阶段:主要1 A场:No.66 霸键甲虫,旋风(盖) B手:旋风} C1 B:旋风→A:旋风'))).toEqual(['旋风']);
  });

  it('[CH-PROTECT-BOUND] a kept monster unaffected by the card (`(不受魔陷)`, 禁忌的圣枪 resolved on it) is still untargetable — that binds the opponent’s effects — but nothing else applies: it is destroyed by battle and may attack directly', () => {
    expect(legal('{回合:B 阶段:主要1 A场:三眼怪(不受魔陷),安全地带(对象:三眼怪) B手:月之书} C1 B:月之书→三眼怪')).toBe(false);
    const battle = askCdb('{回合:B 阶段:伤害步骤 A场:三眼怪(攻击表示,不受魔陷),安全地带(对象:三眼怪) B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} 伤害计算').battle!;
    expect(battle.destroyed.map((c) => c.name)).toEqual(['三眼怪']);
    const direct = (st: string) => askCdb(`{回合:A 阶段:战斗步骤 A场:三眼怪(攻击表示${st}),安全地带(对象:三眼怪) B场:} 攻击宣言 三眼怪 → B`).attack!;
    expect(direct('').legal).toBe(false);
    expect(direct(',不受魔陷').legal).toBe(true);
    expect(direct(',不受魔陷').rules).toContain('CH-PROTECT-BOUND');
  });
});
