// Review s47 (battle positions). 『表示形式不能变更』 stops only the change of battle position by the rules — the turn player's own change in
// the Main Phase, and a Flip Summon (face-down Defense → face-up Attack) — never a change by an effect (rules reference
// docs/c02/基本用语.rst:576, :598–604).
// - CH-POSITION-LOCK-FIELD: a face-up card's continuous lock (暗之护封剑② 「只要这张卡在魔法与陷阱区域存在，对方场上的怪兽不能把表示形式变更」)
//   covers the monsters it names while it stands; gone from the field, it covers none.
// - CH-POSITION-LOCK-LEFT (its while read): 娱乐一闪 「…那些怪兽直到下个回合的结束时不能把表示形式变更」 locks the monsters it changed.
// - CH-POSITION-LOCK-FLIP-SUMMON: a locked face-down monster cannot be Flip Summoned.
// - SIT-THEN-ACTION: `C1 … 然后 表示形式变更 X` parses, and the action is judged on the board the chain left.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { parseNotation } from '../../src/notation/index.js';
import { rawResultCount } from '../notation/helpers.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const changed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'position-changed').flatMap((e) => e.cards.map((c) => c.name));
const flipSummoned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'flip-summoned').flatMap((e) => e.cards.map((c) => c.name));
const warned = (a: ChainAnswer) => a.warnings.join('');

describe('the reader (CH-POSITION-LOCK-FIELD)', () => {
  it('[CH-POSITION-LOCK-FIELD] 「只要这张卡在…存在，…怪兽不能把表示形式变更」 on the continuous effect: one side, every monster but its card, a Type, its own card; a lock under another state is left unread', async () => {
    const { compileEffects } = await import('../../src/cards/compile/index.js');
    const spell = { kind: 'spell', subtypes: ['continuous'] } as never;
    const monster = { kind: 'monster', subtypes: ['effect'] } as never;
    const locks = (text: string, type: never) => compileEffects(text, type).flatMap((e) => e.positionLocks ?? []);
    expect(locks('①：作为这张卡的发动时的效果处理，对方场上有表侧表示怪兽存在的场合，那些怪兽全部变成里侧守备表示。\n②：只要这张卡在魔法与陷阱区域存在，对方场上的怪兽不能把表示形式变更。', spell)).toEqual([{ of: 'filter', filter: { side: 'opponent', kind: 'monster', place: 'field' } }]);
    expect(locks('①：只要这张卡在怪兽区域存在，这张卡以外的场上的怪兽不能把表示形式变更，不能攻击。', monster)).toEqual([{ of: 'filter', filter: { kind: 'monster', place: 'field', notSelf: true } }]);
    expect(locks('只要这张卡在场上存在，场上表侧表示存在的龙族怪兽全部变成守备表示，不能把表示形式变更。', spell)[0]).toMatchObject({ of: 'filter', filter: { race: '龙族', faceUp: true } });
    expect(locks('①：这张卡可以直接攻击。②：这张卡只要在场上表侧表示存在，不能把表示形式变更。', monster)).toEqual([{ of: 'self' }]);
    // the other side: a lock under a state of its own (「只要自己场上有这张卡和…存在」) is not applied without it
    const ninja = compileEffects('①：只要这张卡在魔法与陷阱区域存在，对方场上的怪兽不能攻击。此外，只要自己场上有这张卡和名字带有「忍者」的怪兽存在，对方场上的全部怪兽不能把表示形式变更。', spell);
    expect(ninja.flatMap((e) => e.positionLocks ?? [])).toEqual([]);
    expect(ninja.flatMap((e) => e.unknown ?? []).join('')).toContain('position lock');
  });
});

