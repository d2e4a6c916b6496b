// CH-REVEAL-ANSWER-PUBLIC (rules reference docs/c03/特定效果的处理方法.rst:404–411): 「对方可以从手卡让1张魔法卡被观看使这个效果无效。不给观看的
// 场合，自己从卡组抽2张卡」 (暗灵术-「欲」) — a card already revealed cannot be shown for it: with the opponent's fitting cards all revealed
// (or none in the listed hand) the draw is certain; with a hidden Spell there it is the opponent's choice, and the answer says so.
import { describe, expect, it } from 'vitest';
import { ask, haveCards, links, referenceJudge } from '../reference/judge.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const drawn = (a: ChainAnswer) => a.events.filter((e) => e.type === 'drawn' && e.link === 1).map((e) => `${e.player}:${e.amount}`);
const input = (hand: string) => `{回合:A 阶段:主要1 A场:黑魔术师,《暗灵术-「欲」》(盖) B手:${hand}} C1 A:《暗灵术-「欲」》`;

describe.skipIf(!haveCards)('an opponent’s reveal that stops the effect', () => {
  it('[CH-REVEAL-ANSWER-PUBLIC] B’s hand revealed (公开), its Spell included: B cannot show it — A draws 2, and no assumption is made', () => {
    const a = ask(input('黑洞(公开),三眼怪(公开)'));
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(drawn(a)).toEqual(['A:2']);
    expect(a.links[0]!.rules).toContain('CH-REVEAL-ANSWER-PUBLIC');
    expect(a.assumptions.join('')).not.toContain('假定B没有这样做');
  });
  it('[CH-REVEAL-ANSWER-PUBLIC] the other side: a hidden Spell in B’s hand — B may show it; the draw is made only on the assumption B does not, said as one', () => {
    const a = ask(input('黑洞,三眼怪'));
    expect(a.assumptions.join('')).toContain('假定B没有这样做');
  });
  it('[CH-REVEAL-ANSWER-PUBLIC] B’s listed hand holds no Spell: nothing to show — A draws 2 with no assumption', () => {
    const a = ask(input('三眼怪'));
    expect(drawn(a)).toEqual(['A:2']);
    expect(a.assumptions.join('')).not.toContain('假定B没有这样做');
  });
  it('[CH-REVEAL-ANSWER-PUBLIC] nothing shown, nothing negated: 野望之高弗 with B\'s hand empty destroys its target, and neither language says a negation applies', () => {
    const zh = ask('{回合:A 阶段:主要1 A场:野望之高弗 B场:青眼白龙 B手:} C1 A:野望之高弗→青眼白龙');
    expect(links(zh)).toEqual(['C1:legal:resolved']);
    expect(zh.events.filter((e) => e.type === 'destroyed' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙']);
    expect(zh.links[0]!.reason).not.toContain('无效的适用');
    const en = ask('{回合:A 阶段:主要1 A场:野望之高弗 B场:青眼白龙 B手:} C1 A:野望之高弗→青眼白龙', 'en');
    expect(en.links[0]!.reason).not.toContain('negation applies');
  });
});

describe.skipIf(!haveCards)('not every look at the opponent’s hand is their option', () => {
  it('[CH-REVEAL-ANSWER-PUBLIC] 战斗中止 (「对方可以从手卡把1只怪兽给人观看让这张卡的效果无效」) with a monster hidden in B’s hand: the answer says B may stop it', () => {
    const a = ask('{回合:B 阶段:战斗 A场:战斗中止(盖) B场:青眼白龙 攻击:B:青眼白龙→A B手:三眼怪} C1 A:战斗中止');
    expect(a.links[0]!.rules).toContain('CH-REVEAL-ANSWER-PUBLIC');
    expect(a.assumptions.join('')).toContain('假定B没有这样做');
  });
  it('[CH-REVEAL-ANSWER-PUBLIC] the other side: 哥布林侦察部队’s 「可以随机把对方1张手卡确认」 is its own player’s look — no option of the opponent’s is read into it', () => {
    const r = referenceJudge().catalog.resolve('哥布林侦察部队');
    if (!r.ok) throw new Error('哥布林侦察部队');
    expect(r.card.effects.flatMap((e) => e.does).some((a) => a.opponentMayStop)).toBe(false);
  });
});
