// CNT-PLACE (test/RULES.md), what the user reads: the counters a chain or action placed or removed are in the answer's `counters`,
// and the text and Discord answers say them too (before, only the JSON did: 漆黑的能量石 activated read 「C1: 支付代价」 and nothing else).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { renderChainText } from '../../src/answer/render/text.js';
import { chainEmbeds } from '../../src/answer/render/discord.js';
import { askCdb, haveCards } from '../cards/data.js';

const text = (a: ChainAnswer, lang: 'zh-CN' | 'en') => renderChainText(a, lang);
const embedText = (a: ChainAnswer) => JSON.stringify(chainEmbeds(a, 'zh-CN'));

describe.skipIf(!haveCards)('the counters a chain placed, in the text answer', () => {
  it('[CNT-PLACE] 漆黑的能量石 activated: the text says its 3 Spell Counters (zh and en), and the Discord embed too', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:漆黑的能量石(盖)} C1 A:漆黑的能量石');
    expect(text(a, 'zh-CN')).toContain('「漆黑的能量石」的魔力指示物：0 → 3');
    expect(text(a, 'en')).toContain('漆黑的能量石: Spell Counters 0 → 3');
    expect(embedText(a)).toContain('魔力指示物：0 → 3');
  });

  it('[CNT-PLACE] another card, both ways: 漆黑的能量石 ① moves one counter to 魔导战士 破坏者 — a line for each card', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:漆黑的能量石(魔力指示物3),魔导战士 破坏者} C1 A:漆黑的能量石①→魔导战士 破坏者');
    const s = text(a, 'zh-CN');
    expect(s).toContain('「漆黑的能量石」的魔力指示物：3 → 2');
    expect(s).toMatch(/「魔导战士 破坏者」的魔力指示物：\S+ → 1/);
  });

  it('[CNT-PLACE] the other side: a chain that changes no counter has no counters section', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:强欲之壶');
    expect(a.counters ?? []).toEqual([]);
    expect(text(a, 'zh-CN')).not.toContain('指示物：');
    expect(text(a, 'en')).not.toContain('Counters:');
  });
});
