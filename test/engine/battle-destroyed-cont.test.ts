// CH-BATTLE-DESTROYED-CONT (rules reference docs/c03/战斗阶段流程.rst:782–788): from the moment a monster is destroyed by battle
// (`战斗破坏`, still in the Monster Zone until the damage step ends) its own continuous effects no longer apply — its lock on
// adding cards from the Deck stops. 雷王's lock (cards.cdb) against a Pendulum Effect that searches, with another attacker
// than the reference's (黑魔术师); a text card's lock is not read by the compiler yet, so the lock is 雷王's own.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a monster destroyed by battle', CARDS_DB);

const link = (state: string) =>
  askCdb(`{回合:A 阶段:伤害计算后 攻击:A:黑魔术师→B:雷王 A场:黑魔术师,德拉科尼亚的兽龙骑兵(灵摆右) B场:雷王${state}} C1 A:德拉科尼亚的兽龙骑兵P①`).links[0]!;

describe.skipIf(!haveCards)('a monster destroyed by battle', () => {
  it('[CH-BATTLE-DESTROYED-CONT] destroyed by battle, its lock no longer applies after damage calculation: the search may be activated', () => {
    const l = link('(战斗破坏)');
    expect(l.legal).toBe(true);
    expect(l.rules).toContain('CH-BATTLE-DESTROYED-CONT');
  });

  it('[CH-BATTLE-DESTROYED-CONT] the other side: not destroyed, its lock still forbids the search', () => {
    expect(link('').legal).toBe(false);
  });
});
