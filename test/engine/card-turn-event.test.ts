// CH-SENT-GY-TURN, the event a parameter (s57): 「这个效果在这张卡被除外的回合不能发动」 and 「…特殊召唤的回合不能发动」 are read as the same fact
// as 「…送去墓地的回合…」 and judged in the same place — known from this chain, an earlier chain of the input, the situation's state or the
// turn's history (`本回合:A:X(除外)`); unknown, assumed met and said. (Before, 三发点射龙③ was legal the turn it was Special Summoned.)
// No card of the 2019 database nor of the official-name table prints 「被除外的回合不能发动」: the banished case is judged on a card written
// for this test (its text compiled like any card's).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { writeCdb } from '../ops/cdb.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const TEXT = '①：自己·对方回合，把墓地的这张卡除外才能发动。自己抽1张。\n②：这张卡在除外状态的场合，自己·对方回合才能发动。这张卡加入手卡。这个效果在这张卡被除外的回合不能发动。';
const dir = mkdtempSync(join(tmpdir(), 'ocg-banish-turn-'));
const cdb = join(dir, 'cards.cdb');
writeCdb(cdb, [{ id: 90057001, name: '测试除外回合', desc: TEXT, type: 33 }]);
const judge = createJudge({ cardsDb: cdb });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ask = (q: string, lang: 'zh-CN' | 'en' = 'zh-CN') => {
  const a = judge.chain(q, { lang });
  if (!a.ok) throw new Error(`${q}: ${a.error.message}`);
  return a;
};

describe('CH-SENT-GY-TURN: 「这张卡被除外的回合」', () => {
  it('[CH-SENT-GY-TURN] 「这个效果在这张卡被除外的回合不能发动」 compiles as the same fact as 「送去墓地的回合」, the event its parameter', () => {
    const effects = compileEffects(TEXT, { kind: 'monster', subtypes: ['effect'], bits: 33 });
    expect(effects.find((e) => e.n === 2)!.condition).toEqual([{ is: 'not-this-turn', event: 'banished' }]);
    expect(effects.find((e) => e.n === 1)!.condition ?? []).toEqual([]);
  });
  it('[CH-SENT-GY-TURN] banished this turn by the cost of its own chain’s C1, in the opponent’s turn: C2 (its ②) is refused, saying how', () => {
    const a = ask('{回合:B A墓:测试除外回合} C1 A:测试除外回合① C2 A:测试除外回合②');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[1]!.legal).toBe(false);
    expect(a.links[1]!.illegalReason).toBe('C2「测试除外回合」：这张卡是这个回合被除外的（在这里判断的连锁中），所以这个效果在这个回合不能发动。');
  });
  it('[CH-SENT-GY-TURN] banished in an earlier turn (only written in the banishment): legal, the assumption says what was assumed', () => {
    const a = ask('{回合:A A除外:测试除外回合} C1 A:测试除外回合②');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.join('\n')).toContain('发动条件（这张卡不是在这个回合被除外的）情境中没有写明，假定满足');
  });
  it('[CH-SENT-GY-TURN] the situation’s `(本回合除外)` and the turn’s history `本回合:A:X(除外)` say it was banished this turn: refused', () => {
    expect(ask('{回合:A A除外:测试除外回合(本回合除外)} C1 A:测试除外回合②').links[0]!.illegalReason).toContain('（情境写明 (本回合除外)）');
    const h = ask('{回合:A A除外:测试除外回合 本回合:A:测试除外回合(除外)} C1 A:测试除外回合②');
    expect(h.links[0]!.legal).toBe(false);
    // (The opponent's card of that name banished says nothing of this one.)
    expect(ask('{回合:A A除外:测试除外回合 本回合:B:测试除外回合(除外)} C1 A:测试除外回合②').links[0]!.legal).toBe(true);
  });
  it('[CH-SENT-GY-TURN] in English the reason says once what happened and why', () => {
    const a = ask('{回合:B A墓:测试除外回合} C1 A:测试除外回合① C2 A:测试除外回合②', 'en');
    expect(a.links[1]!.illegalReason).toBe('Chain Link 2 (测试除外回合): this card was banished this turn (in the chains judged here), so this effect cannot be activated this turn.');
  });
  it('[CH-SENT-GY-TURN] a history entry that moved a card names no effect and is never negated: a clear message', () => {
    const a = judge.chain('{回合:A 本回合:A:测试除外回合#2(除外)} C1 A:测试除外回合②', { lang: 'zh-CN' });
    expect(a.ok).toBe(false);
    expect(!a.ok && a.error.message).toContain('送去墓地、除外写的是这张卡被移动到那里');
  });
});

describe.skipIf(!haveCards)('CH-SENT-GY-TURN: 「这张卡特殊召唤的回合」 (三发点射龙③)', () => {
  const q = (s: string) => `{回合:A 阶段:主要1 A场:三发点射龙${s} A墓:连接栗子球} C1 A:三发点射龙③`;
  it('[CH-SENT-GY-TURN] 三发点射龙 Special Summoned this turn (`本回合特召`, or `本回合:A:三发点射龙(特殊召唤)`): its ③ is refused', () => {
    expect(askCdb(q('(本回合特召)')).links[0]!.illegalReason).toBe('C1「三发点射龙」：这张卡是这个回合特殊召唤的（情境写明 (本回合特召)），所以这个效果在这个回合不能发动。');
    expect(askCdb(`{回合:A 阶段:主要1 A场:三发点射龙 A墓:连接栗子球 本回合:A:三发点射龙(特殊召唤)} C1 A:三发点射龙③`).links[0]!.legal).toBe(false);
  });
  it('[CH-SENT-GY-TURN] not said when it was summoned: legal, assumed and said', () => {
    const a = askCdb(q(''));
    expect(a.links[0]!.legal).toBe(true);
    expect(a.assumptions.join('\n')).toContain('这张卡不是在这个回合特殊召唤的）情境中没有写明，假定满足');
  });
  it('[CH-SENT-GY-TURN] English: the Special Summon this turn, once', () => {
    const a = cdbJudge().chain(q('(本回合特召)'), { lang: 'en' });
    expect(a.ok && a.links[0]!.illegalReason).toContain('this card was Special Summoned this turn (the situation says so), so this effect cannot be activated this turn.');
  });
});
