// CMP-ARCHETYPE-SPELLING (test/RULES.md): the database's texts name the archetype 「星守」 while its cards are named
// 「星因士 …」「星辉士 …」; a card is of the archetype when its name holds the word or one of those spellings.
import { describe, expect, it } from 'vitest';
import { archetypeSpellings } from '../../src/cards/archetype-words.js';
import { askCdb, haveCards } from './data.js';

describe('CMP-ARCHETYPE-SPELLING, the table', () => {
  it('[CMP-ARCHETYPE-SPELLING] 「星守」 is spelled 星因士 and 星辉士 in card names; another archetype is only its own word', () => {
    expect(archetypeSpellings('「星守」')).toEqual(['星守', '星因士', '星辉士']);
    expect(archetypeSpellings('永火')).toEqual(['永火']);
  });
});

describe.skipIf(!haveCards)('CMP-ARCHETYPE-SPELLING, what a user sees', () => {
  const at = (mine: string) => askCdb(`{回合:B 阶段:伤害计算后 攻击:B:红莲魔龙→A:星因士 天津四 A场只有:星因士 天津四(战斗破坏),${mine},神星因子(盖) B场:红莲魔龙} C1 B:红莲魔龙① C2 A:神星因子`).links[1]!;
  it('[CMP-ARCHETYPE-SPELLING] 神星因子’s cost 「「星守」怪兽」 may be paid with 星因士 天狼星 or 星守之骑士 托勒密 besides the battle-destroyed 星因士 天津四, not with 三眼怪', () => {
    expect(at('星因士 天狼星').legal).toBe(true);
    expect(at('星守之骑士 托勒密').legal).toBe(true);
    const other = at('三眼怪');
    expect(other.legal).toBe(false);
    expect(other.rules).toContain('CH-BATTLE-DESTROYED');
  });
});
