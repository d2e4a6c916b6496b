// CH-NOTHING-TO-APPLY (issue 16, rules reference docs/c03/只能有○○存在.rst:272): a Token summon makes its cards — 「在双方场上把…衍生物
// …特殊召唤」 names where they go, not cards it needs there, so a listed field with no such cards leaves it something to apply.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { judgeWith } from './build.js';

const maker = textCard({ id: 990891, name: '测试双方衍生物', type: 'spell quickplay', text: '①：在双方场上把1只「测试衍生物」（恶魔族·暗·1星·攻/守0）守备表示特殊召唤。' });
const plain = textCard({ id: 990892, name: '测试凡兵', type: 'monster normal', atk: 1000, def: 1000, level: 3, text: '' });

describe('a Token summon to both fields', () => {
  it('[CH-NOTHING-TO-APPLY] both fields listed (one monster of the opponent\u2019s, none of mine): the Token summon may still be activated', () => {
    const a = judgeWith('{回合:A A场:测试凡兵 B场:测试凡兵} C1 A:测试双方衍生物', [maker, plain]);
    expect(a.links?.[0]?.legal).toBe(true);
  });
});
