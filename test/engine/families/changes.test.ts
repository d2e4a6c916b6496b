// Issue 11, family 5 (rest): continuous name/type changes are read where the board is read, and
// 「不受其他卡的效果影响」 stops them on the card it protects. A face-up 僵尸世界-like Field Spell
// (「场上以及墓地的怪兽全部变成不死族」) makes a Warrior a Zombie for every filter that reads a race — a
// condition (「自己场上有不死族怪兽存在」), a target (「以1只不死族怪兽为对象」) — but a monster unaffected by
// other cards' effects stays a Warrior. Its activation on the chain changes nothing until it resolved.
import { describe, expect, it } from 'vitest';
import { judgeWith, linkOf, summary } from '../build.js';
import { card } from '../../../src/cards/curated/dsl.js';

const zombieWorld = card({
  id: 99999841,
  name: '测试僵尸世界',
  type: 'spell field',
  effects: [{ kind: 'continuous', does: [{ do: 'change-type', what: { filter: { kind: 'monster', place: ['monster', 'gy'] }, scope: 'all' }, becomes: { race: '不死族' } }] }],
});
const warrior = card({ id: 99999842, name: '测试战士', type: 'monster normal', level: 4, atk: 1800, def: 1000, race: '战士族', attribute: '地', effects: [] });
const unaffectedWarrior = card({
  id: 99999843,
  name: '测试不受影响战士',
  type: 'monster effect',
  level: 4,
  atk: 1800,
  def: 1000,
  race: '战士族',
  attribute: '地',
  effects: [{ kind: 'continuous', does: [{ do: 'unaffected', what: 'self', fromCards: { notSelf: true } }] }],
});
// Needs a Zombie on its controller's field to be activated; draws 1.
const needsZombie = card({
  id: 99999844,
  name: '测试不死族条件',
  type: 'spell quickplay',
  effects: [{ kind: 'activation', condition: [{ is: 'exists', filter: { side: 'self', kind: 'monster', place: 'monster', race: '不死族' } }], does: [{ do: 'draw', amount: 1, player: 'self' }] }],
});
// Targets 1 Zombie on the field; banishes it.
const targetsZombie = card({
  id: 99999845,
  name: '测试不死族对象',
  type: 'spell quickplay',
  effects: [{ kind: 'activation', targets: { filter: { kind: 'monster', place: 'monster', race: '不死族' }, count: 1 }, does: [{ do: 'banish', what: 'targets' }] }],
});
const FIX = [zombieWorld, warrior, unaffectedWarrior, needsZombie, targetsZombie];

describe('family 5: continuous type changes and 「不受其他卡的效果影响」', () => {
  it('[CH-CHANGE-TYPE] a face-up 僵尸世界 makes the Warrior a Zombie: a condition that needs a Zombie is met, a Zombie target is valid', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试僵尸世界,测试战士} C1 A:测试不死族条件', FIX);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    const b = judgeWith('{回合:A 阶段:主要1 A场:测试僵尸世界 B场:测试战士} C1 A:测试不死族对象→B:测试战士', FIX);
    expect(summary(b)).toEqual(['C1:legal:resolved']);
    expect(linkOf(b, 1).rules).toContain('CH-CHANGE-TYPE');
    expect(b.events.some((e) => e.type === 'banished' && e.cards.some((c) => c.name === '测试战士'))).toBe(true);
  });

  it('[CH-CHANGE-TYPE] without the change the Warrior is no Zombie: the condition fails, the target does not qualify', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试战士} C1 A:测试不死族条件', FIX);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-COND');
    const b = judgeWith('{回合:A 阶段:主要1 B场:测试战士} C1 A:测试不死族对象→B:测试战士', FIX);
    expect(summary(b)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(b, 1).rules).toContain('CH-TARGET-QUALIFY');
  });

  it('[CH-CHANGE-TYPE] a monster unaffected by other cards\' effects keeps its own Type: no Zombie for the condition, no valid Zombie target', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试僵尸世界,测试不受影响战士} C1 A:测试不死族条件', FIX);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-COND');
    const b = judgeWith('{回合:A 阶段:主要1 A场:测试僵尸世界 B场:测试不受影响战士} C1 A:测试不死族对象→B:测试不受影响战士', FIX);
    expect(summary(b)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(b, 1).rules).toContain('CH-TARGET-QUALIFY');
  });

  it('[CH-CHANGE-TYPE] its card activation on the chain changes nothing until it resolved: chained to it, the Warrior is still no Zombie', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试战士} C1 A:测试僵尸世界 C2 A:测试不死族条件', FIX);
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
  });
});
