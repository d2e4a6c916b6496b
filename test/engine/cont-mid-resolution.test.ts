// A continuous effect already applying on the field (face-up, not negated) whose condition starts or stops holding in
// the middle of a resolution applies, or stops, at once: the later steps of that same resolution meet it as the board
// then stands (test/RULES.md CH-CONT-MID-RESOLUTION; rules reference docs/c02/怪兽的效果分类.rst:161–167). The cards
// here are test cards written as card text, so the compiler's reading of the condition is tested with them.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { compileCondition } from '../../src/cards/compile/conditions.js';
import { judgeWith, summary } from './build.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const loner = textCard({ id: 990801, name: '测试孤高剑士', type: 'monster effect', atk: 1800, def: 1000, level: 4, text: '①：自己场上的卡只有这张卡的场合，这张卡不受其他卡的效果影响。' });
const guard = textCard({ id: 990802, name: '测试结伴卫士', type: 'monster effect', atk: 1500, def: 1500, level: 4, text: '①：对方场上有怪兽存在的场合，这张卡不会被效果破坏。' });
const sweep = textCard({ id: 990803, name: '测试连环清扫', type: 'spell', text: '①：以对方场上1张魔法·陷阱卡为对象才能发动。那张卡破坏。那之后，可以选对方场上1只怪兽破坏。' });
const sweep2 = textCard({ id: 990804, name: '测试先锋清扫', type: 'spell', text: '①：以自己场上1只怪兽为对象才能发动。那只怪兽破坏。那之后，可以选对方场上1只怪兽破坏。' });
const plainSet = textCard({ id: 990805, name: '测试陷阱甲', type: 'trap', text: '①：自己回复500基本分。' });
const plain = textCard({ id: 990806, name: '测试通常怪兽甲', type: 'monster normal', atk: 1000, def: 1000, level: 3, text: '' });
const swapper = textCard({ id: 990807, name: '测试换位术士', type: 'monster effect', atk: 1000, def: 1000, level: 4, text: '①：以自己场上1张「测试守约」卡和自己墓地1只怪兽为对象才能发动。作为对象的场上的卡送去墓地，作为对象的墓地的怪兽特殊召唤。' });
const pact = textCard({ id: 990808, name: '测试守约结界', type: 'spell continuous', text: '①：只要这张卡在魔法与陷阱区域存在，自己场上的怪兽的效果的发动以及那些发动的效果不会被无效化。' });
const fx = [loner, guard, sweep, sweep2, plainSet, plain, swapper, pact];
const ask = (input: string) => judgeWith(input, fx);
const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe('continuous effects applying in the middle of a resolution', () => {
  it('[CH-CONT-MID-RESOLUTION] the compiler reads 「自己场上的卡只有这张卡」 as the state it names, and a protection under it holds only while it does', () => {
    expect(compileCondition('自己场上的卡只有这张卡的场合')).toEqual({ is: 'none', filter: { side: 'self', place: 'field', notSelf: true } });
    expect(loner.effects.find((e) => e.kind === 'continuous')?.condition).toEqual([{ is: 'none', filter: { side: 'self', place: 'field', notSelf: true } }]);
  });
  it('[CH-CONT-MID-RESOLUTION] a monster left alone by the first step of a resolution is unaffected by the next step at once: the Set card goes, the monster stays', () => {
    const a = ask('{回合:A A场:测试连环清扫 B场:测试孤高剑士,测试陷阱甲(盖)} C1 A:测试连环清扫→测试陷阱甲 [破坏 测试孤高剑士]');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(destroyed(a)).toEqual(['测试陷阱甲']);
    expect(a.links[0]!.rules).toContain('CH-CONT-MID-RESOLUTION');
  });
  it('[CH-CONT-MID-RESOLUTION] not alone after the first step (another monster beside it, or another Set card): the second step reaches it', () => {
    expect(destroyed(ask('{回合:A A场:测试连环清扫 B场:测试孤高剑士,测试通常怪兽甲,测试陷阱甲(盖)} C1 A:测试连环清扫→测试陷阱甲 [破坏 测试孤高剑士]'))).toEqual(['测试陷阱甲', '测试孤高剑士']);
    expect(destroyed(ask('{回合:A A场:测试连环清扫 B场:测试孤高剑士,测试陷阱甲(盖),测试陷阱甲(盖)} C1 A:测试连环清扫→测试陷阱甲 [破坏 测试孤高剑士]'))).toContain('测试孤高剑士');
  });
  it('[CH-CONT-MID-RESOLUTION] the other side: a protection whose condition stops holding at the first step (its opponent’s last monster destroyed) no longer protects at the next; with a monster left it still does', () => {
    const a = ask('{回合:A A场:测试先锋清扫,测试通常怪兽甲 B场:测试结伴卫士} C1 A:测试先锋清扫→A:测试通常怪兽甲 [破坏 测试结伴卫士]');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(destroyed(a)).toEqual(['测试通常怪兽甲', '测试结伴卫士']);
    expect(a.links[0]!.rules).toContain('CH-CONT-MID-RESOLUTION');
    expect(destroyed(ask('{回合:A A场:测试先锋清扫,测试通常怪兽甲,测试通常怪兽甲 B场:测试结伴卫士} C1 A:测试先锋清扫→A:测试通常怪兽甲 [破坏 测试结伴卫士]'))).toEqual(['测试通常怪兽甲']);
  });
  it('[CH-CONT-MID-RESOLUTION] negated: a monster whose effects are negated (`(效果无效)`) has no protection to start applying when left alone — the second step reaches it (CH-PROTECTION-NEGATED)', () => {
    const a = ask('{回合:A A场:测试连环清扫 B场:测试孤高剑士(效果无效),测试陷阱甲(盖)} C1 A:测试连环清扫→测试陷阱甲 [破坏 测试孤高剑士]');
    expect(destroyed(a)).toEqual(['测试陷阱甲', '测试孤高剑士']);
    expect(a.links[0]!.rules).toContain('CH-PROTECTION-NEGATED');
  });
  it('[CH-CONT-MID-RESOLUTION] a negation is not one of them: a monster effect kept from 技能抽取 by a card that it sends away mid-resolution still summons — the negation does not start in the middle; with nothing keeping it off it is negated', () => {
    const kept = ask('{回合:A 阶段:主要1 A场:测试换位术士,测试守约结界,技能抽取 A墓:测试通常怪兽甲} C1 A:测试换位术士→测试守约结界,测试通常怪兽甲');
    expect(summary(kept)).toEqual(['C1:legal:resolved']);
    expect(kept.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toContain('测试通常怪兽甲');
    expect(summary(ask('{回合:A 阶段:主要1 A场:测试换位术士,技能抽取 A墓:测试通常怪兽甲} C1 A:测试换位术士'))[0]).toMatch(/^C1:legal:effect-negated/);
  });
});
