// CMP-POSITION-TIERS: 「这张卡的表示形式的以下效果适用。●攻击表示：… ●守备表示：给与对方800伤害」 (我我我枪手①) — the card's battle position as
// the effect resolves picks the ●: in Defense Position the opponent takes 800 (also with `[●2]` written); in Attack Position no damage.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the ● picked by the card\'s position', CARDS_DB);

describe.skipIf(!haveCards)('CMP-POSITION-TIERS', () => {
  const damage = (input: string) => askCdb(input).events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`);

  it('[CMP-POSITION-TIERS] 我我我枪手① in Defense Position: 「●守备表示：给与对方800伤害」 — B takes 800, with or without [●2] written', () => {
    expect(damage('{回合:A 阶段:主要1 A场:我我我枪手(守) B场:青眼白龙} C1 A:我我我枪手')).toEqual(['B:800']);
    expect(damage('{回合:A 阶段:主要1 A场:我我我枪手(守) B场:青眼白龙} C1 A:我我我枪手[●2]')).toEqual(['B:800']);
    expect(askCdb('{回合:A 阶段:主要1 A场:我我我枪手(守) B场:青眼白龙} C1 A:我我我枪手').links[0]!.rules).toContain('CMP-POSITION-TIERS');
  });

  it('[CMP-POSITION-TIERS] the other side: in Attack Position the activation is legal and deals no damage (its ● is the ATK one)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:我我我枪手 B场:青眼白龙} C1 A:我我我枪手');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.filter((e) => e.type === 'damage')).toEqual([]);
    // Its Attack Position ● lasts the turn: the link applies, it is not 「nothing to apply」.
    expect(a.links[0]!.reason ?? '').not.toContain('没有可处理的卡');
    expect(JSON.stringify(a.links[0])).toContain('效果适用');
  });
});
