// ZONE-MAIN-ONLY with the zones counted: five Main Deck monsters fill their player's five Main Monster Zones, whether their zones
// are written or not and whatever the opponent's field shows; no Normal Summon, no Special Summon from the hand (by an effect, a
// procedure or a Pendulum Summon) of a Main Deck monster is made then. The opponent's full field does not matter, a tribute frees a
// zone, and an Extra Deck monster among the five may stand in an Extra Monster Zone.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const summoned = (input: string) => askCdb(input).events.filter((e) => e.type === 'summoned' || e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
const five = '三眼怪,黑魔术师,青眼白龙,黑森林的魔女,电子龙';
const fiveZoned = '三眼怪(主1),黑魔术师(主2),青眼白龙(主3),黑森林的魔女(主4),电子龙(主5)';

describe.skipIf(!haveCards)('five Main Deck monsters, zones counted', () => {
  it('[ZONE-MAIN-ONLY] a Normal Summon, a Special Summon from the hand and a Pendulum Summon are refused, with the zones written or not', () => {
    for (const field of [`A场:${fiveZoned} B场:三眼怪`, `A场:${five} B场:`, `A场:${five}`]) {
      // (Input corrected: the procedure was 电子龙's, which its own condition — 「只有对方场上才有怪兽存在的场合」 — already forbids with five
      // monsters of its own (CH-PROCEDURE-CONDITION); 巨岩龙's procedure from the hand asks no state of the field.)
      // (Input corrected, s44: 死灵骑士 「这张卡不能特殊召唤」 is refused by its summoning condition first — CH-SUMMON-CONDITION —, so the Pendulum Summon and the
      // Special Summon by an effect take 人造人-念力震慑者, which has no condition.)
      for (const act of ['召唤 死灵骑士', '特殊召唤 人造人-念力震慑者 (效果)', '灵摆召唤 人造人-念力震慑者', '特殊召唤 巨岩龙']) {
        const a = askCdb(`{回合:A 阶段:主要1 ${field} A手:死灵骑士,电子龙,巨岩龙,人造人-念力震慑者} ${act}`);
        expect(a.events, `${field} ${act}`).toEqual([]);
        expect(a.warnings.join(), `${field} ${act}`).toContain('主要怪兽区域');
      }
    }
  });
  it('[ZONE-MAIN-ONLY] not refused: the opponent has five, a tribute frees one, an Extra Deck monster among the five, or the field is not listed', () => {
    expect(summoned(`{回合:A 阶段:主要1 A场:三眼怪 B场:${five} A手:死灵骑士} 召唤 死灵骑士`)).toEqual(['死灵骑士']);
    expect(summoned(`{回合:A 阶段:主要1 A场:${five} A手:人造人-念力震慑者} 上级召唤 人造人-念力震慑者 解放 三眼怪`)).toEqual(['人造人-念力震慑者']);
    expect(summoned('{回合:A 阶段:主要1 A场:三眼怪,黑魔术师,青眼白龙,黑森林的魔女,星尘龙 A手:死灵骑士} 召唤 死灵骑士')).toEqual(['死灵骑士']);
    expect(summoned('{回合:A 阶段:主要1 A手:死灵骑士} 召唤 死灵骑士')).toEqual(['死灵骑士']);
  });
});
