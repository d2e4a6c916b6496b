// CMP-MONSTER-TYPE-PICK (card text, 凡人的施舍: 「从卡组抽2张卡，之后从手卡把1张通常怪兽卡从游戏中除外。手卡没有通常怪兽卡的场合，手卡全部送去墓地。」):
// the old verb 「从游戏中除外」 leaves 「从游戏中」 on what is picked — the type before it is still read.
// CMP-HAND-LOOK-PICK (card text, 红莲之指名者: 「把对方手卡确认并选择1张卡。直到下次的对方的结束阶段时，选择的卡从游戏中除外。」): 「选择的卡」
// is the card picked among the opponent's hand just looked at.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

describe.skipIf(!haveCards)('old 「从游戏中除外」 picks, what a user sees', () => {
  it('[CMP-MONSTER-TYPE-PICK] 凡人的施舍 banishes the Normal Monster of the hand (青眼白龙), not the Effect Monster drawn (增殖的G)', () => {
    const a = askCdb('{A手:青眼白龙} C1 A:凡人的施舍 [抽卡 死者苏生,增殖的G]');
    expect(a.events.filter((e) => e.type === 'banished').map((e) => e.cards.map((c) => c.name))).toEqual([['青眼白龙']]);
    expect(a.links[0]!.reason).toContain('「青眼白龙」被除外');
  });
  it('[CMP-MONSTER-TYPE-PICK] 凡人的施舍 with no Normal Monster in the hand (an Effect Monster drawn): the whole hand goes to the GY, nothing banished', () => {
    const a = askCdb('{A手:黑洞} C1 A:凡人的施舍 [抽卡 死者苏生,增殖的G]');
    expect(a.events.filter((e) => e.type === 'banished')).toEqual([]);
    expect(a.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name))).toEqual(expect.arrayContaining(['黑洞', '死者苏生', '增殖的G']));
  });
  it('[CMP-HAND-LOOK-PICK] 红莲之指名者 banishes the card picked from the opponent\'s hand (B\'s only card, 增殖的G)', () => {
    const a = askCdb('{B手:增殖的G} C1 A:红莲之指名者');
    expect(a.events.filter((e) => e.type === 'banished').map((e) => e.cards.map((c) => c.name))).toEqual([['增殖的G']]);
    expect(a.links[0]!.reason).toContain('「增殖的G」被除外');
  });
  // CMP-UNTIL-NEXT-PHASE (same text): 「直到下次的对方的结束阶段时，…除外」 — a card banished from the HAND for a while comes back to the hand,
  // at that End Phase: in A's own turn the next turn's (B's), in B's turn this one.
  const shown = (a: ReturnType<typeof askCdb>) => (a.endPhase ?? []).map((s) => `${s.do}:${s.done.map((c) => c.name).join('+')}/${s.notDone.map((c) => c.name).join('+')}`);
  it('[CMP-UNTIL-NEXT-PHASE] 红莲之指名者 in A\'s turn: 增殖的G waits for the next turn\'s (B\'s) End Phase, then comes back to B\'s hand (not the field)', () => {
    const a = askCdb('{B手:增殖的G} C1 A:红莲之指名者 结束阶段');
    expect((a.delayed ?? []).map((d) => d.what)).toEqual(['下个回合（B的回合）的结束阶段时，「增殖的G」回到手卡（那时不入连锁）']);
    expect(shown(a)).toEqual(['return:/增殖的G']);
    const next = askCdb('{B手:增殖的G} C1 A:红莲之指名者 下个回合的结束阶段');
    expect(shown(next)).toEqual(['return:增殖的G/']);
    expect(next.endPhase!.at(-1)!.reason).toContain('「增殖的G」回到持有者的手卡');
  });
  it('[CMP-UNTIL-NEXT-PHASE] 红莲之指名者 in B\'s turn: 增殖的G comes back to the hand in this End Phase (B\'s)', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:红莲之指名者(盖) B手:增殖的G} C1 A:红莲之指名者 结束阶段');
    expect(shown(a)).toEqual(['return:增殖的G/']);
  });
});

