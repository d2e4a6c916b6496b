// "Would destroy" is decided at activation (rules reference docs/c04/灰流丽·星尘龙.rst:17–:21, :158–:190):
// an answer like 星尘龙① or 我身作盾 needs a destruction the answered effect will certainly make.
// CH-DESTROYS-CHANCE: a destruction a die, a coin or a value found at resolution decides, or one made
// later (「下个回合的结束阶段破坏」), is not one. CH-DESTROYS-CHOICE: cards chosen at resolution count only
// when every card the choice could fall on fits — none off the field, none of another kind — and, where
// the situation lists the zones, at least one is there. Cards are read from the shared cards.cdb (their
// text compiled), the way a user meets them.
import { describe, expect, it } from 'vitest';
import type { LinkAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the would-destroy doubts', CARDS_DB);

const link = (input: string, n: number): LinkAnswer => askCdb(input).links.find((l) => l.n === n)!;

describe.skipIf(!haveCards)('would destroy: left to chance or to a later choice', () => {
  it('[CH-DESTROYS-CHANCE] dice decide (无差别崩坏): 我身作盾 cannot answer, and the answer says the destruction is only decided at resolution', () => {
    const l = link('{回合:A B场:青眼白龙} C1 A:无差别崩坏 C2 B:我身作盾', 2);
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-DESTROYS-CHANCE');
    expect(l.illegalReason).toMatch(/骰子/);
  });

  it('[CH-DESTROYS-CHANCE] a destruction only if the ATK it lowers reaches 0 (奥西里斯之天空龙④), in either turn', () => {
    for (const turn of ['A', 'B']) {
      const l = link(`{回合:${turn} B场:奥西里斯之天空龙} C1 B:奥西里斯之天空龙④ C2 A:星尘龙①`, 2);
      expect(l.legal).toBe(false);
      expect(l.rules).toContain('CH-DESTROYS-CHANCE');
    }
  });

  it('[CH-DESTROYS-CHANCE] a destruction in a later End Phase (刻印之调停者②) is not made at resolution', () => {
    const l = link('C1 A:刻印之调停者② C2 B:星尘龙①', 2);
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-DESTROYS-CHANCE');
  });

  it('[CH-DESTROYS-CHANCE] the other side: a coin whose every outcome destroys (时间魔术师) still would destroy, and so does a plain destruction (雷击)', () => {
    expect(link('{回合:A A场:时间魔术师,青眼白龙 B场:星尘龙,三眼怪} C1 A:时间魔术师① C2 B:星尘龙①', 2).legal).toBe(true);
    const plain = link('{回合:A B场:青眼白龙,星尘龙} C1 A:雷击 C2 B:星尘龙①', 2);
    expect(plain.legal).toBe(true);
    expect(plain.rules).not.toContain('CH-DESTROYS-CHANCE');
  });

  it('[CH-DESTROYS-CHOICE] one face-up card chosen at resolution (古遗物-巨怒剑): certain only while every face-up card there is a monster', () => {
    expect(link('{回合:A A场:三眼怪,我身作盾(盖) B场:古遗物-巨怒剑} C1 B:古遗物-巨怒剑 C2 A:我身作盾', 2).legal).toBe(true);
    const spell = link('{回合:A A场:三眼怪,光之护封剑,我身作盾(盖) B场:古遗物-巨怒剑} C1 B:古遗物-巨怒剑 C2 A:我身作盾', 2);
    expect(spell.legal).toBe(false);
    expect(spell.rules).toContain('CH-DESTROYS-CHOICE');
    // A face-down card is not one it may choose: only the monster is left.
    expect(link('{回合:A A场:三眼怪,光之护封剑(盖),我身作盾(盖) B场:古遗物-巨怒剑} C1 B:古遗物-巨怒剑 C2 A:我身作盾', 2).legal).toBe(true);
  });

  it('[CH-DESTROYS-CHOICE] "all such monsters" with the field listed empty destroys none there (死之卡组破坏病毒); unlisted, the text is assumed', () => {
    expect(link('{回合:A B场:青眼白龙} C1 A:死之卡组破坏病毒 C2 B:我身作盾', 2).legal).toBe(true);
    const empty = link('{回合:A B场:} C1 A:死之卡组破坏病毒 C2 B:我身作盾', 2);
    expect(empty.legal).toBe(false);
    expect(empty.rules).toContain('CH-DESTROYS-CHOICE');
    expect(link('{回合:A} C1 A:死之卡组破坏病毒 C2 B:我身作盾', 2).legal).toBe(true);
  });

  it('[CH-DESTROYS-CHOICE] monsters chosen "from the hand and the field" (真龙皇 阿耆尼马兹德·消灭①) may all be hand cards', () => {
    const l = link('{回合:A} C1 A:真龙皇 阿耆尼马兹德·消灭① C2 B:我身作盾', 2);
    expect(l.legal).toBe(false);
    expect(l.rules).toContain('CH-DESTROYS-CHOICE');
  });

  it('[CH-DESTROYS-AT-ACTIVATION] a compiled 「要让场上的卡破坏的…效果发动时」 (替罪的黑暗) answers a certain destruction, not an optional one', () => {
    expect(link('{回合:A B场:青眼白龙} C1 A:雷击 C2 B:替罪的黑暗', 2).legal).toBe(true);
    expect(link('C1 A:次元魔法 C2 B:替罪的黑暗', 2).legal).toBe(false);
  });
});
