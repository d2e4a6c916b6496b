// 重机王 土木·夏克 (rules reference docs/c03/特定效果的处理方法.rst:240–246): 「从对方卡组上面把3张卡送去墓地。这个效果送去墓地的卡之中有怪兽卡的
// 场合，把最多有那个数量的对方场上的卡破坏」 — the destruction is a pick of up to as many cards as the monsters it sent (CH-UP-TO-MOVED-COUNT);
// the Deck short, the cards left are all sent and the destruction still applies.
// Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { ask, eventCards, haveCards, links } from '../reference/judge.js';
import { textCard } from '../../src/cards/curated/dsl.js';

const SHARK = '{回合:A 阶段:主要1 A场:重机王 土木·夏克(超量召唤,素材:三眼怪+三眼怪+三眼怪) B场:三眼怪,强欲之瓶(盖)';

describe('[CH-UP-TO-MOVED-COUNT] reading the step', () => {
  it('[CH-UP-TO-MOVED-COUNT] 「这个效果送去墓地的卡之中有怪兽卡的场合，把最多有那个数量的对方场上的卡破坏」 is a destruction done only if a monster card was sent, up to that many', () => {
    const does = textCard({ id: 1, name: '测试怪兽', type: 'monster effect', text: '①：从对方卡组上面把3张卡送去墓地。这个效果送去墓地的卡之中有怪兽卡的场合，把最多有那个数量的对方场上的卡破坏。' }).effects.flatMap((e) => e.does);
    expect(does.find((a) => a.do === 'destroy')).toMatchObject({ what: { filter: { side: 'opponent', place: 'field' }, scope: 'choose' }, ifMoved: { kind: 'monster' }, countMaxOfMoved: true });
  });
});

describe.skipIf(!haveCards)('[CH-UP-TO-MOVED-COUNT] on the board', () => {
  it('[CH-UP-TO-MOVED-COUNT] 重机王 土木·夏克 sending 黑魔术师 among three cards destroys the card noted (三眼怪); sending Spells only, it destroys nothing', () => {
    const a = ask(`${SHARK} B卡组:黑魔术师,旋风,旋风} C1 A:重机王 土木·夏克[破坏 三眼怪]`);
    expect(eventCards(a, 'destroyed', 1)).toEqual(['三眼怪']);
    expect(a.links[0]!.rules).toContain('CH-UP-TO-MOVED-COUNT');
    expect(eventCards(ask(`${SHARK} B卡组:旋风,旋风,旋风} C1 A:重机王 土木·夏克[破坏 三眼怪]`), 'destroyed', 1)).toEqual([]);
  });
  it('[CH-UP-TO-MOVED-COUNT] the Deck short — 强欲之瓶 in the chain drew 旋风 (noted) — the two 黑魔术师 left are sent, and the destruction still applies', () => {
    const a = ask(`${SHARK} B卡组:黑魔术师,黑魔术师,旋风} C1 A:重机王 土木·夏克[破坏 三眼怪] C2 B:强欲之瓶 [抽卡 旋风]`);
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'drawn', 2)).toEqual(['旋风']);
    expect(a.events.filter((e) => e.type === 'sent-to-gy' && e.link === 1 && e.cause === 'effect').flatMap((e) => e.cards)).toHaveLength(2);
    expect(eventCards(a, 'destroyed', 1)).toEqual(['三眼怪']);
  });
  it('[CH-PICK-UP-TO] more noted than the count allows: one monster card sent (黑魔术师), two noted to destroy — only the first noted is destroyed, and the answer says the note was cut; two monster cards sent, both noted are destroyed', () => {
    const a = ask(`${SHARK} B卡组:黑魔术师,旋风,旋风} C1 A:重机王 土木·夏克[破坏 三眼怪,强欲之瓶]`);
    expect(eventCards(a, 'destroyed', 1)).toEqual(['三眼怪']);
    expect(a.links[0]!.rules).toContain('CH-PICK-UP-TO');
    expect(a.assumptions.join()).toContain('最多只能选1张');
    const two = ask(`${SHARK} B卡组:黑魔术师,黑魔术师,旋风} C1 A:重机王 土木·夏克[破坏 三眼怪,强欲之瓶]`);
    expect(eventCards(two, 'destroyed', 1)).toEqual(['三眼怪', '强欲之瓶']);
    expect(two.assumptions.join()).not.toContain('最多只能选');
  });
});
