// CH-DAMAGE-ZERO-STANDING: a face-up card's continuous 「（这张卡特殊召唤成功的回合，）自己受到的效果伤害变成0」 (安全守卫者②, compiled as
// `standingDamageZero`, CMP-DAMAGE-ZERO-STANDING) makes the effect damage its player takes 0 while its condition holds; battle damage,
// the other player, a negated card, one gone from the field, or a condition not told (said): the damage stands.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a standing 「受到的效果伤害变成0」 applied (CH-DAMAGE-ZERO-STANDING)', CARDS_DB);

const damage = (input: string) => askCdb(input).events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`);

describe.skipIf(!haveCards)('a standing 「自己受到的效果伤害变成0」 applied', () => {
  it('[CH-DAMAGE-ZERO-STANDING] 安全守卫者② Special Summoned this turn: 火炎地狱\'s 500 to A becomes 0, B still takes 1000; the rule named', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:安全守卫者(特殊召唤,本回合特召)} C1 A:火炎地狱');
    expect(a.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`)).toEqual(['B:1000']);
    expect(a.links[0]!.rules).toContain('CH-DAMAGE-ZERO-STANDING');
  });

  it('[CH-DAMAGE-ZERO-STANDING] the other side: its effects negated, or it left the field (in the GY) — A takes 500; on B\'s field it covers B only', () => {
    expect(damage('{回合:A 阶段:主要1 A场:安全守卫者(特殊召唤,本回合特召,效果无效)} C1 A:火炎地狱')).toEqual(['B:1000', 'A:500']);
    expect(damage('{回合:A 阶段:主要1 A墓:安全守卫者} C1 A:火炎地狱')).toEqual(['B:1000', 'A:500']);
    expect(damage('{回合:A 阶段:主要1 B场:安全守卫者(特殊召唤,本回合特召)} C1 A:火炎地狱')).toEqual(['A:500']);
  });

  // (Review s44: these two asserted A takes 500 / 2000 with 安全守卫者 face-up — but its ③ 「自己因战斗·效果受到伤害的场合，1回合只有1次让那次伤害
  // 变成0」 makes that first damage of the turn 0 (card text). Corrected: with ③ not stated spent, A takes 0; ②'s own point is kept with ③
  // spent (已用).)
  it('[CH-DAMAGE-ZERO-STANDING] its summon this turn not stated: ② not applied, and said as an assumption (③ spent: 已用); ③ unspent makes the 500 0', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:安全守卫者(已用)} C1 A:火炎地狱');
    expect(a.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`)).toEqual(['B:1000', 'A:500']);
    expect(a.assumptions.join()).toContain('安全守卫者');
    const fresh = askCdb('{回合:A 阶段:主要1 A场:安全守卫者} C1 A:火炎地狱');
    expect(fresh.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`)).toEqual(['B:1000']);
    expect(fresh.assumptions.join()).toContain('安全守卫者');
  });

  it('[CH-DAMAGE-ZERO-STANDING] battle damage is not effect damage: attacked by 青眼白龙 in the damage step, ② does not cover it — with ③ spent A takes 2000; ③ unspent makes it 0', () => {
    const a = askCdb('{回合:B 阶段:伤害计算 A场:安全守卫者(特殊召唤,本回合特召,已用),三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} 伤害计算');
    expect(a.battle?.damage).toEqual({ A: 2000, B: 0 });
    const fresh = askCdb('{回合:B 阶段:伤害计算 A场:安全守卫者(特殊召唤,本回合特召),三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} 伤害计算');
    expect(fresh.battle?.damage).toEqual({ A: 0, B: 0 });
  });
});

