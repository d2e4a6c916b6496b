// CH-TARGET-QUALIFY: an arrow (`→X`) written on an effect that takes no target is said to be read as a remark only — also on an
// effect the compiler read as not activated (波动龙骑士 ③, read from its cards.cdb text), which used to pass over it in silence.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('an arrow on an effect that does not target', CARDS_DB);

const REMARK = '的这个效果不取对象；写出的对象只当作说明';

describe.skipIf(!haveCards)('an arrow on an effect that takes no target (CH-TARGET-QUALIFY)', () => {
  it('[CH-TARGET-QUALIFY] 波动龙骑士 ③ (an effect read as not activated) written with →黑蔷薇龙: the arrow is said to be a remark', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:波动龙骑士 A墓:星尘龙,黑蔷薇龙} C1 A:波动龙骑士 ③→黑蔷薇龙');
    expect(a.warnings.some((w) => w.includes(REMARK))).toBe(true);
  });
  it('[CH-TARGET-QUALIFY] the same effect with no arrow: no such warning', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:波动龙骑士 A墓:星尘龙,黑蔷薇龙} C1 A:波动龙骑士 ③');
    expect(a.warnings.some((w) => w.includes(REMARK))).toBe(false);
  });
});
