// WIN-SEGOC-CARD-ACTIVATION (review s42 (6)): the trigger window listed the activation of a Set Quick-Play Spell or a Set Trap as a
// 「诱发即时效果」 (quick effect). Activating a Spell/Trap card is 卡的发动 (the card's activation), not an effect of a card already
// face-up (rules reference docs/c02/卡片·效果的发动.rst:8: 『卡的发动』指魔法·陷阱卡的发动); a monster's quick effect stays a quick effect.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const entry = (a: ChainAnswer, name: string) => a.window.triggers.find((t) => t.card.name === name);

describe.skipIf(!haveCards)('the window labels a card activation as one (WIN-SEGOC-CARD-ACTIVATION)', () => {
  it('[WIN-SEGOC-CARD-ACTIVATION] a Set 旋风 (Quick-Play) and a Set 激流葬 (Trap) after a summon are card activations, said so (zh and en)', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:旋风(盖),激流葬(盖),神之宣告(盖)} 召唤 三眼怪');
    for (const name of ['旋风', '激流葬']) {
      expect(entry(a, name)?.kind).toBe('activation');
      expect(entry(a, name)?.rules).toContain('WIN-SEGOC-CARD-ACTIVATION');
    }
    const zh = renderChainText(a, 'zh-CN');
    expect(zh).toMatch(/B:旋风 ① 卡的发动/);
    expect(zh).not.toMatch(/B:旋风 ① 诱发即时效果/);
    const en = renderChainText(askCdb('{回合:A 阶段:主要1 B场:旋风(盖)} 召唤 三眼怪'), 'en');
    expect(en).toMatch(/card activation/);
    expect(en).not.toMatch(/quick effect/);
  });
  it('[WIN-SEGOC-CARD-ACTIVATION] the other side: a monster’s quick effect from the hand (灰流丽) stays a quick effect; a Trap that left the field (in the GY) is not offered', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:召唤师 阿莱斯特 B手:灰流丽 B场:无限泡影(盖)} 召唤 召唤师 阿莱斯特');
    expect(entry(a, '灰流丽')?.kind).toBe('quick');
    expect(entry(a, '灰流丽')?.rules).not.toContain('WIN-SEGOC-CARD-ACTIVATION');
    expect(entry(a, '无限泡影')?.kind).toBe('activation');
    expect(renderChainText(a, 'zh-CN')).toMatch(/B:灰流丽 ① 诱发即时效果/);
    const gone = askCdb('{回合:A 阶段:主要1 A手:三眼怪 B墓:激流葬} 召唤 三眼怪');
    expect(entry(gone, '激流葬')).toBeUndefined();
  });
});
