// s60 (Spirits and summons this turn):
// - CMP-EXTRA-SUMMON-TURN: 和魂 ③ (current text 「这张卡召唤·反转的回合，自己在通常召唤外加上只有1次可以把1只灵魂怪兽召唤」) grants its extra
//   Normal Summon only in a turn it was Normal Summoned or flipped. Before, the grant had no turn condition (a face-up 和魂 granted it in
//   any turn) and its steps read 「这张卡召唤」 as a summon of itself.
// - FD-SUMMON-TURN: a Normal or Tribute Summon written only in the turn's history (`本回合:A:X(召唤)`) is that monster's summon this turn
//   for 「召唤的回合不能攻击」; before, only a Flip Summon there was read.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';

skipMessage('spirit summon turn', CARDS_DB);

const warned = (a: ReturnType<typeof askCdb>) => a.warnings.join('\n');
const summoned = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'summoned').flatMap((e) => e.cards.map((c) => c.name));
/** The End Phase window's entries as `controller:name#effect`. */
const entries = (input: string) => askCdb(input).endPhaseWindow?.triggers.map((t) => `${t.controller}:${t.card.name}#${t.effect}`) ?? [];

describe.skipIf(!haveCards)('和魂 ③: the extra Spirit summon of the turn it was summoned or flipped (CMP-EXTRA-SUMMON-TURN)', () => {
  it('[CMP-EXTRA-SUMMON-TURN] 和魂 Normal Summoned this turn (history, or its states): a second Normal Summon, of 荒魂, is made on its grant, said as assumed', () => {
    const a = askCdb('{回合:A 阶段:主要1 本回合:A:和魂(召唤) A场:和魂} 召唤 A:荒魂');
    expect(summoned(a)).toEqual(['荒魂']);
    expect(a.assumptions.join('\n')).toContain('使用「和魂」追加的那1次通常召唤');
    // Flip Summoned this turn, the rules' summon spent on 三眼怪: 「反转」 arms it too.
    expect(summoned(askCdb('{回合:A 阶段:主要1 本回合:A:三眼怪(召唤), A:和魂(反转召唤) A场:和魂} 召唤 A:荒魂'))).toEqual(['荒魂']);
    expect(summoned(askCdb('{回合:A 阶段:主要1 本回合:A:三眼怪(召唤) A场:和魂(本回合特召,反转召唤)} 召唤 A:荒魂'))).toEqual(['荒魂']);
  });
  it('[CMP-EXTRA-SUMMON-TURN] the other side: 和魂 not shown summoned or flipped this turn grants nothing — the summon is refused, naming 和魂 and how to write its summon; nor with its effects negated, nor once its extra summon was used', () => {
    const a = askCdb('{回合:A 阶段:主要1 本回合:A:三眼怪(召唤) A场:和魂} 召唤 A:荒魂');
    expect(summoned(a)).toEqual([]);
    expect(warned(a)).toContain('1回合只能进行1次');
    expect(warned(a)).toContain('「和魂」追加的通常召唤只在它自身召唤');
    expect(warned(a)).toContain('本回合:A:和魂(召唤)');
    const en = cdbJudge().chain('{回合:A 阶段:主要1 本回合:A:三眼怪(召唤) A场:和魂} 召唤 A:荒魂', { lang: 'en' });
    expect(en.ok && en.warnings.join('\n')).toContain('The extra summon 和魂 grants holds only in the turn it was itself summoned');
    expect(summoned(askCdb('{回合:A 阶段:主要1 本回合:A:和魂(召唤) A场:和魂(效果无效)} 召唤 A:荒魂'))).toEqual([]);
    expect(warned(askCdb('{回合:A 阶段:主要1 本回合:A:和魂(召唤), A:荒魂(召唤,由和魂) A场:和魂,荒魂} 召唤 A:月读命'))).toContain('1回合只能进行1次');
  });
  it('[CH-NORMAL-SUMMON-ONCE] 和魂 ③ summons 「1只灵魂怪兽」 only: a Spirit (荒魂) fits and the assumption says it was checked; 三眼怪, no Spirit, is refused with the reason (zh, en) — before, made on the grant, \'not checked\'', () => {
    expect(askCdb('{回合:A 阶段:主要1 本回合:A:和魂(召唤) A场:和魂} 召唤 A:荒魂').assumptions.join('\n')).toContain('那个效果只能召唤灵魂怪兽，「荒魂」符合');
    const a = askCdb('{回合:A 阶段:主要1 本回合:A:和魂(召唤) A场:和魂} 召唤 A:三眼怪');
    expect(summoned(a)).toEqual([]);
    expect(warned(a)).toContain('「和魂」追加的那1次通常召唤只能召唤灵魂怪兽（按卡片文本）：「三眼怪」不是，不能用那1次召唤，这次通常召唤不能进行');
    const en = cdbJudge().chain('{回合:A 阶段:主要1 本回合:A:和魂(召唤) A场:和魂} 召唤 A:三眼怪', { lang: 'en' });
    expect(en.ok && en.warnings.join('\n')).toContain('may summon only monsters (Spirit) (its text): Sangan is not one');
  });
  it('[CMP-EXTRA-SUMMON-TURN] a face-down 和魂 flipped by 太阳之书 returns at the End Phase (its ②) with ③ read as a grant, not a summon of itself (a guard: this held before too)', () => {
    const input = '{回合:A 阶段:主要1 A场:和魂(盖)} C1 A:太阳之书→和魂 结束阶段';
    expect(entries(input)).toEqual(['A:和魂#2']);
    expect(renderChainText(askCdb(input), 'zh-CN')).toContain('「和魂」的永续效果从现在起适用');
  });
});

