// What a monster remembers of its summon, read by continuous effects and by its materials (issue 16):
// FD-SUMMON-CONTINUOUS (「只要反转召唤的这张卡在场上表侧表示存在，…」 holds only while the monster still remembers
// that summon) and FD-MATERIALS (`(素材:X+Y)`: the monsters it was made with, lost when it is turned face-down or
// banished and back — docs/c03/里侧·一时除外.rst:182–187). Cards read from cards.cdb, as the compiler reads them.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { parseNotation, printNotation } from '../../src/notation/index.js';
import { offFieldStates, remembered } from '../../src/engine/game/memory.js';
import { compileEffects } from '../../src/cards/compile/index.js';

describe('materials in the notation, in memory and in the compiler', () => {
  it('[FD-MATERIALS] `素材:X+Y` parses as the has-materials state with the names, prints back, and is lost by 变里侧 and 一时除外', () => {
    const r = parseNotation('{A场:转生炎兽 炽热多头狮(连接召唤,素材:转生炎兽 炽热多头狮+「转生炎兽 狼獾」,一时除外)} C1 A:雷击');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const zone = r.tree.situation!.items.find((i) => i.kind === 'zone');
    const card = zone?.kind === 'zone' ? zone.cards[0] : undefined;
    expect(card?.states).toEqual(['link-summoned', 'has-materials', 'banished-and-back']);
    expect(card?.materials).toEqual(['转生炎兽 炽热多头狮', '转生炎兽 狼獾']);
    expect(printNotation(r.tree)).toContain('(连接召唤,素材:转生炎兽 炽热多头狮+转生炎兽 狼獾,一时除外)');
    expect(remembered(['link-summoned', 'has-materials', 'banished-and-back'])).toEqual(['link-summoned', 'banished-and-back']);
    expect(remembered(['tribute-summoned', 'has-materials', 'turned-face-down'])).toEqual(['tribute-summoned', 'turned-face-down']);
    // Summoned face-down with them and flipped: flipping loses nothing.
    expect(remembered(['tribute-summoned', 'has-materials', 'set'])).toContain('has-materials');
    // A card that left the Monster Zone keeps no summon information, its materials neither.
    expect(offFieldStates(['link-summoned', 'has-materials'])).toEqual(['properly-summoned']);
  });

  it('[FD-MATERIALS] the compiler reads 「这张卡是已用「X」为素材作连接召唤的场合」 as a condition and 「怪兽3只以上为素材作融合召唤的这张卡」 on a continuous effect', () => {
    const monster = { kind: 'monster', subtypes: ['effect', 'link'] } as unknown as Parameters<typeof compileEffects>[1];
    const [, cond] = compileEffects('①：这张卡连接召唤成功的场合才能发动。自己回复500基本分。\n②：这张卡是已用「转生炎兽 炽热多头狮」为素材作连接召唤的场合，以场上1只怪兽为对象才能发动。那只怪兽破坏。', monster);
    expect(cond!.condition).toEqual([{ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summoned: 'link', madeWith: '转生炎兽 炽热多头狮' } }]);
    expect(cond!.unknown ?? []).toEqual([]);
    const [prot] = compileEffects('①：怪兽3只以上为素材作融合召唤的这张卡不会被战斗·效果破坏。', { kind: 'monster', subtypes: ['effect', 'fusion'] } as unknown as Parameters<typeof compileEffects>[1]);
    expect(prot!.condition).toEqual([{ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summoned: 'fusion', materialsMin: 3 } }]);
  });
});

const stat = (input: string, name: string) => askCdb(input).stats?.find((s) => s.card.name === name);

