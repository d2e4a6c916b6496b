// CMP-EVENT-ALTERNATIVES (test/RULES.md): a trigger whose condition lists two events as alternatives, each a clause with its own
// subject and closing word (「这张卡的攻击宣言时或者对方把怪兽的效果发动的场合」) — each alternative is met on its own, with its own
// subject and timing; a 「…发动的场合」 one is activated after that chain resolves (docs/c03/诱发类效果.rst:307).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

describe.skipIf(!haveCards)('CMP-EVENT-ALTERNATIVES, what a user sees', () => {
  const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
  it('[CMP-EVENT-ALTERNATIVES] 俱舍怒威族·独角兽③ is offered after a chain in which the opponent activated a monster effect, even with a link after it; not for its own player\'s monster effect nor a Spell', () => {
    expect(offered('{回合:A 阶段:主要1 A场:俱舍怒威族·独角兽 B手:增殖的G} C1 B:增殖的G')).toContain('俱舍怒威族·独角兽');
    // a 「…的场合」 alternative: a later link resolving after it does not make it miss its timing
    expect(offered('{回合:A 阶段:主要1 A场:俱舍怒威族·独角兽 B手:增殖的G A场:强欲之壶(盖)} C1 B:增殖的G C2 A:强欲之壶')).toContain('俱舍怒威族·独角兽');
    expect(offered('{回合:A 阶段:主要1 A场:俱舍怒威族·独角兽 A手:增殖的G} C1 A:增殖的G')).not.toContain('俱舍怒威族·独角兽');
    expect(offered('{回合:A 阶段:主要1 A场:俱舍怒威族·独角兽 B场:黑洞(盖)} C1 B:黑洞')).not.toContain('俱舍怒威族·独角兽');
    // the alternative that names this card still works: its own attack declaration
    expect(offered('{回合:A 阶段:战斗步骤 A场:俱舍怒威族·独角兽 B场:黑魔术师} 攻击宣言 俱舍怒威族·独角兽 → 黑魔术师')).toContain('俱舍怒威族·独角兽');
  });
  it('[CMP-EVENT-ALTERNATIVES] 月华龙 黑蔷薇① is met by the opponent Special Summoning a Level 5 or higher monster, not a Level 4 one', () => {
    expect(offered('{回合:B 阶段:主要1 A场:月华龙 黑蔷薇} 特殊召唤 B:黑魔术师')).toContain('月华龙 黑蔷薇');
    expect(offered('{回合:B 阶段:主要1 A场:月华龙 黑蔷薇} 特殊召唤 B:元素英雄 天空侠')).not.toContain('月华龙 黑蔷薇');
  });
  it('[CMP-EVENT-ALTERNATIVES] typed as a link in the Main Phase, 俱舍怒威族·独角兽③ is not refused for want of its own attack declaration: the other alternative may have met it', () => {
    const link = askCdb('{回合:A 阶段:主要1 A场:俱舍怒威族·独角兽} C1 A:俱舍怒威族·独角兽③').links[0]!;
    expect(link.legal).toBe(true);
  });
});
