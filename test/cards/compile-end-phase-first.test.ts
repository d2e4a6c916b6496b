// CMP-END-PHASE-FIRST (issue 16; rules reference docs/c03/卡片的抗性.rst:247, docs/c04/王家长眠之谷.rst:99): 「…的场合才能发动。这个回合的
// 结束阶段，从…加入手卡」 — the phase, with no 「时」, opening what an effect does leaves all of it for that End Phase (a delayed step,
// CH-DELAYED), for every card with that wording; 「这个回合的结束阶段时，…」 with 「时」 alone stays what the effect does (净化光).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };

describe('CMP-END-PHASE-FIRST, the reader', () => {
  it('[CMP-END-PHASE-FIRST] 「这个回合的结束阶段，从卡组把1张…加入手卡」 first in a trigger is left for the End Phase; 「…时，」 alone is done as it resolves', () => {
    const later = compileEffects('①：这张卡召唤·特殊召唤成功时才能发动。这个回合的结束阶段，从卡组把1张「威风妖怪」卡加入手卡。', monster)[0]!;
    expect(later.does.map((a) => [a.do, a.duration, a.whenever?.phase])).toEqual([['add-to-hand', 'end-phase', 'end-phase']]);
    const now = compileEffects('把自己场上1只超量怪兽解放才能发动。这个回合的结束阶段时，1只名字带有「No.」的怪兽从额外卡组特殊召唤。', { kind: 'spell', subtypes: ['normal'] })[0]!;
    expect([...now.does, ...(now.leaves ?? [])].some((a) => a.do === 'special-summon' && a.duration === undefined)).toBe(true);
    expect(now.does.some((a) => a.duration === 'end-phase')).toBe(false);
  });
});

describe('CMP-END-PHASE-FIRST, a later phase alone as a step', () => {
  it('[CMP-END-PHASE-FIRST] 「…的场合发动。下次的准备阶段，这张卡从墓地特殊召唤」 is left for the Standby Phase; 「…那个场合，…抽出。这个效果发动的回合的结束阶段，…全部回到持有者卡组」 after steps done now leaves only the return for the End Phase (its places: field, GY and 「除外中的卡」)', () => {
    const phoenix = compileEffects('③：这张卡被破坏的场合发动。下次的准备阶段，这张卡从墓地特殊召唤。', monster)[0]!;
    expect(phoenix.does.map((a) => [a.do, a.duration, a.whenever?.phase])).toEqual([['special-summon', 'end-phase', 'standby-phase']]);
    const sword = compileEffects('①：这张卡召唤·反转的场合发动。对方可以选自身场上的卡任意数量送去墓地。那个场合，双方从卡组抽出那个数量。这个效果发动的回合的结束阶段，双方的场上·墓地的卡以及除外中的卡全部回到持有者卡组。', monster)[0]!;
    expect(sword.does.map((a) => [a.do, a.whenever?.phase])).toEqual([['send-to-gy', undefined], ['draw', undefined], ['return-to-deck', 'end-phase']]);
    expect(sword.does[2]!.from).toEqual(['gy', 'banished', 'field']);
    // Not a later phase: 「这个回合的结束阶段时，…」 with 「时」 alone stays what the effect does (above), and a Standby Phase named with
    // 「直到」 is how long something lasts.
    const until = compileEffects('①：以场上1只怪兽为对象才能发动。那只怪兽直到下次的准备阶段除外。', { kind: 'spell', subtypes: ['quick-play'] })[0]!;
    expect(until.does.find((a) => a.do === 'banish')?.whenever).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('CMP-END-PHASE-FIRST, what a user sees', () => {
  it('[CMP-END-PHASE-FIRST] 威风妖怪·猫① resolves doing nothing now and lists its add for the End Phase', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:威风妖怪·猫(召唤)} C1 A:威风妖怪·猫①');
    expect(a.events.some((e) => e.type === 'added-to-hand')).toBe(false);
    expect((a.delayed ?? []).map((d) => `${d.card.name}:${d.phase}`)).toEqual(['威风妖怪·猫:end-phase']);
  });
});
