// CMP-SUMMON-WITH-MOVED / CH-SUMMON-WITH-MOVED (rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:94–97): 「那2只怪兽特殊召唤，
// 只用那2只为素材把1只超量怪兽超量召唤」 and its Synchro kin 「只用那只怪兽和这张卡为素材把1只…同调怪兽同调召唤」 summon a monster from
// the Extra Deck with those monsters, as a step of its own after the first summon: a 「…时」 trigger on the first summon misses its
// timing; the materials must still be face-up on the field; a limit on summons that came to apply in the chain stops the second
// summon only. Cards from cards.cdb, none of them the reference's 高等纹章术 example but 路径灵 as the watching trigger.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the summon with the monsters just summoned', CARDS_DB);

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).map((e) => e.cards.map((c) => c.name).join('+'));
const triggerNames = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);
const missedNames = (a: ChainAnswer) => a.window.missedTiming.map((m) => m.card.name);

describe.skipIf(!haveCards)('a summon with the monsters an effect just summoned', () => {
  it('[CMP-SUMMON-WITH-MOVED] 杰作拼图 summons its two targets, then a Light 「霍普」 Xyz Monster from the Extra Deck — not the same two again', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:召唤僧,元素英雄 天空侠 A额外:No.39 希望皇 霍普} C1 A:杰作拼图→召唤僧,元素英雄 天空侠');
    expect(moved(a, 'special-summoned')).toEqual(['召唤僧+元素英雄 天空侠', 'No.39 希望皇 霍普']);
    expect(a.links[0]!.rules).toContain('CH-SUMMON-WITH-MOVED');
  });

  it('[CH-SUMMON-WITH-MOVED] 杰作拼图’s two summons into 机壳守护神 路径灵’s zones are followed by its Xyz Summon: 路径灵③ (「…时」) misses its timing', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:机壳守护神 路径灵 A墓:召唤僧,元素英雄 天空侠 A额外:No.39 希望皇 霍普} C1 A:杰作拼图→召唤僧,元素英雄 天空侠');
    expect(missedNames(a)).toContain('机壳守护神 路径灵');
    expect(a.window.missedTiming.find((m) => m.card.name === '机壳守护神 路径灵')!.rules).toContain('WIN-MISS-THEN');
    // The Xyz Summon itself is of one monster: 「怪兽2只同时特殊召唤」 is not met by it either.
    expect(triggerNames(a)).not.toContain('机壳守护神 路径灵');
  });

  it('[CH-SUMMON-WITH-MOVED] a target gone before it resolves (D.D.乌鸦 from the hand): no Xyz Monster comes', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:召唤僧,元素英雄 天空侠 A额外:No.39 希望皇 霍普 B手:D.D.乌鸦} C1 A:杰作拼图→召唤僧,元素英雄 天空侠 C2 B:D.D.乌鸦→召唤僧');
    expect(moved(a, 'special-summoned').join(',')).not.toContain('No.39 希望皇 霍普');
  });

  it('[CH-SUMMON-WITH-MOVED] 水晶机巧-矩阵黄晶 in the opponent’s turn: its target and itself leave as Synchro Materials — banished, as its text says, not sent to the GY — and the Synchro Monster is summoned after its target', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:水晶机巧-矩阵黄晶 A墓:三眼怪} C1 A:水晶机巧-矩阵黄晶→三眼怪');
    expect(moved(a, 'special-summoned')).toHaveLength(2);
    expect(moved(a, 'special-summoned')[0]).toBe('三眼怪');
    expect(moved(a, 'banished')).toEqual(['三眼怪+水晶机巧-矩阵黄晶']);
    expect(moved(a, 'sent-to-gy')).toEqual([]);
  });

  it('[CH-SUMMON-WITH-MOVED] 疾行机人 磁铁恶魔 returned to the hand by 强制脱出装置 before its ① resolves: no Synchro Summon, the opponent’s monster stays where it is (the answer says why)', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:三眼怪,强制脱出装置(盖)} 召唤 疾行机人 磁铁恶魔 C1 A:疾行机人 磁铁恶魔→B:三眼怪 C2 B:强制脱出装置→疾行机人 磁铁恶魔');
    expect(moved(a, 'special-summoned')).toEqual([]);
    expect(moved(a, 'sent-to-gy').join(',')).not.toContain('三眼怪');
    expect(a.links[0]!.reason).toContain('不能进行同调召唤');
    // Still on the field, it uses the opponent’s monster and itself.
    const b = askCdb('{回合:A 阶段:主要1 B场:三眼怪} 召唤 疾行机人 磁铁恶魔 C1 A:疾行机人 磁铁恶魔→B:三眼怪');
    expect(moved(b, 'sent-to-gy')).toEqual(['三眼怪+疾行机人 磁铁恶魔']);
    expect(moved(b, 'special-summoned')).toHaveLength(1);
  });

  it('[CH-SUMMON-WITH-MOVED] 神影依·米德拉什 summoned by a link above: the first summon is the only one — no Xyz Summon, and 路径灵③ does not miss its timing', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:机壳守护神 路径灵 A墓:召唤僧,元素英雄 天空侠 A额外:No.39 希望皇 霍普 B场:活死人的呼声(盖) B墓:神影依·米德拉什} C1 A:杰作拼图→召唤僧,元素英雄 天空侠 C2 B:活死人的呼声→神影依·米德拉什');
    expect(moved(a, 'special-summoned')).toEqual(['神影依·米德拉什', '召唤僧+元素英雄 天空侠']);
    expect(triggerNames(a)).toContain('机壳守护神 路径灵');
    expect(missedNames(a)).toEqual([]);
  });
});
