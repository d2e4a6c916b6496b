// CMP-USES-BY-NORMAL-MATERIALS (issue 16): 「这个效果在1回合中可以使用最多有作为这张卡的融合素材的通常怪兽数量的次数」 — the effect may be used
// only when a Normal Monster was among the materials of this card's Fusion Summon (how many times a turn is not counted). It is a clause
// on this card's own summon, so a card that only copied it never meets it (CH-COPY-MATERIALS). Rules reference docs/c03/复制.rst:112.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { materialsAreSubject } from '../../src/cards/compile/summon-memory.js';

describe('reading a use count set by Normal Monster materials (CMP-USES-BY-NORMAL-MATERIALS)', () => {
  it('[CMP-USES-BY-NORMAL-MATERIALS] the clause is a condition on this card, Fusion Summoned with a Normal Monster among its materials; other clauses are not', () => {
    expect(materialsAreSubject('这个效果在1回合中可以使用最多有作为这张卡的融合素材的通常怪兽数量的次数。')?.filter).toEqual({ self: true, place: 'monster', faceUp: true, summoned: 'fusion', materialsAre: 'normal' });
    expect(materialsAreSubject('这个效果在1回合中可以使用最多2次。')).toBeNull();
  });
});

describe.skipIf(!haveCards)('an effect usable by the Normal Monsters among its materials (CMP-USES-BY-NORMAL-MATERIALS)', () => {
  const use = (field: string) => askCdb(`{回合:A 阶段:主要1 A场:${field} B场:三眼怪} C1 A:${field.split('(')[0]}②`).links[0]!;
  it('[CMP-USES-BY-NORMAL-MATERIALS] 超魔导龙骑士-真红眼龙骑士 Fusion Summoned with 黑魔术师 (a Normal Monster) may use ②', () => {
    expect(use('超魔导龙骑士-真红眼龙骑士(融合召唤,素材:黑魔术师+真红眼黑龙)').legal).toBe(true);
  });
  it('[CMP-USES-BY-NORMAL-MATERIALS] a card that took its name and effects — 混沌幻影, or a 霸王眷龙 凶饿毒 Fusion Summoned with its own materials — cannot use the gained ② (CH-COPY-MATERIALS)', () => {
    for (const field of ['混沌幻影(复制:超魔导龙骑士-真红眼龙骑士)', '霸王眷龙 凶饿毒(复制:超魔导龙骑士-真红眼龙骑士,融合召唤,素材:异色眼霸弧灵摆龙+异色眼霸弧灵摆龙)']) {
      const l = use(field);
      expect(l.legal).toBe(false);
      expect(l.rules).toContain('CH-COPY-MATERIALS');
    }
  });
});
