// CH-STAT-EVENT-CARD-VALUE: 「…的攻击力上升那之内的1只的攻击力一半数值」 — the printed value of a monster the trigger's event moved, while it is
// still where that event put it; returned to the Deck in the chain, the step does not apply (rules reference
// docs/c03/特定效果的处理方法.rst:804–806). The Field Spell, the Tuner and the Trap here are test fixtures written as text, read by the compiler.
import { describe, expect, it } from 'vitest';
import { judgeWith, summary } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { haveCards } from '../cards/data.js';

const field = textCard({ id: 998400906, name: '测试那之内', type: 'spell field', text: '①：1回合1次，自己场上的怪兽被效果破坏送去墓地的场合才能发动。场上1只调整怪兽的攻击力上升那之内的1只的攻击力一半数值。' });
const tuner = textCard({ id: 998400907, name: '测试调整', type: 'monster normal tuner', level: 3, atk: 1300, def: 500, race: '战士族', attribute: '暗', text: '' });
const back = textCard({ id: 998400908, name: '测试回卡组', type: 'trap', text: '①：以墓地1张卡为对象才能发动。那张卡回到持有者卡组。' });
const fixtures = [field, tuner, back];
const atk = (input: string, name: string) => judgeWith(input, fixtures).stats?.find((x) => x.card.name === name)?.atk;

describe.skipIf(!haveCards)('CH-STAT-EVENT-CARD-VALUE', () => {
  it('[CH-STAT-EVENT-CARD-VALUE] the compiler reads the amount as half the ATK of one of the cards the event moved', () => {
    expect(field.effects.find((e) => e.n === 1)?.does[0]).toMatchObject({ do: 'modify-stats', amountFrom: { of: 'event-cards', stat: 'atk', half: true } });
  });
  it('[CH-STAT-EVENT-CARD-VALUE] 青眼白龙 destroyed: the Tuner gains 1500; returned to the Deck by a Trap in the chain, it gains nothing', () => {
    const board = '{回合:B 阶段:主要1 A场:测试那之内,测试调整,青眼白龙 B场:测试回卡组(盖)} 破坏 青眼白龙 (效果) C1 A:测试那之内①';
    expect(atk(board, '测试调整')).toBe(2800);
    const returned = `${board} C2 B:测试回卡组→青眼白龙`;
    expect(summary(judgeWith(returned, fixtures))).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(atk(returned, '测试调整') ?? 1300).toBe(1300);
  });
});
