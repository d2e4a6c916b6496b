/**
 * Name resolution, step by step, with real cards: exact → normalised → traditional → aliases →
 * fuzzy; artworks; ambiguity; unknown names; the catalog with no database at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, type LoadedCatalog } from '../../src/cards/load.js';
import { curatedCards } from '../../src/cards/curated/index.js';
import { normalise } from '../../src/cards/names/normalise.js';
import { toSimplified, toTraditional } from '../../src/cards/names/t2s.js';
import { ALIASES_DB, CARDS_DB, haveAliases, haveCards, skipMessage } from './data.js';

skipMessage('name resolution over the real catalog', CARDS_DB);
skipMessage('alias resolution', ALIASES_DB);

function idOf(cat: LoadedCatalog, q: string): number | string {
  const r = cat.resolve(q);
  return r.ok ? r.card.id : r.kind;
}

describe('normalise and traditional → simplified (no data needed)', () => {
  it('drops widths, brackets, dots, dashes and spaces', () => {
    expect(normalise('「冥王龙·断罪神」')).toBe(normalise('冥王龙 断罪神'));
    expect(normalise('《闪刀姬－零衣》')).toBe(normalise('闪刀姬-零衣'));
    expect(normalise('Ｎｏ．３９ 希望皇 霍普')).toBe(normalise('No.39 希望皇 霍普'));
    expect(normalise('【黑洞】')).toBe('黑洞');
  });
  it('converts traditional characters, leaves others', () => {
    expect(toSimplified('灰流麗')).toBe('灰流丽');
    expect(toSimplified('冥王龍 斷罪神')).toBe('冥王龙 断罪神');
    expect(toSimplified(toTraditional('青眼白龙'))).toBe('青眼白龙');
    expect(toSimplified('Ash Blossom')).toBe('Ash Blossom');
  });
});

describe('a fresh machine: the curated set alone', () => {
  it('loads without a database and answers unknown names with an error, not a throw', () => {
    const cat = loadCatalog({});
    expect(cat.size).toBe(new Set(curatedCards.map((c) => c.id)).size);
    const r = cat.resolve('这张卡不存在的名字');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.kind).toBe('unknown-card');
  });
});

describe.skipIf(!haveCards)('resolution over cards.cdb (YGOPro names only)', () => {
  let cat: LoadedCatalog;
  beforeAll(() => {
    cat = loadCatalog({ cardsDb: CARDS_DB });
  });

  it('imports the whole database, artworks folded into their card', () => {
    // The cards of the database: fewer than its 9,874 rows, since an alternate artwork is no card of its own (the curated
    // cards newer than the database are counted apart: they grow as the rules reference is encoded).
    const newer = cat.all().filter((c) => !cat.artworks.has(c.id) && curatedCards.some((k) => k.id === c.id) && c.id >= 99_000_000).length;
    expect(cat.size - newer).toBeGreaterThan(9500);
    expect(cat.size - newer).toBeLessThan(9874);
    // 黑魔术师 has alternate artworks 46986415…: each passcode gives the one card.
    expect(cat.byId(46986415)?.id).toBe(46986414);
    const r = cat.resolvePasscode(46986415);
    expect(r.ok && r.card.id).toBe(46986414);
    expect(r.ok && r.matchedBy).toBe('passcode');
  });

  it('decodes type, level, stats', () => {
    const mouse = cat.byId(135598)!; // 钥匙鼠 Key Mouse
    expect(mouse.type).toEqual({ kind: 'monster', subtypes: ['effect', 'tuner'], bits: 4129 });
    expect([mouse.level, mouse.atk, mouse.def, mouse.attribute, mouse.race]).toEqual([1, 100, 100, '地', '兽族']);
    expect(cat.byId(2926176)!.type.subtypes).toEqual(['counter']); // 王家的诅咒
    expect(cat.byId(69279219)!.type.subtypes).toEqual(['quickplay']); // 我身作盾
  });

  it('[exact] the YGOPro name', () => {
    const r = cat.resolve('冥王龙 断罪神');
    expect(r.ok && [r.card.id, r.matchedBy, r.assumption]).toEqual([24857466, 'exact', null]);
  });

  it('[normalised] brackets, dots, widths, spaces', () => {
    for (const q of ['冥王龙·断罪神', '「冥王龙断罪神」', '《冥王龙・断罪神》']) {
      const r = cat.resolve(q);
      expect(r.ok && [r.card.id, r.matchedBy]).toEqual([24857466, 'normalised']);
    }
    const r = cat.resolve('闪刀姬－零衣');
    expect(r.ok && r.card.id).toBe(26077387);
  });

  it('[traditional] traditional characters', () => {
    const r = cat.resolve('冥王龍 斷罪神');
    expect(r.ok && [r.card.id, r.matchedBy]).toEqual([24857466, 'traditional']);
    expect(r.ok && r.assumption?.zh).toContain('繁体');
  });

  it('[alias] curated and common nicknames', () => {
    const r = cat.resolve('灰流');
    expect(r.ok && [r.card.id, r.matchedBy]).toEqual([14558127, 'alias']);
    expect(r.ok && r.assumption).not.toBeNull();
  });

  it('[fuzzy] a typo, said as an assumption', () => {
    const r = cat.resolve('青眼灵精龙'); // two characters swapped
    expect(r.ok && [r.card.id, r.matchedBy]).toEqual([59822133, 'fuzzy']);
    expect(r.ok && r.assumption?.en).toContain('closest');
  });

  it('[fuzzy] one character is never guessed into a card (「B」 is a player); it asks with the closest names', () => {
    for (const q of ['B', 'x', '龙']) {
      const r = cat.resolve(q);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.kind).toBe('unknown-card');
    }
    // A short exact name is not a guess: still found.
    expect(cat.resolve('黑洞').ok).toBe(true);
  });

  it('[unknown-card] lists the 5 closest names', () => {
    const r = cat.resolve('完全不存在的卡片名字吧');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.kind).toBe('unknown-card');
      expect(r.suggestions).toHaveLength(5);
      expect(r.message.zh).toContain(r.suggestions[0]!);
    }
  });

  it('without the official-name table, 天罚 is the YGOPro card', () => {
    expect(idOf(cat, '天罚')).toBe(49010598);
  });

  it('suggest: autocomplete from a prefix, best first', () => {
    const s = cat.suggest('灰流', 5);
    expect(s[0]?.id).toBe(14558127);
    expect(cat.suggest('宇宙旋', 5)[0]?.name).toBe('宇宙旋风');
  });

  it('curated facts win over imported ones, the cdb text stays', () => {
    const curated = curatedCards.find((c) => cat.byId(c.id));
    if (!curated) return; // the curated set is empty in this checkout
    const card = cat.byId(curated.id)!;
    expect(card.source).toBe('curated');
    expect(card.effects.every((e) => e.source === 'curated')).toBe(true);
    expect(card.text).toBeTruthy();
  });

  it('the 200 misspelled queries: at least 95% resolve to the expected card', () => {
    const fixture = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../fixtures/misspelled-queries.json'), 'utf8'),
    ) as Array<{ query: string; expected: number; kind: string }>;
    // Official and English names need the alias table: only the other kinds here.
    const local = fixture.filter((q) => q.kind !== 'official' && q.kind !== 'english');
    const ok = local.filter((q) => idOf(cat, q.query) === q.expected).length;
    expect(ok / local.length).toBeGreaterThanOrEqual(0.95);
  });
});

describe.skipIf(!haveCards || !haveAliases)('resolution with the official-name table', () => {
  let cat: LoadedCatalog;
  beforeAll(() => {
    cat = loadCatalog({ cardsDb: CARDS_DB, aliasesDb: ALIASES_DB });
  });

  it('[alias] official Chinese and English names', () => {
    const r = cat.resolve('光帝克莱斯'); // YGOPro: 光帝 克赖斯
    expect(r.ok && [r.card.id, r.matchedBy]).toEqual([57666212, 'alias']);
    const e = cat.resolve('Ash Blossom & Joyous Spring');
    expect(e.ok && [e.card.id, e.matchedBy]).toEqual([14558127, 'alias']);
    expect(cat.byId(14558127)!.names.en).toBe('Ash Blossom & Joyous Spring');
  });

  it('[ambiguous-card] 虹龙 is the last word of 罪 虹龙 and of 究极宝玉神 虹龙: asked, both listed, not read as the shorter name', () => {
    const r = cat.resolve('虹龙');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.kind).toBe('ambiguous-card');
      expect(r.message.zh).toContain('「罪 虹龙」(598988)');
      expect(r.message.zh).toContain('「究极宝玉神 虹龙」(79856792)');
    }
    // A word of one card's name only, or the start of a name (宝玉神, 星尘), is still read as that card.
    expect(idOf(cat, '宝玉神')).toBe(79856792);
    expect(idOf(cat, '究极宝玉神 虹龙')).toBe(79856792);
  });

  it('[ambiguous-card] 天罚 is one card by YGOPro name and another by official name', () => {
    const r = cat.resolve('天罚');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.kind).toBe('ambiguous-card');
      expect(r.suggestions).toHaveLength(2);
      expect(r.message.zh).toContain('49010598');
      expect(r.message.zh).toContain('81066751');
    }
  });

  it('[CAT-ABSENT-CARD] a card the official table names but the catalog lacks (宣告者之神巫, newer than the database) is said so — by name, its 「的」 spelling, English name or passcode —, never read as the closest other card (宣告者的神托)', () => {
    for (const q of ['宣告者之神巫', '宣告者的神巫', 'Diviner of the Herald']) {
      const r = cat.resolve(q);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.kind).toBe('unknown-card');
        expect(r.message.zh).toContain('「宣告者之神巫」(92919429) 比卡片数据库');
        expect(r.message.en).toContain('Diviner of the Herald (92919429) is newer than the card database');
      }
    }
    const p = cat.resolvePasscode(92919429);
    expect(!p.ok && p.message.zh).toContain('没有它的效果数据');
    // A catalog card's own name still wins, and a typo of one is still the closest name.
    expect(idOf(cat, '宣告者的神托')).toBe(79306385);
    expect(idOf(cat, '青眼灵精龙')).toBe(59822133);
  });

  it('the 200 misspelled queries: at least 95% resolve to the expected card', () => {
    const fixture = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../fixtures/misspelled-queries.json'), 'utf8'),
    ) as Array<{ query: string; expected: number; kind: string }>;
    const ok = fixture.filter((q) => idOf(cat, q.query) === q.expected).length;
    expect(ok / fixture.length).toBeGreaterThanOrEqual(0.95);
  });
});
