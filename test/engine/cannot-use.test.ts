// CH-CANNOT-USE beyond activations (issue 16, docs/c04/不能使用.rst:84–90): a card whose name is declared (不能使用) is
// not negated, but none of its effects can be applied — its continuous effects stop too (a floodgate, a 「离开场上的场合
// 除外」 of its own, a redirect to banishment), while what its activated effects already did stays (the ATK lowered
// by its own effect, test/reference/c04-cannot-use.test.ts:89). Probed with imported cards, both sides of the rule.
import { describe, expect, it } from 'vitest';
import { ask, haveData, legal } from '../reference/judge.js';

const to = (input: string, name: string): string[] =>
  ask(input).events.filter((e) => e.cards.some((c) => c.name === name)).map((e) => e.type);

describe.skipIf(!haveData)('CH-CANNOT-USE: the continuous effects of a card that cannot be used do not apply', () => {
  it('[CH-CANNOT-USE] 究极封印神 艾克佐迪奥斯 ③ (「表侧表示的这张卡从场上离开的场合除外」) applies normally: destroyed, it is banished', () => {
    expect(to('{回合:B A场:究极封印神 艾克佐迪奥斯} C1 B:雷破→究极封印神 艾克佐迪奥斯', '究极封印神 艾克佐迪奥斯')).toContain('banished');
  });
  it('[CH-CANNOT-USE] named by 念动力防卫者, its ③ does not apply: destroyed, it goes to the GY and is not banished', () => {
    const ev = to('{回合:B A场:究极封印神 艾克佐迪奥斯(不能使用) B场:念动力防卫者} C1 B:雷破→究极封印神 艾克佐迪奥斯', '究极封印神 艾克佐迪奥斯');
    expect(ev).toContain('destroyed');
    expect(ev).not.toContain('banished');
  });
  it('[CH-CANNOT-USE] unlike a name declared, its effects negated (效果无效) do not lift 「表侧表示的这张卡从场上离开的场合除外」 — a monster\'s no-kind effect applies while negated (docs/c03/特定效果的处理方法.rst:658–663): it is banished', () => {
    expect(to('{回合:B A场:究极封印神 艾克佐迪奥斯(效果无效)} C1 B:雷破→究极封印神 艾克佐迪奥斯', '究极封印神 艾克佐迪奥斯')).toContain('banished');
  });
  it('[CH-CANNOT-USE] a floodgate that cannot be used stops nothing: 精神抽取 named, 增殖的G may be activated; not named, it cannot', () => {
    expect(legal('{回合:A 阶段:主要1 B场:精神抽取(不能使用) B手:增殖的G} C1 A:死者苏生 C2 B:增殖的G', 2)).toBe(true);
    expect(legal('{回合:A 阶段:主要1 B场:精神抽取 B手:增殖的G} C1 A:死者苏生 C2 B:增殖的G', 2)).toBe(false);
  });
});

