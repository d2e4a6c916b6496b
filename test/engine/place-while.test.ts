// CH-PLACE-WHILE (issue 16, rules reference docs/c03/里侧·一时除外.rst:128–136): a step that may take its cards from a place
// only while a state holds (「从额外卡组特殊召唤的怪兽在对方场上存在的场合，自己卡组的怪兽也能作为融合素材」) reads the state as
// the step is done: when it does not hold, a noted card in that place is not chosen; the step goes on with the others.
import { describe, expect, it } from 'vitest';
import { card } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';

// A test card: sends monsters from the hand, and from the Deck too while the opponent controls a monster.
const deckWhile = card({
  id: 99370901,
  name: '测试用条件卡组送墓',
  type: 'spell',
  official: '测试用条件卡组送墓',
  en: 'Test Deck While',
  effects: [
    {
      kind: 'activation',
      does: [{ do: 'send-to-gy', what: { filter: { side: 'self', kind: 'monster', place: ['hand', 'deck'] }, scope: 'choose' }, from: ['hand', 'deck'], placeWhile: { place: 'deck', holds: [{ is: 'exists', filter: { side: 'opponent', kind: 'monster', place: 'monster' } }] } }],
      summary: { zh: '从手卡把怪兽送去墓地（对方场上有怪兽存在的场合，卡组也可以）。', en: 'Send monsters from the hand (also the Deck while the opponent controls a monster) to the GY.' },
    },
  ],
});
const sent = (input: string) => judgeWith(input, [deckWhile]).events.filter((e) => e.type === 'sent-to-gy' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name)).sort();

describe('a place a step may use only while a state holds', () => {
  it('[CH-PLACE-WHILE] the state holds as the step is done: the noted card in the Deck is sent with the one from the hand', () => {
    expect(sent('{回合:A 阶段:主要1 A手:三眼怪 A卡组:黑魔术师 B场:青眼白龙} C1 A:测试用条件卡组送墓[送墓 三眼怪][送墓 黑魔术师]')).toEqual(['三眼怪', '黑魔术师']);
    expect(judgeWith('{回合:A 阶段:主要1 A手:三眼怪 A卡组:黑魔术师 B场:青眼白龙} C1 A:测试用条件卡组送墓[送墓 三眼怪][送墓 黑魔术师]', [deckWhile]).links[0]!.rules).toContain('CH-PLACE-WHILE');
  });
  it('[CH-PLACE-WHILE] the other side: the state does not hold, so the Deck card is not chosen and the hand card alone is sent', () => {
    expect(sent('{回合:A 阶段:主要1 A手:三眼怪 A卡组:黑魔术师} C1 A:测试用条件卡组送墓[送墓 三眼怪][送墓 黑魔术师]')).toEqual(['三眼怪']);
  });
  it('[CH-PLACE-WHILE] the state is read when the step is done, not at activation: the opponent’s only monster bounced in the chain first (强制脱出装置) takes the Deck away', () => {
    expect(sent('{回合:A 阶段:主要1 A手:三眼怪 A卡组:黑魔术师 B场:青眼白龙 A场:强制脱出装置(盖)} C1 A:测试用条件卡组送墓[送墓 三眼怪][送墓 黑魔术师] C2 A:强制脱出装置→青眼白龙')).toEqual(['三眼怪']);
  });
});
