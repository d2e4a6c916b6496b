// Issue 16 (docs/c03/诱发类效果.rst:560–563): CMP-POSITION-EFFECT-LOCK — 修禅僧 元道’s 「场上的表侧攻击表示怪兽不能把效果发动」 is a lock on
// attack-position monsters' effects; CH-COST-LIFTS-OWN-LOCK — an activation whose own cost takes the locking card off the field is not
// forbidden by it; CH-COST-LIFT-PUBLIC-TRIGGER — a public trigger the lock kept out before the chain stays out once a cost lifted it,
// while a quick effect may now be chained.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-COST-LIFT-PUBLIC-TRIGGER', CARDS_DB);

const PRE = '{回合:A 阶段:主要1 A场:修禅僧 元道 B场:光与暗之龙,龙大神(守),超级运动员 强壮阻挡员} 特殊召唤 黑混沌之魔术师·黑混沌极魔导 (效果) C1 A:黑混沌之魔术师·黑混沌极魔导①';

describe.skipIf(!haveCards)('a lock lifted by a cost', () => {
  it('[CMP-POSITION-EFFECT-LOCK] 修禅僧 元道 forbids the effects of face-up attack-position monsters (either player’s): 光与暗之龙 cannot answer, a defense-position 龙大神 may activate', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:修禅僧 元道 B场:三眼怪,龙大神} C1 B:龙大神').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A场:修禅僧 元道 B场:三眼怪,龙大神(守)} C1 B:龙大神').links[0]!.legal).toBe(true);
  });
  it('[CH-COST-LIFTS-OWN-LOCK] 黑混沌之魔术师·黑混沌极魔导① in attack position is refused under 元道, but activated when 元道 is its tribute', () => {
    expect(askCdb(PRE).links[0]!.legal).toBe(false);
    const a = askCdb(`${PRE}[cost:解放 修禅僧 元道]`);
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-COST-LIFTS-OWN-LOCK');
  });
  it('[CH-COST-LIFT-PUBLIC-TRIGGER] once the cost lifted the lock: the attack-position 强壮阻挡员②, a public trigger, still cannot be chained; 光与暗之龙’s quick effect and the defense-position 龙大神 (never locked) can', () => {
    const blocked = askCdb(`${PRE}[cost:解放 修禅僧 元道] C2 B:超级运动员 强壮阻挡员②`).links[1]!;
    expect(blocked.legal).toBe(false);
    expect(blocked.rules).toContain('CH-COST-LIFT-PUBLIC-TRIGGER');
    expect(askCdb(`${PRE}[cost:解放 修禅僧 元道] C2 B:光与暗之龙`).links[1]!.legal).toBe(true);
    // s58 (winorder2): the defense-position 龙大神 is not locked (no CH-COST-LIFT-PUBLIC-TRIGGER), but its mandatory ① met by the same
    // summon is level 2 and belonged before C1 (A's optional ①, level 3): written as C2 it is refused by the SEGOC order of the
    // summon's window (CH-SEGOC-ORDER-BINDS) — before, the action path did not judge that order and it was legal.
    const dragon = askCdb(`${PRE}[cost:解放 修禅僧 元道] C2 B:龙大神`).links[1]!;
    expect(dragon.rules).not.toContain('CH-COST-LIFT-PUBLIC-TRIGGER');
    expect(dragon.rules).toContain('CH-SEGOC-ORDER-BINDS');
  });
  it('[CH-COST-LIFTS-OWN-LOCK] a cost that tributes another monster (三眼怪) leaves 元道 on the field: still refused', () => {
    const l = askCdb('{回合:A 阶段:主要1 A场:修禅僧 元道,三眼怪 B场:光与暗之龙} 特殊召唤 黑混沌之魔术师·黑混沌极魔导 (效果) C1 A:黑混沌之魔术师·黑混沌极魔导①[cost:解放 三眼怪]').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).not.toContain('CH-COST-LIFTS-OWN-LOCK');
  });
});
