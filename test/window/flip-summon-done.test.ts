// CH-FLIP-SUMMON-DONE: a Flip Summon whose negation did not apply (the negator's effect negated, or it did nothing) succeeds after the
// chain: the monster still face-up in a Monster Zone is Flip Summoned there — taken in the chain (大逮捕), on its taker's field, so the
// other player's 「对方场上有怪兽…反转召唤…时」 (召唤反应机·大式) and its own 「反转召唤成功时」 trigger. A negation that applied, or the monster
// Set again in the chain, makes no Flip Summon (rules reference docs/c03/无效.rst:60).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a Flip Summon that succeeds after its chain (CH-FLIP-SUMMON-DONE)', CARDS_DB);

const offered = (input: string) => askCdb(input).window.triggers.map((t) => `${t.card.controller}:${t.card.name}`);
const flips = (input: string) => askCdb(input).events.filter((e) => e.type === 'flip-summoned').map((e) => `${e.player ?? ''}:${e.cards.map((c) => c.name).join('+')}`);

describe.skipIf(!haveCards)('a Flip Summon that succeeds after its chain', () => {
  it('[CH-FLIP-SUMMON-DONE] 终末之骑士 taken by 大逮捕 while its Flip Summon waits, 科技属 戟炮手 negated by 迷途风: Flip Summoned on B\'s field — A\'s 召唤反应机·大式 and B\'s 终末之骑士 trigger', () => {
    const input = '{回合:A A场:召唤反应机·大式,终末之骑士(盖) B场:科技属 戟炮手} 反转召唤 终末之骑士 C1 B:科技属 戟炮手① C2 A:迷途风→科技属 戟炮手 C3 B:大逮捕→终末之骑士';
    expect(offered(input).sort()).toEqual(['A:召唤反应机·大式', 'B:终末之骑士'].sort());
    expect(askCdb(input).links.find((l) => l.n === 1)!.rules).toContain('CH-FLIP-SUMMON-DONE');
  });

  it('[CH-FLIP-SUMMON-DONE] not taken: 终末之骑士 is Flip Summoned on A\'s own field — its trigger, not 召唤反应机·大式 (A\'s own summon)', () => {
    const input = '{回合:A A场:召唤反应机·大式,终末之骑士(盖) B场:科技属 戟炮手} 反转召唤 终末之骑士 C1 B:科技属 戟炮手① C2 A:迷途风→科技属 戟炮手';
    expect(offered(input)).toEqual(['A:终末之骑士']);
    expect(flips(input)).toHaveLength(1);
  });

  it('[CH-FLIP-SUMMON-DONE] the negation applied (taken, then negated and destroyed), or the monster Set again by 月之书: no Flip Summon after the chain', () => {
    const negated = '{回合:A A场:召唤反应机·大式,终末之骑士(盖) B场:科技属 戟炮手} 反转召唤 终末之骑士 C1 B:科技属 戟炮手① C2 B:大逮捕→终末之骑士';
    expect(flips(negated)).toEqual([]);
    expect(askCdb(negated).links.find((l) => l.n === 1)!.rules).not.toContain('CH-FLIP-SUMMON-DONE');
    const setAgain = '{回合:A A场:变形壶(盖) B场:科技属 戟炮手} 反转召唤 变形壶 C1 B:科技属 戟炮手① C2 A:月之书→变形壶';
    expect(flips(setAgain)).toEqual([]);
  });
});
