// SIT-SUMMON-BY-OPPONENT-CARD (s49): `特殊召唤 X [由 Y]` with X in the other player's GY. Before, the binder looked only in the summoning
// player's zones, found nothing and made a new copy of X for them (ref X1) — B's card stayed in B's GY. Now B's card itself is summoned:
// by 死者苏生 (「双方墓地」) to A's field under A's control, its owner still B (destroyed, it goes to B's GY); by 活死人的呼声 (「自己墓地」
// only) the summon is read as B's own, and that is said.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('a Special Summon by an effect of a card in the other player\'s GY (SIT-SUMMON-BY-OPPONENT-CARD)', () => {
  it('[SIT-SUMMON-BY-OPPONENT-CARD] 死者苏生 on a monster in B\'s GY summons that very card to A\'s field, A controlling it; destroyed, it goes to its owner B\'s GY', () => {
    const a = askCdb('{回合:A 阶段:主要1 B墓:青眼白龙} 特殊召唤 青眼白龙 [由 死者苏生]');
    const summoned = a.events.find((e) => e.type === 'special-summoned')!;
    expect(summoned.cards.map((c) => `${c.controller}:${c.name}:${c.ref}`)).toEqual(['A:青眼白龙:B墓1']);
    const b = askCdb('{回合:A 阶段:主要1 B墓:青眼白龙 B场:激流葬(盖)} 特殊召唤 青眼白龙 [由 死者苏生] C1 B:激流葬');
    const destroyed = b.events.find((e) => e.type === 'destroyed')!;
    expect(destroyed.cards.map((c) => `${c.controller}:${c.name}:${c.ref}`)).toEqual(['B:青眼白龙:B墓1']);
  });

  it('[SIT-SUMMON-BY-OPPONENT-CARD] 活死人的呼声 summons from its own player\'s GY only: a monster in B\'s GY is read as summoned by B\'s 活死人的呼声, said', () => {
    const a = askCdb('{回合:A 阶段:主要1 B墓:青眼白龙} 特殊召唤 青眼白龙 [由 活死人的呼声]');
    const summoned = a.events.find((e) => e.type === 'special-summoned')!;
    expect(summoned.cards.map((c) => `${c.controller}:${c.name}:${c.ref}`)).toEqual(['B:青眼白龙:B墓1']);
    expect(a.assumptions.join('\n')).toContain('「活死人的呼声」只特殊召唤自己墓地的怪兽：「青眼白龙」在 B 的墓地');
  });

  it('[SIT-SUMMON-BY-OPPONENT-CARD] a monster in the summoning player\'s own GY is still the one summoned', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:青眼白龙 B墓:青眼白龙} 特殊召唤 青眼白龙 [由 死者苏生]');
    const summoned = a.events.find((e) => e.type === 'special-summoned')!;
    expect(summoned.cards.map((c) => `${c.controller}:${c.ref}`)).toEqual(['A:A墓1']);
  });
});
