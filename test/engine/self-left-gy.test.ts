// CH-SELF-LEFT-GY (rules reference docs/c03/特定效果的处理方法.rst:258): an effect activated in the GY whose every step moves that
// card itself (Set, Special Summon, add to the hand) does nothing once the card left the GY in the chain — there is no card
// left to move. The reference's card is 反射镜力启动②; here 僵尸带菌者 (summons itself from the GY) against D.D.乌鸦.
// Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a GY effect whose card left the GY', CARDS_DB);

const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}`);

describe.skipIf(!haveCards)('a GY effect moving only its own card', () => {
  it('[CH-SELF-LEFT-GY] 僵尸带菌者 banished from the GY by D.D.乌鸦 in the chain summons nothing: no effect', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:僵尸带菌者 A手:三眼怪 B手:D.D.乌鸦} C1 A:僵尸带菌者 C2 B:D.D.乌鸦→僵尸带菌者');
    expect(a.links.map((l) => l.outcome)).toEqual(['no-effect', 'resolved']);
    expect(a.links[0]!.rules).toContain('CH-SELF-LEFT-GY');
    expect(a.events.some((e) => e.type === 'special-summoned')).toBe(false);
  });

  it('[CH-SELF-LEFT-GY] the other side: still in the GY, it summons itself', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:僵尸带菌者 A手:三眼怪} C1 A:僵尸带菌者');
    expect(outcomes('{回合:A 阶段:主要1 A墓:僵尸带菌者 A手:三眼怪} C1 A:僵尸带菌者')).toEqual(['C1:legal:resolved']);
    expect(a.events.some((e) => e.type === 'special-summoned' && e.cards.some((c) => c.name === '僵尸带菌者'))).toBe(true);
  });
});
