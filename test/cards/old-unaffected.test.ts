// CMP-OLD-UNAFFECTED (test/RULES.md): the old wording 「不会受到魔法效果的影响」「不会受到对方怪兽的效果影响」 is the protection
// 「不受…的效果影响」: the card is unaffected by those effects while it applies — and so an equip Spell that summoned it and
// would negate it (过火的埋葬②) cannot reach it (rules reference docs/c02/基本用语.rst:330).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from './data.js';

skipMessage('CMP-OLD-UNAFFECTED', CARDS_DB);

const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CMP-OLD-UNAFFECTED', () => {
  it('[CMP-OLD-UNAFFECTED] 究极昆虫 LV1 (「不会受到魔法的效果影响」) stays through 黑洞; negated (效果无效) or under 技能抽取 it is destroyed', () => {
    expect(destroyed('{回合:B 阶段:主要1 A场:究极昆虫 LV1,三眼怪} C1 B:黑洞')).toEqual(['三眼怪']);
    expect(destroyed('{回合:B 阶段:主要1 A场:究极昆虫 LV1(效果无效)} C1 B:黑洞')).toEqual(['究极昆虫 LV1']);
    expect(destroyed('{回合:B 阶段:主要1 A场:究极昆虫 LV1,技能抽取} C1 B:黑洞')).toEqual(['究极昆虫 LV1']);
  });
  it('[CMP-OLD-UNAFFECTED] an equip Spell that negates (过火的埋葬②) cannot negate a monster unaffected by Spells; one unaffected only by Traps (天下人 紫炎) it negates, and a Trap then destroys it', () => {
    expect(destroyed('{回合:B 阶段:主要1 A场:究极昆虫 LV1(由过火的埋葬),过火的埋葬(装备:究极昆虫 LV1)} C1 B:黑洞')).toEqual([]);
    expect(destroyed('{回合:A 阶段:主要1 B场:天下人 紫炎 A场:激流葬(盖)} C1 A:激流葬')).toEqual([]);
    expect(destroyed('{回合:A 阶段:主要1 B场:天下人 紫炎(由过火的埋葬),过火的埋葬(装备:天下人 紫炎) A场:激流葬(盖)} C1 A:激流葬')).toContain('天下人 紫炎');
  });
});
