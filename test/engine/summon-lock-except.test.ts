// CMP-SUMMON-LOCK-EXCEPT (rules reference docs/c04/不能使用.rst:86): 「自己不是「X」怪兽不能特殊召唤」 as a continuous effect — a Special Summon
// lock sparing the monsters it names, applied from where the effect works (a Pendulum Effect from the Pendulum Zone). The reference's
// card is any 「机壳」 Pendulum card; here 机壳基因组 贪欲 and restated texts. cards.cdb for the board tests.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { textCard } from '../../src/cards/curated/dsl.js';

const summoned = (input: string) => askCdb(input).events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
const lockOf = (text: string, type = 'spell continuous') => textCard({ id: 1, name: '测试锁', type, text }).effects.flatMap((e) => e.does).find((a) => a.forbidsExcept);

describe('[CMP-SUMMON-LOCK-EXCEPT] reading the lock', () => {
  it('[CMP-SUMMON-LOCK-EXCEPT] 「自己不是「X」怪兽不能特殊召唤」 alone or under 「只要这张卡在场上存在，」 is read; under another condition (「这张卡超量召唤的回合，」) it is not', () => {
    expect(lockOf('①：自己不是「测试」怪兽不能特殊召唤。')).toMatchObject({ forbids: 'special-summon', player: 'self', forbidsExcept: { archetype: '测试', kind: 'monster' } });
    expect(lockOf('只要这张卡在场上存在，对方不是「测试」怪兽不能特殊召唤。')).toMatchObject({ player: 'opponent' });
    expect(lockOf('把这张卡超量召唤的回合，自己不是「测试」怪兽不能特殊召唤。', 'monster effect')).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[CMP-SUMMON-LOCK-EXCEPT] the lock on the board', () => {
  it('[CMP-SUMMON-LOCK-EXCEPT] 机壳基因组 贪欲 in the Pendulum Zone: 电子龙 cannot be Special Summoned, a 「机壳」 monster can', () => {
    expect(summoned('{回合:A 阶段:主要1 A场:机壳基因组 贪欲(灵摆左) A手:电子龙} 特殊召唤 电子龙')).toEqual([]);
    expect(summoned('{回合:A 阶段:主要1 A场:机壳基因组 贪欲(灵摆左) A手:机壳工具 丑恶} 特殊召唤 机壳工具 丑恶')).toEqual(['机壳工具 丑恶']);
  });
  it('[CMP-SUMMON-LOCK-EXCEPT] the other side: in the Monster Zone (its Pendulum Effect does not work there), locked by a declared name (不能使用), or for the opponent, nothing is forbidden', () => {
    // (Input corrected: with 贪欲 a monster of its own on the field, 电子龙's own procedure — 「只有对方场上才有怪兽存在的场合」 — cannot
    // be used (CH-PROCEDURE-CONDITION); an effect's Special Summon, which the lock would equally stop, is the one written.)
    expect(summoned('{回合:A 阶段:主要1 A场:机壳基因组 贪欲 A手:电子龙} 特殊召唤 电子龙 (效果)')).toEqual(['电子龙']);
    expect(summoned('{回合:A 阶段:主要1 A场:机壳基因组 贪欲(灵摆左,不能使用) A手:电子龙} 特殊召唤 电子龙')).toEqual(['电子龙']);
    // (Input corrected: B's 电子龙 by its procedure needs a monster on A's field — 三眼怪 added; 贪欲 in a Pendulum Zone is none.)
    expect(summoned('{回合:B 阶段:主要1 A场:机壳基因组 贪欲(灵摆左),三眼怪 B手:电子龙} 特殊召唤 电子龙')).toEqual(['电子龙']);
  });
});
