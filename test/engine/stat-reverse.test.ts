// CH-STAT-REVERSE (rules reference docs/c03/特定效果的处理方法.rst:534–538): 「攻击力·守备力的上升·下降的效果变成相反」 — until the
// end of the turn, an ATK/DEF raise applied after it resolved lowers by that number, and a lowering raises; a halving or a
// value set is no raise nor lowering and stays as it is. The reference's answers are 女武神·布伦希尔德 and 钢铁巨兵; here
// 突进 and 收缩 on 青眼白龙. Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the reversed raises and lowers', CARDS_DB);

const atk = (input: string, name: string) => askCdb(input).stats?.find((x) => x.card.name === name)?.atk;

describe('raises and lowers reversed for the turn', () => {
  it('[CH-STAT-REVERSE] the clause is read as a lasting rule of the turn, not as a change of some card', () => {
    const [e] = compileEffects('直到发动回合的结束阶段时，攻击力·守备力的上升·下降的效果变成相反。', { kind: 'trap', subtypes: ['normal'], bits: 0 });
    expect(e!.does[0]).toMatchObject({ do: 'modify-stats', reversesStatChanges: true, duration: 'turn' });
  });
});

describe.skipIf(!haveCards)('raises and lowers reversed for the turn, judged', () => {
  it('[CH-STAT-REVERSE] 突进 answered by 天邪鬼的诅咒 lowers 青眼白龙 by 700 instead (2300); without it, +700 (3700)', () => {
    expect(atk('{回合:A A场:青眼白龙 B场:天邪鬼的诅咒(盖)} C1 A:突进→青眼白龙 C2 B:天邪鬼的诅咒', '青眼白龙')).toBe(2300);
    expect(askCdb('{回合:A A场:青眼白龙 B场:天邪鬼的诅咒(盖)} C1 A:突进→青眼白龙 C2 B:天邪鬼的诅咒').links[0]!.rules).toContain('CH-STAT-REVERSE');
    expect(atk('{回合:A A场:青眼白龙} C1 A:突进→青眼白龙', '青眼白龙')).toBe(3700);
  });

  it('[CH-STAT-REVERSE] the other side: a halving (收缩) is no raise nor lowering — 1500 with or without it', () => {
    expect(atk('{回合:A A场:青眼白龙 B场:天邪鬼的诅咒(盖)} C1 B:收缩→青眼白龙 C2 B:天邪鬼的诅咒', '青眼白龙')).toBe(1500);
  });
});
