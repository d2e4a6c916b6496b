// CH-PICK-SIDE: a card picked at resolution from the side the text names (裁决之光 ●1 「把对方手卡确认，从那之中选1张卡送去墓地」) —
// a note naming a card of its controller's own is not one it may pick: set aside, said, and the opponent's card taken as with no note.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('[CH-PICK-SIDE] a noted pick of the wrong player\'s card', () => {
  it('[CH-PICK-SIDE] 裁决之光 ●1 noted with a card of its controller\'s hand sends the opponent\'s hand card, and says the note was not followed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:天空的圣域 A手:光辉天使,青眼白龙 B手:黑洞} C1 A:裁决之光 [●1] [送去墓地 青眼白龙]');
    const sent = a.events.filter((e) => e.type === 'sent-to-gy' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));
    expect(sent).toEqual(['黑洞']);
    expect(a.assumptions.join('\n')).toContain('不是C1「裁决之光」能选的卡（要选对方卡）');
    expect(a.links[0]!.rules).toContain('CH-PICK-SIDE');
  });

  it('[CH-PICK-SIDE] the note set aside is no longer said to be the card picked — only the line saying it is not one it may pick stands', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:天空的圣域 A手:光辉天使,青眼白龙 B手:黑洞} C1 A:裁决之光 [●1] [送去墓地 青眼白龙]');
    const said = a.assumptions.join('\n');
    expect(said).toContain('不是C1「裁决之光」能选的卡');
    expect(said).not.toContain('「青眼白龙」是处理时选的卡');
    // (A note it may follow is still said as the card picked.)
    const b = askCdb('{回合:A 阶段:主要1 A场:天空的圣域 A手:光辉天使 B手:黑洞,旋风} C1 A:裁决之光 [●1] [送去墓地 B:黑洞]');
    expect(b.assumptions.join('\n')).toContain('「黑洞」是处理时选的卡');
  });
});
