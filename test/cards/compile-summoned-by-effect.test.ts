// CMP-SUMMONED-BY-EFFECT (issue 16, rules reference docs/c02/进入连锁·不入连锁的特殊召唤.rst:80): 「卡的效果让…特殊召唤的场合」 is met by a
// Special Summon an effect made, not by one made by rule (a Synchro Summon, a monster's own summoning procedure).
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from './data.js';

const trap = { kind: 'trap', subtypes: ['continuous'] } as never;
const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);

describe('CMP-SUMMONED-BY-EFFECT', () => {
  it('[CMP-SUMMONED-BY-EFFECT] 「卡的效果让…特殊召唤的场合」 has the cause effect; 「…特殊召唤的场合」 alone has none', () => {
    const [by] = compileEffects('①：1回合1次，卡的效果让自己场上有怪兽特殊召唤的场合才能发动。自己从卡组抽1张。', trap);
    expect(by!.trigger?.cause).toBe('effect');
    const [any] = compileEffects('①：1回合1次，自己场上有怪兽特殊召唤的场合才能发动。自己从卡组抽1张。', trap);
    expect(any!.trigger?.cause).toBeUndefined();
  });
  it.skipIf(!haveCards)('[CMP-SUMMONED-BY-EFFECT] 黄金乡的七摩天② is offered after 死者苏生 brings a level 5+ monster back under 不死世界, not after a Synchro Summon', () => {
    expect(offered('{回合:A 阶段:主要1 A场:不死世界,黄金乡的七摩天 A墓:青眼白龙} C1 A:死者苏生→青眼白龙')).toContain('黄金乡的七摩天');
    expect(offered('{回合:A 阶段:主要1 A场:不死世界,黄金乡的七摩天,方程式同调士,三眼怪} 同调召唤 A:科技属 超图书馆员 素材 方程式同调士,三眼怪')).not.toContain('黄金乡的七摩天');
  });
  it.skipIf(!haveCards)('[CMP-SUMMONED-BY-EFFECT] a monster that can be Normal Summoned, summoned by its own procedure (电子龙), is Special Summoned by an effect: 黄金乡的七摩天② is offered under 不死世界', () => {
    expect(offered('{回合:A 阶段:主要1 A场:不死世界,黄金乡的七摩天 A手:电子龙 B场:三眼怪} 特殊召唤 电子龙')).toContain('黄金乡的七摩天');
  });
});
