// CMP-COUNTER-CHOICES: 「②：可以把自己场上的武士道指示物的以下数量取除，那个效果发动。●2个：A ●4个：B ●6个：C」 (六武之门, read from its
// cards.cdb text) — the number of counters removed picks the effect activated: each ● is an option of its own (`[●n]`), costing that many
// counters, never one effect doing all of them. The other side: a ● heading that is no counter cost (「●2张以上：」 tiers) stays a step.
// The fixture written with 「这张卡的」 counters is judged by CNT-COST (fewer on the card: illegal).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { judgeWithCdb, summary } from './build.js';

skipMessage('options picked by the counters removed', CARDS_DB);

const spell = { kind: 'spell', subtypes: ['continuous'] } as never;
const GATE = '①：每次「六武众」怪兽召唤·特殊召唤给这张卡放置2个武士道指示物。\n②：可以把自己场上的武士道指示物的以下数量取除，那个效果发动。\n●2个：以场上1只「六武众」效果怪兽或者「紫炎」效果怪兽为对象才能发动。那只怪兽的攻击力直到回合结束时上升500。\n●4个：从自己的卡组·墓地选1只「六武众」怪兽加入手卡。\n●6个：以自己墓地1只「紫炎」效果怪兽为对象才能发动。那只怪兽特殊召唤。';
const own = textCard({ id: 998420501, name: '测试指示物选项', type: 'spell continuous', text: '①：可以把这张卡的测试指示物的以下数量取除，那个效果发动。\n●1个：自己从卡组抽1张。\n●3个：给与对方1000伤害。' });
const lps = (a: ChainAnswer) => a.lp;

describe('CMP-COUNTER-CHOICES (compiler)', () => {
  it('[CMP-COUNTER-CHOICES] 六武之门②: three options, each costing its counters and doing only its own step (the 「4个：」 is no count of cards added)', () => {
    const two = compileEffects(GATE, spell).filter((e) => e.n === 2);
    expect(two.map((e) => e.choiceOf)).toEqual([2, 2, 2]);
    expect(two.map((e) => e.cost?.map((c) => c.counters))).toEqual([[{ kind: '武士道', count: 2 }], [{ kind: '武士道', count: 4 }], [{ kind: '武士道', count: 6 }]]);
    expect(two.map((e) => e.does.map((a) => a.do))).toEqual([['modify-stats'], ['add-to-hand'], ['special-summon']]);
    expect(two.map((e) => !!e.targets)).toEqual([true, false, true]);
    expect((two[1]!.does[0]!.what as { count?: number }).count).toBe(1);
    expect(two.every((e) => !e.unknown?.length)).toBe(true);
  });

  it('[CMP-COUNTER-CHOICES] not a counter heading: 「这个效果破坏的卡数量的以下效果适用。●1张以上：…」 stays one effect of steps (CMP-MOVED-COUNT-TIERS), no choices, no counter cost', () => {
    const es = compileEffects('①：以场上1张卡为对象才能发动。那张卡破坏。那之后，这个效果破坏的卡数量的以下效果适用。\n●1张以上：自己从卡组抽1张。\n●2张以上：给与对方500伤害。', { kind: 'spell', subtypes: [] } as never);
    expect(es.filter((e) => e.n === 1).map((e) => e.choiceOf)).toEqual([undefined]);
    expect(es.flatMap((e) => e.cost ?? []).filter((c) => c.counters)).toEqual([]);
  });
});

describe.skipIf(!haveCards)('CMP-COUNTER-CHOICES (chains)', () => {
  it('[CMP-COUNTER-CHOICES] 六武之门② [●1] raises its target by 500 and adds nothing; [●2] adds 1 card and raises nothing', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:六武之门(武士道指示物4),六武众的师范} C1 A:六武之门② [●1]→六武众的师范');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.stats.find((s) => s.card.name === '六武众的师范')?.atk).toBe(2600);
    expect(a.events.some((e) => e.type === 'added-to-hand')).toBe(false);
    const b = askCdb('{回合:A 阶段:主要1 A场:六武之门(武士道指示物4),六武众的师范} C1 A:六武之门② [●2]');
    expect(b.stats.find((s) => s.card.name === '六武众的师范')?.atk ?? 2100).toBe(2100);
    expect(b.events.filter((e) => e.type === 'added-to-hand').map((e) => (e as { amount?: number }).amount)).toEqual([1]);
  });

  it('[CMP-COUNTER-CHOICES] still an Ignition Effect: not in the Damage Step', () => {
    expect(summary(askCdb('{回合:A 阶段:伤害步骤 A场:六武之门(武士道指示物4),六武众的师范} C1 A:六武之门② [●1]→六武众的师范'))).toEqual(['C1:illegal:illegal']);
  });

  it('[CMP-COUNTER-CHOICES] 「这张卡的」 counters: the option costing more than the card holds cannot be chosen (CNT-COST), the cheaper one can and removes its own count', () => {
    expect(summary(judgeWithCdb('{回合:A 阶段:主要1 A场:测试指示物选项(测试指示物2)} C1 A:测试指示物选项① [●2]', [own], CARDS_DB))).toEqual(['C1:illegal:illegal']);
    const a = judgeWithCdb('{回合:A 阶段:主要1 A场:测试指示物选项(测试指示物2) A基本分:8000 B基本分:8000} C1 A:测试指示物选项① [●1]', [own], CARDS_DB);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect((a.counters ?? []).map((c) => `${c.kind}:${c.before}->${c.now}`)).toEqual(['测试:2->1']);
    expect(lps(a)).toEqual({ A: 8000, B: 8000 });
  });
});
