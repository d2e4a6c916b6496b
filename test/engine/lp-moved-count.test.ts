// CMP-LP-MOVED-COUNT / CH-LP-MOVED-COUNT: 「自己回复这个效果送去墓地的「堕天使」卡数量×500基本分」 (堕天使 路西法③) and 「给与对方这个效果破坏送去
// 墓地的卡数量×2000伤害」 (一击必杀！居合抽卡) are N per card this resolution moved that way — only 「堕天使」 cards for the first, only cards
// destroyed that went to the GY for the second (docs/c03/特定效果的处理方法.rst:736: what 「这个效果…的卡」 counts is what this resolution did).
// Before, 路西法 gained a flat 500 and 居合抽卡 dealt a flat 2000. When the situation does not say which cards moved (the Deck's top cards
// unnamed), the amount is unknown and the answer says it is N per card — never a flat guess.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('LP counted by the cards this effect moved (CH-LP-MOVED-COUNT)', CARDS_DB);

const lpEvents = (input: string) => askCdb(input).events.filter((e) => e.type === 'damage' || e.type === 'lp-gained').map((e) => `${e.type}:${e.player}:${e.amount}`);

describe.skipIf(!haveCards)('LP counted by the cards this effect moved', () => {
  it('[CMP-LP-MOVED-COUNT] 堕天使 路西法③ gains 500 per 「堕天使」 card this effect sent to the GY; 一击必杀！居合抽卡 deals 2000 per card it destroyed that went to the GY; 冰晶 counts only WATER monsters', () => {
    const effectOf = (name: string) => {
      const r = cdbJudge().catalog.resolve(name);
      if (!r.ok) throw new Error(name);
      return r.card.effects.flatMap((e) => e.does);
    };
    expect(effectOf('堕天使 路西法').find((a) => a.do === 'gain-lp')).toMatchObject({ player: 'self', amount: 500, amountPer: { movedByThis: 'send-to-gy', of: { archetype: '堕天使' } } });
    expect(effectOf('一击必杀！居合抽卡').find((a) => a.do === 'damage')).toMatchObject({ player: 'opponent', amount: 2000, amountPer: { movedByThis: 'destroy', toGy: true } });
    expect(effectOf('冰晶').find((a) => a.do === 'damage')).toMatchObject({ amount: 500, amountPer: { movedByThis: 'destroy', toGy: true, of: { attribute: '水' } } });
  });

  it('[CH-LP-MOVED-COUNT] 堕天使 路西法③ sending 2 「堕天使」 cards and 黑洞 gains 1000; sending only 黑洞 gains none; the cards not written, the gain is unknown and said to be 500 per 「堕天使」 card', () => {
    const base = '{回合:A 阶段:主要1 A场:堕天使 路西法,堕天使 苏泊比亚,堕天使 杰拉特 A卡组:堕天使 伊希塔布,堕天使 莫斯提马,黑洞 A基本分:8000}';
    expect(lpEvents(`${base} C1 A:堕天使 路西法③ [送去墓地 堕天使 伊希塔布,堕天使 莫斯提马,黑洞]`)).toEqual(['lp-gained:A:1000']);
    expect(lpEvents(`${base} C1 A:堕天使 路西法③ [送去墓地 黑洞]`)).toEqual([]);
    const unknown = askCdb(`${base} C1 A:堕天使 路西法③`);
    expect(unknown.events.filter((e) => e.type === 'lp-gained').map((e) => e.amount)).toEqual([null]);
    expect(unknown.links[0]!.reason).not.toContain('回复500');
    expect(unknown.assumptions.some((s) => s.includes('「堕天使」卡每1张500') && s.includes('数值未知'))).toBe(true);
    expect(unknown.links[0]!.rules).toContain('CH-LP-MOVED-COUNT');
  });

  it('[CH-LP-MOVED-COUNT] 一击必杀！居合抽卡 destroying the 3 cards of a field written whole deals 2000 for each that went to the GY (6000), not a flat 2000', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场只有:堕天使 路西法 B场只有:黑洞(盖),青眼白龙 B基本分:8000} C1 A:一击必杀！居合抽卡 [抽卡 一击必杀！居合抽卡]');
    const destroyed = a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards);
    expect(destroyed.length).toBe(3);
    expect(a.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`)).toEqual(['B:6000']);
  });

  it('[CMP-MOVED-COUNT-SIDE] 拓扑三叶双头蛇① deals 500 per card of the opponent\'s it banished — the summoned monster and every Spell/Trap on the field (B: 3 cards, 1500), not a flat 500', () => {
    const effectOf = (name: string) => {
      const r = cdbJudge().catalog.resolve(name);
      if (!r.ok) throw new Error(name);
      return r.card.effects.flatMap((e) => e.does);
    };
    expect(effectOf('拓扑三叶双头蛇').find((a) => a.do === 'damage')).toMatchObject({ player: 'opponent', amount: 500, amountPer: { movedByThis: 'banish', of: { side: 'opponent' } } });
    const a = askCdb('{回合:B 阶段:主要1 A场只有:拓扑三叶双头蛇,强欲之壶(盖) B场只有:黑洞(盖),神之宣告(盖) B墓:青眼白龙 A基本分:8000 B基本分:8000} C1 B:死者苏生→青眼白龙 然后 C1 A:拓扑三叶双头蛇');
    const banished = a.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards);
    expect(banished.length).toBe(4);
    expect(a.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`)).toEqual(['B:1500']);
  });

  it('[CMP-MOVED-COUNT-SIDE] 混沌帝龙 -终焉的使者-① deals 300 per card it sent to the opponent\'s GY: B\'s hand and field written in full, 900; B\'s hand not written, the amount is unknown and said so, naming B\'s hand', () => {
    const known = askCdb('{回合:A 阶段:主要1 A场只有:混沌帝龙 -终焉的使者- B场只有:青眼白龙 B手:雷破,灰流丽 A基本分:8000 B基本分:8000} C1 A:混沌帝龙 -终焉的使者-');
    expect(known.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`)).toEqual(['B:900']);
    const unknown = askCdb('{回合:A 阶段:主要1 A场只有:混沌帝龙 -终焉的使者- B场只有:青眼白龙 A基本分:8000 B基本分:8000} C1 A:混沌帝龙 -终焉的使者-');
    expect(unknown.events.filter((e) => e.type === 'damage').map((e) => e.amount)).toEqual([null]);
    expect(unknown.assumptions.some((s) => s.includes('对方的卡每1张300') && s.includes('B的手卡') && s.includes('数值未知'))).toBe(true);
  });

  it('[CH-LP-MOVED-COUNT] 一击必杀！居合抽卡 with the fields written in part (no 只有): the damage is counted on the cards written (6000) and the answer says so — each card not written would add 2000', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:堕天使 路西法 B场:黑洞(盖),青眼白龙 B基本分:8000} C1 A:一击必杀！居合抽卡 [抽卡 一击必杀！居合抽卡]');
    expect(a.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`)).toEqual(['B:6000']);
    expect(a.assumptions.some((s) => s.includes('按情境写明的卡计算为6000') && s.includes('B的场上') && s.includes('再加2000'))).toBe(true);
  });
});
