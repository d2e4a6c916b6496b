// CH-CHAIN-LINK-AT-LEAST (s59): 「连锁3以后才能发动」 (一阵之风, 召唤连锁) / 「连锁4以后才能发动」 (奇迹之苏生, 积累的幸福, 呼唤虚无的咒文) — the
// card is activated only as that chain link or higher. Before, the sentence was unread and `C1 A:一阵之风` was accepted. The place counts
// the links below that were activated: one that could not be activated was never on the chain. Imported cards from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, cdbJudge, haveCards } from '../cards/data.js';

const field = '{回合:A 阶段:主要1 B场:魔法筒(盖)}';

describe.skipIf(!haveCards)('a card activated only as chain link N or higher', () => {
  it('[CH-CHAIN-LINK-AT-LEAST] 一阵之风 as Chain Link 1: refused, the reason quotes 「连锁3以后才能发动」; in English too', () => {
    const a = askCdb(`${field} C1 A:一阵之风→B:魔法筒`);
    expect(a.links[0]!.legal).toBe(false);
    expect(a.links[0]!.illegalReason).toContain('只能作为连锁3以后发动');
    const en = cdbJudge().chain(`${field} C1 A:一阵之风→B:魔法筒`, { lang: 'en' });
    if (!en.ok) throw new Error(en.error.message);
    expect(en.links[0]!.illegalReason).toContain('only as Chain Link 3 or higher; here it would be Chain Link 1');
  });

  it('[CH-CHAIN-LINK-AT-LEAST] the other side: 一阵之风 as Chain Link 3 resolves and destroys its target', () => {
    const a = askCdb(`${field} C1 A:强欲而谦虚之壶 C2 B:灰流丽 C3 A:一阵之风→B:魔法筒`);
    const l = a.links.find((x) => x.n === 3)!;
    expect(l.legal).toBe(true);
    expect(l.outcome).toBe('resolved');
    expect(l.reason).toContain('「魔法筒」被破坏');
  });

  it('[CH-CHAIN-LINK-AT-LEAST] written as C3 over a C2 that could not be activated (死者苏生, spell speed 1, chained): only one link below was activated — refused as Chain Link 2', () => {
    const a = askCdb(`${field} C1 A:强欲而谦虚之壶 C2 B:死者苏生 C3 A:一阵之风→B:魔法筒`);
    expect(a.links.find((x) => x.n === 2)!.legal).toBe(false);
    const l = a.links.find((x) => x.n === 3)!;
    expect(l.legal).toBe(false);
    expect(l.illegalReason).toContain('它下面发动了的连锁只有1个，这里它是连锁2');
  });

  it('[CH-CHAIN-LINK-AT-LEAST] 奇迹之苏生 needs Chain Link 4: refused as C3, allowed as C4', () => {
    const three = askCdb('C1 A:强欲而谦虚之壶 C2 B:灰流丽 C3 A:奇迹之苏生');
    expect(three.links.find((x) => x.n === 3)!.illegalReason).toContain('只能作为连锁4以后发动');
    const four = askCdb('C1 A:强欲而谦虚之壶 C2 B:灰流丽 C3 A:墓穴的指名者 C4 B:奇迹之苏生');
    const l = four.links.find((x) => x.n === 4)!;
    expect(l.illegalReason ?? '').not.toContain('连锁4以后');
    expect(l.legal).toBe(true);
  });
});
