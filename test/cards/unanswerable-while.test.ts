// CH-CANNOT-BE-ANSWERED-WHILE: 「自己场上有…存在的场合，对方不能对应这张卡的发动把…发动」 — read by the compiler with its state and the
// kinds it bans; the engine refuses such an answer only while the state holds (rules reference docs/c02/卡片·效果的发动.rst:130).
// A card written as text (textCard), banning only Spells/Traps, on both sides.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith, summary } from '../engine/build.js';

const quake = textCard({ id: 99160801, name: '测试用龙之号令', type: 'spell normal', text: '①：以场上1张卡为对象才能发动。那张卡破坏。自己场上有8星以上的龙族怪兽存在的场合，对方不能对应这张卡的发动把魔法·陷阱卡发动。' });

describe('a card activation that cannot be answered while a state holds', () => {
  it('[CH-CANNOT-BE-ANSWERED-WHILE] the compiler reads the state, who is banned and with what', () => {
    expect(quake.effects.find((e) => e.n === 1)?.cannotBeAnsweredBy).toMatchObject({ by: 'opponent', cardKind: ['spell', 'trap'], whileHolds: [{ is: 'exists' }] });
  });
  it('[CH-CANNOT-BE-ANSWERED-WHILE] with a level 8 Dragon on its field 神之宣告 cannot answer it; without one it can', () => {
    const input = (mine: string) => `{回合:A 阶段:主要1 A场:${mine} B场:三眼怪,神之宣告(盖)} C1 A:测试用龙之号令→三眼怪 C2 B:神之宣告`;
    expect(summary(judgeWith(input('青眼白龙'), [quake]))[1]).toBe('C2:illegal:illegal');
    expect(summary(judgeWith(input('黑魔术师'), [quake]))[1]).toMatch(/^C2:legal/);
  });
});
