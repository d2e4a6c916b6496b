// Issue 11, families 5 and 6: continuous protection and immunity of the cards the situation shows,
// checked when each link is activated and resolved; and negations that outlive the card (禁忌的圣杯,
// 效果遮蒙者: the effect of the target's activation already on the chain stays negated after the card
// left the field; turning it face-down ends it). Sources: card texts (装弹枪管龙 ①, 双穹之骑士 阿斯特拉姆,
// 禁忌的圣杯, 效果遮蒙者) and their published rulings.
import { describe, expect, it } from 'vitest';
import { chain, judgeWith, linkOf, summary } from '../build.js';
import { card } from '../../../src/cards/curated/dsl.js';
import { askCdb, haveCards } from '../../cards/data.js';
import type { ChainAnswer } from '../../../src/answer/types.js';

const destroyedIn = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

const unaffected = card({
  id: 99999951,
  name: '测试免疫怪兽',
  type: 'monster effect',
  level: 4,
  atk: 1800,
  def: 1000,
  effects: [{ kind: 'continuous', staysOnField: true, does: [{ do: 'unaffected', what: 'self', fromCards: { notSelf: true } }] }],
});
// A monster whose quick effect targets any face-up monster (to try 「不会成为怪兽效果的对象」).
const targeter = card({
  id: 99999953,
  name: '测试取对象怪兽',
  type: 'monster effect',
  level: 4,
  atk: 1000,
  def: 1000,
  effects: [{ kind: 'quick', targets: { filter: { kind: 'monster', place: 'monster', faceUp: true }, count: 1 }, does: [{ do: 'modify-stats', what: 'targets', note: '-500 ATK' }] }],
});
const battleProof = card({
  id: 99999952,
  name: '测试抗破坏怪兽',
  type: 'monster effect',
  level: 4,
  atk: 1500,
  def: 1500,
  effects: [{ kind: 'continuous', staysOnField: true, does: [{ do: 'indestructible', what: 'self', against: 'effect' }] }],
});

