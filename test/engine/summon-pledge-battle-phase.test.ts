// SIT-SUMMON-PLEDGE-BATTLE-PHASE (s59; rules reference docs/c03/誓约.rst:241–253): a monster's summon pledge against the Battle Phase —
// 「这个方法特殊召唤过的场合，这个回合自己不能进行战斗阶段」 (燃烧拳击手 练习拳手: only a summon by its own procedure) and 「把这张卡特殊召唤
// 的回合，自己不能进行战斗阶段」 (爆走特急 火箭飞矢: any Special Summon of it, by a card effect too, :247). Before s59 the sentence was kept as
// an empty continuous effect: after the summon its player still attacked, and a Battle Phase written that turn raised no warning.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';
import { renderCardText } from '../../src/answer/render/text.js';

const words = (xs: readonly string[] | undefined): string => (xs ?? []).join('\n');
const monster = { kind: 'monster', subtypes: ['effect'], bits: 0 } as never;
const pledgeOf = (text: string) => compileEffects(text, monster).find((e) => e.summonPledge)?.summonPledge;

describe('SIT-SUMMON-PLEDGE-BATTLE-PHASE: the compiler reads the pledge', () => {
  it('[SIT-SUMMON-PLEDGE-BATTLE-PHASE] 「这个方法特殊召唤过的场合，这个回合…」 is a procedure pledge, 「把这张卡特殊召唤的回合，…」 one of any Special Summon — written before or after the procedure', () => {
    const after = '自己场上有名字带有「燃烧拳击手」的怪兽存在的场合，这张卡可以从手卡特殊召唤。这个方法特殊召唤过的场合，这个回合自己不能进行战斗阶段。';
    expect(pledgeOf(after)).toEqual({ forbids: 'battle-phase', by: 'procedure', words: '这个方法特殊召唤过的场合，这个回合自己不能进行战斗阶段' });
    const before = '这个方法特殊召唤的回合，自己不能进行战斗阶段。自己场上有名字带有「燃烧拳击手」的怪兽存在的场合，这张卡可以从手卡特殊召唤。';
    expect(pledgeOf(before)?.by).toBe('procedure');
    const any = '把这张卡特殊召唤的回合，自己不能进行战斗阶段。这张卡不能通常召唤。自己场上没有卡存在的场合才能特殊召唤。';
    expect(pledgeOf(any)?.by).toBe('any');
    // A pledge of an activation (「这个效果发动的回合」) is no summon pledge.
    expect(pledgeOf('①：这张卡召唤的场合才能发动。自己抽1张。这个效果发动的回合，自己不能进行战斗阶段。')).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('SIT-SUMMON-PLEDGE-BATTLE-PHASE: after the summon', () => {
  const attack = (situation: string, turn = 'A') => askCdb(`{回合:${turn} 阶段:战斗步骤 ${situation}} 攻击宣言 ${turn === 'A' ? '燃烧拳击手 反击拳手 → 青眼白龙' : '青眼白龙 → 燃烧拳击手 反击拳手'}`);
  it('[SIT-SUMMON-PLEDGE-BATTLE-PHASE] 练习拳手 summoned by its procedure this turn (`自身特召,本回合特召`): its player declares no attack, negated or gone to the GY since; the Battle Phase written is warned', () => {
    const a = attack('A场:燃烧拳击手 练习拳手(自身特召,本回合特召),燃烧拳击手 反击拳手 B场:青眼白龙');
    expect(a.attack?.legal).toBe(false);
    expect(a.attack?.rules).toContain('SIT-SUMMON-PLEDGE-BATTLE-PHASE');
    expect(a.attack?.reason).toContain('这个方法特殊召唤过的场合，这个回合自己不能进行战斗阶段');
    expect(words(a.warnings)).toContain('A不能进入战斗阶段');
    expect(attack('A场:燃烧拳击手 练习拳手(自身特召,本回合特召,效果无效),燃烧拳击手 反击拳手 B场:青眼白龙').attack?.legal).toBe(false);
    expect(attack('A场:燃烧拳击手 反击拳手 A墓:燃烧拳击手 练习拳手(自身特召,本回合特召) B场:青眼白龙').attack?.legal).toBe(false);
  });

  it('[SIT-SUMMON-PLEDGE-BATTLE-PHASE] 练习拳手 Normal Summoned, or Special Summoned by a card effect (`由死者苏生`): no pledge, the attack is made', () => {
    expect(attack('A场:燃烧拳击手 练习拳手(通常召唤,本回合特召),燃烧拳击手 反击拳手 B场:青眼白龙').attack?.legal).toBe(true);
    const byEffect = attack('A场:燃烧拳击手 反击拳手 B场:青眼白龙 本回合:A:燃烧拳击手 练习拳手(特殊召唤,由死者苏生)');
    expect(byEffect.attack?.legal).toBe(true);
    expect(words(byEffect.warnings)).not.toContain('练习拳手');
    expect(attack('A场:燃烧拳击手 反击拳手 B场:青眼白龙 本回合:A:燃烧拳击手 练习拳手(召唤)').attack?.legal).toBe(true);
  });

  it('[SIT-SUMMON-PLEDGE-BATTLE-PHASE] `本回合:A:练习拳手(特殊召唤)` with no way written: taken as by its procedure, and said in the assumptions (zh and en)', () => {
    const a = attack('A场:燃烧拳击手 反击拳手 B场:青眼白龙 本回合:A:燃烧拳击手 练习拳手(特殊召唤)');
    expect(a.attack?.legal).toBe(false);
    expect(words(a.assumptions)).toContain('没写怎样特殊召唤：当作用它自身记述的方法');
    const en = cdbJudge().chain('{回合:A 阶段:战斗步骤 A场:燃烧拳击手 反击拳手 B场:青眼白龙 本回合:A:燃烧拳击手 练习拳手(特殊召唤)} 攻击宣言 燃烧拳击手 反击拳手 → 青眼白龙', { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(words(en.assumptions)).toContain('taken as by the procedure on it');
  });

  it('[SIT-SUMMON-PLEDGE-BATTLE-PHASE] 火箭飞矢 「把这张卡特殊召唤的回合」: binds its summoner also when a card effect summoned it (docs/c03/誓约.rst:247); the other player is not bound; a negated summon binds nothing', () => {
    expect(attack('B场:青眼白龙 A场:燃烧拳击手 反击拳手 本回合:B:爆走特急 火箭飞矢(特殊召唤,由活死人的呼声)', 'B').attack?.legal).toBe(false);
    expect(attack('B场:青眼白龙 A场:燃烧拳击手 反击拳手 本回合:A:爆走特急 火箭飞矢(特殊召唤,由活死人的呼声)', 'B').attack?.legal).toBe(true);
    expect(attack('A场:燃烧拳击手 反击拳手,爆走特急 火箭飞矢(本回合特召) B场:青眼白龙').attack?.legal).toBe(false);
    expect(attack('A场:燃烧拳击手 反击拳手 B场:青眼白龙 本回合:A:爆走特急 火箭飞矢(特殊召唤,无效)').attack?.legal).toBe(true);
    // Summoned on an earlier turn (no 本回合特召): nothing binds this turn.
    expect(attack('A场:燃烧拳击手 反击拳手,爆走特急 火箭飞矢 B场:青眼白龙').attack?.legal).toBe(true);
  });

  it('[SIT-SUMMON-PLEDGE-BATTLE-PHASE] a Main Phase 2 written in the turn 火箭飞矢 was Special Summoned is warned impossible; in Main Phase 1 nothing is said', () => {
    expect(words(askCdb('{回合:A 阶段:主要2 A场:爆走特急 火箭飞矢(本回合特召) B场:旋风} C1 B:旋风').warnings)).toContain('主要阶段2在这个回合不会出现');
    expect(words(askCdb('{回合:A 阶段:主要1 A场:爆走特急 火箭飞矢(本回合特召) B场:旋风} C1 B:旋风').warnings)).not.toContain('火箭飞矢');
  });
});

// (s59 round 2; docs/c03/誓约.rst:229) 「把这张卡特殊召唤的回合，○○」: in a turn its player has already done ○○ (conducted the Battle Phase),
// the monster cannot be Special Summoned — `特殊召唤 爆走特急 火箭飞矢` in A's Main Phase 2 was made as if the pledge bound nothing.
// 「这个方法特殊召唤过的回合，○○」 may still be summoned after ○○ (:246): 练习拳手 is not refused.
describe.skipIf(!haveCards)('SIT-SUMMON-PLEDGE-BATTLE-PHASE: the summon after the Battle Phase', () => {
  const summoned = (a: ReturnType<typeof askCdb>, name: string) => a.events.some((e) => e.type === 'special-summoned' && JSON.stringify(e).includes(name));
  it('[SIT-SUMMON-PLEDGE-BATTLE-PHASE] 火箭飞矢 by its procedure in its player\'s Main Phase 2 (the Battle Phase conducted): not summoned, the pledge named (zh, en)', () => {
    const a = askCdb('{回合:A 阶段:主要2 A手:爆走特急 火箭飞矢} 特殊召唤 爆走特急 火箭飞矢');
    expect(summoned(a, '爆走特急 火箭飞矢')).toBe(false);
    expect(words(a.warnings)).toContain('已经进行过战斗阶段');
    expect(words(a.warnings)).toContain('把这张卡特殊召唤的回合，自己不能进行战斗阶段');
    const en = cdbJudge().chain('{回合:A 阶段:主要2 A手:爆走特急 火箭飞矢} 特殊召唤 爆走特急 火箭飞矢', { lang: 'en' });
    expect(en.ok && words(en.warnings)).toContain('has already conducted the Battle Phase');
  });
  it('[SIT-SUMMON-PLEDGE-BATTLE-PHASE] the other side: in Main Phase 1 (no Battle Phase yet) 火箭飞矢 is summoned; 练习拳手\'s procedure pledge (「这个方法特殊召唤过的…」) does not stop its summon in Main Phase 2', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:爆走特急 火箭飞矢} 特殊召唤 爆走特急 火箭飞矢');
    expect(summoned(a, '爆走特急 火箭飞矢')).toBe(true);
    expect(words(a.warnings)).not.toContain('已经进行过战斗阶段');
    const b = askCdb('{回合:A 阶段:主要2 A场:燃烧拳击手 反击拳手 A手:燃烧拳击手 练习拳手} 特殊召唤 燃烧拳击手 练习拳手');
    expect(summoned(b, '燃烧拳击手 练习拳手')).toBe(true);
    expect(words(b.warnings)).not.toContain('已经进行过战斗阶段');
  });
});

// (s59 round 2) /card showed the pledge sentence as a plain 永续效果 with no 誓约 line, though the facts carry `summonPledge`.
describe.skipIf(!haveCards)('SIT-SUMMON-PLEDGE-BATTLE-PHASE: /card shows the summon pledge', () => {
  const card = (name: string, lang: 'zh-CN' | 'en') => {
    const a = cdbJudge().card(name, { lang });
    if (!a.ok) throw new Error(name);
    return renderCardText(a, lang);
  };
  it('[SIT-SUMMON-PLEDGE-BATTLE-PHASE] 火箭飞矢 and 练习拳手: the pledge\'s record is named a pledge of the Special Summon, with its words (zh, en); a plain continuous effect keeps its kind', () => {
    const rocket = card('爆走特急 火箭飞矢', 'zh-CN');
    expect(rocket).toContain('特殊召唤的誓约（不是效果，不入连锁）');
    expect(rocket).toContain('誓约：把这张卡特殊召唤的回合，自己不能进行战斗阶段');
    // (Its ④ 「只要这张卡在场上表侧表示存在，…」 is a continuous effect applied on the field: still so.)
    expect(rocket).toContain('永续效果（不入连锁）');
    expect(card('燃烧拳击手 练习拳手', 'zh-CN')).toContain('誓约：这个方法特殊召唤过的场合，这个回合自己不能进行战斗阶段');
    const en = card('燃烧拳击手 练习拳手', 'en');
    expect(en).toContain('pledge of its Special Summon (not an effect; not activated)');
    expect(en).toContain('pledge: the turn it is Special Summoned by this procedure, its summoner cannot conduct the Battle Phase');
    expect(card('爆走特急 火箭飞矢', 'en')).toContain('pledge: the turn it is Special Summoned, its summoner cannot conduct the Battle Phase');
  });
});
