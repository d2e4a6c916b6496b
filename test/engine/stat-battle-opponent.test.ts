// CH-STAT-BATTLE-OPPONENT (rules reference docs/c02/连锁基础.rst:144–180): 「…的攻击力上升进行战斗的对方怪兽的攻击力数值」 reads
// the ATK of the opponent's monster in the battle going on when the effect resolves — a change resolved before it in the
// chain counts — and raises only its own player's monster; with that monster gone from the Monster Zone it does nothing.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the raise by the battling opponent monster', CARDS_DB);

const atk = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;

describe.skipIf(!haveCards)('a raise by the opponent battling monster’s ATK', () => {
  it('[CH-STAT-BATTLE-OPPONENT] 欧尼斯特② on 青眼白龙 battling 黑魔术师: +2500 for the attacker only; after 收缩 resolved above it, +1250', () => {
    const plain = askCdb('{回合:A 阶段:伤害计算前 A手:欧尼斯特 B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师} C1 A:欧尼斯特②');
    expect(atk(plain, '青眼白龙')).toBe(5500);
    expect(atk(plain, '黑魔术师')).toBe(2500);
    const halved = askCdb('{回合:A 阶段:伤害计算前 A手:欧尼斯特 B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师} C1 A:欧尼斯特② C2 B:收缩→B:黑魔术师');
    expect(atk(halved, '黑魔术师')).toBe(1250);
    expect(atk(halved, '青眼白龙')).toBe(4250);
  });
  it('[CH-STAT-BATTLE-OPPONENT] the opponent’s battling monster destroyed above it in the chain: 水晶翼同调龙② has nothing to refer to', () => {
    const a = askCdb('{回合:A 阶段:伤害计算时 攻击:A:水晶翼同调龙→B:水晶翼同调龙} C1 A:水晶翼同调龙② C2 B:水晶翼同调龙② C3 A:水晶翼同调龙①');
    expect(a.links.map((l) => `C${l.n}:${l.outcome}${l.by ? `@${l.by}` : ''}`)).toEqual(['C1:no-effect@3', 'C2:activation-negated@3', 'C3:resolved']);
  });
});
