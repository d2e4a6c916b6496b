// Attack-target rules a Trap's effect leaves on a monster for the turn (test/RULES.md CH-ATTACK-TARGET-LEFT; rules reference
// docs/c03/战斗阶段流程.rst:141–168, 322–336): 「这个回合，对方只能向作为对象的怪兽攻击」 (仁王立②) and 「对方这个回合攻击的场合，必须以
// 选择的怪兽为攻击对象」 (挑衅), read by src/cards/compile/attack-rules.ts, kept as the monster's state 只能被攻击 / 必须被攻击.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';
import type { CardType } from '../../src/cards/facts.js';

const atk = (input: string) => askCdb(input).attack!;
const TRAP: CardType = { kind: 'trap', subtypes: ['normal'] } as CardType;

describe('the reader and the states', () => {
  it('[CH-ATTACK-TARGET-LEFT] reads the rule an activated effect leaves on its targets; not without targets', () => {
    const must = compileEffects('对方回合的主要阶段一，选择自己场上的1只怪兽才能发动。只要选择怪兽在场上存在，对方这个回合攻击的场合，必须以选择的怪兽为攻击对象。', TRAP);
    expect(must[0]!.does).toContainEqual({ do: 'other', what: 'targets', attackMark: 'must' });
    const sole = compileEffects('①：以自己场上1只怪兽为对象才能发动。这个回合，对方只能向作为对象的怪兽攻击。', TRAP);
    expect(sole[0]!.does).toContainEqual({ do: 'other', what: 'targets', attackMark: 'sole' });
    const none = compileEffects('①：这个回合，对方只能向作为对象的怪兽攻击。', TRAP);
    expect(none.flatMap((e) => e.does).some((a) => a.attackMark)).toBe(false);
  });
  it('[CH-ATTACK-TARGET-LEFT] 只能被攻击 / 必须被攻击 parse and print back', () => {
    const r = parseNotation('{A场:三眼怪(只能被攻击),黑魔术师(必须被攻击)} C1 A:雷击');
    if (!r.ok) throw new Error('parse');
    expect(printNotation(r.tree)).toContain('三眼怪(只能被攻击)');
    expect(printNotation(r.tree)).toContain('黑魔术师(必须被攻击)');
  });
});

describe.skipIf(!haveCards)('CH-ATTACK-TARGET-LEFT', () => {
  it('[CH-ATTACK-TARGET-LEFT] 只能被攻击: only that monster may be attacked, no direct attack even by a monster that may attack directly', () => {
    const s = '{回合:B 阶段:战斗步骤 A场:恶魔召唤(只能被攻击),黑魔术师 B场:魔法灯}';
    expect(atk(`${s} 攻击宣言 魔法灯 → 黑魔术师`).legal).toBe(false);
    expect(atk(`${s} 攻击宣言 魔法灯 → 黑魔术师`).rules).toContain('CH-ATTACK-TARGET-LEFT');
    expect(atk(`${s} 攻击宣言 魔法灯 → 恶魔召唤`).legal).toBe(true);
    expect(atk(`${s} 攻击宣言 魔法灯`).legal).toBe(false);
  });
  it('[CH-ATTACK-TARGET-LEFT] the other side: an attacker unaffected by Traps is not bound by the rule a Trap left', () => {
    expect(atk('{回合:B 阶段:战斗步骤 A场:恶魔召唤(只能被攻击),黑魔术师 B场:魔法灯(不受陷阱)} 攻击宣言 魔法灯 → 黑魔术师').legal).toBe(true);
  });
  it('[CH-ATTACK-TARGET-LEFT] 必须被攻击 comes before 「不会成为攻击对象」 on the same monster (幻影雾剑)', () => {
    const s = '{回合:B 阶段:战斗步骤 A场:恶魔召唤(必须被攻击),幻影雾剑(装备:恶魔召唤),黑魔术师 B场:魔法灯}';
    expect(atk(`${s} 攻击宣言 魔法灯 → 恶魔召唤`).legal).toBe(true);
    expect(atk(`${s} 攻击宣言 魔法灯 → 黑魔术师`).legal).toBe(false);
  });
  it('[CH-ATTACK-TARGET-LEFT] 仁王立② resolving in the battle step on a monster other than the target leaves the rule: a replay (WIN-REPLAY-RULES); in the damage step none', () => {
    const s = (step: string) => `{回合:B 阶段:${step} 攻击:B:魔法灯→A:恶魔召唤 A场:恶魔召唤,黑魔术师 A墓:仁王立 B场:魔法灯} C1 A:仁王立②→黑魔术师`;
    expect(askCdb(s('战斗步骤')).window.notes.join()).toContain('战斗回卷');
    expect(askCdb(s('伤害步骤')).window.notes.join()).not.toContain('战斗回卷');
  });
});
