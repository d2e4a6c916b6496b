// CH-TARGET-FACE-DOWN (test/RULES.md; rules reference docs/c02/基本用语.rst:569, :169): a face-down card shows no Type, Attribute,
// Level, name or subtype, so an effect targeting a particular kind of card cannot target it — its own player's neither. Before,
// 龙之转生 targeted a Set 青眼白龙 and resolved, and 灵摆切换② targeted a Set Pendulum Monster.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('a face-down card is no target for an effect asking what it hides', () => {
  it('[CH-TARGET-FACE-DOWN] 龙之转生 (「自己场上1只龙族怪兽」) cannot target its own Set 青眼白龙', () => {
    const l = link('{回合:A 阶段:主要1 A场:青眼白龙(盖),龙之转生(盖) A手:真红眼黑龙} C1 A:龙之转生→青眼白龙');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-TARGET-FACE-DOWN');
  });
  it('[CH-TARGET-FACE-DOWN] the other side: face-up, 青眼白龙 is a target and is banished', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:青眼白龙,龙之转生(盖) A手:真红眼黑龙} C1 A:龙之转生→青眼白龙');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).not.toContain('CH-TARGET-FACE-DOWN');
  });
  it('[CH-TARGET-FACE-DOWN] 灵摆切换② (「自己的怪兽区域1只灵摆怪兽」) cannot target a Set Pendulum Monster', () => {
    const l = link('{回合:B 阶段:主要1 B场:异色眼灵摆龙(盖),灵摆切换} C1 B:灵摆切换#2 → 异色眼灵摆龙');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-TARGET-FACE-DOWN');
    expect(link('{回合:B 阶段:主要1 B场:异色眼灵摆龙,灵摆切换} C1 B:灵摆切换#2 → 异色眼灵摆龙').legal).toBe(true);
  });
  it('[CH-TARGET-FACE-DOWN] an Attribute (幻影骑士团 沾尘袍①, 「场上1只暗属性怪兽」) is hidden too — an opponent\'s Set 黑魔术师 is no target', () => {
    expect(link('{回合:A 阶段:主要1 A场:幻影骑士团 沾尘袍 B场:黑魔术师(盖)} C1 A:幻影骑士团 沾尘袍①→黑魔术师').legal).toBe(false);
    expect(link('{回合:A 阶段:主要1 A场:幻影骑士团 沾尘袍 B场:黑魔术师} C1 A:幻影骑士团 沾尘袍①→黑魔术师').legal).toBe(true);
  });
  it('[CH-TARGET-FACE-DOWN] 「场上1只怪兽」 and 「场上1张魔法·陷阱卡」 ask nothing a face-down card hides: 强制脱出装置 and 旋风 take Set cards', () => {
    const out = link('{回合:A 阶段:主要1 A场:强制脱出装置(盖) B场:黑魔术师(盖)} C1 A:强制脱出装置→黑魔术师');
    expect(out.legal).toBe(true);
    expect(out.rules).not.toContain('CH-TARGET-FACE-DOWN');
    expect(link('{回合:A 阶段:主要1 A场:旋风(盖) B场:神之宣告(盖)} C1 A:旋风→神之宣告').legal).toBe(true);
  });
});
