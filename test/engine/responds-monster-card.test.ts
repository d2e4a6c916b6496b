// CH-RESPONDS-MONSTER-CARD (issue 16, rules reference docs/c02/基本用语.rst:1252–1259): 「怪兽卡的效果发动时」 answers a monster
// card's effect. A face-down card activating in the Monster Zone (an answer that turns itself face-up as it resolves) is a
// monster activating, but its card type is hidden: no monster card. One that turned itself face-up as its cost is one.
// Probed with a test card read from text (the compiler's 「怪兽卡的效果」), face-down and face-up activations, and the hand.
import { describe, expect, it } from 'vitest';
import { haveData } from '../reference/judge.js';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';

const answer = textCard({ id: 990081, name: '测试怪兽卡回应', type: 'monster effect', level: 4, atk: 1000, def: 1000, race: '恶魔族', attribute: '暗', text: '①：对方把怪兽卡的效果发动时才能发动。那个效果无效。' });
// 巨盾守卫者 ① restated (the fixture catalog of these tests holds curated cards only).
const shield = textCard({ id: 990083, name: '测试巨盾', type: 'monster effect', level: 4, atk: 100, def: 2600, race: '战士族', attribute: '地', text: '①：只以里侧表示的这只怪兽1只为对象的魔法卡发动时发动。这张卡变成表侧守备表示，那个发动无效。' });
const plain = textCard({ id: 990082, name: '测试怪兽回应', type: 'monster effect', level: 4, atk: 1000, def: 1000, race: '恶魔族', attribute: '暗', text: '①：对方把怪兽的效果发动时才能发动。那个效果无效。' });

describe.skipIf(!haveData)('CH-RESPONDS-MONSTER-CARD: 「怪兽卡的效果」 is not a face-down card’s', () => {
  it('[CH-RESPONDS-MONSTER-CARD] the compiler reads 「怪兽卡的效果发动时」 as a monster card’s activation', () => {
    expect(answer.effects.find((e) => e.n === 1)?.respondsTo).toMatchObject({ by: 'opponent', cardKind: 'monster', monsterCard: true });
    expect(plain.effects.find((e) => e.n === 1)?.respondsTo?.monsterCard).toBeUndefined();
  });
  it('[CH-RESPONDS-MONSTER-CARD] a 巨盾守卫者-like answer activated face-down (CH-FACE-DOWN-MONSTER allows it) is not answered; 「怪兽的效果发动时」 does answer it', () => {
    const a = judgeWith('{回合:B 阶段:主要1 A场:测试巨盾(盖) B场:测试怪兽卡回应} C1 B:精神操作→测试巨盾 C2 A:测试巨盾 C3 B:测试怪兽卡回应①', [answer, shield]);
    expect(a.links[1]!.legal).toBe(true);
    expect(a.links[2]!.legal).toBe(false);
    expect(a.links[2]!.rules).toContain('CH-RESPONDS-MONSTER-CARD');
    const b = judgeWith('{回合:B 阶段:主要1 A场:测试巨盾(盖) B场:测试怪兽回应} C1 B:精神操作→测试巨盾 C2 A:测试巨盾 C3 B:测试怪兽回应①', [plain, shield]);
    expect(b.links[2]!.legal).toBe(true);
  });
  it('[CH-RESPONDS-MONSTER-CARD] a monster that turned itself face-up as its cost (机界降神 超机怪虫) and a monster effect in the hand (灰流丽) are monster cards', () => {
    expect(judgeWith('{回合:B 阶段:主要1 A场:机界降神 超机怪虫(盖) B场:测试怪兽卡回应} C1 B:精神操作→机界降神 超机怪虫 C2 A:机界降神 超机怪虫 C3 B:测试怪兽卡回应①', [answer]).links[2]!.legal).toBe(true);
    expect(judgeWith('{回合:B 阶段:主要1 A手:灰流丽 B场:测试怪兽卡回应} C1 B:增援 C2 A:灰流丽 C3 B:测试怪兽卡回应①', [answer]).links[2]!.legal).toBe(true);
  });
});
