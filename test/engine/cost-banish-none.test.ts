// A cost banishing 「自己场上1只表侧表示的X怪兽」 with the field listed and no face-up X monster there cannot be paid (test/RULES.md
// CH-COST-BANISH-FACE-DOWN, CH-COST-SELF; rules reference docs/c02/基本用语.rst:163–169). Before, a text that writes 「表侧表示」 itself
// made the face-down check find nothing to compare (no face-down card fitted a face-up filter), and 不知火流 轮回之阵's ● was activated
// with only a Set 马头鬼, banishing 「（未写明的卡）」.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const link = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('a banish cost written 「表侧表示的…」 with nothing to pay it', () => {
  it('[CH-COST-BANISH-FACE-DOWN] 不知火流 轮回之阵 ●1 with only a Set Zombie (马头鬼): the cost takes a face-up one, so it cannot be activated', () => {
    const l = link('{回合:A 阶段:主要1 A场只有:不知火流 轮回之阵,马头鬼(盖) A墓:} C1 A:不知火流 轮回之阵[●1]');
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-COST-BANISH-FACE-DOWN');
  });
  it('[CH-COST-BANISH-FACE-DOWN] the other side: the Zombie face-up pays it', () => {
    const l = link('{回合:A 阶段:主要1 A场:不知火流 轮回之阵,马头鬼 A墓:} C1 A:不知火流 轮回之阵[●1]');
    expect(l.legal).toBe(true);
    expect(l.rules).not.toContain('CH-COST-BANISH-FACE-DOWN');
  });
  it('[CH-COST-SELF] no fitting card at all on the listed field (a face-up 三眼怪 is no Zombie; 完全燃烧 with no 「化合兽」): it cannot be paid', () => {
    const a = link('{回合:A 阶段:主要1 A场只有:不知火流 轮回之阵,三眼怪 A墓:} C1 A:不知火流 轮回之阵[●1]');
    expect(a.legal).toBe(false);
    expect(a.rules).toContain('CH-COST-SELF');
    expect(a.illegalReason ?? '').toMatch(/除外/);
    const b = link('{回合:A 阶段:主要1 A场只有:完全燃烧(盖),三眼怪} C1 A:完全燃烧');
    expect(b.legal).toBe(false);
    expect(b.rules).toContain('CH-COST-SELF');
  });
  it('[CH-COST-SELF] the other side: a face-up 「化合兽」 monster pays 完全燃烧\'s cost', () => {
    expect(link('{回合:A 阶段:主要1 A场:完全燃烧(盖),化合兽 碳素蟹} C1 A:完全燃烧').legal).toBe(true);
  });
});
