// WIN-DESTROYED-THEN-SENT (rules reference docs/c03/特定效果的处理方法.rst:843–849): a trigger on 「自己场上的怪兽被破坏送去墓地」
// wants the card to be a monster in the GY too: a trap monster destroyed is its Trap Card again there, so it does not meet it;
// a monster does. (截敌蛋 for the reference; 伯吉斯异兽 and 机壳的冻结 as the trap monsters.)
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

const offered = (input: string) => chain(input).window.triggers.map((x) => x.card.name);

describe.skipIf(!haveCards)('destroyed and sent to the GY as a monster', () => {
  it('[WIN-DESTROYED-THEN-SENT] a trap monster destroyed by the opponent’s 黑洞 is a Trap in the GY: 截敌蛋 is not offered; a monster destroyed with it is enough', () => {
    expect(offered('{回合:B 阶段:主要1 A场:机壳的冻结(当作怪兽),截敌蛋(盖)} C1 B:黑洞')).not.toContain('截敌蛋');
    expect(offered('{回合:B 阶段:主要1 A场:机壳的冻结(当作怪兽),黑魔术师,截敌蛋(盖)} C1 B:黑洞')).toContain('截敌蛋');
  });
});

describe.skipIf(!haveCards)('destroyed by battle and sent to the GY as a monster', () => {
  it('[WIN-DESTROYED-THEN-SENT] 「这张卡战斗破坏对方怪兽送去墓地时」: a trap monster destroyed by battle is a Trap in the GY — 电子光虫-散热器蜣螂② is not offered; a monster destroyed by battle offers it', () => {
    const battle = (target: string, field: string) => offered(`{回合:A 阶段:伤害步骤 攻击:A:电子光虫-散热器蜣螂→B:${target} A场:电子光虫-散热器蜣螂 B场:${field}} 破坏 ${target} (战斗)`);
    expect(battle('机壳的冻结', '机壳的冻结(当作怪兽)')).not.toContain('电子光虫-散热器蜣螂');
    expect(battle('三眼怪', '三眼怪')).toContain('电子光虫-散热器蜣螂');
  });
});
