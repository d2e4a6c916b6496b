// CH-NORMAL-SUMMON-BY-EFFECT (review s46 (1); rules reference docs/c02/基本用语.rst:715 — 血之代偿's summons are Normal Summons, counted with
// the others): an effect's 「进行1次怪兽的通常召唤」 (血之代偿, 决战之火盖 read from its text) is a Normal Summon — the event is `summoned`, so
// 「召唤成功时」 triggers (光帝 克赖斯①) see it — and a Level 5+ monster needs its tributes (Level 5–6: 1, 7+: 2). Before, it was resolved as a
// Special Summon and no tribute was asked.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const moved = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));
const triggers = (a: ReturnType<typeof askCdb>) => (a.window?.triggers ?? []).map((x) => x.card.name);

describe.skipIf(!haveCards)('a Normal Summon made by an effect (CH-NORMAL-SUMMON-BY-EFFECT)', () => {
  it('[CH-NORMAL-SUMMON-BY-EFFECT] 血之代偿② Normal Summons the monster its note names: a Normal Summon (no Special Summon), 光帝 克赖斯 tributing the one monster of its field, and 「召唤成功时」 (克赖斯①) triggers', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:血之代偿,三眼怪 A手:光帝 克赖斯 B场:青眼白龙} C1 A:血之代偿②[召唤 光帝 克赖斯]');
    expect(a.links[0]!.rules).toContain('CH-NORMAL-SUMMON-BY-EFFECT');
    expect(moved(a, 'summoned')).toEqual(['光帝 克赖斯']);
    expect(moved(a, 'special-summoned')).toEqual([]);
    expect(moved(a, 'sent-to-gy')).toContain('三眼怪');
    expect(triggers(a)).toContain('光帝 克赖斯');
    // A Level 4: no tribute.
    const b = askCdb('{回合:A 阶段:主要1 A场:血之代偿,死灵骑士 A手:三眼怪} C1 A:血之代偿②[召唤 三眼怪]');
    expect(moved(b, 'summoned')).toEqual(['三眼怪']);
    expect(moved(b, 'sent-to-gy')).toEqual([]);
  });
  it('[CH-NORMAL-SUMMON-BY-EFFECT] a Level 7 with its field written in full and no monster to tribute is not summoned; with the field written in part the tributes are assumed and said; 决战之火盖 (read from its text) too', () => {
    const none = askCdb('{回合:A 阶段:主要1 A场只有:血之代偿 A手:青眼白龙} C1 A:血之代偿②[召唤 青眼白龙]');
    expect(moved(none, 'summoned')).toEqual([]);
    expect(none.links[0]!.reason).toContain('要解放2只怪兽');
    const part = askCdb('{回合:A 阶段:主要1 A场:决战之火盖 A手:青眼白龙 A墓:三眼怪} C1 A:决战之火盖①[召唤 青眼白龙]');
    expect(moved(part, 'summoned')).toEqual(['青眼白龙']);
    expect(part.assumptions.join('\n')).toContain('假定解放了自己场上的2只怪兽');
  });
  it('[CH-NORMAL-SUMMON-BY-EFFECT] 霞之谷的执行者 (read from its text: 「这张卡召唤成功时」 only) Normal Summoned by 血之代偿 triggers; the other side: Special Summoned by 死者苏生 it is no Normal Summon — no trigger, no tribute', () => {
    const n = askCdb('{回合:A 阶段:主要1 A场:血之代偿,三眼怪 A手:霞之谷的执行者 B场:旋风(盖)} C1 A:血之代偿②[召唤 霞之谷的执行者]');
    expect(moved(n, 'summoned')).toEqual(['霞之谷的执行者']);
    expect(triggers(n)).toContain('霞之谷的执行者');
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪 A墓:霞之谷的执行者 B场:旋风(盖)} C1 A:死者苏生→霞之谷的执行者');
    expect(moved(a, 'special-summoned')).toEqual(['霞之谷的执行者']);
    expect(moved(a, 'summoned')).toEqual([]);
    expect(triggers(a)).not.toContain('霞之谷的执行者');
    expect(moved(a, 'sent-to-gy')).not.toContain('三眼怪');
  });
  it('[CH-NORMAL-SUMMON-BY-EFFECT] the tributes are the count the text sets (CMP-TRIBUTE-COUNT, the compiled fact a written Tribute Summon reads too): 奥西里斯之天空龙 「必须把3只解放」 with 2 monsters on a field written in full is not summoned, with 3 those 3 are tributed; 隐藏的机壳杀手 物质主义 (3 「机壳」) likewise', () => {
    const two = askCdb('{回合:A 阶段:主要1 A场只有:血之代偿,三眼怪,黑魔术师 A手:奥西里斯之天空龙} C1 A:血之代偿②[召唤 奥西里斯之天空龙]');
    expect(moved(two, 'summoned')).toEqual([]);
    expect(moved(two, 'sent-to-gy')).toEqual([]);
    expect(two.links[0]!.reason).toContain('要解放3只怪兽');
    const three = askCdb('{回合:A 阶段:主要1 A场只有:血之代偿,三眼怪,黑魔术师,死灵骑士 A手:奥西里斯之天空龙} C1 A:血之代偿②[召唤 奥西里斯之天空龙]');
    expect(moved(three, 'summoned')).toEqual(['奥西里斯之天空龙']);
    expect(moved(three, 'sent-to-gy')).toEqual(expect.arrayContaining(['三眼怪', '黑魔术师', '死灵骑士']));
    const shell = askCdb('{回合:A 阶段:主要1 A场只有:血之代偿,三眼怪,黑魔术师 A手:隐藏的机壳杀手 物质主义} C1 A:血之代偿②[召唤 隐藏的机壳杀手 物质主义]');
    expect(moved(shell, 'summoned')).toEqual([]);
    expect(shell.links[0]!.reason).toContain('要解放3只怪兽');
  });
  it('[CH-NORMAL-SUMMON-BY-EFFECT] the other side — a text that allows fewer: 黄昏之忍者将军-月牙 (Level 8, 「可以把1只「忍者」怪兽解放作上级召唤」) tributes the one monster of its field, said; 疾走的暗黑骑士 盖亚 (Level 7, 「可以不用解放作召唤」) on an empty field is summoned with none; 时械神 米奇恩 (「自己场上没有怪兽存在的场合」) too, its lead said as assumed', () => {
    const ninja = askCdb('{回合:A 阶段:主要1 A场只有:血之代偿,白衣忍者 A手:黄昏之忍者将军-月牙} C1 A:血之代偿②[召唤 黄昏之忍者将军-月牙]');
    expect(moved(ninja, 'summoned')).toEqual(['黄昏之忍者将军-月牙']);
    expect(moved(ninja, 'sent-to-gy')).toEqual(['白衣忍者']);
    expect(ninja.assumptions.join('\n')).toContain('解放1只「忍者」怪兽');
    const gaia = askCdb('{回合:A 阶段:主要1 A场只有:血之代偿 A手:疾走的暗黑骑士 盖亚} C1 A:血之代偿②[召唤 疾走的暗黑骑士 盖亚]');
    expect(moved(gaia, 'summoned')).toEqual(['疾走的暗黑骑士 盖亚']);
    const timelord = askCdb('{回合:A 阶段:主要1 A场只有:血之代偿 A手:时械神 米奇恩} C1 A:血之代偿②[召唤 时械神 米奇恩]');
    expect(moved(timelord, 'summoned')).toEqual(['时械神 米奇恩']);
    expect(timelord.assumptions.join('\n')).toContain('「自己场上没有怪兽存在的场合」');
    // A Level 7 with no such text still needs its 2 (the Level's count).
    const bewd = askCdb('{回合:A 阶段:主要1 A场只有:血之代偿,白衣忍者 A手:青眼白龙} C1 A:血之代偿②[召唤 青眼白龙]');
    expect(moved(bewd, 'summoned')).toEqual([]);
  });
});
