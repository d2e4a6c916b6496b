// A summon written with a chain after it (`上级召唤 X 解放 Y C1 B:旋风`): the tributes left and the summon succeeded before that chain,
// so the window after the chain reads those events too (WIN-ACTION-BEFORE-CHAIN, rules reference docs/c03/诱发类效果.rst:531–541, :97).
// Before s57 the window saw only the chain's events: 三眼怪's mandatory trigger met by its tribute was dropped, and nothing was said of
// the optional ones. Imported cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { renderChainText } from '../../src/answer/render/text.js';

const offered = (input: string) => askCdb(input).window.triggers.map((c) => `${c.controller}:${c.card.name}`);
const missed = (input: string) => askCdb(input).window.missedTiming.map((m) => `${m.card.controller}:${m.card.name}: ${m.reason}`);
const notes = (input: string) => askCdb(input).window.notes.join('\n');

describe.skipIf(!haveCards)('an action, then a chain that does not answer it: the action\'s triggers in the window after the chain', () => {
  const field = 'A场:三眼怪,魔知青蛙 B场:旋风(盖),魔法筒(盖)';
  const tribute = `{回合:A 阶段:主要1 A手:青眼白龙 ${field}} 上级召唤 青眼白龙 解放 三眼怪,魔知青蛙 C1 B:旋风`;

  it('[WIN-ACTION-BEFORE-CHAIN] a tribute\'s mandatory 「从场上送去墓地的场合」 trigger left off the chain is still listed after it, and the window says the chain as written left it off', () => {
    expect(offered(tribute)).toEqual(['A:三眼怪']);
    expect(notes(tribute)).toMatch(/「三眼怪」的必发效果在连锁之前（动作进行时）满足条件.*在「旋风」之前.*写出的连锁没有它/);
    // The opponent's turn: the summoning player is B, B's 三眼怪 is the turn player's mandatory trigger (level 1).
    const theirs = askCdb('{回合:B 阶段:主要1 B手:青眼白龙 B场:三眼怪,魔知青蛙 A场:旋风(盖),魔法筒(盖)} 上级召唤 青眼白龙 解放 三眼怪,魔知青蛙 C1 A:旋风');
    expect(theirs.window.triggers.map((c) => [`${c.controller}:${c.card.name}`, c.level])).toEqual([['B:三眼怪', 1]]);
  });

  it('[WIN-ACTION-BEFORE-CHAIN] an optional 「…时」 trigger of a tribute, and the summon\'s own, miss their timing: the chain resolved after them', () => {
    expect(missed(tribute)).toEqual([expect.stringMatching(/^A:魔知青蛙: 条件满足之后C1「旋风」还要处理.*错过时点/)]);
    const kuraz = '{回合:A 阶段:主要1 A手:光帝 克赖斯 A场:疾走的暗黑骑士 盖亚 B场:旋风(盖),魔法筒(盖)} 上级召唤 光帝 克赖斯 解放 疾走的暗黑骑士 盖亚 C1 B:旋风';
    expect(missed(kuraz)).toContainEqual(expect.stringMatching(/^A:光帝 克赖斯: 条件满足之后C1「旋风」还要处理.*错过时点/));
  });

  it('[WIN-ACTION-BEFORE-CHAIN] an optional 「…的场合」 trigger of a tribute not activated when the chain began cannot be activated after it (docs/c03/诱发类效果.rst:97)', () => {
    const kuraz = '{回合:A 阶段:主要1 A手:光帝 克赖斯 A场:疾走的暗黑骑士 盖亚 B场:旋风(盖),魔法筒(盖)} 上级召唤 光帝 克赖斯 解放 疾走的暗黑骑士 盖亚 C1 B:旋风';
    expect(offered(kuraz)).toEqual([]);
    expect(missed(kuraz)).toContainEqual(expect.stringMatching(/^A:疾走的暗黑骑士 盖亚: 条件在连锁之前（动作进行时）满足.*从「旋风」开始，没有它.*连锁处理后不能再发动/));
  });

  it('[WIN-ACTION-BEFORE-CHAIN] a trigger the chain did activate for the action is not offered again; one it left off still misses', () => {
    const written = '{回合:A 阶段:主要1 A手:魔导战士 破坏者 B场:旋风(盖),魔法筒(盖)} 召唤 魔导战士 破坏者 C1 A:魔导战士 破坏者 C2 B:旋风';
    expect(offered(written)).toEqual([]);
    const left = '{回合:A 阶段:主要1 A手:魔导战士 破坏者 B场:旋风(盖),魔法筒(盖)} 召唤 魔导战士 破坏者 C1 B:旋风';
    expect(offered(left)).toEqual(['A:魔导战士 破坏者']);
    const sangan = `{回合:A 阶段:主要1 A手:光帝 克赖斯 A场:三眼怪 B场:旋风(盖),魔法筒(盖)} 上级召唤 光帝 克赖斯 解放 三眼怪 C1 A:三眼怪 C2 B:旋风`;
    expect(offered(sangan)).toEqual([]);
    expect(notes(sangan)).not.toMatch(/离开了当时所在的/);
    expect(missed(sangan)).toEqual([expect.stringMatching(/^A:光帝 克赖斯: 条件满足之后C2「旋风」还要处理/)]);
  });

  it('[WIN-ACTION-BEFORE-CHAIN] a Token tributed meets nothing: only the summon\'s own trigger misses; a summon negation\'s chain is still the summon\'s own window (WIN-SUMMON-NEGATED)', () => {
    const token = '{回合:A 阶段:主要1 A手:光帝 克赖斯 A场:羊衍生物 B场:旋风(盖),魔法筒(盖)} 上级召唤 光帝 克赖斯 解放 羊衍生物 C1 B:旋风';
    expect(offered(token)).toEqual([]);
    expect(missed(token).map((m) => m.split(':').slice(0, 2).join(':'))).toEqual(['A:光帝 克赖斯']);
    const negated = '{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪,魔知青蛙 B场:神之宣告(盖)} 上级召唤 青眼白龙 解放 三眼怪,魔知青蛙 C1 B:神之宣告';
    expect(offered(negated)).toEqual(['A:三眼怪']);
    expect(notes(negated)).not.toMatch(/写出的连锁没有它/);
  });

  it('[WIN-ACTION-BEFORE-CHAIN] a Tribute Set (`盖放 X 解放 Y`) alike: its tributes left before the Set\'s window, where the chain was built', () => {
    const set = `{回合:A 阶段:主要1 A手:青眼白龙 ${field}} 盖放 青眼白龙 解放 三眼怪,魔知青蛙 C1 B:旋风`;
    expect(offered(set)).toEqual(['A:三眼怪']);
    expect(missed(set)).toEqual([expect.stringMatching(/^A:魔知青蛙: 条件满足之后C1「旋风」还要处理/)]);
  });
  it('[WIN-ACTION-BEFORE-CHAIN] every action kind alike: an attack declaration\'s 「攻击宣言时」 triggers, a destruction\'s, survive a chain that does not answer them', () => {
    // s57: before, only summons and Tribute Sets were read — 勇气机关车 勇敢噗噗's mandatory 「这张卡的攻击宣言时发动」 and 三眼怪 destroyed
    // were dropped from the window after 旋风's chain; 恶魔混沌王's optional 「攻击宣言时，可以…」 was not said to miss.
    const attack = '{回合:A 阶段:战斗 A场:勇气机关车 勇敢噗噗 B场:旋风(盖),魔法筒(盖),三眼怪} 攻击宣言 勇气机关车 勇敢噗噗 → 三眼怪 C1 B:旋风';
    expect(offered(attack)).toEqual(['A:勇气机关车 勇敢噗噗']);
    expect(notes(attack)).toMatch(/「勇气机关车 勇敢噗噗」的必发效果在连锁之前.*写出的连锁没有它/);
    const chaos = '{回合:A 阶段:战斗 A场:恶魔混沌王 B场:旋风(盖),三眼怪,王宫的敕命} 攻击宣言 恶魔混沌王 → 三眼怪 C1 B:旋风→王宫的敕命';
    expect(missed(chaos)).toContainEqual(expect.stringMatching(/^A:恶魔混沌王: 条件满足之后C1「旋风」还要处理.*错过时点/));
    // The opponent's turn: B's monster attacks, its trigger is the turn player's.
    const theirs = askCdb('{回合:B 阶段:战斗 B场:勇气机关车 勇敢噗噗 A场:旋风(盖),三眼怪} 攻击宣言 勇气机关车 勇敢噗噗 → 三眼怪 C1 A:旋风');
    expect(theirs.window.triggers.map((c) => [`${c.controller}:${c.card.name}`, c.level])).toEqual([['B:勇气机关车 勇敢噗噗', 1]]);
    const destroyed = '{回合:A 阶段:主要1 A场:三眼怪 B场:旋风(盖),魔法筒(盖)} 破坏 三眼怪 (效果) C1 B:旋风';
    expect(offered(destroyed)).toEqual(['A:三眼怪']);
    // Activated in the chain for the declaration: not offered again.
    expect(offered('{回合:A 阶段:战斗 A场:勇气机关车 勇敢噗噗 B场:旋风(盖),三眼怪} 攻击宣言 勇气机关车 勇敢噗噗 → 三眼怪 C1 A:勇气机关车 勇敢噗噗 C2 B:旋风')).toEqual([]);
  });

  it('[WIN-ACTION-BEFORE-CHAIN] the link written where the mandatory trigger goes carries a warning (not a refusal): Chinese and English', () => {
    // s57: before, only the window's note said the chain left it off; C1 B:旋风 was listed as if written in its place.
    const link = (input: string, lang: 'zh-CN' | 'en', n: number) => {
      const a = cdbJudge().chain(input, { lang });
      if (!a.ok) throw new Error('refused');
      return a.links.find((l) => l.n === n)!;
    };
    const c1 = link(tribute, 'zh-CN', 1);
    expect(c1.legal).toBe(true);
    expect(c1.outcome).toBe('resolved');
    expect(c1.warnings).toEqual([expect.stringMatching(/^C1「旋风」写的位置不对：动作满足条件的必发效果「三眼怪」应当在这组连锁的这个位置之前发动（同时诱发的顺序1）。「旋风」本身可以发动，但要连锁在「三眼怪」之后/)]);
    expect(link(tribute, 'en', 1).warnings).toEqual([expect.stringMatching(/^Chain Link 1 \(Mystical Space Typhoon\) is not where it can go: the mandatory effect of Sangan/)]);
    expect(renderChainText(cdbJudge().chain(tribute, { lang: 'zh-CN' }), 'zh-CN')).toMatch(/C1 B:旋风[^\n]*\n\s+! C1「旋风」写的位置不对/);
    // The turn player's own trigger first is in its place: the warning goes on the speed-2 link after it.
    const after = `{回合:A 阶段:主要1 A手:青眼白龙 ${field}} 上级召唤 青眼白龙 解放 三眼怪,魔知青蛙 C1 A:魔知青蛙 C2 B:旋风`;
    expect(link(after, 'zh-CN', 1).warnings).toBeUndefined();
    expect(link(after, 'zh-CN', 2).warnings).toEqual([expect.stringMatching(/^C2「旋风」写的位置不对/)]);
    // Nothing owed (a Token tributed, the trigger written in the chain): no warning.
    const sangan = '{回合:A 阶段:主要1 A手:光帝 克赖斯 A场:三眼怪 B场:旋风(盖),魔法筒(盖)} 上级召唤 光帝 克赖斯 解放 三眼怪 C1 A:三眼怪 C2 B:旋风';
    expect(link(sangan, 'zh-CN', 2).warnings).toBeUndefined();
  });
});
