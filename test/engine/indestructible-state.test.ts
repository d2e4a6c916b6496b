// CH-INDESTRUCTIBLE-STATE (rules reference docs/c03/无效.rst:64–66, :157): the situation says an earlier effect keeps a card
// on the field from being destroyed by card effects (`(不会被效果破坏)`: No.66 霸键甲虫, 闪珖龙 星尘). A destruction passes
// it by; a monster whose Flip Summon (or Gemini summon again) is negated is then not destroyed but still goes to the GY,
// by rule, not by the effect; and a Set card whose own activation is negated has lost it.
import { describe, expect, it } from 'vitest';
import { askCdb as chain, haveCards } from '../cards/data.js';
import type { ChainAnswer } from '../../src/answer/types.js';

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('a card stated indestructible by effects', () => {
  it('[CH-INDESTRUCTIBLE-STATE] a destruction of every monster passes the stated one by; the others are destroyed', () => {
    const a = chain('{回合:B 阶段:主要1 A场:变形壶(不会被效果破坏),黑魔术师} C1 B:黑洞');
    expect(moved(a, 'destroyed')).toEqual(['黑魔术师']);
    expect(a.links[0]!.rules).toContain('CH-INDESTRUCTIBLE-STATE');
  });
  it('[CH-INDESTRUCTIBLE-STATE] a Flip Summon negated by 科技属 戟炮手: the stated monster is not destroyed but sent to the GY by rule (not by an effect); without the state it is destroyed', () => {
    const kept = chain('{回合:A 阶段:主要1 A场:变形壶(盖,不会被效果破坏) B场:科技属 戟炮手} 反转召唤 变形壶 C1 B:科技属 戟炮手①');
    expect(moved(kept, 'destroyed')).toEqual([]);
    const sent = kept.events.find((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === '变形壶'));
    expect(sent?.cause).toBe('rule');
    const plain = chain('{回合:A 阶段:主要1 A场:变形壶(盖) B场:科技属 戟炮手} 反转召唤 变形壶 C1 B:科技属 戟炮手①');
    expect(moved(plain, 'destroyed')).toEqual(['变形壶']);
  });
  it('[CH-INDESTRUCTIBLE-STATE] a Gemini monster summoned again, its summon negated: sent to the GY, not destroyed', () => {
    const a = chain('{回合:A 阶段:主要1 A场:魔法史莱姆(不会被效果破坏) B场:科技属 戟炮手} 召唤 魔法史莱姆 C1 B:科技属 戟炮手①');
    expect(moved(a, 'destroyed')).toEqual([]);
    expect(moved(a, 'sent-to-gy')).toContain('魔法史莱姆');
  });
  it('[CH-INDESTRUCTIBLE-STATE] a Set Trap whose activation is negated has lost it: 神之宣告 destroys it', () => {
    const a = chain('{回合:A 阶段:主要1 A场:激流葬(盖,不会被效果破坏),三眼怪 B场:神之宣告(盖),黑魔术师} C1 A:激流葬 C2 B:神之宣告');
    expect(moved(a, 'destroyed')).toContain('激流葬');
  });
  it('[CH-INDESTRUCTIBLE-STATE] a negation on no chain that destroys (春化精的女神 春③): the stated monster’s effect is negated, the monster stays', () => {
    const a = chain('{回合:B A场:春化精的女神 春 B场:黑魔术师,魔导战士 破坏者(不会被效果破坏)} C1 B:魔导战士 破坏者①');
    expect(a.links[0]!.outcome).toBe('effect-negated');
    expect(moved(a, 'destroyed')).toEqual([]);
    expect(moved(chain('{回合:B A场:春化精的女神 春 B场:黑魔术师,魔导战士 破坏者} C1 B:魔导战士 破坏者①'), 'destroyed')).toEqual(['魔导战士 破坏者']);
  });
});
