// CMP-ZERO-STAT-SUMMON (issue 16, rules reference docs/c03/攻守计算.rst:440–446): 「选1只…怪兽，攻击力·守备力变成0特殊召唤」 is a Special
// Summon of the monster chosen, then a 变成0 of the monster that summon moved.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster', subtypes: ['effect'] } as never;

describe('CMP-ZERO-STAT-SUMMON', () => {
  it('[CMP-ZERO-STAT-SUMMON] 「从手卡·卡组选1只龙族怪兽，攻击力·守备力变成0特殊召唤」: the summon keeps its filter; the 变成0 acts on the monster it summoned', () => {
    const [e] = compileEffects('②：这张卡被解放的场合发动。从手卡·卡组选1只龙族怪兽，攻击力·守备力变成0特殊召唤。', monster);
    expect(e!.does).toEqual([
      { do: 'special-summon', what: { scope: 'choose', count: 1, filter: { kind: 'monster', place: ['deck', 'hand'], race: '龙族' } }, from: ['deck', 'hand'] },
      { do: 'modify-stats', what: 'moved', movedBy: 'special-summon', stat: 'atk-def', change: { layer: 'current', op: 'set', value: 0 } },
    ]);
  });
  it.skipIf(!haveCards)('[CMP-ZERO-STAT-SUMMON] 圣刻龙-舒龙 brought by 天球之圣刻印② (a card from the database) stands at 0/0', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:天球之圣刻印 A卡组:圣刻龙-舒龙} C1 A:天球之圣刻印②[特殊召唤 圣刻龙-舒龙]');
    const s = a.stats?.find((x) => x.card.name === '圣刻龙-舒龙');
    expect([s?.atk, s?.def]).toEqual([0, 0]);
  });
});
