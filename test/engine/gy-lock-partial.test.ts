// CH-GY-LOCK-PARTIAL (head-judge review s41; rules reference docs/c04/王家长眠之谷.rst:80, :93 — FAQ 14915, 22/2/26 — read over
// docs/c02/怪兽的效果分类.rst:192, the same FAQ at 22/2/6): an effect a GY lock (王家长眠之谷②) cannot negate — 幻变骚灵协议 keeps its
// 「幻变骚灵」 monsters' effects from negation — is still kept from applying where it must move a card out of the GY: the steps written
// before that step are done (幻变骚灵·网络傀儡师②, imported, read from its text: 「作为对象的场上的卡送去墓地」), that step and what
// follows are not (「作为对象的墓地的怪兽特殊召唤」). With nothing before it (幻变骚灵物化, :84) nothing applies, as before.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-GY-LOCK-PARTIAL', CARDS_DB);

const moved = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));
const outcomes = (a: ReturnType<typeof askCdb>) => a.links.map((l) => l.outcome);
const PUPPET = '幻变骚灵·网络傀儡师②→幻变骚灵协议,幻变骚灵·像素妖精';

describe.skipIf(!haveCards)('[CH-GY-LOCK-PARTIAL] an effect a GY lock cannot negate does its steps before the GY one', () => {
  it('[CH-GY-LOCK-PARTIAL] 网络傀儡师② under the opponent’s 王家长眠之谷 and its own 协议: 协议 is sent, nothing is summoned; the link resolves (not negated) and says why', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:幻变骚灵·网络傀儡师,幻变骚灵协议 B场:王家长眠之谷 A墓:幻变骚灵·像素妖精} C1 A:${PUPPET}`);
    expect(outcomes(a)).toEqual(['resolved']);
    expect(a.links[0]!.rules).toEqual(expect.arrayContaining(['CH-GY-LOCK-MOVES', 'CH-GY-LOCK-PARTIAL']));
    expect(moved(a, 'sent-to-gy')).toEqual(['幻变骚灵协议']);
    expect(moved(a, 'special-summoned')).toEqual([]);
    expect(a.links[0]!.reason).toContain('王家长眠之谷');
  });

  it('[CH-GY-LOCK-PARTIAL] the other side: without 协议 the lock negates it whole (nothing sent); without the lock it applies in full; 死者苏生 (only a GY step) and 幻变骚灵物化 (its first step the GY one) apply nothing', () => {
    const negated = askCdb('{回合:A 阶段:主要1 A场:幻变骚灵·网络傀儡师,幻变骚灵·拖拽山妪 B场:王家长眠之谷 A墓:幻变骚灵·像素妖精} C1 A:幻变骚灵·网络傀儡师②→幻变骚灵·拖拽山妪,幻变骚灵·像素妖精');
    expect(outcomes(negated)).toEqual(['effect-negated']);
    expect(moved(negated, 'sent-to-gy')).toEqual([]);
    expect(negated.links[0]!.rules).not.toContain('CH-GY-LOCK-PARTIAL');
    const free = askCdb(`{回合:A 阶段:主要1 A场:幻变骚灵·网络傀儡师,幻变骚灵协议 A墓:幻变骚灵·像素妖精} C1 A:${PUPPET}`);
    expect(moved(free, 'special-summoned')).toEqual(['幻变骚灵·像素妖精']);
    const materialize = askCdb('{回合:A 阶段:主要1 A场:幻变骚灵协议,幻变骚灵物化(盖) B场:王家长眠之谷 A墓:幻变骚灵·像素妖精} C1 A:幻变骚灵物化→幻变骚灵·像素妖精');
    expect(outcomes(materialize)).toEqual(['no-effect']);
    expect(materialize.links[0]!.rules).not.toContain('CH-GY-LOCK-PARTIAL');
    expect(moved(materialize, 'special-summoned')).toEqual([]);
    expect(outcomes(askCdb('{回合:A 阶段:主要1 A场:幻变骚灵协议 B场:王家长眠之谷 A墓:青眼白龙} C1 A:死者苏生→青眼白龙'))).toEqual(['effect-negated']);
  });

  it('[CH-GY-LOCK-PARTIAL] a card that left: 王家长眠之谷 destroyed by a higher link (旋风) — 网络傀儡师② applies in full; 协议 leaving in the middle (the step sends it) does not let the summon through', () => {
    const gone = askCdb(`{回合:A 阶段:主要1 A场:幻变骚灵·网络傀儡师,幻变骚灵协议,旋风(盖) B场:王家长眠之谷 A墓:幻变骚灵·像素妖精} C1 A:${PUPPET} C2 A:旋风→王家长眠之谷`);
    expect(outcomes(gone)).toEqual(['resolved', 'resolved']);
    expect(gone.links[0]!.rules).not.toContain('CH-GY-LOCK-PARTIAL');
    expect(moved(gone, 'special-summoned')).toEqual(['幻变骚灵·像素妖精']);
    const mid = askCdb(`{回合:A 阶段:主要1 A场:幻变骚灵·网络傀儡师,幻变骚灵协议 B场:王家长眠之谷 A墓:幻变骚灵·像素妖精} C1 A:${PUPPET}`);
    expect(moved(mid, 'sent-to-gy')).toContain('幻变骚灵协议');
    expect(moved(mid, 'special-summoned')).toEqual([]);
  });
});
