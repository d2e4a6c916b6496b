// CMP-ARCHETYPE-TYPED in play, on cards imported from cards.cdb (read from their texts, not curated): an archetype in 「」 followed
// by a monster type (「「闪刀姬」连接怪兽」「「元素英雄」融合怪兽」) names that archetype as well as that type. Before, the
// archetype was dropped whenever a type word stood between 」 and 怪兽, so any Link (or Fusion) Monster fitted.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';
import { offered } from '../reference/judge.js';

skipMessage('an archetype before a monster type (CMP-ARCHETYPE-TYPED)', CARDS_DB);

const summoned = (a: ReturnType<typeof askCdb>) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('an archetype before a monster type, in play', () => {
  // 闪刀姬-零衣② waits in the GY for 「自己场上的表侧表示的「闪刀姬」连接怪兽」 leaving by the opponent's effect.
  const leave = (mine: string) => `{回合:B 阶段:主要1 A场:${mine} A墓:闪刀姬-零衣} C1 B:黑洞`;
  it('[CMP-ARCHETYPE-TYPED] a 闪刀姬 Link Monster of mine destroyed by the opponent’s 黑洞: 闪刀姬-零衣② is offered', () => {
    expect(offered(leave('闪刀姬-飒天'))).toContain('闪刀姬-零衣');
  });
  it('[CMP-ARCHETYPE-TYPED] the other side: a Link Monster of another archetype (解码语者) leaving the same way does not meet it — only the type fitted before', () => {
    expect(offered(leave('解码语者'))).not.toContain('闪刀姬-零衣');
  });
  it('[CMP-ARCHETYPE-TYPED] a 闪刀姬 Link Monster whose name an effect changed (`(卡名:三眼怪)`) is no 「闪刀姬」 monster when it leaves: no trigger', () => {
    expect(offered(leave('闪刀姬-飒天(卡名:三眼怪)'))).not.toContain('闪刀姬-零衣');
  });
  it('[CMP-ARCHETYPE-TYPED] the subject is mine: the opponent’s 闪刀姬 Link Monster destroyed by my effect does not meet it', () => {
    expect(offered('{回合:A 阶段:主要1 A墓:闪刀姬-零衣 B场:闪刀姬-飒天} C1 A:黑洞')).not.toContain('闪刀姬-零衣');
  });
  it('[CMP-ARCHETYPE-TYPED] a pick: 元素英雄 宏伟侠② (「从额外卡组把1只「元素英雄」融合怪兽…特殊召唤」) summons 元素英雄 天空侠, never 青眼究极龙 beside it', () => {
    expect(summoned(askCdb('{回合:A 阶段:主要1 A场:元素英雄 宏伟侠 A额外:青眼究极龙,元素英雄 天空侠 B场:三眼怪} C1 A:元素英雄 宏伟侠②'))).toEqual(['元素英雄 天空侠']);
    expect(summoned(askCdb('{回合:A 阶段:主要1 A场:元素英雄 宏伟侠 A额外:青眼究极龙 B场:三眼怪} C1 A:元素英雄 宏伟侠②'))).not.toContain('青眼究极龙');
  });
});
