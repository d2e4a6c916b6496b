// CH-LP-GAIN-AS-DAMAGE: a face-up continuous effect that turns a player's LP gains into damage (「对方基本分回复的效果变成给与对方
// 基本分伤害的效果」) makes an effect that would make them gain LP an effect that damages them — answered as one at activation, and
// dealt as damage at resolution (rules reference docs/c04/灰流丽·星尘龙.rst:175). Cards read from the shared cards.cdb; the
// converter here is 堕天使护士-蕾菲库儿, not the reference's 药物的副作用.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const lp = (a: ChainAnswer) => a.events.filter((e) => e.type === 'damage' || e.type === 'lp-gained').map((e) => `${e.type}:${e.player}:${e.amount}`);

describe.skipIf(!haveCards)('LP gains turned into damage', () => {
  it('[CH-LP-GAIN-AS-DAMAGE] the opponent’s 红色药剂 under my face-up 堕天使护士-蕾菲库儿 damages them; with it negated, or without it, they gain', () => {
    expect(lp(askCdb('{回合:B A场:堕天使护士-蕾菲库儿} C1 B:红色药剂'))).toEqual(['damage:B:500']);
    const a = askCdb('{回合:B A场:堕天使护士-蕾菲库儿} C1 B:红色药剂');
    expect(a.links[0]!.rules).toContain('CH-LP-GAIN-AS-DAMAGE');
    expect(lp(askCdb('{回合:B A场:堕天使护士-蕾菲库儿(效果无效)} C1 B:红色药剂'))).toEqual(['lp-gained:B:500']);
    expect(lp(askCdb('{回合:B} C1 B:红色药剂'))).toEqual(['lp-gained:B:500']);
  });
  it('[CH-LP-GAIN-AS-DAMAGE] at activation it is an effect that damages that player: 娱乐伙伴 雨衣山羊 may answer 礼品卡 under the opponent’s converter, not without it', () => {
    expect(askCdb('{回合:B B场:堕天使护士-蕾菲库儿} C1 B:礼品卡 C2 A:娱乐伙伴 雨衣山羊①').links[1]!.legal).toBe(true);
    expect(askCdb('{回合:B} C1 B:礼品卡 C2 A:娱乐伙伴 雨衣山羊①').links[1]!.legal).toBe(false);
  });
});
