// Issue 11, family 9 (rest): after an action, the window lists — after the triggers in SEGOC order —
// the speed-2 cards and effects in the hand or Set face-down that may then be activated, the player
// given priority first; and a once-per-turn mandatory quick effect already used on the chain is not
// offered again when the chain ends.
import { describe, expect, it } from 'vitest';
import { chain, judgeWith, summary } from '../build.js';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../../cards/data.js';
import { card } from '../../../src/cards/curated/dsl.js';
import type { ChainAnswer } from '../../../src/answer/types.js';

skipMessage('WIN-OPEN-RESPONSE (face-up quick effects)', CARDS_DB);

const win = (a: ChainAnswer) => a.window.triggers.map((t) => [t.card.name, t.controller, t.level, t.order, t.kind, t.mandatory]);

describe('family 9: the quick effects a window after an action offers', () => {
  it('[WIN-OPEN-RESPONSE] no trigger: the turn player has priority, so A\'s Set Quick-Play comes first, then B\'s Set Trap; a normal monster is no target for 效果遮蒙者, a Quick-Play Spell in the opponent\'s hand and a summon negation after the summon are not offered', () => {
    const a = chain('{回合:A 阶段:主要1 A手:青眼白龙 A场:旋风(盖) B手:灰流丽,效果遮蒙者,旋风 B场:强制脱出装置(盖),神之警告(盖)} 召唤 青眼白龙');
    expect(a.links).toEqual([]);
    expect(a.window.kind).toBe('summon');
    expect(a.window.priority).toBe('A');
    // (Corrected, review s42 (6), WIN-SEGOC-CARD-ACTIVATION: a Set Quick-Play Spell or Trap activated is 卡的发动 — kind 'activation' —, not a
    // quick effect (rules reference docs/c02/卡片·效果的发动.rst:8); a hand monster's effect (灰流丽) stays 'quick'.)
    expect(win(a)).toEqual([
      ['旋风', 'A', 7, 1, 'activation', false],
      ['强制脱出装置', 'B', 7, 2, 'activation', false],
    ]);
    for (const t of a.window.triggers) {
      expect(t.rules).toContain('WIN-OPEN-RESPONSE');
      expect(t.group).toBeNull();
    }
    expect(a.window.triggers[0]!.reason).toContain('盖放');
    expect(a.window.missedTiming).toEqual([]);
  });

  it('[WIN-OPEN-RESPONSE] after a trigger: the opponent is given priority first, and an 「…发动时」 hand effect is offered only when the trigger placed last is one it answers', () => {
    const a = chain('{回合:A 阶段:主要1 A手:召唤师 阿莱斯特 B手:灰流丽 B场:无限泡影(盖)} 召唤 召唤师 阿莱斯特');
    expect(a.window.priority).toBe('B');
    expect(win(a)).toEqual([
      ['召唤师 阿莱斯特', 'A', 3, 1, 'trigger', false],
      ['灰流丽', 'B', 7, 2, 'quick', false],
      ['无限泡影', 'B', 7, 3, 'activation', false], // (corrected, review s42: a Set Trap's activation, WIN-SEGOC-CARD-ACTIVATION)
    ]);
    // The hand is not public information: level 7, and the reason says what it answers.
    expect(a.window.triggers[1]!.reason).toContain('手卡');
    expect(a.window.triggers[1]!.reason).toContain('召唤师 阿莱斯特');
    expect(a.window.triggers[1]!.rules).toContain('CH-RESPONDS-DIRECT');
    // No trigger to answer (a normal monster summoned): 灰流丽 has nothing to answer and is not offered.
    const b = chain('{回合:A 阶段:主要1 A手:青眼白龙 B手:灰流丽} 召唤 青眼白龙');
    expect(win(b)).toEqual([]);
  });

  it('[WIN-OPEN-RESPONSE] a Trap or Quick-Play Spell Set this turn cannot be activated yet: not offered', () => {
    const a = chain('{回合:A 阶段:主要1 A手:青眼白龙 A场:旋风(盖,本回合盖放) B场:强制脱出装置(盖,本回合盖放)} 召唤 青眼白龙');
    expect(win(a)).toEqual([]);
    expect(a.window.priority).toBe('A');
  });

  it('[WIN-OPEN-RESPONSE] form 14: after the chain built in the action\'s window, the quick effects still there are offered at its end', () => {
    const a = chain('{回合:A 阶段:主要1 A手:召唤师 阿莱斯特 B场:强制脱出装置(盖)} 召唤 召唤师 阿莱斯特 C1 B:神之警告');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.window.kind).toBe('chain-end');
    // The summon was negated: no 「召唤成功时」 trigger; the Set Trap is still there to activate (A first, A has none).
    // (Corrected, review s42: a Set Trap's activation is 'activation', WIN-SEGOC-CARD-ACTIVATION.)
    expect(win(a)).toEqual([['强制脱出装置', 'B', 7, 1, 'activation', false]]);
    expect(a.window.priority).toBe('A');
  });

  it('[WIN-OPEN-RESPONSE] a plain chain (no action) is not given this list: only its triggers', () => {
    const a = chain('{回合:A 阶段:主要1 B场:强制脱出装置(盖)} C1 A:强欲之壶');
    expect(win(a)).toEqual([]);
  });
});

