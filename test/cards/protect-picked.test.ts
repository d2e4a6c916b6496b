// CMP-PROTECT-PICKED: 「选场上1张卡。那张卡…不会被…破坏」 — the protection goes to the card the bare pick chose, so the effect needs a card
// it can choose (CH-NOTHING-TO-APPLY: the Spell being activated is not one of them; rules reference docs/c02/卡片·效果的发动.rst:303).
// A card written as text (textCard), not the reference's 纯爱妖精快乐回忆, on both sides.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith, summary } from '../engine/build.js';

const shield = textCard({ id: 99160701, name: '测试用守护之光', type: 'spell quickplay', text: '①：选场上1只怪兽。那只怪兽直到回合结束时不会被战斗破坏。' });

describe('a protection given to a picked card', () => {
  it('[CMP-PROTECT-PICKED] the pick is the step’s card: a chosen monster on the field protected from battle', () => {
    expect(shield.effects[0]?.does?.[0]).toMatchObject({ do: 'cannot-be-destroyed', what: { scope: 'choose', count: 1, filter: { kind: 'monster', place: 'field' } }, against: 'battle' });
  });
  it('[CMP-PROTECT-PICKED] with no monster on the field it cannot be activated; with one it can', () => {
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试用守护之光(盖) B场:} C1 A:测试用守护之光', [shield]))).toEqual(['C1:illegal:illegal']);
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试用守护之光(盖) B场:三眼怪} C1 A:测试用守护之光', [shield]))).toEqual(['C1:legal:resolved']);
  });
});
