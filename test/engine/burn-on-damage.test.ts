// CMP-BURN-ON-DAMAGE, CH-BURN-ON-DAMAGE (rules reference docs/c03/特定效果的处理方法.rst:27, :57): 「每次自己场上的「X」怪兽用战斗·效果给与
// 对方伤害，给与对方N伤害」 (淘气仙星的灯光舞台③) — each time an effect of a face-up 「X」 monster of its controller's field damages the
// opponent, N more at the same moment, but a damage of its own: a trigger on each damage is met twice, one on taking damage once.
import { describe, expect, it } from 'vitest';
import { ask, haveCards, triggers } from '../reference/judge.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const damage = (a: ChainAnswer) => a.events.filter((e) => e.type === 'damage').map((e) => `${e.link}:${e.player}:${e.amount}`);

describe.skipIf(!haveCards)('a damage added each time an archetype monster deals damage', () => {
  it('[CMP-BURN-ON-DAMAGE] 淘气仙星·蒂瓦丽迪丝② with 淘气仙星的灯光舞台 face-up: its 200, and the field’s 200 in the same link — two damages', () => {
    const a = ask('{回合:A 阶段:主要1 A场:淘气仙星·蒂瓦丽迪丝(特殊召唤),淘气仙星的灯光舞台(场地) B基本分:8000} C1 A:淘气仙星·蒂瓦丽迪丝②');
    expect(damage(a)).toEqual(['1:B:200', '1:B:200']);
    expect(a.lp.B).toBe(7600);
    expect(a.links[0]!.rules).toContain('CH-BURN-ON-DAMAGE');
  });
  it('[CH-BURN-ON-DAMAGE] the other side: a monster of another archetype (急袭猛禽-方向舵林鸮) dealing 600 adds nothing', () => {
    const a = ask('{回合:A 阶段:主要1 A场:急袭猛禽-方向舵林鸮,淘气仙星的灯光舞台(场地) B基本分:8000} C1 A:急袭猛禽-方向舵林鸮①');
    expect(damage(a)).toEqual(['1:B:600']);
  });
  it('[CH-BURN-ON-DAMAGE] the opponent’s Field Spell adds nothing to A’s 淘气仙星 damage, and a negated one (效果无效) adds nothing either', () => {
    expect(damage(ask('{回合:A 阶段:主要1 A场:淘气仙星·蒂瓦丽迪丝(特殊召唤) B场:淘气仙星的灯光舞台(场地) B基本分:8000} C1 A:淘气仙星·蒂瓦丽迪丝②'))).toEqual(['1:B:200']);
    expect(damage(ask('{回合:A 阶段:主要1 A场:淘气仙星·蒂瓦丽迪丝(特殊召唤),淘气仙星的灯光舞台(场地,效果无效) B基本分:8000} C1 A:淘气仙星·蒂瓦丽迪丝②'))).toEqual(['1:B:200']);
  });
  it('[CH-BURN-ON-DAMAGE] the added damage counts like any: B at 300 falls to 0 with it, and A wins', () => {
    const a = ask('{回合:A 阶段:主要1 A场:淘气仙星·蒂瓦丽迪丝(特殊召唤),淘气仙星的灯光舞台(场地) B基本分:300} C1 A:淘气仙星·蒂瓦丽迪丝②');
    expect(a.lp.B).toBe(0);
    expect(a.gameResult?.winner).toBe('A');
  });
  it('[CH-BURN-ON-DAMAGE] two damages, two events: 噩梦之拷问室 is activated twice; B’s DDD 反骨王 列奥尼达① (an optional 「受到效果伤害时」) is offered once', () => {
    const a = ask('{回合:A 阶段:主要1 A场:淘气仙星·蒂瓦丽迪丝(特殊召唤),淘气仙星的灯光舞台(场地),噩梦之拷问室 B手:DDD 反骨王 列奥尼达 B基本分:8000} C1 A:淘气仙星·蒂瓦丽迪丝②');
    expect(triggers(a).filter((x) => x.includes('噩梦之拷问室'))).toHaveLength(2);
    expect(triggers(a).filter((x) => x.includes('DDD 反骨王 列奥尼达'))).toEqual(['B DDD 反骨王 列奥尼达#1']);
  });
  it.skipIf(!haveCards)('[CH-BURN-ON-DAMAGE] battle damage dealt by a 「淘气仙星」 monster is met too: 莉莉贝儿 attacking directly for 800 — 淘气仙星的灯光舞台 adds 200 at the same moment; negated, it adds nothing', () => {
    const a = ask('{回合:A 阶段:伤害计算 A场:淘气仙星·莉莉贝儿,淘气仙星的灯光舞台(场地) B基本分:8000 攻击:A:淘气仙星·莉莉贝儿} 伤害计算');
    expect(a.battle?.damage.B).toBe(800);
    expect(a.battle?.rules).toContain('CH-BURN-ON-DAMAGE');
    expect(a.battle?.reason).toContain('同时给与B 200伤害');
    const n = ask('{回合:A 阶段:伤害计算 A场:淘气仙星·莉莉贝儿,淘气仙星的灯光舞台(场地,效果无效) B基本分:8000 攻击:A:淘气仙星·莉莉贝儿} 伤害计算');
    expect(n.battle?.rules).not.toContain('CH-BURN-ON-DAMAGE');
  });
});
