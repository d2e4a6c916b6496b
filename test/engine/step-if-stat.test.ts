// CH-STEP-IF-STAT: a move done only if the card's value, read as the step resolves, meets a bound (「守备力是2000以下的场合破坏」,
// rules reference docs/c02/怪兽的效果分类.rst:171). A card written as text (textCard) with another verb and bound, on both sides.
import { describe, expect, it } from 'vitest';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const pit = textCard({ id: 99160301, name: '测试用除外落穴', type: 'trap normal', text: '①：以场上1只里侧守备表示怪兽为对象才能发动。那只怪兽变成表侧攻击表示，攻击力是1500以下的场合除外。' });
const pit2 = textCard({ id: 99160302, name: '测试用回里落穴', type: 'trap normal', text: '①：以场上1只里侧守备表示怪兽为对象才能发动。那只怪兽变成表侧守备表示，守备力比2000高的场合回到里侧守备表示。' });
const banished = (a: ChainAnswer) => a.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name));

describe('a step bounded by a value read as it resolves', () => {
  it('[CH-STEP-IF-STAT] the compiler reads the bound on the step after the flip, and the effect banishes a monster of 1500 ATK or less, not one above', () => {
    expect(pit.effects.find((e) => e.n === 1)?.does?.find((a) => a.do === 'banish')).toMatchObject({ what: 'targets', ifStat: { stat: 'atk', value: 1500, cmp: 'at-most' } });
    expect(banished(judgeWith('{回合:A A场:测试用除外落穴(盖) B场:三眼怪(盖)} C1 A:测试用除外落穴→三眼怪', [pit]))).toEqual(['三眼怪']);
    const high = judgeWith('{回合:A A场:测试用除外落穴(盖) B场:青眼白龙(盖)} C1 A:测试用除外落穴→青眼白龙', [pit]);
    expect(banished(high)).toEqual([]);
    expect(high.links[0]!.rules).toContain('CH-STEP-IF-STAT');
    expect(high.events.some((e) => e.type === 'flipped')).toBe(true);
  });
  it('[CH-STEP-IF-STAT] 「守备力比2000高的场合回到里侧守备表示」: the bounded step turns face-down again only a monster whose DEF is above 2000', () => {
    expect(pit2.effects.find((e) => e.n === 1)?.does?.find((a) => a.do === 'flip-face-down')).toMatchObject({ what: 'targets', ifStat: { stat: 'def', value: 2000, cmp: 'above' } });
    // (Turned face-up in Defense is only a flip — `flipped`, no `position-changed` (WIN-POSITION-CHANGED); back face-down is a change.)
    const downs = (a: ChainAnswer) => a.events.filter((e) => e.type === 'position-changed' || e.type === 'flipped').length;
    const high = judgeWith('{回合:A A场:测试用回里落穴(盖) B场:青眼白龙(盖)} C1 A:测试用回里落穴→青眼白龙', [pit2]);
    expect(downs(high)).toBe(2);
    const low = judgeWith('{回合:A A场:测试用回里落穴(盖) B场:三眼怪(盖)} C1 A:测试用回里落穴→三眼怪', [pit2]);
    expect(downs(low)).toBe(1);
    expect(low.links[0]!.rules).toContain('CH-STEP-IF-STAT');
  });
});
