// What a monster remembers of its summon, read by continuous effects and by its materials (issue 16):
// FD-SUMMON-CONTINUOUS (「只要反转召唤的这张卡在场上表侧表示存在，…」 holds only while the monster still remembers
// that summon) and FD-MATERIALS (`(素材:X+Y)`: the monsters it was made with, lost when it is turned face-down or
// banished and back — docs/c03/里侧·一时除外.rst:182–187). Cards read from cards.cdb, as the compiler reads them.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const stat = (input: string, name: string) => askCdb(input).stats?.find((s) => s.card.name === name);

describe.skipIf(!haveCards)('continuous effects that read how this card was summoned (FD-SUMMON-CONTINUOUS)', () => {
  it('[FD-SUMMON-CONTINUOUS] 怒怒怒斗笠剑士 gains 3500 only while it remembers its Flip Summon: not after 变里侧 or 一时除外, not when Special Summoned', () => {
    expect(stat('{回合:A A场:怒怒怒斗笠剑士(反转召唤)} 攻守计算', '怒怒怒斗笠剑士')?.atk).toBe(3500);
    expect(stat('{回合:A A场:怒怒怒斗笠剑士(反转召唤,变里侧)} 攻守计算', '怒怒怒斗笠剑士')?.atk).toBe(0);
    expect(stat('{回合:A A场:怒怒怒斗笠剑士(反转召唤,一时除外)} 攻守计算', '怒怒怒斗笠剑士')?.atk).toBe(0);
    expect(stat('{回合:A A场:怒怒怒斗笠剑士(特殊召唤)} 攻守计算', '怒怒怒斗笠剑士')?.atk).toBe(0);
  });

  it('[FD-SUMMON-CONTINUOUS] 应战的G summoned by its ①: its redirect banishes what would go to the GY; banished and back it still does; set and flipped, or summoned otherwise, it does not', () => {
    const banished = (states: string) => askCdb(`{回合:A 阶段:主要1 A场:应战的G(${states}) B场:三眼怪} C1 A:雷击`).events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name));
    // The destroyed monster and the resolved Spell both.
    expect(banished('自身特召').sort()).toEqual(['三眼怪', '雷击']);
    expect(banished('自身特召,一时除外').sort()).toEqual(['三眼怪', '雷击']);
    expect(banished('自身特召,变里侧')).toEqual([]);
    expect(banished('特殊召唤')).toEqual([]);
  });
});
