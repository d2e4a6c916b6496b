// CH-CONT-NEGATE-TARGETING: a continuous 「…为对象的魔法·陷阱卡的效果无效并破坏」 on a face-up monster reaches a Spell/Trap that keeps
// targeting a card it covers as soon as the chain has resolved (rules reference docs/c03/无效.rst:356–359): the Spell/Trap is
// negated and destroyed, its own bond does nothing, and the monster it targets stays.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-CONT-NEGATE-TARGETING', CARDS_DB);

const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-CONT-NEGATE-TARGETING', () => {
  it('[CH-CONT-NEGATE-TARGETING] with 黑曜岩龙 face-up, 活死人的呼声 reviving a DARK 黑魔术师 is destroyed and 黑魔术师 stays; reviving a LIGHT 青眼白龙 it stays', () => {
    expect(destroyed('{回合:A A场:黑曜岩龙 A墓:黑魔术师} C1 A:活死人的呼声→黑魔术师')).toEqual(['活死人的呼声']);
    expect(destroyed('{回合:A A场:黑曜岩龙 A墓:青眼白龙} C1 A:活死人的呼声→青眼白龙')).toEqual([]);
  });

  it('[CH-CONT-NEGATE-TARGETING] the destruction is 黑曜岩龙’s effect: with 白龙忍者 keeping its controller’s Spells/Traps from destruction by card effects, 活死人的呼声 reviving a DARK 黑魔术师 stays (negated); without 白龙忍者 it is destroyed', () => {
    expect(destroyed('{回合:A A场:黑曜岩龙,白龙忍者 A墓:黑魔术师} C1 A:活死人的呼声→黑魔术师')).toEqual([]);
    expect(destroyed('{回合:A A场:黑曜岩龙,三眼怪 A墓:黑魔术师} C1 A:活死人的呼声→黑魔术师')).toEqual(['活死人的呼声']);
  });

  // Without 「并破坏」 (电子凤凰: 「以自己场上1只机械族怪兽为对象的魔法·陷阱卡的效果无效」): the card keeping such a target is wholly negated
  // while the negation applies (rules reference docs/c03/无效.rst:354) — read from 明亮融合's text (its ② and its bond).
  const base = '{回合:A 阶段:主要1 A场:电子凤凰,DNA改造手术(宣言:机械族),明亮融合(对象:宝石骑士·斜绿),宝石骑士·斜绿';
  it('[CH-CONT-NEGATE-TARGETING] 电子凤凰 wholly negates 明亮融合 keeping a Machine (宝石骑士·斜绿 under DNA改造手术): its ② (targeting nothing) is negated, and destroyed it destroys nothing; keeping a Fairy (no DNA改造手术) both apply', () => {
    expect(askCdb(`${base} A手:死者苏生} C1 A:明亮融合②`).links[0]!.outcome).toBe('effect-negated');
    expect(askCdb(`${base} A手:死者苏生} C1 A:明亮融合②`).links[0]!.rules).toContain('CH-CONT-NEGATE-TARGETING');
    expect(destroyed(`${base} B场:旋风(盖)} C1 B:旋风→明亮融合`)).toEqual(['明亮融合']);
    const fairy = '{回合:A 阶段:主要1 A场:电子凤凰,明亮融合(对象:宝石骑士·斜绿),宝石骑士·斜绿';
    expect(askCdb(`${fairy} A手:死者苏生} C1 A:明亮融合②`).links[0]!.outcome).toBe('resolved');
    expect(destroyed(`${fairy} B场:旋风(盖)} C1 B:旋风→明亮融合`)).toEqual(['明亮融合', '宝石骑士·斜绿']);
  });

  it('[CH-CONT-NEGATE-TARGETING] not where the negation does not apply: 电子凤凰 negated by 技能抽取, or in Defense Position (「表侧攻击表示存在」), or DNA改造手术 destroyed first in the chain (the target a Fairy again) — 明亮融合 applies again', () => {
    expect(askCdb(`${base},技能抽取 A手:死者苏生} C1 A:明亮融合②`).links[0]!.outcome).toBe('resolved');
    expect(askCdb(`${base.replace('电子凤凰', '电子凤凰(守)')} A手:死者苏生} C1 A:明亮融合②`).links[0]!.outcome).toBe('resolved');
    expect(destroyed(`${base} B场:旋风(盖),旋风(盖)} C1 B:旋风→明亮融合 C2 B:旋风→DNA改造手术`)).toEqual(['DNA改造手术', '明亮融合', '宝石骑士·斜绿']);
  });
});
