// CH-PHASE-TRIGGER-ONCE: a trigger met by a phase itself (「自己准备阶段」「结束阶段」) is activated once in
// that phase by each copy, even when its text has no use limit and even when that activation or its
// effect was negated (rules reference docs/c03/诱发类效果.rst:48–53). The earlier activation is written
// with `本回合:`; the phase comes once a turn, so it was in this phase.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { judgeWith } from './build.js';
import { textCard } from '../../src/cards/curated/dsl.js';

skipMessage('CH-PHASE-TRIGGER-ONCE', CARDS_DB);

const link1 = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('CH-PHASE-TRIGGER-ONCE', () => {
  it('[CH-PHASE-TRIGGER-ONCE] 黄泉青蛙 activated earlier in this Standby Phase (negated) cannot be activated again; not activated, it can', () => {
    const again = link1('{回合:A 阶段:准备阶段 A墓:黄泉青蛙 本回合:A:黄泉青蛙#1(发动无效)} C1 A:黄泉青蛙①');
    expect(again.legal).toBe(false);
    expect(again.rules).toContain('CH-PHASE-TRIGGER-ONCE');
    expect(link1('{回合:A 阶段:准备阶段 A墓:黄泉青蛙} C1 A:黄泉青蛙①').legal).toBe(true);
  });
  it('[CH-PHASE-TRIGGER-ONCE] the other side: an End Phase trigger whose effect was negated is spent too; another effect of the turn does not spend it', () => {
    expect(link1('{回合:A 阶段:结束阶段 A场:暴君翼 本回合:A:暴君翼#3(效果无效)} C1 A:暴君翼③').legal).toBe(false);
    // An ignition effect used earlier this turn with no limit is no phase trigger: still legal.
    expect(link1('{回合:A 阶段:主要1 A场:魔导战士 破坏者 本回合:A:三眼怪#1} C1 A:魔导战士 破坏者②').rules).not.toContain('CH-PHASE-TRIGGER-ONCE');
  });
});

// CH-PHASE-TRIGGER-ONCE across a control change (docs/c02/基本用语.rst:64–70): the once-in-the-phase with no use limit binds the
// card, so the opponent who took it in that phase may not activate it again; a limit the text writes counts per player.
describe('CH-PHASE-TRIGGER-ONCE after a control change', () => {
  const plain = textCard({ id: 99161611, name: '测试用阶段抽卡兽', type: 'monster effect', level: 4, atk: 1500, def: 1000, text: '①：双方的结束阶段才能发动。自己从卡组抽1张。' });
  const named = textCard({ id: 99161612, name: '测试用限次阶段兽', type: 'monster effect', level: 4, atk: 1500, def: 1000, text: '这个卡名的①的效果1回合只能使用1次。①：双方的结束阶段才能发动。自己从卡组抽1张。' });
  const one = (input: string) => judgeWith(input, [plain, named]).links[0]!;
  it('[CH-PHASE-TRIGGER-ONCE] activated by its owner this End Phase, then taken: the taker may not activate it again (the limit binds the card)', () => {
    const again = one('{回合:A 阶段:结束阶段 B场:测试用阶段抽卡兽(所有者:A) 本回合:A:测试用阶段抽卡兽#1} C1 B:测试用阶段抽卡兽①');
    expect(again.legal).toBe(false);
    expect(again.rules).toContain('CH-PHASE-TRIGGER-ONCE');
    expect(one('{回合:A 阶段:结束阶段 B场:测试用阶段抽卡兽(所有者:A)} C1 B:测试用阶段抽卡兽①').legal).toBe(true);
  });
  it('[CH-PHASE-TRIGGER-ONCE] the other side: with 「这个卡名的…1回合只能使用1次」 written, the limit is the player’s — the taker may activate it once more', () => {
    expect(one('{回合:A 阶段:结束阶段 B场:测试用限次阶段兽(所有者:A) 本回合:A:测试用限次阶段兽#1} C1 B:测试用限次阶段兽①').legal).toBe(true);
    expect(one('{回合:A 阶段:结束阶段 B场:测试用限次阶段兽(所有者:A) 本回合:B:测试用限次阶段兽#1} C1 B:测试用限次阶段兽①').legal).toBe(false);
  });
  it('[CH-PHASE-TRIGGER-ONCE] a new card: summoned again after its activation in this phase (it left and came back), the same copy may activate it once more (CH-HISTORY-RESUMMONED); an earlier summon changes nothing', () => {
    const again = one('{回合:A 阶段:结束阶段 A场:测试用阶段抽卡兽 本回合:A:测试用阶段抽卡兽#1, A:测试用阶段抽卡兽(特殊召唤)} C1 A:测试用阶段抽卡兽①');
    expect(again.legal).toBe(true);
    expect(again.rules).toContain('CH-HISTORY-RESUMMONED');
    expect(one('{回合:A 阶段:结束阶段 A场:测试用阶段抽卡兽 本回合:A:测试用阶段抽卡兽(特殊召唤), A:测试用阶段抽卡兽#1} C1 A:测试用阶段抽卡兽①').legal).toBe(false);
  });
});
