// CMP-EVENT-ALTERNATIVES-ALIKE: every alternative of 「…的场合或者…的场合」 is refined by the same condition readers as the first one, from its
// own clause (WIN-ALREADY-THERE and kin). Before, only the first was: 天空圣骑士 阿克珀耳修斯's second event (「自己把…的发动无效的场合」) was not
// watched from the hand and GY, and 三联电子人's 「这张卡已在怪兽区域存在的状态有…特殊召唤的场合」 did not ask the card to be there already.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { cdbJudge, haveCards } from './data.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as never;

describe('[CMP-EVENT-ALTERNATIVES-ALIKE] each alternative refined alike', () => {
  it('[CMP-EVENT-ALTERNATIVES-ALIKE] 「这张卡在手卡·墓地存在，A的场合或者B的场合」: both events watched from where the card already is', () => {
    const [e] = compileEffects('①：这张卡在手卡·墓地存在，自己把反击陷阱卡发动的场合或者自己把怪兽的效果·魔法·陷阱卡的发动无效的场合，从自己的手卡·场上·墓地把这张卡以外的2只天使族怪兽除外才能发动。这张卡特殊召唤。', monster);
    expect(e!.trigger?.alreadyThere).toBe(true);
    expect(e!.orTriggers?.map((o) => o.trigger.alreadyThere)).toEqual([true]);
  });
  it('[CMP-EVENT-ALTERNATIVES-ALIKE] 「这张卡特殊召唤成功的场合或者这张卡已在怪兽区域存在的状态有…特殊召唤的场合」: the second asks the card to be there already, the first (its own summon) does not', () => {
    const [e] = compileEffects('①：这张卡特殊召唤成功的场合或者这张卡已在怪兽区域存在的状态有这张卡以外的怪兽从墓地往自己场上特殊召唤的场合，以对方场上1只表侧表示怪兽为对象才能发动。给与对方那只怪兽的原本攻击力一半数值的伤害。', monster);
    expect(e!.trigger?.alreadyThere).toBeUndefined();
    expect(e!.orTriggers?.[0]?.trigger).toMatchObject({ event: 'special-summoned', from: 'gy', alreadyThere: true });
  });
});

describe.skipIf(!haveCards)('[CMP-EVENT-ALTERNATIVES-ALIKE] the cards of the database', () => {
  it('[CMP-EVENT-ALTERNATIVES-ALIKE] 幻魔帝 三联电子人① and 天空圣骑士 阿克珀耳修斯①: their second alternative is refined as the first', () => {
    const all = cdbJudge().catalog.all();
    const of = (name: string) => all.find((c) => c.name === name)!.effects.find((x) => x.orTriggers)!;
    expect(of('幻魔帝 三联电子人').orTriggers![0]!.trigger.alreadyThere).toBe(true);
    expect(of('天空圣骑士 阿克珀耳修斯').orTriggers![0]!.trigger.alreadyThere).toBe(true);
  });
});
