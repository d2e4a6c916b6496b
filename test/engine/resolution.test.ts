// Rules of chain resolution (test/RULES.md, "Chain resolution"): reverse order, negation of the
// activation or of the effect, no effect (targets, staying on the field, resolution conditions),
// what a resolved link changes for the links below, events, and notes. Each test asserts every
// link's legality and outcome (summary) and what a user reads or the window rules read.
import { describe, expect, it } from 'vitest';
import { chain, judgeWith, linkOf, resolveText, summary } from './build.js';
import { card } from '../../src/cards/curated/dsl.js';
import { askCdb, haveCards } from '../cards/data.js';
import type { AnswerEvent } from '../../src/answer/types.js';

const namesOf = (events: AnswerEvent[]) => events.flatMap((e) => e.cards.map((c) => c.name));
const of = (events: AnswerEvent[], type: string, link?: number) => events.filter((e) => e.type === type && (link === undefined || e.link === link));

describe('order and negation', () => {
  it('[CH-REVERSE] links resolve from the last to the first', () => {
    const a = chain('{B场:魔法偏转器(盖),我身作盾(盖)} C1 A:黑洞 C2 B:旋风 C3 A:旋风');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved', 'C3:legal:resolved']);
    expect(a.resolutionOrder).toEqual([3, 2, 1]);
    const resolvedLinks = a.events.filter((e) => e.cause === 'effect' && e.type !== 'activated').map((e) => e.link);
    expect(resolvedLinks).toEqual([...resolvedLinks].sort((x, y) => (y ?? 0) - (x ?? 0)));
  });
  it('[CH-NEG-ACT] a negated activation resolves nothing at all', () => {
    const a = chain('{A场:召唤兽 普尔加托里奥} C1 A:嵌合狂暴龙→B:魔法偏转器 C2 B:天罚');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(linkOf(a, 1).reason).toContain('完全不处理');
    expect(of(a.events, 'destroyed', 1)).toEqual([]);
    expect(namesOf(of(a.events, 'activation-negated', 2))).toEqual(['嵌合狂暴龙']);
  });
  it('[CH-NEG-EFF] a negated effect resolves as nothing, but the activation and its cost stand', () => {
    const a = chain('C1 A:不知火的隐者[解放自身] C2 B:灰流丽');
    expect(summary(a)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(linkOf(a, 1).reason).toContain('发动本身');
    expect(namesOf(of(a.events, 'effect-negated', 2))).toEqual(['不知火的隐者']);
    expect(of(a.events, 'activated', 1)).toHaveLength(1);
    expect(of(a.events, 'special-summoned')).toEqual([]);
  });
  it('[CH-NEG-ST-OFF-FIELD] a Spell/Trap whose activation was negated is no longer a card on the field', () => {
    const a = chain('C1 A:大风暴 C2 B:魔法偏转器 C3 A:旋风[无效C2]');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:activation-negated@3', 'C3:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-NEG-ST-OFF-FIELD');
    const destroyedByC1 = namesOf(of(a.events, 'destroyed', 1));
    expect(destroyedByC1).toContain('旋风');
    expect(destroyedByC1).not.toContain('魔法偏转器');
    expect(destroyedByC1).not.toContain('大风暴');
    // It goes to the GY by rule when the chain ends.
    expect(namesOf(a.events.filter((e) => e.cause === 'rule'))).toContain('魔法偏转器');
  });
  it('[CH-NEG-BY-COUNTER] a negation made by a Counter Trap is marked so (冥王龙 断罪神 reads it)', () => {
    const r = resolveText('C1 A:黑洞 C2 B:神之宣告');
    expect(r.links.map((l) => `${l.legal}:${l.outcome}`)).toEqual(['true:activation-negated', 'true:resolved']);
    expect(r.events.find((e) => e.type === 'activation-negated')?.byCounterTrap).toBe(true);
    const q = resolveText('C1 A:黑洞 C2 B:我身作盾');
    expect(q.links.map((l) => `${l.legal}:${l.outcome}`)).toEqual(['true:activation-negated', 'true:resolved']);
    expect(q.events.find((e) => e.type === 'activation-negated')?.byCounterTrap).toBe(false);
  });
});

describe('no effect 不处理', () => {
  it('[CH-TARGET-GONE] a target that left its zone: the effect does nothing', () => {
    const a = chain('{B场:魔法偏转器(盖)} C1 A:旋风→B:魔法偏转器 C2 A:旋风→B:魔法偏转器');
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(linkOf(a, 1).reason).toContain('已离开');
    expect(linkOf(a, 1).rules).toContain('CH-TARGET-GONE');
  });
  it('[CH-TARGET-ZONE-MOVE] a target moved between the Monster and Spell & Trap Zones is a new card', () => {
    const equipper = card({
      id: 99999902,
      name: '测试装备龙',
      type: 'monster effect',
      effects: [{ kind: 'quick', targets: { filter: { kind: 'monster', place: 'monster' }, count: 1 }, does: [{ do: 'equip', what: 'targets', to: 'spell' }] }],
    });
    const a = judgeWith('{回合:B B场:灵魂龙,测试装备龙} C1 A:破坏轮→B:灵魂龙 C2 B:测试装备龙→B:灵魂龙', [equipper]);
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-TARGET-ZONE-MOVE');
    expect(linkOf(a, 1).reason).toContain('另一张卡');
  });
  it('[CH-TARGET-FACEDOWN-OK] a target turned face-down is still the target', () => {
    const a = chain('{B场:灵魂龙,蓝宝石龙} C1 A:狡猾的落穴→B:灵魂龙,B:蓝宝石龙 C2 B:月之书→B:灵魂龙');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-TARGET-FACEDOWN-OK');
    expect(namesOf(of(a.events, 'destroyed', 1))).toEqual(['灵魂龙', '蓝宝石龙']);
    // …and so is a target whose control changed (a test-only card that takes control).
    const taker = card({
      id: 99999903,
      name: '测试夺取者',
      type: 'monster effect',
      effects: [{ kind: 'quick', targets: { filter: { kind: 'monster', place: 'monster' }, count: 1 }, does: [{ do: 'take-control', what: 'targets' }] }],
    });
    const b = judgeWith('{回合:A A场:测试夺取者 B场:灵魂龙,蓝宝石龙} C1 A:狡猾的落穴→B:灵魂龙,B:蓝宝石龙 C2 A:测试夺取者→B:灵魂龙', [taker]);
    expect(summary(b)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(namesOf(of(b.events, 'control-changed', 2))).toEqual(['灵魂龙']);
    expect(linkOf(b, 1).rules).toContain('CH-TARGET-FACEDOWN-OK');
    expect(namesOf(of(b.events, 'destroyed', 1))).toEqual(['灵魂龙', '蓝宝石龙']);
  });
  it('[CH-TARGET-FACEDOWN-NO-APPLY] a negation or ATK change on a target turned face-down does nothing', () => {
    // 月之书 in answer to 效果遮蒙者 / 无限泡影 / 禁忌的圣杯: a face-down monster has no effects to negate.
    for (const negator of ['B:效果遮蒙者', 'B:无限泡影', 'B:禁忌的圣杯']) {
      const a = chain(`{回合:A 阶段:主要1 A场:三眼怪} C1 ${negator}→A:三眼怪 C2 A:月之书→A:三眼怪`);
      expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
      expect(linkOf(a, 1).rules).toContain('CH-TARGET-FACEDOWN-NO-APPLY');
      expect(linkOf(a, 1).reason).toContain('里侧表示');
    }
    // …while an effect that destroys it still does (the face-down card is still the target).
    const b = chain('{B场:灵魂龙} C1 A:狡猾的落穴→B:灵魂龙 C2 B:月之书→B:灵魂龙');
    expect(linkOf(b, 1).outcome).toBe('resolved');
  });
  it('[CH-TARGET-NO-LONGER] whether a target turned face-down is an Effect Monster cannot be told: an effect that needs one does nothing; one that needs a Type still applies', () => {
    const effectOnly = card({
      id: 99999722,
      name: '测试对象效果怪兽',
      type: 'monster effect',
      effects: [{ kind: 'quick', targets: { filter: { kind: 'monster', place: 'monster', subtypes: ['effect'] }, count: 1 }, does: [{ do: 'destroy', what: 'targets' }] }],
    });
    const down = judgeWith('{回合:A 阶段:主要1 A场:测试对象效果怪兽 B场:三眼怪} C1 A:测试对象效果怪兽→B:三眼怪 C2 B:月之书→B:三眼怪', [effectOnly]);
    expect(summary(down)[0]).toBe('C1:legal:no-effect@2');
    expect(linkOf(down, 1).rules).toContain('CH-TARGET-NO-LONGER');
    // the other side: a Type (魔法师族) still fits face-down — the effect applies
    const typed = card({
      id: 99999723,
      name: '测试对象种族怪兽',
      type: 'monster effect',
      effects: [{ kind: 'quick', targets: { filter: { kind: 'monster', place: 'monster', race: '魔法师族' }, count: 1 }, does: [{ do: 'destroy', what: 'targets' }] }],
    });
    const race = judgeWith('{回合:A 阶段:主要1 A场:测试对象种族怪兽 B场:黑魔术师} C1 A:测试对象种族怪兽→B:黑魔术师 C2 B:月之书→B:黑魔术师', [typed]);
    expect(summary(race)[0]).toBe('C1:legal:resolved');
  });
  it('[CH-TARGET-FACEDOWN-NO-APPLY] a protection given to a target (「不受其他卡的效果影响」) is nothing a face-down monster can hold: turned face-down in the chain, the effect does nothing; face-up it applies', () => {
    const protector = card({
      id: 99999721,
      name: '测试赋予抗性怪兽',
      type: 'monster effect',
      effects: [{ kind: 'quick', targets: { filter: { kind: 'monster', place: 'monster', faceUp: true }, count: 1 }, does: [{ do: 'unaffected', what: 'targets', fromCards: { notSelf: true } }] }],
    });
    const down = judgeWith('{回合:A 阶段:主要1 A场:测试赋予抗性怪兽,三眼怪} C1 A:测试赋予抗性怪兽→A:三眼怪 C2 B:月之书→A:三眼怪', [protector]);
    expect(summary(down)[0]).toBe('C1:legal:no-effect@2');
    expect(linkOf(down, 1).rules).toContain('CH-TARGET-FACEDOWN-NO-APPLY');
    const up = judgeWith('{回合:A 阶段:主要1 A场:测试赋予抗性怪兽,三眼怪} C1 A:测试赋予抗性怪兽→A:三眼怪', [protector]);
    expect(summary(up)).toEqual(['C1:legal:resolved']);
  });
  it('[CH-NAME-NEGATE] a negation by original name reaches that card\'s effect already on the chain, wherever the card is', () => {
    // 墓穴的指名者 on 灰流丽 in the GY: 灰流丽's effect (C2) is negated, so 增援 resolves.
    const a = chain('C1 A:增援 C2 B:灰流丽 C3 A:墓穴的指名者→B:灰流丽');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:effect-negated@3', 'C3:legal:resolved']);
    expect(linkOf(a, 2).rules).toContain('CH-NAME-NEGATE');
    expect(of(a.events, 'added-to-hand', 1)).toHaveLength(1);
    // A link of another card is not covered.
    const b = chain('C1 A:增援 C2 B:灰流丽 C3 A:增殖的G');
    expect(summary(b)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved', 'C3:legal:resolved']);
  });
  it('[CH-TARGET-NO-LONGER] a target that stopped qualifying: the effect does nothing', () => {
    const a = chain('{回合:A 阶段:战斗阶段 攻击:A:蓝宝石龙→B:灵魂龙} C1 B:炸裂装甲→蓝宝石龙 C2 A:重力解除');
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-TARGET-NO-LONGER');
  });
  it('[CH-TARGET-PARTIAL] some targets gone: the effect applies to the rest', () => {
    const a = chain('{回合:A A场:召唤兽 普尔加托里奥(本回合特召) B场:灵魂龙,PSY骨架王·Ζ} C1 A:狡猾的落穴→B:灵魂龙,A:召唤兽 普尔加托里奥 C2 B:PSY骨架王·Ζ→A:召唤兽 普尔加托里奥');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-TARGET-PARTIAL');
    // (PSY骨架王·Ζ banishes itself with its target, as its text says — 「那只怪兽和场上的这张卡…除外」, CMP-UNTIL-NEXT-PHASE: the remaining
    // target is the only other card banished.)
    expect(namesOf(of(a.events, 'banished', 2))).toEqual(['召唤兽 普尔加托里奥', 'PSY骨架王·Ζ']);
    expect(namesOf(of(a.events, 'destroyed', 1))).toEqual(['灵魂龙']);
  });
  it('[CH-STAYS-ON-FIELD] a continuous Trap’s effect needs its card face-up on the field', () => {
    const a = chain('{回合:A A场:强制接收} C1 A:强制接收 C2 B:旋风→强制接收');
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-STAYS-ON-FIELD');
  });
  it.skipIf(!haveCards)('[CH-STAYS-ON-FIELD] a monster effect 「…才能发动。只要这张卡在场上表侧表示存在，…」 (compiled) needs its card face-up on the field: gone or turned face-down, nothing applies; its target turned face-down does not matter', () => {
    const gone = askCdb('{回合:A A场:No.66 霸键甲虫,三眼怪 B场:强制脱出装置(盖)} C1 A:No.66 霸键甲虫①→三眼怪 C2 B:强制脱出装置→No.66 霸键甲虫');
    expect(summary(gone)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(linkOf(gone, 1).rules).toContain('CH-STAYS-ON-FIELD');
    const set = askCdb('{回合:A A场:No.66 霸键甲虫,三眼怪} C1 A:No.66 霸键甲虫①→三眼怪 C2 B:月之书→No.66 霸键甲虫');
    expect(summary(set)[0]).toBe('C1:legal:no-effect@2');
    const targetSet = askCdb('{回合:A A场:No.66 霸键甲虫,三眼怪} C1 A:No.66 霸键甲虫①→三眼怪 C2 B:月之书→三眼怪');
    expect(summary(targetSet)[0]).toBe('C1:legal:resolved');
  });
  it('[CH-COST-SELF-LEAVES] a Continuous Spell’s effect that sends itself to the GY as its cost resolves from the GY; one that does not still needs its card', () => {
    const sends = card({ id: 990061, name: '测试送墓永续', type: 'spell continuous', effects: [{ n: 1, kind: 'ignition', cost: [{ do: 'send-to-gy', what: 'self' }], does: [{ do: 'draw', count: 1 }] }] });
    const a = judgeWith('{回合:A 阶段:主要1 A场:测试送墓永续} C1 A:测试送墓永续①', [sends]);
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-COST-SELF-LEAVES');
    // The other side: a plain effect of a Continuous Trap whose card a later link destroyed does nothing.
    const b = chain('{回合:A A场:强制接收} C1 A:强制接收 C2 B:旋风→强制接收');
    expect(linkOf(b, 1).rules).not.toContain('CH-COST-SELF-LEAVES');
    expect(summary(b)[0]).toBe('C1:legal:no-effect@2');
  });
  it('[CH-NORMAL-ST-LEAVES] a Normal Spell still resolves after its card was banished', () => {
    const a = chain('{A场:召唤兽 普尔加托里奥} C1 A:黑洞 C2 B:宇宙旋风→C1');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-NORMAL-ST-LEAVES');
    expect(namesOf(of(a.events, 'banished', 2))).toEqual(['黑洞']);
    expect(namesOf(of(a.events, 'destroyed', 1))).toEqual(['召唤兽 普尔加托里奥']);
  });
  it('[CH-RES-COND] 「这张卡在怪兽区域表侧表示存在的场合才能发动和处理」: turned face-down in the chain (月之书), nothing applies, by that link; still on the field, it resolves', () => {
    const lord = card({ id: 990060, name: '测试表侧处理', type: 'monster effect', level: 4, atk: 1000, def: 1000, effects: [{ kind: 'ignition', resolutionCondition: [{ is: 'self-state', state: 'face-up' }], does: [{ do: 'draw', count: 1 }] }] });
    const gone = judgeWith('{回合:A 阶段:主要1 A场:测试表侧处理} C1 A:测试表侧处理 C2 B:月之书→测试表侧处理', [lord]);
    expect(summary(gone)[0]).toBe('C1:legal:no-effect@2');
    expect(summary(judgeWith('{回合:A 阶段:主要1 A场:测试表侧处理} C1 A:测试表侧处理', [lord]))).toEqual(['C1:legal:resolved']);
  });
  it('[CH-RES-COND] a resolution condition that no longer holds: the effect does nothing', () => {
    const a = chain('{A手卡数:0 A场:永火恶魔,永火恶魔} C1 A:永火恶魔 C2 A:永火恶魔');
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(linkOf(a, 1).reason).toContain('处理条件');
  });
  it('[CH-RES-COND] the other side: a lower link (resolved after it, its cost paid before it was chained) is never named as what broke the condition', () => {
    // (Input corrected, s46 CH-ATTACK-DECLARED-TURN: no attack was written, so C2 炸裂装甲 was activated on an assumed attack and then
    // denied it at resolution — 'no attacking monster' — an answer that contradicts itself. The attack is now written, its attacker in
    // defence position, no longer 「攻击怪兽」: the condition truly fails, and the lower link C1 is still not named.)
    const a = chain('{A场:召唤兽 普尔加托里奥(本回合特召,守),魔法偏转器(盖,本回合盖放) B场:机怪神 超机怪虫神(已反转),终结之阿努比斯 A墓: 攻击:A:召唤兽 普尔加托里奥→B:终结之阿努比斯} C1 黄金卿 黄金国巫妖 [支付1000] C2 炸裂装甲');
    expect(summary(a)[1]).toBe('C2:legal:no-effect');
    expect(linkOf(a, 2).reason).not.toContain('C1处理后');
  });
  it('[CH-COND-NOT-RECHECKED] activation conditions are not checked again at resolution', () => {
    const a = chain('{A墓:; B场:灵魂龙,蓝宝石龙} C1 A:狡猾的落穴→B:灵魂龙,B:蓝宝石龙 C2 B:二重旋风→C1');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(linkOf(a, 1).reason).toContain('处理时不再确认');
  });
});

describe('what a resolved link changes for the links below', () => {
  it('[CH-LINGER-NEGATE] a resolved lingering negation negates a lower link’s card on the field', () => {
    const a = chain('{回合:A A场:召唤师 阿莱斯特} C1 B:禁忌的圣枪→A:召唤师 阿莱斯特 C2 A:魔法偏转器');
    expect(summary(a)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(linkOf(a, 1).reason).toContain('发动本身不被无效');
  });
  it('[CH-RESOLVED-STAYS] what already resolved is not undone by a later negation', () => {
    const r = resolveText('{回合:A 阶段:主要1 A场:召唤师 阿莱斯特} C1 A:召唤魔术 C2 B:禁忌的圣枪→召唤师 阿莱斯特 C3 A:魔法偏转器 C4 B:宇宙旋风→C1');
    expect(r.links.map((l) => `${l.legal}:${l.outcome}`)).toEqual(['true:resolved', 'true:effect-negated', 'true:resolved', 'true:resolved']);
    expect(r.links[2]!.rules).toContain('CH-RESOLVED-STAYS');
    expect(r.after.cards['L1']?.zone).toBe('banished');
  });
  it('[CH-CONT-NEGATE] a continuous negation on the field negates matching activations when they resolve', () => {
    const a = chain('{回合:B A场:终结之阿努比斯 B墓:PSY骨架王·Ζ} C1 B:PSY骨架王·Ζ②');
    expect(summary(a)).toEqual(['C1:legal:effect-negated']);
    expect(linkOf(a, 1).reason).toContain('终结之阿努比斯');
    const b = chain('{B场:机怪神 超机怪虫神(已反转)} C1 A:不知火的隐者[解放自身]');
    expect(summary(b)).toEqual(['C1:legal:effect-negated']);
    // A negation limited to one attribute (吸入暗阴的魔镜: DARK) leaves others alone (吸入闪光的魔镜: LIGHT).
    expect(summary(chain('{回合:A 阶段:主要1 B场:吸入暗阴的魔镜 A场:蝗虫的军势} C1 A:蝗虫的军势'))).toEqual(['C1:legal:effect-negated']);
    expect(summary(chain('{回合:A 阶段:主要1 B场:吸入闪光的魔镜 A场:蝗虫的军势} C1 A:蝗虫的军势'))).toEqual(['C1:legal:resolved']);
  });
  it('[CH-UNAFFECTED] a card unaffected by other Spell/Trap effects is skipped by them', () => {
    const a = chain('{回合:A B场:灵魂龙,蓝宝石龙} C1 A:狡猾的落穴→B:灵魂龙,B:蓝宝石龙 C2 B:禁忌的圣枪→B:灵魂龙');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-UNAFFECTED');
    expect(namesOf(of(a.events, 'destroyed', 1))).toEqual(['蓝宝石龙']);
  });
  it('[CH-THEN] a 「之后」 step happens only after the step before it happened', () => {
    // Its only target made unaffected by the link above, it applies nothing (CH-TARGET-UNAFFECTED-LINGERING).
    const a = chain('{回合:B B场:灵魂龙} C1 A:破坏轮→B:灵魂龙 C2 B:禁忌的圣枪→B:灵魂龙');
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(of(a.events, 'destroyed', 1)).toEqual([]);
    expect(of(a.events, 'damage')).toEqual([]);
    const b = chain('{回合:B B场:灵魂龙} C1 A:破坏轮→B:灵魂龙');
    expect(of(b.events, 'damage', 1).length).toBeGreaterThan(0);
    expect(linkOf(b, 1).rules).toContain('CH-THEN');
  });
  it('[CH-TARGET-UNAFFECTED-LINGERING] a target a link above made unaffected by this effect (禁忌的圣枪, 魔法偏转器-like answers) is not acted on: the link applies nothing', () => {
    // Another card and another verb than the reference (旋风 on 阿匹卜之化神): 月之书 turning 黑魔术师 face-down.
    const a = chain('{回合:A 阶段:主要1 B场:黑魔术师} C1 A:月之书→B:黑魔术师 C2 B:禁忌的圣枪→B:黑魔术师');
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-TARGET-UNAFFECTED-LINGERING');
    expect(of(a.events, 'position-changed', 1)).toEqual([]);
    // With only one of two targets made unaffected, the other is still acted on (CH-UNAFFECTED).
    const b = chain('{回合:A B场:灵魂龙,蓝宝石龙} C1 A:狡猾的落穴→B:灵魂龙,B:蓝宝石龙 C2 B:禁忌的圣枪→B:灵魂龙');
    expect(linkOf(b, 1).rules).not.toContain('CH-TARGET-UNAFFECTED-LINGERING');
    expect(namesOf(of(b.events, 'destroyed', 1))).toEqual(['蓝宝石龙']);
  });
  it('[CH-ALL-AT-RESOLUTION] "all cards" are the cards there at resolution, including ones summoned by a higher link', () => {
    const a = chain('{回合:A A场:召唤师 阿莱斯特 B场:白色灵龙 B手:青眼白龙} C1 A:黑洞 C2 B:白色灵龙③');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(namesOf(of(a.events, 'special-summoned', 2))).toEqual(['青眼白龙']);
    expect(namesOf(of(a.events, 'destroyed', 1)).sort()).toEqual(['召唤师 阿莱斯特', '青眼白龙'].sort());
  });
  it('[CH-CHOOSE] a choice made at resolution that nobody stated is not invented', () => {
    const a = chain('{回合:A A场:妖神-不知火 B场:灵魂龙,蓝宝石龙} C1 A:妖神-不知火');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-CHOOSE');
    expect(namesOf(of(a.events, 'banished', 1))).toEqual(['妖神-不知火']);
    expect(of(a.events, 'destroyed')).toEqual([]);
  });
  it('[CH-NO-TRIGGER-MID-CHAIN] a monster summoned mid-chain does not start a link; its trigger waits for the chain end', () => {
    const a = chain('{回合:A A场:妖神-不知火 B场:青眼精灵龙 B额外:苍眼银龙} C1 A:妖神-不知火 C2 B:青眼精灵龙③');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(linkOf(a, 2).rules).toContain('CH-NO-TRIGGER-MID-CHAIN');
    expect(a.links).toHaveLength(2);
  });
});

describe('the chain end, LP, hand, attack, events', () => {
  it('[CH-CHAIN-END-ST] resolved Normal Spells/Traps go to the GY by rule; a continuous Trap stays', () => {
    const r = resolveText('{回合:A A场:强制接收(盖)} C1 A:黑洞 C2 A:强制接收');
    expect(r.links.map((l) => `${l.legal}:${l.outcome}`)).toEqual(['true:resolved', 'true:resolved']);
    const byRule = r.events.filter((e) => e.cause === 'rule');
    expect(byRule.flatMap((e) => e.cards)).toEqual(['L1']);
    expect(r.after.cards['L2']?.zone).toBe('spell');
    expect(r.after.cards['L2']?.faceUp).toBe(true);
  });
  it('[CH-CHAIN-END-ST] an Equip Spell that could not equip (target turned face-down) does nothing and goes to the GY', () => {
    const a = chain('{回合:A B场:灵魂龙} C1 A:强夺→B:灵魂龙 C2 B:月之书→B:灵魂龙');
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(of(a.events, 'equipped')).toEqual([]);
    expect(namesOf(a.events.filter((e) => e.cause === 'rule')).sort()).toEqual(['强夺', '月之书'].sort());
    const b = chain('{回合:A B场:灵魂龙} C1 A:强夺→B:灵魂龙');
    expect(summary(b)).toEqual(['C1:legal:resolved']);
    expect(namesOf(of(b.events, 'equipped', 1))).toEqual(['强夺', '灵魂龙']);
    expect(b.events.filter((e) => e.cause === 'rule')).toEqual([]);
  });
  it('[CH-LP] damage and LP changes are applied and recorded with their link', () => {
    const r = resolveText('{回合:B A基本分:8000 B基本分:8000 B场:灵魂龙} C1 A:破坏轮→B:灵魂龙');
    expect(r.links.map((l) => `${l.legal}:${l.outcome}`)).toEqual(['true:resolved']);
    const damage = r.events.filter((e) => e.type === 'damage');
    expect(damage.length).toBeGreaterThan(0);
    for (const d of damage) {
      expect(d.link).toBe(1);
      expect(d.amount).toBeGreaterThan(0);
      expect(r.after.lp[d.player!]).toBe(8000 - d.amount!);
    }
  });
  it('[CH-HAND-COUNT] cards added to the hand change the hand size that conditions read', () => {
    const r = resolveText('{A手卡数:0 A场:永火恶魔,永火恶魔} C1 A:永火恶魔 C2 A:永火恶魔');
    expect(r.links.map((l) => `${l.legal}:${l.outcome}`)).toEqual(['true:no-effect', 'true:resolved']);
    expect(r.before.handSize.A).toBe(0);
    expect(r.after.handSize.A).toBe(1);
  });
  it('[CH-ATTACKER-DEFENSE] an attacker changed to defence is no longer the attacking monster; the attack stops at the chain end', () => {
    const a = chain('{回合:A 阶段:战斗阶段 攻击:A:蓝宝石龙→B:灵魂龙} C1 B:炸裂装甲→蓝宝石龙 C2 A:重力解除', 'en');
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(linkOf(a, 1).reason).toContain('no longer counts as the attacking monster');
    expect(a.window.notes.join()).toContain('the attack stops');
  });
  it('[CH-EVENTS] every event carries the link that caused it; costs at activation, rule moves at the end', () => {
    const r = resolveText('{B基本分:8000} C1 A:黑洞 C2 B:我身作盾 C3 A:神之宣告');
    expect(r.links.map((l) => `${l.legal}:${l.outcome}`)).toEqual(['true:resolved', 'true:activation-negated', 'true:resolved']);
    for (const e of r.events) {
      if (e.cause === 'rule') expect(e.link).toBeNull();
      else expect(e.link).not.toBeNull();
    }
    const costs = r.events.filter((e) => e.atActivation);
    expect(costs.every((e) => e.cause === 'cost')).toBe(true);
    const steps = r.events.map((e) => e.step);
    expect(steps).toEqual([...steps].sort((x, y) => x - y));
  });
});

describe('notes on links', () => {
  it('[CH-NOTE] [无效C1] / [效果无效C1]: a fact the data lacks, used and said in assumptions', () => {
    const a = chain('C1 A:黑洞 C2 B:旋风[无效C1]');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(a.assumptions.join()).toContain('注记');
    const b = chain('C1 A:黑洞 C2 B:旋风[效果无效C1]');
    expect(summary(b)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    const c = chain('C1 A:黑洞 C2 B:旋风[不处理]');
    expect(summary(c)).toEqual(['C1:legal:resolved', 'C2:legal:no-effect']);
  });
  it('[CH-NOTE-UNKNOWN] a note the engine does not understand is kept as a remark and reported', () => {
    const a = chain('C1 A:黑洞[对手很慌]');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.warnings.join()).toContain('对手很慌');
  });
  it('[CH-NOTE-UNKNOWN] a note on an action it does not read (a summon, an attack declaration) is reported too, in either language — not dropped', () => {
    const summon = chain('{回合:A 阶段:主要1 A手:三眼怪} 召唤 三眼怪 [对手很慌]');
    expect(summon.warnings.filter((w) => w.includes('对手很慌'))).toHaveLength(1);
    const attack = chain('{回合:A 阶段:战斗步骤 A场:青眼白龙 B场:三眼怪} 攻击宣言 青眼白龙 → 三眼怪 [opponent looks nervous]', 'en');
    expect(attack.warnings.some((w) => w.includes('"opponent looks nervous"') && w.includes('not one the engine understands'))).toBe(true);
  });
  it('[CH-NOTE-UNKNOWN] the other side: the notes an action reads — (无效), a Special Summon\'s (守) — give no such warning', () => {
    expect(chain('{回合:A 阶段:主要1 A墓:青眼白龙} 特殊召唤 青眼白龙 (效果) [守]').warnings.some((w) => w.includes('看不懂'))).toBe(false);
    expect(chain('{回合:A 阶段:主要1 A手:三眼怪} 召唤 三眼怪 [无效]').warnings.some((w) => w.includes('看不懂'))).toBe(false);
  });
});
