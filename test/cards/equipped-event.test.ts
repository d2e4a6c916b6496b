// CMP-EQUIPPED-EVENT (test/RULES.md): 「这张卡有装备卡被装备的场合」 is read as the `equipped` event of this card — met when an
// equip card is equipped to it (the engine's event names the equip card and the monster).
import { describe, expect, it } from 'vitest';
import { compileEvents } from '../../src/cards/compile/events.js';
import { askCdb, haveCards } from './data.js';

describe('CMP-EQUIPPED-EVENT, the reader', () => {
  it('[CMP-EQUIPPED-EVENT] 「这张卡有装备卡被装备的场合」 is this card’s equipped event; 「装备怪兽被破坏的场合」 stays a destruction', () => {
    const t = compileEvents(['这张卡有装备卡被装备的场合']).trigger;
    expect(t?.event).toBe('equipped');
    expect(t?.on).toEqual(['equipped']);
    expect(compileEvents(['装备怪兽被战斗破坏的场合']).trigger?.event).not.toBe('equipped');
  });
});

describe.skipIf(!haveCards)('CMP-EQUIPPED-EVENT, what a user sees', () => {
  const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
  it('[CMP-EQUIPPED-EVENT] 真红眼铁骑士-基亚·弗里德① may be activated after an Equip Spell was equipped to it; not after one equipped to another monster', () => {
    expect(offered('{回合:A A场:真红眼铁骑士-基亚·弗里德,三眼怪 A手:恶魔之斧} C1 A:恶魔之斧→真红眼铁骑士-基亚·弗里德')).toContain('真红眼铁骑士-基亚·弗里德');
    expect(offered('{回合:A A场:真红眼铁骑士-基亚·弗里德,三眼怪 A手:恶魔之斧} C1 A:恶魔之斧→三眼怪')).not.toContain('真红眼铁骑士-基亚·弗里德');
  });
  it('[CMP-EQUIPPED-EVENT] an Equip Spell whose activation was negated equips nothing: 铁骑士 基亚·弗里德① is not activated', () => {
    expect(offered('{回合:A A场:铁骑士 基亚·弗里德 A手:恶魔之斧 B场:神之宣告(盖)} C1 A:恶魔之斧→铁骑士 基亚·弗里德 C2 B:神之宣告')).not.toContain('铁骑士 基亚·弗里德');
  });
});
