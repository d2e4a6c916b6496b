// CH-INDESTRUCTIBLE-ONCE-STATE: a card an earlier effect keeps only once from destruction by effects (`(只有1次不会被效果破坏)`,
// 闪珖龙 星尘, 纯爱妖精快乐回忆) is not destroyed the next time, and the protection is then used up; but for a destruction
// replacement it stays a card about to be destroyed (确定被破坏): no optional replacement's step can be done to it, where a
// permanent protection (`(不会被效果破坏)`) would let a step that does not destroy it be done (test/RULES.md; rules reference
// docs/c03/卡片的抗性.rst:356–365).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe('the notation reads a once-only protection', () => {
  it('[CH-INDESTRUCTIBLE-ONCE-STATE] `(只有1次不会被效果破坏)` is a state of its own, apart from the permanent `(不会被效果破坏)`', () => {
    const r = parseNotation('{回合:A A场:三眼怪(只有1次不会被效果破坏),黑魔术师(不会被效果破坏)} C1 B:黑洞');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const printed = printNotation(r.tree);
    expect(printed).toContain('三眼怪(只有1次不会被效果破坏)');
    expect(printed).toContain('黑魔术师(不会被效果破坏)');
  });
});

describe.skipIf(!haveCards)('a card kept only once from destruction by effects', () => {
  it('[CH-INDESTRUCTIBLE-ONCE-STATE] it survives one destruction and the protection is used up: under 黑洞 answered by 雷破 on it, 雷破 does not destroy it but 黑洞 then does', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:三眼怪(只有1次不会被效果破坏) B场:雷破(盖) B手:黑洞,黑魔术师} C1 B:黑洞 C2 B:雷破→三眼怪 [cost:丢弃 黑魔术师]');
    expect(a.events.filter((e) => e.type === 'destroyed').map((e) => `${e.link}:${e.cards.map((c) => c.name).join('+')}`)).toEqual(['1:三眼怪']);
    // the other side: kept for good, neither destroys it
    expect(moved(askCdb('{回合:B 阶段:主要1 A场:三眼怪(不会被效果破坏) B场:雷破(盖) B手:黑洞,黑魔术师} C1 B:黑洞 C2 B:雷破→三眼怪 [cost:丢弃 黑魔术师]'), 'destroyed')).toEqual([]);
  });

  it('[CH-INDESTRUCTIBLE-ONCE-STATE] a replacement may not destroy it in another card’s place: 破械焰魔天 阎摩② cannot pick a once-protected 三眼怪, so 阎摩 itself is destroyed; an unprotected 三眼怪 goes instead', () => {
    const s = (state: string) => `{回合:B 阶段:主要1 A场:破械焰魔天 阎摩,三眼怪${state} B墓:暗黑界的龙神 格拉法} C1 B:暗黑界的龙神 格拉法→破械焰魔天 阎摩 [代替破坏 破械焰魔天 阎摩]`;
    expect(moved(askCdb(s('(只有1次不会被效果破坏)')), 'destroyed')).toEqual(['破械焰魔天 阎摩']);
    expect(moved(askCdb(s('')), 'destroyed')).toEqual(['三眼怪']);
  });

  it('[CH-INDESTRUCTIBLE-ONCE-STATE] destroyed together with the card it would save, it is still about to be destroyed: 盾徽配列场③ (send itself to the GY instead) cannot apply with a once-only protection, can with a permanent one — the Xyz Monster is then saved', () => {
    const s = (state: string) => `{回合:B 阶段:主要1 A场:盾徽配列场${state},No.9 天盖星 戴森球} C1 B:最终战争 [代替破坏 盾徽配列场]`;
    const once = askCdb(s('(只有1次不会被效果破坏)'));
    expect(moved(once, 'destroyed')).toEqual(['No.9 天盖星 戴森球']);
    expect(moved(once, 'sent-to-gy')).not.toContain('盾徽配列场');
    expect(once.links[0]!.rules).toContain('CH-INDESTRUCTIBLE-ONCE-STATE');
    const kept = askCdb(s('(不会被效果破坏)'));
    expect(moved(kept, 'destroyed')).toEqual([]);
    expect(moved(kept, 'sent-to-gy')).toContain('盾徽配列场');
  });
});