describe.skipIf(!haveCards)('a Normal Summon in the turn history (FD-SUMMON-TURN)', () => {
  it('[FD-SUMMON-TURN] 过迟的兽人 「召唤的回合不能攻击」 written only 本回合:A:过迟的兽人(召唤) or (上级召唤): its attack is refused (before: allowed)', () => {
    for (const how of ['召唤', '上级召唤']) {
      const a = askCdb(`{回合:A 阶段:战斗 A场:过迟的兽人 B场:三眼怪 本回合:A:过迟的兽人(${how})} 攻击宣言 过迟的兽人 → 三眼怪`).attack;
      expect(a?.legal).toBe(false);
      expect(a?.reason).toContain('这只怪兽不能攻击（「过迟的兽人」）');
    }
  });
  it('[FD-SUMMON-TURN] the other side: Special Summoned this turn, B\'s copy summoned, or no summon written — it may attack', () => {
    expect(askCdb('{回合:A 阶段:战斗 A场:过迟的兽人 B场:三眼怪 本回合:A:过迟的兽人(特殊召唤)} 攻击宣言 过迟的兽人 → 三眼怪').attack?.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:战斗 A场:过迟的兽人 B场:三眼怪 本回合:B:过迟的兽人(召唤)} 攻击宣言 过迟的兽人 → 三眼怪').attack?.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:战斗 A场:过迟的兽人 B场:三眼怪} 攻击宣言 过迟的兽人 → 三眼怪').attack?.legal).toBe(true);
  });
});

