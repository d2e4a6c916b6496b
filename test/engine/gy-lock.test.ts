// GY locks (test/RULES.md CH-GY-LOCK, CH-FORBIDDEN-FROM; rules reference docs/c04/王家长眠之谷.rst):
// 「双方不能把墓地的卡除外，对墓地的卡有涉及的效果无效化」 as two facts of the card — a forbid on one
// place, judged at activation, and a negation of effects that must move a card out of the GY, judged
// when each link resolves. Curated cards only (no card database needed).
import { describe, expect, it } from 'vitest';
import { chain, summary } from './build.js';
import { askCdb, haveCards } from '../cards/data.js';

const link = (input: string, n: number) => chain(input).links.find((l) => l.n === n)!;

describe.skipIf(!haveCards)('GY lock on an effect that cannot be negated (issue 16)', () => {
  it('[CH-GY-LOCK-MOVES] 「无效化并且不适用」: an effect that cannot be negated (幻变骚灵协议 on 幻变骚灵物化) is not negated but still does not apply — nothing leaves the GY; without the lock it resolves', () => {
    const a = askCdb('{回合:A A场:王家长眠之谷,幻变骚灵协议 A墓:幻变骚灵·像素妖精} C1 A:幻变骚灵物化→幻变骚灵·像素妖精');
    expect(summary(a)).toEqual(['C1:legal:no-effect']);
    expect(a.links[0]!.rules).toContain('CH-GY-LOCK-MOVES');
    expect(a.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    expect(summary(askCdb('{回合:A A场:幻变骚灵协议 A墓:幻变骚灵·像素妖精} C1 A:幻变骚灵物化→幻变骚灵·像素妖精'))).toEqual(['C1:legal:resolved']);
  });
});

describe('GY lock at resolution', () => {
  it('[CH-GY-LOCK-MOVES] an effect that must move a card out of the GY is negated when it resolves; the same board without the lock resolves it', () => {
    const a = chain('{回合:A B场:王家长眠之谷 A墓:青眼白龙} C1 A:死者苏生');
    expect(summary(a)).toEqual(['C1:legal:effect-negated']);
    expect(a.links[0]!.rules).toContain('CH-GY-LOCK-MOVES');
    expect(a.links[0]!.reason).toContain('王家长眠之谷');
    expect(summary(chain('{回合:A A墓:青眼白龙} C1 A:死者苏生'))).toEqual(['C1:legal:resolved']);
    // An effect activated in the GY that takes its own card out of it (杀人蛇 back to the hand).
    expect(summary(chain('{回合:A B场:王家长眠之谷 A墓:杀人蛇} C1 A:杀人蛇'))).toEqual(['C1:legal:effect-negated']);
  });

  it('[CH-GY-LOCK-MOVES] an effect that takes from the field and the GY is negated only when the GY holds a card it must take', () => {
    expect(summary(chain('{回合:A A场:王家长眠之谷 B场:古代的机械巨人 B墓:古代的机械巨人} C1 A:系统崩溃'))).toEqual(['C1:legal:effect-negated']);
    expect(summary(chain('{回合:A A场:王家长眠之谷 B场:古代的机械巨人 B墓:} C1 A:系统崩溃'))).toEqual(['C1:legal:resolved']);
  });
});

describe('a GY lock on a monster\'s own summon from the GY', () => {
  it('[CH-UNCLASSIFIED-GY-LOCK] a Normal-Summonable monster summoning itself from the GY uses an effect: under a GY lock nothing is done and the answer says why; without the lock it is summoned', () => {
    const locked = chain('{回合:A 阶段:主要1 A墓:暗黑界的龙神 格拉法 B场:王家长眠之谷} 特殊召唤 暗黑界的龙神 格拉法');
    expect(locked.warnings.join()).toContain('王家长眠之谷');
    expect(locked.events.filter((e) => e.type === 'special-summoned')).toEqual([]);
    const free = chain('{回合:A 阶段:主要1 A墓:暗黑界的龙神 格拉法} 特殊召唤 暗黑界的龙神 格拉法');
    expect(free.warnings.join()).not.toContain('王家长眠之谷');
    expect(free.events.filter((e) => e.type === 'special-summoned').map((e) => e.cards[0]!.name)).toEqual(['暗黑界的龙神 格拉法']);
  });
});

describe('a forbid on one place, at activation', () => {
  it('[CH-FORBIDDEN-FROM] an effect that could banish only cards in the GY cannot be activated; with a fitting card elsewhere it can', () => {
    const l = link('{回合:A A场:王家长眠之谷 B场: B墓:古代的机械巨人} C1 A:系统崩溃', 1);
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-FORBIDDEN-FROM');
    expect(l.illegalReason).toContain('墓地');
    expect(link('{回合:A A场:王家长眠之谷 B场:古代的机械巨人 B墓:古代的机械巨人} C1 A:系统崩溃', 1).legal).toBe(true);
  });

  it('[CH-FORBIDDEN-FROM] "negate and banish" answering an effect activated in the GY cannot be activated, even if its cost took the card away; answering a hand effect it can', () => {
    expect(link('{回合:A A场:王家长眠之谷 A墓:青色眼睛的祭司} C1 A:青色眼睛的祭司② C2 B:召唤兽 梅尔卡巴', 2).legal).toBe(false);
    expect(link('{回合:B A场:王家长眠之谷 B手:增殖的G} C1 B:增殖的G C2 A:召唤兽 梅尔卡巴', 2).legal).toBe(true);
  });
});

// CH-FORBIDDEN-FROM-AT-RESOLUTION (rules reference docs/c03/特定效果的处理方法.rst:334): a place floodgate (雷王 「双方不能用抽卡
// 以外的方法从卡组把卡加入手卡」) face-up as a step resolves stops that step when it takes cards only from there.
describe.skipIf(!haveCards)('a forbid on one place, at resolution', () => {
  const added = (input: string) => askCdb(input).events.filter((e) => e.type === 'added-to-hand');
  it('[CH-FORBIDDEN-FROM-AT-RESOLUTION] 魔力掌握’s optional add from the Deck is not made under the opponent’s face-up 雷王 (the activation stands: the step is 「可以」); without it, or with 雷王 face-down, it is', () => {
    const input = (b: string) => `{回合:A A场:魔力掌握(盖),王立魔法图书馆 A卡组:魔力掌握 B场:${b}} C1 A:魔力掌握→王立魔法图书馆`;
    const a = askCdb(input('雷王'));
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-FORBIDDEN-FROM-AT-RESOLUTION');
    expect(added(input('雷王'))).toEqual([]);
    expect(added(input('三眼怪'))).toHaveLength(1);
    expect(added(input('雷王(盖)'))).toHaveLength(1);
  });
  it('[CH-FORBIDDEN-FROM-AT-RESOLUTION] the other side, at activation: an add from the Deck it must make (增援) cannot be activated under 雷王 (CH-FORBIDDEN-FROM)', () => {
    const l = askCdb('{回合:A B场:雷王} C1 A:增援').links[0]!;
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-FORBIDDEN-FROM');
  });
});

describe.skipIf(!haveCards)('GY lock and a step left for a later phase', () => {
  it('[CH-GY-LOCK-MOVES] 命运英雄 毁灭凤凰人③ (「下次的准备阶段，这张卡从墓地特殊召唤」, read from its text) under 王家长眠之谷 resolves — its summon waits for the Standby Phase and is judged then; 死者苏生, which summons from the GY as it resolves, is negated', () => {
    const a = askCdb('{回合:A A墓:命运英雄 毁灭凤凰人 B场:王家长眠之谷} C1 A:命运英雄 毁灭凤凰人③');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect((a.delayed ?? []).map((d) => `${d.card.name}:${d.phase}`)).toEqual(['命运英雄 毁灭凤凰人:standby-phase']);
    expect(askCdb('{回合:A A墓:青眼白龙 B场:王家长眠之谷} C1 A:死者苏生→青眼白龙').links[0]!.outcome).toBe('effect-negated');
  });
  it('[CH-GY-LOCK-MOVES] 命运英雄 毁灭凤凰人 destroyed by battle in the damage step: its ③ under 王家长眠之谷 still resolves, the summon left for later', () => {
    const a = askCdb('{回合:B 阶段:伤害步骤 A墓:命运英雄 毁灭凤凰人 B场:王家长眠之谷} C1 A:命运英雄 毁灭凤凰人③');
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.events.some((e) => e.type === 'special-summoned')).toBe(false);
  });
});

