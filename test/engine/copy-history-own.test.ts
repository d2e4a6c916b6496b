// SIT-COPY-HISTORY-OWN (rules reference docs/c03/复制.rst:89–90): an earlier activation of the turn written under the copier's own name
// (`本回合:A:混沌幻影#1`, one of its printed effects) is not an activation of the effect of the same number of another card it copied
// since (`混沌幻影(复制:新空间侠·黑暗豹)`): the gained effect may still be used. When the card it copied has its own name (传说的骑士 赫谟
// taking another 传说的骑士 赫谟's name and effects), the gained effect is that very effect, and its once per turn is spent.
// The real copied card's own uses still count for the copy (CH-COPY-OPT). cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a copier’s earlier activations', CARDS_DB);

const legal = (input: string) => askCdb(input).links[0]!.legal;
const hermos = (history: string, state: string) => `{回合:B 阶段:战斗步骤 ${history} A场:传说的骑士 赫谟(${state}) A墓:三眼怪 B场:青眼白龙 攻击:B:青眼白龙→A:传说的骑士 赫谟} C1 A:传说的骑士 赫谟②→三眼怪`;

describe.skipIf(!haveCards)('[SIT-COPY-HISTORY-OWN] the copier’s own activation earlier this turn', () => {
  it('[SIT-COPY-HISTORY-OWN] 混沌幻影 that used its own ① and then took 新空间侠·黑暗豹’s name and effects may use the gained ①; without the copy its ① is spent', () => {
    expect(legal('{回合:A 本回合:A:混沌幻影#1 A场:混沌幻影(复制:新空间侠·黑暗豹) B场:青眼白龙} C1 A:混沌幻影①→青眼白龙')).toBe(true);
    expect(askCdb('{回合:A 本回合:A:混沌幻影#1 A场:混沌幻影 B墓:新空间侠·黑暗豹} C1 A:混沌幻影①→新空间侠·黑暗豹').links[0]!.rules).toContain('CH-HISTORY-USED');
  });
  it('[SIT-COPY-HISTORY-OWN] the other side: 传说的骑士 赫谟 that used its ② and took another 赫谟’s name and effects may not use the gained ② again this turn; not used earlier, it may', () => {
    expect(legal(hermos('本回合:A:传说的骑士 赫谟#2', '复制:传说的骑士 赫谟'))).toBe(false);
    expect(legal(hermos('', '复制:传说的骑士 赫谟'))).toBe(true);
  });
});
