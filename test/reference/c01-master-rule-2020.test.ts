// Rules reference, docs/c01: the Master Rule revision of April 2020 — Fusion/Synchro/Xyz monsters may
// go to a Main Monster Zone, and the rulings that changed with it (effects of cards in the Deck or the
// face-down Extra Deck, triggers of cards that left the place where they met their condition,
// 「…1回合只能有1次特殊召唤」 counted only for successful summons, trap monsters' zones).
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, eventCards, haveCards, links, referenceJudge, triggerNames } from './judge.js';

const CHAPTER = 'docs/c01/大师规则（2020年4月版）变更点.rst';

describe.skipIf(!haveCards)(CHAPTER, () => {
  beforeAll(() => void referenceJudge());

  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:21] the first Fusion/Synchro/Xyz monster may go to a Main Monster Zone: with the Extra Monster Zones both taken by B, A still Synchro Summons 星尘龙 (ZONE-EXTRA-SUMMON)', () => {
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:废品同调士(主1),电子龙(主2) B场:解码语者(EX左),防火龙(EX右) A额外:星尘龙} 同调召唤 星尘龙 素材 废品同调士,电子龙'), 'special-summoned')).toEqual(['星尘龙']);
  });
  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:24] still one Extra Monster Zone a player unless an EX Link: with 霍普 in one, the other free, A cannot Link Summon without a linked zone (ZONE-EXTRA-SUMMON)', () => {
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:No.39 希望皇 霍普(EX左),三眼怪(主1),黑魔术师(主2),青眼白龙(主3),黑森林的魔女(主4) B场: A额外:蜜罐机器人} 连接召唤 蜜罐机器人 素材 三眼怪,黑魔术师'), 'special-summoned')).toEqual([]);
  });
  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:27] a non-Link monster in the EX zone does not stop Fusion/Synchro/Xyz summons: with 霍普 in the Extra Monster Zone, 星尘龙 is Synchro Summoned (ZONE-EXTRA-SUMMON)', () => {
    expect(eventCards(ask('{回合:A 阶段:主要1 A场:No.39 希望皇 霍普(EX左),废品同调士(主1),电子龙(主2) B场: A额外:星尘龙} 同调召唤 星尘龙 素材 废品同调士,电子龙'), 'special-summoned')).toEqual(['星尘龙']);
  });
  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:30] the opponent using both EX zones: a Synchro monster still goes to a Main zone, a Link monster only to a linked one (ZONE-EXTRA-SUMMON)', () => {
    const field = 'A场:废品同调士(主1),电子龙(主3),三眼怪(主2),黑魔术师(主4) B场:解码语者(EX左),防火龙(EX右)';
    expect(eventCards(ask(`{回合:A 阶段:主要1 ${field} A额外:星尘龙} 同调召唤 星尘龙 素材 废品同调士,电子龙`), 'special-summoned')).toEqual(['星尘龙']);
    // B's arrows point at A's zones 2 and 4, both still taken: the Link monster has nowhere to go.
    expect(eventCards(ask(`{回合:A 阶段:主要1 ${field} A额外:蜜罐机器人} 连接召唤 蜜罐机器人 素材 废品同调士,电子龙`), 'special-summoned')).toEqual([]);
  });
  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:33] 恶魔科学怪人 summoning a Fusion monster from the Extra Deck may use a Main Monster Zone: with the Extra Monster Zone A\'s already, 青眼究极龙 goes to the free Main one (ZONE-EXTRA-SUMMON)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:恶魔科学怪人(主1),三眼怪(主2),黑魔术师(主3),青眼白龙(主4),No.39 希望皇 霍普(EX左) B场: A额外:青眼究极龙} C1 A:恶魔科学怪人');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'special-summoned', 1)).toEqual(['青眼究极龙']);
  });
  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:36] a Special Summon from the Extra Deck other than by its own method (`特殊召唤 X`): a Synchro Monster may go to a free Main Monster Zone, a Link Monster only to a usable Extra Monster Zone or a linked zone (ZONE-EXTRA-SUMMON)', () => {
    const field = (b: string, x: string) => `{回合:A 阶段:主要1 A场:No.39 希望皇 霍普(EX左),三眼怪(主1),黑魔术师(主2) B场:${b} A额外:${x}} 特殊召唤 ${x}`;
    expect(eventCards(ask(field('', '黑蔷薇龙')), 'special-summoned')).toEqual(['黑蔷薇龙']);
    expect(eventCards(ask(field('', '蜜罐机器人')), 'special-summoned')).toEqual([]);
    // B's 解码语者 in B's left Extra Monster Zone points at A's Main Monster Zone 4, free: a linked zone.
    expect(eventCards(ask(field('解码语者(EX左)', '蜜罐机器人')), 'special-summoned')).toEqual(['蜜罐机器人']);
  });
  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:39] 霸王黑龙 异色眼叛逆龙 (Pendulum + Xyz): face-down in the Extra Deck it may go to a Main Monster Zone, face-up (表侧) only to an Extra Monster Zone or a linked zone (ZONE-EXTRA-SUMMON)', () => {
    const field = 'A场:No.39 希望皇 霍普(EX左),三眼怪(主1),黑魔术师(主2),青眼白龙(主3),黑森林的魔女(主4) B场:';
    expect(eventCards(ask(`{回合:A 阶段:主要1 ${field} A额外:霸王黑龙 异色眼叛逆龙} 特殊召唤 霸王黑龙 异色眼叛逆龙`), 'special-summoned')).toEqual(['霸王黑龙 异色眼叛逆龙']);
    expect(eventCards(ask(`{回合:A 阶段:主要1 ${field} A额外:霸王黑龙 异色眼叛逆龙(表侧)} 特殊召唤 霸王黑龙 异色眼叛逆龙`), 'special-summoned')).toEqual([]);
  });

  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:52] 元素英雄 绝对零度侠 returned to the Extra Deck by 强制脱出装置 cannot activate its leaves-the-field effect', () => {
    const a = ask('{回合:A 阶段:主要1 B场:元素英雄 绝对零度侠} C1 A:强制脱出装置 → 元素英雄 绝对零度侠');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(triggerNames(a)).not.toContain('元素英雄 绝对零度侠');
  });
  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:59] 天罚 may answer 元素英雄 熔岩新宇侠\'s effect activated in the Extra Deck: the activation is negated, the card is not destroyed', () => {
    const a = ask('{回合:A 阶段:结束阶段 A额外:元素英雄 熔岩新宇侠} C1 A:元素英雄 熔岩新宇侠 C2 B:天罚');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed')).not.toContain('元素英雄 熔岩新宇侠');
  });
  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:60] 神之警告 may answer 斯芬克斯·安德鲁吉尼斯 summoning itself from the Deck: negated, the card in the Deck is not destroyed', () => {
    const a = ask('{回合:A 阶段:主要1 A卡组:斯芬克斯·安德鲁吉尼斯} C1 A:斯芬克斯·安德鲁吉尼斯 C2 B:神之警告');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed')).not.toContain('斯芬克斯·安德鲁吉尼斯');
  });
  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:64] 三眼怪 tributed for 死之卡组破坏病毒 and then banished by D.D.乌鸦 cannot activate its effect (it left the GY where it met its condition)', () => {
    // The tribute is not written: 三眼怪 is the only monster that can pay the cost, and the engine says it assumes so.
    const a = ask('{回合:A 阶段:主要1 A场:三眼怪} C1 A:死之卡组破坏病毒 C2 B:D.D.乌鸦 → 三眼怪');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(a.events.some((e) => e.type === 'sent-to-gy' && e.cause === 'cost' && e.cards.some((c) => c.name === '三眼怪'))).toBe(true);
    expect(eventCards(a, 'banished', 2)).toEqual(['三眼怪']);
    expect(triggerNames(a)).not.toContain('三眼怪');
    expect(a.window.notes.join()).toContain('离开了当时所在');
  });
  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:69] 狂惑的落穴 destroys 冰剑龙 幻冰龙 and others then banishes them from the GY: their GY triggers cannot be activated', () => { const a = ask('{回合:A 阶段:主要1 A场:冰剑龙 幻冰龙(融合召唤),神影依·拿非利,超魔导师-黑魔术师徒 B场:狂惑的落穴(盖)} C1 B:狂惑的落穴 [除外 冰剑龙 幻冰龙] [除外 神影依·拿非利] [除外 超魔导师-黑魔术师徒]'); expect(eventCards(a, 'banished', 1)).toEqual(['冰剑龙 幻冰龙', '神影依·拿非利', '超魔导师-黑魔术师徒']); expect(triggerNames(a)).toEqual([]); expect(a.window.notes.join()).toContain('离开了当时所在'); const kept = ask('{回合:A 阶段:主要1 A场:冰剑龙 幻冰龙(融合召唤),神影依·拿非利,超魔导师-黑魔术师徒 B场:狂惑的落穴(盖)} C1 B:狂惑的落穴'); expect(triggerNames(kept)).toEqual(expect.arrayContaining(['冰剑龙 幻冰龙', '神影依·拿非利', '超魔导师-黑魔术师徒'])); });
  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:78] 高速疾行机人 比剑骑手 whose summon was negated was never summoned: it may be Special Summoned again that turn; after a summon that succeeded it may not', () => {
    const again = ask('{回合:A 阶段:主要1 A墓:高速疾行机人 比剑骑手 本回合:A:高速疾行机人 比剑骑手(特殊召唤,无效)} C1 A:死者苏生 → 高速疾行机人 比剑骑手');
    expect(links(again)).toEqual(['C1:legal:resolved']);
    expect(eventCards(again, 'special-summoned', 1)).toEqual(['高速疾行机人 比剑骑手']);
    expect(links('{回合:A 阶段:主要1 A墓:高速疾行机人 比剑骑手 本回合:A:高速疾行机人 比剑骑手(特殊召唤)} C1 A:死者苏生 → 高速疾行机人 比剑骑手')).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:85] 青色眼睛的少女’s summon negated was never made: 青色眼睛的激临 may still be activated that turn', () => { expect(links('{回合:A 阶段:主要1 本回合:A:青色眼睛的少女(特殊召唤,无效,从手卡)} C1 A:青色眼睛的激临')[0]).toMatch(/^C1:legal/); expect(links('{回合:A 阶段:主要1 本回合:A:青色眼睛的少女(特殊召唤,从手卡)} C1 A:青色眼睛的激临')[0]).toMatch(/^C1:illegal/); });
  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:95] 阿匹卜之化神 summoned as a monster frees the Spell & Trap Zone it was activated in: with the other four filled a Spell may still be activated from the hand (SIT-TRAP-MONSTER)', () => {
    const others = '旋风(盖),神之宣告(盖),强制脱出装置(盖),神之警告(盖)';
    expect(links(`{回合:A 阶段:主要1 A场:阿匹卜之化神(当作怪兽),${others} B场:青眼白龙 A手:黑洞} C1 A:黑洞`)).toEqual(['C1:legal:resolved']);
    // Still Set in the Spell & Trap Zone, it fills the fifth zone.
    expect(links(`{回合:A 阶段:主要1 A场:阿匹卜之化神(盖),${others} B场:青眼白龙 A手:黑洞} C1 A:黑洞`)).toEqual(['C1:illegal:illegal']);
  });
  it('[ref docs/c01/大师规则（2020年4月版）变更点.rst:100] 月之书 may be activated on a trap monster with no Spell & Trap Zone free: it is sent to the GY, not destroyed (TRAP-MONSTER-FACE-DOWN)', () => {
    const a = ask('{回合:B 阶段:主要1 A场:阿匹卜之化神(当作怪兽),旋风(盖),神之宣告(盖),强制脱出装置(盖),神之警告(盖),黑洞(盖)} C1 B:月之书 → A:阿匹卜之化神');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'sent-to-gy', 1)).toEqual(['阿匹卜之化神']);
    expect(eventCards(a, 'destroyed')).toEqual([]);
  });
});
