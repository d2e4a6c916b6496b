// CH-TEMP-BANISH-RETURN-MANY (issue 16, rules reference docs/c03/只能有○○存在.rst:280–286): several monsters banished until the End
// Phase come back at once as many as each field allows — each judged on the field before any of them returns, the ones already let
// back to the same field counted too (its zones, a count limit such as 皇帝斗技场's); one going back to the other field does not count.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-TEMP-BANISH-RETURN-MANY', CARDS_DB);

const end = (input: string) => (askCdb(input).endPhase ?? []).map((s) => `${s.do}:${s.done.map((c) => c.name).join('+')}/${s.notDone.map((c) => c.name).join('+')}`);
const rules = (input: string) => (askCdb(input).endPhase ?? []).flatMap((s) => s.rules);

describe.skipIf(!haveCards)('CH-TEMP-BANISH-RETURN-MANY', () => {
  const mine = '{回合:B 阶段:主要1 A场:"S：P小夜",三眼怪 B场:元素英雄 天空侠,黑魔术师,皇帝斗技场} C1 B:元素英雄 天空侠①[●2] C2 A:"S：P小夜"②→"S：P小夜",三眼怪 结束阶段';
  it('[CH-TEMP-BANISH-RETURN-MANY] two of my monsters coming back under the opponent’s 皇帝斗技场 with one monster there: one comes back, the other goes to the GY; with two there, both come back', () => {
    const one = mine.replace('B场:元素英雄 天空侠,黑魔术师,皇帝斗技场', 'B场:元素英雄 天空侠,皇帝斗技场');
    expect(end(one)).toEqual(['return:S：P小夜/三眼怪']);
    expect(rules(one)).toContain('CH-TEMP-BANISH-RETURN-MANY');
    expect(end(mine)).toEqual(['return:S：P小夜+三眼怪/']);
  });
  it('[CH-TEMP-BANISH-RETURN-MANY] one of each side coming back under my 皇帝斗技场 with one monster of mine left: the opponent’s comes back only if none of theirs is there — mine does not count for it', () => {
    expect(end('{回合:B 阶段:主要1 A场:"S：P小夜",三眼怪,皇帝斗技场 B场:元素英雄 天空侠} C1 B:元素英雄 天空侠①[●2] C2 A:"S：P小夜"②→三眼怪,元素英雄 天空侠 结束阶段')).toEqual(['return:三眼怪+元素英雄 天空侠/']);
    expect(end('{回合:B 阶段:主要1 A场:"S：P小夜",三眼怪,皇帝斗技场 B场:元素英雄 天空侠,黑魔术师} C1 B:元素英雄 天空侠①[●2] C2 A:"S：P小夜"②→三眼怪,黑魔术师 结束阶段')).toEqual(['return:三眼怪/黑魔术师']);
  });
});
