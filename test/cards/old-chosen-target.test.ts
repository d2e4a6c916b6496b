// CMP-OLD-CHOSEN-TARGET (test/RULES.md): the old wording 「选择…的1只怪兽发动。」 chooses its targets at activation — the cards
// chosen are the targets, and what they may be is the description chosen (the old way of saying 「以…为对象」).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from './data.js';

skipMessage('CMP-OLD-CHOSEN-TARGET', CARDS_DB);

const legalAt = (input: string, n: number) => askCdb(input).links.find((l) => l.n === n)?.legal;

describe.skipIf(!haveCards)('CMP-OLD-CHOSEN-TARGET', () => {
  it('[CMP-OLD-CHOSEN-TARGET] 毒蛇之牙 (「选择场上表侧表示存在的1只怪兽发动」) may choose a face-up monster, not a face-down one', () => {
    expect(legalAt('{回合:A A场:三眼怪 B场:青眼白龙} C1 A:毒蛇之牙→青眼白龙', 1)).toBe(true);
    expect(legalAt('{回合:A A场:三眼怪 B场:青眼白龙(盖)} C1 A:毒蛇之牙→青眼白龙', 1)).toBe(false);
  });
  it('[CMP-OLD-CHOSEN-TARGET] 不幸 (「选择对方场上表侧表示存在的1只怪兽发动」) may choose the opponent’s monster, not its own', () => {
    expect(legalAt('{回合:A A场:三眼怪 B场:青眼白龙} C1 A:不幸→青眼白龙', 1)).toBe(true);
    expect(legalAt('{回合:A A场:三眼怪 B场:青眼白龙} C1 A:不幸→三眼怪', 1)).toBe(false);
  });
});
