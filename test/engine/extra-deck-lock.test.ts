// CMP-EXTRA-DECK-LOCK (rules reference docs/c03/装备卡.rst:18): a continuous 「（自己|对方|双方）不能从额外卡组把怪兽特殊召唤」 standing on
// its own, under 「只要这张卡在…存在，」, or under 「这张卡装备中的场合，」 (held while its card is an Equip Card equipped to a monster).
// Its 「自己」「对方」 are seen from the lock card's controller — an equip card equipped to a monster the other player now controls
// still binds the same player. Judged for a summon from the Extra Deck written as the action (CH-SUMMON-FORBIDDEN) and for an
// activation whose step must summon from there (CH-FORBIDDEN-FROM). The reference's card is 破坏剑-龙破坏之剑; here also
// 帝王的开岩, 山铜结界 and restated texts. cards.cdb for the board tests.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { textCard } from '../../src/cards/curated/dsl.js';

skipMessage('the Extra Deck lock', CARDS_DB);

const summoned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
const lockOf = (text: string, type = 'spell continuous') => textCard({ id: 1, name: '测试锁', type, text }).effects.flatMap((e) => e.does).find((a) => a.forbids === 'special-summon');

describe('[CMP-EXTRA-DECK-LOCK] reading the lock', () => {
  it('[CMP-EXTRA-DECK-LOCK] alone, under 「只要这张卡在…存在，」 or 「这张卡装备中的场合，」 it is read; under another condition or for the turn it is not', () => {
    expect(lockOf('②：自己不能从额外卡组把怪兽特殊召唤。', 'spell field')).toMatchObject({ forbids: 'special-summon', forbidsFrom: 'extra', player: 'self' });
    expect(lockOf('①：只要这张卡在魔法与陷阱区域存在，双方不能从额外卡组把怪兽特殊召唤。')).toMatchObject({ forbidsFrom: 'extra', player: 'both' });
    expect(lockOf('②：这张卡装备中的场合，对方不能从额外卡组把怪兽特殊召唤。', 'monster effect')).toMatchObject({ forbidsFrom: 'extra', player: 'opponent', whileHolds: [{ is: 'self-state', state: 'equipping' }] });
    expect(lockOf('①：自己的额外卡组没有卡存在的场合，对方不能从额外卡组把怪兽特殊召唤。')).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[CMP-EXTRA-DECK-LOCK] the lock on the board', () => {
  it('[CMP-EXTRA-DECK-LOCK] 破坏剑-龙破坏之剑 equipped to a monster the opponent took: the opponent still cannot Link Summon, nor activate 青眼精灵龙③ (its step summons from the Extra Deck only); the answer names the lock', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:破坏剑-龙破坏之剑(装备:破坏之剑士) B场:破坏之剑士(所有者:A),救援猫 B额外:连接栗子球} 连接召唤 连接栗子球 素材 救援猫');
    expect(summoned(a)).toEqual([]);
    expect(a.warnings.some((w) => w.includes('破坏剑-龙破坏之剑') && w.includes('额外卡组'))).toBe(true);
    const b = askCdb('{回合:B 阶段:主要1 A场:破坏剑-龙破坏之剑(装备:破坏之剑士) B场:破坏之剑士(所有者:A),青眼精灵龙 B额外:苍眼银龙} C1 B:青眼精灵龙③');
    expect(b.links[0]!.legal).toBe(false);
    expect(b.links[0]!.rules).toContain('CH-FORBIDDEN-FROM');
  });
  it('[CMP-EXTRA-DECK-LOCK] the other side: its own controller is free; not equipped (a monster on the field), its effects negated, or only a summon from the GY — no lock', () => {
    expect(summoned(askCdb('{回合:A 阶段:主要1 A场:破坏剑-龙破坏之剑(装备:破坏之剑士),救援猫 B场:破坏之剑士(所有者:A) A额外:连接栗子球} 连接召唤 连接栗子球 素材 救援猫'))).toEqual(['连接栗子球']);
    expect(summoned(askCdb('{回合:B 阶段:主要1 A场:破坏剑-龙破坏之剑 B场:救援猫 B额外:连接栗子球} 连接召唤 连接栗子球 素材 救援猫'))).toEqual(['连接栗子球']);
    expect(summoned(askCdb('{回合:B 阶段:主要1 A场:破坏剑-龙破坏之剑(装备:破坏之剑士,效果无效) B场:破坏之剑士(所有者:A),救援猫 B额外:连接栗子球} 连接召唤 连接栗子球 素材 救援猫'))).toEqual(['连接栗子球']);
    expect(askCdb('{回合:B 阶段:主要1 A场:破坏剑-龙破坏之剑(装备:破坏之剑士,效果无效) B场:破坏之剑士(所有者:A),青眼精灵龙 B额外:苍眼银龙} C1 B:青眼精灵龙③').links[0]!.legal).toBe(true);
    expect(summoned(askCdb('{回合:B 阶段:主要1 A场:破坏剑-龙破坏之剑(装备:破坏之剑士) B场:破坏之剑士(所有者:A) B墓:连接栗子球} 特殊召唤 连接栗子球'))).toEqual(['连接栗子球']);
  });
  it('[CMP-EXTRA-DECK-LOCK] 帝王的开岩 (「自己不能…」) binds its controller only, and only face-up', () => {
    expect(summoned(askCdb('{回合:A 阶段:主要1 A场:帝王的开岩,救援猫 A额外:连接栗子球} 连接召唤 连接栗子球 素材 救援猫'))).toEqual([]);
    expect(summoned(askCdb('{回合:B 阶段:主要1 A场:帝王的开岩 B场:救援猫 B额外:连接栗子球} 连接召唤 连接栗子球 素材 救援猫'))).toEqual(['连接栗子球']);
    expect(summoned(askCdb('{回合:A 阶段:主要1 A场:帝王的开岩(盖),救援猫 A额外:连接栗子球} 连接召唤 连接栗子球 素材 救援猫'))).toEqual(['连接栗子球']);
  });
});
