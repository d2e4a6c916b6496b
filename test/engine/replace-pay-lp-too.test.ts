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

  // s49: against destruction by battle too — judged with the LP left after that battle's damage (the replacement applies after it).
  const battle = (lp: number) => askCdb(`{回合:B 阶段:战斗 A场:念动攻击者(代替破坏),PSY骨架驱动者 B场:青眼白龙 攻击:B:青眼白龙→A:PSY骨架驱动者 A基本分:${lp}} 伤害计算`).battle!;

  it('[CH-REPLACE-PAY-LP-TOO] in battle with 8000 LP: 念动攻击者 is destroyed instead of PSY骨架驱动者 and A pays 500 LP (7000 left after the 500 battle damage)', () => {
    const b = battle(8000);
    expect((b.replaced ?? []).map((x) => [x.card.name, x.instead.map((c) => c.name), x.pays])).toEqual([['PSY骨架驱动者', ['念动攻击者'], { player: 'A', amount: 500, left: 7000 }]]);
    expect(b.rules).toContain('CH-REPLACE-PAY-LP-TOO');
  });

  it('[CH-REPLACE-PAY-LP-TOO] in battle with 800 LP: after 500 battle damage only 300 are left — the replacement cannot apply, PSY骨架驱动者 is destroyed by battle, and the answer says why', () => {
    const b = battle(800);
    expect(b.replaced ?? []).toEqual([]);
    expect(b.destroyed.map((c) => c.name)).toEqual(['PSY骨架驱动者']);
    expect(b.reason).toMatch(/要同时支付500基本分，这次战斗伤害后基本分只有300/);
  });
});
