// CH-GY-LOCK-LISTED-EMPTY: under a GY lock (王家长眠之谷), a step that chooses from the GY and another place
// (「从卡组·墓地…特殊召唤／加入手卡」) takes from the other place only; with that place listed in full and none of its cards
// fitting, the step does nothing — no unnamed card is assumed — and the effect is not negated (rules reference
// docs/c04/王家长眠之谷.rst:129, 混沌无限). The other side: a fitting card in the listed Deck is taken; without the lock the
// GY card is; a Deck not listed is not judged. The spells here are test fixtures written as text, read by the compiler.
import { describe, expect, it } from 'vitest';
import { judgeWith, linkOf, summary } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { haveCards } from '../cards/data.js';

const summonDeckGy = textCard({ id: 998400951, name: '测试卡组墓地特召', type: 'spell', text: '①：从自己的卡组·墓地把1只龙族怪兽特殊召唤。' });
const addDeckGy = textCard({ id: 998400952, name: '测试卡组墓地检索', type: 'spell', text: '①：从自己的卡组·墓地把1只龙族怪兽加入手卡。' });
const tied = textCard({ id: 998400953, name: '测试额外送墓后检索', type: 'spell', text: '①：把1只怪兽从额外卡组送去墓地。那之后，把攻击力在送去墓地的怪兽的攻击力以下的1只龙族怪兽从自己的卡组·墓地加入手卡。' });
const fixtures = [summonDeckGy, addDeckGy, tied];
const names = (input: string, type: string) => judgeWith(input, fixtures).events.filter((e) => e.type === type && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));
const rules = (input: string) => linkOf(judgeWith(input, fixtures), 1).rules;
const RULE = 'CH-GY-LOCK-LISTED-EMPTY';

describe.skipIf(!haveCards)('CH-GY-LOCK-LISTED-EMPTY', () => {
  it('[CH-GY-LOCK-LISTED-EMPTY] a summon 「从卡组·墓地」 under 王家长眠之谷 with no Dragon in the listed Deck summons nothing and is not negated; a Dragon in the Deck is summoned; without the lock the GY one is', () => {
    const none = '{回合:A 阶段:主要1 B场:王家长眠之谷 A卡组:三眼怪} C1 A:测试卡组墓地特召';
    expect(summary(judgeWith(none, fixtures))).toEqual(['C1:legal:resolved']);
    expect(rules(none)).toContain(RULE);
    expect(names(none, 'special-summoned')).toEqual([]);
    expect(names('{回合:A 阶段:主要1 B场:王家长眠之谷 A卡组:三眼怪,青眼白龙} C1 A:测试卡组墓地特召', 'special-summoned')).toEqual(['青眼白龙']);
    const free = '{回合:A 阶段:主要1 A卡组:三眼怪 A墓:青眼白龙} C1 A:测试卡组墓地特召';
    expect(names(free, 'special-summoned')).toEqual(['青眼白龙']);
    expect(rules(free)).not.toContain(RULE);
  });
  it('[CH-GY-LOCK-LISTED-EMPTY] an add 「从卡组·墓地」 under 王家长眠之谷 with a Dragon only in the GY adds nothing; with the Deck not listed the add is assumed (unnamed), not judged', () => {
    const none = '{回合:A 阶段:主要1 B场:王家长眠之谷 A卡组:三眼怪 A墓:青眼白龙} C1 A:测试卡组墓地检索';
    expect(summary(judgeWith(none, fixtures))).toEqual(['C1:legal:resolved']);
    expect(rules(none)).toContain(RULE);
    expect(judgeWith(none, fixtures).events.filter((e) => e.type === 'added-to-hand')).toEqual([]);
    const unlisted = '{回合:A 阶段:主要1 B场:王家长眠之谷} C1 A:测试卡组墓地检索';
    expect(rules(unlisted)).not.toContain(RULE);
    expect(judgeWith(unlisted, fixtures).events.filter((e) => e.type === 'added-to-hand').length).toBe(1);
  });
  it('[CH-GY-LOCK-LISTED-EMPTY] a 「那之后」 pick from the Deck·GY tied to the card the step before sent (CH-STEP-TIED-PICK) is judged on the Deck only under 王家长眠之谷: no Dragon there, neither step applies; without the lock the Dragon in the GY does', () => {
    const locked = '{回合:A 阶段:主要1 B场:王家长眠之谷 A卡组:三眼怪 A墓:青眼白龙 A额外:青眼精灵龙} C1 A:测试额外送墓后检索';
    expect(summary(judgeWith(locked, fixtures))).toEqual(['C1:legal:no-effect']);
    expect(names(locked, 'sent-to-gy')).toEqual([]);
    const free = '{回合:A 阶段:主要1 A卡组:三眼怪 A墓:青眼白龙 A额外:青眼精灵龙} C1 A:测试额外送墓后检索';
    expect(summary(judgeWith(free, fixtures))).toEqual(['C1:legal:resolved']);
    expect(names(free, 'sent-to-gy')).toEqual(['青眼精灵龙']);
  });
});
