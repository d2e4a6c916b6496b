// CMP-HAND-LOOK-PICK: 「把对方手卡确认，从那之中选1张卡送去墓地」 (裁决之光 ●1) — the card moved is one of the hand just looked at (its side,
// from the hand), of the kind the step names. Before, the step named no card: 裁决之光 ●1 resolved with 「没有可处理的卡」 and sent nothing
// to the GY (review s46 (2)).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const trap = { kind: 'trap', subtypes: ['normal'] } as never;
const monster = { kind: 'monster', subtypes: ['effect'] } as never;

describe('[CMP-HAND-LOOK-PICK] a card picked among the hand looked at', () => {
  it('[CMP-HAND-LOOK-PICK] 「●把对方手卡确认，从那之中选1张卡送去墓地」: one card of the opponent\'s hand, sent from the hand; the other ● (「选对方场上1张卡」) keeps the field', () => {
    const [one, two] = compileEffects('①：场上有「天空的圣域」存在的场合从手卡把1只光属性怪兽丢弃去墓地才能发动。从以下效果选1个适用。\n●把对方手卡确认，从那之中选1张卡送去墓地。\n●选对方场上1张卡送去墓地。', trap);
    expect(one!.does.find((a) => a.do === 'send-to-gy')).toEqual({ do: 'send-to-gy', what: { filter: { side: 'opponent', place: 'hand' }, scope: 'choose', count: 1 }, from: 'hand' });
    expect(two!.does.find((a) => a.do === 'send-to-gy')).toMatchObject({ what: { filter: { side: 'opponent', place: 'field' } }, from: 'field' });
  });
  it('[CMP-HAND-LOOK-PICK] 「…从那之中选1只怪兽加入自己手卡」: the kind named is kept; the other side: 「从那之中」 after cards turned from the Deck (no hand looked at) is not read as the hand', () => {
    const [e] = compileEffects('①：这张卡被战斗破坏送去墓地时，支付1500基本分才能发动。把对方手卡确认，从那之中选1只怪兽加入自己手卡。', monster);
    expect(e!.does.find((a) => a.do === 'add-to-hand')).toMatchObject({ what: { filter: { kind: 'monster', side: 'opponent', place: 'hand' }, count: 1 }, from: 'hand' });
    const [d] = compileEffects('①：自己主要阶段才能发动。从自己卡组上面把5张卡翻开。可以从那之中选1张魔法·陷阱卡加入手卡。剩下的卡用喜欢的顺序回到卡组上面。', monster);
    const added = d!.does.find((a) => a.do === 'add-to-hand');
    expect(typeof added?.what === 'object' ? added.what.filter.place : undefined).not.toBe('hand');
  });
});

describe.skipIf(!haveCards)('[CMP-HAND-LOOK-PICK] 裁决之光 ●1 on the chain', () => {
  it('[CMP-HAND-LOOK-PICK] 裁决之光[●1] sends the one card of the opponent\'s hand to the GY (before: nothing); with two, the note picks it; the other ● sends a card of the field', () => {
    const one = askCdb('{回合:B 阶段:主要1 A场:裁决之光(盖) B场:天空的圣域,黑魔术师 A手:青眼白龙 B手:黑洞} C1 A:裁决之光[●1]');
    expect(one.events.filter((e) => e.type === 'sent-to-gy' && e.link === 1).flatMap((e) => e.cards.map((c) => `${c.controller}:${c.name}`))).toEqual(['B:黑洞']);
    const two = askCdb('{回合:B 阶段:主要1 A场:裁决之光(盖) B场:天空的圣域,黑魔术师 A手:青眼白龙 B手:黑洞,旋风} C1 A:裁决之光[●1][送去墓地 旋风]');
    expect(two.events.filter((e) => e.type === 'sent-to-gy' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name))).toEqual(['旋风']);
    // The other ●: a card of the opponent's field, not of the hand.
    const field = askCdb('{回合:B 阶段:主要1 A场:裁决之光(盖) B场:天空的圣域,黑魔术师 A手:青眼白龙 B手:黑洞} C1 A:裁决之光[●2][送去墓地 黑魔术师]');
    expect(field.events.filter((e) => e.type === 'sent-to-gy' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name))).toEqual(['黑魔术师']);
  });
});

describe.skipIf(!haveCards)('[CMP-HAND-LOOK-PICK] a note naming the card picked from the opponent\'s hand', () => {
  it('[CMP-HAND-LOOK-PICK] 亚马逊锁链使① 「把对方手卡确认，从那之中选1只怪兽加入自己手卡」 noted `[加入手卡 黑魔术师]`, 黑魔术师 written in B\'s hand: that card is the one taken, and no copy is assumed in the Deck (review s48: the note was read as an unlisted copy in A\'s Deck, said 「假定卡组里还有一张」); with no note the same card is taken', () => {
    const noted = askCdb('{回合:B 阶段:伤害步骤 A墓:亚马逊锁链使 B手:黑魔术师,雷破} C1 A:亚马逊锁链使① [加入手卡 黑魔术师]');
    expect(noted.assumptions.join('')).not.toContain('假定卡组里还有一张');
    const added = noted.events.filter((e) => e.type === 'added-to-hand' && e.link === 1).flatMap((e) => e.cards);
    expect(added.map((c) => c.name)).toEqual(['黑魔术师']);
    const bare = askCdb('{回合:B 阶段:伤害步骤 A墓:亚马逊锁链使 B手:黑魔术师} C1 A:亚马逊锁链使①');
    const same = bare.events.filter((e) => e.type === 'added-to-hand' && e.link === 1).flatMap((e) => e.cards);
    expect(added.map((c) => c.ref)).toEqual(same.map((c) => c.ref));
  });
});
