// CH-NEGATED-EARLIER: a face-up card the situation marks `(效果无效)` — an effect resolved before this chain
// (效果遮蒙者, 禁忌的圣杯, 「这个效果特殊召唤的怪兽的效果无效化」) negated it. An effect it activates from the field
// resolves negated, also once the card left the field; turned face-down in the chain it is a new card and
// the effect applies (rules reference docs/c03/无效.rst:262–289). Its continuous effects do not apply.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-NEGATED-EARLIER', CARDS_DB);

const summary = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);

describe.skipIf(!haveCards)('CH-NEGATED-EARLIER', () => {
  it('[CH-NEGATED-EARLIER] an effect activated by a card negated earlier resolves negated, even when the card leaves the field; not when it is turned face-down', () => {
    const alone = askCdb('{回合:A A场:水伶女·灯鱼(效果无效)} C1 A:水伶女·灯鱼①');
    expect(alone.links[0]!.outcome).toBe('effect-negated');
    expect(alone.links[0]!.rules).toContain('CH-NEGATED-EARLIER');
    expect(summary('{回合:A A场:水伶女·灯鱼(效果无效) B场:强制脱出装置(盖)} C1 A:水伶女·灯鱼① C2 B:强制脱出装置→水伶女·灯鱼')).toEqual(['C1:effect-negated', 'C2:resolved']);
    expect(summary('{回合:A A场:水伶女·灯鱼(效果无效) B场:月之书(盖)} C1 A:水伶女·灯鱼① C2 B:月之书→水伶女·灯鱼')).toEqual(['C1:resolved', 'C2:resolved']);
    // The other side: without the state nothing negates it.
    expect(summary('{回合:A A场:水伶女·灯鱼} C1 A:水伶女·灯鱼①')).toEqual(['C1:resolved']);
  });
  it('[CH-NEGATED-EARLIER] the continuous effects of a card negated earlier do not apply', () => {
    expect(summary('{回合:A A场:技能抽取,水伶女·灯鱼} C1 A:水伶女·灯鱼①')).toEqual(['C1:effect-negated']);
    expect(summary('{回合:A A场:技能抽取(效果无效),水伶女·灯鱼} C1 A:水伶女·灯鱼①')).toEqual(['C1:resolved']);
  });
});
