// CH-GAIN-OWN-NAME (test/RULES.md; rules reference docs/c03/复制.rst:128): a card that uses as its own the effects of another card
// of its very name (`X(得到效果:X)`: 救世星龙 A negated 救世星龙 B and may activate B's text once) holds two texts — its printed one
// and the gained one. The first use this turn of a 1回合1次 of that copy was its printed effect's, so the gained text may be used
// once more; a second earlier use spends it. Only the copy that gained the same-named text is spared: a plain card, or one that
// gained another name's effects, counts every earlier use (CH-HISTORY-USED, CH-COPY-OPT).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const input = (history: string, field: string) => `{回合:A 阶段:主要1 ${history} A场:${field} B场:青眼白龙,妖精弓手} C1 A:救世星龙②→B:妖精弓手`;
const legalC1 = (history: string, field: string) => askCdb(input(history, field)).links[0]!.legal;

describe.skipIf(!haveCards)('a card using the effects of a card of its own name', () => {
  it('[CH-GAIN-OWN-NAME] 救世星龙 that used its own ② this turn and gained the other 救世星龙’s effects may activate that ② once more — said as an assumption', () => {
    const a = askCdb(input('本回合:A:救世星龙#2', '救世星龙(得到效果:救世星龙)'));
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-GAIN-OWN-NAME');
    expect(a.assumptions.join('')).toContain('得到的效果还可以再发动1次');
  });
  it('[CH-GAIN-OWN-NAME] the gained text is used only once: with two uses already this turn it cannot be activated again', () => {
    expect(legalC1('本回合:A:救世星龙#2,A:救世星龙#2', '救世星龙(得到效果:救世星龙)')).toBe(false);
  });
  it('[CH-GAIN-OWN-NAME] the other side: a 救世星龙 that gained nothing, used once this turn, cannot activate its ② again', () => {
    expect(legalC1('本回合:A:救世星龙#2', '救世星龙')).toBe(false);
  });
  it('[CH-GAIN-OWN-NAME] the opponent’s use of a 救世星龙 does not count for mine at all', () => {
    expect(legalC1('本回合:B:救世星龙#2', '救世星龙')).toBe(true);
  });
  it('[CH-GAIN-OWN-NAME] a card that gained another name’s effects is not spared: 救世星龙 using 妖精弓手’s effect after I used a 妖精弓手 this turn cannot (CH-COPY-OPT)', () => {
    const a = askCdb('{回合:A 阶段:主要1 本回合:A:妖精弓手#1 A场:救世星龙(得到效果:妖精弓手)} C1 A:救世星龙①');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).not.toContain('CH-GAIN-OWN-NAME');
  });
});
