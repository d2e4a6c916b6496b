// The newer-than-cdb cards of src/cards/curated/newer/c03b-*.ts: their compiled facts must be what the card does in the
// rulings that use it (docs/c03 chapters), and nothing that is not known is stated.
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03bReplacementCards } from '../../src/cards/curated/newer/c03b-replacement.js';

const all = [...c03bReplacementCards];
const { effect } = lookup(all);

describe('c03b newer cards: destruction replacements', () => {
  it('破械焰魔天 阎摩②: an optional replacement of its own destruction (battle or effect) destroying one face-up card on either field', () => {
    const a = effect('破械焰魔天 阎摩', 2).does[0];
    expect(a).toMatchObject({ do: 'replace-destruction', what: 'self', optional: true, instead: { do: 'destroy', what: { scope: 'choose', count: 1, filter: { faceUp: true, place: 'field', side: 'any' } } } });
    expect(a?.against).toBeUndefined();
  });
  it('卡通书签②: from the GY, optionally banished instead of its controller’s 卡通世界 destroyed by an effect; 转生炎兽 烈焰龙 must detach a material instead', () => {
    expect(effect('卡通书签', 2).does[0]).toMatchObject({ do: 'replace-destruction', from: 'gy', optional: true, against: 'effect', what: { filter: { id: 15259703, side: 'self' } }, instead: { do: 'banish', what: 'self' } });
    const blaze = effect('转生炎兽 烈焰龙', 1).does[0];
    expect(blaze).toMatchObject({ do: 'replace-destruction', what: 'self', instead: { do: 'detach' } });
    expect(blaze?.optional).toBeUndefined();
  });
  it('破械童子 娑罗摩②: a trigger when it is destroyed by an effect, doing nothing that is not known', () => {
    const e = effect('破械童子 娑罗摩', 2);
    expect(e).toMatchObject({ kind: 'trigger', trigger: { event: 'destroyed', cause: 'effect', subject: { self: true } } });
    expect(e.does).toEqual([]);
  });
});