describe.skipIf(!haveCards)('a continuous position lock (CH-POSITION-LOCK-FIELD)', () => {
  it('[CH-POSITION-LOCK-FIELD] 暗之护封剑 face-up on A\'s field: B may not change the position of B\'s monster by the rules — the answer names 暗之护封剑 and says an effect still may', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:暗之护封剑 B场:青眼白龙} 表示形式变更 青眼白龙');
    expect(changed(a)).toEqual([]);
    expect(warned(a)).toContain('「暗之护封剑」');
    expect(warned(a)).toContain('效果仍可以变更');
  });
  it('[CH-POSITION-LOCK-FIELD] the other side: A\'s own monster in A\'s turn (「对方场上的」 only), and B\'s monster while 暗之护封剑 is face-down, may change', () => {
    expect(changed(askCdb('{回合:A 阶段:主要1 A场:暗之护封剑,青眼白龙} 表示形式变更 青眼白龙'))).toEqual(['青眼白龙']);
    expect(changed(askCdb('{回合:B 阶段:主要1 A场:暗之护封剑(盖) B场:青眼白龙} 表示形式变更 青眼白龙'))).toEqual(['青眼白龙']);
  });
  it('[CH-POSITION-LOCK-FIELD] the lock ends when its card leaves the field: 暗之护封剑 destroyed by 旋风 in a chain before, B\'s monster may change', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:暗之护封剑 B场:青眼白龙 B手:旋风} C1 B:旋风→暗之护封剑 然后 表示形式变更 青眼白龙');
    expect(changed(a)).toEqual(['青眼白龙']);
    expect(warned(a)).not.toContain('暗之护封剑');
  });
});

describe.skipIf(!haveCards)('an effect changes a locked monster\'s position all the same (CH-POSITION-LOCK-EFFECT)', () => {
  const rosemary = (spell: string) => askCdb(`{回合:A 阶段:主要1 A场:芳香法师-迷迭香,青眼白龙 B场:${spell}} C1 A:芳香法师-迷迭香#2→青眼白龙`);
  it('[CH-POSITION-LOCK-EFFECT] 芳香法师-迷迭香② changes A\'s monster under B\'s 暗之护封剑: changed, and the link says the lock stops only the change by the rules', () => {
    const a = rosemary('暗之护封剑');
    expect(changed(a)).toEqual(['青眼白龙']);
    expect(a.links[0]!.rules).toContain('CH-POSITION-LOCK-EFFECT');
    expect(String(a.links[0]!.reason)).toContain('只限制按规则变更表示形式，效果仍可以变更');
    expect(changed(askCdb('{回合:B 阶段:主要1 A场:暗之护封剑 B场:青眼白龙 B手:月之书} C1 B:月之书→青眼白龙'))).toEqual(['青眼白龙']);
  });
  it('[CH-POSITION-LOCK-EFFECT] the other side: 暗之护封剑 face-down locks nothing — changed, and no lock is said', () => {
    const a = rosemary('暗之护封剑(盖)');
    expect(changed(a)).toEqual(['青眼白龙']);
    expect(a.links[0]!.rules).not.toContain('CH-POSITION-LOCK-EFFECT');
  });
});

describe.skipIf(!haveCards)('a lock for a stated while (CH-POSITION-LOCK-LEFT)', () => {
  const flash = (more: string) => askCdb(`{回合:B 阶段:主要2 A场:娱乐一闪(盖),娱乐伙伴 宝剑鱼 B场:青眼白龙,黑魔术师(守)} C1 A:娱乐一闪 然后 ${more}`);
  it('[CH-POSITION-LOCK-LEFT] 娱乐一闪 turns B\'s Attack Position monsters to defence and locks them until the end of the next turn: B\'s change by the rules is refused, naming 娱乐一闪', () => {
    const a = flash('表示形式变更 青眼白龙');
    expect(changed(a)).toEqual([]);
    expect(warned(a)).toContain('「娱乐一闪」的效果让它直到下个回合的结束时不能按规则变更表示形式');
    const link = a.earlierChains![0]!.links[0]!;
    expect(link.rules).toContain('CH-POSITION-LOCK-LEFT');
    expect(String(link.reason)).toContain('直到下个回合的结束时');
  });
  it('[CH-POSITION-LOCK-LEFT] the other side: the monster 娱乐一闪 did not change (already in Defense Position) is not locked; and an effect still changes a locked one (月之书)', () => {
    expect(changed(flash('表示形式变更 黑魔术师'))).toEqual(['黑魔术师']);
    expect(changed(askCdb('{回合:B 阶段:主要2 A场:娱乐一闪(盖),娱乐伙伴 宝剑鱼 B场:青眼白龙 B手:月之书} C1 A:娱乐一闪 然后 C1 B:月之书→青眼白龙'))).toEqual(['青眼白龙']);
  });
});

