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
  // s58: the links the player wrote are judged against the order SEGOC builds the action's window's chain (docs/c03/诱发类效果.rst:530–538,
  // :542: the turn player's mandatory, the opponent's mandatory, the turn player's optional, the opponent's optional, then speed 2+).
  // A link written out of that order is refused (CH-SEGOC-ORDER-BINDS, as after a chain: test/engine/segoc-order-binds.test.ts); what
  // this rule still says is a mandatory effect left unwritten, on the first link of a later level.
  const warned = (input: string, lang: 'zh-CN' | 'en' = 'zh-CN') => {
    const a = cdbJudge().chain(input, { lang });
    if (!a.ok) throw new Error('refused');
    return a.links.map((l) => [l.n, l.legal, l.warnings ?? []] as const);
  };
  const gaia = '{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪,疾走的暗黑骑士 盖亚 B场:旋风(盖),魔法筒(盖)} 上级召唤 青眼白龙 解放 三眼怪,疾走的暗黑骑士 盖亚';

  it('[WIN-ACTION-BEFORE-CHAIN] the same player\'s triggers: a mandatory one left unwritten is said on the optional link written in its place; the right order is warned of nothing', () => {
    // The right order, every mandatory effect in it: nothing said on any link.
    expect(warned(`${gaia} C1 A:三眼怪 C2 A:疾走的暗黑骑士 盖亚 C3 B:旋风`).flatMap(([, , w]) => w)).toEqual([]);
    // The mandatory one left off: said on the optional link written in its place (level 3 after level 1), not on the speed-2 one after it.
    const left = warned(`${gaia} C1 A:疾走的暗黑骑士 盖亚 C2 B:旋风`);
    expect(left[0]![2]).toEqual([expect.stringMatching(/^C1「疾走的暗黑骑士 盖亚」写的位置不对：动作满足条件的必发效果「三眼怪」应当在这组连锁的这个位置之前发动（同时诱发的顺序1）.*它列在连锁处理后的时点。$/)]);
    expect(left[1]![2]).toEqual([]);
    // s58 (winorder2): written above 盖亚, 三眼怪 is refused (CH-SEGOC-ORDER-BINDS) — so it is not in the chain, and C1 is where it was owed.
    // (Before: C2 legal, with a warning that it was misplaced.)
    const wrong = warned(`${gaia} C1 A:疾走的暗黑骑士 盖亚 C2 A:三眼怪 C3 B:旋风`);
    expect(wrong.map(([n, legal, w]) => [n, legal, w.length])).toEqual([[1, true, 1], [2, false, 0], [3, true, 0]]);
    expect(wrong[0]![2][0]).toMatch(/^C1「疾走的暗黑骑士 盖亚」写的位置不对：动作满足条件的必发效果「三眼怪」/);
  });

  it('[WIN-ACTION-BEFORE-CHAIN] the opponent\'s triggers in either player\'s turn: the turn player\'s mandatory one, first in order, warned of nothing; written in order with the opponent\'s optional one, nothing said', () => {
    const attack = (tp: 'A' | 'B', links: string) => {
      const [me, them] = tp === 'A' ? ['A', 'B'] : ['B', 'A'];
      return warned(`{回合:${tp} 阶段:战斗 ${me}场:勇气机关车 勇敢噗噗 ${them}场:连接栗子球,三眼怪,旋风(盖)} 攻击宣言 勇气机关车 勇敢噗噗 → 三眼怪 ${links}`);
    };
    expect(attack('A', 'C1 A:勇气机关车 勇敢噗噗 C2 B:连接栗子球 C3 B:旋风').flatMap(([, , w]) => w)).toEqual([]);
    expect(attack('B', 'C1 B:勇气机关车 勇敢噗噗 C2 A:连接栗子球').flatMap(([, , w]) => w)).toEqual([]);
    // 连接栗子球 (level 4) written first: the turn player's mandatory 勇敢噗噗 (level 1) was owed before it — said on C1 (C2 is refused:
    // test/engine/segoc-order-binds.test.ts).
    expect(attack('B', 'C1 A:连接栗子球 C2 B:勇气机关车 勇敢噗噗')[0]![2]).toEqual([expect.stringMatching(/^C1「连接栗子球」写的位置不对：动作满足条件的必发效果「勇气机关车 勇敢噗噗」/)]);
  });

  it('[WIN-ACTION-BEFORE-CHAIN] an optional effect the action met, passed when the chain began, says nothing once its card has left (魔法筒 destroyed by 旋风); a mandatory one whose card left still says why it cannot be activated', () => {
    // Before (s57): 「「魔法筒」在满足发动条件之后离开了当时所在的魔法与陷阱区域，不能发动」 — its moment was the attack declaration, passed
    // when B chose 旋风; after the chain it could not be activated, destroyed or not.
    const attack = '{回合:A 阶段:战斗 A场:勇气机关车 勇敢噗噗 B场:旋风(盖),魔法筒(盖),三眼怪} 攻击宣言 勇气机关车 勇敢噗噗 → 三眼怪 C1 B:旋风';
    expect(notes(attack)).not.toMatch(/魔法筒/);
    expect(missed(attack).join('\n')).not.toMatch(/魔法筒/);
    // The tributed 三眼怪, owed at the chain's start, banished from the GY by C1: the note applies (docs/c01/大师规则（2020年4月版）变更点.rst:62),
    // and C1 is written where 三眼怪 belonged — not listed after the chain, so the warning does not say it is.
    const crow = '{回合:A 阶段:主要1 A手:青眼白龙 A场:三眼怪,魔知青蛙 B手:D.D.乌鸦} 上级召唤 青眼白龙 解放 三眼怪,魔知青蛙 C1 B:D.D.乌鸦→三眼怪';
    expect(notes(crow)).toMatch(/「三眼怪」在满足发动条件之后离开了当时所在的墓地，不能发动/);
    expect(offered(crow)).toEqual([]);
    expect(warned(crow)[0]![2]).toEqual([expect.stringMatching(/^C1「D.D.乌鸦」写的位置不对：动作满足条件的必发效果「三眼怪」.*写出的连锁里没有可以发动的「三眼怪」。$/)]);
  });

  it('[WIN-ACTION-BEFORE-CHAIN] a flip effect is owed only when mandatory: 「反转：可以…」 (企鹅士兵) left off was passed; 食人虫\'s 「反转的场合…发动」 is owed (docs/c02/基本用语.rst:208, :220)', () => {
    // Before (s57): every flip effect was taken as owed — 企鹅士兵 was called 「必发效果」 in C1's warning and offered after the chain.
    const penguin = '{回合:A 阶段:主要1 A场:企鹅士兵(盖),三眼怪 B场:旋风(盖),魔法筒(盖)} 反转召唤 企鹅士兵 C1 B:旋风';
    expect(offered(penguin)).toEqual([]);
    expect(missed(penguin)).toEqual([expect.stringMatching(/^A:企鹅士兵: 条件在连锁之前（动作进行时）满足.*从「旋风」开始，没有它.*连锁处理后不能再发动/)]);
    expect(warned(penguin)[0]![2]).toEqual([]);
    const eater = '{回合:A 阶段:主要1 A场:食人虫(盖),三眼怪 B场:旋风(盖),魔法筒(盖)} 反转召唤 食人虫 C1 B:旋风';
    expect(askCdb(eater).window.triggers.map((c) => [`${c.controller}:${c.card.name}`, c.level, c.mandatory])).toEqual([['A:食人虫', 1, true]]);
    expect(warned(eater)[0]![2]).toEqual([expect.stringMatching(/^C1「旋风」写的位置不对：动作满足条件的必发效果「食人虫」/)]);
  });
  it('[WIN-ACTION-BEFORE-CHAIN] the owed mandatory effect written below a later level is refused (CH-SEGOC-ORDER-BINDS), and the warning on the link above says no link of it can be activated — not that the chain leaves it off', () => {
    const w = warned(`${gaia} C1 A:疾走的暗黑骑士 盖亚 C2 A:三眼怪 C3 B:旋风`);
    expect(w.map(([n, legal]) => [n, legal])).toEqual([[1, true], [2, false], [3, true]]);
    expect(w[0]![2]).toEqual([expect.stringMatching(/写出的连锁里没有可以发动的「三眼怪」，它列在连锁处理后的时点。$/)]);
  });
});
