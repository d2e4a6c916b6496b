// CMP-NONCHAIN-NEGATE-TARGETING (issue 16; rules reference docs/c03/无效.rst:413–434): 「（1回合1次，）可以把以自己场上的…为对象发动的效果无效。
// 那之后，这张卡破坏。」 — a Pendulum Effect that is a negation on no chain that may apply (the reference's second kind,
// CH-NONCHAIN-NEGATE-OPTIONAL), of the activated effects that target such a card; once applied its own card is destroyed.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const pendulum = { kind: 'monster' as const, subtypes: ['effect' as const, 'pendulum' as const] };

describe('CMP-NONCHAIN-NEGATE-TARGETING, the reader', () => {
  it('[CMP-NONCHAIN-NEGATE-TARGETING] 「1回合1次，可以把以自己场上的魔法师族·暗属性怪兽为对象发动的效果无效。那之后，这张卡破坏。」: an optional negation of effects targeting such a monster, then this card destroyed — no ignition effect', () => {
    const e = compileEffects('←1 【灵摆】 1→\n①：1回合1次，可以把以自己场上的魔法师族·暗属性怪兽为对象发动的效果无效。那之后，这张卡破坏。\n【怪兽效果】\n这张卡在规则上也当作「同调龙」卡使用。', pendulum)[0]!;
    expect(e.kind).toBe('continuous');
    expect(e.does[0]).toMatchObject({ do: 'negate-effects', optional: true, effects: [{ activatedOnly: true, targeting: { side: 'self', race: '魔法师族', attribute: '暗' } }] });
    expect(e.does[1]).toMatchObject({ do: 'destroy', what: 'self', then: true });
  });
  it('[CMP-NONCHAIN-NEGATE-TARGETING] the other side: 「…为对象才能发动。那个效果无效」 (an effect of its own that targets) is not this reading', () => {
    const e = compileEffects('①：1回合1次，以自己场上1只魔法师族怪兽为对象才能发动。那只怪兽破坏。', pendulum)[0]!;
    expect(e.kind).not.toBe('continuous');
    expect(e.does.some((a) => a.do === 'negate-effects')).toBe(false);
  });
});

describe.skipIf(!haveCards)('CMP-NONCHAIN-NEGATE-TARGETING, what a user sees', () => {
  it('[CMP-NONCHAIN-NEGATE-TARGETING] 雾动机龙·蛇颈龙 in my Pendulum Zone: an opponent’s effect targeting my other 雾动机龙 card is negated and 蛇颈龙 destroyed; one targeting another monster of mine resolves', () => {
    const a = askCdb('{回合:B A场:雾动机龙·蛇颈龙(灵摆左),雾动机龙·甲龙 B场:暗黑腕龙} C1 B:暗黑腕龙①→雾动机龙·甲龙');
    expect(a.links.map((l) => l.outcome)).toEqual(['effect-negated']);
    expect(a.links[0]!.rules).toContain('CH-NONCHAIN-NEGATE-OPTIONAL');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['雾动机龙·蛇颈龙']);
    const other = askCdb('{回合:B A场:雾动机龙·蛇颈龙(灵摆左),黑魔术师 B场:暗黑腕龙} C1 B:暗黑腕龙①→黑魔术师');
    expect(other.links.map((l) => l.outcome)).toEqual(['resolved']);
  });
  it('[CH-PENDULUM-EFFECT-ZONE] 白翼之魔术师 in a Monster Zone: its Pendulum Effect does not negate an effect targeting my DARK Spellcaster; in the Pendulum Zone it does', () => {
    const monster = askCdb('{回合:B A场:白翼之魔术师,黑魔术师 B场:暗黑腕龙} C1 B:暗黑腕龙①→黑魔术师');
    expect(monster.links.map((l) => l.outcome)).toEqual(['resolved']);
    const scale = askCdb('{回合:B A场:白翼之魔术师(灵摆左),黑魔术师 B场:暗黑腕龙} C1 B:暗黑腕龙①→黑魔术师');
    expect(scale.links.map((l) => l.outcome)).toEqual(['effect-negated']);
  });
  it.skipIf(!haveCards)('[CMP-NONCHAIN-NEGATE-TARGETING] its 「1回合1次」 kept: 白翼之魔术师 marked used (已用) negates nothing more this turn; and its player is not assumed to negate an effect of their own (said)', () => {
    const used = askCdb('{回合:B 阶段:主要1 A场:白翼之魔术师(灵摆左,已用),黑魔术师 B手:月之书} C1 B:月之书→黑魔术师');
    expect(used.links[0]!.outcome).toBe('resolved');
    const fresh = askCdb('{回合:B 阶段:主要1 A场:白翼之魔术师(灵摆左),黑魔术师 B手:月之书} C1 B:月之书→黑魔术师');
    expect(fresh.links[0]!.outcome).toBe('effect-negated');
    const own = askCdb('{回合:A 阶段:主要1 A场:白翼之魔术师(灵摆左),黑魔术师 A手:月之书} C1 A:月之书→黑魔术师');
    expect(own.links[0]!.outcome).toBe('resolved');
    expect(own.assumptions.some((x) => x.includes('假定不适用'))).toBe(true);
  });
});
