// CMP-DICE-OUTCOMES: 「掷1次骰子，出现的数目的效果适用。●1：A ●2～5：B ●6：C」 — only the ● of the number rolled applies (review s46-rv2:
// every ● was done one after the other — 暗之支配者-佐克 destroyed both fields and itself, 骰子独眼巨人 made both players discard and
// then A's whole hand). Each ● is an option picked as it resolves by the die (`choiceAtResolution: 'die'`), `[●n]` names the n-th ●;
// the effect can be activated when any ● has something to apply (rules reference docs/c03/特定效果的处理方法.rst:369), and what a ●
// destroys is left to chance, so 星尘龙 cannot answer it (docs/c04/灰流丽·星尘龙.rst:18).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, cdbJudge, haveCards } from './data.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as never;

describe('[CMP-DICE-OUTCOMES] the ● of a die roll', () => {
  it('[CMP-DICE-OUTCOMES] 「掷1次骰子，出现的数目的效果适用。●1·2：… ●3·4·5：… ●6：…」: three options picked by the die, each with its own step only', () => {
    const es = compileEffects('①：1回合1次，自己主要阶段才能发动。掷1次骰子，出现的数目的效果适用。●1·2：对方场上的怪兽全部破坏。●3·4·5：选对方场上1只怪兽破坏。●6：自己场上的怪兽全部破坏。', monster);
    const opts = es.filter((e) => e.choiceOf !== undefined);
    expect(opts).toHaveLength(3);
    expect(opts.every((e) => e.choiceAtResolution === 'die')).toBe(true);
    expect(opts.map((e) => e.does.filter((a) => a.do === 'destroy').length)).toEqual([1, 1, 1]);
    expect(opts[0]!.choiceWords).toBe('1·2：对方场上的怪兽全部破坏');
  });
  it('[CMP-DICE-OUTCOMES] the other side: ● without number heads after 「以下效果适用」 stay steps done one after the other (not options)', () => {
    const es = compileEffects('①：自己主要阶段才能发动。以下效果适用。●对方场上的怪兽全部破坏。●自己从卡组抽1张。', monster);
    expect(es.some((e) => e.choiceAtResolution === 'die')).toBe(false);
  });
});

describe.skipIf(!haveCards)('[CMP-DICE-OUTCOMES] on the chain', () => {
  it('[CMP-DICE-OUTCOMES] 暗之支配者-佐克 (read from its text): no roll written — one ● only (the first), said with every ●; [●3] — only its own field is destroyed; 星尘龙 cannot answer it (the destruction is left to the die)', () => {
    const plain = askCdb('{回合:A 阶段:主要1 A场:暗之支配者-佐克,三眼怪 B场:青眼白龙,黑魔术师} C1 A:暗之支配者-佐克');
    expect(plain.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name)).sort()).toEqual(['青眼白龙', '黑魔术师'].sort());
    expect(plain.assumptions.some((x) => x.includes('掷骰子，只适用出现的数目的●') && x.includes('6：自己场上的怪兽全部破坏'))).toBe(true);
    const six = askCdb('{回合:A 阶段:主要1 A场:暗之支配者-佐克,三眼怪 B场:青眼白龙,黑魔术师} C1 A:暗之支配者-佐克[●3]');
    expect(six.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name)).sort()).toEqual(['三眼怪', '暗之支配者-佐克'].sort());
    const stardust = askCdb('{回合:A 阶段:主要1 A场:暗之支配者-佐克,三眼怪 B场:青眼白龙,星尘龙} C1 A:暗之支配者-佐克 C2 B:星尘龙');
    expect(stardust.links[1]!.legal).toBe(false);
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A场:暗之支配者-佐克,三眼怪 B场:青眼白龙,黑魔术师} C1 A:暗之支配者-佐克', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.assumptions.some((x) => x.includes('only the ● of the number rolled applies'))).toBe(true);
  });
  it('[CMP-DICE-OUTCOMES] 骰子独眼巨人 [●1]: only the opponent discards the card picked among its hand (before: both players discarded, then A its whole hand); the opponent\'s hand empty, it can still be activated (another ● has something to apply) and the first ● with something — A discards one', () => {
    const one = askCdb('{回合:A 阶段:主要1 A场:骰子独眼巨人 A手:黑洞 B手:灰流丽,增殖的G} C1 A:骰子独眼巨人[●1] [丢弃 增殖的G]');
    const discarded = one.events.filter((e) => e.type === 'discarded').flatMap((e) => e.cards.map((c) => c.name));
    expect(discarded).toEqual(['增殖的G']);
    const empty = askCdb('{回合:A 阶段:主要1 A场:骰子独眼巨人 A手:黑洞 B手:} C1 A:骰子独眼巨人');
    expect(empty.links[0]!.legal).toBe(true);
    expect(empty.events.filter((e) => e.type === 'discarded').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['黑洞']);
  });
});
