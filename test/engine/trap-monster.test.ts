// SIT-TRAP-MONSTER (docs/c02/基本用语.rst:1086–1224): a trap monster listed `(当作怪兽)` stands in a Monster Zone as the
// monster its text says it becomes; one whose text says 「这张卡也当作陷阱卡使用」 is still a Trap Card too (a 「魔法·陷阱
// 卡」 filter finds it), one that says 「不当作陷阱卡使用」 is not. Only a trap monster on the field can be written so.
import { describe, expect, it } from 'vitest';
import { parseNotation, printNotation } from '../../src/notation/index.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

describe('trap monsters in the Monster Zone (SIT-TRAP-MONSTER)', () => {
  it('[SIT-TRAP-MONSTER] (当作怪兽) parses as a state, prints back, and an unknown word still lists it', () => {
    const r = parseNotation('{A场:阿匹卜之化神(当作怪兽,守)} C1 B:旋风 → 阿匹卜之化神');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const zone = r.tree.situation!.items.find((i) => i.kind === 'zone');
    expect(zone?.kind === 'zone' && zone.cards[0]!.states).toEqual(['as-monster', 'defense']);
    expect(printNotation(r.tree)).toContain('(当作怪兽,守)');
    const bad = parseNotation('{A场:阿匹卜之化神(当怪兽)} C1 B:旋风');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message.zh).toContain('当作怪兽');
  });
  it.skipIf(!haveCards)('[SIT-TRAP-MONSTER] only a trap monster on the field can be written so: anything else is refused with the reason', () => {
    for (const input of ['{A场:黑魔术师(当作怪兽)} C1 A:旋风', '{A墓:阿匹卜之化神(当作怪兽)} C1 A:旋风']) {
      const a = cdbJudge().chain(input, { lang: 'zh-CN' });
      expect(a.ok).toBe(false);
      if (!a.ok) expect(a.error.message).toContain('不是场上的陷阱怪兽');
    }
  });
  it.skipIf(!haveCards)('[SIT-TRAP-MONSTER] also a Trap (阿匹卜之化神): 旋风 may target it; a monster: 月之书 may too; not a Trap (幻影骑士团 影佑): 旋风 may not', () => {
    expect(askCdb('{回合:B 阶段:主要1 A场:阿匹卜之化神(当作怪兽)} C1 B:旋风 → 阿匹卜之化神').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:B 阶段:主要1 A场:阿匹卜之化神(当作怪兽)} C1 B:月之书 → 阿匹卜之化神').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:B 阶段:主要1 A场:幻影骑士团 影佑(当作怪兽)} C1 B:旋风 → 幻影骑士团 影佑').links[0]!.legal).toBe(false);
    // Without the state the card is a Trap in the Spell & Trap Zone: 月之书 finds no monster.
    expect(askCdb('{回合:B 阶段:主要1 A场:阿匹卜之化神} C1 B:月之书 → 阿匹卜之化神').links[0]!.legal).toBe(false);
  });
  it.skipIf(!haveCards)('[SIT-TRAP-MONSTER] once it leaves the Monster Zone it is its Trap Card again: 次元的裂缝 (monsters only) does not banish 死灵佐玛 destroyed by 黑洞, it banishes the monster beside it', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:次元的裂缝 B场:死灵佐玛(当作怪兽),三眼怪} C1 A:黑洞');
    const banished = a.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name));
    expect(banished).toEqual(['三眼怪']);
  });
  it.skipIf(!haveCards)('[SIT-TRAP-MONSTER] an effect it activates in the Monster Zone is a monster effect (the 「变成怪兽卡（…·4星·攻/守?）」 wording read too): 废铁像 (a face-up Spell/Trap\'s effect) cannot answer 电子黑影守卫者 there, 神之通告 (a monster\'s effect) can', () => {
    const at = (answer: string) => askCdb(`{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:电子黑影守卫者 A场:电子黑影守卫者(当作怪兽) B场:青眼白龙} C1 A:电子黑影守卫者 C2 B:${answer}`).links[1]!.legal;
    expect(at('废铁像')).toBe(false);
    expect(at('神之通告')).toBe(true);
  });
  it.skipIf(!haveCards)('[SIT-TRAP-MONSTER] its stats are the ones its text gives (the old 「当怪兽卡（…/防500）」 wording too)', () => {
    const a = askCdb('{回合:B 阶段:战斗步骤 A场:死灵佐玛(当作怪兽) B场:青眼白龙 攻击:B:青眼白龙→A:死灵佐玛} 伤害计算');
    expect(a.battle?.targetValue).toBe(1800);
  });
});

