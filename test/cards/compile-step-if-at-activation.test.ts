// CMP-STEP-IF-AT-ACTIVATION (issue 16; rules reference docs/c04/灰流丽·星尘龙.rst:57): 「这个效果的发动时这张卡是互相连接状态的场合，再…」 —
// the step 「再」 adds belongs to the activation only when its card was in that state as the effect was activated, read from the zones
// the situation states (ZONE-CO-LINKED): what the activation contains (灰流丽 answers a draw) is decided then. Zones not stated: it
// cannot be told, and the step counts as one that may be done.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const link = { kind: 'monster' as const, subtypes: ['effect' as const, 'link' as const] };

describe('CMP-STEP-IF-AT-ACTIVATION, the reader', () => {
  it('[CMP-STEP-IF-AT-ACTIVATION] the draw 「再」 adds is tied to the co-linked state at activation; the step before it is not', () => {
    const e = compileEffects('卡名不同的怪兽2只\n①：这张卡连接召唤成功的场合，丢弃1张手卡，以对方场上1张魔法·陷阱卡为对象才能发动。那张卡破坏。这个效果的发动时这张卡是互相连接状态的场合，再让自己可以从卡组抽1张。', link).find((x) => x.n === 1)!;
    expect(e.does.map((a) => [a.do, a.ifAtActivation?.map((c) => (c.is === 'self-state' ? c.state : c.is)) ?? null])).toEqual([['destroy', null], ['draw', ['co-linked']]]);
  });
});

describe.skipIf(!haveCards)('CMP-STEP-IF-AT-ACTIVATION, what a user sees', () => {
  const griffin = (zone: string) => `{回合:A 阶段:主要1 A场:梦幻崩影·狮鹫(${zone},连接召唤),蜜罐机器人(主3) A手:三眼怪 A墓:旋风 B场:} C1 A:梦幻崩影·狮鹫①→旋风 C2 B:灰流丽`;
  it('[CMP-STEP-IF-AT-ACTIVATION] 梦幻崩影·狮鹫① co-linked with 蜜罐机器人 contains its draw (灰流丽 may answer); not co-linked it only Sets a Spell from its GY (灰流丽 may not)', () => {
    expect(askCdb(griffin('主2')).links[1]!.legal).toBe(true);
    const apart = askCdb(griffin('主1')).links[1]!;
    expect(apart.legal).toBe(false);
    expect(apart.illegalReason).toMatch(/从卡组/);
  });
  it('[CMP-STEP-IF-AT-ACTIVATION] 梦幻崩影·地狱犬① the same, its arrows decide; with the zones not stated it cannot be told and 灰流丽 is allowed', () => {
    const hound = (zone: string) => `{回合:A 阶段:主要1 A场:梦幻崩影·地狱犬(${zone},连接召唤),蜜罐机器人(主2) A手:三眼怪 B场:青眼白龙(主3,特殊召唤)} C1 A:梦幻崩影·地狱犬①→青眼白龙 C2 B:灰流丽`;
    expect(askCdb(hound('主3')).links[1]!.legal).toBe(true);
    expect(askCdb(hound('主4')).links[1]!.legal).toBe(false);
    expect(askCdb('{回合:A 阶段:主要1 A场:梦幻崩影·地狱犬(连接召唤),蜜罐机器人 A手:三眼怪 B场:青眼白龙(特殊召唤)} C1 A:梦幻崩影·地狱犬①→青眼白龙 C2 B:灰流丽').links[1]!.legal).toBe(true);
  });
});
