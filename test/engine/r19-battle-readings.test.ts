// CMP-BATTLE-OPPONENT (rules reference docs/c03/攻守计算.rst:550–551): 「这张卡和对方怪兽进行战斗的伤害计算时…才能发动。那只对方怪兽…」 —
// 「那只对方怪兽」 of an activated effect whose moment is this card's battle is the monster battling this card.
// CH-STAT-WEAKER-ATTACKER (docs/c03/攻守计算.rst:550): 「「X」怪兽向持有比那个攻击力高的攻击力的怪兽攻击的场合，攻击怪兽的攻击力只在伤害计算时上升N」
// raises the attacking X monster only, only while its ATK is lower than its target's.
// Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';

skipMessage('battle readings of the newer cards of 攻守计算', CARDS_DB);

const atk = (a: ChainAnswer, name: string) => a.stats?.find((s) => s.card.name === name)?.atk;
const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CMP-BATTLE-OPPONENT] 「那只对方怪兽」 of an effect at this card’s battle', () => {
  it('[CMP-BATTLE-OPPONENT] 神骑 矢车菊圣人马② at the end of its battle returns the monster it battled — not the other monster of that field', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤结束时 A场:神骑 矢车菊圣人马 B场:青眼白龙,黑魔术师 攻击:A:神骑 矢车菊圣人马→B:青眼白龙} C1 A:神骑 矢车菊圣人马②');
    expect(moved(a, 'returned-to-hand')).toEqual(['青眼白龙']);
  });
  it('[CMP-BATTLE-OPPONENT] 娱乐伙伴 黏土破坏者 and 霸王眷龙 暗叛逆 read their 「那只对方怪兽」 as the monster battling them (the compiled facts)', () => {
    for (const name of ['娱乐伙伴 黏土破坏者', '霸王眷龙 暗叛逆', '神骑 矢车菊圣人马']) {
      const r = cdbJudge().catalog.resolve(name);
      const card = r.ok ? r.card : null;
      const steps = card!.effects.flatMap((e) => e.does).filter((x) => typeof x.what === 'object' && x.what.filter.battlesWith === 'self');
      expect(steps.length, name).toBeGreaterThan(0);
    }
  });
});

describe.skipIf(!haveCards)('[CH-STAT-WEAKER-ATTACKER] a raise of an attacker weaker than its target', () => {
  const sit = (attacker: string, target: string) => `{回合:A 阶段:伤害计算 A场:${attacker},暗黑都市 B场:${target} 攻击:A:${attacker}→B:${target}} 伤害计算`;
  it('[CH-STAT-WEAKER-ATTACKER] 暗黑都市: 命运英雄 钻石人 (1400) attacking 黑魔术师 (2500) is 2400 at damage calculation; the attacked monster gets nothing', () => {
    const a = askCdb(sit('命运英雄 钻石人', '黑魔术师'));
    expect(atk(a, '命运英雄 钻石人')).toBe(2400);
    expect(atk(a, '黑魔术师')).toBe(2500);
  });
  it('[CH-STAT-WEAKER-ATTACKER] the other side: an attacker not weaker than its target (命运英雄 钻石人 at 1400 against 三眼怪 at 1000), or one not of the kind named, is not raised', () => {
    expect(atk(askCdb(sit('命运英雄 钻石人', '三眼怪')), '命运英雄 钻石人')).toBe(1400);
    expect(atk(askCdb(sit('三眼怪', '黑魔术师')), '三眼怪')).toBe(1000);
  });
  it('[CH-STAT-WEAKER-ATTACKER] the old wording 「名字带有「亚马逊」的怪兽…只在伤害计算时攻击怪兽的攻击力上升1000」 (亚马逊的斗志) is read alike', () => {
    const a = askCdb('{回合:A 阶段:伤害计算 A场:亚马逊斥候,亚马逊的斗志 B场:黑魔术师 攻击:A:亚马逊斥候→B:黑魔术师} 伤害计算');
    expect(atk(a, '亚马逊斥候')).toBe(1800);
  });
});