describe.skipIf(!haveCards)('a trap monster turned face-down (TRAP-MONSTER-FACE-DOWN)', () => {
  const cardsOf = (input: string, type: string) =>
    askCdb(input).events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));
  it('[TRAP-MONSTER-FACE-DOWN] 月之书 on a trap monster: back to the Spell & Trap Zone Set when one is free; with all five taken it is sent to the GY by rule, not destroyed', () => {
    const four = '旋风(盖),神之宣告(盖),强制脱出装置(盖),神之警告(盖)';
    const full = `{回合:B 阶段:主要1 A场:死灵佐玛(当作怪兽),${four},黑洞(盖)} C1 B:月之书 → A:死灵佐玛`;
    expect(cardsOf(full, 'sent-to-gy')).toContain('死灵佐玛');
    expect(askCdb(full).events.find((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === '死灵佐玛'))?.cause).toBe('rule');
    expect(cardsOf(full, 'destroyed')).toEqual([]);
    // A zone free (the field listed with four): it is Set there, not sent anywhere.
    const room = `{回合:B 阶段:主要1 A场:死灵佐玛(当作怪兽),${four}} C1 B:月之书 → A:死灵佐玛`;
    expect(cardsOf(room, 'sent-to-gy')).not.toContain('死灵佐玛');
    // The field not listed in full: not judged, it goes back.
    expect(cardsOf('{回合:B 阶段:主要1} C1 B:月之书 → A:死灵佐玛(当作怪兽)', 'sent-to-gy')).not.toContain('死灵佐玛');
  });
});

describe.skipIf(!haveCards)('a trap monster summoning itself (TRAP-MONSTER-SELF-SUMMON)', () => {
  const destroyedAt = (input: string, n: number) => askCdb(input).events.filter((e) => e.type === 'destroyed' && e.link === n).flatMap((e) => e.cards.map((c) => c.name));
  it('[TRAP-MONSTER-SELF-SUMMON] also a Trap (阿匹卜之化神): targeted Set by 旋风, chained to summon itself, it is still the target and is destroyed in the Monster Zone', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:阿匹卜之化神(盖) B场:旋风(盖)} C1 B:旋风 → 阿匹卜之化神 C2 A:阿匹卜之化神');
    expect(a.links.map((l) => `${l.n}:${l.outcome}`)).toEqual(['1:resolved', '2:resolved']);
    expect(a.links[1]!.rules).toContain('TRAP-MONSTER-SELF-SUMMON');
    expect(destroyedAt('{回合:B 阶段:主要1 A场:阿匹卜之化神(盖) B场:旋风(盖)} C1 B:旋风 → 阿匹卜之化神 C2 A:阿匹卜之化神', 1)).toEqual(['阿匹卜之化神']);
  });
  it('[TRAP-MONSTER-SELF-SUMMON] the other side: a monster only (机壳的冻结, 「不当作陷阱卡使用」) moved to the Monster Zone is a new card — 旋风 does nothing', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:机壳的冻结(盖) B场:旋风(盖)} C1 B:旋风 → 机壳的冻结 C2 A:机壳的冻结');
    expect(a.links[0]!.outcome).toBe('no-effect');
    expect(a.links[0]!.rules).toContain('CH-TARGET-ZONE-MOVE');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).not.toContain('机壳的冻结');
  });
  it('[TRAP-MONSTER-SELF-SUMMON] the opponent\'s Trap monster targeted by my 雷破 (a card the cost did not touch): still destroyed after it summons itself', () => {
    expect(destroyedAt('{回合:A 阶段:主要1 B场:黄金乡的征服者(盖) A场:雷破(盖) A手:旋风} C1 A:雷破 → 黄金乡的征服者 [cost:丢弃 旋风] C2 B:黄金乡的征服者', 1)).toEqual(['黄金乡的征服者']);
  });
  it('[SIT-TRAP-MONSTER] a trap monster whose Type and Attribute are declared (量子猫 「变成持有宣言的种族·属性的通常怪兽」) can be listed (当作怪兽) and is still a Trap for 旋风', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:量子猫(当作怪兽) B场:旋风(盖)} C1 B:旋风 → 量子猫');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['量子猫']);
  });
});

describe.skipIf(!haveCards)('a trap monster turned face-down is a Set (TRAP-MONSTER-FACE-DOWN)', () => {
  it('[TRAP-MONSTER-FACE-DOWN] the turn of 左腕的代偿 (no Setting Spells/Traps) its player cannot turn face-down its own 量子猫 (also a Trap) with 月之书; 机壳的冻结 (a monster only) it can', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:量子猫(当作怪兽) 本回合:A:左腕的代偿} C1 A:月之书 → 量子猫');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('左腕的代偿');
    expect(askCdb('{回合:A 阶段:主要1 A场:机壳的冻结(当作怪兽) 本回合:A:左腕的代偿} C1 A:月之书 → 机壳的冻结').links[0]!.legal).toBe(true);
    // Without the pledge it may.
    expect(askCdb('{回合:A 阶段:主要1 A场:量子猫(当作怪兽)} C1 A:月之书 → 量子猫').links[0]!.legal).toBe(true);
  });
});

