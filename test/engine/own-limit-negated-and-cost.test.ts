// A card's own 「不能除外」「不能解放」 is one of its effects: off while its effects are negated (CH-CANNOT-BE-BANISHED), and a
// 「这张卡不能解放」 that applies keeps it from being tributed for a cost too (CH-COST-CANNOT-TRIBUTE).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { linkOf } from './build.js';

const banish = (egg: string, extra = '') =>
  askCdb(`{回合:A 阶段:主要1 A场:混沌战士 -开辟的使者-${extra} B场:${egg}} C1 A:混沌战士 -开辟的使者-①→B:奇迹之侏罗纪蛋`);

describe.skipIf(!haveCards)('own 「不能除外」 with its effects negated (CH-CANNOT-BE-BANISHED)', () => {
  it('[CH-CANNOT-BE-BANISHED] stated (效果无效): the egg is banished', () => {
    const a = banish('奇迹之侏罗纪蛋(效果无效)');
    expect(linkOf(a, 1).legal).toBe(true);
    expect(a.events.some((e) => e.type === 'banished' && e.cards.some((c) => c.name === '奇迹之侏罗纪蛋'))).toBe(true);
  });
  it('[CH-CANNOT-BE-BANISHED] negated by a face-up continuous negation of the opponent\'s monsters: banished too', () => {
    const a = banish('奇迹之侏罗纪蛋', ',命运英雄 血魔-D');
    expect(linkOf(a, 1).legal).toBe(true);
    expect(a.events.some((e) => e.type === 'banished' && e.cards.some((c) => c.name === '奇迹之侏罗纪蛋'))).toBe(true);
  });
  it('[CH-CANNOT-BE-BANISHED] not negated: still no valid target', () => {
    const a = banish('奇迹之侏罗纪蛋');
    expect(linkOf(a, 1).legal).toBe(false);
    expect(a.events.some((e) => e.type === 'banished')).toBe(false);
  });
});

describe.skipIf(!haveCards)('「这张卡不能解放」 for a cost (CH-COST-CANNOT-TRIBUTE)', () => {
  it('[CH-COST-CANNOT-TRIBUTE] the only monster fitting the tribute cost cannot be tributed: it cannot be activated (with or without the note)', () => {
    for (const input of [
      '{回合:A 阶段:主要1 A场只有:召唤僧 B场:青眼白龙} C1 A:死之卡组破坏病毒',
      '{回合:A 阶段:主要1 A场:召唤僧 B场:青眼白龙} C1 A:死之卡组破坏病毒[cost:解放 召唤僧]',
      '{回合:A 阶段:主要1 A场只有:召唤僧 B场:青眼白龙} C1 A:怪兽之门',
    ]) {
      const a = askCdb(input);
      expect(linkOf(a, 1).legal, input).toBe(false);
      expect(linkOf(a, 1).rules).toContain('CH-COST-CANNOT-TRIBUTE');
      expect(linkOf(a, 1).illegalReason).toContain('召唤僧');
      expect(a.assumptions.join()).not.toContain('假定用它支付');
    }
  });
  it('[CH-COST-CANNOT-TRIBUTE] another monster can pay; naming the one that cannot is refused', () => {
    expect(linkOf(askCdb('{回合:A 阶段:主要1 A场:召唤僧,青眼白龙} C1 A:怪兽之门'), 1).legal).not.toBe(false);
    const noted = askCdb('{回合:A 阶段:主要1 A场:召唤僧,青眼白龙} C1 A:怪兽之门[cost:解放 召唤僧]');
    expect(linkOf(noted, 1).legal).toBe(false);
    expect(linkOf(noted, 1).rules).toContain('CH-COST-CANNOT-TRIBUTE');
  });
  it('[CH-COST-CANNOT-TRIBUTE] its effects negated, or face-down: it can be tributed', () => {
    for (const state of ['召唤僧(效果无效)', '召唤僧(里侧守备)']) {
      const a = askCdb(`{回合:A 阶段:主要1 A场:${state} B场:青眼白龙} C1 A:死之卡组破坏病毒`);
      expect(linkOf(a, 1).legal, state).not.toBe(false);
      expect(linkOf(a, 1).rules).not.toContain('CH-COST-CANNOT-TRIBUTE');
    }
  });
});