// WIN-END-PHASE-TRIGGER (s60): three more Spirits as a player asks of their End Phase return. 磨破罗魏, 月读命, 火之迦具土 (curated, current
// text 「召唤·反转回合的结束阶段时回到…手卡」) were held by a `summoned-this-turn` condition: flipped face-up by an effect (太阳之书) they
// did not return. And a compiled Spirit (阿修罗) written summoned by its states (`(本回合特召,通常召唤)`) did not either.
describe.skipIf(!haveCards)('Spirits\' End Phase return (WIN-END-PHASE-TRIGGER)', () => {
  it('[WIN-END-PHASE-TRIGGER] 磨破罗魏, 月读命, 火之迦具土 flipped face-up by 太阳之书 return at this End Phase (before: not), in B\'s turn too; Normal Summoned this turn (history) as before', () => {
    expect(entries('{回合:A 阶段:主要1 A场:磨破罗魏(里侧守备)} C1 A:太阳之书→磨破罗魏 结束阶段')).toEqual(['A:磨破罗魏#1']);
    expect(entries('{回合:A 阶段:主要1 A场:月读命(里侧守备)} C1 A:太阳之书→月读命 结束阶段')).toEqual(['A:月读命#2']);
    expect(entries('{回合:A 阶段:主要1 A场:火之迦具土(里侧守备)} C1 A:太阳之书→火之迦具土 结束阶段')).toEqual(['A:火之迦具土#1']);
    expect(entries('{回合:B 阶段:主要1 A场:磨破罗魏(里侧守备)} C1 B:太阳之书→A:磨破罗魏 结束阶段')).toEqual(['A:磨破罗魏#1']);
    expect(entries('{回合:A 阶段:主要2 A场:月读命 本回合:A:月读命(召唤)} 结束阶段')).toEqual(['A:月读命#2']);
  });
  it('[WIN-END-PHASE-TRIGGER] a Spirit written summoned this turn by its states — `(本回合特召,通常召唤)`, `(上级召唤)`, `(反转召唤)` — returns (阿修罗: before, not)', () => {
    expect(entries('{回合:A 阶段:主要2 A场:阿修罗(本回合特召,通常召唤)} 结束阶段')).toEqual(['A:阿修罗#2']);
    expect(entries('{回合:A 阶段:主要2 A场:阿修罗(本回合特召,上级召唤)} 结束阶段')).toEqual(['A:阿修罗#2']);
    expect(entries('{回合:A 阶段:主要2 A场:阿修罗(本回合特召,反转召唤)} 结束阶段')).toEqual(['A:阿修罗#2']);
  });
  it('[WIN-END-PHASE-TRIGGER] the other side: no summon written, 本回合特召 alone (a Special Summon), turned face-down since, or destroyed before the End Phase — no return', () => {
    expect(entries('{回合:A 阶段:主要2 A场:月读命} 结束阶段')).toEqual([]);
    expect(entries('{回合:A 阶段:主要2 A场:阿修罗(本回合特召)} 结束阶段')).toEqual([]);
    expect(entries('{回合:A 阶段:主要2 A场:阿修罗(本回合特召,通常召唤,变里侧)} 结束阶段')).toEqual([]);
    expect(entries('{回合:A 阶段:主要2 A场:月读命 本回合:A:月读命(召唤)} C1 A:黑洞 结束阶段')).toEqual([]);
    expect(entries('{回合:A 阶段:主要2 A场:月读命(本回合特召,通常召唤)} C1 A:黑洞 结束阶段')).toEqual([]);
  });
  it('[WIN-END-PHASE-TRIGGER] a Spirit whose effects are negated now (`(效果无效)`, or a face-up 技能抽取) still activates its return, and the answer says it is negated as it resolves — it stays (docs/c03/无效.rst:192–193); not said of one not negated', () => {
    const said = (input: string) => renderChainText(askCdb(input), 'zh-CN');
    expect(said('{回合:A 阶段:主要2 A场:阿修罗(效果无效) 本回合:A:阿修罗(召唤)} 结束阶段')).toContain('「阿修罗」的效果现在被无效化：这个效果仍然发动，处理时作为无效处理');
    expect(said('{回合:A 阶段:主要2 A场:阿修罗,技能抽取 本回合:A:阿修罗(召唤)} 结束阶段')).toContain('「阿修罗」的效果现在被无效化');
    expect(said('{回合:A 阶段:主要2 A场:阿修罗 本回合:A:阿修罗(召唤)} 结束阶段')).not.toContain('被无效化');
  });
});

