// SIT-LINK-LISTED-CONTROLLER (test/RULES.md): a link written with no controller is the card the situation lists where it can be
// activated from, when only one player has it listed so. Before, the convention (C1: the turn player) ignored the situation:
// `{回合:B A手:栗子球} C1 栗子球` made a new 栗子球 for B, and A's listed one stayed in A's hand.
import { describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const judge = createJudge({});

function ask(input: string, lang: 'zh-CN' | 'en' = 'zh-CN'): ChainAnswer {
  const a = judge.chain(input, { lang });
  if (!a.ok) throw new Error(`${input}: ${a.error.message}`);
  return a;
}

describe('a link written with no controller, of a card the situation lists', () => {
  it('[SIT-LINK-LISTED-CONTROLLER] the one player who has it listed where it can be activated is its controller, and the answer says the convention would have picked the other', () => {
    const a = ask('{回合:B A手:栗子球} C1 栗子球');
    expect(a.links[0]!.controller).toBe('A');
    expect(a.links[0]!.controllerAssumed).toBe(true);
    expect(a.assumptions.join('\n')).toMatch(/情境只给 A 列出了能发动的「栗子球」（手卡）.*按惯例本会假定为 B/);
    const en = ask('{回合:B A手:栗子球} C1 栗子球', 'en');
    expect(en.assumptions.join('\n')).toMatch(/lists a .* that can be activated for A only \(in the hand\).*convention would have assumed B/);
    // A Set Trap listed for the non-turn player: that player's.
    expect(ask('{回合:A B场:魂之纲(盖)} C1 魂之纲').links[0]!.controller).toBe('B');
    // A later link too: the listed card's player, not the opponent of the link before.
    const later = ask('{回合:A 阶段:主要1 A场:魂之纲(盖)} C1 B:黑洞 C2 A:神之警告 C3 魂之纲');
    expect(later.links[2]!.controller).toBe('A');
  });

  it('[SIT-LINK-LISTED-CONTROLLER] listed for both players, the convention stays and the answer says how to name the other one', () => {
    const a = ask('{回合:B A手:栗子球 B手:栗子球} C1 栗子球');
    expect(a.links[0]!.controller).toBe('B');
    expect(a.assumptions.join('\n')).toMatch(/情境给 A 和 B 都列出了能发动的「栗子球」，按惯例取 B 的；要 A 的那张，写 A:栗子球/);
  });

  it('[SIT-LINK-LISTED-CONTROLLER] a copy listed where it cannot be activated from, or already an earlier link\'s card, does not decide', () => {
    // 栗子球 is activated from the hand: one in A's GY leaves the convention (B, the turn player) alone.
    expect(ask('{回合:B A墓:栗子球} C1 栗子球').links[0]!.controller).toBe('B');
    // A Trap in the hand is not activated from there.
    expect(ask('{回合:B A手:魂之纲} C1 魂之纲').links[0]!.controller).toBe('B');
    // B's only 栗子球 is C2's card: C3, written bare, is the convention's A.
    const c = ask('{回合:A B手:栗子球} C1 A:黑洞 C2 栗子球 C3 栗子球');
    expect(c.links.map((l) => l.controller)).toEqual(['A', 'B', 'A']);
    // A controller written is kept as written.
    expect(ask('{回合:B A手:栗子球} C1 B:栗子球').links[0]!.controller).toBe('B');
  });
});
