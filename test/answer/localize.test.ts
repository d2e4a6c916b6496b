import { describe, expect, it } from 'vitest';
import { localize } from '../../src/answer/localize.js';
import { t } from '../../src/i18n/text.js';

describe('localize', () => {
  it('turns every Text into the reader language and leaves keys and fixed values alone', () => {
    const answer = { ok: true, outcome: 'resolved', reason: t('处理', 'resolves'), list: [t('甲', 'a')], n: 3, none: null };
    expect(localize(answer, 'en')).toEqual({ ok: true, outcome: 'resolved', reason: 'resolves', list: ['a'], n: 3, none: null });
    expect(localize(answer, 'zh-CN')).toEqual({ ok: true, outcome: 'resolved', reason: '处理', list: ['甲'], n: 3, none: null });
  });
});
