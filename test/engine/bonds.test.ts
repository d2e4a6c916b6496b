// CT-BOND — 持续取对象 (rules reference docs/c02/基本用语.rst:304–360): a card that keeps targeting a card, and the destruction
// its text ties to that bond (「这张卡从场上离开时那只怪兽破坏」「那只怪兽破坏时这张卡破坏」「那只怪兽从场上离开时这张卡破坏」): done
// at once, with the move that sets it off, by the card's effect; not while the card's effects are negated; and no longer
// once the target became a new card (turned face-down). Cards written as text (textCard) for the compiler's reading; the
// staples of the shared cards.cdb for the rest.
import { describe, expect, it } from 'vitest';
import { judgeWith } from './build.js';
import { createJudge } from '../../src/judge.js';
import { textCard } from '../../src/cards/curated/dsl.js';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

// A revival trap (活死人的呼声-like) and a control trap whose tie runs one way only (大逮捕-like), as card text.
const revive = textCard({ id: 99160501, name: '测试用苏生陷阱', type: 'trap continuous', text: '①：以自己墓地1只怪兽为对象才能把这张卡发动。那只怪兽攻击表示特殊召唤。这张卡从场上离开时那只怪兽破坏。那只怪兽破坏时这张卡破坏。' });
const seize = textCard({ id: 99160502, name: '测试用夺取陷阱', type: 'trap continuous', text: '①：以对方场上1只表侧表示怪兽为对象才能把这张卡发动。得到那只怪兽的控制权。那只怪兽从场上离开时这张卡破坏。' });
const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe('持续取对象: ties of destruction (CT-BOND)', () => {
  it('[CT-BOND] the compiler reads the tie sentences as ties, not as steps its resolution carries out nor as delayed ones', () => {
    const ties = revive.effects.flatMap((e) => e.does).filter((a) => a.bond);
    expect(ties.map((a) => a.bond).sort()).toEqual(['target-destroyed', 'this-leaves']);
    expect(revive.effects.flatMap((e) => e.does).some((a) => a.do === 'destroy' && !a.bond)).toBe(false);
    expect(seize.effects.flatMap((e) => e.does).filter((a) => a.bond).map((a) => a.bond)).toEqual(['target-leaves']);
  });
  it('[CT-BOND] the card destroyed destroys the monster it keeps targeting at once, by its effect, said in the link’s reason; and the other way round', () => {
    const a = judgeWith('{回合:B 阶段:主要1 A场:测试用苏生陷阱(对象:青眼白龙),青眼白龙 B手:旋风} C1 B:旋风→测试用苏生陷阱', [revive]);
    expect(destroyed(a)).toEqual(['测试用苏生陷阱', '青眼白龙']);
    const bonded = a.events.find((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '青眼白龙'))!;
    expect(bonded.link).toBe(1);
    expect(bonded.cause).toBe('effect');
    expect(a.links[0]!.rules).toContain('CT-BOND');
    expect(a.links[0]!.reason).toContain('同时被破坏');
    const b = judgeWith('{回合:B 阶段:主要1 A场:测试用苏生陷阱(对象:青眼白龙),青眼白龙 B手:黑洞} C1 B:黑洞', [revive]);
    expect(destroyed(b).sort()).toEqual(['测试用苏生陷阱', '青眼白龙'].sort());
  });
  it('[CT-BOND] without the bond stated, or with the card’s effects negated, the other card stays', () => {
    expect(destroyed(judgeWith('{回合:B 阶段:主要1 A场:测试用苏生陷阱,青眼白龙 B手:旋风} C1 B:旋风→测试用苏生陷阱', [revive]))).toEqual(['测试用苏生陷阱']);
    expect(destroyed(judgeWith('{回合:B 阶段:主要1 A场:测试用苏生陷阱(对象:青眼白龙,效果无效),青眼白龙 B手:旋风} C1 B:旋风→测试用苏生陷阱', [revive]))).toEqual(['测试用苏生陷阱']);
  });
  it('[CT-BOND] 「那只怪兽破坏时」 needs a destruction: the monster returned to the hand leaves the card on the field; 「从场上离开时」 does not', () => {
    const back = judgeWith('{回合:B 阶段:主要1 A场:测试用苏生陷阱(对象:青眼白龙),青眼白龙 B场:强制脱出装置(盖)} C1 B:强制脱出装置→青眼白龙', [revive]);
    expect(destroyed(back)).toEqual([]);
    const gone = judgeWith('{回合:B 阶段:主要1 B场:测试用夺取陷阱(对象:青眼白龙),青眼白龙(所有者:A) A场:强制脱出装置(盖)} C1 A:强制脱出装置→青眼白龙', [seize]);
    expect(destroyed(gone)).toEqual(['测试用夺取陷阱']);
    expect(gone.links[0]!.reason).toContain('离开了场上');
  });
  it('[CT-BOND] the card activation that resolves keeps targeting the monster it summoned: destroyed later in the chain, both go', () => {
    const a = judgeWith('{回合:B 阶段:主要1 A场:测试用苏生陷阱(盖) A墓:青眼白龙 B手:黑洞} C1 B:黑洞 C2 A:测试用苏生陷阱→青眼白龙', [revive]);
    expect(a.links.find((l) => l.n === 2)!.rules).toContain('CT-BOND');
    expect(destroyed(a).sort()).toEqual(['测试用苏生陷阱', '青眼白龙'].sort());
  });
  it('[CT-BOND] a target turned face-down is a new card: the tie no longer reaches it', () => {
    const a = judgeWith('{回合:B 阶段:主要1 A场:测试用苏生陷阱(对象:青眼白龙),青眼白龙 B手:旋风,月之书} C1 B:旋风→测试用苏生陷阱 C2 B:月之书→青眼白龙', [revive]);
    expect(destroyed(a)).toEqual(['测试用苏生陷阱']);
  });
  it('[CT-BOND] a direct action: the monster destroyed by battle (「破坏 X (战斗)」) takes the card that keeps targeting it, at the same moment, by that card’s effect', () => {
    const a = judgeWith('{回合:B 阶段:伤害步骤 A场:测试用苏生陷阱(对象:青眼白龙),青眼白龙 B场:黑魔术师} 破坏 A:青眼白龙 (战斗)', [revive]);
    expect(destroyed(a)).toEqual(['青眼白龙', '测试用苏生陷阱']);
    const bonded = a.events.find((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '测试用苏生陷阱'))!;
    expect(bonded.cause).toBe('effect');
    expect(bonded.step).toBe(a.events.find((e) => e.type === 'destroyed')!.step);
    // 「从场上离开时」 also on a leaving that is no destruction: sent to the GY as a cost.
    expect(destroyed(judgeWith('{回合:B 阶段:主要1 B场:测试用夺取陷阱(对象:青眼白龙),青眼白龙(所有者:A)} 送墓 B:青眼白龙 (cost)', [seize]))).toEqual(['测试用夺取陷阱']);
  });
  it('[CT-BOND] a direct action, the other side: the card that keeps targeting destroyed (「破坏 X」) takes its monster; with its effects negated it does not', () => {
    expect(destroyed(judgeWith('{回合:B 阶段:主要1 A场:测试用苏生陷阱(对象:青眼白龙),青眼白龙} 破坏 A:测试用苏生陷阱', [revive]))).toEqual(['测试用苏生陷阱', '青眼白龙']);
    expect(destroyed(judgeWith('{回合:B 阶段:主要1 A场:测试用苏生陷阱(对象:青眼白龙,效果无效),青眼白龙} 破坏 A:测试用苏生陷阱', [revive]))).toEqual(['测试用苏生陷阱']);
    // A one-way tie (「那只怪兽从场上离开时这张卡破坏」) does not take the monster when the card goes.
    expect(destroyed(judgeWith('{回合:A 阶段:主要1 B场:测试用夺取陷阱(对象:青眼白龙),青眼白龙(所有者:A)} 破坏 B:测试用夺取陷阱', [seize]))).toEqual(['测试用夺取陷阱']);
  });
  it('[CT-BOND] `(对象:X)` names a card on the field: a card not listed there is a clear error, in the user’s language', () => {
    const a = createJudge().chain('{回合:B 阶段:主要1 A场:活死人的呼声(对象:青眼白龙) B手:旋风} C1 B:旋风→活死人的呼声', { lang: 'zh-CN' });
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.error.message).toContain('持续取对象的「青眼白龙」不在场上');
  });
  it.skipIf(!haveCards)('[CT-BOND] the staples as the card database has them: 活死人的呼声 and 限制苏生 destroyed take their monster; 大逮捕 goes when its monster leaves', () => {
    expect(destroyed(askCdb('{回合:B 阶段:主要1 A场:活死人的呼声(对象:青眼白龙),青眼白龙 B手:旋风} C1 B:旋风→活死人的呼声'))).toEqual(['活死人的呼声', '青眼白龙']);
    expect(destroyed(askCdb('{回合:B 阶段:主要1 A场:限制苏生(对象:青眼白龙),青眼白龙 B手:旋风} C1 B:旋风→限制苏生'))).toEqual(['限制苏生', '青眼白龙']);
    expect(destroyed(askCdb('{回合:B 阶段:主要1 B场:大逮捕(对象:青眼白龙),青眼白龙(所有者:A) A场:强制脱出装置(盖)} C1 A:强制脱出装置→青眼白龙'))).toEqual(['大逮捕']);
  });
  it('[CT-BOND-UNAFFECTED] the tie’s destruction is the bound card’s effect: a monster unaffected by Traps (不受魔陷) stays when the revival Trap is destroyed, and the link names the rule', () => {
    const a = judgeWith('{回合:B 阶段:主要1 A场:测试用苏生陷阱(对象:青眼白龙),青眼白龙(不受魔陷) B手:旋风} C1 B:旋风→测试用苏生陷阱', [revive]);
    expect(destroyed(a)).toEqual(['测试用苏生陷阱']);
    expect(a.links[0]!.rules).toContain('CT-BOND-UNAFFECTED');
  });
  it('[CT-BOND-UNAFFECTED] the other side: unaffected only by the opponent’s effects, it still goes with its own controller’s Trap', () => {
    expect(destroyed(judgeWith('{回合:B 阶段:主要1 A场:测试用苏生陷阱(对象:青眼白龙),青眼白龙(不受对方效果) B手:旋风} C1 B:旋风→测试用苏生陷阱', [revive]))).toEqual(['测试用苏生陷阱', '青眼白龙']);
  });
  it.skipIf(!haveCards)('[CT-BOND-UNAFFECTED] a printed protection (黑羽-重装铠翼鸦 「不受其他卡的效果影响」) keeps it on the field when 活死人的呼声 is destroyed', () => {
    expect(destroyed(askCdb('{回合:B 阶段:主要1 A场:活死人的呼声(对象:黑羽-重装铠翼鸦),黑羽-重装铠翼鸦(特殊召唤) B手:旋风} C1 B:旋风→活死人的呼声'))).toEqual(['活死人的呼声']);
  });
});

