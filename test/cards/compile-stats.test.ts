// The compiler's ATK/DEF change reader (src/cards/compile/stats.ts, issue 16): how a `modify-stats`
// step changes the value — read from the card text, or left unknown when the text gives a count or
// another card's value (the engine then counts nothing it cannot know).
import { describe, expect, it } from 'vitest';
import { readStatChange } from '../../src/cards/compile/stats.js';

describe('ATK/DEF change reader', () => {
  it('reads raises and lowers with their numbers', () => {
    expect(readStatChange('攻击力上升500。')).toEqual({ layer: 'current', op: 'add', value: 500 });
    expect(readStatChange('攻击力·守备力下降800')).toEqual({ layer: 'current', op: 'add', value: -800 });
  });

  it('reads 变成: a value, half, double, and twice the original', () => {
    expect(readStatChange('攻击力变成0，那个效果无效')).toEqual({ layer: 'current', op: 'set', value: 0 });
    expect(readStatChange('攻击力·守备力变成一半')).toEqual({ layer: 'current', op: 'half' });
    expect(readStatChange('攻击力变成2倍')).toEqual({ layer: 'current', op: 'double' });
    expect(readStatChange('攻击力变成原本攻击力的2倍')).toEqual({ layer: 'current', op: 'double', of: 'original' });
  });

  it('tells a change of the original value from a change of the current one', () => {
    expect(readStatChange('原本攻击力变成一半')).toEqual({ layer: 'original', op: 'half' });
  });

  it('leaves changes by counts it cannot count or other cards’ values unread', () => {
    expect(readStatChange('攻击力上升那个原本攻击力数值')).toBeNull();
    // (A count of the board is read since CH-STAT-SCALED — below; counters of its own card since CNT-ATK; materials and what an effect moved are not.)
    expect(readStatChange('攻击力上升这张卡的魔力指示物数量×300')).toEqual({ layer: 'current', op: 'add', value: 300, per: { counters: '魔力' } });
    expect(readStatChange('攻击力上升这张卡的超量素材数量×200')).toBeNull();
    expect(readStatChange('攻击力上升因这个效果回到卡组的卡的数量×100')).toBeNull();
    expect(readStatChange('攻击力上升300，每有1只那个数值上升')).toBeNull();
  });

  it('[CH-STAT-SCALED] reads a change by a count of the board, a level or the equip cards: the value per unit and what is counted', () => {
    expect(readStatChange('攻击力上升自己墓地的怪兽数量×300')).toEqual({ layer: 'current', op: 'add', value: 300, per: { count: { side: 'self', kind: 'monster', place: 'gy' } } });
    expect(readStatChange('原本的攻击力变为自己墓地存在的「白骨王」「白骨」数目×1000的数值')).toEqual({ layer: 'original', op: 'set', value: 1000, per: { count: { side: 'self', place: 'gy', names: ['白骨王', '白骨'] } } });
    expect(readStatChange('攻击力·守备力变成这张卡的等级×400的数值')).toEqual({ layer: 'current', op: 'set', value: 400, per: { level: true } });
    expect(readStatChange('攻击力上升这张卡装备的装备卡数量×500')).toEqual({ layer: 'current', op: 'add', value: 500, per: { equips: true } });
    expect(readStatChange('攻击力上升500', '自己场上的「野蛮人2号」每有1只，这张卡的')).toEqual({ layer: 'current', op: 'add', value: 500, per: { count: { side: 'self', place: 'field', names: ['野蛮人2号'] } } });
  });
});

// CMP-STAT-EACH-ORIGINAL (test/RULES.md): 「下降那怪兽的原本守备力数值」 counts the original value of each monster the change reaches.
describe('a change by the original value of each monster it reaches (CMP-STAT-EACH-ORIGINAL)', () => {
  it('[CMP-STAT-EACH-ORIGINAL] 「攻击力下降那怪兽的原本守备力数值」 (刚鬼 巨人食人魔①) lowers by the original DEF of each monster reached; 「那只怪兽的原本攻击力数值」 (one monster said before) is not read so', () => {
    expect(readStatChange('攻击力下降那怪兽的原本守备力数值。')).toEqual({ layer: 'current', op: 'add', value: -1, per: { eachOriginal: 'def' } });
    expect(readStatChange('攻击力下降那怪兽的原本攻击力数值。')).toEqual({ layer: 'current', op: 'add', value: -1, per: { eachOriginal: 'atk' } });
    expect(readStatChange('攻击力上升那只怪兽的原本攻击力数值。')?.per).toBeUndefined();
  });
});

// CMP-STAT-EACH-LEVEL (test/RULES.md): 「下降那怪兽的等级×100」 counts the level of each monster the change reaches.
describe('a change by the level of each monster it reaches (CMP-STAT-EACH-LEVEL)', () => {
  it('[CMP-STAT-EACH-LEVEL] 「攻击力下降那怪兽的等级×100」 is a lower of 100 per level of the monster reached; 「这张卡的等级×400」 stays its own level', () => {
    expect(readStatChange('攻击力下降那怪兽的等级×100。')).toEqual({ layer: 'current', op: 'add', value: -100, per: { eachLevel: true } });
    expect(readStatChange('攻击力上升那些怪兽的等级×200。')).toEqual({ layer: 'current', op: 'add', value: 200, per: { eachLevel: true } });
    expect(readStatChange('攻击力·守备力变成这张卡的等级×400的数值')).toMatchObject({ per: { level: true } });
  });
});