// CH-FORBIDDEN-FROM-AT-RESOLUTION, per card (review s42): 「场上存在的卡不能回到卡组」 (G·B·猎人, imported) leaves a target on the field
// where it is; the same step still returns a target from the GY (rules reference docs/c03/特定效果的处理方法.rst:193).
describe.skipIf(!haveCards)('a place lock on some of a step\'s cards', () => {
  const returned = (input: string) => askCdb(input).events.filter((e) => e.type === 'returned-to-deck').flatMap((e) => e.cards.map((c) => c.name));
  it('[CH-FORBIDDEN-FROM-AT-RESOLUTION] 烈风帝 莱扎① under G·B·猎人: the GY target returns to the Deck, the field target stays (not shown returning)', () => {
    const input = '{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤) B场:G·B·猎人,三眼怪 B墓:黑魔术师} C1 A:烈风帝 莱扎①→三眼怪,黑魔术师';
    const a = askCdb(input);
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-FORBIDDEN-FROM-AT-RESOLUTION');
    expect(returned(input)).toEqual(['黑魔术师']);
  });
  it('[CH-FORBIDDEN-FROM-AT-RESOLUTION] the other side: no G·B·猎人, or a face-down one, locks nothing — both return; under 技能抽取 莱扎’s own effect is negated — nothing returns', () => {
    expect(returned('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤) B场:三眼怪 B墓:黑魔术师} C1 A:烈风帝 莱扎①→三眼怪,黑魔术师')).toEqual(['三眼怪', '黑魔术师']);
    expect(returned('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤) B场:G·B·猎人(盖),三眼怪 B墓:黑魔术师} C1 A:烈风帝 莱扎①→三眼怪,黑魔术师')).toEqual(['三眼怪', '黑魔术师']);
    expect(returned('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤),技能抽取 B场:G·B·猎人,三眼怪 B墓:黑魔术师} C1 A:烈风帝 莱扎①→三眼怪,黑魔术师')).toEqual([]);
  });
});

