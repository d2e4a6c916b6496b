// CH-BATTLE-BANISH-AFTER-CALC (test/RULES.md; rules reference docs/c03/战斗阶段流程.rst:918–922): 「这张卡战斗破坏怪兽时，那只怪兽除外」 is
// activated after damage calculation (not at the end of the damage step, as other 「战斗破坏…时」 triggers): it banishes the other monster
// of its battle, destroyed by it and still in its Monster Zone; by the end of the damage step its moment has passed.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const banished = (input: string) => askCdb(input).events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a battle trigger that banishes the monster destroyed, after damage calculation', () => {
  it('[CH-BATTLE-BANISH-AFTER-CALC] 圣导骑士 伊什扎克 attacked by 三眼怪 and destroying it: after damage calculation it banishes the attacker', () => {
    expect(banished('{回合:B 阶段:伤害计算后 攻击:B:三眼怪→A:圣导骑士 伊什扎克 A场:圣导骑士 伊什扎克 B场:三眼怪(战斗破坏)} C1 A:圣导骑士 伊什扎克①')).toEqual(['三眼怪']);
  });
  it('[CH-BATTLE-BANISH-AFTER-CALC] 异次元的狂兽 (「被这张卡战斗破坏的怪兽从游戏中除外」) at the end of the damage step: too late, it cannot be activated', () => {
    const l = askCdb('{回合:A 阶段:伤害步骤结束时 攻击:A:异次元的狂兽→B:三眼怪 A场:异次元的狂兽 B场:三眼怪(战斗破坏)} C1 A:异次元的狂兽').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-BATTLE-BANISH-AFTER-CALC');
  });
  it('[CH-BATTLE-BANISH-AFTER-CALC] a plain 「战斗破坏怪兽送去墓地的场合」 trigger (地狱公路巡警) is not refused at the end of the damage step by this rule', () => {
    const l = askCdb('{回合:A 阶段:伤害步骤结束时 攻击:A:地狱公路巡警→B:三眼怪 A场:地狱公路巡警 B墓:三眼怪} C1 A:地狱公路巡警①').links[0]!;
    expect(l.rules).not.toContain('CH-BATTLE-BANISH-AFTER-CALC');
    expect(l.legal).toBe(true);
  });
  it('[CH-BATTLE-BANISH-AFTER-CALC] the other side: 圣导骑士 伊什扎克 attacking and destroying 三眼怪 banishes it after damage calculation too', () => {
    expect(banished('{回合:A 阶段:伤害计算后 攻击:A:圣导骑士 伊什扎克→B:三眼怪 A场:圣导骑士 伊什扎克 B场:三眼怪(战斗破坏)} C1 A:圣导骑士 伊什扎克①')).toEqual(['三眼怪']);
  });
});
