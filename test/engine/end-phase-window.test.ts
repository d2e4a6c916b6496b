// WIN-END-PHASE-STEP (rules reference docs/c02/基本用语.rst:280–282): the End Phase played after the chain (`… 结束阶段`) does the
// steps earlier effects left for it, outside any chain; a window then opens for what they did — a monster those steps destroyed
// may use its trigger there. The step targets nothing (CH-END-PHASE-NOT-TARGETING), so 「被不以这张卡为对象的卡的效果破坏」 is met.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { judgeWith, judgeWithCdb } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { renderChainText } from '../../src/answer/render/text.js';
import type { ChainAnswer } from '../../src/answer/types.js';

skipMessage('WIN-END-PHASE-STEP', CARDS_DB);

const later = textCard({ id: 99262621, name: '测试用延时破坏', type: 'spell quickplay', text: '①：以场上1只怪兽为对象才能发动。这个回合的结束阶段，那只怪兽破坏。' });
const drawer = textCard({ id: 99262622, name: '测试用被破坏抽卡兽', type: 'monster effect', text: '①：这张卡被效果破坏的场合才能发动。自己从卡组抽1张。' });
const battler = textCard({ id: 99262623, name: '测试用战斗破坏抽卡兽', type: 'monster effect', text: '①：这张卡被战斗破坏的场合才能发动。自己从卡组抽1张。' });
const steps = (a: ChainAnswer): string[] => (a.endPhase ?? []).map((s) => `${s.do}:${s.done.map((c) => c.name).join('+')}/${s.notDone.map((c) => c.name).join('+')}`);
const endTriggers = (a: ChainAnswer) => (a.endPhaseWindow?.triggers ?? []).map((t) => `${t.controller}:${t.card.name}`);

describe('[WIN-END-PHASE-STEP] the window after the End Phase steps', () => {
  it('[WIN-END-PHASE-STEP] a monster destroyed by a step left for the End Phase may use its 「被效果破坏的场合」 trigger then', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A手:测试用延时破坏 B场:测试用被破坏抽卡兽} C1 A:测试用延时破坏 → 测试用被破坏抽卡兽 结束阶段', [later, drawer]);
    expect(a.window.triggers).toEqual([]);
    expect(endTriggers(a)).toEqual(['B:测试用被破坏抽卡兽']);
    expect(a.endPhaseWindow!.kind).toBe('destroy');
    expect(a.endPhaseWindow!.notes.join('')).toContain('结束阶段的处理');
  });
  it('[WIN-END-PHASE-STEP] the window is said in the answer\'s text (zh and en)', () => {
    const input = '{回合:A 阶段:主要1 A手:测试用延时破坏 B场:测试用被破坏抽卡兽} C1 A:测试用延时破坏 → 测试用被破坏抽卡兽 结束阶段';
    expect(renderChainText(judgeWith(input, [later, drawer]), 'zh-CN')).toContain('结束阶段的处理之后');
    expect(renderChainText(judgeWith(input, [later, drawer], 'en'), 'en')).toContain('After the End Phase steps');
  });
  it('[WIN-END-PHASE-STEP] the other side: a trigger on destruction by battle is not met by the End Phase step — the window opens with nothing in it', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A手:测试用延时破坏 B场:测试用战斗破坏抽卡兽} C1 A:测试用延时破坏 → 测试用战斗破坏抽卡兽 结束阶段', [later, battler]);
    expect(a.endPhase!.map((s) => s.done.map((c) => c.name).join())).toEqual(['测试用战斗破坏抽卡兽']);
    expect(a.endPhaseWindow!.triggers).toEqual([]);
  });
  it('[WIN-END-PHASE-STEP] no step left for the End Phase: no such window either', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试用被破坏抽卡兽 A手:黑洞} C1 A:黑洞 结束阶段', [drawer]);
    expect(a.endPhase).toEqual([]);
    expect(a.endPhaseWindow).toBeUndefined();
  });
  it('[WIN-END-PHASE-STEP] no End Phase written: the answer has no such window', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A手:测试用延时破坏 B场:测试用被破坏抽卡兽} C1 A:测试用延时破坏 → 测试用被破坏抽卡兽', [later, drawer]);
    expect(a.endPhaseWindow).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[WIN-END-PHASE-STEP] cards of the database', () => {
  // (Corrected, s40-h6: these two used 刻印之调停者②, whose 「下个回合的结束阶段把那张卡破坏」 waits for the next turn's End Phase and
  // does nothing in this one — CH-END-PHASE-NEXT-TURN, test/engine/end-phase.test.ts. A step left for this turn's End Phase stands in.)
  it('[WIN-END-PHASE-STEP] a step left for this End Phase destroying 黑洞龙: 黑洞龙 ① (destroyed by an effect that does not target it) is offered', () => {
    const a = judgeWithCdb('{回合:A 阶段:主要1 A手:测试用延时破坏 B场:黑洞龙} C1 A:测试用延时破坏→黑洞龙 结束阶段', [later], CARDS_DB);
    expect(endTriggers(a)).toEqual(['B:黑洞龙']);
  });
  it('[WIN-END-PHASE-STEP] 深海王 恶魔鲨 not destroyed by that step (CH-END-PHASE-NOT-TARGETING): nothing happened, and still a window opens (quick effects may be activated), with no trigger', () => {
    const a = judgeWithCdb('{回合:A 阶段:主要1 A手:测试用延时破坏 B场:深海王 恶魔鲨} C1 A:测试用延时破坏→深海王 恶魔鲨 结束阶段', [later], CARDS_DB);
    expect(a.endPhaseWindow?.kind).toBe('end-phase-step');
    expect(a.endPhaseWindow?.triggers).toEqual([]);
    expect(a.endPhase![0]!.rules).toContain('CH-END-PHASE-NOT-TARGETING');
  });
  it('[WIN-END-PHASE-STEP] 简易融合 leaves the End Phase destruction of the monster it summoned: a monster that cannot be destroyed by effects is not — a window opens all the same', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:炎之剑士(由简易融合,不会被效果破坏) A墓:简易融合} 结束阶段');
    expect(steps(a)).toEqual(['destroy:/炎之剑士']);
    expect(a.endPhaseWindow?.kind).toBe('end-phase-step');
    expect(steps(askCdb('{回合:A 阶段:主要1 A场:炎之剑士(由简易融合) A墓:简易融合} 结束阶段'))).toEqual(['destroy:炎之剑士/']);
  });
});
