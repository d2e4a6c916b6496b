// Round 8 of the head judge's spot-check (s54): 2005–2009 and 2015–2017 OCG meta cards.
// CUR-PROCEDURE-UNNUMBERED: a summoning procedure written before ①, unnumbered (混沌战士 -开辟的使者-, 混沌帝龙 -终焉的使者-), is no
// numbered effect: ① is the text's ①.
// CUR-OPT-EITHER-SOFT: 「这张卡的①②的效果1回合只能有1次使用其中任意1个」 — one use a turn among ① and ②, of this copy.
// CH-PLEDGE-ATTACK / FD-BATTLE-MEMORY: 「这个效果发动的回合，这张卡不能攻击」 (开辟的使者①) — no attack after it, and not after an attack.
import { describe, expect, it } from 'vitest';
import { chain, linkOf } from './build.js';

const BLS = '混沌战士 -开辟的使者-';

describe('混沌战士 -开辟的使者- and 混沌帝龙 -终焉的使者-: the numbers of the text', () => {
  it('[CUR-PROCEDURE-UNNUMBERED] 开辟的使者① is its banish and 混沌帝龙① its send-everything effect, as the text numbers them (not the unnumbered summoning procedure)', () => {
    const bls = chain(`{回合:A 阶段:主要1 A场:${BLS} B场:青眼白龙} C1 A:${BLS}①→B:青眼白龙`);
    expect(linkOf(bls, 1).legal).toBe(true);
    expect(bls.events.some((e) => e.type === 'banished' && e.cards.some((c) => c.name === '青眼白龙'))).toBe(true);
    const ced = chain('{回合:A 阶段:主要1 A场:混沌帝龙 -终焉的使者- B场:青眼白龙} C1 A:混沌帝龙 -终焉的使者-①');
    expect(linkOf(ced, 1).legal).toBe(true);
    expect(ced.events.some((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === '青眼白龙'))).toBe(true);
    // Written with no number, the same effects are taken.
    expect(linkOf(chain(`{回合:A 阶段:主要1 A场:${BLS} B场:青眼白龙} C1 A:${BLS}→B:青眼白龙`), 1).effect).toBe(1);
  });
});

describe('混沌战士 -开辟的使者-: one of ① and ② a turn, and no attack the turn ① is activated', () => {
  const second = (history: string) =>
    chain(`{回合:A 阶段:伤害步骤 A场:${BLS}(战斗破坏过怪兽) B场:青眼白龙(战斗破坏) ${history}攻击:A:${BLS}→B:青眼白龙} C1 A:${BLS}②`);
  it('[CUR-OPT-EITHER-SOFT] ② (attack again) cannot be activated the turn this card activated ①; with no ① this turn it can', () => {
    const used = linkOf(second(`本回合:A:${BLS}#1 `), 1);
    expect(used.legal).toBe(false);
    expect(used.illegalReason).toContain('①②的效果1回合只能使用其中1个');
    expect(linkOf(second(''), 1).legal).toBe(true);
  });
  it('[CUR-OPT-EITHER-SOFT] ① cannot be activated in Main Phase 2 after this card activated ② this turn', () => {
    const l = linkOf(chain(`{回合:A 阶段:主要2 A场:${BLS} B场:青眼白龙 本回合:A:${BLS}#2} C1 A:${BLS}①→B:青眼白龙`), 1);
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toContain('已经发动过②');
  });
  it('[CH-PLEDGE-ATTACK] after ① this turn, this card cannot attack (a pledge: 誓约.rst:14–24)', () => {
    const a = chain(`{回合:A 阶段:战斗步骤 A场:${BLS} B场:青眼白龙 本回合:A:${BLS}#1} 攻击宣言 ${BLS} → 青眼白龙`);
    expect(a.attack?.legal).toBe(false);
    const free = chain(`{回合:A 阶段:战斗步骤 A场:${BLS} B场:青眼白龙} 攻击宣言 ${BLS} → 青眼白龙`);
    expect(free.attack?.legal).toBe(true);
  });
  it('[FD-BATTLE-MEMORY] once this card attacked this turn (已攻击), ① cannot be activated (「发动的回合，○○」: only one of the two in a turn, 誓约.rst:21–24)', () => {
    const l = linkOf(chain(`{回合:A 阶段:主要2 A场:${BLS}(已攻击) B场:青眼白龙} C1 A:${BLS}①→B:青眼白龙`), 1);
    expect(l.legal).toBe(false);
    expect(linkOf(chain(`{回合:A 阶段:主要2 A场:${BLS} B场:青眼白龙} C1 A:${BLS}①→B:青眼白龙`), 1).legal).toBe(true);
  });
});

describe('冰结界之龙 光枪龙: as many targets as cards discarded', () => {
  it('[CUR-BRIONAC-ANY-NUMBER] 「以丢弃数量的对方场上的卡为对象」 takes any number of the opponent\'s cards (two here), all returned; none is refused', () => {
    const a = chain('{回合:A 阶段:主要1 A场:冰结界之龙 光枪龙 B场:青眼白龙,王宫的敕命} C1 A:冰结界之龙 光枪龙→B:青眼白龙,B:王宫的敕命');
    expect(linkOf(a, 1).legal).toBe(true);
    expect(a.events.filter((e) => e.type === 'returned-to-hand').flatMap((e) => e.cards.map((c) => c.name)).sort()).toEqual(['王宫的敕命', '青眼白龙'].sort());
    // Still the opponent's cards only.
    expect(linkOf(chain('{回合:A 阶段:主要1 A场:冰结界之龙 光枪龙,青眼白龙 B场:王宫的敕命} C1 A:冰结界之龙 光枪龙→A:青眼白龙,B:王宫的敕命'), 1).legal).toBe(false);
  });
});
