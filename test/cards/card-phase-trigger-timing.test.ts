// CARD-PHASE-TRIGGER-TIMING: the `card` view does not call a phase trigger (a Spirit's 「结束阶段时回到主人的手卡」) a
// 「…时」 that can miss its timing — it is activated within that phase (docs/c03/诱发类效果.rst:38).
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, type LoadedCatalog } from '../../src/cards/load.js';
import { cardViewText, lineOf } from './card-view.js';
import { CARDS_DB, haveCards } from './data.js';

describe.skipIf(!haveCards)('a phase trigger in the card view', () => {
  let cat: LoadedCatalog;
  beforeAll(() => {
    cat = loadCatalog({ cardsDb: CARDS_DB });
  });

  const view = (name: string, lang: 'zh-CN' | 'en' = 'zh-CN'): string => cardViewText(cat, name, lang);

  it('[CARD-PHASE-TRIGGER-TIMING] 阿修罗 ② (End Phase return): said not to miss its timing, not 「…时」（会错过时点）', () => {
    const line = lineOf(view('阿修罗'), '②');
    expect(line).toContain('结束阶段');
    expect(line).toContain('不会错过时点');
    expect(line).not.toContain('「…时」');
  });

  // (③ 「这张卡给与对方战斗伤害时发动」 is mandatory: a 「…时」 still, not a phase trigger — and, mandatory, it cannot miss its timing either,
  // WIN-MISS-MANDATORY-NEVER; this said 「（会错过时点）」 before.)
  it('[CARD-PHASE-TRIGGER-TIMING] 八俣大蛇: the End Phase return cannot miss its timing, the battle-damage trigger is still a 「…时」', () => {
    const text = view('八俣大蛇');
    expect(lineOf(text, '②')).toContain('在阶段中发动（不会错过时点）');
    expect(lineOf(text, '③')).toContain('「…时」（必发，不会错过时点）');
    expect(lineOf(view('八俣大蛇', 'en'), '②')).toContain('cannot miss timing');
  });

  it('[CARD-PHASE-TRIGGER-TIMING] 剑斗兽 追斗: 「战斗阶段结束时」 said as the Battle Phase\'s End Step beginning (not 「阶段开始（结束步骤）」, not the End Phase), activated in that step — in both languages', () => {
    const line = lineOf(view('剑斗兽 追斗'), '①');
    expect(line).toContain('条件：进入战斗阶段的结束步骤（即「战斗阶段结束时」，不是结束阶段）');
    expect(line).toContain('在步骤中发动（不会错过时点）');
    expect(line).not.toContain('阶段开始（结束步骤）');
    const en = lineOf(view('剑斗兽 追斗', 'en'), '①');
    expect(en).toContain("on the Battle Phase's End Step beginning (\"at the end of the Battle Phase\", not the End Phase)");
    expect(en).toContain('activated in that step (cannot miss timing)');
    // (The End Phase's own trigger keeps its words.)
    expect(lineOf(view('阿修罗'), '②')).toContain('条件：阶段开始（结束阶段） · 在阶段中发动（不会错过时点）');
  });
});
