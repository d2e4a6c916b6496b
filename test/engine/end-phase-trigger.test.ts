// WIN-END-PHASE-TRIGGER (rules reference docs/c03/诱发类效果.rst:38–40, docs/c02/优先权.rst:35–70): the End Phase played after the chain
// (`… 结束阶段`) has begun — its own triggers (a Spirit's return, 「自己结束阶段才能发动」) are entries of its window, each activated alone
// as Chain Link 1 (they do not chain together), the turn player's first; a mandatory one must be activated before the phase ends.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';
import { chainEmbeds } from '../../src/answer/render/discord.js';
import type { ChainAnswer } from '../../src/answer/types.js';

skipMessage('WIN-END-PHASE-TRIGGER', CARDS_DB);

/** The End Phase window's entries as `controller:name#effect` plus `!` (mandatory) or `?` (optional), in their order. */
const entries = (input: string) => askCdb(input).endPhaseWindow?.triggers.map((t) => `${t.controller}:${t.card.name}#${t.effect}${t.mandatory ? '!' : '?'}`) ?? [];
const AFTER_CYCLONE = 'C1 A:旋风 → B:旋风';

describe.skipIf(!haveCards)('WIN-END-PHASE-TRIGGER', () => {
  it('[WIN-END-PHASE-TRIGGER] 八汰乌 Normal Summoned this turn and 黑羽-重装铠翼鸦 on A\'s field, `… 结束阶段` in A\'s Main Phase 2: the End Phase window names 八汰乌② (mandatory) and 铠翼鸦④ (optional), each its own Chain Link 1', () => {
    const input = `{回合:A 阶段:主要2 A场:八汰乌,黑羽-重装铠翼鸦 A手:旋风 B场:旋风(盖) 本回合:A:八汰乌(召唤)} ${AFTER_CYCLONE} 结束阶段`;
    const a = askCdb(input);
    expect(a.endPhaseWindow?.kind).toBe('end-phase-start');
    expect(entries(input)).toEqual(['A:八汰乌#2!', 'A:黑羽-重装铠翼鸦#4?']);
    // Not a SEGOC chain: no group 「自行排列」 and no 「顺序1–6」 ranking of the two.
    expect(a.endPhaseWindow?.triggers.every((t) => t.group === null && t.level === 7 && t.rules?.includes('WIN-END-PHASE-TRIGGER'))).toBe(true);
    const text = renderChainText(a, 'zh-CN');
    expect(text).toContain('结束阶段开始后');
    expect(text).toContain('结束阶段的诱发效果不是在同一时点诱发的，不组成连锁');
    expect(text).toContain('「八汰乌」的结束阶段的诱发效果（必发）：结束阶段开始');
  });
  it('[WIN-END-PHASE-TRIGGER] in B\'s turn the turn player\'s come first: B\'s 光道少女 密涅瓦③ before A\'s 八汰乌②; A\'s 铠翼鸦④ 「自己结束阶段」 is not met in B\'s End Phase', () => {
    expect(entries(`{回合:B 阶段:主要2 A场:八汰乌,黑羽-重装铠翼鸦 A手:旋风 B场:旋风(盖),光道少女 密涅瓦 本回合:A:八汰乌(召唤)} ${AFTER_CYCLONE} 结束阶段`)).toEqual(['B:光道少女 密涅瓦#3!', 'A:八汰乌#2!']);
  });
  it('[WIN-END-PHASE-TRIGGER] `下个回合的结束阶段` is the next turn\'s, B\'s: B\'s 光道少女 密涅瓦③ 「自己结束阶段」 is named, A\'s 八汰乌 summoned this turn is not (that turn is not its summon\'s)', () => {
    expect(entries(`{回合:A 阶段:主要2 A场:八汰乌 A手:旋风 B场:旋风(盖),光道少女 密涅瓦 本回合:A:八汰乌(召唤)} ${AFTER_CYCLONE} 下个回合的结束阶段`)).toEqual(['B:光道少女 密涅瓦#3!']);
  });
  it('[WIN-END-PHASE-TRIGGER] a Spirit Flip Summoned this turn (荒魂 「召唤·反转的回合」) returns too', () => {
    expect(entries(`{回合:A 阶段:主要2 A场:荒魂 A手:旋风 B场:旋风(盖) 本回合:A:荒魂(反转召唤)} ${AFTER_CYCLONE} 结束阶段`)).toEqual(['A:荒魂#2!']);
  });
  it('[WIN-END-PHASE-TRIGGER] the other side: a Spirit whose summon this turn is not stated (summoned last turn), one destroyed by the chain, and the next turn\'s End Phase (`下个回合的结束阶段`: B\'s turn) name none — and with nothing to name there is no End Phase window', () => {
    const lastTurn = askCdb(`{回合:A 阶段:主要2 A场:八汰乌 A手:旋风 B场:旋风(盖)} ${AFTER_CYCLONE} 结束阶段`);
    expect(lastTurn.endPhaseWindow).toBeUndefined();
    expect(entries('{回合:A 阶段:主要1 A场:八汰乌 本回合:A:八汰乌(召唤)} C1 A:黑洞 结束阶段')).toEqual([]);
    expect(entries(`{回合:A 阶段:主要2 A场:荒魂 A手:旋风 B场:旋风(盖) 本回合:A:荒魂(召唤)} ${AFTER_CYCLONE} 下个回合的结束阶段`)).toEqual([]);
  });
});

