// CH-STANDBY-ARMED-TRIGGER (s49): 「这张卡被卡的效果破坏送去墓地的场合，下次的准备阶段时这张卡从墓地特殊召唤」 (炎王神兽 大鹏不死鸟, and the
// other cards of that wording: 稻荷火, 杰尔尼亚, 超魔神 本我, 奈芙提斯之悟道者 …) is a trigger of the Standby Phase that a move of its
// own card arms. Written as the chain followed by the next Standby Phase (`… 准备阶段`), it was never offered there — the playthrough
// knew only temporary-banish returns and maintenance costs ("没有留到准备阶段处理的效果"). The card text compiler now keeps the arming
// move as an event of its own (CMP-ARMED-STANDBY: `trigger.arming`), and the Standby Phase played offers the trigger the chain armed —
// not one whose card left the GY since (destroyed, then banished), nor one the move did not arm (sent to the GY, not destroyed).
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

/** Each step of the Standby Phase played as `<do>:<card>`. */
const steps = (a: ChainAnswer): string[] => (a.standbyPhase ?? []).map((s) => `${s.do}:${s.card.name}`);

describe.skipIf(!haveCards)('a Standby Phase trigger the chain armed is offered in the Standby Phase played (CH-STANDBY-ARMED-TRIGGER)', () => {
  it('[CH-STANDBY-ARMED-TRIGGER] 炎王神兽 大鹏不死鸟 destroyed by 黑洞: the next Standby Phase offers its ① — mandatory, activated in the GY as a chain link', () => {
    const input = '{回合:A A场:炎王神兽 大鹏不死鸟} C1 A:黑洞 准备阶段';
    const a = askCdb(input);
    expect(steps(a)).toEqual(['activate:炎王神兽 大鹏不死鸟']);
    const s = a.standbyPhase![0]!;
    expect(s.rules).toEqual(expect.arrayContaining(['CH-STANDBY-PHASE-PLAYED', 'CH-STANDBY-ARMED-TRIGGER']));
    expect(s.reason).toContain('必发');
    expect(s.reason).toContain('在墓地发动');
    expect(s.reason).toContain('准备阶段（B的）');
    const en = cdbJudge().chain(input, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.standbyPhase![0]!.reason).toContain('mandatory');
  });

  it('[CH-STANDBY-ARMED-TRIGGER] the other side: destroyed, then banished from the GY by the next chain (墓穴的指名者) — a new card, not offered; sent to the GY undestroyed (愚蠢的埋葬) arms nothing', () => {
    const gone = askCdb('{回合:A A场:炎王神兽 大鹏不死鸟} C1 A:黑洞 然后 C1 B:墓穴的指名者→A:炎王神兽 大鹏不死鸟 准备阶段');
    expect(steps(gone)).toEqual(['gone:炎王神兽 大鹏不死鸟']);
    expect(gone.standbyPhase![0]!.reason).toContain('这个准备阶段不发动');
    // Destroyed in one chain and left in the GY by the next: still offered (the chain that armed it is carried, as a pending step).
    expect(steps(askCdb('{回合:A A场:炎王神兽 大鹏不死鸟} C1 A:黑洞 然后 C1 B:黑洞 准备阶段'))).toEqual(['activate:炎王神兽 大鹏不死鸟']);
    expect(steps(askCdb('{回合:A A卡组:炎王神兽 大鹏不死鸟} C1 A:愚蠢的埋葬→炎王神兽 大鹏不死鸟 准备阶段'))).toEqual([]);
  });

  it('[CH-STANDBY-ARMED-TRIGGER] the rule is the wording\'s, not one card\'s: 「下次的自己准备阶段」 (稻荷火) waits for its controller\'s own Standby Phase; 「被对方的效果破坏」 (杰尔尼亚) is not armed by its controller\'s own 黑洞', () => {
    // 稻荷火 destroyed in B's turn: A's Standby Phase is the next one — offered.
    expect(steps(askCdb('{回合:B A场:稻荷火} C1 B:黑洞 准备阶段'))).toEqual(['activate:稻荷火']);
    // Destroyed in A's own turn: the next Standby Phase is B's — listed as waiting for A's.
    const waits = askCdb('{回合:A A场:稻荷火} C1 A:黑洞 准备阶段');
    expect(steps(waits)).toEqual(['waits:稻荷火']);
    expect(waits.standbyPhase![0]!.reason).toContain('要在A自己的下次准备阶段才发动');
    expect(steps(askCdb('{回合:A B场:杰尔尼亚} C1 A:黑洞 准备阶段'))).toEqual(['activate:杰尔尼亚']);
    expect(steps(askCdb('{回合:A A场:杰尔尼亚} C1 A:黑洞 准备阶段'))).toEqual([]);
  });
});

