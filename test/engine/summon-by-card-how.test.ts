// SIT-SUMMON-BY-CARD-HOW and CH-SUMMON-BY-EFFECT (s49): a Synchro/Xyz/Link Summon written as made by a card's effect (`同调召唤 X 素材 … [由 Y]`).
// Before, Y was not read: `[由 死者苏生]` or `[由 黑洞]` was accepted as if those cards could Synchro Summon, and every such summon was taken as
// made within Y's resolution — so 神之宣告 was refused against 紧急同调's Synchro Summon, which is made once 紧急同调 resolved
// (docs/c02/进入连锁·不入连锁的特殊召唤.rst:61–68) and may be negated when it was Chain Link 1. Only 「当作同调召唤…特殊召唤」 (星尘战士, .rst:106)
// is made within the resolution.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const outcome = (a: ReturnType<typeof askCdb>) => a.links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}`);
const refusal = (input: string): string => {
  const a = cdbJudge().chain(input, { lang: 'zh-CN' });
  return a.ok ? '' : a.error.message;
};

describe.skipIf(!haveCards)('a Synchro/Xyz/Link Summon by a card\'s effect (SIT-SUMMON-BY-CARD-HOW)', () => {
  it('[SIT-SUMMON-BY-CARD-HOW] a card whose effect makes no such summon is refused, saying why: 死者苏生 summons from the GY only, 黑洞 summons nothing', () => {
    const reborn = refusal('{回合:A 阶段:主要1 A场:废品同调士,废品战士 A额外:星尘龙} 同调召唤 星尘龙 素材 废品同调士,废品战士 [由 死者苏生]');
    expect(reborn).toContain('「死者苏生」的效果不会把怪兽同调召唤（它只从墓地特殊召唤）');
    expect(reborn).toContain('特殊召唤 星尘龙 [由 死者苏生]');
    const hole = refusal('{回合:A 阶段:主要1 A场:元素英雄 天空侠,元素英雄 水泡侠 A额外:No.39 希望皇 霍普} 超量召唤 No.39 希望皇 霍普 素材 元素英雄 天空侠,元素英雄 水泡侠 [由 黑洞]');
    expect(hole).toContain('「黑洞」的效果不会把怪兽超量召唤（它的效果不特殊召唤怪兽）');
    // A card whose text Synchro Summons is accepted.
    expect(refusal('{回合:A 阶段:主要1 A场:废品同调士,废品战士 A额外:星尘龙} 同调召唤 星尘龙 素材 废品同调士,废品战士 [由 紧急同调]')).toBe('');
  });

  it('[CH-SUMMON-BY-EFFECT] 紧急同调\'s Synchro Summon is made once it resolved: 神之宣告 may answer it, Chain Link 1 assumed and said; 星尘战士\'s 「当作同调召唤」 is made within its resolution: refused', () => {
    const after = askCdb('{回合:A 阶段:主要1 A场:废品同调士,废品战士 A额外:星尘龙 B场:神之宣告(盖)} 同调召唤 星尘龙 素材 废品同调士,废品战士 [由 紧急同调] C1 B:神之宣告');
    expect(outcome(after)).toEqual(['C1:legal:resolved']);
    expect(after.assumptions.join('\n')).toContain('「星尘龙」的同调召唤是「紧急同调」的效果让玩家进行的');
    const within = askCdb('{回合:B 阶段:主要1 A场:星尘战士 A额外:废品战士 B场:神之宣告(盖)} 同调召唤 A:废品战士 [由 星尘战士] C1 B:神之宣告');
    expect(outcome(within)).toEqual(['C1:illegal:illegal']);
    expect(within.links[0]!.illegalReason).toContain('「星尘战士」的效果处理中进行的');
  });
});
