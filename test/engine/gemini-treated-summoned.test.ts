// CH-GEMINI-TREATED-SUMMONED (rules reference docs/c03/无效.rst:69–74): a Gemini monster being summoned again that a card treats
// as summoned again in the chain (「场上的二重怪兽全部当作再1次召唤的状态使用」, brought out by a chained 活死人的呼声) is no longer being
// summoned again: the summon negation of 科技属 戟炮手 has nothing to negate, the Gemini stays. The other side: a chained
// summon of another monster leaves the negation in place. The compiler reads the same words of an Equip Spell
// (「装备怪兽当作再1次召唤的状态使用」) as the monster it equips.
import { describe, expect, it } from 'vitest';
import { ask, eventCards, haveCards, links } from '../reference/judge.js';
import { compileEffects } from '../../src/cards/compile/index.js';

describe.skipIf(!haveCards)('CH-GEMINI-TREATED-SUMMONED', () => {
  it('[CH-GEMINI-TREATED-SUMMONED] 超合魔兽 拉普提诺斯 summoned (by 活死人的呼声) in answer to 科技属 戟炮手 on 真红眼黑炎龙’s summon again: nothing negated, it stays; 青眼白龙 summoned instead: 真红眼黑炎龙 is destroyed', () => {
    const a = ask('{回合:A 阶段:主要1 A场:真红眼黑炎龙,活死人的呼声(盖) A手: A墓:超合魔兽 拉普提诺斯(融合召唤) B场:科技属 戟炮手} 召唤 真红眼黑炎龙 C1 B:科技属 戟炮手① C2 A:活死人的呼声→超合魔兽 拉普提诺斯');
    expect(links(a)).toEqual(['C1:legal:no-effect', 'C2:legal:resolved']);
    expect(a.links.find((l) => l.n === 1)!.rules).toContain('CH-GEMINI-TREATED-SUMMONED');
    expect(eventCards(a, 'destroyed')).toEqual([]);
    const b = ask('{回合:A 阶段:主要1 A场:真红眼黑炎龙,活死人的呼声(盖) A手: A墓:青眼白龙 B场:科技属 戟炮手} 召唤 真红眼黑炎龙 C1 B:科技属 戟炮手① C2 A:活死人的呼声→青眼白龙');
    expect(links(b)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(b, 'destroyed')).toEqual(['真红眼黑炎龙']);
  });
  it('[CH-GEMINI-TREATED-SUMMONED] the compiler reads 「装备怪兽当作再1次召唤的状态使用」 (超二重召唤①) as the equipped monster, 「场上的二重怪兽全部…」 as every Gemini monster on the field; a Gemini’s own 「当作通常怪兽使用」 is not it', () => {
    const equip = compileEffects('二重怪兽才能装备。\n①：装备怪兽当作再1次召唤的状态使用。', { kind: 'spell', subtypes: ['equip'], bits: 0 });
    expect(equip.flatMap((e) => e.does).filter((x) => x.geminiSummoned).map((x) => (typeof x.what === 'object' ? x.what.filter : null))).toEqual([{ kind: 'monster', equipped: true }]);
    const all = compileEffects('①：只要这张卡在怪兽区域存在，场上的二重怪兽全部当作再1次召唤的状态使用。', { kind: 'monster', subtypes: ['effect', 'fusion'], bits: 0 });
    expect(all.flatMap((e) => e.does).filter((x) => x.geminiSummoned).map((x) => (typeof x.what === 'object' ? x.what.filter : null))).toEqual([{ kind: 'monster', subtypes: ['gemini'], place: 'field' }]);
    const own = compileEffects('这张卡在场上·墓地存在的场合，当作通常怪兽使用。', { kind: 'monster', subtypes: ['effect', 'gemini'], bits: 0 });
    expect(own.flatMap((e) => e.does).some((x) => x.geminiSummoned)).toBe(false);
  });
});