// CMP-DAMAGE-ZERO-STANDING 「…受到的全部伤害变成0」 (review s42-rv2): 鬼计游行 「只要这张卡在场上存在，对方玩家受到的全部伤害变成0」 was read as a damage dealt.
describe.skipIf(!haveCards)('a standing 「受到的全部伤害变成0」 applied', () => {
  it('[CH-DAMAGE-ZERO-STANDING] 鬼计游行 face-up on B\'s field: A (its opponent) takes 0 from 火炎地狱 and 0 battle damage; B still takes 1000', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:鬼计游行} C1 A:火炎地狱');
    expect(a.events.filter((e) => e.type === 'damage').map((e) => `${e.player}:${e.amount}`)).toEqual(['B:1000']);
    expect(a.links[0]!.rules).toContain('CH-DAMAGE-ZERO-STANDING');
    expect(askCdb('{回合:B 阶段:伤害计算 B场:鬼计游行,青眼白龙 A场:三眼怪 攻击:B:青眼白龙→A:三眼怪} 伤害计算').battle?.damage).toEqual({ A: 0, B: 0 });
  });
  it('[CH-DAMAGE-ZERO-STANDING] the other side: 鬼计游行 face-down covers no one; on A\'s own field it covers B, not A', () => {
    expect(damage('{回合:A 阶段:主要1 B场:鬼计游行(盖)} C1 A:火炎地狱')).toEqual(['B:1000', 'A:500']);
    expect(damage('{回合:A 阶段:主要1 A场:鬼计游行} C1 A:火炎地狱')).toEqual(['A:500']);
  });
});

// CH-DAMAGE-ZERO-STANDING (review s44): 灵魂障壁 「只要自己场上存在怪兽，对这张卡的控制者的战斗伤害变为0」 — its controller's battle damage while a
// monster of its own is on the field; not the opponent's, not effect damage, not with no monster there, not face-down or gone.
describe.skipIf(!haveCards)('「对这张卡的控制者的战斗伤害变为0」 applied', () => {
  const battle = (input: string) => askCdb(input).battle?.damage;
  it('[CH-DAMAGE-ZERO-STANDING] 灵魂障壁 with 三眼怪 on A\'s field: 青眼白龙 attacks 三眼怪 — A takes 0; 三眼怪 attacks 青眼白龙 — A takes 0 too', () => {
    expect(battle('{回合:B 阶段:伤害计算 A场:灵魂障壁,三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} 伤害计算')).toEqual({ A: 0, B: 0 });
    expect(battle('{回合:A 阶段:伤害计算 A场:灵魂障壁,三眼怪 B场:青眼白龙 攻击:A:三眼怪→B:青眼白龙} 伤害计算')).toEqual({ A: 0, B: 0 });
    // a direct attack while another monster of A stays: still 0
    expect(battle('{回合:B 阶段:伤害计算 A场:灵魂障壁,三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A} 伤害计算')).toEqual({ A: 0, B: 0 });
  });
  it('[CH-DAMAGE-ZERO-STANDING] the other side: the opponent\'s battle damage stands (B takes 2000); no monster on A\'s field, face-down, or gone to the GY — A takes the damage; effect damage is not battle damage', () => {
    expect(battle('{回合:A 阶段:伤害计算 A场:灵魂障壁,青眼白龙 B场:三眼怪 攻击:A:青眼白龙→B:三眼怪} 伤害计算')).toEqual({ A: 0, B: 2000 });
    expect(battle('{回合:B 阶段:伤害计算 A场:灵魂障壁 B场:青眼白龙 攻击:B:青眼白龙→A} 伤害计算')).toEqual({ A: 3000, B: 0 });
    expect(battle('{回合:B 阶段:伤害计算 A场:灵魂障壁(盖),三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} 伤害计算')).toEqual({ A: 2000, B: 0 });
    expect(battle('{回合:B 阶段:伤害计算 A墓:灵魂障壁 A场:三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} 伤害计算')).toEqual({ A: 2000, B: 0 });
    expect(damage('{回合:A 阶段:主要1 A场:灵魂障壁,三眼怪} C1 A:火炎地狱')).toEqual(['B:1000', 'A:500']);
  });
});

