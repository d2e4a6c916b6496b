// CMP-LINKED-ZONE / WIN-LINKED-ZONE / WIN-PER-EVENT-SWEEP (rules reference docs/c03/诱发类效果.rst:505–523): 「这张卡所连接区有怪兽特殊召唤」
// 「场上的连接怪兽所连接区有这张卡以外的怪兽特殊召唤」 are triggers on the summoned monster (not on the Link monster), met while a
// face-up Link monster is there to point at it — the zone it lands in, never written for a summon in a chain, is taken as a linked
// one and said so. And a mandatory trigger met several times in one chain whose effect sweeps every card of a kind (「…的怪兽全部破坏」)
// is activated once. Cards from cards.cdb; 拓扑逻辑轰炸龙 is the reference's card, the others are not.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the linked-zone triggers', CARDS_DB);

const offered = (a: ChainAnswer, name: string) => a.window.triggers.filter((t) => t.card.name === name);

describe.skipIf(!haveCards)('summons into linked zones', () => {
  it('[CMP-LINKED-ZONE] 拓扑逻辑轰炸龙① is met by another monster’s Special Summon (before, the Link monster was read as the subject, so a summon of a non-Link monster never met it), not by its own', () => {
    expect(offered(askCdb('{回合:A A场:拓扑逻辑轰炸龙,活死人的呼声(盖) A墓:三眼怪} C1 A:活死人的呼声→三眼怪'), '拓扑逻辑轰炸龙')).toHaveLength(1);
    expect(offered(askCdb('{回合:A 阶段:主要1 A墓:拓扑逻辑轰炸龙} 特殊召唤 拓扑逻辑轰炸龙 (效果)'), '拓扑逻辑轰炸龙')).toHaveLength(0);
  });

  it('[WIN-LINKED-ZONE] the zone of a monster summoned in a chain is not written: the trigger says it takes it as linked (拓扑三叶双头蛇 too, 「这张卡所连接区」)', () => {
    const t = offered(askCdb('{回合:B A场:拓扑三叶双头蛇 B场:活死人的呼声(盖) B墓:三眼怪} C1 B:活死人的呼声→三眼怪'), '拓扑三叶双头蛇');
    expect(t).toHaveLength(1);
    expect(t[0]!.rules).toContain('WIN-LINKED-ZONE');
    expect(t[0]!.reason).toContain('假定');
  });

  it('[WIN-PER-EVENT-SWEEP] 拓扑逻辑轰炸龙① met by two summons of one chain is activated once; a mandatory burn met twice (暗黑方界邪神 深红之挪婆·三神一体④) still twice (WIN-PER-EVENT)', () => {
    const a = askCdb('{回合:B A场:拓扑逻辑轰炸龙 B场:活死人的呼声(盖),活死人的呼声(盖) B墓:三眼怪,黑魔术师} C1 B:活死人的呼声→三眼怪 C2 B:活死人的呼声→黑魔术师');
    expect(offered(a, '拓扑逻辑轰炸龙')).toHaveLength(1);
    expect(offered(a, '拓扑逻辑轰炸龙')[0]!.rules).toContain('WIN-PER-EVENT-SWEEP');
    expect(offered(askCdb('{回合:B A场:暗黑方界邪神 深红之挪婆·三神一体 B场:自业自得(盖)} C1 B:火球 C2 B:自业自得'), '暗黑方界邪神 深红之挪婆·三神一体')).toHaveLength(2);
  });
});
