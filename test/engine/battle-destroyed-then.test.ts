// Two readings around 战吼斗士·福蒂亚 (curated from its text, newer than cards.cdb) and cards imported from cards.cdb:
// - CH-THEN-BATTLE-DESTROYED (rules reference docs/c03/战斗阶段流程.rst:803, 特定效果的处理方法.rst:360): an optional effect of a monster
//   destroyed by battle whose 「那之后」 raise of 「自己场上的全部X怪兽」 could reach only monsters destroyed by battle cannot be
//   activated — that step is tied to what the activation needs, and their values can no longer change;
// - CMP-NOT-NAMED: 「「X」以外的…」 in a card text leaves the card named X out (the search took a copy of the card itself).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a raise after 「那之后」 reaching only monsters destroyed by battle; 「「X」以外的」', CARDS_DB);

const verdicts = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}`);
const eventCards = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a 「那之后」 raise that could reach only monsters destroyed by battle', () => {
  const BATTLE = '回合:A 阶段:伤害计算后 攻击:A:战吼斗士·福蒂亚→B:青眼白龙';
  it('[CH-THEN-BATTLE-DESTROYED] 战吼斗士·福蒂亚 destroyed by battle, the only 战吼 monster: its ① cannot be activated after damage calculation, and the answer says why', () => {
    const a = askCdb(`{${BATTLE} A场:战吼斗士·福蒂亚(战斗破坏) A卡组:影依猎鹰 B场:青眼白龙} C1 A:战吼斗士·福蒂亚`);
    expect(verdicts(a)).toEqual(['C1:illegal:illegal']);
    expect(a.links[0]!.rules).toContain('CH-THEN-BATTLE-DESTROYED');
    expect(a.links[0]!.illegalReason).toContain('那之后');
  });
  it('[CH-THEN-BATTLE-DESTROYED] the other side: undestroyed (its battle destroyed the opponent’s monster) it is activated and raises itself by 200; with another 战吼 monster not destroyed by battle beside the destroyed one it is activated too', () => {
    const won = askCdb('{回合:A 阶段:伤害计算后 攻击:A:战吼斗士·福蒂亚→B:三眼怪 A场:战吼斗士·福蒂亚 B场:三眼怪(战斗破坏)} C1 A:战吼斗士·福蒂亚');
    expect(verdicts(won)).toEqual(['C1:legal:resolved']);
    expect(won.links[0]!.rules).not.toContain('CH-THEN-BATTLE-DESTROYED');
    expect(won.stats?.find((s) => s.card.name === '战吼斗士·福蒂亚')?.atk).toBe(200);
    const two = askCdb(`{${BATTLE} A场:战吼斗士·福蒂亚(战斗破坏),战吼斗士·福蒂亚 B场:青眼白龙} C1 A:战吼斗士·福蒂亚`);
    expect(two.links[0]!.legal).toBe(true);
  });
  it('[CH-BATTLE-DESTROYED] a one-shot raise resolving skips a monster destroyed by battle: of two 战吼斗士·福蒂亚, the undestroyed one gains 200, the destroyed one (the activator) keeps 0', () => {
    const two = askCdb(`{${BATTLE} A场:战吼斗士·福蒂亚(战斗破坏),战吼斗士·福蒂亚 B场:青眼白龙} C1 A:战吼斗士·福蒂亚`);
    const atk = (ref: string) => two.stats?.find((s) => s.card.ref === ref)?.atk;
    expect(atk('A场2')).toBe(200);
    expect(atk(two.links[0]!.card.ref!)).toBe(0);
    expect(two.links[0]!.rules).toContain('CH-BATTLE-DESTROYED');
  });
  it('[CH-THEN-BATTLE-DESTROYED] a card that left the field: 战吼斗士·福蒂亚 in the GY cannot activate its ① (a field effect) — another rule refuses it', () => {
    const a = askCdb(`{${BATTLE} A墓:战吼斗士·福蒂亚 B场:青眼白龙} C1 A:战吼斗士·福蒂亚`);
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).not.toContain('CH-THEN-BATTLE-DESTROYED');
  });
});

describe.skipIf(!haveCards)('「「X」以外的」: the card named X left out', () => {
  it('[CMP-NOT-NAMED] 影依刺猬② (imported, 「从卡组把「影依刺猬」以外的1只「影依」怪兽加入手卡」) adds 影依猎鹰, never a copy of itself; with only 影依刺猬 in the Deck it adds nothing', () => {
    const a = askCdb('{回合:A A墓:影依刺猬 A卡组:影依刺猬,影依猎鹰} C1 A:影依刺猬②');
    expect(eventCards(a, 'added-to-hand')).toEqual(['影依猎鹰']);
    const none = askCdb('{回合:A A墓:影依刺猬 A卡组:影依刺猬} C1 A:影依刺猬②');
    expect(eventCards(none, 'added-to-hand')).toEqual([]);
  });
  it('[CMP-NOT-NAMED] 战吼斗士·福蒂亚 (read from its text) searches no copy of itself: with only 战吼斗士·福蒂亚 in the Deck nothing is added, so nothing is raised after 「那之后」', () => {
    const a = askCdb('{回合:A 阶段:伤害计算后 攻击:A:战吼斗士·福蒂亚→B:三眼怪 A场:战吼斗士·福蒂亚 A卡组:战吼斗士·福蒂亚 B场:三眼怪(战斗破坏)} C1 A:战吼斗士·福蒂亚');
    expect(a.links[0]!.legal).toBe(true);
    expect(eventCards(a, 'added-to-hand')).toEqual([]);
    expect(a.stats?.find((s) => s.card.name === '战吼斗士·福蒂亚')?.atk).toBe(0);
  });
  it('[CMP-NOT-NAMED] the other side, 魔法齿车 (imported, 「自己场上有「古代的机械巨人」以外的怪兽存在的场合，那些怪兽全部破坏」): the 古代的机械巨人 it summons stays, the other monster is destroyed', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:古代的机械猎犬,古代的机械飞龙,古代的机械城,三眼怪 A手:古代的机械巨人} C1 A:魔法齿车');
    expect(verdicts(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'special-summoned')).toEqual(['古代的机械巨人']);
    expect(eventCards(a, 'destroyed')).toEqual(['三眼怪']);
  });
});

// Head-judge review (s39): 「自己场上有「X」以外的「Y」怪兽存在的场合，这张卡可以从手卡特殊召唤」 — a procedure of a monster that can be Normal
// Summoned; `特殊召唤 X` from the hand is that procedure (CH-PROCEDURE-CONDITION), and a copy of X on the field does not meet it.
describe.skipIf(!haveCards)('「「X」以外的「Y」怪兽存在的场合」 as a procedure\'s condition', () => {
  it('[CMP-NOT-NAMED] 黑羽-疾风之盖尔 (imported): another 黑羽-疾风之盖尔 on the field does not let it be Special Summoned from the hand (CH-PROCEDURE-CONDITION), and the refusal names the card left out; another 「黑羽」 monster does', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:黑羽-疾风之盖尔 A手:黑羽-疾风之盖尔} 特殊召唤 黑羽-疾风之盖尔');
    expect(a.events).toEqual([]);
    expect(a.warnings.join()).toContain('「黑羽-疾风之盖尔」以外的「黑羽」');
    const other = askCdb('{回合:A 阶段:主要1 A场:黑羽-苍炎之修罗 A手:黑羽-疾风之盖尔} 特殊召唤 黑羽-疾风之盖尔');
    expect(eventCards(other, 'special-summoned')).toEqual(['黑羽-疾风之盖尔']);
  });

  it('[CH-PROCEDURE-CONDITION] 真六武众-辉斩 (imported, CMP-NOT-NAMED — the same wording with 「六武众」): a copy of itself on the field is not enough, 六武众的影武者 is; summoned by an effect (效果) it is another summon, not its procedure', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:真六武众-辉斩 A手:真六武众-辉斩} 特殊召唤 真六武众-辉斩');
    expect(a.events).toEqual([]);
    const other = askCdb('{回合:A 阶段:主要1 A场:六武众的影武者 A手:真六武众-辉斩} 特殊召唤 真六武众-辉斩');
    expect(eventCards(other, 'special-summoned')).toEqual(['真六武众-辉斩']);
    const byEffect = askCdb('{回合:A 阶段:主要1 A场:真六武众-辉斩 A手:真六武众-辉斩} 特殊召唤 真六武众-辉斩 (效果)');
    expect(eventCards(byEffect, 'special-summoned')).toEqual(['真六武众-辉斩']);
  });
});

describe.skipIf(!haveCards)('「「X」以外的」 with no other card to pick (head-judge review)', () => {
  it('[CH-PICK-LISTED-EMPTY] 魔妖回天 (imported, CMP-NOT-NAMED 「「魔妖回天」以外的1张「魔妖」卡加入手卡或送去墓地」) with only 魔妖回天 in the listed Deck: nothing is added and nothing is sent — no unnamed send to the GY; with 魔妖仙兽 大刃祸是 there, that card is picked', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:魔妖回天 A卡组:魔妖回天} C1 A:魔妖回天');
    expect(eventCards(a, 'added-to-hand')).toEqual([]);
    expect(a.events.filter((e) => e.type === 'sent-to-gy' && e.link === 1)).toEqual([]);
    const other = askCdb('{回合:A 阶段:主要1 A手:魔妖回天 A卡组:魔妖回天,魔妖仙兽 大刃祸是} C1 A:魔妖回天');
    expect(eventCards(other, 'added-to-hand')).toEqual(['魔妖仙兽 大刃祸是']);
  });
});

