// CH-UNKNOWN / CH-NO-EFFECT: a card whose effects are unread still has a known card type. A Spell/Trap activated from the
// hand or face-down is a card activation (so 「魔法·陷阱卡的发动」 answers may answer it); a Normal Monster has no effect at
// all (so naming it as a chain link is no activation, not an unknown one).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { judgeWith, linkOf, summary } from './build.js';
import { card } from '../../src/cards/curated/dsl.js';
import type { Card } from '../../src/cards/facts.js';

function unread(c: Card): Card {
  c.effects = [];
  c.source = 'unknown';
  return c;
}

describe('an unread Spell/Trap is still a card activation (CH-UNKNOWN)', () => {
  it('[CH-UNKNOWN] an unread Trap placed by default (set earlier) can be answered by a counter to a card activation', () => {
    const trap = unread(card({ id: 99999911, name: '测试未读陷阱', type: 'trap normal', effects: [] }));
    const a = judgeWith('{回合:A 阶段:主要1} C1 A:测试未读陷阱 C2 B:神之宣告', [trap]);
    expect(linkOf(a, 1).legal).toBeNull();
    expect(linkOf(a, 2).legal).not.toBe(false);
    expect(linkOf(a, 2).outcome).toBe('resolved');
    expect(linkOf(a, 1).outcome).toMatch(/activation-negated/);
  });
  it('[CH-UNKNOWN] an unread Continuous Spell already face-up on the field is not said to be a card activation', () => {
    const spell = unread(card({ id: 99999912, name: '测试未读永续', type: 'spell continuous', effects: [] }));
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试未读永续} C1 A:测试未读永续 C2 B:神之宣告', [spell]);
    expect(linkOf(a, 1).legal).toBeNull();
    expect(linkOf(a, 2).legal).toBe(false);
  });
  it('[CH-UNKNOWN] an unread monster effect stays unknown (not refused as having no effect)', () => {
    const mon = unread(card({ id: 99999913, name: '测试未读怪兽', type: 'monster effect', effects: [] }));
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试未读怪兽} C1 A:测试未读怪兽', [mon]);
    expect(summary(a)).toEqual(['C1:?:null']);
    expect(a.assumptions.join()).toContain('效果内容未知');
  });
});

describe.skipIf(!haveCards)('an unread Ritual Spell from the hand (real data) (CH-UNKNOWN)', () => {
  it('[CH-UNKNOWN] 白龙降临 from the hand is a card activation: 神之宣告 and 魔法干扰阵 can negate it', () => {
    for (const answer of ['神之宣告', '魔法干扰阵']) {
      const a = askCdb(`{回合:A 阶段:主要1 A手:白龙降临} C1 A:白龙降临 C2 B:${answer}`);
      expect(linkOf(a, 1).legal).toBeNull();
      expect(linkOf(a, 2).legal, answer).not.toBe(false);
      expect(linkOf(a, 2).illegalReason ?? '').not.toContain('不是卡的发动');
      expect(linkOf(a, 1).outcome).toMatch(/activation-negated/);
    }
  });
});

describe.skipIf(!haveCards)('a Normal Monster has no effect (CH-NO-EFFECT)', () => {
  it('[CH-NO-EFFECT] 黑魔术师 / 青眼白龙 named as a chain link cannot be activated: no effect, not an unknown one', () => {
    for (const name of ['黑魔术师', '青眼白龙']) {
      const a = askCdb(`{回合:A 阶段:主要1 A场:${name}} C1 A:${name}`);
      expect(linkOf(a, 1).legal, name).toBe(false);
      expect(linkOf(a, 1).rules).toContain('CH-NO-EFFECT');
      expect(linkOf(a, 1).illegalReason).toContain('没有可以发动的效果');
      expect(a.assumptions.join()).not.toContain('效果内容未知');
    }
  });
  it('[CH-NO-EFFECT] an Effect Monster is not refused by it (三眼怪 still judged)', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:三眼怪');
    expect(linkOf(a, 1).rules).not.toContain('CH-NO-EFFECT');
  });
});
