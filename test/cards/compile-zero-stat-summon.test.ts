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
      { do: 'special-summon', what: { scope: 'choose', count: 1, filter: { kind: 'monster', place: ['deck', 'hand'], race: '龙族', side: 'self' } }, from: ['deck', 'hand'] },
      { do: 'modify-stats', what: 'moved', movedBy: 'special-summon', stat: 'atk-def', change: { layer: 'current', op: 'set', value: 0 } },
    ]);
  });
  it.skipIf(!haveCards)('[CMP-ZERO-STAT-SUMMON] 圣刻龙-舒龙 brought by 天球之圣刻印② (a card from the database) stands at 0/0', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:天球之圣刻印 A卡组:圣刻龙-舒龙} C1 A:天球之圣刻印②[特殊召唤 圣刻龙-舒龙]');
    const s = a.stats?.find((x) => x.card.name === '圣刻龙-舒龙');
    expect([s?.atk, s?.def]).toEqual([0, 0]);
  });
});

describe.skipIf(!haveCards)('CMP-ZERO-STAT-SUMMON: the monster a note names must be one the step may pick', () => {
  const summoned = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'special-summoned' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));
  it('[CMP-ZERO-STAT-SUMMON] 天球之圣刻印② 「选1只龙族怪兽…特殊召唤」 with the Spellcaster 黑魔术师 noted: not summoned, and the answer says it is no Dragon', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:天球之圣刻印 A手:黑魔术师} C1 A:天球之圣刻印②[特殊召唤 黑魔术师]');
    expect(summoned(a)).not.toContain('黑魔术师');
    expect(a.assumptions.some((x) => x.includes('「黑魔术师」不是') && x.includes('龙族'))).toBe(true);
  });
  it('[CMP-ZERO-STAT-SUMMON] the other side: a Dragon noted (青眼白龙) is summoned at 0/0', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:天球之圣刻印 A手:青眼白龙} C1 A:天球之圣刻印②[特殊召唤 青眼白龙]');
    expect(summoned(a)).toEqual(['青眼白龙']);
    expect(a.assumptions.some((x) => x.includes('不是') && x.includes('能选的卡'))).toBe(false);
  });
});

describe.skipIf(!haveCards)('CMP-ZERO-STAT-SUMMON: a target summoned at 0', () => {
  it('[CMP-ZERO-STAT-SUMMON] 娱乐法师 戏法小丑 「以自己墓地1只「娱乐法师」怪兽为对象…那只怪兽攻击力·守备力变成0特殊召唤」: its target is summoned and shown 0/0 (before, an unnamed monster was summoned)', () => {
    const a = askCdb('{回合:B 阶段:主要1 A墓:娱乐法师 戏法小丑,娱乐法师 火布偶} C1 A:娱乐法师 戏法小丑①→娱乐法师 火布偶');
    expect(a.events.filter((e) => e.type === 'special-summoned' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name))).toEqual(['娱乐法师 火布偶']);
    const line = (a.stats ?? []).find((x) => x.card.name === '娱乐法师 火布偶')!;
    expect([line.atk, line.def]).toEqual([0, 0]);
  });
});
