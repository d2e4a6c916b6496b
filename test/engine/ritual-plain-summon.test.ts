// SIT-RITUAL-PLAIN-SUMMON: a Ritual Monster in the hand comes out by a Ritual Summon; a plain `特殊召唤 X` of one can only be an
// effect that ignores summoning conditions — the answer assumes that and says what to write for a Ritual Summon. Other monsters,
// and a Ritual Monster summoned by its method, carry no such assumption. Imported cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const said = (input: string) => askCdb(input).assumptions.join('\n');

describe.skipIf(!haveCards)('SIT-RITUAL-PLAIN-SUMMON', () => {
  it('[SIT-RITUAL-PLAIN-SUMMON] 古圣戴 始龙 Special Summoned from the hand with no method: summoned, assumed to be by an effect that ignores summoning conditions, with the Ritual Summon form to write', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:古圣戴 始龙} 特殊召唤 古圣戴 始龙');
    expect(a.events.some((e) => e.type === 'special-summoned')).toBe(true);
    expect(a.assumptions.join('\n')).toMatch(/「古圣戴 始龙」是仪式怪兽：从手卡只能仪式召唤（写 `仪式召唤 古圣戴 始龙 素材 …`），或者用无视召唤条件的效果特殊召唤；这里假定是后者/);
    expect(said('{回合:A 阶段:主要1 A手:破灭之女神 露茵} 特殊召唤 破灭之女神 露茵')).toMatch(/仪式怪兽/);
  });
  it('[SIT-RITUAL-PLAIN-SUMMON] the other side: a Ritual Summon, a monster that is no Ritual Monster, and a Ritual Monster from the GY are not flagged', () => {
    expect(said('{回合:A 阶段:主要1 A手:古圣戴 始龙 A场:青眼白龙} 仪式召唤 古圣戴 始龙 素材 青眼白龙')).not.toMatch(/仪式怪兽：从手卡/);
    expect(said('{回合:A 阶段:主要1 A手:三眼怪} 特殊召唤 三眼怪')).not.toMatch(/仪式怪兽/);
    expect(said('{回合:A 阶段:主要1 A墓:古圣戴 始龙} 特殊召唤 古圣戴 始龙')).not.toMatch(/从手卡只能仪式召唤/);
  });
});
