// A head judge's spot-check of small wrong answers (session s57, misc4): each test is an answer a player saw wrong before
// its fix. Cards of the shared cards.cdb and the curated set over it.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('spot-check (s57 misc4)', () => {
  it('[CH-COND] 自奏圣乐之阶 ① with only a non-Link 「自奏圣乐」 monster: refused, and the reason names the Link Monster its text asks for (it said 「「自奏圣乐」怪兽」, as if any would do); with a Link one it negates', () => {
    const l = askCdb('{回合:A A场:青眼白龙 B场:自奏圣乐之阶(盖),自奏圣乐·梦幻崩影} C1 A:黑洞 C2 B:自奏圣乐之阶').links[1]!;
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toContain('有自己场上的「自奏圣乐」连接怪兽存在');
    const en = cdbJudge().chain('{回合:A A场:青眼白龙 B场:自奏圣乐之阶(盖),自奏圣乐·梦幻崩影} C1 A:黑洞 C2 B:自奏圣乐之阶', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.links[1]!.illegalReason).toContain('"自奏圣乐" Link monster');
    expect(askCdb('{回合:A A场:青眼白龙 B场:自奏圣乐之阶(盖),自奏圣乐·伽拉忒亚} C1 A:黑洞 C2 B:自奏圣乐之阶').links[1]!.legal).toBe(true);
  });
});