describe.skipIf(!haveCards)('a Flip Summon under a position lock (CH-POSITION-LOCK-FLIP-SUMMON)', () => {
  it('[CH-POSITION-LOCK-FLIP-SUMMON] B\'s face-down monster under A\'s 暗之护封剑, or with a lock it got as it was turned face-down (无底的落穴), cannot be Flip Summoned — the answer says why', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:暗之护封剑 B场:青眼白龙(盖)} 反转召唤 青眼白龙');
    expect(flipSummoned(a)).toEqual([]);
    expect(warned(a)).toContain('不能反转召唤');
    expect(warned(a)).toContain('「暗之护封剑」');
    expect(flipSummoned(askCdb('{回合:B 阶段:主要1 B场:青眼白龙(盖,变里侧,不能变更表示形式)} 反转召唤 青眼白龙'))).toEqual([]);
  });
  it('[CH-POSITION-LOCK-FLIP-SUMMON] the other side: with 暗之护封剑 on B\'s own field (it locks A\'s monsters), or gone, B Flip Summons', () => {
    expect(flipSummoned(askCdb('{回合:B 阶段:主要1 B场:暗之护封剑,青眼白龙(盖)} 反转召唤 青眼白龙'))).toEqual(['青眼白龙']);
    expect(flipSummoned(askCdb('{回合:B 阶段:主要1 B场:青眼白龙(盖)} 反转召唤 青眼白龙'))).toEqual(['青眼白龙']);
  });
});

describe('`C1 … 然后 表示形式变更 X` (SIT-THEN-ACTION)', () => {
  it('[SIT-THEN-ACTION] an action after the last then word parses (one parse), with the chains before it', () => {
    const text = '{回合:A 阶段:主要1} C1 A:黑洞 然后 C1 A:死者苏生→青眼白龙 然后 表示形式变更 青眼白龙';
    expect(rawResultCount(text)).toBe(1);
    const r = parseNotation(text);
    expect(r.ok).toBe(true);
    if (!r.ok || r.tree.kind !== 'action') throw new Error('not an action');
    expect(r.tree.action.verb).toBe('change-position');
    expect(r.tree.earlier?.map((c) => c.length)).toEqual([1, 1]);
  });
});

describe.skipIf(!haveCards)('`C1 … 然后 表示形式变更 X` judged (SIT-THEN-ACTION)', () => {
  it('[SIT-THEN-ACTION] a monster an earlier chain Special Summoned this turn cannot change its position by the rules; a monster already there may', () => {
    const summoned = askCdb('{回合:A 阶段:主要1 A墓:青眼白龙} C1 A:死者苏生→青眼白龙 然后 表示形式变更 青眼白龙');
    expect(changed(summoned)).toEqual([]);
    expect(warned(summoned)).toContain('这个回合召唤·反转召唤·特殊召唤·盖放过的怪兽');
    expect(summoned.earlierChains).toHaveLength(1);
    expect(changed(askCdb('{回合:A 阶段:主要1 A场:黑魔术师 A墓:青眼白龙} C1 A:死者苏生→青眼白龙 然后 表示形式变更 黑魔术师'))).toEqual(['黑魔术师']);
  });
  it('[SIT-THEN-ACTION] the other bars hold after a chain too: already changed this turn, attack declared, not the Main Phase', () => {
    expect(warned(askCdb('{回合:A 阶段:主要1 A场:黑魔术师(已变更表示形式) A墓:青眼白龙} C1 A:死者苏生→青眼白龙 然后 表示形式变更 黑魔术师'))).toContain('1回合只能这样变更1次');
    expect(warned(askCdb('{回合:A 阶段:主要2 A场:黑魔术师(已攻击宣言) A墓:青眼白龙} C1 A:死者苏生→青眼白龙 然后 表示形式变更 黑魔术师'))).toContain('攻击宣言过的怪兽');
  });
});
