// CH-COST-UNNAMED-SAID: a cost paid with cards the situation does not list is said by what the cost names — how many and which —
// not as 「（未写明的卡）」. 魔法齿车 (read from its cards.cdb text): 「把自己场上3张表侧表示的「古代的机械」卡送去墓地才能发动」.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { renderChainText } from '../../src/answer/render/text.js';
import { askCdb, cdbJudge, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('a cost said by what it names', CARDS_DB);

const costs = (a: ChainAnswer) => a.events.filter((e) => e.cause === 'cost' && e.type === 'sent-to-gy');

describe.skipIf(!haveCards)('CH-COST-UNNAMED-SAID', () => {
  it('[CH-COST-UNNAMED-SAID] 魔法齿车 with its field not listed: the cost says 3 face-up 「古代的机械」 cards of its field were sent (zh and en)', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:魔法齿车');
    expect(a.links[0]!.rules).toContain('CH-COST-UNNAMED-SAID');
    expect(costs(a).map((e) => e.unnamed)).toEqual(['3张自己场上的表侧表示的「古代的机械」卡']);
    expect(renderChainText(a, 'zh-CN')).toContain('3张自己场上的表侧表示的「古代的机械」卡（未写明）作为代价送去墓地');
    expect(renderChainText(a, 'zh-CN')).not.toContain('（未写明的卡）作为代价');
  });
  it('[CH-COST-UNNAMED-SAID] the other side: the cards listed are named themselves, with no description', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:古代的机械猎犬,古代的机械城,古代的机械飞龙} C1 A:魔法齿车');
    expect(a.links[0]!.rules).not.toContain('CH-COST-UNNAMED-SAID');
    expect(costs(a).map((e) => [e.cards.map((c) => c.name), e.unnamed])).toEqual([[['古代的机械猎犬', '古代的机械城', '古代的机械飞龙'], undefined]]);
  });
  it('[CH-COST-UNNAMED-SAID] a Normal Spell in the Damage Step is not activated: no cost is paid or said', () => {
    const a = askCdb('{回合:A 阶段:伤害步骤} C1 A:魔法齿车');
    expect(a.links[0]!.legal).toBe(false);
    expect(costs(a)).toEqual([]);
  });
});

describe.skipIf(!haveCards)('CH-COST-UNNAMED-SAID: a cost of the answered card\'s kind (召唤兽 梅尔卡巴)', () => {
  it('[CH-COST-UNNAMED-SAID] 梅尔卡巴 answering a Spell, its hand not listed: the cost is a Spell in its hand, not a card not named (zh and en)', () => {
    const a = askCdb('C1 A:黑洞 C2 B:召唤兽 梅尔卡巴');
    expect(a.links[1]!.rules).toContain('CH-COST-UNNAMED-SAID');
    expect(renderChainText(a, 'zh-CN')).toContain('1张和C1相同种类的手卡（魔法卡）（未写明）作为代价送去墓地');
    expect(renderChainText(a, 'zh-CN')).not.toContain('（未写明的卡）作为代价');
    const en = cdbJudge().chain('C1 A:黑洞 C2 B:召唤兽 梅尔卡巴', { lang: 'en' });
    expect(renderChainText(en, 'en')).toContain('1 Spell in the hand (the type of Chain Link 1) (not named) sent to the GY as the cost');
  });
  it('[CH-COST-UNNAMED-SAID] answering a monster effect: a Monster card in the hand', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:三眼怪} C1 A:三眼怪 C2 B:召唤兽 梅尔卡巴');
    expect(costs(a).map((e) => e.unnamed)).toEqual(['1张和C1相同种类的手卡（怪兽卡）']);
  });
});

describe.skipIf(!haveCards)('CH-COST-UNNAMED-SAID: the kind of monster a cost names (焰征龙-爆龙)', () => {
  it('[CH-COST-UNNAMED-SAID] 焰征龙-爆龙①: 2 Dragon or FIRE monsters other than itself are banished — not 「怪兽」 alone (zh and en)', () => {
    const a = askCdb('{回合:A 阶段:主要1} C1 A:焰征龙-爆龙#1');
    const banished = a.events.filter((e) => e.cause === 'cost' && e.type === 'banished');
    expect(banished.map((e) => e.unnamed)).toEqual(['2只自己手卡或墓地的这张卡以外的龙族或者炎属性的怪兽']);
    expect(renderChainText(a, 'zh-CN')).toContain('龙族或者炎属性的怪兽（未写明）作为代价除外');
    const en = cdbJudge().chain('{回合:A 阶段:主要1} C1 A:焰征龙-爆龙#1', { lang: 'en' });
    expect(en.ok && renderChainText(en, 'en')).toContain('(Dragon Type or FIRE, other than this card)');
  });
});
