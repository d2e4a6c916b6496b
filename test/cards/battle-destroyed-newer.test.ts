// The newer-than-cdb cards of src/cards/curated/newer/c03-battle-destroyed-newer.ts written as text (textCard): the compiler's
// reading must be what the card does in the rulings that use them (docs/c03 战斗阶段流程, 攻守计算), and
// CMP-RESPONDS-EITHER (「自己或者对方把…发动时」 answers either player; 「把场上的怪兽的效果发动时」 one activated on the field).
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03BattleDestroyedNewerCards } from '../../src/cards/curated/newer/c03-battle-destroyed-newer.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const { effect } = lookup(c03BattleDestroyedNewerCards);
const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };

describe('newer cards around a monster destroyed by battle, written as text', () => {
  it('every text card is read (no unknown card)', () => {
    for (const c of c03BattleDestroyedNewerCards) if (c.text !== undefined) expect(c.source, c.name).toBe('inferred');
  });

  it('[CMP-RESPONDS-EITHER] 头位审判①: answers a monster effect activated on the field by either player (no `by`), negating it and moving the monster’s control on a wrong call', () => {
    const e = effect('头位审判', 1);
    expect(e.kind).toBe('quick');
    expect(e.respondsTo).toEqual({ cardKind: 'monster', from: 'field' });
    expect(e.does?.map((a) => a.do)).toEqual(['send-to-gy', 'negate-activation', 'take-control']);
  });

  it('[CMP-RESPONDS-EITHER] 「自己或者对方把…的效果发动时」 of a card in cards.cdb (真红王①) answers either player; 「对方把怪兽的效果发动时」 (神艺学的厚涂-夺还-) still only the opponent, and 「怪兽的效果」 with no place names none', () => {
    const e = compileEffects('①：1回合1次，自己或者对方把「真红王」以外的魔法·陷阱·怪兽的效果发动时，以场上1只怪兽为对象才能发动。那只怪兽破坏。', monster)[0]!;
    expect(e.respondsTo?.by).toBeUndefined();
    expect(effect('神艺学的厚涂-夺还-', 1).respondsTo).toEqual({ by: 'opponent', cardKind: 'monster' });
  });

  it('时间潜行者逆跳①: answers a Spell/Trap activation while its controller has a 时间潜行者 monster, and negates it', () => {
    const e = effect('时间潜行者逆跳', 1);
    expect(e.respondsTo).toEqual({ cardKind: ['spell', 'trap'] });
    expect(e.condition).toEqual([{ is: 'exists', filter: { archetype: '时间潜行者', kind: 'monster', notSelf: true, place: 'field', side: 'self', subtypes: ['xyz'] } }]);
    expect(e.does?.[0]).toMatchObject({ do: 'negate-activation' });
  });

  it('神艺学的厚涂-夺还-①: banishes one of its controller’s monsters on the field until the End Phase (not a cost), then negates and destroys', () => {
    const e = effect('神艺学的厚涂-夺还-', 1);
    expect(e.cost ?? []).toEqual([]);
    expect(e.does?.map((a) => a.do)).toEqual(['banish', 'negate-activation', 'destroy']);
    expect(e.does?.[0]).toMatchObject({ from: 'field', temporary: true, what: { filter: { side: 'self', place: 'field' } } });
  });

  it('[CMP-LEVEL-EXACT] 半龙女仆·蒸馏室龙女② summons a Level 8 半龙女仆 exactly; 「1只4星怪兽」 is Level 4 exactly; 「等级上升4星」 names no level', () => {
    expect(effect('半龙女仆·蒸馏室龙女', 2).does?.[1]).toMatchObject({ do: 'special-summon', what: { filter: { archetype: '半龙女仆', levelMin: 8, levelMax: 8 } } });
    const add = compileEffects('①：自己主要阶段才能发动。从卡组把1只4星怪兽加入手卡。', monster)[0]!;
    expect(add.does[0]).toMatchObject({ do: 'add-to-hand', what: { filter: { levelMin: 4, levelMax: 4 } } });
    expect(compileEffects('①：自己主要阶段才能发动。从卡组把1只4星以下的怪兽加入手卡。', monster)[0]!.does[0]).toMatchObject({ what: { filter: { levelMax: 4 } } });
    expect((compileEffects('①：自己主要阶段才能发动。从卡组把1只4星以下的怪兽加入手卡。', monster)[0]!.does[0] as { what: { filter: { levelMin?: number } } }).what.filter.levelMin).toBeUndefined();
  });

  it('机巧鸟-常世宇受卖长鸣①: tributes one of its controller’s Machines with the same ATK and DEF (CH-ATK-EQUALS-DEF) as its cost', () => {
    expect(effect('机巧鸟-常世宇受卖长鸣', 1).cost?.[0]).toMatchObject({ do: 'tribute', what: { filter: { atkEqualsDef: true, race: '机械族', side: 'self' } } });
  });

  it('神威凤凰剑圣 基亚·弗里德③ (curated in c03a-equips.ts): answers any monster effect’s activation (the 「自己」 of its cost does not make it its own), sending a face-up card as the cost', () => {
    const e = compileEffects('③：怪兽的效果发动时，把自己场上1张表侧表示的装备卡送去墓地才能发动。那个发动无效并破坏。', monster)[0]!;
    expect(e.respondsTo).toEqual({ cardKind: 'monster' });
    expect(e.cost?.[0]).toMatchObject({ do: 'send-to-gy' });
  });
});
