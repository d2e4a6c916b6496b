// What the board lets an effect apply to (src/engine/chain/applies.ts, src/engine/game/undergo.ts): an
// optional effect with nothing to apply to cannot be activated; Link monsters (no DEF, always in Attack
// Position) and Tokens (never face-down) cannot undergo some actions. Built from the rules reference's
// examples (docs/c02/基本用语.rst 210–215, 1060–1070; docs/c01/大师规则（2017）变更点.rst 70–85) and
// tested on both sides. Link monsters and Tokens here are test fixtures written with the card DSL.
import { describe, expect, it } from 'vitest';
import { chain, judgeWith, linkOf, summary } from './build.js';
import { card, textCard } from '../../src/cards/curated/dsl.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { cardTextFacts } from '../../src/cards/compile/card-text-facts.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const link = card({ id: 990001, name: '测试链接怪兽', type: 'monster effect link', atk: 2000, level: 2 });
const link2 = card({ id: 990002, name: '测试链接龙', type: 'monster link', atk: 1500, level: 1 });
const token = card({ id: 990003, name: '测试衍生物', type: 'monster normal token', atk: 0, def: 0, level: 1 });
const fixtures = [link, link2, token];

describe('nothing to apply to', () => {
  it('[CH-NOTHING-TO-APPLY] 黑洞 on a field the situation lists as empty cannot be activated; with a monster, or a field not listed, it can (and the assumption is said)', () => {
    const empty = chain('{回合:A 阶段:主要1 A场: B场:} C1 A:黑洞');
    expect(summary(empty)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(empty, 1).rules).toContain('CH-NOTHING-TO-APPLY');
    expect(linkOf(empty, 1).illegalReason).toContain('没有可以适用的卡');
    expect(linkOf(chain('{回合:A 阶段:主要1 A场: B场:} C1 A:黑洞', 'en'), 1).illegalReason).toContain('nothing to apply to');
    // Only Spells on the field: still no monster.
    expect(summary(chain('{回合:A 阶段:主要1 A场:魔封的芳香 B场:} C1 A:黑洞'))).toEqual(['C1:illegal:illegal']);
    expect(summary(chain('{回合:A 阶段:主要1 A场: B场:青眼白龙} C1 A:黑洞'))).toEqual(['C1:legal:resolved']);
    const unknown = chain('{回合:A 阶段:主要1} C1 A:黑洞');
    expect(summary(unknown)).toEqual(['C1:legal:resolved']);
    expect(unknown.assumptions.join('\n')).toContain('假定有可以适用的卡');
  });
  it('[CH-NOTHING-TO-APPLY] a random banish from the opponent\'s hand: not when that hand is empty (PSY骨架王·Ω), yes when it holds cards', () => {
    const a = chain('{回合:A 阶段:主要1 A手卡数:0 B场:PSY骨架王·Ω} C1 A:黑洞 C2 B:PSY骨架王·Ω');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).rules).toContain('CH-NOTHING-TO-APPLY');
    expect(summary(chain('{回合:A 阶段:主要1 A手卡数:2 B场:PSY骨架王·Ω} C1 A:黑洞 C2 B:PSY骨架王·Ω'))).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });
  it('[CH-NOTHING-TO-APPLY] a Spell/Trap being activated is not among the cards it may choose: 背德的堕天使 alone on the field cannot be activated; with another card it can', () => {
    const darklord = card({ id: 990010, name: '堕天使 测试', type: 'monster effect', atk: 2000, def: 2000, level: 6 });
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场: A手:堕天使 测试 B场:} C1 A:背德的堕天使', [darklord]))).toEqual(['C1:illegal:illegal']);
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场: A手:堕天使 测试 B场:黑魔术师} C1 A:背德的堕天使', [darklord]))).toEqual(['C1:legal:resolved']);
  });
  it('[CH-NOTHING-TO-APPLY] a Continuous Spell\'s card activation is made whatever it finds (暗之护封剑 with only Tokens)', () => {
    // A Continuous Spell written like 暗之护封剑: as its activation resolves, the opponent's face-up monsters are turned face-down.
    const lasting = card({
      id: 990005,
      name: '测试永续魔法',
      type: 'spell continuous',
      effects: [{ n: 0, kind: 'activation', does: [{ do: 'flip-face-down', what: { filter: { side: 'opponent', kind: 'monster', place: 'monster', faceUp: true }, scope: 'all' } }] }],
    });
    const a = judgeWith('{回合:A 阶段:主要1 A场: B场:测试衍生物} C1 A:测试永续魔法', [...fixtures, lasting]);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(linkOf(a, 1).rules).not.toContain('CH-NOTHING-TO-APPLY');
  });
});