// A once-per-turn mandatory quick effect (negates the opponent's monster effect and destroys it) and a
// monster whose mandatory trigger answers its own destruction.
const quickOpt = card({
  id: 99999821,
  name: '测试必发即时一次',
  type: 'monster effect',
  effects: [{ kind: 'quick', mandatory: true, oncePerTurn: 'soft', respondsTo: { cardKind: 'monster', activation: 'effect', by: 'opponent' }, does: [{ do: 'negate-activation', what: 'activation' }, { do: 'destroy', what: 'activation' }] }],
});
const quickEvery = card({
  id: 99999823,
  name: '测试必发即时每次',
  type: 'monster effect',
  effects: [{ kind: 'quick', mandatory: true, respondsTo: { cardKind: 'monster', activation: 'effect', by: 'opponent' }, does: [{ do: 'negate-activation', what: 'activation' }, { do: 'destroy', what: 'activation' }] }],
});
const destroyedTrigger = card({
  id: 99999822,
  name: '测试被破坏怪兽',
  type: 'monster effect',
  effects: [
    { kind: 'ignition', does: [{ do: 'gain-lp', amount: 500, player: 'self' }] },
    { kind: 'trigger', mandatory: true, trigger: { event: 'destroyed' }, does: [{ do: 'damage', amount: 500, player: 'opponent' }] },
  ],
});

describe('family 9: a mandatory quick effect used on the chain', () => {
  it('[WIN-USED-ON-CHAIN] once per turn and used as C2, it is not offered again when the chain ends, though the new trigger is one it would answer', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试被破坏怪兽 B场:测试必发即时一次} C1 A:测试被破坏怪兽① C2 B:测试必发即时一次', [quickOpt, destroyedTrigger]);
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(win(a)).toEqual([['测试被破坏怪兽', 'A', 1, 1, 'trigger', true]]);
    expect(a.window.notes.join()).toContain('已经作为C2发动过');
  });

  it('[WIN-USED-ON-CHAIN] not once per turn: it must answer the new trigger too (level 6, right after it)', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试被破坏怪兽 B场:测试必发即时每次} C1 A:测试被破坏怪兽① C2 B:测试必发即时每次', [quickEvery, destroyedTrigger]);
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(win(a)).toEqual([
      ['测试被破坏怪兽', 'A', 1, 1, 'trigger', true],
      ['测试必发即时每次', 'B', 6, 2, 'quick', true],
    ]);
    expect(a.window.notes.join()).not.toContain('已经作为C2发动过');
  });
});

// A face-up monster's quick effect (cards read from the database).
describe.skipIf(!haveCards)('family 9: face-up quick effects at level 7', () => {
  it('[WIN-OPEN-RESPONSE] a face-up monster\'s quick effect is a level-7 choice too (docs/c03/诱发类效果.rst:548, docs/c02/优先权.rst:106): 装弹枪管龙② decides after the opponent\'s public trigger 连接栗子球, and used this turn it is not offered', () => {
    const input = '{回合:A A场:装弹枪管龙 B场:连接栗子球,三眼怪} 攻击宣言 装弹枪管龙 → 三眼怪';
    const a = askCdb(input);
    expect(win(a)).toEqual([
      ['连接栗子球', 'B', 4, 1, 'trigger', false],
      ['装弹枪管龙', 'A', 7, 2, 'quick', false],
    ]);
    expect(a.window.triggers[1]!.effect).toBe(2);
    expect(a.window.triggers[1]!.rules).toContain('WIN-OPEN-RESPONSE');
    expect(a.window.triggers[1]!.reason).toContain('场上表侧表示的怪兽的诱发即时效果');
    // Level 7 is the priority holder's choice — not 「after priority passes」, which the turn player holding it contradicted.
    expect(a.window.triggers[1]!.reason).toContain('顺序7：持有优先权的玩家可以发动');
    expect(a.window.triggers[1]!.reason).not.toContain('优先权转移之后才能发动');
    expect((cdbJudge().chain(input, { lang: 'en' }) as ChainAnswer).window.triggers[1]!.reason).toContain('quick effect of a face-up monster');
    // The other side: once per turn, already used — not offered.
    expect(win(askCdb('{回合:A A场:装弹枪管龙(已用) B场:连接栗子球,三眼怪} 攻击宣言 装弹枪管龙 → 三眼怪')).map((r) => r[0])).toEqual(['连接栗子球']);
  });

  it('[WIN-OPEN-RESPONSE] a face-up quick effect is judged by the chain\'s checks: 魔女术工匠·锻造女巫① only in a Main Phase, not face-down, not once destroyed; 十二兽 龙枪② at an attack declaration but not in the damage step', () => {
    const mp = askCdb('{回合:B 阶段:主要1 A场:装弹枪管龙,魔女术工匠·锻造女巫} 破坏 装弹枪管龙 (效果)');
    expect(win(mp)).toEqual([['魔女术工匠·锻造女巫', 'A', 7, 1, 'quick', false]]);
    expect(win(askCdb('{回合:A 阶段:战斗 A场:魔女术工匠·锻造女巫,黑魔术师 B场:三眼怪} 攻击宣言 黑魔术师 → 三眼怪'))).toEqual([]);
    expect(win(askCdb('{回合:A A场:魔女术工匠·锻造女巫(盖)} 召唤 三眼怪'))).toEqual([]);
    expect(win(askCdb('{回合:B 阶段:主要1 A场:魔女术工匠·锻造女巫,三眼怪} 破坏 魔女术工匠·锻造女巫 (效果)')).map((r) => r[0])).not.toContain('魔女术工匠·锻造女巫');
    expect(win(askCdb('{回合:A 阶段:战斗 A场:黑魔术师 B场:三眼怪,十二兽 龙枪} 攻击宣言 黑魔术师 → 三眼怪'))).toEqual([['十二兽 龙枪', 'B', 7, 1, 'quick', false]]);
    expect(win(askCdb('{回合:A 阶段:伤害步骤 攻击:A:黑魔术师→B:三眼怪 A场:黑魔术师 B场:三眼怪,十二兽 龙枪} 破坏 三眼怪 (战斗)')).map((r) => r[0])).not.toContain('十二兽 龙枪');
  });
});
