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
  it('[WIN-SUMMON-NEGATED] the failed-summon window says only what was written of the tributes: named when written, not known when none was written, nothing for a summon with none', () => {
    // s57: before, 「（如作为祭品的怪兽的必发效果）」 was said whatever was written — for 光帝 克赖斯 with no tribute named too.
    const noted = (input: string) => askCdb(input).window.notes.find((n) => n.startsWith('召唤被无效')) ?? '';
    const unwritten = noted('{回合:A 阶段:主要1 A手:光帝 克赖斯 A场:三眼怪 B场:神之宣告(盖)} 上级召唤 光帝 克赖斯 C1 B:神之宣告');
    expect(unwritten).not.toMatch(/如作为祭品/);
    expect(unwritten).toMatch(/解放的怪兽没有写出，不知道是哪些/);
    expect(noted('{回合:A 阶段:主要1 A手:光帝 克赖斯 A场:三眼怪 B场:神之宣告(盖)} 上级召唤 光帝 克赖斯 解放 三眼怪 C1 B:神之宣告')).toMatch(/如作为祭品的「三眼怪」的必发效果/);
    // A Token tributed has no trigger: it is no example of one.
    const token = noted('{回合:A 阶段:主要1 A手:光帝 克赖斯 A场:羊衍生物 B场:神之宣告(盖)} 上级召唤 光帝 克赖斯 解放 羊衍生物 C1 B:神之宣告');
    expect(token).toMatch(/^召唤被无效/);
    expect(token).not.toMatch(/祭品|解放的怪兽/);
    const plain = noted('{回合:A 阶段:主要1 A手:效果遮蒙者 B场:神之宣告(盖)} 召唤 效果遮蒙者 C1 B:神之宣告');
    expect(plain).toMatch(/^召唤被无效/);
    expect(plain).not.toMatch(/祭品|解放/);
  });
  it('[WIN-SUMMON-NEGATION] the window after a Tribute Summon names the tributes written; with none written it says they are not known', () => {
    const notes = (input: string) => askCdb(input).window.notes.join('\n');
    expect(notes('{回合:A 阶段:主要1 A手:光帝 克赖斯 A场:三眼怪} 上级召唤 光帝 克赖斯 解放 三眼怪')).toMatch(/作为祭品送去墓地的「三眼怪」在召唤成功之前满足条件/);
    const unwritten = notes('{回合:A 阶段:主要1 A手:光帝 克赖斯 A场:三眼怪} 上级召唤 光帝 克赖斯');
    expect(unwritten).not.toMatch(/作为祭品送去墓地的/);
    expect(unwritten).toMatch(/解放的怪兽没有写出，不知道是哪些/);
  });
});