// CT-BOND-EQUIPPED: a monster that becomes an Equip Card and ties the equipped monster to its own stay (「这张卡从场上离开时装备怪兽破坏」).
const chainEquip = textCard({ id: 99160503, name: '测试用锁链装备', type: 'monster effect', level: 4, atk: 1000, def: 1000, attribute: 'DARK', race: 'Warrior', text: '①：这张卡被战斗破坏送去墓地的场合，以对方场上1只表侧表示怪兽为对象才能发动。这张卡当作装备卡使用给那只对方怪兽装备。②：这张卡的效果让这张卡装备中的场合，装备怪兽的攻击力上升300。这张卡从场上离开时装备怪兽破坏。' });

describe('an Equip Card that takes its monster with it (CT-BOND-EQUIPPED)', () => {
  it('[CT-BOND-EQUIPPED] the compiler reads 「这张卡从场上离开时装备怪兽破坏」 as a tie to the equipped monster, not as a step', () => {
    expect(chainEquip.effects.flatMap((e) => e.does).filter((a) => a.bond).map((a) => a.bond)).toEqual(['equip-leaves']);
  });
  it('[CT-BOND-EQUIPPED] the Equip Card destroyed destroys the monster it was equipped to at once; with its effects negated it does not', () => {
    expect(destroyed(judgeWith('{回合:B 阶段:主要1 A场:测试用锁链装备(装备:青眼白龙),青眼白龙 B手:旋风} C1 B:旋风→测试用锁链装备', [chainEquip])).sort()).toEqual(['测试用锁链装备', '青眼白龙'].sort());
    expect(destroyed(judgeWith('{回合:B 阶段:主要1 A场:测试用锁链装备(装备:青眼白龙,效果无效),青眼白龙 B手:旋风} C1 B:旋风→测试用锁链装备', [chainEquip]))).toEqual(['测试用锁链装备']);
  });
});

