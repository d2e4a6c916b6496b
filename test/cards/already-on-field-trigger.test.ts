// WIN-ALREADY-THERE, CMP-EVENT-ALTERNATIVES-ALIKE (test/RULES.md): single triggers worded 「这张卡已在怪兽区域存在的状态，…的场合」 (the
// compiler's `alreadyThere`) watch the event from the Monster Zone: met when the card was already there as the event happened, not when the
// card arrived with that event (its own summon is one of the summons its words name). Checked through the window a user sees.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, haveCards } from './data.js';

/** The effects the window after the action offers, as 「card #n」. */
const offered = (a: ChainAnswer): string[] => (a.window?.triggers ?? []).map((t) => `${t.card.name} #${t.effect}`);

describe.skipIf(!haveCards)('WIN-ALREADY-THERE from the Monster Zone (「这张卡已在怪兽区域存在的状态」), what a user sees', () => {
  it('[WIN-ALREADY-THERE] 太阳电池人② (「…雷族怪兽召唤·特殊召唤的场合发动」): offered when another Thunder monster is summoned beside it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:太阳电池人} 召唤 电池人-角型');
    expect(offered(a)).toContain('太阳电池人 #2');
  });

  it('[WIN-ALREADY-THERE] 太阳电池人② is not offered by its own Normal Summon — it was not already in the Monster Zone (its ① is)', () => {
    const a = askCdb('{回合:A 阶段:主要1} 召唤 太阳电池人');
    expect(offered(a)).toContain('太阳电池人 #1');
    expect(offered(a)).not.toContain('太阳电池人 #2');
  });

  it('[WIN-ALREADY-THERE] 连接流式鸟① (「…自己场上有电子界族怪兽召唤·特殊召唤时」): offered for another Cyberse monster, not for its own summon', () => {
    expect(offered(askCdb('{回合:A 阶段:主要1 A场:连接流式鸟} 召唤 电子界小男巫'))).toContain('连接流式鸟 #1');
    expect(offered(askCdb('{回合:A 阶段:主要1} 召唤 连接流式鸟'))).not.toContain('连接流式鸟 #1');
  });
});
