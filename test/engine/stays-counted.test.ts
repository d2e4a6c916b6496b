// A Normal Spell whose text keeps it on the field after it resolved: 大进化药 「这张卡发动后继续留在场上，用对方回合计算的第3回合的对方
// 结束阶段破坏」 — the destroy is of this card, left for that End Phase (CMP-STAYS-COUNTED), so the card stays after the chain and is no
// card sent to the GY by rule (CH-ST-STAYS-BY-TEXT); destroyed by a later link of its own chain, it does not stay at all.
import { describe, expect, it } from 'vitest';
import { ask, haveCards } from '../reference/judge.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { renderChainText } from '../../src/answer/render/text.js';

const normalSpell = { kind: 'spell' as const, subtypes: ['normal' as const] };
const PILL = '把自己场上1只恐龙族怪兽解放才能把这张卡发动。这张卡发动后继续留在场上，用对方回合计算的第3回合的对方结束阶段破坏。\n①：只要这张卡在魔法与陷阱区域存在，自己在5星以上的恐龙族怪兽召唤的场合需要的解放可以不用。';

describe('CMP-STAYS-COUNTED: 「这张卡发动后继续留在场上，…结束阶段破坏」', () => {
  it('[CMP-STAYS-COUNTED] the destroy is of this card at B’s 3rd End Phase, a step of the activation (no target, no opponent’s card, no effect of its own)', () => {
    const es = compileEffects(PILL, normalSpell);
    const activation = es.find((e) => e.kind === 'activation')!;
    expect(activation.targets ?? null).toBeNull();
    expect(activation.does).toEqual([{ do: 'destroy', what: 'self', duration: 'end-phase', whenever: { event: 'phase-start', phase: 'end-phase', on: ['end-phase'], counted: { n: 3, whose: 'opponent' } } }]);
    expect(es.some((e) => e.does.some((a) => a.do === 'destroy' && a.what !== 'self'))).toBe(false);
  });

  it('[CMP-STAYS-COUNTED] 「…3回合后的对方结束阶段破坏」 (光之护封剑’s words) is the same step, not a card of the opponent to choose', () => {
    const e = compileEffects('这张卡发动后继续留在场上，用对方回合计算的3回合后的对方结束阶段破坏。', normalSpell)[0]!;
    expect(e.does).toEqual([{ do: 'destroy', what: 'self', duration: 'end-phase', whenever: { event: 'phase-start', phase: 'end-phase', on: ['end-phase'], counted: { n: 3, whose: 'opponent' } } }]);
  });
});

