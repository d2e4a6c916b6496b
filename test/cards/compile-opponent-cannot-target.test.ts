// CMP-OPPONENT-CANNOT-TARGET (issue 16; rules reference docs/c02/基本用语.rst:1057, docs/c03/卡片的抗性.rst:96): 「对方不能把X作为效果的对象」
// is read as 「X不能成为对方的效果的对象」 (a `cannot-be-targeted` of X by the opponent's cards), for every card with that wording;
// 「衍生物以外的…」 leaves Tokens out, and a lead 「只要对方场上有衍生物」 is the state it holds under — a Token anywhere on that field,
// one used as an Equip Card too, not any monster.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const field = { kind: 'spell' as const, subtypes: ['field' as const] };

describe('CMP-OPPONENT-CANNOT-TARGET, the reader', () => {
  it('[CMP-OPPONENT-CANNOT-TARGET] 「只要对方场上有衍生物，对方不能把衍生物以外的场上的怪兽作为效果的对象」: a protection of non-Token monsters from the opponent’s effects, while the opponent has a Token', () => {
    const e = compileEffects('③：只要对方场上有衍生物，对方不能把衍生物以外的场上的怪兽作为效果的对象。', field)[0]!;
    expect(e.condition).toEqual([{ is: 'exists', filter: { side: 'opponent', place: 'field', subtypes: ['token'] } }]);
    expect(e.does).toEqual([{ do: 'cannot-be-targeted', fromCards: { side: 'opponent' }, what: { filter: { kind: 'monster', place: 'field', notToken: true }, scope: 'all' } }]);
    const own = compileEffects('②：只要这张卡在怪兽区域存在，对方不能把这张卡以外的自己场上的「妖仙兽」怪兽作为效果的对象。', { kind: 'monster', subtypes: ['effect'] })[0]!;
    expect(own.does[0]).toMatchObject({ do: 'cannot-be-targeted', fromCards: { side: 'opponent' }, what: { filter: { side: 'self', archetype: '妖仙兽', notSelf: true } } });
    // the other side: 「…作为攻击对象，也不能作为效果的对象」 is left as it was (its second half names no card of its own)
    expect(compileEffects('①：对方不能把其他的「忍者」怪兽作为攻击对象，也不能作为效果的对象。', { kind: 'monster', subtypes: ['effect'] })[0]!.does.some((a) => a.do === 'cannot-be-targeted')).toBe(false);
  });
});

describe.skipIf(!haveCards)('CMP-OPPONENT-CANNOT-TARGET, what a user sees', () => {
  it('[CMP-OPPONENT-CANNOT-TARGET] under DDD 超死伟王 白地狱终末神 the opponent cannot target its controller’s monsters; its controller can', () => {
    expect(askCdb('{回合:B 阶段:主要1 A场:DDD 超死伟王 白地狱终末神,青眼白龙 B场:雷破(盖) B手:三眼怪} C1 B:雷破→青眼白龙 [cost:丢弃 三眼怪]').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A场:DDD 超死伟王 白地狱终末神,青眼白龙,雷破(盖) A手:三眼怪} C1 A:雷破→青眼白龙 [cost:丢弃 三眼怪]').links[0]!.legal).toBe(true);
  });
});
