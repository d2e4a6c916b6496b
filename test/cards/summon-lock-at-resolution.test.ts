// CH-SUMMON-LOCK-SOME-AT-RESOLUTION (s54; card text 入魔龙祖 俄菲翁①; rules reference docs/c02/怪兽的效果分类.rst:197): a lock on Special
// Summoning some monsters — 「只要持有超量素材的这张卡在怪兽区域存在，双方不能把5星以上的怪兽特殊召唤」 — is read as the summon resolves, not
// only at activation: one its card brought face-up earlier in the chain binds; a summon from the hand or GY that targets nothing is not made
// under it; one whose card left the field or turned face-down, or holds no material, does not bind. The lock is its controller's and
// binds both players. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

type Answer = ReturnType<typeof askCdb>;
const summoned = (a: Answer) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
const OPHION = '入魔龙祖 俄菲翁(素材:暗黑界的龙神 格拉法)';
/** 真红眼暗钢龙② 「从自己的手卡·墓地把1只龙族怪兽特殊召唤」 — no target; the monster summoned written as a note. */
const steel = (lockSide: string, rest = '') => askCdb(`{回合:A 阶段:主要1 A场:真红眼暗钢龙 A墓:青眼白龙 ${lockSide}} C1 A:真红眼暗钢龙② [特殊召唤 青眼白龙]${rest}`);

describe.skipIf(!haveCards)('CH-SUMMON-LOCK-SOME-AT-RESOLUTION: 入魔龙祖 俄菲翁① read as the summon resolves', () => {
  it('[CH-SUMMON-LOCK-SOME-AT-RESOLUTION] a face-down 俄菲翁 flipped by 停战协定 chained to 死者苏生 locks before the revival resolves: 青眼白龙 is not summoned, and the answer says why', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:青眼白龙 B场:入魔龙祖 俄菲翁(盖,素材:暗黑界的龙神 格拉法)} C1 A:死者苏生→青眼白龙 C2 B:停战协定');
    expect(a.links[0]!.legal).toBe(true);
    expect(summoned(a)).toEqual([]);
    expect(a.links[0]!.rules).toContain('CH-SUMMON-LOCK-SOME-AT-RESOLUTION');
    expect(a.links[0]!.reason).toContain('5星以上');
  });
  it('[CH-SUMMON-LOCK-SOME-AT-RESOLUTION] the other side: nothing flips it — the face-down 俄菲翁 locks nothing and 青眼白龙 is revived', () => {
    expect(summoned(askCdb('{回合:A 阶段:主要1 A墓:青眼白龙 B场:入魔龙祖 俄菲翁(盖,素材:暗黑界的龙神 格拉法)} C1 A:死者苏生→青眼白龙'))).toEqual(['青眼白龙']);
  });
  it('[CH-SUMMON-LOCK-SOME-AT-RESOLUTION] a summon that targets nothing (真红眼暗钢龙② picking 青眼白龙) is not made under the lock — the opponent\'s 俄菲翁 or its own (「双方」)', () => {
    for (const side of [`B场:${OPHION}`, `A场:${OPHION}`]) {
      const a = steel(side);
      expect(summoned(a)).toEqual([]);
      expect(a.links[0]!.reason).toContain('入魔龙祖 俄菲翁');
    }
  });
  it('[CH-SUMMON-LOCK-SOME-AT-RESOLUTION] the lock gone before the summon resolves — 俄菲翁 returned by 强制脱出装置 or turned face-down by 月之书 — or holding no material (素材:): 青眼白龙 is summoned', () => {
    expect(summoned(steel(`B场:${OPHION}`, ' C2 A:强制脱出装置→入魔龙祖 俄菲翁'))).toEqual(['青眼白龙']);
    expect(summoned(steel(`B场:${OPHION}`, ' C2 B:月之书→入魔龙祖 俄菲翁'))).toEqual(['青眼白龙']);
    expect(summoned(steel('B场:入魔龙祖 俄菲翁(素材:)'))).toEqual(['青眼白龙']);
  });
  it('[CH-SUMMON-LOCK-SOME-AT-RESOLUTION] materials not written: the lock is taken to hold and said; a pick not written is taken as a monster the lock spares, and said', () => {
    const unsaid = steel('B场:入魔龙祖 俄菲翁');
    expect(summoned(unsaid)).toEqual([]);
    expect(unsaid.assumptions.join('\n')).toContain('超量素材');
    const unnamed = askCdb(`{回合:A 阶段:主要1 A场:真红眼暗钢龙 B场:${OPHION}} C1 A:真红眼暗钢龙②`);
    expect(summoned(unnamed)).toHaveLength(1);
    expect(unnamed.assumptions.join('\n')).toContain('不受这个限制');
  });
  it('[CH-SUMMON-LOCK-SOME-AT-RESOLUTION] a Special Summon written as the action is refused with the lock\'s words, materials not written said; a Rank 4 Xyz is not bound', () => {
    const action = (ophion: string, monster: string) => askCdb(`{回合:A 阶段:主要1 A墓:${monster} B场:${ophion}} 特殊召唤 ${monster} [由 死者苏生]`);
    const refused = action('入魔龙祖 俄菲翁', '青眼白龙');
    expect(refused.warnings.join('\n')).toContain('5星以上');
    expect(refused.assumptions.join('\n')).toContain('超量素材');
    expect(summoned(action(OPHION, 'No.39 希望皇 霍普'))).toEqual(['No.39 希望皇 霍普']);
  });
});
