// CH-LP-BECOMES (test/RULES.md): 「双方的基本分全都变成0」「双方基本分变成3000」「对方基本分变成一半」 — the LP become that value: no damage,
// no gain; both at 0 at once end the Duel in a draw. Before, the compiler read no step: 自爆开关 resolved 「效果适用」 and the Duel went on.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

describe.skipIf(!haveCards)('an effect that sets the LP', () => {
  it('[CH-LP-BECOMES] 自爆开关 「双方的基本分全都变成0」: both players at 0 — the Duel is a draw, no window after', () => {
    const a = askCdb('{回合:A 阶段:主要1 B基本分:1000 A基本分:8000 B场:自爆开关(盖)} C1 B:自爆开关');
    expect(a.lp).toEqual({ A: 0, B: 0 });
    expect(a.gameResult?.winner).toBe('draw');
    expect(a.window.kind).toBe('none');
    expect(a.links[0]!.rules).toContain('CH-LP-BECOMES');
  });
  it('[CH-LP-BECOMES] the other side: 生命转换 「双方基本分变成3000」 sets both to 3000 — no damage or LP gain is an event, the Duel goes on', () => {
    const a = askCdb('{回合:A 阶段:主要1 B基本分:1000 A基本分:8000 A场:生命转换(盖)} C1 A:生命转换');
    expect(a.lp).toEqual({ A: 3000, B: 3000 });
    expect(a.gameResult ?? null).toBeNull();
    expect(a.events.some((e) => e.type === 'damage' || e.type === 'lp-gained')).toBe(false);
  });
  it('[CH-LP-BECOMES] 「对方基本分变成一半」 is read as the opponent\'s LP halved, 「自己基本分变成4000」 as its own set — each player as the text names', () => {
    const steps = (text: string) => compileEffects(text, { kind: 'spell', subtypes: ['normal'] }).flatMap((e) => e.does).filter((a) => a.do === 'set-lp').map((a) => `${a.player}:${a.amount}`);
    expect(steps('①：自己场上有怪兽存在的场合才能发动。对方基本分变成一半。')).toEqual(['opponent:half']);
    expect(steps('①：自己基本分比4000少的场合才能发动。自己基本分变成4000。')).toEqual(['self:4000']);
  });
});
