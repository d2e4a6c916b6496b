// CH-UP-TO-COUNT: 宇迦御狐之御稻成③ 「选最多有场地区域的卡的数量的以下效果适用（同一效果最多1个）。●对方场上1张卡破坏。●给与对方1500伤害。」 — the ● applied are
// at most as many as the cards in the Field Zones as it resolves: none, it cannot be activated (nothing to apply); one, one ● (the noted one,
// else the first, said); two, both (docs/c03/特定效果的处理方法.rst:183).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';

skipMessage('● bounded by the cards in the Field Zones (CH-UP-TO-COUNT)', CARDS_DB);

const legal = (a: ChainAnswer) => a.links[0]!.legal;
const damage = (a: ChainAnswer) => a.events.filter((e) => e.type === 'damage' && e.link === 1).map((e) => [e.player, e.amount]);
const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name));
const at = (field: string, note = '') => askCdb(`{回合:B 阶段:主要1 A场:宇迦御狐之御稻成${field} B场:三眼怪} 破坏 宇迦御狐之御稻成 (效果) C1 A:宇迦御狐之御稻成③${note}`);

describe.skipIf(!haveCards)('● bounded by the cards in the Field Zones (CH-UP-TO-COUNT)', () => {
  it('[CH-UP-TO-COUNT] no card in either Field Zone: N = 0, nothing to apply — 宇迦御狐之御稻成③ cannot be activated', () => {
    const a = at('');
    expect(legal(a)).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-UP-TO-COUNT');
  });

  it('[CH-UP-TO-COUNT] one Field Spell: only one ● — the first (三眼怪 destroyed, no damage; said), or [●2] the 1500 damage alone', () => {
    const a = at(',王家长眠之谷(场地)');
    expect(legal(a)).toBe(true);
    expect(destroyed(a)).toEqual(['三眼怪']);
    expect(damage(a)).toEqual([]);
    expect(a.assumptions.join('\n')).toMatch(/最多适用1个/);
    const b = at(',王家长眠之谷(场地)', '[●2]');
    expect(destroyed(b)).toEqual([]);
    expect(damage(b)).toEqual([['B', 1500]]);
  });

  it('[CH-UP-TO-COUNT] the other side: a card in each Field Zone — both ● apply (the 1500 damage, and the destruction left to the player among B’s two cards); destroyed by battle in the damage step with no Field Spell, still N = 0', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:宇迦御狐之御稻成,王家长眠之谷(场地) B场:亚马逊之里(场地),三眼怪} 破坏 宇迦御狐之御稻成 (效果) C1 A:宇迦御狐之御稻成③');
    expect(legal(a)).toBe(true);
    expect(destroyed(a).length).toBe(0);
    expect(damage(a)).toEqual([['B', 1500]]);
    expect(a.assumptions.join('\n')).not.toMatch(/最多适用/);
    const battle = askCdb('{回合:B 阶段:伤害步骤 A场:宇迦御狐之御稻成 B场:三眼怪 攻击:B:三眼怪→A:宇迦御狐之御稻成} 破坏 宇迦御狐之御稻成 (战斗) C1 A:宇迦御狐之御稻成③');
    expect(legal(battle)).toBe(false);
    expect(battle.links[0]!.rules).toContain('CH-UP-TO-COUNT');
    expect(legal(askCdb('{回合:B 阶段:伤害步骤 A场:宇迦御狐之御稻成,王家长眠之谷(场地) B场:三眼怪 攻击:B:三眼怪→A:宇迦御狐之御稻成} 破坏 宇迦御狐之御稻成 (战斗) C1 A:宇迦御狐之御稻成③'))).toBe(true);
  });

  it('[CH-UP-TO-COUNT] one Field Spell and the opponent\'s field written empty: the first ● has nothing to destroy, so the 1500 damage is assumed (said) — and 雨衣山羊① may answer it (docs/c04/灰流丽·星尘龙.rst:154); with the field not written, still the first', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:宇迦御狐之御稻成,王家长眠之谷(场地) B场:} 破坏 宇迦御狐之御稻成 (效果) C1 A:宇迦御狐之御稻成③');
    expect(damage(a)).toEqual([['B', 1500]]);
    expect(a.assumptions.join('\n')).toMatch(/假定为●2/);
    const goat = askCdb('{回合:B 阶段:主要1 A场:宇迦御狐之御稻成,王家长眠之谷(场地) B场:} 破坏 宇迦御狐之御稻成 (效果) C1 A:宇迦御狐之御稻成③ C2 B:娱乐伙伴 雨衣山羊①');
    expect(goat.links[1]!.legal).toBe(true);
    expect(damage(goat)).toEqual([]);
    const unknown = askCdb('{回合:B 阶段:主要1 A场:宇迦御狐之御稻成,王家长眠之谷(场地)} 破坏 宇迦御狐之御稻成 (效果) C1 A:宇迦御狐之御稻成③');
    expect(damage(unknown)).toEqual([]);
    expect(unknown.assumptions.join('\n')).toMatch(/假定为前1个/);
  });

  it('[CH-UP-TO-COUNT] the Field Spell destroyed by a later link: 0 cards as it resolves — no ● applies, said as none (not 「the first 0」); the other side, the Field Spell still there, still one ●', () => {
    const input = '{回合:B 阶段:主要1 A场:宇迦御狐之御稻成,王家长眠之谷(场地) B场:三眼怪 B手:旋风} 破坏 宇迦御狐之御稻成 (效果) C1 A:宇迦御狐之御稻成③ C2 B:旋风→王家长眠之谷';
    const zh = askCdb(input);
    expect(zh.links[0]!.legal).toBe(true);
    expect(destroyed(zh)).toEqual([]);
    expect(damage(zh)).toEqual([]);
    expect(zh.assumptions.join('\n')).toMatch(/场地区域没有卡（0张），2个●都不适用/);
    expect(zh.assumptions.join('\n')).not.toMatch(/前0个/);
    const en = cdbJudge().chain(input, { lang: 'en' });
    expect(en.assumptions.join('\n')).toMatch(/no card in the Field Zones \(0\), so none of its 2 ● applies/);
    expect(en.assumptions.join('\n')).not.toMatch(/the first 0/);
    const kept = askCdb('{回合:B 阶段:主要1 A场:宇迦御狐之御稻成,王家长眠之谷(场地) B场:三眼怪,亚马逊之里(场地) B手:旋风} 破坏 宇迦御狐之御稻成 (效果) C1 A:宇迦御狐之御稻成③ C2 B:旋风→亚马逊之里');
    expect(kept.links[0]!.legal).toBe(true);
    expect(damage(kept)).toEqual([]); // one ●: the first (the destruction), not the damage
    expect(kept.assumptions.join('\n')).toMatch(/假定为前1个/);
  });
});
