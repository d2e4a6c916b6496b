// CMP-UNTIL-NEXT-PHASE, follow-up (s56): 「直到下次的（自己|对方）的准备阶段／结束阶段」「直到下次的对方回合结束时」 bound a lasting step — a
// banishment for a while (the card comes back then) or a stat change. The answer says when it ends: whose phase, which turn's, seen
// from the turn and phase the step applied in (card text: No.70 大罪蛛 ①, PSY骨架王·Ζ ①, 破天荒之风, 命运英雄 炸药人 ②).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { untilMoment } from '../../src/engine/game/until-next.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { renderCardText } from '../../src/answer/render/text.js';
import type { ChainAnswer } from '../../src/answer/types.js';

/** Each step of a played phase as `<do>:<cards done>/<cards not done>`. */
const steps = (xs: ChainAnswer['standbyPhase']): string[] => (xs ?? []).map((s) => `${s.do}:${s.done.map((c) => c.name).join('+')}/${s.notDone.map((c) => c.name).join('+')}`);
const banished = (a: ChainAnswer) => a.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name));
const delayed = (a: ChainAnswer) => (a.delayed ?? []).map((d) => String(d.what)).join('\n');

describe('CMP-UNTIL-NEXT-PHASE, the reader and the moment', () => {
  it('[CMP-UNTIL-NEXT-PHASE] 「直到下次的对方准备阶段除外」「攻击力直到下次的对方回合结束时上升」 keep their end and whose it is; a step of another sentence does not', () => {
    const xyz = { kind: 'monster' as const, subtypes: ['effect' as const, 'xyz' as const] };
    const spider = compileEffects('①：1回合1次，把这张卡1个超量素材取除，以对方场上1只怪兽为对象才能发动。那只怪兽直到下次的对方准备阶段除外。', xyz)[0]!;
    expect(spider.does.find((a) => a.do === 'banish')?.lastsUntil).toEqual({ at: 'standby-phase', whose: 'opponent' });
    const hero = compileEffects('②：把墓地的这张卡除外，以自己场上1只「命运英雄」怪兽为对象才能发动。那只怪兽的攻击力直到下次的对方回合结束时上升1000。', { kind: 'monster', subtypes: ['effect'] })[0]!;
    expect(hero.does.find((a) => a.do === 'modify-stats')?.lastsUntil).toEqual({ at: 'turn-end', whose: 'opponent' });
    // 紫宵之机界骑士 ②: the card added from the Deck is no lasting step.
    const knight = compileEffects('②：以自己场上1只「机界骑士」怪兽为对象才能发动。那只怪兽直到下次的自己回合的准备阶段除外，从卡组把「紫宵之机界骑士」以外的1只「机界骑士」怪兽加入手卡。', { kind: 'monster', subtypes: ['effect'] })[0]!;
    expect(knight.does.map((a) => [a.do, a.lastsUntil?.whose ?? null])).toEqual([['banish', 'self'], ['add-to-hand', null]]);
    // 觉醒战士 库丘林: the GY card banished as a cost-like first step is gone for good — only the ATK change lasts until then.
    const cu = compileEffects('把自己墓地存在的1只通常怪兽从游戏中除外。直到下次的自己回合的准备阶段时，这张卡的攻击力上升被这个效果从游戏中除外的通常怪兽的攻击力数值。这个效果1回合只能使用1次。', { kind: 'monster', subtypes: ['effect', 'ritual'] })[0]!;
    expect(cu.does.map((a) => [a.do, a.lastsUntil?.at ?? null])).toEqual([['banish', null], ['modify-stats', 'standby-phase']]);
  });
  it('[CMP-TARGET-AND-SELF] 「那只怪兽和场上的这张卡直到下次的自己准备阶段除外」 (刻剑之魔术师 ②): the duration between them and the verb — both are banished, for that while', () => {
    const e = compileEffects('②：1回合1次，以场上1只怪兽为对象才能发动。那只怪兽和场上的这张卡直到下次的自己准备阶段除外。', { kind: 'monster', subtypes: ['effect', 'pendulum'] })[0]!;
    expect(e.does.map((a) => [a.do, a.what, a.temporary, a.lastsUntil])).toEqual([
      ['banish', 'targets', true, { at: 'standby-phase', whose: 'self' }],
      ['banish', 'self', true, { at: 'standby-phase', whose: 'self' }],
    ]);
  });
  it('[CMP-UNTIL-NEXT-PHASE] the moment: 「下次的自己准备阶段」 in one\'s own Main Phase is the turn after next; in the opponent\'s turn, the next turn; from the Draw Phase, this turn\'s', () => {
    expect(untilMoment({ at: 'standby-phase', whose: 'self' }, 'A', 'A', 'main-phase-1')).toEqual({ at: 'standby-phase', player: 'A', turn: 'after-next' });
    expect(untilMoment({ at: 'standby-phase', whose: 'self' }, 'A', 'B', 'damage-step')).toEqual({ at: 'standby-phase', player: 'A', turn: 'next' });
    expect(untilMoment({ at: 'standby-phase', whose: 'self' }, 'A', 'A', 'draw-phase')).toEqual({ at: 'standby-phase', player: 'A', turn: 'this' });
    expect(untilMoment({ at: 'end-phase', whose: 'opponent' }, 'A', 'B', 'battle-phase')).toEqual({ at: 'end-phase', player: 'B', turn: 'this' });
    expect(untilMoment({ at: 'standby-phase' }, 'A', 'A', 'main-phase-2')).toEqual({ at: 'standby-phase', player: null, turn: 'next' });
  });
});

