// CH-PROTECT-CONDITION for protections from destruction (test/RULES.md): a 「不会被…破坏」 whose subject names this card under a
// condition — a battle position (「攻击表示的这张卡」「以表侧攻击表示存在的这张卡」), how it was summoned (「连接召唤的这张卡」), with
// materials the compiler cannot check (「7星以上的怪兽为素材作连接召唤的这张卡」) — holds while the condition does, and a condition the
// situation cannot show is said as assumed. Before, such a protection was read as nothing (the position ones: destroyed in any
// position), or as one without its condition (混沌战士 protected whatever its summon, in silence).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, haveCards } from '../cards/data.js';

const destroyed = (a: ChainAnswer, name: string) => a.events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === name));

describe.skipIf(!haveCards)('a protection from destruction under a condition of this card', () => {
  it('[CH-PROTECT-CONDITION] 娱乐伙伴 国王熊精 「攻击表示的这张卡不会被魔法·陷阱卡的效果破坏」: in Attack Position 黑洞 and 雷击 leave it; in Defense Position they destroy it', () => {
    for (const spell of ['黑洞', '雷击']) {
      expect(destroyed(askCdb(`{回合:A 阶段:主要1 A手:${spell} B场:娱乐伙伴 国王熊精,三眼怪} C1 A:${spell}`), '娱乐伙伴 国王熊精'), spell).toBe(false);
      expect(destroyed(askCdb(`{回合:A 阶段:主要1 A手:${spell} B场:娱乐伙伴 国王熊精(守),三眼怪} C1 A:${spell}`), '娱乐伙伴 国王熊精'), spell).toBe(true);
    }
  });

  it('[CH-PROTECT-CONDITION] a card in the Pendulum Zone is in no battle position: 国王熊精 there is destroyed by 旋风', () => {
    expect(destroyed(askCdb('{回合:A 阶段:主要1 A手:旋风 B场:娱乐伙伴 国王熊精(灵摆左)} C1 A:旋风→娱乐伙伴 国王熊精'), '娱乐伙伴 国王熊精')).toBe(true);
  });

  it('[CH-PROTECT-CONDITION] No.41 泥睡魔兽 睡梦貘 「攻击表示的这张卡…不会被对方的效果破坏」: B\'s 黑洞 leaves it in Attack Position, destroys it in Defense Position', () => {
    expect(destroyed(askCdb('{回合:B 阶段:主要1 B手:黑洞 A场:No.41 泥睡魔兽 睡梦貘(素材:三眼怪)} C1 B:黑洞'), 'No.41 泥睡魔兽 睡梦貘')).toBe(false);
    expect(destroyed(askCdb('{回合:B 阶段:主要1 B手:黑洞 A场:No.41 泥睡魔兽 睡梦貘(素材:三眼怪,守)} C1 B:黑洞'), 'No.41 泥睡魔兽 睡梦貘')).toBe(true);
  });

  it('[CH-PROTECT-CONDITION] by battle: 不幸的少女 「以表侧攻击表示存在的这张卡不会被战斗破坏」 survives 青眼白龙 in Attack Position (B takes 2600), not in Defense Position', () => {
    const attack = askCdb('{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:不幸的少女 A场:青眼白龙 B场:不幸的少女} 伤害计算');
    expect(attack.battle?.destroyed.map((c) => c.name) ?? []).not.toContain('不幸的少女');
    expect(attack.battle?.damage.B).toBe(2600);
    const defense = askCdb('{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:不幸的少女 A场:青眼白龙 B场:不幸的少女(守)} 伤害计算');
    expect(defense.battle?.destroyed.map((c) => c.name)).toContain('不幸的少女');
  });

  it('[CH-PROTECT-CONDITION] 电子界小男巫 「连接召唤的这张卡不会被战斗·效果破坏」: Link Summoned it survives 黑洞 and battle; revived from the GY it is destroyed; not stated, assumed and said', () => {
    expect(destroyed(askCdb('{回合:A 阶段:主要1 A手:黑洞 B场:电子界小男巫(连接召唤)} C1 A:黑洞'), '电子界小男巫')).toBe(false);
    expect(destroyed(askCdb('{回合:A 阶段:主要1 A手:黑洞 B场:电子界小男巫(从墓地特召)} C1 A:黑洞'), '电子界小男巫')).toBe(true);
    const unstated = askCdb('{回合:A 阶段:主要1 A手:黑洞 B场:电子界小男巫} C1 A:黑洞');
    expect(destroyed(unstated, '电子界小男巫')).toBe(false);
    expect(unstated.assumptions.join()).toContain('电子界小男巫');
    const battle = askCdb('{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:电子界小男巫 A场:青眼白龙 B场:电子界小男巫(连接召唤)} 伤害计算');
    expect(battle.battle?.destroyed.map((c) => c.name) ?? []).not.toContain('电子界小男巫');
  });

  it('[CH-PROTECT-CONDITION] 混沌之战士 混沌战士 「7星以上的怪兽为素材作连接召唤的这张卡…不会被对方的效果破坏」: materials not checkable — protected, and said; revived from the GY it is destroyed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:黑洞 B场:混沌之战士 混沌战士(连接召唤)} C1 A:黑洞');
    expect(destroyed(a, '混沌之战士 混沌战士')).toBe(false);
    expect(a.assumptions.join()).toContain('7星以上的怪兽为素材');
    expect(destroyed(askCdb('{回合:A 阶段:主要1 A手:黑洞 B场:混沌之战士 混沌战士(从墓地特召)} C1 A:黑洞'), '混沌之战士 混沌战士')).toBe(true);
  });
});
