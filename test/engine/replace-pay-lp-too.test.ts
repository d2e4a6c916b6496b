// Review s48 (leftovers): 念动攻击者 「念动力族怪兽被破坏的场合，可以支付500基本分作为代替把这张卡破坏」 (CH-REPLACE-PAY-LP-TOO) — the 500 LP
// is part of the replacement: with less LP it cannot apply; applied, the LP is paid.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-REPLACE-PAY-LP-TOO', CARDS_DB);

const chain = (lp: number) => askCdb(`{回合:B 阶段:主要1 A场:念动攻击者,PSY骨架驱动者 A基本分:${lp} B手:三眼怪} C1 B:雷破→A:PSY骨架驱动者 [代替破坏 念动攻击者]`);

describe.skipIf(!haveCards)('CH-REPLACE-PAY-LP-TOO', () => {
  it('[CH-REPLACE-PAY-LP-TOO] with 300 LP 念动攻击者 cannot pay its 500 LP: the replacement does not apply, PSY骨架驱动者 is destroyed, and the answer says why', () => {
    const a = chain(300);
    const destroyed = a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
    expect(destroyed).toEqual(['PSY骨架驱动者']);
    expect(a.events.some((e) => e.type === 'lp-paid')).toBe(false);
    expect(a.assumptions.join('\n')).toMatch(/同时支付500基本分，基本分只有300/);
    expect(a.links[0]!.rules).toContain('CH-REPLACE-PAY-LP-TOO');
  });

  it('[CH-REPLACE-PAY-LP-TOO] with 8000 LP it applies: 500 LP paid, 念动攻击者 destroyed instead of PSY骨架驱动者', () => {
    const a = chain(8000);
    const destroyed = a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
    expect(destroyed).toEqual(['念动攻击者']);
    expect(a.events.filter((e) => e.type === 'lp-paid').map((e) => [e.player, e.amount])).toEqual([['A', 500]]);
  });
});
