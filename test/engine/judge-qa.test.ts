// Ruling questions a tournament judge asks with the curated staples, each checked through the notation:
// the card facts (current OCG text) and the engine rules they rely on.
import { describe, expect, it } from 'vitest';
import { chain, linkOf, summary } from './build.js';
import { askCdb, haveCards } from '../cards/data.js';

describe('staples in common ruling questions', () => {
  it('屋敷童 negates the activation of 死者苏生, not only its effect (「那个发动无效」, docs/c03/战斗阶段流程.rst:529)', () => {
    const a = chain('C1 A:死者苏生 C2 B:屋敷童');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(a.events.filter((e) => e.type === 'activation-negated').length).toBe(1);
    // It answers nothing that does not touch the GY.
    expect(summary(chain('C1 A:增援 C2 B:屋敷童'))).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).outcome).toBe('resolved');
  });
  it('[CH-TRAP-HAND-TEXT] a Trap whose text allows it is activated from the hand when its condition holds (无限泡影: its controller controls no cards)', () => {
    const a = chain('{回合:A A场:三眼怪 B场:} C1 B:无限泡影[从手卡]→A:三眼怪');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-TRAP-HAND-TEXT');
    const b = chain('{回合:A A场:三眼怪 B场:蓝宝石龙} C1 B:无限泡影[从手卡]→A:三眼怪');
    expect(summary(b)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(b, 1).illegalReason).toContain('自己场上没有卡');
    // A Trap whose text says nothing of the hand still cannot.
    expect(summary(chain('{回合:A} C1 A:黑洞 C2 B:神之宣告[从手卡]'))).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
  });
  it('an activation that lacks the action a hand trap answers: the reason names the actions', () => {
    const a = chain('C1 A:黑洞 C2 B:灰流丽');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).illegalReason).toContain('从卡组加入手卡');
    const en = chain('C1 A:黑洞 C2 B:灰流丽', 'en');
    expect(linkOf(en, 2).illegalReason).toContain('add from the Deck to the hand');
  });
  it('[CH-EVENT-NOT-YET] a quick effect answering an event cannot be chained to the activation that will cause it', () => {
    // 小丑与锁鸟 answers the adding itself, which 增援 does only when it resolves.
    const a = chain('C1 A:增援 C2 B:小丑与锁鸟');
    expect(summary(a)).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    expect(linkOf(a, 2).rules).toContain('CH-EVENT-NOT-YET');
    expect(summary(chain('{回合:A} C1 A:死者苏生 C2 B:朔夜时雨'))).toEqual(['C1:legal:resolved', 'C2:illegal:illegal']);
    // A hand trap that answers the activation itself is still fine there.
    expect(summary(chain('C1 A:增援 C2 B:灰流丽'))).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
  });
  it.skipIf(!haveCards)('[CH-SUMMON-NEGATED] a negated summon whose banish step is forbidden (王宫的铁壁 chained): the monster goes to the GY by rule, by no player; without the lock it is banished', () => {
    const locked = askCdb('{回合:A A手:电子龙} 特殊召唤 电子龙 C1 B:古圣戴 始龙②→A:电子龙 C2 A:王宫的铁壁');
    const gy = locked.events.filter((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === '电子龙'));
    expect(gy.length).toBe(1);
    expect(gy[0]!.cause).toBe('rule');
    expect(locked.events.some((e) => e.type === 'banished' && e.cards.some((c) => c.name === '电子龙'))).toBe(false);
    const free = askCdb('{回合:A A手:电子龙} 特殊召唤 电子龙 C1 B:古圣戴 始龙②→A:电子龙');
    expect(free.events.some((e) => e.type === 'banished' && e.cards.some((c) => c.name === '电子龙'))).toBe(true);
  });
  it('[CH-SUMMON-NEGATED] 神之宣告 as Chain Link 1 on a summon: the card written is the monster; it is destroyed but never left the field', () => {
    const a = chain('{回合:A A场:三眼怪} C1 B:神之宣告→A:三眼怪');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(linkOf(a, 1).rules).toContain('CH-SUMMON-NEGATED');
    expect(linkOf(a, 1).reason).toContain('召唤无效');
    const destroyed = a.events.filter((e) => e.type === 'destroyed');
    expect(destroyed.flatMap((e) => e.cards.map((c) => c.name))).toEqual(['三眼怪']);
    // 三眼怪's 「从场上送去墓地」 is not met by a monster whose summon was negated.
    expect(a.window.triggers).toEqual([]);
    expect(a.warnings.join()).not.toContain('只当作说明');
  });
  it('[CH-FORBIDDEN-ACTION] under 王宫的铁壁 a card whose effect is to banish cannot be activated', () => {
    const a = chain('{回合:A; 阶段:战斗步骤; A场:蓝宝石龙,王宫的铁壁; 攻击:A:蓝宝石龙→B:三眼怪} C1 B:次元幽闭→蓝宝石龙');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-FORBIDDEN-ACTION');
    expect(linkOf(a, 1).illegalReason).toContain('不能除外');
    expect(summary(chain('{回合:A B场:王宫的铁壁,魔法干扰阵(盖)} C1 A:宇宙旋风→B:魔法干扰阵'))).toEqual(['C1:illegal:illegal']);
    // Without it, the same chain is fine; and cards that do not banish are untouched by it.
    expect(summary(chain('{回合:A; 阶段:战斗步骤; A场:蓝宝石龙; 攻击:A:蓝宝石龙→B:三眼怪} C1 B:次元幽闭→蓝宝石龙'))).toEqual(['C1:legal:resolved']);
    expect(summary(chain('{回合:A B场:王宫的铁壁} C1 A:黑洞'))).toEqual(['C1:legal:resolved']);
  });
  it('[CH-SET-FIRST] under 魔封的芳香 a Spell Card cannot be activated from the hand or the turn it was Set', () => {
    const a = chain('{回合:A 阶段:主要1 A手:黑洞 B场:魔封的芳香} C1 A:黑洞');
    expect(summary(a)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(a, 1).rules).toContain('CH-SET-FIRST');
    expect(summary(chain('{回合:A 阶段:主要1 A场:黑洞(本回合盖放) B场:魔封的芳香} C1 A:黑洞'))).toEqual(['C1:illegal:illegal']);
    // (a monster on the field: with none 黑洞 would have nothing to destroy, CH-NOTHING-TO-APPLY)
    expect(summary(chain('{回合:A 阶段:主要1 A场:黑洞(盖) B场:魔封的芳香,青眼白龙} C1 A:黑洞'))).toEqual(['C1:legal:resolved']);
    expect(summary(chain('{回合:A 阶段:主要1 A手:黑洞} C1 A:黑洞'))).toEqual(['C1:legal:resolved']);
  });
  it('[CH-SET-FIRST] under 魔封的芳香, a Spell Set before this turn activated on the opponent\'s turn: its player\'s next turn may not have come — activated, and said', () => {
    const a = chain('{回合:B 阶段:主要1 B场:魔封的芳香 A场:宇宙旋风(盖)} C1 A:宇宙旋风→魔封的芳香');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.assumptions.join('\n')).toContain('假定是在A上一个自己回合之前盖放的');
    // on its own player's turn that turn has come: nothing to say
    expect(chain('{回合:A 阶段:主要1 A场:黑洞(盖) B场:魔封的芳香,青眼白龙} C1 A:黑洞').assumptions.join('\n')).not.toContain('上一个自己回合');
  });
  it('效果遮蒙者 / 无限泡影 chained to a monster effect on the field negate that effect; 月之书 in answer saves it', () => {
    for (const negator of ['效果遮蒙者', '无限泡影']) {
      const a = chain(`{回合:B 阶段:主要1 B场:魔导战士 破坏者} C1 B:魔导战士 破坏者 C2 A:${negator}→B:魔导战士 破坏者`);
      expect(summary(a)).toEqual(['C1:legal:effect-negated@2', 'C2:legal:resolved']);
    }
    const b = chain('{回合:B 阶段:主要1 B场:魔导战士 破坏者} C1 B:魔导战士 破坏者 C2 A:效果遮蒙者→B:魔导战士 破坏者 C3 B:月之书→B:魔导战士 破坏者');
    expect(summary(b)).toEqual(['C1:legal:resolved', 'C2:legal:no-effect@3', 'C3:legal:resolved']);
  });
  it('闪电风暴: its own face-up card does not count against 「自己场上没有表侧表示的卡」, at activation or at resolution', () => {
    const a = chain('{回合:A B场:蓝宝石龙} C1 A:闪电风暴');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(linkOf(a, 1).rules).not.toContain('CH-COND-NOT-RECHECKED');
    expect(linkOf(a, 1).reason).not.toContain('不再满足');
    const b = chain('{回合:A A场:蓝宝石龙} C1 A:闪电风暴');
    expect(summary(b)).toEqual(['C1:illegal:illegal']);
    expect(linkOf(b, 1).illegalReason).toContain('自己场上没有表侧表示的卡');
  });
  it('[CH-TARGET-ATTACKER] a target that can only be the attacking monster, not written, is the situation\'s attacker (and said)', () => {
    const a = chain('{回合:A 阶段:战斗步骤 攻击:A:蓝宝石龙→B:三眼怪} C1 B:魔法筒');
    expect(summary(a)).toEqual(['C1:legal:resolved']);
    expect(a.events.find((e) => e.type === 'damage')?.amount).toBe(1900);
    expect(a.assumptions.join()).toContain('只能是攻击怪兽');
    expect(linkOf(a, 1).rules).toContain('CH-TARGET-ATTACKER');
    const b = chain('{回合:A 阶段:战斗步骤 攻击:A:蓝宝石龙→B:三眼怪} C1 B:次元幽闭');
    expect(b.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['蓝宝石龙']);
  });
});
