// CH-ATTACK-WINDOW (review s45 rv2): 「对方怪兽的直接攻击宣言时」 at the head of an effect is met only by a direct attack — the
// compiler read the attack declaration alone, so an attack on a monster met it (娱乐伙伴 障碍气球貘②, after CMP-COST-GLUED gave it its
// cost). Card text; rules reference docs/c03/战斗阶段流程.rst:105. (Two reviewers fixed this in parallel: one as the trigger's `direct`
// flag, one as a Condition `direct-attack`; the merge keeps the first — one reading — and these tests check it on this card.)
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe('the reader (CH-ATTACK-WINDOW)', () => {
  it('[CH-ATTACK-WINDOW] 「对方怪兽的直接攻击宣言时」 reads a direct attack declaration; 「对方怪兽的攻击宣言时」 does not', async () => {
    const { compileEffects } = await import('../../src/cards/compile/index.js');
    const monster = { kind: 'monster', subtypes: ['effect'] } as never;
    const direct = compileEffects('②：这张卡在墓地存在的场合，对方怪兽的直接攻击宣言时从手卡丢弃1只「娱乐伙伴」怪兽才能发动。这张卡从墓地守备表示特殊召唤。', monster);
    expect(direct[0]!.trigger?.direct).toBe(true);
    const any = compileEffects('②：这张卡在墓地存在的场合，对方怪兽的攻击宣言时才能发动。这张卡从墓地守备表示特殊召唤。', monster);
    expect(any[0]!.trigger?.direct).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('a trigger at a direct attack declaration (CH-ATTACK-WINDOW)', () => {
  const balloon = (attack: string, field = '') => `{回合:B 阶段:战斗步骤 A墓:娱乐伙伴 障碍气球貘 A手:娱乐伙伴 火围巾狮 A场:${field} B场:青眼白龙 攻击:${attack}}`;
  it('[CH-ATTACK-WINDOW] an attack on a monster does not meet it: 障碍气球貘② cannot be activated, the reason naming the direct attack, and the window does not offer it', () => {
    const a = askCdb(`${balloon('B:青眼白龙→A:黑魔术师', '黑魔术师')} C1 A:娱乐伙伴 障碍气球貘②`);
    expect(a.links[0]!.legal).toBe(false);
    expect(String(a.links[0]!.illegalReason)).toContain('直接攻击');
    expect(a.links[0]!.rules).toContain('CH-ATTACK-WINDOW');
    const w = askCdb('{回合:B 阶段:战斗步骤 A墓:娱乐伙伴 障碍气球貘 A手:娱乐伙伴 火围巾狮 A场:黑魔术师 B场:青眼白龙} 攻击宣言 B:青眼白龙 → A:黑魔术师');
    expect(w.window.triggers.map((t) => t.card.name)).not.toContain('娱乐伙伴 障碍气球貘');
  });
  it('[CH-ATTACK-WINDOW] the other side: a direct attack meets it — activated and resolved, and the window offers it', () => {
    const a = askCdb(`${balloon('B:青眼白龙')} C1 A:娱乐伙伴 障碍气球貘②`);
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.outcome).toBe('resolved');
    const w = askCdb('{回合:B 阶段:战斗步骤 A墓:娱乐伙伴 障碍气球貘 A手:娱乐伙伴 火围巾狮 A场: B场:青眼白龙} 攻击宣言 B:青眼白龙 → A');
    expect(w.window.triggers.map((t) => t.card.name)).toContain('娱乐伙伴 障碍气球貘');
  });
});
