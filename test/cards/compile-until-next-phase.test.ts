// CMP-UNTIL-NEXT-PHASE (card text, 痛恨的诉苦: 「对方场上表侧表示存在的1只守备力最高的怪兽的控制权直到下次的自己的结束阶段时得到」): 「直到下次的…
// 结束阶段」 is how long the control lasts, not a step left for that phase (CMP-END-PHASE-FIRST) — control is taken as the card resolves.
// CMP-HIGHEST-STAT (same text): 「守备力最高的怪兽」 is only the face-up monster highest in DEF, not any face-up monster.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const trap = { kind: 'trap' as const, subtypes: ['normal' as const] };
const APPEAL = '对方怪兽的直接攻击让自己受到战斗伤害时才能发动。对方场上表侧表示存在的1只守备力最高的怪兽的控制权直到下次的自己的结束阶段时得到。这个效果得到控制权的怪兽的效果无效化，也不能攻击宣言。';

describe('CMP-UNTIL-NEXT-PHASE, the reader', () => {
  it('[CMP-UNTIL-NEXT-PHASE] 「控制权直到下次的自己的结束阶段时得到」 is a take-control done now, lasting until that End Phase; the negation of the monster it took applies now too', () => {
    const e = compileEffects(APPEAL, trap)[0]!;
    const take = e.does.find((a) => a.do === 'take-control')!;
    expect([take.controlUntil, take.duration, take.whenever]).toEqual(['next-own-end-phase', undefined, undefined]);
    expect(e.does.find((a) => a.do === 'negate-effects')?.whenever).toBeUndefined();
    // 「直到下次的自己结束阶段，得到那只…的控制权」 (电磁蓑衣虫): the same duration, said first.
    const bagworm = compileEffects('这张卡反转的场合，以对方场上1只机械族怪兽为对象发动。直到下次的自己结束阶段，得到那只机械族怪兽的控制权。', { kind: 'monster', subtypes: ['effect', 'flip'] })[0]!;
    expect(bagworm.does.find((a) => a.do === 'take-control')?.controlUntil).toBe('next-own-end-phase');
  });
  it('[CMP-HIGHEST-STAT] 「1只守备力最高的怪兽」「1只攻击力最高的怪兽」 keep the stat in the filter', () => {
    expect(compileEffects(APPEAL, trap)[0]!.does[0]!.what).toMatchObject({ filter: { highest: 'def', faceUp: true, side: 'opponent' } });
    const raigeki = compileEffects('①：对方怪兽的攻击宣言时才能发动。对方场上的表侧攻击表示怪兽之内1只攻击力最高的怪兽破坏。', trap)[0]!;
    expect(raigeki.does[0]!.what).toMatchObject({ filter: { highest: 'atk' } });
  });
});

describe.skipIf(!haveCards)('CMP-UNTIL-NEXT-PHASE, what a user sees', () => {
  const board = (mons: string) => `{回合:B 阶段:伤害计算后 攻击:B:青眼白龙 A场:痛恨的诉苦(盖) B场:${mons}} C1 A:痛恨的诉苦`;
  it('[CMP-UNTIL-NEXT-PHASE] 痛恨的诉苦 in the opponent\'s turn takes control as it resolves, until the next turn\'s End Phase (nothing is left for this End Phase)', () => {
    const a = askCdb(board('青眼白龙'));
    expect(a.events.filter((e) => e.type === 'control-changed').map((e) => e.cards.map((c) => c.name))).toEqual([['青眼白龙']]);
    expect(a.links[0]!.reason).toContain('得到「青眼白龙」的控制权（直到下个回合的结束阶段）');
    expect(a.links[0]!.reason).not.toContain('才处理');
    expect(a.delayed ?? []).toEqual([]);
  });
  it('[CMP-HIGHEST-STAT] 痛恨的诉苦 takes the face-up monster with the highest DEF (青眼白龙 2500 over 三眼怪 1400), whatever order the board lists them', () => {
    for (const mons of ['三眼怪,青眼白龙', '青眼白龙,三眼怪']) {
      const a = askCdb(board(mons));
      expect(a.events.filter((e) => e.type === 'control-changed').map((e) => e.cards.map((c) => c.name))).toEqual([['青眼白龙']]);
    }
  });
  it('[CMP-HIGHEST-STAT] 地碎 (curated) destroys the opponent\'s face-up monster with the highest DEF, not a pick left unsaid', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:地碎 B场:三眼怪,青眼白龙} C1 A:地碎');
    expect(a.events.filter((e) => e.type === 'destroyed').map((e) => e.cards.map((c) => c.name))).toEqual([['青眼白龙']]);
  });
  // A head judge's case: the monster 痛恨的诉苦 would take leaves before it resolves. It targets nothing: the face-up monster with the
  // highest DEF is found as it resolves (B's 圣刻龙-塞特龙 was tributed for 反射之圣刻印, which 神之宣告 negated — the cost stays paid).
  const gone = (rest: string) => askCdb(`{回合:B 阶段:伤害计算后 攻击:B:圣刻龙-塞特龙 A场:痛恨的诉苦(盖),神之宣告(盖) B场:圣刻龙-塞特龙${rest},反射之圣刻印(盖)} C1 A:痛恨的诉苦 C2 B:反射之圣刻印 [解放 圣刻龙-塞特龙] C3 A:神之宣告`);
  it('[CMP-HIGHEST-STAT] the highest-DEF monster gone before 痛恨的诉苦 resolves: it takes the highest left (栗子球), and negates that one', () => {
    const a = gone(',栗子球');
    expect(a.events.filter((e) => e.type === 'control-changed').map((e) => e.cards.map((c) => c.name))).toEqual([['栗子球']]);
    expect(a.links[0]!.reason).toContain('得到「栗子球」的控制权（直到下个回合的结束阶段）');
    expect(a.links[0]!.reason).not.toContain('塞特龙');
  });
  it('[CH-MOVED-BY-THIS] 「这个效果得到控制权的怪兽的效果无效化」 is the monster it took: with none left to take, 痛恨的诉苦 negates nothing (not the tributed monster in the GY)', () => {
    const a = gone('');
    expect(a.events.filter((e) => e.type === 'control-changed')).toEqual([]);
    expect(a.links[0]!.reason).not.toContain('圣刻龙-塞特龙');
    expect(a.links[0]!.reason).not.toContain('效果无效');
  });

  it('[CMP-UNTIL-NEXT-PHASE] an ATK change 「直到下次的自己的准备阶段时上升1000」 (破天荒之风) is applied as the card resolves, not left for that phase (a guard: it was already read so)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:破天荒之风(盖),青眼白龙} C1 A:破天荒之风 >青眼白龙');
    expect(a.stats.find((s) => s.card.name === '青眼白龙')?.atk).toBe(4000);
    expect(a.delayed ?? []).toEqual([]);
  });
});
