// CH-PENDULUM-SUMMON, more of it: a Pendulum Summon is the turn player's, in their Main Phase (written elsewhere, the answer warns as
// it does for a Normal Summon); a Special Summon monster is refused for its real reason (from the hand: never properly summoned — not
// 「只能用卡的效果」 for a monster with its own procedure); face-up in the Extra Deck with no proper summon stated, it is assumed and said.
// WIN-SUMMON-HOW: 「这张卡用超量怪兽为素材作超量召唤成功的场合」 is an Xyz Summon's trigger — a Pendulum Summon does not meet it.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const summoned = (input: string) => askCdb(input).events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
const warned = (input: string) => askCdb(input).warnings.join('');
const assumed = (input: string) => askCdb(input).assumptions.join('');
const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('when and what a Pendulum Summon takes', () => {
  it('[CH-PENDULUM-SUMMON] made in the Battle Step or in the opponent\'s turn, it is warned about; in either Main Phase of its player, not', () => {
    expect(warned('{回合:A 阶段:战斗步骤} 灵摆召唤 三眼怪')).toContain('主要阶段');
    expect(warned('{回合:A 阶段:结束阶段 A手:黑魔术师} 灵摆召唤 黑魔术师')).toContain('主要阶段');
    expect(warned('{回合:B 阶段:主要1 A手:三眼怪} 灵摆召唤 A:三眼怪')).toContain('回合玩家');
    expect(warned('{回合:A 阶段:主要1} 灵摆召唤 三眼怪')).not.toContain('灵摆召唤只能');
    expect(warned('{回合:A 阶段:主要2} 灵摆召唤 三眼怪')).not.toContain('灵摆召唤只能');
  });
  it('[CH-PENDULUM-SUMMON] a Special Summon monster with its own procedure, in the hand: refused as never properly summoned, not as 「only by card effects」', () => {
    const input = '{回合:A 阶段:主要1 A手:混沌帝龙 -终焉的使者-} 灵摆召唤 混沌帝龙 -终焉的使者-';
    expect(summoned(input)).toEqual([]);
    expect(warned(input)).toContain('正规手续');
    expect(warned(input)).not.toContain('只能用卡的效果');
    expect(summoned('{回合:A 阶段:主要1 A手:青眼亚白龙} 灵摆召唤 青眼亚白龙')).toEqual([]);
  });
  it('[CH-PENDULUM-SUMMON] face-up in the Extra Deck, no proper summon stated: summoned, the proper summon assumed and said; stated, nothing assumed', () => {
    const bare = '{回合:A 阶段:主要1 A额外:涅槃之超魔导剑士(表侧)} 灵摆召唤 涅槃之超魔导剑士';
    expect(summoned(bare)).toEqual(['涅槃之超魔导剑士']);
    expect(assumed(bare)).toContain('正规手续');
    expect(assumed('{回合:A 阶段:主要1 A额外:涅槃之超魔导剑士(表侧,正规出场)} 灵摆召唤 涅槃之超魔导剑士')).not.toContain('正规手续');
    // A Pendulum Monster that can be Normal Summoned needs no proper summon: nothing assumed.
    expect(assumed('{回合:A 阶段:主要1 A额外:异色眼灵摆龙(表侧)} 灵摆召唤 异色眼灵摆龙')).not.toContain('正规手续');
  });
  it('[WIN-SUMMON-HOW] 「用超量怪兽为素材作超量召唤成功的场合」 is not met by a Pendulum Summon (霸王黑龙 异色眼叛逆龙①); an Xyz Summon meets it', () => {
    expect(offered('{回合:A 阶段:主要1 A额外:霸王黑龙 异色眼叛逆龙(表侧)} 灵摆召唤 霸王黑龙 异色眼叛逆龙')).not.toContain('霸王黑龙 异色眼叛逆龙');
    expect(offered('{回合:A 阶段:主要1 A场:No.39 希望皇 霍普,No.39 希望皇 霍普} 超量召唤 霸王黑龙 异色眼叛逆龙 素材 No.39 希望皇 霍普,No.39 希望皇 霍普')).toContain('霸王黑龙 异色眼叛逆龙');
    // 「用灵摆召唤的灵摆怪兽为调整作同调召唤成功的场合」 (涅槃之超魔导剑士①): a Pendulum Summon of it does not meet it either.
    expect(offered('{回合:A 阶段:主要1 A额外:涅槃之超魔导剑士(表侧,正规出场)} 灵摆召唤 涅槃之超魔导剑士')).not.toContain('涅槃之超魔导剑士');
  });
});
