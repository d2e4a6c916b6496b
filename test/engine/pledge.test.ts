// Pledges (test/RULES.md CH-PLEDGE; rules reference docs/c03/誓约.rst): 「这个效果发动的回合，自己不能…」
// binds its controller from the moment the effect is activated, so a later link of the same player
// that does the forbidden thing cannot be chained; the opponent is not bound. Curated cards only.
import { describe, expect, it } from 'vitest';
import { chain } from './build.js';
import { askCdb, haveCards } from '../cards/data.js';

const link = (input: string, n: number) => chain(input).links.find((l) => l.n === n)!;

describe('pledges at activation', () => {
  it('[CH-PLEDGE] after a pledge against Special Summons (except from the Extra Deck), its controller cannot chain an effect that Special Summons from the hand', () => {
    const l = link('{回合:A A场:假面变色龙 A手:影蜥蜴} C1 A:假面变色龙 C2 A:影蜥蜴', 2);
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-PLEDGE');
    expect(l.illegalReason).toContain('誓约');
  });

  it('[CH-PLEDGE] the pledge binds only its controller: the opponent may still Special Summon in answer', () => {
    expect(link('{回合:A A场:假面变色龙 B手:影蜥蜴} C1 A:假面变色龙 C2 B:影蜥蜴', 2).rules).not.toContain('CH-PLEDGE');
  });
});

// CH-PLEDGE-DONE (rules reference docs/c03/誓约.rst:133–134): a pledge covers the whole turn, so an
// effect carrying one cannot be activated once its controller made the forbidden summon — a summon
// still in progress (answered by a summon negation) already counts; a negated one never happened.
describe.skipIf(!haveCards)('pledges against what was already done this turn', () => {
  const link = (input: string, n: number) => askCdb(input).links.find((l) => l.n === n)!;
  it('[CH-PLEDGE-DONE] 青色眼睛的激临 (only 「青眼白龙」 may be summoned that turn) cannot be chained while its controller is summoning another monster', () => {
    const l = link('{回合:A A手:青眼亚白龙 B场:王宫的弹压} 特殊召唤 青眼亚白龙 C1 B:王宫的弹压① C2 A:青色眼睛的激临', 2);
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-PLEDGE-DONE');
    expect(l.illegalReason).toContain('誓约');
  });

  it('[CH-PLEDGE-DONE] the summon the pledge still allows (a 「青眼白龙」), the opponent’s summon, or a negated summon leave it activatable', () => {
    expect(link('{回合:A A手:青眼白龙 B场:王宫的弹压} 特殊召唤 青眼白龙 C1 B:王宫的弹压① C2 A:青色眼睛的激临', 2).rules).not.toContain('CH-PLEDGE-DONE');
    expect(link('{回合:B B手:青眼亚白龙 A场:王宫的弹压} 特殊召唤 青眼亚白龙 C1 A:王宫的弹压① C2 A:青色眼睛的激临', 2).rules).not.toContain('CH-PLEDGE-DONE');
    expect(link('{回合:A A手:青眼亚白龙} 特殊召唤 青眼亚白龙 [被无效] C1 A:青色眼睛的激临', 1).rules).not.toContain('CH-PLEDGE-DONE');
  });
});

// The same rule on a pledge read from the card text (「这张卡发动的回合，自己不能从额外卡组把怪兽特殊召唤」).
describe.skipIf(!haveCards)('pledges read from card text', () => {
  it('[CH-PLEDGE-DONE] 帝王的烈旋 (compiled) cannot be chained to a summon negation while its controller summons from the Extra Deck; a summon from the hand does not count', () => {
    const l = (input: string) => askCdb(input).links.find((x) => x.n === 2)!;
    const extra = l('{回合:A} 特殊召唤 解码语者 C1 B:雷王 C2 A:帝王的烈旋');
    expect(extra.legal).toBe(false);
    expect(extra.rules).toContain('CH-PLEDGE-DONE');
    expect(l('{回合:A A手:三眼怪} 特殊召唤 三眼怪 C1 B:雷王 C2 A:帝王的烈旋').rules).not.toContain('CH-PLEDGE-DONE');
  });

  it('[CH-PLEDGE] a compiled pledge against summons from the Extra Deck binds later links that summon from there, not ones that summon from the GY', () => {
    const l = (input: string) => askCdb(input).links.find((x) => x.n === 2)!;
    expect(l('{回合:A} C1 A:帝王的烈旋 C2 A:瞬间融合').rules).toContain('CH-PLEDGE');
    expect(l('{回合:A A墓:青眼白龙} C1 A:帝王的烈旋 C2 A:活死人的呼声→青眼白龙').rules).not.toContain('CH-PLEDGE');
  });
});

