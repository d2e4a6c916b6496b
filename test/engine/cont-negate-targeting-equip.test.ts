// CH-CONT-NEGATE-TARGETING for Equip Cards (rules reference docs/c02/基本用语.rst:309, docs/c03/无效.rst:356–361): an Equip Card keeps
// targeting the monster it equips, so a face-up monster's continuous 「…为对象的魔法·陷阱卡的效果无效并破坏」 (黑曜岩龙: its controller's
// face-up DARK monster) reaches the Equip Card equipping such a monster once the chain has resolved — negated (its own 「这张卡被破坏时
// 装备怪兽破坏」 does nothing) and destroyed. An Equip Card on a monster the filter does not cover stays.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-CONT-NEGATE-TARGETING', CARDS_DB);

const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CH-CONT-NEGATE-TARGETING] an Equip Card keeps targeting what it equips', () => {
  it('[CH-CONT-NEGATE-TARGETING] 过早的埋葬 reviving and equipping the DARK 黑魔术师 under 黑曜岩龙 is destroyed after the chain; 黑魔术师 stays', () => {
    const a = askCdb('{回合:A A场:黑曜岩龙 A墓:黑魔术师} C1 A:过早的埋葬→黑魔术师');
    const gone = a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
    expect(gone).toEqual(['过早的埋葬']);
    expect(a.events.some((e) => e.type === 'special-summoned' && e.cards.some((c) => c.name === '黑魔术师'))).toBe(true);
  });

  it('[CH-CONT-NEGATE-TARGETING] an Equip Card already equipping a DARK monster (the situation’s `(装备:X)`) is destroyed at the end of any chain: 过早的埋葬, and another card, 团结之力', () => {
    expect(destroyed('{回合:A A场:黑曜岩龙,黑魔术师,过早的埋葬(装备:黑魔术师)} C1 A:增援')).toEqual(['过早的埋葬']);
    expect(destroyed('{回合:A A场:黑曜岩龙,黑魔术师,团结之力(装备:黑魔术师)} C1 A:增援')).toEqual(['团结之力']);
  });

  it('[CH-CONT-NEGATE-TARGETING] the other side: equipping a LIGHT monster, equipping the opponent’s DARK monster (黑曜岩龙 covers its own side), or with no 黑曜岩龙 — it stays', () => {
    expect(destroyed('{回合:A A场:黑曜岩龙,青眼白龙,团结之力(装备:青眼白龙)} C1 A:增援')).toEqual([]);
    expect(destroyed('{回合:A A场:黑曜岩龙 B场:黑魔术师,团结之力(装备:黑魔术师)} C1 A:增援')).toEqual([]);
    expect(destroyed('{回合:A A场:黑魔术师,团结之力(装备:黑魔术师)} C1 A:增援')).toEqual([]);
  });
  it('[CH-CONT-NEGATE-TARGETING] without 「并破坏」 (电子凤凰: Spells/Traps targeting its controller’s Machine): 魔导师之力 equipping 机械王 stays equipped but is wholly negated — its ATK/DEF raise does not apply (2400/2000), activated now or already equipping; the other side: 电子凤凰 in Defense Position (its condition fails) or a non-Machine equipped — the raise applies', () => {
    const stat = (input: string, name: string) => { const s = askCdb(input).stats?.find((x) => x.card.name === name); return s ? [s.atk, s.def] : null; };
    const activated = askCdb('{回合:A 阶段:主要1 A场:电子凤凰,机械王} C1 A:魔导师之力→机械王');
    expect(activated.links.map((l) => l.outcome)).toEqual(['effect-negated']);
    expect(activated.stats?.find((x) => x.card.name === '机械王')).toMatchObject({ atk: 2400, def: 2000 });
    expect(activated.events.some((e) => (e.type === 'destroyed' || e.type === 'sent-to-gy') && e.cards.some((c) => c.name === '魔导师之力'))).toBe(false);
    expect(stat('{回合:A 阶段:主要1 A场:电子凤凰,机械王,魔导师之力(装备:机械王)} C1 A:强欲之壶', '机械王')).toEqual([2400, 2000]);
    expect(stat('{回合:A 阶段:主要1 A场:电子凤凰(守),机械王,魔导师之力(装备:机械王)} C1 A:强欲之壶', '机械王')).toEqual([2900, 2500]);
    expect(stat('{回合:A 阶段:主要1 A场:电子凤凰,青眼白龙} C1 A:魔导师之力→青眼白龙', '青眼白龙')).toEqual([3500, 3000]);
  });


  it('[CH-CONT-NEGATE-TARGETING] the static board agrees (head-judge review s40): a situation with no chain (伤害计算 of the board as given, a battle of it) and the board after a chain (回合结束后) leave 恶魔之斧 on 机械王 under 电子凤凰 raising nothing; 电子凤凰 in Defense Position, the raise applies', () => {
    const atk = (input: string) => askCdb(input).stats?.find((x) => x.card.name === '机械王')?.atk;
    expect(atk('{回合:A 阶段:主要1 A场:电子凤凰,机械王,恶魔之斧(装备:机械王)} 伤害计算')).toBe(2400);
    const battle = askCdb('{回合:A 阶段:伤害计算 攻击:A:机械王→B:青眼白龙 A场:电子凤凰,机械王,恶魔之斧(装备:机械王) B场:青眼白龙} 伤害计算');
    expect(battle.battle?.damage).toEqual({ A: 600, B: 0 });
    expect(atk('{回合:A 阶段:主要1 A场:电子凤凰,机械王 A手:恶魔之斧} C1 A:恶魔之斧→机械王 回合结束后')).toBe(2400);
    expect(atk('{回合:A 阶段:主要1 A场:电子凤凰(守),机械王,恶魔之斧(装备:机械王)} 伤害计算')).toBe(3400);
  });
});
