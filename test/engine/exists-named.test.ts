// CMP-EXISTS-NAMED (review s44-rv3): a state condition naming one card in 「」 with nothing after it — 「场上有「海」存在」 — is a card of that
// name (docs/c02/基本用语.rst:394: only 『「○○」卡』 is every card whose name holds ○○), not an archetype: 龙卷海流壁 (its own name holds 海) met
// its own 「海」, 卡通黑魔术师 met 黑·魔·导's 「黑魔术师」.
import { describe, expect, it } from 'vitest';
import { compileCondition } from '../../src/cards/compile/conditions.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a state condition naming one card (CMP-EXISTS-NAMED)', CARDS_DB);

describe('「场上有「X」存在」 — a card of that name', () => {
  it('[CMP-EXISTS-NAMED] 「场上有「海」存在」「场上没有「海」存在」「自己场上有「黑魔术师」存在」: names, not archetypes; 「「咒眼」怪兽」 stays an archetype', () => {
    expect(compileCondition('场上有「海」存在')).toEqual({ is: 'exists', filter: { place: 'field', names: ['海'] } });
    expect(compileCondition('场上没有「海」存在')).toEqual({ is: 'none', filter: { place: 'field', names: ['海'] } });
    expect(compileCondition('自己场上有「黑魔术师」存在')).toEqual({ is: 'exists', filter: { side: 'self', place: 'field', names: ['黑魔术师'] } });
    expect(compileCondition('自己场上有「咒眼」怪兽存在')).toEqual({ is: 'exists', filter: { side: 'self', kind: 'monster', place: 'field', archetype: '咒眼' } });
  });
});

describe.skipIf(!haveCards)('「场上有「X」存在」 judged on the board', () => {
  it('[CMP-EXISTS-NAMED] 黑·魔·导 「自己场上有「黑魔术师」存在」: 卡通黑魔术师 (a name holding 黑魔术师) does not meet it; 黑魔术师 does', () => {
    const toon = askCdb('{回合:A 阶段:主要1 A场:卡通黑魔术师,卡通世界 B场:三眼怪,旋风(盖)} C1 A:2314238');
    expect(toon.links[0]!.legal).toBe(false);
    expect(String(toon.links[0]!.illegalReason)).toContain('黑魔术师');
    expect(askCdb('{回合:A 阶段:主要1 A场:黑魔术师 B场:三眼怪,旋风(盖)} C1 A:2314238').links[0]!.legal).toBe(true);
  });
});
