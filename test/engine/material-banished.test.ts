// s60 (WIN-USED-AS-MATERIAL): materials a card's effect banishes for the summon (奇迹同调融合: 「从自己的场上·墓地把…融合素材怪兽除外」) were
// used as material as much as ones sent to the GY. 古神 克图格亚 ② 「这张卡为素材的融合召唤成功的场合发动」 names no place the material goes:
// before, it was compiled to wait for 「送去墓地」 and the banished material did not say it was used, so ② was not raised after 奇迹同调融合;
// now it is. 「作为…素材送去墓地的场合」 still names the GY (unchanged), and a banishment that is no material use meets nothing.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('materials banished by the summoning card', CARDS_DB);

const raised = (input: string) => askCdb(input).window.triggers.filter((t) => t.card.name === '古神 克图格亚');

describe.skipIf(!haveCards)('materials banished for a Fusion Summon', () => {
  it('[WIN-USED-AS-MATERIAL] 古神 克图格亚 banished from the GY as Fusion Material by 奇迹同调融合 (旧神 诺登): ② 「这张卡为素材的融合召唤成功的场合」 is raised, mandatory', () => {
    const t = raised('{回合:A 阶段:主要1 A墓:古神 克图格亚,星尘龙 A额外:旧神 诺登 A卡组:青眼白龙} 融合召唤 旧神 诺登 素材 古神 克图格亚,星尘龙 [由 奇迹同调融合]');
    expect(t.length).toBe(1);
    expect(t[0]!.mandatory).toBe(true);
  });
  it('[WIN-USED-AS-MATERIAL] the other sides: sent to the GY by 融合 it is raised as before; banished by an effect that summons nothing, it is not', () => {
    expect(raised('{回合:A 阶段:主要1 A场:古神 克图格亚,星尘龙 A额外:旧神 诺登} 融合召唤 旧神 诺登 素材 古神 克图格亚,星尘龙 [由 融合]').length).toBe(1);
    expect(raised('{回合:A 阶段:主要1 A墓:古神 克图格亚,星尘龙 A额外:旧神 诺登} 除外 古神 克图格亚 (效果)').length).toBe(0);
  });
});
