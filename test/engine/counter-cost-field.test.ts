// CNT-COST-FIELD (review s42 rv4): a counter cost taken from the cards of a field — 「把自己场上2个魔力指示物取除才能发动」 (魔导兽 胡狼王),
// 「把自己·对方场上2个坏兽指示物取除」 (坏兽), and each ● of CMP-COUNTER-CHOICES 「可以把自己场上的武士道指示物的以下数量取除」 (六武之门②,
// 信号战士③: 「自己·对方场上的」) — cannot be paid while the cards there hold fewer of that kind together: the activation is illegal
// (a cost that cannot be paid: rules reference docs/c02/基本用语.rst:830–841). Before, 信号战士 with 3 counters activated its 4-counter ●,
// and the compiler read 「自己场上2个魔力指示物取除」 as 2 cards of the field.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { renderChainText } from '../../src/answer/render/text.js';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';
import { summary } from './build.js';

skipMessage('counter costs from a field', CARDS_DB);
const monster = { kind: 'monster', subtypes: ['effect'] } as never;

describe('CNT-COST-FIELD (compiler)', () => {
  it('[CNT-COST-FIELD] 「把自己场上2个魔力指示物取除」 is 2 counters from the own field, 「自己·对方场上」 from either — not 2 cards; 「这张卡的」 stays this card', () => {
    const own = compileEffects('①：1回合1次，对方怪兽的效果发动时，把自己场上2个魔力指示物取除才能发动。那个发动无效。', monster)[0]!.cost;
    expect(own).toEqual([{ do: 'other', what: { filter: { place: 'field', side: 'self' }, scope: 'choose' }, counters: { kind: '魔力', count: 2 } }]);
    const both = compileEffects('④：1回合1次，把自己·对方场上2个坏兽指示物取除才能发动。对方场上1张卡破坏。', monster)[0]!.cost;
    expect(both).toEqual([{ do: 'other', what: { filter: { place: 'field' }, scope: 'choose' }, counters: { kind: '坏兽', count: 2 } }]);
    expect(compileEffects('①：把这张卡3个魔力指示物取除才能发动。对方场上1张卡破坏。', monster)[0]!.cost).toEqual([{ do: 'other', what: 'self', counters: { kind: '魔力', count: 3 } }]);
  });
});

describe.skipIf(!haveCards)('CNT-COST-FIELD (chains)', () => {
  it('[CNT-COST-FIELD] 六武之门② [●1] (2 counters) with 1 on the field written complete: illegal, said (zh and en); with 2: legal, and they are removed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场只有:六武之门(武士道指示物1),六武众的师范} C1 A:六武之门② [●1]→六武众的师范');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(a.links[0]!.rules).toContain('CNT-COST-FIELD');
    expect(renderChainText(a, 'zh-CN')).toContain('要把自己场上的2个武士道指示物取除作为代价，但那里的卡合计只有1个');
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A场只有:六武之门(武士道指示物1),六武众的师范} C1 A:六武之门② [●1]→六武众的师范', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(renderChainText(en, 'en')).toContain('but they hold only 1 in all');
    const b = askCdb('{回合:A 阶段:主要1 A场:六武之门(武士道指示物2),六武众的师范} C1 A:六武之门② [●1]→六武众的师范');
    expect(summary(b)).toEqual(['C1:legal:resolved']);
    expect((b.counters ?? []).map((c) => `${c.kind}:${c.before}->${c.now}`)).toEqual(['武士道:2->0']);
  });

  it('[CNT-COST-FIELD] 信号战士③ ●4 (「自己·对方场上的」): 3 on its field written complete and none on the other listed field — illegal; 3 + 1 on the other field — legal', () => {
    expect(summary(askCdb('{回合:A 阶段:主要1 A场只有:信号战士(信号指示物3) B场: B基本分:8000} C1 A:信号战士③ [●1]'))).toEqual(['C1:illegal:illegal']);
    const a = askCdb('{回合:A 阶段:主要1 A场:信号战士(信号指示物3) B场:信号战士(信号指示物1) B基本分:8000} C1 A:信号战士③ [●1]');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.lp.B).toBe(7200);
  });

  it('[CNT-COST-FIELD] the other side: a field the situation does not list is not judged (信号战士 with the opponent’s field unlisted may activate); a cheaper ● is still allowed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:信号战士(信号指示物3) B基本分:8000} C1 A:信号战士③ [●1]');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.links[0]!.rules).not.toContain('CNT-COST-FIELD');
    expect(summary(askCdb('{回合:A 阶段:主要1 A场:六武之门(武士道指示物3),六武众的师范} C1 A:六武之门② [●1]→六武众的师范'))).toEqual(['C1:legal:resolved']);
    // no counters written on any card of the fields: not judged (as CNT-COST)
    expect(summary(askCdb('{回合:A 阶段:主要1 A场:六武之门,六武众的师范} C1 A:六武之门② [●1]→六武众的师范'))).toEqual(['C1:legal:resolved']);
  });

  // Review s44 (item 2): the answer names the cards whose counters paid the cost; where several could, the choice is assumed and said.
  it('[CNT-COST-FIELD] counters spread over cards (s44): 信号战士③ (imported) takes all 3 + 1 — the answer names both cards; two 六武之门 holding 2 and 3 for a cost of 2 — the activated card pays, said as assumed, and its counters drop', () => {
    const both = askCdb('{回合:A 阶段:主要1 A场:信号战士(信号指示物3) B场:信号战士(信号指示物1) B基本分:8000} C1 A:信号战士③ [●1]');
    const said = both.assumptions.join('\n');
    expect(said).toContain('代价从A:「信号战士」（这张卡）取除3个、B:「信号战士」取除1个信号指示物');
    expect(said).not.toContain('由玩家选择');
    const gates = askCdb('{回合:A 阶段:主要1 A场:六武之门(武士道指示物2),六武之门(武士道指示物3),六武众的师范} C1 A:六武之门② [●1]→六武众的师范');
    expect(summary(gates)).toEqual(['C1:legal:resolved']);
    expect(gates.links[0]!.rules).not.toContain('CNT-COST-FIELD');
    expect(gates.assumptions.join('\n')).toContain('代价从「六武之门」（这张卡）取除2个武士道指示物（从哪些卡取除由玩家选择');
    expect((gates.counters ?? []).map((c) => `${c.kind}:${c.before}->${c.now}`)).toEqual(['武士道:2->0']);
  });
  it('[CNT-COST-FIELD] the other side (s44): counters written on no card of the field are not guessed — no cards named for the cost', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:六武之门,六武众的师范} C1 A:六武之门② [●1]→六武众的师范');
    expect(a.assumptions.join('\n')).not.toContain('代价从');
  });
});

