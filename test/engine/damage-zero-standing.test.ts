// CMP-DAMAGE-ZERO-STANDING: a continuous 「这张卡特殊召唤成功的回合，自己受到的效果伤害变成0」 (安全守卫者②), 「只要这张卡在场上表侧表示存在，自己受到的效果
// 伤害变成0」 (生命激流龙) is a rule on the damage its player takes while it applies — compiled as `standingDamageZero` (effect damage) under its
// condition (summoned this turn), not as a Special Summon and a damage dealt (what it was read as before: 「处理：特殊召唤、伤害」).
import { describe, expect, it } from 'vitest';
import { cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a standing 「受到的效果伤害变成0」 (CMP-DAMAGE-ZERO-STANDING)', CARDS_DB);

const card = (name: string) => {
  const r = cdbJudge().catalog.resolve(name);
  if (!r.ok) throw new Error(name);
  return r.card;
};

describe.skipIf(!haveCards)('a standing 「自己受到的效果伤害变成0」', () => {
  it('[CMP-DAMAGE-ZERO-STANDING] 安全守卫者②: continuous, effect damage to its own player becomes 0 in the turn it was Special Summoned — no summon, no damage step; 生命激流龙 likewise while on the field', () => {
    const two = card('安全守卫者').effects.find((e) => e.kind === 'continuous' && e.n === 2)!;
    expect(two.does).toHaveLength(1);
    expect(two.does[0]).toMatchObject({ do: 'other', player: 'self', standingDamageZero: 'effect' });
    expect(two.does.some((a) => a.do === 'special-summon' || a.do === 'damage')).toBe(false);
    expect(two.condition).toEqual([expect.objectContaining({ is: 'self-state', state: 'summoned-this-turn' })]);
    const life = card('生命激流龙').effects.find((e) => e.kind === 'continuous' && e.does.some((a) => a.standingDamageZero))!;
    expect(life.does[0]).toMatchObject({ player: 'self', standingDamageZero: 'effect' });
  });
  it('[CMP-DAMAGE-ZERO-STANDING] the other side: an activated 「这个回合，自己受到的效果伤害变成0」 (羽翼棉花) is not standing, and a damage step 「给与对方800伤害」 (我我我枪手) is still a damage', () => {
    expect(card('羽翼棉花').effects.some((e) => e.does.some((a) => a.standingDamageZero))).toBe(false);
    expect(card('我我我枪手').effects.flatMap((e) => [...e.does, ...(e.leaves ?? [])]).some((a) => a.do === 'damage' && a.amount === 800)).toBe(true);
  });
  it('[CMP-DAMAGE-ZERO-STANDING] 「…受到的全部伤害变成0」 (鬼计游行, review s42-rv2): both kinds (`all`) for the opponent, no damage dealt', () => {
    const z = card('鬼计游行').effects.find((e) => e.kind === 'continuous' && e.does.some((a) => a.standingDamageZero))!;
    expect(z.does[0]).toMatchObject({ player: 'opponent', standingDamageZero: 'all' });
    expect(card('鬼计游行').effects.some((e) => e.does.some((a) => a.do === 'damage'))).toBe(false);
  });
  it('[CMP-DAMAGE-ZERO-STANDING] 灵魂障壁 「只要自己场上存在怪兽，对这张卡的控制者的战斗伤害变为0」 (review s44: left unread): its controller\'s battle damage, while a monster of its own is there', () => {
    const z = card('灵魂障壁').effects.find((e) => e.kind === 'continuous' && e.n === 1)!;
    expect(z.unknown ?? []).toEqual([]);
    expect(z.does).toEqual([expect.objectContaining({ do: 'other', player: 'self', standingDamageZero: 'battle' })]);
    expect(z.condition).toEqual([{ is: 'exists', filter: { side: 'self', kind: 'monster', place: 'field' } }]);
  });
  it('[CMP-DAMAGE-ZERO-STANDING] 安全守卫者③ 「自己因战斗·效果受到伤害的场合，1回合只有1次让那次伤害变成0」 (review s44: compiled to nothing): both kinds for its player, once a turn', () => {
    const three = card('安全守卫者').effects.find((e) => e.kind === 'continuous' && e.n === 3)!;
    expect(three.does).toEqual([expect.objectContaining({ do: 'other', player: 'self', standingDamageZero: 'all', standingDamageZeroOnce: true })]);
    expect(three.oncePerTurn).toBe('soft');
    // the other side: ② is every effect damage of the summon turn, not once
    expect(card('安全守卫者').effects.find((e) => e.n === 2)!.does[0]!.standingDamageZeroOnce).toBeUndefined();
  });
});
