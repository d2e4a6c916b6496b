// s60 (English answers): archetypes are named in English where the cards' own English names give the word (ANS-EN-ARCHETYPE);
// one with no English name known stays Chinese and the answer says what it is.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';
import { missingEnglishNote, withEnglishNames } from '../../src/answer/english.js';
import { archetypeRows } from '../../src/i18n/archetypes-en.js';
import type { Card } from '../../src/cards/facts.js';
import { ALIASES_DB, CARDS_DB, haveAliases, haveCards, skipMessage } from '../cards/data.js';

skipMessage('ANS-EN-ARCHETYPE', ALIASES_DB);

/** The judge as the bot runs it: English names from the alias table. */
const judge = () => createJudge({ cardsDb: CARDS_DB, aliasesDb: ALIASES_DB });

describe.skipIf(!haveCards || !haveAliases)('English archetype names (s60)', () => {
  it('[ANS-EN-ARCHETYPE] every row of the table is read off the database: of the cards whose Chinese name holds the word and that have an English name, at least 3 and at least half hold the English word', () => {
    const cdb = new Database(CARDS_DB, { readonly: true });
    const aliases = new Database(ALIASES_DB, { readonly: true });
    const en = new Map<number, string>();
    for (const r of aliases.prepare('SELECT password, name_en FROM cards').all() as { password: number; name_en: string | null }[]) if (r.name_en) en.set(r.password, r.name_en);
    const names = cdb.prepare('SELECT id, name FROM texts').all() as { id: number; name: string }[];
    cdb.close();
    aliases.close();
    const wrong: string[] = [];
    for (const [zh, word] of archetypeRows()) {
      const english = names.filter((n) => n.name.includes(zh) && en.has(n.id)).map((n) => en.get(n.id)!);
      const hold = english.filter((e) => e.toLowerCase().includes(word.toLowerCase())).length;
      if (hold < 3 || hold * 2 < english.length) wrong.push(`${zh} → ${word}: ${hold} of ${english.length}`);
    }
    expect(wrong).toEqual([]);
    expect(archetypeRows().length).toBeGreaterThan(100);
  });

  it('[ANS-EN-ARCHETYPE] 星圣·鬼星团① refused outside its battle says 「"Constellar"」 in English — it read 「("星圣")」, Chinese inside the English sentence; the Chinese answer keeps 「星圣」', () => {
    const input = '{回合:A 阶段:伤害步骤 攻击:A:淘气仙星·莉莉贝儿→B A场:淘气仙星·莉莉贝儿} C1 A:星圣·鬼星团①';
    const en = judge().chain(input, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    const why = en.links[0]!.illegalReason ?? '';
    expect(why).toContain('"Constellar"');
    expect(JSON.stringify(en)).not.toContain('星圣');
    const zh = judge().chain(input, { lang: 'zh-CN' });
    if (!zh.ok) throw new Error(zh.error.message);
    expect(zh.links[0]!.illegalReason).toContain('「星圣」');
  });

  it('[ANS-EN-ARCHETYPE] an archetype with no English name known stays Chinese and the note says it is an archetype; a card named like an archetype word (融合) is a card, not the archetype', () => {
    const card = (name: string, en: string | null, archetype: string): Card =>
      ({ id: 1, name, names: { en }, effects: [{ n: 1, filter: { archetype } }] }) as unknown as Card;
    const r = withEnglishNames({ why: 'a "神艺" monster, a 「星圣」 monster, a "自奏圣乐" Link monster' }, [card('某卡', 'Some Card', '神艺'), card('另一卡', 'Other Card', '星圣'), card('第三卡', 'Third Card', '自奏圣乐')]);
    // (The article follows the English word's sound: 'an "Orcust"'.)
    expect(r.value.why).toBe('a "神艺" monster, a "Constellar" monster, an "Orcust" Link monster');
    expect(r.missingArchetypes).toEqual(['神艺']);
    expect(missingEnglishNote([], r.missingArchetypes)).toBe('"神艺" is an archetype (the cards whose names hold that word) with no English name known here; it is shown in Chinese.');
    const poly = withEnglishNames({ why: 'activate 「融合」' }, [card('融合', 'Polymerization', '融合')]);
    expect(poly.value.why).toBe('activate 「Polymerization」');
    expect(poly.missingArchetypes).toEqual([]);
  });
});
