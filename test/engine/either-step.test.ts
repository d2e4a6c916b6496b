// CH-EITHER-STEP (card texts: 魔妖回天 「从卡组选「魔妖回天」以外的1张「魔妖」卡加入手卡或送去墓地」, 亚马逊的叫声 「从卡组把「亚马逊的叫声」以外的1张
// 「亚马逊」卡加入手卡或送去墓地」): the one card picked undergoes one of the two verbs, the player's choice — the one a note names
// (`[送去墓地 X]`), else the first, said as an assumption; never both (head-judge review: 魔妖回天 added a card AND showed an unnamed
// send to the GY). With no card of the description in the listed Deck, nothing moves (CH-PICK-LISTED-EMPTY).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-EITHER-STEP', CARDS_DB);

type Answer = ReturnType<typeof askCdb>;
const moved = (a: Answer, type: string) => a.events.filter((e) => e.type === type).map((e) => e.cards.map((c) => c.name).join(','));

describe.skipIf(!haveCards)('[CH-EITHER-STEP] 「加入手卡或送去墓地」', () => {
  it('[CH-EITHER-STEP] 魔妖回天 (imported): no verb noted — the card is added to the hand, not also sent to the GY, and the choice is said', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:魔妖回天 A卡组:魔妖回天,魔妖仙兽 大刃祸是} C1 A:魔妖回天');
    expect(moved(a, 'added-to-hand')).toEqual(['魔妖仙兽 大刃祸是']);
    expect(moved(a, 'sent-to-gy')).toEqual(['魔妖回天']);
    expect(a.links[0]!.rules).toContain('CH-EITHER-STEP');
    expect(a.assumptions.join('\n')).toMatch(/加入手卡或者送去墓地，由玩家选择其中之一/);
  });

  it('[CH-EITHER-STEP] 魔妖回天, the other choice noted (`[送去墓地 X]`): the card goes to the GY and nothing is added; `[加入手卡 X]` adds it and sends nothing', () => {
    const gy = askCdb('{回合:A 阶段:主要1 A手:魔妖回天 A卡组:魔妖回天,魔妖仙兽 大刃祸是} C1 A:魔妖回天[送去墓地 魔妖仙兽 大刃祸是]');
    expect(moved(gy, 'added-to-hand')).toEqual([]);
    expect(moved(gy, 'sent-to-gy')).toEqual(['魔妖仙兽 大刃祸是', '魔妖回天']);
    const hand = askCdb('{回合:A 阶段:主要1 A手:魔妖回天 A卡组:魔妖回天,魔妖仙兽 大刃祸是} C1 A:魔妖回天[加入手卡 魔妖仙兽 大刃祸是]');
    expect(moved(hand, 'added-to-hand')).toEqual(['魔妖仙兽 大刃祸是']);
    expect(moved(hand, 'sent-to-gy')).toEqual(['魔妖回天']);
    expect(hand.assumptions.join('\n')).not.toMatch(/由玩家选择其中之一/);
  });

  it('[CH-EITHER-STEP] 亚马逊的叫声 (imported, the same wording): one card, sent to the GY when noted so; with only a copy of itself in the listed Deck nothing is added or sent (CMP-NOT-NAMED, CH-PICK-LISTED-EMPTY)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:亚马逊的叫声 A卡组:亚马逊的叫声,亚马逊斥候} C1 A:亚马逊的叫声[送去墓地 亚马逊斥候]');
    expect(moved(a, 'added-to-hand')).toEqual([]);
    expect(moved(a, 'sent-to-gy')[0]).toBe('亚马逊斥候');
    const none = askCdb('{回合:A 阶段:主要1 A手:亚马逊的叫声 A卡组:亚马逊的叫声} C1 A:亚马逊的叫声');
    expect(moved(none, 'added-to-hand')).toEqual([]);
    expect(none.events.filter((e) => e.type === 'sent-to-gy' && e.cards.length === 0)).toEqual([]);
  });

  it('[CH-EITHER-STEP] the other side: two steps on two cards (「从卡组把1只…加入手卡，把1只…送去墓地」) are both done — no choice is read there', () => {
    const e = compileEffects('①：从卡组把1只「栗子球」加入手卡，从卡组把1只「栗子球」送去墓地。', { kind: 'spell', subtypes: ['normal'], bits: 0 })[0]!;
    expect(e.does.map((x) => x.do)).toEqual(['add-to-hand', 'send-to-gy']);
    expect(JSON.stringify(e.does)).not.toMatch(/orInstead|insteadOf/);
    const either = compileEffects('①：从卡组选「魔妖回天」以外的1张「魔妖」卡加入手卡或送去墓地。', { kind: 'spell', subtypes: ['normal'], bits: 0 })[0]!;
    expect(either.does).toMatchObject([{ do: 'add-to-hand', orInstead: 'send-to-gy' }, { do: 'send-to-gy', insteadOf: 'add-to-hand' }]);
  });
});
