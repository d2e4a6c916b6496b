// Zones of the field (issue 16, docs/c01/大师规则（2017）变更点.rst, 大师规则（2020年4月版）变更点.rst): a card's note may say
// where it stands (`主3`, `EX左`, `魔陷2`, `灵摆左`, `场地`); with every monster's zone stated the engine judges where a
// summon may go — a Link monster from the Extra Deck only to an Extra Monster Zone its player may use or a linked zone,
// a Fusion/Synchro/Xyz monster also to any Main Monster Zone, any other monster only to a Main Monster Zone.
import { describe, expect, it } from 'vitest';
import { parseNotation, printNotation } from '../../src/notation/index.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

/** The message of an input the judge refuses (it must refuse it). */
const refused = (input: string): string => {
  const a = cdbJudge().chain(input, { lang: 'zh-CN' });
  expect(a.ok).toBe(false);
  return a.ok ? '' : a.error.message;
};
const summoned = (input: string): string[] =>
  askCdb(input).events.filter((e) => e.type === 'special-summoned' || e.type === 'summoned').flatMap((e) => e.cards.map((c) => c.name));

describe('zones of the field', () => {
  it('[SIT-ZONE-PLACE] zone words parse as the card\'s zone, print back, and an unknown word lists them', () => {
    const r = parseNotation('{A场:解码语者(EX右),三眼怪(主1,守),旋风(魔陷2,盖),魔术师的左右手(灵摆左) B场:青眼白龙(M3)} 召唤 黑魔术师');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const zones = r.tree.situation!.items.filter((i) => i.kind === 'zone');
    const a = zones[0]!.kind === 'zone' ? zones[0]!.cards : [];
    expect(a.map((c) => c.place)).toEqual([
      { area: 'extra-monster', column: 4 },
      { area: 'main', column: 1 },
      { area: 'spell-trap', column: 2 },
      { area: 'spell-trap', column: 1, pendulum: true },
    ]);
    expect(a[1]!.states).toEqual(['defense']);
    const printed = printNotation(r.tree);
    for (const w of ['(EX右)', '(守,主1)', '(盖,魔陷2)', '(灵摆左)', '(主3)']) expect(printed).toContain(w);
    const two = parseNotation('{A场:三眼怪(主1,主2)} 召唤 黑魔术师');
    expect(two.ok).toBe(false);
    if (!two.ok) expect(two.error.message.zh).toContain('一个区域');
    const bad = parseNotation('{A场:三眼怪(主6)} 召唤 黑魔术师');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.message.zh).toContain('EX左');
      expect(bad.error.message.en).toContain('Extra Monster Zones');
    }
  });

});

