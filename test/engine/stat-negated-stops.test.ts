// CH-STAT-CONTINUOUS (issue 16, rules reference docs/c03/攻守计算.rst:353): a monster's continuous change of its own ATK stops the
// moment an effect negates it, so a later step of that same effect (「…的效果无效化，原本攻击力变成一半」) reads the value without it.
// CMP-STAT-SAME-SUBJECT: 「这张卡的等级变成4星，原本攻击力变成1800」 — the value after 「，」 is this card's, not every monster's.
import { describe, expect, it } from 'vitest';
import { textCard } from '../../src/cards/curated/dsl.js';
import { compileEffects } from '../../src/cards/compile/index.js';
import { judgeWith } from './build.js';

const raised = textCard({ id: 990871, name: '测试自强战士', type: 'monster effect', atk: 2000, def: 1000, level: 4, text: '①：只要这张卡在怪兽区域存在，这张卡的原本攻击力变成3000。' });
const windy = textCard({ id: 990872, name: '测试无效减半', type: 'spell quickplay', text: '①：以场上1只表侧表示怪兽为对象才能发动。那只怪兽的效果无效化，那只怪兽的原本攻击力变成一半。' });
const atkOf = (s: string) => judgeWith(s, [raised, windy]).stats?.find((x) => x.card.name === '测试自强战士')?.atk;

describe('a negated card\u2019s continuous change stops at once', () => {
  it('[CH-STAT-CONTINUOUS] negated, then its original ATK halved in the same resolution: the halving reads the printed 2000 — 1000, not 1500', () => {
    expect(atkOf('{回合:A B场:测试自强战士} 攻守计算')).toBe(3000);
    expect(atkOf('{回合:A B场:测试自强战士} C1 A:测试无效减半→测试自强战士')).toBe(1000);
  });
  it('[CMP-STAT-SAME-SUBJECT] 「这张卡的等级变成4星，原本攻击力变成1800」 changes this card; a sentence with no such clause before keeps no subject', () => {
    const type = { kind: 'monster', subtypes: ['effect'] } as never;
    const [e] = compileEffects('①：特殊召唤的这张卡的等级变成4星，原本攻击力变成1800。', type);
    expect(e!.does.find((a) => a.do === 'modify-stats')?.what).toBe('self');
  });
});
