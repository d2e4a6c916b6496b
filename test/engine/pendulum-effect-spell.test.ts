// A Pendulum Effect activated in a Pendulum Zone is a Spell Card's effect (issue 16; test/RULES.md CH-PENDULUM-EFFECT-SPELL;
// rules reference docs/c03/无效.rst:173–176): an effect that answers 「魔法·陷阱卡的效果发动时」 may answer it and one that answers
// 「效果怪兽的发动」 may not — the same card's monster effect in the Monster Zone the other way round — and a lasting protection of a
// player's Spell/Trap cards from negation (魔力之泉's, CH-UNNEGATABLE-EARLIER) covers it. Through the real pipeline over cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const links = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.legal}:${l.outcome}`);

describe.skipIf(!haveCards)('a Pendulum Effect is a Spell Card’s effect', () => {
  it('[CH-PENDULUM-EFFECT-SPELL] 狱火机·拿玛② (「魔法·陷阱卡的效果发动时」) answers 娱乐伙伴 颠倒蛙’s Pendulum Effect, 天罚 (an Effect Monster’s activation) does not; its monster effect in the Monster Zone the other way round', () => {
    expect(links('{回合:A 阶段:主要1 A场:娱乐伙伴 颠倒蛙(灵摆左),青眼白龙 B场:狱火机·拿玛,三眼怪} C1 A:娱乐伙伴 颠倒蛙P①→青眼白龙 C2 B:狱火机·拿玛②[cost:解放 三眼怪]')).toEqual(['C1:true:activation-negated', 'C2:true:resolved']);
    const heaven = askCdb('{回合:A 阶段:主要1 A场:娱乐伙伴 颠倒蛙(灵摆左),青眼白龙 B场:天罚(盖) B手:三眼怪} C1 A:娱乐伙伴 颠倒蛙P①→青眼白龙 C2 B:天罚 [cost:丢弃 三眼怪]');
    expect(heaven.links[1]!.legal).toBe(false);
    expect(heaven.links[1]!.illegalReason).toContain('魔法卡');
    expect(links('{回合:A 阶段:战斗阶段 A场:娱乐伙伴 颠倒蛙 B场:天罚(盖) B手:三眼怪} C1 A:娱乐伙伴 颠倒蛙①→娱乐伙伴 颠倒蛙 C2 B:天罚 [cost:丢弃 三眼怪]')).toEqual(['C1:true:activation-negated', 'C2:true:resolved']);
    expect(askCdb('{回合:A 阶段:战斗阶段 A场:娱乐伙伴 颠倒蛙 B场:狱火机·拿玛,三眼怪} C1 A:娱乐伙伴 颠倒蛙①→娱乐伙伴 颠倒蛙 C2 B:狱火机·拿玛②[cost:解放 三眼怪]').links[1]!.legal).toBe(false);
  });

  it('[CH-PENDULUM-EFFECT-SPELL] after the opponent’s 魔力之泉 this turn, my Pendulum Effect in my Pendulum Zone is a Spell Card’s and cannot be negated (CH-UNNEGATABLE-EARLIER); my own 魔力之泉 protects nothing of mine', () => {
    const input = (who: string) => `{回合:A 阶段:主要1 本回合:${who}:魔力之泉 A场:娱乐伙伴 颠倒蛙(灵摆左),青眼白龙 B场:狱火机·拿玛,三眼怪} C1 A:娱乐伙伴 颠倒蛙P①→青眼白龙 C2 B:狱火机·拿玛②[cost:解放 三眼怪]`;
    const kept = askCdb(input('B'));
    expect(kept.links[0]!.outcome).toBe('resolved');
    expect(kept.links[0]!.rules).toContain('CH-UNNEGATABLE-EARLIER');
    expect(kept.events.filter((e) => e.type === 'banished')).toEqual([]);
    expect(links(input('A'))[0]).toBe('C1:true:activation-negated');
  });
});
