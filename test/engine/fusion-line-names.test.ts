// CMP-FUSION-LINE-NAMES (issue 16): 「以「X」为融合素材的融合怪兽」 is a Fusion Monster whose material line states X by name (a named part,
// or one choice of a part); a line of kinds only (「龙族·暗属性怪兽＋兽族怪兽」) or of other names does not. Rules reference
// docs/c04/冰剑龙 幻冰龙.rst:29–30.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { filterOf } from '../../src/cards/compile/words.js';
import { fusionLineNames } from '../../src/cards/compile/mentions.js';
import { textCard } from '../../src/cards/curated/dsl.js';

describe('reading 「以「X」为融合素材的」 (CMP-FUSION-LINE-NAMES)', () => {
  it('[CMP-FUSION-LINE-NAMES] the phrase is a card filter on the names of the material line; a Fusion Monster\'s line gives its names, a line of kinds none', () => {
    expect(filterOf('以「阿不思的落胤」为融合素材的1只融合怪兽').fusionNames).toEqual(['阿不思的落胤']);
    expect(filterOf('需以「元素英雄 新宇侠」为融合素材的自己场上的融合怪兽').fusionNames).toEqual(['元素英雄 新宇侠']);
    expect(filterOf('自己场上1只融合怪兽').fusionNames).toBeUndefined();
    const named = textCard({ id: 998201, name: '测试之融合龙', type: 'monster fusion', level: 8, atk: 2500, def: 2000, text: '「测试之落胤」＋「测试之龙」或者龙族怪兽' });
    expect([...fusionLineNames(named)!].sort()).toEqual(['测试之落胤', '测试之龙'].sort());
    const kinds = textCard({ id: 998202, name: '测试之兽龙', type: 'monster fusion', level: 8, atk: 2500, def: 2000, text: '龙族怪兽＋暗属性怪兽' });
    expect([...fusionLineNames(kinds)!]).toEqual([]);
  });
});

describe.skipIf(!haveCards)('a cost that asks for a Fusion Monster naming a card in its material line (CMP-FUSION-LINE-NAMES)', () => {
  const mirror = (x: string) => askCdb(`{回合:B 阶段:主要1 A场:冰剑龙 幻冰龙 A额外:${x} B场:三眼怪} C1 A:冰剑龙 幻冰龙②[cost:送墓 ${x}]`);
  it('[CMP-FUSION-LINE-NAMES] in the opponent\'s turn too, a Fusion Monster whose line names it pays the cost; one whose line names only kinds, or other names, does not — and the reason says what was asked', () => {
    expect(mirror('神炎龙 赫界龙').links[0]!.legal).toBe(true);
    for (const x of ['野兽眼灵摆龙', '青眼究极龙']) {
      const a = mirror(x);
      expect(a.links[0]!.legal).toBe(false);
      expect(a.links[0]!.illegalReason).toContain('以「阿不思的落胤」为融合素材的');
    }
  });
});
