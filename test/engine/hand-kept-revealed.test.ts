// SIT-HAND-KEPT-REVEALED (issue 16; rules reference docs/c03/诱发类效果.rst:68, :195): a face-up card whose continuous effect keeps a
// player's whole hand revealed (正正堂堂 「双方玩家必须在各自的回合把手卡全部持续公开」, 仪式之钟 「双方玩家…」, 真实之眼 「对方…」) makes
// that hand public information, as if each card were written (公开). Probed as a head judge would: the trigger order of a hand
// trigger it reveals, the other player's turn under 正正堂堂 (only each player's own turn), the opponent-only 真实之眼, the card
// Set or its effects negated, and a reveal cost (CH-COST-REVEAL-PUBLIC) it makes unpayable.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

/** The window's triggers as `controller name@level`, in order. */
const order = (input: string): string[] => chain(input).window.triggers.map((t) => `${t.controller} ${t.card.name}@${t.level}`);

describe.skipIf(!haveCards)('SIT-HAND-KEPT-REVEALED: a hand kept revealed by a card on the field', () => {
  it('[SIT-HAND-KEPT-REVEALED] under 正正堂堂 in its own turn, the turn player’s 影蜥蜴 is public: placed with 哥布林德伯格 (level 3), before the opponent’s 激流葬; the answer says why', () => {
    const a = chain('{回合:A A手:影蜥蜴 A场:正正堂堂 B场:激流葬(盖)} 召唤 哥布林德伯格');
    const t = a.window.triggers.map((x) => `${x.controller} ${x.card.name}@${x.level}`);
    expect(t.slice(0, 2).sort()).toEqual(['A 哥布林德伯格@3', 'A 影蜥蜴@3']);
    expect(t[2]).toBe('B 激流葬@7');
    expect(a.assumptions.some((s) => s.includes('正正堂堂') && s.includes('公开'))).toBe(true);
  });
  it('[SIT-HAND-KEPT-REVEALED] 正正堂堂 reveals each hand only in its player’s own turn: in the opponent’s turn 影蜥蜴 stays hidden (level 7, after 激流葬)', () => {
    // (Input corrected: A's Normal Summon in B's turn is one an effect lets A make — `(效果)`; by the rules only the turn player Normal
    // Summons, in their own Main Phase (CH-MAIN-PHASE-ACTION).)
    expect(order('{回合:B A手:影蜥蜴 A场:正正堂堂 B场:激流葬(盖)} 召唤 A:哥布林德伯格 (效果)')).toContain('A 影蜥蜴@7');
    // and the turn player’s hand is the one it reveals then: B’s own 影蜥蜴 for B’s summon
    expect(order('{回合:B B手:影蜥蜴 A场:正正堂堂} 召唤 B:哥布林德伯格')).toContain('B 影蜥蜴@3');
  });
  it('[SIT-HAND-KEPT-REVEALED] 真实之眼 reveals the opponent’s hand only: the opponent’s 影蜥蜴 is public, its controller’s own is not', () => {
    expect(order('{回合:A A手:影蜥蜴 B场:真实之眼 B场:激流葬(盖)} 召唤 哥布林德伯格')).toContain('A 影蜥蜴@3');
    expect(order('{回合:A A手:影蜥蜴 A场:真实之眼 B场:激流葬(盖)} 召唤 哥布林德伯格')).toContain('A 影蜥蜴@7');
  });
  it('[SIT-HAND-KEPT-REVEALED] a Set 仪式之钟, or one whose effects are negated, reveals nothing', () => {
    expect(order('{回合:A A手:影蜥蜴 A场:仪式之钟(盖) B场:激流葬(盖)} 召唤 哥布林德伯格')).toContain('A 影蜥蜴@7');
    expect(order('{回合:A A手:影蜥蜴 A场:仪式之钟(效果无效) B场:激流葬(盖)} 召唤 哥布林德伯格')).toContain('A 影蜥蜴@7');
    expect(order('{回合:A A手:影蜥蜴 A场:仪式之钟 B场:激流葬(盖)} 召唤 哥布林德伯格')).toContain('A 影蜥蜴@3');
  });
  it('[SIT-HAND-KEPT-REVEALED] a hand kept revealed by 仪式之钟 shows nothing as a cost: 守护神官 马哈德① cannot be activated (CH-COST-REVEAL-PUBLIC); without it, it can', () => {
    const kept = chain('{回合:A 阶段:主要1 A场:仪式之钟 A手:守护神官 马哈德} C1 A:守护神官 马哈德①');
    expect(kept.links[0]!.legal).toBe(false);
    expect(kept.links[0]!.rules).toContain('CH-COST-REVEAL-PUBLIC');
    expect(chain('{回合:A 阶段:主要1 A手:守护神官 马哈德} C1 A:守护神官 马哈德①').links[0]!.rules).not.toContain('CH-COST-REVEAL-PUBLIC');
  });
});
