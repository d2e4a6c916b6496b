// CMP-NAMED-LEAVES-SELF-DESTROY + CH-SELF-DESTRUCT-ACTION (issue 16, rules reference docs/c03/特定效果的处理方法.rst:624): the old
// 「当「X」离场时，这张卡被破坏」 is read as a self-destruction once no 「X」 is on its controller's field. It applies the moment that starts
// to hold: after a resolution (「X」 destroyed by an effect), and after the action a chain is built after — 「X」 used as Xyz Material is
// no longer on the field (materials are no cards), so the card is destroyed at once, before any chain. A second 「X」 keeps it; the
// opponent's 「X」 leaving does not count.
import { describe, expect, it } from 'vitest';
import { compileEffects } from '../../src/cards/compile/index.js';
import { askCdb, haveCards } from '../cards/data.js';

const destroyed = (input: string) => askCdb(input).events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe('a card destroyed once the card it needs leaves', () => {
  it('[CMP-NAMED-LEAVES-SELF-DESTROY] 「当「X」离场时，这张卡被破坏」 is a self-destruction while no 「X」 is on its controller’s field', () => {
    const effects = compileEffects('这张卡在场上存在时，陷阱卡不能发动。当「封印师 明晴」离场时，这张卡被破坏。', { kind: 'trap', subtypes: ['continuous'] } as never);
    const own = effects.find((e) => e.does.some((a) => a.do === 'destroy' && a.what === 'self'));
    expect(own?.kind).toBe('continuous');
    expect(own?.condition).toEqual([{ is: 'none', filter: { names: ['封印师 明晴'], place: 'field', side: 'self' } }]);
  });
});

describe.skipIf(!haveCards)('a card destroyed once the card it needs leaves, on the board', () => {
  it('[CH-SELF-DESTRUCT-ACTION] 封印师 明晴 used as Xyz Material (no chain after it): 陷阱封印咒符 is destroyed at once; with a second 明晴 it stays', () => {
    expect(destroyed('{回合:A 阶段:主要1 A场:封印师 明晴,陷阱封印咒符,三眼怪(守)} 超量召唤 熔岩谷炎人 素材 封印师 明晴,三眼怪')).toEqual(['陷阱封印咒符']);
    expect(destroyed('{回合:A 阶段:主要1 A场:封印师 明晴,封印师 明晴,陷阱封印咒符,三眼怪(守)} 超量召唤 熔岩谷炎人 素材 封印师 明晴,三眼怪')).toEqual([]);
  });
  it('[CMP-NAMED-LEAVES-SELF-DESTROY] 明晴 destroyed by the opponent’s 雷破: 魔法封印咒符 is destroyed as that link resolves; the opponent’s own 明晴 destroyed does not touch mine', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:封印师 明晴,魔法封印咒符 B场:雷破(盖) B手:三眼怪} C1 B:雷破→封印师 明晴');
    expect(a.events.filter((e) => e.type === 'destroyed' && e.link === 1).flatMap((e) => e.cards.map((c) => c.name))).toEqual(['封印师 明晴', '魔法封印咒符']);
    expect(a.links[0]!.rules).toContain('CH-SELF-DESTRUCT');
    expect(destroyed('{回合:B 阶段:主要1 A场:封印师 明晴,魔法封印咒符 B场:封印师 明晴,雷破(盖) B手:三眼怪} C1 B:雷破→B:封印师 明晴')).toEqual(['封印师 明晴']);
  });
  it('[CH-SELF-DESTRUCT-ACTION] a card a face-up continuous negation reaches does not destroy itself: 魔法封印咒符 under the opponent’s 王宫的通告 stays when 明晴 becomes Xyz Material', () => {
    expect(destroyed('{回合:A 阶段:主要1 A场:封印师 明晴,魔法封印咒符,三眼怪(守) B场:王宫的通告} 超量召唤 熔岩谷炎人 素材 封印师 明晴,三眼怪')).toEqual([]);
    expect(destroyed('{回合:A 阶段:主要1 A场:封印师 明晴,魔法封印咒符,三眼怪(守) B场:三眼怪} 超量召唤 熔岩谷炎人 素材 封印师 明晴,三眼怪')).toEqual(['魔法封印咒符']);
  });
});
