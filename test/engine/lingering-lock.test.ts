// CH-LINGERING-LOCK (issue 16, docs/c02/卡片·效果的发动.rst:36–38, 125–129): 「这个回合对方不能把…发动」 left by an effect
// that resolved earlier this turn (listed with `本回合:`) binds every later chain of the turn. Probed as a head judge
// would: imported cards read by the compiler (not only curated ones), the players it does not bind, a negated
// effect that left nothing, a card that has since left the field, the Damage Step, and what the lock's words leave out.
import { describe, expect, it } from 'vitest';
import { ask, haveData, legal } from '../reference/judge.js';
import { judgeWith } from './build.js';
import { card, textCard } from '../../src/cards/curated/dsl.js';

/** Link n is refused, and by this rule (not by another check that happens to refuse it). */
const locked = (input: string, n: number): boolean => {
  const l = ask(input).links[n - 1]!;
  return l.legal === false && l.rules.includes('CH-LINGERING-LOCK');
};

describe.skipIf(!haveData)('CH-LINGERING-LOCK: a restriction on activations left by an earlier effect of the turn', () => {
  it('[CH-LINGERING-LOCK] 琰魔龙王 红莲魔·厄① applied earlier: the opponent cannot activate 旋风 Set on the field, and the answer names the rule', () => {
    const a = ask('{回合:A 阶段:主要1 A场:琰魔龙王 红莲魔·厄 本回合:A:琰魔龙王 红莲魔·厄#1 B场:旋风(盖)} C1 A:黑洞 C2 B:旋风→C1');
    expect(a.links[1]!.legal).toBe(false);
    expect(a.links[1]!.rules).toContain('CH-LINGERING-LOCK');
  });
  it('[CH-LINGERING-LOCK] the lock binds the opponent only: 琰魔龙王’s controller still activates 黑洞', () => {
    expect(legal('{回合:A 阶段:主要1 A场:琰魔龙王 红莲魔·厄 本回合:A:琰魔龙王 红莲魔·厄#1 B场:旋风(盖)} C1 A:黑洞', 1)).toBe(true);
  });
  it('[CH-LINGERING-LOCK] 「场上发动的效果」 leaves out a monster effect activated in the hand: 增殖的G may still be activated', () => {
    expect(legal('{回合:A 阶段:主要1 本回合:A:琰魔龙王 红莲魔·厄#1 B手:增殖的G} C1 A:死者苏生 C2 B:增殖的G', 2)).toBe(true);
  });
  it('[CH-LINGERING-LOCK] the effect was negated (效果无效): it left no lock, 旋风 may be activated', () => {
    expect(legal('{回合:A 阶段:主要1 A场:琰魔龙王 红莲魔·厄 本回合:A:琰魔龙王 红莲魔·厄#1(效果无效) B场:旋风(盖)} C1 A:黑洞 C2 B:旋风→C1', 2)).toBe(true);
  });
  it('[CH-LINGERING-LOCK] the lock is no continuous effect: 琰魔龙王 gone from the field (in the GY), it still applies', () => {
    expect(locked('{回合:A 阶段:主要1 A墓:琰魔龙王 红莲魔·厄 本回合:A:琰魔龙王 红莲魔·厄#1 B场:旋风(盖)} C1 A:黑洞 C2 B:旋风→C1', 2)).toBe(true);
  });
  it('[CH-LINGERING-LOCK] 急袭猛禽-究极猎鹰② (compiled: 「…攻击力下降1000，对方不能把卡的效果发动」): no 神圣防护罩 -反射镜力- in the Battle Phase', () => {
    expect(locked('{回合:A 阶段:战斗 A场:急袭猛禽-究极猎鹰 本回合:A:急袭猛禽-究极猎鹰#2 B场:青眼白龙,神圣防护罩 -反射镜力-(盖) 攻击:A:急袭猛禽-究极猎鹰→B:青眼白龙} C1 B:神圣防护罩 -反射镜力-', 1)).toBe(true);
  });
  it('[CH-LINGERING-LOCK] 黑混沌之魔术师·黑混沌极魔导① locks monster effects only: the opponent’s 神圣防护罩 -反射镜力- is still activated', () => {
    expect(legal('{回合:A 阶段:战斗 A场:黑混沌之魔术师·黑混沌极魔导 本回合:A:黑混沌之魔术师·黑混沌极魔导#1 B场:青眼白龙,神圣防护罩 -反射镜力-(盖) 攻击:A:黑混沌之魔术师·黑混沌极魔导→B:青眼白龙} C1 B:神圣防护罩 -反射镜力-', 1)).toBe(true);
    expect(locked('{回合:A 阶段:主要1 本回合:A:黑混沌之魔术师·黑混沌极魔导#1 B手:增殖的G} C1 A:死者苏生 C2 B:增殖的G', 2)).toBe(true);
  });
  it('[CH-LINGERING-LOCK] 封魔之矢 binds both players, in the Damage Step too', () => {
    expect(locked('{回合:A 阶段:伤害计算前 A场:青眼白龙 B场:黑羽-疾风之盖尔,突进(盖) 本回合:B:封魔之矢 攻击:A:青眼白龙→B:黑羽-疾风之盖尔} C1 B:突进→黑羽-疾风之盖尔', 1)).toBe(true);
  });
  it('[CH-LINGERING-LOCK] 深渊的潜伏者② (curated): the opponent cannot activate 黑羽-大旆之伐由② in the GY, but a Spell from the hand is free', () => {
    expect(locked('{回合:B 阶段:主要1 本回合:A:深渊的潜伏者#2 B墓:黑羽-大旆之伐由,黑羽-苍炎之修罗 B额外:黑羽龙} C1 B:黑羽-大旆之伐由②→黑羽-苍炎之修罗', 1)).toBe(true);
    expect(legal('{回合:B 阶段:主要1 本回合:A:深渊的潜伏者#2} C1 B:黑洞', 1)).toBe(true);
  });
  it('[CH-LINGERING-LOCK] 命运之抽卡 (「…只能有1次把魔法·陷阱·怪兽的效果发动」) counts from its resolution: one more activation is allowed, a second one in the chain is not', () => {
    expect(legal('{回合:A 阶段:主要1 本回合:A:命运之抽卡} C1 A:黑洞', 1)).toBe(true);
    expect(locked('{回合:A 阶段:主要1 A场:王宫的敕命(盖) 本回合:A:命运之抽卡} C1 A:黑洞 C2 A:王宫的敕命', 2)).toBe(true);
  });
  it('[CH-LINGERING-LOCK] 命运之抽卡 limits its controller only, and a negated 命运之抽卡 (发动无效) limits nobody', () => {
    expect(legal('{回合:A 阶段:主要1 B场:王宫的敕命(盖) 本回合:A:命运之抽卡, A:强欲之壶} C1 B:王宫的敕命', 1)).toBe(true);
    expect(legal('{回合:A 阶段:主要1 本回合:A:命运之抽卡(发动无效), A:强欲之壶} C1 A:黑洞', 1)).toBe(true);
  });
});

