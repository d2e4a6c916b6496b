// Several copies of one card in a zone list: `A卡组:青眼白龙×3` (also x3, X3, *3, ＊３, `3×青眼白龙`) is three cards. Before, the
// whole `青眼白龙×3` was one name the fuzzy match bent to 青眼白龙 — one card, silently. Real names ending in X and digits
// (TGX300, TG－SX1, TGX3－DX2, 胜利毒蛇 XX03: the only ones in cards.cdb) stay names; a quoted name is never split.
import { describe, expect, it } from 'vitest';
import { formatCardName, parseNotation, printNotation, type NotationTree } from '../../src/notation/index.js';
import { noSpans, rawResultCount } from './helpers.js';

/** The cards of the first zone item, as [kind, name or passcode, states]. */
function zoneCards(text: string): [string, string | number, string[]][] {
  const r = parseNotation(text);
  if (!r.ok) throw new Error(`${text}\n${r.error.message.en}\n${r.error.caret}`);
  const item = r.tree.situation!.items.find((i) => i.kind === 'zone');
  if (item?.kind !== 'zone') throw new Error('no zone item');
  return item.cards.map((c) => [c.card.kind, c.card.kind === 'name' ? c.card.name : c.card.passcode, c.states]);
}
const three = (name: string): [string, string, string[]][] => [['name', name, []], ['name', name, []], ['name', name, []]];
function fails(text: string): { zh: string; en: string; caret: string; offset: number | null } {
  const r = parseNotation(text);
  if (r.ok) throw new Error(`parsed: ${text}`);
  return { ...r.error.message, caret: r.error.caret, offset: r.error.offset };
}

describe('a count after a card name in a zone list', () => {
  it('×3, x3, X3, *3, ＊３, a space before the count, and 3× before the name are three separate cards', () => {
    for (const w of ['青眼白龙×3', '青眼白龙x3', '青眼白龙X3', '青眼白龙*3', '青眼白龙＊３', '青眼白龙 ×3', '青眼白龙 x 3', '3×青眼白龙', '3x青眼白龙', '3*青眼白龙']) {
      expect(zoneCards(`{A卡组:${w}}C1 A:未来融合`), w).toEqual(three('青眼白龙'));
      expect(rawResultCount(`{A卡组:${w}}C1 A:未来融合`), w).toBe(1);
    }
    expect(zoneCards('{A deck: Blue-Eyes White Dragon x3} C1 A:未来融合')).toEqual(three('Blue-Eyes White Dragon'));
    // Real names ending in X and digits stay one card; a quoted name is the name as typed; out of a zone list no count is read.
    for (const name of ['TGX300', 'TG－SX1', 'TGX3－DX2', '胜利毒蛇 XX03', '胜利蛇XX03']) {
      expect(zoneCards(`{A场:${name}} C1 A:黑洞`), name).toEqual([['name', name, []]]);
    }
    expect(zoneCards('{A卡组:「青眼白龙×3」} C1 A:黑洞')).toEqual([['name', '青眼白龙×3', []]]);
    const r = parseNotation('C1 A:青眼白龙×3');
    expect(r.ok && r.tree.kind === 'chain' && r.tree.links[0]!.card).toMatchObject({ kind: 'name', name: '青眼白龙×3' });
  });

  it('in any zone list, with the other cards and states kept (each copy carries the states written after the count); the copies print one by one and read back', () => {
    expect(zoneCards('{B场:羊衍生物×2(守), 黑洞} C1 A:黑洞')).toEqual([
      ['name', '羊衍生物', ['defense']], ['name', '羊衍生物', ['defense']], ['name', '黑洞', []],
    ]);
    expect(zoneCards('{A墓:死者苏生, 三眼怪*2} C1 A:黑洞')).toEqual([['name', '死者苏生', []], ['name', '三眼怪', []], ['name', '三眼怪', []]]);
    // 5 to 8 digits before the count are a passcode, as they are bare.
    expect(zoneCards('{A卡组:89631139×2} C1 A:黑洞')).toEqual([['passcode', 89631139, []], ['passcode', 89631139, []]]);
    // ×1 is one card; the Deck's bound (60) is allowed.
    expect(zoneCards('{A卡组:青眼白龙×1} C1 A:黑洞')).toEqual([['name', '青眼白龙', []]]);
    expect(zoneCards('{A卡组:三眼怪×60} C1 A:黑洞')).toHaveLength(60);
    // The tree prints and reads back the same: the copies print one by one, a quoted name that would read as a count stays quoted.
    for (const text of ['{A卡组:青眼白龙×3} C1 A:黑洞', '{A卡组:「青眼白龙×3」, 青眼白龙} C1 A:黑洞']) {
      const p = parseNotation(text);
      if (!p.ok) throw new Error(text);
      const again = parseNotation(printNotation(p.tree));
      if (!again.ok) throw new Error(printNotation(p.tree));
      expect(noSpans(again.tree), printNotation(p.tree)).toEqual(noSpans(p.tree as NotationTree));
    }
    // A name written for a situation block (a tree built elsewhere, an answer's suggestion) is quoted when it would read as a count.
    expect(formatCardName('青眼白龙×3', 'block')).toBe('《青眼白龙×3》');
    expect(formatCardName('TGX300', 'block')).toBe('TGX300');
    expect(formatCardName('青眼白龙×3', 'link')).toBe('青眼白龙×3');
  });

  it('(s56) the count after the state note — 羊衍生物(守)×2, with a space, x2, *2, a quoted name — means what 羊衍生物×2(守) means (before: a parse error at ×2)', () => {
    const both: [string, string, string[]][] = [['name', '羊衍生物', ['defense']], ['name', '羊衍生物', ['defense']]];
    for (const w of ['羊衍生物(守)×2', '羊衍生物(守) ×2', '羊衍生物(守)x2', '羊衍生物（守）*2', '「羊衍生物」(守)×2']) {
      expect(zoneCards(`{B场:${w}, 黑洞} C1 A:黑洞`), w).toEqual([...both, ['name', '黑洞', []]]);
      expect(rawResultCount(`{B场:${w}, 黑洞} C1 A:黑洞`), w).toBe(1);
    }
    expect(zoneCards('{B场:羊衍生物(守)×2} C1 A:黑洞')).toEqual(zoneCards('{B场:羊衍生物×2(守)} C1 A:黑洞'));
    // Written both ways: refused, never multiplied; a count that cannot be is refused as a glued one is.
    expect(fails('{B场:羊衍生物×2(守)×2} C1 A:黑洞').zh).toContain('张数写了两次');
    expect(fails('{B场:羊衍生物(守)×0} C1 A:黑洞').en).toContain('a count is at least 1, this says 0');
    expect(fails('{B场:羊衍生物(守)×14} C1 A:黑洞').en).toContain("B's field holds at most 13 cards, this says 14");
    // Out of a zone list (a link's note) it is no count.
    expect(parseNotation('C1 A:黑洞(守)×2').ok).toBe(false);
  });

});

