// CH-EXTRA-SUMMON (docs/c02/基本用语.rst:680–715): an effect granting an extra Normal Summon cannot be activated when
// the same grant was applied earlier this turn (本回合:, not negated), nor in its player's opponent's turn; one setting
// the turn's Normal Summons to N cannot when an earlier one already made them N or more. Cards read from cards.cdb
// (the facts `extraSummon` / `normalSummonsPerTurn` are read from their text: src/cards/compile/extra-summon.ts).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const verdict = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}`);

describe.skipIf(!haveCards)('extra Normal Summons (CH-EXTRA-SUMMON)', () => {
  it('[CH-EXTRA-SUMMON] the granting words are read from the text; a continuous grant keeps them on its continuous (never activated) effect', () => {
    const spell = { kind: 'spell' as const, subtypes: ['normal'] };
    const [e] = compileEffects('①：从自己卡组上面把最多5张卡确认，用喜欢的顺序回到卡组上面。这个回合自己在通常召唤外加上只有1次可以把1只怪兽上级召唤。', spell);
    expect(e!.extraSummon).toBe('只有1次可以把1只怪兽上级召唤');
    const [d] = compileEffects('①：这个回合自己可以进行通常召唤最多2次。', spell);
    expect(d!.normalSummonsPerTurn).toBe(2);
    const monster = { kind: 'monster' as const, subtypes: ['effect', 'fusion'] };
    const cont = compileEffects('①：只要这张卡在怪兽区域存在，自己在通常召唤外加上只有1次，自己主要阶段可以把1只怪兽通常召唤。', monster);
    // Issue 16: the continuous grant is read (a summon made by it spends the turn's extra summon), but it is no activated effect.
    expect(cont.filter((x) => x.extraSummon !== undefined).map((x) => x.kind)).toEqual(['continuous']);
    // …so the same words applied by it earlier are never an activation that stops a second grant.
    expect(verdict('{回合:A 阶段:主要1 A场:宝石骑士 斜绿} C1 A:冥帝从骑 哀多斯①')).toEqual(['C1:legal']);
  });
  it('[CH-EXTRA-SUMMON] a Normal Summon made earlier this turn by a grant (`本回合: X(召唤,由Y)`) spends it: no extra-summon effect may be activated, even with other words; a plain Normal Summon does not', () => {
    const a = askCdb('{回合:A 阶段:主要1 本回合:A:宝石骑士·石榴(召唤,由宝石骑士 斜绿) A场:宝石骑士 斜绿} C1 A:冥帝从骑 哀多斯①');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('宝石骑士·斜绿');
    expect(verdict('{回合:A 阶段:主要1 本回合:A:宝石骑士·石榴(召唤) A场:宝石骑士 斜绿} C1 A:冥帝从骑 哀多斯①')).toEqual(['C1:legal']);
    expect(verdict('{回合:A 阶段:主要1 本回合:B:宝石骑士·石榴(召唤,由宝石骑士 斜绿)} C1 A:冥帝从骑 哀多斯①')).toEqual(['C1:legal']);
  });
  it('[CH-EXTRA-SUMMON] the same grant applied earlier this turn (even unused) stops a second one, also from another card; a negated one does not', () => {
    expect(verdict('{回合:A 阶段:主要1 本回合:A:卡片上移} C1 A:卡片上移')).toEqual(['C1:illegal']);
    expect(verdict('{回合:A 阶段:主要1 本回合:A:冥帝从骑 哀多斯#1 A墓:雷帝家臣 密特拉} C1 A:雷帝家臣 密特拉#2')).toEqual(['C1:illegal']);
    expect(verdict('{回合:A 阶段:主要1 本回合:A:卡片上移(效果无效)} C1 A:卡片上移')).toEqual(['C1:legal']);
    // The other player's grant is theirs: it does not stop A's.
    expect(verdict('{回合:A 阶段:主要1 本回合:B:卡片上移} C1 A:卡片上移')).toEqual(['C1:legal']);
  });
  it('[CH-EXTRA-SUMMON] a grant for its player\'s own Main Phase cannot be activated in the opponent\'s turn', () => {
    expect(verdict('{回合:B 阶段:主要1 A场:梦幻崩影·哥布林(连接召唤) A手:黑魔术师} C1 A:梦幻崩影·哥布林#1')).toEqual(['C1:illegal']);
    expect(verdict('{回合:A 阶段:主要1 A场:梦幻崩影·哥布林(连接召唤) A手:黑魔术师} C1 A:梦幻崩影·哥布林#1')).toEqual(['C1:legal']);
  });
  it('[CH-EXTRA-SUMMON] Normal Summons made N earlier: no second 二重召唤, no 二重召唤 after 召唤连锁, but 召唤连锁 after 二重召唤', () => {
    expect(verdict('{回合:A 阶段:主要1 本回合:A:二重召唤} C1 A:二重召唤')).toEqual(['C1:illegal']);
    expect(verdict('{回合:A 阶段:主要1 本回合:A:召唤连锁} C1 A:二重召唤')).toEqual(['C1:illegal']);
    expect(verdict('{回合:A 阶段:主要1 本回合:A:二重召唤(无效)} C1 A:二重召唤')).toEqual(['C1:legal']);
    expect(verdict('{回合:A 阶段:主要1 本回合:A:二重召唤 A场:黑魔术师,召唤连锁(盖) B场:旋风(盖)} C1 A:黑洞 C2 B:旋风 → 召唤连锁 C3 A:召唤连锁')).toEqual(['C1:legal', 'C2:legal', 'C3:legal']);
  });
});
