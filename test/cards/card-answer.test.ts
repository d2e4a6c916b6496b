/** The `card` answer (output.md) built from catalog cards: shape, speeds, and the inferred-facts notice. */
import { beforeAll, describe, expect, it } from 'vitest';
import { cardAnswer } from '../../src/answer/card.js';
import { loadCatalog, type LoadedCatalog } from '../../src/cards/load.js';
import { CARDS_DB, haveCards, skipMessage } from './data.js';

skipMessage('card answer over the real catalog', CARDS_DB);

describe.skipIf(!haveCards)('card answer', () => {
  let cat: LoadedCatalog;
  beforeAll(() => {
    cat = loadCatalog({ cardsDb: CARDS_DB });
  });

  it('an imported card: every effect marked inferred, and the answer says so', () => {
    const r = cat.resolve('封狼雷坊');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const a = cardAnswer(r.card, r.matchedBy, r.assumption);
    expect(a.card).toEqual({ id: 66722103, name: '封狼雷坊', controller: null, ref: null });
    expect(a.matchedBy).toBe('exact');
    expect(a.type.kind).toBe('monster');
    expect(a.text).toContain('那个发动无效');
    const [first, second] = a.effects;
    expect(first).toMatchObject({ n: 1, kind: 'quick', speed: 2, event: 'activated', negates: 'activation', mandatory: false, source: 'inferred' });
    expect(second).toMatchObject({ n: 2, kind: 'trigger', speed: 1, event: 'sent-to-gy', timing: 'if', mandatory: false, targets: false, source: 'inferred' });
    expect(a.assumptions.some((x) => x.en.includes('inferred'))).toBe(true);
    // What it waits for and what it does, in output.md's words.
    expect(first!.events).toEqual([{ on: 'activated', subject: 'other', cause: null, from: null }]); // 「对方把怪兽的效果发动时」
    expect(first!.categories).toContain('negate-activation');
    expect(second!.events.map((e) => [e.on, e.subject])).toEqual([['sent-to-gy', 'self']]);
    // Every field of output.md is present (and the added use limit, and whether it is per Duel).
    for (const e of a.effects) {
      expect(Object.keys(e).sort()).toEqual(
        ['activatedFrom', 'categories', 'event', 'events', 'kind', 'mandatory', 'n', 'negates', 'oncePerTurn', 'oncePerDuel', 'source', 'speed', 'summary', 'targets', 'timing', 'unknown'].sort(),
      );
    }
  });

  it('says each effect\'s use limit: by card name, per copy, per card activation — curated or compiled', () => {
    const limits = (name: string) => {
      const r = cat.resolve(name);
      if (!r.ok) throw new Error(name);
      return cardAnswer(r.card, r.matchedBy, r.assumption).effects.map((e) => e.oncePerTurn);
    };
    expect(limits('闪刀姬-零衣')).toEqual(['hard', 'hard']); // 「这个卡名的①②的效果1回合各能使用1次」, compiled
    expect(limits('灰流丽')).toEqual(['hard']); // curated
    expect(limits('抹杀之指名者')).toEqual(['card']); // 「这个卡名的卡在1回合只能发动1张」
    expect(limits('青眼白龙')).toEqual([]);
    expect(limits('碎纸机器人')).toEqual(['soft']); // 「这个效果1回合只能使用1次」: each copy once
    expect(limits('黑洞')).toEqual([null]);
  });

  it('a curated card speaks the same words: 灰流丽 answers an activation and negates its effect, nothing unknown', () => {
    const r = cat.resolve('灰流丽');
    if (!r.ok) throw new Error('灰流丽 not found');
    const e = cardAnswer(r.card, r.matchedBy).effects[0]!;
    expect(e.source).toBe('curated');
    expect(e.events.map((x) => x.on)).toEqual(['activated']);
    expect(e.categories).toEqual(['negate-effect']);
    expect(e.unknown).toEqual([]);
  });

  it('clauses the compiler did not understand are listed per effect and noted', () => {
    // Find one imported card with an unread clause (the compiler reports, never guesses).
    const card = cat.all().find((c) => c.source !== 'curated' && c.effects.some((e) => (e.unknown ?? []).length > 0))!;
    const a = cardAnswer(card, 'exact');
    expect(a.effects.some((e) => e.unknown.length > 0)).toBe(true);
    expect(a.notes.some((n) => n.en.includes('could not be read by the compiler'))).toBe(true);
  });

  it('a fuzzy match carries its assumption into the answer', () => {
    const r = cat.resolve('封狼雷房');
    expect(r.ok && r.matchedBy).toBe('fuzzy');
    if (!r.ok) return;
    const a = cardAnswer(r.card, r.matchedBy, r.assumption);
    expect(a.assumptions[0]?.zh).toContain('封狼雷坊');
  });

  it('a counter trap\'s activation is speed 3', () => {
    const card = cat.byId(2926176)!; // 王家的诅咒 (curated or inferred, same speed)
    const a = cardAnswer(card, 'passcode');
    expect(a.effects.find((e) => e.kind === 'activation')?.speed).toBe(3);
  });
});
