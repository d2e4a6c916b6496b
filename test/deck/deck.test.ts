/**
 * Issue 14 (3): the limit list (lflist.conf) and the deck check, over .ydk files and a limit list
 * written for these tests (test/fixtures/decks/), and bad inputs: garbage, a broken ydke://, a huge
 * upload, unknown passcodes — each a clear message in the reader's language, never a crash.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createJudge } from '../../src/judge.js';
import { currentOcgList, parseLflist } from '../../src/cards/import/lflist.js';
import { parseDeck, toYdke } from '../../src/deck/parse.js';
import type { CardAnswer, DeckAnswer, ErrorAnswer } from '../../src/answer/types.js';
import { renderDeckText } from '../../src/answer/render/text.js';

const dir = join(__dirname, '..', 'fixtures', 'decks');
const file = (name: string) => readFileSync(join(dir, name), 'utf8');
const judge = createJudge({ lflist: join(dir, 'lflist.conf') });

function check(input: string, lang: 'zh-CN' | 'en' = 'zh-CN'): DeckAnswer {
  const a = judge.deck(input, { lang });
  if (!a.ok) throw new Error(a.error.message);
  return a;
}
const kinds = (a: DeckAnswer) => a.problems.map((p) => `${p.kind}${p.card ? `:${p.card.id}` : ''}`).sort();

describe('limit list (lflist.conf)', () => {
  it('the current OCG list is the first without TCG, with its date; 0/1/2 are forbidden/limited/semi-limited', () => {
    const lists = parseLflist(file('lflist.conf'));
    expect(lists.map((l) => [l.name, l.date, l.ocg])).toEqual([
      ['2026.9 TCG', '2026-09', false],
      ['2026.10', '2026-10', true],
      ['2026.7', '2026-07', true],
    ]);
    const ocg = currentOcgList(lists)!;
    expect(ocg.name).toBe('2026.10');
    expect([...ocg.limits]).toEqual([[55144522, 0], [23434538, 1], [53129443, 1], [14558127, 2]]);
  });

  it('/card shows the status and the list', () => {
    const ash = judge.card('灰流丽', { lang: 'zh-CN' }) as CardAnswer;
    expect(ash.limit).toEqual({ status: 'semi-limited', list: '2026.10', date: '2026-10' });
    expect((judge.card('强欲之壶', { lang: 'zh-CN' }) as CardAnswer).limit!.status).toBe('forbidden');
    expect((judge.card('三眼怪', { lang: 'zh-CN' }) as CardAnswer).limit!.status).toBe('unlimited');
    // No list loaded: nothing is claimed.
    expect((createJudge().card('灰流丽', { lang: 'zh-CN' }) as CardAnswer).limit).toBeUndefined();
  });
});

describe('deck check', () => {
  it('a legal deck: 40/5/6, no problem, per the OCG list (the TCG list forbids 黑洞, the OCG one limits it)', () => {
    const a = check(file('legal.ydk'));
    expect(a.legal).toBe(true);
    expect(a.counts).toEqual({ main: 40, extra: 5, side: 6 });
    expect(a.list).toEqual({ name: '2026.10', date: '2026-10' });
    expect(a.problems).toEqual([]);
    expect(renderDeckText(a, 'zh-CN')).toMatch(/^✅ 合法（OCG 卡表 2026\.10）\n主卡组 40 · 额外卡组 5 · 副卡组 6$/);
  });

  it('forbidden, over the limit, four copies, an Extra Deck monster in the Main Deck — with names', () => {
    const a = check(file('illegal.ydk'));
    expect(a.legal).toBe(false);
    expect(kinds(a)).toEqual(['forbidden:55144522', 'over-limit:23434538', 'too-many-copies:5318639', 'wrong-deck:46759931'].sort());
    const text = a.problems.map((p) => p.message).join('\n');
    expect(text).toContain('「强欲之壶」是禁止卡（2026.10）');
    expect(text).toContain('「增殖的G」是限制卡（2026.10），最多 1 张，卡组中有 2 张。');
    expect(text).toContain('「旋风」有 4 张');
    expect(text).toContain('「幻影英雄 三一人」是额外卡组的怪兽，不能放在主卡组。');
    const en = check(file('illegal.ydk'), 'en').problems.map((p) => p.message).join('\n');
    expect(en).toContain('Pot of Greed is Forbidden (2026.10)');
    expect(en).toContain('Maxx "C" is Limited (2026.10): at most 1, the deck has 2.');
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('Main 40–60, Extra ≤ 15, Side ≤ 15', () => {
    const a = check(file('sizes.ydk'));
    expect(a.counts).toEqual({ main: 39, extra: 16, side: 16 });
    expect(kinds(a)).toEqual(['extra-size', 'main-size', 'side-size', 'wrong-deck:34646691'].sort());
    expect(a.problems.find((p) => p.kind === 'main-size')!.message).toBe('主卡组有 39 张：必须是 40–60 张。');
  });

  it('unknown passcodes: named, counted, and the deck is not called legal', () => {
    const a = check(file('unknown.ydk'));
    expect(a.legal).toBe(false);
    expect(kinds(a)).toEqual(['unknown-card:12345678', 'unknown-card:99999999']);
    expect(a.problems[0]!.message).toMatch(/^不认识的卡密 \d+（主卡组1张）：载入的卡片数据库里没有这张卡，无法检查。$/);
  });

  it('ydke:// says the same as the .ydk it encodes', () => {
    const parsed = parseDeck(file('illegal.ydk'));
    if (!parsed.ok) throw new Error('fixture');
    const a = check(toYdke(parsed.deck));
    expect(kinds(a)).toEqual(kinds(check(file('illegal.ydk'))));
  });

  it('bad inputs: a clear message in the reader’s language, never a crash', () => {
    const err = (input: string, lang: 'zh-CN' | 'en' = 'zh-CN') => {
      const a = judge.deck(input, { lang }) as ErrorAnswer;
      expect(a.ok, input.slice(0, 40)).toBe(false);
      return a.error.message;
    };
    expect(err(file('garbage.ydk'))).toBe('第 3 行不是卡密：「this is not a passcode」。.ydk 每行一个数字卡密。');
    expect(err('ydke://!!!')).toBe('这个卡组是空的。');
    expect(err('ydke://@@@@!AAAA!!')).toBe('ydke:// 的主卡组一段不是 base64。');
    expect(err('ydke://AAAAAAA=!!!')).toMatch(/长度不对/);
    expect(err('ydke://abc')).toMatch(/三段/);
    expect(err('hello there', 'en')).toMatch(/^This does not look like a deck/);
    expect(err('x'.repeat(5 * 1024 * 1024))).toMatch(/^卡组太大/);
    expect(err(`#main\n${'14558127\n'.repeat(300)}`)).toMatch(/卡太多/);
    expect(err(`ydke://${Buffer.alloc(4 * 300).toString('base64')}!!!`)).toMatch(/卡太多/);
  });

  it('without a limit list: sizes and copies only, and it says so', () => {
    const a = createJudge().deck(file('illegal.ydk'), { lang: 'zh-CN' }) as DeckAnswer;
    expect(a.list).toBeNull();
    expect(kinds(a)).toEqual(['too-many-copies:5318639', 'wrong-deck:46759931']);
    expect(a.notes.join()).toContain('没有载入禁限卡表');
  });
});
