// Head-judge follow-ups of the Link-era staples round (s58-staples15): one reading of a protection's condition for battle and effects,
// and one spell speed for the card view and the chain — over the real card database.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('staples round 15 follow-ups', CARDS_DB);

describe.skipIf(!haveCards)('[CH-SPEED-KIND] 转生炎兽的圣域②: an effect of a Field Spell face-up on the field is spell speed 1 (基本用语.rst:456)', () => {
  it('[CH-SPEED-KIND] /card says 1速 for ②, as the chain does (it said 2速: a Spell\'s trigger was read as a Trap\'s)', () => {
    const card = cdbJudge().card('转生炎兽的圣域', { lang: 'zh-CN' });
    if (!card.ok) throw new Error('card not found');
    expect(card.effects.find((e) => e.n === 2)!.speed).toBe(1);
    const a = askCdb('{回合:B 阶段:伤害计算 A场:转生炎兽的圣域(场地),转生炎兽 日光狼 B场:青眼白龙 攻击:B:青眼白龙→A:转生炎兽 日光狼} C1 A:转生炎兽的圣域②→A:转生炎兽 日光狼');
    expect(a.links[0]!.speed).toBe(1);
  });

  it('[CH-SPEED-KIND] the other side: a Trap\'s effect on the field stays 2速 in /card (虚无空间②, a Continuous Trap\'s trigger)', () => {
    const trap = cdbJudge().card('虚无空间', { lang: 'zh-CN' });
    if (!trap.ok) throw new Error('card not found');
    expect(trap.effects.filter((e) => e.kind !== 'continuous' && e.kind !== 'procedure').every((e) => e.speed === 2)).toBe(true);
  });
});
