// CH-LOWER-SHORT (rules reference docs/c03/特定效果的处理方法.rst:506–513): an optional effect whose first step lowers its
// own card's ATK/DEF by a fixed number and then goes on cannot be activated when the card has less than that number:
// the first step could not be done in full, nor the rest. The reference's card is 光辉终结龙; here 天升星 天马③
// (「这张卡的攻击力下降500，那个发动无效并破坏」). Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the lowering-short rule', CARDS_DB);

const chain = (atk: string) => `{回合:B A场:天升星 天马${atk} B场:No.11 巨眼} C1 B:No.11 巨眼①→天升星 天马 C2 A:天升星 天马③`;

describe.skipIf(!haveCards)('[CH-LOWER-SHORT] lowering its own ATK by more than it has', () => {
  it('[CH-LOWER-SHORT] 天升星 天马 at 400 ATK cannot activate ③ (its ATK would have to fall by 500)', () => {
    const l = askCdb(chain('(攻400)')).links[1]!;
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toMatch(/不足500/);
    expect(l.rules).toContain('CH-LOWER-SHORT');
  });

  it('[CH-LOWER-SHORT] the other side: at exactly 500, or at its printed ATK, it can', () => {
    expect(askCdb(chain('(攻500)')).links[1]!.legal).toBe(true);
    expect(askCdb(chain('')).links[1]!.legal).toBe(true);
  });

  it('[CH-LOWER-SHORT] an effect that lowers another monster’s ATK below 0 is not refused (三刃戟海龙神 on a 500 ATK monster)', () => {
    expect(askCdb('{回合:A A场:三刃戟海龙神 B场:三眼怪(攻500)} C1 A:三刃戟海龙神②→三眼怪').links[0]!.legal).toBe(true);
  });
});