describe('family 5: continuous protection', () => {
  // fails until implemented: continuous 「不会成为…对象」 effects are not yet checked
  it('[CH-PROTECT-TARGET] 「不会成为怪兽效果的对象」: a monster effect targeting it is illegal; a Spell targeting it is not', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试取对象怪兽 B场:装弹枪管龙} C1 A:测试取对象怪兽→B:装弹枪管龙', [targeter]);
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-PROTECT-TARGET');
    expect(linkOf(a, 1).illegalReason).toContain('不会成为');
    // Its own monster effect is a monster effect too.
    expect(summary(chain('{回合:A 阶段:主要1 B场:装弹枪管龙} C1 B:装弹枪管龙②→装弹枪管龙'))).toEqual(['C1:illegal:illegal']);
    // Another monster it can target.
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试取对象怪兽 B场:黑魔术师} C1 A:测试取对象怪兽→B:黑魔术师', [targeter]))).toEqual(['C1:legal:resolved']);
    expect(summary(chain('{回合:A 阶段:主要1 B场:装弹枪管龙} C1 A:禁忌的圣杯→装弹枪管龙'))).toEqual(['C1:legal:resolved']);
  });

  // fails until implemented: continuous 「不会成为…对象」 effects are not yet checked
  it('[CH-PROTECT-TARGET] 「不会成为对方的效果的对象」 (双穹之骑士 阿斯特拉姆): the opponent cannot target it, its controller can', () => {
    expect(summary(chain('{回合:A 阶段:主要1 B场:双穹之骑士 阿斯特拉姆} C1 A:禁忌的圣杯→双穹之骑士 阿斯特拉姆'))).toEqual(['C1:illegal:illegal']);
    expect(summary(chain('{回合:B 阶段:主要1 B场:双穹之骑士 阿斯特拉姆} C1 B:禁忌的圣杯→双穹之骑士 阿斯特拉姆'))).toEqual(['C1:legal:resolved']);
  });

  // fails until implemented: continuous unaffected effects are not yet checked
  it('[CH-PROTECT-UNAFFECTED] 「不受其他卡的效果影响」: a targeted effect does nothing to it; an effect on all monsters skips it', () => {
    const a = judgeWith('{回合:A 阶段:主要1 B场:测试免疫怪兽,黑魔术师} C1 A:黑洞', [unaffected]);
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['黑魔术师']);
    const b = judgeWith('{回合:A 阶段:主要1 B场:测试免疫怪兽} C1 A:禁忌的圣杯→测试免疫怪兽', [unaffected]);
    expect(summary(b)).toEqual(['C1:legal:no-effect']);
  });

  it('[CH-UNAFFECTED-TARGET-OTHER-PART] choosing an unaffected monster as the target is not affecting it: an effect that only changes its own card still applies; one that acts on the target does nothing', () => {
    const reader = card({
      id: 99999954,
      name: '测试读取对象怪兽',
      type: 'monster effect',
      level: 4,
      atk: 1000,
      def: 1000,
      effects: [{ kind: 'ignition', targets: { filter: { kind: 'monster', place: 'monster', faceUp: true, side: 'opponent' }, count: 1 }, does: [{ do: 'modify-stats', what: 'self', stat: 'atk', change: { layer: 'current', op: 'add', value: 500 } }] }],
    });
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试读取对象怪兽 B场:测试免疫怪兽} C1 A:测试读取对象怪兽→B:测试免疫怪兽', [reader, unaffected]);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-UNAFFECTED-TARGET-OTHER-PART');
    // The other side: an effect on the target itself (禁忌的圣杯) still does nothing.
    expect(summary(judgeWith('{回合:A 阶段:主要1 B场:测试免疫怪兽} C1 A:禁忌的圣杯→测试免疫怪兽', [unaffected]))).toEqual(['C1:legal:no-effect']);
  });

  it('[CH-UNAFFECTED-NEGATION] a face-up monster unaffected by other cards keeps its activation: 神之通告 neither negates nor destroys it; one that tributed itself as the cost is negated', () => {
    const immuneQuick = card({
      id: 99999955,
      name: '测试免疫速攻怪兽',
      type: 'monster effect',
      level: 4,
      atk: 1800,
      def: 1000,
      effects: [
        { kind: 'continuous', staysOnField: true, does: [{ do: 'unaffected', what: 'self', fromCards: { notSelf: true } }] },
        { kind: 'ignition', does: [{ do: 'draw', player: 'self', amount: 1 }] },
        { kind: 'ignition', cost: [{ do: 'tribute', what: 'self' }], does: [{ do: 'draw', player: 'self', amount: 1 }] },
      ],
    });
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试免疫速攻怪兽} C1 A:测试免疫速攻怪兽② C2 B:神之通告', [immuneQuick]);
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:no-effect']);
    expect(linkOf(a, 2).rules).toContain('CH-UNAFFECTED-NEGATION');
    expect(a.events.filter((e) => e.type === 'destroyed')).toEqual([]);
    // the other side: tributed as the cost, it is no longer on the field to be protected
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试免疫速攻怪兽} C1 A:测试免疫速攻怪兽③ C2 B:神之通告', [immuneQuick]))).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    // a continuous negation (技能抽取, a Trap) does not reach it either; it does reach a monster without the protection
    const sd = judgeWith('{回合:A 阶段:主要1 A场:测试免疫速攻怪兽} C1 A:测试免疫速攻怪兽② C2 B:技能抽取', [immuneQuick]);
    expect(summary(sd)[0]).toBe('C1:legal:resolved');
    expect(linkOf(sd, 1).rules).toContain('CH-UNAFFECTED-NEGATION');
    const plain = card({ id: 99999956, name: '测试普通起动怪兽', type: 'monster effect', level: 4, atk: 1000, def: 1000, effects: [{ kind: 'ignition', does: [{ do: 'draw', player: 'self', amount: 1 }] }] });
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试普通起动怪兽} C1 A:测试普通起动怪兽 C2 B:技能抽取', [plain]))[0]).toBe('C1:legal:effect-negated');
  });

  it('[CH-UNAFFECTED-STATE] a monster an earlier effect left unaffected by Spells/Traps (不受魔陷): 黑洞 skips it, a targeted Trap does nothing; a monster effect still applies; the state ends when it is turned face-down', () => {
    const a = chain('{回合:B 阶段:主要1 A场:三眼怪(不受魔陷),黑魔术师} C1 B:黑洞');
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['黑魔术师']);
    expect(linkOf(a, 1).rules).toContain('CH-UNAFFECTED-STATE');
    expect(summary(chain('{回合:A 阶段:主要1 B场:三眼怪(不受魔陷)} C1 A:禁忌的圣杯→三眼怪'))).toEqual(['C1:legal:no-effect']);
    // not by a monster's effect: 不受陷阱 does not keep off a Spell
    expect(summary(chain('{回合:A 阶段:主要1 B场:三眼怪(不受陷阱)} C1 A:禁忌的圣杯→三眼怪'))).toEqual(['C1:legal:resolved']);
    // 不受对方效果: its controller's own Spell still applies
    expect(summary(chain('{回合:B 阶段:主要1 B场:三眼怪(不受对方效果)} C1 B:禁忌的圣杯→三眼怪'))).toEqual(['C1:legal:resolved']);
    // turned face-down since, it is a new card: 黑洞 destroys it
    const d = chain('{回合:B 阶段:主要1 A场:三眼怪(不受魔陷,变里侧)} C1 B:黑洞');
    expect(d.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['三眼怪']);
  });

  it('[CH-PROTECTION-NEGATED] a monster whose effects are negated (效果无效) or cannot be used (不能使用) keeps no printed protection: a monster effect may target 装弹枪管龙 then', () => {
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试取对象怪兽 B场:装弹枪管龙(效果无效)} C1 A:测试取对象怪兽→B:装弹枪管龙', [targeter]);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-PROTECTION-NEGATED');
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试取对象怪兽 B场:装弹枪管龙(不能使用)} C1 A:测试取对象怪兽→B:装弹枪管龙', [targeter]))).toEqual(['C1:legal:resolved']);
    // the other side: not negated, it cannot be targeted
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试取对象怪兽 B场:装弹枪管龙} C1 A:测试取对象怪兽→B:装弹枪管龙', [targeter]))).toEqual(['C1:illegal:illegal']);
  });

  it.skipIf(!haveCards)('[CH-PROTECTION-NEGATED] 毒蛇神 维诺米纳迦 「不能成为…的效果的对象并且不受效果影响」 (docs/c03/卡片的抗性.rst:278): 黑洞 passes it by; with its effects negated it is destroyed', () => {
    const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));
    expect(destroyed(askCdb('{回合:A 阶段:主要1 B场:毒蛇神 维诺米纳迦,黑魔术师} C1 A:黑洞'))).toEqual(['黑魔术师']);
    expect(destroyed(askCdb('{回合:A 阶段:主要1 B场:毒蛇神 维诺米纳迦(效果无效),黑魔术师} C1 A:黑洞'))).toEqual(['毒蛇神 维诺米纳迦', '黑魔术师']);
  });
  it.skipIf(!haveCards)('[CH-PROTECTION-NEGATED] its protection applied before 技能抽取 (listed first) keeps it unaffected: 雷破 cannot target it; 技能抽取 applied first negates it, and 雷破 destroys it (docs/c02/怪兽的效果分类.rst:296)', () => {
    expect(askCdb('{回合:A 阶段:主要1 B场:毒蛇神 维诺米纳迦,技能抽取 A场:雷破(盖) A手:灰流丽} C1 A:雷破→毒蛇神 维诺米纳迦 [cost:丢弃 灰流丽]').links[0]!.legal).toBe(false);
    const later = askCdb('{回合:A 阶段:主要1 B场:技能抽取,毒蛇神 维诺米纳迦(本回合特召) A场:雷破(盖) A手:灰流丽} C1 A:雷破→毒蛇神 维诺米纳迦 [cost:丢弃 灰流丽]');
    expect(later.links[0]!.outcome).toBe('resolved');
    expect(later.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['毒蛇神 维诺米纳迦']);
  });

  // fails until implemented: continuous indestructible effects are not yet checked
  it('[CH-PROTECT-DESTROY] 「不会被效果破坏」: a destruction by an effect does nothing to it', () => {
    const a = judgeWith('{回合:A 阶段:主要1 B场:测试抗破坏怪兽,黑魔术师} C1 A:黑洞', [battleProof]);
    expect(a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['黑魔术师']);
    expect(linkOf(a, 1).rules).toContain('CH-PROTECT-DESTROY');
  });
});

