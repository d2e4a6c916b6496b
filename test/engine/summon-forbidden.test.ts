// CH-SUMMON-FORBIDDEN (rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:34): a Special Summon written as the action — a monster's
// own procedure too, whose cards are then not sent either — is not made while a face-up 「双方不能把怪兽特殊召唤」 binds its player.
// Cards are read from the shared cards.cdb and the curated staples.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the forbidden-summon rule', CARDS_DB);

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CH-SUMMON-FORBIDDEN] no Special Summon under 「双方不能把怪兽特殊召唤」', () => {
  it('[CH-SUMMON-FORBIDDEN] under the opponent’s 虚无空间 电子龙’s own procedure is not made; without it, it is', () => {
    // (Input corrected: 电子龙's procedure needs a monster on the opponent's field — 「只有对方场上才有怪兽存在的场合」 — so B has 三眼怪 too;
    // without it the procedure's own condition, not 虚无空间, stops the summon: CH-PROCEDURE-CONDITION.)
    const a = askCdb('{回合:A 阶段:主要1 B场:虚无空间,三眼怪 A手:电子龙} 特殊召唤 电子龙');
    expect(moved(a, 'special-summoned')).toEqual([]);
    expect(a.warnings.some((w) => w.includes('虚无空间'))).toBe(true);
    expect(moved(askCdb('{回合:A 阶段:主要1 B场:三眼怪 A手:电子龙} 特殊召唤 电子龙'), 'special-summoned')).toEqual(['电子龙']);
  });
  it('[CH-SUMMON-FORBIDDEN] a Normal Summon is not stopped by it', () => {
    expect(moved(askCdb('{回合:A 阶段:主要1 B场:虚无空间 A手:三眼怪} 召唤 三眼怪'), 'summoned')).toEqual(['三眼怪']);
  });
});
