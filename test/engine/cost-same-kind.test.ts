// CH-COST-SAME-KIND: 召唤兽 梅尔卡巴's cost is a hand card of the same card type as the card whose activation it answers.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { linkOf } from './build.js';

describe.skipIf(!haveCards)('a cost of the answered card\'s kind (CH-COST-SAME-KIND)', () => {
  it('[CH-COST-SAME-KIND] answering a Spell with only a monster in the listed hand: cannot be activated (named in a note or not)', () => {
    for (const note of ['[cost:送墓 黑魔术师]', '']) {
      const a = askCdb(`{回合:A 阶段:主要1 B场:召唤兽 梅尔卡巴 B手:黑魔术师} C1 A:增援 C2 B:召唤兽 梅尔卡巴${note}`);
      expect(linkOf(a, 2).legal, note).toBe(false);
      expect(linkOf(a, 2).rules).toContain('CH-COST-SAME-KIND');
      expect(linkOf(a, 2).illegalReason).toContain('魔法');
    }
  });
  it('[CH-COST-SAME-KIND] a card of that kind in the hand, a monster effect answered with a monster, or a hand not listed: not refused by it', () => {
    for (const input of [
      '{回合:A 阶段:主要1 B场:召唤兽 梅尔卡巴 B手:黑魔术师,旋风} C1 A:增援 C2 B:召唤兽 梅尔卡巴',
      '{回合:A 阶段:主要1 A场:三眼怪 B场:召唤兽 梅尔卡巴 B手:黑魔术师} C1 A:三眼怪 C2 B:召唤兽 梅尔卡巴',
      '{回合:A 阶段:主要1 B场:召唤兽 梅尔卡巴} C1 A:增援 C2 B:召唤兽 梅尔卡巴',
    ]) {
      const a = askCdb(input);
      expect(linkOf(a, 2).rules, input).not.toContain('CH-COST-SAME-KIND');
      expect(linkOf(a, 2).legal, input).not.toBe(false);
    }
  });
});