// CT-BOND-NEGATE: a continuous card that keeps targeting a monster and negates it (魔族之链) negates it only while it applies.
const gone = (a: ChainAnswer) => a.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('持续取对象: a negation kept on the target (CT-BOND-NEGATE)', () => {
  it('[CT-BOND-NEGATE] 奇迹之侏罗纪蛋 negated by 魔族之链 that keeps targeting it may be banished; without 魔族之链 a 「…并除外」 cannot choose it', () => {
    const a = askCdb('{回合:B A场:奇迹之侏罗纪蛋 B场:魔族之链(对象:奇迹之侏罗纪蛋)} C1 B:原石的穿光→A:奇迹之侏罗纪蛋');
    expect(a.links.map((l) => l.legal)).toEqual([true]);
    expect(gone(a)).toContain('奇迹之侏罗纪蛋');
    expect(askCdb('{回合:B A场:奇迹之侏罗纪蛋} C1 B:原石的穿光→A:奇迹之侏罗纪蛋').links[0]!.legal).toBe(false);
  });
  it('[CT-BOND-NEGATE] 魔族之链 destroyed in the same chain: 光道雅典娜 密涅瓦’s protection of the other 光道 monster is back at resolution — negated, not banished', () => {
    const a = askCdb('{回合:A A场:光道召唤师 露米娜丝 B场:光道雅典娜 密涅瓦,光道召唤师 露米娜丝,魔族之链(对象:光道雅典娜 密涅瓦)} C1 A:原石的穿光→B:光道召唤师 露米娜丝 C2 B:旋风→B:魔族之链');
    expect(a.links.map((l) => l.legal)).toEqual([true, true]);
    expect(gone(a)).toEqual([]);
    const b = askCdb('{回合:A B场:光道雅典娜 密涅瓦,光道召唤师 露米娜丝,魔族之链(对象:光道雅典娜 密涅瓦)} C1 A:原石的穿光→B:光道召唤师 露米娜丝');
    expect(gone(b)).toEqual(['光道召唤师 露米娜丝']);
  });
});

