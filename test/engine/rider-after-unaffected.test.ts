// CMP-RIDER-AFTER-UNAFFECTED: 「这个效果特殊召唤的这张卡不受怪兽的效果影响，从场上离开的场合除外」 (the 伯吉斯异兽 trap monsters) — the banish
// after the comma is the summoned card's own rider too (FD-SUMMON-RIDER), read as a sentence of its own with that subject. Before, the
// compiler took it for a banish of any card on the field, and the card left the field like any other (rules reference
// docs/c02/基本用语.rst:1224). (The 「不受怪兽的效果影响」 half is still not applied.)
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { eventCards } from '../reference/judge.js';

skipMessage('CMP-RIDER-AFTER-UNAFFECTED', CARDS_DB);

describe.skipIf(!haveCards)('CMP-RIDER-AFTER-UNAFFECTED', () => {
  const bounce = (note: string) => askCdb(`{回合:B A场:伯吉斯异兽·加拿大虫(${note}) B场:强制脱出装置(盖)} C1 B:强制脱出装置→伯吉斯异兽·加拿大虫`);
  it('[CMP-RIDER-AFTER-UNAFFECTED] 伯吉斯异兽·加拿大虫 summoned by its own effect, bounced by the opponent’s 强制脱出装置: banished instead of returning to the hand', () => {
    expect(eventCards(bounce('当作怪兽,自身特召'), 'banished')).toEqual(['伯吉斯异兽·加拿大虫']);
    expect(eventCards(bounce('当作怪兽,自身特召'), 'returned-to-hand')).toEqual([]);
  });
  it('[CMP-RIDER-AFTER-UNAFFECTED] turned face-down since (a new card), it returns to the hand', () => {
    expect(eventCards(bounce('当作怪兽,自身特召,变里侧'), 'returned-to-hand')).toEqual(['伯吉斯异兽·加拿大虫']);
  });
  it('[CMP-RIDER-AFTER-UNAFFECTED] the step is a banish of the card itself, whenever it leaves the field — no banish of another card', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:伯吉斯异兽·马尔三叶形虫(当作怪兽,自身特召),青眼白龙} C1 B:黑洞');
    expect(eventCards(a, 'banished')).toEqual(['伯吉斯异兽·马尔三叶形虫']);
    expect(eventCards(a, 'destroyed')).toEqual(expect.arrayContaining(['伯吉斯异兽·马尔三叶形虫', '青眼白龙']));
  });
});
