// Rules of chain building (test/RULES.md, "Chain resolution"): spell speed, answers to the link
// directly below, activation requirements and the situation's states. Each test asserts every
// link's legality and outcome (summary) and the words a user reads.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';
import { chain, judgeWith, linkOf, summary } from './build.js';
import { card } from '../../src/cards/curated/dsl.js';

describe('spell speed 咒文速度', () => {
  it('[CH-SPEED-KIND] speed from card type and effect kind: spell 1, quick-play 2, trap 2, counter 3, monster ignition 1, quick 2', () => {
    const a = chain('{B场:魔法偏转器(盖)} C1 A:黑洞 C2 B:魔法偏转器 C3 A:神之宣告');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:activation-negated@3', 'C3:legal:resolved']);
    expect(a.links.map((l) => l.speed)).toEqual([1, 2, 3]);
    const b = chain('C1 A:不知火的隐者[解放自身] C2 B:灰流丽');
    expect(summary(b)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(b.links.map((l) => l.speed)).toEqual([1, 2]);
    expect(chain('C1 A:旋风').links[0]!.speed).toBe(2);
  });
  it('[CH-SPEED-1] a speed-1 effect cannot chain: a second 黑洞, an ignition effect', () => {
    const a = chain('C1 A:黑洞 C2 B:黑洞');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).illegalReason).toContain('咒文速度1');
    const b = chain('{回合:A} C1 B:旋风 C2 A:不知火的隐者[解放自身]');
    expect(summary(b)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(b, 2).rules).toContain('CH-SPEED-1');
  });
  it('[CH-SPEED-LOWER] speed 2 cannot chain to speed 3: only a counter trap answers a counter trap', () => {
    const a = chain('C1 A:黑洞 C2 B:神之宣告 C3 A:旋风');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved', 'C3:illegal:illegal']);
    expect(linkOf(a, 3).illegalReason).toContain('只有反击陷阱');
    const en = chain('C1 A:黑洞 C2 B:神之宣告 C3 A:旋风', 'en');
    expect(linkOf(en, 3).illegalReason).toContain('only a Counter Trap');
  });
  it('[CH-SPEED-3] a counter trap chains to speed 1, 2 and 3', () => {
    const a = chain('C1 A:黑洞 C2 B:我身作盾 C3 A:神之宣告 C4 B:神之宣告');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved', 'C3:legal:activation-negated@4', 'C4:legal:resolved']);
    expect(linkOf(a, 4).rules).toContain('CH-SPEED-3');
  });
  it('[CH-SEGOC-STACK] speed-1 triggers stacked only on triggers are read as simultaneous triggers; on a quick effect they are illegal', () => {
    const a = chain('{A手卡数:0 A场:永火恶魔,永火恶魔} C1 A:永火恶魔 C2 A:永火恶魔');
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(linkOf(a, 2).rules).toContain('CH-SEGOC-STACK');
    expect(a.assumptions.join()).toContain('同时诱发');
    const b = chain('{A手卡数:0 A场:永火恶魔} C1 B:旋风 C2 A:永火恶魔');
    expect(summary(b)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
  });
  it('[CH-SKIP-ILLEGAL] an illegal link never happened: the next link is judged against the legal link below it', () => {
    const a = chain('C1 A:黑洞 C2 B:黑洞 C3 B:我身作盾');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@3', 'C2:illegal:illegal', 'C3:legal:resolved']);
    expect(linkOf(a, 3).rules).toContain('CH-SKIP-ILLEGAL');
    expect(a.resolutionOrder).toEqual([3, 1]);
  });
});

