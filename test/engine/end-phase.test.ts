// Issue 16, lingering effects: the End Phase played after the chain (`… 结束阶段`, src/engine/game/end-phase.ts) —
// CH-END-PHASE-PLAYED and the rules it applies: CH-END-PHASE-APPLIED-BEFORE, CH-END-PHASE-NOT-TARGETING, CH-TEMP-BANISH-RETURN.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { judgeWithCdb } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import type { ChainAnswer } from '../../src/answer/types.js';

skipMessage('CH-END-PHASE-PLAYED', CARDS_DB);

/**
 * A step this turn's End Phase does to its target (「这个回合的结束阶段把那张卡破坏」): the tests of how such a step is done use it —
 * 刻印之调停者② waits for the next turn's End Phase (CH-END-PHASE-NEXT-TURN) and does nothing in this one.
 */
const later = textCard({ id: 99262631, name: '测试用本回合延时破坏', type: 'spell quickplay', text: '①：以场上1张表侧表示的卡为对象才能发动。这个回合的结束阶段把那张卡破坏。' });
const withLater = (input: string): ChainAnswer => judgeWithCdb(input, [later], CARDS_DB);

/** Each End Phase step as `<do>:<cards done>/<cards not done>`. */
const steps = (a: ChainAnswer): string[] => (a.endPhase ?? []).map((s) => `${s.do}:${s.done.map((c) => c.name).join('+')}/${s.notDone.map((c) => c.name).join('+')}`);

describe.skipIf(!haveCards)('CH-END-PHASE-PLAYED', () => {
  // Corrected (s40-h6): this test expected 刻印之调停者② to destroy 黑魔术师 in this turn's End Phase; its text says 「下个回合的结束阶段把那张卡
  // 破坏」 — the next turn's (docs/c03/特定效果的处理方法.rst:167: the delayed step is done in the phase it names). See CH-END-PHASE-NEXT-TURN below.
  it('[CH-END-PHASE-PLAYED] a step left for this turn’s End Phase (「这个回合的结束阶段把那张卡破坏」) on 黑魔术师: nothing now; with 结束阶段 written, the End Phase destroys it — and without it the answer has no End Phase', () => {
    const a = withLater('{回合:A 阶段:主要1 A手:测试用本回合延时破坏 B场:黑魔术师} C1 A:测试用本回合延时破坏→黑魔术师 结束阶段');
    expect(a.events.some((e) => e.type === 'destroyed')).toBe(false);
    expect(steps(a)).toEqual(['destroy:黑魔术师/']);
    expect(a.endPhase![0]!.rules).toContain('CH-END-PHASE-PLAYED');
    expect(withLater('{回合:A 阶段:主要1 A手:测试用本回合延时破坏 B场:黑魔术师} C1 A:测试用本回合延时破坏→黑魔术师').endPhase).toBeUndefined();
  });
  it('[CH-END-PHASE-NEXT-TURN] 刻印之调停者② (read from its text: 「下个回合的结束阶段把那张卡破坏」) on 黑魔术师: this End Phase destroys nothing — the step is listed as left for the next turn, and opens no window', () => {
    const a = askCdb('{回合:B A场:刻印之调停者 B场:黑魔术师} C1 A:刻印之调停者②→黑魔术师 结束阶段');
    expect(a.events.some((e) => e.type === 'destroyed')).toBe(false);
    expect(steps(a)).toEqual(['destroy:/黑魔术师']);
    expect(a.endPhase![0]!.rules).toContain('CH-END-PHASE-NEXT-TURN');
    expect(a.endPhase![0]!.reason).toContain('下个回合');
    expect(a.endPhaseWindow).toBeUndefined();
    expect(a.delayed.map((d) => d.what).join('')).toContain('下个回合的结束阶段');
  });
  it('[CH-END-PHASE-NEXT-TURN] the other side: 「这个回合的结束阶段」 is this turn’s — the step is done now, not left for the next turn; a monster 外星菊石 summoned is destroyed in this End Phase too', () => {
    const a = withLater('{回合:B 阶段:主要1 B手:测试用本回合延时破坏 A场:黑魔术师} C1 B:测试用本回合延时破坏→黑魔术师 结束阶段');
    expect(steps(a)).toEqual(['destroy:黑魔术师/']);
    expect(a.endPhase![0]!.rules).not.toContain('CH-END-PHASE-NEXT-TURN');
    expect(a.endPhaseWindow?.kind).toBe('destroy');
    const b = askCdb('{回合:A 阶段:主要1 A场:外星菊石,外星人战士(由外星菊石)} 结束阶段');
    expect(b.endPhase![0]!.rules).not.toContain('CH-END-PHASE-NEXT-TURN');
  });
  it('[CH-END-PHASE-PLAYED] a monster a situation says 外星菊石 summoned ((由外星菊石)) carries its End Phase destruction; turned face-down since, it is a new card and is not destroyed', () => {
    expect(steps(askCdb('{回合:A 阶段:主要1 A场:外星菊石,外星人战士(由外星菊石)} 结束阶段'))).toEqual(['destroy:外星人战士/']);
    expect(steps(askCdb('{回合:A 阶段:主要1 A场:外星菊石,外星人战士(由外星菊石,变里侧)} 结束阶段'))).toEqual([]);
  });
  it('[CH-END-PHASE-APPLIED-BEFORE] made unaffected after 外星菊石 summoned it, the monster is still destroyed in the End Phase (said); a target unaffected when 刻印之调停者② resolved is left nothing', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:外星菊石,外星人战士(由外星菊石,不受效果)} 结束阶段');
    expect(steps(a)).toEqual(['destroy:外星人战士/']);
    expect(a.endPhase![0]!.rules).toContain('CH-END-PHASE-APPLIED-BEFORE');
    // (Corrected, s40-h6: was 刻印之调停者②, whose step waits for the next turn's End Phase — CH-END-PHASE-NEXT-TURN.)
    expect(steps(withLater('{回合:A 阶段:主要1 A手:测试用本回合延时破坏 B场:黑魔术师(不受效果)} C1 A:测试用本回合延时破坏→黑魔术师 结束阶段'))).toEqual([]);
  });
  // (Corrected, s40-h6: was 刻印之调停者②, whose step waits for the next turn's End Phase — CH-END-PHASE-NEXT-TURN.)
  it('[CH-END-PHASE-NOT-TARGETING] a later destruction left for this End Phase targets nothing: 无限械 (「1回合只有1次不会被对方的效果破坏」) stays, 黑魔术师 beside it is destroyed', () => {
    const a = withLater('{回合:A 阶段:主要1 A手:测试用本回合延时破坏 B场:无限械} C1 A:测试用本回合延时破坏→无限械 结束阶段');
    expect(steps(a)).toEqual(['destroy:/无限械']);
    expect(a.endPhase![0]!.rules).toContain('CH-END-PHASE-NOT-TARGETING');
  });
  it('[CH-TEMP-BANISH-RETURN] a monster banished until the End Phase comes back to its owner’s field then (not a summon); one stated 一时除外中 too — or goes to the GY when it cannot be used', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:亚空间物质传送装置(盖),元素英雄 羽翼侠} C1 A:亚空间物质传送装置→元素英雄 羽翼侠 结束阶段');
    expect(steps(a)).toEqual(['return:元素英雄 羽翼侠/']);
    expect(a.endPhase![0]!.done[0]!.controller).toBe('A');
    expect(a.endPhase![0]!.rules).toContain('CH-TEMP-BANISH-RETURN');
    expect(steps(askCdb('{回合:A 阶段:主要1 B除外:元素英雄 羽翼侠(一时除外中)} 结束阶段'))).toEqual(['return:元素英雄 羽翼侠/']);
    expect(steps(askCdb('{回合:A 阶段:主要1 B除外:元素英雄 羽翼侠(一时除外中,不能使用)} 结束阶段'))).toEqual(['return:/元素英雄 羽翼侠']);
  });
  it('[CH-TEMP-BANISH-RETURN] with its owner’s five Main Monster Zones taken, it goes to the GY instead', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪(主1),死灵骑士(主2),元素英雄 天空侠(主3),元素英雄 爆热女郎(主4),黑魔术师(主5) A除外:元素英雄 羽翼侠(一时除外中)} 结束阶段');
    expect(steps(a)).toEqual(['return:/元素英雄 羽翼侠']);
  });
});

