// CH-LEAVES-DAMAGE (rules reference docs/c03/特定效果的处理方法.rst:659–666): a card's own rule 「自己场上表侧表示存在的这张卡从场上离开时，
// 自己受到3000分伤害」 (the `leavesDamage` fact the compiler reads) is never activated: the damage is dealt at the moment the card leaves
// the field face-up, to the player who controls it then. A Spell/Trap's rule of this kind does not apply while its effects are negated
// (a monster's, CH-LEAVES-APPLIES, does); a card leaving face-down deals nothing.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

describe('CH-LEAVES-DAMAGE, the reader', () => {
  it('[CH-LEAVES-DAMAGE] 「自己场上表侧表示存在的这张卡从场上离开时，自己受到3000分伤害」 is a standing rule of its card (leavesDamage), not a trigger; 「…离开的场合发动。…伤害」 stays a trigger', () => {
    const e = compileEffects('双方玩家在抽卡阶段开始时手卡是0张的场合，通常抽卡外可以再抽1张。自己场上表侧表示存在的这张卡从场上离开时，自己受到3000分伤害。', { kind: 'trap', subtypes: ['continuous'] });
    expect(e.flatMap((x) => x.does.map((a) => a.leavesDamage)).filter(Boolean)).toEqual([{ amount: 3000, player: 'self' }]);
    const trig = compileEffects('①：表侧表示的这张卡从场上离开的场合发动。给与对方1000伤害。', { kind: 'monster', subtypes: ['effect'] });
    expect(trig.some((x) => x.does.some((a) => a.leavesDamage))).toBe(false);
  });
});

describe.skipIf(!haveCards)('CH-LEAVES-DAMAGE, what a user sees', () => {
  it('[CH-LEAVES-DAMAGE] 步向破灭的速攻抽卡 destroyed face-up by 旋风: its controller takes 3000 at once, no chain link of its own', () => {
    const a = chain('{回合:B 阶段:主要1 A基本分:8000 B基本分:8000 A场:步向破灭的速攻抽卡 B场:旋风(盖)} C1 B:旋风→步向破灭的速攻抽卡');
    expect(a.lp).toEqual({ A: 5000, B: 8000 });
    expect(a.links.map((l) => l.n)).toEqual([1]);
    expect(a.events.filter((e) => e.type === 'damage').map((e) => `${e.link}:${e.player}:${e.amount}`)).toEqual(['1:A:3000']);
  });
  it('[CH-LEAVES-DAMAGE] the other side: 步向破灭的速攻抽卡 with its effects negated, or Set (face-down), leaving the field deals no damage', () => {
    expect(chain('{回合:B 阶段:主要1 A基本分:8000 B基本分:8000 A场:步向破灭的速攻抽卡(效果无效) B场:旋风(盖)} C1 B:旋风→步向破灭的速攻抽卡').lp).toEqual({ A: 8000, B: 8000 });
    expect(chain('{回合:B 阶段:主要1 A基本分:8000 B基本分:8000 A场:步向破灭的速攻抽卡(盖) B场:旋风(盖)} C1 B:旋风→步向破灭的速攻抽卡').lp).toEqual({ A: 8000, B: 8000 });
  });
  it('[CH-LEAVES-DAMAGE] a Token\'s 「这个衍生物破坏时，这个衍生物的控制者受到300点伤害」 (扰乱衍生物, read from its text): destroyed by 雷破, its controller takes 300; returned by 强制脱出装置 (not destroyed), nothing', () => {
    const hit = chain('{回合:A 阶段:主要1 A基本分:8000 B基本分:8000 A场:扰乱衍生物 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→扰乱衍生物');
    expect(hit.lp).toEqual({ A: 7700, B: 8000 });
    expect(hit.links[0]!.rules).toContain('CH-LEAVES-DAMAGE');
    // the other side: a Token that leaves the field without being destroyed deals nothing
    expect(chain('{回合:A 阶段:主要1 A基本分:8000 B基本分:8000 A场:扰乱衍生物 B场:强制脱出装置(盖)} C1 B:强制脱出装置→扰乱衍生物').lp).toEqual({ A: 8000, B: 8000 });
  });
});
