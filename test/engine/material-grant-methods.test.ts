// CMP-MATERIAL-GRANT-METHODS (test/RULES.md; rules reference docs/c03/攻守计算.rst:532): 「场上的这张卡为素材作融合·同调·超量召唤的怪兽得到以下效果」
// lists several summoning methods — a monster summoned with the card as material in any of them gains the ● (FD-MATERIAL-GRANTS); a
// monster summoned in a way the list does not name gains nothing.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';
import { materialGrant } from '../../src/cards/compile/material-grants.js';
import { compileEffects } from '../../src/cards/compile/index.js';

/** The ATK the answer shows for a card. */
const atk = (input: string, name: string) => askCdb(input).stats?.find((x) => x.card.name === name)?.atk;
const battle = (mine: string, states: string, theirs: string, turn = 'A') =>
  `{回合:${turn} 阶段:伤害计算前 攻击:${turn === 'A' ? `A:${mine}→B:${theirs}` : `B:${theirs}→A:${mine}`} A场:${mine}${states} B场:${theirs}}`;

describe('CMP-MATERIAL-GRANT-METHODS, the reader', () => {
  it('[CMP-MATERIAL-GRANT-METHODS] a list of methods is read as the first and the others; one method stays one', () => {
    const g = materialGrant('②：场上的这张卡为素材作融合·同调·超量召唤的怪兽得到以下效果。\n●这张卡的攻击力上升500。', compileEffects);
    expect(g).toMatchObject({ method: 'fusion', alsoMethods: ['synchro', 'xyz'] });
    const one = materialGrant('场上的这张卡为素材作超量召唤的怪兽得到以下效果。\n●这张卡的攻击力上升500。', compileEffects);
    expect(one).toMatchObject({ method: 'xyz' });
    expect(one?.alsoMethods).toBeUndefined();
  });
});

describe.skipIf(!haveCards)('CMP-MATERIAL-GRANT-METHODS', () => {
  it('[CMP-MATERIAL-GRANT-METHODS] a Synchro Monster made with 降龙之魔术师 doubles its original ATK battling a Dragon — attacking or attacked — and not battling another monster', () => {
    expect(atk(`${battle('星尘龙', '(同调召唤,素材:降龙之魔术师+废品同调士)', '青眼白龙')} 伤害计算`, '星尘龙')).toBe(5000);
    expect(atk(`${battle('星尘龙', '(同调召唤,素材:降龙之魔术师+废品同调士)', '青眼白龙', 'B')} 伤害计算`, '星尘龙')).toBe(5000);
    expect(atk(`${battle('星尘龙', '(同调召唤,素材:降龙之魔术师+废品同调士)', '黑魔术师')} 伤害计算`, '星尘龙')).toBe(2500);
  });
  it('[CMP-MATERIAL-GRANT-METHODS] a Link Monster (a method the list does not name), or a Synchro made without it, gains nothing; halved by 半封, the Xyz made with it is doubled again', () => {
    expect(atk(`${battle('解码语者', '(连接召唤,素材:降龙之魔术师+三眼怪)', '青眼白龙')} 伤害计算`, '解码语者')).toBe(2300);
    expect(atk(`${battle('星尘龙', '(同调召唤,素材:废品同调士+三眼怪)', '青眼白龙')} 伤害计算`, '星尘龙')).toBe(2500);
    expect(atk(`${battle('No.39 希望皇 霍普', '(超量召唤,素材:降龙之魔术师+三眼怪)', '青眼白龙')} C1 B:半封→No.39 希望皇 霍普`, 'No.39 希望皇 霍普')).toBe(5000);
  });
});
