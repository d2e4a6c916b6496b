// A head judge's spot-check of 2019–2023 OCG staples, second pass (session s55, round 10): each test is an answer a player saw
// wrong before its fix. Cards of the shared cards.cdb and the curated set over it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('staples spot-check (s55): 「这个卡名的卡在1回合只能发动1张」 across the ● choices', () => {
  const third = (h: string, pick: string) => askCdb(`{回合:A 阶段:主要1 本回合:B:灰流丽, ${h}} C1 A:三战之才[${pick}]`).links[0]!;

  it('[CH-HISTORY-USED] 三战之才 activated earlier this turn (any ●) spends the card: a second one is refused whichever ● it picks', () => {
    for (const pick of ['●1', '●2', '●3']) {
      const l = third('A:三战之才', pick);
      expect(l.legal).toBe(false);
      expect(l.illegalReason).toContain('「三战之才」的卡在1回合只能发动1张');
    }
    // The opponent's copy is theirs to count: A's ●2 stays legal.
    expect(third('B:三战之才', '●2').legal).toBe(true);
  });

  it('[CH-HISTORY-USED] a chain after (然后): 三战之才 ●1 resolved, a second 三战之才 ●2 is refused; 闪电风暴 ●2 after ●1 likewise', () => {
    const a = askCdb('{回合:A 阶段:主要1 本回合:B:灰流丽} C1 A:三战之才[●1] 然后 C1 A:三战之才[●2]');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('1回合只能发动1张');
    const storm = askCdb('{回合:A 阶段:主要1 本回合:A:闪电风暴 B场:旋风(盖)} C1 A:闪电风暴[●2]').links[0]!;
    expect(storm.legal).toBe(false);
    expect(storm.illegalReason).toContain('「闪电风暴」的卡在1回合只能发动1张');
  });
});

describe.skipIf(!haveCards)('staples spot-check (s55): 强欲而金满之壶 「自己主要阶段1开始时」', () => {
  const pot = (s: string) => askCdb(`{${s}} C1 A:强欲而金满之壶`);

  it('[CMP-MAIN-PHASE-1-START] refused in its own Main Phase 2 (the reason names Main Phase 1); in Main Phase 1 the very start of the phase is said as assumed, not as a clause unread', () => {
    const late = pot('回合:A 阶段:主要2').links[0]!;
    expect(late.legal).toBe(false);
    expect(late.illegalReason).toContain('主要阶段1');
    const a = pot('回合:A 阶段:主要1');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.join('\n')).toContain('「自己主要阶段1开始时」）情境中无法写明');
    expect(a.assumptions.join('\n')).not.toContain('没有被读懂');
  });
});

describe.skipIf(!haveCards)('staples spot-check (s55): I：P伪装舞会莱娜 ① Link Summons with itself as material', () => {
  const moved = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

  it('[CH-SUMMON-WITH-MOVED] chained to 黑洞: 莱娜 goes to the GY as Link Material and the Link Monster comes; 黑洞 then destroys that monster, not 莱娜', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:《I：P伪装舞会莱娜》 A额外:访问码语者} C1 B:黑洞 C2 A:《I：P伪装舞会莱娜》');
    expect(a.links[1]!.outcome).toBe('resolved');
    expect(moved(a, 'sent-to-gy')).toContain('I：P伪装舞会莱娜');
    expect(moved(a, 'special-summoned')).toEqual(['访问码语者']);
    expect(moved(a, 'destroyed')).toEqual(['访问码语者']);
  });

  it('[CH-SUMMON-WITH-MOVED] 莱娜 gone before it resolves (强制脱出装置 returned it): no Link Monster is summoned, and the answer says why', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:《I：P伪装舞会莱娜》 A额外:访问码语者} C1 A:《I：P伪装舞会莱娜》 C2 B:强制脱出装置→《I：P伪装舞会莱娜》');
    expect(moved(a, 'special-summoned')).toEqual([]);
    expect(a.links[0]!.reason).toContain('不能进行连接召唤');
  });
});

describe.skipIf(!haveCards)('staples spot-check (s55): 神之忠告 「自己的魔法与陷阱区域盖放的卡只有这张卡的场合」', () => {
  const scold = (field: string) => askCdb(`{回合:B 阶段:主要1 A场:神之忠告(盖),${field} A基本分:8000} C1 B:黑洞 C2 A:神之忠告`).links[1]!;

  it('[CUR-SET-ONLY-CARD] a face-up card beside it (技能抽取) is no Set card: 神之忠告 may be activated and negates 黑洞', () => {
    const l = scold('技能抽取');
    expect(l.legal).toBe(true);
    expect(l.outcome).toBe('resolved');
  });

  it('[CUR-SET-ONLY-CARD] another Set card (旋风) refuses it, and the reason says what is missing: no other Set card in the Spell & Trap Zone', () => {
    const l = scold('旋风(盖)');
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toContain('自己的魔法与陷阱区域没有这张卡以外的盖放的卡');
  });
});
