// CH-EQUIP-HELD-NEGATED (rules reference docs/c03/装备卡.rst:146–153): a monster card made an Equip Card by its monster's
// own equip-to-itself effect is held by that effect: when the monster's effects are negated it is destroyed by rule (not
// by the effect). An Equip Spell, or a card that equips itself to other monsters by its own targeting effect, stays.
// The reference's cards are 甲虫装机 豆娘/大黄蜂 and 纳祭之魔; here the roles are swapped and other equips used. cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the held-equip rule', CARDS_DB);

const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CH-EQUIP-HELD-NEGATED] an equip held by the negated monster’s own effect', () => {
  it('[CH-EQUIP-HELD-NEGATED] 甲虫装机 大黄蜂 negated: the 甲虫装机 豆娘 it holds as an equip card is destroyed by rule', () => {
    const a = askCdb('{回合:B A场:甲虫装机 大黄蜂,甲虫装机 豆娘(装备:甲虫装机 大黄蜂)} C1 B:禁忌的圣杯→甲虫装机 大黄蜂');
    expect(destroyed(a)).toEqual(['甲虫装机 豆娘']);
    expect(a.events.find((e) => e.type === 'destroyed')!.cause).toBe('rule');
    expect(a.links[0]!.rules).toContain('CH-EQUIP-HELD-NEGATED');
  });

  it('[CH-EQUIP-HELD-NEGATED] the other side: an Equip Spell on the negated monster stays, and so does a monster that equips itself by its own targeting effect (甲虫装机 吉咖螳螂)', () => {
    expect(destroyed(askCdb('{回合:B A场:甲虫装机 大黄蜂,团结之力(装备:甲虫装机 大黄蜂)} C1 B:禁忌的圣杯→甲虫装机 大黄蜂'))).toEqual([]);
    expect(destroyed(askCdb('{回合:B A场:甲虫装机 豆娘,甲虫装机 吉咖螳螂(装备:甲虫装机 豆娘)} C1 B:禁忌的圣杯→甲虫装机 豆娘'))).toEqual([]);
  });

  it('[CH-EQUIP-HELD-NEGATED] an effect that does not negate the holder (its ATK only) leaves the equip card', () => {
    expect(destroyed(askCdb('{回合:B A场:甲虫装机 大黄蜂,甲虫装机 豆娘(装备:甲虫装机 大黄蜂)} C1 B:收缩→甲虫装机 大黄蜂'))).toEqual([]);
  });
});
