// CH-DAMAGE-DESTROYED-VALUE (issue 16, rules reference docs/c03/特定效果的处理方法.rst:807): 「这张卡战斗破坏怪兽送去墓地的场合…给与对方
// 那只怪兽的原本攻击力数值的伤害」 reads the destroyed monster's value in the GY when it resolves; a monster gone from the GY by then
// leaves nothing to read and no damage is dealt.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';

const burner = textCard({ id: 990881, name: '测试焚身剑士', type: 'monster effect', atk: 2500, def: 1000, level: 6, text: '①：这张卡战斗破坏怪兽送去墓地的场合发动。给与对方那只怪兽的原本攻击力数值的伤害。' });
const victim = textCard({ id: 990882, name: '测试逃墓小兵', type: 'monster effect', atk: 1200, def: 800, level: 3, text: '①：这张卡被送去墓地时，把墓地的这张卡除外才能发动。自己从卡组抽1张。' });
const fx = [burner, victim];
const damageTo = (s: string) => judgeWith(s, fx).events.filter((e) => e.type === 'damage' && e.player === 'B').map((e) => (e as { amount: number | null }).amount);

describe('CH-DAMAGE-DESTROYED-VALUE', () => {
  it('[CH-DAMAGE-DESTROYED-VALUE] the destroyed monster still in the GY: its original ATK, 1200; banished from the GY in the chain (its own cost): no damage', () => {
    const at = '{回合:A 阶段:伤害步骤结束时 攻击:A:测试焚身剑士→B:测试逃墓小兵 A场:测试焚身剑士 B墓:测试逃墓小兵}';
    expect(damageTo(`${at} C1 A:测试焚身剑士①`)).toEqual([1200]);
    expect(damageTo(`${at} C1 A:测试焚身剑士① C2 B:测试逃墓小兵①`)).toEqual([]);
  });
});
