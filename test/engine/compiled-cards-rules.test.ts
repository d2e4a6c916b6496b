// The rules a head judge would re-test with cards nobody curated: each card below is read from its
// text in the shared cards.cdb by the card text compiler (src/cards/compile), so the same rule must
// hold for an imported card as for the curated ones its own test uses — on both sides, in the damage
// step and damage calculation, and with its target gone.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the rules on compiled cards', CARDS_DB);

const DS = '{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:黑魔术师 A场:青眼白龙 B场:黑魔术师}';
const DC = '{回合:A 阶段:伤害计算 攻击:A:青眼白龙→B:黑魔术师 A场:青眼白龙 B场:黑魔术师}';
const MAIN = '{回合:A 阶段:主要1 A场:青眼白龙 B场:黑魔术师}';

describe.skipIf(!haveCards)('rules on compiled (not curated) cards', () => {
  const ask = askCdb;
  const verdicts = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}`);

  it('the cards used here are compiled from their text, not curated', () => {
    for (const name of ['蛮勇鳞粉', '妒绝之咒眼', '毁灭之爆裂疾风弹', '酸性风暴', '紧急行车时间表', '紧急同调', '元素英雄 天空侠', '刻印之调停者', '合乘', '幻煌龙的战涡', '不知火的师范']) {
      const card = cdbJudge().card(name, { lang: 'zh-CN' });
      expect(card.ok).toBe(true);
      if (card.ok) expect(card.effects.every((e) => e.source !== 'curated')).toBe(true);
    }
  });

  it('[CH-DAMAGE-STEP] a compiled Quick-Play that raises ATK may be activated in the damage step; a compiled Trap that returns a monster may not', () => {
    const up = ask(`${DS} C1 B:蛮勇鳞粉→黑魔术师`);
    expect(verdicts(up)).toEqual(['C1:legal:resolved']);
    const back = ask(`{回合:A 阶段:伤害步骤 攻击:A:青眼白龙→B:黑魔术师 A场:青眼白龙 B场:黑魔术师,妒绝之咒眼(盖)} C1 B:妒绝之咒眼→青眼白龙`);
    expect(verdicts(back)).toEqual(['C1:illegal:illegal']);
    expect(back.links[0]!.rules).toContain('CH-DAMAGE-STEP');
  });

  it('[CH-DAMAGE-CALC] during damage calculation the compiled ATK raiser is refused too (its text does not name damage calculation)', () => {
    const a = ask(`${DC} C1 B:蛮勇鳞粉→黑魔术师`);
    expect(verdicts(a)).toEqual(['C1:illegal:illegal']);
    expect(a.links[0]!.rules).toContain('CH-DAMAGE-CALC');
  });

  it('[CH-TARGET-GONE] the compiled ATK raiser does nothing when its target left the field first', () => {
    const a = ask(`${MAIN} C1 B:蛮勇鳞粉→黑魔术师 C2 A:强制脱出装置→黑魔术师`);
    expect(verdicts(a)).toEqual(['C1:legal:no-effect', 'C2:legal:resolved']);
  });

  it('[CH-NOTHING-TO-APPLY] a compiled "destroy all the opponent\'s monsters" needs a monster there; a compiled "destroy all face-up Machines" needs a Machine', () => {
    expect(verdicts(ask('{回合:A 阶段:主要1 A场:青眼白龙 B场:} C1 A:毁灭之爆裂疾风弹'))).toEqual(['C1:illegal:illegal']);
    expect(verdicts(ask(`${MAIN} C1 A:毁灭之爆裂疾风弹`))).toEqual(['C1:legal:resolved']);
    expect(verdicts(ask(`${MAIN} C1 A:酸性风暴`))).toEqual(['C1:illegal:illegal']);
  });

  it('[CH-TARGET-ACTIVATING-FACEUP] a Continuous Trap activating its effect with the card may target itself (already face-up) while another card could be targeted; a Normal Trap never', () => {
    // Another face-up Spell/Trap on the field: the Continuous Trap may pick itself.
    const a = ask('{回合:A 阶段:主要1 A场:长眠不醒的噩梦(盖) B场:魔法偏转器} C1 A:长眠不醒的噩梦[同时发动①]→长眠不醒的噩梦');
    expect(verdicts(a)).toEqual(['C1:legal:resolved']);
    expect(a.links[0]!.rules).toContain('CH-TARGET-ACTIVATING-FACEUP');
    // Only a Set card beside it (not face-up): nothing else could be targeted, so it cannot pick itself.
    const b = ask('{回合:A 阶段:主要1 A场:长眠不醒的噩梦(盖),我身作盾(盖)} C1 A:长眠不醒的噩梦[同时发动①]→长眠不醒的噩梦');
    expect(verdicts(b)).toEqual(['C1:illegal:illegal']);
    expect(b.links[0]!.illegalReason).toContain('不是这个效果能选的对象');
    // A Normal Trap (台风) leaves after the chain and does not target itself, even with another face-up card there.
    const c = ask('{回合:A 阶段:主要1 A场:台风(盖) B场:魔法偏转器} C1 A:台风→台风');
    expect(verdicts(c)).toEqual(['C1:illegal:illegal']);
  });
  it('[CH-TARGET-QUALIFY] a compiled Trap that returns "1 monster on the field" may target a monster, not a Spell being activated', () => {
    // 咒眼之眷属 巴西利乌斯 meets 妒绝之咒眼's own condition (a 「咒眼」 monster on its controller's field).
    const board = '{回合:A 阶段:主要1 A场:青眼白龙 B场:黑魔术师,咒眼之眷属 巴西利乌斯,妒绝之咒眼(盖)} C1 A:毁灭之爆裂疾风弹';
    expect(verdicts(ask(`${board} C2 B:妒绝之咒眼→青眼白龙`))).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    const spell = ask(`${board} C2 B:妒绝之咒眼→C1`);
    expect(verdicts(spell)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(spell.links[1]!.rules).toContain('CH-TARGET-QUALIFY');
  });

  // Activation conditions read from the text (「…的场合才能发动」), judged on the board the situation lists.
  it('[CH-COND] a compiled Trap needing a 「咒眼」 monster on its controller\'s field cannot be activated without one; with one it can', () => {
    const without = ask('{回合:A 阶段:主要1 A场:青眼白龙 B场:黑魔术师,妒绝之咒眼(盖)} C1 B:妒绝之咒眼→青眼白龙');
    expect(verdicts(without)).toEqual(['C1:illegal:illegal']);
    expect(without.links[0]!.rules).toContain('CH-COND');
    expect(without.links[0]!.illegalReason).toContain('咒眼');
    const withOne = ask('{回合:A 阶段:主要1 A场:青眼白龙 B场:咒眼之眷属 巴西利乌斯,妒绝之咒眼(盖)} C1 B:妒绝之咒眼→青眼白龙');
    expect(verdicts(withOne)).toEqual(['C1:legal:resolved']);
  });

  it('[CH-COND-COMPARE] a compiled Spell needing the opponent to control more monsters counts both fields; with one field unlisted it is assumed', () => {
    const fewer = ask('{回合:A 阶段:主要1 A场:青眼白龙 B场:黑魔术师} C1 A:紧急行车时间表');
    expect(verdicts(fewer)).toEqual(['C1:illegal:illegal']);
    expect(fewer.links[0]!.rules).toEqual(expect.arrayContaining(['CH-COND', 'CH-COND-COMPARE']));
    const unlisted = ask('{回合:A 阶段:主要1 B场:黑魔术师} C1 A:紧急行车时间表');
    expect(unlisted.links[0]!.legal).toBe(true);
    expect(unlisted.links[0]!.rules).toEqual(expect.arrayContaining(['CH-COND-COMPARE', 'CH-COND-UNKNOWN']));
  });

  it('[CH-COND] a compiled Spell needing the opponent to control more monsters is judged by counting both fields', () => {
    expect(verdicts(ask('{回合:A 阶段:主要1 A场:青眼白龙 B场:黑魔术师} C1 A:紧急行车时间表'))).toEqual(['C1:illegal:illegal']);
    const more = ask('{回合:A 阶段:主要1 A场:青眼白龙 B场:黑魔术师,黑魔术少女} C1 A:紧急行车时间表');
    expect(more.links[0]!.legal).toBe(true);
    expect(more.links[0]!.rules).toContain('CH-COND');
  });

  it('[CH-COND] a compiled Spell usable only in either player\'s Battle Phase is refused in the Main Phase', () => {
    const main = ask('{回合:A 阶段:主要1 A场:青眼白龙} C1 A:紧急同调');
    expect(verdicts(main)).toEqual(['C1:illegal:illegal']);
    expect(main.links[0]!.rules).toContain('CH-COND');
    expect(ask('{回合:A 阶段:战斗步骤 A场:青眼白龙} C1 A:紧急同调').links[0]!.rules).not.toContain('CH-COND-UNKNOWN');
  });

  it('[CH-COND-UNKNOWN] when the situation does not list the field, the compiled 「咒眼」 condition is assumed met and said so', () => {
    const a = ask('{回合:A 阶段:主要1 A场:青眼白龙} C1 B:妒绝之咒眼→青眼白龙');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-COND-UNKNOWN');
    expect(a.assumptions.join('\n')).toMatch(/妒绝之咒眼」的发动条件（有自己场上的「咒眼」怪兽存在）情境中没有写明，假定满足/);
  });

  // ● options (「以下效果选择1个发动」) compiled as records of their own: /card shows each, a note names one.
  it('[CH-CHOICE] a compiled effect with ● options: /card lists each option, [●2] takes the second, and with no note the option taken is said', () => {
    const card = cdbJudge().card('元素英雄 天空侠', { lang: 'zh-CN' });
    expect(card.ok).toBe(true);
    if (!card.ok) return;
    expect(card.effects.map((e) => e.choice)).toEqual([{ of: 1, option: 1 }, { of: 1, option: 2 }]);
    expect(card.effects[0]!.categories).toContain('destroy');
    expect(card.effects[1]!.categories).toEqual(['search']);
    const board = '{回合:A 阶段:主要1 A场:元素英雄 天空侠 B场:黑魔术师}';
    const second = ask(`${board} C1 A:元素英雄 天空侠①[●2]`);
    expect(verdicts(second)).toEqual(['C1:legal:resolved']);
    expect(second.links[0]!.rules).toContain('CH-CHOICE');
    expect(second.events.map((e) => e.type)).toContain('added-to-hand');
    expect(second.assumptions.join('\n')).not.toMatch(/●选项/);
    const first = ask(`${board} C1 A:元素英雄 天空侠①[●1]`);
    expect(first.events.map((e) => e.type)).not.toContain('added-to-hand');
    const unnamed = ask(`${board} C1 A:元素英雄 天空侠①`);
    expect(unnamed.links[0]!.rules).toContain('CH-CHOICE');
    expect(unnamed.assumptions.join('\n')).toMatch(/有2个●选项（发动时选择1个），没有写明选了哪个，按情况假定为第1个/);
  });

  // Delayed and lingering steps an effect leaves (「下个回合的结束阶段把那张卡破坏」「这个回合，每次…」), compiled.
  it('[CH-LINGER-ACTION] a compiled delayed destruction destroys nothing when it resolves; a compiled 「这个回合，每次…抽1张」 still draws for 灰流丽', () => {
    const later = ask('{回合:A 阶段:主要1 A场:刻印之调停者 B场:黑魔术师} C1 A:刻印之调停者②→黑魔术师');
    expect(verdicts(later)).toEqual(['C1:legal:resolved']);
    expect(later.links[0]!.rules).toContain('CH-LINGER-ACTION');
    expect(later.events.map((e) => e.type)).not.toContain('destroyed');
    // (Corrected, s40-h6: 「下个回合的结束阶段把那张卡破坏」 waits for the next turn's End Phase — CH-END-PHASE-NEXT-TURN.)
    expect(later.links[0]!.reason).toMatch(/到下个回合的结束阶段时才处理/);
    const drawn = ask('{回合:A 阶段:主要1 A场:青眼白龙 B场:合乘(盖)} C1 B:合乘 C2 A:灰流丽');
    expect(verdicts(drawn)).toEqual(['C1:legal:effect-negated', 'C2:legal:resolved']);
  });

  it('[CH-COND] compiled 「…只有通常怪兽」 and 「…2种类以上存在」 conditions are judged on the listed field', () => {
    const normal = '{回合:A 阶段:主要1 A场:青眼白龙,幻煌龙的战涡(盖) B场:黑魔术师} C1 A:幻煌龙的战涡①→黑魔术师';
    expect(ask(normal).links[0]!.legal).toBe(true);
    const mixed = ask('{回合:A 阶段:主要1 A场:青眼白龙,黑魔术少女,幻煌龙的战涡(盖) B场:黑魔术师} C1 A:幻煌龙的战涡①→黑魔术师');
    expect(verdicts(mixed)).toEqual(['C1:illegal:illegal']);
    expect(mixed.links[0]!.illegalReason).toContain('自己场上的怪兽只有通常怪兽');
    expect(ask('{回合:A 阶段:主要1 A场:不知火之武士,不知火之隐者 A墓:不知火的师范} C1 A:不知火的师范①').links[0]!.legal).toBe(true);
    const one = ask('{回合:A 阶段:主要1 A场:不知火之武士 A墓:不知火的师范} C1 A:不知火的师范①');
    expect(verdicts(one)).toEqual(['C1:illegal:illegal']);
    expect(one.links[0]!.illegalReason).toContain('2种类以上');
  });
});
