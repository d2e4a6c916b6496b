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

  it('leaves changes by counts or other cards’ values unread', () => {
    expect(readStatChange('攻击力上升那个原本攻击力数值')).toBeNull();
    expect(readStatChange('攻击力上升自己墓地的怪兽数量×300')).toBeNull();
    expect(readStatChange('攻击力上升300，每有1只那个数值上升')).toBeNull();
  });
});
