// CMP-HOLDING-MATERIALS: 「持有超量素材的超量怪兽」 / 「没有超量素材的超量怪兽」 are an Xyz Monster that holds (holds no) Xyz Material —
// before, the words 超量素材 kept the type from being read, and any monster could be picked (超量叠光延迟 targeted 三眼怪). Materials
// are read from the situation (`素材:X+Y`); not stated, a monster is not judged on them.
import { describe, expect, it } from 'vitest';
import { filterOf } from '../../src/cards/compile/words.js';
import { askCdb, haveCards } from './data.js';

const first = (input: string) => askCdb(input).links[0]!;

describe('CMP-HOLDING-MATERIALS', () => {
  it('[CMP-HOLDING-MATERIALS] the phrases read the type and the materials; an Xyz Monster\'s materials as a thing picked are not this', () => {
    expect(filterOf('对方场上1只持有超量素材的超量怪兽')).toMatchObject({ subtypes: ['xyz'], hasXyzMaterials: true, side: 'opponent' });
    expect(filterOf('场上存在的1只没有超量素材的超量怪兽')).toMatchObject({ subtypes: ['xyz'], noXyzMaterials: true });
    expect(filterOf('把自己场上1只超量怪兽的超量素材').hasXyzMaterials).toBeUndefined();
  });
  it.skipIf(!haveCards)('[CMP-HOLDING-MATERIALS] 超量叠光延迟 (imported) targets an Xyz Monster holding material, not 三眼怪, not one whose materials were all stated away; 银河风暴 the other way round, saying which monster it wants', () => {
    expect(first('{回合:A B场:三眼怪} C1 A:超量叠光延迟→三眼怪').legal).toBe(false);
    expect(first('{回合:A B场:No.39 希望皇 霍普(超量召唤,素材:三眼怪)} C1 A:超量叠光延迟→No.39 希望皇 霍普').legal).toBe(true);
    expect(first('{回合:A B场:No.39 希望皇 霍普(超量召唤)} C1 A:超量叠光延迟→No.39 希望皇 霍普').legal).toBe(true);
    const storm = first('{回合:A B场:No.39 希望皇 霍普(超量召唤,素材:三眼怪+三眼怪)} C1 A:银河风暴→No.39 希望皇 霍普');
    expect(storm.legal).toBe(false);
    expect(storm.illegalReason).toMatch(/没有超量素材的超量怪兽/);
    expect(first('{回合:A B场:三眼怪} C1 A:银河风暴→三眼怪').legal).toBe(false);
  });
});

describe.skipIf(!haveCards)('CMP-HOLDING-MATERIALS: this card with no Xyz Material, its materials not written', () => {
  const utopia = (state: string) => askCdb(`{回合:B 阶段:战斗步骤 A场:No.39 希望皇 霍普${state} B场:青眼白龙 攻击:B:青眼白龙→A:No.39 希望皇 霍普} C1 A:No.39 希望皇 霍普②`);
  it('[CMP-HOLDING-MATERIALS] No.39 希望皇 霍普② with no `(素材:…)`: not refused — assumed met, and the answer says its materials are not written and how to write them', () => {
    const r = utopia('');
    expect(r.links[0]!.legal).toBe(true);
    expect(r.assumptions.join('\n')).toMatch(/没有超量素材的这张卡在场上存在.*没有写明它的超量素材.*\(素材:\)/);
    // The trigger window after the attack declaration offers it too, its requirement said as assumed (with `(素材:三眼怪)`: not offered).
    const offered = (m: string) => askCdb(`{回合:B 阶段:战斗步骤 A场:No.39 希望皇 霍普${m} B场:青眼白龙} 攻击宣言 B:青眼白龙 → A:No.39 希望皇 霍普`).window.triggers.filter((x) => x.effect === 2).length;
    expect(offered('')).toBe(1);
    expect(offered('(素材:三眼怪)')).toBe(0);
  });
  it('[CMP-HOLDING-MATERIALS] the other side: `(素材:)` (none) meets it with nothing assumed; `(素材:欧尼斯特)` refuses it, naming the clause', () => {
    const none = utopia('(素材:)');
    expect(none.links[0]!.legal).toBe(true);
    expect(none.assumptions.join('\n')).not.toMatch(/超量素材/);
    const held = utopia('(素材:欧尼斯特)').links[0]!;
    expect(held.legal).toBe(false);
    expect(held.illegalReason).toMatch(/发动条件不满足：没有超量素材的这张卡在场上存在/);
  });
});
