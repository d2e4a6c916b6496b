// 「对方的效果」 in a trigger on another card's event (issue 16, "leaves the field / destroyed / sent"
// conditions judged on the card's state): the opponent of the trigger's controller (WIN-CAUSE-OTHER-CARD;
// what the moved card was where it was is test/engine/subject-where-it-was.test.ts).
// Rules reference docs/c03/特定效果的处理方法.rst:838, :865–873. Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the cause-of-another-card trigger rule', CARDS_DB);

const names = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('[WIN-CAUSE-OTHER-CARD] 「对方的效果」 of another card\'s event', () => {
  it('[WIN-CAUSE-OTHER-CARD] 「自己场上的怪兽被对方的效果破坏」: the opponent\'s 雷破 meets it, my own 雷破 does not, and the window says why', () => {
    expect(names(askCdb('{回合:B A场:三眼怪 A手:妖醒龙 幼生狱风神 B手:旋风 B场:雷破(盖)} C1 B:雷破→三眼怪 [cost:丢弃 旋风]'))).toContain('妖醒龙 幼生狱风神');
    const own = askCdb('{回合:A A场:三眼怪,雷破(盖) A手:妖醒龙 幼生狱风神,旋风} C1 A:雷破→三眼怪 [cost:丢弃 旋风]');
    expect(names(own)).not.toContain('妖醒龙 幼生狱风神');
    expect(own.window.notes.join('\n')).toMatch(/妖醒龙 幼生狱风神.*不是「对方」/);
  });

  it('[WIN-CAUSE-OTHER-CARD] an action typed without who caused it still meets 「对方的效果」 (nothing to judge by)', () => {
    expect(names(askCdb('{回合:B A场:三眼怪 A手:妖醒龙 幼生狱风神} 破坏 三眼怪 (效果)'))).toContain('妖醒龙 幼生狱风神');
  });
});
