// CH-SUMMON-BY-ANY-EFFECT (test/RULES.md; rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:99): a monster that 「不能通常召唤，
// 用卡的效果才能特殊召唤」 has every card effect that Special Summons it as its proper way — from the hand, and from the GY with no
// earlier summon (未正规出场). Before, such a card in the hand was refused as a Special Summon monster out of its procedure
// (紧急瞬间移动 could not summon PSY骨架装备·γ), and one never properly summoned could not be revived.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, haveCards } from '../cards/data.js';

const summoned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a monster any card effect may Special Summon', () => {
  it('[CH-SUMMON-BY-ANY-EFFECT] 紧急瞬间移动 Special Summons PSY骨架装备·γ (curated) from the hand', () => {
    expect(summoned(askCdb('{回合:A 阶段:主要1 A手:PSY骨架装备·γ A场:紧急瞬间移动(盖)} C1 A:紧急瞬间移动 [特殊召唤 PSY骨架装备·γ]'))).toContain('PSY骨架装备·γ');
  });

  it('[CH-SUMMON-BY-ANY-EFFECT] 死者苏生 revives 光道弓手 费莉丝 and 究极变异态昆虫女王 (read from their text) even when they were never properly summoned', () => {
    for (const name of ['光道弓手 费莉丝', '究极变异态昆虫女王']) {
      const a = askCdb(`{回合:A 阶段:主要1 A手:死者苏生 A墓:${name}(未正规出场)} C1 A:死者苏生→${name}`);
      expect(a.links[0]!.legal, name).toBe(true);
      expect(summoned(a), name).toContain(name);
      expect(a.links[0]!.rules, name).toContain('CH-SUMMON-BY-ANY-EFFECT');
    }
  });

  it('[CH-SUMMON-BY-ANY-EFFECT] the other side: a Special Summon monster with a procedure of its own (混沌战士 -开辟的使者-: summoned by banishing monsters) never properly summoned is still not revived', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:死者苏生 A墓:混沌战士 -开辟的使者-(未正规出场)} C1 A:死者苏生→混沌战士 -开辟的使者-');
    expect(a.links[0]!.legal).toBe(false);
  });
});
