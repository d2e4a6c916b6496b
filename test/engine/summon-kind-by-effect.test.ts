// WIN-SUMMON-HOW (s61): a summon made by a chain link's effect whose text names the kind (融合 「…融合召唤」, 超融合, 奇迹同调融合,
// 高等仪式术 「…仪式召唤」) is that kind of summon: the monster remembers it, the events and the resolution say 融合召唤 / 仪式召唤, and a
// 「这张卡融合召唤成功的场合」 trigger is met with no assumption, its reason naming the kind. The other side: an effect whose text says only
// 「特殊召唤」 of a Fusion Monster (简易融合 「从额外卡组把1只5星以下的融合怪兽特殊召唤」) makes no Fusion Summon
// (docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:41–45), so that trigger is not met — before, it was assumed met. Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';

const offered = (a: ChainAnswer, name: string) => (a.window?.triggers ?? []).filter((t) => t.card.name === name);
const reasons = (a: ChainAnswer, name: string) => offered(a, name).map((t) => t.reason ?? '').join('');

describe.skipIf(!haveCards)('[WIN-SUMMON-HOW] a Fusion or Ritual Summon by a chain link’s effect', () => {
  it('[WIN-SUMMON-HOW] 融合 summons 元素英雄 大地侠: said 融合召唤, and its 「融合召唤成功的场合」 ① is met, named so (zh, en)', () => {
    const q = '{回合:A 阶段:主要1 A额外:元素英雄 大地侠} C1 A:融合 [特殊召唤 元素英雄 大地侠]';
    const a = askCdb(q);
    const text = renderChainText(a, 'zh-CN');
    expect(text).toContain('A:元素英雄 大地侠 融合召唤');
    expect(text).toContain('「元素英雄 大地侠」融合召唤。');
    expect(offered(a, '元素英雄 大地侠')).toHaveLength(1);
    expect(offered(a, '元素英雄 大地侠')[0]!.rules).not.toContain('WIN-SUMMON-HOW');
    expect(reasons(a, '元素英雄 大地侠')).toContain('「元素英雄 大地侠」融合召唤成功，满足发动条件');
    const en = cdbJudge().chain(q, { lang: 'en' });
    expect(offered(en, '元素英雄 大地侠').map((t) => t.reason ?? '').join(' ')).toMatch(/Its condition was met: .* was Fusion Summoned/);
  });
  it('[WIN-SUMMON-HOW] 超融合 (chained to 黑洞) Fusion Summons too: the event says 融合召唤', () => {
    const a = askCdb('{回合:B 阶段:主要1 A额外:元素英雄 大地侠} C1 B:黑洞 C2 A:超融合 [特殊召唤 元素英雄 大地侠]');
    expect(renderChainText(a, 'zh-CN')).toContain('A:元素英雄 大地侠 融合召唤');
  });
  it('[WIN-SUMMON-HOW] 奇迹同调融合 on the chain: 霸魔导士 奥金魔术师 ① met with no 「假定是融合召唤」 (its text Fusion Summons)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A额外:霸魔导士 奥金魔术师 A场:星尘龙,古神 克图格亚} C1 A:奇迹同调融合 [特殊召唤 霸魔导士 奥金魔术师]');
    expect(offered(a, '霸魔导士 奥金魔术师')).toHaveLength(1);
    expect(reasons(a, '霸魔导士 奥金魔术师')).not.toContain('假定是融合召唤');
    expect(reasons(a, '霸魔导士 奥金魔术师')).toContain('融合召唤成功');
  });
  it('[WIN-SUMMON-HOW] 高等仪式术 Ritual Summons 破灭之天使 露茵: its ② reason says 仪式召唤成功', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:破灭之天使 露茵} C1 A:高等仪式术 [特殊召唤 破灭之天使 露茵]');
    expect(reasons(a, '破灭之天使 露茵')).toContain('「破灭之天使 露茵」仪式召唤成功，满足发动条件');
  });
  it('[WIN-SUMMON-HOW] the other side: 简易融合 only Special Summons its Fusion Monster — 调皮宝贝火箭 ① 「融合召唤成功的场合」 not met (chain and action)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A额外:调皮宝贝火箭} C1 A:简易融合 [特殊召唤 调皮宝贝火箭]');
    const text = renderChainText(a, 'zh-CN');
    expect(text).toContain('A:调皮宝贝火箭 特殊召唤');
    expect(text).not.toContain('融合召唤');
    expect(offered(a, '调皮宝贝火箭')).toHaveLength(0);
    expect(offered(askCdb('{回合:A 阶段:主要1 A额外:调皮宝贝火箭} 特殊召唤 调皮宝贝火箭 [由 简易融合]'), '调皮宝贝火箭')).toHaveLength(0);
    // The same monster by 融合 (whose text Fusion Summons) meets it.
    expect(offered(askCdb('{回合:A 阶段:主要1 A额外:调皮宝贝火箭} C1 A:融合 [特殊召唤 调皮宝贝火箭]'), '调皮宝贝火箭')).toHaveLength(1);
  });
});

describe.skipIf(!haveCards)('[WIN-SUMMON-HOW] Synchro, Xyz and Link Summons are named in the events too', () => {
  it('[WIN-SUMMON-HOW] 同调召唤 星尘龙: 「发生的事」 says 同调召唤 (en: Synchro Summoned), not only 特殊召唤', () => {
    const q = '{回合:A 阶段:主要1} 同调召唤 星尘龙';
    expect(renderChainText(askCdb(q), 'zh-CN')).toContain('A:星尘龙 同调召唤');
    expect(renderChainText(cdbJudge().chain(q, { lang: 'en' }), 'en')).toContain('Stardust Dragon Synchro Summoned');
  });
});

describe.skipIf(!haveCards)('[WIN-SUMMON-HOW] the window after a summon of a kind is named by it', () => {
  it('[WIN-SUMMON-HOW] 融合召唤 / 同调召唤 as an action: 「融合召唤成功时的时点」 ("after the Synchro Summon"); a plain 特殊召唤 keeps 「特殊召唤成功时的时点」', () => {
    expect(renderChainText(askCdb('{回合:A 阶段:主要1} 融合召唤 召唤兽 梅尔卡巴'), 'zh-CN')).toContain('时点: 融合召唤成功时的时点');
    const en = cdbJudge().chain('{回合:A 阶段:主要1} 同调召唤 星尘龙', { lang: 'en' });
    expect(renderChainText(en, 'en')).toContain('Trigger window: after the Synchro Summon');
    expect(renderChainText(askCdb('{回合:A 阶段:主要1} 特殊召唤 星尘龙'), 'zh-CN')).toContain('时点: 特殊召唤成功时的时点');
  });
});
