// CH-PENDULUM-SUMMON: `灵摆召唤 X` — a Pendulum Summon is a Special Summon the rules make (no card effect, no monster's own
// procedure): from the hand, or a face-up Pendulum Monster from the Extra Deck. Told on cards other than the reference chapter's.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the Pendulum Summon action (CH-PENDULUM-SUMMON)', CARDS_DB);

const summoned = (input: string) => askCdb(input).events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
const warned = (input: string) => askCdb(input).warnings.join('');

describe.skipIf(!haveCards)('the Pendulum Summon action', () => {
  it('[CH-PENDULUM-SUMMON] a monster that can be Normal Summoned comes from the hand; a face-up Pendulum Monster from the Extra Deck', () => {
    expect(summoned('灵摆召唤 三眼怪')).toEqual(['三眼怪']);
    expect(summoned('{A额外: 异色眼灵摆龙(表侧)} 灵摆召唤 异色眼灵摆龙')).toEqual(['异色眼灵摆龙']);
  });

  it('[CH-PENDULUM-SUMMON] a Ritual Monster (a Special Summon monster) in the hand cannot be Pendulum Summoned: its Ritual Summon must come first', () => {
    expect(summoned('灵摆召唤 混沌战士')).toEqual([]);
    expect(warned('灵摆召唤 混沌战士')).toContain('特殊召唤怪兽');
  });

  it('[CH-PENDULUM-SUMMON] the other places: not from the GY, nor a face-down card of the Extra Deck', () => {
    expect(summoned('{A墓地: 三眼怪} 灵摆召唤 三眼怪')).toEqual([]);
    expect(warned('{A墓地: 三眼怪} 灵摆召唤 三眼怪')).toContain('只能从手卡');
    expect(summoned('{A额外: 异色眼灵摆龙} 灵摆召唤 异色眼灵摆龙')).toEqual([]);
  });

  it('[CH-PENDULUM-SUMMON] a Pendulum Synchro Monster face-up in the Extra Deck: once properly summoned it may be; never properly summoned, not', () => {
    expect(summoned('{A额外: 涅槃之超魔导剑士(表侧,正规出场)} 灵摆召唤 涅槃之超魔导剑士')).toEqual(['涅槃之超魔导剑士']);
    expect(summoned('{A额外: 涅槃之超魔导剑士(表侧,未正规出场)} 灵摆召唤 涅槃之超魔导剑士')).toEqual([]);
  });

  it('[CH-PENDULUM-SUMMON] the monster stands Pendulum Summoned: its 「灵摆召唤成功时」 trigger is offered with nothing assumed', () => {
    const a = askCdb('{B场:三眼怪} 灵摆召唤 妖仙兽 阎魔巳裂');
    const offered = a.window.triggers.map((t) => t.card.name);
    expect(offered).toContain('妖仙兽 阎魔巳裂');
    expect(a.window.triggers.map((t) => t.why).join('')).not.toContain('假定是灵摆召唤');
  });

  it('[CH-PENDULUM-SUMMON] with the field listed, the level must be strictly between the two Scales (时读之魔术师 reads Scale 4 beside 傅科魔炮石\'s 2: 黑魔术师 Lv7 refused, 三眼怪 Lv3 taken); one or no Pendulum card refuses it; the field not listed is assumed and said', () => {
    const scales = 'A场:时读之魔术师(灵摆左),傅科魔炮石(灵摆右)';
    expect(summoned(`{回合:A 阶段:主要1 ${scales} A手:黑魔术师} 灵摆召唤 黑魔术师`)).toEqual([]);
    expect(warned(`{回合:A 阶段:主要1 ${scales} A手:黑魔术师} 灵摆召唤 黑魔术师`)).toContain('灵摆刻度之间');
    expect(summoned(`{回合:A 阶段:主要1 ${scales} A手:三眼怪} 灵摆召唤 三眼怪`)).toEqual(['三眼怪']);
    // A Scale itself is not between: 傅科魔炮石 (2) beside 时读之魔术师 (4) does not allow a Level 4 monster.
    expect(summoned(`{回合:A 阶段:主要1 ${scales} A手:元素英雄 天空侠} 灵摆召唤 元素英雄 天空侠`)).toEqual([]);
    expect(summoned('{回合:A 阶段:主要1 A场: A手:黑魔术师} 灵摆召唤 黑魔术师')).toEqual([]);
    expect(warned('{回合:A 阶段:主要1 A场:傅科魔炮石(灵摆右) A手:三眼怪} 灵摆召唤 三眼怪')).toContain('两边的P区域');
    const bare = askCdb('{回合:A 阶段:主要1 A手:黑魔术师} 灵摆召唤 黑魔术师');
    expect(bare.events.some((e) => e.type === 'special-summoned')).toBe(true);
    expect(bare.assumptions.join('')).toContain('灵摆刻度');
  });

  it('[CH-PENDULUM-SUMMON] materials are not written for a Pendulum Summon: the notation says so where they start', () => {
    expect(() => askCdb('灵摆召唤 三眼怪 素材 青眼白龙')).toThrow(/灵摆召唤不用素材/);
  });
});