// Review s42 (5): 幻变骚灵物化 — 「…把这张卡当作装备卡使用给那只怪兽装备。这张卡离开场上时那只怪兽破坏。」 — was said to be destroyed as it
// resolved: the newer word order 「这张卡离开场上时」 was not read as the tie and became a step of the resolution.
describe.skipIf(!haveCards)('持续取对象: the newer word order 「这张卡离开场上时」 (CT-BOND)', () => {
  const revived = '{回合:A 阶段:主要1 A墓:幻变骚灵·像素妖精 A场:幻变骚灵物化(盖) B场:旋风(盖)} C1 A:幻变骚灵物化→幻变骚灵·像素妖精';
  it('[CT-BOND] 幻变骚灵物化 resolves: the monster is summoned and equipped with it, and nothing is destroyed (the tie is no step)', () => {
    const a = askCdb(revived);
    expect(a.links[0]!.outcome).toBe('resolved');
    expect(destroyed(a)).toEqual([]);
    expect(a.links[0]!.reason).not.toContain('被破坏');
  });
  it('[CT-BOND] the other side: 幻变骚灵物化 destroyed later destroys the monster with it; the monster leaving (destroyed in the damage step too) leaves the card to the equip rule', () => {
    const a = askCdb(`${revived} 然后 C1 B:旋风→幻变骚灵物化`);
    expect(destroyed(a)).toEqual(['幻变骚灵物化', '幻变骚灵·像素妖精']);
    // In the damage step, the card destroyed takes the monster by its effect; the tie runs one way: the monster destroyed by
    // battle is not 「这张卡离开场上时」 — the card, an Equip Card with nothing to equip, goes by rule, not by its effect.
    const bonded = '{回合:A 阶段:伤害步骤 A场:幻变骚灵物化(对象:幻变骚灵·像素妖精,装备:幻变骚灵·像素妖精),幻变骚灵·像素妖精}';
    const c = askCdb(`${bonded} 破坏 幻变骚灵物化 (效果)`);
    expect(c.events.find((e) => e.type === 'destroyed' && e.cards.some((x) => x.name === '幻变骚灵·像素妖精'))?.cause).toBe('effect');
    const b = askCdb(`${bonded} 破坏 幻变骚灵·像素妖精 (战斗)`);
    expect(b.events.find((e) => e.type === 'destroyed' && e.cards.some((x) => x.name === '幻变骚灵物化'))?.cause).toBe('rule');
  });
});
