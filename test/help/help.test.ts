/**
 * Issue 14 (6): /help's notation page and docs/NOTATION.md (linked from the README) are one text;
 * every example in it is a valid input with an answer.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLES, notationMarkdown, SECTIONS, WORD_SECTIONS } from '../../src/help/notation.js';
import { ASK_WORDS, CONTROLLERS, LATER_WORDS, SIMPLE_KEYS, THEN_WORDS, VERBS, ZONE_WORDS } from '../../src/notation/lexer.js';
import { HISTORY_WORDS, STATES } from '../../src/notation/index.js';
import { CHOSEN_VERBS, COST_VERBS } from '../../src/scenario/notes.js';
import { helpButtons, helpEmbed } from '../../commands/help.js';
import { createJudge } from '../../src/judge.js';

const root = join(__dirname, '..', '..');

describe('/help', () => {
  it('docs/NOTATION.md is the /help text (regenerate with npm run docs)', () => {
    expect(readFileSync(join(root, 'docs', 'NOTATION.md'), 'utf8')).toBe(notationMarkdown());
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('(docs/NOTATION.md)');
  });

  it('covers links, controllers, targets, effect numbers, the situation block, card states, actions and notes in both languages', () => {
    expect(SECTIONS.map((s) => s.id)).toEqual(['links', 'controllers', 'targets', 'effects', 'situation', 'states', 'zones', 'actions', 'notes']);
    for (const lang of ['zh-CN', 'en'] as const) {
      const e = helpEmbed(lang);
      expect(e.fields!.length).toBe(SECTIONS.length);
      for (const f of e.fields!) expect(f.value.length).toBeLessThanOrEqual(1024);
      // Discord refuses an embed whose title, description, fields and footer together pass 6000 characters.
      const total = (e.title ?? '').length + (e.description ?? '').length + (e.footer?.text ?? '').length
        + e.fields!.reduce((n, f) => n + f.name.length + f.value.length, 0);
      expect(total).toBeLessThanOrEqual(6000);
    }
    expect(helpEmbed('zh-CN').fields!.map((f) => f.name)).toEqual(['连锁', '控制者', '对象', '效果编号', '情况块', '卡片状态', '区域', '动作', '注释']);
  });

  it('the notes section names the position-change notes the scenario reads (`[表示形式变更 X]`, `[反转 X]`) in both languages', () => {
    const notes = SECTIONS.find((s) => s.id === 'notes')!;
    for (const body of [notes.body.zh, notes.body.en]) {
      expect(body).toContain('`[表示形式变更 X]`');
      expect(body).toContain('`[反转 X]`');
    }
    expect(helpEmbed('en').fields!.find((f) => f.name === 'Notes')!.value).toContain('(a monster whose position changes)');
  });

  it('[CH-NORMAL-SUMMON-BY-EFFECT] the notes section names `[召唤 X]` (the monster an effect\'s 「进行1次怪兽的通常召唤」 summons), in both languages, and the actions `特殊召唤 X [由 Y]` (WIN-SUMMONED-BY-CARD reads it; in Chinese only: the English embed is at Discord\'s size limit)', () => {
    const notes = SECTIONS.find((s) => s.id === 'notes')!;
    for (const body of [notes.body.zh, notes.body.en]) expect(body).toContain('`[召唤 X]`');
    expect(SECTIONS.map((s) => s.body.zh).join('\n')).toContain('`特殊召唤 X [由 死者苏生]`');
  });
  it('[CH-SENT-GY-TURN] the card states name `(本回合送墓)` (sent to the GY this turn: what 突破技能② and the like are refused by) in both languages — the English one left it out for the size limit', () => {
    const states = SECTIONS.find((s) => s.id === 'states')!;
    expect(states.body.zh).toContain('`(本回合送墓)`');
    expect(helpEmbed('en').fields!.find((f) => f.name === 'Card states')!.value).toContain('`(本回合送墓)` sent to GY this turn');
  });
  it('[ANS-HELP-SIZE-MARGIN] every part of /help keeps 100 characters under Discord\'s limits in both languages: each field ≤ 924 (limit 1024) and the whole embed ≤ 5900 (limit 6000) — the English situation block and card states were 5 and 9 under', () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const e = helpEmbed(lang);
      for (const f of e.fields!) expect(f.value.length, `${lang} ${f.name}`).toBeLessThanOrEqual(1024 - 100);
      const total = (e.title ?? '').length + (e.description ?? '').length + (e.footer?.text ?? '').length
        + e.fields!.reduce((n, f) => n + f.name.length + f.value.length, 0);
      expect(total, lang).toBeLessThanOrEqual(6000 - 100);
    }
  });
  it('every example is a valid input with a ruling, and a button (label ≤ 80, at most 5 a row)', () => {
    const judge = createJudge();
    for (const x of EXAMPLES) expect(judge.chain(x.notation, { lang: 'zh-CN' }).ok, x.notation).toBe(true);
    const rows = helpButtons('en') as { components: { label: string; custom_id: string }[] }[];
    const buttons = rows.flatMap((r) => r.components);
    expect(rows.every((r) => r.components.length <= 5)).toBe(true);
    expect(buttons.filter((b) => b.custom_id.startsWith('help:ex:')).length).toBe(EXAMPLES.length);
    expect(buttons.every((b) => b.label.length <= 80 && b.custom_id.length <= 100)).toBe(true);
  });
});

/**
 * ANS-HELP-EVERY-WORD: the words /help shows, as typed — each code span (`…`) of both pages in one language, and its parts
 * (split at commas, brackets, colons and white space), lower-cased, brackets and a trailing colon trimmed.
 */
