// XYZ-MATERIAL-TARGET (test/RULES.md; rules reference docs/c02/基本用语.rst:896–897): a rank-up that Xyz summons 「在作为对象的怪兽上面重叠」
// uses its target as Xyz Material, so a monster that cannot be Xyz Material (「这张卡不能作为超量召唤的素材」) cannot be its target; an
// effect that only attaches materials (No.101 ①) is no Xyz Summon and may target it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { cardTextFacts } from '../../src/cards/compile/card-text-facts.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const legal1 = (input: string) => askCdb(input).links[0]?.legal;
const SPELL = { kind: 'spell', subtypes: [], bits: 0x2 } as const;

describe('XYZ-MATERIAL-TARGET, the readers', () => {
  it('[XYZ-MATERIAL-TARGET] 「在作为对象的怪兽上面重叠当作超量召唤」 marks the target filter; attaching a card 「在作为对象的怪兽下面重叠作为超量素材」 does not', () => {
    const rankUp = compileEffects('①：以自己场上1只超量怪兽为对象才能发动。比那只自己怪兽阶级高1阶的1只超量怪兽在作为对象的怪兽上面重叠当作超量召唤从额外卡组特殊召唤。', { ...SPELL, subtypes: [] });
    expect(rankUp[0]?.targets?.filter.xyzMaterial).toBe(true);
    const attach = compileEffects('①：以自己场上1只超量怪兽为对象才能发动。选自己的手卡1只怪兽在作为对象的怪兽下面重叠作为超量素材。', { ...SPELL, subtypes: [] });
    expect(attach[0]?.targets?.filter.xyzMaterial).toBeUndefined();
  });
  it('[XYZ-MATERIAL-TARGET] 「这张卡不能作为超量召唤的素材」 is a card fact; 「不能作为融合素材」 is not this one', () => {
    expect(cardTextFacts('这张卡不能作为超量召唤的素材。', { kind: 'monster', subtypes: ['xyz'], bits: 0x800001 }).neverXyzMaterial).toBe(true);
    expect(cardTextFacts('这张卡不能作为融合素材。', { kind: 'monster', subtypes: ['effect'], bits: 0x21 }).neverXyzMaterial).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('XYZ-MATERIAL-TARGET', () => {
  it('[XYZ-MATERIAL-TARGET] 永远的银河 cannot target 银河眼光波刃龙 (it cannot be Xyz Material) but may target No.62 银河眼光子龙皇', () => {
    expect(legal1('{回合:A 阶段:主要1 A场:银河眼光波刃龙(超量召唤)} C1 A:永远的银河→银河眼光波刃龙')).toBe(false);
    expect(legal1('{回合:A 阶段:主要1 A场:No.62 银河眼光子龙皇(超量召唤)} C1 A:永远的银河→No.62 银河眼光子龙皇')).toBe(true);
  });
  it('[XYZ-MATERIAL-TARGET] 升阶魔法-星光之力 cannot target 闪光No.39 希望皇 霍普·电光皇; the answer names what the target must be', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:闪光No.39 希望皇 霍普·电光皇(超量召唤)} C1 A:升阶魔法-星光之力→闪光No.39 希望皇 霍普·电光皇');
    expect(a.links[0]?.legal).toBe(false);
    expect(JSON.stringify(a.links[0]?.illegalReason)).toContain('能作为超量素材的');
  });
  it('[XYZ-MATERIAL-TARGET] No.101 寂静荣誉方舟骑士 ① attaches its target (no Xyz Summon): it may target the opponent\'s 银河眼光波刃龙', () => {
    expect(legal1('{回合:A 阶段:主要1 A场:No.101 寂静荣誉方舟骑士(素材:三眼怪+黑魔术师) B场:银河眼光波刃龙(超量召唤)} C1 A:No.101 寂静荣誉方舟骑士①→银河眼光波刃龙')).toBe(true);
  });
});