describe('Link monsters and Tokens', () => {
  it('[CH-LINK-POSITION] a Link monster cannot change its position: 日全食之书 with only Link monsters face-up cannot be activated; with another monster it can, and the Link monster stays in Attack Position', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试链接怪兽 B场:测试链接龙} C1 A:日全食之书', fixtures);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toEqual(expect.arrayContaining(['CH-NOTHING-TO-APPLY', 'CH-LINK-POSITION']));
    expect(linkOf(a, 1).illegalReason).toContain('链接怪兽总是攻击表示');
    const b = judgeWith('{回合:A 阶段:主要1 A场:测试链接怪兽 B场:黑魔术师} C1 A:日全食之书', fixtures);
    expect(summary(b)).toEqual(['C1:legal:resolved']);
    expect(linkOf(b, 1).rules).toContain('CH-LINK-POSITION');
    const changed = b.events.filter((e) => e.type === 'position-changed').flatMap((e) => e.cards.map((c) => c.name));
    expect(changed).toEqual(['黑魔术师']);
  });
  it('[CH-LINK-POSITION] 健忘 cannot answer a Link monster\'s effect (it would change that monster to Defense Position); it can answer another monster\'s', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试链接怪兽} C1 A:测试链接怪兽 C2 B:健忘', [card({ ...linkSpec(), effects: [{ kind: 'ignition', does: [{ do: 'draw', player: 'self', amount: 1 }] }] })]);
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).rules).toEqual(expect.arrayContaining(['CH-NOTHING-TO-APPLY', 'CH-LINK-POSITION']));
    const b = judgeWith('{回合:A 阶段:主要1 A场:测试效果怪兽} C1 A:测试效果怪兽 C2 B:健忘', [card({ id: 990004, name: '测试效果怪兽', type: 'monster effect', atk: 1000, def: 1000, level: 4, effects: [{ kind: 'ignition', does: [{ do: 'draw', player: 'self', amount: 1 }] }] })]);
    expect(summary(b)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
  });
  it('[CH-LINK-NO-DEF] a Link monster has no DEF: 仁王立 (doubles DEF) cannot target it; it can target another face-up monster', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试链接怪兽} C1 A:仁王立① → 测试链接怪兽', fixtures);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-LINK-NO-DEF');
    expect(linkOf(a, 1).illegalReason).toContain('没有守备力');
    expect(summary(chain('{回合:A 阶段:主要1 A场:黑魔术师} C1 A:仁王立① → 黑魔术师'))).toEqual(['C1:legal:resolved']);
  });
  it('[CH-LINK-NO-DEF] a change computed from the monster\'s own DEF (「攻击力·守备力变成那个原本的攻击力和守备力合计数值」) cannot choose a Link monster: with only one on the field it cannot be activated; with another face-up monster it can; a plain ATK-and-DEF raise can choose the Link monster', () => {
    const sum = textCard({ id: 990030, name: '测试合计魔法', type: 'spell', text: '①：选场上1只表侧表示的怪兽，那只怪兽的攻击力·守备力直到回合结束时变成那个原本的攻击力和守备力合计数值。' });
    const raise = textCard({ id: 990031, name: '测试攻守上升', type: 'spell', text: '①：选场上1只表侧表示的怪兽，那只怪兽的攻击力·守备力直到回合结束时上升500。' });
    const step = sum.effects[0]!.does.find((x) => x.do === 'modify-stats')!;
    expect(step.needsDef).toBe(true);
    expect(typeof step.what === 'object' && step.what.filter).toMatchObject({ faceUp: true, kind: 'monster', place: 'field' });
    const only = judgeWith('{回合:A 阶段:主要1 A场:测试链接怪兽 B场:} C1 A:测试合计魔法', [...fixtures, sum, raise]);
    expect(summary(only)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(only, 1).rules).toContain('CH-LINK-NO-DEF');
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试链接怪兽 B场:黑魔术师} C1 A:测试合计魔法', [...fixtures, sum, raise]))).toEqual(['C1:legal:resolved']);
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试链接怪兽 B场:} C1 A:测试攻守上升', [...fixtures, sum, raise]))).toEqual(['C1:legal:resolved']);
  });
  it('[CH-CANNOT-BE-BANISHED] a face-up card that cannot be banished on the field: an optional "banish all" with only it cannot be activated; with another card it banishes only that one; in the GY it can be banished', () => {
    const egg = card({ id: 990020, name: '测试不能除外', type: 'monster effect', atk: 0, def: 0, level: 1, effects: [{ kind: 'continuous', does: [{ do: 'cannot-be-banished', what: 'self' }] }] });
    const sweep = card({ id: 990021, name: '测试全部除外', type: 'spell', effects: [{ kind: 'activation', does: [{ do: 'banish', what: { filter: { side: 'opponent', kind: 'monster', place: 'monster' }, scope: 'all' } }] }] });
    const only = judgeWith('{回合:A 阶段:主要1 B场:测试不能除外} C1 A:测试全部除外', [egg, sweep]);
    expect(summary(only)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(only, 1).rules).toContain('CH-CANNOT-BE-BANISHED');
    const two = judgeWith('{回合:A 阶段:主要1 B场:测试不能除外,青眼白龙} C1 A:测试全部除外', [egg, sweep]);
    expect(summary(two)).toEqual(['C1:legal:resolved']);
    expect(two.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙']);
    // From the GY it can be banished.
    const gySweep = card({ id: 990022, name: '测试墓地除外', type: 'spell', effects: [{ kind: 'activation', does: [{ do: 'banish', what: { filter: { side: 'opponent', place: 'gy' }, scope: 'all' } }] }] });
    expect(summary(judgeWith('{回合:A 阶段:主要1 B墓:测试不能除外} C1 A:测试墓地除外', [egg, gySweep]))).toEqual(['C1:legal:resolved']);
  });
  it('[CH-CANNOT-BE-BANISHED] a face-up card that cannot be banished is no target for 「…的效果无效并除外」 (the banish acts on it on the field); negated, or for 「破坏并除外」 (banished from the GY), it is', () => {
    const egg = card({ id: 990023, name: '测试不能除外2', type: 'monster effect', atk: 0, def: 0, level: 1, effects: [{ kind: 'continuous', does: [{ do: 'cannot-be-banished', what: 'self' }] }] });
    const pierce = card({ id: 990024, name: '测试无效并除外', type: 'trap', effects: [{ kind: 'activation', targets: { count: 1, filter: { faceUp: true, place: 'field' } }, does: [{ do: 'negate-effects', what: 'targets' }, { do: 'banish', what: 'targets' }] }] });
    const smash = card({ id: 990025, name: '测试破坏并除外', type: 'trap', effects: [{ kind: 'activation', targets: { count: 1, filter: { place: 'field' } }, does: [{ do: 'destroy', what: 'targets' }, { do: 'banish', what: 'targets' }] }] });
    const a = judgeWith('{回合:A 阶段:主要1 B场:测试不能除外2} C1 A:测试无效并除外→测试不能除外2', [egg, pierce]);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-CANNOT-BE-BANISHED');
    expect(summary(judgeWith('{回合:A 阶段:主要1 B场:测试不能除外2(效果无效)} C1 A:测试无效并除外→测试不能除外2', [egg, pierce]))).toEqual(['C1:legal:resolved']);
    expect(summary(judgeWith('{回合:A 阶段:主要1 B场:测试不能除外2} C1 A:测试破坏并除外→测试不能除外2', [egg, smash]))[0]).toMatch(/^C1:legal:/);
  });
  it('[CH-CANNOT-BE-BANISHED] granted by another face-up card (「自己场上的「X」怪兽不能除外」, read by the compiler): the cards it describes are no target for 「…效果无效并除外」 and are skipped by a banish; other cards are not; with the granting card negated, or for 「破坏并除外」, they are banished', () => {
    const guard = textCard({ id: 990026, name: '测试除外守卫', type: 'monster effect', atk: 0, def: 0, level: 1, text: '①：只要这张卡在怪兽区域存在，自己场上的「测试」怪兽不能除外。' });
    const ally = card({ id: 990027, name: '测试同伴', type: 'monster normal', atk: 1000, def: 0, level: 1 });
    const pierce = card({ id: 990028, name: '测试无效并除外3', type: 'trap', effects: [{ kind: 'activation', targets: { count: 1, filter: { faceUp: true, place: 'field' } }, does: [{ do: 'negate-effects', what: 'targets' }, { do: 'banish', what: 'targets' }] }] });
    const sweep = card({ id: 990029, name: '测试全部除外', type: 'spell', effects: [{ kind: 'activation', does: [{ do: 'banish', what: { filter: { side: 'opponent', place: 'field', kind: 'monster' }, scope: 'all' } }] }] });
    const smash = card({ id: 990030, name: '测试破坏并除外3', type: 'trap', effects: [{ kind: 'activation', targets: { count: 1, filter: { place: 'field' } }, does: [{ do: 'destroy', what: 'targets' }, { do: 'banish', what: 'targets' }] }] });
    const cards = [guard, ally, pierce, sweep, smash];
    const a = judgeWith('{回合:A 阶段:主要1 B场:测试除外守卫,测试同伴} C1 A:测试无效并除外3→测试同伴', cards);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-CANNOT-BE-BANISHED');
    expect(summary(judgeWith('{回合:A 阶段:主要1 B场:测试除外守卫(效果无效),测试同伴} C1 A:测试无效并除外3→测试同伴', cards))).toEqual(['C1:legal:resolved']);
    expect(summary(judgeWith('{回合:A 阶段:主要1 B场:测试除外守卫,测试同伴} C1 A:测试全部除外', cards))).toEqual(['C1:illegal:illegal']);
    const some = judgeWith('{回合:A 阶段:主要1 B场:测试除外守卫,测试同伴,青眼白龙} C1 A:测试全部除外', cards);
    expect(some.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['青眼白龙']);
    const smashed = judgeWith('{回合:A 阶段:主要1 B场:测试除外守卫,测试同伴} C1 A:测试破坏并除外3→测试同伴', cards);
    expect(smashed.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['测试同伴']);
  });
  it('[CH-CANNOT-BE-BANISHED] 「那个发动无效并除外」 cannot answer the effect of a face-up card that cannot be banished on the field (its own 「不能除外」); a card activation of a Spell it may, and a card not so protected', () => {
    const egg = card({ id: 990031, name: '测试不能除外4', type: 'monster effect', atk: 0, def: 0, level: 1, effects: [{ kind: 'continuous', does: [{ do: 'cannot-be-banished', what: 'self' }] }, { kind: 'ignition', does: [{ do: 'draw', count: 1, player: 'self' }] }] });
    const plain = card({ id: 990032, name: '测试普通起动', type: 'monster effect', atk: 0, def: 0, level: 1, effects: [{ kind: 'ignition', does: [{ do: 'draw', count: 1, player: 'self' }] }] });
    const judge = card({ id: 990033, name: '测试发动无效并除外', type: 'trap counter', effects: [{ kind: 'activation', does: [{ do: 'negate-activation', what: 'activation' }, { do: 'banish', what: 'activation' }] }] });
    const cards = [egg, plain, judge];
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试不能除外4 B场:测试发动无效并除外(盖)} C1 A:测试不能除外4② C2 B:测试发动无效并除外', cards))[1]).toBe('C2:illegal:illegal');
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试普通起动 B场:测试发动无效并除外(盖)} C1 A:测试普通起动 C2 B:测试发动无效并除外', cards))[1]).toBe('C2:legal:resolved');
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试不能除外4 B场:测试发动无效并除外(盖)} C1 A:强欲之壶 C2 B:测试发动无效并除外', cards))[1]).toBe('C2:legal:resolved');
  });
  it('[CH-CONTROL-LOCKED] a monster whose control cannot change is no target for 精神操作 (taking control); a monster without it is', () => {
    const goblin = card({ id: 990040, name: '测试控制权锁', type: 'monster effect', atk: 0, def: 0, level: 1, effects: [{ kind: 'continuous', does: [{ do: 'cannot-change-control', what: 'self' }] }] });
    const a = judgeWith('{回合:A 阶段:主要1 B场:测试控制权锁} C1 A:精神操作→测试控制权锁', [goblin]);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-CONTROL-LOCKED');
    expect(summary(judgeWith('{回合:A 阶段:主要1 B场:青眼白龙} C1 A:精神操作→青眼白龙', [goblin]))).toEqual(['C1:legal:resolved']);
  });
  it('[CH-CONTROL-LOCKED] the compiler reads the wording 「此卡的控制权不会转移」 (no 被) as well: a card with that text is no target for 精神操作', () => {
    const lion = textCard({ id: 990041, name: '测试控制权不会转移', type: 'monster effect', atk: 0, def: 0, level: 1, text: '只要这张卡在场上表侧表示存在，此卡的控制权不会转移。' });
    expect(summary(judgeWith('{回合:A 阶段:主要1 B场:测试控制权不会转移} C1 A:精神操作→测试控制权不会转移', [lion]))).toEqual(['C1:illegal:illegal']);
  });
  it('[CH-TOKEN-FACE-DOWN] a Token is no target for an effect that turns its target face-down (地帝家臣 兰罗布); another monster is', () => {
    const a = judgeWith('{回合:A 阶段:主要1 B场:测试衍生物} C1 A:地帝家臣 兰罗布 → 测试衍生物', fixtures);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-TOKEN-FACE-DOWN');
    expect(summary(chain('{回合:A 阶段:主要1 B场:黑魔术师} C1 A:地帝家臣 兰罗布 → 黑魔术师'))).toEqual(['C1:legal:resolved']);
  });
  it('[CH-TOKEN-FACE-DOWN] a Token cannot be face-down: 日全食之书 with only Tokens face-up cannot be activated; with another monster it can, and the Token stays face-up', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试衍生物 B场:} C1 A:日全食之书', fixtures);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toEqual(expect.arrayContaining(['CH-NOTHING-TO-APPLY', 'CH-TOKEN-FACE-DOWN']));
    expect(linkOf(a, 1).illegalReason).toContain('衍生物不能变成里侧表示');
    const b = judgeWith('{回合:A 阶段:主要1 A场:测试衍生物 B场:黑魔术师} C1 A:日全食之书', fixtures);
    expect(summary(b)).toEqual(['C1:legal:resolved']);
    const changed = b.events.filter((e) => e.type === 'position-changed').flatMap((e) => e.cards.map((c) => c.name));
    expect(changed).toEqual(['黑魔术师']);
  });
});

