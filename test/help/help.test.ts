/**
 * Issue 14 (6): /help's notation page and docs/NOTATION.md (linked from the README) are one text;
 * every example in it is a valid input with an answer.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLES, notationMarkdown, SECTIONS } from '../../src/help/notation.js';
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
