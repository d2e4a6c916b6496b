// CMP-RANK-UP-SUMMON (test/RULES.md; rules reference docs/c02/基本用语.rst:896–897, docs/c02/进入连锁·不入连锁的特殊召唤.rst:94–97): a rank-up
// 「…的1只超量怪兽在作为对象的怪兽上面重叠当作超量召唤从额外卡组特殊召唤」 (and 「…在那上面重叠」「…在选择的怪兽上面重叠」, 「…从额外卡组超量召唤」) is one
// summon of an Xyz Monster from the Extra Deck with its target as material: the target goes under the new monster, its own materials with it.
// Before, the reader took 「…在作为对象的怪兽上面重叠当作超量召唤」 for a second summon — of the target itself — which stayed on the field.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const summoned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a rank-up summons one Xyz Monster on its target', () => {
  it('[CMP-RANK-UP-SUMMON] 升阶魔法-星光之力 on 霍普: one monster is summoned from the Extra Deck — not 霍普 again — and 霍普 is not sent to the GY', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:No.39 希望皇 霍普(素材:三眼怪+三眼怪)} C1 A:升阶魔法-星光之力→No.39 希望皇 霍普');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(summoned(a)).toHaveLength(1);
    expect(summoned(a)).not.toContain('No.39 希望皇 霍普');
    expect(a.events.some((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === 'No.39 希望皇 霍普'))).toBe(false);
  });
  it('[CMP-RANK-UP-SUMMON] the old wording 「…在选择的自己怪兽上面重叠当作超量召唤从额外卡组特殊召唤」 (升阶魔法-源数之力) is that summon too', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:No.39 希望皇 霍普(素材:三眼怪+三眼怪)} C1 A:升阶魔法-源数之力→No.39 希望皇 霍普');
    expect(summoned(a)).toHaveLength(1);
    expect(summoned(a)).not.toContain('No.39 希望皇 霍普');
  });
  it('[CMP-RANK-UP-SUMMON] its target gone when it resolves (强制脱出装置 chained): nothing is summoned', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:No.39 希望皇 霍普(素材:三眼怪+三眼怪)} C1 A:升阶魔法-星光之力→No.39 希望皇 霍普 C2 A:强制脱出装置→No.39 希望皇 霍普');
    expect(a.links.map((l) => l.outcome)).toEqual(['no-effect', 'resolved']);
    expect(summoned(a)).toEqual([]);
  });
});
