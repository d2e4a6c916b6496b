// Card identity (issue 16; rules reference docs/c03/里侧·一时除外.rst:10–14, docs/c03/特定效果的处理方法.rst:706–760): a card that
// moves to another place, or is turned face-down, becomes a new card (CH-CARD-IDENTITY). 「这个效果特殊召唤的怪兽」 names the cards
// an earlier step of the same resolution moved, while they are still those cards (CH-MOVED-BY-THIS) — not a choice among monsters.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { judgeWith, linkOf } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { renews } from '../../src/engine/game/identity.js';
import { engineEvent } from '../../src/engine/game/events.js';

skipMessage('the card-identity rules', CARDS_DB);

const atk = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;

describe('[CH-CARD-IDENTITY] a card moved or turned face-down is a new card', () => {
  it('[CH-CARD-IDENTITY] a move to another place or a turn face-down makes a new card; a flip face-up, a change of position, an activation do not', () => {
    const ev = (e: Parameters<typeof engineEvent>[0]) => engineEvent(e, 0);
    expect(renews(ev({ type: 'destroyed', cards: ['x'], link: 1, from: ['monster'], to: ['gy'] }), 0)).toBe(true);
    expect(renews(ev({ type: 'banished', cards: ['x'], link: 1, from: ['gy'], to: ['banished'] }), 0)).toBe(true);
    expect(renews(ev({ type: 'position-changed', cards: ['x'], link: 1, from: ['monster'], to: ['monster'], turnedFaceDown: ['x'] }), 0, true)).toBe(true);
    // Turned face-down it is still the card a resolution refers to (only what was applied to it is lost).
    expect(renews(ev({ type: 'position-changed', cards: ['x'], link: 1, from: ['monster'], to: ['monster'], turnedFaceDown: ['x'] }), 0)).toBe(false);
    expect(renews(ev({ type: 'position-changed', cards: ['x'], link: 1, from: ['monster'], to: ['monster'] }), 0)).toBe(false);
    expect(renews(ev({ type: 'flipped', cards: ['x'], link: 1 }), 0)).toBe(false);
    expect(renews(ev({ type: 'activated', cards: ['x'], link: 1, from: ['hand'], to: ['spell'] }), 0)).toBe(false);
  });

  it('[CH-CARD-IDENTITY] a step on 「这个效果特殊召唤的怪兽」 after a later step returned that monster to the hand is not done, and says why', () => {
    const odd = textCard({ id: 990460, name: '测试召唤后除外', type: 'spell', text: '①：从手卡把1只怪兽特殊召唤，那之后，把这个效果特殊召唤的怪兽回到手卡。这个效果特殊召唤的怪兽的攻击力变成一半。' });
    const a = judgeWith('{回合:A 阶段:主要1 A手:测试召唤后除外,青眼白龙} C1 A:测试召唤后除外 [特殊召唤 青眼白龙]', [odd]);
    expect(a.events.filter((e) => e.type === 'returned-to-hand').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙']);
    expect(linkOf(a, 1).rules).toContain('CH-CARD-IDENTITY');
    expect(linkOf(a, 1).reason).toContain('当作另一张卡');
    expect(atk(a, '青眼白龙')).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[CH-MOVED-BY-THIS] 「这个效果特殊召唤的怪兽」 is what the step before summoned', () => {
  it('[CH-MOVED-BY-THIS] 光神化 with another monster on the field: only the monster it summoned is halved', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:光神化,战神 奥利安 A场:神力女武神} C1 A:光神化 [特殊召唤 战神 奥利安]');
    expect(atk(a, '战神 奥利安')).toBe(900);
    expect(atk(a, '神力女武神')).toBeUndefined();
    expect(linkOf(a, 1).rules).toContain('CH-MOVED-BY-THIS');
  });

  // (Input corrected, s44: it revived 古代的机械巨人, whose 「这张卡不能特殊召唤」 古代的机械苏生 does not ignore — no target of it,
  // CH-SUMMON-CONDITION, rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:196–204. 古代的机械猎犬 (1000) is revived instead — 古代的机械兽 cannot be Special Summoned either.)
  it('[CH-MOVED-BY-THIS] the other side: 古代的机械苏生② raises the monster it revived, not the opponent’s monsters', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:古代的机械苏生 A墓:古代的机械猎犬 B场:古代的机械飞龙} C1 A:古代的机械苏生②→古代的机械猎犬');
    expect(atk(a, '古代的机械猎犬')).toBe(1200);
    expect(atk(a, '古代的机械飞龙')).toBeUndefined();
  });

  // (Input corrected, s44: 古代的机械巨人 is no target of 古代的机械苏生 at all — CH-SUMMON-CONDITION —, so 古代的机械猎犬.)
  it('[CH-MOVED-BY-THIS] a monster that left: nothing summoned (the target is gone), nothing raised', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:古代的机械苏生 A墓:古代的机械猎犬 B手:D.D.乌鸦} C1 A:古代的机械苏生②→古代的机械猎犬 C2 B:D.D.乌鸦→古代的机械猎犬');
    expect(a.events.some((e) => e.type === 'special-summoned' && e.link === 1)).toBe(false);
    expect(atk(a, '古代的机械猎犬')).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('[CH-CARD-IDENTITY] 「那只怪兽」 of the activation a card answers', () => {
  const warden = textCard({ id: 990461, name: '测试发动时除外', type: 'trap normal', text: '①：对方场上的怪兽的效果发动时才能发动。那只怪兽除外。' });
  const striker = textCard({ id: 990462, name: '测试破坏怪兽', type: 'monster effect', atk: 1800, def: 1000, level: 4, text: '①：1回合1次，以对方场上1只怪兽为对象才能发动。那只怪兽破坏。' });
  const input = (between: string) => `{回合:B 阶段:主要1 B场:测试破坏怪兽,强制脱出装置(盖),月之书(盖) A场:测试发动时除外(盖),三眼怪} C1 B:测试破坏怪兽①→三眼怪 C2 A:测试发动时除外${between}`;
  const banished = (a: ChainAnswer) => a.events.filter((e) => e.type === 'banished' && e.link === 2).flatMap((e) => e.cards.map((c) => c.name));

  it('[CH-CARD-IDENTITY] the monster that activated is banished (not a card the player picks)', () => {
    const a = judgeWith(input(''), [warden, striker]);
    expect(banished(a)).toEqual(['测试破坏怪兽']);
    expect(linkOf(a, 2).rules).toContain('CH-CARD-IDENTITY');
  });

  it('[CH-CARD-IDENTITY] turned face-down by 月之书 in the chain it is still the monster that activated: still banished', () => {
    const a = judgeWith(input(' C3 B:月之书→测试破坏怪兽'), [warden, striker]);
    expect(banished(a)).toEqual(['测试破坏怪兽']);
  });

  it('[CH-CARD-IDENTITY] a card that left: returned to the hand by 强制脱出装置 it is a new card — nothing is banished, and the answer says why', () => {
    const a = judgeWith(input(' C3 B:强制脱出装置→测试破坏怪兽'), [warden, striker]);
    expect(banished(a)).toEqual([]);
    expect(linkOf(a, 2).reason).toContain('当作另一张卡');
  });
});

describe('[CH-COUNT-MOVED] a number read from the cards the link moved is counted as they moved', () => {
  const mill = textCard({ id: 990463, name: '测试除外抽卡', type: 'spell quickplay', text: '①：从自己墓地把怪兽任意数量除外才能发动。自己从卡组抽出除外的怪兽的数量＋1张。' });
  const drawn = (a: ChainAnswer) => a.events.filter((e) => e.type === 'drawn' && e.link === 1).reduce((n, e) => n + (e.amount ?? 0), 0);
  it('[CH-COUNT-MOVED] two monsters banished as the cost: 3 drawn', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A手:测试除外抽卡 A墓:青眼白龙,黑魔术师} C1 A:测试除外抽卡 [cost:除外 青眼白龙] [cost:除外 黑魔术师]', [mill]);
    expect(drawn(a)).toBe(3);
    expect(linkOf(a, 1).rules).toContain('CH-COUNT-MOVED');
  });
  it('[CH-COUNT-MOVED] the other side: one banished, 2 drawn', () => {
    expect(drawn(judgeWith('{回合:A 阶段:主要1 A手:测试除外抽卡 A墓:青眼白龙,黑魔术师} C1 A:测试除外抽卡 [cost:除外 青眼白龙]', [mill]))).toBe(2);
  });
});

