// CH-ATTACK-WINDOW (review s44, 「这张卡和对方怪兽进行战斗的攻击宣言时」): a quick effect read from the text whose own battle it answers
// (No.96 黑雾, its `waitsFor` subject this card) is activated only when this card attacks an opponent's monster or is attacked — another
// monster's attack is not its battle; 「这张卡被攻击的…」 (No.9 天盖星 戴森球) only when this card is the attack target.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';

skipMessage('an effect answering its own battle refused at another monster\'s attack (CH-ATTACK-WINDOW)', CARDS_DB);

const legal = (input: string) => askCdb(input).links[0]!.legal;

describe.skipIf(!haveCards)('「这张卡和对方怪兽进行战斗的攻击宣言时」 — only its own battle', () => {
  it('[CH-ATTACK-WINDOW] No.96 黑雾 when ANOTHER monster of its controller attacks (三眼怪→青眼白龙): refused, the rule and the attacker named', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 A场:No.96 黑雾,三眼怪 B场:青眼白龙 攻击:A:三眼怪→B:青眼白龙} C1 A:No.96 黑雾');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-ATTACK-WINDOW');
    expect(String(a.links[0]!.illegalReason)).toContain('三眼怪');
    // the opponent's monster attacking another of its monsters: not its battle either
    expect(legal('{回合:B 阶段:战斗步骤 A场:No.96 黑雾,三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} C1 A:No.96 黑雾')).toBe(false);
    // it attacks directly: it battles no opponent's monster
    expect(legal('{回合:A 阶段:战斗步骤 A场:No.96 黑雾 B场:青眼白龙 攻击:A:No.96 黑雾→B} C1 A:No.96 黑雾')).toBe(false);
  });

  it('[CH-ATTACK-WINDOW] the other side: 黑雾 attacking 青眼白龙, or attacked by it — legal and resolved (1500 / 1600)', () => {
    const attacks = askCdb('{回合:A 阶段:战斗步骤 A场:No.96 黑雾,三眼怪 B场:青眼白龙 攻击:A:No.96 黑雾→B:青眼白龙} C1 A:No.96 黑雾');
    expect(attacks.links[0]!.legal).toBe(true);
    expect(attacks.stats?.find((s) => s.card.name === 'No.96 黑雾')?.atk).toBe(1600);
    expect(legal('{回合:B 阶段:战斗步骤 A场:No.96 黑雾,三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:No.96 黑雾} C1 A:No.96 黑雾')).toBe(true);
  });

  it('[CH-ATTACK-WINDOW] a head judge\'s cases: in the damage step of its own battle it is past the declaration; gone to the GY it is in no battle', () => {
    expect(legal('{回合:A 阶段:伤害步骤 A场:No.96 黑雾 B场:青眼白龙 攻击:A:No.96 黑雾→B:青眼白龙} C1 A:No.96 黑雾')).toBe(false);
    expect(legal('{回合:A 阶段:战斗步骤 A墓:No.96 黑雾 A场:三眼怪 B场:青眼白龙 攻击:A:三眼怪→B:青眼白龙} C1 A:No.96 黑雾')).toBe(false);
  });

  it('[CH-ATTACK-WINDOW] 「这张卡被攻击的…」 (No.9 天盖星 戴森球①): another of its controller\'s monsters attacked — refused; itself attacked — legal', () => {
    expect(legal('{回合:B 阶段:战斗步骤 A场:No.9 天盖星 戴森球,三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} C1 A:No.9 天盖星 戴森球①')).toBe(false);
    expect(legal('{回合:B 阶段:战斗步骤 A场:No.9 天盖星 戴森球,三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:No.9 天盖星 戴森球} C1 A:No.9 天盖星 戴森球①')).toBe(true);
  });

  // Review s44-rv3: the refusals were right but their reasons named the wrong card — 戴森球 at a direct attack named the attacker as
  // 「the attack target」, and 黑雾's own direct attack was called 「another monster of its controller」.
  it('[CH-ATTACK-WINDOW] the reason names what happened: a direct attack is a direct attack (戴森球 not the attacker as target; 黑雾 its own direct attack, not another monster), zh and en', () => {
    const dyson = askCdb('{回合:B 阶段:战斗步骤 A场:No.9 天盖星 戴森球,三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A} C1 A:No.9 天盖星 戴森球①');
    expect(dyson.links[0]!.legal).toBe(false);
    expect(String(dyson.links[0]!.illegalReason)).toContain('直接攻击');
    expect(String(dyson.links[0]!.illegalReason)).not.toContain('青眼白龙');
    const fog = askCdb('{回合:A 阶段:战斗步骤 A场:No.96 黑雾 B场:青眼白龙 攻击:A:No.96 黑雾→B} C1 A:No.96 黑雾');
    expect(fog.links[0]!.legal).toBe(false);
    expect(String(fog.links[0]!.illegalReason)).toContain('直接攻击');
    expect(String(fog.links[0]!.illegalReason)).not.toContain('另一只');
    const fogEn = cdbJudge().chain('{回合:A 阶段:战斗步骤 A场:No.96 黑雾 B场:青眼白龙 攻击:A:No.96 黑雾→B} C1 A:No.96 黑雾', { lang: 'en' });
    if (!fogEn.ok) throw new Error(fogEn.error.message);
    expect(String(fogEn.links[0]!.illegalReason)).toContain('directly');
    expect(String(fogEn.links[0]!.illegalReason)).not.toContain('another monster');
    // the other side: another of its monsters attacking is still named, as its controller's
    expect(String(askCdb('{回合:A 阶段:战斗步骤 A场:No.96 黑雾,三眼怪 B场:青眼白龙 攻击:A:三眼怪→B:青眼白龙} C1 A:No.96 黑雾').links[0]!.illegalReason)).toContain('另一只');
  });
});
