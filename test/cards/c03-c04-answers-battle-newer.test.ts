// The newer-than-cdb cards of src/cards/curated/newer/c03-c04-answers-and-battle.ts: their facts must be what the card
// does in the rulings that use them (docs/c03 诱发类效果 / 战斗阶段流程, docs/c04 灰流丽·星尘龙), and no more.
import { describe, expect, it } from 'vitest';
import { lookup } from './newer-lookup.js';
import { c03c04AnswersBattleCards } from '../../src/cards/curated/newer/c03-c04-answers-and-battle.js';

const { card, effect } = lookup(c03c04AnswersBattleCards);

describe('c03/c04 newer cards: contained moves and battle windows', () => {
  it('三战之号①: no target; it contains both an add from the Deck to the hand and a Set from the Deck', () => {
    const e = effect('三战之号', 1);
    expect(e.targets).toBeNull();
    expect(e.does.map((a) => [a.do, a.from])).toEqual([['add-to-hand', 'deck'], ['set', 'deck']]);
  });
  it('铁兽战线 凶鸟之施莱格①: an optional trigger on its own Special Summon that banishes a card the opponent controls, chosen, not targeted', () => {
    const e = effect('铁兽战线 凶鸟之施莱格', 1);
    expect(e).toMatchObject({ kind: 'trigger', mandatory: false, trigger: { event: 'special-summoned', subject: { self: true } }, targets: null });
    expect(e.does).toEqual([{ do: 'banish', from: 'field', what: { scope: 'choose', count: 1, filter: { place: 'field', side: 'opponent' } } }]);
  });
  it('恩底弥翁的统领①: an optional trigger at its own attack declaration putting one Spell Counter on itself', () => {
    const e = effect('恩底弥翁的统领', 1);
    expect(e).toMatchObject({ kind: 'trigger', mandatory: false, trigger: { event: 'attack-declared', subject: { self: true } } });
    expect(e.does[0]).toMatchObject({ what: 'self', counterStep: { count: 1, kind: '魔力' } });
  });
  it('勇气之天使 维多利卡①: an ignition effect in its controller’s Main Phase summoning a monster from the hand whose ATK then becomes doubled', () => {
    const e = effect('勇气之天使 维多利卡', 1);
    expect(e.kind).toBe('ignition');
    expect(e.does).toEqual([
      { do: 'special-summon', from: 'hand', what: { scope: 'choose', count: 1, filter: { kind: 'monster', place: 'hand', side: 'self' } } },
      { do: 'modify-stats', what: 'moved', movedBy: 'special-summon', stat: 'atk', change: { layer: 'current', op: 'double' } },
    ]);
  });
  it('冥骸合龙-莫忘冥地王灵: a Main Deck Special Summon monster (its current text: no Fusion Monster) whose only effects written are its summoning condition and procedure (its attacks on monsters are a state of the examples)', () => {
    expect(new Set(card('冥骸合龙-莫忘冥地王灵').effects.map((e) => e.kind))).toEqual(new Set(['procedure']));
    expect(card('冥骸合龙-莫忘冥地王灵').type.subtypes).not.toContain('fusion');
  });
  it('耀斑主宰者·许珀里翁: no effect of its own written (it is used as a copier of another monster’s effects)', () => {
    expect(card('耀斑主宰者·许珀里翁').effects).toEqual([]);
  });
  it('黑魔女 迪亚贝尔斯塔尔③: an optional trigger when it is sent to the GY from the hand or the field in the opponent’s turn, with no step written', () => {
    expect(effect('黑魔女 迪亚贝尔斯塔尔', 3)).toMatchObject({ kind: 'trigger', mandatory: false, trigger: { event: 'sent-to-gy', from: ['hand', 'field'], subject: { self: true }, turn: 'opponent' }, does: [] });
  });
});
