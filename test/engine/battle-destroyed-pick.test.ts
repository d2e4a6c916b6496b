// CH-BATTLE-DESTROYED-CHOOSE, at resolution: a monster destroyed by battle cannot be chosen by an effect that chooses (not targets) a
// monster to return — a note picking it is not followed: the choice falls on the other fitting monster, and the answer says so
// (rules reference docs/c03/战斗阶段流程.rst:833, :858). The other side: a pick of a monster not destroyed by battle is made as noted.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-BATTLE-DESTROYED-CHOOSE', CARDS_DB);

const returned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'returned-to-hand').flatMap((e) => e.cards.map((c) => c.name));
const SITE = '{回合:A 阶段:伤害计算后 攻击:A:双天将 金刚→B:三眼怪 A场:双天将 金刚 B场:三眼怪(战斗破坏),';

describe.skipIf(!haveCards)('CH-BATTLE-DESTROYED-CHOOSE at resolution', () => {
  it('[CH-BATTLE-DESTROYED-CHOOSE] a note choosing the monster destroyed by battle is refused: the other monster there is the one returned, and said', () => {
    const a = askCdb(`${SITE}黑魔术师} C1 A:双天将 金刚② [回到手卡 三眼怪]`);
    expect(returned(a)).toEqual(['黑魔术师']);
    expect(a.links[0]!.rules).toContain('CH-BATTLE-DESTROYED-CHOOSE');
    expect(a.assumptions.join('\n')).toMatch(/「三眼怪」被战斗破坏，不能选择它，必须选「黑魔术师」/);
  });
  it('[CH-BATTLE-DESTROYED-CHOOSE] with two other monsters the choice is among them: none is guessed, and the monster destroyed by battle stays', () => {
    const a = askCdb(`${SITE}黑魔术师,青眼白龙} C1 A:双天将 金刚② [回到手卡 三眼怪]`);
    expect(returned(a)).not.toContain('三眼怪');
    expect(a.assumptions.join('\n')).toMatch(/不能选择它，要从「黑魔术师」、「青眼白龙」中选择/);
  });
  it('[CH-BATTLE-DESTROYED-CHOOSE] the other side: a note choosing a monster not destroyed by battle is followed, with no such remark', () => {
    const a = askCdb(`${SITE}黑魔术师,青眼白龙} C1 A:双天将 金刚② [回到手卡 青眼白龙]`);
    expect(returned(a)).toEqual(['青眼白龙']);
    expect(a.assumptions.join('\n')).not.toContain('不能选择它');
  });
});
