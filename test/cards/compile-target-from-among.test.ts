// CMP-TARGET-FROM-AMONG (issue 16; rules reference docs/c04/灰流丽·星尘龙.rst:47): 「从自己墓地的怪兽以及除外的自己怪兽之中以1只…为对象」 —
// the targets are taken among the places named before 「之中以」, for every card with that wording (「以及」 or 「或者」 between them).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };

describe('CMP-TARGET-FROM-AMONG, the reader', () => {
  it('[CMP-TARGET-FROM-AMONG] 「从自己墓地的怪兽以及除外的自己怪兽之中以1只龙族怪兽为对象」: one target of mine, in the GY or banished, a Dragon', () => {
    const e = compileEffects('①：从自己墓地的怪兽以及除外的自己怪兽之中以1只龙族怪兽为对象才能发动。那只怪兽加入手卡。', monster)[0]!;
    expect(e.targets).toMatchObject({ count: 1, filter: { side: 'self', place: ['gy', 'banished'], race: '龙族' } });
  });
  it('[CMP-TARGET-FROM-AMONG] the other side: with 「或者」 between the places it reads the same; a target with no 「从…之中」 keeps its own place', () => {
    const or = compileEffects('①：从自己墓地的怪兽或者除外的自己怪兽之中以1只龙族怪兽为对象才能发动。那只怪兽加入手卡。', monster)[0]!;
    expect(or.targets).toMatchObject({ count: 1, filter: { side: 'self', place: ['gy', 'banished'] } });
    const plain = compileEffects('①：以自己墓地1只龙族怪兽为对象才能发动。那只怪兽加入手卡。', monster)[0]!;
    expect(plain.targets?.filter.place).toBe('gy');
  });
});

describe.skipIf(!haveCards)('CMP-TARGET-FROM-AMONG, what a user sees', () => {
  it('[CMP-TARGET-FROM-AMONG] 辉光龙 光子爆龙③ may target 银河眼光子龙 in its GY (屋敷童 may answer it) or banished (屋敷童 may not)', () => {
    const gy = askCdb('{回合:B A场:辉光龙 光子爆龙 A墓:银河眼光子龙} C1 A:辉光龙 光子爆龙③→银河眼光子龙 C2 B:屋敷童');
    expect(gy.links.map((l) => l.legal)).toEqual([true, true]);
    const banished = askCdb('{回合:B A场:辉光龙 光子爆龙 A除外:银河眼光子龙} C1 A:辉光龙 光子爆龙③→银河眼光子龙 C2 B:屋敷童');
    expect(banished.links.map((l) => l.legal)).toEqual([true, false]);
  });
});
