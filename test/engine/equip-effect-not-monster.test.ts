// CMP-EQUIPPED-SELF-COST and CH-EQUIP-EFFECT-NOT-MONSTER (test/RULES.md; rules reference docs/c03/装备卡.rst:114–120): a monster card's
// effect whose cost sends 「给怪兽装备的」「装备的」 this card to the GY is activated by it as an equip card, from the Spell & Trap Zone — the
// effect meant when the card stands equipped and no number is written — and there it is an Equip Spell's effect: 墓穴的指名者’s
// negation of monsters’ effects by name does not reach it; 抹杀之指名者’s negation of every card of that name does.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const links = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.effect ?? '-'}:${l.outcome}`);

describe.skipIf(!haveCards)('an effect activated by a monster card as an equip card', () => {
  const HORNET = '{回合:A A场:甲虫装机 豆娘,甲虫装机 大黄蜂(装备:甲虫装机 豆娘) B场:墓穴的指名者(盖)}';
  it('[CMP-EQUIPPED-SELF-COST] equipped, 甲虫装机 大黄蜂 with no number is its ③ (the cost sends the equipped card), said as assumed', () => {
    const a = askCdb(`${HORNET} C1 A:甲虫装机 大黄蜂`);
    expect(a.links[0]!.effect).toBe(3);
    expect(a.assumptions.join()).toContain('效果③');
  });
  it('[CMP-EQUIPPED-SELF-COST] 破坏剑-武器破坏之剑 equipped is its ③ too; in the Monster Zone it is not (its ① is)', () => {
    expect(askCdb('{回合:A A场:破坏之剑士,破坏剑-武器破坏之剑(装备:破坏之剑士)} C1 A:破坏剑-武器破坏之剑').links[0]!.effect).toBe(3);
    expect(askCdb('{回合:A A场:破坏之剑士,破坏剑-武器破坏之剑} C1 A:破坏剑-武器破坏之剑→破坏之剑士').links[0]!.effect).toBe(1);
  });
  it('[CH-EQUIP-EFFECT-NOT-MONSTER] 墓穴的指名者 banishing 破坏剑-武器破坏之剑 sent as the cost of its ③: ③ is no monster effect and still resolves', () => {
    const a = askCdb('{回合:A A场:破坏之剑士,破坏剑-武器破坏之剑(装备:破坏之剑士) B场:墓穴的指名者(盖)} C1 A:破坏剑-武器破坏之剑 C2 B:墓穴的指名者→破坏剑-武器破坏之剑');
    expect(a.links.map((l) => `C${l.n}:${l.legal}:${l.outcome}`)).toEqual(['C1:true:resolved', 'C2:true:resolved']);
    expect(a.links[0]!.rules).toContain('CH-EQUIP-EFFECT-NOT-MONSTER');
  });
  it('[CH-EQUIP-EFFECT-NOT-MONSTER] 抹杀之指名者 (the effects of every card of that name) does negate it', () => {
    expect(links('{回合:A A场:甲虫装机 豆娘,甲虫装机 大黄蜂(装备:甲虫装机 豆娘) B卡组:甲虫装机 大黄蜂} C1 A:甲虫装机 大黄蜂 C2 B:抹杀之指名者[除外 甲虫装机 大黄蜂]')).toEqual(['C1:3:effect-negated', 'C2:1:resolved']);
  });
});
