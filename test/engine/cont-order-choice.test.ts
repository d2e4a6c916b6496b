// CH-CONT-ORDER-CHOICE (issue 16, rules reference docs/c02/怪兽的效果分类.rst:311): continuous ATK/DEF changes of one player's cards
// that start applying to a monster in the same step (both flipped face-up by one effect), one of them a 变成/减半/翻倍 so that the
// order makes a difference, apply in the order their controller chooses. The engine applies one order and says so in the
// answer's assumptions, naming the cards, the controller and the order applied. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const orderNotes = (input: string) => askCdb(input).assumptions.filter((x) => x.includes('选择适用顺序'));
const rulesOf = (input: string) => askCdb(input).links[0]!.rules;

describe.skipIf(!haveCards)('CH-CONT-ORDER-CHOICE', () => {
  it('[CH-CONT-ORDER-CHOICE] 邪神 神之化身 and 邪神 恐惧之源 flipped together by 停战协定: the controller’s choice of order is said, with the order applied and the value it gives', () => {
    const input = '{回合:A 阶段:主要1 A场:邪神 神之化身(盖,守),邪神 恐惧之源(盖,守),停战协定(盖) B场:青眼白龙} C1 A:停战协定';
    const notes = orderNotes(input);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('控制者A');
    expect(notes[0]).toMatch(/按「邪神 神之化身」、「邪神 恐惧之源」的顺序/);
    expect(askCdb(input).stats?.find((x) => x.card.name === '邪神 神之化身')?.atk).toBe(2050);
    expect(rulesOf(input)).toContain('CH-CONT-ORDER-CHOICE');
  });

  it('[CH-CONT-ORDER-CHOICE] the other side: one already applying and the other flipped later have a fixed order — nothing to choose, nothing said', () => {
    const input = '{回合:A 阶段:主要1 A场:邪神 神之化身(守),邪神 恐惧之源(盖,守) B场:青眼白龙} C1 A:太阳之书→邪神 恐惧之源';
    expect(orderNotes(input)).toEqual([]);
    expect(rulesOf(input)).not.toContain('CH-CONT-ORDER-CHOICE');
  });

  it('[CH-CONT-ORDER-CHOICE] two raises starting together (two 指挥骑士 flipped by 停战协定) give the same value in any order: nothing is said', () => {
    const input = '{回合:A 阶段:主要1 A场:指挥骑士(盖),指挥骑士(盖),停战协定(盖) B场:青眼白龙} C1 A:停战协定';
    expect(orderNotes(input)).toEqual([]);
    expect(askCdb(input).stats?.filter((x) => x.card.name === '指挥骑士').map((x) => x.atk)).toEqual([2000, 2000]);
  });

  it('[CH-CONT-ORDER-CHOICE] a raise (指挥骑士) and 恐惧之源’s halving, which is counted again after every other change, have a fixed order — nothing to choose: (1200 + 400) / 2 = 800, nothing said', () => {
    const input = '{回合:B 阶段:主要1 A场:邪神 恐惧之源(盖,守),指挥骑士(盖,守),停战协定(盖) B场:青眼白龙} C1 A:停战协定';
    expect(orderNotes(input)).toEqual([]);
    expect(askCdb(input).stats?.find((x) => x.card.name === '指挥骑士')?.atk).toBe(800);
  });

  it('[CH-CONT-ORDER-CHOICE] cards of different players starting together are not this choice: 恐惧之源 on the opponent’s field flipped with 神之化身 says nothing of a controller’s choice', () => {
    expect(orderNotes('{回合:A 阶段:主要1 A场:邪神 神之化身(盖,守),停战协定(盖) B场:邪神 恐惧之源(盖,守),青眼白龙} C1 A:停战协定')).toEqual([]);
  });
});