// CH-PLEDGE-AT-RESOLUTION (rules reference docs/c03/誓约.rst:129–132): a pledge binds from its link's
// activation, so a lower link of the same player resolving after it does not do the step it forbids.
describe('pledges bind the links below too', () => {
  it('[CH-PLEDGE-AT-RESOLUTION] 替罪羊 chained to its controller’s 死者苏生: the revival is not done; the opponent’s, or after 替罪羊’s activation was negated, is', () => {
    const mine = chain('{回合:A A墓:青眼白龙} C1 A:死者苏生→青眼白龙 C2 A:替罪羊');
    expect(mine.links.map((l) => `${l.n}:${l.outcome}`)).toEqual(['1:no-effect', '2:resolved']);
    expect(mine.links[0]!.rules).toContain('CH-PLEDGE-AT-RESOLUTION');
    expect(chain('{回合:A B墓:青眼白龙} C1 B:活死人的呼声→青眼白龙 C2 A:替罪羊').links[0]!.outcome).toBe('resolved');
    expect(chain('{回合:A A墓:青眼白龙} C1 A:死者苏生→青眼白龙 C2 A:替罪羊 C3 B:神之宣告→C2').links[0]!.outcome).toBe('resolved');
  });
});

describe.skipIf(!haveCards)('a pledge and a copy of its card (连续魔法)', () => {
  it('[CH-PLEDGE] an effect that becomes the answered Spell’s effect does its steps: after 平行世界融合 (no Special Summon but by this card) 连续魔法 cannot be chained', () => {
    const l = askCdb('{回合:A} C1 A:平行世界融合 C2 A:连续魔法').links[1]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-PLEDGE');
  });
  it('[CH-PLEDGE] the other side: a pledge the copied steps do not break (强欲而谦虚之壶 forbids Special Summons; its effect summons nothing) lets the copy be chained', () => {
    expect(askCdb('{回合:A} C1 A:强欲而谦虚之壶 C2 A:连续魔法').links[1]!.legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('a pledge against other activations and another effect of the same card', () => {
  const copied = (history: string) => askCdb(`{回合:A 阶段:主要1 A场:混沌幻影(复制:混沌帝龙 -终焉的使者-) A墓:青眼白龙 ${history}} C1 A:混沌幻影①`).links[0]!;
  it('[CH-PLEDGE-DONE] the card’s own ① activated earlier this turn is another effect: the pledge-bearing effect it took cannot be activated', () => {
    const l = copied('本回合:A:混沌幻影#1');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-PLEDGE-DONE');
  });
  it('[CH-PLEDGE-DONE] the other side: that ① negated at activation was never made, so the taken effect can be activated', () => {
    expect(copied('本回合:A:混沌幻影#1(发动无效)').legal).toBe(true);
  });
});

// CH-PLEDGE-OPPONENT (rules reference docs/c03/誓约.rst:54): the pledged player cannot be made to do the forbidden
// action by the other player's effect either — that effect cannot be activated.
describe.skipIf(!haveCards)('pledges against the other player’s effects', () => {
  const link = (input: string, n: number) => askCdb(input).links.find((l) => l.n === n)!;
  it('[CH-PLEDGE-OPPONENT] after 金满而谦虚之壶 earlier this turn (no draw by card effects), the opponent’s 魔宫的贿赂 on a later 旋风 cannot be activated: it would make that player draw', () => {
    const l = link('{回合:A 本回合:A:金满而谦虚之壶 A场:旋风(盖) B场:魔宫的贿赂(盖),激流葬(盖)} C1 A:旋风→激流葬 C2 B:魔宫的贿赂', 2);
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-PLEDGE-OPPONENT');
    expect(l.illegalReason).toContain('誓约');
  });

  it('[CH-PLEDGE-OPPONENT] the other side: without the pledge 魔宫的贿赂 may be chained; a pledge on Special Summons does not bar the opponent’s draw step', () => {
    expect(link('{回合:A A场:旋风(盖) B场:魔宫的贿赂(盖),激流葬(盖)} C1 A:旋风→激流葬 C2 B:魔宫的贿赂', 2).legal).toBe(true);
    expect(link('{回合:A A场:假面变色龙 B场:魔宫的贿赂(盖)} C1 A:假面变色龙 C2 B:魔宫的贿赂', 2).rules).not.toContain('CH-PLEDGE-OPPONENT');
  });
  it.skipIf(!haveCards)('[CH-PLEDGE-OPPONENT] the other side: a step the other player carries out is not the pledged player\'s action — after 金满而谦虚之壶 (「自己不能用卡的效果抽卡」) A may still activate 强欲的赠物 (「对方从卡组抽2张卡」), chained or later in the turn; 强欲之壶 it may not', () => {
    expect(askCdb('{回合:A 阶段:主要1 本回合:A:金满而谦虚之壶 A场:强欲的赠物(盖)} C1 A:强欲的赠物').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 A场:强欲的赠物(盖)} C1 A:金满而谦虚之壶 C2 A:强欲的赠物').links[1]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 本回合:A:金满而谦虚之壶} C1 A:强欲之壶').links[0]!.legal).toBe(false);
  });
});
