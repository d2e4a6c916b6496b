// CH-MAINTENANCE-LP: a maintenance cost 「这张卡的控制者在每次双方的准备阶段支付700基本分。不能支付700基本分的场合这张卡破坏」 — in the Standby
// Phase played (`… 准备阶段`) its controller pays, or, short of LP, the card is destroyed by rule: no card effect, so a protection from
// destruction by effects (白龙忍者) does not keep it (test/RULES.md; rules reference docs/c03/卡片的抗性.rst:29–31).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import type { CardType } from '../../src/cards/facts.js';

const steps = (a: ChainAnswer) => (a.standbyPhase ?? []).map((s) => `${s.do}:${s.done.map((c) => c.name).join('+')}`);
const trap: CardType = { kind: 'trap', subtypes: ['continuous'] } as CardType;

describe('the compiler reads a maintenance cost', () => {
  it('[CH-MAINTENANCE-LP] 「…在每次双方的准备阶段支付700基本分。不能支付700基本分的场合这张卡破坏」 and 「…每次自己的准备阶段支付…」; a plain LP cost is none', () => {
    expect(compileEffects('这张卡的控制者在每次双方的准备阶段支付700基本分。不能支付700基本分的场合这张卡破坏。\n①：只要这张卡在魔法与陷阱区域存在，场上的全部魔法卡的效果无效化。', trap).map((e) => e.maintenanceLp).filter(Boolean)).toEqual([{ amount: 700, each: 'both' }]);
    expect(compileEffects('这张卡的控制者在每次自己的准备阶段支付500基本分。或者不支付基本分让这张卡破坏。', trap).map((e) => e.maintenanceLp).filter(Boolean)).toEqual([{ amount: 500, each: 'self' }]);
    expect(compileEffects('①：支付1000基本分才能发动。自己从卡组抽1张。', { kind: 'spell', subtypes: ['normal'] } as CardType).some((e) => e.maintenanceLp)).toBe(false);
  });
});

describe.skipIf(!haveCards)('a maintenance cost in the Standby Phase', () => {
  it('[CH-MAINTENANCE-LP] short of LP, 王宫的敕命 is destroyed by rule — 白龙忍者, which keeps its Spells/Traps from destruction by card effects, does not keep it', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:王宫的敕命,白龙忍者 A基本分:500} 准备阶段');
    expect(steps(a)).toEqual(['destroy:王宫的敕命']);
    expect(a.standbyPhase![0]!.rules).toContain('CH-MAINTENANCE-LP');
  });
  it('[CH-MAINTENANCE-LP] the other side: with enough LP it is paid (assumed, and said) and the card stays; a cost of its controller’s own Standby Phase (和平使者) is not due in the other player’s', () => {
    expect(steps(askCdb('{回合:B 阶段:主要1 A场:王宫的敕命 A基本分:8000} 准备阶段'))).toEqual(['pay-lp:王宫的敕命']);
    expect(steps(askCdb('{回合:A 阶段:主要1 A场:和平使者 A基本分:50} 准备阶段'))).toEqual([]);
    expect(steps(askCdb('{回合:B 阶段:主要1 A场:和平使者 A基本分:50} 准备阶段'))).toEqual(['destroy:和平使者']);
  });
});
