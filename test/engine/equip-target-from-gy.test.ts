// CH-EQUIP-TARGET-FROM-GY (issue 16; rules reference docs/c03/攻守计算.rst:237): an effect that targets a monster in its GY and
// equips it to its own monster (「以自己墓地1只…为对象…那只…当作装备卡使用给这张卡装备」) moves it from the GY to the Spell &
// Trap Zone — before, only a target in the Monster Zone was moved, and such an effect resolved with nothing. If its own monster is
// no longer face-up in the Monster Zone, nothing applies and the target stays in the GY (it is not sent anywhere); a target that
// left the GY in the chain is not equipped (CH-TARGET-GONE).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const equipped = (a: ChainAnswer) => a.events.filter((e) => e.type === 'equipped').flatMap((e) => e.cards.map((c) => c.name));
const atk = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;

describe.skipIf(!haveCards)('a GY monster targeted and equipped to the effect’s monster', () => {
  it('[CH-EQUIP-TARGET-FROM-GY] 电子暗黑龙骨① equips 太古的白石 from its GY, and its ② raises its ATK by that monster’s original ATK — 800 + 600 = 1400', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:电子暗黑龙骨 A墓:太古的白石} C1 A:电子暗黑龙骨①→太古的白石');
    expect(a.links[0]!.rules).toContain('CH-EQUIP-TARGET-FROM-GY');
    expect(equipped(a)).toEqual(['太古的白石']);
    expect(atk(a, '电子暗黑龙骨')).toBe(1400);
  });

  it('[CH-EQUIP-TARGET-FROM-GY] the other side: 电子暗黑龙骨 turned face-down by 月之书 in the chain — nothing applies, and 太古的白石 is neither equipped nor sent anywhere', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:电子暗黑龙骨 A墓:太古的白石} C1 A:电子暗黑龙骨①→太古的白石 C2 B:月之书→电子暗黑龙骨');
    expect(equipped(a)).toEqual([]);
    expect(a.events.filter((e) => e.cards.some((c) => c.name === '太古的白石') && e.type !== 'targeted')).toEqual([]);
    expect(a.links[0]!.rules).not.toContain('CH-EQUIP-FAILS');
  });

  it('[CH-EQUIP-TARGET-FROM-GY] the opponent’s 墓穴的指名者 banishing the target first: 电子暗黑龙骨① does not resolve, nothing is equipped', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:电子暗黑龙骨 A墓:太古的白石} C1 A:电子暗黑龙骨①→太古的白石 C2 B:墓穴的指名者→太古的白石');
    expect(equipped(a)).toEqual([]);
    expect(atk(a, '电子暗黑龙骨') ?? 800).toBe(800);
  });
});
