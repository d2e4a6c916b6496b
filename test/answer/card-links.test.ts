/**
 * Issue 14 (1): a card answer links its page on the community database (by passcode) and Konami's
 * official database when the official-name table gives the id; the picture template is off unless
 * set to an http(s) URL with `{id}`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createJudge } from '../../src/judge.js';
import { cardEmbeds } from '../../src/answer/render/discord.js';
import { renderCardText } from '../../src/answer/render/text.js';
import { readConfig } from '../../src/bot/config.js';
import type { CardAnswer } from '../../src/answer/types.js';

const dir = mkdtempSync(join(tmpdir(), 'ocg-links-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An official-name table with one row written for this test (灰流丽's passcode, a made-up Konami id). */
function aliasTable(): string {
  const path = join(dir, 'aliases.sqlite');
  const db = new Database(path);
  db.exec('CREATE TABLE cards (password INTEGER, konami_id INTEGER, name_zh_cn TEXT, name_ja TEXT, name_en TEXT)');
  db.prepare('INSERT INTO cards VALUES (?, ?, ?, ?, ?)').run(14558127, 12950, '灰流丽', null, 'Ash Blossom & Joyous Spring');
  db.close();
  return path;
}

describe('card links', () => {
  it('without the official table: only the community page; with it: Konami too, in the reader’s locale', () => {
    const plain = createJudge().card('灰流丽', { lang: 'zh-CN' }) as CardAnswer;
    expect(plain.links!.map((l) => l.site)).toEqual(['ygocdb']);
    const judge = createJudge({ aliasesDb: aliasTable() });
    const zh = judge.card('灰流丽', { lang: 'zh-CN' }) as CardAnswer;
    expect(zh.links!.map((l) => l.url)).toEqual([
      'https://ygocdb.com/card/14558127',
      'https://www.db.yugioh-card.com/yugiohdb/card_search.action?ope=2&cid=12950&request_locale=ja',
    ]);
    const en = judge.card('灰流丽', { lang: 'en' }) as CardAnswer;
    expect(en.links![1]!.url).toMatch(/cid=12950&request_locale=en$/);
    expect(renderCardText(en, 'en')).toContain('Official card database: https://www.db.yugioh-card.com/');
    expect(JSON.stringify(cardEmbeds(zh, 'zh-CN'))).toContain('[官方卡片数据库](https://www.db.yugioh-card.com/');
  });

  it('CARD_IMAGE_URL: off when unset or unusable; {id} becomes the passcode', () => {
    expect(readConfig({}).cardImageUrl).toBeNull();
    expect(readConfig({ CARD_IMAGE_URL: 'https://x.test/card.jpg' }).cardImageUrl).toBeNull();
    expect(readConfig({ CARD_IMAGE_URL: 'file:///etc/{id}' }).cardImageUrl).toBeNull();
    const template = readConfig({ CARD_IMAGE_URL: 'https://x.test/{id}.jpg' }).cardImageUrl;
    const a = createJudge().card('灰流丽', { lang: 'zh-CN' }) as CardAnswer;
    expect(cardEmbeds(a, 'zh-CN', { imageTemplate: template })[0]!.thumbnail).toEqual({ url: 'https://x.test/14558127.jpg' });
    expect(cardEmbeds(a, 'zh-CN')[0]!.thumbnail).toBeUndefined();
  });
});