describe('answers to an activation 「…发动时」', () => {
  it('[CH-RESPONDS-DIRECT] the activation answered must be the link directly below, never one further down', () => {
    const a = chain('C1 A:黑洞 C2 B:旋风 C3 B:我身作盾');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved', 'C3:illegal:illegal']);
    expect(linkOf(a, 3).illegalReason).toContain('不能越过');
    const ok = chain('C1 A:黑洞 C2 B:我身作盾');
    expect(summary(ok)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });
  it('[CH-RESPONDS-C1] a "when … is activated" effect cannot be Chain Link 1', () => {
    const a = chain('C1 B:天罚');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).illegalReason).toContain('不能作为连锁1');
  });
  it('[CH-RESPONDS-C1] an effect that negates an activation or a summon (神之宣告), written after a link that could not be activated and with no summon stated, has nothing to answer; with a summon stated it answers the summon', () => {
    const a = chain('{回合:A A墓:} C1 A:死者苏生→A:黑魔术师 C2 B:神之宣告');
    expect(summary(a)).toEqual(['C1:illegal:illegal', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).illegalReason).toContain('不能作为连锁1');
    const b = chain('{回合:A} 召唤 A:黑魔术师 C1 B:神之宣告');
    expect(summary(b)).toEqual(['C1:legal:resolved']);
    expect(linkOf(b, 1).rules).toContain('CH-SUMMON-NEGATION');
  });
  it('[CH-RESPONDS-MATCH] who activated and what kind: 天罚 answers monster effects only, 我身作盾 the opponent only', () => {
    const a = chain('C1 A:黑洞 C2 B:天罚');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).illegalReason).toContain('魔法卡');
    const b = chain('C1 A:黑洞 C2 A:我身作盾');
    expect(summary(b)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(b, 2).illegalReason).toContain('对方');
  });
  it('[CH-RESPONDS-ANY-OF] 「怪兽的效果·魔法·陷阱卡发动时」: a monster effect or a Spell/Trap card activation, not a face-up Trap’s effect', () => {
    expect(summary(chain('C1 A:黑洞 C2 B:召唤兽 梅尔卡巴'))).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(summary(chain('C1 A:不知火的隐者[解放自身] C2 B:召唤兽 梅尔卡巴'))).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    const a = chain('{A场:强制接收} C1 A:强制接收 C2 B:召唤兽 梅尔卡巴');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).illegalReason).toContain('不是卡的发动');
  });
  it('[CH-RESPONDS-WOULD-DESTROY] 我身作盾 needs an activation that would destroy monsters on the field', () => {
    const a = chain('{B场:魔法偏转器(盖)} C1 A:旋风→B:魔法偏转器 C2 B:我身作盾');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).illegalReason).toContain('破坏场上怪兽');
    const b = chain('{回合:B B场:灵魂龙} C1 A:破坏轮→B:灵魂龙 C2 B:我身作盾', 'en');
    expect(summary(b)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });
  it('[CH-RESPONDS-TARGETS-EXACTLY] 王家的诅咒 answers a S/T card activation targeting exactly 1 S/T to destroy it', () => {
    const a = chain('{B场:魔法偏转器(盖)} C1 A:旋风→B:魔法偏转器 C2 B:王家的诅咒');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    const b = chain('C1 A:大风暴 C2 B:王家的诅咒');
    expect(summary(b)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(b, 2).illegalReason).toContain('不取对象');
  });
  it('[CH-RESPONDS-FROM] 青眼精灵龙② answers an effect activated in the GY', () => {
    const a = chain('{回合:B B墓:PSY骨架王·Ζ} C1 B:PSY骨架王·Ζ② C2 A:青眼精灵龙②');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    const b = chain('C1 A:不知火的隐者[解放自身] C2 B:青眼精灵龙②');
    expect(summary(b)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(b, 2).rules).toContain('CH-RESPONDS-FROM');
  });
  it('[CH-RESPONDS-TARGETS] 青色眼睛的少女 answers only an effect that targets it', () => {
    const a = chain('{回合:A A场:青色眼睛的少女} C1 B:破坏轮→A:青色眼睛的少女 C2 A:青色眼睛的少女');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    const b = chain('{回合:A A场:青色眼睛的少女,召唤兽 普尔加托里奥} C1 B:破坏轮→A:召唤兽 普尔加托里奥 C2 A:青色眼睛的少女');
    expect(summary(b)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(b, 2).rules).toContain('CH-RESPONDS-TARGETS');
    // Without a situation: the card C1 targets by name and the card of C2 are one card.
    const c = chain('{回合:A} C1 B:破坏轮→A:青色眼睛的少女 C2 A:青色眼睛的少女');
    expect(summary(c)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });
  it('[CH-TEXT-CHANGE] an illegal answer that depends on a changed text says so, and why older rulings differ', () => {
    const a = chain('C1 A:黑洞 C2 B:我身作盾 C3 A:王家的诅咒');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved', 'C3:illegal:illegal']);
    expect(linkOf(a, 3).illegalReason).toContain('文本变更');
    expect(linkOf(a, 3).illegalReason).toContain('旧文本');
    expect(linkOf(a, 3).rules).toContain('CH-TEXT-CHANGE');
  });
  it('[CH-NOT-ACTIVATED] a continuous effect is never a chain link', () => {
    const a = chain('C1 A:幻影英雄 三一人');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).illegalReason).toContain('不进入连锁');
  });
  it('[CH-SAME-POSITION] 「之后这张卡变成守备表示」 of a monster already in Defense Position changes nothing: the summon before it is the last thing (no missed timing); in Attack Position it changes and the summoned monster misses its timing', () => {
    const summoner = card({ id: 990050, name: '测试召唤变守', type: 'monster effect', level: 4, atk: 1000, def: 0, effects: [{ kind: 'ignition', does: [{ do: 'special-summon', from: 'hand', what: { filter: { kind: 'monster', place: 'hand' }, scope: 'choose', count: 1 } }, { do: 'change-position', what: 'self', position: 'defense', then: true }] }] });
    const when = card({ id: 990051, name: '测试特召时', type: 'monster effect', level: 4, atk: 1000, def: 1000, effects: [{ kind: 'trigger', timing: 'when', mandatory: false, trigger: { event: 'special-summoned' }, does: [{ do: 'draw', count: 1 }] }] });
    const inDef = judgeWith('{回合:A 阶段:主要1 A场:测试召唤变守(守) A手:测试特召时} C1 A:测试召唤变守[特殊召唤 测试特召时]', [summoner, when]);
    expect(linkOf(inDef, 1).rules).toContain('CH-SAME-POSITION');
    expect(inDef.window.triggers.map((t) => t.card.name)).toEqual(['测试特召时']);
    const inAtk = judgeWith('{回合:A 阶段:主要1 A场:测试召唤变守 A手:测试特召时} C1 A:测试召唤变守[特殊召唤 测试特召时]', [summoner, when]);
    expect(inAtk.window.missedTiming.map((m) => m.card.name)).toEqual(['测试特召时']);
  });

  it('[CH-SUMMON-BY-EFFECT] a special summon made by an effect as it resolves cannot be negated (神之宣告 illegal); one that is not written as by an effect can', () => {
    const byEffect = chain('{回合:A 阶段:主要1 A手:青眼白龙} 特殊召唤 青眼白龙 (效果) C1 B:神之宣告');
    expect(summary(byEffect)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(byEffect, 1).rules).toContain('CH-SUMMON-BY-EFFECT');
    expect(summary(chain('{回合:A 阶段:主要1 A手:青眼白龙} 特殊召唤 青眼白龙 C1 B:神之宣告'))).toEqual(['C1:legal:resolved']);
  });

  it('[CH-SUMMON-NEGATION] a summon negation answers a summon, not a chain link', () => {
    const a = chain('C1 B:升天之黑角笛');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.assumptions.join()).toContain('召唤');
    const b = chain('C1 A:黑洞 C2 B:升天之黑角笛');
    expect(summary(b)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(b, 2).illegalReason).toContain('召唤');
  });
  it('[CH-SUMMON-NEGATION] the summon stated must be one it answers: its kind (a Tribute Summon is a Normal Summon) and whose it is', () => {
    // 升天之黑角笛 answers only an opponent's Special Summon.
    const tribute = chain('{回合:A 阶段:主要1 A场:三眼怪 B场:升天之黑角笛(盖)} 上级召唤 A:邪帝 盖乌斯 解放 A:三眼怪 C1 B:升天之黑角笛');
    expect(summary(tribute)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(tribute, 1).illegalReason).toContain('上级召唤也是通常召唤');
    const flip = chain('{回合:A 阶段:主要1 A场:三眼怪(盖) B场:升天之黑角笛(盖)} 反转召唤 A:三眼怪 C1 B:升天之黑角笛');
    expect(summary(flip)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(flip, 1).illegalReason).toContain('反转召唤');
    const own = chain('{回合:A 阶段:主要1 A手:青眼白龙 A场:升天之黑角笛(盖)} 特殊召唤 A:青眼白龙 C1 A:升天之黑角笛');
    expect(summary(own)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(own, 1).illegalReason).toContain('只能回应对方的召唤');
    // The other side: the summons each card does answer.
    expect(summary(chain('{回合:A 阶段:主要1 A手:青眼白龙 B场:升天之黑角笛(盖)} 特殊召唤 A:青眼白龙 C1 B:升天之黑角笛'))).toEqual(['C1:legal:resolved']);
    expect(summary(chain('{回合:A 阶段:主要1 A场:三眼怪 B场:神之宣告(盖)} 上级召唤 A:邪帝 盖乌斯 解放 A:三眼怪 C1 B:神之宣告'))).toEqual(['C1:legal:resolved']);
    expect(summary(chain('{回合:A 阶段:主要1 A场:三眼怪(盖) B场:神之警告(盖)} 反转召唤 A:三眼怪 C1 B:神之警告'))).toEqual(['C1:legal:resolved']);
    const en = chain('{回合:A 阶段:主要1 A场:三眼怪 B场:升天之黑角笛(盖)} 上级召唤 A:邪帝 盖乌斯 解放 A:三眼怪 C1 B:升天之黑角笛', 'en');
    expect(linkOf(en, 1).illegalReason).toContain('a Tribute Summon is a Normal Summon');
  });
  it('[CH-CANNOT-BE-CHAINED] a card whose text forbids an answer: no monster effect answers 冥王结界波', () => {
    const a = chain('{回合:A 阶段:主要1} C1 A:冥王结界波 C2 B:效果遮蒙者→A:召唤兽 普尔加托里奥');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).rules).toContain('CH-CANNOT-BE-CHAINED');
    const b = chain('{回合:A 阶段:主要1} C1 A:冥王结界波 C2 B:神之宣告');
    expect(summary(b)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });
});

