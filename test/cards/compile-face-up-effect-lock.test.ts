// CMP-FACE-UP-EFFECT-LOCK (issue 16; rules reference docs/c02/卡片·效果的发动.rst:135): 「（这张卡装备中的场合，）对方场上的已是表侧表示
// 存在的魔法·陷阱卡不能把效果发动」 locks the effects of Spells/Traps already face-up on that field — not card activations (a card
// being activated is not yet face-up there) — for every card with that wording; 「这张卡装备中的场合」 holds it only while equipped.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const UNION = { kind: 'monster' as const, subtypes: ['effect' as const] };
const locks = (text: string) => compileEffects(text, UNION).flatMap((e) => e.does).filter((a) => a.forbidsActivation);

describe('CMP-FACE-UP-EFFECT-LOCK, the reader', () => {
  it('[CMP-FACE-UP-EFFECT-LOCK] 「这张卡装备中的场合，对方场上的已是表侧表示存在的魔法·陷阱卡不能把效果发动」: the opponent’s face-up Spells/Traps’ effects, while equipped; other wordings are left to their own readers', () => {
    expect(locks('②：这张卡装备中的场合，对方场上的已是表侧表示存在的魔法·陷阱卡不能把效果发动。')).toEqual([expect.objectContaining({
      player: 'opponent', forbidsActivation: { cardKind: ['spell', 'trap'], activatedFrom: 'field', cardActivation: false }, whileHolds: [{ is: 'self-state', state: 'equipping' }],
    })]);
    expect(locks('①：只要这张卡在场上表侧表示存在，双方场上的已是表侧表示存在的陷阱卡不能把效果发动。')).toEqual([expect.objectContaining({
      player: 'both', forbidsActivation: { cardKind: 'trap', activatedFrom: 'field', cardActivation: false },
    })]);
    expect(locks('①：只要这张卡在场上表侧表示存在，双方场上的已是表侧表示存在的陷阱卡不能把效果发动。')[0]!.whileHolds).toBeUndefined();
    // the other side: a trigger on such an effect (「…的效果发动时才能发动」) is no lock
    expect(locks('①：对方场上的已是表侧表示存在的魔法·陷阱卡把那个效果发动时才能发动。那张卡破坏。')).toEqual([]);
  });
});

const EQUIPPED = 'A场:破坏之剑士,破坏剑-武器破坏之剑(装备:破坏之剑士)';
describe.skipIf(!haveCards)('CMP-FACE-UP-EFFECT-LOCK, what a user sees', () => {
  it('[CMP-FACE-UP-EFFECT-LOCK] equipped, 破坏剑-武器破坏之剑 stops the effect of the opponent’s face-up 木乃伊的呼声', () => {
    const l = askCdb(`{回合:B 阶段:主要1 ${EQUIPPED} B场:木乃伊的呼声 B手:三眼怪} C1 B:木乃伊的呼声①`).links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-FORBIDDEN-ACTIVATION');
    expect(l.rules).not.toContain('CH-ATTACK-LOCK');
  });
  it('[CMP-FACE-UP-EFFECT-LOCK] the other sides: not equipped it locks nothing; its controller’s own face-up Spell is free', () => {
    // (A Zombie in the hand: 木乃伊的呼声 summons a 不死族 from its own hand — CMP-PICK-SIDE — and 三眼怪, a Fiend, is none.)
    expect(askCdb('{回合:B 阶段:主要1 A场:破坏之剑士,破坏剑-武器破坏之剑 B场:木乃伊的呼声 B手:马头鬼} C1 B:木乃伊的呼声①').links[0]!.legal).toBe(true);
    // (永火炮①, not 木乃伊的呼声①: 「这个效果在自己场上没有怪兽存在的场合才能发动和处理」 is needed to activate too, CMP-LATER-ACTIVATE-AND-RESOLVE,
    // and this side holds 破坏之剑士.)
    expect(askCdb(`{回合:A 阶段:主要1 ${EQUIPPED},永火炮 A手:永火恶魔} C1 A:永火炮①`).links[0]!.legal).toBe(true);
  });
  it('[CMP-FACE-UP-EFFECT-LOCK] a card activation is free: the opponent activates its Set 旋风, and a Spell from the hand', () => {
    expect(askCdb(`{回合:B 阶段:主要1 ${EQUIPPED} B场:旋风(盖)} C1 B:旋风→破坏剑-武器破坏之剑`).links[0]!.legal).toBe(true);
    expect(askCdb(`{回合:B 阶段:主要1 ${EQUIPPED} B手:旋风} C1 B:旋风→破坏剑-武器破坏之剑`).links[0]!.legal).toBe(true);
  });
});
