// The window after a Tribute Summon (or a procedure that tributes) and its tributes' triggers: named tributes go to the GY before the
// summon resolves and their triggers open after it, negated or not; tributes left unwritten are assumed, and their triggers are said
// not judged — none named. Imported cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const offered = (input: string) => askCdb(input).window.triggers.map((c) => `${c.controller}:${c.card.name}`);

describe.skipIf(!haveCards)('tributes and the window after the summon', () => {
  it('[SIT-SUMMON-NEEDS-TRIBUTES] tributes assumed (none written): the answer says their tribute / sent-to-GY triggers are not judged, names none, and a face-up monster\'s 「这张卡可以不用解放作召唤」 waives nothing for another', () => {
    const input = '{回合:A 阶段:主要1 A手:光与暗之龙 A场:疾走的暗黑骑士 盖亚,三眼怪} 上级召唤 光与暗之龙';
    const a = askCdb(input);
    const said = a.assumptions.join('\n');
    // s56: before, 疾走的暗黑骑士 盖亚's own waiver (「这张卡可以不用解放作召唤」) was taken to waive 光与暗之龙's tributes.
    expect(said).not.toMatch(/假定「疾走的暗黑骑士 盖亚」的不用解放的效果适用/);
    expect(said).toMatch(/需要解放2只怪兽.*假定已经解放.*解放的是哪只怪兽不知道：它们被解放·送去墓地时满足条件的效果.*没有判断，也没有列入时点/);
    expect(offered(input)).not.toContain('A:疾走的暗黑骑士 盖亚');
    expect(offered(input)).not.toContain('A:三眼怪');
    // The other side: written, they are tributed and their triggers open.
    expect(offered('{回合:A 阶段:主要1 A手:光与暗之龙 A场:疾走的暗黑骑士 盖亚,三眼怪} 上级召唤 光与暗之龙 解放 三眼怪,疾走的暗黑骑士 盖亚')).toEqual(expect.arrayContaining(['A:三眼怪', 'A:疾走的暗黑骑士 盖亚']));
  });
  it('[WIN-SUMMON-NEGATED] a summon negation written as a chain link: the tributes left before it, so their triggers open in the window after that chain — the tributing player\'s, an opponent\'s monster tributed by a 坏兽 procedure its controller\'s', () => {
    // s56: 三眼怪 (mandatory, 「从场上送去墓地的场合」) tributed for 光与暗之龙 was missing after 神之宣告 negated the summon.
    const negated = askCdb('{回合:A 阶段:主要1 A手:光与暗之龙 A场:疾走的暗黑骑士 盖亚,三眼怪} 上级召唤 光与暗之龙 解放 三眼怪,疾走的暗黑骑士 盖亚 C1 B:神之宣告');
    expect(negated.events.slice(0, 1).map((e) => [e.type, e.cards.map((c) => c.name)])).toEqual([['sent-to-gy', ['三眼怪', '疾走的暗黑骑士 盖亚']]]);
    const names = negated.window.triggers.map((c) => `${c.controller}:${c.card.name}`);
    expect(names).toEqual(expect.arrayContaining(['A:三眼怪', 'A:疾走的暗黑骑士 盖亚']));
    // 怪粉坏兽 加达拉 「把对方场上1只怪兽解放，从手卡往对方场上…特殊召唤」: B's 三眼怪 is tributed, the monster goes to B's field; negated by
    // A's own 神之警告, B's 三眼怪 trigger is B's (its controller's) in the window after it.
    const kaiju = askCdb('{回合:A 阶段:主要1 A手:怪粉坏兽 加达拉 B场:三眼怪} 特殊召唤 怪粉坏兽 加达拉 素材 B:三眼怪 C1 A:神之警告');
    expect(kaiju.window.triggers.map((c) => `${c.controller}:${c.card.name}`)).toContain('B:三眼怪');
    const made = askCdb('{回合:A 阶段:主要1 A手:怪粉坏兽 加达拉 B场:三眼怪} 特殊召唤 怪粉坏兽 加达拉 素材 B:三眼怪');
    expect(made.events.find((e) => e.type === 'special-summoned')!.cards[0]!.controller).toBe('B');
    expect(made.window.triggers.map((c) => `${c.controller}:${c.card.name}`)).toContain('B:三眼怪');
  });
});
