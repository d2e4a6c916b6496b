// SIT-SUMMON-PICK-OFF-FIELD (test/RULES.md): the card a link Special Summons by a note (`[特殊召唤 X]`) is not a copy already in a Monster
// Zone — another listed copy off the field is the one summoned. Before, the field copy was taken: 帝王海蛇② "summoned" the 螺旋龙 already on
// the field and the one from the hand kept its ATK (CH-MOVED-BY-THIS 「这个效果特殊召唤的怪兽的攻击力·守备力变成0」 missed it).
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a summon picks a copy off the field', () => {
  it('[SIT-SUMMON-PICK-OFF-FIELD] 帝王海蛇② with 螺旋龙 on the field and in the hand: the hand copy is summoned and becomes 0/0; the field copy keeps 2900', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:帝王海蛇(本回合特召),螺旋龙 A手:螺旋龙} C1 A:帝王海蛇② [特殊召唤 螺旋龙]');
    const dragons = (a.stats ?? []).filter((x) => x.card.name === '螺旋龙').map((x) => x.atk).sort((p, q) => p - q);
    expect(dragons).toEqual([0]);
    expect(a.events.filter((e) => e.type === 'special-summoned' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name))).toEqual(['螺旋龙']);
  });
});
