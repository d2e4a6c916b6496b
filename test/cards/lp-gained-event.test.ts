// CMP-LP-GAINED-EVENT (test/RULES.md): 「自己基本分回复的场合」 is a trigger on its player gaining LP.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from './data.js';

const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('CMP-LP-GAINED-EVENT', () => {
  it('[CMP-LP-GAINED-EVENT] 芳香炽天使-茉莉③ triggers when its controller gains LP (红色药剂); not on the opponent’s gain, nor on damage', () => {
    expect(offered('{回合:A 阶段:主要1 A场:芳香炽天使-茉莉 A手:红色药剂} C1 A:红色药剂')).toContain('芳香炽天使-茉莉');
    expect(offered('{回合:A 阶段:主要1 B场:芳香炽天使-茉莉 A手:红色药剂} C1 A:红色药剂')).not.toContain('芳香炽天使-茉莉');
    expect(offered('{回合:A A场:芳香炽天使-茉莉,隐居者的猛毒药(盖)} C1 A:隐居者的猛毒药[●2]')).not.toContain('芳香炽天使-茉莉');
  });
});
