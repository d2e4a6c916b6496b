// CH-THEN-BATTLE-DESTROYED (rules reference docs/c03/特定效果的处理方法.rst:355–360): an optional effect whose step after 「那之后」 changes the
// ATK of every monster of a kind on its player's field cannot be activated when each such monster there is settled as destroyed by battle —
// that step, tied to what the activation needs, could change none. 战吼斗士·福蒂亚 is newer than cards.cdb: restated text
// (src/cards/curated/newer/c03-battle-destroyed-newer.ts), read by the compiler.
import { describe, expect, it } from 'vitest';
import { ask, haveCards, legal, links } from '../reference/judge.js';

describe.skipIf(!haveCards)('[CH-THEN-BATTLE-DESTROYED] a 「那之后」 raise with only monsters destroyed by battle to raise', () => {
  it('[CH-THEN-BATTLE-DESTROYED] 战吼斗士·福蒂亚, my only 战吼 monster, destroyed by the battle it fought: its ① cannot be activated after damage calculation', () => {
    const a = ask('{回合:A 阶段:伤害计算后 A场:战吼斗士·福蒂亚(战斗破坏) B场:青眼白龙 攻击:A:战吼斗士·福蒂亚→B:青眼白龙} C1 A:战吼斗士·福蒂亚');
    expect(legal(a, 1)).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-THEN-BATTLE-DESTROYED');
  });
  it('[CH-THEN-BATTLE-DESTROYED] another 战吼 monster of mine still on the field, not destroyed by battle: it may be activated; not destroyed by the battle (it beat a Defense Position 三眼怪), neither is it refused', () => {
    expect(links('{回合:A 阶段:伤害计算后 A场:战吼斗士·福蒂亚(战斗破坏),战吼斗士·福蒂亚 B场:青眼白龙 攻击:A:战吼斗士·福蒂亚→B:青眼白龙} C1 A:战吼斗士·福蒂亚')).toEqual(['C1:legal:resolved']);
    const won = ask('{回合:A 阶段:伤害计算后 A场:战吼斗士·福蒂亚 B场:三眼怪(守) 攻击:A:战吼斗士·福蒂亚→B:三眼怪} C1 A:战吼斗士·福蒂亚');
    expect(links(won)).toEqual(['C1:legal:resolved']);
    expect(won.links[0]!.rules).not.toContain('CH-THEN-BATTLE-DESTROYED');
  });
});
