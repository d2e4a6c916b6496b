// A special win set up by a resolution and carried by the monster it summoned (test/RULES.md CH-SPECIAL-WIN-LEAVES):
// 「从手卡把1只怪兽特殊召唤。…那只怪兽从场上离开时对方决斗胜利。」 — the monster remembers the card whose effect summoned it
// (`X(由Y)`, FD-SUMMONED-BY) and what that effect left on it; when it leaves the field (destroyed, returned, banished — by an
// effect's resolution or as a cost), the opponent of the player who summoned it wins, checked like every special win
// (CH-SPECIAL-WIN): both players at once is a draw (rules reference docs/c02/基本用语.rst:353, 1353, 1387).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { ownSpecialWin } from '../../src/cards/compile/special-win.js';
import { readSummonRiders } from '../../src/cards/compile/card-text-facts.js';
import { decodeType, encodeType } from '../../src/cards/import/decode.js';

const trap = decodeType(encodeType('trap', ['normal']));

describe('reading a win carried by the monster an effect summoned (CH-SPECIAL-WIN-LEAVES)', () => {
  it('[CH-SPECIAL-WIN-LEAVES] 「那只怪兽从场上离开时对方决斗胜利」 after 「这个效果特殊召唤的怪兽」 is a summon rider and the card\'s win condition; without the summon it is neither', () => {
    const text = '①：从卡组把1只怪兽特殊召唤。只要这个效果特殊召唤的怪兽在自己场上表侧表示存在，自己不能把魔法卡发动。那只怪兽从场上离开时对方决斗胜利。';
    expect(readSummonRiders(text)).toEqual(['leaves-opponent-wins']);
    expect(ownSpecialWin(text, trap)).toEqual({ winner: 'opponent', condition: { kind: 'summoned-leaves' }, applies: 'resolution' });
    expect(readSummonRiders('①：自己场上的怪兽从场上离开时对方决斗胜利。')).toEqual([]);
    expect(readSummonRiders('①：从手卡把1只怪兽特殊召唤。这个效果特殊召唤的怪兽不能攻击。')).toEqual(['cannot-attack']);
  });
});

describe.skipIf(!haveCards)('the monster leaves the field: its summoner\'s opponent wins (CH-SPECIAL-WIN-LEAVES)', () => {
  it('[CH-SPECIAL-WIN-LEAVES] 三眼怪 summoned by 魂之接力 returned to the hand by its own player\'s 强制脱出装置: the opponent wins once that link resolved, 地碎 below does nothing', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:三眼怪(由魂之接力),强制脱出装置(盖) B手:地碎} C1 B:地碎 C2 A:强制脱出装置 → 三眼怪');
    expect(a.gameResult).toMatchObject({ winner: 'B', by: 'special-win' });
    expect(a.gameResult!.rules).toEqual(expect.arrayContaining(['CH-SPECIAL-WIN', 'CH-SPECIAL-WIN-LEAVES']));
    expect(a.links.map((l) => l.outcome)).toEqual(['no-effect', 'resolved']);
  });
  it('[CH-SPECIAL-WIN-LEAVES] each player\'s monster summoned by 魂之接力 destroyed at once by 黑洞: a draw', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:三眼怪(由魂之接力) B场:黑魔术师(由魂之接力)} C1 B:黑洞');
    expect(a.gameResult).toMatchObject({ winner: 'draw', by: 'special-win' });
    expect(a.gameResult!.rules).toContain('CH-DUEL-DRAW');
  });
  it('[CH-SPECIAL-WIN-LEAVES] the other side: the same monster not summoned by it, or one that stays on the field, ends nothing', () => {
    expect(askCdb('{回合:B 阶段:主要1 A场:三眼怪 B手:地碎} C1 B:地碎').gameResult).toBeUndefined();
    expect(askCdb('{回合:B 阶段:主要1 A场:三眼怪(由魂之接力),青眼白龙 B手:地碎} C1 B:地碎').gameResult).toBeUndefined();
  });
});
