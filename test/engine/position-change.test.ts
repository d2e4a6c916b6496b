// CH-POSITION-CHANGE (rules reference docs/c02/基本用语.rst:596–608): the turn player's change of battle position by the rules
// (`表示形式变更 X`): in their Main Phase, a face-up monster of theirs, Attack ↔ Defense; once a turn, and not for a monster Normal/
// Flip/Special Summoned, Set or that declared an attack this turn (even turned face-down since) — one banished and back since is a
// new card and may. The answer: the position change (an event) and its window, or the reason it may not be made.
import { describe, expect, it } from 'vitest';
import { judgeWith } from './build.js';
import { cdbJudge, haveCards } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const changed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'position-changed').map((e) => e.cards.map((c) => c.name).join());
const ask = (input: string) => judgeWith(input, []);

describe('[CH-POSITION-CHANGE] the change of battle position by the rules', () => {
  it('[CH-POSITION-CHANGE] an Attack Position monster of the turn player, nothing done this turn: it changes, a window opens after it', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师} 表示形式变更 黑魔术师');
    expect(changed(a)).toEqual(['黑魔术师']);
    expect(a.window.kind).toBe('position-change');
    expect(a.warnings).toEqual([]);
  });
  it('[CH-POSITION-CHANGE] Defense to Attack is a change too', () => {
    expect(changed(ask('{回合:A 阶段:主要2 A场:黑魔术师(守)} 表示形式变更 黑魔术师'))).toEqual(['黑魔术师']);
  });
  it('[CH-POSITION-CHANGE] summoned this turn, or already changed this turn: it may not — the answer says why', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师(本回合召唤)} 表示形式变更 黑魔术师');
    expect(changed(a)).toEqual([]);
    expect(a.warnings.join('')).toContain('这个回合召唤');
    expect(changed(ask('{回合:A 阶段:主要2 A场:黑魔术师(已变更表示形式)} 表示形式变更 黑魔术师'))).toEqual([]);
  });
  it('[CH-POSITION-CHANGE] not in the Battle Phase, not on the opponent\'s turn, not a face-down monster (that is a Flip Summon)', () => {
    expect(changed(ask('{回合:A 阶段:战斗 A场:黑魔术师} 表示形式变更 黑魔术师'))).toEqual([]);
    expect(changed(ask('{回合:B 阶段:主要1 A场:黑魔术师} 表示形式变更 黑魔术师'))).toEqual([]);
    expect(changed(ask('{回合:A 阶段:主要1 A场:黑魔术师(盖)} 表示形式变更 黑魔术师'))).toEqual([]);
  });
  it('[CH-POSITION-CHANGE] the refusal is said in words (zh and en)', () => {
    const input = '{回合:A 阶段:主要1 A场:黑魔术师(已攻击宣言)} 表示形式变更 黑魔术师';
    expect(renderChainText(judgeWith(input, []), 'zh-CN')).toContain('不能变更表示形式');
    expect(renderChainText(judgeWith(input, [], 'en'), 'en')).toContain('cannot change its battle position');
  });
});

// A Link Monster (read from the database): it has no DEF and never changes position (docs/c01/大师规则（2017）变更点.rst:73).
describe.skipIf(!haveCards)('[CH-POSITION-CHANGE] a Link Monster', () => {
  it('[CH-POSITION-CHANGE] 解码语者 cannot change its battle position: refused with the reason, no event; a non-Link Extra Deck monster beside it may', () => {
    const a = cdbJudge().chain('{回合:A 阶段:主要1 A场:解码语者,星尘龙} 表示形式变更 解码语者', { lang: 'zh-CN' }) as ChainAnswer;
    expect(changed(a)).toEqual([]);
    expect(a.warnings.join()).toContain('连接怪兽没有守备力，总是表侧攻击表示，不能变更表示形式');
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A场:解码语者} 表示形式变更 解码语者', { lang: 'en' }) as ChainAnswer;
    expect(en.warnings.join()).toContain('a Link Monster has no DEF');
    expect(changed(cdbJudge().chain('{回合:A 阶段:主要1 A场:解码语者,星尘龙} 表示形式变更 星尘龙', { lang: 'zh-CN' }) as ChainAnswer)).toEqual(['星尘龙']);
  });
});
