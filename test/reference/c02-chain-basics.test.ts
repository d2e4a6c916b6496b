// Rules reference, docs/c02: chain basics (连锁基础) — building a chain, resolving it backwards, what
// may not be inserted while it resolves, 「…发动时」 effects answering only the link right below.
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, eventCards, haveCards, links, missed, referenceJudge, triggerNames } from './judge.js';

const CHAPTER = 'docs/c02/连锁基础.rst';

const KAIJU_CHAIN = '{回合:A 阶段:主要1 A场:黑魔术师 B场:青眼白龙} C1 A:遭受妨碍的坏兽安眠 C2 B:增殖的G C3 A:灰流丽 C4 B:神之通告';

describe.skipIf(!haveCards)(CHAPTER, () => {
  beforeAll(() => void referenceJudge());

  it('[ref docs/c02/连锁基础.rst:26] 坏兽安眠 / 增殖的G / 灰流丽 / 神之通告: the chain resolves backwards, 神之通告 negates 灰流丽, 增殖的G and 坏兽安眠 resolve', () => {
    const a = ask(KAIJU_CHAIN);
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved', 'C3:legal:activation-negated@4', 'C4:legal:resolved']);
    expect(a.resolutionOrder).toEqual([4, 3, 2, 1]);
  });
  it('[ref docs/c02/连锁基础.rst:64] 禁忌的圣枪 (spell speed 2) cannot be chained to 神之通告 (spell speed 3)', () => {
    const a = ask(`${KAIJU_CHAIN} C5 A:禁忌的圣枪`);
    expect(links(a)[4]).toBe('C5:illegal:illegal');
    expect(a.links[4]!.rules).toContain('CH-SPEED-LOWER');
  });
  it('[ref docs/c02/连锁基础.rst:66] A\'s own 神之通告 cannot be C5: C4 is a Trap and 神之通告 answers only monster effects and summons', () => {
    const a = ask(`${KAIJU_CHAIN} C5 A:神之通告`);
    expect(links(a)[4]).toBe('C5:illegal:illegal');
  });
  it('[ref docs/c02/连锁基础.rst:74] 黑洞 chained by 禁忌的圣枪: 星光大道 can no longer be chained (圣枪 destroys nothing); 黑洞 destroys every monster but the one 圣枪 protects', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师,青眼白龙 B场:黑魔术师} C1 A:黑洞 C2 B:禁忌的圣枪 → B:黑魔术师 C3 A:星光大道');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved', 'C3:illegal:illegal']);
    expect(a.links[2]!.rules).toContain('CH-RESPONDS-DIRECT');
    expect(eventCards(a, 'destroyed', 1).sort()).toEqual(['青眼白龙', '黑魔术师']);
  });
  it('[ref docs/c02/连锁基础.rst:81] 黑洞 chained by 青眼精灵龙 ③ summoning 苍眼银龙: 苍眼银龙 cannot activate mid-chain, 黑洞 destroys it, and it cannot activate later', () => {
    const a = ask('{回合:A 阶段:主要1 B场:青眼精灵龙} C1 A:黑洞 C2 B:青眼精灵龙③ [特殊召唤 苍眼银龙]');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(eventCards(a, 'special-summoned', 2)).toEqual(['苍眼银龙']);
    expect(eventCards(a, 'destroyed', 1)).toContain('苍眼银龙');
    expect(triggerNames(a)).not.toContain('苍眼银龙');
  });
  it('[ref docs/c02/连锁基础.rst:90] 十二兽的会局 / 与神之假身的接触 / 增殖的G: as C2 summons 神影依·米德拉什, the already applied 增殖的G makes A draw 1 at once with no chain link; C1 still summons A\'s 十二兽 (A\'s first Special Summon of the turn) (CH-LINGER-PER-EVENT)', () => {
    const a = ask('{回合:A 阶段:主要1 A场:十二兽的会局,三眼怪 A手:增殖的G B场:与神之假身的接触(盖) B手:影依猎鹰,影依蜥蜴 A卡组:十二兽 蛇笞 B额外:神影依·米德拉什} C1 A:十二兽的会局①→三眼怪 C2 B:与神之假身的接触[特殊召唤 神影依·米德拉什] C3 A:增殖的G');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved', 'C3:legal:resolved']);
    expect(eventCards(a, 'special-summoned', 2)).toEqual(['神影依·米德拉什']);
    expect(eventCards(a, 'special-summoned', 1)).toEqual(['十二兽 蛇笞']);
    expect(a.events.filter((e) => e.type === 'drawn').map((e) => `${e.player}:${e.amount}`)).toEqual(['A:1']);
  });
  it('[ref docs/c02/连锁基础.rst:100] 影灵衣的万华镜 summons 尤尼科之影灵衣, whose continuous effect negates 假面英雄 暗爪 first: 万华镜 goes to the GY, not banished (CH-GY-REDIRECT-NEGATED)', () => {
    const a = ask('{回合:A 阶段:主要1 B场:假面英雄 暗爪} C1 A:影灵衣的万华镜 [特殊召唤 尤尼科之影灵衣]');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'special-summoned', 1)).toEqual(['尤尼科之影灵衣']);
    expect(eventCards(a, 'sent-to-gy')).toContain('影灵衣的万华镜');
    expect(eventCards(a, 'banished')).not.toContain('影灵衣的万华镜');
    // The control: without 尤尼科's negation, 暗爪 banishes the Spell as it leaves the field.
    const control = ask('{回合:A 阶段:主要1 B场:假面英雄 暗爪} C1 A:影灵衣的万华镜 [特殊召唤 影灵衣大魔道士]');
    expect(eventCards(control, 'banished')).toContain('影灵衣的万华镜');
  });
  it('[ref docs/c02/连锁基础.rst:113] 天空侠 / 效果遮蒙者 / 强制脱出装置: 天空侠 returns to the hand, 效果遮蒙者 has no target left, 天空侠\'s effect still resolves — situation fixed: the example does not say which ● 天空侠 chose; with no other 「英雄」 monster on its field its ●1 (destroy up to that many Spells/Traps) could destroy none, so it is its ●2 (add a 「英雄」 from the Deck), written `[●2]`', () => {
    const a = ask('{回合:A 阶段:主要1 A场:元素英雄 天空侠} C1 A:元素英雄 天空侠[●2] C2 B:效果遮蒙者 → 元素英雄 天空侠 C3 A:强制脱出装置 → 元素英雄 天空侠');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:no-effect@3', 'C3:legal:resolved']);
    expect(eventCards(a, 'returned-to-hand', 3)).toEqual(['元素英雄 天空侠']);
  });
  it('[ref docs/c02/连锁基础.rst:121] 虫惑的落穴 negates 邪龙星-睚眦 ② and destroys it: the activation stands, C1 resolves negated, and 睚眦 ③ misses its timing', () => {
    const a = ask('{回合:A 阶段:主要1 A场:邪龙星-睚眦(本回合特召),炎龙星-狻猊 B场:黑魔术师} C1 A:邪龙星-睚眦② → 炎龙星-狻猊,黑魔术师 C2 B:虫惑的落穴');
    expect(links(a)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    expect(eventCards(a, 'destroyed', 2)).toEqual(['邪龙星-睚眦']);
    expect(eventCards(a, 'destroyed', 1)).toEqual([]);
    expect(missed(a)).toContain('邪龙星-睚眦');
  });
  it('[ref docs/c02/连锁基础.rst:130] 坏兽安眠 / 龙星的九支 / 神之宣告 / 龙星的九支: both activations negated; the 龙星 destroyed by C4 misses its timing, the one destroyed by C2 (the last thing) does not', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师 B场:炎龙星-狻猊,水龙星-赑屃} C1 A:遭受妨碍的坏兽安眠 C2 B:龙星的九支 [破坏 水龙星-赑屃] C3 A:神之宣告 C4 B:龙星的九支 [破坏 炎龙星-狻猊]');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved', 'C3:legal:activation-negated@4', 'C4:legal:resolved']);
    expect(missed(a)).toEqual(['炎龙星-狻猊']);
    expect(triggerNames(a)).toEqual(['水龙星-赑屃']);
  });
  it('[ref docs/c02/连锁基础.rst:137] the second 龙星的九支 may destroy the first one instead: destroying is not negating, so the first still negates 坏兽安眠', () => {
    const a = ask('{回合:A 阶段:主要1 A场:黑魔术师 B场:炎龙星-狻猊} C1 A:遭受妨碍的坏兽安眠 C2 B:龙星的九支 C3 A:神之宣告 C4 B:龙星的九支 [破坏C2]');
    expect(links(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved', 'C3:legal:activation-negated@4', 'C4:legal:resolved']);
    expect(eventCards(a, 'destroyed', 4)).toEqual(['龙星的九支']);
  });
  it('[ref docs/c02/连锁基础.rst:144] two 欧尼斯特 chained in the damage step: B\'s (C2) resolves first, 青眼亚白龙 gains 3000 (6000); then A\'s 青眼白龙 gains 6000 (9000) (CH-STAT-BATTLE-OPPONENT)', () => {
    const a = ask('{回合:A 阶段:伤害计算前 A手:欧尼斯特 B手:欧尼斯特 攻击:A:青眼白龙→B:青眼亚白龙} C1 A:欧尼斯特② C2 B:欧尼斯特②');
    expect(a.stats?.find((s) => s.card.name === '青眼亚白龙')?.atk).toBe(6000);
    expect(a.stats?.find((s) => s.card.name === '青眼白龙')?.atk).toBe(9000);
  });
  it('[ref docs/c02/连锁基础.rst:155] two 水晶翼同调龙 in battle: both mandatory ② effects, the turn player\'s first; with no ① they both resolve', () => {
    const a = ask('{回合:A 阶段:伤害计算时 攻击:A:水晶翼同调龙→B:水晶翼同调龙} C1 A:水晶翼同调龙② C2 B:水晶翼同调龙②');
    expect(links(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
  });
  it('[ref docs/c02/连锁基础.rst:166] A adds 水晶翼同调龙 ① as C3: B\'s dragon is destroyed, and A\'s C1 then has no monster to refer to (CH-STAT-BATTLE-OPPONENT)', () => {
    const a = ask('{回合:A 阶段:伤害计算时 攻击:A:水晶翼同调龙→B:水晶翼同调龙} C1 A:水晶翼同调龙② C2 B:水晶翼同调龙② C3 A:水晶翼同调龙①');
    expect(links(a)).toEqual(['C1:legal:no-effect@3', 'C2:legal:activation-negated@3', 'C3:legal:resolved']);
  });
  it('[ref docs/c02/连锁基础.rst:173] B answers with its own ① as C4: A\'s dragon is destroyed, C3 is negated, and both ② effects have no monster to refer to — fails: C3 A:水晶翼同调龙① binds to another copy of A\'s dragon, not the attacking one (the rule CH-STAT-BATTLE-OPPONENT itself is built), so C4 destroys a card outside the battle', () => {
    const a = ask('{回合:A 阶段:伤害计算时 攻击:A:水晶翼同调龙→B:水晶翼同调龙} C1 A:水晶翼同调龙② C2 B:水晶翼同调龙② C3 A:水晶翼同调龙① C4 B:水晶翼同调龙①');
    expect(links(a)).toEqual(['C1:legal:no-effect@4', 'C2:legal:no-effect@4', 'C3:legal:activation-negated@4', 'C4:legal:resolved']);
  });
});
