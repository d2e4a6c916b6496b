// WIN-BANISHED-AS-MONSTER (rules reference docs/c03/特定效果的处理方法.rst:909, :919, :922–923): 「○○怪兽被除外」 wants a
// monster when it was banished — a monster card banished from the Spell & Trap Zone (a Union monster equipped as an equip
// card) was a Spell or Trap there and does not count; banished from a Monster Zone it does. 「○○怪兽卡被除外」 names the
// card whatever it was used as, so the equip card counts for it. Cards: cards.cdb, and the newer 深渊之相剑龙 / X·Y·Z合体
// written as text in src/cards/curated/newer/c03-more-specific.ts.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the banished-as-a-monster trigger rule', CARDS_DB);

const names = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('a banish read as a monster banished', () => {
  it('[WIN-BANISHED-AS-MONSTER] Y-龙头 equipped to X-首领加农 and banished is no monster banished: 深渊之相剑龙① stays silent; Y-龙头 banished from the Monster Zone wakes it', () => {
    expect(names(askCdb('{回合:B A手:深渊之相剑龙 A场:X-首领加农,Y-龙头(装备:X-首领加农)} 除外 Y-龙头 (效果)'))).not.toContain('深渊之相剑龙');
    expect(names(askCdb('{回合:B A手:深渊之相剑龙 A场:Y-龙头} 除外 Y-龙头 (效果)'))).toContain('深渊之相剑龙');
  });

  it('[WIN-BANISHED-AS-MONSTER] a trigger naming a monster card (X·Y·Z合体①, 「同盟怪兽卡」) counts the equipped Y-龙头 banished', () => {
    expect(names(askCdb('{回合:B A场:X·Y·Z合体,X-首领加农,Y-龙头(装备:X-首领加农)} 除外 Y-龙头 (效果)'))).toContain('X·Y·Z合体');
  });
});