describe.skipIf(!haveCards)('「不会被效果破坏」 read from card text (issue 16)', () => {
  it('[CH-PROTECT-DESTROY] a compiled 「这张卡不会被效果破坏」 (圣灵兽骑 川豚, 护木枪管龙) or 「场上的这张卡不会被效果破坏，不能用效果除外」 (玄化执行神) protects it; one narrowed by its own words (「持有超量素材的这张卡」 真红眼钢炎龙) is not read as holding always', () => {
    for (const name of ['圣灵兽骑 川豚', '护木枪管龙', '玄化执行神']) {
      const a = askCdb(`{回合:B 阶段:主要1 A场:${name} B场:雷破(盖) B手:黑魔术师} C1 B:雷破→${name}`);
      expect(destroyedIn(a)).toEqual([]);
      expect(linkOf(a, 1).rules).toContain('CH-PROTECT-DESTROY');
    }
    expect(destroyedIn(askCdb('{回合:B 阶段:主要1 A场:真红眼钢炎龙 B场:雷破(盖) B手:黑魔术师} C1 B:雷破→真红眼钢炎龙'))).toEqual(['真红眼钢炎龙']);
    // the other side: negated (技能抽取), the protection is gone
    expect(destroyedIn(askCdb('{回合:B 阶段:主要1 A场:圣灵兽骑 川豚(效果无效) B场:雷破(盖) B手:黑魔术师} C1 B:雷破→圣灵兽骑 川豚'))).toEqual(['圣灵兽骑 川豚']);
  });
});

