// 「这张卡在召唤·反转召唤·特殊召唤的回合不能攻击」 (issue 16, FD-SUMMON-TURN; rules reference docs/c03/里侧·一时除外.rst:149–159):
// the card remembers that it was summoned this turn (`本回合特召`, with how when said) through 变里侧 but not through 一时除外, and
// a Flip Summon is forgotten by both — so a monster Flip Summoned this turn and then set and flipped may attack.
// Cards read from cards.cdb (src/cards/compile/attack-rules.ts reads the sentence).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { readAttackRule } from '../../src/cards/compile/attack-rules.js';
import { remembered, summonedThisTurnAs } from '../../src/engine/game/memory.js';

describe('the summon turn, read and remembered', () => {
  it('[FD-SUMMON-TURN] reads the summon-turn attack lock with the summons it names; a lock of another turn is not read', () => {
    expect(readAttackRule('这张卡在召唤·反转召唤·特殊召唤的回合不能攻击')).toEqual({ kind: 'cannot-attack', of: 'filter', filter: { self: true, summonedThisTurn: ['normal', 'flip', 'special'] } });
    expect(readAttackRule('这张卡在特殊召唤的回合不能攻击')).toEqual({ kind: 'cannot-attack', of: 'filter', filter: { self: true, summonedThisTurn: ['special'] } });
    expect(readAttackRule('这张卡召唤·特殊召唤成功的回合不能攻击')).toEqual({ kind: 'cannot-attack', of: 'filter', filter: { self: true, summonedThisTurn: ['normal', 'special'] } });
    // 「发动的回合」「攻击宣言过的回合」 are other turns, not a summon's.
    expect(readAttackRule('这张卡发动的回合不能攻击')).toBeNull();
    expect(readAttackRule('这张卡攻击宣言过的回合不能攻击')).toBeNull();
  });
  it('[FD-SUMMON-TURN] what a monster remembers of its summon this turn: kept face-down, lost banished; a Flip Summon lost by both', () => {
    const st = (...s: Parameters<typeof remembered>[0][number][]) => remembered(s);
    expect(summonedThisTurnAs(st('tribute-summoned', 'summoned-this-turn', 'turned-face-down'), ['normal'])).toBe(true);
    expect(summonedThisTurnAs(st('tribute-summoned', 'summoned-this-turn', 'banished-and-back'), ['normal'])).toBe(false);
    expect(summonedThisTurnAs(st('flip-summoned', 'summoned-this-turn'), ['flip'])).toBe(true);
    expect(summonedThisTurnAs(st('flip-summoned', 'summoned-this-turn', 'turned-face-down'), ['normal', 'flip', 'special'])).toBe(false);
    // Said only 本回合特召: a Special Summon this turn (as the board reads 「特殊召唤的」).
    expect(summonedThisTurnAs(st('summoned-this-turn'), ['special'])).toBe(true);
    expect(summonedThisTurnAs(st('summoned-this-turn'), ['normal'])).toBe(false);
    expect(summonedThisTurnAs(st('special-summoned', 'summoned-this-turn'), ['normal'])).toBe(false);
  });
});

describe.skipIf(!haveCards)('the summon turn, judged at the attack declaration', () => {
  const attack = (note: string, card = '暗帝 迪尔格') => askCdb(`{回合:A 阶段:战斗步骤 A场:${card}(${note}) B场:三眼怪} 攻击宣言 ${card} → 三眼怪`).attack!;
  it('[FD-SUMMON-TURN] 暗帝 迪尔格 Tribute Summoned this turn cannot attack; set and flipped it still cannot; banished and back it can; a turn later it can', () => {
    expect(attack('上级召唤,本回合特召').legal).toBe(false);
    expect(attack('上级召唤,本回合特召').rules).toContain('CH-ATTACK-CANNOT');
    expect(attack('上级召唤,本回合特召,变里侧').legal).toBe(false);
    expect(attack('上级召唤,本回合特召,一时除外').legal).toBe(true);
    expect(attack('上级召唤').legal).toBe(true);
  });
  it('[FD-SUMMON-TURN] 过迟的兽人 (「在召唤的回合」) Special Summoned this turn may attack; Normal Summoned this turn may not; its effects negated, the lock is gone', () => {
    expect(attack('特殊召唤,本回合特召', '过迟的兽人').legal).toBe(true);
    expect(attack('通常召唤,本回合特召', '过迟的兽人').legal).toBe(false);
    expect(attack('通常召唤,本回合特召,效果无效', '过迟的兽人').legal).toBe(true);
  });
});