describe.skipIf(!haveCards)('zones of the field, judged with the card data', () => {
  it('[SIT-ZONE-PLACE] two cards in one zone, a zone off the field, a Spell in a Monster Zone: refused with the reason', () => {
    expect(refused('{A场:三眼怪(主2),黑魔术师(主2)} 召唤 青眼白龙')).toContain('同一个区域');
    // A's left Extra Monster Zone is B's right one.
    expect(refused('{A场:解码语者(EX左) B场:防火龙(EX右)} 召唤 三眼怪')).toContain('同一个区域');
    expect(refused('{A墓:三眼怪(主1)} 召唤 青眼白龙')).toContain('不在场上');
    expect(refused('{A场:旋风(主1)} 召唤 青眼白龙')).toContain('不是怪兽');
    // Each side's own left: both may be written EX左.
    expect(summoned('{回合:A 阶段:主要1 A场:解码语者(EX左) B场:防火龙(EX左) A手:三眼怪} 召唤 三眼怪')).toEqual(['三眼怪']);
  });
  it('[SIT-ZONE-PLACE] the Field Zone holds a Field Spell only, and a Field Spell stands nowhere else: refused with the reason; a Main Deck monster listed in an Extra Monster Zone is said', () => {
    expect(refused('{回合:A 阶段:主要1 A场:青眼白龙(场地)} 召唤 三眼怪')).toContain('不是场地魔法卡');
    expect(refused('{回合:A 阶段:主要1 A场:旋风(场地)} 召唤 三眼怪')).toContain('不是场地魔法卡');
    expect(refused('{回合:A 阶段:主要1 A场:混沌场(魔陷2)} 召唤 三眼怪')).toContain('要放在场地区域');
    expect(cdbJudge().chain('{回合:A 阶段:主要1 A场:混沌场(场地)} C1 A:黑洞', { lang: 'zh-CN' }).ok).toBe(true);
    const ex = cdbJudge().chain('{回合:A 阶段:主要1 A场:三眼怪(EX左)} C1 A:黑洞', { lang: 'zh-CN' });
    expect(ex.ok && ex.warnings.some((w) => w.includes('额外怪兽区域'))).toBe(true);
  });

  it('[ZONE-EXTRA-SUMMON] a Link monster from the Extra Deck needs a usable Extra Monster Zone or a free linked zone; an Xyz monster also goes to a Main Monster Zone', () => {
    // A holds the left Extra Monster Zone (an Xyz monster, no arrows): the right one is not A's to use.
    const full = 'A场:No.39 希望皇 霍普(EX左),三眼怪(主1),黑魔术师(主3),青眼白龙(主2),黑森林的魔女(主4) B场:';
    expect(summoned(`{回合:A 阶段:主要1 ${full} A额外:蜜罐机器人} 连接召唤 蜜罐机器人 素材 青眼白龙,黑森林的魔女`)).toEqual([]);
    const a = askCdb(`{回合:A 阶段:主要1 ${full} A额外:蜜罐机器人} 连接召唤 蜜罐机器人 素材 青眼白龙,黑森林的魔女`);
    expect(a.warnings.join()).toContain('连接端');
    // The Xyz monster itself as material frees the Extra Monster Zone.
    expect(summoned(`{回合:A 阶段:主要1 ${full} A额外:蜜罐机器人} 连接召唤 蜜罐机器人 素材 No.39 希望皇 霍普,黑森林的魔女`)).toEqual(['蜜罐机器人']);
    // An effect summoning a Fusion monster from the Extra Deck: one free Main Monster Zone is enough …
    const cyber = 'A场:恶魔科学怪人(主1),三眼怪(主2),黑魔术师(主3),青眼白龙(主4),No.39 希望皇 霍普(EX左) B场: A额外:青眼究极龙';
    expect(askCdb(`{回合:A 阶段:主要1 ${cyber}} C1 A:恶魔科学怪人`).events.some((e) => e.type === 'special-summoned' && e.cards.some((c) => c.name === '青眼究极龙'))).toBe(true);
    // … and with none free and the Extra Monster Zone its player's already, it cannot be activated.
    const a2 = askCdb(`{回合:A 阶段:主要1 ${cyber.replace('青眼白龙(主4)', '青眼白龙(主4),黑森林的魔女(主5)')}} C1 A:恶魔科学怪人`);
    expect(a2.links[0]!.legal).toBe(false);
  });

  it('[ZONE-EXTRA-SUMMON] a Pendulum monster face-up in the Extra Deck (表侧) is placed as a Link monster is: a linked zone given by B\'s Link monster lets it come, a free Main Monster Zone alone does not', () => {
    const mine = 'A场:No.39 希望皇 霍普(EX左),三眼怪(主1),黑魔术师(主2),青眼白龙(主3)';
    const pendulum = (more: string, b: string) => summoned(`{回合:A 阶段:主要1 ${mine}${more} B场:${b} A额外:霸王黑龙 异色眼叛逆龙(表侧)} 特殊召唤 霸王黑龙 异色眼叛逆龙`);
    // Main Monster Zones 4 and 5 free, none linked, the Extra Monster Zone A's already: it cannot come.
    expect(pendulum('', '')).toEqual([]);
    // B's 解码语者 in B's left Extra Monster Zone (A's column 4) points at A's zone 4: free, so linked.
    expect(pendulum('', '解码语者(EX左)')).toEqual(['霸王黑龙 异色眼叛逆龙']);
    // That zone taken: no.
    expect(pendulum(',黑森林的魔女(主4)', '解码语者(EX左)')).toEqual([]);
  });
  it('[ZONE-LINKED] an arrow points at the zone next to the Link monster on its controller\'s side of the frame: the opponent\'s Link monster may give me a linked zone; an arrow from a Main Monster Zone never reaches the opponent\'s', () => {
    // A's Main Monster Zones 1–4 hold monsters, 5 is free; A holds an Extra Monster Zone: a Link monster needs a linked zone.
    const mine = 'A场:No.39 希望皇 霍普(EX右),三眼怪(主1),黑魔术师(主2),青眼白龙(主3),黑森林的魔女(主4)';
    const link = (b: string, materials = '三眼怪,黑魔术师') => summoned(`{回合:A 阶段:主要1 ${mine} B场:${b} A额外:蜜罐机器人} 连接召唤 蜜罐机器人 素材 ${materials}`);
    // No Link monster: materials at 1 and 2 leave, but no zone is linked.
    expect(link('')).toEqual([]);
    // B's 解码语者 (arrows up, down-left, down-right) in B's right Extra Monster Zone — A's column 2 —: its up arrow points at
    // A's Main Monster Zone 2, which its material leaves free: a linked zone. Its down arrows point at B's own zones.
    expect(link('解码语者(EX右)')).toEqual(['蜜罐机器人']);
    // Materials from zones 1 and 4: zone 2 is still taken, and the zones freed are not linked.
    expect(link('解码语者(EX右)', '三眼怪,黑森林的魔女')).toEqual([]);
    // B's 解码语者 in B's Main Monster Zone 4 (A's column 2): its up arrow meets the Extra Monster Zone row, never A's Main Monster Zones.
    expect(link('解码语者(主4)')).toEqual([]);
  });

  it('[ZONE-MAIN-ONLY] a Normal or Tribute Summon goes to a Main Monster Zone: a monster in an Extra Monster Zone fills none, and tributing it frees none', () => {
    const four = '三眼怪(主1),黑魔术师(主2),青眼白龙(主3),黑森林的魔女(主4)';
    // Four Main Monster Zones taken and one in the Extra Monster Zone: a fifth Main one is still free.
    expect(summoned(`{回合:A 阶段:主要1 A场:No.39 希望皇 霍普(EX左),${four} B场: A手:死灵骑士} 召唤 死灵骑士`)).toEqual(['死灵骑士']);
    // All five taken: no Normal Summon, even with the Extra Monster Zone free.
    const a = askCdb(`{回合:A 阶段:主要1 A场:${four},电子龙(主5) B场: A手:死灵骑士} 召唤 死灵骑士`);
    expect(a.events).toEqual([]);
    expect(a.warnings.join()).toContain('主要怪兽区域');
    // Tributing the monster in the Extra Monster Zone frees no Main Monster Zone; tributing one in a Main zone does.
    const tribute = `{回合:A 阶段:主要1 A场:No.39 希望皇 霍普(EX左),${four},电子龙(主5) B场: A手:人造人-念力震慑者}`;
    expect(summoned(`${tribute} 上级召唤 人造人-念力震慑者 解放 No.39 希望皇 霍普`)).toEqual([]);
    expect(summoned(`${tribute} 上级召唤 人造人-念力震慑者 解放 三眼怪`)).toEqual(['人造人-念力震慑者']);
  });
});

