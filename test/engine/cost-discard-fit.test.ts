// CH-COST-DISCARD-FIT (issue 16, rules reference docs/c02/基本用语.rst 有「○○」卡名记述): a discard cost takes the card its text names
// after 丢弃 — 「丢弃1张魔法卡」, 「丢弃1只「X」或者1张有那个卡名记述的卡」. Through the real pipeline over cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

describe.skipIf(!haveCards)('the card a discard cost takes', () => {
  it('[CH-COST-DISCARD-FIT] 召唤僧 ③ discards a Spell: with only a monster in the listed hand it cannot be activated; with 旋风 there it can', () => {
    const none = askCdb('{回合:A 阶段:主要1 A场:召唤僧 A手:黑魔术师} C1 A:召唤僧#3');
    expect(none.links[0]!.legal).toBe(false);
    expect(none.links[0]!.rules).toContain('CH-COST-DISCARD-FIT');
    expect(askCdb('{回合:A 阶段:主要1 A场:召唤僧 A手:黑魔术师,旋风} C1 A:召唤僧#3').links[0]!.legal).toBe(true);
  });

  it('[CH-COST-DISCARD-FIT] a note must name a card that fits (`[cost:丢弃 黑魔术师]` for a Spell is refused); a hand not listed is not judged', () => {
    const noted = askCdb('{回合:A 阶段:主要1 A场:召唤僧 A手:黑魔术师,旋风} C1 A:召唤僧#3 [cost:丢弃 黑魔术师]');
    expect(noted.links[0]!.legal).toBe(false);
    expect(noted.links[0]!.rules).toContain('CH-COST-DISCARD-FIT');
    expect(askCdb('{回合:A 阶段:主要1 A场:召唤僧 A手:黑魔术师,旋风} C1 A:召唤僧#3 [cost:丢弃 旋风]').links[0]!.legal).toBe(true);
    expect(askCdb('{回合:A 阶段:主要1 A场:召唤僧} C1 A:召唤僧#3').links[0]!.legal).toBe(true);
  });

  it('[CH-COST-DISCARD-FIT] the compiler reads the object after 丢弃, and 「「X」或者1张有那个卡名记述的卡」 as X or a card naming X', async () => {
    const { compileEffects } = await import('../../src/cards/compile/index.js');
    const [e] = compileEffects('①：丢弃1只恶魔族怪兽才能发动。自己从卡组抽1张。', { kind: 'spell', subtypes: [] } as never);
    expect(e!.cost?.[0]?.what).toMatchObject({ filter: { kind: 'monster', race: '恶魔族' }, count: 1 });
    const [f] = compileEffects('①：从手卡丢弃1只「黑魔术师」或者1张有那个卡名记述的卡才能发动。自己从卡组抽1张。', { kind: 'spell', subtypes: [] } as never);
    expect(f!.cost?.[0]?.what).toMatchObject({ filter: { anyOf: [{ names: ['黑魔术师'] }, { mentions: ['黑魔术师'] }] } });
    // Another 「或者」 choice is not read: the filter stays open.
    const [g] = compileEffects('①：丢弃1只「机界骑士」怪兽或者1张「星遗物」卡才能发动。自己从卡组抽1张。', { kind: 'spell', subtypes: [] } as never);
    expect(g!.cost?.[0]?.what).toMatchObject({ filter: {} });
  });
});
