// CH-TYPED-NOT-PROCEDURE (issue 16, src/engine/chain/activate.ts pickEffect): a typed effect number names an effect that can be
// activated. A Pendulum monster whose monster text opens with an unnumbered summoning procedure after its Pendulum ①② has that
// procedure numbered ③ by the compiler, beside its monster ③ — `X③` used to pick the procedure (never activated: 「无法判断能否发动」,
// a resolution doing nothing). The procedure now gives way to the activatable effect of that number.
import { describe, expect, it } from 'vitest';
import { ask, haveData, links, moved } from '../reference/judge.js';

describe.skipIf(!haveData)('CH-TYPED-NOT-PROCEDURE: a typed number picks the activatable effect', () => {
  it('[CH-TYPED-NOT-PROCEDURE] 超天新龙 异色眼革命龙③ on the field returns every other card of both fields and GYs to the Deck', () => {
    const input = '{回合:A A场:超天新龙 异色眼革命龙 B场:青眼白龙 A墓:三眼怪 B墓:黑魔术师} C1 A:超天新龙 异色眼革命龙③';
    expect(links(input)).toEqual(['C1:legal:resolved']);
    expect(ask(input).links[0]!.rules).toContain('CH-TYPED-NOT-PROCEDURE');
    expect(moved(input, 'returned-to-deck').sort()).toEqual(['三眼怪', '青眼白龙', '黑魔术师'].sort());
  });
  it('[CH-TYPED-NOT-PROCEDURE] the other numbers are untouched: its monster ① from the hand searches, and P② in the Pendulum Zone is its Pendulum Effect', () => {
    expect(links('{回合:A A手:超天新龙 异色眼革命龙 A卡组:异色眼灵摆龙} C1 A:超天新龙 异色眼革命龙①')).toEqual(['C1:legal:resolved']);
    expect(ask('{回合:A A手:超天新龙 异色眼革命龙 A卡组:异色眼灵摆龙} C1 A:超天新龙 异色眼革命龙①').links[0]!.rules).not.toContain('CH-TYPED-NOT-PROCEDURE');
    const p = ask('{回合:A A场:超天新龙 异色眼革命龙(灵摆左) A墓:黑魔术师} C1 A:超天新龙 异色眼革命龙P② → 黑魔术师');
    expect(p.links[0]!.legal).toBe(false); // P② targets a Dragon Fusion/Synchro/Xyz monster in the GY: 黑魔术师 is none
  });
});
