// CH-DAMAGE-ZERO-USED: 「这张卡的效果发动过的回合，对方受到的全部伤害变成0」 (混沌No.6 先史遗产 混沌大西洲巨人, the card fact `usedTurnDamageZero`):
// in a turn an effect of that card was activated (`本回合:`) — its own or one it gained (the ● 我我我少女 gives a monster made with it)
// — the player it names takes no damage from effects (CH-DAMAGE-ZERO-EARLIER's reading) (rules reference docs/c02/基本用语.rst:1411).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-DAMAGE-ZERO-USED', CARDS_DB);

const damage = (input: string) => askCdb(input).events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`);
const ATLANTAL = '混沌No.6 先史遗产 混沌大西洲巨人';

describe.skipIf(!haveCards)('CH-DAMAGE-ZERO-USED', () => {
  it('[CH-DAMAGE-ZERO-USED] its own ② activated this turn: 火球 deals the opponent no damage', () => {
    const input = `{回合:A 阶段:主要1 A场:${ATLANTAL} 本回合:A:${ATLANTAL}#2} C1 A:火球`;
    expect(damage(input)).toEqual([]);
    expect(askCdb(input).links[0]!.rules).toContain('CH-DAMAGE-ZERO-USED');
  });
  it('[CH-DAMAGE-ZERO-USED] no effect of it activated this turn: 火球 deals its 500', () => {
    expect(damage(`{回合:A 阶段:主要1 A场:${ATLANTAL}} C1 A:火球`)).toEqual(['B:500']);
  });
  it('[CH-DAMAGE-ZERO-USED] only the opponent is covered: 火球 of the opponent still deals A its damage', () => {
    expect(damage(`{回合:B 阶段:主要1 A场:${ATLANTAL} 本回合:A:${ATLANTAL}#2} C1 B:火球`)).toEqual(['A:500']);
  });
});