function linkSpec() {
  return { id: 990001, name: '测试链接怪兽', type: 'monster effect link', atk: 2000, level: 2 };
}

describe('the window: what the event left to apply to', () => {
  // A monster destroyed when it is targeted (written like 削魂的死灵), and an effect negation answering any activation.
  const brittle = card({
    id: 990006,
    name: '测试易碎怪兽',
    type: 'monster effect',
    atk: 1000,
    def: 1000,
    level: 4,
    effects: [{ kind: 'trigger', timing: 'when', mandatory: true, trigger: { event: 'targeted', subject: { self: true } }, does: [{ do: 'destroy', what: 'self' }] }],
  });
  const negateEffect = card({
    id: 990007,
    name: '测试效果无效',
    type: 'trap counter',
    effects: [{ kind: 'activation', respondsTo: { activation: 'any' }, does: [{ do: 'negate-effect', what: 'activation' }] }],
  });
  it('[WIN-NEGATED-NO-TARGET] an activation that was negated targeted nothing: the targeted card\'s 「成为对象时」 trigger is not met; when only the effect was negated it is', () => {
    const a = judgeWith('{回合:A 阶段:主要1 B场:测试易碎怪兽} C1 B:禁忌的圣枪 → 测试易碎怪兽 C2 A:神之宣告', [brittle]);
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('测试易碎怪兽');
    expect(a.window.notes.join('\n')).toContain('视为没有取对象');
    const b = judgeWith('{回合:A 阶段:主要1 B场:测试易碎怪兽} C1 B:禁忌的圣枪 → 测试易碎怪兽 C2 A:测试效果无效', [brittle, negateEffect]);
    expect(summary(b)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(b.window.triggers.map((t) => `${t.card.name}${t.mandatory ? ' M' : ''}`)).toContain('测试易碎怪兽 M');
  });
  // The same monster written as the rules reference reads it: a continuous effect with no activation (「这张卡成为…效果的对象时，这张卡破坏」).
  const brittleRule = card({
    id: 990016,
    name: '测试易碎规则怪兽',
    type: 'monster effect',
    atk: 1000,
    def: 1000,
    level: 4,
    effects: [{ kind: 'continuous', trigger: { event: 'targeted', subject: { self: true } }, does: [{ do: 'destroy', what: 'self' }] }],
  });
  it('[CH-TARGETED-CONTINUOUS] a 「成为效果的对象时」 continuous effect applies once the targeting effect has resolved — negated or not — with no trigger; not after a negated activation, nor on a card turned face-down by it', () => {
    const a = judgeWith('{回合:A 阶段:主要1 B场:测试易碎规则怪兽} C1 A:禁忌的圣枪 → 测试易碎规则怪兽', [brittleRule]);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.links[0]!.rules).toContain('CH-TARGETED-CONTINUOUS');
    const destroyed = a.events.filter((e) => e.type === 'destroyed');
    expect(destroyed.map((e) => [e.link, e.cards.map((c) => c.name)])).toEqual([[null, ['测试易碎规则怪兽']]]);
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('测试易碎规则怪兽');
    const b = judgeWith('{回合:A 阶段:主要1 B场:测试易碎规则怪兽} C1 A:禁忌的圣枪 → 测试易碎规则怪兽 C2 B:神之宣告', [brittleRule]);
    expect(summary(b)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(b.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).not.toContain('测试易碎规则怪兽');
    const c = judgeWith('{回合:A 阶段:主要1 B场:测试易碎规则怪兽} C1 A:月之书 → 测试易碎规则怪兽', [brittleRule]);
    expect(c.events.filter((e) => e.type === 'destroyed')).toEqual([]);
  });
  it('[CH-TARGETED-CONTINUOUS] negated when the targeting effect ends — by 技能抽取, or by the equip card that effect just equipped (驱使梦魇的死灵 summoned and equipped by 过火的埋葬) — it applies nothing', () => {
    const skill = judgeWith('{回合:B 阶段:主要1 A场:测试易碎规则怪兽,技能抽取} C1 B:收缩 → 测试易碎规则怪兽', [brittleRule]);
    expect(summary(skill)).toEqual(['C1:legal:resolved']);
    expect(skill.events.filter((e) => e.type === 'destroyed')).toEqual([]);
    // The other side: not negated, targeted by the same 收缩 it is destroyed.
    const bare = judgeWith('{回合:B 阶段:主要1 A场:测试易碎规则怪兽} C1 B:收缩 → 测试易碎规则怪兽', [brittleRule]);
    expect(bare.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['测试易碎规则怪兽']);
    if (!haveCards) return; // the real 过火的埋葬 is read from cards.cdb
    const equip = askCdb('{回合:A 阶段:主要1 A手:过火的埋葬,青眼白龙 A墓:驱使梦魇的死灵} C1 A:过火的埋葬 → 驱使梦魇的死灵 [cost:丢弃 青眼白龙]');
    expect(equip.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['驱使梦魇的死灵']);
    expect(equip.events.filter((e) => e.type === 'destroyed')).toEqual([]);
  });
  it('[WIN-NOTHING-TO-APPLY] 御用守护者 cannot summon a Link monster it destroyed by battle in Defense Position; it can another monster', () => {
    const a = judgeWith('{回合:A 阶段:伤害步骤 攻击:A:御用守护者→B:测试链接怪兽} 破坏 测试链接怪兽 (战斗)', fixtures);
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('御用守护者');
    const b = judgeWith('{回合:A 阶段:伤害步骤 攻击:A:御用守护者→B:黑魔术师} 破坏 黑魔术师 (战斗)', fixtures);
    expect(b.window.triggers.map((t) => t.card.name)).toContain('御用守护者');
  });
  it('[WIN-NOTHING-TO-APPLY] an optional trigger whose first step changes the summoned monsters\' positions is not offered when they are all Link monsters (超级运动员 强壮阻挡员); it is for another monster', () => {
    const a = judgeWith('{回合:A 阶段:主要1 B场:超级运动员 强壮阻挡员} 特殊召唤 测试链接怪兽', fixtures);
    expect(a.window.triggers.map((t) => t.card.name)).not.toContain('超级运动员 强壮阻挡员');
    expect(a.window.notes.join('\n')).toContain('链接怪兽总是攻击表示');
    const b = judgeWith('{回合:A 阶段:主要1 B场:超级运动员 强壮阻挡员} 特殊召唤 黑魔术师', fixtures);
    expect(b.window.triggers.map((t) => t.card.name)).toContain('超级运动员 强壮阻挡员');
  });
});

describe('what may answer what', () => {
  it('[CH-RESPONDS-INCLUDES-KIND] 灰流丽 answers an effect that special summons monsters from the Deck (坏兽安眠), not one that summons Spells/Traps from the Deck as monsters (魔术礼帽)', () => {
    const hat = chain('{回合:B 阶段:战斗步骤 A场:黑魔术师} C1 A:魔术礼帽 C2 B:灰流丽');
    expect(summary(hat)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(hat, 2).rules).toContain('CH-RESPONDS-INCLUDES-KIND');
    const kaiju = chain('{回合:A 阶段:主要1 A场:黑魔术师 B场:青眼白龙} C1 A:遭受妨碍的坏兽安眠 C2 B:灰流丽');
    expect(summary(kaiju)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
  });
  it('[CH-CANNOT-BE-CHAINED-TARGET] 夜摄\'s target cannot answer 夜摄 directly, but may after another card is chained first; other cards may answer it', () => {
    const direct = chain('{回合:A 阶段:主要1 B场:旋风(盖)} C1 A:夜摄 → 旋风 C2 B:旋风');
    expect(summary(direct)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(direct, 2).rules).toContain('CH-CANNOT-BE-CHAINED-TARGET');
    expect(linkOf(direct, 2).illegalReason).toContain('不能直接连锁');
    const later = chain('{回合:A 阶段:主要1 B场:旋风(盖)} C1 A:夜摄 → 旋风 C2 B:增殖的G C3 B:旋风');
    expect(later.links.map((l) => l.legal)).toEqual([true, true, true]);
    const other = chain('{回合:A 阶段:主要1 B场:旋风(盖),神之宣告(盖)} C1 A:夜摄 → 旋风 C2 B:神之宣告');
    expect(summary(other)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });
});

describe('summoning conditions', () => {
  const onlyWay = card({
    id: 990008,
    name: '测试只能特召怪兽',
    type: 'monster effect special-summon',
    atk: 3000,
    def: 2500,
    level: 8,
    effects: [{ kind: 'procedure', from: 'hand', summonOnly: true, does: [{ do: 'special-summon', what: 'self', from: 'hand' }] }],
  });
  const mayWay = card({
    id: 990009,
    name: '测试可以特召怪兽',
    type: 'monster effect special-summon',
    atk: 3000,
    def: 2500,
    level: 8,
    effects: [{ kind: 'procedure', from: 'hand', does: [{ do: 'special-summon', what: 'self', from: 'hand' }] }],
  });
  it('[CH-SUMMON-CONDITION] a monster that can only be special summoned its own way is never revived (混沌帝龙 -终焉的使者- by 死者苏生); one that only may be is, assumed properly summoned before; a Normal monster is, with no assumption', () => {
    const only = chain('{回合:A 阶段:主要1 A墓:混沌帝龙 -终焉的使者-} C1 A:死者苏生 → 混沌帝龙 -终焉的使者-');
    expect(summary(only)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(only, 1).rules).toContain('CH-SUMMON-CONDITION');
    expect(linkOf(only, 1).illegalReason).toContain('即使正规出场过也不能被其他效果特殊召唤');
    expect(summary(judgeWith('{回合:A 阶段:主要1 A墓:测试只能特召怪兽} C1 A:死者苏生 → 测试只能特召怪兽', [onlyWay]))).toEqual(['C1:illegal:illegal']);
    const may = judgeWith('{回合:A 阶段:主要1 A墓:测试可以特召怪兽} C1 A:死者苏生 → 测试可以特召怪兽', [mayWay]);
    expect(summary(may)).toEqual(['C1:legal:resolved']);
    expect(may.assumptions.join('\n')).toContain('苏生限制');
    const normal = chain('{回合:A 阶段:主要1 A墓:青眼白龙} C1 A:死者苏生 → 青眼白龙');
    expect(summary(normal)).toEqual(['C1:legal:resolved']);
    expect(normal.assumptions.join('\n')).not.toContain('苏生限制');
  });
});

describe('the GY lock', () => {
  it('[CH-GY-LOCK] under 王家长眠之谷 an effect that must act on cards in the GY is negated (死者苏生, 杀人蛇 returning itself from the GY); a choice that may skip the GY (冰结界之龙 三叉龙), or a cost in the GY, is not', () => {
    const revive = chain('{回合:A 阶段:主要1 B场:王家长眠之谷 A墓:青眼白龙} C1 A:死者苏生 → 青眼白龙');
    expect(summary(revive)).toEqual(['C1:legal:effect-negated']);
    expect(linkOf(revive, 1).rules).toContain('CH-GY-LOCK');
    expect(summary(chain('{回合:A 阶段:准备阶段 B场:王家长眠之谷 A墓:杀人蛇} C1 A:杀人蛇'))).toEqual(['C1:legal:effect-negated']);
    const trishula = chain('{回合:A 阶段:主要1 B场:王家长眠之谷} C1 A:冰结界之龙 三叉龙');
    expect(linkOf(trishula, 1).rules).not.toContain('CH-GY-LOCK');
    expect(summary(chain('{回合:A 阶段:主要1 A墓:青眼白龙} C1 A:死者苏生 → 青眼白龙'))).toEqual(['C1:legal:resolved']);
  });
});

describe('what an answer destroys', () => {
  it('[CH-DESTROYS-ANSWERED] 「那个发动无效并破坏」 destroys a card on the field for 星尘龙① only when the negated card is still there: a monster effect — not a Spell card activation, nor a monster that left the field as its cost', () => {
    const monster = chain('{回合:A A场:嵌合狂暴龙 B场:流天类星龙} C1 A:嵌合狂暴龙 C2 B:流天类星龙 C3 A:星尘龙①');
    expect(monster.links[2]!.legal).toBe(true);
    expect(linkOf(monster, 3).rules).toContain('CH-DESTROYS-ANSWERED');
    expect(chain('{回合:A B场:流天类星龙} C1 A:黑洞 C2 B:流天类星龙 C3 A:星尘龙①').links[2]!.legal).toBe(false);
    expect(chain('{回合:A B场:流天类星龙} C1 A:不知火的隐者[解放自身] C2 B:流天类星龙 C3 A:星尘龙①').links[2]!.legal).toBe(false);
  });
  it('[CH-SUMMON-CONDITION] a Ritual Monster is a Special Summon monster: one the situation says was never properly summoned (未正规出场) is not revived by 死者苏生; one properly summoned before is', () => {
    const rit = card({ id: 990641, name: '测试仪式怪兽乙', type: 'monster ritual effect', atk: 2000, def: 2000, level: 6 });
    const never = judgeWith('{回合:A 阶段:主要1 A墓:测试仪式怪兽乙(未正规出场)} C1 A:死者苏生 → 测试仪式怪兽乙', [rit]);
    expect(summary(never)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(never, 1).rules).toContain('CH-SUMMON-CONDITION');
    expect(summary(judgeWith('{回合:A 阶段:主要1 A墓:测试仪式怪兽乙(正规出场)} C1 A:死者苏生 → 测试仪式怪兽乙', [rit]))).toEqual(['C1:legal:resolved']);
  });
});

// CH-SUMMON-CONDITION (review s42 q1, s44): 「这张卡不能特殊召唤」 (the card-wide `neverSpecial`, read from the text — curated cards too) —
// neither its procedure nor an effect Special Summons it, unless the effect ignores summoning conditions (「无视召唤条件」, compiled
// `ignoreConditions`). Rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:196–204. Before, 死者苏生 revived 光与暗之龙 / 八汰乌.
describe.skipIf(!haveCards)('「这张卡不能特殊召唤」 (CH-SUMMON-CONDITION)', () => {
  const summoned = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
  it('[CH-SUMMON-CONDITION] 光与暗之龙 and 八汰乌 (curated, the condition read from their text) are no target of 死者苏生; 青眼白龙 is', () => {
    for (const name of ['光与暗之龙', '八汰乌']) {
      const a = askCdb(`{回合:A 阶段:主要1 A墓:${name}} C1 A:死者苏生→${name}`);
      expect(summary(a)).toEqual(['C1:illegal:illegal']);
      expect(linkOf(a, 1).rules).toContain('CH-SUMMON-CONDITION');
      expect(linkOf(a, 1).illegalReason).toContain('这张卡不能特殊召唤');
      expect(summoned(a)).toEqual([]);
    }
    expect(summary(askCdb('{回合:A 阶段:主要1 A墓:青眼白龙} C1 A:死者苏生→青眼白龙'))).toEqual(['C1:legal:resolved']);
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A墓:八汰乌} C1 A:死者苏生→八汰乌', { lang: 'en' });
    expect(en.ok && linkOf(en, 1).illegalReason).toContain('cannot be Special Summoned');
  });
  it('[CH-SUMMON-CONDITION] 光与暗之龙 in the GY or the hand is not Special Summoned as the action, by rule nor by an effect, and the answer says why; a Tribute Summon of it is made', () => {
    for (const input of ['{A墓:光与暗之龙} 特殊召唤 光与暗之龙', '{A手:光与暗之龙} 特殊召唤 光与暗之龙', '{A墓:光与暗之龙} 特殊召唤 光与暗之龙 (效果)', '{A手:光与暗之龙} 特殊召唤 光与暗之龙 (效果)']) {
      const a = askCdb(input);
      expect(summoned(a)).toEqual([]);
      expect(a.warnings.join('\n')).toContain('这张卡不能特殊召唤');
    }
    const tribute = askCdb('{回合:A 阶段:主要1 A手:光与暗之龙 A场:三眼怪,死灵骑士} 上级召唤 光与暗之龙 解放 三眼怪,死灵骑士');
    expect(tribute.events.some((e) => e.type === 'summoned' && e.cards.some((c) => c.name === '光与暗之龙'))).toBe(true);
  });
  it('[CH-SUMMON-CONDITION] in the damage step, by a card that left the field: 光与暗之龙③ (destroyed by battle) does not summon 八汰乌 from the GY, and does summon 青眼白龙', () => {
    const yata = askCdb('{回合:B 阶段:伤害步骤 A墓:光与暗之龙(战斗破坏),八汰乌} C1 A:光与暗之龙③→八汰乌');
    expect(summoned(yata)).toEqual([]);
    expect(summoned(askCdb('{回合:B 阶段:伤害步骤 A墓:光与暗之龙(战斗破坏),青眼白龙} C1 A:光与暗之龙③→青眼白龙'))).toEqual(['青眼白龙']);
  });
  it('[CH-SUMMON-CONDITION] 阿修罗, read from its text: no target of 死者苏生, nor summoned as the action; 混沌帝龙 (only its own way, but no such text) is not refused for this reason', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:阿修罗} C1 A:死者苏生→阿修罗');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-SUMMON-CONDITION');
    expect(linkOf(a, 1).illegalReason).toContain('这张卡不能特殊召唤');
    expect(summoned(askCdb('{回合:A 阶段:主要1 A墓:阿修罗} 特殊召唤 阿修罗 (效果)'))).toEqual([]);
    expect(summoned(askCdb('{回合:A 阶段:主要1 A墓:青眼白龙} 特殊召唤 青眼白龙 (效果)'))).toEqual(['青眼白龙']);
    expect(askCdb('{回合:A 阶段:主要1 A墓:混沌帝龙} 特殊召唤 混沌帝龙 (效果)').warnings.join('\n')).not.toContain('这张卡不能特殊召唤');
  });
  it('[CH-SUMMON-CONDITION] the other side: an effect that ignores summoning conditions (「无视召唤条件」, compiled `ignoreConditions`) summons it — 古代的机械究极巨人③ from the GY, 灵魂鸟神-彦孔雀① 阿修罗 from the hand', () => {
    const golem = askCdb('{回合:A A墓:古代的机械究极巨人,古代的机械巨人} C1 A:古代的机械究极巨人③→古代的机械巨人');
    expect(summary(golem)).toEqual(['C1:legal:resolved']);
    expect(summoned(golem)).toEqual(['古代的机械巨人']);
    expect(summoned(askCdb('{回合:A A场:灵魂鸟神-彦孔雀 A手:阿修罗 B场:青眼白龙} C1 A:灵魂鸟神-彦孔雀① [特殊召唤 阿修罗]'))).toEqual(['阿修罗']);
    // and 古代的机械苏生②, which does not ignore them, cannot take 古代的机械巨人
    expect(summary(askCdb('{回合:A 阶段:主要1 A场:古代的机械苏生 A墓:古代的机械巨人} C1 A:古代的机械苏生②→古代的机械巨人'))).toEqual(['C1:illegal:illegal']);
  });
  // (review s44 rv1) 「这张卡不能通常召唤。…的场合才能特殊召唤」 (「…のみ特殊召喚できる」) read from the text as the only way (`summonOnly`): before, only the
  // curated 混沌帝龙 had it, and 死者苏生 revived a properly summoned 神炎皇 乌利亚 / 暗黑武装龙. Rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:111, :121.
  it('[CH-SUMMON-CONDITION] read from the text: 「…的场合才能特殊召唤」 is its only way — 神炎皇 乌利亚 and 暗黑武装龙, properly summoned, are no target of 死者苏生 (zh and en) nor of 地灵神 格兰索尔①', () => {
    for (const name of ['神炎皇 乌利亚', '暗黑武装龙']) {
      const a = askCdb(`{回合:A 阶段:主要1 A墓:${name}(正规出场)} C1 A:死者苏生→${name}`);
      expect(summary(a)).toEqual(['C1:illegal:illegal']);
      expect(linkOf(a, 1).rules).toContain('CH-SUMMON-CONDITION');
      expect(linkOf(a, 1).illegalReason).toContain('即使正规出场过也不能被其他效果特殊召唤');
    }
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A墓:神炎皇 乌利亚(正规出场)} C1 A:死者苏生→神炎皇 乌利亚', { lang: 'en' });
    expect(en.ok && linkOf(en, 1).illegalReason).toContain('allows only its own way');
    expect(summary(askCdb('{回合:A 阶段:主要1 A场:地灵神 格兰索尔 B墓:暗黑武装龙(正规出场)} C1 A:地灵神 格兰索尔①→暗黑武装龙'))).toEqual(['C1:illegal:illegal']);
  });
  it('[CH-SUMMON-CONDITION] the other side: 「…的场合可以特殊召唤」 (混沌战士 -开辟的使者-) is revived, its proper summon assumed and said, refused when 未正规出场; 「用融合召唤以及以下方法才能特殊召唤」 (青眼双爆裂龙) is revived; its own procedure still summons 暗黑武装龙', () => {
    const may = askCdb('{回合:A 阶段:主要1 A墓:混沌战士 -开辟的使者-} C1 A:死者苏生→混沌战士 -开辟的使者-');
    expect(summary(may)).toEqual(['C1:legal:resolved']);
    expect(may.assumptions.join('\n')).toContain('苏生限制');
    expect(summary(askCdb('{回合:A 阶段:主要1 A墓:混沌战士 -开辟的使者-(未正规出场)} C1 A:死者苏生→混沌战士 -开辟的使者-'))).toEqual(['C1:illegal:illegal']);
    expect(summary(askCdb('{回合:A 阶段:主要1 A墓:青眼双爆裂龙} C1 A:死者苏生→青眼双爆裂龙'))).toEqual(['C1:legal:resolved']);
    expect(summoned(askCdb('{回合:A 阶段:主要1 A手:暗黑武装龙 A墓:死灵骑士,三眼怪,黑魔术师} 特殊召唤 暗黑武装龙'))).toEqual(['暗黑武装龙']);
    const mon = { kind: 'monster', subtypes: ['effect', 'special-summon'] } as const;
    const only = (text: string) => compileEffects(text, mon).some((e) => e.kind === 'procedure' && e.summonOnly === true);
    expect(only('这张卡不能通常召唤。自己墓地的暗属性怪兽是3只的场合才能特殊召唤。')).toBe(true);
    expect(only('这张卡不能通常召唤。从自己墓地把光属性和暗属性的怪兽各1只除外的场合可以特殊召唤。')).toBe(false);
    expect(only('这张卡不能通常召唤，用卡的效果才能特殊召唤。')).toBe(false);
    expect(only('这张卡不能通常召唤。「爆裂模式」的效果才能特殊召唤。')).toBe(false);
  });
  it('[CH-SUMMON-CONDITION] in the damage step, by a card that left the field: 光与暗之龙③ (destroyed by battle) does not summon a properly summoned 暗黑武装龙 (only its own way)', () => {
    const a = askCdb('{回合:B 阶段:伤害步骤 A墓:光与暗之龙(战斗破坏),暗黑武装龙(正规出场)} C1 A:光与暗之龙③→暗黑武装龙');
    expect(summoned(a)).toEqual([]);
    expect(linkOf(a, 1).rules).toContain('CH-SUMMON-CONDITION-STEP');
  });
  it('[CH-SUMMON-CONDITION] read from the text: 「这张卡不能特殊召唤」 opening the text is the condition, an effect\'s 「这个回合，这张卡不能特殊召唤」 is not; 「无视召唤条件」 marks only its own summon step', () => {
    const mon = { kind: 'monster', subtypes: ['effect'], bits: 0x21 } as const;
    expect(cardTextFacts('这张卡不能特殊召唤。①：这张卡攻击的场合，对方直到伤害步骤结束时魔法·陷阱卡不能发动。', mon).neverSpecial).toBe(true);
    expect(cardTextFacts('这张卡不能特殊召唤，把自己场上3只「机壳」怪兽解放的场合才能通常召唤。', mon).neverSpecial).toBe(true);
    expect(cardTextFacts('①：这张卡召唤成功时才能发动。这个回合，这张卡不能特殊召唤。', mon).neverSpecial).toBeUndefined();
    const does = compileEffects('①：以自己墓地1只怪兽为对象才能发动。那只怪兽无视召唤条件特殊召唤。', mon)[0]!.does;
    expect(does.find((x) => x.do === 'special-summon')?.ignoreConditions).toBe(true);
    const plain = compileEffects('①：以自己墓地1只怪兽为对象才能发动。那只怪兽特殊召唤。', mon)[0]!.does;
    expect(plain.find((x) => x.do === 'special-summon')?.ignoreConditions).toBeUndefined();
  });
});

