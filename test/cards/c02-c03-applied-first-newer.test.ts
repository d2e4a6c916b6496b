// The newer-than-cdb cards of src/cards/curated/newer/c02-c03-applied-first-newer.ts written as text (textCard): the compiler's
// reading must be what the card does in the rulings that use them (docs/c02, docs/c03 chapters).
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c02c03AppliedFirstNewerCards } from '../../src/cards/curated/newer/c02-c03-applied-first-newer.js';
import { textCard } from '../../src/cards/curated/dsl.js';

const { card, effect } = lookup(c02c03AppliedFirstNewerCards);

describe('newer cards written as text', () => {
  it('every text card is read (no unknown card)', () => {
    for (const c of c02c03AppliedFirstNewerCards) if (c.text !== undefined) expect(c.source, c.name).toBe('inferred');
  });

  it('合体魔龙 蒂迈欧①: unaffected by the other cards’ effects', () => {
    expect(effect('合体魔龙 蒂迈欧', 1)).toMatchObject({ kind: 'continuous', does: [{ do: 'unaffected', what: 'self', fromCards: { notSelf: true } }] });
  });

  it('蒂迈欧之眼光①: the monster it summoned is banished in an End Phase, a step left for later on the card it moved', () => {
    const e = effect('蒂迈欧之眼光', 1);
    expect(e.kind).toBe('activation');
    expect(e.does.find((a) => a.do === 'banish')).toMatchObject({ what: 'moved', movedBy: 'special-summon', whenever: { event: 'phase-start', phase: 'end-phase' } });
  });

  it('[CH-STAT-PER-ACTIVATION] 「每次对方把…的效果发动，…攻击力(·守备力)上升·下降N」: no standing change — its steps carry which activations count (and 「攻击力未满3000的这张卡」)', () => {
    expect(effect('书灵师·炽火燃点侠', 2).does[0]).toMatchObject({ do: 'modify-stats', what: 'self', stat: 'atk-def', change: { op: 'add', value: 200 }, perActivation: { by: 'opponent', atkBelow: 3000 } });
    expect(effect('赎罪神女', 2).does[0]).toMatchObject({ do: 'modify-stats', what: { filter: { side: 'opponent' }, scope: 'all' }, change: { op: 'add', value: -500 }, perActivation: { by: 'opponent' } });
    const spells = textCard({ id: 998901, name: '测试每次魔法', type: 'monster effect', text: '①：每次自己或者对方把魔法卡发动，这张卡的攻击力上升300。' }).effects[0]!.does[0]!;
    expect(spells.perActivation).toEqual({ by: 'any', kind: 'spell', cardActivation: true });
  });
  it('[CH-STAT-PER-ACTIVATION] the other side: a counter placed each time, or a plain standing raise, is no per-activation change', () => {
    const counters = textCard({ id: 998902, name: '测试每次指示物', type: 'monster effect', text: '①：只要这张卡在怪兽区域存在，每次自己或者对方把魔法卡发动，给这张卡放置1个魔力指示物。\n②：这张卡的攻击力上升这张卡的魔力指示物数量×100。' });
    for (const e of counters.effects) for (const a of e.does) expect(a.perActivation).toBeUndefined();
    const plain = textCard({ id: 998903, name: '测试上升', type: 'monster effect', text: '①：自己场上的怪兽的攻击力上升200。' }).effects[0]!.does[0]!;
    expect(plain.perActivation).toBeUndefined();
  });

  it('超升阶魔法-究极之力②: a Spell attached as material grants its ● to the 「No.99」 Xyz Monster holding it — a mandatory quick effect answering the opponent’s monster effect (FD-MATERIAL-GRANTS)', () => {
    const g = effect('超升阶魔法-究极之力', 2).grantsSummoned;
    expect(g).toMatchObject({ method: 'xyz', archetype: 'No.99' });
    expect(g!.effects[0]).toMatchObject({ kind: 'quick', mandatory: true, respondsTo: { by: 'opponent', cardKind: 'monster' } });
  });

  it('[CH-REPLACE-BY-EQUIPPED-CARD] 跨界交融: besides its equip, a replacement held by the monster card it equips — saving the equipped monster, destroying itself instead', () => {
    const held = card('跨界交融').effects.flatMap((e) => e.does).find((a) => a.do === 'replace-destruction');
    expect(held).toMatchObject({ what: { filter: { kind: 'monster', equipped: true } }, instead: { do: 'destroy', what: 'self' }, heldByEquipped: true });
    expect(held!.optional).toBeUndefined();
  });
});
