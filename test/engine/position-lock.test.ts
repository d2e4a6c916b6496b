// FD-POSITION-LOCK (issue 16): 「不能把表示形式变更」 an earlier effect left on a monster (the situation state 不能变更表示形式) stops its change
// of battle position by the rules (CH-POSITION-CHANGE) until the monster becomes a new card: turned face-down, or banished and back. A
// lock that came with turning it face-down (written after 变里侧: 无底的落穴) stays when it is flipped face-up again. Rules reference
// docs/c03/里侧·一时除外.rst:29–30, :206.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const changed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'position-changed').flatMap((e) => e.cards.map((c) => c.name));
const change = (states: string, card = '黑魔术师', phase = '主要1') => askCdb(`{回合:A 阶段:${phase} A场:${card}(${states})} 表示形式变更 ${card}`);

describe.skipIf(!haveCards)('a position lock left on a monster (FD-POSITION-LOCK)', () => {
  it('[FD-POSITION-LOCK] locked, the monster cannot change its battle position — in Main Phase 2 as well, in Defense Position as well — and the answer says why', () => {
    for (const [states, phase] of [['不能变更表示形式', '主要1'], ['守,不能变更表示形式', '主要2']] as const) {
      const a = change(states, '黑魔术师', phase);
      expect(changed(a)).toEqual([]);
      expect(a.warnings.join('')).toContain('不能变更表示形式');
    }
  });
  it('[FD-POSITION-LOCK] a lock left before it was turned face-down, or before it was banished and back, is gone: the new card may change', () => {
    expect(changed(change('不能变更表示形式,变里侧,已反转', '青眼白龙'))).toEqual(['青眼白龙']);
    expect(changed(change('不能变更表示形式,一时除外', '青眼白龙'))).toEqual(['青眼白龙']);
  });
  it('[FD-POSITION-LOCK] a lock that came with its being turned face-down stays once it is flipped face-up; the other bars still apply on their own', () => {
    expect(changed(change('变里侧,不能变更表示形式,已反转', '青眼白龙'))).toEqual([]);
    expect(changed(change('本回合召唤', '青眼白龙'))).toEqual([]);
  });
});

// CH-POSITION-LOCK-LEFT (review s45 (4)): 「那只怪兽只要在场上表侧表示存在，变成不能把表示形式变更」 (改变命运), 「这个效果特殊召唤的怪兽不能把表示形式变更」
// (环状列石术) in an activated effect leave 『表示形式不能变更』 on the monsters they name (FD-POSITION-LOCK, kept as their state); an effect may
// still change the position (docs/c02/基本用语.rst:576, :604).
describe('the reader (CH-POSITION-LOCK-LEFT)', () => {
  it('[CH-POSITION-LOCK-LEFT] 改变命运: a lock step on its target right after the position change, before the ● chosen then; a lock for a stated while is read with its while, one while this card stands is not this step', async () => {
    const { compileEffects } = await import('../../src/cards/compile/index.js');
    const trap = { kind: 'trap', subtypes: ['normal'] } as never;
    const fate = compileEffects('对方怪兽的攻击宣言时才能发动。把1只对方怪兽的攻击无效，那只怪兽变成守备表示。那只怪兽只要在场上表侧表示存在，变成不能把表示形式变更。那之后，对方从以下效果选择1个适用。\n●自己基本分回复用这张卡的效果把攻击无效的怪兽的攻击力一半的数值。\n●给与对方基本分用这张卡的效果把攻击无效的怪兽的攻击力一半数值的伤害。', trap);
    expect(fate[0]!.does.map((a) => (a.positionLock ? 'lock' : a.do))).toEqual(['negate-attack', 'change-position', 'lock', 'gain-lp']);
    expect(fate[0]!.does[2]).toEqual({ do: 'other', what: 'targets', positionLock: true });
    // (review s47) a lock for a stated while is read with it: 「直到下次的对方回合结束时，选择的怪兽不能把表示形式变更」 on its targets
    const timed = compileEffects('①：以场上2只怪兽为对象才能发动。那些怪兽变成表侧守备表示，直到下次的对方回合结束时，选择的怪兽不能把表示形式变更。', trap);
    expect(timed.flatMap((e) => e.does).find((a) => a.positionLock)).toMatchObject({ what: 'targets', positionLockUntil: 'opponent-next-turn' });
    // the other side: a lock while this card stands is the continuous one (CH-POSITION-LOCK-FIELD), no step of an activated effect
    const standing = compileEffects('①：以对方场上1只怪兽为对象才能发动。那只怪兽变成守备表示。只要这张卡在场上存在，那只怪兽不能把表示形式变更。', trap);
    expect(standing.flatMap((e) => e.does).some((a) => a.positionLock)).toBe(false);
  });
});

