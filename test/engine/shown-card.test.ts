// CH-SHOWN-CARD-NOTE / CMP-SHOWN-FUSION-MATERIALS — 未来融合① (current text: 「自己的额外卡组1只融合怪兽给双方确认，那只怪兽决定的融合素材怪兽从自己卡组
// 送去墓地」). Before: the monster shown could not be written, the look took any monster of either Extra Deck, and the answer sent 「它回应的那次
// 召唤·发动的卡」 to the GY (a phase trigger answers none). Now `[确认 X]` names the shown card; the answer names it and the materials it states.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { parseNote } from '../../src/scenario/notes.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const SIT = '{回合:A 阶段:准备 A场:未来融合 A额外:青眼究极龙 A卡组:青眼白龙,青眼白龙,青眼白龙,黑魔术师}';
const sent = (a: ChainAnswer) => a.events.filter((e) => e.type === 'sent-to-gy' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));
const note = (text: string) => parseNote({ text, bracket: '[', span: { start: 0, end: 0 } }).directives;

describe('the card a link shows', () => {
  it('[CH-SHOWN-CARD-NOTE] `[确认 X]` (also 给双方确认, 给对方观看, show, reveal) is read as the card a link shows', () => {
    expect(note('确认 青眼究极龙')).toEqual([{ kind: 'chosen', action: 'look', card: '青眼究极龙' }]);
    expect(note('给对方观看 A:青眼究极龙')).toEqual([{ kind: 'chosen', action: 'look', card: 'A:青眼究极龙' }]);
    expect(note('show Blue-Eyes Ultimate Dragon')).toEqual([{ kind: 'chosen', action: 'look', card: 'Blue-Eyes Ultimate Dragon' }]);
  });
});

describe.skipIf(!haveCards)('未来融合① and the card it shows', () => {

  it('[CH-SHOWN-CARD-NOTE] 未来融合① with `[确认 青眼究极龙]`: the answer names the shown card and sends the three 「青眼白龙」 it states from the Deck', () => {
    const a = askCdb(`${SIT} C1 A:未来融合① [确认 青眼究极龙]`);
    expect(a.links[0]!.reason).toContain('「青眼究极龙」给双方确认');
    expect(a.links[0]!.reason).toContain('「青眼白龙」＋「青眼白龙」＋「青眼白龙」');
    expect(sent(a)).toEqual(['青眼白龙', '青眼白龙', '青眼白龙']);
    expect(a.links[0]!.rules).toContain('CH-SHOWN-CARD-NOTE');
    const en = cdbJudge().chain(`${SIT} C1 A:未来融合① [show 青眼究极龙]`, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.links[0]!.reason).toContain('is shown to both players');
  });

  it('[CMP-SHOWN-FUSION-MATERIALS] with the Deck written as `A卡组:青眼白龙×3` (three copies), 未来融合 sends all three; before, `青眼白龙×3` was one card the fuzzy match named 青眼白龙 and one was sent', () => {
    const a = askCdb('{回合:A 阶段:准备 A场:未来融合 A额外:青眼究极龙 A卡组:青眼白龙×3,黑魔术师} C1 A:未来融合① [确认 青眼究极龙]');
    expect(sent(a)).toEqual(['青眼白龙', '青眼白龙', '青眼白龙']);
    expect(a.assumptions.join('\n')).not.toContain('青眼白龙×3');
    // Two copies in the Deck: only the two there are sent (the third material is not there to send).
    const two = askCdb('{回合:A 阶段:准备 A场:未来融合 A额外:青眼究极龙 A卡组:青眼白龙 x2,黑魔术师} C1 A:未来融合① [确认 青眼究极龙]');
    expect(sent(two)).toEqual(['青眼白龙', '青眼白龙']);
  });

  it('[CH-SHOWN-CARD-NOTE] with no note, which monster was shown is said to be unknown: no card is named as sent, nor the cards of an event it answers', () => {
    const a = askCdb(`${SIT} C1 A:未来融合①`);
    expect(sent(a)).toEqual([]);
    expect(a.links[0]!.reason).not.toContain('它回应的那次');
    expect(a.assumptions.join('\n')).toContain('给双方确认的是哪只怪兽没有写明（可写 [确认 卡名]）');
  });

  it('[CH-SHOWN-CARD-NOTE] a note naming a card the effect cannot show (not a Fusion Monster) is warned about and not applied', () => {
    const a = askCdb(`${SIT} C1 A:未来融合① [确认 黑魔术师]`);
    expect(a.warnings.join('\n')).toContain('「黑魔术师」不是这个效果能给双方确认的卡');
    expect(sent(a)).toEqual([]);
  });

  it('[CMP-SHOWN-FUSION-MATERIALS] 未来融合①: the look shows a Fusion Monster of its own Extra Deck; the next step moves the materials that monster states, from the Deck', () => {
    const r = cdbJudge().catalog.resolve('未来融合');
    if (!r.ok) throw new Error('未来融合');
    const does = r.card.effects.find((e) => e.n === 1)!.does;
    expect(does[0]).toMatchObject({ do: 'look', what: { filter: { kind: 'monster', place: 'extra', side: 'self', subtypes: ['fusion'] } } });
    expect(does[1]).toMatchObject({ do: 'send-to-gy', from: 'deck', materialsOfShown: true, what: { filter: { place: 'deck', side: 'self' } } });
  });
});
