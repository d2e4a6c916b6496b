import { describe, expect, it } from 'vitest';
import { caretLine } from '../../src/answer/caret.js';
import { localize } from '../../src/answer/localize.js';
import { t } from '../../src/i18n/text.js';

describe('caret line', () => {
  it('puts the caret under the offending place, counting CJK characters as two columns', () => {
    const input = 'C1 黑洞 C3 旋风';
    const caret = caretLine(input, input.indexOf('C3'))!;
    const [line, mark] = caret.split('\n');
    expect(line).toBe(input);
    // "C1 " = 3 columns, "黑洞" = 4, " " = 1 → the caret stands at column 8.
    expect(mark).toBe(' '.repeat(8) + '^');
  });

  it('cuts long input to a window around the place and marks the cut', () => {
    const input = 'C1 ' + '黑'.repeat(300) + ' →';
    const caret = caretLine(input, input.length - 1)!;
    const [line] = caret.split('\n');
    expect(line!.startsWith('…')).toBe(true);
    expect(line!.length).toBeLessThan(80);
  });

  it('gives nothing when there is no place to point at', () => {
    expect(caretLine('x', null)).toBeNull();
  });
});

describe('localize', () => {
  it('turns every Text into the reader language and leaves keys and fixed values alone', () => {
    const answer = { ok: true, outcome: 'resolved', reason: t('处理', 'resolves'), list: [t('甲', 'a')], n: 3, none: null };
    expect(localize(answer, 'en')).toEqual({ ok: true, outcome: 'resolved', reason: 'resolves', list: ['a'], n: 3, none: null });
    expect(localize(answer, 'zh-CN')).toEqual({ ok: true, outcome: 'resolved', reason: '处理', list: ['甲'], n: 3, none: null });
  });
});
