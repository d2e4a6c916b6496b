// CH-DAMAGE-STEP-CHOICE (rules reference docs/c03/战斗阶段流程.rst:505, 526; head-judge review s46 (6)): in the damage step only
// Counter Traps, direct ATK/DEF changes, activation negations and effects naming the step may be activated (2速以上). An effect
// whose ● is picked only as it resolves (「对方从以下效果选择1个适用」, 一半或停止) is not known at activation to be a stat change:
// one ● 「把战斗阶段结束」 makes the whole effect none of those kinds, whichever ● a note names.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-DAMAGE-STEP-CHOICE', CARDS_DB);

const at = (phase: string, chain: string, extra = '') => askCdb(`{回合:B 阶段:${phase} A场:一半或停止(盖),收缩(盖),黑魔术师${extra} B场:三眼怪 攻击:B:三眼怪→A:黑魔术师} ${chain}`);

describe.skipIf(!haveCards)('[CH-DAMAGE-STEP-CHOICE] a ● picked at resolution: every ● must be one of the damage step’s kinds', () => {
  it('[CH-DAMAGE-STEP-CHOICE] 一半或停止 (imported: ●halve ATK / ●end the Battle Phase) cannot be activated in the damage step, even with [●1] noted; the reason names the rule', () => {
    for (const phase of ['伤害步骤开始时', '伤害计算前', '伤害步骤']) {
      for (const chain of ['C1 A:一半或停止', 'C1 A:一半或停止[●1]']) {
        const l = at(phase, chain).links[0]!;
        expect(l.legal, `${chain} at ${phase}`).toBe(false);
        expect(l.rules).toContain('CH-DAMAGE-STEP-CHOICE');
        expect(l.illegalReason).toMatch(/效果处理时才选/);
      }
    }
  });

  it('[CH-DAMAGE-STEP-CHOICE] the other side: 一半或停止 in the Battle Step is activated and resolves; 收缩 (a plain ATK change) in the same damage step still can', () => {
    const battle = at('战斗步骤', 'C1 A:一半或停止');
    expect(battle.links[0]!.legal).toBe(true);
    expect(battle.links[0]!.rules).not.toContain('CH-DAMAGE-STEP-CHOICE');
    const shrink = at('伤害计算前', 'C1 A:收缩→B:三眼怪');
    expect(shrink.links[0]!.legal).toBe(true);
    expect(shrink.links[0]!.rules).not.toContain('CH-DAMAGE-STEP-CHOICE');
  });

  it('[CH-DAMAGE-STEP-CHOICE] the attacker already destroyed by battle (after damage calculation) — 一半或停止 is refused there too, by this rule or the step’s timing', () => {
    const l = askCdb('{回合:B 阶段:伤害计算后 A场:一半或停止(盖),黑魔术师 B场:三眼怪(战斗破坏) 攻击:B:三眼怪→A:黑魔术师} C1 A:一半或停止').links[0]!;
    expect(l.legal).toBe(false);
  });
});
