// CH-TARGET-FACE-DOWN-ATK (rules reference docs/c03/里侧·一时除外.rst:66–69): a face-down monster's ATK cannot be told by
// either player, so a target that must have a certain ATK (「攻击力2000以上的怪兽」) no longer fits once it is turned face-down
// in the chain: the effect does not apply to it. A target with no ATK bound still does. The reference's cards are 黑蔷薇龙,
// 炼狱的落穴 and 月之书; here a trap written as text, 月之书 and 黑魔术师.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';

const bounded = textCard({ id: 99160631, name: '测试用高攻破坏陷阱', type: 'trap', text: '①：以场上1只攻击力2000以上的怪兽为对象才能发动。那只怪兽破坏。' });
const plain = textCard({ id: 99160632, name: '测试用单体破坏陷阱', type: 'trap', text: '①：以场上1只怪兽为对象才能发动。那只怪兽破坏。' });
const run = (input: string) => judgeWith(input, [bounded, plain]);
const outcomes = (input: string) => run(input).links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}`);
const destroyed = (input: string) => run(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe('a target bound by ATK turned face-down', () => {
  it('[CH-TARGET-FACE-DOWN-ATK] set by 月之书 in answer, the monster’s ATK is unknown: the trap bound to 2000 ATK or more applies nothing', () => {
    const input = '{回合:B A场:测试用高攻破坏陷阱(盖) B场:黑魔术师,月之书(盖)} C1 A:测试用高攻破坏陷阱→黑魔术师 C2 B:月之书→黑魔术师';
    expect(outcomes(input)).toEqual(['C1:legal:no-effect', 'C2:legal:resolved']);
    expect(run(input).links[0]!.rules).toContain('CH-TARGET-FACE-DOWN-ATK');
    expect(destroyed(input)).not.toContain('黑魔术师');
  });

  it('[CH-TARGET-FACE-DOWN-ATK] the other side: left face-up, the monster is destroyed', () => {
    const input = '{回合:B A场:测试用高攻破坏陷阱(盖) B场:黑魔术师} C1 A:测试用高攻破坏陷阱→黑魔术师';
    expect(outcomes(input)).toEqual(['C1:legal:resolved']);
    expect(destroyed(input)).toContain('黑魔术师');
  });

  it('[CH-TARGET-FACE-DOWN-ATK] a target with no ATK bound is still destroyed face-down', () => {
    const input = '{回合:B A场:测试用单体破坏陷阱(盖) B场:黑魔术师,月之书(盖)} C1 A:测试用单体破坏陷阱→黑魔术师 C2 B:月之书→黑魔术师';
    expect(outcomes(input)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(destroyed(input)).toContain('黑魔术师');
  });
});
