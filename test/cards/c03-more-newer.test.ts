// The newer-than-cdb cards of src/cards/curated/newer/c03-more-*.ts written as text (textCard): the compiler's reading
// must be what the card does in the rulings that use it (docs/c03 chapters).
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03MoreNewerCards } from '../../src/cards/curated/newer/c03-more-index.js';
import { textCard } from '../../src/cards/curated/dsl.js';

const { card, effect } = lookup(c03MoreNewerCards);

describe('r16nc4 newer cards written as text', () => {
  it('every text card is read (no unknown card)', () => {
    for (const c of c03MoreNewerCards) if (c.text !== undefined) expect(c.source, c.name).toBe('inferred');
  });

  it('冰水啼 霓石精·海神②: a trigger on any card banished by the opponent’s effect, summoning itself', () => {
    expect(effect('冰水啼 霓石精·海神', 2)).toMatchObject({ kind: 'trigger', trigger: { event: 'banished', causedBy: 'opponent', cause: 'effect', subject: { self: false } } });
    expect(effect('冰水啼 霓石精·海神', 2).does?.map((a) => a.do)).toEqual(['special-summon']);
  });

  it('同调区域② / X·Y·Z合体① / 复烙印① / 深渊之相剑龙①: triggers on a monster of that kind sent or banished', () => {
    expect(effect('同调区域', 1)).toMatchObject({ kind: 'trigger', trigger: { event: 'sent-to-gy', subject: { kind: 'monster', subtypes: ['synchro'] } } });
    expect(effect('X·Y·Z合体', 1)).toMatchObject({ kind: 'trigger', trigger: { event: 'banished', subject: { kind: 'monster', side: 'self', attribute: '光', race: '机械族', subtypes: ['union'] } } });
    expect(effect('复烙印', 1)).toMatchObject({ kind: 'trigger', trigger: { event: 'banished', cause: 'effect', subject: { kind: 'monster', attribute: ['光', '暗'] } } });
    expect(effect('深渊之相剑龙', 1)).toMatchObject({ kind: 'trigger', trigger: { event: 'banished', cause: 'effect', subject: { kind: 'monster' } } });
  });

  it('救祓少女·马尔法①: an ignition summoning itself from the hand and one 救祓少女 from the Deck, at one moment (no 「那之后」)', () => {
    const e = effect('救祓少女·马尔法', 1);
    expect(e.kind).toBe('ignition');
    expect(e.does?.map((a) => [a.do, a.from, a.then ?? false])).toEqual([['special-summon', 'hand', false], ['special-summon', 'deck', false]]);
  });

  it('冰水浸蚀② / 味美喵娱乐★握力幸运火箭②: a face-up monster of mine leaving the field by an effect (the second: by the opponent’s)', () => {
    expect(effect('冰水浸蚀', 2)).toMatchObject({ kind: 'trigger', trigger: { cause: 'effect', on: ['left-field'], subject: { side: 'self', faceUp: true, attribute: '水' } } });
    expect(effect('味美喵娱乐★握力幸运火箭', 2)).toMatchObject({ kind: 'trigger', trigger: { cause: 'effect', causedBy: 'opponent', on: ['left-field'], subject: { side: 'self', faceUp: true } } });
  });

  it('「自己回合有魔法·陷阱卡的效果发动时」 (DDD 烈火大王 决策铁木真②): a turn condition, answering either player’s Spell/Trap activation', () => {
    const c = textCard({ id: 99000021, name: '测试用铁木真', type: 'monster effect fusion', text: '②：1回合1次，自己回合有魔法·陷阱卡的效果发动时才能发动。那个发动无效。' });
    const e = c.effects.find((x) => x.kind === 'quick')!;
    expect(e.respondsTo).toEqual({ cardKind: ['spell', 'trap'] });
    expect(e.condition).toContainEqual({ is: 'turn', whose: 'self' });
  });

  it('星辰法宫 狮子宝瓶龙魔② / 星辰爪龙 巨蟹摩羯龙魔②: two or more monster cards sent to the GY at once (cardsMin 2)', () => {
    for (const name of ['星辰法宫 狮子宝瓶龙魔', '星辰爪龙 巨蟹摩羯龙魔']) expect(effect(name, 2)).toMatchObject({ kind: 'trigger', trigger: { event: 'sent-to-gy', subject: { kind: 'monster' }, cardsMin: 2 } });
  });
});
