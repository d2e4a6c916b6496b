// s48: a 『表示形式不能变更』 the card text compiler does not read (rules reference docs/c02/基本用语.rst:576, :604) — 电气啄木鸟
// 「和这张卡进行过战斗的怪兽不能把表示形式变更」, 章鲨 「用这个效果把这张卡装备的怪兽…不能把表示形式变更」, 舍身的宝札 「这张卡发动的回合，自己…也
// 不能把表示形式变更」, 蜘蛛的领域 (a lock under a state) — is never dropped silently: a change of battle position by the rules (or a
// Flip Summon) it could stop is judged without it, and the answer says so (CH-POSITION-LOCK-UNREAD).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const changed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'position-changed').flatMap((e) => e.cards.map((c) => c.name));
const flipSummoned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'flip-summoned').flatMap((e) => e.cards.map((c) => c.name));
const assumed = (a: ChainAnswer) => a.assumptions.join('');

describe('the reader (CH-POSITION-LOCK-UNREAD)', () => {
  it('[CH-POSITION-LOCK-UNREAD] a lock no reader reads is kept as a note — on the monsters that battled it, a pledge for the turn of the activation; a lock read is not', async () => {
    const { compileEffects } = await import('../../src/cards/compile/index.js');
    const monster = { kind: 'monster', subtypes: ['effect'] } as never;
    const trap = { kind: 'trap', subtypes: ['normal'] } as never;
    const spell = { kind: 'spell', subtypes: ['continuous'] } as never;
    const notes = (text: string, type: never) => compileEffects(text, type).flatMap((e) => e.unknown ?? []);
    expect(notes('这张卡在同1次的战斗阶段中可以作2次攻击。和这张卡进行过战斗的怪兽不能把表示形式变更。', monster)).toContain('action: position lock: 和这张卡进行过战斗的怪兽不能把表示形式变更');
    expect(notes('自己场上有怪兽存在的场合，从自己卡组抽2张卡。这张卡发动的回合，自己不能把怪兽召唤·反转召唤·特殊召唤，也不能把表示形式变更。', trap)).toContain('action: position lock pledge: 这张卡发动的回合，自己不能把怪兽召唤·反转召唤·特殊召唤，也不能把表示形式变更');
    // the other side: a lock the field reader reads (暗之护封剑②) is no note
    expect(notes('①：作为这张卡的发动时的效果处理，对方场上有表侧表示怪兽存在的场合，那些怪兽全部变成里侧守备表示。\n②：只要这张卡在魔法与陷阱区域存在，对方场上的怪兽不能把表示形式变更。', spell).join('')).not.toContain('position lock');
  });
});

describe.skipIf(!haveCards)('an unread position lock is said (CH-POSITION-LOCK-UNREAD)', () => {
  it('[CH-POSITION-LOCK-UNREAD] 电气啄木鸟 face-up on A\'s field: B\'s change of 青眼白龙 is judged without its lock, and the answer says so, naming the card and its words', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:电气啄木鸟 B场:青眼白龙} 表示形式变更 青眼白龙');
    expect(changed(a)).toEqual(['青眼白龙']);
    expect(assumed(a)).toContain('「电气啄木鸟」的效果「和这张卡进行过战斗的怪兽不能把表示形式变更」');
    // (s52, CH-POSITION-LOCK-BATTLED: which monster battled it is written `已战斗:X` — not written, said as not battled.)
    expect(assumed(a)).toContain('按没有战斗过判断');
  });
  it('[CH-POSITION-LOCK-UNREAD] 蜘蛛的领域 face-up on a Flip Summon: said', () => {
    const flip = askCdb('{回合:B 阶段:主要1 A场:蜘蛛的领域 B场:青眼白龙(盖)} 反转召唤 青眼白龙');
    expect(flipSummoned(flip)).toEqual(['青眼白龙']);
    expect(assumed(flip)).toContain('「蜘蛛的领域」的效果');
  });
  it('[CH-POSITION-LOCK-UNREAD] the other side: no such card — nothing said; 舍身的宝札 activated by the other player binds only that player; 电气啄木鸟 face-down applies nothing', () => {
    expect(assumed(askCdb('{回合:B 阶段:主要1 A场:黑魔术师 B场:青眼白龙} 表示形式变更 青眼白龙'))).not.toContain('没能读懂');
    expect(assumed(askCdb('{回合:A 阶段:主要1 A场:黑魔术师 本回合:B:舍身的宝札} 表示形式变更 黑魔术师'))).not.toContain('舍身的宝札」的效果');
    expect(assumed(askCdb('{回合:B 阶段:主要1 A场:电气啄木鸟(盖) B场:青眼白龙} 表示形式变更 青眼白龙'))).not.toContain('电气啄木鸟」的效果');
  });
});

