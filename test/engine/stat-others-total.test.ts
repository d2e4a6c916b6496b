// CH-STAT-OTHERS-TOTAL (issue 16, rules reference docs/c03/特定效果的处理方法.rst:523–524): 「这张卡的攻击力上升这张卡以外的场上的怪兽的原本攻击力
// 合计数值」 (the compiler's `amountFrom` of 'field-others') is the sum over the other face-up monsters as it resolves. 0 when it would be
// activated: it cannot be (CH-ZERO-AMOUNT-CHANGE); 0 when it resolves: the step does not apply, nor the 「再」 step after it.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-STAT-OTHERS-TOTAL', CARDS_DB);

// 弧叛逆超量龙② (src/cards/curated/newer/c03-specific-more-newer.ts); 魂虎 (cards.cdb) is printed at ATK 0, 三眼怪 at 1000, 青眼白龙 at 3000.
const board = (others: string) => `{回合:A 阶段:主要1 A场:弧叛逆超量龙(素材:暗叛逆超量龙) B场:${others}}`;
const atk = (a: ReturnType<typeof askCdb>) => a.stats?.find((s) => s.card.name === '弧叛逆超量龙')?.atk;

describe.skipIf(!haveCards)('CH-STAT-OTHERS-TOTAL', () => {
  it('[CH-STAT-OTHERS-TOTAL] the other monsters’ original ATK in all: 三眼怪 and 青眼白龙 give 4000 (3000 → 7000)', () => {
    const a = askCdb(`${board('三眼怪,青眼白龙')} C1 A:弧叛逆超量龙②`);
    expect(a.links[0]!.legal).toBe(true);
    expect(atk(a)).toBe(7000);
    expect(a.links[0]!.rules).toContain('CH-STAT-OTHERS-TOTAL');
  });
  it('[CH-STAT-OTHERS-TOTAL] the other sides: only ATK 0 monsters — it cannot be activated; down to those when it resolves — no gain, and the 「再」 negation is not applied', () => {
    expect(askCdb(`${board('魂虎')} C1 A:弧叛逆超量龙②`).links[0]!.legal).toBe(false);
    const a = askCdb(`${board('三眼怪,魂虎,强制脱出装置(盖)')} C1 A:弧叛逆超量龙② C2 B:强制脱出装置→三眼怪`);
    expect(a.links[0]!.legal).toBe(true);
    expect(a.stats?.find((s) => s.card.name === '弧叛逆超量龙')).toBeUndefined();
    expect(a.links[0]!.reason ?? '').not.toContain('魂虎');
  });
});
