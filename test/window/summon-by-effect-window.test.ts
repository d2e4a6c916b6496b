// WIN-SUMMON-NEGATION, the other side: a special summon made by a resolving effect (`特殊召唤 X (效果)`) has no window before
// it succeeds (nothing can negate it, CH-SUMMON-BY-EFFECT), so the answer does not describe one; a summon not said to be by
// an effect (a summon procedure, or unknown) still has it. Cards from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the summon-negation window of a summon by an effect', CARDS_DB);

const notes = (input: string) => askCdb(input).window.notes.join('\n');

describe.skipIf(!haveCards)('[WIN-SUMMON-NEGATION] no negation window before a summon made by an effect', () => {
  it('[WIN-SUMMON-NEGATION] 黑森林的魔女 special summoned by an effect: no 「召唤无效」 window is described; without (效果) it is', () => {
    expect(notes('{回合:A A墓:黑森林的魔女 B场:神之宣告(盖)} 特殊召唤 A:黑森林的魔女 (效果)')).not.toContain('召唤成功之前');
    expect(notes('{回合:A A墓:黑森林的魔女 B场:神之宣告(盖)} 特殊召唤 A:黑森林的魔女')).toContain('召唤成功之前');
  });
});
