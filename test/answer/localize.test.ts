import { describe, expect, it } from 'vitest';
import { localize } from '../../src/answer/localize.js';
import { t } from '../../src/i18n/text.js';

describe('localize', () => {
  it('turns every Text into the reader language and leaves keys and fixed values alone', () => {
    const answer = { ok: true, outcome: 'resolved', reason: t('处理', 'resolves'), list: [t('甲', 'a')], n: 3, none: null };
    expect(localize(answer, 'en')).toEqual({ ok: true, outcome: 'resolved', reason: 'resolves', list: ['a'], n: 3, none: null });
    expect(localize(answer, 'zh-CN')).toEqual({ ok: true, outcome: 'resolved', reason: '处理', list: ['甲'], n: 3, none: null });
  });

  it('leaves the answer it reads as it was, and reads the same after a part with no words is shared (issue 10: copy on change)', () => {
    const card = { id: 1, name: '黑洞', controller: 'A', ref: 'L1' };
    const answer = { links: [{ n: 1, card, rules: ['R1'], reason: t('处理', 'resolves') }, { n: 2, card, rules: [], reason: null }], events: [{ type: 'destroyed', cards: [card] }] };
    const before = JSON.stringify(answer);
    const en = localize(answer, 'en');
    const zh = localize(answer, 'zh-CN');
    expect(JSON.stringify(answer)).toBe(before);
    expect(en).toEqual({ links: [{ n: 1, card, rules: ['R1'], reason: 'resolves' }, { n: 2, card, rules: [], reason: null }], events: [{ type: 'destroyed', cards: [card] }] });
    expect(zh.links[0]!.reason).toBe('处理');
    expect(Object.keys(en.links[0]!)).toEqual(['n', 'card', 'rules', 'reason']);
  });
});
