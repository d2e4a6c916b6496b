// CH-CANNOT-BE-NEGATED (test/RULES.md; rules reference docs/c03/无效.rst:229, 504–510): the continuous 「…不会被无效化」 a face-up card
// grants is that card's effect — once its own effects are negated (stated `(效果无效)`, or reached by a face-up card's continuous
// negation) it grants nothing, and a negation of the cards it names applies as if it were not there.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);

describe.skipIf(!haveCards)('[CH-CANNOT-BE-NEGATED] a granting card whose effects are negated protects nothing', () => {
  it('[CH-CANNOT-BE-NEGATED] 幻变骚灵协议(效果无效): 虫惑的落穴 negates 网络傀儡师’s effect and destroys it, as with 协议 set', () => {
    const a = askCdb('{回合:B B场:幻变骚灵协议(效果无效),幻变骚灵·网络傀儡师(本回合特召)} C1 B:幻变骚灵·网络傀儡师② C2 A:虫惑的落穴');
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(a.links[1]!.rules).not.toContain('CH-CANNOT-BE-NEGATED');
    expect(a.events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '幻变骚灵·网络傀儡师'))).toBe(true);
  });

  it('[CH-CANNOT-BE-NEGATED] 幻变骚灵协议 reached by 王宫的通告 (all other Traps negated): 屋敷童 negates the activation (「那个发动无效」); without 王宫的通告 协议 keeps it', () => {
    const board = (b: string) => `{回合:A 阶段:主要1 A场:幻变骚灵·网络傀儡师,幻变骚灵·拖拽山妪,幻变骚灵协议 A墓:幻变骚灵·像素妖精 B手:屋敷童${b}} C1 A:幻变骚灵·网络傀儡师②→幻变骚灵·拖拽山妪,幻变骚灵·像素妖精 C2 B:屋敷童`;
    expect(outcomes(board(' B场:王宫的通告'))).toEqual(['C1:activation-negated', 'C2:resolved']);
    expect(outcomes(board(''))).toEqual(['C1:resolved', 'C2:resolved']);
  });

  it('[CH-CANNOT-BE-NEGATED] another granting card: 神星领域(效果无效) no longer keeps 神之通告 off a LIGHT monster’s activation', () => {
    const input = (field: string) => `{回合:A 阶段:主要1 A场:RAM云雄羊,三眼怪,${field} A墓:滑动触控王冠人 B场:神之通告(盖)} C1 A:RAM云雄羊→滑动触控王冠人 C2 B:神之通告`;
    expect(outcomes(input('神星领域(效果无效)'))).toEqual(['C1:activation-negated', 'C2:resolved']);
    expect(outcomes(input('神星领域'))).toEqual(['C1:resolved', 'C2:resolved']);
  });
});
