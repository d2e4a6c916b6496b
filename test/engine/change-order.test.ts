// SIT-CHANGE-LAST-LISTED, CMP-FIELD-BECOMES: two continuous changes that make a card a race or an Attribute —
// the one applied last decides (rules reference docs/c02/怪兽的效果分类.rst:277); a situation lists its cards in the order
// they started applying. The compiler reads 「场上的（全部）表侧表示怪兽变成X属性」 as such a change.
import { describe, expect, it } from 'vitest';
import { haveCards, legal, links, referenceJudge } from '../reference/judge.js';

const becomes = (name: string) => {
  const r = referenceJudge().catalog.resolve(name);
  if (!r.ok) throw new Error(name);
  return r.card.effects.flatMap((e) => (e.kind === 'continuous' ? e.does : [])).filter((a) => a.do === 'change-type').map((a) => a.becomes);
};

describe.skipIf(!haveCards)('[CMP-FIELD-BECOMES] 「场上的表侧表示怪兽变成X属性」', () => {
  it('[CMP-FIELD-BECOMES] 黯黑世界-暗影敌托邦-① and 炼狱之骑士 多禄某① make the face-up monsters DARK; 真龙皇 法·王·兽’s change until the end of the turn to a declared Attribute is no standing change', () => {
    expect(becomes('黯黑世界-暗影敌托邦-')).toEqual([{ attribute: '暗' }]);
    expect(becomes('炼狱之骑士 多禄某')).toEqual([{ attribute: '暗' }]);
    expect(becomes('真龙皇 法·王·兽')).toEqual([]);
    // The LIGHT 欧尼斯特 under 炼狱之骑士 多禄某 (B's): a DARK monster, so 吸入暗阴的魔镜 negates its effect and 吸入闪光的魔镜 does not;
    // without 多禄某 it stays LIGHT and 吸入暗阴的魔镜 lets it resolve. (混沌之黑魔术师, used before, is DARK in the database already.)
    const input = (field: string) => `{回合:A 阶段:主要1 A场:欧尼斯特 B场:${field}} C1 A:欧尼斯特①`;
    expect(links(input('炼狱之骑士 多禄某,吸入暗阴的魔镜'))).toEqual(['C1:legal:effect-negated']);
    expect(links(input('炼狱之骑士 多禄某,吸入闪光的魔镜'))).toEqual(['C1:legal:resolved']);
    expect(links(input('吸入暗阴的魔镜'))).toEqual(['C1:legal:resolved']);
  });
});

describe.skipIf(!haveCards)('[SIT-CHANGE-LAST-LISTED] the change applied last decides', () => {
  it('[SIT-CHANGE-LAST-LISTED] 黯黑世界-暗影敌托邦- (DARK) and DNA移植手术 declaring LIGHT: the one listed later holds — LIGHT, 吸入闪光的魔镜 negates; listed the other way round, DARK, 吸入暗阴的魔镜 does', () => {
    const input = (field: string, mirror: string) => `{回合:A 阶段:结束阶段 A场:混沌之黑魔术师,${field} A墓:死者苏生 B场:${mirror}} C1 A:混沌之黑魔术师①→死者苏生`;
    const lightLast = '黯黑世界-暗影敌托邦-,DNA移植手术(宣言:光)';
    const darkLast = 'DNA移植手术(宣言:光),黯黑世界-暗影敌托邦-';
    expect(links(input(lightLast, '吸入闪光的魔镜'))).toEqual(['C1:legal:effect-negated']);
    expect(links(input(lightLast, '吸入暗阴的魔镜'))).toEqual(['C1:legal:resolved']);
    expect(links(input(darkLast, '吸入闪光的魔镜'))).toEqual(['C1:legal:resolved']);
    expect(links(input(darkLast, '吸入暗阴的魔镜'))).toEqual(['C1:legal:effect-negated']);
  });
  it('[SIT-CHANGE-LAST-LISTED] across the two fields: 不死世界 on B’s field listed after A’s DNA改造手术 (declaring Machine) makes 青眼白龙 a Zombie (限制解除 finds no Machine); listed before it, a Machine', () => {
    expect(legal('{回合:A A场:DNA改造手术(宣言:机械族),青眼白龙 B场:不死世界} C1 A:限制解除', 1)).toBe(false);
    expect(legal('{回合:A B场:不死世界 A场:DNA改造手术(宣言:机械族),青眼白龙} C1 A:限制解除', 1)).toBe(true);
    // With one change only, the order is nothing to decide.
    expect(legal('{回合:A A场:青眼白龙,DNA改造手术(宣言:机械族)} C1 A:限制解除', 1)).toBe(true);
  });
});