// CH-FORBIDDEN-FROM-AT-RESOLUTION under a GY lock (review s42-rv2; rules reference docs/c04/王家长眠之谷.rst:101–102): an effect that
// involves the GY and another place is not negated — only its part on the GY is not done.
describe.skipIf(!haveCards)('a GY lock on some of a step\'s targets', () => {
  const returned = (input: string) => askCdb(input).events.filter((e) => e.type === 'returned-to-deck').flatMap((e) => e.cards.map((c) => c.name));
  it('[CH-FORBIDDEN-FROM-AT-RESOLUTION] 烈风帝 莱扎① under 王家长眠之谷: the field target returns, the GY target stays; the effect is not negated', () => {
    const input = '{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤) B场:三眼怪,王家长眠之谷 B墓:黑魔术师} C1 A:烈风帝 莱扎①→三眼怪,黑魔术师';
    const a = askCdb(input);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(a.links[0]!.rules).toContain('CH-FORBIDDEN-FROM-AT-RESOLUTION');
    expect(returned(input)).toEqual(['三眼怪']);
  });
  it('[CH-FORBIDDEN-FROM-AT-RESOLUTION] the other side: 王家长眠之谷 face-down locks nothing — both return', () => {
    expect(returned('{回合:A 阶段:主要1 A场:烈风帝 莱扎(上级召唤) B场:三眼怪,王家长眠之谷(盖) B墓:黑魔术师} C1 A:烈风帝 莱扎①→三眼怪,黑魔术师')).toEqual(['三眼怪', '黑魔术师']);
  });
});
