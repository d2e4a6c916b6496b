// CH-WITH-EFFECT: a Continuous Trap may activate one of its effects in the same chain link as its card
// activation (`[同时发动③]`) when that effect could be activated right then; what answers the link reads
// both, and it resolves both (rules reference docs/c02/卡片·效果的发动.rst:143–183).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-WITH-EFFECT', CARDS_DB);

const first = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('CH-WITH-EFFECT', () => {
  it('[CH-WITH-EFFECT] 永远之魂 activated with ①: the link contains a Special Summon, so 神之警告 may answer it (without ①, it may not)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:永远之魂(盖) A墓:黑魔术师} C1 A:永远之魂[同时发动①] C2 B:神之警告');
    expect(a.links.map((l) => l.legal)).toEqual([true, true]);
    expect(a.links[0]!.rules).toContain('CH-WITH-EFFECT');
    expect(a.links[0]!.outcome).toBe('activation-negated');
    expect(askCdb('{回合:A 阶段:主要1 A场:永远之魂(盖) A墓:黑魔术师} C1 A:永远之魂 C2 B:神之警告').links[1]!.legal).toBe(false);
  });
  it('[CH-WITH-EFFECT] resolves the effect with the card activation (女武神的契约书③ in the Standby Phase)', () => {
    const l = first('{回合:A 阶段:准备阶段 A场:女武神的契约书(盖)} C1 A:女武神的契约书[同时发动③]');
    expect(l.legal).toBe(true);
    expect(l.outcome).toBe('resolved');
  });
  it('[CH-WITH-EFFECT] a phase-timed effect a curated ruling refuses (通灵盘①, notWithActivation) cannot share its card activation’s link; 鬼签① can', () => {
    const l = first('{回合:B 阶段:结束阶段 A场:通灵盘(盖)} C1 A:通灵盘[同时发动①]');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-WITH-EFFECT');
    expect(first('{回合:A 阶段:准备阶段 A场:鬼签(盖)} C1 A:鬼签[同时发动①]').legal).toBe(true);
  });
  it('[CH-WITH-EFFECT] the other side: refused for two effects, an "each time" effect, a cost moving the card itself, the wrong phase, a Spell', () => {
    expect(first('{回合:A 阶段:主要1 A场:湿润之风(盖) A基本分:3000 B基本分:8000} C1 A:湿润之风[同时发动①][同时发动②]').legal).toBe(false);
    expect(first('{回合:A 阶段:主要1 A场:卖棺者(盖)} C1 A:卖棺者[同时发动①]').legal).toBe(false);
    expect(first('{回合:A 阶段:主要1 A场:灵神统一(盖),三眼怪} C1 A:灵神统一[同时发动③]').legal).toBe(false);
    expect(first('{回合:A 阶段:主要1 A场:灵神统一(盖),三眼怪} C1 A:灵神统一[同时发动②]').legal).toBe(true);
    expect(first('{回合:A 阶段:主要1 A场:女武神的契约书(盖)} C1 A:女武神的契约书[同时发动③]').legal).toBe(false);
    const spell = first('{回合:A 阶段:主要1 A场:魔法吸收(盖)} C1 A:魔法吸收[同时发动1]');
    expect(spell.legal).toBe(false);
    expect(spell.illegalReason).toContain('永续陷阱');
  });
  // s57: 潜海奇袭② was refused with its card activation only by its banish cost (no Water monster on a field written complete) — on `A场:`,
  // the cost assumed payable, it was accepted. The reference (docs/c02/卡片·效果的发动.rst:183) refuses it for its wording: the ● is gained by
  // 「表侧表示的这张卡」.
  it('[CH-WITH-EFFECT] a ● gained by 「表侧表示的这张卡得到以下效果」 (潜海奇袭②) cannot share its card activation’s link, whatever the field — the reason says the wording, not the cost; once face-up it may be activated', () => {
    for (const field of ['A场:潜海奇袭(盖)', 'A场只有:潜海奇袭(盖)', 'A场:潜海奇袭(盖),海,海皇龙 波塞多拉']) {
      const l = first(`{回合:A 阶段:主要1 ${field}} C1 A:潜海奇袭[同时发动②]`);
      expect(l.legal).toBe(false);
      expect(l.rules).toContain('CH-WITH-EFFECT');
      expect(l.illegalReason).toContain('不能同时发动效果2：效果2是「表侧表示的这张卡得到」的效果');
      expect(l.illegalReason).not.toContain('代价');
    }
    expect(first('{回合:A 阶段:主要1 A场:潜海奇袭,海,海皇龙 波塞多拉} C1 A:潜海奇袭②').legal).toBe(true);
  });
});
