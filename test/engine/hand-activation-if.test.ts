// CMP-HAND-ACTIVATION-IF (issue 16, rules reference docs/c02/卡片·效果的发动.rst:76): a Trap whose text says 「<condition>的场合，这张卡
// 的发动从手卡也能用」 may be activated from the hand while the condition holds — read from the text as its card activation's hand
// activation (CH-TRAP-HAND-TEXT judges it), 「自己场上的怪兽只有「X」怪兽3只」 as exactly three monsters, all of them X.
// CMP-HEADER-OPPONENT-TURN: a header 「「X」的怪兽效果1回合只能使用1次，对方回合才能发动」 makes the effects it covers quick effects of the
// opponent's turn only. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link = (input: string, n = 1) => askCdb(input).links.find((l) => l.n === n)!;
const attack = '{回合:A 阶段:战斗步骤 攻击:A:三眼怪→B:黑羽-疾风之盖尔 A场:三眼怪 B场:';

describe.skipIf(!haveCards)('CMP-HAND-ACTIVATION-IF', () => {
  it('[CMP-HAND-ACTIVATION-IF] 黑翼音速 from the hand: with exactly three 黑羽 monsters it may be activated; with four, or with another monster among three, it may not — and the answer names the condition', () => {
    expect(link(`${attack}黑羽-疾风之盖尔,黑羽-苍炎之修罗,黑羽-极光之奥罗拉 B手:黑翼音速} C1 B:黑翼音速[从手卡]`).legal).toBe(true);
    const four = link(`${attack}黑羽-疾风之盖尔,黑羽-苍炎之修罗,黑羽-极光之奥罗拉,黑羽-铁锁之焚 B手:黑翼音速} C1 B:黑翼音速[从手卡]`);
    expect(four.legal).toBe(false);
    expect(four.rules).toContain('CH-TRAP-HAND-TEXT');
    expect(String(four.illegalReason)).toContain('只有「黑羽」怪兽3只');
    expect(link(`${attack}黑羽-疾风之盖尔,黑羽-苍炎之修罗,青眼白龙 B手:黑翼音速} C1 B:黑翼音速[从手卡]`).legal).toBe(false);
  });

  it('[CMP-HAND-ACTIVATION-IF] another card’s wording: 鹰身女妖的羽毛吹雪 from the hand needs a 「鹰身」 monster on its controller’s field', () => {
    expect(link('{回合:A 阶段:主要1 A场:三眼怪 B场: B手:鹰身女妖的羽毛吹雪} C1 B:鹰身女妖的羽毛吹雪[从手卡]').legal).toBe(false);
    expect(link('{回合:A 阶段:主要1 A场:三眼怪 B场:鹰身女妖三姐妹 B手:鹰身女妖的羽毛吹雪} C1 B:鹰身女妖的羽毛吹雪[从手卡]').legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('CMP-HAND-ACTIVATION-IF, a condition not read in full', () => {
  it('[CMP-HAND-ACTIVATION-IF] 神数的星战’s 「自己的灵摆区域有2张「神数」卡存在」 (a number the reader does not keep) is not judged as one card: the answer says it assumed the condition', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪 B场:青眼白龙 A手:神数的星战} C1 A:神数的星战[从手卡]→三眼怪,B:青眼白龙');
    expect(a.assumptions.some((x) => x.includes('从手卡发动的条件') && x.includes('2张「神数」卡'))).toBe(true);
  });
});

describe.skipIf(!haveCards)('CMP-HEADER-OPPONENT-TURN', () => {
  it('[CMP-HEADER-OPPONENT-TURN] DDD 极智王 混沌默示神’s monster effect is a quick effect of the opponent’s turn: from the hand in the opponent’s Main Phase it may be activated, in its own turn it may not', () => {
    const opp = link('{回合:A 阶段:主要1 B场:补给部队,王宫的敕命 B手:DDD 极智王 混沌默示神} C1 B:DDD 极智王 混沌默示神①→补给部队,王宫的敕命');
    expect(opp.legal).toBe(true);
    expect(opp.speed).toBe(2);
    expect(link('{回合:B 阶段:主要1 B场:补给部队,王宫的敕命 B手:DDD 极智王 混沌默示神} C1 B:DDD 极智王 混沌默示神①→补给部队,王宫的敕命').legal).toBe(false);
  });
  it('[CH-COND-UNKNOWN] a condition the compiler did not read (三角乌鸦阵-反埋伏’s 「自己场上的「黑羽」怪兽只有3只」) is not said to be “not stated” when the field is listed: the answer says the engine does not read it and the user should check it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:黑洞(盖) B场:黑羽-疾风之盖尔,黑羽-苍炎之修罗 B手:三角乌鸦阵-反埋伏} C1 B:三角乌鸦阵-反埋伏[从手卡]');
    const said = a.assumptions.filter((x) => x.includes('只有3只'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('没有被读懂');
    expect(said[0]).not.toContain('情境中没有写明');
  });
});