describe('a count that cannot be', () => {
  it('×0: refused in both languages, pointing at the count and saying what to type', () => {
    const e = fails('{A卡组:青眼白龙×0} C1 A:黑洞');
    expect(e.zh).toContain('「青眼白龙×0」的张数不对：张数至少是 1，这里写了 0。请写 青眼白龙×N（N 为 1–60），例如 青眼白龙×3');
    expect(e.en).toContain('The count in "青眼白龙×0" is wrong: a count is at least 1, this says 0. Write 青眼白龙×N (N from 1 to 60), e.g. 青眼白龙×3');
    expect(e.offset).toBe('{A卡组:青眼白龙'.length);
  });

  it('more than the zone holds: 61 in the Deck, 16 in the Extra Deck, 14 on the field — each bound said', () => {
    expect(fails('{A卡组:青眼白龙×61} C1 A:黑洞').zh).toContain('A的卡组最多放 60 张，这里写了 61');
    expect(fails('{B额外:青眼究极龙×16} C1 A:黑洞').en).toContain("B's Extra Deck holds at most 15 cards, this says 16");
    expect(fails('{A场:羊衍生物×14} C1 A:黑洞').en).toContain("A's field holds at most 13 cards, this says 14");
    // The counts together: 40 + 30 in one Deck.
    const e = fails('{A卡组:青眼白龙×40, 黑魔术师×30} C1 A:黑洞');
    expect(e.zh).toContain('A的卡组最多放 60 张，这里按张数一共有 70 张');
    expect(e.en).toContain("A's Deck holds at most 60 cards; with the counts it lists 70");
    // Over every item that lists the zone: a 6,000-character input cannot list thousands of cards this way.
    expect(fails('{A卡组:三眼怪×60; B卡组:三眼怪×60; A卡组:三眼怪×60} C1 A:黑洞').en).toContain("A's Deck holds at most 60 cards; with the counts it lists 120");
  });

  it('× with no number: says a number must follow it, never reads 「青眼白龙×」 as a card', () => {
    const e = fails('{A卡组:青眼白龙×} C1 A:黑洞');
    expect(e.zh).toContain('“×”后面要写张数');
    expect(e.en).toContain('"×" needs a number of copies');
    expect(e.en).toContain('e.g. 青眼白龙×3');
  });
});
