// CH-PROCEDURE-SELF-GONE: an effect that picks a monster at resolution and then summons by procedure using it and this card as
// the only materials (「从手卡把1只…特殊召唤，只用那只怪兽和这张卡为素材把1只…同调召唤」) needs that later summon: once this card is
// not face-up in the Monster Zone, its first step does not apply either (rules reference docs/c03/特定效果的处理方法.rst:116–121).
// One that fixed its monster as a target at activation (「以…为对象才能发动。那只怪兽…特殊召唤，只用那只怪兽和这张卡为素材…」)
// still summons the target.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-PROCEDURE-SELF-GONE', CARDS_DB);

const summoned = (input: string) => askCdb(input).events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-PROCEDURE-SELF-GONE', () => {
  it('[CH-PROCEDURE-SELF-GONE] 水晶机巧-量子白晶 bounced in the Battle Phase: the monster it would pick from the hand is not summoned; a targeting 水晶机巧-矩阵黄晶 bounced still summons its target', () => {
    const quantum = askCdb('{回合:B 阶段:战斗阶段 A场:水晶机巧-量子白晶 A手:黑魔术师} C1 A:水晶机巧-量子白晶① C2 B:强制脱出装置→水晶机巧-量子白晶');
    expect(quantum.links[0]!.outcome).toBe('no-effect');
    expect(quantum.links[0]!.rules).toContain('CH-PROCEDURE-SELF-GONE');
    expect(summoned('{回合:B 阶段:战斗阶段 A场:水晶机巧-量子白晶 A手:黑魔术师} C1 A:水晶机巧-量子白晶① C2 B:强制脱出装置→水晶机巧-量子白晶')).toEqual([]);
    expect(summoned('{回合:B 阶段:战斗阶段 A场:水晶机巧-矩阵黄晶 A墓:三眼怪} C1 A:水晶机巧-矩阵黄晶①→三眼怪 C2 B:强制脱出装置→水晶机巧-矩阵黄晶')).toEqual(['三眼怪']);
  });
});
