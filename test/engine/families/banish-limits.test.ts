// Issue 11, family 11 (rest): what banishing allows. The rules reference (docs/c02/基本用语.rst:1039,
// :1062–1063, :1070) says a Token cannot be banished *face-down* — an effect that banishes face-down
// cannot target it, and one that does not target does not involve it — while a Token can be banished
// face-up like any card. The wording ("a Token cannot be banished") is broader than the ruling:
// these tests follow the ruling (a face-up banish of a Token is legal and resolves). A card whose own
// text says it cannot be banished is no target for a banish, and an effect on every card passes it by.
// A plain banish of a Set card puts it face-up: it is not a face-down banish (a face-down banish is one
// the text says, or a temporary banish of a face-down card: docs/c03/里侧·一时除外.rst:39, :42).
import { describe, expect, it } from 'vitest';
import { judgeWith, linkOf, summary } from '../build.js';
import { card } from '../../../src/cards/curated/dsl.js';
import type { ChainAnswer } from '../../../src/answer/types.js';
import { askCdb, haveCards } from '../../cards/data.js';

const legal1 = (input: string) => askCdb(input).links[0]!.legal;

const token = card({ id: 99999851, name: '测试衍生物', type: 'monster normal token', level: 1, atk: 0, def: 0, effects: [] });
const warrior = card({ id: 99999852, name: '测试除外战士', type: 'monster normal', level: 4, atk: 1800, def: 1000, effects: [] });
const cannotBanish = card({ id: 99999853, name: '测试不能除外怪兽', type: 'monster effect', level: 4, atk: 1800, def: 1000, effects: [{ kind: 'continuous', does: [{ do: 'other', forbids: 'banish', what: 'self', note: '这张卡不能除外' }] }] });
const banishFaceDown = card({ id: 99999854, name: '测试里侧除外', type: 'spell quickplay', effects: [{ kind: 'activation', targets: { filter: { kind: 'monster', place: 'monster' }, count: 1 }, does: [{ do: 'banish', what: 'targets', faceDown: true }] }] });
const banishFaceUp = card({ id: 99999855, name: '测试表侧除外', type: 'spell quickplay', effects: [{ kind: 'activation', targets: { filter: { kind: 'monster', place: 'monster' }, count: 1 }, does: [{ do: 'banish', what: 'targets' }] }] });
const banishAllFaceDown = card({ id: 99999856, name: '测试全部里侧除外', type: 'spell quickplay', effects: [{ kind: 'activation', does: [{ do: 'banish', what: { filter: { kind: 'monster', place: 'monster' }, scope: 'all' }, faceDown: true }] }] });
const banishAll = card({ id: 99999857, name: '测试全部除外', type: 'spell quickplay', effects: [{ kind: 'activation', does: [{ do: 'banish', what: { filter: { kind: 'monster', place: 'monster' }, scope: 'all' } }] }] });
// 「卡被里侧表示除外的场合」: met only by a face-down banish.
const onFaceDownBanish = card({ id: 99999858, name: '测试里侧除外诱发', type: 'monster effect', level: 4, atk: 1000, def: 1000, effects: [{ kind: 'trigger', mandatory: true, trigger: { event: 'banished', subject: { faceUp: false } }, does: [{ do: 'draw', amount: 1, player: 'self' }] }] });
const FIX = [token, warrior, cannotBanish, banishFaceDown, banishFaceUp, banishAllFaceDown, banishAll, onFaceDownBanish];

const banished = (a: ChainAnswer) => a.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name));

