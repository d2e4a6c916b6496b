// FD-PROCEDURE-NORMAL-SUMMONABLE and SIT-PROCEDURE-TUNER (issue 16, rules reference docs/c03/里侧·一时除外.rst:240–244):
// 「这个方法特殊召唤的这张卡」 — that its own procedure Special Summoned this card (`自身特召`). A Special Summon Monster forgets it
// only when turned face-down; a monster that can be Normal Summoned forgets it when temporarily banished and back as well.
// 「这个方法特殊召唤的这张卡当作调整使用」 makes the monster a Tuner, for a Synchro Summon written with its materials, only while it
// remembers that summon. The chapter examples (:243, :244) run through the whole pipeline in test/reference/c03-facedown-banish.test.ts.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/cards/facts.js';
import type { CardState } from '../../src/notation/ast.js';
import { normalSummonable, remembersOwnProcedure } from '../../src/engine/game/memory.js';
import { materialOnlyForRefusal } from '../../src/scenario/material-summon-turn.js';
import { summonMaterialsRefusal } from '../../src/scenario/summon-materials.js';
import { readProcedureTuner } from '../../src/cards/compile/summon-materials.js';

const card = (name: string, subtypes: string[], text = '', level = 4): Card =>
  ({ id: 0, name, names: { zh: name }, type: { kind: 'monster', subtypes }, level, effects: [], source: 'inferred', text }) as unknown as Card;

// A monster that can be Normal Summoned, with a procedure that makes it a Tuner; and a Special Summon Monster worded alike.
const mainDeck = card('测试方法调整兽', ['effect'], '①：自己场上有怪兽存在的场合，这张卡可以从手卡特殊召唤。这个方法特殊召唤的这张卡当作调整使用。', 3);
const nomi = card('测试特召调整兽', ['effect', 'special-summon'], '这张卡不能通常召唤。自己场上有怪兽存在的场合才能特殊召唤。①：这个方法特殊召唤的这张卡当作调整使用。', 3);
const other = card('测试通常兽', ['normal'], '', 4);
const synchro = card('测试同调龙', ['effect', 'synchro'], '调整＋调整以外的怪兽1只以上', 7);
const refusal = (tuner: Card, ...states: CardState[]) => summonMaterialsRefusal('synchro', synchro, [tuner, other], [], undefined, [states, []]);

describe('FD-PROCEDURE-NORMAL-SUMMONABLE', () => {
  it('[FD-PROCEDURE-NORMAL-SUMMONABLE] a monster that can be Normal Summoned forgets its own procedure summon when banished and back, as when turned face-down', () => {
    expect(normalSummonable(mainDeck)).toBe(true);
    expect(remembersOwnProcedure(['summoned-by-itself'], mainDeck)).toBe(true);
    expect(remembersOwnProcedure(['summoned-by-itself', 'banished-and-back'], mainDeck)).toBe(false);
    expect(remembersOwnProcedure(['summoned-by-itself', 'turned-face-down'], mainDeck)).toBe(false);
    // Summoned by its procedure again after the banishment: it remembers that summon.
    expect(remembersOwnProcedure(['banished-and-back', 'summoned-by-itself'], mainDeck)).toBe(true);
  });
  it('[FD-PROCEDURE-NORMAL-SUMMONABLE] the other side: a Special Summon Monster (its card type: 「这张卡不能通常召唤」), or an Extra Deck one, keeps it when banished and back, and forgets it face-down', () => {
    expect(normalSummonable(nomi)).toBe(false);
    expect(normalSummonable(card('测试同调龙', ['effect', 'synchro']))).toBe(false);
    expect(remembersOwnProcedure(['summoned-by-itself', 'banished-and-back'], nomi)).toBe(true);
    expect(remembersOwnProcedure(['summoned-by-itself', 'turned-face-down'], nomi)).toBe(false);
    expect(remembersOwnProcedure([], nomi)).toBe(false);
  });
  it('[FD-PROCEDURE-NORMAL-SUMMONABLE] 「把这个方法特殊召唤的这张卡作为连接召唤的素材的场合…」 (SIT-MATERIAL-ONLY-FOR) no longer limits such a monster banished and back', () => {
    const bySelf = card('测试自身', ['effect'], '①：这张卡可以从手卡特殊召唤。把这个方法特殊召唤的这张卡作为连接召唤的素材的场合，不是「测试」怪兽的连接召唤不能使用。');
    const link = card('解码语者', ['link']);
    expect(materialOnlyForRefusal('link', link, [{ card: bySelf, states: ['summoned-by-itself'] }])).not.toBeNull();
    expect(materialOnlyForRefusal('link', link, [{ card: bySelf, states: ['summoned-by-itself', 'banished-and-back'] }])).toBeNull();
  });
});

describe('SIT-PROCEDURE-TUNER', () => {
  it('[SIT-PROCEDURE-TUNER] 「这个方法特殊召唤的这张卡当作调整使用」 is read (also 「这张卡的①的方法…」); other 「当作调整使用」 wordings are not this rule', () => {
    expect(readProcedureTuner(mainDeck.text)).toBe(true);
    expect(readProcedureTuner('①：这张卡可以从手卡特殊召唤。这张卡的①的方法特殊召唤的这张卡当作调整使用。')).toBe(true);
    expect(readProcedureTuner('这个回合，这张卡当作调整使用。')).toBe(false);
  });
  it('[SIT-PROCEDURE-TUNER] summoned by its procedure it is the Tuner of a Synchro Summon; summoned otherwise, set since, or (a monster that can be Normal Summoned) banished and back, it is not', () => {
    expect(refusal(mainDeck, 'summoned-by-itself')).toBeNull();
    expect(refusal(mainDeck, 'special-summoned')?.zh).toContain('调整有0只');
    expect(refusal(mainDeck, 'summoned-by-itself', 'turned-face-down')?.zh).toContain('调整有0只');
    expect(refusal(mainDeck, 'summoned-by-itself', 'banished-and-back')?.zh).toContain('调整有0只');
  });
  it('[SIT-PROCEDURE-TUNER] the other side: a Special Summon Monster so worded stays a Tuner banished and back (FD-SUMMONED-BY-ITSELF)', () => {
    expect(refusal(nomi, 'summoned-by-itself', 'banished-and-back')).toBeNull();
    expect(refusal(nomi, 'summoned-by-itself', 'turned-face-down')?.zh).toContain('调整有0只');
  });
});
