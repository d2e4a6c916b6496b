// CT-BOND for a curated card: 暗之咒缚's current text ends 「那只怪兽从场上离开时这张卡破坏」 — a tie to the monster it keeps
// targeting (docs/c02/基本用语.rst:304–360), not a step of its resolution. Its curated entry carried the destroy with no `bond`,
// so it stayed on the field when its target left. A Token target that vanishes (returned to the hand: 消灭) has left the field too.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('暗之咒缚 keeps its target (CT-BOND)', () => {
  it('[CT-BOND] 暗之咒缚 whose target (a monster, not a Token) is destroyed is destroyed with it, by its effect, and the link says so', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:暗之咒缚(对象:三眼怪) B场:三眼怪} C1 A:黑洞');
    expect(destroyed(a).sort()).toEqual(['三眼怪', '暗之咒缚'].sort());
    expect(a.links[0]!.reason).toContain('「暗之咒缚」也同时被破坏');
  });
  it('[CT-BOND] 暗之咒缚 whose target is a Token: destroyed when the Token is destroyed, and when it vanishes returned to the hand', () => {
    expect(destroyed(askCdb('{回合:A 阶段:主要1 B场:暗之咒缚(对象:羊衍生物) A场:羊衍生物} C1 A:黑洞')).sort()).toEqual(['暗之咒缚', '羊衍生物'].sort());
    const gone = askCdb('{回合:A 阶段:主要1 B场:暗之咒缚(对象:羊衍生物) A场:羊衍生物} C1 A:强制脱出装置[回到手卡 羊衍生物]');
    expect(destroyed(gone)).toEqual(['暗之咒缚']);
    expect(gone.links[0]!.reason).toContain('离开了场上');
  });
  it('[CT-BOND] the other side: 暗之咒缚 destroyed itself leaves its target on the field; with no target kept it stays when a monster leaves', () => {
    expect(destroyed(askCdb('{回合:A 阶段:主要1 B场:暗之咒缚(对象:羊衍生物) A场:羊衍生物} C1 A:旋风→B:暗之咒缚'))).toEqual(['暗之咒缚']);
    expect(destroyed(askCdb('{回合:A 阶段:主要1 A场:暗之咒缚 B场:三眼怪} C1 A:黑洞'))).toEqual(['三眼怪']);
  });
});
