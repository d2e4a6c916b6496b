// CH-TOKEN-VANISHES: a Token an effect returns to the hand or a Deck vanishes as it leaves the field — it is never in the
// hand or Deck (rules reference docs/c03/特定效果的处理方法.rst:300–304). The answer says it vanished, not that it returned;
// the other side: a card that is no Token still returns, and in a mixed return only the Token vanishes.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-TOKEN-VANISHES', CARDS_DB);

const ofType = (a: ChainAnswer, type: string, vanished: boolean) =>
  a.events.filter((e) => e.type === type && (e.vanished === true) === vanished).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-TOKEN-VANISHES', () => {
  it('[CH-TOKEN-VANISHES] a Token returned to the hand vanishes: said so, never returned (and the step counts as not done)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:鹰身舞者,战鹰衍生物 A手:鹰身女郎} C1 A:鹰身舞者②→战鹰衍生物');
    expect(ofType(a, 'returned-to-hand', false)).toEqual([]);
    expect(ofType(a, 'returned-to-hand', true)).toEqual(['战鹰衍生物']);
    expect(a.links[0]!.reason).toContain('消灭');
    expect(a.links[0]!.reason).not.toContain('回到手卡。');
    expect(a.links[0]!.rules).toContain('CH-RETURN-NOT-DONE');
    expect(a.links[0]!.rules).toContain('CH-TOKEN-VANISHES');
    const b = askCdb('{回合:B 阶段:主要1 A场:羊衍生物 B场:强制脱出装置(盖)} C1 B:强制脱出装置→A:羊衍生物');
    expect(ofType(b, 'returned-to-hand', false)).toEqual([]);
    expect(ofType(b, 'returned-to-hand', true)).toEqual(['羊衍生物']);
    expect(b.links[0]!.reason).toContain('消灭');
  });
  it('[CH-TOKEN-VANISHES] the other side: a monster that is no Token returns to the hand; in a return to the Deck only the Token vanishes', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:青眼白龙 B场:强制脱出装置(盖)} C1 B:强制脱出装置→A:青眼白龙');
    expect(ofType(a, 'returned-to-hand', false)).toEqual(['青眼白龙']);
    expect(ofType(a, 'returned-to-hand', true)).toEqual([]);
    expect(a.links[0]!.reason).not.toContain('消灭');
    const b = askCdb('{回合:A A场:超级量子战士 蓝光层,超级量子战士 红光层,超级量子战士 白光层 B场:幻兽机衍生物,青眼白龙 B额外:青眼究极龙} C1 A:超级量子必杀 阿尔方球');
    expect(ofType(b, 'returned-to-deck', false)).toEqual(['青眼白龙']);
    expect(ofType(b, 'returned-to-deck', true)).toEqual(['幻兽机衍生物']);
    expect(ofType(b, 'special-summoned', false)).toContain('青眼究极龙');
  });
});

// Head-judge review s42 (rv3): a Token banished until the End Phase (亚空间物质传送装置) was listed as coming back and put back on the
// field in the played End Phase. A Token vanishes as it leaves the field (rules reference docs/c02/基本用语.rst:1032; :1046 — a Token
// banished by 极星宝 冈格尼尔 does not come back).
describe.skipIf(!haveCards)('CH-TOKEN-VANISHES: a temporary banishment', () => {
  it('[CH-TOKEN-VANISHES] a Token banished until the End Phase never comes back: no return under `delayed`, none in the End Phase; a monster that is no Token still comes back', () => {
    const token = askCdb('{回合:A 阶段:主要1 A场:羊衍生物} C1 A:亚空间物质传送装置→羊衍生物 结束阶段');
    expect(token.links[0]!.rules).toContain('CH-TOKEN-VANISHES');
    expect(token.delayed ?? []).toEqual([]);
    expect((token.endPhase ?? []).flatMap((s) => s.done.map((c) => c.name))).toEqual([]);
    const monster = askCdb('{回合:A 阶段:主要1 A场:三眼怪} C1 A:亚空间物质传送装置→三眼怪 结束阶段');
    expect(monster.links[0]!.rules).not.toContain('CH-TOKEN-VANISHES');
    expect(monster.delayed?.map((d) => d.card.name)).toEqual(['亚空间物质传送装置']);
    expect((monster.endPhase ?? []).flatMap((s) => s.done.map((c) => c.name))).toEqual(['三眼怪']);
  });
});
