// WIN-PHASE-TRIGGER-LEFT (rules reference docs/c03/诱发类效果.rst:139, 590): a trigger activated at a phase is activated as Chain Link 1
// by a player holding priority in it — after a chain in the End Phase, such a trigger of a card on the field not yet used may still
// start the next chain: the window names it as an entry (each such trigger its own Chain Link 1: WIN-END-PHASE-TRIGGER) and no longer
// says 「没有…可以开始下一个连锁」.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';

skipMessage('WIN-PHASE-TRIGGER-LEFT', CARDS_DB);

const NONE = '没有必须或可以开始下一个连锁的诱发效果';
/** The window's entries, each with its reason (where the End Phase trigger is named). */
const entries = (input: string) => askCdb(input).window.triggers.map((t) => `${t.controller}:${t.card.name} ${t.reason ?? ''}`).join('\n');

describe.skipIf(!haveCards)('WIN-PHASE-TRIGGER-LEFT', () => {
  it('[WIN-PHASE-TRIGGER-LEFT] after a chain in A\'s End Phase, 黑羽-重装铠翼鸦④ (「自己结束阶段才能发动」) may still start the next chain: named, and the window does not say none may', () => {
    const input = '{回合:A 阶段:结束 A场:黑羽-重装铠翼鸦 A手:旋风 B场:旋风(盖)} C1 A:旋风 → B:旋风';
    const a = askCdb(input);
    const entry = a.window.triggers.find((t) => t.card.name === '黑羽-重装铠翼鸦');
    expect(entry?.reason).toContain('「黑羽-重装铠翼鸦」的结束阶段的诱发效果（选发）如果在这个结束阶段还没有发动过');
    expect(entry).toMatchObject({ controller: 'A', mandatory: false, level: 7, group: null });
    expect(entry?.rules).toContain('WIN-PHASE-TRIGGER-LEFT');
    const text = renderChainText(a, 'zh-CN');
    expect(text).not.toContain(NONE);
    expect(text).toContain('仍可以把它作为连锁1发动');
  });
  it('[WIN-PHASE-TRIGGER-LEFT] a mandatory one (光道少女 密涅瓦③ 「自己结束阶段发动」) is named as mandatory', () => {
    expect(entries('{回合:A 阶段:结束 A场:光道少女 密涅瓦 A手:旋风 B场:旋风(盖)} C1 A:旋风 → B:旋风')).toContain('「光道少女 密涅瓦」的结束阶段的诱发效果（必发）');
  });
  it('[WIN-PHASE-TRIGGER-LEFT] a Spirit summoned this turn, written in the turn\'s history (荒魂②, 八汰乌②): its mandatory return is named; without that history (not known to be armed) it is not', () => {
    for (const name of ['荒魂', '八汰乌']) {
      expect(entries(`{回合:A 阶段:结束 A场:${name} A手:旋风 B场:旋风(盖) 本回合:A:${name}(召唤)} C1 A:旋风 → B:旋风`), name).toContain(`「${name}」的结束阶段的诱发效果（必发）`);
      expect(entries(`{回合:A 阶段:结束 A场:${name} A手:旋风 B场:旋风(盖)} C1 A:旋风 → B:旋风`), name).not.toContain(`「${name}」的结束阶段`);
    }
  });
  it('[WIN-PHASE-TRIGGER-LEFT] the other side: activated on the chain just played it is not named again; the opponent\'s 「自己结束阶段」 is not met in A\'s; outside the End Phase nothing is named', () => {
    expect(entries('{回合:A 阶段:结束 A场:黑羽-重装铠翼鸦} C1 A:黑羽-重装铠翼鸦④')).not.toContain('黑羽-重装铠翼鸦」的结束阶段');
    expect(entries('{回合:A 阶段:结束 B场:黑羽-重装铠翼鸦 A手:旋风 B场:旋风(盖)} C1 A:旋风 → B:旋风')).not.toContain('黑羽-重装铠翼鸦」的结束阶段');
    const main = askCdb('{回合:A 阶段:主要2 A场:黑羽-重装铠翼鸦 A手:旋风 B场:旋风(盖)} C1 A:旋风 → B:旋风');
    expect(main.window.triggers).toEqual([]);
    expect(renderChainText(main, 'zh-CN')).toContain(NONE);
  });
});
