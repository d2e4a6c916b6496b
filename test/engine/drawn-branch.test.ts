// CH-DRAWN-BRANCH / SIT-DRAW-NOTE-DECK (review s49): 一击必杀！居合抽卡 「自己从卡组抽1张，给双方确认。那是「一击必杀！居合抽卡」的场合，那张送去墓地，场上的卡全部
//破坏。那之后，给与对方这个效果破坏送去墓地的卡数量×2000伤害。不是的场合，自己选这个效果从卡组送去墓地的卡数量的自己墓地的卡回到卡组」 (current text,
// cards.cdb). Before, the drawn card written `[抽卡 黑洞]` changed nothing: the field was still destroyed and 2000 dealt, the answer saying the
// drawn card was not given; and the drawn card was bound to a card on the field (an error with `A场只有:`), or to the activated card itself.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-DRAWN-BRANCH', CARDS_DB);

const names = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => `${e.player ?? ''}${c.name}`));
const damage = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`);

describe.skipIf(!haveCards)('CH-DRAWN-BRANCH', () => {
  it('[CH-DRAWN-BRANCH] 一击必杀！居合抽卡 drawing 黑洞 (`[抽卡 黑洞]`): nothing on the field is destroyed, no damage — a card of its GY goes back to the Deck instead', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场只有: B场只有:青眼白龙 A墓:三眼怪} C1 A:一击必杀！居合抽卡 [抽卡 黑洞]');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.events.filter((e) => e.type === 'destroyed')).toEqual([]);
    expect(damage(a)).toEqual([]);
    expect(a.events.filter((e) => e.type === 'returned-to-deck').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['三眼怪']);
    expect(a.assumptions.join('\n')).not.toContain('是哪张卡没有写明');
    expect(a.links[0]!.rules).toContain('CH-DRAWN-BRANCH');
  });
  it('[CH-DRAWN-BRANCH] the other side: drawing another 一击必杀！居合抽卡 destroys the field and deals 2000 a card, with no guess said; the drawn card not written, the first branch is still assumed and said', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场只有: B场只有:青眼白龙} C1 A:一击必杀！居合抽卡 [抽卡 一击必杀！居合抽卡]');
    expect(names(a, 'destroyed')).toEqual(['青眼白龙']);
    expect(damage(a)).toEqual(['B:2000']);
    expect(a.assumptions.join('\n')).not.toContain('是哪张卡没有写明');
    const unsaid = askCdb('{回合:A 阶段:主要1 A场只有: B场只有:青眼白龙} C1 A:一击必杀！居合抽卡');
    expect(damage(unsaid)).toEqual(['B:2000']);
    expect(unsaid.assumptions.join('\n')).toContain('是哪张卡没有写明');
  });
});

describe.skipIf(!haveCards)('SIT-DRAW-NOTE-DECK', () => {
  it('[SIT-DRAW-NOTE-DECK] the card a draw note names is drawn from its drawer\'s Deck: not the activated 一击必杀！居合抽卡 itself (it still goes to the GY), not the opponent\'s Set 黑洞, and no error with `A场只有:`', () => {
    const same = askCdb('{回合:A 阶段:主要1 A场只有: B场只有:青眼白龙} C1 A:一击必杀！居合抽卡 [抽卡 一击必杀！居合抽卡]');
    const drawn = same.events.filter((e) => e.type === 'drawn').flatMap((e) => e.cards);
    expect(drawn.map((c) => c.ref)).not.toContain(same.links[0]!.card.ref);
    const theirs = askCdb('{回合:A 阶段:主要1 A场只有: B场只有:青眼白龙,黑洞(盖)} C1 A:一击必杀！居合抽卡 [抽卡 黑洞]');
    const theirDrawn = theirs.events.filter((e) => e.type === 'drawn').flatMap((e) => e.cards);
    expect(theirDrawn.map((c) => c.name)).toEqual(['黑洞']);
    expect(theirDrawn.map((c) => c.ref).filter((r) => r.startsWith('B'))).toEqual([]);
    expect(theirs.events.filter((e) => e.type === 'destroyed')).toEqual([]);
    expect(theirs.assumptions.join('\n')).not.toContain('假定为 A 场上');
  });
});
