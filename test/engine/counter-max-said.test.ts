// CNT-MAX, as the resolution says it (rules reference docs/c02/基本用语.rst:858): a card already holding the most counters of a kind its
// own text allows gets none more — the step is not done, so a 「那之后」 step after it is not done either, and the resolution says so in
// the engine's words (in English too), not by repeating the step's Chinese sentence as if it had been done.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CNT-MAX', CARDS_DB);

const en = (input: string) => {
  const a = cdbJudge().chain(input, { lang: 'en' });
  if (!a.ok) throw new Error(input);
  return a;
};
const added = (a: ReturnType<typeof askCdb>) => a.events.some((e) => e.type === 'added-to-hand');

describe.skipIf(!haveCards)('[CNT-MAX] a card at its cap: nothing placed, said so', () => {
  it('[CNT-MAX] 魔力掌握 → 魔导战士 破坏者(魔力指示物1) (cap 1): no counter placed, the 那之后 search is not done, and the resolution says it is at its cap', () => {
    const input = '{回合:A 阶段:主要1 A场:魔导战士 破坏者(魔力指示物1)} C1 A:魔力掌握 → 魔导战士 破坏者';
    const a = askCdb(input);
    expect(a.links[0]!.rules).toContain('CNT-MAX');
    expect(added(a)).toBe(false);
    const zh = String(a.links[0]!.reason ?? '');
    expect(zh).not.toContain('给那张卡放置1个魔力指示物');
    expect(zh).toContain('最多数量（1个）');
    expect(zh).toContain('那之后的处理也不进行');
    const e = String(en(input).links[0]!.reason ?? '');
    expect(e).toContain('none is placed');
    expect(e).not.toMatch(/放置|指示物/);
  });

  it('[CNT-MAX] another card: 王立魔法图书馆(魔力指示物3) (cap 3) gets none either; at 2 it gets one and the search is done', () => {
    const full = askCdb('{回合:A 阶段:主要1 A场:王立魔法图书馆(魔力指示物3)} C1 A:魔力掌握 → 王立魔法图书馆');
    expect(String(full.links[0]!.reason ?? '')).toContain('最多数量（3个）');
    expect(added(full)).toBe(false);
    const room = askCdb('{回合:A 阶段:主要1 A场:王立魔法图书馆(魔力指示物2)} C1 A:魔力掌握 → 王立魔法图书馆');
    expect(room.counters).toEqual([expect.objectContaining({ kind: '魔力', before: 2, now: 3 })]);
    expect(added(room)).toBe(true);
    expect(String(room.links[0]!.reason ?? '')).not.toContain('最多数量');
  });

  it('[CNT-MAX] the other side: below its cap 魔导战士 破坏者 gets its counter — the English resolution says a Spell Counter was placed, without the Chinese sentence', () => {
    const e = String(en('{回合:A 阶段:主要1 A场:魔导战士 破坏者} C1 A:魔力掌握 → 魔导战士 破坏者').links[0]!.reason ?? '');
    // (Was '1 Spell Counter(s)': the count is known, so the noun is singular — the wording review of session 41.)
    expect(e).toContain('1 Spell Counter placed on');
    expect(e).not.toContain('(s)');
    expect(e).not.toMatch(/放置|指示物/);
  });
});

describe.skipIf(!haveCards)('[CNT-MAX] the older wording of the cap', () => {
  it('[CNT-MAX] 「（最多只能放置3个）」 is a cap too: 熟练的白魔导师(魔力指示物3) and 熟练的黑魔术师(魔力指示物3) get none from 魔力掌握; at 2 they get one', () => {
    for (const card of ['熟练的白魔导师', '熟练的黑魔术师']) {
      const full = askCdb(`{回合:A 阶段:主要1 A场:${card}(魔力指示物3)} C1 A:魔力掌握 → ${card}`);
      expect(full.links[0]!.rules).toContain('CNT-MAX');
      expect(full.counters).toBeUndefined();
      expect(added(full)).toBe(false);
      const room = askCdb(`{回合:A 阶段:主要1 A场:${card}(魔力指示物2)} C1 A:魔力掌握 → ${card}`);
      expect(room.counters).toEqual([expect.objectContaining({ kind: '魔力', before: 2, now: 3 })]);
    }
  });
});