// s57 (follow-up of s57-costfield): a counter cost reads its fields as every cost does (SIT-FIELD-COMPLETE, src/engine/chain/cost-gy.ts).
// Before, 六武之门② [●1] beside `A场:六武之门(武士道指示物1)` was refused, though a card not written (another 六武之门) could hold the rest.
describe.skipIf(!haveCards)('CNT-COST-FIELD on a field written in part (s57)', () => {
  it('[CNT-COST-FIELD] a field written in part (`A场:`) with too few counters written: legal, assumed paid with cards not written and said (no card named, the written counters kept); written `A场只有:` refused', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:六武之门(武士道指示物1),六武众的师范} C1 A:六武之门② [●1]→六武众的师范');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    const said = a.assumptions.join('\n');
    expect(said).toContain('要把自己场上的2个武士道指示物取除作为代价；情境写出的卡中合计只有1个，A的场上可能有没写出的卡，假定用没写出的卡可以支付（要按写出的卡判断，写「A场只有:」）');
    expect(said).not.toContain('代价从');
    expect((a.counters ?? []).map((c) => `${c.kind}:${c.before}->${c.now}`)).toEqual([]);
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A场:六武之门(武士道指示物1),六武众的师范} C1 A:六武之门② [●1]→六武众的师范', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(renderChainText(en, 'en')).toContain('must remove 2 武士道 counters from the cards on its controller’s field as its cost; of the cards the situation gives, they hold only 1 in all');
    expect(summary(askCdb('{回合:A 阶段:主要1 A场只有:六武之门(武士道指示物1),六武众的师范} C1 A:六武之门② [●1]→六武众的师范'))).toEqual(['C1:illegal:illegal']);
  });

  it('[CNT-COST-FIELD] 「自己·对方场上」 (信号战士③ ●4): the own field complete and the other written in part or not at all — assumed from that field, naming it; both complete — refused', () => {
    for (const b of ['B场:旋风(盖)', '']) {
      const a = askCdb(`{回合:A 阶段:主要1 A场只有:信号战士(信号指示物3) ${b} B基本分:8000} C1 A:信号战士③ [●1]`);
      expect(summary(a)).toEqual(['C1:legal:resolved']);
      expect(a.assumptions.join('\n')).toContain('要把自己·对方场上的4个信号指示物取除作为代价；情境写出的卡中合计只有3个，B的场上可能有没写出的卡，假定用没写出的卡可以支付（要按写出的卡判断，写「B场只有:」）');
    }
    expect(summary(askCdb('{回合:A 阶段:主要1 A场只有:信号战士(信号指示物3) B场只有:旋风(盖) B基本分:8000} C1 A:信号战士③ [●1]'))).toEqual(['C1:illegal:illegal']);
  });
});
