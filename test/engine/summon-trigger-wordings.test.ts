// WIN-SUMMONED-BY-CARD (s48): three summon-trigger wordings read to the summon their text names. Before —
// 刚鬼 熊抱熊精 「这张卡召唤或者用「刚鬼」卡的效果特殊召唤成功的场合」: the Normal Summon was not read (the 「刚鬼」 between cut the list);
// 命运英雄 恐惧人 「通过「幽狱之时计塔」的效果特殊召唤的场合」 (no 「这张卡」): any Special Summon, of any monster, met its mandatory ①;
// 魔导天士 杜勒蒙德 「用魔法师族怪兽或者名字带有「魔导书」的魔法卡的效果特殊召唤成功时」: a lead of two kinds, unread — any Special Summon met it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const offered = (a: ReturnType<typeof askCdb>, name: string) => (a.window?.triggers ?? []).filter((x) => x.card.name === name).length;

describe.skipIf(!haveCards)('summon triggers met by the summon their text names (WIN-SUMMONED-BY-CARD)', () => {
  it('[WIN-SUMMONED-BY-CARD] 刚鬼 熊抱熊精 ①: met by its Normal (Tribute) Summon and by a 「刚鬼」 card\'s Special Summon, not by 死者苏生\'s', () => {
    expect(offered(askCdb('{回合:A 阶段:主要1 A手:刚鬼 熊抱熊精 A场:三眼怪 B场:青眼白龙} 上级召唤 刚鬼 熊抱熊精 解放 三眼怪'), '刚鬼 熊抱熊精')).toBe(1);
    expect(offered(askCdb('{回合:A 阶段:主要1 A墓:刚鬼 熊抱熊精 B场:青眼白龙} 特殊召唤 刚鬼 熊抱熊精 [由 刚鬼再战]'), '刚鬼 熊抱熊精')).toBe(1);
    expect(offered(askCdb('{回合:A 阶段:主要1 A墓:刚鬼 熊抱熊精 B场:青眼白龙} 特殊召唤 刚鬼 熊抱熊精 [由 死者苏生]'), '刚鬼 熊抱熊精')).toBe(0);
  });

  it('[WIN-SUMMONED-BY-CARD] 命运英雄 恐惧人 ①: only its own Special Summon by 幽狱之时计塔 — not by 死者苏生, not another 恐惧人\'s', () => {
    expect(offered(askCdb('{回合:A 阶段:主要1 A墓:命运英雄 恐惧人} 特殊召唤 命运英雄 恐惧人 [由 死者苏生]'), '命运英雄 恐惧人')).toBe(0);
    expect(offered(askCdb('{回合:A 阶段:主要1 A场:命运英雄 恐惧人 A手:命运英雄 恐惧人} 特殊召唤 命运英雄 恐惧人 [由 幽狱之时计塔]'), '命运英雄 恐惧人')).toBe(1);
  });

  it('[WIN-SUMMONED-BY-CARD] 魔导天士 杜勒蒙德 ①: a 「魔导书」 Spell\'s or a Spellcaster monster\'s summon meets it, 死者苏生\'s or a Beast\'s does not; unwritten, both kinds are said as assumed', () => {
    expect(offered(askCdb('{回合:A 阶段:主要1 A墓:魔导天士 杜勒蒙德} 特殊召唤 魔导天士 杜勒蒙德 [由 死者苏生]'), '魔导天士 杜勒蒙德')).toBe(0);
    expect(offered(askCdb('{回合:A 阶段:主要1 A卡组:魔导天士 杜勒蒙德} 特殊召唤 魔导天士 杜勒蒙德 [由 魔导书的神判]'), '魔导天士 杜勒蒙德')).toBe(1);
    // A Spellcaster monster's summon meets it — the Type read from the note's card, nothing assumed; a Beast's does not.
    const spellcaster = askCdb('{回合:A 阶段:主要1 A卡组:魔导天士 杜勒蒙德} 特殊召唤 魔导天士 杜勒蒙德 [由 魔导书士 巴特尔]');
    expect(offered(spellcaster, '魔导天士 杜勒蒙德')).toBe(1);
    expect(JSON.stringify(spellcaster.window)).not.toContain('魔法师族怪兽或者');
    expect(offered(askCdb('{回合:A 阶段:主要1 A卡组:魔导天士 杜勒蒙德} 特殊召唤 魔导天士 杜勒蒙德 [由 救援猫]'), '魔导天士 杜勒蒙德')).toBe(0);
    const unwritten = askCdb('{回合:A 阶段:主要1 A卡组:魔导天士 杜勒蒙德} 特殊召唤 魔导天士 杜勒蒙德');
    expect(offered(unwritten, '魔导天士 杜勒蒙德')).toBe(1);
    expect(JSON.stringify(unwritten.window)).toContain('魔法师族怪兽或者「魔导书」魔法卡');
  });
});
