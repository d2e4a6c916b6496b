// CH-DAMAGE-LOWER-LP-ZERO (rules reference docs/c03/特定效果的处理方法.rst:24–25): under a continuous 「比对方基本分少的玩家受到的全部
// 伤害变成0」 a player whose LP are below the other's takes no damage; damage to both at the same moment compares the LP as they
// stood before it, damage one after another compares them each time. The reference's case is A lower against 火炎地狱 it
// activated itself; here the opponent is the lower one, equal LP, and no field at all. Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('damage to the player with less LP', CARDS_DB);

describe('damage to the player with less LP', () => {
  it('[CH-DAMAGE-LOWER-LP-ZERO] the clause is read as a continuous fact of the card, with no step of its own', () => {
    const [e] = compileEffects('①：只要这张卡在场地区域存在，比对方基本分少的玩家受到的全部伤害变成0。', { kind: 'spell', subtypes: ['field'], bits: 0 });
    expect(e).toMatchObject({ kind: 'continuous', lowerLpNoDamage: true, does: [] });
  });
});

describe.skipIf(!haveCards)('damage to the player with less LP, judged', () => {
  it('[CH-DAMAGE-LOWER-LP-ZERO] the opponent (3000 against 8000) takes none of 火炎地狱’s 1000; its activator still takes its 500', () => {
    const a = askCdb('{回合:A 阶段:主要1 A基本分:8000 B基本分:3000 A场:试胆竞速(场地),火炎地狱(盖)} C1 A:火炎地狱');
    expect(a.lp).toEqual({ A: 7500, B: 3000 });
    expect(a.links[0]!.rules).toContain('CH-DAMAGE-LOWER-LP-ZERO');
  });

  it('[CH-DAMAGE-LOWER-LP-ZERO] the other side: with equal LP nobody is lower, and without the field both take their damage', () => {
    expect(askCdb('{回合:A 阶段:主要1 A基本分:8000 B基本分:8000 A场:试胆竞速(场地),火炎地狱(盖)} C1 A:火炎地狱').lp).toEqual({ A: 7500, B: 7000 });
    expect(askCdb('{回合:A 阶段:主要1 A基本分:8000 B基本分:3000 A场:火炎地狱(盖)} C1 A:火炎地狱').lp).toEqual({ A: 7500, B: 2000 });
  });
});
