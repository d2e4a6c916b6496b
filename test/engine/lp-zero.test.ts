// A player whose LP reach 0 loses at once (test/RULES.md CH-LP-ZERO; rules reference docs/c02/基本用语.rst:102–105,
// :226): a cost paid down to exactly 0 may be paid, and then nothing of the chain resolves; damage dealt by a link that
// brings a player to 0 stops the links below it. And a mandatory trigger whose LP cost its player cannot pay is not
// activated (WIN-COST-UNPAYABLE, :88), read from 「…的场合，支付500基本分发动」 by the compiler.
import { describe, expect, it } from 'vitest';
import { chain, linkOf, summary } from './build.js';
import { askCdb, haveCards } from '../cards/data.js';
import { clausesOf } from '../../src/cards/compile/clauses.js';

describe('LP reaching 0', () => {
  it('[CH-LP-ZERO] paying exactly the LP left is allowed, and the player then loses: no link resolves; one LP more and the chain resolves', () => {
    const a = chain('{B基本分:1000} C1 A:黑洞 C2 B:旋风[支付 1000]');
    expect(summary(a)).toEqual(['C1:legal:no-effect', 'C2:legal:no-effect']);
    expect(linkOf(a, 1).rules).toContain('CH-LP-ZERO');
    expect(a.events.some((e) => e.type === 'destroyed')).toBe(false);
    expect(summary(chain('{B基本分:1001} C1 A:黑洞 C2 B:旋风[支付 1000]'))).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });
  it('[CH-LP-ZERO] damage that brings a player to 0 at one link stops the links below it; LP above the damage do not', () => {
    const lost = chain('{回合:A 阶段:主要1 A基本分:500 B场:旋风(盖)} C1 A:黑洞 C2 B:旋风[伤害500]');
    expect(summary(lost)).toEqual(['C1:legal:no-effect', 'C2:legal:resolved']);
    expect(linkOf(lost, 1).rules).toContain('CH-LP-ZERO');
    expect(summary(chain('{回合:A 阶段:主要1 A基本分:800 B场:旋风(盖)} C1 A:黑洞 C2 B:旋风[伤害500]'))).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });
});

describe('after the Duel ended', () => {
  it('[CH-LP-ZERO] no window opens (no trigger, no priority), nothing is sent by rule, and the summon a negation answered does not succeed', () => {
    // (Input corrected: B's Normal Summon is made in B's own turn — by the rules only the turn player Normal Summons, CH-MAIN-PHASE-ACTION.)
    const a = chain('{回合:B A基本分:2000 A场:神之警告(盖) B手:青眼白龙} 召唤 B:青眼白龙 C1 A:神之警告');
    expect(summary(a)).toEqual(['C1:legal:no-effect']);
    expect(a.window.kind).toBe('none');
    expect(a.window.priority).toBeNull();
    expect(a.window.notes.join()).toContain('A输掉了决斗');
    expect(a.events.map((e) => e.type)).not.toContain('summoned');
    expect(a.events.map((e) => e.type)).not.toContain('sent-to-gy');
    // The other side of the rule: 1 LP more, the summon is negated and the window opens as usual.
    const b = chain('{回合:B A基本分:2001 A场:神之警告(盖) B手:青眼白龙} 召唤 B:青眼白龙 C1 A:神之警告');
    expect(summary(b)).toEqual(['C1:legal:resolved']);
    expect(b.window.kind).not.toBe('none');
  });
});

describe.skipIf(!haveCards)('the game result', () => {
  it('[CH-LP-ZERO] the answer\'s gameResult: a cost paid down to 0 loses and the opponent wins; the battle damage of the situation\'s attack at least the LP left, too', () => {
    expect(askCdb('{回合:A 阶段:主要1 A基本分:8000} C1 A:光之护封壁[支付8000]').gameResult).toMatchObject({ winner: 'B', by: 'lp-zero', losers: ['A'] });
    expect(askCdb('{回合:A 阶段:伤害计算 B基本分:2500 A场:黑魔术师 攻击:A:黑魔术师→B} 伤害计算').gameResult).toMatchObject({ winner: 'A', by: 'lp-zero', losers: ['B'] });
    // The other side: LP left above the damage, no result.
    expect(askCdb('{回合:A 阶段:伤害计算 B基本分:2501 A场:黑魔术师 攻击:A:黑魔术师→B} 伤害计算').gameResult).toBeUndefined();
    expect(askCdb('{回合:A 阶段:主要1 A基本分:8001} C1 A:光之护封壁[支付8000]').gameResult).toBeUndefined();
  });
});

describe('an LP cost a trigger cannot pay', () => {
  it('[WIN-COST-UNPAYABLE] the compiler reads the cost between the event and 「发动」 of a mandatory trigger', () => {
    expect(clausesOf('表侧表示的这张卡从场上送去墓地的场合，支付500基本分发动。这张卡回到卡组最上面或者最下面。', true).costs).toEqual(['支付500基本分']);
    expect(clausesOf('这张卡被破坏的场合发动。这张卡回到手卡。', true).costs).toEqual([]);
  });
  it.skipIf(!haveCards)('[WIN-COST-UNPAYABLE] 月镜盾② (mandatory, pays 500 LP) is not activated at 400 LP; at 500 it is', () => {
    const at = (lp: number) => askCdb(`{回合:B 阶段:主要1 A场:黑魔术师,月镜盾(装备:黑魔术师) A基本分:${lp}} C1 B:旋风 → 月镜盾`);
    const poor = at(400);
    expect(poor.window.triggers.map((t) => t.card.name)).not.toContain('月镜盾');
    expect(poor.window.notes.join()).toContain('400');
    expect(at(500).window.triggers.map((t) => t.card.name)).toContain('月镜盾');
  });
});
