// FD-BATTLE-MEMORY (issue 16), the card filters that read a monster's battles this turn: 「这个回合没有攻击宣言的怪兽」 (an attack
// declared and negated still counts as declared) and the pledge on a target 「这张卡发动的回合，作为对象的怪兽不能直接攻击」 (only a
// monster that has not attacked directly may be targeted; a direct attack negated before damage calculation is none).
// Rules reference docs/c03/战斗阶段流程.rst:301–308.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const legalAt = (input: string, n = 1) => askCdb(input).links.find((l) => l.n === n)!.legal;
const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('FD-BATTLE-MEMORY filters', () => {
  it('[FD-BATTLE-MEMORY] 「这个回合没有攻击宣言的对方场上1只攻击表示怪兽」 (德林加凶枪龙①): a monster whose attack was negated cannot be targeted, one that declared none can', () => {
    expect(legalAt('{回合:B 阶段:结束 A场:德林加凶枪龙 B场:三眼怪(已攻击宣言)} C1 A:德林加凶枪龙→B:三眼怪')).toBe(false);
    expect(legalAt('{回合:B 阶段:结束 A场:德林加凶枪龙 B场:三眼怪(已攻击)} C1 A:德林加凶枪龙→B:三眼怪')).toBe(false);
    expect(legalAt('{回合:B 阶段:结束 A场:德林加凶枪龙 B场:三眼怪} C1 A:德林加凶枪龙→B:三眼怪')).toBe(true);
  });
  it('[FD-BATTLE-MEMORY] 「这张卡发动的回合，作为对象的怪兽不能直接攻击」 (滚雪人效应): a monster whose direct attack was negated may be targeted, one that attacked directly may not; a monster that attacked another monster may', () => {
    const s = (st: string) => `{回合:A 阶段:战斗步骤 A场:三眼怪(${st}),青眼白龙,滚雪人效应(盖)} C1 A:滚雪人效应→A:三眼怪`;
    expect(legalAt(s('已直接攻击宣言'))).toBe(true);
    expect(legalAt(s('已直接攻击'))).toBe(false);
    expect(legalAt(s('已攻击'))).toBe(true);
  });
  it('[FD-BATTLE-MEMORY] an End Phase destruction of 「这个回合没有攻击宣言的自己场上的怪兽」 spares the monsters that declared an attack', () => {
    expect(destroyed('{回合:A 阶段:结束 A场:红莲魔龙,三眼怪(已攻击宣言),青眼白龙(已攻击),暗黑骑士 盖亚} C1 A:红莲魔龙②')).toEqual(['暗黑骑士 盖亚']);
  });
  it('[FD-BATTLE-MEMORY] 「同1次的战斗阶段中宣言第2次的直接攻击时」 (混乱箔片): only after a direct attack that reached damage calculation — one negated before it is not counted', () => {
    const s = (st: string) => `{回合:B 阶段:战斗步骤 攻击:B:青眼白龙 A场:混乱箔片(盖) B场:青眼白龙,三眼怪(${st})} C1 A:混乱箔片`;
    expect(legalAt(s('已直接攻击'))).toBe(true);
    expect(legalAt(s('已直接攻击宣言'))).toBe(false);
  });
});
