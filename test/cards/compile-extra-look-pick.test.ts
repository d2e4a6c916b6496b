// CMP-EXTRA-LOOK-PICK: 「确认对方的额外卡组，从中选1只怪兽里侧表示除外」 (俱舍怒威族·独角兽 ③) — the card banished is one of the opponent's
// Extra Deck just looked at, not a target and not the card itself. Before, the look named no Deck (the verb came first) and the banish no
// place: 独角兽 ③ resolved as 「「俱舍怒威族·独角兽」被里侧表示除外」, and No.89 电脑兽 系统破坏神 ① (「把对方的额外卡组确认，选那之内的1张
// 里侧表示除外」) banished nothing.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as never;
const banished = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'banished' && e.link === 1).flatMap((e) => e.cards.map((c) => `${c.controller}:${c.name}`));

describe('[CMP-EXTRA-LOOK-PICK] a card picked among the Extra Deck looked at', () => {
  it('[CMP-EXTRA-LOOK-PICK] 「确认对方的额外卡组，从中选1只怪兽里侧表示除外」: one monster of the opponent\'s Extra Deck, face-down; 「…确认并从那之中选怪兽最多3种类除外」: up to 3', () => {
    const [e] = compileEffects('③：这张卡的攻击宣言时或者对方把怪兽的效果发动的场合才能发动。确认对方的额外卡组，从中选1只怪兽里侧表示除外。', monster);
    expect(e!.does.find((a) => a.do === 'banish')).toEqual({ do: 'banish', what: { count: 1, filter: { kind: 'monster', side: 'opponent', place: 'extra' }, scope: 'choose' }, from: 'extra', faceDown: true });
    const [m] = compileEffects('①：自己主要阶段才能发动。这张卡从手卡特殊召唤，可以把对方的额外卡组确认并从那之中选怪兽最多3种类除外。', monster);
    expect(m!.does.find((a) => a.do === 'banish')).toMatchObject({ what: { countMax: 3, filter: { kind: 'monster', side: 'opponent', place: 'extra' } }, from: 'extra' });
  });
  it('[CMP-EXTRA-LOOK-PICK] the other side: 「从那之中」 after the opponent\'s hand looked at stays the hand\'s', () => {
    const [e] = compileEffects('②：这张卡为上级召唤而被解放的场合才能发动。把对方手卡确认，从那之中选1张卡直到结束阶段除外。', monster);
    expect(e!.does.find((a) => a.do === 'banish')).toMatchObject({ what: { filter: { side: 'opponent', place: 'hand' } }, from: 'hand' });
  });
});

describe.skipIf(!haveCards)('[CMP-EXTRA-LOOK-PICK] on the chain', () => {
  it('[CMP-EXTRA-LOOK-PICK] 俱舍怒威族·独角兽③ banishes the noted card of B\'s Extra Deck, not itself; with one card there, that card', () => {
    const noted = askCdb('{A场:俱舍怒威族·独角兽 B额外:青眼究极龙,混沌No.39 希望皇霍普雷} C1 A:俱舍怒威族·独角兽 [除外 青眼究极龙]');
    expect(banished(noted)).toEqual(['B:青眼究极龙']);
    const bare = askCdb('{A场:俱舍怒威族·独角兽 B额外:青眼究极龙} C1 A:俱舍怒威族·独角兽');
    expect(banished(bare)).toEqual(['B:青眼究极龙']);
  });
  it('[CMP-EXTRA-LOOK-PICK] No.89 电脑兽 系统破坏神① 「把对方的额外卡组确认，选那之内的1张里侧表示除外」 banishes the one card of B\'s Extra Deck (before: nothing)', () => {
    expect(banished(askCdb('{B额外:青眼究极龙} C1 A:No.89 电脑兽 系统破坏神①'))).toEqual(['B:青眼究极龙']);
  });
});