// CH-CANNOT-USE-ACT (docs/c04/不能使用.rst:9–13, 124–157): what the player may not do with a card that cannot be used — summon it
// (any way, a Flip or Gemini summon of one already on the field too), Set it, attack with it, or use it as Fusion/Synchro/Xyz/Link
// Material (also for such a monster's own procedure); tributing it, or using it for a Main Deck monster's procedure, stays allowed.
describe.skipIf(!haveData)('CH-CANNOT-USE-ACT: a card that cannot be used is not summoned, Set, attacked with nor used as material', () => {
  const moved = (input: string, type: string): string[] => ask(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));
  it('[CH-CANNOT-USE-ACT] a locked monster in the hand cannot be Normal Summoned nor Set, nor Special Summoned by an effect; unlocked it can', () => {
    const a = ask('{回合:A 阶段:主要1 A手:三眼怪(不能使用)} 召唤 三眼怪');
    expect(a.events).toEqual([]);
    expect(a.warnings.join()).toContain('不能使用');
    expect(moved('{回合:A 阶段:主要1 A手:三眼怪(不能使用)} 盖放 三眼怪', 'set')).toEqual([]);
    expect(moved('{回合:A 阶段:主要1 A墓:三眼怪(不能使用)} 特殊召唤 三眼怪 (效果)', 'special-summoned')).toEqual([]);
    expect(moved('{回合:A 阶段:主要1 A手:三眼怪} 召唤 三眼怪', 'summoned')).toEqual(['三眼怪']);
  });
  it('[CH-CANNOT-USE-ACT] a locked Spell cannot be Set from the hand (it cannot appear on the field)', () => {
    const a = ask('{回合:A 阶段:主要1 A手:旋风(不能使用)} 盖放 旋风');
    expect(a.events).toEqual([]);
    expect(a.warnings.join()).toContain('不能盖放');
    expect(moved('{回合:A 阶段:主要1 A手:旋风} 盖放 旋风', 'set')).toEqual(['旋风']);
  });
  it('[CH-CANNOT-USE-ACT] already on the field and locked (念动力防卫者 applies to it): a face-down monster cannot be Flip Summoned', () => {
    expect(moved('{回合:A 阶段:主要1 A场:三眼怪(盖,不能使用) B场:念动力防卫者} 反转召唤 三眼怪', 'flip-summoned')).toEqual([]);
    expect(moved('{回合:A 阶段:主要1 A场:三眼怪(盖) B场:念动力防卫者} 反转召唤 三眼怪', 'flip-summoned')).toEqual(['三眼怪']);
  });
  it('[CH-CANNOT-USE-ACT] a face-up Gemini monster on the field, written `召唤 X`, is summoned again (再度召唤): not while it is locked', () => {
    const ev = ask('{回合:A 阶段:主要1 A场:骑士 迪·格雷法} 召唤 骑士 迪·格雷法').events.filter((e) => e.type === 'summoned');
    expect(ev.map((e) => e.cards[0]!.ref)).toEqual(['A场1']);
    expect(moved('{回合:A 阶段:主要1 A场:骑士 迪·格雷法(不能使用) B场:念动力防卫者} 召唤 骑士 迪·格雷法', 'summoned')).toEqual([]);
  });
  it('[CH-CANNOT-USE-ACT] a locked monster cannot declare an attack; another may', () => {
    const a = ask('{回合:A 阶段:战斗 A场:青眼白龙(不能使用) B场:} 攻击宣言 青眼白龙');
    expect(a.attack?.legal).toBe(false);
    expect(a.attack?.rules).toContain('CH-CANNOT-USE-ACT');
    expect(ask('{回合:A 阶段:战斗 A场:青眼白龙 B场:} 攻击宣言 青眼白龙').attack?.legal).toBe(true);
  });
  it('[CH-CANNOT-USE-ACT] a locked monster cannot be Xyz Material; it may still be tributed for a Tribute Summon', () => {
    const a = ask('{回合:A 阶段:主要1 A场:大木人18(不能使用),元素英雄 天空侠 A额外:No.39 希望皇 霍普} 超量召唤 No.39 希望皇 霍普 素材 大木人18,元素英雄 天空侠');
    expect(a.events).toEqual([]);
    expect(a.warnings.join()).toContain('素材');
    expect(moved('{回合:A 阶段:主要1 A场:大木人18,元素英雄 天空侠 A额外:No.39 希望皇 霍普} 超量召唤 No.39 希望皇 霍普 素材 大木人18,元素英雄 天空侠', 'special-summoned')).toEqual(['No.39 希望皇 霍普']);
    expect(moved('{回合:A 阶段:主要1 A场:三眼怪(不能使用) A手:人造人-念力震慑者} 上级召唤 人造人-念力震慑者 解放 三眼怪', 'summoned')).toEqual(['人造人-念力震慑者']);
  });
});