describe.skipIf(!haveCards)('a position lock an effect leaves (CH-POSITION-LOCK-LEFT)', () => {
  const fate = (more = '', chain = '') => askCdb(`{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:黑魔术师 A场:改变命运(盖),黑魔术师 B场:青眼白龙${more}} C1 A:改变命运→青眼白龙${chain}`);
  it('[CH-POSITION-LOCK-LEFT] 改变命运 leaves the lock on the attacker it turned to defence — the answer says so, and says an effect may still change it', () => {
    const a = fate();
    expect(a.links[0]!.rules).toContain('CH-POSITION-LOCK-LEFT');
    expect(String(a.links[0]!.reason)).toContain('「青眼白龙」不能再按规则变更表示形式');
    expect(String(a.links[0]!.reason)).toContain('效果仍可以变更');
  });
  it('[CH-POSITION-LOCK-LEFT] the other side: the attacker that left the field before 改变命运 resolved (强制脱出装置 chained) gets no lock, and the monster it did not touch (黑魔术师) is named by none', () => {
    const a = fate(',强制脱出装置(盖)', ' C2 B:强制脱出装置→青眼白龙');
    expect(a.links[0]!.rules).not.toContain('CH-POSITION-LOCK-LEFT');
    expect(String(fate().links[0]!.reason)).not.toContain('「黑魔术师」不能');
  });
  it('[CH-POSITION-LOCK-LEFT] 环状列石术 (「这个效果特殊召唤的怪兽不能把表示形式变更」): the monster it summoned is locked', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:环状列石术 A场:先史遗产 水晶头骨 A卡组:先史遗产 黄金航天飞机} C1 A:环状列石术');
    expect(a.links[0]!.rules).toContain('CH-POSITION-LOCK-LEFT');
    expect(String(a.links[0]!.reason)).toContain('「先史遗产 黄金航天飞机」不能再按规则变更表示形式');
  });
});

// CH-SAME-POSITION (review s45 rv2): 「变成守备表示」 (no 表侧) is a change of battle position only (攻击⇄守备, not 里侧⇄表侧): a monster turned
// face-down in Defense Position before it resolves is in Defense Position already — not flipped, not changed, and (face-down) given no lock
// (docs/c02/基本用语.rst:585–588). 「变成表侧守备表示」 does flip it (CH-FLIP-BY-EFFECT).
describe('「变成守备表示」 of a face-down Defense Position monster (CH-SAME-POSITION)', () => {
  it('[CH-SAME-POSITION] the reader: 「变成守备表示」 is a change of position only; 「变成表侧守备表示」 is not', async () => {
    const { compileEffects } = await import('../../src/cards/compile/index.js');
    const trap = { kind: 'trap', subtypes: ['normal'] } as never;
    const only = compileEffects('①：以对方场上1只怪兽为对象才能发动。那只怪兽变成守备表示。', trap);
    expect(only[0]!.does.find((a) => a.do === 'change-position')).toMatchObject({ position: 'defense', defenseOnly: true });
    const faceUp = compileEffects('①：以对方场上1只怪兽为对象才能发动。那只怪兽变成表侧守备表示。', trap);
    expect(faceUp[0]!.does.find((a) => a.do === 'change-position')!.defenseOnly).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('「变成守备表示」 of a face-down Defense Position monster (CH-SAME-POSITION)', () => {
  const fate = (chain = '') => askCdb(`{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A A场:改变命运(盖),月之书(盖) B场:青眼白龙} C1 A:改变命运→青眼白龙${chain}`);
  it('[CH-SAME-POSITION] 改变命运 on an attacker 月之书 turned face-down first: it stays face-down (no flip, no position change) and gets no lock', () => {
    const a = fate(' C2 A:月之书→青眼白龙');
    expect(a.events.filter((e) => e.type === 'flipped')).toEqual([]);
    expect(a.events.filter((e) => e.type === 'position-changed' && e.link === 1)).toEqual([]);
    // (s46 (3), CMP-TARGET-ATTACKING: 改变命运's target is the attacking monster; turned face-down by 月之书 it is no longer one, so 改变命运
    // applies nothing to it (CH-TARGET-NO-LONGER) and its 「变成守备表示」 is not reached — this assertion named CH-SAME-POSITION, the
    // step it no longer reaches; the ruling — no flip, no change, no lock — is the same. CH-SAME-POSITION itself: the reader test above and
    // test/engine/legality.test.ts.)
    expect(a.links[0]!.rules).toContain('CH-TARGET-NO-LONGER');
    expect(a.links[0]!.rules).not.toContain('CH-POSITION-LOCK-LEFT');
    expect(String(a.links[0]!.reason)).not.toContain('不能再按规则变更表示形式');
  });
  it('[CH-SAME-POSITION] the other side: the face-up attacker is turned to defence and locked', () => {
    const a = fate();
    expect(a.events.filter((e) => e.type === 'position-changed' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙']);
    expect(a.links[0]!.rules).not.toContain('CH-SAME-POSITION');
    expect(a.links[0]!.rules).toContain('CH-POSITION-LOCK-LEFT');
  });
});
