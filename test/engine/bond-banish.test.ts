// CT-BOND-BANISH (rules reference docs/c02/基本用语.rst:317–323, 持续取对象): 「这张卡从场上离开时那只怪兽除外」 ties a banishment to
// the card a card keeps targeting — done at once with its leaving, by its effect; not while its effects are negated, and not to a
// monster unaffected by it (CT-BOND-UNAFFECTED). Cards of the shared cards.cdb, read by the compiler.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { bondOf } from '../../src/cards/compile/bonds.js';

const moved = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe('持续取对象: a tie that banishes (CT-BOND-BANISH)', () => {
  it('[CT-BOND-BANISH] the compiler reads 「这张卡从场上离开时那只怪兽除外」 as a tie that banishes the target', () => {
    expect(bondOf('这张卡从场上离开时那只怪兽除外。')).toMatchObject({ do: 'banish', what: 'targets', bond: 'this-leaves-banish' });
    expect(bondOf('这张卡从场上离开时那只怪兽破坏并除外。')).toBeNull();
  });
  it.skipIf(!haveCards)('[CT-BOND-BANISH] 夺骨苏生 destroyed: the monster it keeps targeting is banished at once; the monster destroyed first takes 夺骨苏生 with it', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:夺骨苏生(对象:青眼白龙),青眼白龙(所有者:B)} C1 B:旋风 → 夺骨苏生');
    expect(moved(a, 'banished')).toEqual(['青眼白龙']);
    expect(a.links[0]!.rules).toContain('CT-BOND');
    const other = askCdb('{回合:B 阶段:主要1 A场:夺骨苏生(对象:青眼白龙),青眼白龙(所有者:B)} C1 B:雷破 → 青眼白龙');
    expect(moved(other, 'destroyed').sort()).toEqual(['夺骨苏生', '青眼白龙'].sort());
    expect(moved(other, 'banished')).toEqual([]);
  });
  it.skipIf(!haveCards)('[CT-BOND-BANISH] not while the card\'s effects are negated, and not to a monster unaffected by Spells', () => {
    const negated = askCdb('{回合:B 阶段:主要1 A场:夺骨苏生(对象:青眼白龙,效果无效),青眼白龙(所有者:B)} C1 B:旋风 → 夺骨苏生');
    expect(moved(negated, 'banished')).toEqual([]);
    const unaffected = askCdb('{回合:B 阶段:主要1 A场:夺骨苏生(对象:青眼白龙),青眼白龙(所有者:B,不受魔陷)} C1 B:旋风 → 夺骨苏生');
    expect(moved(unaffected, 'banished')).toEqual([]);
  });
});
