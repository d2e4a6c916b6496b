// SIT-COST-PAID-ONCE (issue 16; rules reference docs/c03/诱发类效果.rst:115–116): a card one link paid as its cost has moved; a later
// link's cost note naming a card of the same name is the next copy the situation lists (two 霞之谷的雷神鬼 each returning a
// 霞之谷的雷鸟). And WIN-SELF-SS-ONE's other side (:111–116): the one-per-chain limit on triggers that Special Summon their own card
// from the hand/GY is for optional ones; mandatory ones (霞之谷的雷鸟, in either player’s turn) all chain, and no such note is given.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';

const moved = (input: string, type: string): string[] => chain(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.ref ?? c.name));

describe.skipIf(!haveCards)('SIT-COST-PAID-ONCE: two links paying a card of one name as their cost', () => {
  it('[SIT-COST-PAID-ONCE] two 雷破 each discarding 三眼怪: two different copies of the hand are discarded', () => {
    const refs = moved('{回合:A 阶段:主要1 A手:三眼怪,三眼怪 A场:雷破(盖),雷破(盖) B场:死灵骑士,魔法筒(盖)} C1 A:雷破→死灵骑士[cost:丢弃 三眼怪] C2 A:雷破→魔法筒[cost:丢弃 三眼怪]', 'discarded');
    expect(refs).toHaveLength(2);
    expect(new Set(refs).size).toBe(2);
  });
  it('[SIT-COST-PAID-ONCE] two 霞之谷的雷神鬼 each returning a 霞之谷的雷鸟 as the cost: both 雷鸟 are back in the hand, and both mandatory triggers are offered', () => {
    const a = chain('{回合:A 阶段:主要1 A场:霞之谷的雷神鬼,霞之谷的雷神鬼,霞之谷的雷鸟,霞之谷的雷鸟} C1 A:霞之谷的雷神鬼[cost:回到手卡 霞之谷的雷鸟] C2 A:霞之谷的雷神鬼[cost:回到手卡 霞之谷的雷鸟]');
    expect(a.window.triggers.map((t) => `${t.card.name}${t.mandatory ? ' M' : ''}`)).toEqual(['霞之谷的雷鸟 M', '霞之谷的雷鸟 M']);
  });
});

describe.skipIf(!haveCards)('WIN-SELF-SS-ONE: optional ones only', () => {
  it('[WIN-SELF-SS-ONE] two 霞之谷的雷鸟 returned to the hand in the opponent’s turn: both mandatory self-summons chain, with no one-per-chain note', () => {
    const a = chain('{回合:B 阶段:主要1 A场:霞之谷的雷神鬼,霞之谷的雷神鬼,霞之谷的雷鸟,霞之谷的雷鸟} C1 A:霞之谷的雷神鬼[cost:回到手卡 霞之谷的雷鸟] C2 A:霞之谷的雷神鬼[cost:回到手卡 霞之谷的雷鸟]');
    expect(a.window.triggers.filter((t) => t.card.name === '霞之谷的雷鸟' && t.mandatory)).toHaveLength(2);
    expect(a.window.notes.some((n) => n.includes('只能发动其中1个'))).toBe(false);
  });
  it('[WIN-SELF-SS-ONE] the optional ones still: two 冥府之使者 格斯 in the hand — only one of them', () => {
    const a = chain('{回合:B A场: A手:冥府之使者 格斯,冥府之使者 格斯} C1 B:火球');
    expect(a.window.notes.some((n) => n.includes('只能发动其中1个'))).toBe(true);
  });
});