function helpWords(lang: 'zh-CN' | 'en'): Set<string> {
  const pages = [helpEmbed(lang), helpEmbed(lang, 'words')];
  const text = pages.flatMap((e) => [e.description ?? '', ...e.fields!.map((f) => f.value)]).join('\n');
  const words = new Set<string>();
  const add = (w: string) => {
    const s = w.trim().replace(/^[[(（]+|[\])）]+$/g, '').replace(/[:：]$/, '').trim().toLowerCase();
    if (s) words.add(s);
  };
  for (const m of text.matchAll(/`([^`]+)`/g)) {
    add(m[1]!);
    for (const part of m[1]!.split(/[,，、;；]/)) {
      add(part);
      for (const piece of part.split(/[\s()（）[\]{}→:：]+/)) add(piece);
    }
  }
  return words;
}

/** A table's words grouped by meaning. */
function meanings(table: Readonly<Record<string, unknown>>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [word, meaning] of Object.entries(table)) {
    const key = JSON.stringify(meaning);
    out.set(key, [...(out.get(key) ?? []), word]);
  }
  return out;
}

describe('/help: every word', () => {
  it('[ANS-HELP-EVERY-WORD] every word the lexer reads (actions, situation keys, zones, controllers, then words, last words, ask words) is on /help: a Chinese one in both languages, an English one in English', () => {
    const lexerWords = [
      ...Object.keys(VERBS), ...Object.keys(SIMPLE_KEYS), ...Object.keys(CONTROLLERS),
      ...ASK_WORDS, ...LATER_WORDS.keys(), ...THEN_WORDS,
    ];
    const missing: string[] = [];
    for (const lang of ['zh-CN', 'en'] as const) {
      const words = helpWords(lang);
      const ascii = (w: string) => /^[\x00-\x7f]+$/.test(w);
      for (const w of lexerWords) if ((lang === 'en' || !ascii(w)) && !words.has(w.toLowerCase())) missing.push(`${lang} ${w}`);
      // A zone word is glued to its player (`A基本分:8000`): written so, it is found.
      for (const w of Object.keys(ZONE_WORDS)) {
        if ((lang === 'en' || !ascii(w)) && !words.has(w.toLowerCase()) && !words.has(`a${w}`)) missing.push(`${lang} ${w}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('[ANS-HELP-EVERY-WORD] every meaning of the card states, the `本回合:` words and the card notes (`[特殊召唤 X]`, `[cost:解放 X]`) has a word on /help, in both languages — `(已反转)` and the summon methods of `本回合:` among them', () => {
    const missing: string[] = [];
    for (const lang of ['zh-CN', 'en'] as const) {
      const words = helpWords(lang);
      for (const [name, table] of Object.entries({ STATES, HISTORY_WORDS, CHOSEN_VERBS, COST_VERBS })) {
        for (const [meaning, ws] of meanings(table)) if (!ws.some((w) => words.has(w.toLowerCase()))) missing.push(`${lang} ${name} ${meaning} (${ws.join(' ')})`);
      }
      for (const w of ['已反转', '融合召唤', '同调召唤', '超量召唤', '连接召唤', '仪式召唤', '灵摆召唤', '上回合']) expect(words.has(w), `${lang} ${w}`).toBe(true);
    }
    expect(missing).toEqual([]);
  });

  it('[ANS-HELP-SIZE-MARGIN] the second page (`/help topic:words`) keeps the same margins: each field ≤ 924, the embed ≤ 5900, in both languages; its buttons lead back and to the other language', () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const e = helpEmbed(lang, 'words');
      expect(e.fields!.length).toBe(WORD_SECTIONS.length);
      for (const f of e.fields!) expect(f.value.length, `${lang} ${f.name}`).toBeLessThanOrEqual(1024 - 100);
      const total = (e.title ?? '').length + (e.description ?? '').length + (e.footer?.text ?? '').length
        + e.fields!.reduce((n, f) => n + f.name.length + f.value.length, 0);
      expect(total, lang).toBeLessThanOrEqual(6000 - 100);
      const ids = (helpButtons(lang, 'words') as { components: { custom_id: string }[] }[]).flatMap((r) => r.components.map((b) => b.custom_id));
      expect(ids).toEqual([`help:topic:notation:${lang}`, `help:lang:${lang === 'en' ? 'zh-CN' : 'en'}:words`]);
    }
    // The first page points to it, in words and with a button.
    expect(helpEmbed('en').description).toContain('`/help topic:words`');
    expect(helpEmbed('zh-CN').description).toContain('`/help topic:words`');
    const first = (helpButtons('zh-CN') as { components: { custom_id: string; label: string }[] }[]).flatMap((r) => r.components);
    expect(first.find((b) => b.custom_id === 'help:topic:words:zh-CN')?.label).toBe('所有写法');
  });
});
