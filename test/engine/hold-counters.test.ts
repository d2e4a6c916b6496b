// 「可以放置魔力指示物的卡」 (issue 16): a card able to hold a kind of counter is one whose own text places it on itself, read
// where the card stands (rules reference docs/c02/基本用语.rst:842–858). CMP-OWN-COUNTERS reads the text, CNT-CAN-HOLD the board.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { ownCounters } from '../../src/cards/compile/own-counters.js';
import { filterOf } from '../../src/cards/compile/words.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { decodeType, encodeType } from '../../src/cards/import/decode.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { mentionedNames } from '../../src/cards/compile/mentions.js';

const monster = decodeType(encodeType('monster', ['effect']));
const spell = decodeType(encodeType('spell', ['continuous']));
const outcomes = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.legal === true ? "legal" : l.legal === false ? "illegal" : "unsure"}:${l.outcome}`);

describe('reading the counters a card places on itself (CMP-OWN-COUNTERS)', () => {
  it('[CMP-OWN-COUNTERS] 「给这张卡放置1个魔力指示物」 in a monster text, in the 【灵摆】 text, in a Spell; counters placed on another card only are none', () => {
    expect(ownCounters('①：每次魔法卡发动，给这张卡放置1个魔力指示物。', monster)).toEqual([{ kind: '魔力', part: 'monster' }]);
    const pend = decodeType(encodeType('monster', ['effect', 'pendulum']));
    expect(ownCounters('←4 【灵摆】 4→\n①：给这张卡放置1个楔指示物。\n【怪兽效果】\n①：这张卡不能攻击。', pend)).toEqual([{ kind: '楔', part: 'pendulum' }]);
    expect(ownCounters('①：每次怪兽被破坏，给这张卡放置1个时计指示物。', spell)).toEqual([{ kind: '时计', part: 'card' }]);
    expect(ownCounters('①：以场上1只怪兽为对象才能发动。给那只怪兽放置1个魔力指示物。', spell)).toBeUndefined();
  });
  it('[CMP-OWN-COUNTERS] 「可以放置魔力指示物的卡」 in a subject is a card filter; a textCard carries its own counters', () => {
    expect(filterOf('场上1张可以放置魔力指示物的卡').holdsCounters).toBe('魔力');
    expect(filterOf('自己墓地1只可以放置武士道指示物的怪兽').holdsCounters).toBe('武士道');
    expect(filterOf('场上1张表侧表示的卡').holdsCounters).toBeUndefined();
    const c = textCard({ id: 998101, name: '测试之魔力瓶', type: 'spell continuous', text: '①：每次自己把魔法卡发动，给这张卡放置1个魔力指示物。' });
    expect(c.ownCounters).toEqual([{ kind: '魔力', part: 'card' }]);
  });
});

describe.skipIf(!haveCards)('a card able to hold counters, where it stands (CNT-CAN-HOLD)', () => {
  const stone = (card: string, name = card.replace(/\(.*$/, '')) => askCdb(`{回合:A 阶段:主要1 A场:漆黑的能量石(魔力指示物3),${card}} C1 A:漆黑的能量石① → ${name}`);
  it('[CNT-CAN-HOLD] a monster whose text places Spell Counters on itself may be targeted; one without such text may not', () => {
    expect(outcomes(stone('魔导战士 破坏者'))).toEqual(['C1:legal:resolved']);
    expect(outcomes(stone('黑魔术师'))).toEqual(['C1:illegal:illegal']);
  });
  it('[CNT-CAN-HOLD] a Spell in the Field Zone whose text places them on itself may be targeted (混沌场)', () => {
    expect(outcomes(stone('混沌场'))).toEqual(['C1:legal:resolved']);
  });
  it('[CNT-CAN-HOLD] a card that took another card’s name and effects (`复制:`) may hold the counters the copied text places on itself; one that only uses its effect as its own (`得到效果:`) may not', () => {
    expect(outcomes(stone('混沌幻影(复制:魔导战士 破坏者)', '混沌幻影'))).toEqual(['C1:legal:resolved']);
    expect(outcomes(stone('混沌幻影', '混沌幻影'))).toEqual(['C1:illegal:illegal']);
    expect(outcomes(stone('救世星龙(得到效果:魔导战士 破坏者)', '救世星龙'))).toEqual(['C1:illegal:illegal']);
  });
  it('[CNT-CAN-HOLD] a face-down one, or one whose effects are negated, may not be targeted', () => {
    expect(outcomes(stone('魔导战士 破坏者(效果无效)'))).toEqual(['C1:illegal:illegal']);
    expect(outcomes(stone('魔导战士 破坏者(盖)'))).toEqual(['C1:illegal:illegal']);
  });
  it('[CNT-CANNOT-USE] one that cannot be used (its name declared: 不能使用) may not be targeted either — a monster or a Field Spell; the same cards unlocked may', () => {
    expect(outcomes(stone('魔导战士 破坏者(不能使用)'))).toEqual(['C1:illegal:illegal']);
    expect(outcomes(stone('混沌场(不能使用)'))).toEqual(['C1:illegal:illegal']);
    expect(outcomes(stone('魔导战士 破坏者'))).toEqual(['C1:legal:resolved']);
  });
  it('[CNT-CAN-HOLD] a Field Spell whose card activation is still on the chain applies nothing yet: a counter effect chained to it cannot target it (魔法都市 恩底弥翁); once it is on the field it can', () => {
    const chained = askCdb('{回合:A 阶段:主要1 A场:漆黑的能量石(魔力指示物3) A手:魔法都市 恩底弥翁} C1 A:魔法都市 恩底弥翁 C2 A:漆黑的能量石① → 魔法都市 恩底弥翁');
    expect(outcomes(chained)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(outcomes(stone('魔法都市 恩底弥翁'))).toEqual(['C1:legal:resolved']);
  });
});

describe('「有「X」的卡名记述的卡」 (CMP-MENTIONS)', () => {
  it('[CMP-MENTIONS] 「有「X」的卡名或者「Y」的卡名记述的」 is a filter of names; a text names 「X」 as a card unless it is an archetype (「X」怪兽, 名字带有「X」)', () => {
    expect(filterOf('有「甲龙」的卡名或者「乙龙」的卡名记述的1张魔法·陷阱卡').mentions).toEqual(['甲龙', '乙龙']);
    const c = textCard({ id: 998102, name: '测试之召唤门', type: 'spell normal', text: '①：自己场上有「甲龙」存在的场合才能发动。从卡组把1只「乙龙」怪兽加入手卡。名字带有「丙龙」的怪兽不能攻击。' });
    expect([...mentionedNames(c)!]).toEqual(['甲龙']);
  });
  it('[CMP-MENTIONS] a card that took another card’s name and effects (`复制:X`) still mentions only what its own printed text names, not X’s (基本用语.rst:886)', () => {
    const own = textCard({ id: 998103, name: '测试之模仿者', type: 'monster effect', text: '①：这张卡的卡名当作「丙龙」使用。' });
    const copied = { ...own, name: '测试之召唤门', text: '①：自己场上有「甲龙」存在的场合才能发动。', copiedFrom: { id: 998102, name: '测试之召唤门', ownText: own.text } };
    expect([...mentionedNames(copied)!]).toEqual(['丙龙']);
    expect([...mentionedNames({ ...copied, copiedFrom: { id: 998102, name: '测试之召唤门' } })!]).toEqual(['甲龙']);
  });
});

describe.skipIf(!haveCards)('a card searched by the names its text mentions (CMP-MENTIONS)', () => {
  it('[CMP-MENTIONS] 黑魔术的继承 ① adds 千把刀 (its text names 「黑魔术师」), not 黑魔术的帷幕 (no name in its text)', () => {
    const added = (deck: string) => askCdb(`{回合:A 阶段:主要1 A墓:死者苏生,强欲之壶 A卡组:${deck}} C1 A:黑魔术的继承`).events.filter((e) => e.type === 'added-to-hand').flatMap((e) => e.cards.map((x) => x.name));
    expect(added('千把刀')).toEqual(['千把刀']);
    expect(added('黑魔术的帷幕')).toEqual([]);
  });
});

describe.skipIf(!haveCards)('「持有掷骰子效果的卡」 (CMP-DICE-CARD)', () => {
  it('[CMP-DICE-CARD] 「自己场上有持有掷骰子效果的卡存在的场合」 is met by a card whose text rolls a die, by a copy that took such a card’s name and effects (its text is the copied one), not by a card that only uses such an effect as its own (救世星龙, `得到效果`) nor by one with no die', () => {
    expect(filterOf('持有掷骰子效果的怪兽').rollsDice).toBe(true);
    const dice = (field: string) => outcomes(askCdb(`{回合:A 阶段:主要1 A场:${field},三眼怪 A卡组:变形斗士·手机} C1 A:次元解骰 [cost:解放 三眼怪]`))[0];
    expect(dice('变形斗士·手机')).toMatch(/^C1:legal/);
    expect(dice('混沌幻影(复制:变形斗士·手机)')).toMatch(/^C1:legal/);
    expect(dice('救世星龙(得到效果:变形斗士·手机)')).toBe('C1:illegal:illegal');
    expect(dice('青眼白龙')).toBe('C1:illegal:illegal');
  });
});
