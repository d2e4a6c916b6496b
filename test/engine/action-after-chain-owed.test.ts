// WIN-ACTION-BEFORE-CHAIN (s59): an action written right after a chain (`… 然后 通常召唤 X`) whose window held mandatory triggers.
// Those triggers form the next chain before anyone acts, so the action skips them: the answer says so (it was silent), and judges the
// action as written. Imported cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('an action written after a chain that left mandatory triggers', () => {
  it('[WIN-ACTION-BEFORE-CHAIN] 黑洞 destroys 黑森林的魔女 (mandatory 「…的场合发动」), then a Normal Summon is written: the warning names the witch, the summon is still judged', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:黑森林的魔女 A手:黑洞,三眼怪} C1 A:黑洞 然后 通常召唤 A:三眼怪');
    const w = a.warnings.find((s) => s.includes('要先组成下一个连锁'));
    expect(w).toContain('黑森林的魔女');
    expect(a.events.some((e) => e.type === 'normal-summoned' || e.cards.some((c) => c.name === '三眼怪'))).toBe(true);
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A场:黑森林的魔女 A手:黑洞,三眼怪} C1 A:黑洞 然后 通常召唤 A:三眼怪', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.warnings.some((s) => s.includes('was met: it forms the next chain and resolves before either player can summon or act'))).toBe(true);
  });

  it('[WIN-ACTION-BEFORE-CHAIN] the other side: the chain destroyed only a monster with no trigger (青眼白龙) — nothing is owed, no warning', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:青眼白龙 A手:黑洞,三眼怪} C1 A:黑洞 然后 通常召唤 A:三眼怪');
    expect(a.warnings.some((s) => s.includes('要先组成下一个连锁'))).toBe(false);
  });

  it('[WIN-ACTION-BEFORE-CHAIN] the other side: the chain left only an optional trigger (暗向日龙②, 选发) — the player may pass it, so the action written is not said to skip anything', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:暗向日龙 A手:黑洞,三眼怪} C1 A:黑洞 然后 通常召唤 A:三眼怪');
    expect(a.earlierChains?.[0]?.window.triggers.some((c) => c.card.name === '暗向日龙' && !c.mandatory)).toBe(true);
    expect(a.warnings.some((s) => s.includes('要先组成下一个连锁'))).toBe(false);
  });
});
