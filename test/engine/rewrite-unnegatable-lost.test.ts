// CH-REWRITE-UNNEGATABLE-LOST (issue 16; rules reference docs/c03/无效.rst:595–599): 「这个效果的发动和效果不会被无效化」 protects that effect,
// not its card — once a higher link rewrote it (CH-REWRITE, 「那个效果变成…」) the new effect may be negated; 「这张卡的发动和效果不会被无效化」
// (a card's own protection) still protects the rewritten effect. CH-REWRITE-NOTHING-TO-APPLY (无效.rst:550, 554): a rewrite whose new text
// would have no card to act on cannot be activated. Also the reading of a rewrite whose new text names a card in its own 「」.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-REWRITE-UNNEGATABLE-LOST', CARDS_DB);

const outcomes = (input: string) => askCdb(input).links.map((l) => `C${l.n}:${l.outcome}`);

describe('CMP-REWRITE, a name quoted inside the new text', () => {
  it('[CMP-REWRITE] 「那个效果变成「对方把自身的…1只「X」怪兽破坏」」: the nested 「X」 is part of the new text (an archetype), not its end', () => {
    const e = compileEffects('①：对方怪兽的效果发动时，把这张卡解放才能发动。那个效果变成「对方把自身的手卡·卡组·场上1只「于贝尔」怪兽破坏」。', { kind: 'monster', subtypes: ['effect'] })[0]!;
    const rw = e.does.find((a) => a.do === 'rewrite');
    expect(rw?.into?.does[0]).toMatchObject({ do: 'destroy', what: { filter: { archetype: '于贝尔', kind: 'monster' } } });
  });
});

describe.skipIf(!haveCards)('CH-REWRITE-UNNEGATABLE-LOST', () => {
  it('[CH-REWRITE-UNNEGATABLE-LOST] 宇宙类星龙① (「这个效果的发动和效果不会被无效化」) rewritten by No.75 惑乱之风言暗影① is negated by 魔轰神兽 尤尼科 (equal hands); not rewritten it is not', () => {
    const board = '{回合:A 阶段:主要1 A场:宇宙类星龙 A手卡数:2 B手卡数:2 B场:No.75 惑乱之风言暗影,魔轰神兽 尤尼科,三眼怪}';
    const a = askCdb(`${board} C1 A:宇宙类星龙①→三眼怪 C2 B:No.75 惑乱之风言暗影①`);
    expect(a.links.map((l) => l.outcome)).toEqual(['effect-negated', 'resolved']);
    expect(a.links[0]!.rules).toContain('CH-REWRITE-UNNEGATABLE-LOST');
    expect(outcomes(`${board} C1 A:宇宙类星龙①→三眼怪`)).toEqual(['C1:resolved']);
  });
  it('[CH-REWRITE-UNNEGATABLE-LOST] the other side: 神之进化 (「这张卡的发动和效果不会被无效化」) rewritten by 暗之取引 keeps its protection under 王宫的敕命', () => {
    const a = askCdb('{回合:A A场:三眼怪 B手:黑魔术师 B场:王宫的敕命,暗之取引(盖)} C1 A:神之进化→三眼怪 C2 B:暗之取引');
    expect(a.links.map((l) => l.outcome)).toEqual(['resolved', 'resolved']);
    expect(a.links[0]!.rules).not.toContain('CH-REWRITE-UNNEGATABLE-LOST');
  });
});

describe.skipIf(!haveCards)('CH-REWRITE-NOTHING-TO-APPLY', () => {
  it('[CH-REWRITE-NOTHING-TO-APPLY] 古遗物-恒常剑 ●1 (「那个效果变成「选对方场上1张魔法·陷阱卡破坏」」) answering the opponent’s Spell: with no Spell/Trap of mine to destroy it cannot be activated', () => {
    const a = askCdb('{回合:B A场:古遗物-恒常剑 B场:旋风(盖)} C1 B:强欲之壶 C2 A:古遗物-恒常剑[●1]');
    expect(a.links[1]!.legal).toBe(false);
    expect(a.links[1]!.rules).toContain('CH-REWRITE-NOTHING-TO-APPLY');
  });
  it('[CH-REWRITE-NOTHING-TO-APPLY] the other side: with a Set card of mine it may be activated, and my card is the one destroyed (the new text read from the Spell’s controller)', () => {
    const a = askCdb('{回合:B A场:古遗物-恒常剑,魔法筒(盖) B场:旋风(盖)} C1 B:强欲之壶 C2 A:古遗物-恒常剑[●1]');
    expect(a.links.map((l) => l.outcome)).toEqual(['resolved', 'resolved']);
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['魔法筒']);
  });
});
