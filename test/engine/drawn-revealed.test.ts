// CH-DRAWN-REVEALED (card texts 升阶魔法-七皇之剑, 闪光抽卡: 「自己抽卡阶段通过把通常抽卡的这张卡持续公开，那个回合的主要阶段1…才能发动」): the card is not
// activated at will from a chain — it is the card drawn by the normal draw of its player's own Draw Phase, kept revealed, and activated in
// that turn's Main Phase 1. Refused in the opponent's turn or in the Draw Phase, the reason said only 「咒文速度1的魔法卡，只能在自己回合的主要
// 阶段发动」; now it describes the Draw-Phase reveal, as the assumption does where the card is activated.
// CMP-MAIN-PHASE-1-START (s54): 贪欲而无欲之壶 「主要阶段1的开始时从自己墓地选择3只不同种族的怪兽才能发动」 — the moment glued to the old pick was
// lost, and the card resolved in Main Phase 2.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const REVEAL = '抽卡阶段通常抽卡抽到的，抽到时就公开';

describe.skipIf(!haveCards)('a card activated after its Draw-Phase reveal', () => {
  it('[CH-DRAWN-REVEALED] 升阶魔法-七皇之剑 in the opponent\u2019s turn: refused as a Spell Speed 1 Spell, and the reason describes the Draw-Phase reveal', () => {
    const a = askCdb('{回合:B 阶段:主要1} C1 A:升阶魔法-七皇之剑');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-DRAWN-REVEALED');
    expect(a.links[0]!.illegalReason).toContain('只能在自己回合的主要阶段发动');
    expect(a.links[0]!.illegalReason).toContain(REVEAL);
    expect(a.links[0]!.illegalReason).toContain('对方回合抽到·公开都不算');
    const en = cdbJudge().chain('{回合:B 阶段:主要1} C1 A:升阶魔法-七皇之剑', { lang: 'en' });
    expect(en.ok && en.links[0]!.illegalReason).toContain('drawn by the normal draw');
    // 闪光抽卡 asks the same reveal.
    expect(askCdb('{回合:B 阶段:主要1} C1 A:闪光抽卡').links[0]!.illegalReason).toContain(REVEAL);
  });

  it('[CH-DRAWN-REVEALED] in its own Draw Phase it is only revealed, not activated; in its own Main Phase 1 the assumption describes the reveal', () => {
    const draw = askCdb('{回合:A 阶段:抽卡} C1 A:升阶魔法-七皇之剑');
    expect(draw.links[0]!.legal).toBe(false);
    expect(draw.links[0]!.illegalReason).toContain('抽卡阶段里只是把它公开，不能发动');
    const main = askCdb('{回合:A 阶段:主要1} C1 A:升阶魔法-七皇之剑');
    expect(main.links[0]!.legal).toBe(true);
    expect(main.assumptions.some((x) => x.includes(REVEAL) && x.includes('假定满足'))).toBe(true);
  });

  it('[CH-DRAWN-REVEALED] the other side: a Spell Speed 1 Spell with no such reveal (强欲之壶) is refused in the opponent\u2019s turn as before, with no reveal words', () => {
    const a = askCdb('{回合:B 阶段:主要1} C1 A:强欲之壶');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).not.toContain(REVEAL);
    expect(a.links[0]!.rules).not.toContain('CH-DRAWN-REVEALED');
  });

  it('[CMP-MAIN-PHASE-1-START] 贪欲而无欲之壶 (「主要阶段1的开始时从自己墓地选择3只…」) is refused in Main Phase 2; in Main Phase 1 it is activated, the start of the phase assumed', () => {
    const m2 = askCdb('{回合:A 阶段:主要2} C1 A:贪欲而无欲之壶');
    expect(m2.links[0]!.legal).toBe(false);
    expect(m2.links[0]!.illegalReason).toContain('主要阶段1');
    const m1 = askCdb('{回合:A 阶段:主要1} C1 A:贪欲而无欲之壶');
    expect(m1.links[0]!.legal).toBe(true);
    expect(m1.assumptions.some((x) => x.includes('主要阶段1的开始时'))).toBe(true);
  });
  it('[CH-DRAWN-REVEALED] a hand card written revealed (`A手:升阶魔法-七皇之剑(公开)`): the reveal is read from the situation, and only its being the normal draw stays assumed; written without (公开), the whole reveal stays assumed', () => {
    const shown = askCdb('{回合:A 阶段:主要1 A手:升阶魔法-七皇之剑(公开)} C1 A:升阶魔法-七皇之剑');
    expect(shown.links[0]!.legal).toBe(true);
    const said = shown.assumptions.find((x) => x.includes(REVEAL))!;
    expect(said).toContain('情境写明它是公开的手卡');
    expect(said).toContain('通常抽卡抽到的，情境中无法写明，假定是');
    expect(said).not.toContain('这是抽卡阶段的事');
    const hidden = askCdb('{回合:A 阶段:主要1 A手:升阶魔法-七皇之剑} C1 A:升阶魔法-七皇之剑');
    expect(hidden.links[0]!.legal).toBe(true);
    const plain = hidden.assumptions.find((x) => x.includes(REVEAL))!;
    expect(plain).toContain('这是抽卡阶段的事，情境中无法写明');
    expect(plain).not.toContain('情境写明它是公开的手卡');
  });
});
