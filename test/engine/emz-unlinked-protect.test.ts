// CMP-EMZ-UNLINKED-PROTECT: 星痕之机界骑士② 「额外怪兽区域的这张卡的所连接区没有怪兽存在的场合，这张卡不会被效果破坏，不会成为对方的效果的对象」 (current
// text, cards.cdb) — a protection under a state read from the zones the situation states. Before, the lead was dropped unsaid and its
// 「不会被效果破坏」 never applied: 黑洞 destroyed it silently wherever it stood.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CMP-EMZ-UNLINKED-PROTECT', CARDS_DB);

const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name)).sort();

describe.skipIf(!haveCards)('CMP-EMZ-UNLINKED-PROTECT', () => {
  it('[CMP-EMZ-UNLINKED-PROTECT] the compiler reads ② as protections from destruction by effects and from the opponent’s targeting, under 「in an Extra Monster Zone, no monster where it points」', () => {
    const r = cdbJudge().catalog.resolve('星痕之机界骑士');
    if (!r.ok) throw new Error('星痕之机界骑士');
    const two = r.card.effects.find((e) => e.kind === 'continuous' && e.does.some((a) => a.do === 'cannot-be-destroyed'))!;
    expect(two.condition).toEqual([{ is: 'self-state', state: 'extra-zone-unlinked' }]);
    expect(two.does.find((a) => a.do === 'cannot-be-destroyed')).toMatchObject({ what: 'self', against: 'effect' });
  });
  it('[CMP-EMZ-UNLINKED-PROTECT] under 黑洞: in an Extra Monster Zone pointing at no monster it survives; pointing at one (灰流丽 below it), or in a Main Monster Zone, it is destroyed; its zone not stated, it survives on the assumption the state holds, said', () => {
    const base = (b: string) => `{回合:A 阶段:主要1 A场只有:黑魔术师(主1) B场只有:${b}} C1 A:黑洞`;
    expect(destroyed(base('星痕之机界骑士(EX左),灰流丽(主5)'))).toEqual(['灰流丽', '黑魔术师']);
    expect(destroyed(base('星痕之机界骑士(EX左),灰流丽(主2)'))).toEqual(['星痕之机界骑士', '灰流丽', '黑魔术师'].sort());
    expect(destroyed(base('星痕之机界骑士(主2)'))).toEqual(['星痕之机界骑士', '黑魔术师'].sort());
    const unstated = askCdb('{回合:A 阶段:主要1 A场:黑魔术师 B场:星痕之机界骑士} C1 A:黑洞');
    expect(unstated.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['黑魔术师']);
    expect(unstated.assumptions.join('\n')).toContain('「星痕之机界骑士」的保护效果有适用条件');
  });
});
