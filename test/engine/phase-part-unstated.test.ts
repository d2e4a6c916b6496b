// CH-PHASE-PART-UNSTATED (rules reference docs/c03/战斗阶段流程.rst:394–395, :399): the damage step has five parts; an effect whose
// text names some of them (欧尼斯特② 「从伤害步骤开始时到伤害计算前」, 变则齿轮 「伤害计算时」) is activated in those parts. A situation
// that writes the damage step without its part (`阶段:伤害步骤`) may be in one of them: the effect is not refused on a part the user did
// not write — the part is assumed, and the answer says so. A quick effect that no part of the damage step allows stays refused.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-PHASE-PART-UNSTATED (the damage step written without its part)', CARDS_DB);

const ID = 'CH-PHASE-PART-UNSTATED';
const links = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.outcome}`);
const said = (a: ChainAnswer) => a.assumptions.join('\n');
const BATTLE = '攻击:A:黑魔术师→B:青眼白龙 A场:黑魔术师 B场:青眼白龙';

describe.skipIf(!haveCards)('[CH-PHASE-PART-UNSTATED] the damage step written without its part', () => {
  it('[CH-PHASE-PART-UNSTATED] 欧尼斯特② (「从伤害步骤开始时到伤害计算前」) is activated with `阶段:伤害步骤` as with 伤害计算前, the part assumed and said; still refused at damage calculation', () => {
    const a = askCdb(`{回合:A 阶段:伤害步骤 ${BATTLE} A手:欧尼斯特} C1 A:欧尼斯特#2`);
    expect(links(a)).not.toEqual(['C1:illegal']);
    expect(said(a)).toContain('伤害步骤开始时或伤害计算前');
    expect(a.links[0]!.rules).toContain(ID);
    expect(links(askCdb(`{回合:A 阶段:伤害计算前 ${BATTLE} A手:欧尼斯特} C1 A:欧尼斯特#2`))).toEqual(links(a));
    expect(links(askCdb(`{回合:A 阶段:伤害计算时 ${BATTLE} A手:欧尼斯特} C1 A:欧尼斯特#2`))).toEqual(['C1:illegal']);
  });
  it('[CH-PHASE-PART-UNSTATED] 变则齿轮 (「…伤害计算时才能发动」) is activated with `阶段:伤害步骤`, the part assumed and said; refused before damage calculation; 强制脱出装置, allowed in no part, stays refused', () => {
    const a = askCdb(`{回合:A 阶段:伤害步骤 ${BATTLE} A场:变则齿轮(盖)} C1 A:变则齿轮`);
    expect(links(a)).toEqual(['C1:resolved']);
    expect(said(a)).toContain('包含这段期间');
    expect(a.links[0]!.rules).toContain(ID);
    expect(links(askCdb(`{回合:A 阶段:伤害计算前 ${BATTLE} A场:变则齿轮(盖)} C1 A:变则齿轮`))).toEqual(['C1:illegal']);
    // A quick effect no part of the damage step allows (强制脱出装置) stays refused with `阶段:伤害步骤`.
    expect(links(askCdb(`{回合:A 阶段:伤害步骤 ${BATTLE} A场:强制脱出装置(盖)} C1 A:强制脱出装置 → 青眼白龙`))).toEqual(['C1:illegal']);
  });
});