// CH-DAMAGE-ZERO-STANDING (review s44): 安全守卫者③ 「自己因战斗·效果受到伤害的场合，1回合只有1次让那次伤害变成0」 — the first damage (battle or
// effect) its controller would take this turn becomes 0 (not a choice), and it is then spent for the turn (已用); not the opponent's damage,
// not when spent, negated or gone from the field.
describe.skipIf(!haveCards)('「1回合只有1次让那次伤害变成0」 applied', () => {
  it('[CH-DAMAGE-ZERO-STANDING] 安全守卫者③: 火炎地狱\'s 500 to A becomes 0, B still takes 1000; the rule named; its not being spent earlier is said', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:安全守卫者} C1 A:火炎地狱');
    expect(damage('{回合:A 阶段:主要1 A场:安全守卫者} C1 A:火炎地狱')).toEqual(['B:1000']);
    expect(a.links[0]!.rules).toContain('CH-DAMAGE-ZERO-STANDING');
    expect(a.assumptions.some((s) => s.includes('安全守卫者') && s.includes('已用'))).toBe(true);
    // on B's field: B's 1000 becomes 0, A's 500 stands
    expect(damage('{回合:A 阶段:主要1 B场:安全守卫者} C1 A:火炎地狱')).toEqual(['A:500']);
  });
  it('[CH-DAMAGE-ZERO-STANDING] once a turn: spent by the first chain, the next 火炎地狱 (然后) deals A 500; stated spent (已用) — 500', () => {
    expect(damage('{回合:A 阶段:主要1 A场:安全守卫者} C1 A:火炎地狱 然后 C1 A:火炎地狱')).toEqual(['B:1000', 'A:500']);
    expect(damage('{回合:A 阶段:主要1 A场:安全守卫者(已用)} C1 A:火炎地狱')).toEqual(['B:1000', 'A:500']);
  });
  it('[CH-DAMAGE-ZERO-STANDING] the other side: negated, or gone to the GY — A takes 500', () => {
    expect(damage('{回合:A 阶段:主要1 A场:安全守卫者(效果无效)} C1 A:火炎地狱')).toEqual(['B:1000', 'A:500']);
    expect(damage('{回合:A 阶段:主要1 A墓:安全守卫者} C1 A:火炎地狱')).toEqual(['B:1000', 'A:500']);
  });
  it('[CH-DAMAGE-ZERO-STANDING] battle damage at damage calculation: A attacked takes 0 (the rule named); B\'s battle damage stands; spent or gone — A takes 2000', () => {
    const a = askCdb('{回合:B 阶段:伤害计算 A场:安全守卫者,三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} 伤害计算');
    expect(a.battle?.damage).toEqual({ A: 0, B: 0 });
    expect(a.battle?.rules).toContain('CH-DAMAGE-ZERO-STANDING');
    expect(askCdb('{回合:A 阶段:伤害计算 A场:安全守卫者,青眼白龙 B场:三眼怪 攻击:A:青眼白龙→B:三眼怪} 伤害计算').battle?.damage).toEqual({ A: 0, B: 2000 });
    expect(askCdb('{回合:B 阶段:伤害计算 A场:安全守卫者(已用),三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} 伤害计算').battle?.damage).toEqual({ A: 2000, B: 0 });
    expect(askCdb('{回合:B 阶段:伤害计算 A墓:安全守卫者 A场:三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:三眼怪} 伤害计算').battle?.damage).toEqual({ A: 2000, B: 0 });
  });
});

// CH-DAMAGE-ZERO-STANDING (review s44-rv3): 龙卷海流壁 「只要场上有「海」存在，自己受到的战斗伤害变成0」 — 「海」 is the card 海 (CMP-EXISTS-NAMED), and the
// fields are judged as listed: its own name (holding 海) or 海龙神 does not meet it; 海 on either field, or 传说之都 亚特兰蒂斯 (its name 海), does.
describe.skipIf(!haveCards)('龙卷海流壁 「只要场上有「海」存在」', () => {
  const battle = (a: string, b = '青眼白龙') => askCdb(`{回合:B 阶段:伤害计算 A场:${a} B场:${b} 攻击:B:青眼白龙→A:三眼怪} 伤害计算`).battle?.damage;
  it('[CH-DAMAGE-ZERO-STANDING] 海 on A\'s or B\'s field, or 传说之都 亚特兰蒂斯: A takes 0 battle damage', () => {
    expect(battle('龙卷海流壁,三眼怪,海')).toEqual({ A: 0, B: 0 });
    expect(battle('龙卷海流壁,三眼怪', '青眼白龙,海')).toEqual({ A: 0, B: 0 });
    expect(battle('龙卷海流壁,三眼怪,传说之都 亚特兰蒂斯')).toEqual({ A: 0, B: 0 });
  });
  it('[CH-DAMAGE-ZERO-STANDING] the other side: no 海 on the listed fields (龙卷海流壁\'s own name, 海龙神, a Set 海 do not count) — A takes 2000', () => {
    expect(battle('龙卷海流壁,三眼怪')).toEqual({ A: 2000, B: 0 });
    expect(battle('龙卷海流壁,三眼怪,海龙神')).toEqual({ A: 2000, B: 0 });
    expect(battle('龙卷海流壁,三眼怪,海(盖)')).toEqual({ A: 2000, B: 0 });
  });
});
