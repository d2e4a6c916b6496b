// CMP-ALL-DONE-STATE: 「全部破坏的场合，…」 after a step that destroys a group names whether every card of that group was destroyed —
// a state of what the resolution just did (a branch of it), not an event a lingering effect waits for
// (rules reference docs/c03/特定效果的处理方法.rst:270). A card written as text (textCard), not the reference's 黑色花园.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';

const garden = textCard({ id: 99160801, name: '测试用全灭花园', type: 'spell', text: '①：以自己墓地1只怪兽为对象才能发动。这张卡以及场上的植物族怪兽全部破坏。全部破坏的场合，作为对象的怪兽特殊召唤。' });

describe('「全部…的场合」 after a step', () => {
  it('[CMP-ALL-DONE-STATE] the summon is a step of the resolution (conditional on the destruction), not a lingering effect', () => {
    expect(garden.effects[0]?.does?.map((a) => a.do)).toEqual(['destroy', 'special-summon']);
    expect(garden.effects[0]?.does?.[1]).toMatchObject({ do: 'special-summon', conditional: true });
  });
});
