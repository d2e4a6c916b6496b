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
});
