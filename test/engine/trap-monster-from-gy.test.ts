// WIN-TRAP-MONSTER-FROM-GY (rules reference docs/c02/基本用语.rst:1109–1110): a trap monster Special Summoned from the GY was a
// Trap Card in the GY, so it is a monster Special Summoned from somewhere other than the GY — 「从墓地以外有怪兽特殊召唤」 sees it,
// a monster revived from the GY it does not. Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the trap-monster-from-GY summon rule', CARDS_DB);

const names = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('[WIN-TRAP-MONSTER-FROM-GY] a trap monster summoned from the GY was no monster there', () => {
  it('[WIN-TRAP-MONSTER-FROM-GY] 幻影骑士团 影佑 ② summoning itself from the GY meets 巨神龙的遗迹 ① (「从墓地以外有怪兽特殊召唤」)', () => {
    expect(names(askCdb('{回合:B 阶段:战斗步骤 攻击:B:青眼白龙 A墓:幻影骑士团 影佑 B场:巨神龙的遗迹,青眼白龙} C1 A:幻影骑士团 影佑#2'))).toContain('巨神龙的遗迹');
  });
  it('[WIN-TRAP-MONSTER-FROM-GY] a monster revived from the GY (三眼怪 by 死者苏生) does not meet it; one summoned from the hand does', () => {
    expect(names(askCdb('{回合:A 阶段:主要1 A场:巨神龙的遗迹,青眼白龙 A墓:三眼怪} C1 A:死者苏生→三眼怪'))).not.toContain('巨神龙的遗迹');
    expect(names(askCdb('{回合:A 阶段:主要1 A场:巨神龙的遗迹,青眼白龙 A手:三眼怪} 特殊召唤 三眼怪'))).toContain('巨神龙的遗迹');
  });
});
