// 「这个效果发动的回合，这张卡不能攻击」 (issue 16, FD-USED-LOCK; rules reference docs/c03/里侧·一时除外.rst:296–300): a monster that
// activated such an effect this turn (`已用`) declares no attack; turned face-down or banished and back since, it is a new card
// that activated nothing this turn, and may attack. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { usedSinceNewCard } from '../../src/engine/game/memory.js';

describe('a use that locks its own attacks', () => {
  it('[FD-USED-LOCK] 已用 counts only after the card last became a new card', () => {
    expect(usedSinceNewCard(['used'])).toBe(true);
    expect(usedSinceNewCard(['used', 'turned-face-down'])).toBe(false);
    expect(usedSinceNewCard(['used', 'banished-and-back'])).toBe(false);
    expect(usedSinceNewCard(['turned-face-down', 'used'])).toBe(true);
    expect(usedSinceNewCard([])).toBe(false);
  });
});

describe.skipIf(!haveCards)('a use that locks its own attacks, at the attack declaration', () => {
  const attack = (card: string, note: string) => askCdb(`{回合:A 阶段:战斗步骤 A场:${card}${note ? `(${note})` : ''} B场:三眼怪} 攻击宣言 ${card} → 三眼怪`).attack!;
  it('[FD-USED-LOCK] 钢铁指猴 that used its effect this turn cannot attack; set and flipped, or banished and back, it can; unused it can', () => {
    expect(attack('钢铁指猴', '已用').legal).toBe(false);
    expect(attack('钢铁指猴', '已用').rules).toContain('CH-ATTACK-CANNOT');
    expect(attack('钢铁指猴', '已用,变里侧').legal).toBe(true);
    expect(attack('钢铁指猴', '已用,一时除外').legal).toBe(true);
    expect(attack('钢铁指猴', '').legal).toBe(true);
  });
  it('[FD-USED-LOCK] a once-per-turn effect without such a lock (魔导战士 破坏者③) does not stop the attack', () => {
    expect(attack('魔导战士 破坏者', '已用').legal).toBe(true);
    expect(attack('混沌巫师', '已用').legal).toBe(false);
  });
});
