// SIT-TRIBUTE-LEVEL-NOW (issue 16; rules reference docs/c02/基本用语.rst:643, :648): a Tribute Summon counts its tributes by the
// level the monster has now in the hand (`X(等级4)`), not its printed one; a text's 「也能把N只怪兽…解放」 count stands at any
// level, its 「或者1只「X」怪兽」 (standing in for the level's own tributes) only while the level needs tributes.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { Card } from '../../src/cards/facts.js';
import { levelNow, summonMaterialsRefusal } from '../../src/scenario/summon-materials.js';
import { readTributeCount } from '../../src/cards/compile/summon-materials.js';

const m = (name: string, level: number, text = '这是一只怪兽。') =>
  ({ id: 0, name, names: { zh: name }, type: { kind: 'monster', subtypes: ['effect'] }, level, effects: [], source: 'inferred', text, tributeCount: readTributeCount(text) }) as unknown as Card; // (compiled as a loaded card's: CMP-TRIBUTE-COUNT)

describe('SIT-TRIBUTE-LEVEL-NOW', () => {
  it('[SIT-TRIBUTE-LEVEL-NOW] the level stated in the hand decides the count: a level-8 monster at level 6 takes 1 tribute, not 2', () => {
    const now = levelNow(m('八星', 8), [{ op: 'add', value: -2 }]);
    expect(now.level).toBe(6);
    expect(summonMaterialsRefusal(undefined, now, [m('a', 4)])).toBeNull();
    expect(summonMaterialsRefusal(undefined, m('八星', 8), [m('a', 4)])).not.toBeNull();
  });
  it('[SIT-TRIBUTE-LEVEL-NOW] 「也能把3只怪兽或者1只「X」怪兽解放」 at level 4: 3 monsters still, 1 「X」 no longer; at its printed level 10 both', () => {
    const text = '这张卡也能把3只怪兽或者1只「墓守」怪兽解放表侧表示上级召唤。';
    const low = levelNow(m('审神者', 10, text), [{ op: 'is', value: 4 }]);
    expect(summonMaterialsRefusal(undefined, low, [m('a', 4), m('b', 4), m('c', 4)])).toBeNull();
    expect(summonMaterialsRefusal(undefined, low, [m('墓守的兵', 4)])).not.toBeNull();
    expect(summonMaterialsRefusal(undefined, m('审神者', 10, text), [m('墓守的兵', 4)])).toBeNull();
  });
});

describe.skipIf(!haveCards)('SIT-TRIBUTE-LEVEL-NOW over cards.cdb', () => {
  it('[SIT-TRIBUTE-LEVEL-NOW] 青眼白龙 at level 6 in the hand is Tribute Summoned with 1 tribute', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪 A手:青眼白龙(等级6)} 上级召唤 青眼白龙 解放 三眼怪');
    expect(a.events.some((e) => e.type === 'summoned' && e.cards.some((c) => c.name === '青眼白龙'))).toBe(true);
  });
});
