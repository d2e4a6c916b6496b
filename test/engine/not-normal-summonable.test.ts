// CMP-NOT-NORMAL-SUMMONABLE: 「不能通常召唤的「X」怪兽」 in a step describes the monsters — ones that cannot be Normal Summoned — and forbids
// nothing: the step is read (元素英雄 火焰翼侠-火焰一击②'s Special Summon resolved as 「效果适用」 with no step), the filter keeps the kind,
// and no 「通常召唤的」 (summoned by Normal Summon) is read from inside it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';
import { linkOf } from './build.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as unknown as CardType;

describe('a Special Summon of 「不能通常召唤的」 monsters is read', () => {
  it('[CMP-NOT-NORMAL-SUMMONABLE] 「从卡组·额外卡组把1只7星以下的不能通常召唤的「元素英雄」怪兽无视召唤条件特殊召唤」: a summon of such monsters, none summoned by Normal Summon asked', () => {
    const [e] = compileEffects('②：把这张卡解放才能发动。从卡组·额外卡组把1只7星以下的不能通常召唤的「元素英雄」怪兽无视召唤条件特殊召唤。', monster);
    expect(e!.does.map((a) => a.do)).toEqual(['special-summon']);
    const what = e!.does[0]!.what;
    const filter = typeof what === 'object' && what !== null ? what.filter : undefined;
    expect(filter?.notNormalSummonable).toBe(true);
    expect(filter?.summoned).toBeUndefined();
    // A real 「不能…」 before the verb still forbids.
    expect(compileEffects('①：自己不能把怪兽特殊召唤。', monster)[0]!.does.some((a) => a.do === 'special-summon')).toBe(false);
  });
});

describe.skipIf(!haveCards)('元素英雄 火焰翼侠-火焰一击② says what it does', () => {
  it('[CMP-NOT-NORMAL-SUMMONABLE] 火焰一击② resolves as a Special Summon, not 「效果适用」', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:火焰一击#2[合法]');
    expect(linkOf(a, 1).reason).toContain('特殊召唤');
    expect(linkOf(a, 1).reason).not.toContain('效果适用');
  });
});
