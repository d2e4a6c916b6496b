// WIN-FLIP-EVENT: a face-down monster turned face-up by an effect (沙漠之光, 停战协定, 蓄积硫酸的落穴) is
// flipped (反转), so its flip effect meets that event in the window after the chain. One that the same
// chain then turns face-down again, or sends away, has moved since and is not offered (WIN-MOVED-AFTER;
// rules reference docs/c03/诱发类效果.rst:161–163, :219–223).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('WIN-FLIP-EVENT', CARDS_DB);

describe.skipIf(!haveCards)('WIN-FLIP-EVENT', () => {
  it('[WIN-FLIP-EVENT] a face-down flip monster turned face-up by 沙漠之光 meets its flip effect; a face-up one does not', () => {
    const a = askCdb('{回合:A A场:变形壶(盖),沙漠之光(盖)} C1 A:沙漠之光');
    const jar = a.window.triggers.filter((t) => t.card.name === '变形壶');
    expect(jar).toHaveLength(1);
    expect(jar[0]!.rules).toContain('WIN-FLIP-EVENT');
    expect(a.events.some((e) => e.type === 'flipped')).toBe(true);
    // Already face-up (in attack position): turned to defence, not flipped.
    const up = askCdb('{回合:A A场:变形壶,沙漠之光(盖)} C1 A:沙漠之光');
    expect(up.window.triggers.map((t) => t.card.name)).not.toContain('变形壶');
  });
  it('[WIN-FLIP-EVENT] the other side: flipped, then Set again later in the chain — not offered (it moved since)', () => {
    // C2 flips it, C1 (resolving after) turns every face-up monster face-down again.
    const a = askCdb('{回合:A A场:变形壶(盖)} C1 A:日全食之书 C2 A:沙漠之光');
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('变形壶');
    // Set first, then flipped: it stays face-up and may use its flip effect.
    const b = askCdb('{回合:A A场:变形壶(盖)} C1 A:沙漠之光 C2 A:日全食之书');
    expect(b.window.triggers.map((t) => t.card.name)).toContain('变形壶');
  });
  it('[WIN-FLIP-EVENT] flipped and destroyed in the same step of one resolution (蓄积硫酸的落穴 on a DEF 2000 or less monster) — not offered (it moved since)', () => {
    const a = askCdb('{回合:A B场:变形壶(盖)} C1 A:蓄积硫酸的落穴→变形壶');
    expect(a.events.some((e) => e.type === 'flipped')).toBe(true);
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('变形壶');
  });
});