describe.skipIf(!haveCards)('CH-ST-STAYS-BY-TEXT: 大进化药 stays on the field', () => {
  it('[CH-ST-STAYS-BY-TEXT] after its chain 大进化药 is not sent to the GY by rule; its destruction is left for B’s 3rd End Phase', () => {
    const a = ask('{回合:A 阶段:主要1} C1 A:大进化药');
    const text = renderChainText(a, 'zh-CN');
    expect(text).not.toContain('不能留在场上的魔法·陷阱卡按规则送去墓地：「大进化药」');
    expect(text).not.toContain('A:大进化药 送去墓地');
    expect(text).toContain('发动后第3次的对方的结束阶段时破坏');
    expect(a.assumptions.join('\n')).not.toContain('要选择对象');
    const en = renderChainText(ask('{回合:A 阶段:主要1} C1 A:大进化药', 'en'), 'en');
    expect(en).not.toMatch(/sent to the GY by rule: [^\n]*Big Evolution Pill/);
  });

  it('[CH-ST-STAYS-BY-TEXT] destroyed by C2 旋风 before it resolved, 光之护封剑 does not stay: no lock listed, no later self-destruction', () => {
    const a = ask('{回合:A 阶段:主要1} C1 A:光之护封剑 C2 B:旋风 → 光之护封剑');
    const text = renderChainText(a, 'zh-CN');
    expect(text).toContain('这张卡在处理前已经离开场上，不会继续留在场上，它的永续效果不适用，之后的自我破坏也不会进行');
    expect(a.lasting ?? []).toEqual([]);
    expect(text).not.toContain('发动后第3次的对方的结束阶段时破坏');
    const en = renderChainText(ask('{回合:A 阶段:主要1} C1 A:光之护封剑 C2 B:旋风 → 光之护封剑', 'en'), 'en');
    expect(en).toContain('it does not stay on the field, its continuous effects do not apply');
  });

  it('[CH-ST-STAYS-BY-TEXT] 大进化药 destroyed by C2 旋风: its resolution says it does not stay, and not also 「通常魔法不需要留在场上，效果照常处理」 (untrue of a card its text keeps there)', () => {
    const a = ask('{回合:A 阶段:主要1} C1 A:大进化药 C2 B:旋风 → 大进化药');
    const text = renderChainText(a, 'zh-CN');
    expect(text).toContain('这张卡在处理前已经离开场上，不会继续留在场上');
    expect(text).not.toContain('不需要留在场上，效果照常处理');
    expect(a.links[0]!.rules).not.toContain('CH-NORMAL-ST-LEAVES');
    // The other side: a plain Normal Spell gone before it resolved still resolves, and says so.
    const plain = renderChainText(ask('{回合:A 阶段:主要1} C1 A:黑洞 C2 B:旋风 → 黑洞'), 'zh-CN');
    expect(plain).toContain('不需要留在场上，效果照常处理');
  });

  it('[CH-ST-STAYS-BY-TEXT] not destroyed, 光之护封剑 still stays and its lock is listed (the check above is for a card gone only)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:魂吸收} C1 A:光之护封剑 C2 B:旋风 → A:魂吸收');
    expect((a.lasting ?? []).length).toBeGreaterThan(0);
  });
});

describe.skipIf(!haveCards)('CH-ATTACK-LOCK-COUNTED: 光之护封剑 activated on an earlier turn, its card not listed', () => {
  const attack = (situation: string, lang: 'zh-CN' | 'en' = 'zh-CN') => ask(`{${situation}} 攻击宣言 青眼白龙 → 黑魔术师`, lang);

  it('[CH-ATTACK-LOCK-COUNTED] 上回合:A:光之护封剑 in B’s Battle Phase: B’s monster cannot attack; the card is taken as still on the field, said', () => {
    const a = attack('回合:B 阶段:战斗阶段 上回合:A:光之护封剑 A场:黑魔术师 B场:青眼白龙');
    expect(a.attack?.legal).toBe(false);
    expect(a.attack?.rules).toContain('CH-ATTACK-LOCK-COUNTED');
    expect(a.attack?.reason).toContain('光之护封剑');
    expect(a.assumptions.join('\n')).toContain('「光之护封剑」（A）上个回合发动后留在场上的那张没有写在情境中，假定它还在场上');
    const en = attack('回合:B 阶段:战斗阶段 上回合:A:光之护封剑 A场:黑魔术师 B场:青眼白龙', 'en');
    expect(en.assumptions.join('\n')).toContain('activated last turn is not listed in the situation: it is taken as still on the field');
  });

  it('[CH-ATTACK-LOCK-COUNTED] its card listed in the GY: the lock ended with it, the attack may be declared', () => {
    const a = attack('回合:B 阶段:战斗阶段 上回合:A:光之护封剑 A墓:光之护封剑 A场:黑魔术师 B场:青眼白龙');
    expect(a.attack?.legal).toBe(true);
    expect(a.assumptions.join('\n')).toContain('只在这张卡留在场上时适用，它已经不在场上');
  });

  it('[CH-ATTACK-LOCK-COUNTED] it binds the opponent’s monsters only: A’s own monster attacks in A’s turn', () => {
    const a = attack('回合:A 阶段:战斗阶段 本回合:A:光之护封剑 A场:青眼白龙 B场:黑魔术师');
    expect(a.attack?.legal).toBe(true);
  });
});
