// CH-LEAVES-BANISH-APPLIED (docs/c03/里侧·一时除外.rst:359–362): 「那张卡从场上离开的场合除外」 an earlier effect left on a card (state
// 离场除外) banishes it when it leaves the field — until it is turned face-down (变里侧), which ends it.
import { describe, expect, it } from 'vitest';
import { cdbJudge, haveCards } from '../cards/data.js';

function ask(input: string) {
  const a = cdbJudge().chain(input, { lang: 'zh-CN' });
  if (!a.ok) throw new Error(`${input}: ${a.error.message}`);
  return a;
}
const moved = (input: string, type: string) => ask(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CH-LEAVES-BANISH-APPLIED] banished when it leaves the field, by an earlier effect', () => {
  it('[CH-LEAVES-BANISH-APPLIED] a monster with 离场除外 destroyed by 雷击 is banished instead of staying in the GY (the link names the rule); without it, it goes to the GY', () => {
    const input = '{回合:B A场:青眼白龙(离场除外)} C1 B:雷击';
    expect(moved(input, 'banished')).toEqual(['青眼白龙']);
    expect(ask(input).links[0]!.rules).toContain('CH-LEAVES-BANISH-APPLIED');
    expect(moved('{回合:B A场:青眼白龙} C1 B:雷击', 'banished')).toEqual([]);
  });
  it('[CH-LEAVES-BANISH-APPLIED] turned face-down since (变里侧), it has lost it: destroyed, it stays in the GY; returned to the hand it is not banished either', () => {
    expect(moved('{回合:B A场:青眼白龙(离场除外,变里侧)} C1 B:黑洞', 'banished')).toEqual([]);
    expect(moved('{回合:B A场:三眼怪(离场除外)} C1 B:强制脱出装置→三眼怪', 'banished')).toEqual(['三眼怪']);
  });
  it('[CH-LEAVES-BANISH-APPLIED] used as Synchro Material, a monster with 离场除外 is banished instead of going to the GY; its fellow material without it goes to the GY', () => {
    const input = '{回合:A 阶段:主要1 A场:三眼怪(离场除外),灰流丽} 同调召唤 瑚之龙 素材 三眼怪, 灰流丽';
    expect(moved(input, 'banished')).toEqual(['三眼怪']);
    expect(moved(input, 'sent-to-gy')).toEqual(['灰流丽']);
    expect(moved('{回合:A 阶段:主要1 A场:三眼怪,灰流丽} 同调召唤 瑚之龙 素材 三眼怪, 灰流丽', 'banished')).toEqual([]);
  });
});
