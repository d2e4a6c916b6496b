// Every note documented in README.md is read as the directive it says; anything else is
// not understood (and reported as a warning by the engine, see resolution.test.ts).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseNote } from '../../src/scenario/notes.js';

const note = (text: string) => parseNote({ text, bracket: '[', span: { start: 0, end: 0 } }).directives;

describe('link notes (README.md)', () => {
  it('reads each documented note, in Chinese and English', () => {
    const cases: [string, unknown][] = [
      ['无效C1', { kind: 'negate-activation', link: 1 }],
      ['发动无效C2', { kind: 'negate-activation', link: 2 }],
      ['negate C1', { kind: 'negate-activation', link: 1 }],
      ['negate activation of C3', { kind: 'negate-activation', link: 3 }],
      ['效果无效C1', { kind: 'negate-effect', link: 1 }],
      ['negate effect of C2', { kind: 'negate-effect', link: 2 }],
      ['破坏C1', { kind: 'destroy-link', link: 1 }],
      ['destroy C1', { kind: 'destroy-link', link: 1 }],
      ['除外C2', { kind: 'banish-link', link: 2 }],
      ['伤害500', { kind: 'damage', amount: 500 }],
      ['damage 500', { kind: 'damage', amount: 500 }],
      ['回复500', { kind: 'gain-lp', amount: 500 }],
      ['gain 500', { kind: 'gain-lp', amount: 500 }],
      ['支付1500', { kind: 'pay-lp', amount: 1500 }],
      ['pay 1500', { kind: 'pay-lp', amount: 1500 }],
      ['不处理', { kind: 'no-effect' }],
      ['no effect', { kind: 'no-effect' }],
      ['合法', { kind: 'legal' }],
      ['cost: none', { kind: 'no-cost' }],
      ['无代价', { kind: 'no-cost' }],
      ['解放自身', { kind: 'cost-self' }],
      ['tribute itself', { kind: 'cost-self' }],
      ['从墓地', { kind: 'from', zone: 'gy', faceDown: false }],
      ['from GY', { kind: 'from', zone: 'gy', faceDown: false }],
      ['从手卡', { kind: 'from', zone: 'hand', faceDown: false }],
      ['盖放', { kind: 'from', zone: 'spell', faceDown: true }],
      ['set', { kind: 'from', zone: 'spell', faceDown: true }],
      ['本回合盖放', { kind: 'set-this-turn' }],
      ['set this turn', { kind: 'set-this-turn' }],
      ['已用', { kind: 'used' }],
      ['used', { kind: 'used' }],
    ];
    for (const [text, want] of cases) expect(note(text), text).toEqual([want]);
  });
  it('reads several notes in one bracket, and nothing from a note it does not understand', () => {
    expect(note('无效C1，伤害500')).toEqual([{ kind: 'negate-activation', link: 1 }, { kind: 'damage', amount: 500 }]);
    expect(note('对手很慌')).toEqual([]);
    expect(note('无效C1，对手很慌')).toEqual([]);
  });
  it('reads the monsters whose control an effect changes (form 15: [控制 A:X,B:Y]), one fact each', () => {
    expect(note('控制 A:三眼怪,B:青眼白龙')).toEqual([
      { kind: 'chosen', action: 'take-control', card: 'A:三眼怪' },
      { kind: 'chosen', action: 'take-control', card: 'B:青眼白龙' },
    ]);
    expect(note('control 青眼白龙')).toEqual([{ kind: 'chosen', action: 'take-control', card: '青眼白龙' }]);
  });
  it('reads a drawn card (form 15: [抽卡 X]) and a cost that returns a card (form 16: [cost:回到手卡 X], [cost:回到卡组 X])', () => {
    expect(note('抽卡 守护神官 马哈德')).toEqual([{ kind: 'chosen', action: 'draw', card: '守护神官 马哈德' }]);
    expect(note('draw 守护神官 马哈德')).toEqual([{ kind: 'chosen', action: 'draw', card: '守护神官 马哈德' }]);
    expect(note('cost:回到手卡 幻变骚灵·多功能诈骗者')).toEqual([{ kind: 'cost-card', action: 'return-to-hand', card: '幻变骚灵·多功能诈骗者' }]);
    expect(note('cost:return 幻变骚灵·多功能诈骗者')).toEqual([{ kind: 'cost-card', action: 'return-to-hand', card: '幻变骚灵·多功能诈骗者' }]);
    expect(note('cost:回到卡组 三眼怪')).toEqual([{ kind: 'cost-card', action: 'return-to-deck', card: '三眼怪' }]);
    // A card a resolution chooses to return to the Deck (form 15).
    expect(note('回到卡组 强欲之瓶')).toEqual([{ kind: 'chosen', action: 'return-to-deck', card: '强欲之瓶' }]);
    expect(note('return-to-deck 强欲之瓶')).toEqual([{ kind: 'chosen', action: 'return-to-deck', card: '强欲之瓶' }]);
    expect(note('同时发动③')).toEqual([{ kind: 'with-effect', n: 3 }]);
    expect(note('with 2')).toEqual([{ kind: 'with-effect', n: 2 }]);
    // A verb it does not know is not guessed at.
    expect(note('cost:吃掉 三眼怪')).toEqual([]);
  });
  it('reads the card an effect activates as it resolves (form 15: [发动 X], CH-ACTIVATED-IN-RESOLUTION)', () => {
    expect(note('发动 卡通王国')).toEqual([{ kind: 'chosen', action: 'activate', card: '卡通王国' }]);
    expect(note('activate 山')).toEqual([{ kind: 'chosen', action: 'activate', card: '山' }]);
  });
  it('documents every note it reads', () => {
    const doc = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../README.md'), 'utf8');
    for (const word of ['[发动 X]', '[同时发动③]', '[抽卡 X]', '[控制 A:X,B:Y]', '[cost:回到手卡 X]', '[无效C1]', '[效果无效C1]', '[不处理]', '[解放自身]', '[支付1500]', '[伤害500]', '[本回合盖放]', '[已用]', '[合法]']) expect(doc).toContain(word);
  });
});
