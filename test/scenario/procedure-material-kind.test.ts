// SIT-PROCEDURE-MATERIAL-KIND (test/RULES.md): a Special Summon by the monster's own procedure that tributes 「自己场上N只X怪兽」
// (`特殊召唤 X 素材 Y`) takes only monsters of that Attribute, Type or Level, read as they stand on the field. Before, any monster
// was taken: 触腕鲨 tributed the DARK 三眼怪, 炮塔战士 a Fiend.
import { describe, expect, it } from 'vitest';
import { cdbJudge, haveCards } from '../cards/data.js';

const ask = (input: string) => cdbJudge().chain(input, { lang: 'zh-CN' });

describe.skipIf(!haveCards)('the monsters a tributing procedure names', () => {
  it('[SIT-PROCEDURE-MATERIAL-KIND] 触腕鲨 「把自己场上1只水属性怪兽解放」: the DARK 三眼怪 is refused, saying what it tributes; a WATER monster is taken', () => {
    const bad = ask('{回合:A 阶段:主要1 A场:三眼怪 A手:触腕鲨} 特殊召唤 触腕鲨 素材 三眼怪');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.message).toContain('水属性怪兽');
    const good = ask('{回合:A 阶段:主要1 A场:水精鳞-深渊象鼻鱼兵 A手:触腕鲨} 特殊召唤 触腕鲨 素材 水精鳞-深渊象鼻鱼兵');
    expect(good.ok).toBe(true);
  });

  it('[SIT-PROCEDURE-MATERIAL-KIND] another card, 炮塔战士 (a Warrior): 三眼怪 is refused, 疾走的暗黑骑士 盖亚 is taken', () => {
    expect(ask('{回合:A 阶段:主要1 A场:三眼怪 A手:炮塔战士} 特殊召唤 炮塔战士 素材 三眼怪').ok).toBe(false);
    expect(ask('{回合:A 阶段:主要1 A场:疾走的暗黑骑士 盖亚 A手:炮塔战士} 特殊召唤 炮塔战士 素材 疾走的暗黑骑士 盖亚').ok).toBe(true);
  });

  it('[SIT-PROCEDURE-MATERIAL-KIND] as it stands on the field: 三眼怪 made WATER by DNA移植手术 is taken by 触腕鲨', () => {
    expect(ask('{回合:A 阶段:主要1 A场:三眼怪,DNA移植手术(宣言:水) A手:触腕鲨} 特殊召唤 触腕鲨 素材 三眼怪').ok).toBe(true);
  });
  it('[SIT-PROCEDURE-MATERIAL-KIND] an ATK bound, 银河眼光子龙 「把自己场上2只攻击力2000以上的怪兽解放」 (review s42 q1): 三眼怪 and 死灵骑士 (ATK under 2000) are refused, saying what it tributes; 青眼白龙 and 黑魔术师 are taken', () => {
    const bad = ask('{回合:A 阶段:主要1 A手:银河眼光子龙 A场:三眼怪,死灵骑士} 特殊召唤 A:银河眼光子龙 素材 三眼怪,死灵骑士');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.message).toContain('攻击力2000以上的怪兽');
    // One of the two under 2000 is enough to refuse it.
    expect(ask('{回合:A 阶段:主要1 A手:银河眼光子龙 A场:青眼白龙,死灵骑士} 特殊召唤 A:银河眼光子龙 素材 青眼白龙,死灵骑士').ok).toBe(false);
    expect(ask('{回合:A 阶段:主要1 A手:银河眼光子龙 A场:青眼白龙,黑魔术师} 特殊召唤 A:银河眼光子龙 素材 青眼白龙,黑魔术师').ok).toBe(true);
  });
  it('[SIT-PROCEDURE-MATERIAL-KIND] a Special Summon Monster\'s procedure worded as its condition (s54): 黑魔法神官 「把自己场上2只6星以上的魔法师族怪兽解放的场合才能特殊召唤」 refuses the Level 3 Fiend 三眼怪, saying what it tributes; 黑魔术师 and 黑魔术少女 are taken', () => {
    const bad = ask('{回合:A 阶段:主要1 A场:黑魔术师,三眼怪 A手:黑魔法神官} 特殊召唤 黑魔法神官 素材 黑魔术师,三眼怪');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.message).toContain('6星以上的魔法师族怪兽');
    expect(ask('{回合:A 阶段:主要1 A场:黑魔术师,黑魔术少女 A手:黑魔法神官} 特殊召唤 黑魔法神官 素材 黑魔术师,黑魔术少女').ok).toBe(true);
  });
});
