// CMP-STEP-TARGET-ARCHETYPE (issue 16, rules reference docs/c02/怪兽的效果分类.rst:167): of an effect's two targets, a step naming its
// target's archetype 「那只「X」怪兽」 acts on the X target only, and the step naming 「另1只作为对象的怪兽」 on the other (CH-STEP-TARGETS) —
// before, both steps acted on both targets. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const returned = (input: string) => askCdb(input).events.filter((e) => e.type === 'returned-to-hand' || e.type === 'returned-to-deck').map((e) => `${e.type}:${e.cards.map((c) => c.name).join(',')}`);

describe.skipIf(!haveCards)('CMP-STEP-TARGET-ARCHETYPE', () => {
  it('[CMP-STEP-TARGET-ARCHETYPE] 淘气仙星的花束 returns only the 淘气仙星 target, whichever order the targets are written in; the other target (an Xyz Monster) is not returned to the Extra Deck', () => {
    const field = '{回合:A 阶段:主要1 A场:淘气仙星的花束(盖),No.59 背反之料理人,淘气仙星·曼珠诗华} C1 A:淘气仙星的花束→';
    expect(returned(`${field}淘气仙星·曼珠诗华,No.59 背反之料理人`)).toEqual(['returned-to-hand:淘气仙星·曼珠诗华']);
    expect(returned(`${field}No.59 背反之料理人,淘气仙星·曼珠诗华`)).toEqual(['returned-to-hand:淘气仙星·曼珠诗华']);
    expect(askCdb(`${field}No.59 背反之料理人,淘气仙星·曼珠诗华`).links[0]!.rules).toContain('CH-STEP-TARGETS');
  });

  it('[CMP-STEP-TARGET-ARCHETYPE] the other side: the opponent’s monster as the other target stays on the field', () => {
    expect(returned('{回合:A 阶段:主要1 A场:淘气仙星的花束(盖),淘气仙星·曼珠诗华 B场:青眼白龙} C1 A:淘气仙星的花束→淘气仙星·曼珠诗华,B:青眼白龙')).toEqual(['returned-to-hand:淘气仙星·曼珠诗华']);
  });
});
