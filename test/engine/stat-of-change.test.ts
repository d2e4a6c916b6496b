// CH-STAT-OF-CHANGE: 「那只怪兽的攻击力变成一半，这张卡的攻击力上升那个数值」 (暗叛逆超量龙①, read from its text as the step's `ofChange`) — the
// step's monsters gain what the change just before it took, as it resolves; nothing taken (the target gone) or the card gone: no gain.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a raise by the amount the change before it took (CH-STAT-OF-CHANGE)', CARDS_DB);

const atk = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk ?? null;

describe.skipIf(!haveCards)('「这张卡的攻击力上升那个数值」', () => {
  it('[CH-STAT-OF-CHANGE] 暗叛逆超量龙① halves 青眼白龙 to 1500 and gains the 1500 it lost: 4000; against 黑魔术师 2500 → 1250, it gains 1250', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:暗叛逆超量龙 B场:青眼白龙} C1 A:暗叛逆超量龙①→青眼白龙');
    expect(atk(a, '青眼白龙')).toBe(1500);
    expect(atk(a, '暗叛逆超量龙')).toBe(4000);
    expect(a.links[0]!.rules).toContain('CH-STAT-OF-CHANGE');
    expect(atk(askCdb('{回合:A 阶段:主要1 A场:暗叛逆超量龙 B场:黑魔术师} C1 A:暗叛逆超量龙①→黑魔术师'), '暗叛逆超量龙')).toBe(3750);
  });

  it('[CH-STAT-OF-CHANGE] the other side: the target gone (强制脱出装置) — nothing halved, nothing gained; the card itself gone — the target is still halved, and no card gains', () => {
    const gone = askCdb('{回合:A 阶段:主要1 A场:暗叛逆超量龙 B场:青眼白龙,强制脱出装置(盖)} C1 A:暗叛逆超量龙①→青眼白龙 C2 B:强制脱出装置→青眼白龙');
    // (An unchanged monster is not listed among the changes.)
    expect(gone.stats?.find((s) => s.card.name === '暗叛逆超量龙')).toBeUndefined();
    expect(gone.links[0]!.outcome).not.toBe('resolved');
    const left = askCdb('{回合:A 阶段:主要1 A场:暗叛逆超量龙 B场:青眼白龙,强制脱出装置(盖)} C1 A:暗叛逆超量龙①→青眼白龙 C2 B:强制脱出装置→暗叛逆超量龙');
    expect(atk(left, '青眼白龙')).toBe(1500);
    expect(left.stats?.find((s) => s.card.name === '暗叛逆超量龙')).toBeUndefined();
  });

  it('[CH-STAT-OF-CHANGE] a change that stands alone (收缩 in the damage step) raises nobody: only a step that reads 「那个数值」 gains', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤 攻击:A:暗叛逆超量龙→B:青眼白龙 A场:暗叛逆超量龙 B场:青眼白龙 A手:收缩} C1 A:收缩→青眼白龙');
    expect(atk(a, '青眼白龙')).toBe(1500);
    expect(atk(a, '暗叛逆超量龙')).toBe(2500);
    expect(a.battle?.damage).toEqual({ A: 0, B: 1000 });
  });

  it('[CH-STAT-ATTACKED-VALUE] No.96 黑雾 (a quick effect at its own battle\'s attack declaration): 「那只对方怪兽」 is the monster it battles — attacking or attacked, 青眼白龙 1500 and 黑雾 1600', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 A场:No.96 黑雾 B场:青眼白龙 攻击:A:No.96 黑雾→B:青眼白龙} C1 A:No.96 黑雾');
    expect(atk(a, '青眼白龙')).toBe(1500);
    expect(atk(a, 'No.96 黑雾')).toBe(1600);
    expect(a.links[0]!.rules).toContain('CH-STAT-ATTACKED-VALUE');
    const attacked = askCdb('{回合:B 阶段:战斗步骤 A场:No.96 黑雾 B场:青眼白龙 攻击:B:青眼白龙→A:No.96 黑雾} C1 A:No.96 黑雾');
    expect(atk(attacked, '青眼白龙')).toBe(1500);
    expect(atk(attacked, 'No.96 黑雾')).toBe(1600);
  });

  it('[CH-STAT-ATTACKED-VALUE] the other side: the monster it battles gone (强制脱出装置) — nothing halved, nothing gained; another of my monsters attacking — my monster is not 「那只对方怪兽」, nothing changes', () => {
    const gone = askCdb('{回合:A 阶段:战斗步骤 A场:No.96 黑雾 B场:青眼白龙,强制脱出装置(盖) 攻击:A:No.96 黑雾→B:青眼白龙} C1 A:No.96 黑雾 C2 B:强制脱出装置→青眼白龙');
    expect(atk(gone, 'No.96 黑雾')).toBeNull();
    const other = askCdb('{回合:A 阶段:战斗步骤 A场:No.96 黑雾,三眼怪 B场:青眼白龙 攻击:A:三眼怪→B:青眼白龙} C1 A:No.96 黑雾');
    expect(atk(other, '三眼怪')).toBe(1000);
    expect([null, 100]).toContain(atk(other, 'No.96 黑雾'));
  });
});
