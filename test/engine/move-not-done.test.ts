// CH-MOVE-NOT-DONE (issue 16, rules reference docs/c03/特定效果的处理方法.rst:99–106, 287–306): in 「A，B」 the two
// steps happen together, but B only if A was applied. A move is applied only when a card reached where it says:
// 「送去墓地」 of a card banished instead (大宇宙), 「回到手卡」 of
// an Extra Deck monster, 「回到卡组」 of a card its own rule banishes as it leaves the field — then B is not done.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-MOVE-NOT-DONE', CARDS_DB);

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));
const drew = (a: ChainAnswer) => a.events.some((e) => e.type === 'drawn');
const monster: CardType = { kind: 'monster', subtypes: ['effect'], bits: 0x21 } as CardType;
const spell: CardType = { kind: 'spell', subtypes: ['normal'], bits: 0x2 } as CardType;

describe('CH-MOVE-NOT-DONE: the reading', () => {
  it('[CH-MOVE-NOT-DONE] 「A，B」 after a move the effect must make: B needs A; after 「。」, after an optional step, or with 那之后 it does not (that is CH-THEN)', () => {
    const comma = compileEffects('①：以自己场上1只怪兽为对象才能发动。那只怪兽回到持有者手卡，这张卡从墓地特殊召唤。', monster).flatMap((e) => e.does);
    expect(comma.map((a) => [a.do, a.needsBefore ?? false])).toEqual([['return-to-hand', false], ['special-summon', true]]);
    const gy = compileEffects('①：自己场上1只魔法师族怪兽送去墓地，自己从卡组抽2张。', spell).flatMap((e) => e.does);
    expect(gy.map((a) => [a.do, a.needsBefore ?? false])).toEqual([['send-to-gy', false], ['draw', true]]);
    const sentence = compileEffects('①：以自己场上1只怪兽为对象才能发动。那只怪兽回到持有者手卡。这张卡从墓地特殊召唤。', monster).flatMap((e) => e.does);
    expect(sentence.some((a) => a.needsBefore)).toBe(false);
    const optional = compileEffects('①：以自己场上1只怪兽为对象才能发动。那只怪兽回到持有者手卡，可以从卡组抽1张。', monster).flatMap((e) => e.does);
    expect(optional.some((a) => a.needsBefore)).toBe(false);
  });
});

describe.skipIf(!haveCards)('CH-MOVE-NOT-DONE', () => {
  it('[CH-MOVE-NOT-DONE] 转生炎兽 猎鹰② returning an Xyz Monster (转生炎兽 蜃景雄马 goes to the Extra Deck, not the hand) is not summoned; a Main Deck monster returned lets it be summoned', () => {
    const extra = askCdb('{回合:A A场:转生炎兽 蜃景雄马 A墓:转生炎兽 猎鹰} C1 A:转生炎兽 猎鹰②→转生炎兽 蜃景雄马');
    expect(moved(extra, 'returned-to-deck')).toEqual(['转生炎兽 蜃景雄马']);
    expect(moved(extra, 'special-summoned')).toEqual([]);
    expect(extra.links[0]!.rules).toContain('CH-RETURN-NOT-DONE');
    const hand = askCdb('{回合:A A场:转生炎兽 狼獾 A墓:转生炎兽 猎鹰} C1 A:转生炎兽 猎鹰②→转生炎兽 狼獾');
    expect(moved(hand, 'special-summoned')).toEqual(['转生炎兽 猎鹰']);
    expect(hand.links[0]!.rules).not.toContain('CH-MOVE-NOT-DONE');
  });
  it('[CH-MOVE-NOT-DONE] under 大宇宙 the card is banished instead: no draw; 转生炎兽 猎鹰② whose target is gone in the chain is not summoned either (A not applied)', () => {
    const banished = askCdb('{回合:A A场:黑魔术师 B场:大宇宙} C1 A:冰火之魔导书 [送墓 黑魔术师]');
    expect(moved(banished, 'banished')).toContain('黑魔术师');
    expect(drew(banished)).toBe(false);
    expect(banished.links[0]!.rules).toContain('CH-MOVE-NOT-DONE');
    expect(drew(askCdb('{回合:A A场:黑魔术师} C1 A:冰火之魔导书 [送墓 黑魔术师]'))).toBe(true);
    const gone = askCdb('{回合:A A场:转生炎兽 狼獾 A墓:转生炎兽 猎鹰} C1 A:转生炎兽 猎鹰②→转生炎兽 狼獾 C2 B:强制脱出装置→转生炎兽 狼獾');
    expect(moved(gone, 'special-summoned')).toEqual([]);
  });
  it('[CH-MOVE-NOT-DONE] a return to the Deck that its card’s own rule turns into a banishment (混沌之黑魔术师) was not applied: 时械神 卡米恩③ deals no damage; a monster that does return to the Deck lets it', () => {
    const own = askCdb('{回合:A 阶段:战斗阶段 A场:时械神 卡米恩 B场:混沌之黑魔术师} C1 A:时械神 卡米恩③ [回到卡组 混沌之黑魔术师]');
    expect(moved(own, 'banished')).toEqual(['混沌之黑魔术师']);
    expect(own.events.some((e) => e.type === 'damage')).toBe(false);
    expect(own.links[0]!.rules).toContain('CH-MOVE-NOT-DONE');
    const back = askCdb('{回合:A 阶段:战斗阶段 A场:时械神 卡米恩 B场:黑魔术师} C1 A:时械神 卡米恩③ [回到卡组 黑魔术师]');
    expect(moved(back, 'returned-to-deck')).toEqual(['黑魔术师']);
    expect(back.events.some((e) => e.type === 'damage')).toBe(true);
  });
});
