// ZONE-MOVE-ADJACENT (docs/c01/大师规则（2017）变更点.rst:53–55): 「可以把自己场上1只怪兽的位置移动…」 moves a monster of its own field only —
// the opponent's monster is no monster it may pick; and a monster in an Extra Monster Zone is not judged: the answer says so as an
// assumption and never states as a fact that it has no zone beside it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('ZONE-MOVE-ADJACENT: whose monster, and the Extra Monster Zone', () => {
  it('[ZONE-MOVE-ADJACENT] 位置移动 may not be used on the opponent’s 三眼怪 (refused with the reason); on its own 三眼怪 it may', () => {
    const foe = askCdb('{回合:A 阶段:主要1 A场:位置移动(魔陷1) B场:三眼怪(主2)} C1 A:位置移动①→B:三眼怪').links[0]!;
    expect(foe.legal).toBe(false);
    expect(JSON.stringify(foe)).toContain('自己场上的怪兽');
    const own = askCdb('{回合:A 阶段:主要1 A场:位置移动(魔陷1),三眼怪(主2) B场:} C1 A:位置移动①→A:三眼怪').links[0]!;
    expect(own.legal).toBe(true);
    expect(JSON.stringify(own)).toContain('主1/3');
  });
  it('[ZONE-MOVE-ADJACENT] a monster in an Extra Monster Zone (突击犀牛 moving itself; 解码语者 moved by 位置移动) is not judged: an assumption says so, the resolution does not say 「旁边没有空着的主要怪兽区域」', () => {
    for (const input of ['{回合:A 阶段:主要1 A场:突击犀牛(EX左) B场:} C1 A:突击犀牛①', '{回合:A 阶段:主要1 A场:解码语者(EX左),位置移动(魔陷1) B场:} C1 A:位置移动①→A:解码语者']) {
      const a = askCdb(input);
      expect(a.links[0]!.legal).toBe(true);
      expect(JSON.stringify(a.links)).not.toContain('旁边没有空着');
      expect(a.assumptions.some((x) => x.includes('额外怪兽区域') && x.includes('没有判断'))).toBe(true);
    }
  });
  it('[ZONE-MOVE-ADJACENT] the other side: a monster in a Main Monster Zone is judged — no assumption, and hemmed in it is refused', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:突击犀牛(主2),黑魔术师(主1) B场:} C1 A:突击犀牛①');
    expect(a.assumptions.some((x) => x.includes('额外怪兽区域') && x.includes('没有判断'))).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A场:突击犀牛(主2),黑魔术师(主1),青眼白龙(主3) B场:} C1 A:突击犀牛①').links[0]!.legal).toBe(false);
  });
});
