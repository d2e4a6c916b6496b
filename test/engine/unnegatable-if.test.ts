// 「○○的场合，这张卡的发动和效果不会被无效化」 (test/RULES.md CH-UNNEGATABLE-IF; rules reference docs/c03/无效.rst:527–535), read from
// the card text: 断罪之咒眼 「自己的魔法与陷阱区域有「太阴之咒眼」存在的场合，这张卡的发动和效果不会被无效化」.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const WITH_EYE = 'A场:咒眼之死徒 美杜莎,太阴之咒眼(装备:咒眼之死徒 美杜莎),断罪之咒眼(盖)';

describe.skipIf(!haveCards)('a protection from negation that holds under a state', () => {
  it('[CH-UNNEGATABLE-IF] 断罪之咒眼 with 太阴之咒眼 in its controller’s Spell & Trap Zone: 魔宫的贿赂 negates nothing, 断罪之咒眼 negates 强欲之壶', () => {
    const a = askCdb(`{回合:B ${WITH_EYE}} C1 B:强欲之壶 C2 A:断罪之咒眼 C3 B:魔宫的贿赂`);
    expect(a.links.map((l) => `C${l.n}:${l.outcome}`)).toEqual(['C1:activation-negated', 'C2:resolved', 'C3:resolved']);
    expect(a.links[1]!.rules).toContain('CH-UNNEGATABLE-IF');
    expect(a.links[2]!.rules).toContain('CH-CANNOT-BE-NEGATED');
  });

  it('[CH-UNNEGATABLE-IF] without 太阴之咒眼 the same 断罪之咒眼 may be negated, and it may still be activated (the state is no activation condition)', () => {
    const a = askCdb('{回合:B A场:咒眼之死徒 美杜莎,断罪之咒眼(盖)} C1 B:强欲之壶 C2 A:断罪之咒眼 C3 B:魔宫的贿赂');
    expect(a.links.map((l) => `C${l.n}:${l.legal}:${l.outcome}`)).toEqual(['C1:true:resolved', 'C2:true:activation-negated', 'C3:true:resolved']);
    expect(a.links[2]!.rules).not.toContain('CH-CANNOT-BE-NEGATED');
  });

  it('[CH-UNNEGATABLE-IF] a 太阴之咒眼 that is not in its Spell & Trap Zone (in the GY) does not protect it', () => {
    const a = askCdb('{回合:B A场:咒眼之死徒 美杜莎,断罪之咒眼(盖) A墓:太阴之咒眼} C1 B:强欲之壶 C2 A:断罪之咒眼 C3 B:魔宫的贿赂');
    expect(a.links[1]!.outcome).toBe('activation-negated');
  });
});
