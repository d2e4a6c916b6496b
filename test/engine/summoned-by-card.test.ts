// WIN-SUMMONED-BY-CARD: a trigger 「这张卡用「X」的效果特殊召唤成功时」「这张卡用「剑斗兽」怪兽的效果特殊召唤的场合」 names what must have made
// the Special Summon — the effect of the card named X, or of a card of that archetype (a monster when it says 怪兽). Before, any Special
// Summon met it: 死者苏生 reviving 剑斗兽 枪斗 offered its ①. The card is the chain link's (also when it left the field to make the summon),
// or the one a note names (`特殊召唤 Y [由 X]`); a summon whose cause is not written is taken as such, and the window says so.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const triggers = (a: ReturnType<typeof askCdb>) => (a.window?.triggers ?? []).map((x) => x.card.name);
const reasonOf = (a: ReturnType<typeof askCdb>, name: string) => (a.window?.triggers ?? []).find((x) => x.card.name === name)?.reason ?? '';

describe('WIN-SUMMONED-BY-CARD', () => {
  it('[WIN-SUMMONED-BY-CARD] the compiler reads the card a 「…特殊召唤成功时」 names: a card name (「X」的效果), an archetype (「X」卡／怪兽, 名字带有「X」的怪兽)', () => {
    const monster = { kind: 'monster' as const, subtypes: ['effect'], bits: 0x21 };
    const [byName] = compileEffects('①：这张卡用「死者苏生」的效果特殊召唤成功时才能发动。自己从卡组抽1张。', monster);
    expect(byName!.trigger?.summonedByCard).toEqual({ name: '死者苏生' });
    const [byArchetype] = compileEffects('这张卡用名字带有「剑斗兽」的怪兽的效果特殊召唤成功时，从自己卡组抽1张卡。', monster);
    expect(byArchetype!.trigger?.summonedByCard).toEqual({ archetype: '剑斗兽', kind: 'monster' });
    const [anyKind] = compileEffects('②：这张卡用「秘旋谍」卡的效果特殊召唤成功的场合才能发动。自己从卡组抽1张。', monster);
    expect(anyKind!.trigger?.summonedByCard).toEqual({ archetype: '秘旋谍' });
    const [plain] = compileEffects('①：这张卡特殊召唤成功时才能发动。自己从卡组抽1张。', monster);
    expect(plain!.trigger?.summonedByCard).toBeUndefined();
  });

  describe.skipIf(!haveCards)('over cards.cdb', () => {
    it('[WIN-SUMMONED-BY-CARD] 剑斗兽 枪斗 (「这张卡用「剑斗兽」怪兽的效果特殊召唤成功时」) revived by 死者苏生 does not trigger — neither in a chain nor by the note `[由 死者苏生]`; by `[由 剑斗兽 马斗]` it does', () => {
      const chain = askCdb('{回合:A 阶段:主要1 A墓:剑斗兽 枪斗} C1 A:死者苏生→剑斗兽 枪斗');
      expect(chain.events.some((e) => e.type === 'special-summoned' && e.cards.some((c) => c.name === '剑斗兽 枪斗'))).toBe(true);
      expect(triggers(chain)).not.toContain('剑斗兽 枪斗');
      expect(triggers(askCdb('{回合:A 阶段:主要1 A墓:剑斗兽 枪斗} 特殊召唤 剑斗兽 枪斗 [由 死者苏生]'))).not.toContain('剑斗兽 枪斗');
      const gladiator = askCdb('{回合:A 阶段:主要1 A卡组:剑斗兽 枪斗} 特殊召唤 剑斗兽 枪斗 [由 剑斗兽 马斗]');
      expect(triggers(gladiator)).toContain('剑斗兽 枪斗');
      expect(reasonOf(gladiator, '剑斗兽 枪斗')).not.toContain('假定是');
    });
    it('[WIN-SUMMONED-BY-CARD] a Special Summon written with no cause meets it, assumed and said; one written as the rules\' `(规则)` does not', () => {
      const bare = askCdb('{回合:A 阶段:主要1 A手:剑斗兽 枪斗} 特殊召唤 剑斗兽 枪斗');
      expect(triggers(bare)).toContain('剑斗兽 枪斗');
      expect(reasonOf(bare, '剑斗兽 枪斗')).toContain('假定是「剑斗兽」怪兽的效果');
      expect(triggers(askCdb('{回合:A 阶段:主要1 A手:剑斗兽 枪斗} 特殊召唤 剑斗兽 枪斗 (规则)'))).not.toContain('剑斗兽 枪斗');
      const en = cdbJudge().chain('{回合:A 阶段:主要1 A手:剑斗兽 枪斗} 特殊召唤 剑斗兽 枪斗', { lang: 'en' });
      expect(en.ok && JSON.stringify(en.window)).toContain('needs to have been Special Summoned by the effect of a \\"Gladiator Beast\\" monster'); // s60: the archetype in English (ANS-EN-ARCHETYPE)
    });
    it('[WIN-SUMMONED-BY-CARD] a card that left the field: 剑斗兽 枪斗② returns itself to the Deck and summons 剑斗兽 马斗 — made by a 「剑斗兽」 monster\'s effect, 马斗 triggers; revived by 死者苏生 (gone to the GY) it does not', () => {
      const a = askCdb('{回合:A 阶段:战斗 A场:剑斗兽 枪斗(已战斗) A卡组:剑斗兽 马斗} C1 A:剑斗兽 枪斗②[特殊召唤 剑斗兽 马斗]');
      expect(a.events.some((e) => e.type === 'returned-to-deck' && e.cards.some((c) => c.name === '剑斗兽 枪斗'))).toBe(true);
      expect(triggers(a)).toContain('剑斗兽 马斗');
      // The other side: 死者苏生, sent to the GY as the chain ends, was the card that made it — no 「剑斗兽」 monster.
      const revived = askCdb('{回合:A 阶段:主要1 A墓:剑斗兽 马斗} C1 A:死者苏生→剑斗兽 马斗');
      expect(revived.events.some((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === '死者苏生'))).toBe(true);
      expect(triggers(revived)).not.toContain('剑斗兽 马斗');
    });
    it('[WIN-SUMMONED-BY-CARD] in the damage step (a trigger of its own Special Summon may be activated there): by a 「剑斗兽」 monster\'s effect 马斗 triggers, by 旋风\'s not', () => {
      expect(triggers(askCdb('{回合:A 阶段:伤害步骤 攻击:A:剑斗兽 枪斗→B:三眼怪 A卡组:剑斗兽 马斗} 特殊召唤 剑斗兽 马斗 [由 剑斗兽 枪斗]'))).toContain('剑斗兽 马斗');
      expect(triggers(askCdb('{回合:A 阶段:伤害步骤 攻击:A:剑斗兽 枪斗→B:三眼怪 A墓:剑斗兽 马斗} 特殊召唤 剑斗兽 马斗 [由 旋风]'))).not.toContain('剑斗兽 马斗');
    });
    it('[WIN-SUMMONED-BY-CARD] only the Special Summon is held to it: 急袭猛禽-方向舵林鸮 (「召唤成功的场合或者用「急袭猛禽」卡的效果…特殊召唤成功的场合」) Normal Summoned triggers; revived by 死者苏生 it does not', () => {
      expect(triggers(askCdb('{回合:A 阶段:主要1 A手:急袭猛禽-方向舵林鸮} 召唤 急袭猛禽-方向舵林鸮'))).toContain('急袭猛禽-方向舵林鸮');
      expect(triggers(askCdb('{回合:A 阶段:主要1 A墓:急袭猛禽-方向舵林鸮} C1 A:死者苏生→急袭猛禽-方向舵林鸮'))).not.toContain('急袭猛禽-方向舵林鸮');
    });
  });
});