describe('activation requirements 发动条件 and the situation', () => {
  it('[CH-COND] an activation requirement the situation shows unmet makes the link illegal', () => {
    const a = chain('{回合:B B场:} C1 A:白色灵龙③');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).illegalReason).toContain('发动条件');
    expect(summary(chain('{回合:B B场:灵魂龙} C1 A:白色灵龙③'))).toEqual(['C1:legal:resolved']);
    // A phase requirement read against the situation's phase (效果遮蒙者: the opponent's Main Phase).
    const c = chain('{回合:B 阶段:战斗阶段 B场:召唤兽 普尔加托里奥} C1 B:旋风 C2 A:效果遮蒙者→B:召唤兽 普尔加托里奥');
    expect(summary(c)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(c, 2).illegalReason).toContain('主要阶段1');
    const d = chain('{回合:B 阶段:主要1 B场:召唤兽 普尔加托里奥} C1 B:旋风 C2 A:效果遮蒙者→B:召唤兽 普尔加托里奥');
    expect(summary(d)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });
  it('[CH-COND-UNKNOWN] a requirement the situation does not tell is assumed met, and said', () => {
    const a = chain('{回合:B} C1 A:白色灵龙③');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.assumptions.join()).toContain('假定满足');
  });
  it('[CH-TRAP-SET-TURN] a Trap cannot be activated the turn it was Set', () => {
    const a = chain('{回合:A A场:魔法偏转器(盖,本回合盖放)} C1 A:魔法偏转器');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).illegalReason).toContain('盖放的回合不能发动');
    expect(summary(chain('{回合:A A场:魔法偏转器(盖)} C1 A:魔法偏转器'))).toEqual(['C1:legal:resolved']);
  });
  it('[CH-QP-SET-TURN] a Set Quick-Play Spell cannot be activated the turn it was Set', () => {
    const a = chain('{回合:A A场:旋风(盖,本回合盖放)} C1 B:旋风 C2 A:旋风');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).rules).toContain('CH-QP-SET-TURN');
  });
  it('[CH-TRAP-HAND] a Trap in the hand cannot be activated', () => {
    const a = chain('{A手:魔法偏转器} C1 A:魔法偏转器');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).illegalReason).toContain('不能从手卡发动');
  });
  it('[CH-QP-HAND-OPP] a Quick-Play Spell from the hand only in its controller’s own turn', () => {
    const a = chain('{回合:B A手:旋风} C1 B:黑洞 C2 A:旋风');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(summary(chain('{回合:A A手:旋风} C1 B:旋风 C2 A:旋风'))).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });
  it('[CH-SPELL1-OWN-MAIN] a speed-1 Spell only in its controller’s own Main Phase', () => {
    expect(summary(chain('{回合:B} C1 A:黑洞'))).toEqual(['C1:illegal:illegal']);
    const b = chain('{回合:A 阶段:战斗阶段} C1 A:黑洞');
    expect(summary(b)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(b, 1).illegalReason).toContain('主要阶段');
    expect(summary(chain('{回合:A 阶段:主要2} C1 A:黑洞'))).toEqual(['C1:legal:resolved']);
  });
  it('[CH-IGNITION-OWN-MAIN] an ignition effect only in its controller’s own Main Phase', () => {
    const a = chain('{回合:B} C1 A:不知火的隐者[解放自身]');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).illegalReason).toContain('起动效果');
  });
  it('[CH-OPT-USED] a once-per-turn effect already used this turn', () => {
    const a = chain('{回合:A A场:不知火的隐者(已用)} C1 A:不知火的隐者[解放自身]');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).illegalReason).toContain('1回合只能使用1次');
  });
  it('[CH-OPT-CHAIN] a once-per-turn effect used earlier in the same chain: by name (hard) or by the same card (soft)', () => {
    const a = chain('{回合:B B场:灵魂龙,蓝宝石龙} C1 A:破坏轮→B:灵魂龙 C2 A:破坏轮→B:蓝宝石龙');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).illegalReason).toContain('这个卡名');
    // The other player's copy is not limited by it.
    const b = chain('{回合:A B场:灵魂龙 A场:召唤兽 普尔加托里奥} C1 B:破坏轮→A:召唤兽 普尔加托里奥 C2 A:我身作盾');
    expect(summary(b)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
  });
  it('[CH-COST-LP] an LP cost larger than the LP cannot be paid', () => {
    const a = chain('{B基本分:1000} C1 A:黑洞 C2 B:我身作盾');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).illegalReason).toContain('1500');
  });
  it('[CH-COST-LP-NOTE] an LP cost written as a note ([支付 N]) larger than the LP makes the activation illegal; equal to the LP it is paid', () => {
    const a = chain('{B基本分:500} C1 A:黑洞 C2 B:旋风[支付 1000]');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).illegalReason).toContain('1000');
    expect(linkOf(a, 2).illegalReason).toContain('500');
    // Equal to the LP it is paid (legal) — and B, at 0, loses at once: nothing of the chain resolves (CH-LP-ZERO).
    const b = chain('{B基本分:1000} C1 A:黑洞 C2 B:旋风[支付 1000]');
    expect(summary(b)).toEqual(['C1:legal:no-effect', 'C2:legal:no-effect']);
    expect(linkOf(b, 2).rules).toContain('CH-LP-ZERO');
    expect(summary(chain('{B基本分:1001} C1 A:黑洞 C2 B:旋风[支付 1000]'))).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    // Two costs of one player in one chain: the second is judged against what the first left.
    const c = chain('{B基本分:2000} C1 A:黑洞 C2 B:旋风[支付 1500] C3 B:旋风[支付 1000]');
    expect(summary(c)).toEqual(['C1:legal:resolved', 'C2:legal:resolved', 'C3:illegal:illegal']);
  });
  it('[CH-COST-HAND] a discard cost needs cards in hand', () => {
    const a = chain('{B手卡数:0} C1 A:嵌合狂暴龙 C2 B:天罚');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).illegalReason).toContain('手卡不够');
  });
  it('[CH-COST-SELF] a tribute cost needs the monster: none on a known field, or the card not in the Monster Zone', () => {
    const a = chain('{回合:A A场只有:弩弓部队(盖); B场:灵魂龙} C1 A:弩弓部队→B:灵魂龙');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).illegalReason).toContain('解放');
    const b = chain('{回合:A A手:不知火的隐者} C1 A:不知火的隐者[解放自身]');
    expect(summary(b)).toEqual(['C1:illegal:illegal']);
    // The monster the user named does not fit: the message says what the cost asks for (Attribute, ATK).
    const c = chain('{回合:A A场:青眼白龙,死之卡组破坏病毒(盖)} C1 A:死之卡组破坏病毒[cost:解放 青眼白龙]');
    expect(summary(c)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(c, 1).illegalReason).toContain('攻击力1000以下的暗属性怪兽');
  });
  it('[CH-TARGET-QUALIFY] a target that does not fit the effect, or left as a cost, makes it illegal', () => {
    const a = chain('{B场:灵魂龙} C1 A:旋风→B:灵魂龙');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).illegalReason).toContain('不是这个效果能选的对象');
    // An attack the situation leaves out is assumed from a target that must be the attacker.
    const b = chain('连锁1 炸裂装甲→蓝宝石龙 连锁2 重力解除#1');
    expect(summary(b)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(b.assumptions.join()).toContain('正在攻击');
  });
  it('[CH-TARGET-COUNT] more targets than the effect takes', () => {
    const a = chain('{B场:魔法偏转器(盖),我身作盾(盖)} C1 A:旋风→B:魔法偏转器,B:我身作盾');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-TARGET-COUNT');
  });
  it('[CMP-TARGET-KINDS] 「以…同盟怪兽3种类为对象」 takes three targets; 「…最多3种类为对象」 up to three', () => {
    const monster = { kind: 'monster', subtypes: ['effect', 'fusion'], bits: 0x41 } as CardType;
    const three = compileEffects('②：对方回合把这张卡解放，以除外的自己的机械族·光属性的同盟怪兽3种类为对象才能发动。那些怪兽特殊召唤。', monster)[0]!;
    expect(three.targets).toMatchObject({ count: 3 });
    expect(three.targets?.upTo).toBeUndefined();
    const upTo = compileEffects('①：这张卡超量召唤成功时，以自己墓地的「圣剑」装备魔法卡最多3种类为对象才能发动。作为对象的卡给这张卡装备。', monster)[0]!;
    expect(upTo.targets).toMatchObject({ count: 3, upTo: true });
  });
  it('[CH-FACE-DOWN-MONSTER] a face-down monster cannot activate its effects', () => {
    const a = chain('{回合:A A场:不知火的隐者(盖)} C1 A:不知火的隐者[解放自身]');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).illegalReason).toContain('里侧表示');
  });
  it('[CH-FROM-ZONE] an effect activated from a place its card is not in', () => {
    const a = chain('{回合:B B场:PSY骨架王·Ζ} C1 B:PSY骨架王·Ζ②');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).illegalReason).toContain('墓地');
  });
  it('[CH-UNKNOWN] a card with no known behaviour still gets order, with legal null and an honest assumption', () => {
    const mystery = card({ id: 99999901, name: '测试未知卡', type: 'monster effect', effects: [] });
    mystery.source = 'unknown';
    const a = judgeWith('C1 A:黑洞 C2 B:测试未知卡', [mystery]);
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:?:null']);
    expect(a.resolutionOrder).toEqual([2, 1]);
    expect(a.assumptions.join()).toContain('效果内容未知');
  });
});

