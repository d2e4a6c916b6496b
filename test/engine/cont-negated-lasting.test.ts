// CH-CONT-NEGATED-LASTING: when only the effect of a Continuous Spell/Trap's chain link is negated (not its activation),
// the card stays face-up and its continuous effects — no part of the link's resolution — apply from then on; a negated
// activation sends it away instead (rules reference docs/c03/特定效果的处理方法.rst:553).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-CONT-NEGATED-LASTING', CARDS_DB);

const notes = (input: string) => askCdb(input).window.notes;

describe.skipIf(!haveCards)('CH-CONT-NEGATED-LASTING', () => {
  it('[CH-CONT-NEGATED-LASTING] the opponent’s 安全地带 on my 雾动机龙·甲龙, its effect negated by 雾动机龙·腕龙’s Pendulum Effect: 安全地带 stays and its continuous effect applies', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:雾动机龙·腕龙(灵摆左),雾动机龙·甲龙 B场:安全地带(盖)} C1 B:安全地带→A:雾动机龙·甲龙');
    expect(a.links.map((l) => l.outcome)).toEqual(['effect-negated']);
    expect(a.window.notes.join('\n')).toMatch(/先适用从此开始适用的永续效果（「安全地带」）/);
    expect(a.window.notes.join('\n')).not.toMatch(/按规则送去墓地：「安全地带」/);
  });
  it('[CH-CONT-NEGATED-LASTING] the other side: 魔族之链’s activation negated by 神之宣告 — destroyed, no continuous effect starts', () => {
    const text = notes('{回合:B 阶段:主要1 A场:雾动机龙·甲龙,神之宣告(盖) B场:魔族之链(盖)} C1 B:魔族之链→A:雾动机龙·甲龙 C2 A:神之宣告').join('\n');
    expect(text).not.toMatch(/从此开始适用的永续效果/);
  });
  it('[CH-CONT-NEGATED-LASTING] a Quick-Play Spell whose effect is negated still leaves by rule: 雾动机龙·腕龙 negating the opponent’s 旋风 on my 雾动机龙·甲龙 in the other Pendulum Zone', () => {
    const text = notes('{回合:B 阶段:主要1 A场:雾动机龙·腕龙(灵摆左),雾动机龙·甲龙(灵摆右) B场:旋风(盖)} C1 B:旋风→A:雾动机龙·甲龙').join('\n');
    expect(text).not.toMatch(/从此开始适用的永续效果/);
    expect(text).toMatch(/按规则送去墓地：「旋风」/);
  });
});
