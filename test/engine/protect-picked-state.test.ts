// CMP-PROTECT-PICKED (test/RULES.md; rules reference docs/c02/卡片·效果的发动.rst:303, docs/c03/卡片的抗性.rst:356–365): 「选场上1张卡。那张卡…
// 只有1次不会被效果破坏」 resolving keeps the card it chose from the next destruction by an effect (CH-INDESTRUCTIBLE-ONCE-STATE), and that
// uses it up. The card being activated is not one it may choose: with only one other card on the field, that card is the one; with
// more and none named, which one is not known and nothing is assumed protected.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { askCdb, haveCards } from '../cards/data.js';
import { judgeWith } from './build.js';

const destroyed = (events: { type: string; cards: { name: string }[] }[]) => events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('纯爱妖精快乐回忆: the chosen card is kept once', () => {
  const SIT = '{回合:A 阶段:主要1 A场:纯爱妖精快乐回忆(盖),三眼怪 A手:黑洞,黑洞 B场:}';
  it('[CMP-PROTECT-PICKED] 三眼怪 is the only card it can choose: it is kept once, and says so', () => {
    const a = askCdb(`${SIT} C1 A:纯爱妖精快乐回忆`);
    expect(a.links[0]!.reason).toContain('「三眼怪」只有1次不会被效果破坏');
  });
  it('[CMP-PROTECT-PICKED] then 黑洞: 三眼怪 is not destroyed', () => {
    const a = askCdb(`${SIT} C1 A:纯爱妖精快乐回忆 然后 C1 A:黑洞`);
    expect(destroyed(a.events)).not.toContain('三眼怪');
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('三眼怪');
  });
  it('[CMP-PROTECT-PICKED] a second 黑洞 after that destroys it: the protection was used up', () => {
    expect(destroyed(askCdb(`${SIT} C1 A:纯爱妖精快乐回忆 然后 C1 A:黑洞 然后 C1 A:黑洞`).events)).toContain('三眼怪');
  });
  it('[CMP-PROTECT-PICKED] the other side: two cards it could choose, none named — no protection is assumed, 黑洞 destroys both, and an assumption says the choice was not given', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:纯爱妖精快乐回忆(盖),三眼怪 A手:黑洞 B场:青眼白龙} C1 A:纯爱妖精快乐回忆 然后 C1 A:黑洞');
    expect(destroyed(a.events)).toEqual(expect.arrayContaining(['三眼怪', '青眼白龙']));
    expect(a.assumptions.join('\n')).toContain('未写明选了哪张');
  });
});

describe('a protection given to a picked card, written as text', () => {
  const always = textCard({ id: 99160702, name: '测试用守护之壁', type: 'trap', text: '①：选场上1张卡。那张卡直到回合结束时不会被效果破坏。' });
  const battle = textCard({ id: 99160703, name: '测试用守护之光', type: 'spell quickplay', text: '①：选场上1只怪兽。那只怪兽直到回合结束时不会被战斗破坏。' });
  it('[CMP-PROTECT-PICKED] the compiled step says whether it keeps the card only once (「只有1次」)', () => {
    const once = textCard({ id: 99160704, name: '测试用一次之壁', type: 'trap', text: '①：选场上1张卡。那张卡直到下个回合的结束时只有1次不会被效果破坏。' });
    expect(once.effects[0]?.does?.[0]).toMatchObject({ do: 'cannot-be-destroyed', onlyOnce: true, against: 'effect' });
    expect(always.effects[0]?.does?.[0]?.onlyOnce).toBeUndefined();
  });
  it('[CMP-PROTECT-PICKED] 「不会被效果破坏」 (not only once): neither the first 黑洞 after it nor a second destroys the chosen card', () => {
    const SIT = '{回合:A 阶段:主要1 A场:测试用守护之壁(盖),三眼怪 A手:黑洞,黑洞 B场:} C1 A:测试用守护之壁 然后 C1 A:黑洞';
    expect(destroyed(judgeWith(SIT, [always]).events)).not.toContain('三眼怪');
    expect(destroyed(judgeWith(`${SIT} 然后 C1 A:黑洞`, [always]).events)).not.toContain('三眼怪');
  });
  it('[CMP-PROTECT-PICKED] the other side: a protection from battle destruction only does not keep it from 黑洞', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:三眼怪 A手:测试用守护之光,黑洞 B场:} C1 A:测试用守护之光 然后 C1 A:黑洞', [battle]);
    expect(destroyed(a.events)).toContain('三眼怪');
  });
});
