// CH-NEGATE-POSITION-AT-ACTIVATION (rules reference docs/c03/特定效果的处理方法.rst:559–561): in 「场上的守备表示怪兽发动的效果无效化」 the
// position is written before 「发动」, so it is judged when the effect was activated: a monster that activated in Attack Position is not
// negated even if it is in Defense Position (or the negating card arrived) by the time its effect resolves; one that activated in
// Defense Position is. The negating card applies only while in its own stated position (「只要这张卡在怪兽区域守备表示存在」).
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const outcomes = (input: string) => chain(input).links.map((l) => `C${l.n}:${l.outcome}`);

describe('CH-NEGATE-POSITION-AT-ACTIVATION, the reader', () => {
  it('[CH-NEGATE-POSITION-AT-ACTIVATION] 「只要这张卡在怪兽区域守备表示存在，…场上的守备表示怪兽发动的效果无效化」 is a negation on no chain of the effects activated in Defense Position, while this card is in Defense Position', () => {
    const e = compileEffects('②：只要这张卡在怪兽区域守备表示存在，场上的表侧表示怪兽变成守备表示，场上的守备表示怪兽发动的效果无效化。', { kind: 'monster', subtypes: ['effect', 'xyz'] });
    const neg = e.flatMap((x) => x.does).find((a) => a.do === 'negate-effects');
    expect(neg?.effects).toEqual([{ cardKind: 'monster', activatedInPosition: 'defense', activatedOnly: true }]);
    expect(e[0]!.condition).toEqual([{ is: 'self-state', state: 'in-defense' }]);
    // The monster a 「守备表示特殊召唤」 brings is in Defense Position (what the negating card's own condition reads when it is summoned so).
    const back = compileEffects('①：以自己墓地1只怪兽为对象才能发动。那只怪兽守备表示特殊召唤。', { kind: 'trap', subtypes: ['normal'] });
    expect(back.flatMap((x) => x.does).find((a) => a.do === 'special-summon')?.position).toBe('defense');
    const either = compileEffects('①：从卡组把1只4星怪兽攻击表示或者守备表示特殊召唤。', { kind: 'spell', subtypes: ['normal'] });
    expect(either.flatMap((x) => x.does).find((a) => a.do === 'special-summon')?.position).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('CH-NEGATE-POSITION-AT-ACTIVATION, what a user sees', () => {
  it('[CH-NEGATE-POSITION-AT-ACTIVATION] with No.41 泥睡魔兽 睡梦貘 in Defense Position, 魔导战士 破坏者③ activated in Defense Position is negated; activated in Attack Position it resolves', () => {
    expect(outcomes('{回合:B 阶段:主要1 A场:No.41 泥睡魔兽 睡梦貘(守),旋风(盖) B场:魔导战士 破坏者(守,魔力指示物1)} C1 B:魔导战士 破坏者③→旋风')).toEqual(['C1:effect-negated']);
    expect(outcomes('{回合:B 阶段:主要1 A场:No.41 泥睡魔兽 睡梦貘(守),旋风(盖) B场:魔导战士 破坏者(魔力指示物1)} C1 B:魔导战士 破坏者③→旋风')).toEqual(['C1:resolved']);
  });
  it('[CH-NEGATE-POSITION-AT-ACTIVATION] the other side: No.41 泥睡魔兽 睡梦貘 in Attack Position negates nothing', () => {
    expect(outcomes('{回合:B 阶段:主要1 A场:No.41 泥睡魔兽 睡梦貘,旋风(盖) B场:魔导战士 破坏者(守,魔力指示物1)} C1 B:魔导战士 破坏者③→旋风')).toEqual(['C1:resolved']);
  });
});
