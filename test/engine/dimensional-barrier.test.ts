// CH-LINGER-SUMMON-LOCK-DECLARED (s60): 次元障壁, current text 「①：宣言1个怪兽的种类（仪式·融合·同调·超量·灵摆）才能发动。这个回合，双方不能把
// 宣言的种类的怪兽特殊召唤，场上的宣言种类的怪兽的效果无效化。」 Before, its whole effect was one unread `other` step and `[宣言 融合]` was read
// as the card name 融合: a Fusion Summon after it was made with no remark. Probed both ways: the type declared locked and another type free,
// either player's summon, a chain link that would summon one, a monster of that type already on the field, the next turn.
import { describe, expect, it } from 'vitest';
import { referenceJudge } from '../reference/judge.js';
import { ask, haveData, links } from '../reference/judge.js';

const summoned = (input: string): string[] => ask(input).events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards);
const lockWarning = (input: string): string | undefined => ask(input).warnings.find((w) => w.includes('次元障壁'));

describe.skipIf(!haveData)('CH-LINGER-SUMMON-LOCK-DECLARED: 次元障壁 and the declared monster type', () => {
  it('[CH-LINGER-SUMMON-LOCK-DECLARED] Fusion declared (`[宣言 融合]`, chain before `然后`): the Fusion Summon written after it is not made, and the answer says why; Synchro declared, it is made', () => {
    const locked = 'C1 B:次元障壁[宣言 融合] 然后 融合召唤 召唤兽 梅尔卡巴';
    expect(summoned(locked)).toEqual([]);
    expect(lockWarning(locked)).toMatch(/双方不能把融合怪兽特殊召唤：「召唤兽 梅尔卡巴」是融合怪兽，不能特殊召唤/);
    expect(summoned('C1 B:次元障壁[宣言 同调] 然后 融合召唤 召唤兽 梅尔卡巴').length).toBe(1);
  });

  it('[CH-LINGER-SUMMON-LOCK-DECLARED] 「双方」: the lock binds the player who activated it and the opponent alike (`本回合:`, 「融合怪兽」 and English words read as the type)', () => {
    expect(summoned('{回合:A 本回合:B:次元障壁(宣言:融合怪兽)} 融合召唤 召唤兽 梅尔卡巴')).toEqual([]);
    expect(summoned('{回合:A 本回合:A:次元障壁(宣言:fusion)} 融合召唤 召唤兽 梅尔卡巴')).toEqual([]);
  });

  it('[CH-LINGER-SUMMON-LOCK-DECLARED] the next turn is free: a 次元障壁 of the turn before (`上回合:`) locks nothing', () => {
    expect(summoned('{回合:A 上回合:B:次元障壁(宣言:融合)} 融合召唤 召唤兽 梅尔卡巴').length).toBe(1);
  });

  it('[CH-LINGER-SUMMON-LOCK-DECLARED] a chain link that would Special Summon a locked monster cannot be activated (死者苏生 on a Fusion monster; 融合 makes a Fusion Summon); a monster of another type is revived', () => {
    const a = ask('{本回合:B:次元障壁(宣言:融合) A墓地:召唤兽 梅尔卡巴} C1 A:死者苏生→召唤兽 梅尔卡巴');
    expect(links(a)).toEqual(['C1:illegal:illegal']);
    expect(a.links[0]!.illegalReason).toMatch(/作为对象的「召唤兽 梅尔卡巴」特殊召唤，而它是融合怪兽、不能特殊召唤/);
    expect(links('{本回合:B:次元障壁(宣言:融合)} C1 A:融合')).toEqual(['C1:illegal:illegal']);
    expect(links('{本回合:B:次元障壁(宣言:同调) A墓地:召唤兽 梅尔卡巴} C1 A:死者苏生→召唤兽 梅尔卡巴')).toEqual(['C1:legal:resolved']);
  });

  it('[CH-LINGER-SUMMON-LOCK-DECLARED] chained above a revival: 次元障壁 resolves first, so the Fusion monster 死者苏生 targeted is not summoned as it resolves', () => {
    const input = '{A墓地:召唤兽 梅尔卡巴} C1 A:死者苏生→召唤兽 梅尔卡巴 C2 B:次元障壁[宣言 融合]';
    expect(summoned(input)).toEqual([]);
    expect(ask(input).links[0]!.rules).toContain('CH-LINGER-SUMMON-LOCK-DECLARED');
    expect(summoned('{A墓地:召唤兽 梅尔卡巴} C1 A:死者苏生→召唤兽 梅尔卡巴 C2 B:次元障壁[宣言 超量]').length).toBe(1);
  });

  it('[CH-LINGER-SUMMON-LOCK-DECLARED] a Fusion monster already face-up on the field has its effects negated: its quick effect resolves with no effect, in the same chain and later in the turn; a Synchro declaration leaves it alone', () => {
    expect(links('{B场:召唤兽 梅尔卡巴} C1 A:黑洞 C2 B:召唤兽 梅尔卡巴① C3 A:次元障壁[宣言 融合]')).toEqual(['C1:legal:resolved', 'C2:legal:effect-negated@3', 'C3:legal:resolved']);
    expect(links('{本回合:A:次元障壁(宣言:融合) B场:召唤兽 梅尔卡巴} C1 A:黑洞 C2 B:召唤兽 梅尔卡巴①')).toEqual(['C1:legal:resolved', 'C2:legal:effect-negated']);
    expect(links('{本回合:A:次元障壁(宣言:同调) B场:召唤兽 梅尔卡巴} C1 A:黑洞 C2 B:召唤兽 梅尔卡巴①')).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });

  it('[CH-LINGER-SUMMON-LOCK-DECLARED] the type not written (`C1 B:次元障壁` alone): nothing is locked, and the answer says which note is missing', () => {
    const a = ask('C1 B:次元障壁 然后 融合召唤 召唤兽 梅尔卡巴');
    expect(a.events.filter((e) => e.type === 'special-summoned').length).toBe(1);
    expect(a.assumptions.join('\n')).toMatch(/宣言了哪种怪兽（仪式·融合·同调·超量·灵摆）没有写明/);
  });

  it('[CH-LINGER-SUMMON-LOCK-DECLARED] notation: for a card that declares a monster type, a word that is none of its types (a card name, 连接) is a clear error, never a card name; for a card that declares a card name (抹杀之指名者), `[宣言 融合]` is still accepted as the name 融合', () => {
    const judge = referenceJudge();
    for (const input of ['C1 B:次元障壁[宣言 黑洞]', 'C1 B:次元障壁[宣言 连接]']) {
      const a = judge.chain(input, { lang: 'zh-CN' });
      expect(a.ok).toBe(false);
      if (!a.ok) expect(a.error.message).toMatch(/宣言的是怪兽的种类（仪式·融合·同调·超量·灵摆），「(黑洞|连接)」不是其中之一/);
    }
    const en = judge.chain('C1 B:次元障壁[declare link]', { lang: 'en' });
    expect(en.ok).toBe(false);
    if (!en.ok) expect(en.error.message).toMatch(/declares a monster card type \(Ritual, Fusion, Synchro, Xyz, Pendulum\)/);
    const h = judge.chain('{本回合:B:次元障壁(宣言:连接)} 融合召唤 召唤兽 梅尔卡巴', { lang: 'zh-CN' });
    expect(h.ok).toBe(false);
    expect(judge.chain('C1 A:抹杀之指名者[宣言 融合]', { lang: 'zh-CN' }).ok).toBe(true);
  });
});
