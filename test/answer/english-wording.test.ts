// The English a user reads (session 41 wording review): a card filter is said with its article and with whose it is
// inside where it is ('a monster on the opponent's field', never 'a the opponent's Monster'); a bound on LP or a hand is
// said in words ('2000 LP or less', never '<=' — Discord and the picture show it as '‹='); a known count takes the
// singular or the plural ('1 card', not '1 card(s)'); an Attribute or a Type is the English word ('WATER', not 「水属性」).
import { describe, expect, it } from 'vitest';
import { ask, haveCards, refJudge } from '../reference/judge.js';
import { renderCardText, renderChainText } from '../../src/answer/render/text.js';

const en = (input: string): string => renderChainText(ask(input, 'en'), 'en');
const zh = (input: string): string => renderChainText(ask(input, 'zh-CN'), 'zh-CN');

describe.skipIf(!haveCards)('English wording of conditions, filters and counts', () => {
  it('拮抗胜负 (颉颃胜负): 「对方场上的卡的数量比自己场上的卡多」 is "there are more cards on the opponent’s field than on your field", during the End Step', () => {
    const text = en('C1 A:拮抗胜负');
    expect(text).toContain("there are more cards on the opponent's field than on your field");
    // (s55: the End Step is named with its phase — a bare 「结束步骤」/End Step reads as the End Phase.)
    expect(text).toContain("(during the Battle Phase's End Step)");
    expect(text).not.toMatch(/more the opponent's|your card on the field/);
    // The Chinese answer keeps its words.
    expect(zh('C1 A:拮抗胜负')).toContain('对方场上的卡的数量比自己场上的卡多');
  });

  it('「对方场上有怪兽存在」 is "a monster on the opponent’s field exists" — no article before a possessive', () => {
    const text = en('C1 A:青天霹雳');
    expect(text).toContain("(a monster on the opponent's field exists)");
    expect(text).not.toMatch(/\ban? (the|your) /);
  });

  it('茫漠的死者 ①: 「自己基本分是2000以下」 is "its controller has 2000 LP or less" (never "<="), 「自己基本分2000以下」 in Chinese', () => {
    const input = '{回合:A 阶段:主要1 A手:茫漠的死者} 特殊召唤 茫漠的死者';
    expect(en(input)).toContain('(its controller has 2000 LP or less)');
    expect(en(input)).not.toMatch(/<=|>=|‹/);
    expect(zh(input)).toContain('自己基本分2000以下');
    expect(zh(input)).not.toContain('<=');
  });

  it('a hand bound: 永火上膛者 「自己手卡是0张」 is "its controller has no cards in hand"', () => {
    const text = en('{回合:A A场:永火上膛者 B场:小人的恶作剧 A卡组:青眼白龙} C1 A:永火上膛者[抽卡 青眼白龙]');
    expect(text).toContain('its controller has no cards in hand');
    expect(text).not.toContain('own hand');
  });

  it('a place other than the field is "in": 虹之引力 「自己的场上·墓地的「宝玉兽」卡」 is "a "Crystal Beast" card in your GY or on your field" (s60: the archetype in English, ANS-EN-ARCHETYPE)', () => {
    const text = en('{回合:A 阶段:主要1} C1 A:虹之引力');
    expect(text).toContain('a "Crystal Beast" card in your GY or on your field exists');
    expect(text).not.toMatch(/on the GY|on the hand/);
  });

  it('a known count says its noun once: "1 card added to the hand", "1 Spell Counter placed", "discards 1 card", "draws 5 cards"', () => {
    expect(en('{回合:A A卡组:宝玉兽 青玉飞马,宝玉兽 青玉飞马} C1 A:宝玉的牵绊')).toContain('1 card added to the hand');
    expect(en('{回合:A 阶段:主要1 A场:魔力掌握(盖) B场:魔导兽 刻耳柏洛斯} C1 A:魔力掌握→魔导兽 刻耳柏洛斯')).toContain('1 Spell Counter placed on');
    const jar = en('{回合:A A场:变形壶(盖) A手:三眼怪 B手:黑魔术师} C1 A:变形壶①');
    expect(jar).toContain('discards 1 card; each player draws 5 cards');
    expect(jar).not.toMatch(/\d+ \w+\(s\)/);
  });

  it('an Attribute or Type a situation gives is the English word: "is WATER", "declared Dinosaur"', () => {
    expect(en('{回合:A 阶段:主要1 A场:御前试合,水之舞女 A墓:元素灵剑士·日炙(属性:水)} C1 A:死者苏生→元素灵剑士·日炙')).toContain('元素灵剑士·日炙 is WATER, made so');
    expect(en('{回合:A 阶段:主要1 A场:失落世界,DNA改造手术(宣言:恐龙族) A手:三眼怪} 召唤 三眼怪')).toContain('declared Dinosaur at its activation');
  });

  it('a sentence ends once: 融合解除 on a monster not Fusion Summoned says "so nothing is Special Summoned." with one full stop', () => {
    const text = en('{回合:A 阶段:主要1 B场:假面英雄 暗鬼(特殊召唤)} C1 B:融合解除 → 假面英雄 暗鬼');
    expect(text).toContain('so nothing is Special Summoned.');
    expect(text).not.toContain('..');
  });

  // A sweep over staple cards and situations from the tests: none of the defects the review found comes back.
  const STAPLES = [
    'C1 A:拮抗胜负', 'C1 A:青天霹雳', 'C1 A:炎王的急袭', 'C1 A:超量复仇', 'C1 A:黑洞 C2 B:我身作盾 C3 A:王家的诅咒',
    '{回合:A 阶段:主要1 A场:青眼白龙 B场:黑魔术师} C1 A:紧急行车时间表', '{回合:A 阶段:主要1} C1 A:虹之引力',
    'C1 A:死者苏生 C2 B:灰流丽', 'C1 A:强欲之壶 C2 B:神之宣告', 'C1 A:鹰身女妖的羽毛扫 C2 B:神圣防护罩 -反射镜力-',
    'C1 A:雷击 C2 B:激流葬', 'C1 A:增援 C2 B:灰流丽', 'C1 A:愚蠢的埋葬 C2 B:增殖的G', 'C1 A:旋风 C2 B:宇宙旋风',
    'C1 A:手札抹杀 C2 B:神之通告', 'C1 A:月之书 C2 B:禁忌的圣杯', 'C1 A:异次元的指名者', 'C1 A:电子龙·无限',
    '{回合:A 阶段:主要1 A场:青眼白龙 B场:黑魔术师,死灵骑士,旋风(盖)} C1 A:拮抗胜负', 'C1 A:超融合', 'C1 A:召唤师 阿莱斯特',
    'C1 A:死之卡组破坏病毒', 'C1 A:魔法筒', 'C1 A:无限泡影', 'C1 A:效果遮蒙者', 'C1 A:幽鬼兔', 'C1 A:屋敷童', 'C1 A:墓穴的指名者',
    'C1 A:技能抽取', 'C1 A:王宫的敕命', 'C1 A:神之警告', 'C1 A:神之宣告', 'C1 A:星尘龙', 'C1 A:黑魔术师', 'C1 A:融合解除',
    'C1 A:贪欲之壶', 'C1 A:光之护封剑', 'C1 A:大风暴', 'C1 A:闪电风暴', 'C1 A:粗人预料', 'C1 A:抹杀之指名者', 'C1 A:三叉龙',
  ];
  it(`${STAPLES.length} staple answers in English hold no "a the", no operator for a bound, no "N x(s)", no "on the GY", no ".."`, () => {
    for (const input of STAPLES) {
      const a = renderChainText(ask(input, 'en'), 'en');
      expect(a, input).not.toMatch(/\ban? (the|your|their|its) (opponent|card|monster|Monster)/);
      expect(a, input).not.toMatch(/ (<=|>=|==) \d/);
      expect(a, input).not.toMatch(/\b\d+ [A-Za-z ]+\(s\)/);
      expect(a, input).not.toMatch(/on the (GY|hand|Deck)/);
      expect(a, input).not.toMatch(/[a-z)]\.\. /);
      expect(a, input).not.toMatch(/own (LP|hand)/);
    }
  });
});

describe.skipIf(!haveCards)('English /card: what an effect does is said in words', () => {
  it('十二兽 虎炮 in English says "does: Special Summon" and "ATK change, DEF change", never the ids special-summon / atk-change', () => {
    const card = refJudge().card('十二兽 虎炮', { lang: 'en' });
    if (!card.ok) throw new Error('十二兽 虎炮 not found');
    const text = renderCardText(card, 'en');
    expect(text).toContain('does: Special Summon');
    expect(text).toContain('does: ATK change, DEF change');
    // ② puts a card under an Xyz Monster (CH-ATTACH): said as such, not "other".
    expect(text).toContain('does: attach as Xyz Material');
    expect(text).not.toMatch(/special-summon|atk-change|def-change/);
    const zh = refJudge().card('十二兽 虎炮', { lang: 'zh-CN' });
    if (!zh.ok) throw new Error('十二兽 虎炮 not found');
    expect(renderCardText(zh, 'zh-CN')).toContain('处理：作为超量素材');
  });
});
