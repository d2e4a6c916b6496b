// How long an effect lasts, counted in turns: 噩梦之铁栏 「全部怪兽在2回合（数对方的回合）以内不能攻击。2回合以后这张卡破坏。」 — the lock
// is read with its count (CMP-DURATION-COUNTED), listed with which turns, whose and how counted (CH-LASTS-TURNS), and binds attacks while
// the count runs and the card stays on the field (CH-ATTACK-LOCK-COUNTED).
import { describe, expect, it } from 'vitest';
import { ask, haveCards } from '../reference/judge.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { renderChainText } from '../../src/answer/render/text.js';

const normalSpell = { kind: 'spell' as const, subtypes: ['normal' as const] };
const attack = (situation: string) => ask(`{${situation}} 攻击宣言 青眼白龙 → 黑魔术师`);

describe('CMP-DURATION-COUNTED: a lasting step bounded by a count of turns', () => {
  it('[CMP-DURATION-COUNTED] 「2回合（数对方的回合）以内不能攻击。2回合以后这张卡破坏」: the lock lasts 2 of the opponent’s turns, held by its card', () => {
    const e = compileEffects('全部怪兽在2回合（数对方的回合）以内不能攻击。2回合以后这张卡破坏。', normalSpell)[0]!;
    const lock = e.does.find((a) => a.do === 'cannot-attack');
    expect(lock).toMatchObject({ duration: 'counted-turns', lastsTurns: { n: 2, whose: 'opponent', withCard: true } });
  });

  it('[CMP-DURATION-COUNTED] 「用自己回合计算的3回合内，对方怪兽不能攻击」: counted in its own turns, with no card kept on the field', () => {
    const e = compileEffects('对方场上的怪兽全部破坏。用自己回合计算的3回合内，对方怪兽不能攻击。', normalSpell)[0]!;
    const lock = e.does.find((a) => a.do === 'cannot-attack');
    expect(lock).toMatchObject({ duration: 'counted-turns', lastsTurns: { n: 3, whose: 'self' } });
    expect(lock!.lastsTurns!.withCard).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('CH-LASTS-TURNS / CH-ATTACK-LOCK-COUNTED: 噩梦之铁栏', () => {
  it('[CH-LASTS-TURNS] the answer lists the lock: both players’ monsters, 2 of B’s turns (A’s turn does not count), the card’s while it stays', () => {
    const a = ask('{回合:A 阶段:主要1} C1 A:噩梦之铁栏');
    const line = (a.lasting ?? []).map((d) => d.what).join('\n');
    expect(line).toContain('全部怪兽不能攻击（双方的怪兽都是）');
    expect(line).toContain('用B的回合计算2回合（这个回合（A的回合）不算，B的下个回合是第1回合），直到B的第2个回合结束时');
    expect(line).toContain('在那之前离开场上的场合，不再适用');
    expect(renderChainText(a, 'zh-CN')).toContain('从这个回合起持续：');
    const en = ask('{回合:A 阶段:主要1} C1 A:噩梦之铁栏', 'en');
    const text = renderChainText(en, 'en');
    expect(text).toContain('Lasting from this turn on:');
    expect(text).toContain("no monster can attack (both players' monsters), for 2 turns counted in B's turns (this turn (A's) does not count; B's next turn is the 1st), until the end of B's 2nd turn");
  });

  it('[CH-LASTS-TURNS] activated in B’s turn by B, the count is of A’s turns and starts with A’s next one', () => {
    const a = ask('{回合:B 阶段:主要1} C1 B:噩梦之铁栏');
    expect((a.lasting ?? []).map((d) => d.what).join('\n')).toContain('用A的回合计算2回合（这个回合（B的回合）不算，A的下个回合是第1回合）');
  });

  it('[CH-LASTS-TURNS] 光之护封剑, the same shape: its continuous lock is listed as lasting while the card stays, until B’s 3rd End Phase', () => {
    const a = ask('{回合:A 阶段:主要1} C1 A:光之护封剑');
    const line = (a.lasting ?? []).map((d) => d.what).join('\n');
    expect(line).toContain('永续效果『在场期间，对方怪兽不能攻击宣言。』：这张卡留在场上期间适用，直到用B的回合计算的第3个回合的结束阶段这张卡破坏为止');
    const en = renderChainText(ask('{回合:A 阶段:主要1} C1 A:光之护封剑', 'en'), 'en');
    expect(en).toContain("until it is destroyed in the End Phase of B's 3rd turn counted in B's turns (this turn (A's) does not count; B's next turn is the 1st)");
  });

  it('[CH-ATTACK-LOCK-COUNTED] activated earlier this turn, the turn player’s own monster cannot attack', () => {
    const a = attack('回合:A 阶段:战斗阶段 本回合:A:噩梦之铁栏 A场:青眼白龙,噩梦之铁栏 B场:黑魔术师');
    expect(a.attack?.legal).toBe(false);
    expect(a.attack?.rules).toContain('CH-ATTACK-LOCK-COUNTED');
    expect(a.attack?.reason).toContain('噩梦之铁栏');
  });

  it('[CH-ATTACK-LOCK-COUNTED] in the opponent’s next turn (上回合:) the opponent’s monster cannot attack either; which turn of the count is said as not written', () => {
    const a = attack('回合:B 阶段:战斗阶段 上回合:A:噩梦之铁栏 B场:青眼白龙 A场:黑魔术师');
    expect(a.attack?.legal).toBe(false);
    expect(a.assumptions.join('\n')).toContain('情境写不出现在是用B的回合计算2回合的第几个回合');
  });

  it('[CH-ATTACK-LOCK-COUNTED] the card face-up on the field (activated on an earlier turn) still locks: its count has not ended', () => {
    const a = attack('回合:B 阶段:战斗阶段 A场:噩梦之铁栏 B场:青眼白龙 A场:黑魔术师');
    expect(a.attack?.legal).toBe(false);
    expect(a.assumptions.join('\n')).toContain('还在场上就是还没到期');
  });

  it('[CH-ATTACK-LOCK-COUNTED] the card destroyed early (in the GY): the lock ended with it — the attack may be declared, and that is said', () => {
    const a = attack('回合:B 阶段:战斗阶段 上回合:A:噩梦之铁栏 A墓:噩梦之铁栏 B场:青眼白龙 A场:黑魔术师');
    expect(a.attack?.legal).toBe(true);
    expect(a.assumptions.join('\n')).toContain('只在这张卡留在场上时适用，它已经不在场上');
  });
});
