// CH-BATTLE-OVER (rules reference docs/c03/誓约.rst:199–200): an activated effect whose first step is only for this turn's
// battles — more attacks for a monster, or its battle damage doubled — has nothing to apply to once the turn's Battle
// Phase is over, so it cannot be activated in Main Phase 2; in Main Phase 1 it can. The reference's cards are
// No.95 银河眼暗物质龙 and 虹彩之魔术师; here 刚鬼 利剑食人魔② and 天穹之圣像骑士②. Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the battle-over rule', CARDS_DB);

const ogre = (phase: string) => askCdb(`{回合:A 阶段:${phase} A场:刚鬼 利剑食人魔,三眼怪} C1 A:刚鬼 利剑食人魔② [cost:解放 三眼怪]`).links[0]!;
const knight = (phase: string) => askCdb(`{回合:A 阶段:${phase} A场:天穹之圣像骑士,狮子王之圣像骑士} C1 A:天穹之圣像骑士②→狮子王之圣像骑士`).links[0]!;

describe.skipIf(!haveCards)('[CH-BATTLE-OVER] an effect for this turn’s battles after the Battle Phase', () => {
  it('[CH-BATTLE-OVER] a second attack this turn cannot be given in Main Phase 2 (刚鬼 利剑食人魔②)', () => {
    const l = ogre('主要2');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-BATTLE-OVER');
  });

  it('[CH-BATTLE-OVER] doubled battle damage this turn cannot be given in Main Phase 2 (天穹之圣像骑士②)', () => {
    const l = knight('主要2');
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toMatch(/战斗阶段已经结束/);
  });

  it('[CH-BATTLE-OVER] the other side: in Main Phase 1 both can be activated', () => {
    expect(ogre('主要1').legal).toBe(true);
    expect(knight('主要1').legal).toBe(true);
  });
});
