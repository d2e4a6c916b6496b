// CMP-COUNTERS-AT-ACTIVATION / CNT-AT-ACTIVATION (rules reference docs/c02/卡片·效果的发动.rst:88): 「这张卡发动的场合，给这张卡放置3个
// 魔力指示物来发动」, written before the numbered effects, is no effect — the counters are put on the card as it is activated, so a
// negation of Spell effects does not keep them off, and the answer counts them. 漆黑的能量石 (the reference's card) is the only card of
// cards.cdb with these words; the other side of the rule — counters an effect places (CNT-PLACE) — is checked with another card.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('counters put at activation', CARDS_DB);

const counters = (a: ChainAnswer, name: string) => (a.counters ?? []).filter((c) => c.card.name === name).map((c) => `${c.kind}:${c.before}->${c.now}`);

describe.skipIf(!haveCards)('counters put on a card as it is activated', () => {
  it('[CMP-COUNTERS-AT-ACTIVATION] 漆黑的能量石’s lead is read as part of its card activation: activated, it holds 3 Spell Counters', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:漆黑的能量石');
    expect(counters(a, '漆黑的能量石')).toEqual(['魔力:0->3']);
    expect(a.links[0]!.rules).toContain('CNT-AT-ACTIVATION');
  });

  it('[CNT-AT-ACTIVATION] under 王宫的敕命 (Spell effects on the field negated) it still gets them: they are no effect of it', () => {
    expect(counters(askCdb('{回合:A 阶段:主要1 B场:王宫的敕命} C1 A:漆黑的能量石'), '漆黑的能量石')).toEqual(['魔力:0->3']);
  });

  it('[CNT-AT-ACTIVATION] its ① later is an effect: used face-up with 3 counters, it moves one to 魔导战士 破坏者 as it resolves (CNT-PLACE), no counters are added for activating it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:漆黑的能量石(魔力指示物3),魔导战士 破坏者} C1 A:漆黑的能量石①→魔导战士 破坏者');
    expect(counters(a, '漆黑的能量石')).toEqual(['魔力:3->2']);
    expect(a.links[0]!.rules).not.toContain('CNT-AT-ACTIVATION');
  });
});
