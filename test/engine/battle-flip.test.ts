// WIN-BATTLE-FLIP-WAITS (rules reference docs/c03/诱发类效果.rst:32): a face-down monster flipped by the attack before damage
// calculation activates its flip effect only after damage calculation — then it may already be sure to be destroyed by that battle,
// and so cannot be targeted (CH-BATTLE-DESTROYED-PENDING). A Flip Summon's flip effect is not held. Cards from cards.cdb other than
// the reference's 企鹅士兵 too.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('flip effects of a battle flip', CARDS_DB);

const offered = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('a flip made by the attack', () => {
  it('[WIN-BATTLE-FLIP-WAITS] 变形壶 flipped by the attack before damage calculation: its flip effect is not offered then, and the answer says it waits', () => {
    const a = askCdb('{回合:B 阶段:伤害计算前 A场:变形壶(盖,守) B场:青眼白龙 攻击:B:青眼白龙→A:变形壶} 反转 变形壶 (战斗)');
    expect(offered(a)).not.toContain('变形壶');
    expect(a.window.notes.join('')).toContain('伤害计算后');
  });

  it('[WIN-BATTLE-FLIP-WAITS] after damage calculation it is offered', () => {
    expect(offered(askCdb('{回合:B 阶段:伤害计算后 A场:变形壶(守) B场:青眼白龙 攻击:B:青眼白龙→A:变形壶} 反转 变形壶 (战斗)'))).toContain('变形壶');
  });

  it('[WIN-BATTLE-FLIP-WAITS] a Flip Summon in the Main Phase is not held: its flip effect is offered at once', () => {
    expect(offered(askCdb('{回合:A 阶段:主要1 A场:变形壶(盖,守)} 反转召唤 变形壶'))).toContain('变形壶');
  });
});
