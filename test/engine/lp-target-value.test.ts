// CH-LP-TARGET-VALUE: 「给与对方基本分用这张卡的效果把攻击无效的怪兽的攻击力一半数值的伤害」「自己基本分回复…怪兽的攻击力一半的数值」 (改变命运 ●1/●2),
// 「对象的怪兽破坏，给与对方基本分那只怪兽的原本攻击力一半数值的伤害」 (古代的机械爆弹) — the amount is the target's value (printed when 原本), halved when
// written (card text). Before, the damage took the target's whole current ATK (改变命运 ●2: 3000) and the gain took nothing.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('damage and LP gain of a target’s value, halved when written (CH-LP-TARGET-VALUE)', CARDS_DB);

const lp = (a: ChainAnswer, type: 'damage' | 'lp-gained') => a.events.filter((e) => e.type === type && e.link === 1).map((e) => [e.player, e.amount]);
const fate = (atk = '', note = '') => askCdb(`{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:黑魔术师 A场:改变命运(盖),黑魔术师 B场:青眼白龙${atk}} C1 A:改变命运→青眼白龙${note}`);
const trap = { kind: 'trap' as const, subtypes: ['normal' as const] };

describe.skipIf(!haveCards)('damage and LP gain of a target’s value (CH-LP-TARGET-VALUE)', () => {
  it('[CH-LP-TARGET-VALUE] 改变命运 ●2 (the opponent picks): A takes half the attacker’s ATK (1500), not all of it (3000); ●1: B gains 1500', () => {
    const two = fate('', '[●2]');
    expect(lp(two, 'damage')).toEqual([['A', 1500]]);
    expect(two.links[0]!.rules).toContain('CH-LP-TARGET-VALUE');
    const one = fate();
    expect(lp(one, 'lp-gained')).toEqual([['B', 1500]]);
    expect(lp(one, 'damage')).toEqual([]);
  });

  it('[CH-LP-TARGET-VALUE] the value it shows as it resolves (ATK 3500: 1750), but 「原本攻击力一半」 (古代的机械爆弹) takes the printed value (3000 → 1500) of the monster it destroyed', () => {
    expect(lp(fate('(攻3500)', '[●2]'), 'damage')).toEqual([['A', 1750]]);
    const bomb = askCdb('{回合:A 阶段:主要1 A场:古代的机械爆弹(盖),古代的机械巨人(攻3500)} C1 A:古代的机械爆弹→古代的机械巨人');
    expect(lp(bomb, 'damage')).toEqual([['B', 1500]]);
  });

  it('[CH-LP-TARGET-VALUE] the other side: 「那只怪兽的攻击力数值的伤害」 (no 一半) is the whole value, and a fixed amount stays as written', () => {
    const whole = compileEffects('以场上1只怪兽为对象才能发动。给与对方基本分作为对象的怪兽的攻击力数值的伤害。', trap)[0]!;
    expect(whole.does.find((x) => x.do === 'damage')?.amountFrom).toMatchObject({ of: 'targets', stat: 'atk', original: false });
    expect(whole.does.find((x) => x.do === 'damage')?.amountFrom?.half).toBeUndefined();
    const fixed = compileEffects('以场上1只怪兽为对象才能发动。那只怪兽破坏，给与对方500伤害。', trap)[0]!;
    expect(fixed.does.find((x) => x.do === 'damage')).toMatchObject({ amount: 500 });
    expect(fixed.does.find((x) => x.do === 'damage')?.amountFrom).toBeUndefined();
  });
});