describe.skipIf(!haveData)('CH-LINGERING-LOCK-DUEL: a restriction on activations left for the rest of the Duel', () => {
  const duelLocked = (input: string, n: number): boolean => {
    const l = ask(input).links[n - 1]!;
    return l.legal === false && l.rules.includes('CH-LINGERING-LOCK') && l.rules.includes('CH-LINGERING-LOCK-DUEL') && /这次决斗中/.test(l.illegalReason ?? '');
  };
  it('[CH-LINGERING-LOCK-DUEL] 雪花之光 resolved earlier: its controller’s Set Trap (神之宣告) is refused, and the answer says the lock lasts the Duel', () => {
    expect(duelLocked('{回合:B 阶段:主要1 本回合:A:雪花之光 A场:神之宣告(盖) B手:三眼怪} C1 B:死者苏生 C2 A:神之宣告', 2)).toBe(true);
  });
  it('[CH-LINGERING-LOCK-DUEL] the lock names only Spell/Trap effects of its controller: a monster effect (增殖的G) and the opponent’s Spells are free', () => {
    expect(legal('{回合:A 阶段:主要1 本回合:A:雪花之光 B场:王宫的敕命(盖)} C1 A:死者苏生 C2 B:王宫的敕命', 2)).toBe(true);
    expect(legal('{回合:B 阶段:主要1 本回合:A:雪花之光 A手:增殖的G} C1 B:死者苏生 C2 A:增殖的G', 2)).toBe(true);
  });
  it('[CH-LINGERING-LOCK-DUEL] 「「雪花之光」以外」: its own ② in the GY may still be activated', () => {
    expect(legal('{回合:A 阶段:主要1 A墓:雪花之光 本回合:A:雪花之光} C1 A:雪花之光②', 1)).toBe(true);
  });
  it('[CH-LINGERING-LOCK-DUEL] its activation or its effect negated: nothing was left (the lock is part of the effect)', () => {
    expect(legal('{回合:A 阶段:主要1 本回合:A:雪花之光(发动无效)} C1 A:黑洞', 1)).toBe(true);
    expect(legal('{回合:A 阶段:主要1 本回合:A:雪花之光(效果无效)} C1 A:黑洞', 1)).toBe(true);
  });
});