describe.skipIf(!haveCards)('the card text compiler reads what arms a Standby Phase trigger (CMP-ARMED-STANDBY)', () => {
  const effect = (name: string, n: number) => {
    const r = cdbJudge().catalog.resolve(name);
    if (!r.ok) throw new Error(name);
    return r.card.effects.find((e) => e.n === n)!;
  };

  it('[CMP-ARMED-STANDBY] 大鹏不死鸟①: armed by its destruction by an effect, sent to the GY; the Standby Phase is its own moment, so its step is no step left for later', () => {
    const e = effect('炎王神兽 大鹏不死鸟', 1);
    expect(e.trigger?.arming).toMatchObject({ event: 'destroyed', cause: 'effect', subject: { self: true } });
    expect(e.does[0]).toMatchObject({ do: 'special-summon', what: 'self', from: 'gy' });
    expect(e.does[0]!.whenever).toBeUndefined();
    expect(effect('杰尔尼亚', 1).trigger).toMatchObject({ phaseTurn: 'self', arming: { causedBy: 'opponent' } });
    // Activated in the Standby Phase, it special-summons as it resolves — it was said to wait for the Standby Phase.
    const a = askCdb('{回合:A 阶段:准备阶段 A墓:炎王神兽 大鹏不死鸟} C1 A:炎王神兽 大鹏不死鸟①');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.some((ev) => ev.type === 'special-summoned' && ev.cards.some((c) => c.name === '炎王神兽 大鹏不死鸟'))).toBe(true);
    // The other side: a trigger armed for the End Phase of the turn (星尘龙②, 「…的回合的结束阶段」) gets no `arming`, and a Standby
    // Phase trigger armed by nothing (杀人蛇) neither.
    expect(effect('杀人蛇', 1).trigger?.arming).toBeUndefined();
    const r = cdbJudge().catalog.resolve('星尘龙');
    if (!r.ok) throw new Error('星尘龙');
    expect(r.card.effects.every((e) => e.trigger?.arming === undefined)).toBe(true);
  });

  it('[CH-STANDBY-ARMED-TRIGGER] a curated card of the wording arms it too: 奈芙提斯之凤凰神 destroyed by 黑洞 is offered in its controller\'s own next Standby Phase (「下次的自己准备阶段」), waits in the other player\'s; sent to the GY undestroyed, nothing', () => {
    const own = askCdb('{回合:B A场:奈芙提斯之凤凰神} C1 B:黑洞 准备阶段');
    expect(steps(own)).toEqual(['activate:奈芙提斯之凤凰神']);
    expect(own.standbyPhase![0]!.reason).toContain('在墓地发动');
    expect(steps(askCdb('{回合:A A场:奈芙提斯之凤凰神} C1 A:黑洞 准备阶段'))).toEqual(['waits:奈芙提斯之凤凰神']);
    expect(steps(askCdb('{回合:A A卡组:奈芙提斯之凤凰神} C1 A:愚蠢的埋葬→奈芙提斯之凤凰神 准备阶段'))).toEqual([]);
  });
});
