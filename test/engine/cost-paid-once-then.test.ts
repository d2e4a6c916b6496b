// SIT-COST-PAID-ONCE across chains (`然后`): a card an earlier chain paid as its cost has moved — a later chain's cost note naming a
// card of that name is the next copy the situation lists; with none left, the note names the card already paid, which the engine
// looks up on the board the earlier chains left: not where that cost takes it from, the cost cannot be paid and the link is refused.
// Before, the later chain's note was bound to the situation's first copy and that card was discarded (or tributed) a second time.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const paid = (a: ReturnType<typeof askCdb>, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.ref ?? c.name));

describe.skipIf(!haveCards)('SIT-COST-PAID-ONCE: a cost paid in an earlier chain', () => {
  const input = (hand: string) => `{回合:A 阶段:主要1 A手:${hand},雷击 A场:雷破(盖) B场:死灵骑士,青眼白龙} C1 A:雷破→死灵骑士[cost:丢弃 三眼怪] 然后 C1 A:雷击[cost:丢弃 三眼怪]`;
  it('[SIT-COST-PAID-ONCE] the only 三眼怪 discarded by the first chain: the second chain\'s 雷击 cannot discard it again — refused, saying why', () => {
    const a = askCdb(input('三眼怪'));
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('已经移动到墓地');
    expect(a.links[0]!.rules).toContain('SIT-COST-PAID-ONCE');
    expect(paid(a, 'discarded')).toHaveLength(0);
    expect(a.events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '青眼白龙'))).toBe(false);
  });
  it('[SIT-COST-PAID-ONCE] the other side: a second 三眼怪 in the hand is the one the second chain discards', () => {
    const a = askCdb(input('三眼怪,三眼怪'));
    expect(a.links[0]!.legal).toBe(true);
    const first = a.earlierChains![0]!.events.filter((e) => e.type === 'discarded').flatMap((e) => e.cards.map((c) => c.ref));
    const second = paid(a, 'discarded');
    expect(second).toHaveLength(1);
    expect(first).not.toContain(second[0]);
  });
  it('[SIT-COST-PAID-ONCE] another cost: a monster tributed by the first chain\'s note cannot be tributed again by the next chain\'s', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪 A手:雷击,黑洞 B场:死灵骑士} C1 A:雷击[cost:解放 三眼怪] 然后 C1 A:黑洞[cost:解放 三眼怪]');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('已经移动到墓地');
  });
  it('[SIT-COST-PAID-ONCE] a cost card the situation itself lists in the GY (written where it went) is not refused by this rule', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:三眼怪 A场:雷破(盖) B场:死灵骑士} C1 A:雷破→死灵骑士[cost:丢弃 三眼怪]');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).not.toContain('SIT-COST-PAID-ONCE');
  });
});
