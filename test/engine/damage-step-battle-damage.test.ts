// CH-DAMAGE-STEP-WAITS-FOR, CH-PHASE-PART-UNSTATED (test/RULES.md; rules reference docs/c03/战斗阶段流程.rst:459–460, :505): a card
// activation or quick effect timed to battle damage (「自己受到战斗伤害时」 伤害之门, 命运之发掘; 「对方怪兽的直接攻击让自己受到战斗伤害时」
// 痛恨的诉苦, 无抵抗的真相) is activated in the Damage Step after damage calculation (伤害计算后), where the step's table puts 『给与战斗伤害』
// 『受到战斗伤害』 — and only there. Before, CH-DAMAGE-STEP refused it in every part of the step (only Counter Traps, ATK/DEF changes and
// activation negations), while the window after damage calculation offered it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const last = (input: string) => askCdb(input).links.at(-1)!;
// B's 青眼白龙 attacks A directly; A has the Trap Set.
const direct = (part: string, card: string) => `{回合:B 阶段:${part} 攻击:B:青眼白龙 A场:${card}(盖) B场:青眼白龙,三眼怪} C1 A:${card}`;

describe.skipIf(!haveCards)('a card timed to battle damage, in the Damage Step', () => {
  it('[CH-DAMAGE-STEP-WAITS-FOR] 痛恨的诉苦, 无抵抗的真相 after damage calculation of a direct attack: allowed (before: refused by CH-DAMAGE-STEP)', () => {
    for (const card of ['痛恨的诉苦', '无抵抗的真相']) {
      const l = last(direct('伤害计算后', card));
      expect(l.legal).toBe(true);
      expect(l.rules).toContain('CH-DAMAGE-STEP-WAITS-FOR');
      expect(l.illegalReason ?? '').toBe('');
    }
  });
  it('[CH-DAMAGE-STEP-WAITS-FOR] the other side: before damage calculation no battle damage is dealt, at the end of the step its moment has passed — refused, and the answer says why', () => {
    for (const part of ['伤害步骤开始时', '伤害计算前']) {
      const l = last(direct(part, '痛恨的诉苦'));
      expect(l.legal).toBe(false);
      expect(l.illegalReason).toContain('只能在伤害计算后发动；战斗伤害在伤害计算时才发生，现在还没有');
    }
    const end = last(direct('伤害步骤结束时', '痛恨的诉苦'));
    expect(end.legal).toBe(false);
    expect(end.illegalReason).toContain('伤害计算后的时点已经过去');
    // During damage calculation only effects whose text names it (CH-DAMAGE-CALC), as before.
    const calc = last(direct('伤害计算时', '痛恨的诉苦'));
    expect(calc.legal).toBe(false);
    expect(calc.illegalReason).toContain('伤害计算时只能发动卡上写明在伤害计算时发动的效果');
  });
  it('[WIN-DAMAGE-STEP] the window\'s words after damage calculation say cards timed to battle damage are activated then; at the end of the step they do not', () => {
    const after = askCdb('{回合:A 阶段:伤害计算后 攻击:A:青眼白龙→B:食人虫 A场:青眼白龙 B场:食人虫(守)} C1 B:食人虫→青眼白龙');
    expect(after.window!.background.join('\n')).toContain('受到·给与战斗伤害时才能发动的卡（「自己受到战斗伤害时」等）在这时发动');
    const end = askCdb('{回合:A 阶段:伤害步骤结束时 攻击:A:青眼白龙→B:食人虫 A场:青眼白龙 B场:食人虫(守)} C1 B:食人虫→青眼白龙');
    expect(end.window!.background.join('\n')).toContain('只有反击陷阱和无效发动的效果可以发动');
    expect(end.window!.background.join('\n')).not.toContain('战斗伤害时才能发动的卡');
  });
  it('[CH-PHASE-PART-UNSTATED] `阶段:伤害步骤` without its part: 痛恨的诉苦 is not refused — after damage calculation is assumed, and said', () => {
    const a = askCdb(direct('伤害步骤', '痛恨的诉苦'));
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-PHASE-PART-UNSTATED');
    expect(a.assumptions.join('\n')).toContain('C1「痛恨的诉苦」只能在伤害计算后发动：情境写的阶段（伤害步骤）包含这段期间但没有写是哪一部分，假定现在在这段期间');
  });
});

// 超重武者 松明-2② moves 青眼白龙's attack to itself and makes the damage calculation: A takes 2500 battle damage, and the next chain is
// after damage calculation — the one state the notation can put there with the battle damage written (a direct attack's battle damage it
// cannot yet: `{…} 伤害计算` opens no window).
const MOVED = '{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,超重武者 松明-2,伤害之门(盖) A墓:三眼怪 B场:青眼白龙 B手:屋敷童,灰流丽} C1 A:超重武者 松明-2②';

describe.skipIf(!haveCards)('after the battle damage of a damage calculation made by an effect', () => {
  it('[CH-DAMAGE-STEP-WAITS-FOR] the window offers 伤害之门 (「自己受到战斗伤害时」) and the chain now agrees: activated after damage calculation', () => {
    const w = askCdb(MOVED).window!;
    expect(w.triggers.map((t) => [t.card.name, t.level])).toContainEqual(['伤害之门', 7]);
    const l = last(`${MOVED} 然后 C1 A:伤害之门→三眼怪`);
    expect(l.legal).toBe(true);
    expect(l.rules).toContain('CH-DAMAGE-STEP-WAITS-FOR');
  });
  it('[CH-DAMAGE-STEP-WAITS-FOR] the other side: chained to it, 屋敷童 (negates the activation) may be activated, 灰流丽 (negates an effect) may not (docs/c03/战斗阶段流程.rst:505)', () => {
    const ok = askCdb(`${MOVED} 然后 C1 A:伤害之门→三眼怪 C2 B:屋敷童`).links;
    expect(ok.slice(-2).map((l) => l.legal)).toEqual([true, true]);
    const ash = askCdb(`${MOVED} 然后 C1 A:伤害之门→三眼怪 C2 B:灰流丽`).links;
    expect(ash.at(-2)!.legal).toBe(true);
    expect(ash.at(-1)!.legal).toBe(false);
    expect(ash.at(-1)!.illegalReason).toContain('不能在伤害步骤发动');
  });
  it('[CH-DAMAGE-STEP-WAITS-FOR] the other side: damage the other player took (B\'s 伤害之门), damage by effects only (倍返), Main Phase 1 — refused', () => {
    const other = last(`${MOVED.replace('B场:青眼白龙', 'B场:青眼白龙,伤害之门(盖)')} 然后 C1 B:伤害之门`);
    expect(other.legal).toBe(false);
    expect(other.rules).toContain('CH-WHEN-EVENT-KINDS');
    // A's own, in the same state, is activated.
    expect(last(`${MOVED} 然后 C1 A:伤害之门→三眼怪`).legal).toBe(true);
    const effectOnly = last('{回合:B 阶段:伤害计算后 攻击:B:青眼白龙 A场:倍返(盖) B场:青眼白龙} C1 A:倍返');
    expect(effectOnly.legal).toBe(false);
    expect(effectOnly.rules).not.toContain('CH-DAMAGE-STEP-WAITS-FOR');
    const main = last('{回合:B 阶段:主要1 A场:痛恨的诉苦(盖) B场:青眼白龙} C1 A:痛恨的诉苦');
    expect(main.legal).toBe(false);
    expect(main.rules).toContain('CH-WHEN-EVENT-KINDS');
  });
});
