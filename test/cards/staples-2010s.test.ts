// Round 7 spot-check of the 2010–2013 OCG meta (魔导书, 暗黑界, 永火): what a player sees for the cards' common interactions.
// - CMP-DISCARD-BY-EFFECT: 「这张卡被（其他）卡的效果从手卡丢弃去墓地的场合」 is met only by a discard an effect makes — a card discarded as a
//   cost is not (rules reference docs/c02/基本用语.rst:94–96: 暗黑界的龙神 格拉法 discarded for 闪电旋涡's cost does not activate).
// - CMP-ACTIVATION-TURN-PHASE / CMP-THEN-AFTER-DELAYED: 「这张卡发动的回合的结束阶段时，…加入手卡。那之后，可以…特殊召唤」 (魔导书的神判) is a card
//   activated at any time whose steps wait for that End Phase (docs/c04/灰流丽·星尘龙.rst:91), the 「那之后」 step with them.
// - CMP-LATER-ACTIVATE-AND-RESOLVE: 「这个效果在自己手卡是0张的场合才能发动和处理」 (永火炮②) is needed to activate, not only to resolve
//   (card text; docs/c03/无效.rst:603–605).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const monster = { kind: 'monster' as const, subtypes: ['effect' as const] };

describe('CMP-DISCARD-BY-EFFECT', () => {
  it('[CMP-DISCARD-BY-EFFECT] 「这张卡因为其他卡的效果从手卡丢弃去墓地的场合」 is read as a discard by an effect', () => {
    const e = compileEffects('这张卡因为其他卡的效果从手卡丢弃去墓地的场合，从卡组抽1张卡。', monster)[0]!;
    expect(e.trigger?.cause).toBe('effect');
  });
});

describe.skipIf(!haveCards)('CMP-DISCARD-BY-EFFECT, what a user sees', () => {
  const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);
  it('[CMP-DISCARD-BY-EFFECT] 暗黑界的狩人 布劳 discarded as 光道召唤师 露米娜丝①\'s cost offers no draw; discarded by 暗黑界的取引 it does', () => {
    expect(offered('{回合:A 阶段:主要1 A场:光道召唤师 露米娜丝 A手:暗黑界的狩人 布劳 A墓:光道魔术师 丽拉} C1 A:光道召唤师 露米娜丝→光道魔术师 丽拉[cost:丢弃 暗黑界的狩人 布劳]')).not.toContain('暗黑界的狩人 布劳');
    expect(offered('{回合:A 阶段:主要1 A手:暗黑界的狩人 布劳,暗黑界的取引} C1 A:暗黑界的取引[丢弃 暗黑界的狩人 布劳]')).toContain('暗黑界的狩人 布劳');
  });
});

describe('CMP-ACTIVATION-TURN-PHASE', () => {
  it('[CMP-ACTIVATION-TURN-PHASE] 「这张卡发动的回合的结束阶段时，…」 waits for no moment to be activated; its steps, the 「那之后」 one too, wait for the End Phase', () => {
    const e = compileEffects('这张卡发动的回合的结束阶段时，从自己卡组把1张「魔导书」魔法卡加入手卡。那之后，可以把1只魔法师族怪兽从卡组特殊召唤。', { kind: 'spell', subtypes: ['quick-play'] })[0]!;
    expect(e.waitsFor).toBeUndefined();
    expect(e.does.map((a) => [a.do, a.duration, a.whenever?.phase])).toEqual([['add-to-hand', 'end-phase', 'end-phase'], ['special-summon', 'end-phase', 'end-phase']]);
  });
});

describe.skipIf(!haveCards)('CMP-ACTIVATION-TURN-PHASE, what a user sees', () => {
  it('[CMP-ACTIVATION-TURN-PHASE] 魔导书的神判 is activated in Main Phase 1 and special summons nothing as it resolves; both steps are listed for the End Phase', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:魔导书的神判');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.some((e) => e.type === 'special-summoned')).toBe(false);
    expect((a.delayed ?? []).map((d) => d.phase)).toEqual(['end-phase', 'end-phase']);
  });
  it('[CMP-THEN-AFTER-DELAYED] 鬼计人偶②: the 「那之后」 Special Summon waits with the End Phase change to face-down', () => {
    const e = compileEffects('此外，这张卡反转时发动。那个回合的结束阶段时场上表侧表示存在的怪兽全部变成里侧守备表示。那之后，可以把1只名字带有「鬼计」的怪兽从卡组里侧守备表示特殊召唤。', monster);
    const steps = e.flatMap((x) => x.does);
    expect(steps.find((a) => a.do === 'special-summon')?.duration).toBe('end-phase');
  });
});

describe.skipIf(!haveCards)('CMP-LATER-ACTIVATE-AND-RESOLVE', () => {
  it('[CMP-LATER-ACTIVATE-AND-RESOLVE] 永火炮② cannot be activated holding a card; with an empty hand it is, and resolves', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:永火炮 A手:永火恶魔 A墓:永火兽} C1 A:永火炮②→永火兽').links[0]!.legal).toBe(false);
    const empty = askCdb('{回合:A 阶段:主要1 A场:永火炮 A手只有: A墓:永火兽} C1 A:永火炮②→永火兽');
    expect(empty.links[0]!.legal).toBe(true);
    expect(empty.links[0]!.outcome).toBe('resolved');
  });
});

describe.skipIf(!haveCards)('大天使 克里斯提亚③, a Special Summon lock (curated)', () => {
  it('[CH-FORBIDDEN-ACTION] while 大天使 克里斯提亚 is face-up, 死者苏生 cannot be activated (its effect is a Special Summon), as under 虚无魔人', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:大天使 克里斯提亚 B墓:青眼白龙} C1 B:死者苏生→青眼白龙');
    expect(a.links[0]!.legal).toBe(false);
    expect(a.events.some((e) => e.type === 'special-summoned')).toBe(false);
  });
});

describe('CMP-STEP-TARGET-SIDE-PLACE', () => {
  it('[CMP-STEP-TARGET-SIDE-PLACE] 「作为对象的自己场上的怪兽破坏，作为对象的墓地的怪兽特殊召唤」: each step acts on the target of its place', () => {
    const e = compileEffects('①：以自己场上1只炎属性怪兽和自己墓地1只炎属性怪兽为对象才能发动。作为对象的自己场上的怪兽破坏，作为对象的墓地的怪兽特殊召唤。', { kind: 'spell', subtypes: ['quick-play'] })[0]!;
    expect(e.does.map((a) => [a.do, a.targetPlace])).toEqual([['destroy', 'field'], ['special-summon', 'gy']]);
  });
});

describe.skipIf(!haveCards)('CMP-STEP-TARGET-SIDE-PLACE, what a user sees', () => {
  it('[CMP-STEP-TARGET-SIDE-PLACE] 炎王炎环 destroys only the monster targeted on the field and special summons the one targeted in the GY', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:炎王兽 甘尼许,炎王炎环(盖) A墓:炎王兽 巴隆,炎王兽 麒麟} C1 A:炎王炎环→炎王兽 甘尼许,炎王兽 巴隆');
    const destroyed = a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
    expect(destroyed).toEqual(['炎王兽 甘尼许']);
  });
});
