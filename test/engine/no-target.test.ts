// An activation that takes no target (test/RULES.md CH-NO-TARGET-TAKEN; rules reference
// docs/c04/灰流丽·星尘龙.rst:46, :145): `[无对象]` says the player took none. A target the text makes optional
// (「这张卡的发动时，可以以…为对象。那个场合，…」) may be left out — then every step hangs on it, so the activation
// contains nothing an answer looks for (神之警告's summon, 星尘龙's destruction) and does nothing as it resolves;
// an effect that must target cannot be activated without one. Through the real pipeline over cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { parseNote } from '../../src/scenario/notes.js';

const summary = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}`);

describe('the note', () => {
  it('[CH-NO-TARGET-TAKEN] `[无对象]` `[不取对象]` `[no target]` are read as the link taking no target', () => {
    for (const text of ['无对象', '不取对象', 'no target']) expect(parseNote({ text } as never).directives).toEqual([{ kind: 'no-target' }]);
  });
});

describe.skipIf(!haveCards)('activated without a target', () => {
  it('[CH-NO-TARGET-TAKEN] an optional target left out: 星遗物的守护龙 contains no summon, so 神之警告 cannot answer it; with a target it can', () => {
    expect(summary('{回合:A A墓:青眼白龙} C1 A:星遗物的守护龙[无对象] C2 B:神之警告')).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(summary('{回合:A A墓:青眼白龙} C1 A:星遗物的守护龙→青眼白龙 C2 B:神之警告')).toEqual(['C1:legal:activation-negated', 'C2:legal:resolved']);
  });

  it('[CH-NO-TARGET-TAKEN] it resolves doing nothing: no monster is summoned or added (with the target, the monster is)', () => {
    const a = askCdb('{回合:A A墓:青眼白龙} C1 A:星遗物的守护龙[无对象]');
    expect(a.links[0]!.rules).toContain('CH-NO-TARGET-TAKEN');
    expect(a.events.filter((e) => e.type === 'special-summoned' || e.type === 'added-to-hand')).toEqual([]);
    const b = askCdb('{回合:A A墓:青眼白龙} C1 A:星遗物的守护龙→青眼白龙');
    expect(b.events.some((e) => (e.type === 'special-summoned' || e.type === 'added-to-hand') && e.cards.some((c) => c.name === '青眼白龙'))).toBe(true);
  });

  it('[CH-NO-TARGET-TAKEN] a mandatory effect with nothing it could target (the zones listed) takes none and does nothing, though a monster arrives there in the chain; with a monster there it targets (old wording 「选择…」 read as its target)', () => {
    const trap = textCard({ id: 990040, name: '测试选择破坏', type: 'monster effect', atk: 1000, def: 1000, level: 4, text: '这张卡召唤成功时发动。选择对方场上1只怪兽破坏。' });
    const j = (input: string) => judgeWith(input, [trap]);
    expect(trap.effects[0]!.targets?.filter).toMatchObject({ side: 'opponent', kind: 'monster' });
    const empty = j('{回合:A 阶段:主要1 A场:测试选择破坏 B场: B墓:青眼白龙} C1 A:测试选择破坏 C2 B:活死人的呼声 → 青眼白龙');
    expect(empty.links[0]!.rules).toContain('CH-NO-TARGET-TAKEN');
    expect(empty.events.filter((e) => e.type === 'destroyed' && e.link === 1)).toEqual([]);
    const one = j('{回合:A 阶段:主要1 A场:测试选择破坏 B场:三眼怪} C1 A:测试选择破坏 → 三眼怪');
    expect(one.links[0]!.rules).not.toContain('CH-NO-TARGET-TAKEN');
    expect(one.events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '三眼怪'))).toBe(true);
  });

  it('[CH-NO-TARGET-TAKEN] an effect that must take a target (活死人的呼声) cannot be activated without one', () => {
    const a = askCdb('{回合:A A墓:青眼白龙} C1 A:活死人的呼声[无对象]');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-NO-TARGET-TAKEN');
    expect(a.links[0]!.legal === false && a.links[0]!.illegalReason).toMatch(/必须选择对象/);
  });
});
