// CH-BETWEEN-TURNS: after a turn has ended and before the next begins there is no window — no chain link can be activated there,
// a quick effect, a Set card or a trigger met there alike (rules reference docs/c03/诱发类效果.rst:464–467). The same links in the
// End Phase are legal. WIN-BETWEEN-TURNS: nor does the answer describe a chain-end window that does not open.
import { describe, expect, it } from 'vitest';
import { ask, haveCards, legal, links } from '../reference/judge.js';

const SAID = '回合结束后、下一个回合开始前';

describe.skipIf(!haveCards)('[CH-BETWEEN-TURNS] nothing is activated between two turns', () => {
  it('[CH-BETWEEN-TURNS] a Set Quick-Play Spell (宇宙旋风) between turns cannot be activated, and nothing is banished; in the End Phase it can', () => {
    const a = ask('{回合:A 阶段:回合之间 A场:三眼怪 B场:宇宙旋风(盖),黑洞(盖)} C1 B:宇宙旋风→黑洞');
    expect(legal(a, 1)).toBe(false);
    expect(JSON.stringify(a.links[0]!.illegalReason)).toContain(SAID);
    expect(a.events.some((e) => e.type === 'banished')).toBe(false);
    expect(legal('{回合:A 阶段:结束阶段 A场:三眼怪 B场:宇宙旋风(盖),黑洞(盖)} C1 B:宇宙旋风→黑洞', 1)).toBe(true);
  });
  it('[CH-BETWEEN-TURNS] a mandatory trigger met between turns (三眼怪 sent to the GY) cannot be activated as a link either; met in the End Phase it can', () => {
    expect(links('{回合:A 阶段:回合之间 A场:三眼怪,千查万别 B场:奈落的落穴(盖)} 送墓 三眼怪 (效果) C1 A:三眼怪')).toEqual(['C1:illegal:illegal']);
    expect(legal('{回合:A 阶段:结束阶段 A场:三眼怪 B场:奈落的落穴(盖)} 送墓 三眼怪 (效果) C1 A:三眼怪', 1)).toBe(true);
  });
  it('[CH-BETWEEN-TURNS] a Counter Trap too (神之宣告 on nothing between turns is refused for the same reason)', () => {
    const a = ask('{回合:B 阶段:回合之间 A场:神之宣告(盖) B场:宇宙旋风(盖)} C1 B:宇宙旋风 C2 A:神之宣告');
    expect(a.links.map((l) => l.legal)).toEqual([false, false]);
    expect(JSON.stringify(a.links[1]!.illegalReason)).toContain(SAID);
  });
});

describe.skipIf(!haveCards)('[WIN-BETWEEN-TURNS] no chain-end window between turns', () => {
  it('[WIN-BETWEEN-TURNS] the answer between turns does not describe the chain-end window order; in the End Phase it does', () => {
    const between = ask('{回合:A 阶段:回合之间 A场:三眼怪 B场:宇宙旋风(盖),黑洞(盖)} C1 B:宇宙旋风→黑洞');
    expect(between.window.kind).toBe('none');
    expect(JSON.stringify(between.window)).not.toContain('连锁处理结束后的时点');
    const end = ask('{回合:A 阶段:结束阶段 A场:三眼怪 B场:宇宙旋风(盖),黑洞(盖)} C1 B:宇宙旋风→黑洞');
    expect(JSON.stringify(end.window)).toContain('连锁处理结束后的时点');
  });
});
