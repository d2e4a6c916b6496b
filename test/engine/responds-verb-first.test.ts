// CMP-RESPONDS-VERB-FIRST (test/RULES.md): the older wording that puts 发动 before what is activated — 「自己发动通常魔法时」 (连续魔法),
// 「对方发动通常魔法时」 (暗之取引), 「对方发动永续魔法卡时」 (魔力终了宣告), 「当对方发动以墓地里的怪兽卡为对象的卡时」 (大火葬) — is read as
// the activation it answers: who activates it (held as written, the cards' current text), its kind and subtype, a card activation,
// what it targets. Before, only the side was read (「自己发动」 taken as either player) and any activation of any kind qualified.
// CH-RESPONDS-TARGETS-UNWRITTEN: the answered link's targets not written — taken as such a card, and said. Cards are read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const link = (input: string, n: number) => askCdb(input).links[n - 1]!;

describe.skipIf(!haveCards)('「自己／对方发动X时」: the activation answered, as written', () => {
  it('[CMP-RESPONDS-VERB-FIRST] 连续魔法 「自己发动通常魔法时」 answers only its controller’s own Normal Spell: not the opponent’s (the other side), not a Quick-Play Spell; alone it answers nothing', () => {
    const other = link('{回合:B 阶段:主要1} C1 B:强欲之壶 C2 A:连续魔法', 2);
    expect(other.legal).toBe(false);
    expect(other.illegalReason).toContain('只能回应自己的发动');
    expect(link('{回合:A 阶段:主要1} C1 A:强欲之壶 C2 A:连续魔法', 2).legal).toBe(true);
    const quick = link('{回合:A B场:王宫的敕命} C1 A:旋风→王宫的敕命 C2 A:连续魔法→王宫的敕命', 2);
    expect(quick.legal).toBe(false);
    expect(quick.illegalReason).toContain('只回应通常魔法卡的发动');
    expect(quick.illegalReason).toContain('速攻魔法卡');
    const alone = link('{回合:A 阶段:主要1} C1 A:连续魔法', 1);
    expect(alone.legal).toBe(false);
    expect(alone.rules).toContain('CH-RESPONDS-C1');
  });
  it('[CMP-RESPONDS-VERB-FIRST] 暗之取引 「对方发动通常魔法时」 answers only the opponent’s Normal Spell card activation: not its controller’s own, not a Quick-Play Spell, a Trap or a monster effect (said in English too)', () => {
    expect(link('{回合:B 阶段:主要1} C1 B:强欲之壶 C2 A:暗之取引', 2).legal).toBe(true);
    expect(link('{回合:A 阶段:主要1} C1 A:强欲之壶 C2 A:暗之取引', 2).legal).toBe(false);
    const quick = link('{回合:A} C1 B:旋风 C2 A:暗之取引', 2);
    expect(quick.legal).toBe(false);
    expect(quick.illegalReason).toContain('旋风」是速攻魔法卡');
    expect(link('{回合:A} C1 B:神之宣告 C2 A:暗之取引', 2).legal).toBe(false);
    expect(link('{回合:A B场:效果遮蒙者} C1 B:效果遮蒙者 C2 A:暗之取引', 2).legal).toBe(false);
    const en = cdbJudge().chain('{回合:A} C1 B:旋风 C2 A:暗之取引', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.links[1]!.illegalReason).toContain('only answers the activation of a Normal Spell Card');
  });
  it('[CMP-RESPONDS-VERB-FIRST] a different card of the same wording: 魔力终了宣告 「对方发动永续魔法卡时」 answers the opponent’s Continuous Spell, not a Normal Spell', () => {
    expect(link('{回合:B 阶段:主要1} C1 B:灵魂吸收 C2 A:魔力终了宣告', 2).legal).toBe(true);
    expect(link('{回合:B 阶段:主要1} C1 B:强欲之壶 C2 A:魔力终了宣告', 2).legal).toBe(false);
  });
  it('[CMP-RESPONDS-VERB-FIRST] 大火葬 「当对方发动以墓地里的怪兽卡为对象的卡时」: the opponent’s activation targeting a monster in a GY — not one targeting nothing or a card elsewhere, not its controller’s own', () => {
    expect(link('{回合:B A墓:青眼白龙} C1 B:死者苏生→A:青眼白龙 C2 A:大火葬', 2).legal).toBe(true);
    const none = link('{回合:B 阶段:主要1} C1 B:强欲之壶 C2 A:大火葬', 2);
    expect(none.legal).toBe(false);
    expect(none.illegalReason).toContain('只回应以墓地的怪兽为对象的发动');
    expect(link('{回合:A A场:王宫的敕命} C1 B:旋风→A:王宫的敕命 C2 A:大火葬', 2).legal).toBe(false);
    expect(link('{回合:A A墓:青眼白龙} C1 A:死者苏生→A:青眼白龙 C2 A:大火葬', 2).legal).toBe(false);
  });
  it('[CH-RESPONDS-TARGETS-UNWRITTEN] 大火葬 answering 死者苏生 whose target is not written: taken as targeting a monster in a GY, and said in the assumptions', () => {
    const a = askCdb('{回合:B} C1 B:死者苏生 C2 A:大火葬');
    expect(a.links[1]!.legal).toBe(true);
    expect(a.links[1]!.rules).toContain('CH-RESPONDS-TARGETS-UNWRITTEN');
    expect(a.assumptions.join('\n')).toContain('对象没有写出，假定它以那样的卡为对象');
  });
});