describe.skipIf(!haveCards)('continuous effects that read how this card was summoned (FD-SUMMON-CONTINUOUS)', () => {
  it('[FD-SUMMON-CONTINUOUS] 怒怒怒斗笠剑士 gains 3500 only while it remembers its Flip Summon: not after 变里侧 or 一时除外, not when Special Summoned', () => {
    expect(stat('{回合:A A场:怒怒怒斗笠剑士(反转召唤)} 攻守计算', '怒怒怒斗笠剑士')?.atk).toBe(3500);
    expect(stat('{回合:A A场:怒怒怒斗笠剑士(反转召唤,变里侧)} 攻守计算', '怒怒怒斗笠剑士')?.atk).toBe(0);
    expect(stat('{回合:A A场:怒怒怒斗笠剑士(反转召唤,一时除外)} 攻守计算', '怒怒怒斗笠剑士')?.atk).toBe(0);
    expect(stat('{回合:A A场:怒怒怒斗笠剑士(特殊召唤)} 攻守计算', '怒怒怒斗笠剑士')?.atk).toBe(0);
  });

  it('[FD-SUMMON-CONTINUOUS] head-judge probes with other imported cards: 幻奏的音女 索娜塔 raises Fairies only while it remembers a Special Summon; 双穹之骑士 阿斯特拉姆 cannot be targeted only while Link Summoned; in the damage calculation 怒怒怒斗笠剑士 set and flipped attacks at 0', () => {
    const sonata = (s: string) => stat(`{回合:A A场:幻奏的音女 索娜塔(${s})} 攻守计算`, '幻奏的音女 索娜塔')?.atk ?? null;
    expect(sonata('特殊召唤')).toBe(1700);
    expect(sonata('通常召唤')).toBe(null); // unchanged: not listed
    expect(sonata('特殊召唤,变里侧')).toBe(1700); // a Special Summon survives being set and flipped (FD-SUMMON-MEMORY)
    const target = (s: string) => askCdb(`{回合:B 阶段:主要1 A场:双穹之骑士 阿斯特拉姆(${s})} C1 B:禁忌的圣枪→双穹之骑士 阿斯特拉姆`).links[0]?.legal;
    expect(target('连接召唤')).toBe(false);
    expect(target('特殊召唤')).toBe(true);
    const fight = (s: string) => askCdb(`{回合:A 阶段:伤害计算 A场:怒怒怒斗笠剑士(${s}) B场:青眼白龙 攻击:A:怒怒怒斗笠剑士→B:青眼白龙} 伤害计算`).battle?.attackerValue;
    expect(fight('反转召唤')).toBe(3500);
    expect(fight('反转召唤,变里侧')).toBe(0);
  });

  it('[FD-SUMMON-CONTINUOUS] 应战的G summoned by its ①: its redirect banishes what would go to the GY; banished and back it still does; set and flipped, or summoned otherwise, it does not', () => {
    const banished = (states: string) => askCdb(`{回合:A 阶段:主要1 A场:应战的G(${states}) B场:三眼怪} C1 A:雷击`).events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name));
    // The destroyed monster and the resolved Spell both.
    expect(banished('自身特召').sort()).toEqual(['三眼怪', '雷击']);
    expect(banished('自身特召,一时除外').sort()).toEqual(['三眼怪', '雷击']);
    expect(banished('自身特召,变里侧')).toEqual([]);
    expect(banished('特殊召唤')).toEqual([]);
  });
});

describe.skipIf(!haveCards)('what a monster was summoned with (FD-MATERIALS)', () => {
  const legalOf = (input: string) => askCdb(input).links[0]?.legal;
  const hydra = (s: string) => `{回合:A 阶段:主要1 A场:转生炎兽 炽热多头狮(${s}) A墓:三眼怪 B场:青眼白龙} C1 A:转生炎兽 炽热多头狮②→青眼白龙,三眼怪`;

  it('[FD-MATERIALS] 转生炎兽 炽热多头狮 ② 「已用「转生炎兽 炽热多头狮」为素材作连接召唤的场合」: legal when made with one; not when made with others, not when its materials are unsaid, not after 一时除外 or 变里侧', () => {
    expect(legalOf(hydra('连接召唤,素材:转生炎兽 炽热多头狮+转生炎兽 狼獾'))).toBe(true);
    expect(legalOf(hydra('连接召唤,素材:转生炎兽 狼獾+三眼怪'))).toBe(false);
    expect(legalOf(hydra('连接召唤'))).toBe(false);
    expect(legalOf(hydra('连接召唤,素材:转生炎兽 炽热多头狮+转生炎兽 狼獾,一时除外'))).toBe(false);
    // Said again after it came back (a new Link Summon of the new card would be written after the marker): remembered.
    expect(legalOf(hydra('一时除外,连接召唤,素材:转生炎兽 炽热多头狮+转生炎兽 狼獾'))).toBe(true);
  });

  it('[FD-MATERIALS] another card with the same reading (电子界魔法师 「已用「电子界男巫」为素材作连接召唤的场合」), compiled from the database, reads its materials too', () => {
    const input = (s: string) => `{回合:A 阶段:主要1 A场:电子界魔法师(${s}) B场:青眼白龙} C1 A:电子界魔法师①→青眼白龙`;
    expect(legalOf(input('连接召唤,素材:电子界男巫+三眼怪'))).toBe(true);
    expect(legalOf(input('连接召唤,素材:三眼怪+黑魔术师'))).toBe(false);
  });
});

