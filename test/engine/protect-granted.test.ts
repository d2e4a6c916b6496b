// CH-PROTECT-GRANTED: a face-up card's continuous effect protecting the cards its subject names (「场上的10星以上的
// 怪兽不会成为效果的对象，不会被效果破坏」, 「自己场上的上级召唤的怪兽…」, 「「X」以外的自己场上的恶魔族怪兽不会被战斗·效果破坏」),
// read by the compiler from the card text — only when every word of the subject is read — and applied by the engine
// while the granting card is face-up and its effects are not negated. Probed with imported cards: who is covered,
// who is not (the other side, a card the subject leaves out), the granting card negated, destruction by battle.
import { describe, expect, it } from 'vitest';
import { ask, eventCards, haveData, legal, refJudge } from '../reference/judge.js';

const destroyed = (input: string) => eventCards(ask(input), 'destroyed');

describe.skipIf(!haveData)('CH-PROTECT-GRANTED: protections a face-up card gives the cards it names', () => {
  it('[CH-PROTECT-GRANTED] under 缚神冢 a level-10 monster is not destroyed by 黑洞 (either side), a level-8 one is', () => {
    const gone = destroyed('{回合:B 阶段:主要1 A场:缚神冢,神炎皇 乌利亚,青眼白龙 B场:降雷皇 哈蒙} C1 B:黑洞');
    expect(gone).toContain('青眼白龙');
    expect(gone).not.toContain('神炎皇 乌利亚');
    expect(gone).not.toContain('降雷皇 哈蒙');
    expect(ask('{回合:B 阶段:主要1 A场:缚神冢,神炎皇 乌利亚 B场:黑魔术师} C1 B:黑洞').links[0]!.rules).toContain('CH-PROTECT-GRANTED');
  });

  it('[CH-PROTECT-GRANTED] under 缚神冢 a level-10 monster cannot be targeted by an effect; a level-8 one can', () => {
    expect(legal('{回合:B 阶段:主要1 A场:缚神冢,神炎皇 乌利亚} C1 B:月之书→神炎皇 乌利亚', 1)).toBe(false);
    expect(legal('{回合:B 阶段:主要1 A场:缚神冢,青眼白龙} C1 B:月之书→青眼白龙', 1)).toBe(true);
  });

  it('[CH-PROTECT-GRANTED] the refusal names the granting card, not a continuous effect of the target', () => {
    const a = ask('{回合:B 阶段:主要1 A场:缚神冢,神炎皇 乌利亚} C1 B:月之书→神炎皇 乌利亚');
    expect(a.links[0]!.illegalReason).toContain('「缚神冢」的永续效果');
  });

  it('[CH-PROTECT-GRANTED] in the damage step: 收缩 cannot target the level-10 monster under 缚神冢, and may target the other battler', () => {
    const input = (t: string) => `{回合:A 阶段:伤害计算前 攻击:A:青眼白龙→B:神炎皇 乌利亚 A场:青眼白龙,收缩(盖) B场:缚神冢,神炎皇 乌利亚} C1 A:收缩→${t}`;
    expect(legal(input('神炎皇 乌利亚'), 1)).toBe(false);
    expect(legal(input('青眼白龙'), 1)).toBe(true);
  });

  it('[CH-PROTECT-GRANTED] the granting card gone before the destruction resolves (旋风 chained to 黑洞) protects nothing', () => {
    const gone = destroyed('{回合:B 阶段:主要1 A场:缚神冢,神炎皇 乌利亚 B场:黑洞(盖),旋风(盖)} C1 B:黑洞 C2 B:旋风→缚神冢');
    expect(gone).toEqual(expect.arrayContaining(['缚神冢', '神炎皇 乌利亚']));
  });

  it('[CH-PROTECT-GRANTED] a granting card whose effects are negated protects nothing', () => {
    expect(destroyed('{回合:B 阶段:主要1 A场:缚神冢(效果无效),神炎皇 乌利亚} C1 B:黑洞')).toContain('神炎皇 乌利亚');
    expect(legal('{回合:B 阶段:主要1 A场:缚神冢(效果无效),神炎皇 乌利亚} C1 B:月之书→神炎皇 乌利亚', 1)).toBe(true);
  });

  it('[CH-PROTECT-GRANTED] 「自己场上的…」 covers its controller’s cards only, and 「「X」以外」 leaves that card out', () => {
    // 魔犀族战士: 「魔犀族战士」以外的自己场上的恶魔族怪兽不会被战斗·效果破坏.
    const gone = destroyed('{回合:B 阶段:主要1 A场:魔犀族战士,恶魔召唤 B场:恶魔召唤} C1 B:黑洞');
    expect(gone.filter((n) => n === '恶魔召唤')).toHaveLength(1);
    expect(gone).toContain('魔犀族战士');
  });

  it('[CH-PROTECT-GRANTED] 「不会被战斗·效果破坏」 given to a monster keeps it from destruction by battle too', () => {
    // 恶魔召唤 (2500) attacked by 青眼白龙 (3000) is not destroyed while 魔犀族战士 is face-up.
    const kept = ask('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:恶魔召唤 A场:魔犀族战士,恶魔召唤 B场:青眼白龙} 伤害计算');
    expect(kept.battle?.destroyed.map((c) => c.name)).toEqual([]);
    expect(kept.battle?.reason).toContain('魔犀族战士');
    const lost = ask('{回合:B 阶段:伤害计算 攻击:B:青眼白龙→A:恶魔召唤 A场:恶魔召唤 B场:青眼白龙} 伤害计算');
    expect(lost.battle?.destroyed.map((c) => c.name)).toEqual(['恶魔召唤']);
  });

  it('[CH-PROTECT-GRANTED] a protection whose subject the compiler cannot read whole (「互相连接状态的怪兽」) is reported in /card and not applied', () => {
    const card = refJudge().card('梦幻崩影·地狱犬', { lang: 'zh-CN' });
    expect(card.ok && card.effects.flatMap((e) => e.unknown).some((u) => u.includes('互相连接状态的怪兽不会被效果破坏'))).toBe(true);
    const a = ask('{回合:B 阶段:主要1 A场:梦幻崩影·地狱犬,三眼怪 B场:黑魔术师} C1 B:黑洞');
    expect(eventCards(a, 'destroyed')).toContain('三眼怪');
  });
  it('[CH-PROTECT-GRANTED] 「…以外的永续陷阱卡不能破坏」 (宫廷的规矩): a face-up Continuous Trap is destroyed neither by an effect (旋风) nor by battle (a trap monster), the granting card itself is, and a Set one is', () => {
    expect(destroyed('{回合:B 阶段:主要1 A场:宫廷的规矩,王宫的弹压 B场:黑魔术师} C1 B:旋风→王宫的弹压')).toEqual([]);
    expect(destroyed('{回合:B 阶段:主要1 A场:宫廷的规矩,王宫的弹压 B场:黑魔术师} C1 B:旋风→宫廷的规矩')).toEqual(['宫廷的规矩']);
    expect(destroyed('{回合:B 阶段:主要1 A场:宫廷的规矩,王宫的弹压(盖) B场:黑魔术师} C1 B:旋风→王宫的弹压')).toEqual(['王宫的弹压']);
    const battle = ask('{回合:B 阶段:战斗步骤 A场:阿匹卜之化神(当作怪兽),宫廷的规矩 B场:青眼白龙 攻击:B:青眼白龙→A:阿匹卜之化神} 伤害计算');
    expect(battle.battle?.destroyed.map((c) => c.name) ?? []).not.toContain('阿匹卜之化神');
  });
  it('[CH-PROTECT-GRANTED] 「自己场上的衍生物不会被战斗以及效果破坏」 (幻兽机 协和金翅鸟) covers a Token used as an Equip Card (still a Token), not the monster it is equipped to', () => {
    expect(destroyed('{回合:B 阶段:主要1 A场:幻兽机 协和金翅鸟,纳祭之魔,幻兽机衍生物(装备:纳祭之魔)} C1 B:旋风 → 幻兽机衍生物')).toEqual([]);
    expect(destroyed('{回合:B 阶段:主要1 A场:幻兽机 协和金翅鸟,纳祭之魔,幻兽机衍生物(装备:纳祭之魔)} C1 B:黑洞')).toEqual(expect.arrayContaining(['幻兽机 协和金翅鸟', '纳祭之魔']));
    expect(destroyed('{回合:B 阶段:主要1 A场:纳祭之魔,幻兽机衍生物(装备:纳祭之魔)} C1 B:旋风 → 幻兽机衍生物')).toEqual(['幻兽机衍生物']);
  });
});
