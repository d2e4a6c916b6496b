// CH-NEGATED-CHANGE (rules reference docs/c03/复制.rst:23): a card on the field whose effects are negated now — stated `(效果无效)`, or by a
// face-up card's continuous negation such as 技能抽取 — applies no continuous change of name or type: 青眼亚白龙 is no 「青眼白龙」 under
// 技能抽取, and a copier of it (混沌幻影, `复制:青眼亚白龙`) keeps the copied name 青眼亚白龙. A card face-down, or a negation of
// monsters only, leaves the change alone. The reference's case is 混沌幻影; here also 青眼亚白龙 itself and 破戒蛮龙-破坏龙 (every
// monster a Dragon) against 龙魂之力's equip limit. cards.cdb for the board tests.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('negated name and type changes', CARDS_DB);

const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
const burst = (field: string, theirs = '三眼怪') => askCdb(`{回合:A 阶段:主要1 ${field} B场:${theirs}} C1 A:毁灭之爆裂疾风弹`).links[0]!.legal;

describe.skipIf(!haveCards)('[CH-NEGATED-CHANGE] a negated card applies no change of name or type', () => {
  it('[CH-NEGATED-CHANGE] 青眼亚白龙 is 「青眼白龙」 for 毁灭之爆裂疾风弹’s condition — not under a face-up 技能抽取 (either player’s), nor stated negated; a Set 技能抽取 or one whose own effects are negated changes nothing', () => {
    expect(burst('A场:青眼亚白龙')).toBe(true);
    expect(burst('A场:青眼亚白龙,技能抽取')).toBe(false);
    expect(burst('A场:青眼亚白龙', '三眼怪,技能抽取')).toBe(false);
    expect(burst('A场:青眼亚白龙(效果无效)')).toBe(false);
    expect(burst('A场:青眼亚白龙,技能抽取(盖)')).toBe(true);
    expect(burst('A场:青眼亚白龙,技能抽取(效果无效)')).toBe(true);
  });
  it('[CH-NEGATED-CHANGE] a copier of 青眼亚白龙 is 「青眼白龙」 while the copied ① applies, and 「青眼亚白龙」 under 技能抽取', () => {
    expect(burst('A场:混沌幻影(复制:青眼亚白龙)')).toBe(true);
    expect(burst('A场:混沌幻影(复制:青眼亚白龙),技能抽取')).toBe(false);
    // The answer says why: the copied card's change does not apply.
    expect(askCdb('{回合:A 阶段:主要1 A场:混沌幻影(复制:青眼亚白龙),技能抽取 B场:三眼怪} C1 A:毁灭之爆裂疾风弹').assumptions.some((s) => s.includes('青眼亚白龙') && s.includes('无效'))).toBe(true);
  });
  it('[CH-NEGATED-CHANGE] the other side, a type change: 破戒蛮龙-破坏龙 revived makes every monster a Dragon, so 龙魂之力 on a Warrior (made one by DNA改造手术) is destroyed — under 技能抽取 the change does not apply and it stays', () => {
    const base = 'A场:亚马逊剑士,龙魂之力(装备:亚马逊剑士),DNA改造手术(宣言:战士族)';
    expect(destroyed(askCdb(`{回合:B 阶段:主要1 ${base} B墓:破戒蛮龙-破坏龙} C1 B:死者苏生→破戒蛮龙-破坏龙`))).toEqual(['龙魂之力']);
    expect(destroyed(askCdb(`{回合:B 阶段:主要1 ${base},技能抽取 B墓:破戒蛮龙-破坏龙} C1 B:死者苏生→破戒蛮龙-破坏龙`))).toEqual([]);
  });
});
