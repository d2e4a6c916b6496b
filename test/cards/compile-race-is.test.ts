// CMP-RACE-IS (issue 16, rules reference docs/c02/基本用语.rst:1127): a subject that names its Types after 「种族是」
// (「原本种族是机械族或者岩石族的场上的怪兽」) has those Types as its filter, as 「机械族·岩石族怪兽」 has.
import { describe, expect, it } from 'vitest';
import { filterOf } from '../../src/cards/compile/words.js';

describe('CMP-RACE-IS', () => {
  it('[CMP-RACE-IS] 「原本种族是X族或者Y族的…怪兽」 and 「种族是X族的…」 read their Types; a subject without them has none', () => {
    expect(filterOf('原本种族是龙族或者恐龙族的场上的怪兽').race).toEqual(['龙族', '恐龙族']);
    expect(filterOf('种族是鱼族的自己场上的怪兽').race).toBe('鱼族');
    expect(filterOf('场上的怪兽').race).toBeUndefined();
  });
});
