// CMP-CURATED-PRINTED (test/RULES.md): a curated card written for its effects that leaves out a printed value (Attribute, Type, Level,
// ATK/DEF) takes the database's — an unknown Attribute or Type matched any filter, so 吸入暗阴的魔镜 (「暗属性怪兽」) negated the LIGHT
// 欧尼斯特. Cards are read from the shared cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

describe.skipIf(!haveCards)('curated cards keep the printed values of the database', () => {
  it('[CMP-CURATED-PRINTED] 欧尼斯特 (curated without its Attribute) is LIGHT: 吸入暗阴的魔镜 does not negate it, 吸入闪光的魔镜 does', () => {
    const ask = (mirror: string) => askCdb(`{回合:A 阶段:主要1 A场:欧尼斯特 B场:${mirror}} C1 A:欧尼斯特①`).links[0]!.outcome;
    expect(ask('吸入暗阴的魔镜')).toBe('resolved');
    expect(ask('吸入闪光的魔镜')).toBe('effect-negated');
  });
});
