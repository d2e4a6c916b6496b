// Notation forms 15/16 grown for the rules reference (issue 16): a card drawn at resolution (`[抽卡 X]`)
// is moved from the Deck to the hand, so its 「抽到时」 trigger meets it; a cost the card's facts lack
// (`[cost:回到手卡 X]`) is paid as the note says, when the link is activated.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('notes: drawn card, returned cost', CARDS_DB);

describe.skipIf(!haveCards)('notes: a drawn card, a cost that returns a card', () => {
  it('[抽卡 X]: the card named is drawn — its "when drawn" trigger is offered; without the note, from a Deck listed with more cards than drawn, nothing is (which card is drawn is not known; a Deck of just that card draws it: CH-DRAW-LISTED-DECK)', () => {
    const a = askCdb('{回合:A A卡组:守护神官 马哈德,三眼怪 A场:强欲之瓶(盖)} C1 A:强欲之瓶[抽卡 守护神官 马哈德]');
    expect(a.events.find((e) => e.type === 'drawn')?.cards.map((c) => c.name)).toEqual(['守护神官 马哈德']);
    expect(a.window.triggers.map((t) => t.card.name)).toContain('守护神官 马哈德');
    const none = askCdb('{回合:A A卡组:守护神官 马哈德,三眼怪 A场:强欲之瓶(盖)} C1 A:强欲之瓶');
    expect(none.window.triggers.map((t) => t.card.name)).not.toContain('守护神官 马哈德');
    const whole = askCdb('{回合:A A卡组:守护神官 马哈德 A场:强欲之瓶(盖)} C1 A:强欲之瓶');
    expect(whole.window.triggers.map((t) => t.card.name)).toContain('守护神官 马哈德');
  });
  it('two [抽卡 X] of one name are two copies', () => {
    const a = askCdb('{回合:A A卡组:守护神官 马哈德,守护神官 马哈德 A场:强欲而贪欲之壶(盖)} C1 A:强欲而贪欲之壶[抽卡 守护神官 马哈德][抽卡 守护神官 马哈德]');
    expect(a.events.find((e) => e.type === 'drawn')?.cards.map((c) => c.name)).toEqual(['守护神官 马哈德', '守护神官 马哈德']);
  });
  it('[cost:回到手卡 X]: a return-to-hand cost the compiled card lacks moves X at activation', () => {
    const a = askCdb('{回合:B A场:幻变骚灵·泛在羽衣精,幻变骚灵·多功能诈骗者 B场:三眼怪} C1 A:幻变骚灵·泛在羽衣精①→三眼怪[cost:回到手卡 幻变骚灵·多功能诈骗者]');
    const back = a.events.find((e) => e.type === 'returned-to-hand' && e.cards.some((c) => c.name === '幻变骚灵·多功能诈骗者'));
    expect(back?.cause).toBe('cost');
    expect(back?.link).toBe(1);
  });
});
