// CMP-THOSE-EXISTING (issue 16; rules reference docs/c02/基本用语.rst:1174): 「对方场上有表侧表示怪兽存在的场合，那些怪兽全部变成里侧守备
// 表示」 — 「那些怪兽（卡）全部」 after a state clause 「…有X存在的场合」 acts on every card X names, not on cards of an event (before, it
// found none: 暗之护封剑 turned nothing face-down). 「「X」以外的怪兽」 is read only where the filter keeps the 以外 (it does: CMP-NOT-NAMED).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';


describe('CMP-THOSE-EXISTING, the reader', () => {
  it('[CMP-THOSE-EXISTING] 「对方场上有攻击表示怪兽存在的场合，那些怪兽全部变成守备表示」: every attack-position monster of the opponent', () => {
    const e = compileEffects('①：对方场上有攻击表示怪兽存在的场合，那些怪兽全部变成守备表示。', { kind: 'spell', subtypes: [] })[0]!;
    expect(e.does[0]).toMatchObject({ do: 'change-position', what: { filter: { side: 'opponent', kind: 'monster', place: 'field', position: 'attack' }, scope: 'all' } });
    const gy = compileEffects('①：自己墓地有名字带有「X」的怪兽存在的场合，那些怪兽全部回到卡组。', { kind: 'spell', subtypes: [] })[0]!;
    expect(gy.does[0]).toMatchObject({ do: 'return-to-deck', what: { filter: { side: 'self', place: 'gy', archetype: 'X' }, scope: 'all' } });
    // the other side: 「「X」以外的怪兽」 — the filter keeps the 以外 now (CMP-NOT-NAMED): every monster of its side but those named X,
    // never an archetype X asked for (before, the 以外 was lost and the step was left on the cards of an event)
    const but = compileEffects('①：自己场上有「X」以外的怪兽存在的场合，那些怪兽全部破坏。', { kind: 'spell', subtypes: [] })[0]!;
    expect(but.does[0]!.what).toMatchObject({ filter: { side: 'self', kind: 'monster', place: 'field', notName: 'X' }, scope: 'all' });
    expect(typeof but.does[0]!.what === 'object' && but.does[0]!.what.filter.archetype).toBeFalsy();
  });
});

describe.skipIf(!haveCards)('CMP-THOSE-EXISTING, what a user sees', () => {
  it('[CMP-THOSE-EXISTING] 暗之护封剑 turns every face-up monster of the opponent face-down as it resolves; its controller’s own stay face-up', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:黑魔术师 B场:三眼怪,青眼白龙} C1 A:暗之护封剑');
    const changed = a.events.filter((e) => e.type === 'position-changed').flatMap((e) => e.cards.map((c) => c.name));
    expect(changed.sort()).toEqual(['三眼怪', '青眼白龙'].sort());
  });
});