describe.skipIf(!haveCards)('[CH-COUNT-MOVED] cards that left after the cost', () => {
  it('[CH-COUNT-MOVED] a card that left: the two monsters 幽丽的幻泷 sent are returned to the Deck by 转生的预言 in the chain — still 3 drawn', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:幽丽的幻泷(盖) A手:幻壳龙,幻煌龙 螺旋 B场:转生的预言(盖)} C1 A:幽丽的幻泷 [●2] [cost:送去墓地 幻壳龙] [cost:送去墓地 幻煌龙 螺旋] C2 B:转生的预言→幻壳龙,幻煌龙 螺旋');
    expect(a.events.filter((e) => e.type === 'returned-to-deck' && e.link === 2).flatMap((e) => e.cards.map((c) => c.name)).sort()).toEqual(['幻壳龙', '幻煌龙 螺旋']);
    expect(a.events.filter((e) => e.type === 'drawn' && e.link === 1).reduce((n, e) => n + (e.amount ?? 0), 0)).toBe(3);
  });
});

describe('[CH-MOVED-BY-THIS] 「破坏的卡是怪兽卡的场合，…」: a branch on what the step before moved', () => {
  const blast = textCard({ id: 990464, name: '测试破坏后伤害', type: 'spell quickplay', text: '①：以场上1张卡为对象才能发动。那张卡破坏，破坏的卡是怪兽卡的场合，给与对方500伤害。' });
  const damage = (a: ChainAnswer) => a.events.filter((e) => e.type === 'damage' && e.link === 1).reduce((n, e) => n + (e.amount ?? 0), 0);
  it('[CH-MOVED-BY-THIS] a monster destroyed: 500 damage', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A手:测试破坏后伤害 B场:青眼白龙} C1 A:测试破坏后伤害→青眼白龙', [blast]);
    expect(damage(a)).toBe(500);
    expect(linkOf(a, 1).rules).toContain('CH-MOVED-BY-THIS');
  });
  it('[CH-MOVED-BY-THIS] the other side: a Spell destroyed, no damage', () => {
    expect(damage(judgeWith('{回合:A 阶段:主要1 A手:测试破坏后伤害 B场:黑洞(盖)} C1 A:测试破坏后伤害→黑洞', [blast]))).toBe(0);
  });
  it('[CH-MOVED-BY-THIS] a card that left: the target returned to the hand in the chain — nothing destroyed, no damage', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A手:测试破坏后伤害 B场:青眼白龙,强制脱出装置(盖)} C1 A:测试破坏后伤害→青眼白龙 C2 B:强制脱出装置→青眼白龙', [blast]);
    expect(damage(a)).toBe(0);
  });
});

