// CMP-GRANTED-CO-LINKED (review s47): 二进制女巫 「①：得到和这张卡互相连接的怪兽数量的以下效果。●1只以上：… ●2只：…」 — the ● heads were dropped and
// both effects held always: with no Link monster co-linked to it, its ●2只 halved one monster's ATK and raised another's. Each ● is now held only
// while this card is co-linked (互相连接状态, read from the zones); the count 2 is not read and is said unread.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const TEXT = '衍生物以外的怪兽2只\n①：得到和这张卡互相连接的怪兽数量的以下效果。\n●1只以上：和这张卡互相连接的怪兽用和对方怪兽的战斗给与对方战斗伤害时才能发动。自己基本分回复那个数值。\n●2只：1回合1次，以自己场上2只表侧表示怪兽为对象才能发动。直到回合结束时，那2只怪兽之内1只的攻击力变成一半，另1只的攻击力上升那个数值。这个效果在对方回合也能发动。';

describe('[CMP-GRANTED-CO-LINKED] ● granted by the co-linked count', () => {
  it('[CMP-GRANTED-CO-LINKED] each ● holds only while this card is co-linked; 「2只」 keeps its count unread', () => {
    const es = compileEffects(TEXT, { kind: 'monster', subtypes: ['effect', 'link'] } as never).filter((e) => e.kind !== 'procedure');
    expect(es).toHaveLength(2);
    for (const e of es) expect(e.condition?.some((c) => c.is === 'self-state' && c.state === 'co-linked')).toBe(true);
    expect(es[1]!.unknown?.some((u) => u.includes('互相连接的怪兽2只'))).toBe(true);
    expect(es[0]!.unknown ?? []).toEqual([]);
  });
  it('[CMP-GRANTED-CO-LINKED] the other side: 「得到以下效果。●…」 with no count keeps no co-linked condition', () => {
    const es = compileEffects('①：这张卡得到以下效果。●这张卡不会被战斗破坏。', { kind: 'monster', subtypes: ['effect'] } as never);
    expect(es.some((e) => e.condition?.some((c) => c.is === 'self-state' && c.state === 'co-linked'))).toBe(false);
  });
});

describe.skipIf(!haveCards)('[CMP-GRANTED-CO-LINKED] 二进制女巫 on the chain', () => {
  it('[CMP-GRANTED-CO-LINKED] its ●2只 is activated only under its co-linked condition: not judged from the zones here, it is said assumed (before: applied with no word)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场只有:二进制女巫(EX左),三眼怪(主1),青眼白龙(主2)} C1 A:二进制女巫①[●2] →A:三眼怪,A:青眼白龙');
    expect(a.assumptions.some((x) => x.includes('互相连接状态') && x.includes('假定'))).toBe(true);
  });
});