describe.skipIf(!haveCards)('a protection that reads what the monster was tributed for (FD-MATERIALS)', () => {
  const destroyed = (s: string, chain = 'C1 B:雷击') => askCdb(`{回合:B 阶段:主要1 A场:真龙剑皇 卓辉星·拼图(${s})} ${chain}`).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

  it('[FD-MATERIALS] 真龙剑皇 卓辉星·拼图 ① Tribute Summoned with a continuous Spell (魂吸收) is unaffected by Spell effects; tributing a monster or a Trap only, a Spell reaches it; turned face-down or banished and back it forgot its tributes', () => {
    expect(destroyed('上级召唤,素材:魂吸收+三眼怪')).toEqual([]);
    expect(destroyed('上级召唤,素材:三眼怪+黑魔术师')).toEqual(['真龙剑皇 卓辉星·拼图']);
    expect(destroyed('上级召唤,素材:魂吸收+三眼怪,变里侧')).toEqual(['真龙剑皇 卓辉星·拼图']);
    expect(destroyed('上级召唤,素材:魂吸收+三眼怪,一时除外')).toEqual(['真龙剑皇 卓辉星·拼图']);
    // Tributing a continuous Trap instead: a Spell reaches it.
    expect(destroyed('上级召唤,素材:技能抽取+三眼怪')).toEqual(['真龙剑皇 卓辉星·拼图']);
  });
});

describe.skipIf(!haveCards)('a protection held by a monster made with enough materials (FD-MATERIALS-PROTECT)', () => {
  const destroyed = (s: string, chain = 'C1 B:雷击') => askCdb(`{回合:B 阶段:主要1 A场:魔玩具·军刀剑齿虎(${s})} ${chain}`).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

  it('[FD-MATERIALS-PROTECT] the compiler reads 「怪兽N只以上为素材作…召唤的这张卡不会被(战斗·)效果破坏」 as a protection by what it names, under the materials condition', () => {
    const [prot] = compileEffects('①：怪兽2只以上为素材作同调召唤的这张卡不会被效果破坏。', { kind: 'monster', subtypes: ['effect', 'synchro'] } as unknown as Parameters<typeof compileEffects>[1]);
    expect(prot!.condition).toEqual([{ is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summoned: 'synchro', materialsMin: 2 } }]);
    expect(prot!.does).toEqual([expect.objectContaining({ do: 'cannot-be-destroyed', against: 'effect' })]);
    const [both] = compileEffects('③：怪兽3只以上为素材作融合召唤的这张卡不会被战斗·效果破坏。', { kind: 'monster', subtypes: ['effect', 'fusion'] } as unknown as Parameters<typeof compileEffects>[1]);
    expect(both!.does).toEqual([expect.objectContaining({ do: 'cannot-be-destroyed', against: 'any' })]);
  });

  it('[FD-MATERIALS-PROTECT] 魔玩具·军刀剑齿虎 ③ Fusion Summoned with 3 materials is not destroyed by 雷击; with 2, or after 一时除外 or 变里侧 (its materials forgotten), it is', () => {
    expect(destroyed('融合召唤,素材:三眼怪+青眼白龙+黑魔术师')).toEqual([]);
    expect(destroyed('融合召唤,素材:三眼怪+青眼白龙')).toEqual(['魔玩具·军刀剑齿虎']);
    expect(destroyed('融合召唤,素材:三眼怪+青眼白龙+黑魔术师,一时除外')).toEqual(['魔玩具·军刀剑齿虎']);
    expect(destroyed('融合召唤,素材:三眼怪+青眼白龙+黑魔术师,变里侧')).toEqual(['魔玩具·军刀剑齿虎']);
  });
});