describe.skipIf(!haveCards)('CMP-UNTIL-NEXT-PHASE, what a user sees', () => {
  it('[CMP-UNTIL-NEXT-PHASE] No.70 大罪蛛 in its own turn: the monster comes back in the next turn\'s (B\'s) Standby Phase — said, and played by `准备阶段`', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:No.70 大罪蛛 B场:青眼白龙} C1 A:No.70 大罪蛛 →青眼白龙 准备阶段');
    expect(banished(a)).toEqual(['青眼白龙']);
    expect(delayed(a)).toContain('下个回合（B的回合）的准备阶段时，「青眼白龙」回到场上');
    expect(steps(a.standbyPhase)).toEqual(['return:青眼白龙/']);
  });
  it('[CMP-UNTIL-NEXT-PHASE] PSY骨架王·Ζ (curated) banishes its target and itself (a duration between them and the verb); in its own turn they wait for A\'s next turn, not B\'s Standby Phase', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:PSY骨架王·Ζ B场:青眼白龙(特召)} C1 A:PSY骨架王·Ζ →青眼白龙 准备阶段');
    expect(banished(a).sort()).toEqual(['PSY骨架王·Ζ', '青眼白龙'].sort());
    expect(delayed(a)).toContain('A的下个回合（再下个回合）的准备阶段时');
    expect(steps(a.standbyPhase)).toEqual(['return:/青眼白龙', 'return:/PSY骨架王·Ζ']);
  });
  it('[CMP-UNTIL-NEXT-PHASE] PSY骨架王·Ζ in the opponent\'s Battle Phase: A\'s next Standby Phase is the next turn\'s — both come back then', () => {
    const a = askCdb('{回合:B 阶段:战斗 A场:PSY骨架王·Ζ B场:青眼白龙(特召)} C1 A:PSY骨架王·Ζ →青眼白龙 准备阶段');
    expect(delayed(a)).toContain('下个回合（A的回合）的准备阶段时');
    expect(steps(a.standbyPhase)).toEqual(['return:青眼白龙/', 'return:PSY骨架王·Ζ/']);
  });
  it('[CMP-UNTIL-NEXT-PHASE] an ATK change 「直到下次的对方回合结束时上升1000」 says when it ends (命运英雄 炸药人 ② in A\'s turn: the end of the next turn, B\'s)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓地:命运英雄 炸药人 A场:命运英雄 钻石人} C1 A:命运英雄 炸药人#2 →命运英雄 钻石人');
    expect(a.stats.find((s) => s.card.name === '命运英雄 钻石人')?.atk).toBe(2400);
    expect(a.links[0]!.reason).toContain('（直到下个回合（B的回合）结束时）');
  });
  it('[CMP-UNTIL-NEXT-PHASE] /card says when: No.70 大罪蛛 ① 「直到下次的对方的准备阶段（除外的卡那时回到原来的地方）」, 命运英雄 炸药人 ② 「直到下次的对方回合结束时」 (zh and en)', () => {
    const card = (name: string, lang: 'zh-CN' | 'en') => {
      const a = cdbJudge().card(name, { lang });
      if (!a.ok) throw new Error(name);
      return renderCardText(a, lang);
    };
    expect(card('No.70 大罪蛛', 'zh-CN')).toContain('直到下次的对方的准备阶段（除外的卡那时回到原来的地方）');
    expect(card('No.70 大罪蛛', 'en')).toContain("until your opponent's next Standby Phase (the banished card comes back then, to where it was)");
    expect(card('命运英雄 炸药人', 'zh-CN')).toContain('直到下次的对方回合结束时');
  });
});
