// CH-NO-FREE-ZONE (rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:124–129): when an effect that
// Special Summons resolves and its controller has no Main Monster Zone free, the summon is not made. A monster
// the effect had fixed — its target, or the card itself — is sent to the GY (from banishment it is placed there);
// one it only describes (「从手卡把1只「X」特殊召唤」) stays where it is. The zones here fill during the chain:
// 活死人的呼声, chained, brings the fifth monster. Cards are read from cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the free-zone rule', CARDS_DB);

const cardsOf = (a: ChainAnswer, type: string, link: number) =>
  a.events.filter((e) => e.type === type && e.link === link).flatMap((e) => e.cards.map((c) => c.name));
const FOUR = '黑魔术师,三眼怪,青眼白龙,黑森林的魔女';

describe.skipIf(!haveCards)('[CH-NO-FREE-ZONE] no Main Monster Zone free at resolution', () => {
  it('[CH-NO-FREE-ZONE] a targeted banished monster cannot come back: it is placed in the GY (异次元复活)', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:${FOUR} A除外:黑魔术少女 A墓:暗黑骑士 盖亚} C1 A:异次元复活 → 黑魔术少女 C2 A:活死人的呼声 → 暗黑骑士 盖亚`);
    expect(cardsOf(a, 'special-summoned', 1)).toEqual([]);
    expect(cardsOf(a, 'sent-to-gy', 1)).toEqual(['黑魔术少女']);
    expect(a.links[0]!.rules).toContain('CH-NO-FREE-ZONE');
  });

  it('[CH-NO-FREE-ZONE] the other side: with a zone left, the same chain summons both', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:黑魔术师,三眼怪,青眼白龙 A除外:黑魔术少女 A墓:暗黑骑士 盖亚} C1 A:异次元复活 → 黑魔术少女 C2 A:活死人的呼声 → 暗黑骑士 盖亚');
    expect(cardsOf(a, 'special-summoned', 1)).toEqual(['黑魔术少女']);
    expect(a.links[0]!.rules).not.toContain('CH-NO-FREE-ZONE');
  });

  it('[CH-NO-FREE-ZONE] a monster summoning itself from the hand goes from the hand to the GY (妖形杵)', () => {
    const a = askCdb(`{回合:A 阶段:战斗 A场:${FOUR} A手:妖形杵 A墓:暗黑骑士 盖亚} C1 A:妖形杵① C2 A:活死人的呼声 → 暗黑骑士 盖亚`);
    expect(cardsOf(a, 'special-summoned', 1)).toEqual([]);
    expect(cardsOf(a, 'sent-to-gy', 1)).toEqual(['妖形杵']);
  });

  it('[CH-NO-FREE-ZONE-PLACED] a banished target that finds no zone is placed in the GY, not sent: 次元的裂缝 (「送去墓地的卡…除外」) does not banish it again', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:${FOUR},次元的裂缝 A除外:黑魔术少女 A墓:暗黑骑士 盖亚} C1 A:异次元复活 → 黑魔术少女 C2 A:活死人的呼声 → 暗黑骑士 盖亚`);
    expect(cardsOf(a, 'sent-to-gy', 1)).toEqual(['黑魔术少女']);
    expect(cardsOf(a, 'banished', 1)).toEqual([]);
    expect(a.links[0]!.rules).toContain('CH-NO-FREE-ZONE-PLACED');
  });

  it('[CH-NO-FREE-ZONE-PLACED] the other side: a monster summoning itself from the hand is sent to the GY, so 大宇宙 banishes it', () => {
    const a = askCdb(`{回合:A 阶段:战斗 A场:${FOUR},大宇宙 A手:妖形杵 A墓:暗黑骑士 盖亚} C1 A:妖形杵① C2 A:活死人的呼声 → 暗黑骑士 盖亚`);
    expect(cardsOf(a, 'special-summoned', 1)).toEqual([]);
    expect(cardsOf(a, 'banished', 1)).toContain('妖形杵');
    expect(cardsOf(a, 'sent-to-gy', 1)).toEqual([]);
    expect(a.links[0]!.rules).not.toContain('CH-NO-FREE-ZONE-PLACED');
  });

  it('[CH-NO-FREE-ZONE] a monster named only by its card name stays in the hand (魔法神灯 and 灯之魔精)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:魔法神灯,三眼怪,青眼白龙,黑森林的魔女 A手:灯之魔精 A墓:暗黑骑士 盖亚} C1 A:魔法神灯① C2 A:活死人的呼声 → 暗黑骑士 盖亚');
    expect(cardsOf(a, 'special-summoned', 1)).toEqual([]);
    expect(cardsOf(a, 'sent-to-gy', 1)).toEqual([]);
    expect(a.links[0]!.reason).toMatch(/没有可用的主要怪兽区域/);
  });

  it('[CH-NO-FREE-ZONE] one Extra Deck monster may stand in the Extra Monster Zone: four main monsters and an Xyz leave a zone free', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A场:${FOUR},No.39 希望皇 霍普 A墓:暗黑骑士 盖亚} C1 A:活死人的呼声 → 暗黑骑士 盖亚`);
    expect(cardsOf(a, 'special-summoned', 1)).toEqual(['暗黑骑士 盖亚']);
    // that reading decides the ruling, so the answer says it assumed it; with zones to spare it says nothing
    expect(a.assumptions.join('\n')).toContain('额外怪兽区域');
    const spare = askCdb(`{回合:A 阶段:主要1 A场:黑魔术师,No.39 希望皇 霍普 A墓:暗黑骑士 盖亚} C1 A:活死人的呼声 → 暗黑骑士 盖亚`);
    expect(spare.assumptions.join('\n')).not.toContain('额外怪兽区域');
  });

  it('[CH-NO-FREE-ZONE] at activation: an effect that would Special Summon first cannot be activated with the listed field full (死者苏生, 魔法神灯); with a zone free it can', () => {
    const full = askCdb('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑森林的魔女,黑魔术师,黑魔术少女 A墓:暗黑骑士 盖亚} C1 A:死者苏生 → 暗黑骑士 盖亚');
    expect(full.links[0]!.legal).toBe(false);
    expect(full.links[0]!.rules).toContain('CH-NO-FREE-ZONE');
    expect(askCdb('{回合:A 阶段:主要1 A场:魔法神灯,三眼怪,青眼白龙,黑森林的魔女,黑魔术师 A手:灯之魔精} C1 A:魔法神灯①').links[0]!.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A场:三眼怪,青眼白龙,黑森林的魔女,黑魔术师 A墓:暗黑骑士 盖亚} C1 A:死者苏生 → 暗黑骑士 盖亚').links[0]!.legal).toBe(true);
  });

  it('[CH-NO-FREE-ZONE] a field the situation does not list is not judged', () => {
    expect(askCdb('{回合:A 阶段:主要1 A墓:暗黑骑士 盖亚} C1 A:死者苏生 → 暗黑骑士 盖亚').links[0]!.legal).toBe(true);
  });
  it('[CH-NO-FREE-ZONE] taking control needs a free Main Monster Zone too: 精神操作 and the Equip Spells 强夺 / 蔷薇刻印 (paid from the GY) cannot be activated on a full field, but can with a zone free', () => {
    const full = `{回合:A 阶段:主要1 A场:${FOUR},暗黑骑士 盖亚 B场:青眼白龙}`;
    for (const card of ['精神操作', '强夺', '蔷薇刻印']) {
      const a = askCdb(`${full} C1 A:${card} → 青眼白龙`);
      expect(a.links[0]!.legal, card).toBe(false);
      expect(a.links[0]!.illegalReason).toContain('控制权');
    }
    expect(askCdb(`{回合:A 阶段:主要1 A场:${FOUR} B场:青眼白龙} C1 A:精神操作 → 青眼白龙`).links[0]!.legal).toBe(true);
    // Nothing to take: the full field alone does not stop a card that takes no control.
    expect(askCdb(`${full} C1 A:旋风`).links[0]!.legal).toBe(true);
  });
  it('[CH-NO-FREE-ZONE] a mandatory effect is activated even with no zone free (古遗物-雷神锤 ③); nothing is summoned', () => {
    const a = askCdb(`{回合:B 阶段:主要1 A场:${FOUR},暗黑骑士 盖亚,古遗物-雷神锤 A墓:古遗物-圣枪} C1 A:古遗物-雷神锤#3`);
    expect(a.links[0]!.legal).toBe(true);
    expect(cardsOf(a, 'special-summoned', 1)).toEqual([]);
  });
});

