// Staples round 17 (s59): what round 16 left — a by-name once-per-chain limit not read (连锁爆击 and 5 other cards of the catalog) —
// over the real card database.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, cdbJudge, haveCards, skipMessage } from '../cards/data.js';

skipMessage('staples round 17', CARDS_DB);

describe.skipIf(!haveCards)('[CH-ONCE-PER-CHAIN] 「同1组连锁上有复数次同名卡的效果发动的场合，这张卡不能发动」 (card text: 连锁爆击, 一阵之风)', () => {
  it('[CH-ONCE-PER-CHAIN] a second 连锁爆击 in the same chain, even the opponent\'s, cannot be activated (it was accepted and dealt 800)', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:连锁爆击(盖)} C1 A:连锁爆击 C2 B:连锁爆击');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[1]!.legal).toBe(false);
    expect(String(a.links[1]!.illegalReason)).toContain('同1组连锁上有复数次同名卡的效果发动的场合，这张卡不能发动——C1');
    expect(a.events.filter((e) => e.type === 'damage').map((e) => [e.player, e.amount])).toEqual([['B', 400]]);
  });

  it('[CH-ONCE-PER-CHAIN] the other side: the first of its name in the chain is legal, and a link of another name between does not count', () => {
    const a = askCdb('{回合:A 阶段:主要1 B场:连锁爆击(盖),一阵之风(盖)} C1 A:强欲之壶 C2 B:连锁爆击 C3 A:一阵之风 C4 B:一阵之风');
    expect(a.links.map((l) => l.legal)).toEqual([true, true, true, false]);
    expect(String(a.links[3]!.illegalReason)).toContain('C3');
  });
});

describe.skipIf(!haveCards)('[CH-DELAYED] 「发动后第2次的自己的准备阶段」: the step left for later says which Standby Phase (card text: 封印之黄金柜, 时间胶囊, 预见存折)', () => {
  it('[CH-DELAYED] 封印之黄金柜 (curated) and 时间胶囊 (compiled) say the 2nd Standby Phase of their controller — it read only 「准备阶段时」', () => {
    expect(askCdb('C1 A:封印之黄金柜').delayed?.map((d) => String(d.what))).toEqual(['发动后第2次的自己的准备阶段时加入手卡（那时不入连锁）']);
    const en = cdbJudge().chain('C1 A:时间胶囊', { lang: 'en' });
    expect(en.ok && en.delayed?.map((d) => String(d.what))[0]).toContain('2nd Standby Phase of its controller after the activation');
  });

  it('[CH-DELAYED] the count is the text\'s: 预见存折 waits for the 3rd; the other side — a step for 「下个回合的准备阶段」 (诅咒之吸血鬼) has no count', () => {
    expect(askCdb('{回合:A 阶段:主要1 A场:预见存折} C1 A:预见存折').delayed?.map((d) => String(d.what)).join()).toContain('发动后第3次的自己的准备阶段');
    expect(askCdb('C1 A:诅咒之吸血鬼 准备阶段').delayed?.map((d) => String(d.what))).toEqual(['准备阶段时特殊召唤（那时不入连锁）']);
  });
});

describe.skipIf(!haveCards)('[CH-ST-STAYS-BY-TEXT] 时间胶囊: 「从自己卡组选择1张卡，里侧表示从游戏中除外。发动后第2次的自己的准备阶段这张卡破坏，那张卡加入手卡」 (card text)', () => {
  it('[CH-ST-STAYS-BY-TEXT] it stays on the field to be destroyed in that Standby Phase — it was sent to the GY as the chain ended', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:时间胶囊');
    expect(a.events.filter((e) => e.type === 'sent-to-gy')).toEqual([]);
    expect(a.window.notes.map(String).join('\n')).not.toContain('「时间胶囊」');
  });

  it('[CH-ST-STAYS-BY-TEXT] the other side: a Normal Spell with nothing left for later (黑洞) is still sent to the GY by rule', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:黑洞');
    expect(a.window.notes.map(String).join('\n')).toContain('不能留在场上的魔法·陷阱卡按规则送去墓地：「黑洞」');
  });
});

describe.skipIf(!haveCards)('[CH-CONTAINS-AT-ACTIVATION] 时间胶囊 adds the card from the banishment, not from the Deck: 灰流丽 cannot answer it', () => {
  it('[CH-CONTAINS-AT-ACTIVATION] 灰流丽 chained to 时间胶囊 is refused (it was accepted and negated the effect: the delayed add read 「从卡组」)', () => {
    const a = askCdb('{回合:A 阶段:主要1 B手:灰流丽} C1 A:时间胶囊 C2 B:灰流丽');
    expect(a.links[1]!.legal).toBe(false);
    expect(String(a.links[1]!.illegalReason)).toContain('只回应包含「从卡组加入手卡」');
  });

  it('[CH-CONTAINS-AT-ACTIVATION] the other side: a card added from the Deck (增援) is still answered', () => {
    const a = askCdb('{回合:A 阶段:主要1 B手:灰流丽} C1 A:增援 C2 B:灰流丽');
    expect(a.links[1]!.legal).toBe(true);
  });
});

describe.skipIf(!haveCards)('[CH-SKIP-TO-END-PHASE] 闪光弹: 「变成这个回合的结束阶段」 (card text)', () => {
  it('[CH-SKIP-TO-END-PHASE] the attack stops — no battle damage is shown — and the End Phase comes next (it resolved as a silent 「效果适用」, damage still shown)', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B A场:青眼白龙 B场:闪光弹(盖)} C1 B:闪光弹');
    expect(String(a.links[0]!.reason)).toContain('变成这个回合的结束阶段');
    expect(a.battle).toBeNull();
    expect(a.window.notes.map(String).join('\n')).toContain('主要阶段2也跳过，接下来是结束阶段');
  });

  it('[CH-SKIP-TO-END-PHASE] in Main Phase 1 (卡片汽车·D ①) it says the turn goes to its End Phase, and no Battle Phase is said to end', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:卡片汽车·D} C1 A:卡片汽车·D');
    expect(String(a.links[0]!.reason)).toContain('变成这个回合的结束阶段');
    expect(a.events.map((e) => e.type)).not.toContain('battle-phase-ended');
  });

  it('[CH-SKIP-TO-END-PHASE] the other side: 「那次攻击无效，那之后战斗阶段结束」 (速攻的稻草人) still leads to Main Phase 2', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 攻击:A:青眼白龙→B A场:青眼白龙 B场:} C1 B:速攻的稻草人');
    expect(a.window.notes.map(String).join('\n')).toContain('接下来是主要阶段2');
  });
});
