// CMP-OTHERWISE-BRANCH: 「翻开的卡是魔法·陷阱卡的场合，那张卡加入手卡。不是的场合，那张卡送去墓地」 (森罗's top card) — two branches of one result;
// only one is done. Which card was shown the notation cannot say, so the first branch is taken and said. Before, both were applied
// (the top card was added to the hand AND sent to the GY). Card texts: 森罗的姬芽宫 ①, 森罗的蜜柑子 柑橘 ①.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CMP-OTHERWISE-BRANCH', CARDS_DB);

const types = (input: string) => askCdb(input).events.filter((e) => e.link === 1 && e.cause !== 'cost').map((e) => e.type);

describe.skipIf(!haveCards)('CMP-OTHERWISE-BRANCH', () => {
  it('[CMP-OTHERWISE-BRANCH] 森罗的姬芽宫 ①: the shown card is added to the hand, not also milled — and the answer says which branch it took', () => {
    const input = '{回合:A 阶段:主要1 A场:森罗的姬芽宫(素材:森罗的守神 森精)} C1 A:森罗的姬芽宫①';
    expect(types(input)).toContain('added-to-hand');
    expect(types(input)).not.toContain('sent-to-gy');
    const a = askCdb(input);
    expect(a.links[0]!.rules).toContain('CMP-OTHERWISE-BRANCH');
    expect(a.assumptions.join('\n')).toContain('不是的场合');
  });
  it('[CMP-OTHERWISE-BRANCH] the same rule with another card: 森罗的蜜柑子 柑橘 mills the shown Plant or puts the card back to the bottom — one, not both', () => {
    const t = types('{回合:A 阶段:主要1 A场:森罗的蜜柑子 柑橘} C1 A:森罗的蜜柑子 柑橘①');
    expect(t.filter((x) => x === 'returned-to-deck' || x === 'sent-to-gy')).toHaveLength(1);
  });
});
