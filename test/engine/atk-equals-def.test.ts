// CH-ATK-EQUALS-DEF (docs/c03/攻守计算.rst:55–58): 「攻击力和守备力的数值相同的怪兽」 — the ATK and DEF the monster shows are the same
// number; face-down, both count as 0. CH-COST-NOTE-FIT: a monster a note names as a tribute cost must fit the cost's filter.
// 机巧鸟-常世宇受卖长鸣 (newer than the database) is curated in src/cards/curated/newer/c03-battle-destroyed-newer.ts; the other
// cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('monsters with the same ATK and DEF, and the tribute a note names', CARDS_DB);

describe.skipIf(!haveCards)('the same ATK and DEF, and a noted tribute', () => {
  it('[CH-ATK-EQUALS-DEF] 机巧鸟-常世宇受卖长鸣① may tribute a face-down 电子龙 (0 and 0 face-down), not a face-up one (2100 / 1600)', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:机巧鸟-常世宇受卖长鸣,电子龙(盖)} C1 A:机巧鸟-常世宇受卖长鸣①[cost:解放 电子龙]').links[0]!.legal).toBe(true);
    const a = askCdb('{回合:A 阶段:主要1 A场:机巧鸟-常世宇受卖长鸣,电子龙} C1 A:机巧鸟-常世宇受卖长鸣①[cost:解放 电子龙]');
    expect(a.links[0]!.legal).toBe(false);
  });

  it('[CH-COST-NOTE-FIT] 死之卡组破坏病毒 cannot tribute 黑魔术师 (ATK 2500, above its 1000) though a note says so; a face-down DARK monster of ATK ? fits', () => {
    const a = askCdb('{回合:A A场:黑魔术师,死之卡组破坏病毒(盖)} C1 A:死之卡组破坏病毒[cost:解放 黑魔术师]');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-COST-NOTE-FIT');
    const b = askCdb('{回合:A A场:特拉戈迪亚(盖),死之卡组破坏病毒(盖)} C1 A:死之卡组破坏病毒[cost:解放 特拉戈迪亚]');
    expect(b.links[0]!.legal).toBe(true);
    expect(b.links[0]!.rules).not.toContain('CH-COST-NOTE-FIT');
  });

  it('[CNT-HAS-COUNTER] 捕食植物 monsters’ 「有捕食指示物放置的怪兽」: 凶饿毒捕食融合龙① tributes the monster with a Predator Counter, not the one without', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:死者苏生 A墓:青眼白龙 B场:黑魔术师(捕食指示物1),三眼怪,凶饿毒捕食融合龙} C1 A:死者苏生→青眼白龙 C2 B:凶饿毒捕食融合龙①');
    const sentA = a.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name));
    expect(sentA).toContain('黑魔术师');
    expect(sentA).not.toContain('三眼怪');
    const b = askCdb('{回合:A 阶段:主要1 A手:死者苏生 A墓:青眼白龙 B场:黑魔术师(捕食指示物1),三眼怪,凶饿毒捕食融合龙} C1 A:死者苏生→青眼白龙 C2 B:凶饿毒捕食融合龙① [解放 三眼怪]');
    expect(b.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name))).not.toContain('三眼怪');
  });

  it('[CH-COST-NOTE-FIT] a sending cost too: 神星因子 paid with a face-up 「星守」 monster is activated; a note sending 三眼怪 (no 「星守」) cannot pay it', () => {
    const ok = askCdb('{回合:B A场:神星因子(盖),星守之骑士 托勒密 B手:黑洞} C1 B:黑洞 C2 A:神星因子[cost:送墓 星守之骑士 托勒密]');
    expect(ok.links.find((l) => l.n === 2)!.legal).toBe(true);
    const wrong = askCdb('{回合:B A场:神星因子(盖),星守之骑士 托勒密,三眼怪 B手:黑洞} C1 B:黑洞 C2 A:神星因子[cost:送墓 三眼怪]');
    const c2 = wrong.links.find((l) => l.n === 2)!;
    expect(c2.legal).toBe(false);
    expect(c2.rules).toContain('CH-COST-NOTE-FIT');
  });

  it('[CH-COST-NOTE-FIT] 「场上1只水族怪兽」 is a monster in a Monster Zone: an Aqua monster card held as an Equip Card cannot pay 饼蛙②; one on the field can', () => {
    const equip = askCdb('{回合:B A场:饼蛙,死亡青蛙(装备:饼蛙) B手:黑洞} C1 B:黑洞 C2 A:饼蛙②[cost:送墓 死亡青蛙]');
    expect(equip.links.find((l) => l.n === 2)!.legal).toBe(false);
    const field = askCdb('{回合:B A场:饼蛙,死亡青蛙 B手:黑洞} C1 B:黑洞 C2 A:饼蛙②[cost:送墓 死亡青蛙]');
    expect(field.links.find((l) => l.n === 2)!.legal).toBe(true);
  });
});
