// WIN-ALREADY-THERE (issue 16, rules reference docs/c03/诱发类效果.rst:393–399): a trigger written 「这张卡在手卡·墓地存在，xx的场合」
// or 「这张卡在墓地存在的状态，xx的场合」 watches an event of other cards from that place; the card must already be there. An
// event that moved the card itself (discarded from the hand to the GY, destroyed in the hand) does not meet it.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';

skipMessage('WIN-ALREADY-THERE', CARDS_DB);

const named = (a: ChainAnswer, name: string) => a.window.triggers.filter((t) => t.card.name === name);

describe.skipIf(!haveCards)('WIN-ALREADY-THERE', () => {
  it('[WIN-ALREADY-THERE] 娱乐伙伴 跷跷板蝗虫③ (「这张卡在墓地存在的状态，「娱乐伙伴」怪兽从手卡送去自己墓地的场合」): discarded from the hand itself, it was not yet in the GY — not offered, and the window says why', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:娱乐伙伴 跷跷板蝗虫} 丢弃 娱乐伙伴 跷跷板蝗虫');
    expect(named(a, '娱乐伙伴 跷跷板蝗虫')).toHaveLength(0);
    expect(a.window.notes.some((n) => n.includes('已经在那个位置存在'))).toBe(true);
  });
  it('[WIN-ALREADY-THERE] the other side: already in the GY when another 「娱乐伙伴」 monster is discarded from the hand, it is offered', () => {
    expect(named(askCdb('{回合:A 阶段:主要1 A手:娱乐伙伴 火围巾狮 A墓:娱乐伙伴 跷跷板蝗虫} 丢弃 娱乐伙伴 火围巾狮'), '娱乐伙伴 跷跷板蝗虫')).toHaveLength(1);
  });
  it('[WIN-ALREADY-THERE] the compiler marks 「这张卡在手卡·墓地存在，…的场合」 and 「…存在的状态，…的场合」 triggers on other cards; a trigger on this card’s own event is not marked', () => {
    const spec = { type: 'monster effect', level: 4, atk: 1000, def: 1000, race: '兽族', attribute: '炎' } as const;
    const watch = textCard({ ...spec, id: 1, name: '测试卡', text: '①：这张卡在手卡·墓地存在，自己场上的怪兽被战斗·效果破坏的场合才能发动。这张卡特殊召唤。' });
    expect(watch.effects.find((e) => e.n === 1)?.trigger?.alreadyThere).toBe(true);
    const state = textCard({ ...spec, id: 2, name: '测试卡二', text: '①：这张卡在墓地存在的状态，自己场上的怪兽被解放的场合才能发动。这张卡特殊召唤。' });
    expect(state.effects.find((e) => e.n === 1)?.trigger?.alreadyThere).toBe(true);
    const own = textCard({ ...spec, id: 3, name: '测试卡三', text: '①：这张卡被送去墓地的场合才能发动。自己从卡组抽1张。' });
    expect(own.effects.find((e) => e.n === 1)?.trigger?.alreadyThere).toBeUndefined();
  });
  it('[WIN-ALREADY-THERE] used from the hand it has no such limit: a 「这张卡在手卡·墓地存在，…从卡组加入手卡的场合」 card added to the hand by that very event is offered (the hand is hidden); in the Deck while another card is added, it is not', () => {
    const watcher = textCard({ id: 99820903, name: '测试用手卡守望者', type: 'monster effect', level: 4, atk: 1000, def: 1000, race: '战士族', attribute: '地', text: '①：这张卡在手卡·墓地存在，自己的怪兽从卡组加入手卡的场合才能发动。这张卡特殊召唤。' });
    const names = (input: string) => judgeWith(input, [watcher]).window.triggers.map((t) => t.card.name);
    expect(names('{回合:A 阶段:主要1 A卡组:测试用手卡守望者} C1 A:增援[加入手卡 测试用手卡守望者]')).toEqual(['测试用手卡守望者']);
    expect(names('{回合:A 阶段:主要1 A卡组:测试用手卡守望者,三眼怪} C1 A:增援[加入手卡 三眼怪]')).toEqual([]);
  });
});
