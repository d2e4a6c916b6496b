// A head judge's spot-check of 2019–2023 OCG staples, follow-up (session s55, round 10b): 强欲而金满之壶's lasting 「直到回合结束时自己不能
// 用卡的效果抽卡」 (and 点火骑士上膛's, the one other card with that clause), and 颉颃胜负's 「战斗阶段结束时」 said as the Battle Phase's End Step.
// Each test is an answer a player saw wrong before its fix. Cards of the shared cards.cdb and the curated set over it.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const drawn = (a: ReturnType<typeof askCdb>, link: number, player: string) => a.events.filter((e) => e.type === 'drawn' && e.link === link && e.player === player).length;

describe.skipIf(!haveCards)('staples spot-check (s55): 「这张卡的发动后，直到回合结束时自己不能用卡的效果抽卡」', () => {
  it('[CH-TURN-PART-DRAW-LOCK] 强欲而金满之壶 resolved, a later 强欲之壶 (then-chain, or `本回合:`) cannot be activated: its first step is a draw the lock forbids, and the reason says so', () => {
    for (const input of ['{回合:A 阶段:主要1} C1 A:强欲而金满之壶 然后 C1 A:强欲之壶', '{回合:A 阶段:主要1 本回合:A:强欲而金满之壶} C1 A:强欲之壶']) {
      const l = askCdb(input).links[0]!;
      expect(l.legal).toBe(false);
      expect(l.illegalReason).toContain('「强欲而金满之壶」的效果已经适用');
      expect(l.illegalReason).toContain('A不能用卡的效果抽卡');
      expect(l.illegalReason).toContain('第一步就是A抽卡');
    }
  });

  it('[CH-TURN-PART-DRAW-LOCK] a draw its effect must make after its first step (点火骑士上膛 「那之后，自己从卡组抽出…」) refuses it too; the opponent is not bound', () => {
    const l = askCdb('{回合:A 阶段:主要1} C1 A:强欲而金满之壶 然后 C1 A:点火骑士上膛').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toContain('必须进行（不是「可以」）的处理包含A抽卡');
    // 点火骑士上膛 left the same lock on A: B's 强欲之壶 in B's turn is free.
    const b = askCdb('{回合:B 阶段:主要1 本回合:A:点火骑士上膛} C1 B:强欲之壶');
    expect(b.links[0]!.legal).toBe(true);
    expect(drawn(b, 1, 'B')).toBe(1);
  });

  it('[CH-TURN-PART-DRAW-LOCK] 手札抹杀 after it may be activated (B still draws): A discards and draws nothing, and the answer says why', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:强欲而金满之壶 然后 C1 A:手札抹杀');
    expect(a.links[0]!.legal).toBe(true);
    expect(drawn(a, 1, 'A')).toBe(0);
    expect(drawn(a, 1, 'B')).toBe(1);
    expect(a.assumptions.join('\n')).toContain('处理时A不抽卡');
  });

  it('[CH-TURN-PART-DRAW-LOCK] 手札抹杀 under the lock: its resolution line says the hands are discarded, B draws and A does not, and why (not 「各自抽出丢弃的数量」 alone, which says A drew)', () => {
    for (const input of ['{回合:A 阶段:主要1 A手:手札抹杀,青眼白龙,黑洞 B手:增殖的G,灰流丽} C1 A:强欲而金满之壶 然后 C1 A:手札抹杀', '{回合:A 阶段:主要1 A手:手札抹杀,青眼白龙,黑洞 B手:增殖的G,灰流丽 本回合:A:强欲而金满之壶} C1 A:手札抹杀']) {
      const a = askCdb(input);
      expect(a.events.filter((e) => e.type === 'discarded' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙', '黑洞', '增殖的G', '灰流丽']);
      expect([drawn(a, 1, 'A'), drawn(a, 1, 'B')]).toEqual([0, 1]);
      const reason = String(a.links[0]!.reason);
      expect(reason).toContain('把手卡全部丢弃');
      expect(reason).toContain('各自抽出丢弃的数量，但这个回合「强欲而金满之壶」的效果已经适用');
      expect(reason).toContain('这一步A不抽卡');
    }
  });

  it('[CH-TURN-PART-DRAW-LOCK] a mandatory draw (死亡骆驼 ② 「这张卡反转召唤成功的场合发动。自己从卡组抽1张」) is activated all the same and draws nothing, said', () => {
    const a = askCdb('{回合:A 阶段:主要1 本回合:A:强欲而金满之壶 A场:死亡骆驼(里侧守备)} 反转召唤 死亡骆驼 C1 A:死亡骆驼#2');
    expect(a.links[0]!.legal).toBe(true);
    expect(drawn(a, 1, 'A')).toBe(0);
    expect(a.assumptions.join('\n')).toContain('是必发效果，仍然发动，处理时A不抽卡');
  });

  it('[CH-TURN-PART-DRAW-LOCK] within one chain: 点火骑士上膛 as C2 resolves first and binds A, so C1 强欲之壶 resolves drawing nothing', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:强欲之壶 C2 A:点火骑士上膛');
    expect(drawn(a, 2, 'A')).toBe(1);
    expect(drawn(a, 1, 'A')).toBe(0);
    expect(a.links[0]!.reason).toContain('这一步A不抽卡');
  });

  it('[CH-TURN-PART-DRAW-LOCK] part of the effect: 强欲而金满之壶 resolved binds; negated by 神之宣告 (activation) or 灰流丽 (effect) it leaves no lock — 强欲之壶 then draws 2', () => {
    expect(askCdb('{回合:A 阶段:主要1} C1 A:强欲而金满之壶 然后 C1 A:强欲之壶').links[0]!.legal).toBe(false);
    for (const negator of ['神之宣告', '灰流丽']) {
      const a = askCdb(`{回合:A 阶段:主要1} C1 A:强欲而金满之壶 C2 B:${negator} 然后 C1 A:强欲之壶`);
      expect(a.links[0]!.legal).toBe(true);
      expect(drawn(a, 1, 'A')).toBe(1);
    }
  });

  it('[CH-TURN-PART-DRAW-LOCK] English: the refusal and the lasting part are said in English, the normal draw named as no card effect', () => {
    const a = cdbJudge().chain('{回合:A 阶段:主要1} C1 A:强欲而金满之壶 然后 C1 A:强欲之壶', { lang: 'en' });
    if (!a.ok) throw new Error(a.error.message);
    expect(a.links[0]!.illegalReason).toContain('A cannot draw by card effects');
    expect(a.links[0]!.illegalReason).toContain("the Draw Phase's normal draw is no card effect");
    expect(a.earlierChains![0]!.lasting!.map((x) => x.what).join('\n')).toContain('its player cannot draw by card effects');
  });
});

describe.skipIf(!haveCards)('staples spot-check (s55): 颉颃胜负 「自己·对方的战斗阶段结束时」', () => {
  it('[CH-COND] outside the end of the Battle Phase the refusal names 战斗阶段结束时 (the Battle Phase’s End Step), not a bare 「结束步骤」', () => {
    const l = askCdb('{回合:A 阶段:主要1 A场:青眼白龙,黑魔术师} C1 B:拮抗胜负').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toContain('在战斗阶段结束时（战斗阶段的结束步骤）');
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A场:青眼白龙,黑魔术师} C1 B:拮抗胜负', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.links[0]!.illegalReason).toContain("during the Battle Phase's End Step");
    expect(en.links[0]!.illegalReason).not.toContain('during the End Step');
  });
});