// CH-NO-FREE-ZONE-SAME-STEP: the summoning step first destroys (sends, banishes…) a card chosen from its controller's own
// field — a monster there may be chosen and its zone freed, so the effect is not refused at activation; a step that
// empties only the hand frees nothing (rules reference docs/c04/灰流丽·星尘龙.rst:158).
describe.skipIf(!haveCards)('[CH-NO-FREE-ZONE-SAME-STEP] a summoning step that may first empty an own Monster Zone', () => {
  const FIVE = '三眼怪,黑森林的魔女,黑魔术师,青眼白龙,暗黑骑士 盖亚';
  it('[CH-NO-FREE-ZONE-SAME-STEP] destroying a monster of one’s own field in the same step: activatable with all five zones full (真龙皇 阿耆尼马兹德·消灭)', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A手:真龙皇 阿耆尼马兹德·消灭,炎王兽 巴隆 A场:${FIVE}} C1 A:真龙皇 阿耆尼马兹德·消灭①`);
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-NO-FREE-ZONE-SAME-STEP');
  });
  it('[CH-NO-FREE-ZONE-SAME-STEP] the other side: a step sending a card from the hand only frees no zone — refused (小矮人橡子)', () => {
    const a = askCdb(`{回合:A 阶段:主要1 A手:小矮人橡子,松果小矮人 A场:${FIVE}} C1 A:小矮人橡子`);
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.rules).toContain('CH-NO-FREE-ZONE');
  });
});

describe.skipIf(!haveCards)('CH-NO-FREE-ZONE-SAME-STEP: the card the step moves away first', () => {
  const c1 = (input: string) => askCdb(input).links[0]!;
  it('[CH-NO-FREE-ZONE-SAME-STEP] 点火骑士·复仇者① targeting its own monster in a Main Monster Zone (with two Spell/Trap cards): destroyed first, it frees the zone — legal with all five taken', () => {
    expect(c1('{回合:A 阶段:主要1 A手:点火骑士·复仇者 A场:点火骑士·德林加(主1),黑森林的魔女(主2),黑魔术师(主3),青眼白龙(主4),暗黑骑士 盖亚(主5),点火骑士上膛(魔陷2),点火骑士团结(魔陷3)} C1 A:点火骑士·复仇者①→点火骑士·德林加,点火骑士上膛,点火骑士团结').legal).toBe(true);
  });
  it('[CH-NO-FREE-ZONE-SAME-STEP] the other side: 炎王神兽 麒麟① 「选自己的手卡·场上1张炎属性卡破坏」 with no FIRE monster on its full field empties only the hand — refused (docs/c04/灰流丽·星尘龙.rst:158); with one there, legal', () => {
    expect(c1('{回合:A 阶段:主要1 A手:炎王神兽 麒麟,炎王兽 巴隆 A场:三眼怪,黑森林的魔女,黑魔术师,青眼白龙,暗黑骑士 盖亚} C1 A:炎王神兽 麒麟①').legal).toBe(false);
    expect(c1('{回合:A 阶段:主要1 A手:炎王神兽 麒麟,炎王兽 巴隆 A场:炎王兽 巴隆,黑森林的魔女,黑魔术师,青眼白龙,暗黑骑士 盖亚} C1 A:炎王神兽 麒麟①').legal).toBe(true);
  });
});