// WIN-END-PHASE-TRIGGER-ALONE: a phase's own trigger is not placed by SEGOC (each is its own Chain Link 1, the turn player's first) — the
// answer says that, not 「顺序 7」, in both languages and in the bot's embeds too; a SEGOC chain keeps its levels.
describe.skipIf(!haveCards)('WIN-END-PHASE-TRIGGER-ALONE', () => {
  const input = `{回合:B 阶段:主要2 A场:八汰乌,黑羽-重装铠翼鸦 A手:旋风 B场:旋风(盖),光道少女 密涅瓦 本回合:A:八汰乌(召唤)} ${AFTER_CYCLONE} 结束阶段`;
  it('[WIN-END-PHASE-TRIGGER-ALONE] the End Phase window\'s entries read 「单独作为连锁1」 / 「alone as Chain Link 1」, not 「顺序 7」 / 「level 7」', () => {
    const a = askCdb(input);
    expect(a.endPhaseWindow?.triggers.map((t) => t.alone)).toEqual([true, true]);
    expect(a.endPhaseWindow?.triggers.every((t) => t.rules?.includes('WIN-END-PHASE-TRIGGER-ALONE'))).toBe(true);
    const zh = renderChainText(a, 'zh-CN');
    expect(zh).toContain('1. 单独作为连锁1 · B:光道少女 密涅瓦');
    expect(zh).toContain('2. 单独作为连锁1 · A:八汰乌');
    expect(zh).not.toContain('顺序 7');
    const en = renderChainText(cdbJudge().chain(input, { lang: 'en' }) as ChainAnswer, 'en');
    expect(en).toContain('alone as Chain Link 1 · A:Yata-Garasu');
    expect(en).not.toContain('level 7');
  });
  it('[WIN-END-PHASE-TRIGGER-ALONE] a chain played in the End Phase: the window after it names 密涅瓦③ alone in the bot\'s embed too; a SEGOC entry keeps 「顺序 1」', () => {
    const left = JSON.stringify(chainEmbeds(askCdb('{回合:A 阶段:结束 A场:光道少女 密涅瓦 A手:旋风 B场:旋风(盖)} C1 A:旋风 → B:旋风'), 'zh-CN'));
    expect(left).toContain('单独作为连锁1');
    expect(left).not.toContain('顺序 7');
    expect(renderChainText(askCdb('{回合:A 阶段:主要1 A场:三眼怪 B场:} C1 A:黑洞'), 'zh-CN')).toContain('1. 顺序 1 · A:三眼怪');
  });
});