describe.skipIf(!haveCards)('co-linked monsters and the EX Link', () => {
  // Arrows from cards.cdb: 闪刀姬-魁奈 ↘, 闪刀姬-飒天 ↙, 闪刀姬-燎里 ↖, 闪刀姬-雫空 ↗, 枪口焰龙 ↖↑↗, 拓扑篡改感染龙 ↑↓←→,
  // 自奏圣乐·管弦乐琴机械乐团 ↗↑↓↙; 闪刀姬-零衣 (DARK) is material for each 闪刀姬 Link-1 monster.
  it('[ZONE-EX-LINK] a Link monster takes the other Extra Monster Zone only when, placed there, it is co-linked into a chain joining both: its own arrows decide', () => {
    const field = (more: string, b = '') => `{回合:A 阶段:主要1 A场:闪刀姬-魁奈(EX左),闪刀姬-零衣(主1)${more} B场:${b} A额外:闪刀姬-飒天,闪刀姬-雫空}`;
    // 魁奈 (EX左) ↘ and 枪口焰龙 (主3) ↖ are co-linked; 飒天 in EX右 ↙ meets 枪口焰龙's ↗: an EX Link.
    expect(summoned(`${field(',枪口焰龙(主3)')} 连接召唤 闪刀姬-飒天 素材 闪刀姬-零衣`)).toEqual(['闪刀姬-飒天']);
    // 雫空 (↗ only) there would point away from 枪口焰龙: no EX Link, and no free linked Main Monster Zone.
    expect(summoned(`${field(',枪口焰龙(主3)')} 连接召唤 闪刀姬-雫空 素材 闪刀姬-零衣`)).toEqual([]);
    // No Link monster in between: nothing joins the zones.
    expect(summoned(`${field(',三眼怪(主3)')} 连接召唤 闪刀姬-飒天 素材 闪刀姬-零衣`)).toEqual([]);
    // The other side: B's 枪口焰龙 in B's Main Monster Zone 3 (↖↑↗, towards A) joins A's two Extra Monster Zones.
    const b = (monster: string) => `{回合:A 阶段:主要1 A场:闪刀姬-燎里(EX右),闪刀姬-零衣(主1) B场:${monster}(主3) A额外:闪刀姬-雫空} 连接召唤 闪刀姬-雫空 素材 闪刀姬-零衣`;
    expect(summoned(b('枪口焰龙'))).toEqual(['闪刀姬-雫空']);
    expect(summoned(b('三眼怪'))).toEqual([]);
  });
  it('[ZONE-EX-LINK] extra linked (额外连接状态): a Link monster co-linked from the side to an EX Link is in it; one beside it that is not co-linked is not', () => {
    const field = (topo: string) => `{回合:A 阶段:主要1 A场:自奏圣乐·管弦乐琴机械乐团(EX左),闪刀姬-燎里(EX右),拓扑篡改感染龙(${topo}) B场:枪口焰龙(主3)} C1 A:拓扑篡改感染龙②`;
    // 拓扑篡改感染龙 in 主2 ↑ meets 管弦乐琴机械乐团's ↓: co-linked to the EX Link 管弦乐琴机械乐团–枪口焰龙–燎里.
    expect(askCdb(field('主2')).links[0]!.legal).toBe(true);
    // In 主4 its ↑ points at 燎里, whose only arrow points away: not co-linked, not extra linked.
    expect(askCdb(field('主4')).links[0]!.legal).toBe(false);
    // The zones not stated: it cannot be told, and is not refused.
    expect(askCdb('{回合:A 阶段:主要1 A场:拓扑篡改感染龙} C1 A:拓扑篡改感染龙②').links[0]!.legal).toBe(true);
  });
  it('[ZONE-CO-LINKED] co-linked (互相连接状态) needs each arrow to point at the other, whichever player controls them: 安全龙 ① (compiled 「这张卡是互相连接状态的场合…才能发动」)', () => {
    const ask = (a: string, b = '') => askCdb(`{回合:A 阶段:主要1 A场:${a} B场:${b}三眼怪(主1)} C1 A:安全龙①→B:三眼怪`).links[0]!.legal;
    // 安全龙 (↑↓) in EX左 and 拓扑篡改感染龙 (↑↓←→) in 主2 below it point at each other.
    expect(ask('安全龙(EX左),拓扑篡改感染龙(主2)')).toBe(true);
    // Side by side in Main Monster Zones: 拓扑篡改感染龙's ← points at 安全龙, but 安全龙 has no → : not co-linked.
    expect(ask('安全龙(主2),拓扑篡改感染龙(主3)')).toBe(false);
    // B's 解码语者 in B's Main Monster Zone 4 (↑ towards A) and A's 安全龙 in EX左 (↑ towards B) meet: co-linked across the field.
    expect(ask('安全龙(EX左)', '解码语者(主4),')).toBe(true);
    // Alone: not.
    expect(ask('安全龙(EX左)')).toBe(false);
  });
});
