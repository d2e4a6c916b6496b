// CH-COIN-BRANCH (test/RULES.md): an effect whose text writes every outcome of a coin toss (「猜中的场合，…。猜错的场合，…」) does the
// steps of one outcome only — the one a note on the link gives (`[猜错]`), else the first written, assumed and said with how to ask for
// the other. Before, both outcomes were applied at once: 头位审判 sent itself to the GY AND negated the activation and took the monster.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));
const board = '{回合:A 阶段:主要1 A场:青眼亚白龙 B场:头位审判,三眼怪} C1 A:青眼亚白龙②→三眼怪 C2 B:头位审判①';

describe.skipIf(!haveCards)('a coin toss with every outcome written', () => {
  it('[CH-COIN-BRANCH] 头位审判 with no outcome given: the first outcome (guessed right) only — it goes to the GY, C1 resolves — said, with the note for the other', () => {
    const a = askCdb(board);
    expect(moved(a, 'sent-to-gy')).toContain('头位审判');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[1]!.rules).toContain('CH-COIN-BRANCH');
    expect(a.assumptions.join()).toContain('[猜错]');
  });

  it('[CH-COIN-BRANCH] the other outcome by a note `[猜错]`: C1\'s activation is negated and 头位审判 stays on the field — nothing assumed', () => {
    const a = askCdb(`${board}[猜错]`);
    expect(a.links[0]!.outcome).toBe('activation-negated');
    expect(moved(a, 'sent-to-gy')).not.toContain('头位审判');
    expect(a.assumptions.join()).not.toContain('硬币');
  });

  it('[CH-COIN-BRANCH] another card, 时间魔术师: right destroys the opponent\'s monsters, wrong its controller\'s own; a note naming no outcome it writes (`[里]`) is not taken', () => {
    const right = askCdb('{回合:A 阶段:主要1 A场:时间魔术师,三眼怪 B场:青眼白龙} C1 A:时间魔术师[猜中]');
    expect(moved(right, 'destroyed')).toEqual(['青眼白龙']);
    const wrong = askCdb('{回合:A 阶段:主要1 A场:时间魔术师,三眼怪 B场:青眼白龙} C1 A:时间魔术师[猜错]');
    expect(moved(wrong, 'destroyed').sort()).toEqual(['三眼怪', '时间魔术师'].sort());
    expect(moved(wrong, 'destroyed')).not.toContain('青眼白龙');
    const unfit = askCdb('{回合:A 阶段:主要1 A场:时间魔术师,三眼怪 B场:青眼白龙} C1 A:时间魔术师[里]');
    expect(moved(unfit, 'destroyed')).toEqual(['青眼白龙']);
    expect(unfit.assumptions.join()).toContain('硬币');
  });

  it('[CH-COIN-BRANCH] English: the assumption names the outcome taken and the note for the other', () => {
    const a = cdbJudge().chain(board, { lang: 'en' });
    expect(a.ok && a.assumptions.join()).toMatch(/coin toss.*assumed the call was right.*\[猜错\]/);
  });
});
