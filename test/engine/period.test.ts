// CH-PERIOD (rules reference docs/c03/战斗阶段流程.rst:394–395): a quick effect timed to a period of a phase — 「这张卡进行战斗的从伤害步骤
// 开始时到伤害计算前1次，…才能发动」 (read from the card's text as `waitsFor` before damage calculation, `periodFrom` the start of the
// damage step) — is activated only in that period, and only in the battle its text names (CH-COND, `battling`). With no phase given it
// is assumed and said. After an action in the damage step, the window lists it at level 7 (WIN-OPEN-RESPONSE) only while it battles.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-PERIOD (a period of the damage step)', CARDS_DB);

const ID = 'CH-PERIOD';
const links = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.outcome}`);
const listed = (a: ChainAnswer) => a.window.triggers.filter((t) => t.level === 7).map((t) => t.card.name);
const MQ = '龙骑兵团骑士-魔枪龙骑士';

describe.skipIf(!haveCards)('[CH-PERIOD] a quick effect timed to a period of the damage step', () => {
  it('[CH-PERIOD] 龙骑兵团骑士-魔枪龙骑士① is refused in Main Phase 1, at damage calculation and after it; legal from the start of the damage step to before damage calculation while it battles', () => {
    const main = askCdb(`{回合:A 阶段:主要1 A场:${MQ} A墓:黑旋风 B场:黑魔术师} C1 A:${MQ}`);
    expect(links(main)).toEqual(['C1:illegal']);
    expect(main.links[0]!.rules).toContain(ID);
    for (const p of ['伤害计算时', '伤害计算后']) expect(links(askCdb(`{回合:A 阶段:${p} 攻击:A:${MQ}→B:黑魔术师 A场:${MQ} A墓:黑旋风 B场:黑魔术师} C1 A:${MQ}`))).toEqual(['C1:illegal']);
    for (const p of ['伤害步骤开始时', '伤害步骤', '伤害计算前']) {
      const a = askCdb(`{回合:A 阶段:${p} 攻击:A:${MQ}→B:黑魔术师 A场:${MQ} A墓:黑旋风 B场:黑魔术师} C1 A:${MQ}`);
      expect(links(a)).toEqual(['C1:resolved']);
      expect(a.links[0]!.rules).toContain(ID);
    }
  });
  it('[CH-PERIOD] the other side: in the damage step of another monster\'s battle 龙骑兵团骑士-魔枪龙骑士① and 幻兽机 绳狼④ (「这张卡和对方怪兽进行战斗的…」) are refused; 星圣·鬼星团① needs its own 「星圣」 monster battling', () => {
    expect(links(askCdb(`{回合:A 阶段:伤害步骤 攻击:A:三眼怪→B:黑魔术师 A场:${MQ},三眼怪 A墓:黑旋风 B场:黑魔术师} C1 A:${MQ}`))).toEqual(['C1:illegal']);
    expect(links(askCdb('{回合:A 阶段:伤害步骤 攻击:A:三眼怪→B:黑魔术师 A场:幻兽机 绳狼,幻兽机衍生物,三眼怪 B场:黑魔术师} C1 A:幻兽机 绳狼④'))).toEqual(['C1:illegal']);
    expect(links(askCdb('{回合:A 阶段:伤害步骤 攻击:A:幻兽机 绳狼→B:黑魔术师 A场:幻兽机 绳狼,幻兽机衍生物 B场:黑魔术师} C1 A:幻兽机 绳狼④'))).toEqual(['C1:resolved']);
    expect(links(askCdb('{回合:A 阶段:主要1 A场:幻兽机 绳狼,幻兽机衍生物 B场:黑魔术师} C1 A:幻兽机 绳狼④'))).toEqual(['C1:illegal']);
    expect(links(askCdb('{回合:A 阶段:伤害计算前 攻击:A:星圣·鬼星团→B:黑魔术师 A场:星圣·鬼星团(素材:星圣商神杖使) B场:黑魔术师} C1 A:星圣·鬼星团①'))).toEqual(['C1:resolved']);
    expect(links(askCdb('{回合:A 阶段:伤害计算前 攻击:A:三眼怪→B:黑魔术师 A场:星圣·鬼星团(素材:星圣商神杖使),三眼怪 B场:黑魔术师} C1 A:星圣·鬼星团①'))).toEqual(['C1:illegal']);
    expect(links(askCdb('{回合:A 阶段:主要1 A场:星圣·鬼星团(素材:星圣商神杖使) B场:黑魔术师} C1 A:星圣·鬼星团①'))).toEqual(['C1:illegal']);
  });
  it('[CH-PERIOD] with no phase given, the period (and its battle) is assumed and said', () => {
    const a = askCdb(`{回合:A A场:${MQ} A墓:黑旋风 B场:黑魔术师} C1 A:${MQ}`);
    expect(links(a)).toEqual(['C1:resolved']);
    expect(a.links[0]!.rules).toContain(ID);
    expect(a.assumptions.join('\n')).toContain('从伤害步骤开始时到伤害计算前');
  });
  it('[CH-PERIOD] the window after an action in the damage step lists 龙骑兵团骑士-魔枪龙骑士① at level 7 while it battles (伤害步骤开始时, 伤害步骤, 伤害计算前)', () => {
    for (const p of ['伤害步骤开始时', '伤害步骤', '伤害计算前']) {
      const a = askCdb(`{回合:A 阶段:${p} 攻击:A:${MQ}→B:黑魔术师 A场:${MQ},三眼怪 A墓:黑旋风 B场:黑魔术师} 破坏 三眼怪 (效果)`);
      expect(listed(a)).toContain(MQ);
      const t = a.window.triggers.find((x) => x.card.name === MQ)!;
      expect(t.rules).toContain('WIN-OPEN-RESPONSE');
      expect(t.rules).toContain(ID);
    }
  });
  it('[CH-PERIOD] the other side of the window: not listed in Main Phase 1, nor in the damage step of another monster\'s battle, nor at damage calculation', () => {
    expect(listed(askCdb(`{回合:A 阶段:主要1 A场:${MQ},三眼怪 A墓:黑旋风 B场:黑魔术师} 破坏 三眼怪 (效果)`))).not.toContain(MQ);
    expect(listed(askCdb(`{回合:A 阶段:伤害步骤 攻击:A:三眼怪→B:黑魔术师 A场:${MQ},三眼怪,黑羽-疾风之盖尔 A墓:黑旋风 B场:黑魔术师} 破坏 黑羽-疾风之盖尔 (效果)`))).not.toContain(MQ);
    expect(listed(askCdb(`{回合:A 阶段:伤害计算时 攻击:A:${MQ}→B:黑魔术师 A场:${MQ},三眼怪 A墓:黑旋风 B场:黑魔术师} 破坏 三眼怪 (效果)`))).not.toContain(MQ);
  });
});
