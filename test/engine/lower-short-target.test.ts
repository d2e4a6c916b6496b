// CH-LOWER-SHORT-TARGET (rules reference docs/c03/攻守计算.rst:145–152): an effect whose first step lowers its one
// target's ATK/DEF by a fixed number for good and then goes on applies nothing at all when, at resolution, the target
// has less than that number. A lowering for a time (「直到回合结束时」) still goes to 0 and the rest applies. The
// reference's card is 幻奏的音女 唐唐②; here monsters written as text.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';

const priced = textCard({ id: 99160621, name: '测试用削攻射手', type: 'monster effect', level: 4, atk: 1500, def: 1000, attribute: '光', race: '战士族', text: '①：以场上1只表侧表示怪兽为对象才能发动。那只怪兽的攻击力下降500，给与对方500伤害。' });
const timed = textCard({ id: 99160622, name: '测试用限时削攻者', type: 'monster effect', level: 4, atk: 1500, def: 1000, attribute: '光', race: '战士族', text: '①：以场上1只表侧表示怪兽为对象才能发动。那只怪兽的攻击力直到回合结束时下降500，给与对方500伤害。' });
const run = (input: string) => judgeWith(input, [priced, timed]);
const outcomes = (input: string) => run(input).links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}`);
const atk = (input: string, name: string) => run(input).stats?.find((s) => s.card.name === name)?.atk;
const damaged = (input: string) => run(input).events.some((e) => e.type === 'damage');

describe('a first step lowering the target’s ATK that cannot be done in full', () => {
  it('[CH-LOWER-SHORT-TARGET] the target brought below 500 in the chain: nothing applies — no lowering, no damage', () => {
    const input = '{回合:A A场:测试用削攻射手 B场:黑魔术师(攻-1700)} C1 A:测试用削攻射手①→黑魔术师 C2 B:收缩→黑魔术师';
    expect(outcomes(input)).toEqual(['C1:legal:no-effect', 'C2:legal:resolved']);
    expect(run(input).links[0]!.rules).toContain('CH-LOWER-SHORT-TARGET');
    expect(atk(input, '黑魔术师')).toBe(0);
    expect(damaged(input)).toBe(false);
  });

  it('[CH-LOWER-SHORT-TARGET] the other side: with 500 ATK or more the lowering is done and the damage dealt', () => {
    const input = '{回合:A A场:测试用削攻射手 B场:黑魔术师} C1 A:测试用削攻射手①→黑魔术师 C2 B:收缩→黑魔术师';
    expect(outcomes(input)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(atk(input, '黑魔术师')).toBe(750);
    expect(damaged(input)).toBe(true);
  });

  it('[CH-LOWER-SHORT-TARGET] a lowering until the end of the turn is no such price: the target goes to 0 and the damage is dealt', () => {
    const input = '{回合:A A场:测试用限时削攻者 B场:黑魔术师(攻-1700)} C1 A:测试用限时削攻者①→黑魔术师 C2 B:收缩→黑魔术师';
    expect(outcomes(input)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(atk(input, '黑魔术师')).toBe(0);
    expect(damaged(input)).toBe(true);
  });
});
