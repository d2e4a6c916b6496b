// CH-PLEDGE-ATTACK (rules reference docs/c03/誓约.rst; docs/c03/卡片的抗性.rst:186–189): the other wordings of a pledge on attacks —
// 「这个效果发动的回合，这张卡不能攻击」 (the card that activated), 「这张卡发动的回合，自己场上存在的怪兽不能攻击」 (every monster of its
// player), 「自己不用同调怪兽不能攻击」 (only those may), the same sentence written before ① — and one the compiler cannot read, said.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const may = (input: string): boolean | undefined => askCdb(input).attack?.legal;
const said = (input: string): string => JSON.stringify(askCdb(input).assumptions ?? []);

describe.skipIf(!haveCards)('pledges on attacks, other wordings', () => {
  it('[CH-PLEDGE-ATTACK] 「这张卡不能攻击」 (混沌巫师①, 光子充能人): activated this turn, that card cannot attack; another monster of its player can; not activated, it can', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 本回合:A:混沌巫师#1 A场:混沌巫师,电子龙 B场:三眼怪} 攻击宣言 混沌巫师 → 三眼怪');
    expect(a.attack?.legal).toBe(false);
    expect(a.attack?.rules).toContain('CH-PLEDGE-ATTACK');
    expect(a.events).toEqual([]);
    expect(may('{回合:A 阶段:战斗步骤 本回合:A:混沌巫师#1 A场:混沌巫师,电子龙 B场:三眼怪} 攻击宣言 电子龙 → 三眼怪')).toBe(true);
    expect(may('{回合:A 阶段:战斗步骤 A场:混沌巫师,电子龙 B场:三眼怪} 攻击宣言 混沌巫师 → 三眼怪')).toBe(true);
    expect(may('{回合:A 阶段:战斗步骤 本回合:A:光子充能人#1 A场:光子充能人 B场:三眼怪} 攻击宣言 光子充能人 → 三眼怪')).toBe(false);
    // Its activation negated: no pledge.
    expect(may('{回合:A 阶段:战斗步骤 本回合:A:光子充能人#1(发动无效) A场:光子充能人 B场:三眼怪} 攻击宣言 光子充能人 → 三眼怪')).toBe(true);
  });
  it('[CH-PLEDGE-ATTACK] the pledge written before ① (超巨大空中宫殿 钟声协和号: 「这个卡名的效果1回合只能使用1次，这个效果发动的回合，这张卡不能攻击」) binds its ①', () => {
    expect(may('{回合:A 阶段:战斗步骤 本回合:A:超巨大空中宫殿 钟声协和号#1 A场:超巨大空中宫殿 钟声协和号 B场:三眼怪} 攻击宣言 超巨大空中宫殿 钟声协和号 → 三眼怪')).toBe(false);
    expect(may('{回合:A 阶段:战斗步骤 A场:超巨大空中宫殿 钟声协和号 B场:三眼怪} 攻击宣言 超巨大空中宫殿 钟声协和号 → 三眼怪')).toBe(true);
  });
  it('[CH-PLEDGE-ATTACK] 「自己场上存在的怪兽不能攻击」 (无力的证明): every monster of its player is bound, the opponent\'s are not', () => {
    expect(may('{回合:A 阶段:战斗步骤 本回合:A:无力的证明#1 A场:青眼白龙 B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪')).toBe(false);
    expect(may('{回合:B 阶段:战斗步骤 本回合:A:无力的证明#1 A场:青眼白龙 B场:三眼怪} 攻击宣言 三眼怪 → 青眼白龙')).toBe(true);
  });
  it('[CH-PLEDGE-ATTACK] 「自己不用同调怪兽不能攻击」 (调和口香糖①): a Synchro Monster of its player may attack, another may not', () => {
    expect(may('{回合:A 阶段:战斗步骤 本回合:A:调和口香糖#1 A场:调和口香糖,青眼白龙,星尘龙 B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪')).toBe(false);
    expect(may('{回合:A 阶段:战斗步骤 本回合:A:调和口香糖#1 A场:调和口香糖,青眼白龙,星尘龙 B场:三眼怪} 攻击宣言 星尘龙 → 三眼怪')).toBe(true);
  });
  it('[CH-PLEDGE-ATTACK] a pledge on attacks the compiler cannot read (黑羽-晓之希洛克②) is not applied but said; with none, nothing is said', () => {
    // 黑羽-晓之希洛克②: 「这个效果发动的回合，不用作为对象的怪兽不能攻击」 — which monster was its target is not in the situation.
    const input = '{回合:A 阶段:战斗步骤 本回合:A:黑羽-晓之希洛克#2 A场:青眼白龙 B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪';
    expect(may(input)).toBe(true);
    expect(said(input)).toContain('不用作为对象的怪兽不能攻击');
    expect(said('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪')).not.toContain('誓约');
  });
});
