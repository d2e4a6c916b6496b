// CMP-CHOICE-STATE-NOT-MOMENT: an effect that is read as ignition stays ignition when one of its ● options names a moment only in
// what it does (我我我枪手's 「这张卡的表示形式的以下效果适用。●攻击表示：这个回合，这张卡向对方怪兽攻击的伤害步骤内，…」, No.46 神影龙 胶子龙's
// 「●直到对方回合结束时，对方场上的龙族怪兽不能把效果发动」): only a ● activated at a moment of its own (「●对方把…发动时才能发动」,
// 宇宙耀变龙) makes the effect a quick effect (docs/c02/怪兽的效果分类.rst: an ignition effect is declared in its own Main Phase, spell speed 1).
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('● options read by state, not by moment (CMP-CHOICE-STATE-NOT-MOMENT)', CARDS_DB);

const kinds = (name: string) => {
  const r = cdbJudge().catalog.resolve(name);
  if (!r.ok) throw new Error(name);
  return r.card.effects.filter((e) => e.kind !== 'procedure').map((e) => e.kind);
};
const links = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.legal}`);

describe.skipIf(!haveCards)('● options chosen by a state are no moment of activation', () => {
  it('[CMP-CHOICE-STATE-NOT-MOMENT] 我我我枪手① (「把这张卡1个超量素材取除才能发动。这张卡的表示形式的以下效果适用。●攻击表示：…伤害步骤内…」) is an ignition effect: it cannot answer 死者苏生 in the opponent\'s turn; No.46 神影龙 胶子龙 is ignition too', () => {
    expect(kinds('我我我枪手')).toEqual(['ignition']);
    expect(kinds('No.46 神影龙 胶子龙').every((k) => k === 'ignition')).toBe(true);
    expect(links('{回合:B 阶段:主要1 A场:我我我枪手 B手:死者苏生 B墓:青眼白龙} C1 B:死者苏生→青眼白龙 C2 A:我我我枪手')).toEqual(['C1:true', 'C2:false']);
    expect(links('{回合:A 阶段:主要1 A场:我我我枪手} C1 A:我我我枪手')).toEqual(['C1:true']);
  });
  it('[CMP-CHOICE-STATE-NOT-MOMENT] the other side: 宇宙耀变龙, whose ● options are activated 「对方把…发动时才能发动」「…之际才能发动」, stays a quick effect and answers 死者苏生', () => {
    expect(kinds('宇宙耀变龙').slice(0, 2)).toEqual(['quick', 'quick']);
    expect(links('{回合:B 阶段:主要1 A场:宇宙耀变龙 B手:死者苏生 B墓:青眼白龙} C1 B:死者苏生→青眼白龙 C2 A:宇宙耀变龙')).toEqual(['C1:true', 'C2:true']);
  });
});
