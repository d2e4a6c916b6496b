// s51: 进化的奇迹 「选择名字带有「进化虫」的怪兽的效果特殊召唤的1只怪兽发动。这个回合，选择的怪兽不会被战斗以及卡的效果破坏」 — its protection was not
// read (it resolved doing nothing) and its target was any monster, wherever; 魔力美容师 「选择自己场上1只怪兽那个攻击力…上升500」 targeted any card.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const outcomes = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.legal === false ? 'illegal' : 'legal'}:${l.outcome}`);
const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('进化的奇迹 and 魔力美容师, read from their text', () => {
  it('[CMP-PROTECT-TARGET-TURN] 黑洞 with 进化的奇迹 chained on 进化龙·蜥结龙: 黑洞 does not destroy it (before: destroyed)', () => {
    const a = askCdb('{回合:A A场:进化龙·蜥结龙 B场:} C1 A:黑洞 C2 A:进化的奇迹→进化龙·蜥结龙');
    expect(outcomes(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(destroyed(a)).not.toContain('进化龙·蜥结龙');
  });
  it('[CMP-PROTECT-TARGET-TURN] 青眼白龙 attacks 进化龙·蜥结龙 after 进化的奇迹 resolved on it: it is not destroyed by battle, its player takes the damage', () => {
    const a = askCdb('{回合:B 阶段:战斗 攻击:B:青眼白龙→A:进化龙·蜥结龙 A场:进化龙·蜥结龙 B场:青眼白龙} C1 A:进化的奇迹→进化龙·蜥结龙');
    expect(a.battle?.destroyed ?? []).toEqual([]);
    expect(a.battle?.damage.A).toBe(1900);
  });
  it('[CMP-PICK-BY-EFFECT] 进化的奇迹 cannot target a monster that is not on the field face-up (before: a Set monster was taken as a fitting target)', () => {
    const a = askCdb('{回合:A A场:进化龙·蜥结龙(盖)} C1 A:进化的奇迹→进化龙·蜥结龙');
    expect(outcomes(a)).toEqual(['C1:illegal:illegal']);
  });
  it('[CMP-OLD-PICK-THAT-STAT] 魔力美容师② targets a monster of its own field only: the opponent\'s 黑魔术师 is refused, its own 青眼白龙 gains 500', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:魔力美容师(魔力指示物1),青眼白龙 B场:黑魔术师} C1 A:魔力美容师#2→B:黑魔术师');
    expect(outcomes(a)).toEqual(['C1:illegal:illegal']);
    const b = askCdb('{回合:A 阶段:主要1 A场:魔力美容师(魔力指示物1),青眼白龙 B场:黑魔术师} C1 A:魔力美容师#2→青眼白龙');
    expect(outcomes(b)).toEqual(['C1:legal:resolved']);
  });
});
