// WIN-CAUSE-SUMMON-MATERIAL (rules reference docs/c04/冰剑龙 幻冰龙.rst:50): a card a summon uses as material or
// tribute — even by a summon procedure, which is no effect — leaves by rule, but because of the player summoning:
// a 「因对方从场上离开」 trigger is met when the opponent summoned with it, not when its own controller did, and a
// move made by rule with no player behind it still meets nothing (WIN-CAUSE-RULE). Cards come from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the summon-material cause rule', CARDS_DB);

const names = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('[WIN-CAUSE-SUMMON-MATERIAL] a summon\'s materials leave because of the player summoning', () => {
  it('[WIN-CAUSE-SUMMON-MATERIAL] the opponent tributes my monster by a 坏兽 procedure (怪粉坏兽 加达拉): its 「因对方」 trigger is offered', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:冰剑龙 幻冰龙(融合召唤) B手:怪粉坏兽 加达拉} 特殊召唤 怪粉坏兽 加达拉 素材 A:冰剑龙 幻冰龙');
    expect(a.events.some((e) => e.type === 'special-summoned' && e.cards.some((c) => c.name === '怪粉坏兽 加达拉'))).toBe(true);
    expect(names(a)).toContain('冰剑龙 幻冰龙');
  });

  it('[WIN-CAUSE-SUMMON-MATERIAL] its own controller tributes it by the same procedure: not "because of the opponent", not offered', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:冰剑龙 幻冰龙(融合召唤) A手:怪粉坏兽 加达拉} 特殊召唤 怪粉坏兽 加达拉 素材 冰剑龙 幻冰龙');
    expect(a.events.some((e) => e.type === 'special-summoned')).toBe(true);
    expect(names(a)).not.toContain('冰剑龙 幻冰龙');
  });
});
