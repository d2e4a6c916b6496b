// CH-LOWER-SHORT-APPLY (rules reference docs/c02/怪兽的效果分类.rst:72, docs/c03/战斗阶段流程.rst:800–823,
// docs/c03/特定效果的处理方法.rst:506–517): at resolution, an effect whose first step lowers its own card's ATK/DEF by a
// fixed number and then goes on applies nothing when that first step cannot be done in full — the card has less than the
// number, or it is destroyed by battle (its stats no longer change). A mandatory effect is still activated, then does
// nothing. The reference's cards are 光与暗之龙 and 隆隆隆石人-黄金形态; here monsters written as text, and 黑洞.
// CMP-MANDATORY-QUICK: 「…发动时发动。」 with no 「可以」/「才能」 is a mandatory quick effect.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';

const answerer = textCard({
  id: 99160611,
  name: '测试用减攻反击者',
  type: 'monster effect',
  level: 4,
  atk: 1800,
  def: 1000,
  attribute: '光',
  race: '战士族',
  text: '①：对方把卡的效果发动时发动。这张卡的攻击力下降1000，那个发动无效。',
});
// A mandatory trigger after damage calculation, to be answered there.
const attacker = textCard({ id: 99160612, name: '测试用战后回复者', type: 'monster effect', level: 4, atk: 2000, def: 1000, attribute: '光', race: '战士族', text: '①：这张卡进行战斗的伤害计算后发动。自己回复500基本分。' });
const outcomes = (input: string) => judgeWith(input, [answerer, attacker]).links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}`);

describe('a first step lowering its own ATK that cannot be done in full', () => {
  it('[CMP-MANDATORY-QUICK] 「对方把卡的效果发动时发动」 with no 可以 is a mandatory quick effect whose first step lowers its own ATK', () => {
    const e = answerer.effects.find((x) => x.n === 1)!;
    expect(e.kind).toBe('quick');
    expect(e.mandatory).toBe(true);
    expect(e.does.map((a) => a.do)).toEqual(['modify-stats', 'negate-activation']);
  });

  it('[CH-LOWER-SHORT-APPLY] with 800 ATK the mandatory effect is activated but applies nothing: 黑洞 is not negated', () => {
    const a = judgeWith('{回合:B A场:测试用减攻反击者(攻800) B场:三眼怪} C1 B:黑洞 C2 A:测试用减攻反击者', [answerer]);
    expect(a.links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}`)).toEqual(['C1:legal:resolved', 'C2:legal:no-effect']);
    expect(a.links[1]!.rules).toContain('CH-LOWER-SHORT-APPLY');
  });

  it('[CH-LOWER-SHORT-APPLY] destroyed by battle, after damage calculation it cannot lower its ATK, so the trigger it answers is not negated; not destroyed, it is', () => {
    const battle = (state: string) => `{回合:B 阶段:伤害计算后 攻击:B:测试用战后回复者→A:测试用减攻反击者 A场:测试用减攻反击者(${state}) B场:测试用战后回复者} C1 B:测试用战后回复者 C2 A:测试用减攻反击者`;
    expect(outcomes(battle('战斗破坏'))).toEqual(['C1:legal:resolved', 'C2:legal:no-effect']);
    expect(outcomes(battle('攻1000'))).toEqual(['C1:legal:activation-negated', 'C2:legal:resolved']);
  });

  it('[CH-LOWER-SHORT-APPLY] the other side: with 1000 ATK or more the lowering is done and the activation negated', () => {
    expect(outcomes('{回合:B A场:测试用减攻反击者(攻1000) B场:三眼怪} C1 B:黑洞 C2 A:测试用减攻反击者')).toEqual(['C1:legal:activation-negated', 'C2:legal:resolved']);
    const a = judgeWith('{回合:B A场:测试用减攻反击者 B场:三眼怪} C1 B:黑洞 C2 A:测试用减攻反击者', [answerer]);
    expect(a.links[0]!.outcome).toBe('activation-negated');
    expect(a.stats?.find((x) => x.card.name === '测试用减攻反击者')?.atk).toBe(800);
  });
});
