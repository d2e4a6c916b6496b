// CH-QUICK-OR-ATTACKED (test/RULES.md): a quick effect whose condition joins its monster targeted by the opponent's effect and an attack
// on it with 「或者」 (浆果魔术少女②: 「这张卡成为对方的效果的对象时或者被选择作为对方怪兽的攻击对象时才能发动」) may be activated at either —
// the attack on it needs no activation below; with neither it still cannot start a chain; the window offers it with priority (level 7),
// never as a trigger.
import { describe, expect, it } from 'vitest';
import { renderCardText } from '../../src/answer/render/text.js';
import { askCdb, cdbJudge, haveCards } from './data.js';

const legal = (input: string, n = 0) => askCdb(input).links[n]?.legal;

describe.skipIf(!haveCards)('CH-QUICK-OR-ATTACKED, what a user sees', () => {
  it('[CH-QUICK-OR-ATTACKED] 浆果魔术少女② is legal as Chain Link 1 when it is chosen as the attack target, and chained to an effect targeting it; refused with neither', () => {
    const attacked = '{阶段:战斗 回合:B A场:浆果魔术少女 B场:黑魔术师 攻击:黑魔术师→浆果魔术少女} C1 A:浆果魔术少女②';
    const a = askCdb(attacked);
    expect(a.links[0]?.legal).toBe(true);
    expect(a.links[0]?.rules).toContain('CH-QUICK-OR-ATTACKED');
    expect(legal('{阶段:主要1 回合:B A场:浆果魔术少女 B场:黑魔术师} C1 B:月之书→浆果魔术少女 C2 A:浆果魔术少女②', 1)).toBe(true);
    // neither: no activation to answer in the Main Phase, and another monster is the one attacked
    expect(legal('{阶段:主要1 回合:B A场:浆果魔术少女 B场:黑魔术师} C1 A:浆果魔术少女②')).toBe(false);
    expect(legal('{阶段:战斗 回合:B A场:浆果魔术少女,黑魔术师 B场:黑魔术师 攻击:B:黑魔术师→A:黑魔术师} C1 A:浆果魔术少女②')).toBe(false);
    // a quick effect, not a trigger: after the attack declaration it is offered with priority (level 7), not among the triggers (1–6)
    const offered = (askCdb('{阶段:战斗 回合:B A场:浆果魔术少女 B场:黑魔术师} 攻击宣言 黑魔术师 → 浆果魔术少女').window?.triggers ?? []).filter((t) => t.card.name === '浆果魔术少女');
    expect(offered.map((t) => [t.kind, t.level])).toEqual([['quick', 7]]);
  });

  it('[CH-QUICK-OR-ATTACKED] 黑羽驯鸟师-漆黑之鹰匠·乔② moves an attack on it as Chain Link 1, not an attack on another monster', () => {
    const board = (target: string) => `{阶段:战斗 回合:B A场:黑羽驯鸟师-漆黑之鹰匠·乔,黑羽-疾风之盖尔 B场:黑魔术师 攻击:黑魔术师→${target}} C1 A:黑羽驯鸟师-漆黑之鹰匠·乔②→黑羽-疾风之盖尔`;
    expect(legal(board('黑羽驯鸟师-漆黑之鹰匠·乔'))).toBe(true);
    expect(legal(board('黑羽-疾风之盖尔'))).toBe(false);
  });

  it('[CH-QUICK-OR-ATTACKED] the card answer says both events of 浆果魔术少女②: the activation it answers, or the attack on it', () => {
    const zh = cdbJudge().card('浆果魔术少女', { lang: 'zh-CN' });
    if (!zh.ok) throw new Error('浆果魔术少女 not found');
    expect(zh.effects[1]!.events.map((w) => [w.on, w.subject])).toEqual([['attacked', 'self'], ['activated', 'other']]);
    expect(renderCardText(zh, 'zh-CN')).toContain('条件：回应卡·效果的发动，或攻击宣言');
    const en = cdbJudge().card('浆果魔术少女', { lang: 'en' });
    expect(en.ok && renderCardText(en, 'en')).toContain('on an activation it answers or attack declared');
  });
});
