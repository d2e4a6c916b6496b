// CMP-UNAFFECTED-THEN-MORE (issue 16): a protection sentence that goes on with an attack rule — 「…这张卡不受陷阱卡的效果影响，可以在这张卡
// 向怪兽攻击过的场合只再1次继续攻击」 — is read as the protection (under the effect's own condition: FD-SUMMONED-BY-SELF), where the
// clause split had taken the whole for a lead and read nothing. Rules reference docs/c03/里侧·一时除外.rst:231.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe('reading a protection followed by an attack rule (CMP-UNAFFECTED-THEN-MORE)', () => {
  it('[CMP-UNAFFECTED-THEN-MORE] 「这张卡不受魔法卡的效果影响，可以在…继续攻击」 compiles to the protection from Spells', () => {
    const c = textCard({ id: 998301, name: '测试之连击龙', type: 'monster effect', level: 8, atk: 3000, def: 2000, text: '①：这张卡不受魔法卡的效果影响，可以在这张卡向怪兽攻击过的场合只再1次继续攻击。' });
    const cont = c.effects.find((e) => e.kind === 'continuous');
    expect(cont?.does).toEqual([expect.objectContaining({ do: 'unaffected', what: 'self', fromCards: { kind: 'spell' } })]);
  });
});

describe.skipIf(!haveCards)('玄化暴君龙① as the board reads it (CMP-UNAFFECTED-THEN-MORE)', () => {
  it('[CMP-UNAFFECTED-THEN-MORE] summoned by a 「玄化」 effect it is unaffected by the opponent\'s Trap (破坏轮 resolves doing nothing) and by its controller\'s own (强制脱出装置); summoned otherwise, 破坏轮 destroys it', () => {
    const ring = (s: string) => askCdb(`{回合:A 阶段:主要1 A场:玄化暴君龙(${s}) B场:破坏轮(盖)} C1 B:破坏轮→A:玄化暴君龙`);
    expect(destroyed(ring('由玄化诱饵龙'))).toEqual([]);
    expect(destroyed(ring('特殊召唤'))).toEqual(['玄化暴君龙']);
    const own = askCdb('{回合:A 阶段:主要1 A场:玄化暴君龙(由玄化诱饵龙),强制脱出装置(盖)} C1 A:强制脱出装置→A:玄化暴君龙');
    expect(own.events.some((e) => e.type === 'returned-to-hand')).toBe(false);
  });
  it('[CMP-UNAFFECTED-THEN-MORE] a Spell still reaches it: 雷击 destroys the opponent\'s 玄化暴君龙 summoned by a 「玄化」 effect', () => {
    expect(destroyed(askCdb('{回合:A 阶段:主要1 B场:玄化暴君龙(由玄化诱饵龙) A手:雷击} C1 A:雷击'))).toEqual(['玄化暴君龙']);
  });
});
