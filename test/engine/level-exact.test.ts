// CMP-LEVEL-EXACT in play, on a card imported from cards.cdb (read from its text, not curated): 破坏神的系谱 targets
// 「1只8星的怪兽」 — a Level 8 monster, not one of a higher or lower level. The other side: a Level 10 and a Level 4
// monster are not targets it may choose; in the damage step the damage-step rule decides first; a Level 8 monster in the GY is no target.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a level stated exactly (CMP-LEVEL-EXACT)', CARDS_DB);

const chain = (monster: string) =>
  askCdb(`{回合:A 阶段:战斗步骤 A场:${monster}(已攻击),破坏神的系谱(盖) B场:三眼怪} C1 A:破坏神的系谱→${monster}`).links[0]!;

describe.skipIf(!haveCards)('a level stated exactly, in play', () => {
  it('[CMP-LEVEL-EXACT] 破坏神的系谱 (imported) may target a Level 8 monster (青眼白龙), not a Level 10 (冥界浊龙 龙叹) or Level 4 one (三眼怪 on its own field)', () => {
    expect(chain('青眼白龙').legal).toBe(true);
    for (const other of ['冥界浊龙 龙叹', '元素英雄 新宇侠']) {
      const l = chain(other);
      expect(l.legal, other).toBe(false);
      expect(l.rules, other).toContain('CH-TARGET-QUALIFY');
    }
  });
  it('[CMP-LEVEL-EXACT] in the damage step a Level 8 target does not make it legal (CH-DAMAGE-STEP decides: it changes no ATK/DEF); a Level 8 monster in the GY is no target', () => {
    const ds = askCdb('{回合:A 阶段:伤害计算后 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙(已攻击),破坏神的系谱(盖) B场:三眼怪} C1 A:破坏神的系谱→青眼白龙').links[0]!;
    expect(ds.legal).toBe(false);
    expect(ds.rules).toContain('CH-DAMAGE-STEP');
    const gone = askCdb('{回合:A 阶段:战斗步骤 A场:破坏神的系谱(盖) A墓:青眼白龙 B场:三眼怪} C1 A:破坏神的系谱→青眼白龙').links[0]!;
    expect(gone.legal).toBe(false);
  });
});

// CMP-LEVEL-PAIR: 「7·8星的龙族怪兽」 — either level of the two, on imported cards (复活之福音 ①, a target in the GY).
const revive = (monster: string) => askCdb(`{回合:A 阶段:主要1 A墓:${monster},三眼怪} C1 A:复活之福音→${monster}`).links[0]!;

describe.skipIf(!haveCards)('two levels in a row, in play', () => {
  it('[CMP-LEVEL-PAIR] 复活之福音 (imported, 「7·8星的龙族怪兽」) may target a Level 7 dragon (真红眼黑龙) as well as a Level 8 one (青眼白龙)', () => {
    expect(revive('真红眼黑龙').legal).toBe(true);
    expect(revive('青眼白龙').legal).toBe(true);
  });
  it('[CMP-LEVEL-PAIR] the other side: a Level 6 dragon (自然木鳞龙) and a Level 4 Fiend (三眼怪) are no targets, and the refusal names both levels as the card does', () => {
    for (const other of ['自然木鳞龙', '三眼怪']) {
      const l = revive(other);
      expect(l.legal, other).toBe(false);
      expect(l.rules, other).toContain('CH-TARGET-QUALIFY');
      expect(l.illegalReason, other).toContain('7·8星的龙族怪兽');
    }
  });
});
