// CH-LINGERING-ATTACK-LOCK: 古代的齿车机械① (card text: 「这个回合，自己怪兽攻击的场合，对方直到伤害步骤结束时宣言的种类的卡不能发动」) leaves
// the CH-ATTACK-LOCK floodgate for the turn: while a monster of its player attacks, to the end of that damage step, the opponent
// cannot activate cards of the kind declared. It is part of the resolved effect (`本回合:`), no continuous effect of a card on the field.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const G = '古代的齿车机械';
const link1 = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('a lock left for the turn on the attacks of its player (古代的齿车机械①)', () => {
  it('[CH-LINGERING-ATTACK-LOCK] declared 陷阱: while 三眼怪 (its player\'s) attacks, the opponent cannot activate 神圣防护罩 -反射镜力-; declared 魔法, nor 收缩 in the Damage Step — its card gone from the field', () => {
    const mirror = link1(`{回合:A 阶段:战斗步骤 攻击:A:三眼怪→B:青眼白龙 A场:三眼怪 B场:青眼白龙,神圣防护罩 -反射镜力-(盖) 本回合:A:${G}#1(宣言:陷阱)} C1 B:神圣防护罩 -反射镜力-`);
    expect(mirror.legal).toBe(false);
    expect(mirror.rules).toContain('CH-LINGERING-ATTACK-LOCK');
    expect(mirror.illegalReason).toMatch(/对方怪兽攻击的场合，自己直到伤害步骤结束时不能把陷阱卡（发动时宣言的种类）发动.*现在「三眼怪」正在攻击/);
    const shrink = link1(`{回合:A 阶段:伤害步骤 攻击:A:三眼怪→B:青眼白龙 A场:三眼怪 B场:青眼白龙,收缩(盖) 本回合:A:${G}#1(宣言:魔法)} C1 B:收缩→三眼怪`);
    expect(shrink.legal).toBe(false);
    expect(shrink.rules).toContain('CH-LINGERING-ATTACK-LOCK');
  });

  it('[CH-LINGERING-ATTACK-LOCK] the other side: another kind declared, no attack (Main Phase 2), an attack by the other player\'s monster (its lock on the other turn), the effect negated — free', () => {
    expect(link1(`{回合:A 阶段:伤害步骤 攻击:A:三眼怪→B:青眼白龙 A场:三眼怪 B场:青眼白龙,收缩(盖) 本回合:A:${G}#1(宣言:陷阱)} C1 B:收缩→三眼怪`).legal).toBe(true);
    expect(link1(`{回合:A 阶段:主要2 A场:三眼怪 B场:青眼白龙,强制脱出装置(盖) 本回合:A:${G}#1(宣言:陷阱)} C1 B:强制脱出装置→三眼怪`).legal).toBe(true);
    expect(link1(`{回合:A 阶段:战斗步骤 攻击:A:三眼怪→B:青眼白龙 A场:三眼怪 B场:青眼白龙,${G},神圣防护罩 -反射镜力-(盖) 本回合:B:${G}#1(宣言:陷阱)} C1 B:神圣防护罩 -反射镜力-`).legal).toBe(true);
    expect(link1(`{回合:A 阶段:战斗步骤 攻击:A:三眼怪→B:青眼白龙 A场:三眼怪 B场:青眼白龙,神圣防护罩 -反射镜力-(盖) 本回合:A:${G}#1(宣言:陷阱,效果无效)} C1 B:神圣防护罩 -反射镜力-`).legal).toBe(true);
  });

  it('[CH-LINGERING-ATTACK-LOCK] no kind written: nothing refused, and the assumptions say how to write it', () => {
    const r = askCdb(`{回合:A 阶段:战斗步骤 攻击:A:三眼怪→B:青眼白龙 A场:三眼怪 B场:青眼白龙,神圣防护罩 -反射镜力-(盖) 本回合:A:${G}#1} C1 B:神圣防护罩 -反射镜力-`);
    expect(r.links[0]!.legal).toBe(true);
    expect(r.assumptions.join('\n')).toMatch(/没有写它发动时宣言了哪个种类/);
  });
});
