// CMP-SET-EVENT (issue 16, rules reference docs/c02/基本用语.rst:635): 「自己场上有魔法·陷阱卡被盖放时」「…盖放的场合」 is a trigger on
// a Set (the `set` event): it is met when a Spell/Trap is Set on that side, not by a card put face-down otherwise (a face-down
// monster made an Equip Card by 纳祭之魔 is not Set).
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from '../engine/build.js';

const watcher = textCard({ id: 998300090, name: '测试盖放观测者', type: 'monster effect', level: 4, atk: 1000, def: 1000, text: '①：自己场上有魔法·陷阱卡被盖放时才能发动。自己从卡组抽1张。' });
const other = textCard({ id: 998300091, name: '测试对方盖放观测者', type: 'monster effect', level: 4, atk: 1000, def: 1000, text: '①：对方场上有魔法·陷阱卡盖放的场合才能发动。自己从卡组抽1张。' });
const names = (input: string) => judgeWith(input, [watcher, other]).window.triggers.map((t) => t.card.name);

describe('CMP-SET-EVENT', () => {
  it('[CMP-SET-EVENT] 「…被盖放时」「…盖放的场合」 read as a trigger on a Set of a Spell/Trap on the side the text names', () => {
    expect(watcher.effects[0]!.trigger).toMatchObject({ event: 'set', subject: { kind: ['spell', 'trap'], side: 'self' } });
    expect(other.effects[0]!.trigger).toMatchObject({ event: 'set', subject: { side: 'opponent' } });
  });
  it('[CMP-SET-EVENT] a Spell Set on its side triggers it; on the other side, the other one; a monster Set (no Spell/Trap) triggers neither', () => {
    expect(names('{回合:A 阶段:主要1 A场:测试盖放观测者 B场:测试对方盖放观测者 A手:旋风} 盖放 旋风').sort()).toEqual(['测试对方盖放观测者', '测试盖放观测者'].sort());
    expect(names('{回合:B 阶段:主要1 A场:测试盖放观测者 B手:旋风} 盖放 旋风')).toEqual([]);
    expect(names('{回合:A 阶段:主要1 A场:测试盖放观测者 A手:三眼怪} 盖放 三眼怪')).toEqual([]);
  });
});
