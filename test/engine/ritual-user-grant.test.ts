// FD-MATERIAL-GRANTS (s61): 仪式魔人 预知者's second sentence 「把这张卡在仪式召唤使用的仪式怪兽给与对方基本分战斗伤害时，对方选择1张手卡丢弃」
// (current text) is the Ritual Monster's effect, not 预知者's: before, the compiler made it a mandatory trigger of 预知者 on being used as Ritual
// material, offered as 预知者 ② the moment it was tributed. Now it is a grant (`grantsSummoned`, method ritual) the summoned monster holds
// (`素材:仪式魔人 预知者`) and it answers that monster's battle damage. Cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, haveCards } from '../cards/data.js';
import { compileEffects } from '../../src/cards/compile/index.js';

const offered = (a: ChainAnswer, name: string) => (a.window?.triggers ?? []).filter((t) => t.card.name === name);

describe.skipIf(!haveCards)('[FD-MATERIAL-GRANTS] the 仪式魔人 sentence on the Ritual Monster summoned with it', () => {
  it('[FD-MATERIAL-GRANTS] compiled as a grant to the Ritual Monster, not a trigger of this card', () => {
    const text = '仪式怪兽的仪式召唤进行的场合，可以作为那次仪式召唤需要的等级数值的1只怪兽，把墓地存在的这张卡从游戏中除外。把这张卡在仪式召唤使用的仪式怪兽给与对方基本分战斗伤害时，对方选择1张手卡丢弃。';
    const es = compileEffects(text, { kind: 'monster', subtypes: ['effect'], bits: 0x21 });
    expect(es.some((e) => e.kind === 'trigger')).toBe(false);
    const grant = es.find((e) => e.grantsSummoned)?.grantsSummoned;
    expect(grant?.method).toBe('ritual');
    expect(grant?.effects[0]).toMatchObject({ kind: 'trigger', trigger: { event: 'damage', subject: { self: true } } });
  });
  it('[FD-MATERIAL-GRANTS] tributed for 破灭之天使 露茵: no 预知者 trigger is offered (before: 预知者 ② 必发)', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:破灭之天使 露茵,仪式魔人 预知者} 仪式召唤 破灭之天使 露茵 素材 仪式魔人 预知者');
    expect(offered(a, '仪式魔人 预知者')).toHaveLength(0);
    expect(offered(a, '破灭之天使 露茵')).toHaveLength(1);
  });
  it('[FD-MATERIAL-GRANTS] 露茵 summoned with it deals battle damage: the gained effect (露茵 ④) is offered', () => {
    const a = askCdb('{回合:A 阶段:战斗步骤 A场:破灭之天使 露茵(仪式召唤,素材:仪式魔人 预知者)} 直接攻击 破灭之天使 露茵');
    expect(offered(a, '破灭之天使 露茵').map((t) => t.effect)).toContain(4);
  });
});
