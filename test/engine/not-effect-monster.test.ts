// CMP-NOT-EFFECT-MONSTER: 「以效果怪兽以外的自己墓地1只怪兽为对象才能发动。那只怪兽特殊召唤」 (大薰风骑士 翠玉 ●2, current text) — only a monster that is
// no Effect Monster may be targeted. The 「以外」 kept the compiler from reading the type at all, and an Effect Monster was summoned.
// Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CMP-NOT-EFFECT-MONSTER', CARDS_DB);

const EMERAL = '大薰风骑士 翠玉';
const SIT = `{回合:A 阶段:主要1 A场:${EMERAL} A墓:哥布林僵尸,基因狼人}`;

describe.skipIf(!haveCards)('[CMP-NOT-EFFECT-MONSTER] 「效果怪兽以外的」', () => {
  it('[CMP-NOT-EFFECT-MONSTER] 大薰风骑士 翠玉 ●2 targeting an Effect Monster in its GY (哥布林僵尸) is refused, and the reason says what it may target', () => {
    const a = askCdb(`${SIT} C1 A:${EMERAL}①[●2]→哥布林僵尸`);
    expect(a.links[0]!.outcome).toBe('illegal');
    expect(a.links[0]!.illegalReason).toContain('效果怪兽以外的');
    expect(a.events.some((e) => e.type === 'special-summoned')).toBe(false);
  });

  it('[CMP-NOT-EFFECT-MONSTER] the other side: a Normal Monster (基因狼人) is a fitting target and is Special Summoned', () => {
    const a = askCdb(`${SIT} C1 A:${EMERAL}①[●2]→基因狼人`);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['基因狼人']);
  });
});
