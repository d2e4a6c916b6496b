// CUR-FIREWALL-SUMMON: 防火龙② as today's text says it (cards.cdb 5043010: 「从手卡把1只怪兽特殊召唤」) — any monster from the hand, not
// only a Cyberse one, and no 「1回合1次」 on ②. (十二兽 龙枪 destroys the monster: cards.cdb needed.)
import { describe, expect, it } from 'vitest';
import { summary } from '../engine/build.js';
import { askCdb, haveCards } from './data.js';

const summoned = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('防火龙②', () => {
  it('[CUR-FIREWALL-SUMMON] a monster it points to destroyed: its ② summons 黑魔术师 (a Spellcaster) from the hand', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:防火龙(EX左),青眼白龙(主2) A手:黑魔术师 B场:十二兽 龙枪} C1 B:十二兽 龙枪→青眼白龙 然后 C1 A:防火龙②');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(summoned(a)).toEqual(['黑魔术师']);
  });
  it('[CUR-FIREWALL-SUMMON] a second time in the turn: no 「1回合1次」 on ②, it may be activated again', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:防火龙(EX左),青眼白龙(主2) A手:黑魔术师 B场:十二兽 龙枪 本回合:A:防火龙#2} C1 B:十二兽 龙枪→青眼白龙 然后 C1 A:防火龙②');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
  });
});
