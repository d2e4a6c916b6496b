// CH-ATTACK-DECLARED-TURN (rules reference docs/c03/战斗阶段流程.rst:11, 97, 105): only the turn player declares attacks, with its own
// monsters. An effect answering 「对方怪兽的攻击宣言时」 with no attack written was taken as answering an assumed declaration even in its
// controller's own turn (神圣防护罩 -反射镜力-, 炸裂装甲, 次元幽闭, 攻击无力化 were legal in A's own Battle Phase); and 炸裂装甲 on an
// assumed attack was then said not to resolve — its 「攻击怪兽」 condition denied the attack it was activated on (review s46).
import { describe, expect, it } from 'vitest';
import { chain, linkOf, summary } from './build.js';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';

const OPP_ATTACK = ['神圣防护罩 -反射镜力-', '炸裂装甲', '次元幽闭', '攻击无力化'];

describe('an attack declaration is assumed only in the turn whose monsters attack', () => {
  it('[CH-ATTACK-DECLARED-TURN] 「对方怪兽的攻击宣言时」 with no attack written, in its controller\'s own turn: refused, the reason says why (zh + en)', () => {
    for (const card of OPP_ATTACK) {
      const a = chain(`{回合:A 阶段:战斗} C1 A:${card}`);
      expect(summary(a), card).toEqual(['C1:illegal:illegal']);
      expect(linkOf(a, 1).rules, card).toContain('CH-ATTACK-DECLARED-TURN');
      expect(String(linkOf(a, 1).illegalReason), card).toContain('现在是自己（A）的回合');
      expect(String(linkOf(a, 1).illegalReason), card).toContain('对方的怪兽不会攻击宣言');
      // no attack is assumed for a link that could not be activated
      expect(a.assumptions.join('\n'), card).not.toContain('假定刚刚有符合条件的攻击宣言');
    }
    const en = chain('{回合:A 阶段:战斗步骤} C1 A:神圣防护罩 -反射镜力-', 'en');
    expect(String(en.links[0]!.illegalReason)).toContain("only the turn player's monsters attack");
  });

  it('[CH-ATTACK-DECLARED-TURN] the other side: in the opponent\'s turn the declaration is still assumed (and said); an attack written is judged as it stands', () => {
    for (const card of OPP_ATTACK) {
      const a = chain(`{回合:B 阶段:战斗} C1 A:${card}`);
      expect(a.links[0]!.legal, card).toBe(true);
      expect(a.links[0]!.rules, card).not.toContain('CH-ATTACK-DECLARED-TURN');
      expect(a.assumptions.join('\n'), card).toContain('假定刚刚有符合条件的攻击宣言');
    }
    expect(summary(chain('{回合:B 阶段:战斗步骤 A场:三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} C1 A:神圣防护罩 -反射镜力-'))).toEqual(['C1:legal:resolved']);
    // its own player's attack written: refused by the attacker, as before (CH-ATTACK-WINDOW), not by this rule
    const own = chain('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场:三眼怪 攻击:A:青眼白龙→B:三眼怪} C1 A:神圣防护罩 -反射镜力-');
    expect(summary(own)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(own, 1).rules).not.toContain('CH-ATTACK-DECLARED-TURN');
  });

  it('[CH-ATTACK-DECLARED-TURN] the damage step: still refused as past the declaration (CH-ATTACK-WINDOW), in either turn', () => {
    for (const turn of ['A', 'B']) {
      const a = chain(`{回合:${turn} 阶段:伤害步骤} C1 A:炸裂装甲`);
      expect(summary(a), turn).toEqual(['C1:illegal:illegal']);
      expect(linkOf(a, 1).rules, turn).toContain('CH-ATTACK-WINDOW');
      expect(linkOf(a, 1).rules, turn).not.toContain('CH-ATTACK-DECLARED-TURN');
    }
  });

  it('[CH-ATTACK-DECLARED-TURN] no turn written: not refused — the turn the attack needs is assumed, and said', () => {
    const a = chain('{阶段:战斗} C1 A:神圣防护罩 -反射镜力-');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.join('\n')).toContain('情境没有写回合，假定现在是对方（B）的回合');
  });

  it('[CH-ATTACK-DECLARED-TURN] 炸裂装甲 on an assumed attack (the opponent\'s turn, none written) resolves on the assumed attacking monster, said as an assumption — its 「攻击怪兽」 condition does not deny the attack assumed at activation', () => {
    const a = chain('{回合:B 阶段:战斗 B场:三眼怪} C1 A:炸裂装甲');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(String(linkOf(a, 1).reason)).not.toContain('不再满足');
    expect(a.assumptions.join('\n')).toContain('假定仍是攻击怪兽');
    // in its own turn it is refused at activation: never assumed at activation and denied at resolution
    const own = chain('{回合:A 阶段:战斗 B场:三眼怪} C1 A:炸裂装甲');
    expect(summary(own)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(own, 1).rules).toContain('CH-ATTACK-DECLARED-TURN');
    // the other side: an attack written whose attacker is no longer attacking (changed to defence position) still does not resolve
    const gone = chain('{回合:B 阶段:战斗步骤 A场:三眼怪 B场:青眼白龙(守) 攻击:B:青眼白龙→A:三眼怪} C1 A:炸裂装甲→青眼白龙');
    expect(summary(gone)).toEqual(['C1:legal:no-effect']);
    expect(gone.assumptions.join('\n')).not.toContain('假定仍是攻击怪兽');
  });
});

