// CH-STEPS-APART: 「…才能发动。以下效果适用。●A ●B」 — the ● are steps of the effect itself, done one after the other, each
// whether or not the one before applied (rules reference docs/c03/特定效果的处理方法.rst:170–181). A floodgate forbidding
// the first ● (虚无空间: no Special Summons) neither keeps the effect from being activated nor stops the next ●; a
// 「…衍生物」 summon makes a Token where the text puts it (on the opponent's field), never a card already there.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';

skipMessage('CH-STEPS-APART', CARDS_DB);

const atk = (input: string, name: string) => askCdb(input).stats?.find((s) => s.card.name === name)?.atk;

describe.skipIf(!haveCards)('CH-STEPS-APART', () => {
  it('[CH-STEPS-APART] each ● applies in turn: the Token goes to the opponent’s field and is counted by the next ●', () => {
    const input = '{回合:A A场:月光小夜曲舞踊,月光舞豹姬(融合召唤) B场:三眼怪,青眼白龙} C1 A:月光小夜曲舞踊①→月光舞豹姬';
    const a = askCdb(input);
    const summoned = a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards);
    expect(summoned.map((c) => c.controller)).toEqual(['B']);
    expect(summoned.map((c) => c.name)).not.toContain('三眼怪');
    // 2800 + 500 × 3 (三眼怪, 青眼白龙 and the Token).
    expect(atk(input, '月光舞豹姬')).toBe(4300);
  });
  it('[CH-STEPS-APART] a floodgate forbidding the first ● leaves the effect activatable and the next ● applying', () => {
    const input = '{回合:A A场:月光小夜曲舞踊,月光舞豹姬(融合召唤) B场:虚无空间,三眼怪,青眼白龙} C1 A:月光小夜曲舞踊①→月光舞豹姬';
    const a = askCdb(input);
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    expect(atk(input, '月光舞豹姬')).toBe(3800);
  });
  it('[CH-STEPS-APART] 「选最多…的以下效果适用」 (added): the ● the player picks are steps done in turn — the destruction of the only opponent card, then the draw; the effect names no state to last', () => {
    const upTo = textCard({ id: 999300903, name: '测试选最多的效果', type: 'spell', text: '①：选最多有自己场上的怪兽数量的以下效果适用（相同效果最多1个）。●对方场上1张卡破坏。●自己从卡组抽1张。' });
    expect(upTo.effects.find((e) => e.n === 1)?.does.map((a) => [a.do, a.apart ?? false, a.optional ?? false])).toEqual([['destroy', true, true], ['draw', true, true]]);
    const a = judgeWith('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙 B场:黑魔术师} C1 A:测试选最多的效果', [upTo]);
    expect(a.events.filter((e) => e.link === 1 && (e.type === 'destroyed' || e.type === 'drawn')).map((e) => e.type)).toEqual(['destroyed', 'drawn']);
  });
  it.skipIf(!haveCards)('[CH-STEPS-APART] 月光小夜曲舞踊① makes its 「月光衍生物」 on the opponent\'s field: with their 5 Main Monster Zones full no Token comes, and the raise still counts their 5 monsters (2800→5300); with room, the Token comes there, by its name', () => {
    expect(atk('{回合:A A场:月光小夜曲舞踊,月光舞豹姬(融合召唤) B场:三眼怪,青眼白龙,黑魔术师,电子龙,混沌战士} C1 A:月光小夜曲舞踊①→月光舞豹姬', '月光舞豹姬')).toBe(5300);
    const a = askCdb('{回合:A A场:月光小夜曲舞踊,月光舞豹姬(融合召唤) B场:三眼怪,青眼白龙} C1 A:月光小夜曲舞踊①→月光舞豹姬');
    expect(a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['月光衍生物']);
    expect(a.stats?.find((x) => x.card.name === '月光舞豹姬')?.atk).toBe(4300);
  });
});
