// CH-PLACE-DESTROYER: a trigger of 「这张卡战斗破坏对方怪兽…时」 written with no place is assumed on the field, where it
// can be activated (CH-DESTROYER-LEFT) — not in the GY, where the destroyed monster went, and then refused as gone.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the assumed place of a destroyer trigger', CARDS_DB);

describe.skipIf(!haveCards)('where a 「这张卡战斗破坏对方怪兽」 trigger is assumed', () => {
  it('[CH-PLACE-DESTROYER] bare 卡车机人: assumed on the field and activated, not in the GY and refused as gone', () => {
    const a = askCdb('C1 A:卡车机人');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-PLACE-DESTROYER');
    expect(a.links[0]!.illegalReason ?? '').not.toContain('不在场上');
    expect(a.assumptions.join('\n')).not.toContain('假定在墓地发动');
    expect(a.assumptions.join('\n')).toContain('假定是场上表侧表示的怪兽');
  });

  it('[CH-PLACE-DESTROYER] a 卡车机人 written in the GY is still refused (CH-DESTROYER-LEFT)', () => {
    const a = askCdb('{回合:A 阶段:伤害计算后 A墓地:卡车机人} C1 A:卡车机人');
    expect(a.links[0]!.legal).toBe(false);
  });
});
