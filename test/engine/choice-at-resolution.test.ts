// CH-CHOICE-AT-RESOLUTION: 「从以下效果选1个适用。●A ●B」 (风林火山, 死灵王 恶眼, 裁决之光 …) and 「对方从以下效果选择1个适用」 (一半或停止, 改变命运) — one ●
// picked as the effect resolves (by that player), compiled as ● options (`choiceOf`, `choiceAtResolution`), not a lingering effect of every ●:
// the answer names the options and the one it assumed; the effect has something to apply when any ● has.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('● options picked as the effect resolves (CH-CHOICE-AT-RESOLUTION)', CARDS_DB);

const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
const atk = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk ?? null;
const four = '元素英雄 水泡侠,元素英雄 爆热女郎,元素英雄 黏土侠,元素英雄 天空侠';
const spell = { kind: 'spell' as const, subtypes: ['normal' as const] };

describe.skipIf(!haveCards)('● options picked as the effect resolves (CH-CHOICE-AT-RESOLUTION)', () => {
  it('[CH-CHOICE-AT-RESOLUTION] 风林火山 names its four ● and the one assumed (●1: the opponent’s monsters destroyed); [●2] destroys the Spells/Traps instead', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:风林火山(盖),${four} B场:黑魔术师,旋风(盖)} C1 A:风林火山`);
    expect(destroyed(a)).toEqual(['黑魔术师']);
    expect(a.links[0]!.rules).toContain('CH-CHOICE-AT-RESOLUTION');
    const said = a.assumptions.join('\n');
    expect(said).toMatch(/●1「对方场上的怪兽全部破坏」；●2「对方场上的魔法·陷阱卡全部破坏」；●3「对方手卡随机选2张丢弃」；●4「自己从卡组抽2张」/);
    expect(said).toMatch(/假定为第1个/);
    const b = askCdb(`{回合:A 阶段:主要1 A场:风林火山(盖),${four} B场:黑魔术师,旋风(盖)} C1 A:风林火山[●2]`);
    expect(destroyed(b)).toEqual(['旋风']);
    expect(b.assumptions.join('\n')).not.toMatch(/假定为第/);
  });

  it('[CH-CHOICE-AT-RESOLUTION] the opponent has no monster: 风林火山 can still be activated (another ● has something) and the first ● with something is assumed', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:风林火山(盖),${four} B场:旋风(盖)} C1 A:风林火山`);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(destroyed(a)).toEqual(['旋风']);
    expect(a.assumptions.join('\n')).toMatch(/假定为第2个/);
  });

  it('[CH-CHOICE-AT-RESOLUTION] 「对方从以下效果选择1个适用」 (一半或停止): the opponent picks, and its ● speaks as the opponent — ●1 halves the attacking player’s monsters; [●2] ends the Battle Phase, nothing halved', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 A场:一半或停止(盖),黑魔术师 B场:青眼白龙} C1 A:一半或停止');
    expect(atk(a, '青眼白龙')).toBe(1500);
    expect(a.stats?.find((s) => s.card.name === '黑魔术师' && s.atk !== 2500)).toBeUndefined();
    expect(a.assumptions.join('\n')).toMatch(/由对方从以下效果选1个适用/);
    const b = askCdb('{回合:B 阶段:战斗步骤 A场:一半或停止(盖),黑魔术师 B场:青眼白龙} C1 A:一半或停止[●2]');
    expect(b.events.some((e) => e.type === 'battle-phase-ended')).toBe(true);
    expect(b.stats?.find((s) => s.card.name === '青眼白龙' && s.atk !== 3000)).toBeUndefined();
  });

  it('[CH-CHOICE-AT-RESOLUTION] the other side: 「以下效果选择1个发动」 (敌人操纵器) is still picked at activation (CH-CHOICE), and 「这个回合，以下效果适用」 still lasts with every ●', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:敌人操纵器(盖) B场:青眼白龙} C1 A:敌人操纵器→青眼白龙');
    expect(a.links[0]!.rules).toContain('CH-CHOICE');
    expect(a.links[0]!.rules).not.toContain('CH-CHOICE-AT-RESOLUTION');
    const lingering = compileEffects('①：自己主要阶段才能发动。这个回合，以下效果适用。●自己场上的怪兽的攻击力上升500。●自己场上的怪兽不会被战斗破坏。', spell);
    expect(lingering.every((e) => e.choiceOf === undefined)).toBe(true);
    const picked = compileEffects('①：自己主要阶段才能发动。从以下效果选1个适用。●自己从卡组抽1张。●给与对方500伤害。', spell);
    expect(picked.map((e) => [e.choiceOf, e.choiceAtResolution])).toEqual([[1, 'self'], [1, 'self']]);
  });

  it('[CMP-COND-EACH-KIND] 风林火山 「风·水·炎·地属性怪兽在场上全部存在的场合」 needs a monster of each of the four: 天空侠 (风) alone, or three of them, cannot activate it; the four, on either field, can', () => {
    const one = askCdb('{回合:A 阶段:主要1 A场:风林火山(盖),元素英雄 天空侠 B场:黑魔术师} C1 A:风林火山');
    expect(one.links[0]!.legal).toBe(false);
    const three = askCdb('{回合:A 阶段:主要1 A场:风林火山(盖),元素英雄 水泡侠,元素英雄 爆热女郎,元素英雄 黏土侠 B场:黑魔术师} C1 A:风林火山');
    expect(three.links[0]!.legal).toBe(false);
    const split = askCdb('{回合:A 阶段:主要1 A场:风林火山(盖),元素英雄 水泡侠,元素英雄 爆热女郎,元素英雄 黏土侠 B场:元素英雄 天空侠,黑魔术师} C1 A:风林火山');
    expect(split.links[0]!.legal).toBe(true);
    expect(destroyed(split)).toEqual(['元素英雄 天空侠', '黑魔术师']);
    const cond = compileEffects('①：风·水·炎·地属性怪兽在场上全部存在的场合才能发动。自己从卡组抽2张。', { kind: 'trap', subtypes: ['normal'] })[0]!.condition ?? [];
    expect(cond.map((c) => (c.is === 'exists' ? c.filter.attribute : null))).toEqual(['风', '水', '炎', '地']);
  });

  it('[CMP-TURN-PHASE] 一半或停止 「对方回合的战斗阶段时才能发动」: not on its own player\'s Battle Phase, nor in the opponent\'s Main Phase; in the opponent\'s Battle Phase it can', () => {
    expect(askCdb('{回合:A 阶段:战斗步骤 A场:一半或停止(盖),黑魔术师 B场:青眼白龙} C1 A:一半或停止').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:B 阶段:主要1 A场:一半或停止(盖),黑魔术师 B场:青眼白龙} C1 A:一半或停止').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:B 阶段:战斗步骤 A场:一半或停止(盖),黑魔术师 B场:青眼白龙} C1 A:一半或停止').links[0]!.legal).toBe(true);
    const cond = compileEffects('自己回合的主要阶段时才能发动。自己从卡组抽1张。', spell)[0]!.condition;
    expect(cond).toEqual([{ is: 'turn', whose: 'self' }, { is: 'phase', phases: ['main-phase-1', 'main-phase-2'] }]);
  });
});
