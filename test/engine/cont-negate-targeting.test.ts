// CH-CONT-NEGATE-TARGETING: a continuous 「…为对象的魔法·陷阱卡的效果无效并破坏」 on a face-up monster reaches a Spell/Trap that keeps
// targeting a card it covers as soon as the chain has resolved (rules reference docs/c03/无效.rst:356–359): the Spell/Trap is
// negated and destroyed, its own bond does nothing, and the monster it targets stays.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-CONT-NEGATE-TARGETING', CARDS_DB);

const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-CONT-NEGATE-TARGETING', () => {
  it('[CH-CONT-NEGATE-TARGETING] with 黑曜岩龙 face-up, 活死人的呼声 reviving a DARK 黑魔术师 is destroyed and 黑魔术师 stays; reviving a LIGHT 青眼白龙 it stays', () => {
    expect(destroyed('{回合:A A场:黑曜岩龙 A墓:黑魔术师} C1 A:活死人的呼声→黑魔术师')).toEqual(['活死人的呼声']);
    expect(destroyed('{回合:A A场:黑曜岩龙 A墓:青眼白龙} C1 A:活死人的呼声→青眼白龙')).toEqual([]);
  });

  it('[CH-CONT-NEGATE-TARGETING] the destruction is 黑曜岩龙’s effect: with 白龙忍者 keeping its controller’s Spells/Traps from destruction by card effects, 活死人的呼声 reviving a DARK 黑魔术师 stays (negated); without 白龙忍者 it is destroyed', () => {
    expect(destroyed('{回合:A A场:黑曜岩龙,白龙忍者 A墓:黑魔术师} C1 A:活死人的呼声→黑魔术师')).toEqual([]);
    expect(destroyed('{回合:A A场:黑曜岩龙,三眼怪 A墓:黑魔术师} C1 A:活死人的呼声→黑魔术师')).toEqual(['活死人的呼声']);
  });
});
