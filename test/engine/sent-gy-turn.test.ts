// CH-SENT-GY-TURN: 「这个效果在这张卡送去墓地的回合不能发动」 (突破技能②, 技能禁锢②, 妖刀-不知火 …) — refused when the card was sent to the GY
// this turn: moved there by this chain or an earlier chain of the input (a cost, a resolved Spell/Trap going to the GY), marked
// `(本回合送去墓地)`, or its card activation written in the turn's history (`本回合:`). Not known: assumed not, and said.
// (Before, the condition was not read: it was taken as met even with `本回合:A:突破技能`.)
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';


describe.skipIf(!haveCards)('CH-SENT-GY-TURN', () => {
  it('[CH-SENT-GY-TURN] 突破技能 activated earlier this turn (`本回合:`) went to the GY this turn: its ② is refused, the reason says why', () => {
    const a = askCdb('{回合:A 本回合:A:突破技能} C1 A:突破技能②');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('这个回合送去墓地');
  });
  it('[CH-SENT-GY-TURN] not known when it was sent (simply written in the GY, history without it): legal, the assumption says so', () => {
    for (const q of ['{回合:A A墓:突破技能} C1 A:突破技能②', '{回合:A A墓:突破技能 本回合:A:黑洞} C1 A:突破技能②']) {
      const a = askCdb(q);
      expect(a.links[0]!.legal).toBe(true);
      expect(a.assumptions.join('\n')).toMatch(/不是在这个回合送去墓地的[^\n]*假定满足/);
    }
  });
  it('[CH-SENT-GY-TURN] an earlier chain of the input resolved 突破技能 (then to the GY): its ② in the next chain is refused', () => {
    const a = askCdb('{回合:A} C1 A:突破技能 然后 C1 A:突破技能②');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('这个回合送去墓地');
  });
  it('[CH-SENT-GY-TURN] sent by the cost of the chain’s own C1 (禁忌的一滴): 技能禁锢② as C2 is refused', () => {
    const a = askCdb('{回合:A A场:技能禁锢(盖) B场:三眼怪} C1 A:禁忌的一滴[cost:送去墓地 技能禁锢] C2 A:技能禁锢②');
    expect(a.links[1]!.legal).toBe(false);
    expect(a.links[1]!.illegalReason).toContain('这个回合送去墓地');
  });
  it('[CH-SENT-GY-TURN] the opponent’s turn: 技能禁锢 (no turn of its own required) its owner activated earlier this turn is refused; the opponent’s copy is not', () => {
    expect(askCdb('{回合:B 本回合:A:技能禁锢} C1 A:技能禁锢②').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:B 本回合:B:技能禁锢} C1 A:技能禁锢②').links[0]!.legal).toBe(true);
  });
  it('[CH-SENT-GY-TURN] a compiled card (妖刀-不知火): the situation’s `(本回合送去墓地)` and a cost of an earlier chain refuse it; not said, legal', () => {
    expect(askCdb('{回合:A 阶段:主要1 A墓:妖刀-不知火(本回合送去墓地)} C1 A:妖刀-不知火').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A场:妖刀-不知火} C1 A:禁忌的一滴[cost:送去墓地 妖刀-不知火] 然后 C1 A:妖刀-不知火').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A墓:妖刀-不知火} C1 A:妖刀-不知火').links[0]!.legal).toBe(true);
  });
  // The Damage Step: the card's spell speed and what it does decide first whether it may be activated then (docs/c03/战斗阶段流程.rst:505–507: in the Damage Step only those effects may be activated); the
  // condition is judged only for an effect that may be.
  const DMG = '{回合:A 阶段:伤害步骤 A场:青眼白龙,技能继承(盖) B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师';
  it('[CH-SENT-GY-TURN] the Damage Step: 技能继承② (spell speed 2, an ATK change) is refused after 技能继承 resolved in an earlier chain of this Damage Step; not known, legal', () => {
    const a = askCdb(`${DMG}} C1 A:技能继承→青眼白龙 然后 C1 A:技能继承②→青眼白龙`);
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toBe('C1「技能继承」：这张卡是这个回合送去墓地的（本回合A发动过这张卡，连锁处理后按规则送去了墓地），所以这个效果在这个回合不能发动。');
    const b = askCdb('{回合:A 阶段:伤害步骤 A场:青眼白龙 B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师 A墓:技能继承} C1 A:技能继承②→青眼白龙');
    expect(b.links[0]!.legal).toBe(true);
    expect(b.assumptions.join('\n')).toMatch(/不是在这个回合送去墓地的[^\n]*假定满足/);
  });
  it('[CH-SENT-GY-TURN] the Damage Step: 月光舞剑虎姬③ (spell speed 1) sent this turn is refused for its speed, and 突破技能② (speed 2, no ATK change) for the Damage Step — not for the turn', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤 A场:青眼究极龙 B场:黑魔术师 攻击:A:青眼究极龙→B:黑魔术师 A墓:月光舞剑虎姬(本回合送去墓地)} C1 A:月光舞剑虎姬③→青眼究极龙');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('是起动效果，只能在主要阶段发动');
    const b = askCdb('{回合:A 阶段:伤害步骤 A场:青眼白龙 B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师 A墓:突破技能(本回合送去墓地)} C1 A:突破技能②→黑魔术师');
    expect(b.links[0]!.legal).toBe(false);
    expect(b.links[0]!.illegalReason).toContain('现在是伤害步骤');
    expect(b.links[0]!.illegalReason).not.toContain('送去墓地');
  });
  // 神数的神意②: 「…可以作为代替把墓地的这张卡除外。这个效果在这张卡送去墓地的回合不能使用」 — a continuous destruction replacement, never activated:
  // the compiler dropped the sentence (read only for activated effects); it now holds its replacement to the turn.
  const PROVIDENCE = '{回合:B A场:神数的辉迹 A墓:神数的神意';
  it('[CH-SENT-GY-TURN] 神数的神意② sent to the GY this turn (`本回合送去墓地`, or by its own earlier chain) does not replace the destruction, and says why', () => {
    const a = askCdb(`${PROVIDENCE}(本回合送去墓地)} C1 B:旋风→神数的辉迹[代替破坏 神数的神意]`);
    expect(a.links[0]!.reason).toBe('C1「旋风」处理：「神数的辉迹」被破坏。');
    expect(a.assumptions).toContain('C1「旋风」：「神数的神意」的代替破坏不能适用：它是这个回合送去墓地的（情境写明 (本回合送去墓地)），这个效果在这个回合不能使用。');
    const b = askCdb('{回合:A A场:神数的辉迹(盖) B场:青眼白龙} C1 A:神数的神意 然后 C1 B:旋风→神数的辉迹[代替破坏 神数的神意]');
    expect(b.links[0]!.reason).toBe('C1「旋风」处理：「神数的辉迹」被破坏。');
  });
  it('[CH-SENT-GY-TURN] 神数的神意② not known to be sent this turn: the replacement applies, assumed and said', () => {
    const a = askCdb(`${PROVIDENCE}} C1 B:旋风→神数的辉迹[代替破坏 神数的神意]`);
    expect(a.links[0]!.reason).toContain('代替破坏适用');
    expect(a.assumptions.join('\n')).toContain('「神数的神意」的代替破坏在它送去墓地的回合不能使用；情境没有写明它是不是这个回合送去墓地的，假定不是，可以适用。');
  });
  it('[CH-SENT-GY-TURN] in English the reason names the turn it was sent', () => {
    const a = cdbJudge().chain('{回合:A 本回合:A:突破技能} C1 A:突破技能②', { lang: 'en' });
    expect(a.ok && a.links[0]!.illegalReason).toContain('sent to the GY this turn');
  });
});