describe('family 11: banish limits', () => {
  it('[CH-BANISH-FACE-DOWN] a Token is no target for a face-down banish (illegal), but a face-up banish of it is legal and banishes it', () => {
    const a = judgeWith('{回合:A 阶段:主要1 B场:测试衍生物} C1 A:测试里侧除外→B:测试衍生物', FIX);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-TOKEN-FACE-DOWN');
    const b = judgeWith('{回合:A 阶段:主要1 B场:测试衍生物} C1 A:测试表侧除外→B:测试衍生物', FIX);
    expect(summary(b)).toEqual(['C1:legal:resolved']);
    expect(banished(b)).toEqual(['测试衍生物']);
  });

  it('[CH-BANISH-FACE-DOWN] a face-down banish of every monster does not involve the Token; a face-up one banishes it too', () => {
    const a = judgeWith('{回合:A 阶段:主要1 B场:测试衍生物,测试除外战士} C1 A:测试全部里侧除外', FIX);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(banished(a)).toEqual(['测试除外战士']);
    expect(linkOf(a, 1).rules).toContain('CH-BANISH-FACE-DOWN');
    const b = judgeWith('{回合:A 阶段:主要1 B场:测试衍生物,测试除外战士} C1 A:测试全部除外', FIX);
    expect(summary(b)).toEqual(['C1:legal:resolved']);
    expect(banished(b).sort()).toEqual(['测试衍生物', '测试除外战士'].sort());
    expect(linkOf(b, 1).rules).not.toContain('CH-BANISH-FACE-DOWN');
  });

  it('[CH-BANISH-FACE-DOWN] a plain banish of a Set monster is face-up, not a face-down banish: 「里侧表示除外的场合」 is met only by a face-down one', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试里侧除外诱发 B场:测试除外战士(盖)} C1 A:测试表侧除外→B:测试除外战士', FIX);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(banished(a)).toEqual(['测试除外战士']);
    expect(a.window.triggers).toEqual([]);
    const b = judgeWith('{回合:A 阶段:主要1 A场:测试里侧除外诱发 B场:测试除外战士(盖)} C1 A:测试里侧除外→B:测试除外战士', FIX);
    expect(summary(b)).toEqual(['C1:legal:resolved']);
    expect(b.window.triggers.map((t) => [t.card.name, t.controller, t.level, t.mandatory])).toEqual([['测试里侧除外诱发', 'A', 1, true]]);
  });

  it('[CH-CANNOT-UNDERGO] a face-up card that cannot be banished is no target for a banish; an effect banishing every monster passes it by', () => {
    const a = judgeWith('{回合:A 阶段:主要1 B场:测试不能除外怪兽} C1 A:测试表侧除外→B:测试不能除外怪兽', FIX);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-CANNOT-UNDERGO');
    const b = judgeWith('{回合:A 阶段:主要1 B场:测试不能除外怪兽,测试除外战士} C1 A:测试全部除外', FIX);
    expect(summary(b)).toEqual(['C1:legal:resolved']);
    expect(banished(b)).toEqual(['测试除外战士']);
    expect(linkOf(b, 1).rules).toContain('CH-CANNOT-UNDERGO');
    // The other side: a monster without that text is a valid target, and it is banished.
    const c = judgeWith('{回合:A 阶段:主要1 B场:测试除外战士} C1 A:测试表侧除外→B:测试除外战士', FIX);
    expect(summary(c)).toEqual(['C1:legal:resolved']);
    expect(linkOf(c, 1).rules).not.toContain('CH-CANNOT-UNDERGO');
    // Its limit is not a floodgate: other cards can still be banished by both players.
    expect(linkOf(b, 1).rules).not.toContain('CH-FORBIDDEN-ACTION');
  });
});

describe.skipIf(!haveCards)('「这张卡不能解放」 read from card text (issue 16)', () => {
  const sent = (a: ChainAnswer) => a.events.filter((e) => e.type === 'sent-to-gy').flatMap((e) => e.cards.map((c) => c.name));
  it('[CH-CANNOT-UNDERGO] 召唤僧 「这张卡不能解放」 and 魔王 迪亚波罗斯 「不能用效果解放」 stay when 原始生命态 尼比鲁 tributes every face-up monster — the count under 皇帝斗技场 (CH-FIELD-LIMIT) leaves them on the field; negated (禁忌的一滴), 迪亚波罗斯 is tributed', () => {
    expect(legal1('{回合:A 阶段:主要1 A场:皇帝斗技场,召唤僧,青眼白龙 B场:黑魔术师 B手:原始生命态 尼比鲁} C1 B:原始生命态 尼比鲁')).toBe(true);
    // the other side: no untributable monster, the arena forbids the Token
    expect(legal1('{回合:A 阶段:主要1 A场:皇帝斗技场,三眼怪,青眼白龙 B场:黑魔术师 B手:原始生命态 尼比鲁} C1 B:原始生命态 尼比鲁')).toBe(false);
    const alone = askCdb('{回合:B 阶段:主要1 A场:三眼怪 A手:原始生命态 尼比鲁 B场:魔王 迪亚波罗斯} C1 A:原始生命态 尼比鲁');
    expect(sent(alone)).toEqual(['三眼怪']);
    expect(alone.links[0]!.rules).toContain('CH-CANNOT-UNDERGO');
    const negated = askCdb('{回合:B 阶段:主要1 A场:三眼怪 A手:原始生命态 尼比鲁 B场:魔王 迪亚波罗斯} C1 A:原始生命态 尼比鲁 C2 A:禁忌的一滴→魔王 迪亚波罗斯');
    expect(sent(negated)).toContain('魔王 迪亚波罗斯');
  });
});
