// A position change on a target the situation does not write (月之书, 黑蔷薇龙 ② with no `→ 卡名`): the legality step assumes a valid
// target exists (CH-TARGET-QUALIFY 'none-given'), so the resolution must not then say 「（没有可处理的卡）」 — it says it applies to its
// target, not given, as a destroy (旋风) or a bounce already did. Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const resolution = (input: string) => {
  const a = askCdb(input);
  return a.links[0]!;
};

describe.skipIf(!haveCards)('a position change on a target not written', () => {
  it('[CH-TARGET-QUALIFY] 月之书 with no target written: resolves on its target (not given), not 「没有可处理的卡」', () => {
    const l = resolution('C1 月之书');
    expect(l.legal).toBe(true);
    expect(JSON.stringify(l)).toContain('对它的对象（未写明）处理');
    expect(JSON.stringify(l)).not.toContain('没有可处理的卡');
  });
  it('[CH-TARGET-QUALIFY] 黑蔷薇龙 ② with no target written: the same; with the target written it still changes that monster', () => {
    expect(JSON.stringify(resolution('C1 黑蔷薇龙②'))).toContain('对它的对象（未写明）处理');
    const named = JSON.stringify(resolution('{回合:A 阶段:主要1 A场:黑蔷薇龙 B场:青眼白龙(守)} C1 A:黑蔷薇龙②→青眼白龙'));
    expect(named).toContain('「青眼白龙」的表示形式改变');
  });
});
