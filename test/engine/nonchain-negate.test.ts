// CH-NONCHAIN-NEGATE: a negation on no chain that must apply when an activated effect it names resolves (魔轰神兽 尤尼科,
// 深渊鳞甲-鲸鱼, 魔术师的右手: the rules reference's third kind, docs/c03/无效.rst:413–462). It applies under its own
// condition, also after a chained negation of that effect, every copy of it; what follows its negation (「并破坏」,
// 「那之后，这张卡送去墓地」) is done. A negated activation resolves no effect: nothing applies to it.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-NONCHAIN-NEGATE', CARDS_DB);

const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);
const moved = (input: string, type: string) => askCdb(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-NONCHAIN-NEGATE', () => {
  it('[CH-NONCHAIN-NEGATE] the compiler reads 「对方（场上）发动的…的效果无效（并破坏）（。那之后，这张卡送去墓地）」 as a negation of activated effects with what follows it', () => {
    const squid = askCdb('{回合:B A场:深渊鳞甲-鲸鱼,三眼怪 B场:强制脱出装置(盖)} C1 B:强制脱出装置→三眼怪');
    expect(squid.links[0]!.outcome).toBe('effect-negated');
    expect(squid.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE');
    expect(moved('{回合:B A场:深渊鳞甲-鲸鱼,三眼怪 B场:强制脱出装置(盖)} C1 B:强制脱出装置→三眼怪', 'sent-to-gy')).toContain('深渊鳞甲-鲸鱼');
    expect(moved('{回合:B A场:深渊鳞甲-鲸鱼,三眼怪 B场:强制脱出装置(盖)} C1 B:强制脱出装置→三眼怪', 'returned-to-hand')).toEqual([]);
    // The other side: its controller's own Trap is not the opponent's — it resolves, the equip card stays.
    expect(outcomes('{回合:A A场:深渊鳞甲-鲸鱼,三眼怪,强制脱出装置(盖) B场:三眼怪} C1 A:强制脱出装置→三眼怪')).toEqual(['C1:resolved']);
  });
  it('[CH-NONCHAIN-NEGATE] the compiler reads 「…怪兽为对象的魔法（·陷阱）卡的效果无效（并破坏）」 as a negation of the effects that target such a card: 边境的大贤者 negates and destroys a Spell on its Warrior; not a Trap, not a Spell on another monster', () => {
    const warrior = askCdb('{回合:A 阶段:主要1 B场:边境的大贤者,元素英雄 天空侠} C1 A:月之书 → 元素英雄 天空侠');
    expect(warrior.links[0]!.outcome).toBe('effect-negated');
    expect(warrior.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE');
    expect(warrior.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['月之书']);
    expect(outcomes('{回合:A 阶段:主要1 B场:边境的大贤者,元素英雄 天空侠} C1 A:强制脱出装置 → 元素英雄 天空侠')).toEqual(['C1:resolved']);
    expect(outcomes('{回合:A 阶段:主要1 B场:边境的大贤者,青眼白龙} C1 A:月之书 → 青眼白龙')).toEqual(['C1:resolved']);
  });
  it('[CH-NONCHAIN-NEGATE] 「…的场合」 is the condition it applies under: 魔术师的右手 needs a Spellcaster, 魔轰神兽 尤尼科 equal hands at resolution', () => {
    expect(outcomes('{回合:B A场:魔术师的右手,黑魔术师 B手:黑洞} C1 B:黑洞')).toEqual(['C1:effect-negated']);
    expect(moved('{回合:B A场:魔术师的右手,黑魔术师 B手:黑洞} C1 B:黑洞', 'destroyed')).toEqual(['黑洞']);
    expect(outcomes('{回合:B A场:魔术师的右手,三眼怪 B手:黑洞} C1 B:黑洞')).toEqual(['C1:resolved']);
    // Hands counted when the link resolves: 黑洞 has left B's hand by then (3 → 2).
    expect(moved('{回合:B A场:魔轰神兽 尤尼科 A手卡数:2 B手卡数:3 B手:黑洞} C1 B:黑洞', 'destroyed')).toEqual(['黑洞']);
    expect(outcomes('{回合:B A场:魔轰神兽 尤尼科 A手卡数:2 B手卡数:4 B手:黑洞} C1 B:黑洞')).toEqual(['C1:resolved']);
  });
  it('[CH-NONCHAIN-NEGATE] it applies after a chained negation of the effect, every copy of it; not to a negated activation', () => {
    const chained = '{回合:B A场:深渊鳞甲-乌贼 B场:元素英雄 天空侠} C1 B:元素英雄 天空侠①[●2] C2 A:灰流丽';
    expect(outcomes(chained)).toEqual(['C1:effect-negated', 'C2:resolved']);
    expect(moved(chained, 'sent-to-gy')).toContain('深渊鳞甲-乌贼');
    expect(moved('{回合:B A场:深渊鳞甲-乌贼,深渊鳞甲-乌贼 B场:元素英雄 天空侠} C1 B:元素英雄 天空侠①[●2]', 'sent-to-gy')).toEqual(['深渊鳞甲-乌贼', '深渊鳞甲-乌贼']);
    // 神之宣告 negates the activation: no effect resolves, the equip card stays.
    const activation = '{回合:B A场:深渊鳞甲-鲸鱼,三眼怪,神之宣告(盖) B场:强制脱出装置(盖)} C1 B:强制脱出装置→三眼怪 C2 A:神之宣告';
    expect(outcomes(activation)).toEqual(['C1:activation-negated', 'C2:resolved']);
    expect(moved(activation, 'sent-to-gy')).not.toContain('深渊鳞甲-鲸鱼');
  });
  it('[CH-NONCHAIN-NEGATE] 黑曜岩龙’s 「无效并破坏」 says 「和别的无效同时存在时也适用」 only when another negation reached the effect: alone it does not; with a second 黑曜岩龙 it does', () => {
    const reason = (input: string, lang: 'zh' | 'en') => { const a = cdbJudge().chain(input, { lang: lang === 'zh' ? 'zh-CN' : 'en' }); if (!a.ok) throw new Error(input); return a.links[0]!.reason ?? ''; };
    const alone = '{回合:B 阶段:主要1 A场:黑曜岩龙} C1 B:心变→黑曜岩龙';
    expect(reason(alone, 'zh')).toContain('必须适用');
    expect(reason(alone, 'zh')).not.toContain('同时存在');
    expect(reason(alone, 'en')).not.toContain('alongside');
    const two = '{回合:B 阶段:主要1 A场:黑曜岩龙,黑曜岩龙} C1 B:心变→黑曜岩龙';
    expect(reason(two, 'zh')).toContain('和别的无效同时存在时也适用');
    expect(reason(two, 'en')).toContain('even alongside another negation');
  });
});
