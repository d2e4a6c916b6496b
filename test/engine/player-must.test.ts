// CH-PLAYER-MUST: 「（对方）必须…」 — an action an effect obliges a player to carry out is that player's, not
// the effect applied to the cards (rules reference docs/c02/基本用语.rst:1462–1477). Checked with the
// curated 颉颃胜负 and the compiled 电子化天使-荼吉尼- against monsters unaffected by effects, and on the
// other side with an ordinary removal, which such a monster still escapes.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-PLAYER-MUST', CARDS_DB);

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-PLAYER-MUST', () => {
  it('[CH-PLAYER-MUST] the player who must send or banish moves even a monster unaffected by the effect; a card that cannot be banished at all cannot be chosen; the count is until both fields match', () => {
    // 龙子 is unaffected by other monsters' effects, yet the opponent must send it (it is their only monster).
    const sent = askCdb('{回合:A A场:电子化天使-荼吉尼- B场:龙子} C1 A:电子化天使-荼吉尼-①');
    expect(moved(sent, 'sent-to-gy')).toEqual(['龙子']);
    expect(sent.links[0]!.rules).toContain('CH-PLAYER-MUST');
    // 颉颃胜负 (on A's field while it resolves: 1 card): B keeps 1 — the egg cannot be banished, so 三眼怪 goes, face-down.
    const egg = askCdb('{回合:A 阶段:战斗阶段结束时 A手:颉颃胜负 B场:奇迹之侏罗纪蛋,三眼怪} C1 A:颉颃胜负');
    expect(moved(egg, 'banished')).toEqual(['三眼怪']);
    // Two cards B could choose, one to go: the choice is B's, not the engine's — nothing is invented.
    expect(moved(askCdb('{回合:A 阶段:战斗阶段结束时 A手:颉颃胜负 B场:元素英雄 荒野侠,三眼怪} C1 A:颉颃胜负'), 'banished')).toEqual([]);
    // Equal fields: nothing to banish.
    expect(moved(askCdb('{回合:A 阶段:战斗阶段结束时 A场:青眼白龙 A手:颉颃胜负 B场:三眼怪,黑魔术师} C1 A:颉颃胜负'), 'banished')).toEqual([]);
  });
  it('[CH-PLAYER-MUST] the other side: a Trap that itself banishes does not move a monster unaffected by Traps', () => {
    // 元素英雄 荒野侠 is unaffected by Traps: 次元幽闭 (no 「必须」, the effect itself banishes) does nothing to it.
    const a = askCdb('{回合:B 阶段:战斗步骤 攻击:B:元素英雄 荒野侠→A:三眼怪 A场:三眼怪,次元幽闭(盖) B场:元素英雄 荒野侠} C1 A:次元幽闭→元素英雄 荒野侠');
    expect(moved(a, 'banished')).toEqual([]);
    expect(a.links[0]!.rules).not.toContain('CH-PLAYER-MUST');
  });
  it('[CH-COND-COMPARE] 颉颃胜负 only at the End Step of a Battle Phase, and only when the opponent has more cards — the Set card itself counts on its side', () => {
    const verdict = (input: string) => (askCdb(input).links[0]!.legal ? 'legal' : 'illegal');
    // In a Main Phase it cannot be activated at all (the card is not only 「which turn」, but 「which step」).
    expect(verdict('{回合:A 阶段:主要1 A场:青眼白龙,黑魔术师 B场:颉颃胜负(盖)} C1 B:颉颃胜负')).toBe('illegal');
    // End Step, A has 2 cards and B only the Set 颉颃胜负: legal; B's own turn too (「自己·对方的战斗阶段」).
    expect(verdict('{回合:A 阶段:战斗阶段结束时 A场:青眼白龙,黑魔术师 B场:颉颃胜负(盖)} C1 B:颉颃胜负')).toBe('legal');
    expect(verdict('{回合:B 阶段:战斗阶段结束时 A场:青眼白龙,黑魔术师 B场:颉颃胜负(盖)} C1 B:颉颃胜负')).toBe('legal');
    // The other side: 1 card each (the Set card counts for B) — not more, so not activatable.
    expect(verdict('{回合:A 阶段:战斗阶段结束时 A场:青眼白龙 B场:颉颃胜负(盖)} C1 B:颉颃胜负')).toBe('illegal');
    // When A must choose among more cards than must go, the answer says who chooses and how many.
    const a = askCdb('{回合:A 阶段:战斗阶段结束时 A场:青眼白龙,黑魔术师 B场:颉颃胜负(盖)} C1 B:颉颃胜负');
    expect(a.links[0]!.reason).toContain('A须选出自己场上的1张卡');
  });
});
