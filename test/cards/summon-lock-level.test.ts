// CH-FORBIDDEN-ACTION (s53): a Special Summon lock on some monsters only — 入魔龙祖 俄菲翁① 「只要持有超量素材的这张卡在怪兽区域存在，双方不能把
// 5星以上的怪兽特殊召唤」. An effect that Special Summons its target cannot be activated targeting a monster of Level 5 or more; a Level 4
// monster, or an Xyz Monster (a Rank is no Level), it can. The lock holds only while 俄菲翁 holds an Xyz Material: 「(素材:)」 says it holds
// none; with no materials written it is assumed to hold some, and the answer says so.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

const ophion = (materials: string, side: 'A' | 'B', target: string) =>
  askCdb(`{回合:${side} 阶段:主要1 A场:入魔龙祖 俄菲翁${materials} ${side}墓:${target}} C1 ${side}:死者苏生→${target}`);
const summoned = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-FORBIDDEN-ACTION: a Special Summon lock on monsters of a Level (入魔龙祖 俄菲翁①)', () => {
  it('[CH-FORBIDDEN-ACTION] with Xyz Materials, 死者苏生 cannot target 青眼白龙 (Level 8) — for either player', () => {
    for (const side of ['B', 'A'] as const) {
      const a = ophion('(素材:暗黑界的龙神 格拉法+暗黑界的龙神 格拉法)', side, '青眼白龙');
      expect(a.links[0]!.legal).toBe(false);
      expect(a.links[0]!.illegalReason).toContain('入魔龙祖 俄菲翁');
      expect(summoned(a)).toEqual([]);
    }
  });
  it('[CH-FORBIDDEN-ACTION] a Level 4 monster or an Xyz Monster (no Level) is spared: 死者苏生 summons it', () => {
    expect(summoned(ophion('(素材:暗黑界的龙神 格拉法)', 'B', '救援猫'))).toEqual(['救援猫']);
    expect(summoned(ophion('(素材:暗黑界的龙神 格拉法)', 'B', 'No.39 希望皇 霍普'))).toEqual(['No.39 希望皇 霍普']);
  });
  it('[CH-FORBIDDEN-ACTION] 「(素材:)」 — no Xyz Material: no lock; materials not written: the lock applies and the answer says it assumed them', () => {
    expect(summoned(ophion('(素材:)', 'B', '青眼白龙'))).toEqual(['青眼白龙']);
    const unsaid = ophion('', 'B', '青眼白龙');
    expect(unsaid.links[0]!.legal).toBe(false);
    expect(unsaid.assumptions.join('\n')).toContain('超量素材');
  });
});