describe('family 6: negations that outlive the card', () => {
  // fails until implemented: a negation of a monster's effects does not yet cover its chained effect once the monster left the field
  it('[CH-NEGATION-OUTLIVES] 禁忌的圣杯 resolved on a monster whose effect is on the chain: that effect stays negated after the monster left the field', () => {
    // C1 the monster's effect; C2 returns the monster to the hand; C3 禁忌的圣杯 negates it first.
    const a = chain('{回合:B 阶段:主要1 B场:魔导战士 破坏者 A场:魂之纲,强制脱出装置(盖)} C1 B:魔导战士 破坏者③→A:魂之纲 C2 A:强制脱出装置→B:魔导战士 破坏者 C3 A:禁忌的圣杯→B:魔导战士 破坏者');
    expect(summary(a)).toEqual(['C1:legal:effect-negated@3', 'C2:legal:resolved', 'C3:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-NEGATION-OUTLIVES');
  });

  it('[CH-NEGATION-OUTLIVES] turned face-down after the negation, the monster\'s chained effect resolves (the negation lapsed)', () => {
    const a = chain('{回合:B 阶段:主要1 B场:魔导战士 破坏者 A场:魂之纲} C1 B:魔导战士 破坏者③→A:魂之纲 C2 B:月之书→B:魔导战士 破坏者 C3 A:禁忌的圣杯→B:魔导战士 破坏者');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved', 'C3:legal:resolved']);
  });
});
