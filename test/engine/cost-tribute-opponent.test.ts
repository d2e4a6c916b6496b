// Issue 16, c04 (the Fusion Monster that strikes back when it leaves): CH-COST-TRIBUTE-OPPONENT — a face-up 「…为让卡的效果发动而把自己场上的怪兽
// 解放的场合，可以作为自己场上1只怪兽的代替而把对方场上1只…怪兽解放」 lets a noted cost tribute take an opponent's monster.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-COST-TRIBUTE-OPPONENT', CARDS_DB);

const enemy = (mine: string, theirs: string) => askCdb(`{回合:B 阶段:主要1 A场:三眼怪,青眼白龙${mine} B场:${theirs}} C1 B:敌人控制器[●2]→A:青眼白龙 [cost:解放 A:三眼怪]`);

describe.skipIf(!haveCards)('CH-COST-TRIBUTE-OPPONENT', () => {
  it('[CH-COST-TRIBUTE-OPPONENT] under B’s own 黯黑世界-暗影敌托邦-, B’s 敌人控制器 may tribute A’s 三眼怪 for its cost: legal, it takes 青眼白龙, and the answer says the grant’s limits were not checked', () => {
    const a = enemy('', '黯黑世界-暗影敌托邦-,敌人控制器(盖)');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.links[0]!.rules).toContain('CH-COST-TRIBUTE-OPPONENT');
    expect(a.events.some((e) => e.type === 'control-changed')).toBe(true);
    expect(a.assumptions.some((x) => String(x).includes('黯黑世界-暗影敌托邦-'))).toBe(true);
  });
  it('[CH-COST-TRIBUTE-OPPONENT] the other side: with no such card, or with it on the opponent’s (A’s) field, the opponent’s monster does not fit the cost', () => {
    expect(enemy('', '敌人控制器(盖)').links[0]!.legal).toBe(false);
    expect(enemy(',黯黑世界-暗影敌托邦-', '敌人控制器(盖)').links[0]!.legal).toBe(false);
  });
  it('[CH-COST-TRIBUTE-OPPONENT] a grant whose effects are negated lends nothing: B’s 黯黑世界-暗影敌托邦- under A’s 王宫的敕命, or stated 效果无效 — the opponent’s monster does not fit the cost', () => {
    expect(enemy(',王宫的敕命', '黯黑世界-暗影敌托邦-').links[0]!.legal).toBe(false);
    expect(enemy('', '黯黑世界-暗影敌托邦-(效果无效)').links[0]!.legal).toBe(false);
  });
});
