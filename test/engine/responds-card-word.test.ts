// CH-RESPONDS-CARD-WORD (test/RULES.md): 大火葬 「当对方发动以墓地里的怪兽卡为对象的卡时」 names a card of no kind — a Spell/Trap card's activation
// and a monster's effect both count (docs/c02/卡片·效果的发动.rst:9: a 「卡的发动」 wording concerning monster cards answers a monster effect);
// the effect of a face-up Spell/Trap (no card activation) the words do not settle: taken as counting, and the answer says so. Before, every
// kind was taken silently. Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';

const UNSETTLED = '文本没有写明算不算';

describe.skipIf(!haveCards)('大火葬 「发动…卡时」: which activations count', () => {
  it('[CH-RESPONDS-CARD-WORD] a monster effect targeting a GY monster counts (said by rule, no assumption); a Spell card\'s activation too', () => {
    const m = askCdb('{回合:B 阶段:主要1 B场:电子界工具 B墓:栗子球} C1 B:电子界工具→栗子球 C2 A:大火葬');
    expect(m.links[1]!.legal).toBe(true);
    expect(m.links[1]!.rules).toContain('CH-RESPONDS-CARD-WORD');
    expect(m.assumptions.some((x) => x.includes(UNSETTLED))).toBe(false);
    const s = askCdb('{回合:B A墓:青眼白龙} C1 B:死者苏生→A:青眼白龙 C2 A:大火葬');
    expect(s.links[1]!.legal).toBe(true);
    expect(s.assumptions.some((x) => x.includes(UNSETTLED))).toBe(false);
  });
  it('[CH-RESPONDS-CARD-WORD] a face-up Continuous Trap\'s effect targeting a GY monster: taken as counting, and said in the assumptions', () => {
    const a = askCdb('{回合:B 阶段:主要1 B场:电脑网恢复 B墓:栗子球} C1 B:电脑网恢复→栗子球 C2 A:大火葬');
    expect(a.links[1]!.legal).toBe(true);
    expect(a.assumptions.some((x) => x.includes(UNSETTLED) && x.includes('电脑网恢复'))).toBe(true);
  });
  it('[CH-RESPONDS-CARD-WORD] the other side: a monster effect targeting a monster on the field, or a card targeting a Spell in the GY, is no 「以墓地里的怪兽卡为对象的卡」', () => {
    const field = askCdb('{回合:A 阶段:主要1 A场:电子龙核} C1 B:效果遮蒙者→电子龙核 C2 A:大火葬');
    expect(field.links[0]!.legal).toBe(true);
    expect(field.links[1]!.legal).toBe(false);
    expect(renderChainText(field, 'zh-CN')).toContain('只回应以墓地的怪兽为对象的发动；C1「效果遮蒙者」没有以那样的卡为对象');
    const spell = askCdb('{回合:B 阶段:主要1 B墓:黑洞 B手:三眼怪,旋风} C1 B:魔法石采掘→黑洞 C2 A:大火葬');
    expect(spell.links[1]!.legal).toBe(false);
    // A monster effect that targets nothing (灰流丽) neither.
    expect(askCdb('{回合:A 阶段:主要1} C1 A:强欲之壶 C2 B:灰流丽 C3 A:大火葬').links[2]!.legal).toBe(false);
  });
});
