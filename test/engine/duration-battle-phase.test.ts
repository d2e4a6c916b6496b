// CMP-DURATION-BATTLE-PHASE (head-judge review s46 (4)): 「直到战斗阶段结束时」 is how long a change lasts — until the Battle Phase it
// was applied in ends, not the turn. Read from the card's text (a lead clause 「直到战斗阶段结束时，…攻击力变成一半」, or the words before
// the verb 「攻击力直到战斗阶段结束时上升1000」); the answer says so, and the change has stopped once the turn is over (回合结束后),
// not after damage calculation. The other side: 「直到回合结束时」 (半封) still reads as the turn.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CMP-DURATION-BATTLE-PHASE', CARDS_DB);

const halfOrStop = (later = '') => askCdb(`{回合:B 阶段:战斗步骤 A场:一半或停止(盖),黑魔术师 B场:三眼怪 攻击:B:三眼怪→A:黑魔术师} C1 A:一半或停止[●1]${later}`);
const atkOf = (a: ReturnType<typeof askCdb>, name: string) => a.stats.find((s) => s.card.name === name)?.atk;

describe.skipIf(!haveCards)('[CMP-DURATION-BATTLE-PHASE] 「直到战斗阶段结束时」 lasts the Battle Phase', () => {
  it('[CMP-DURATION-BATTLE-PHASE] 一半或停止 ●1 (imported): the halving is said to last until the end of the Battle Phase, holds after damage calculation, and is gone once the turn is over', () => {
    const now = halfOrStop();
    expect(now.links[0]!.reason).toMatch(/攻击力1000→500（直到战斗阶段结束）/);
    expect(atkOf(now, '三眼怪')).toBe(500);
    expect(atkOf(halfOrStop(' 伤害计算后'), '三眼怪')).toBe(500);
    expect(atkOf(halfOrStop(' 回合结束后'), '三眼怪')).toBe(1000);
  });

  it('[CMP-DURATION-BATTLE-PHASE] No.107 银河眼时空龙① (imported): its raise on each activation of the opponent is said to last until the end of the Battle Phase, not the turn', () => {
    const a = askCdb('{回合:A 阶段:战斗阶段开始 A场:No.107 银河眼时空龙(素材:银河眼光子龙+银河眼光子龙) B场:三眼怪} C1 A:No.107 银河眼时空龙①');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.reason).toMatch(/直到战斗阶段结束时/);
    expect(a.links[0]!.reason).not.toMatch(/直到回合结束/);
  });

  it('[CMP-DURATION-BATTLE-PHASE] the other side: 半封 「直到回合结束时」 is still the turn (said so), and a monster destroyed by battle keeps its ATK', () => {
    const a = askCdb('{回合:A B场:青眼白龙} C1 A:半封→青眼白龙');
    expect(a.links[0]!.reason).toMatch(/（直到回合结束）/);
    expect(a.links[0]!.reason).not.toMatch(/战斗阶段结束/);
    const gone = askCdb('{回合:B 阶段:伤害步骤结束时 A场:一半或停止(盖),黑魔术师 B场:三眼怪(战斗破坏) 攻击:B:三眼怪→A:黑魔术师} C1 A:一半或停止[●1]');
    expect(gone.links[0]!.reason ?? '').not.toMatch(/1000→500/);
  });
});