// CH-SUMMON-CONDITION (review s45 a-summon): a Special Summon written as the action by an effect (`特殊召唤 X (效果)`, `[由 Y]`) is judged by
// the same check as a chain effect's summon (src/engine/game/summon-condition.ts summonBar) — before, only 「这张卡不能特殊召唤」 was. Rules
// reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:108–124 (召唤限制), :127–135 (苏生限制).
describe.skipIf(!haveCards)('summoning conditions of a Special Summon written as the action (CH-SUMMON-CONDITION)', () => {
  const summoned = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
  it('[CH-SUMMON-CONDITION] the action: a monster only its own way summons (神炎皇 乌利亚, properly summoned) is not Special Summoned by an effect; unnamed, the answer says it took the effect as one that does not ignore summoning conditions; named ([由 死者苏生]), nothing assumed', () => {
    const unnamed = askCdb('{回合:A 阶段:主要1 A墓:神炎皇 乌利亚(正规出场)} 特殊召唤 神炎皇 乌利亚 (效果)');
    expect(summoned(unnamed)).toEqual([]);
    expect(unnamed.warnings.join('\n')).toContain('即使正规出场过也不能被其他效果特殊召唤');
    expect(unnamed.assumptions.join('\n')).toContain('假定这个效果不无视召唤条件');
    const named = askCdb('{回合:A 阶段:主要1 A墓:神炎皇 乌利亚(正规出场)} 特殊召唤 神炎皇 乌利亚 [由死者苏生]');
    expect(summoned(named)).toEqual([]);
    expect(named.warnings.join('\n')).toContain('「死者苏生」的效果');
    expect(named.assumptions.join('\n')).not.toContain('无视召唤条件');
    const en = cdbJudge().chain('{回合:A 阶段:主要1 A墓:神炎皇 乌利亚(正规出场)} 特殊召唤 神炎皇 乌利亚 (效果)', { lang: 'en' });
    expect(en.ok && en.assumptions.join('\n')).toContain('assumed not to ignore summoning conditions');
  });
  it('[CH-SUMMON-CONDITION] the action, the other side: 混沌战士 -开辟的使者- (「…的场合可以特殊召唤」) properly summoned is Special Summoned by an effect with nothing assumed; no history stated, it is, its proper summon assumed and said; never properly summoned (未正规出场) or from the hand, it is not', () => {
    const proper = askCdb('{回合:A 阶段:主要1 A墓:混沌战士 -开辟的使者-(正规出场)} 特殊召唤 混沌战士 -开辟的使者- (效果)');
    expect(summoned(proper)).toEqual(['混沌战士 -开辟的使者-']);
    expect(proper.assumptions.join('\n')).not.toContain('苏生限制');
    expect(proper.assumptions.join('\n')).not.toContain('无视召唤条件');
    const unstated = askCdb('{回合:A 阶段:主要1 A墓:混沌战士 -开辟的使者-} 特殊召唤 混沌战士 -开辟的使者- (效果)');
    expect(summoned(unstated)).toEqual(['混沌战士 -开辟的使者-']);
    expect(unstated.assumptions.join('\n')).toContain('苏生限制');
    const never = askCdb('{回合:A 阶段:主要1 A墓:混沌战士 -开辟的使者-(未正规出场)} 特殊召唤 混沌战士 -开辟的使者- [由死者苏生]');
    expect(summoned(never)).toEqual([]);
    expect(never.warnings.join('\n')).toContain('没有正规出场过');
    const hand = askCdb('{回合:A 阶段:主要1 A手:混沌战士 -开辟的使者-} 特殊召唤 混沌战士 -开辟的使者- (效果)');
    expect(summoned(hand)).toEqual([]);
    expect(hand.warnings.join('\n')).toContain('从手卡只能用正规方法出场');
    // (Its own procedure from the hand is no effect: still made.)
    expect(summoned(askCdb('{回合:A 阶段:主要1 A手:混沌战士 -开辟的使者- A墓:死灵骑士,黑魔术师} 特殊召唤 混沌战士 -开辟的使者-'))).toEqual(['混沌战士 -开辟的使者-']);
  });
  it('[CH-SUMMON-CONDITION] the action by a named card that ignores summoning conditions (灵魂鸟神-彦孔雀①, read from its text) summons 阿修罗 from the hand; 死者苏生 named does not', () => {
    expect(summoned(askCdb('{回合:A 阶段:主要1 A手:阿修罗 A场:灵魂鸟神-彦孔雀} 特殊召唤 阿修罗 [由灵魂鸟神-彦孔雀]'))).toEqual(['阿修罗']);
    const a = askCdb('{回合:A 阶段:主要1 A手:阿修罗} 特殊召唤 阿修罗 [由死者苏生]');
    expect(summoned(a)).toEqual([]);
    expect(a.warnings.join('\n')).toContain('这张卡不能特殊召唤');
  });
  it('[CH-SUMMON-CONDITION] the action in the damage step, by a card that left the field (光与暗之龙, destroyed by battle): 神炎皇 乌利亚 is not summoned; 青眼白龙 is', () => {
    expect(summoned(askCdb('{回合:B 阶段:伤害步骤 A墓:光与暗之龙(战斗破坏),神炎皇 乌利亚(正规出场)} 特殊召唤 神炎皇 乌利亚 [由光与暗之龙]'))).toEqual([]);
    expect(summoned(askCdb('{回合:B 阶段:伤害步骤 A墓:光与暗之龙(战斗破坏),青眼白龙} 特殊召唤 青眼白龙 [由光与暗之龙]'))).toEqual(['青眼白龙']);
  });
  // (review s45 a-summon (2)) An Extra Deck or Ritual monster revived with no history stated was taken as properly summoned silently.
  it('[CH-SUMMON-CONDITION] an Extra Deck monster revived with no summon history stated (星尘龙 by 死者苏生): its proper summon is assumed and said; stated (正规出场), nothing assumed; 未正规出场, refused', () => {
    const unstated = askCdb('{回合:A 阶段:主要1 A墓:星尘龙} C1 A:死者苏生→星尘龙');
    expect(summary(unstated)).toEqual(['C1:legal:resolved']);
    expect(unstated.assumptions.join('\n')).toContain('额外卡组的怪兽');
    expect(unstated.assumptions.join('\n')).toContain('苏生限制');
    const stated = askCdb('{回合:A 阶段:主要1 A墓:星尘龙(正规出场)} C1 A:死者苏生→星尘龙');
    expect(summary(stated)).toEqual(['C1:legal:resolved']);
    expect(stated.assumptions.join('\n')).not.toContain('苏生限制');
    expect(summary(askCdb('{回合:A 阶段:主要1 A墓:星尘龙(未正规出场)} C1 A:死者苏生→星尘龙'))).toEqual(['C1:illegal:illegal']);
    // (Summoned from the Extra Deck by an effect that says so is its proper place: nothing assumed.)
    expect(askCdb('{回合:A 阶段:主要1 A额外:星尘龙} 特殊召唤 星尘龙 (效果)').assumptions.join('\n')).not.toContain('苏生限制');
    // (A Normal monster needs no proper summon.)
    expect(askCdb('{回合:A 阶段:主要1 A墓:青眼白龙} C1 A:死者苏生→青眼白龙').assumptions.join('\n')).not.toContain('苏生限制');
  });
  it('[CH-SUMMON-CONDITION] a Ritual Monster revived with no history stated (混沌战士) is assumed properly summoned, said (as a Ritual Monster); the action (效果) says it too', () => {
    const a = askCdb('{回合:A 阶段:主要1 A墓:混沌战士} C1 A:死者苏生→混沌战士');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.assumptions.join('\n')).toContain('仪式怪兽');
    expect(askCdb('{回合:A 阶段:主要1 A墓:混沌战士} 特殊召唤 混沌战士 (效果)').assumptions.join('\n')).toContain('苏生限制');
  });
  it('[CH-SUMMON-CONDITION] the history a chain made: 星尘龙 sent from the Extra Deck to the GY by 愚蠢的重葬 was never properly summoned — 死者苏生 cannot take it next; 星尘龙 Synchro Summoned and destroyed by 黑洞 can be revived', () => {
    const sent = askCdb('{回合:A 阶段:主要1 A额外:星尘龙} C1 A:愚蠢的重葬[送墓 星尘龙] 然后 C1 A:死者苏生→星尘龙');
    expect(summary(sent)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(sent, 1).rules).toContain('CH-SUMMON-CONDITION');
    const destroyed = askCdb('{回合:A 阶段:主要1 A场:星尘龙(同调召唤)} C1 A:黑洞 然后 C1 A:死者苏生→星尘龙');
    expect(summary(destroyed)).toEqual(['C1:legal:resolved']);
    expect(destroyed.assumptions.join('\n')).not.toContain('苏生限制');
  });
  it('[CH-SUMMON-CONDITION] in the damage step, by a card that left the field (光与暗之龙③, destroyed by battle): 星尘龙 with no history is summoned, its proper summon said; 未正规出场 it is not', () => {
    const a = askCdb('{回合:B 阶段:伤害步骤 A墓:光与暗之龙(战斗破坏),星尘龙} C1 A:光与暗之龙③→星尘龙');
    expect(summoned(a)).toEqual(['星尘龙']);
    expect(a.assumptions.join('\n')).toContain('苏生限制');
    expect(summoned(askCdb('{回合:B 阶段:伤害步骤 A墓:光与暗之龙(战斗破坏),星尘龙(未正规出场)} C1 A:光与暗之龙③→星尘龙'))).toEqual([]);
  });
});

// An effect that negates an attack has the attack to apply to: a raise in the same step with no monster to raise (光子化 with no Light
// monster of its controller's) is no reason it cannot be activated — the attack is still negated, the raise is not done.
describe.skipIf(!haveCards)('nothing to apply to, beside a negated attack', () => {
  const battle = '回合:B 阶段:战斗阶段 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪';
  it('[CH-NOTHING-TO-APPLY] 光子化 with no Light monster negates the attack; with one, the attack is negated and that monster gains the attacker’s ATK', () => {
    const none = askCdb(`{${battle} A场:三眼怪} C1 A:光子化→B:青眼白龙`);
    expect(none.links[0]!.legal).toBe(true);
    expect(none.events.some((e) => e.type === 'attack-negated')).toBe(true);
    const light = askCdb(`{${battle} A场:三眼怪,光子斩击者} C1 A:光子化→B:青眼白龙`);
    expect(light.events.some((e) => e.type === 'attack-negated')).toBe(true);
    expect(light.links[0]!.reason).toMatch(/光子斩击者」攻击力2100→5100/);
  });
});
