// CH-MOVED-FEWER (issue 16): 「没能因这个效果把2张卡破坏的场合，可以选场上1张卡送去墓地」 — a fallback step of a resolution done
// only when the steps before it moved fewer cards that way. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const moved = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a fallback when fewer cards were moved', () => {
  it('[CH-MOVED-FEWER] 时空之灵摆读阵 ② with one of its two targets gone (banished in the chain) destroys one card: the fallback sends the card chosen to the GY', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:青眼白龙,三眼怪,宇宙旋风(盖) B场:时空之灵摆读阵,黑牙之魔术师(灵摆左)} C1 B:时空之灵摆读阵②→黑牙之魔术师,青眼白龙 [送去墓地 三眼怪] C2 A:宇宙旋风→黑牙之魔术师');
    expect(a.links.map((l) => l.outcome)).toEqual(['resolved', 'resolved']);
    expect(moved(a, 'destroyed')).toEqual(['青眼白龙']);
    expect(moved(a, 'sent-to-gy')).toEqual(['三眼怪']);
    expect(a.links[0]!.rules).toContain('CH-MOVED-FEWER');
  });

  it('[CH-MOVED-FEWER] both targets destroyed: the fallback is not done, even with a card named for it', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:青眼白龙,三眼怪 B场:时空之灵摆读阵,黑牙之魔术师(灵摆左)} C1 B:时空之灵摆读阵②→黑牙之魔术师,青眼白龙 [送去墓地 三眼怪]');
    expect(moved(a, 'destroyed').sort()).toEqual(['青眼白龙', '黑牙之魔术师'].sort());
    expect(moved(a, 'sent-to-gy')).toEqual([]);
  });
});
