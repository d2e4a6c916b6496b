// A Spell/Trap's effect does not act on its own card (CH-ST-NOT-ON-ITSELF, rules reference docs/c02/卡片·效果的发动.rst:301–308):
// a card the note names as picked at resolution cannot be the resolving Spell/Trap itself — a step it copied too (创造之魔导书
// applying 冰火之魔导书) — while a monster effect may pick its own card (堕天使 伊希塔布② applying 背德的堕天使, :309).
// Cards read from cards.cdb: 创造之魔导书, 冰火之魔导书 (imported texts), 堕天使 伊希塔布, 背德的堕天使.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-ST-NOT-ON-ITSELF', CARDS_DB);

const sentAt = (a: ReturnType<typeof askCdb>, link: number) => a.events.filter((e) => e.type === 'sent-to-gy' && e.link === link).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-ST-NOT-ON-ITSELF', () => {
  it('[CH-ST-NOT-ON-ITSELF] 创造之魔导书 applying 冰火之魔导书 cannot send itself as it resolves: the noted pick of itself is refused and said; it goes to the GY only by rule after the chain', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:黑魔术师 A手:魔导书士 巴特尔 A墓:冰火之魔导书} C1 A:创造之魔导书→冰火之魔导书 [cost:观看 魔导书士 巴特尔] [送墓 创造之魔导书]');
    expect(a.links[0]!.legal).toBe(true);
    expect(sentAt(a, 1)).not.toContain('创造之魔导书');
    expect(a.links[0]!.rules).toContain('CH-ST-NOT-ON-ITSELF');
    expect(a.assumptions.join('\n')).toContain('魔法·陷阱卡的效果不对自身适用');
  });
  it('[CH-ST-NOT-ON-ITSELF] the other side: the same copy sending another card (黑魔术师) does it; a monster effect (堕天使 伊希塔布② applying 背德的堕天使) may destroy its own card', () => {
    const other = askCdb('{回合:A 阶段:主要1 A场:黑魔术师 A手:魔导书士 巴特尔 A墓:冰火之魔导书} C1 A:创造之魔导书→冰火之魔导书 [cost:观看 魔导书士 巴特尔] [送墓 黑魔术师]');
    expect(sentAt(other, 1)).toEqual(['黑魔术师']);
    expect(other.links[0]!.rules).not.toContain('CH-ST-NOT-ON-ITSELF');
    const monster = askCdb('{回合:A A场:堕天使 伊希塔布 A墓:背德的堕天使} C1 A:堕天使 伊希塔布②→背德的堕天使 [破坏 堕天使 伊希塔布]');
    expect(monster.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['堕天使 伊希塔布']);
    expect(monster.links[0]!.rules).not.toContain('CH-ST-NOT-ON-ITSELF');
  });
  it('[CH-ST-NOT-ON-ITSELF] a card that left the field before resolving is still the card activated: 背德的堕天使 destroyed by 旋风 in the chain does not destroy itself again as its pick', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:背德的堕天使(盖) A手:堕天使 伊希塔布 B场:旋风(盖)} C1 A:背德的堕天使 [cost:送墓 堕天使 伊希塔布] [破坏 背德的堕天使] C2 B:旋风→背德的堕天使');
    expect(a.events.filter((e) => e.type === 'destroyed' && e.link === 1)).toEqual([]);
    expect(a.links[0]!.rules).toContain('CH-ST-NOT-ON-ITSELF');
  });
});
