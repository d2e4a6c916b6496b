// Issue 11, family 10: the notation states what a judge is told (../shared/spec/notation.md forms
// 14–17), sanity warnings for situations that cannot be, and the default effect number chosen from
// the situation.
import { describe, expect, it } from 'vitest';
import { chain, linkOf, summary } from '../build.js';

describe('family 10: notation forms 14–16 as facts', () => {
  // fails until implemented: the binder does not yet read form 14 (the chain after an action)
  it('[NOTE-WINDOW-CHAIN] form 14: a summon negation answers the summon in progress; the window is the failed summon', () => {
    const a = chain('{回合:A 阶段:主要1} 召唤 召唤师 阿莱斯特 C1 B:神之警告');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '召唤师 阿莱斯特'))).toBe(true);
    expect(a.window.triggers).toEqual([]);
  });

  // fails until implemented: the binder does not yet read form 14 (the chain after an action)
  it('[NOTE-WINDOW-CHAIN] form 14: a 「召唤成功时」 Trap answers the summon after it succeeded; the chain\'s end opens the next window', () => {
    const a = chain('{回合:B 阶段:主要1 A场:激流葬(盖)} 召唤 B:黑魔术师 C1 A:激流葬');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.events.map((e) => e.type)).toEqual(expect.arrayContaining(['summoned', 'destroyed']));
    expect(a.events.findIndex((e) => e.type === 'summoned')).toBeLessThan(a.events.findIndex((e) => e.type === 'destroyed'));
    expect(a.window.kind).toBe('chain-end');
    // Without the action, the same Trap is judged with its summon assumed.
    expect(summary(chain('{回合:B 阶段:主要1 A场:激流葬(盖) B场:黑魔术师} C1 A:激流葬'))).toEqual(['C1:legal:resolved']);
  });

  it('[NOTE-WINDOW-CHAIN] form 14: the triggers the action met may be links of the chain built in its window', () => {
    const a = chain('{回合:A 阶段:主要1 A场:三眼怪} 上级召唤 光帝 克赖斯 解放 三眼怪 C1 A:三眼怪');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
  });

  it('[NOTE-COST] form 16: the card named as the cost moves when the link is activated, and its triggers are met (not another that fits)', () => {
    // Both are DARK monsters with 1000 ATK or less: only the note says which was tributed.
    const a = chain('{回合:A 阶段:主要1 A场:三眼怪,暗道化师 彼得} C1 A:死之卡组破坏病毒 [cost:解放 三眼怪]');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.events.find((e) => e.type === 'sent-to-gy')?.cards.map((c) => c.name)).toEqual(['三眼怪']);
    expect(a.window.triggers.map((t) => t.card.name)).toEqual(['三眼怪']);
    expect(a.warnings.join()).not.toContain('看不懂');
    const b = chain('{回合:A 阶段:主要1 A场:三眼怪,暗道化师 彼得} C1 A:死之卡组破坏病毒 [代价:解放 暗道化师 彼得]');
    expect(b.events.find((e) => e.type === 'sent-to-gy')?.cards.map((c) => c.name)).toEqual(['暗道化师 彼得']);
    expect(b.window.triggers.map((t) => t.card.name)).not.toContain('三眼怪');
    // A tribute the situation does not have on the field is warned about.
    expect(chain('{回合:A 阶段:主要1 A手:三眼怪 A场:暗道化师 彼得} C1 A:死之卡组破坏病毒 [cost:解放 三眼怪]').warnings.join()).toContain('解放的卡要在场上');
  });

  it('[NOTE-CHOSEN] form 15: a card named as chosen at resolution is the card the effect moves', () => {
    const a = chain('{回合:A 阶段:主要1 A场:冲锋陷阵的队长 A手:三眼怪,暗道化师 彼得} C1 A:冲锋陷阵的队长 [特殊召唤 三眼怪]');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.events.find((e) => e.type === 'special-summoned')?.cards.map((c) => c.name)).toEqual(['三眼怪']);
    expect(a.warnings.join()).not.toContain('看不懂');
    expect(a.assumptions.join()).toContain('处理时选的卡');
    // English words too.
    const b = chain('{回合:A 阶段:主要1 A场:冲锋陷阵的队长 A手:三眼怪,暗道化师 彼得} C1 A:冲锋陷阵的队长 [special summon 暗道化师 彼得]');
    expect(b.events.find((e) => e.type === 'special-summoned')?.cards.map((c) => c.name)).toEqual(['暗道化师 彼得']);
  });
  it('[NOTE-CHOSEN] one verb, several cards: `[抽卡 X,Y]` names both cards drawn (as `[抽卡 X][抽卡 Y]` does), never one fuzzy name', () => {
    const a = chain('{回合:A 阶段:主要1 A卡组:青眼白龙,黑魔术师,三眼怪} C1 A:强欲之壶 [抽卡 青眼白龙，黑魔术师]');
    expect(a.events.filter((e) => e.type === 'drawn').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙', '黑魔术师']);
    expect(a.assumptions.join()).not.toContain('最接近');
  });
});

describe('family 10: sanity warnings and default effects', () => {
  // fails until implemented: no sanity warnings yet for impossible situations
  it('[SIT-SANITY] an attack by the non-turn player, a Trap in the hand and a Quick-Play Spell in the hand in the opponent\'s turn are warned about', () => {
    expect(chain('{回合:A 阶段:战斗步骤 攻击:B:黑魔术师→A:青眼白龙 A场:青眼白龙 B场:黑魔术师} C1 A:旋风').warnings.join()).toContain('攻击');
    expect(chain('{回合:A B手:神之宣告} C1 A:黑洞 C2 B:神之宣告').warnings.join()).toContain('陷阱卡要先盖放');
    // A Quick-Play Spell in the hand of the player whose turn it is not: it may sit there, but it cannot be activated; no warning without a link.
    expect(chain('{回合:A B手:收缩} C1 A:黑洞 C2 B:收缩').warnings.join()).toContain('速攻魔法');
    // A situation that can be: no such warning.
    expect(chain('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:黑魔术师 A场:青眼白龙 B场:黑魔术师} C1 B:旋风').warnings).toEqual([]);
  });

  // fails until implemented: the default effect ignores the phase requirement
  it('[CH-DEFAULT-EFFECT-PHASE] with no effect number, the effect that can be activated in the situation\'s phase is chosen (欧尼斯特 in the damage step: ②)', () => {
    const a = chain('{回合:A 阶段:伤害计算前 攻击:A:青眼白龙→B:黑魔术师 A场:青眼白龙 B场:黑魔术师} C1 A:欧尼斯特');
    expect(linkOf(a, 1).effect).toBe(2);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(linkOf(chain('{回合:A 阶段:主要1 A场:欧尼斯特} C1 A:欧尼斯特'), 1).effect).toBe(1);
  });
});