skipMessage('CH-ATTACK-DECLARED-TURN with cards read from their text', CARDS_DB);

describe.skipIf(!haveCards)('cards read from their text (CH-ATTACK-DECLARED-TURN)', () => {
  it('[CH-ATTACK-DECLARED-TURN] 「自己怪兽的攻击宣言时」 (炽热的决斗者们①, compiled): refused in the opponent\'s turn with no attack written; legal in its own', () => {
    const opp = askCdb('{回合:B 阶段:战斗 A场:炽热的决斗者们 B场:旋风(盖)} C1 A:炽热的决斗者们①→旋风');
    expect(opp.links[0]!.legal).toBe(false);
    expect(opp.links[0]!.rules).toContain('CH-ATTACK-DECLARED-TURN');
    expect(String(opp.links[0]!.illegalReason)).toContain('自己的怪兽不会攻击宣言');
    const en = cdbJudge().chain('{回合:B 阶段:战斗 A场:炽热的决斗者们 B场:旋风(盖)} C1 A:炽热的决斗者们①→旋风', { lang: 'en' });
    expect(String(en.links[0]!.illegalReason)).toContain("its controller's own never declare an attack");
    const own = askCdb('{回合:A 阶段:战斗 A场:炽热的决斗者们 B场:旋风(盖)} C1 A:炽热的决斗者们①→旋风');
    expect(own.links[0]!.legal).toBe(true);
  });

  it('[CH-ATTACK-DECLARED-TURN] a card that left the field (苏生栗子球② from the GY) and a hand trigger (球形栗子球①), 「对方怪兽的攻击宣言时」: refused in their own turn, legal in the opponent\'s', () => {
    const gy = (turn: string) => askCdb(`{回合:${turn} 阶段:战斗 A墓:苏生栗子球,栗子球} C1 A:苏生栗子球②→栗子球`).links[0]!;
    expect(gy('A').legal).toBe(false);
    expect(gy('A').rules).toContain('CH-ATTACK-DECLARED-TURN');
    expect(gy('B').legal).toBe(true);
    const hand = (turn: string) => askCdb(`{回合:${turn} 阶段:战斗 A手:球形栗子球} C1 A:球形栗子球`).links[0]!;
    expect(hand('A').legal).toBe(false);
    expect(hand('B').legal).toBe(true);
  });

  it('[CH-ATTACK-DECLARED-TURN] 「这张卡被选择作为攻击对象时」 (青色眼睛的少女②): the attacker is the opponent\'s — refused in its own turn, legal in the opponent\'s', () => {
    const at = (turn: string) => askCdb(`{回合:${turn} 阶段:战斗 A场:青色眼睛的少女} C1 A:青色眼睛的少女②`).links[0]!;
    expect(at('A').legal).toBe(false);
    expect(at('A').rules).toContain('CH-ATTACK-DECLARED-TURN');
    expect(at('B').legal).toBe(true);
  });

  it('[CH-ATTACK-DECLARED-TURN] 「自己场上的「青蛙」怪兽被选择作为攻击对象时」 (蛙类防护罩, compiled: the attacked monster by side): the attacker is the opponent\'s — legal at the opponent\'s attack on its monster (it was judged against the attacker and refused), refused in its own turn with no attack', () => {
    const written = askCdb('{回合:B 阶段:战斗步骤 A场:蛙类防护罩(盖),死亡青蛙 B场:青眼白龙 攻击:B:青眼白龙→A:死亡青蛙} C1 A:蛙类防护罩');
    expect(written.links[0]!.legal).toBe(true);
    expect(askCdb('{回合:B 阶段:战斗} C1 A:蛙类防护罩').links[0]!.legal).toBe(true);
    const own = askCdb('{回合:A 阶段:战斗} C1 A:蛙类防护罩').links[0]!;
    expect(own.legal).toBe(false);
    expect(own.rules).toContain('CH-ATTACK-DECLARED-TURN');
    // the other side: its own player's attack written (A's monster attacking B's) — no monster of its own is attacked
    expect(askCdb('{回合:A 阶段:战斗步骤 A场:蛙类防护罩(盖),死亡青蛙 B场:青眼白龙 攻击:A:死亡青蛙→B:青眼白龙} C1 A:蛙类防护罩').links[0]!.legal).toBe(false);
  });
});
