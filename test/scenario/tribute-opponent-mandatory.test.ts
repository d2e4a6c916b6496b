// SIT-TRIBUTE-OPPONENT (mandatory stand-in): 灵魂交错 ① 「这个回合自己把怪兽解放的场合，必须作为1只自己怪兽的代替而把作为对象的对方怪兽解放」
// does not only allow its target as a tribute — it obliges it: while the named target is on the opponent's field, a Tribute Summon
// whose tributes leave it out is refused, saying why. Before, two of the player's own monsters were tributed and the summon made.
// A grant that only allows it (帝王的烈旋) obliges nothing.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const summoned = (input: string) => askCdb(input).events.filter((e) => e.type === 'summoned').flatMap((e) => e.cards.map((c) => c.name));
const BOARD = (turn: string) => `{回合:A 阶段:主要1 本回合:${turn} A手:青眼白龙 A场:三眼怪,暗道化师 彼得 B场:黑魔术师}`;

describe.skipIf(!haveCards)('SIT-TRIBUTE-OPPONENT: a stand-in the text makes mandatory', () => {
  it('[SIT-TRIBUTE-OPPONENT] 灵魂交错(对象:黑魔术师) this turn: tributing 三眼怪 and 暗道化师 彼得 is refused, naming the target that must be tributed', () => {
    expect(() => askCdb(`${BOARD('A:灵魂交错(对象:黑魔术师)')} 上级召唤 青眼白龙 解放 三眼怪,暗道化师 彼得`)).toThrow(/必须作为1只自己怪兽的代替而把它作为对象的「黑魔术师」/);
  });
  it('[SIT-TRIBUTE-OPPONENT] with the target among the tributes it is made; under 帝王的烈旋 (a permission only) the player\'s own two are fine', () => {
    expect(summoned(`${BOARD('A:灵魂交错(对象:黑魔术师)')} 上级召唤 青眼白龙 解放 三眼怪,黑魔术师`)).toEqual(['青眼白龙']);
    expect(summoned(`${BOARD('A:帝王的烈旋')} 上级召唤 青眼白龙 解放 三眼怪,暗道化师 彼得`)).toEqual(['青眼白龙']);
  });
  it('[SIT-TRIBUTE-OPPONENT] its target no longer on the opponent\'s field: nothing obliges, the player\'s own two are fine', () => {
    expect(summoned(`{回合:A 阶段:主要1 本回合:A:灵魂交错(对象:黑魔术师) A手:青眼白龙 A场:三眼怪,暗道化师 彼得 B墓:黑魔术师} 上级召唤 青眼白龙 解放 三眼怪,暗道化师 彼得`)).toEqual(['青眼白龙']);
  });
});