describe.skipIf(!haveCards)('CH-END-PHASE-PLAYED, a step on every card of several places', () => {
  it('[CH-END-PHASE-PLAYED] 刀皇-都牟羽沓薙① (read from its text) leaves 「双方的场上·墓地的卡以及除外中的卡全部回到持有者卡组」 for the End Phase: all of them return; under 王家长眠之谷 the GY cards stay and the field and banished ones return all the same', () => {
    const free = askCdb('{回合:A 阶段:主要1 A场:刀皇-都牟羽沓薙 A墓:三眼怪 B场:青眼白龙 B除外:黑魔术师} C1 A:刀皇-都牟羽沓薙① 结束阶段');
    expect(free.links[0]!.outcome).toBe('resolved');
    expect(free.endPhase![0]!.done.map((c) => c.name).sort()).toEqual(['刀皇-都牟羽沓薙', '三眼怪', '青眼白龙', '黑魔术师'].sort());
    expect(free.endPhase![0]!.notDone).toEqual([]);
    const locked = askCdb('{回合:A 阶段:主要1 A场:刀皇-都牟羽沓薙,王家长眠之谷 A墓:三眼怪 B场:青眼白龙 B除外:黑魔术师} C1 A:刀皇-都牟羽沓薙① 结束阶段');
    expect(locked.endPhase![0]!.done.map((c) => c.name).sort()).toEqual(['刀皇-都牟羽沓薙', '王家长眠之谷', '青眼白龙', '黑魔术师'].sort());
    expect(locked.endPhase![0]!.notDone.map((c) => c.name)).toEqual(['三眼怪']);
  });
  it('[CH-END-PHASE-PLAYED] 魔导书的神判 (「加入手卡…那之后…特殊召唤」, one delayed effect, not judged here): its End Phase says so once, naming both steps — in Chinese and in English', () => {
    const input = '{回合:A 阶段:主要1} C1 A:魔导书的神判 结束阶段';
    const a = askCdb(input);
    expect(a.endPhase!.map((s) => s.reason)).toEqual(['结束阶段：C1「魔导书的神判」留下的处理（加入手卡、特殊召唤）在这里不判断。']);
    const en = cdbJudge().chain(input, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    // (The English card name comes from the aliases database, which this judge may lack.)
    expect(en.endPhase!.map((s) => s.reason)).toHaveLength(1);
    expect(en.endPhase![0]!.reason).toMatch(/^End Phase: what C1 .+ left \(adding to the hand, Special Summoning\) is not judged here\.$/);
  });
});
