// SIT-LINK-MONSTER-AGAIN, CH-ONCE-PER-CHAIN, CUR-BARONNE-ONCE-FACE-UP: a monster the situation lists on the field, named again by its
// player in one chain, is that same monster (not an unlisted copy with ATK 0 and an assumed place); 召命之神弓-阿波罗萨②'s
// 「同一连锁上最多1次」 and 鲜花女男爵②'s 「表侧存在期间1次」 are use limits the engine reads, not unread activation conditions.
import { describe, expect, it } from 'vitest';
import { summary } from '../engine/build.js';
import { askCdb, haveCards } from './data.js';

const UNREAD = '没有被读懂';

describe.skipIf(!haveCards)('a listed monster named again; curated use limits', () => {
  it('[SIT-LINK-MONSTER-AGAIN] C2 and C4 阿波罗萨 illegal below: C4 is the listed one (ATK 3200 → 2400), its place not assumed', () => {
    const a = askCdb('{回合:A A场:召命之神弓-阿波罗萨 B手:灰流丽,增殖的G} C1 B:灰流丽 C2 A:召命之神弓-阿波罗萨 C3 B:增殖的G C4 A:召命之神弓-阿波罗萨');
    expect(summary(a)).toEqual(['C1:illegal:illegal', 'C2:illegal:illegal', 'C3:legal:activation-negated@4', 'C4:legal:resolved']);
    expect(a.assumptions.join('\n')).not.toContain('位置情境中没有写明');
    expect(a.assumptions.join('\n')).toContain('C4「召命之神弓-阿波罗萨」和 C2 是场上的同一只怪兽');
    expect(a.links[3]!.reason).toContain('攻击力3200→2400');
  });

  it('[SIT-LINK-MONSTER-AGAIN] a hand trap named twice is still two copies (the first went to the GY)', () => {
    const a = askCdb('{回合:A 阶段:主要1 B手:灰流丽,灰流丽} C1 A:强欲而谦虚之壶 C2 B:灰流丽 C3 A:增殖的G C4 B:灰流丽');
    expect(a.assumptions.join('\n')).not.toContain('是场上的同一只怪兽');
  });

  it('[CH-ONCE-PER-CHAIN] the same 阿波罗萨 cannot use ② twice in one chain; the refusal says once per chain', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:召命之神弓-阿波罗萨 B手:增殖的G,效果遮蒙者} C1 B:增殖的G C2 A:召命之神弓-阿波罗萨 C3 B:效果遮蒙者→召命之神弓-阿波罗萨 C4 A:召命之神弓-阿波罗萨');
    expect(a.links[1]!.legal).toBe(true);
    expect(a.links[3]!.legal).toBe(false);
    expect(a.links[3]!.illegalReason).toContain('同一连锁上只能发动1次');
    expect(a.assumptions.join('\n')).not.toContain(UNREAD);
  });

  it('[CUR-BARONNE-ONCE-FACE-UP] 鲜花女男爵② negating 黑洞: no 「发动条件没有被读懂」 assumption', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场: B场:鲜花女男爵} C1 A:黑洞 C2 B:鲜花女男爵②');
    expect(summary(a)).toEqual(['C1:legal:activation-negated@2', 'C2:legal:resolved']);
    expect(a.assumptions.join('\n')).not.toContain(UNREAD);
  });

  it('[CUR-BARONNE-ONCE-FACE-UP] the same 鲜花女男爵 marked 已用 cannot use ② again: said as once while face-up', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场: B场:鲜花女男爵(已用)} C1 A:黑洞 C2 B:鲜花女男爵②');
    expect(a.links[1]!.legal).toBe(false);
    expect(a.links[1]!.illegalReason).toContain('表侧表示存在期间能使用1次');
  });
});

// CUR-YATA-ARMED: 八汰乌② 「召唤·反转的回合的结束阶段发动」 is armed by its Normal Summon or flip, as the compiler reads every Spirit (荒魂②) —
// not by a Special Summon (the curated `summoned-this-turn` condition accepted one).
const endPhaseEntries = (input: string) => askCdb(input).endPhaseWindow?.triggers.map((t) => `${t.controller}:${t.card.name}#${t.effect}`) ?? [];

describe.skipIf(!haveCards)('八汰乌② armed by its summon or flip', () => {
  it('[CUR-YATA-ARMED] the End Phase after the chain: Special Summoned this turn, 八汰乌② is not named; Normal or Flip Summoned, it is', () => {
    const at = (how: string) => endPhaseEntries(`{回合:A 阶段:主要2 A场:八汰乌 A手:旋风 B场:旋风(盖) 本回合:A:八汰乌(${how})} C1 A:旋风 → B:旋风 结束阶段`);
    expect(at('特殊召唤')).toEqual([]);
    expect(at('召唤')).toEqual(['A:八汰乌#2']);
    expect(at('反转召唤')).toEqual(['A:八汰乌#2']);
  });
});
