// Multi-step resolutions (rules reference docs/c03/特定效果的处理方法.rst:73–87, 124–137): a step after 「那之后」「再」
// is a later step, done only when the step before it was done (CH-THEN). Probes of the readings it rests on.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';

const spell: CardType = { kind: 'spell', subtypes: ['normal'], bits: 0x2 } as CardType;

describe('multi-step resolution readings', () => {
  it('[CH-THEN] 「A。再B」 and 「A，再B」: the step after 「再」 is a then-step (宝玉的泛滥, 变形斗士·防护罩\'s wording)', () => {
    const does = compileEffects('场上的卡全部送去墓地。再把自己墓地1只怪兽特殊召唤。', spell).flatMap((e) => e.does);
    expect(does.map((a) => [a.do, a.then ?? false])).toEqual([['send-to-gy', false], ['special-summon', true]]);
  });
  it('「双方的灵摆区域的卡全部破坏」 names the Pendulum Zones (Spell & Trap Zones holding Pendulum cards), not the whole field', () => {
    const [first] = compileEffects('①：双方的灵摆区域的卡全部破坏。那之后，可以选对方场上1张魔法·陷阱卡破坏。', spell).flatMap((e) => e.does);
    expect(first).toMatchObject({ do: 'destroy', what: { filter: { place: 'spell', subtypes: ['pendulum'], side: 'any' }, scope: 'all' } });
  });
});

describe.skipIf(!haveCards)('multi-step resolution, imported cards', () => {
  it('灵摆风暴 with no card in a Pendulum Zone has nothing to do: it cannot be activated, and the monsters and Set cards stay', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:灵摆风暴(盖),三眼怪 B场:旋风(盖),黑魔术师} C1 A:灵摆风暴');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.events.filter((e) => e.type === 'destroyed')).toEqual([]);
  });
});
