// CMP-UNNEGATABLE-ACTIVATION-GRANT (rules reference docs/c03/卡片的抗性.rst:249–252): a face-up card's 「…的效果的发动不会被无效化」 — with
// no 「以及那些发动的效果」 — protects the activations of the cards it names, not their effects; a card unaffected by the granting card
// is not protected at all (CH-CANNOT-BE-NEGATED-UNAFFECTED). cards.cdb (神星领域 is the only card with this wording there).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { textCard } from '../../src/cards/curated/dsl.js';

const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);

describe('[CMP-UNNEGATABLE-ACTIVATION-GRANT] reading the grant', () => {
  it('[CMP-UNNEGATABLE-ACTIVATION-GRANT] 「暗属性怪兽的效果的发动不会被无效化」 is a grant of the activations only; 「…的效果的发动以及那些发动的效果不会被无效化」 of both', () => {
    const grant = (text: string) => textCard({ id: 1, name: '测试领域', type: 'spell continuous', text }).effects.flatMap((e) => e.does).find((a) => a.do === 'cannot-be-negated');
    const only = grant('只要这张卡在场上存在，暗属性怪兽的效果的发动不会被无效化。');
    expect(only?.activationOnly).toBe(true);
    expect(only?.what).toMatchObject({ filter: { attribute: '暗' } });
    const both = grant('①：只要这张卡在魔法与陷阱区域存在，自己场上的「测试」卡的效果的发动以及那些发动的效果不会被无效化。');
    expect(both).toBeDefined();
    expect(both?.activationOnly).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[CMP-UNNEGATABLE-ACTIVATION-GRANT] an activation protected, its effect not', () => {
  const input = (who: string, negator: string) => `{回合:A 阶段:主要1 A场:${who},三眼怪,神星领域 A墓:滑动触控王冠人 ${negator}} C1 A:RAM云雄羊→滑动触控王冠人 C2 B:${negator.includes('屋敷童') ? '屋敷童' : '神之通告'}`;
  it('[CMP-UNNEGATABLE-ACTIVATION-GRANT] under 神星领域 a LIGHT monster’s activation is not negated by 神之通告 (it resolves); nor by 屋敷童, which negates the activation too (「那个发动无效」; docs/c03/卡片的抗性.rst:252 is the monster 神星领域 cannot protect)', () => {
    expect(outcomes(input('RAM云雄羊', 'B场:神之通告(盖)'))).toEqual(['C1:resolved', 'C2:resolved']);
    expect(outcomes(input('RAM云雄羊', 'B手:屋敷童'))).toEqual(['C1:resolved', 'C2:resolved']);
    // The negation that did not apply says why, not that it had nothing to apply to.
    const belle = askCdb(input('RAM云雄羊', 'B手:屋敷童')).links.find((l) => l.n === 2)!;
    expect(belle.reason).toContain('C1「RAM云雄羊」的发动不会被无效化');
    expect(belle.reason).not.toContain('没有可处理的卡');
    expect(belle.rules).toContain('CH-CANNOT-BE-NEGATED');
    // An effect negation (灰流丽: 「那个效果无效」) still applies to a LIGHT monster's protected activation.
    expect(outcomes('{回合:A 阶段:主要1 A场:电子龙核,神星领域 B手:灰流丽} C1 A:电子龙核 C2 B:灰流丽')).toEqual(['C1:effect-negated', 'C2:resolved']);
  });
  it('[CMP-UNNEGATABLE-ACTIVATION-GRANT] the other side: without 神星领域, or for a monster unaffected by Spells (CH-CANNOT-BE-NEGATED-UNAFFECTED), 神之通告 negates the activation', () => {
    expect(outcomes('{回合:A 阶段:主要1 A场:RAM云雄羊,三眼怪 A墓:滑动触控王冠人 B场:神之通告(盖)} C1 A:RAM云雄羊→滑动触控王冠人 C2 B:神之通告')).toEqual(['C1:activation-negated', 'C2:resolved']);
    expect(outcomes(input('RAM云雄羊(不受魔法)', 'B场:神之通告(盖)'))).toEqual(['C1:activation-negated', 'C2:resolved']);
  });
});
