// Rules reference, docs/c04/冰剑龙 幻冰龙.rst — 冰剑龙 幻冰龙 (Mirrorjade the Iceblade Dragon) ② and ③.
// Each worked example of the chapter is one test below, in our own words, citing its line.
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, haveData, legal, links, offered, refJudge, triggerNames, endPhase } from './judge.js';

const CHAPTER = 'docs/c04/冰剑龙 幻冰龙.rst';

describe.skipIf(!haveData)(CHAPTER, () => {
  beforeAll(() => void refJudge());

  it.todo('[ref docs/c04/冰剑龙 幻冰龙.rst:24] "cannot use this effect next turn" is part of the effect: negated, it can be used next turn; a banish that merely fails (古遗物-圣枪) still locks it — not expressible: vocabulary: restrictions spanning turns are not facts, and the notation has no "next turn"');
  it('[ref docs/c04/冰剑龙 幻冰龙.rst:29] ② may send only a Fusion Monster whose material line names 「阿不思的落胤」 (神炎龙 赫界龙); one whose line names only a Type and an Attribute (野兽眼灵摆龙) cannot pay it (CMP-FUSION-LINE-NAMES)', () => {
    const q = (x: string) => `{回合:A 阶段:主要1 A场:冰剑龙 幻冰龙 A额外:${x} B场:三眼怪} C1 A:冰剑龙 幻冰龙②[cost:送墓 ${x}]`;
    expect(legal(q('神炎龙 赫界龙'), 1)).toBe(true);
    expect(legal(q('野兽眼灵摆龙'), 1)).toBe(false);
  });
  it('[ref docs/c04/冰剑龙 幻冰龙.rst:38] a Fusion Summoned 冰剑龙 幻冰龙 turned face-down, or banished and back, is still Fusion Summoned: destroyed by the opponent, ③ is offered; one not Fusion Summoned gets nothing (FD-SUMMON-MEMORY)', () => { for (const s of ['融合召唤,变里侧', '融合召唤,一时除外']) expect(offered(`{回合:B A场:冰剑龙 幻冰龙(${s})} C1 B:雷破→冰剑龙 幻冰龙`)).toContain('冰剑龙 幻冰龙'); expect(offered('{回合:B A场:冰剑龙 幻冰龙(特殊召唤)} C1 B:雷破→冰剑龙 幻冰龙')).not.toContain('冰剑龙 幻冰龙'); });
  it('[ref docs/c04/冰剑龙 幻冰龙.rst:46] under the opponent’s 黯黑世界-暗影敌托邦-, a Fusion Summoned 冰剑龙 幻冰龙 tributed for the cost of their 敌人控制器 left the field because of the opponent: the activation is legal and ③ is offered (CH-COST-TRIBUTE-OPPONENT)', () => {
    const input = '{回合:B 阶段:主要1 A场:冰剑龙 幻冰龙(融合召唤),青眼白龙 B场:黯黑世界-暗影敌托邦-,敌人控制器(盖)} C1 B:敌人控制器[●2]→A:青眼白龙 [cost:解放 A:冰剑龙 幻冰龙]';
    expect(links(input)[0]).toMatch(/^C1:legal/);
    expect(offered(input)).toContain('冰剑龙 幻冰龙');
  });
  it('[ref docs/c04/冰剑龙 幻冰龙.rst:47] 大逮捕 taking it when the opponent has no free Main Monster Zone left at resolution (filled by 活死人的呼声 chained to it): it is destroyed by rule, not “because of the opponent”, so ③ is not offered (CH-CONTROL-NO-ZONE, WIN-CAUSE-RULE)', () => { const a = ask('{回合:B A场:冰剑龙 幻冰龙(融合召唤) B场:三眼怪,三眼怪,三眼怪,三眼怪 B墓:青眼白龙} C1 B:大逮捕→冰剑龙 幻冰龙 C2 B:活死人的呼声→青眼白龙'); expect(a.events.some((e) => e.type === 'control-changed')).toBe(false); expect(a.events.some((e) => e.type === 'destroyed' && e.cause === 'rule' && e.cards.some((c) => c.name === '冰剑龙 幻冰龙'))).toBe(true); expect(triggerNames(a)).not.toContain('冰剑龙 幻冰龙'); });
  it('[ref docs/c04/冰剑龙 幻冰龙.rst:48] destroyed by battle with a monster the opponent controls, ③ may be activated (WIN-CAUSE-BY)', () => { expect(offered('{回合:B A场:冰剑龙 幻冰龙(融合召唤) B场:青眼究极龙} 破坏 冰剑龙 幻冰龙 (战斗)')).toContain('冰剑龙 幻冰龙'); });
  it('[ref docs/c04/冰剑龙 幻冰龙.rst:49] sent to the GY when the opponent’s 纳祭之魔 failed to equip it (纳祭之魔 turned face-down by 月之书 in the chain) is not "because of the opponent": ③ is not offered (CH-EQUIP-HOLDER-GONE, WIN-CAUSE-RULE)', () => { const input = '{回合:B 阶段:主要1 B场:纳祭之魔 A场:冰剑龙 幻冰龙(融合召唤)} C1 B:纳祭之魔①→A:冰剑龙 幻冰龙 C2 A:月之书→B:纳祭之魔'; expect(links(input)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']); const a = ask(input); expect(a.events.find((e) => e.type === 'sent-to-gy' && e.cards.some((c) => c.name === '冰剑龙 幻冰龙'))?.cause).toBe('rule'); expect(offered(input)).not.toContain('冰剑龙 幻冰龙'); });
  it('[ref docs/c04/冰剑龙 幻冰龙.rst:50] tributed for the opponent’s 坏兽 summon procedure (海龟坏兽 加美西耶勒), it left the field because of the opponent: ③ is offered; tributed for its own controller’s, not (WIN-CAUSE-SUMMON-MATERIAL)', () => { expect(offered('{回合:B 阶段:主要1 A场:冰剑龙 幻冰龙(融合召唤) B手:海龟坏兽 加美西耶勒} 特殊召唤 海龟坏兽 加美西耶勒 素材 A:冰剑龙 幻冰龙')).toContain('冰剑龙 幻冰龙'); expect(offered('{回合:A 阶段:主要1 A场:冰剑龙 幻冰龙(融合召唤) A手:海龟坏兽 加美西耶勒} 特殊召唤 海龟坏兽 加美西耶勒 素材 冰剑龙 幻冰龙')).not.toContain('冰剑龙 幻冰龙'); });
  it('[ref docs/c04/冰剑龙 幻冰龙.rst:52] on a field other than its owner\'s it can never use ③: B\'s 冰剑龙 幻冰龙 controlled by A and destroyed by either player\'s 黑洞 offers nothing; A\'s own, destroyed by B, does (SIT-OWNER, WIN-CAUSE-OWNER)', () => {
    expect(offered('{回合:B A场:冰剑龙 幻冰龙(融合召唤,所有者:B)} C1 B:黑洞')).toEqual([]);
    expect(offered('{回合:A A场:冰剑龙 幻冰龙(融合召唤,所有者:B)} C1 A:黑洞')).toEqual([]);
    expect(offered('{回合:B A场:冰剑龙 幻冰龙(融合召唤)} C1 B:黑洞')).toEqual(['冰剑龙 幻冰龙']);
  });
  it('[ref docs/c04/冰剑龙 幻冰龙.rst:54] ③ works when it goes to the GY (or is banished face-up) because of the opponent, not when it is returned to the Extra Deck, nor when its own controller destroys it', () => { expect(offered('{回合:B A场:冰剑龙 幻冰龙(融合召唤)} C1 B:黑洞')).toContain('冰剑龙 幻冰龙'); expect(offered('{回合:B A场:冰剑龙 幻冰龙(融合召唤)} C1 B:强制脱出装置→冰剑龙 幻冰龙')).not.toContain('冰剑龙 幻冰龙'); expect(offered('{回合:A A场:冰剑龙 幻冰龙(融合召唤)} C1 A:黑洞')).not.toContain('冰剑龙 幻冰龙'); });
  it('[ref docs/c04/冰剑龙 幻冰龙.rst:60] ③ destroys nothing when it resolves (only in the End Phase), so 我身作盾 and 星尘龙① cannot answer it; they can answer 黑洞', () => { expect(legal('{回合:B A墓:冰剑龙 幻冰龙 B场:三眼怪} C1 A:冰剑龙 幻冰龙③ C2 B:我身作盾', 2)).toBe(false); expect(legal('{回合:B A墓:冰剑龙 幻冰龙 A场:星尘龙 B场:三眼怪} C1 A:冰剑龙 幻冰龙③ C2 A:星尘龙', 2)).toBe(false); expect(legal('{回合:B 阶段:主要1 A场:三眼怪} C1 B:黑洞 C2 A:我身作盾', 2)).toBe(true); });
  it('[ref docs/c04/冰剑龙 幻冰龙.rst:61] ③ activated earlier this turn destroys a monster unaffected by activated effects in the End Phase (暗黑方界神 深红之挪婆 stands in for 念力终结处刑者, newer than the card database): the destruction is no resolution of the activated effect (CH-END-PHASE-PLAYED)', () => { expect(endPhase('{回合:A 阶段:主要2 本回合:A:冰剑龙 幻冰龙#3 A场:冰剑龙 幻冰龙 B场:暗黑方界神 深红之挪婆} 结束阶段')).toEqual(['destroy:暗黑方界神 深红之挪婆/']); });
});