describe('where a link is activated 发动的场所', () => {
  it('[CH-PLACE-COST] where an effect is activated is where its card was before the cost moved it', () => {
    const a = chain('{回合:B B场:机怪神 超机怪虫神(已反转)} C1 A:圣灵兽骑 雷鹰②');
    expect(summary(a)).toEqual(['C1:legal:effect-negated']);
    expect(linkOf(a, 1).rules).toContain('CH-PLACE-COST');
    const cost = a.events.find((e) => e.cause === 'cost');
    expect(cost?.type).toBe('returned-to-deck');
    expect(a.events.indexOf(cost!)).toBeLessThan(a.events.findIndex((e) => e.type === 'activated'));
  });
  it('[CH-PLACE-DEFAULT] a card whose place is not given: from its effect, and said', () => {
    const a = chain('C1 A:黑洞 C2 B:我身作盾');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(a.assumptions.join()).toContain('假定从手卡发动');
    expect(a.assumptions.join()).toContain('假定是之前（不是这个回合）盖放的');
  });
  it('[CH-PLACE-DEFAULT] a trigger on its own card moving (三眼怪: sent from the field to the GY) is placed where the move took it', () => {
    // 天罚 negates 三眼怪's activation in the GY; "destroy it" finds no card on the field to destroy.
    const a = chain('{回合:A} C1 A:三眼怪 C2 B:天罚');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(a.events.filter((e) => e.type === 'destroyed')).toEqual([]);
    expect(a.assumptions.join()).toContain('假定在墓地发动');
  });
  it('[CH-ATTACK-WINDOW] a 「攻击宣言时」 card needs an attack declaration of the kind its text names', () => {
    // Outside the Battle Step: 神圣防护罩 cannot be chained to a 宇宙旋风 in Main Phase 1.
    const a = chain('{回合:A 阶段:主要1} C1 A:宇宙旋风 C2 B:神圣防护罩 -反射镜力-');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).rules).toContain('CH-ATTACK-WINDOW');
    expect(linkOf(a, 2).illegalReason).toContain('战斗步骤');
    // Its own monster's attack does not open it.
    const b = chain('{回合:A 阶段:战斗步骤 攻击:A:蓝宝石龙→B:三眼怪} C1 A:神圣防护罩 -反射镜力-');
    expect(summary(b)).toEqual(['C1:illegal:illegal']);
    // In the attack's window it may be chained as a later link too (神圣防护罩 destroys the attacker first, so 次元幽闭 finds its target gone); with no attack given, one is assumed and said.
    const c = chain('{回合:A 阶段:战斗步骤 攻击:A:蓝宝石龙→B:三眼怪} C1 B:次元幽闭→蓝宝石龙 C2 B:神圣防护罩 -反射镜力-');
    expect(summary(c)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    const d = chain('C1 B:神圣防护罩 -反射镜力-');
    expect(summary(d)).toEqual(['C1:legal:resolved']);
    expect(d.assumptions.join()).toContain('假定刚刚有符合条件的攻击宣言');
  });
  it('[CH-ST-ON-CHAIN] a Spell/Trap card activation puts the card face-up on the field; a Set one is flipped', () => {
    const a = chain('{回合:A A手:黑洞 B场:魔法偏转器(盖)} C1 A:黑洞 C2 B:魔法偏转器');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-ST-ON-CHAIN');
    expect(linkOf(a, 2).rules).toContain('CH-ST-ON-CHAIN');
  });
  it('[CH-COST-NOT-EFFECT] costs are paid at activation and stay paid when the activation is negated', () => {
    const a = chain('{B基本分:8000} C1 A:黑洞 C2 B:我身作盾 C3 A:神之宣告');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:activation-negated@3', 'C3:legal:resolved']);
    const paid = a.events.filter((e) => e.type === 'lp-paid');
    expect(paid.map((e) => [e.link, e.player, e.cause])).toEqual([
      [2, 'B', 'cost'],
      [3, 'A', 'cost'],
    ]);
    expect(linkOf(a, 2).reason).toContain('代价不会返还');
  });
});