// s49 (CH-POSITION-LOCK-PLEDGE): 舍身的宝札's pledge 「这张卡发动的回合，自己不能把怪兽召唤·反转召唤·特殊召唤，也不能把表示形式变更」 is applied — its
// player changes no battle position and Flip Summons nothing for the rest of the turn; it is no effect (docs/c03/誓约.rst:67, :73): the
// activation negated, it no longer applies; the effect negated, it still does. Before, it was only said to be unread.
describe.skipIf(!haveCards)('a pledge against changes of position (CH-POSITION-LOCK-PLEDGE)', () => {
  const warned = (a: ChainAnswer) => a.warnings.join('');
  it('[CH-POSITION-LOCK-PLEDGE] 舍身的宝札 activated by A this turn (written earlier, or a chain before `然后`): A\'s change of 黑魔术师 and Flip Summon of 青眼白龙 are refused, naming the card; its effect negated, still refused', () => {
    const earlier = askCdb('{回合:A 阶段:主要1 A场:黑魔术师 本回合:A:舍身的宝札} 表示形式变更 黑魔术师');
    expect(changed(earlier)).toEqual([]);
    expect(warned(earlier)).toContain('这个回合发动过「舍身的宝札」');
    const flip = askCdb('{回合:A 阶段:主要1 A场:青眼白龙(里侧)} C1 A:舍身的宝札 然后 反转召唤 青眼白龙');
    expect(flipSummoned(flip)).toEqual([]);
    expect(warned(flip)).toContain('不能把「青眼白龙」反转召唤');
    expect(changed(askCdb('{回合:A 阶段:主要1 A场:黑魔术师 本回合:A:舍身的宝札(效果无效)} 表示形式变更 黑魔术师'))).toEqual([]);
  });
  it('[CH-POSITION-LOCK-PLEDGE] the other side: its activation negated — the change is made; activated by B — A\'s change is made', () => {
    expect(changed(askCdb('{回合:A 阶段:主要1 A场:黑魔术师 本回合:A:舍身的宝札(无效)} 表示形式变更 黑魔术师'))).toEqual(['黑魔术师']);
    expect(changed(askCdb('{回合:A 阶段:主要1 A场:黑魔术师 本回合:B:舍身的宝札} 表示形式变更 黑魔术师'))).toEqual(['黑魔术师']);
  });
});

// s49 (CH-POSITION-LOCK-LEFT): 阿努比斯的诅咒 「场上以表侧表示存在的效果怪兽全部变成守备表示。这张卡发动的回合，这些效果怪兽的原始守备力变为零，且不能改变
// 表示形式」 — the lock is read: every face-up Effect Monster the change reached (one already in Defense Position too) cannot change its battle
// position by the rules for the rest of the turn. Before, the whole sentence was an unread note and the change was made.
describe.skipIf(!haveCards)('阿努比斯的诅咒\'s lock for the turn (CH-POSITION-LOCK-LEFT)', () => {
  it('[CH-POSITION-LOCK-LEFT] after 阿努比斯的诅咒 resolved: 电子龙 (an Effect Monster, already in Defense Position) may not change its position this turn, the refusal naming the card; 青眼白龙 (a Normal Monster) may', () => {
    const base = '{回合:A 阶段:主要1 A场:青眼白龙,电子龙(守备),阿努比斯的诅咒(盖) B场:黑魔术师} C1 A:阿努比斯的诅咒 然后 表示形式变更';
    const locked = askCdb(`${base} 电子龙`);
    expect(changed(locked)).toEqual([]);
    expect(locked.warnings.join('')).toContain('「阿努比斯的诅咒」的效果让它这个回合内不能');
    expect(changed(askCdb(`${base} 青眼白龙`))).toEqual(['青眼白龙']);
  });
});

// s49 (CH-POSITION-LOCK-EQUIPPED): 章鲨 「用这个效果把这张卡装备的怪兽攻击力变成0，不能把表示形式变更」 — the monster it is equipped to (taken as by its
// own effect, said) changes no battle position by the rules while so equipped. Before, the lock was only said unread and the change made.
describe.skipIf(!haveCards)('章鲨\'s lock on the monster it equips (CH-POSITION-LOCK-EQUIPPED)', () => {
  it('[CH-POSITION-LOCK-EQUIPPED] 章鲨 equipped to B\'s 青眼白龙: B\'s change of 青眼白龙 is refused, naming 章鲨 and saying its own effect equipped it is taken', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:章鲨(装备:青眼白龙) B场:青眼白龙} 表示形式变更 青眼白龙');
    expect(changed(a)).toEqual([]);
    expect(a.warnings.join('')).toContain('装备着「章鲨」（假定是「章鲨」自己的效果');
  });
  it('[CH-POSITION-LOCK-EQUIPPED] the other side: another monster (黑魔术师) is not covered, nor is 青眼白龙 with 章鲨\'s effects negated', () => {
    const other = askCdb('{回合:B 阶段:主要1 A场:章鲨(装备:青眼白龙) B场:青眼白龙,黑魔术师} 表示形式变更 黑魔术师');
    expect(changed(other)).toEqual(['黑魔术师']);
    expect(assumed(other)).not.toContain('章鲨');
    expect(changed(askCdb('{回合:B 阶段:主要1 A场:章鲨(装备:青眼白龙,效果无效) B场:青眼白龙} 表示形式变更 青眼白龙'))).toEqual(['青眼白龙']);
  });
});

