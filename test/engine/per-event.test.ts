// WIN-PER-EVENT: a mandatory trigger with no use limit, met by several separate events of one chain, is
// activated once per event, chained to itself — unless it acts on the cards of its event together
// (「那些…」), on its own card, or on targets (rules reference docs/c03/诱发类效果.rst:484–523).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('WIN-PER-EVENT', CARDS_DB);

const times = (input: string, name: string) => askCdb(input).window.triggers.filter((t) => t.card.name === name).length;

describe.skipIf(!haveCards)('WIN-PER-EVENT', () => {
  it('[WIN-PER-EVENT] met by two links of one chain: a mandatory trigger is activated twice; met by one event, once', () => {
    const two = askCdb('{回合:B A场:芳香花园,芳香法师 茉莉,芳香法师 迷迭香 B场:雷破(盖),雷破(盖) B手:三眼怪,三眼怪} C1 B:雷破→芳香法师 茉莉 [cost:丢弃 三眼怪] C2 B:雷破→芳香法师 迷迭香 [cost:丢弃 三眼怪]');
    const garden = two.window.triggers.filter((t) => t.card.name === '芳香花园');
    expect(garden).toHaveLength(2);
    expect(garden[0]!.rules).toContain('WIN-PER-EVENT');
    // One link destroying both at once: one event, one activation.
    expect(times('{回合:B A场:芳香花园,芳香法师 茉莉,芳香法师 迷迭香} C1 B:黑洞', '芳香花园')).toBe(1);
  });
  it('[WIN-PER-EVENT] the other side: an optional trigger, or one that acts on its own card, is activated once', () => {
    expect(times('{回合:B A场:超重武者 兜-10 B场:活死人的呼声(盖),活死人的呼声(盖) B墓:蒲公英狮,三眼怪} C1 B:活死人的呼声→蒲公英狮 C2 B:活死人的呼声→三眼怪', '超重武者 兜-10')).toBe(1);
    expect(times('{回合:A A场:虚无空间,愚蠢的埋葬(盖) A卡组:三眼怪} C1 A:愚蠢的埋葬 [送墓 三眼怪]', '虚无空间')).toBe(1);
  });
  it('[WIN-PER-EVENT] a burn this card deals (「这张卡对对方造成300点伤害」, the old wording: this card is the source, not what it acts on): 噩梦之拷问室 is activated once per effect damage to the opponent', () => {
    expect(times('{回合:A A场:噩梦之拷问室,自业自得(盖) B场:三眼怪} C1 A:火球 C2 A:自业自得', '噩梦之拷问室')).toBe(2);
    expect(times('{回合:A A场:噩梦之拷问室} C1 A:火球', '噩梦之拷问室')).toBe(1);
  });
});
