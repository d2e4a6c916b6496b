// CH-LEAVES-APPLIES (rules reference docs/c03/特定效果的处理方法.rst:649–661): a card's own rule 「表侧表示的这张卡从场上离开的场合，
// 下次的自己回合的战斗阶段跳过」 (the `leavesSkip` fact the compiler reads) is never activated: it applies at the moment the card
// leaves the field face-up — destroyed, bounced to the Deck, banished — even while its effects are negated, and from the Spell &
// Trap Zone as an Equip Card. 「自己」 is the player who controls the card as it leaves. A card that leaves face-down does not apply it.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const skips = (input: string) => (chain(input).skips ?? []).map((s) => `${s.card.name}:${s.player}`);

describe('CH-LEAVES-APPLIES, the reader', () => {
  it('[CH-LEAVES-APPLIES] 「表侧表示的这张卡从场上离开的场合，下次的自己回合的战斗阶段跳过」 is a standing rule of its card (leavesSkip), not a trigger; 「…离开的场合发动」 stays a trigger', () => {
    const e = compileEffects('②：表侧表示的这张卡从场上离开的场合，下次的自己回合的战斗阶段跳过。', { kind: 'monster', subtypes: ['effect'] });
    expect(e.map((x) => x.kind)).toEqual(['continuous']);
    expect(e[0]!.does[0]!.leavesSkip).toBe('self');
    const trig = compileEffects('①：表侧表示的这张卡从场上离开的场合发动。从卡组把1只「轮回天狗」特殊召唤。', { kind: 'monster', subtypes: ['effect'] });
    expect(trig.some((x) => x.does.some((a) => a.leavesSkip))).toBe(false);
  });
});

describe.skipIf(!haveCards)('CH-LEAVES-APPLIES, what a user sees', () => {
  it('[CH-LEAVES-APPLIES] 光灵神 福斯奥拉热 destroyed by 雷破: its controller’s next Battle Phase is skipped; a monster without the rule skips nothing', () => {
    expect(skips('{回合:B 阶段:主要1 A场:光灵神 福斯奥拉热 B场:雷破(盖) B手:三眼怪} C1 B:雷破→光灵神 福斯奥拉热 [cost:丢弃 三眼怪]')).toEqual(['光灵神 福斯奥拉热:A']);
    expect(skips('{回合:B 阶段:主要1 A场:青眼白龙 B场:雷破(盖) B手:三眼怪} C1 B:雷破→青眼白龙 [cost:丢弃 三眼怪]')).toEqual([]);
  });
  it('[CH-LEAVES-APPLIES] 风灵神 温德罗斯 with its effects negated, bounced by 强制脱出装置, still skips; its controller B (the card as it leaves), not A', () => {
    expect(skips('{回合:A 阶段:主要1 B场:风灵神 温德罗斯(效果无效) A场:强制脱出装置(盖)} C1 A:强制脱出装置→风灵神 温德罗斯')).toEqual(['风灵神 温德罗斯:B']);
  });
  it('[CH-LEAVES-APPLIES] the other side: 炎灵神 派罗雷克斯 face-down (turned so) leaving the field applies nothing', () => {
    expect(skips('{回合:B 阶段:主要1 A场:炎灵神 派罗雷克斯(盖) B场:雷破(盖) B手:三眼怪} C1 B:雷破→炎灵神 派罗雷克斯 [cost:丢弃 三眼怪]')).toEqual([]);
  });
});