// FD-SUMMON-TURN-UNSTATED (s60): the answer depends on whether a monster was summoned this turn, and the situation writes no summon of it
// (neither on the card nor in 本回合:) — the engine reads it as not summoned this turn; before, silently. Now the assumptions say so,
// naming the card and what to write to say otherwise.
describe.skipIf(!haveCards)('a summon this turn not written, where the answer depends on it (FD-SUMMON-TURN-UNSTATED)', () => {
  const assumed = (input: string, lang: 'zh-CN' | 'en' = 'zh-CN') => {
    const a = cdbJudge().chain(input, { lang });
    return a.ok ? a.assumptions.join('\n') : '';
  };
  it('[FD-SUMMON-TURN-UNSTATED] a Spirit in the End Phase asked, no summon written: no return, and the assumptions say it was taken as not summoned or flipped and how to write it (zh, en); in a chain in the End Phase too', () => {
    expect(entries('{回合:A 阶段:主要2 A场:月读命} 结束阶段')).toEqual([]);
    const zh = assumed('{回合:A 阶段:主要2 A场:月读命} 结束阶段');
    expect(zh).toContain('没有写「月读命」这个回合是否召唤·反转过：假定没有');
    expect(zh).toContain('本回合:A:月读命(召唤)');
    expect(assumed('{回合:A 阶段:主要2 A场:月读命} 结束阶段', 'en')).toContain('Whether Tsukuyomi was Normal Summoned or flipped this turn is not written: it is taken as not');
    expect(assumed('{回合:A 阶段:结束 A场:阿修罗 B场:光之护封剑} C1 A:旋风→B:光之护封剑')).toContain('没有写「阿修罗」这个回合是否召唤·反转过');
  });
  it('[FD-SUMMON-TURN-UNSTATED] the other side: its summon written (history, states, a Special Summon, (已反转)), no End Phase asked, or the Spirit gone before it — nothing assumed of its summon', () => {
    for (const input of [
      '{回合:A 阶段:主要2 A场:月读命 本回合:A:月读命(召唤)} 结束阶段',
      '{回合:A 阶段:主要2 A场:阿修罗(本回合特召,通常召唤)} 结束阶段',
      '{回合:A 阶段:主要2 A场:阿修罗(本回合特召)} 结束阶段',
      '{回合:A 阶段:主要2 A场:阿修罗(已反转)} 结束阶段',
      '{回合:A 阶段:主要2 A场:阿修罗 B场:光之护封剑} C1 A:旋风→B:光之护封剑',
      '{回合:A 阶段:主要2 A场:阿修罗} C1 A:黑洞 结束阶段',
    ]) expect(assumed(input)).not.toContain('这个回合是否');
  });
  it('[FD-SUMMON-TURN-UNSTATED] 过迟的兽人 attacking with no summon written: allowed, and the assumptions say its 「召唤的回合不能攻击」 was taken as not applying and how to write it (zh, en)', () => {
    const input = '{回合:A 阶段:战斗 A场:过迟的兽人 B场:三眼怪} 攻击宣言 过迟的兽人 → 三眼怪';
    expect(askCdb(input).attack?.legal).toBe(true);
    expect(assumed(input)).toContain('没有写「过迟的兽人」这个回合是否召唤过：假定没有，它的「召唤的回合不能攻击」不适用，可以攻击。这个回合召唤过的话，写 本回合:A:过迟的兽人(召唤)');
    expect(assumed(input, 'en')).toContain('Whether 过迟的兽人 was Normal Summoned this turn is not written');
  });
  it('[FD-SUMMON-TURN-UNSTATED] the other side: a Special Summon written, effects negated, or a monster with no such lock — nothing assumed of its summon', () => {
    expect(assumed('{回合:A 阶段:战斗 A场:过迟的兽人 B场:三眼怪 本回合:A:过迟的兽人(特殊召唤)} 攻击宣言 过迟的兽人 → 三眼怪')).not.toContain('这个回合是否');
    expect(assumed('{回合:A 阶段:战斗 A场:过迟的兽人(效果无效) B场:三眼怪} 攻击宣言 过迟的兽人 → 三眼怪')).not.toContain('这个回合是否');
    expect(assumed('{回合:A 阶段:战斗 A场:三眼怪 B场:三眼怪} 攻击宣言 A:三眼怪 → B:三眼怪')).not.toContain('这个回合是否');
  });
});