// Family "trap monsters and a card's state when it leaves" (issue 16).
describe.skipIf(!haveCards)('a trap monster banished for a while does not come back as a monster (CH-TEMP-BANISH-TRAP-RETURN)', () => {
  const back = (input: string) => (askCdb(input).delayed ?? []).filter((d) => d.rules.includes('CH-TEMP-BANISH-TRAP-RETURN'));
  it('[CH-TEMP-BANISH-TRAP-RETURN] 机壳的冻结 (a monster only) banished until the End Phase by 亚空间物质传送装置 goes to the GY when it would return; 三眼怪 banished so is not said to', () => {
    const d = back('{回合:A 阶段:主要1 A场:机壳的冻结(当作怪兽),亚空间物质传送装置(盖)} C1 A:亚空间物质传送装置→机壳的冻结');
    expect(d).toHaveLength(1);
    expect(d[0]!.phase).toBe('end-phase');
    expect(d[0]!.what).toContain('机壳的冻结');
    expect(d[0]!.what).toContain('送去墓地');
    expect(back('{回合:A 阶段:主要1 A场:三眼怪,亚空间物质传送装置(盖)} C1 A:亚空间物质传送装置→三眼怪')).toEqual([]);
  });
  it('[CH-TEMP-BANISH-TRAP-RETURN] the other side: a trap monster banished for good (宇宙旋风 on 金属反射史莱姆, also a Trap) has nothing left for later', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:金属反射史莱姆(当作怪兽) B场:宇宙旋风(盖)} C1 B:宇宙旋风→金属反射史莱姆');
    expect(a.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['金属反射史莱姆']);
    expect(back('{回合:B 阶段:主要1 A场:金属反射史莱姆(当作怪兽) B场:宇宙旋风(盖)} C1 B:宇宙旋风→金属反射史莱姆')).toEqual([]);
  });
  it('[CH-TEMP-BANISH-TRAP-RETURN] a cost that banishes for a while (潜海奇袭 ●1 「把自己场上1只水属性怪兽直到结束阶段除外」) on a trap monster: it goes to the GY when it would return', () => {
    const d = back('{回合:A 阶段:主要1 A场:潜海奇袭,海,金属反射史莱姆(当作怪兽)} C1 A:潜海奇袭#2[●1] [cost:除外 金属反射史莱姆]');
    expect(d.map((x) => x.phase)).toEqual(['end-phase']);
  });
});

describe.skipIf(!haveCards)('a trap monster also a Trap negated as a Trap goes back to the Spell & Trap Zone (CH-TRAP-MONSTER-NEGATED)', () => {
  const placed = (input: string) => askCdb(input).events.filter((e) => e.type === 'placed').flatMap((e) => e.cards.map((c) => c.name));
  it('[CH-TRAP-MONSTER-NEGATED] 王宫的通告 resolving puts 金属反射史莱姆 (also a Trap) back face-up in the Spell & Trap Zone — it does not leave the field (nothing destroyed or sent)', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:金属反射史莱姆(当作怪兽,守) B场:王宫的通告(盖)} C1 B:王宫的通告');
    expect(a.events.filter((e) => e.type === 'placed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['金属反射史莱姆']);
    expect(a.events.some((e) => (e.type === 'destroyed' || e.type === 'sent-to-gy') && e.cards.some((c) => c.name === '金属反射史莱姆'))).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-TRAP-MONSTER-NEGATED');
  });
  it('[CH-TRAP-MONSTER-NEGATED] the other side: 机壳的冻结 (a monster only) under the same 王宫的通告 stays; 技能抽取 (monster effects only) leaves 量子猫 in the Monster Zone', () => {
    expect(placed('{回合:B 阶段:主要1 A场:机壳的冻结(当作怪兽) B场:王宫的通告(盖)} C1 B:王宫的通告')).toEqual([]);
    expect(placed('{回合:B 阶段:主要1 A场:量子猫(当作怪兽) B场:技能抽取(盖)} C1 B:技能抽取')).toEqual([]);
  });
  it('[CH-TRAP-MONSTER-NEGATED] a targeted negation of 「卡的效果」 (No.22 不乱健) may target 量子猫 — a Normal Monster, but a Trap to put back — and puts it back; one unaffected by effects stays', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:量子猫(当作怪兽) B场:No.22 不乱健} C1 B:No.22 不乱健→量子猫');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.filter((e) => e.type === 'placed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['量子猫']);
    expect(placed('{回合:B 阶段:主要1 A场:量子猫(当作怪兽,不受效果) B场:王宫的通告(盖)} C1 B:王宫的通告')).toEqual([]);
  });
});
