// Issue 16, lingering effects: CT-BOND-LOCK-HELD — a card keeping a Set card as its target (`(对象:X)`) whose effect says that card
// cannot be activated while it applies (「选择的卡只要这张卡在场上表侧表示存在不能发动」) holds it only while its own effects apply.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CT-BOND-LOCK-HELD', CARDS_DB);

describe.skipIf(!haveCards)('CT-BOND-LOCK-HELD', () => {
  it('[CT-BOND-LOCK-HELD] 银岭之巨神 holding a Set 强制脱出装置: it cannot be activated', () => {
    const a = askCdb('{回合:A A场:银岭巨神(对象:强制脱出装置),三眼怪 B场:强制脱出装置(盖)} C1 B:强制脱出装置→三眼怪');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CT-BOND-LOCK-HELD');
  });
  it('[CT-BOND-LOCK-HELD] the other side: 银岭之巨神 negated, or holding nothing stated, leaves the Set card free; 王宫的敕命 face-up negating the holding Field Spell frees it too', () => {
    expect(askCdb('{回合:A A场:银岭巨神(效果无效,对象:强制脱出装置),三眼怪 B场:强制脱出装置(盖)} C1 B:强制脱出装置→三眼怪').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A A场:银岭巨神,三眼怪 B场:强制脱出装置(盖)} C1 B:强制脱出装置→三眼怪').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:B A场:淘气仙星的灯光舞台(对象:强制脱出装置),三眼怪 B场:强制脱出装置(盖),王宫的敕命} C1 B:强制脱出装置→三眼怪').links[0]!.legal).toBe(true);
  });
});
