// CH-ZERO-AMOUNT-CHANGE (issue 16, rules reference docs/c03/特定效果的处理方法.rst:505–512): an effect whose first step raises or
// lowers ATK by a card's value and goes on to another step cannot be activated when that value is 0 (the change would be
// by 0, whatever the wording). The value is the one the text names: the target's original ATK, or this card's ATK now.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-ZERO-AMOUNT-CHANGE', CARDS_DB);

const monster: CardType = { kind: 'monster', subtypes: ['effect'], bits: 0x21 } as CardType;
const first = (input: string) => askCdb(input).links[0]!;

describe('CH-ZERO-AMOUNT-CHANGE: the reading', () => {
  it('[CH-ZERO-AMOUNT-CHANGE] 「上升作为对象的怪兽的原本攻击力数值」 and 「下降这张卡的攻击力数值」 are changes by a card’s value; 「上升500」 is not', () => {
    const [a] = compileEffects('①：以场上1只怪兽为对象才能发动。这张卡的攻击力上升作为对象的怪兽的原本攻击力数值。那之后，作为对象的怪兽破坏。', monster).flatMap((e) => e.does);
    expect(a!.amountFrom).toEqual({ of: 'targets', stat: 'atk', original: true });
    const [b] = compileEffects('①：以对方场上1只怪兽为对象才能发动。那只怪兽的守备力下降这张卡的守备力数值。那之后，这张卡除外。', monster).flatMap((e) => e.does);
    expect(b!.amountFrom).toEqual({ of: 'self', stat: 'def', original: false });
    const [c] = compileEffects('①：以场上1只怪兽为对象才能发动。那只怪兽的攻击力上升500。', monster).flatMap((e) => e.does);
    expect(c!.amountFrom).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('CH-ZERO-AMOUNT-CHANGE', () => {
  it('[CH-ZERO-AMOUNT-CHANGE] 廷达魔三角之猎犬① cannot target 效果遮蒙者 (original ATK 0); a monster at ATK 0 now but not originally (三眼怪 lowered) it can', () => {
    const token = first('{回合:A A场:廷达魔三角之猎犬 B场:效果遮蒙者} C1 A:廷达魔三角之猎犬①→效果遮蒙者');
    expect(token.legal).toBe(false);
    expect(token.rules).toContain('CH-ZERO-AMOUNT-CHANGE');
    expect(first('{回合:A A场:廷达魔三角之猎犬 B场:三眼怪(攻0)} C1 A:廷达魔三角之猎犬①→三眼怪').legal).toBe(true);
  });
  it('[CH-ZERO-AMOUNT-CHANGE] 迪亚邦德之核② lowered to 0 by an earlier effect (攻-1800) cannot be activated; raised, it can', () => {
    const low = first('{回合:B A场:迪亚邦德之核(攻-1800) B场:青眼白龙} C1 A:迪亚邦德之核②→青眼白龙');
    expect(low.legal).toBe(false);
    expect(low.rules).toContain('CH-ZERO-AMOUNT-CHANGE');
    expect(first('{回合:B A场:迪亚邦德之核(攻+600) B场:青眼白龙} C1 A:迪亚邦德之核②→青眼白龙').legal).toBe(true);
  });
});