// CH-CANNOT-USE-CHOICE (docs/c04/不能使用.rst:51–65): an effect that picks a card off the field and brings it onto the field
// cannot pick a locked one; when every card it could pick in the places the situation lists is locked, it cannot be activated.
describe.skipIf(!haveData)('CH-CANNOT-USE-CHOICE: an effect that would bring a card onto the field has no locked card to choose', () => {
  it('[CH-CANNOT-USE-CHOICE] 粗人预料 (Special Summons a Normal Monster from the Deck): with only a locked one in the listed Deck it cannot be activated', () => {
    const a = ask('{回合:A 阶段:主要1 A场: A卡组:大木人18(不能使用)} C1 A:粗人预料');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-CANNOT-USE-CHOICE');
    expect(a.links[0]!.illegalReason).toContain('不能使用');
  });
  it('[CH-CANNOT-USE-CHOICE] the other side: unlocked, another choice unlocked, or a Deck the situation does not list — it can be activated', () => {
    expect(legal('{回合:A 阶段:主要1 A场: A卡组:大木人18} C1 A:粗人预料', 1)).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场: A卡组:大木人18(不能使用),硬毛鼠} C1 A:粗人预料', 1)).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:} C1 A:粗人预料', 1)).toBe(true);
    // The opponent's locked card is no choice of this effect (its own Deck).
    expect(ask('{回合:A 阶段:主要1 A场: B卡组:大木人18(不能使用)} C1 A:粗人预料').links[0]!.rules).not.toContain('CH-CANNOT-USE-CHOICE');
  });
  it('[CH-CANNOT-USE-CHOICE] a card it activates from the Deck (弹出式翻页: 「从卡组把1张场地魔法卡发动」) cannot be a locked one: only a locked Field Spell in the Deck — no; an unlocked one — yes', () => {
    const a = ask('{回合:A 阶段:主要1 A场: B场:青眼白龙 A卡组:天火的牢狱(不能使用),旋风} C1 A:弹出式翻页');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-CANNOT-USE-CHOICE');
    expect(legal('{回合:A 阶段:主要1 A场: B场:青眼白龙 A卡组:天火的牢狱,旋风} C1 A:弹出式翻页', 1)).toBe(true);
  });
  it('[CH-CANNOT-USE-CHOICE] attached as Xyz Material from the hand or the field (阳炎柱 ②): a locked monster in the hand is no choice, a locked one on the field is', () => {
    expect(legal('{回合:A 阶段:主要1 A场:阳炎柱,No.39 希望皇 霍普 A手:阳炎兽 狮鹫(不能使用)} C1 A:阳炎柱②→No.39 希望皇 霍普', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:阳炎柱,No.39 希望皇 霍普 A手:阳炎兽 狮鹫} C1 A:阳炎柱②→No.39 希望皇 霍普', 1)).toBe(true);
    expect(legal('{回合:A 阶段:主要1 A场:阳炎柱,No.39 希望皇 霍普,阳炎兽 狮鹫(不能使用) A手:} C1 A:阳炎柱②→No.39 希望皇 霍普', 1)).toBe(true);
  });
  it('[CH-CANNOT-USE-CHOICE] an equip from the hand, Deck or GY (妖精传姬-辛德瑞拉②): only a locked Equip Spell there — no; another Equip Spell in the GY — yes', () => {
    expect(legal('{回合:A 阶段:主要1 A场:妖精传姬-辛德瑞拉 A手:月镜盾(不能使用),旋风 A卡组: A墓:} C1 A:妖精传姬-辛德瑞拉②', 1)).toBe(false);
    expect(legal('{回合:A 阶段:主要1 A场:妖精传姬-辛德瑞拉 A手:月镜盾(不能使用),旋风 A卡组: A墓:堕恶之爪} C1 A:妖精传姬-辛德瑞拉②', 1)).toBe(true);
  });
  it('[CH-CANNOT-USE] an effect that Fusion Summons with the cards it names (电子暗黑冲击！ 「让「电子暗黑魔角」「电子暗黑翼刃」「电子暗黑龙骨」各1张回到持有者卡组，…融合召唤」, read from its text) cannot be activated with one of those names locked, wherever the locked copy is; a locked card it does not name (三眼怪) does not stop it', () => {
    const at = (s: string, extra = '') => `{回合:A 阶段:主要1 A场:电子暗黑魔角${s},电子暗黑刃翼,电子暗黑龙骨${extra} A额外:铠黑龙-电子暗黑龙} C1 A:电子暗黑冲击！`;
    expect(legal(at('(不能使用)'), 1)).toBe(false);
    expect(ask(at('(不能使用)')).links[0]!.rules).toContain('CH-CANNOT-USE');
    expect(legal(`{回合:A 阶段:主要1 A场:电子暗黑刃翼,电子暗黑龙骨 A墓:电子暗黑魔角(不能使用) A额外:铠黑龙-电子暗黑龙} C1 A:电子暗黑冲击！`, 1)).toBe(false);
    expect(legal(at('', ',三眼怪(不能使用)'), 1)).toBe(true);
  });
  it('[CH-CANNOT-USE] in the damage step and after the named card left the field (电子暗黑魔角 locked in the GY): a Quick-Play-less Normal Spell is no damage-step answer, and the lock on a name still binds wherever its cards are', () => {
    expect(legal(`{回合:A 阶段:伤害步骤 A场:电子暗黑魔角,电子暗黑刃翼,电子暗黑龙骨 A额外:铠黑龙-电子暗黑龙} C1 A:电子暗黑冲击！`, 1)).toBe(false);
    expect(legal(`{回合:A 阶段:主要1 A手:电子暗黑魔角(不能使用) A场:电子暗黑刃翼,电子暗黑龙骨 A额外:铠黑龙-电子暗黑龙} C1 A:电子暗黑冲击！`, 1)).toBe(false);
  });
});
