// CH-COST-REVEAL-PUBLIC: showing a hand card to the opponent as a cost cannot be paid with a card that is already
// kept revealed (situation state `(公开)`; rules reference docs/c03/特定效果的处理方法.rst:405–411): a card showing
// itself (守护神官 马哈德 ①) and a card showing another hand card (钢核的光辉), each with its hidden counterpart.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a reveal cost and a revealed hand', () => {
  it('[CH-COST-REVEAL-PUBLIC] a card that shows itself from the hand as its cost cannot when it is already revealed; hidden, it can', () => {
    const shown = chain('{回合:A 阶段:主要1 A手:守护神官 马哈德(公开)} C1 A:守护神官 马哈德①');
    expect(shown.links[0]!.legal).toBe(false);
    expect(shown.links[0]!.rules).toContain('CH-COST-REVEAL-PUBLIC');
    const hidden = chain('{回合:A 阶段:主要1 A手:守护神官 马哈德} C1 A:守护神官 马哈德①');
    expect(hidden.links[0]!.rules).not.toContain('CH-COST-REVEAL-PUBLIC');
  });
  it('[CH-COST-REVEAL-PUBLIC] a cost showing another hand card: not payable when every fitting card of the listed hand is revealed, payable with one hidden', () => {
    const all = chain('{回合:B 阶段:主要1 A手:核成兽的钢核(公开) B场:旋风(盖)} C1 B:旋风 C2 A:钢核的光辉');
    expect(all.links[1]!.legal).toBe(false);
    expect(all.links[1]!.rules).toContain('CH-COST-REVEAL-PUBLIC');
    const one = chain('{回合:B 阶段:主要1 A手:核成兽的钢核(公开),核成兽的钢核 B场:旋风(盖)} C1 B:旋风 C2 A:钢核的光辉');
    expect(one.links[1]!.rules).not.toContain('CH-COST-REVEAL-PUBLIC');
    expect(one.links[1]!.legal).toBe(true);
  });
  it('[CH-COST-REVEAL-PUBLIC] a cost showing the whole hand (红莲之指名者) cannot be paid while one card of that hand is kept revealed; with none revealed, it can', () => {
    const kept = chain('{回合:B 阶段:主要1 A手:守护神官 马哈德(公开),三眼怪 A场:红莲之指名者(盖) B手:三眼怪 B场:旋风(盖)} C1 B:旋风 C2 A:红莲之指名者');
    expect(kept.links[1]!.legal).toBe(false);
    expect(kept.links[1]!.rules).toContain('CH-COST-REVEAL-PUBLIC');
    const hidden = chain('{回合:B 阶段:主要1 A手:守护神官 马哈德,三眼怪 A场:红莲之指名者(盖) B手:三眼怪 B场:旋风(盖)} C1 B:旋风 C2 A:红莲之指名者');
    expect(hidden.links[1]!.legal).toBe(true);
  });
});
