// Issue 11, families 3 and 4: Spell/Trap card activations. Every Continuous/Field/Equip Spell/Trap
// has its plain card activation; a card whose activation is on the chain is on the field but its
// continuous effects apply only once it resolved; an activated Normal/Quick-Play Spell or
// Normal/Counter Trap cannot be returned to the hand or Deck (seed 002 一 3; OCG rule: such a card is
// sent to the GY when the chain ends).
import { describe, expect, it } from 'vitest';
import { chain, judgeWith, linkOf, summary } from '../build.js';
import { card } from '../../../src/cards/curated/dsl.js';
import { askCdb, haveCards } from '../../cards/data.js';

// A Continuous Trap whose text lists only a trigger effect: its card activation is still there.
const onlyTrigger = card({
  id: 99999941,
  name: '测试永续陷阱',
  type: 'trap continuous',
  effects: [{ kind: 'trigger', trigger: { event: 'summoned', subject: { side: 'opponent' } }, staysOnField: true, does: [{ do: 'damage', player: 'opponent', amount: 300 }] }],
});

describe('family 3: the card activation is always there', () => {
  it('[CH-CARD-ACTIVATION] a Set Continuous Trap named bare on a chain is its card activation (record 0), even when its text lists no activated effect', () => {
    const a = judgeWith('{回合:A B场:测试永续陷阱(盖)} C1 A:黑洞 C2 B:测试永续陷阱', [onlyTrigger]);
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(linkOf(a, 2).speed).toBe(2);
    expect(linkOf(a, 2).rules).toContain('CH-CARD-ACTIVATION');
  });

  it('[CH-CARD-ACTIVATION] a card whose activation is on the chain is on the field: it can be targeted', () => {
    const a = chain('{回合:A B场:技能抽取(盖)} C1 B:技能抽取 C2 A:旋风→C1');
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
  });

  // fails until implemented: a card whose activation is on the chain already applies its continuous effects
  it('[CH-ACTIVATION-NOT-APPLYING] its continuous effects apply only once its activation resolved (王宫的铁壁 on the chain does not stop 宇宙旋风)', () => {
    const a = chain('{回合:A A场:王宫的铁壁(盖)} C1 A:王宫的铁壁 C2 B:宇宙旋风→C1');
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    // Face-up and applying, it does.
    expect(summary(chain('{回合:A A场:王宫的铁壁 B场:} C1 B:宇宙旋风→王宫的铁壁'))).toEqual(['C1:illegal:illegal']);
  });
});

describe('family 4: activated Normal Spells/Traps cannot go back to the hand or Deck', () => {
  // fails until implemented: activated Normal Spells/Traps are still legal targets of returns
  it('[CH-ON-CHAIN-NO-RETURN] 凤翼的爆风 cannot target an activated 黑洞 (a Normal Spell on the chain)', () => {
    const a = chain('C1 A:黑洞 C2 B:凤翼的爆风→C1');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).rules).toContain('CH-ON-CHAIN-NO-RETURN');
  });

  it('[CH-ON-CHAIN-NO-RETURN] it may be destroyed, and a Continuous Spell/Trap on the chain may be returned', () => {
    expect(summary(chain('C1 A:黑洞 C2 B:旋风→C1'))).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(summary(chain('{回合:A A场:技能抽取(盖)} C1 A:技能抽取 C2 B:凤翼的爆风→C1'))).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
  });

  it.skipIf(!haveCards)('[CH-ON-CHAIN-NO-RETURN] nor may it be the card a resolution chooses to return (`[回到卡组 X]`, form 15): 牙龙咆哮 choosing the chained 强欲之瓶 returns nothing; a Continuous Trap on the field it may choose', () => {
    const gy = 'A墓:硬毛鼠,兵主部,蛋龙,魔头邪龙';
    const a = askCdb(`{回合:A 阶段:主要1 ${gy} B场:强欲之瓶(盖),魔法筒(盖)} C1 A:牙龙咆哮 [回到卡组 强欲之瓶] C2 B:强欲之瓶`);
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(a.events.filter((e) => e.type === 'returned-to-deck')).toEqual([]);
    expect(linkOf(a, 1).rules).toContain('CH-ON-CHAIN-NO-RETURN');
    const b = askCdb(`{回合:A 阶段:主要1 ${gy} B场:强欲之瓶(盖),光之护封剑} C1 A:牙龙咆哮 [回到卡组 光之护封剑] C2 B:强欲之瓶`);
    expect(b.events.filter((e) => e.type === 'returned-to-deck').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['光之护封剑']);
  });

  // fails until implemented: activated Normal Spells/Traps are still legal targets of returns
  it('[CH-ON-CHAIN-NO-RETURN] a Set card targeted for a return, then activated, is returned no more: the return does nothing', () => {
    const a = chain('{回合:B A场:破坏轮(盖),三眼怪 B场:黑魔术师} C1 B:凤翼的爆风→A:破坏轮 C2 A:破坏轮→B:黑魔术师');
    expect(summary(a)).toEqual(['C1:legal:no-effect@2', 'C2:legal:resolved']);
    expect(a.events.filter((e) => e.type === 'returned-to-deck')).toEqual([]);
    expect(linkOf(a, 1).rules).toContain('CH-ON-CHAIN-NO-RETURN');
  });
});
