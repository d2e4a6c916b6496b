// CH-ZONES-FULL (issue 16): 「对方场上的怪兽卡区域全部有怪兽存在」 — every Main Monster Zone of that side holds a monster (the
// Monster Zones of the old wording are the Main ones since Master Rule 2017). Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileCondition } from '../../src/cards/compile/conditions.js';

const legal = (input: string) => askCdb(input).links[0]!.legal;

describe('the words', () => {
  it('[CH-ZONES-FULL] 「对方场上的怪兽卡区域全部有怪兽存在」 (also 「怪兽区域」, 「自己场上」) is read as the condition', () => {
    expect(compileCondition('对方场上的怪兽卡区域全部有怪兽存在的场合')).toEqual({ is: 'zones-full', side: 'opponent' });
    expect(compileCondition('自己场上的怪兽区域全部有怪兽存在的场合')).toEqual({ is: 'zones-full', side: 'self' });
  });
});

describe.skipIf(!haveCards)('every Main Monster Zone filled', () => {
  it('[CH-ZONES-FULL] with the zones stated, a monster in the Extra Monster Zone fills no Main one: 4 Main + 1 Extra is not enough, 5 Main is', () => {
    const short = askCdb('{回合:A 阶段:主要1 A场: B场:三眼怪(主1),三眼怪(主2),三眼怪(主3),三眼怪(主4),苍眼银龙(EX左)} C1 A:封魔一闪').links[0]!;
    expect(short.legal).toBe(false);
    expect(short.rules).toContain('CH-ZONES-FULL');
    expect(legal('{回合:A 阶段:主要1 A场: B场:三眼怪(主1),三眼怪(主2),三眼怪(主3),三眼怪(主4),三眼怪(主5)} C1 A:封魔一闪')).toBe(true);
  });

  it('[CH-ZONES-FULL] zones not stated: five Main Deck monsters fill them, four do not; five with an Extra Deck monster among them is assumed (and said)', () => {
    expect(legal('{回合:A 阶段:主要1 A场: B场:三眼怪,三眼怪,三眼怪,三眼怪,青眼白龙} C1 A:封魔一闪')).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场: B场:三眼怪,三眼怪,三眼怪,三眼怪} C1 A:封魔一闪')).toBe(false);
    const a = askCdb('{回合:A 阶段:主要1 A场: B场:三眼怪,三眼怪,三眼怪,三眼怪,苍眼银龙} C1 A:封魔一闪');
    expect(a.assumptions.some((x) => x.includes('主要怪兽区域全部有怪兽存在'))).toBe(true);
  });
});
