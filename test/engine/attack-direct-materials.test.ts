// CH-ATTACK-DIRECT (issue 16): 「持有超量素材的这张卡可以直接攻击」 — the card may attack directly while it holds an Xyz Material;
// once its last material is detached in the battle step, the rule is gone and the direct attack is replayed (WIN-REPLAY-RULES;
// docs/c03/战斗阶段流程.rst:325–327).
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const atk = (input: string) => askCdb(input).attack!;

describe.skipIf(!haveCards)('CH-ATTACK-DIRECT while holding Xyz Materials', () => {
  it('[CH-ATTACK-DIRECT] 「持有超量素材的这张卡可以直接攻击」 (急袭猛禽-烈焰猎鹰①): with a material it attacks directly past a monster; an Xyz Monster without the wording cannot', () => {
    expect(atk('{回合:A 阶段:战斗步骤 A场:急袭猛禽-烈焰猎鹰(素材:三眼怪) B场:青眼白龙} 攻击宣言 急袭猛禽-烈焰猎鹰').legal).toBe(true);
    expect(atk('{回合:A 阶段:战斗步骤 A场:No.39 希望皇 霍普(素材:三眼怪) B场:青眼白龙} 攻击宣言 No.39 希望皇 霍普').legal).toBe(false);
  });
  it('[CH-ATTACK-DIRECT] the last material detached during the direct attack (a cost of the card’s own negation) takes the rule away: a replay; with a material left, none', () => {
    const s = (mats: string) => `{回合:B 阶段:战斗步骤 攻击:B:No.23 冥界的灵骑士 兰斯洛特 A场:三眼怪,月之书(盖) B场:No.23 冥界的灵骑士 兰斯洛特(素材:${mats})} C1 A:月之书→A:三眼怪 C2 B:No.23 冥界的灵骑士 兰斯洛特③`;
    expect(askCdb(s('三眼怪')).window.notes.join()).toContain('战斗回卷');
    expect(askCdb(s('三眼怪+三眼怪')).window.notes.join()).not.toContain('战斗回卷');
  });
});
