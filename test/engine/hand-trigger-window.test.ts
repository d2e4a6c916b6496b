// Issue 16: CH-HAND-TRIGGER-WINDOW (src/engine/chain/hand-trigger-window.ts) — in the chain started right after another (SIT-THEN-CHAIN),
// an optional 「…的场合」 hand trigger met by the chain before waits for priority there and may be chained onto a quick effect.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-HAND-TRIGGER-WINDOW', CARDS_DB);

describe.skipIf(!haveCards)('CH-HAND-TRIGGER-WINDOW', () => {
  it('[CH-HAND-TRIGGER-WINDOW] 刻读之魔术士 in the hand after 雷击 destroyed its controller’s monster: chained onto the opponent’s 突进 in the next chain; not when the chain before destroyed nothing', () => {
    const met = askCdb('{回合:B 阶段:主要1 A场:三眼怪 A手:刻读之魔术士 B场:青眼白龙} C1 B:雷击 然后 C1 B:突进→青眼白龙 C2 A:刻读之魔术士①');
    expect(met.links.map((l) => l.legal)).toEqual([true, true]);
    expect(met.links[1]!.rules).toContain('CH-HAND-TRIGGER-WINDOW');
    expect(met.resolutionOrder).toEqual([2, 1]);
    const unmet = askCdb('{回合:B 阶段:主要1 A场:三眼怪 A手:刻读之魔术士 B场:青眼白龙} C1 B:强欲之壶 然后 C1 B:突进→青眼白龙 C2 A:刻读之魔术士①');
    expect(unmet.links[1]!.legal).toBe(false);
    expect(unmet.links[1]!.rules).not.toContain('CH-HAND-TRIGGER-WINDOW');
  });

  it('[CH-HAND-TRIGGER-WINDOW] 幻变骚灵·多功能诈骗者 returned to the hand as the cost of 幻变骚灵·泛在羽衣精 right after 幻变骚灵物化 resolved may chain at once; a card the chain before sent to the GY may not', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:幻变骚灵·多功能诈骗者 A墓:幻变骚灵·泛在羽衣精 B场:青眼白龙} C1 A:幻变骚灵物化→幻变骚灵·泛在羽衣精 然后 C1 A:幻变骚灵·泛在羽衣精①[cost:回到手卡 幻变骚灵·多功能诈骗者]→B:青眼白龙 C2 A:幻变骚灵·多功能诈骗者①');
    expect(a.links.map((l) => l.legal)).toEqual([true, true]);
    const gone = askCdb('{回合:A 阶段:主要1 A场:幻变骚灵·多功能诈骗者,幻变骚灵·泛在羽衣精 B场:青眼白龙} C1 A:黑洞 然后 C1 A:幻变骚灵·泛在羽衣精①[cost:回到手卡 幻变骚灵·多功能诈骗者]→B:青眼白龙 C2 A:幻变骚灵·多功能诈骗者①');
    expect(gone.links.map((l) => l.legal)).toEqual([false, false]);
  });
});
