// Review s48 (leftovers): a then word is never part of a card name — `… 然后 结束阶段`, `紧急瞬间移动然后 结束阶段` (SIT-THEN-LATER).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { parseNotation } from '../../src/notation/index.js';

skipMessage('SIT-THEN-LATER', CARDS_DB);

/** The card names of the last chain's links, as the parser read them. */
function linkNames(input: string): string[] | string {
  const r = parseNotation(input);
  if (!r.ok) return r.error.message.zh;
  if (r.tree.kind !== 'chain') return r.tree.kind;
  return r.tree.links.map((l) => (l.card.kind === 'name' ? l.card.name : String(l.card.kind)));
}

describe('SIT-THEN-LATER, the notation', () => {
  it('[SIT-THEN-LATER] `然后` before the last word (结束阶段, 准备阶段) is not read into the card name before it', () => {
    expect(linkNames('C1 A:黑洞 然后 准备阶段')).toEqual(['黑洞']);
    expect(linkNames('C1 A:紧急瞬间移动 然后 结束阶段')).toEqual(['紧急瞬间移动']);
    const r = parseNotation('C1 A:黑洞 然后 准备阶段');
    expect(r.ok && r.tree.kind === 'chain' ? r.tree.later : null).toBe('standby-phase');
  });

  it('[SIT-THEN-LATER] a then word glued to a name (`紧急瞬间移动然后 结束阶段`, `黑洞然后 C1 …`) is the then word, not part of the name', () => {
    expect(linkNames('C1 A:紧急瞬间移动然后 结束阶段')).toEqual(['紧急瞬间移动']);
    const two = parseNotation('C1 A:黑洞然后 C1 A:死者苏生');
    expect(two.ok && two.tree.kind === 'chain' ? [two.tree.earlier?.length, two.tree.links.length] : null).toEqual([1, 1]);
    // A card named exactly like a then word is still a card.
    expect(linkNames('C1 A:黑洞 然后 C1 A:然后 C2 B:旋风')).toEqual(['然后', '旋风']);
  });
});

describe.skipIf(!haveCards)('SIT-THEN-LATER', () => {
  it('[SIT-THEN-LATER] `C1 A:黑洞 然后 准备阶段` is answered (黑洞, then the Standby Phase), not refused as an unknown card 「黑洞 然后」', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:青眼白龙} C1 A:黑洞 然后 准备阶段');
    expect(a.links[0]!.card.name).toBe('黑洞');
    expect(a.links[0]!.outcome).toBe('resolved');
  });
});
