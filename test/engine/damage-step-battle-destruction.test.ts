// CH-DAMAGE-STEP-WAITS-FOR, CH-PHASE-PART-UNSTATED (test/RULES.md; rules reference docs/c03/战斗阶段流程.rst:434–436, :464–465, :498): a Spell/Trap
// card activation timed to destruction by battle only (「…被战斗破坏时」 英雄逆袭, 「…被战斗破坏送去墓地时」 黑翼复仇, 时间机械, the Quick-Play Spell
// 超级量子要请 阿尔方出动) is activated at the end of the Damage Step (伤害步骤结束时), where the step's table puts 『被战斗破坏』『战斗破坏怪兽』 —
// the monster destroyed at damage calculation is sent to the GY only then. Before, it was allowed in every part but damage calculation.
// One that a destruction by an effect meets too (「被战斗·效果破坏」 截敌蛋) stays allowed in every part (:498): an effect may destroy there.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const first = (input: string) => askCdb(input).links[0]!;
// B's 青眼白龙 attacked A's monster; A has the card Set.
const battle = (part: string, card: string, monster: string) =>
  `{回合:B 阶段:${part} 攻击:B:青眼白龙→A:${monster} A场:${card}(盖) A墓:${monster} A手:${monster} B场:青眼白龙} C1 A:${card}`;
const CARDS: [string, string][] = [['黑翼复仇', '黑羽-疾风之盖尔'], ['时间机械', '三眼怪'], ['超级量子要请 阿尔方出动', '超级量子战士 红光层']];

describe.skipIf(!haveCards)('a card activation timed to destruction by battle, in the Damage Step', () => {
  it('[CH-DAMAGE-STEP-WAITS-FOR] 黑翼复仇, 时间机械, 超级量子要请 阿尔方出动 at the end of the Damage Step: allowed', () => {
    for (const [card, monster] of CARDS) {
      const l = first(battle('伤害步骤结束时', card, monster));
      expect(l.legal, card).toBe(true);
      expect(l.rules).toContain('CH-DAMAGE-STEP-WAITS-FOR');
    }
  });
  it('[CH-DAMAGE-STEP-WAITS-FOR] the other side: at 伤害步骤开始时, 伤害计算前, 伤害计算后 refused, and the answer says when (before: allowed)', () => {
    for (const [card, monster] of CARDS) {
      for (const part of ['伤害步骤开始时', '伤害计算前', '伤害计算后']) {
        const l = first(battle(part, card, monster));
        expect(l.legal, `${card} ${part}`).toBe(false);
        expect(l.illegalReason).toContain(`现在是伤害步骤（${part}）`);
        expect(l.illegalReason).toContain('要在怪兽被战斗破坏时发动，这样的卡在伤害步骤中只能在伤害步骤结束时发动');
      }
    }
    // In English too.
    const en = cdbJudge().chain(battle('伤害计算后', '时间机械', '三眼怪'), { lang: 'en' });
    expect(en.ok && en.links[0]!.illegalReason).toContain('which in the Damage Step is only at the end of the Damage Step');
    // During damage calculation only effects whose text names it (CH-DAMAGE-CALC), as before.
    const calc = first(battle('伤害计算时', '黑翼复仇', '黑羽-疾风之盖尔'));
    expect(calc.legal).toBe(false);
    expect(calc.illegalReason).toContain('伤害计算时只能发动卡上写明在伤害计算时发动的效果');
  });
  it('[CH-DAMAGE-STEP-WAITS-FOR] kept apart: 截敌蛋 (「被战斗·效果破坏」, an effect may destroy in any part) is still allowed before damage calculation', () => {
    for (const part of ['伤害步骤开始时', '伤害计算前', '伤害计算后', '伤害步骤结束时']) {
      const l = first(battle(part, '截敌蛋', '三眼怪'));
      expect(l.legal, part).toBe(true);
      expect(l.rules).toContain('CH-DAMAGE-STEP-WAITS-FOR');
    }
  });
  it('[WIN-DAMAGE-STEP] the window\'s words at the end of the Damage Step say cards timed to destruction by battle are activated then; after damage calculation they do not', () => {
    const input = (part: string) => `{回合:A 阶段:${part} 攻击:A:青眼白龙→B:食人虫 A场:青眼白龙 B场:食人虫(守)} C1 B:食人虫→青眼白龙`;
    const end = askCdb(input('伤害步骤结束时')).window!.background.join('\n');
    expect(end).toContain('另外怪兽被战斗破坏时才能发动的卡（「…被战斗破坏时」等）在这时发动');
    const after = askCdb(input('伤害计算后')).window!.background.join('\n');
    expect(after).not.toContain('被战斗破坏时才能发动的卡');
  });
  it('[CH-PHASE-PART-UNSTATED] `阶段:伤害步骤` without its part: 黑翼复仇 is not refused — the end of the Damage Step is assumed, and said', () => {
    const a = askCdb(battle('伤害步骤', '黑翼复仇', '黑羽-疾风之盖尔'));
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-PHASE-PART-UNSTATED');
    expect(a.assumptions.join('\n')).toContain('C1「黑翼复仇」只能在伤害步骤结束时发动：情境写的阶段（伤害步骤）包含这段期间但没有写是哪一部分，假定现在在这段期间');
  });
});
