// CH-PICK-PAIR-SAME-RACE (s53): 天龙雪狱's 「之后，可以从双方场上各选1只相同种族的怪兽除外」 — the noted pick (`[除外 X,Y]`) is banished
// only when it is one monster of each player's field and the two share a Type; otherwise it is set aside, and the answer says why.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-PICK-PAIR-SAME-RACE', CARDS_DB);

const ask = (picks: string) => askCdb(`{回合:B 阶段:主要1 A场:青眼白龙 B场:天龙雪狱(盖),黑魔术师,传说的白石 A墓:真红眼黑龙} C1 B:天龙雪狱→A:真红眼黑龙 [除外 ${picks}]`);
const banished = (picks: string) => ask(picks).events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-PICK-PAIR-SAME-RACE', () => {
  it('[CH-PICK-PAIR-SAME-RACE] 天龙雪狱 banishes a noted pair of one Type, one from each field; a pair of two Types, or two of one field, is not banished and the assumptions say why', () => {
    expect(banished('A:青眼白龙,B:传说的白石')).toEqual(['青眼白龙', '传说的白石']);
    expect(banished('A:青眼白龙,B:真红眼黑龙')).toEqual(['青眼白龙', '真红眼黑龙']);
    expect(banished('A:青眼白龙,B:黑魔术师')).toEqual([]);
    expect(ask('A:青眼白龙,B:黑魔术师').assumptions.join('\n')).toContain('写明的「青眼白龙」、「黑魔术师」种族不同（龙族、魔法师族）：不能这样除外');
    expect(banished('B:黑魔术师,B:传说的白石')).toEqual([]);
    expect(ask('B:黑魔术师,B:传说的白石').assumptions.join('\n')).toContain('双方各1只');
  });
});
