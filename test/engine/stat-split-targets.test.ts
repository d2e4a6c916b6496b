// CH-STAT-SPLIT-TARGETS: 「以场上2只表侧表示怪兽为对象…作为对象的1只怪兽的攻击力变成一半，另1只怪兽的攻击力上升那个数值」 (原力, 狂怒,
// 二进制女巫) — of the two targets one is halved (picked as it resolves: `[减半 X]`, else the first written, said) and the other gains what
// it lost; a target gone or turned face-down, neither applies (ruling on 原力: 「效果处理时，选为对象的怪兽只要有1个不在场上正面存在，效果不处理」).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('one target halved, the other raised by that amount (CH-STAT-SPLIT-TARGETS)', CARDS_DB);

const atk = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk ?? null;
const spell = { kind: 'spell' as const, subtypes: ['normal' as const] };

describe.skipIf(!haveCards)('one target halved, the other raised (CH-STAT-SPLIT-TARGETS)', () => {
  it('[CH-STAT-SPLIT-TARGETS] 原力 on 青眼白龙 and 黑魔术师: the first written is halved (3000 → 1500, said), the other gains 1500 (2500 → 4000) — not both halved', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:青眼白龙,黑魔术师} C1 A:原力→青眼白龙,黑魔术师');
    expect(atk(a, '青眼白龙')).toBe(1500);
    expect(atk(a, '黑魔术师')).toBe(4000);
    expect(a.links[0]!.rules).toContain('CH-STAT-SPLIT-TARGETS');
    expect(a.assumptions.join('\n')).toMatch(/假定「青眼白龙」变成一半/);
  });

  it('[CH-STAT-SPLIT-TARGETS] the player may halve the other one: [减半 黑魔术师] — 黑魔术师 1250, 青眼白龙 4250, nothing assumed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:青眼白龙,黑魔术师} C1 A:原力→青眼白龙,黑魔术师[减半 黑魔术师]');
    expect(atk(a, '黑魔术师')).toBe(1250);
    expect(atk(a, '青眼白龙')).toBe(4250);
    expect(a.assumptions.join('\n')).not.toMatch(/假定「青眼白龙」变成一半/);
  });

  it('[CH-STAT-SPLIT-TARGETS] 狂怒 in the opponent\'s damage step: 巨大老鼠 halved (700), 森之狩人 黄狒狒 raised (3300) beats the attacking 青眼白龙', () => {
    const a = askCdb('{回合:B 阶段:伤害步骤 攻击:B:青眼白龙→A:森之狩人 黄狒狒 A场:狂怒,森之狩人 黄狒狒,巨大老鼠 B场:青眼白龙} C1 A:狂怒①→森之狩人 黄狒狒,巨大老鼠[减半 巨大老鼠]');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(atk(a, '巨大老鼠')).toBe(700);
    expect(atk(a, '森之狩人 黄狒狒')).toBe(3300);
  });

  it('[CH-STAT-SPLIT-TARGETS] the other side: one target gone (强制脱出装置) or face-down (月之书) — neither is halved nor raised', () => {
    const gone = askCdb('{回合:A 阶段:主要1 A场:青眼白龙,黑魔术师 B场:强制脱出装置(盖)} C1 A:原力→青眼白龙,黑魔术师 C2 B:强制脱出装置→黑魔术师');
    expect(gone.links[0]!.outcome).not.toBe('resolved');
    expect(gone.stats?.find((s) => s.card.name === '青眼白龙' && s.atk !== 3000)).toBeUndefined();
    const down = askCdb('{回合:A 阶段:主要1 A场:青眼白龙,黑魔术师 B场:月之书(盖)} C1 A:原力→青眼白龙,黑魔术师 C2 B:月之书→黑魔术师');
    expect(down.links[0]!.outcome).not.toBe('resolved');
    expect(down.stats?.find((s) => s.card.name === '青眼白龙' && s.atk !== 3000)).toBeUndefined();
  });

  it('[CH-STAT-SPLIT-TARGETS] the other side: a halving of its one target raising this card (暗叛逆超量龙①) and a halving of both targets stay as they were', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:暗叛逆超量龙 B场:青眼白龙} C1 A:暗叛逆超量龙①→青眼白龙');
    expect(atk(a, '青眼白龙')).toBe(1500);
    expect(atk(a, '暗叛逆超量龙')).toBe(4000);
    expect(a.links[0]!.rules).not.toContain('CH-STAT-SPLIT-TARGETS');
    const both = compileEffects('①：以场上2只表侧表示怪兽为对象才能发动。直到回合结束时，那2只怪兽的攻击力变成一半。', spell)[0]!;
    expect(both.does[0]).toMatchObject({ do: 'modify-stats', what: 'targets', change: { op: 'half' } });
    expect(both.does[0]!.targetPick).toBeUndefined();
    const force = compileEffects('①：以场上2只表侧表示怪兽为对象才能发动。直到回合结束时，作为对象的1只怪兽的攻击力变成一半，另1只怪兽的攻击力上升那个数值。', spell)[0]!;
    expect(force.does.map((x) => x.targetPick)).toEqual(['one', 'other']);
  });
});
