// 「…不会被无效化」 (test/RULES.md CH-CANNOT-BE-NEGATED; rules reference docs/c03/无效.rst:173–174, 504–508),
// read from the card text: 沉默之剑 「这张卡的发动和效果不会被无效化」.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('effects that cannot be negated', () => {
  it('[CH-CANNOT-BE-NEGATED] 帝王的轰毅 aimed at a 沉默之剑 being activated negates nothing, so it draws nothing either; 沉默之剑 resolves', () => {
    const a = askCdb('{回合:A} C1 A:沉默之剑 C2 B:帝王的轰毅→沉默之剑');
    expect(a.links.map((l) => `C${l.n}:${l.outcome}`)).toEqual(['C1:resolved', 'C2:resolved']);
    expect(a.links[1]!.rules).toContain('CH-CANNOT-BE-NEGATED');
    expect(a.events.some((e) => e.type === 'drawn')).toBe(false);
  });

  it('[CH-CANNOT-BE-NEGATED] the protection is its card activation’s only: 帝王的轰毅 on another card negates it and draws; 沉默之剑② from the GY is negated by 灰流丽', () => {
    const a = askCdb('{回合:A A场:三眼怪} C1 A:沉默之剑 C2 B:帝王的轰毅→三眼怪');
    expect(a.links[1]!.rules).not.toContain('CH-CANNOT-BE-NEGATED');
    expect(a.events.some((e) => e.type === 'drawn')).toBe(true);
    const gy = askCdb('{回合:A A墓:沉默之剑} C1 A:沉默之剑② C2 B:灰流丽');
    expect(gy.links[0]!.outcome).toBe('effect-negated');
  });

  it('[CH-CANNOT-BE-NEGATED] 幻变骚灵协议 (continuous, compiled) protects its controller’s 幻变骚灵 effects: 虫惑的落穴 neither negates nor destroys; without it, it does both', () => {
    const kept = askCdb('{回合:B B场:幻变骚灵协议,幻变骚灵·网络傀儡师(本回合特召)} C1 B:幻变骚灵·网络傀儡师② C2 A:虫惑的落穴');
    expect(kept.links[0]!.outcome).toBe('resolved');
    expect(kept.links[1]!.rules).toContain('CH-CANNOT-BE-NEGATED');
    expect(kept.events.some((e) => e.type === 'destroyed')).toBe(false);
    const bare = askCdb('{回合:B B场:幻变骚灵·网络傀儡师(本回合特召)} C1 B:幻变骚灵·网络傀儡师② C2 A:虫惑的落穴');
    expect(bare.links[0]!.outcome).toBe('effect-negated');
    expect(bare.events.some((e) => e.type === 'destroyed')).toBe(true);
  });

  it('[CH-CANNOT-BE-NEGATED-UNAFFECTED] a 幻变骚灵 monster left negated and unaffected by other cards’ effects (`(效果无效,不受效果)`) is not protected by 幻变骚灵协议: its effect is negated; unaffected by Spells or by the opponent’s effects only, 协议 (its own Trap) still protects it', () => {
    const gone = askCdb('{回合:A 阶段:主要1 A场:幻变骚灵·网络傀儡师(效果无效,不受效果),幻变骚灵·拖拽山妪,幻变骚灵协议 A墓:幻变骚灵·像素妖精} C1 A:幻变骚灵·网络傀儡师②→幻变骚灵·拖拽山妪,幻变骚灵·像素妖精');
    expect(gone.links[0]!.outcome).toBe('effect-negated');
    expect(gone.links[0]!.rules).toContain('CH-CANNOT-BE-NEGATED-UNAFFECTED');
    expect(gone.events.some((e) => e.type === 'special-summoned')).toBe(false);
    for (const s of ['不受魔法', '不受对方效果']) {
      const kept = askCdb(`{回合:A 阶段:主要1 A场:幻变骚灵·网络傀儡师(效果无效,${s}),幻变骚灵·拖拽山妪,幻变骚灵协议 A墓:幻变骚灵·像素妖精} C1 A:幻变骚灵·网络傀儡师②→幻变骚灵·拖拽山妪,幻变骚灵·像素妖精`);
      expect(kept.links[0]!.outcome).toBe('resolved');
      expect(kept.links[0]!.rules).not.toContain('CH-CANNOT-BE-NEGATED-UNAFFECTED');
    }
  });
});
