// Bad input a player really types (a Discord mention pasted for a card, a controller written C:, an empty zone written
// with a comma, a pasted wall of text): one clear message in the reader's language saying what was wrong, where and what
// to type instead — and no echo of thousands of characters.
import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, MAX_NOTE_LENGTH, parseNotation, type NotationError } from '../../src/notation/index.js';
import { cdbJudge, haveCards } from '../cards/data.js';

function error(text: string): NotationError {
  const r = parseNotation(text);
  if (r.ok) throw new Error(`parsed, but should not: ${text}`);
  return r.error;
}

describe('Discord mentions where a card goes', () => {
  it.each([
    ['C1 <@123>', 'C1 '.length, '用户提及', 'a user mention'],
    ['C2 <@!456>', 'C2 '.length, '用户提及', 'a user mention'],
    ['<@123> C1 黑洞', 0, '用户提及', 'a user mention'],
    ['C1 <@&789>', 'C1 '.length, '身份组提及', 'a role mention'],
    ['C1 @everyone', 'C1 '.length, '全员提及', 'an everyone / here mention'],
    ['C1 黑洞 → @here', 'C1 黑洞 → '.length, '全员提及', 'an everyone / here mention'],
  ])('%s: said to be a Discord mention, a card name expected', (input, offset, zh, en) => {
    const e = error(input);
    expect(e.offset).toBe(offset);
    expect(e.message.zh).toContain('Discord');
    expect(e.message.zh).toContain(zh);
    expect(e.message.zh).toContain('需要卡名');
    expect(e.message.en).toContain(en);
    expect(e.message.en).toContain('not a card name');
    // The message does not repeat the mention itself (only the caret line shows the input; the bot defuses it).
    expect(e.message.zh).not.toMatch(/<@|@everyone|@here/);
    expect(e.message.en).not.toMatch(/<@|@everyone|@here/);
  });
});

describe('a controller written with a letter that is no player', () => {
  it.each(['C1 C:黑洞', '{回合:A} C1 C:黑洞'])('%s: says a controller is written A: or B:, not a colon in a card name', (input) => {
    const e = error(input);
    expect(e.offset).toBe(input.indexOf(':黑洞'));
    expect(e.message.zh).toContain('控制者只能写 A: 或 B:');
    expect(e.message.zh).toContain('C:');
    expect(e.message.zh).not.toContain('卡名里的冒号');
    expect(e.message.en).toContain('A controller is written A: or B:');
    expect(e.message.en).not.toContain('quote a name');
  });

  it('a card whose name starts with one letter and a colon (I：P…) is told to quote the whole name', () => {
    const e = error('C1 B:黑洞 C2 A:I：P伪装舞会莱娜');
    expect(e.message.zh).toContain('如果“I：”是卡名的一部分');
    expect(e.message.zh).toContain('《I：…》');
    expect(e.message.en).toContain('quote the whole name: 《I：…》');
  });

  it('a colon in a long name still gets the quoting hint', () => {
    expect(error('C1 Number C88: Gimmick Puppet Disaster Leo').message.en).toContain('quote a name that holds one');
  });
});

describe('an empty zone', () => {
  it('{A场:,}: says an empty zone is the key with nothing after it', () => {
    const e = error('{A场:,} C1 黑洞');
    expect(e.offset).toBe('{A场:'.length);
    expect(e.message.zh).toContain('要表示那里没有卡，只写 A场:');
    expect(e.message.en).toContain('For a zone with no cards, write A场: with nothing after it');
  });

  it('A场:, outside a block: says situation items go inside {…}', () => {
    const e = error('A场:,');
    expect(e.offset).toBe(0);
    expect(e.message.zh).toContain('情况项要写在 {…} 里');
    expect(e.message.zh).toContain('{A场:}');
    expect(e.message.en).toContain('Situation items go inside {…}');
  });

  it('{A场:} is still a zone with no cards', () => {
    expect(parseNotation('{A场:} C1 黑洞').ok).toBe(true);
  });
});

describe('every piece of the input has a limit', () => {
  it(`a 5000-character card name is refused as too long (at most ${MAX_NAME_LENGTH}), not echoed`, () => {
    const e = error(`C1 ${'黑'.repeat(5000)}`);
    expect(e.kind).toBe('too-long');
    expect(e.offset).toBe(3);
    expect(e.message.zh).toContain(`最多 ${MAX_NAME_LENGTH} 个字符，这里有 5000 个`);
    expect(e.message.en).toContain(`at most ${MAX_NAME_LENGTH} characters, this one has 5000`);
    expect(e.message.zh.length).toBeLessThan(200);
    expect(e.caret.length).toBeLessThan(200);
  });

  it(`a 3000-character note is refused as too long (at most ${MAX_NOTE_LENGTH})`, () => {
    const e = error(`C1 黑洞 [${'x'.repeat(3000)}]`);
    expect(e.kind).toBe('too-long');
    expect(e.message.en).toContain(`at most ${MAX_NOTE_LENGTH} characters`);
    expect(e.message.en.length).toBeLessThan(300);
  });
});

describe.skipIf(!haveCards)('bad input against the card database', () => {
  it('an unknown 150-character name is echoed cut, saying it was cut', () => {
    const name = '黑'.repeat(150);
    for (const lang of ['zh-CN', 'en'] as const) {
      const a = cdbJudge().chain(`C1 ${name}`, { lang });
      if (a.ok) throw new Error('answered');
      expect(a.error.message).not.toContain(name);
      expect(a.error.message).toContain('黑'.repeat(40) + '…');
      expect(a.error.message).toContain(lang === 'en' ? '(cut; 150 characters in all)' : '（已截断，共 150 个字符）');
    }
  });

  it('[SIT-SUMMON-BY-NOTE-EMPTY] 召唤 三眼怪 [由 ]: says the card that summons it is missing', () => {
    for (const input of ['召唤 三眼怪 [由 ]', '特殊召唤 三眼怪 [由]']) {
      const zh = cdbJudge().chain(input, { lang: 'zh-CN' });
      const en = cdbJudge().chain(input, { lang: 'en' });
      if (zh.ok || en.ok) throw new Error(`answered: ${input}`);
      expect(zh.error.message).toContain('[由 ] 里缺少卡名');
      expect(zh.error.message).toContain('[由 死者苏生]');
      expect(en.error.message).toContain('[by] names no card');
    }
  });
});

describe.skipIf(!haveCards)('the card command', () => {
  it('card <@123>: said to be a Discord mention, not matched to a card', () => {
    for (const q of ['<@123>', '@everyone']) {
      const zh = cdbJudge().card(q, { lang: 'zh-CN' });
      const en = cdbJudge().card(q, { lang: 'en' });
      if (zh.ok || en.ok) throw new Error(`answered: ${q}`);
      expect(zh.error.message).toContain('Discord');
      expect(zh.error.message).toContain('不是卡名');
      expect(en.error.message).toContain('not a card name');
    }
  });
});
