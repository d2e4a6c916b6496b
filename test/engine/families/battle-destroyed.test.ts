// Two damage-step rules from the rules reference's Battle Phase chapter (docs/c03/战斗阶段流程.rst), with
// cards read from the shared cards.cdb (the same cards a user types):
// - CH-DAMAGE-STEP-TRIGGER (:505–551): an optional trigger met by a change of a card other than itself
//   cannot be activated in the damage step; one met by its own change still can;
// - CH-BATTLE-DESTROYED (:818–872): a monster destroyed by battle (the situation's `战斗破坏` state) stays
//   on the field until the end of the damage step, but cannot activate optional effects, cannot be
//   targeted, and cannot be paid as the cost of an optional effect; mandatory effects still activate;
// - WIN-REPLAY-COUNT (:319, :348, :363): a change in the number of the defending player's monsters in
//   the battle step means a replay after the chain; an attack that stopped has none; in the damage step
//   a target gone ends the battle instead (WIN-REPLAY's damage-step case).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../../cards/data.js';

skipMessage('the battle-destroyed and damage-step trigger rules', CARDS_DB);

describe.skipIf(!haveCards)('the damage step: triggers of other cards, monsters destroyed by battle', () => {
  const ask = askCdb;
  const verdicts = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}${l.by ? `@${l.by}` : ''}`);

  it('[CH-DAMAGE-STEP-TRIGGER] an optional trigger met by another card (电子光虫-核心菜粉蝶②) cannot be activated in the damage step, and can in the Main Phase', () => {
    const ds = ask('{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙 B场:三眼怪} C1 B:电子光虫-核心菜粉蝶②');
    expect(verdicts(ds)).toEqual(['C1:illegal:illegal']);
    expect(ds.links[0]!.rules).toContain('CH-DAMAGE-STEP-TRIGGER');
    expect(ds.links[0]!.illegalReason).toContain('伤害步骤');
    expect(verdicts(ask('{回合:A 阶段:主要1 A场:青眼白龙 B场:三眼怪} C1 B:电子光虫-核心菜粉蝶②'))).toEqual(['C1:legal:resolved']);
  });

  it('[CH-DAMAGE-STEP-TRIGGER] a trigger met by its own change (转生炎兽 羚羊② when it is special summoned) is still offered in the damage step', () => {
    const a = ask('{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,转生炎兽 羚羊 B场:三眼怪} 特殊召唤 转生炎兽 羚羊');
    expect(a.window.triggers.map((t) => `${t.card.name}#${t.effect}`)).toEqual(['转生炎兽 羚羊#2']);
  });

  it('[CH-BATTLE-DESTROYED] an optional effect that would only raise its own Level (方程式运动员 声速侧挂骑手②) cannot be activated by a monster destroyed by battle, whatever its timing; undestroyed it can; 玄翼龙 黑羽 (a step besides its ATK) still can', () => {
    const destroyed = ask('{回合:B 阶段:伤害计算后 攻击:B:青眼白龙→A:方程式运动员 声速侧挂骑手 A场:方程式运动员 声速侧挂骑手(战斗破坏) B场:青眼白龙} C1 A:方程式运动员 声速侧挂骑手②');
    expect(verdicts(destroyed)).toEqual(['C1:illegal:illegal']);
    expect(destroyed.links[0]!.rules).toContain('CH-BATTLE-DESTROYED');
    const chained = ask('{回合:B 阶段:伤害计算后 攻击:B:青眼白龙→A:方程式运动员 声速侧挂骑手 A场:方程式运动员 声速侧挂骑手(战斗破坏),方程式运动员进站(盖) B场:青眼白龙} C1 A:方程式运动员进站 [合法] C2 A:方程式运动员 声速侧挂骑手②');
    expect(chained.links[1]!.rules).toContain('CH-BATTLE-DESTROYED');
    const winner = ask('{回合:B 阶段:伤害计算后 攻击:B:方程式运动员 声速侧挂骑手→A:三眼怪 A场:三眼怪(战斗破坏) B场:方程式运动员 声速侧挂骑手} C1 B:方程式运动员 声速侧挂骑手②');
    expect(winner.links[0]!.legal).toBe(true);
    expect(winner.links[0]!.rules).not.toContain('CH-BATTLE-DESTROYED');
    const kokuu = ask('{回合:B 阶段:伤害计算后 攻击:B:青眼白龙→A:玄翼龙 黑羽 A场:玄翼龙 黑羽(战斗破坏) B场:青眼白龙} C1 A:玄翼龙 黑羽①');
    expect(kokuu.links[0]!.legal).toBe(true);
  });

  it('[CH-BATTLE-DESTROYED] a monster destroyed by battle cannot activate its optional quick effect (星尘龙①); undestroyed it can', () => {
    const gone = ask('{回合:A 阶段:伤害计算后 攻击:A:红莲魔龙→B:星尘龙 A场:红莲魔龙 B场:星尘龙(战斗破坏)} C1 A:红莲魔龙① C2 B:星尘龙①');
    expect(verdicts(gone)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(gone.links[1]!.rules).toContain('CH-BATTLE-DESTROYED');
    expect(gone.links[1]!.illegalReason).toContain('战斗破坏');
    const kept = ask('{回合:A 阶段:伤害计算后 攻击:A:红莲魔龙→B:星尘龙 A场:红莲魔龙 B场:星尘龙} C1 A:红莲魔龙① C2 B:星尘龙①');
    expect(verdicts(kept)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });

  it('[CH-BATTLE-DESTROYED] only its optional quick effects are barred: its optional trigger (玄翼龙 黑羽, on taking battle damage) still activates', () => {
    const a = ask('{回合:B 阶段:伤害计算后 攻击:B:青眼白龙→A:玄翼龙 黑羽 A场:玄翼龙 黑羽(战斗破坏) B场:青眼白龙} C1 A:玄翼龙 黑羽');
    expect(verdicts(a)[0]).toMatch(/^C1:legal:/);
    expect(a.links[0]!.rules).not.toContain('CH-BATTLE-DESTROYED');
  });

  it('[CH-BATTLE-DESTROYED] its mandatory effect still activates, paying itself as the cost (死灵骑士)', () => {
    const a = ask('{回合:B 阶段:伤害计算后 攻击:B:红莲魔龙→A:死灵骑士 A场:死灵骑士(战斗破坏) B场:红莲魔龙} C1 B:红莲魔龙① C2 A:死灵骑士①');
    expect(verdicts(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });

  it('[CH-BATTLE-DESTROYED] it cannot be targeted, even by a mandatory effect (干渴之风①)', () => {
    const a = ask('{回合:B 阶段:伤害计算后 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪(战斗破坏) B场:青眼白龙,干渴之风} C1 B:干渴之风①→三眼怪');
    expect(verdicts(a)).toEqual(['C1:illegal:illegal']);
    expect(a.links[0]!.rules).toContain('CH-BATTLE-DESTROYED');
    expect(verdicts(ask('{回合:B 阶段:伤害计算后 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪 B场:青眼白龙,干渴之风} C1 B:干渴之风①→三眼怪'))).toEqual(['C1:legal:resolved']);
  });

  it('[CH-BATTLE-DESTROYED] it cannot be sent as the cost of an optional effect: with no other 黑羽 monster, 黑鸟断道翼 cannot be activated', () => {
    const a = ask('{回合:A 阶段:伤害计算后 攻击:A:红莲魔龙→B:黑羽-疾风之盖尔 A场:红莲魔龙 B场只有:黑羽-疾风之盖尔(战斗破坏),黑鸟断道翼(盖)} C1 A:红莲魔龙① C2 B:黑鸟断道翼');
    expect(verdicts(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(a.links[1]!.rules).toContain('CH-BATTLE-DESTROYED');
    const b = ask('{回合:A 阶段:伤害计算后 攻击:A:红莲魔龙→B:黑羽-疾风之盖尔 A场:红莲魔龙 B场:黑羽-疾风之盖尔,黑鸟断道翼(盖)} C1 A:红莲魔龙① C2 B:黑鸟断道翼');
    expect(verdicts(b)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });

  const notes = (a: ChainAnswer) => a.window.notes.join('\n');

  it('[WIN-REPLAY-COUNT] a monster special summoned to the defending player’s field in the battle step means a replay', () => {
    const a = ask('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,活死人的呼声(盖) A墓:黑魔术师 B场:青眼白龙} C1 A:活死人的呼声→黑魔术师');
    expect(verdicts(a)).toEqual(['C1:legal:resolved']);
    expect(notes(a)).toContain('战斗回卷');
    // Nothing changes on the defender’s side: no replay.
    const b = ask('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B:三眼怪 A场:青眼白龙,禁忌的圣枪(盖) B场:三眼怪,黑魔术师,仁王立(盖)} C1 B:仁王立→黑魔术师 C2 A:禁忌的圣枪→青眼白龙');
    expect(notes(b)).not.toContain('战斗回卷');
  });

  it('[WIN-REPLAY-COUNT] an attacker banished in the same chain stops its attack: no replay (次元幽闭 then 活死人的呼声)', () => {
    const a = ask('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙→A:三眼怪 A场:三眼怪,次元幽闭(盖),活死人的呼声(盖) A墓:黑魔术师 B场:青眼白龙} C1 A:次元幽闭→青眼白龙 C2 A:活死人的呼声→黑魔术师');
    expect(notes(a)).toContain('攻击中止');
    expect(notes(a)).not.toContain('战斗回卷');
  });

  it('[WIN-REPLAY] in the damage step a target gone means no replay: the battle ends without damage calculation', () => {
    // 死灵骑士 (the attack target) tributes itself to negate 栗子球 during damage calculation.
    const a = ask('{回合:B 阶段:伤害计算时 攻击:B:青眼白龙→A:死灵骑士 A场:死灵骑士 B场:青眼白龙 B手:栗子球} C1 B:栗子球 C2 A:死灵骑士①');
    expect(verdicts(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(notes(a)).not.toContain('战斗回卷');
    expect(notes(a)).toContain('不进行伤害计算');
  });

  it('[WIN-ATTACK-STOPS] a "cannot attack" lock activated on the attacker in the chain (魔族之链) stops the attack; on another monster it does not, nor once the lock is destroyed', () => {
    const stop = ask('{回合:B 阶段:战斗步骤 攻击:B:三眼怪→A:青眼白龙 A场:青眼白龙,魔族之链(盖) B场:三眼怪} C1 A:魔族之链→三眼怪');
    expect(notes(stop)).toContain('攻击中止');
    expect(notes(ask('{回合:B 阶段:战斗步骤 攻击:B:三眼怪→A:青眼白龙 A场:青眼白龙,魔族之链(盖) B场:三眼怪,死灵骑士} C1 A:魔族之链→死灵骑士'))).not.toContain('攻击中止');
    const gone = ask('{回合:B 阶段:战斗步骤 攻击:B:青眼亚白龙→A:真红眼亚黑龙 A场:真红眼亚黑龙,邪神之大灾害(盖),魔族之链(盖) B场:青眼亚白龙} C1 A:邪神之大灾害 C2 A:魔族之链→青眼亚白龙');
    expect(notes(gone)).not.toContain('攻击中止');
  });

  it('[CH-BATTLE-DESTROYED-CHOOSE] an effect returning a monster it chooses on the opponent’s field (双天将 金刚②, curated newer card) cannot be activated after damage calculation when the only one is destroyed by battle; with another monster there it can', () => {
    const only = ask('{回合:A 阶段:伤害计算后 攻击:A:双天将 金刚→B:三眼怪 A场:双天将 金刚 B场:三眼怪(战斗破坏)} C1 A:双天将 金刚②');
    expect(verdicts(only)).toEqual(['C1:illegal:illegal']);
    expect(only.links[0]!.rules).toContain('CH-BATTLE-DESTROYED-CHOOSE');
    expect(verdicts(ask('{回合:A 阶段:伤害计算后 攻击:A:双天将 金刚→B:三眼怪 A场:双天将 金刚 B场:三眼怪(战斗破坏),黑魔术师} C1 A:双天将 金刚②'))).toEqual(['C1:legal:resolved']);
  });
});

