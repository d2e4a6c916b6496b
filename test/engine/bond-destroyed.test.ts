// 持续取对象 in the older wording (test/RULES.md CT-BOND-DESTROYED): 「选择的怪兽从场上离开时，这张卡破坏。这张卡破坏时，选择的怪兽破坏。」
// — the card keeps its targets (`(对象:X+Y)` states two); a target leaving destroys the card (CT-BOND's `target-leaves`), and the card
// being destroyed destroys its targets at the same moment (`this-destroyed`), each by its effect (rules reference docs/c02/基本用语.rst:349–353).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { bondOf } from '../../src/cards/compile/bonds.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe('reading the older tie sentences (CT-BOND-DESTROYED)', () => {
  it('[CT-BOND-DESTROYED] 「这张卡破坏时，选择的怪兽破坏」 destroys the targets when the card is destroyed; 「选择的怪兽从场上离开时，这张卡破坏」 is the target-leaves tie', () => {
    expect(bondOf('这张卡破坏时，选择的怪兽破坏。')).toMatchObject({ do: 'destroy', what: 'targets', bond: 'this-destroyed' });
    expect(bondOf('选择的怪兽从场上离开时，这张卡破坏。')).toMatchObject({ do: 'destroy', what: 'self', bond: 'target-leaves' });
    expect(bondOf('这张卡破坏时，自己受到1000伤害。')).toBeNull();
  });
});

describe.skipIf(!haveCards)('a card destroyed with the monsters it keeps targeting (CT-BOND-DESTROYED)', () => {
  it('[CT-BOND-DESTROYED] 旋风 destroys 万能地雷未爆弹: both monsters it keeps targeting are destroyed at once (CT-BOND)', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:三眼怪,万能地雷未爆弹(对象:三眼怪+黑魔术师) B场:黑魔术师 B手:旋风} C1 B:旋风 → 万能地雷未爆弹');
    expect(destroyed(a)).toEqual(['万能地雷未爆弹', '三眼怪', '黑魔术师']);
    expect(a.links[0]!.rules).toContain('CT-BOND');
  });
  it('[CT-BOND-DESTROYED] one target returned to the hand: the card is destroyed, and with it the other target', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪,万能地雷未爆弹(对象:三眼怪+黑魔术师),强制脱出装置(盖) B场:黑魔术师} C1 A:强制脱出装置 → 三眼怪');
    expect(destroyed(a)).toEqual(['万能地雷未爆弹', '黑魔术师']);
  });
  it('[CT-BOND-DESTROYED] the older target-leaves wording on another card: 铁壁布阵 is destroyed when its target is returned to the hand', () => {
    expect(destroyed(askCdb('{回合:A 阶段:主要1 A场:三眼怪,铁壁布阵(对象:三眼怪),强制脱出装置(盖)} C1 A:强制脱出装置 → 三眼怪'))).toEqual(['铁壁布阵']);
  });
  it('[CT-BOND-DESTROYED] the other side: with its effects negated the card destroyed takes no monster along', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:三眼怪,万能地雷未爆弹(对象:三眼怪+黑魔术师,效果无效) B场:黑魔术师 B手:旋风} C1 B:旋风 → 万能地雷未爆弹');
    expect(destroyed(a)).toEqual(['万能地雷未爆弹']);
  });
});
