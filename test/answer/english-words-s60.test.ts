// s60 (English answers): the attack verdict names its attack targets as such and an attack declaration is a sentence in the
// events (ANS-EN-ATTACK-WORDS); the Chinese answer keeps its words.
import { describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';
import { renderChainText } from '../../src/answer/render/text.js';
import { ALIASES_DB, CARDS_DB, haveAliases, haveCards, skipMessage } from '../cards/data.js';

skipMessage('ANS-EN-ATTACK-WORDS', ALIASES_DB);

/** The judge as the bot runs it: English names from the alias table. */
const judge = () => createJudge({ cardsDb: CARDS_DB, aliasesDb: ALIASES_DB });
const text = (input: string, lang: 'en' | 'zh-CN') => renderChainText(judge().chain(input, { lang }), lang);

describe.skipIf(!haveCards || !haveAliases)('English words (s60)', () => {
  it('[ANS-EN-ATTACK-WORDS] a direct attack on an empty field: 「No monster can be chosen as its attack target; it may attack directly.」 — it read 「It may choose no monster, or attack directly.」; Chinese unchanged', () => {
    const input = '{回合:A 阶段:战斗步骤 A场:青眼白龙 B场只有:} 攻击宣言 A:青眼白龙';
    const en = text(input, 'en');
    expect(en).toContain('Blue-Eyes White Dragon attacking directly: allowed — the opponent controls no monsters. No monster can be chosen as its attack target; it may attack directly.');
    expect(en).not.toContain('may choose no monster');
    expect(en).toContain('A:Blue-Eyes White Dragon declares an attack\n');
    const zh = text(input, 'zh-CN');
    expect(zh).toContain('「青眼白龙」直接攻击：可以——对方场上没有怪兽，可以直接攻击。没有可以选择的攻击对象，也可以直接攻击。');
    expect(zh).toContain('A:青眼白龙 攻击宣言（A）');
  });

  it('[ANS-EN-ATTACK-WORDS] an attack on a monster: 「Attack targets it may choose: Dark Magician.」 and the event 「A:Blue-Eyes White Dragon declares an attack on B:Dark Magician」 — it read 「It may choose Dark Magician.」 and 「A:Blue-Eyes White Dragon, B:Dark Magician attack declared (A)」, as if both attacked', () => {
    const input = '{回合:A 阶段:战斗步骤 A场:青眼白龙 B场只有:黑魔术师} 攻击宣言 A:青眼白龙 → B:黑魔术师';
    const en = text(input, 'en');
    expect(en).toContain('Blue-Eyes White Dragon declaring an attack on Dark Magician: allowed. Attack targets it may choose: Dark Magician.');
    expect(en).toContain('A:Blue-Eyes White Dragon declares an attack on B:Dark Magician');
    expect(en).not.toContain('attack declared');
    const zh = text(input, 'zh-CN');
    expect(zh).toContain('「青眼白龙」向「黑魔术师」攻击宣言：可以。可以选择的攻击对象：「黑魔术师」。');
    expect(zh).toContain('A:青眼白龙, B:黑魔术师 攻击宣言（A）');
  });

  it('[ANS-EN-ATTACK-WORDS] the other side: a direct attack refused with a monster there lists it, and says the opponent controls monsters', () => {
    const en = text('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场只有:黑魔术师} 攻击宣言 A:青眼白龙', 'en');
    expect(en).toContain('not allowed — the opponent controls monsters, so no direct attack (unless the attacker "can attack directly"). Attack targets it may choose: Dark Magician.');
  });

  it('[ANS-EN-GAME-TERMS] the official TCG terms: a link head says 「[Spell Speed 2]」 and the window 「Spell Speed 2 effects」 (it said 「[speed 2]」, 「speed-2 effects」); a monster turned to defense is 「in Defense Position」 (it said 「defence position」); the Chinese keeps 「[2速]」 and 「2速」', () => {
    const input = '{回合:A 阶段:主要1} C1 A:黑洞 C2 B:我身作盾';
    const en = text(input, 'en');
    expect(en).toContain('C2 B:My Body as a Shield ① [Spell Speed 2]');
    expect(en).toContain('may activate Spell Speed 2 effects');
    expect(en).not.toMatch(/\[speed \d\]|\bspeed-\d/);
    expect(text(input, 'zh-CN')).toContain('C2 B:我身作盾 ① [2速]');
    const stop = text('{回合:A 阶段:战斗步骤 攻击:A:蓝宝石龙→B:灵魂龙} C1 B:炸裂装甲→蓝宝石龙 C2 A:重力解除', 'en');
    expect(stop).toContain('now in Defense Position, no longer counts as the attacking monster');
    expect(stop).not.toContain('defence');
  });
});
