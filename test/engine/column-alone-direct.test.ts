// CH-COLUMN-ALONE (s59): 星痕之机界骑士① 「和这张卡相同纵列没有其他卡存在的场合，这张卡可以直接攻击」 (current card text) — a condition on this
// card's column, counted on the zones the situation writes (a column spans both fields: A's zone c faces B's zone 6−c; an Extra
// Monster Zone is in the column under it). It was left unread, and the direct attack refused whatever stood in the column.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-COLUMN-ALONE', CARDS_DB);

const attack = (fields: string) => askCdb(`{回合:A 阶段:战斗步骤 ${fields}} 攻击宣言 星痕之机界骑士`);

describe('[CH-COLUMN-ALONE] 「和这张卡相同纵列没有其他卡存在的场合，这张卡可以直接攻击」', () => {
  it('[CH-COLUMN-ALONE] the compiler keeps the column state on the direct-attack rule (no other card, either side, in this card\'s column)', () => {
    const c = textCard({ id: 99262790, name: '测试用纵列直攻', type: 'monster effect', text: '①：和这张卡相同纵列没有其他卡存在的场合，这张卡可以直接攻击。' });
    expect(c.effects.flatMap((e) => e.attackRules ?? [])).toEqual([expect.objectContaining({ kind: 'direct', of: 'self', whileHolds: [{ is: 'none', filter: { place: 'field', notSelf: true, sameColumnAsSelf: true } }] })]);
    expect(c.effects.flatMap((e) => e.unknown ?? [])).toEqual([]);
  });
  describe.skipIf(!haveCards)('星痕之机界骑士 on the board', () => {
    it('[CH-COLUMN-ALONE] no other card in its column (B\'s monster in another column): the direct attack is allowed, the state named', () => {
      // A's EX左 is column 2; B's 主1 is column 5.
      const a = attack('A场:星痕之机界骑士(EX左) B场:青眼白龙(主1)');
      expect(a.attack?.legal).toBe(true);
      expect(a.attack?.direct).toBe(true);
      expect(a.attack?.rules).toContain('CH-COLUMN-ALONE');
      expect(String(a.attack?.reason)).toContain('和这张卡相同纵列没有其他卡');
      expect(a.events.some((e) => e.type === 'attack-declared')).toBe(true);
    });
    it('[CH-COLUMN-ALONE] the other side: a card in its column — the opponent\'s monster facing its Extra Monster Zone, the opponent\'s Spell/Trap, its own Spell/Trap — no direct attack', () => {
      for (const f of ['A场:星痕之机界骑士(EX左) B场:青眼白龙(主4)', 'A场:星痕之机界骑士(主3) B场:青眼白龙(主1),雷破(魔陷3)', 'A场:星痕之机界骑士(主2),雷破(魔陷2) B场:青眼白龙(主1)']) {
        const a = attack(f);
        expect(a.attack?.legal, f).toBe(false);
        expect(a.attack?.rules, f).toContain('CH-COLUMN-ALONE');
        expect(String(a.attack?.reason), f).toContain('现在不满足');
      }
    });
    it('[CH-COLUMN-ALONE] the zones not written: the column is not judged — allowed as the reading taken, said in the assumptions (zh, en), never a guessed refusal', () => {
      const a = attack('A场:星痕之机界骑士 B场:青眼白龙');
      expect(a.attack?.legal).toBe(true);
      expect(String(a.attack?.reason)).toContain('没有判断');
      expect(a.assumptions.join('\n')).toContain('纵列没有判断');
      const en = cdbJudge().chain('{回合:A 阶段:战斗步骤 A场:星痕之机界骑士 B场:青眼白龙} 攻击宣言 星痕之机界骑士', { lang: 'en' });
      expect(en.ok && en.assumptions.join('\n')).toContain('the column was not judged');
      // (Its own zone written, another card's not, none in the column among those written: still not judged.)
      const part = attack('A场:星痕之机界骑士(主2) B场:青眼白龙(主1),雷破');
      expect(part.attack?.legal).toBe(true);
      expect(part.assumptions.join('\n')).toContain('纵列没有判断');
    });
  });
});
