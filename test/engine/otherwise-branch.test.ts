// CMP-OTHERWISE-BRANCH: 「翻开的卡是魔法·陷阱卡的场合，那张卡加入手卡。不是的场合，那张卡送去墓地」 (森罗's top card) — two branches of one result;
// only one is done. Which card was shown the notation cannot say, so the first branch is taken and said. Before, both were applied
// (the top card was added to the hand AND sent to the GY). Card texts: 森罗的姬芽宫 ①, 森罗的蜜柑子 柑橘 ①.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';

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

// The other side (s48): the first branch's state READ and unmet — 「自己场上有「青眼白龙」存在的场合，那张卡加入手卡。不是的场合，那张卡送去墓地」 — only
// the second branch is done, and nothing is said assumed (the branch is known); met, only the first. No real card's first branch is a state the
// compiler reads yet (their states are the shown card's), so the card here is a test fixture written as text, read by the compiler.
const byState = textCard({ id: 998480001, name: '测试按状态的两种处理', type: 'spell', text: '①：自己卡组最上面的卡翻开。自己场上有「青眼白龙」存在的场合，那张卡加入手卡。不是的场合，那张卡送去墓地。' });
describe('CMP-OTHERWISE-BRANCH, the first branch\'s state read', () => {
  const run = (field: string) => judgeWith(`{回合:A 阶段:主要1 A场只有:${field}} C1 A:测试按状态的两种处理`, [byState]);
  const kinds = (a: ReturnType<typeof run>) => a.events.filter((e) => e.link === 1 && e.cause !== 'cost').map((e) => e.type);
  it('[CMP-OTHERWISE-BRANCH] the state unmet (no 青眼白龙 on a field written whole): only the second branch — the card is sent to the GY, not added — and no branch is said assumed', () => {
    const a = run('黑魔术师');
    expect(kinds(a)).toContain('sent-to-gy');
    expect(kinds(a)).not.toContain('added-to-hand');
    expect(a.assumptions.join('\n')).not.toContain('不是的场合」的处理不进行');
  });
  it('[CMP-OTHERWISE-BRANCH] the state met (青眼白龙 on the field): only the first branch — added, not also sent to the GY', () => {
    const a = run('青眼白龙');
    expect(kinds(a)).toContain('added-to-hand');
    expect(kinds(a)).not.toContain('sent-to-gy');
  });
});

