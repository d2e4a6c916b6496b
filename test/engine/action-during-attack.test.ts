// WIN-ATTACK-STOPS / WIN-REPLAY for an action (test/RULES.md; rules reference docs/c03/战斗阶段流程.rst:197, :363–366, :593–595): an action
// written during an attack (`破坏 X (效果)`, `除外 X`) that takes the attacker or the attack target off the field moves the battle as a
// chain would. Before, the action's window said nothing of the attack: a judge asking 「伤害步骤开始时攻击怪兽被破坏」 was not told the
// battle ends with no damage calculation.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const notes = (input: string) => askCdb(input).window.notes.join('\n');
const sit = (phase: string, action: string) => `{回合:A 阶段:${phase} A场:青眼白龙 B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师} ${action}`;

describe.skipIf(!haveCards)('an action that takes a battling monster away', () => {
  it('[WIN-ATTACK-STOPS] 伤害步骤开始时 the attacker destroyed by an effect: the attack stops, no damage calculation', () => {
    const n = notes(sit('伤害步骤开始时', '破坏 A:青眼白龙 (效果)'));
    expect(n).toContain('「青眼白龙」已不在场上，不能攻击：攻击中止，这次战斗终止，不进行伤害计算。');
    expect(n).not.toContain('连锁处理结束时');
  });
  it('[WIN-ATTACK-STOPS] in the battle step the attacker banished: the attack stops (no word of a damage step)', () => {
    const n = notes(sit('战斗步骤', '除外 A:青眼白龙'));
    expect(n).toContain('攻击中止');
    expect(n).not.toContain('不进行伤害计算');
  });
  it('[WIN-ATTACK-STOPS] in English, 伤害计算前', () => {
    const a = cdbJudge().chain(sit('伤害计算前', '除外 A:青眼白龙'), { lang: 'en' });
    if (!a.ok) throw new Error(a.error.message);
    expect(a.window.notes.join('\n')).toContain('Blue-Eyes White Dragon is no longer on the field and cannot attack: the attack stops; the battle ends with no damage calculation.');
  });
  it('[WIN-REPLAY] 伤害计算前 the attack target destroyed by an effect: no replay in the damage step, the battle ends', () => {
    expect(notes(sit('伤害计算前', '破坏 B:黑魔术师 (效果)'))).toContain('攻击对象「黑魔术师」已不在场上：伤害步骤中不发生卷回，这次战斗终止，不进行伤害计算。');
  });
  it('[WIN-REPLAY] in the battle step the target destroyed: a replay', () => {
    expect(notes(sit('战斗步骤', '破坏 B:黑魔术师 (效果)'))).toContain('战斗回卷');
  });
  it('[WIN-REPLAY] the other side: 伤害计算后 (the calculation made) and a destruction by battle say nothing of a stop', () => {
    expect(notes(sit('伤害计算后', '破坏 A:青眼白龙 (效果)'))).not.toMatch(/攻击中止|不进行伤害计算/);
    expect(notes(sit('伤害计算', '破坏 B:黑魔术师 (战斗)'))).not.toMatch(/攻击中止|卷回|不进行伤害计算/);
  });
  it('[WIN-ATTACK-STOPS] an action on a monster not in the battle says nothing of the attack', () => {
    const n = notes(`{回合:A 阶段:伤害计算前 A场:青眼白龙,黑森林的魔女 B场:黑魔术师 攻击:A:青眼白龙→B:黑魔术师} 破坏 A:黑森林的魔女 (效果)`);
    expect(n).not.toMatch(/攻击中止|卷回|不进行伤害计算/);
  });

  it('[WIN-ATTACK-STOPS] a chain in the damage step: 天罚 destroys the attacker whose effect it negated — the battle ends with no damage calculation', () => {
    const n = notes('{回合:A 阶段:伤害计算前 A场:龙骑兵团骑士-魔枪龙骑士 B场:黑魔术师 B手:青眼白龙 攻击:A:龙骑兵团骑士-魔枪龙骑士→B:黑魔术师} C1 A:龙骑兵团骑士-魔枪龙骑士 C2 B:49010598');
    expect(n).toContain('连锁处理结束时「龙骑兵团骑士-魔枪龙骑士」已不在场上，不能攻击：攻击中止，这次战斗终止，不进行伤害计算。');
  });
  it('[WIN-ATTACK-STOPS] the other side: a chain in the battle step that bounces the attacker stops the attack, with no word of damage calculation', () => {
    const n = notes('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场:黑魔术师,强制脱出装置(盖) 攻击:A:青眼白龙→B:黑魔术师} C1 B:强制脱出装置→A:青眼白龙');
    expect(n).toContain('连锁处理结束时「青眼白龙」已不在场上，不能攻击：攻击中止。');
  });
});