describe('CH-PLACED-ACTIVATION: a Spell/Trap activated from the hand is activated on the field', () => {
  const handAnswer = card({ id: 990062, name: '测试手卡回应', type: 'monster effect', level: 4, atk: 1000, def: 1000, effects: [{ n: 1, kind: 'quick', from: 'hand', respondsTo: { by: 'opponent', from: ['hand', 'gy'] }, cost: [{ do: 'discard', what: 'self', from: 'hand' }], does: [{ do: 'negate-effect', what: 'activation' }] }] });
  it('[CH-PLACED-ACTIVATION] 无限泡影 activated from the hand is no hand effect: an answer to hand/GY effects cannot chain to it; a monster effect in the hand (灰流丽) it answers', () => {
    const trap = judgeWith('{回合:B 阶段:主要1 A场:青眼白龙 A手:测试手卡回应 B手:无限泡影} C1 B:无限泡影[从手卡]→青眼白龙 C2 A:测试手卡回应①', [handAnswer]);
    expect(trap.links[0]!.legal).toBe(true);
    expect(trap.links[1]!.legal).toBe(false);
    const monster = judgeWith('{回合:A 阶段:主要1 A手:测试手卡回应 B手:灰流丽} C1 A:增援 C2 B:灰流丽 C3 A:测试手卡回应①', [handAnswer]);
    expect(monster.links[2]!.legal).toBe(true);
  });
});


describe.skipIf(!haveData)('CH-LINGERING-LOCK: locks naming where the card is (手卡·墓地, 魔法与陷阱区域)', () => {
  const lockHandGy = textCard({ id: 990071, name: '测试手墓封锁', type: 'spell normal', text: '①：这个回合，对方不能把手卡·墓地的卡的效果发动。' });
  const lockSpellZone = textCard({ id: 990072, name: '测试魔陷区封锁', type: 'spell normal', text: '①：这个回合，对方不能把魔法与陷阱区域的卡的效果发动。' });
  it('[CH-LINGERING-LOCK] 「手卡·墓地的卡的效果」: 灰流丽 from the hand is refused by the rule; a Set 旋风 is not', () => {
    const hand = judgeWith('{回合:A 阶段:主要1 本回合:A:测试手墓封锁 B手:灰流丽} C1 A:增援 C2 B:灰流丽', [lockHandGy]);
    expect(hand.links[1]!.legal).toBe(false);
    expect(hand.links[1]!.rules).toContain('CH-LINGERING-LOCK');
    expect(judgeWith('{回合:A 阶段:主要1 本回合:A:测试手墓封锁 B场:旋风(盖)} C1 A:增援 C2 B:旋风→C1', [lockHandGy]).links[1]!.legal).toBe(true);
  });
  it('[CH-LINGERING-LOCK] 「魔法与陷阱区域的卡的效果」: a Set 旋风 is refused; 灰流丽 from the hand is free', () => {
    const set = judgeWith('{回合:A 阶段:主要1 本回合:A:测试魔陷区封锁 B场:旋风(盖)} C1 A:增援 C2 B:旋风→C1', [lockSpellZone]);
    expect(set.links[1]!.legal).toBe(false);
    expect(set.links[1]!.rules).toContain('CH-LINGERING-LOCK');
    expect(judgeWith('{回合:A 阶段:主要1 本回合:A:测试魔陷区封锁 B手:灰流丽} C1 A:增援 C2 B:灰流丽', [lockSpellZone]).links[1]!.legal).toBe(true);
  });
});
