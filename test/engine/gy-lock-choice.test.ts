// CH-GY-LOCK-CHOICE (rules reference docs/c04/王家长眠之谷.rst:101–:102, :110, :133): under a GY lock
// (王家长眠之谷), an effect that must move a card out of the GY is negated (CH-GY-LOCK) — but one that
// chooses from the GY *or* another place (「从自己的手卡·墓地选…特殊召唤」) is not: it chooses from the
// other place only, and a GY card cannot be the one. Cards are read from cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the GY-lock choice rule', CARDS_DB);

const verdicts = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}`);
const summoned = (a: ChainAnswer) => a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CH-GY-LOCK-CHOICE] a choice of the hand or the GY under a GY lock', () => {
  it('[CH-GY-LOCK-CHOICE] 真红眼暗钢龙② is not negated: it summons the Dragon from the hand', () => {
    const a = askCdb('{回合:A A场:真红眼暗钢龙 A墓:青眼白龙 A手:真红眼黑龙 B场:王家长眠之谷} C1 A:真红眼暗钢龙② [特殊召唤 真红眼黑龙]');
    expect(verdicts(a)).toEqual(['C1:legal:resolved']);
    expect(summoned(a)).toEqual(['真红眼黑龙']);
  });

  it('[CH-GY-LOCK-CHOICE] the Dragon in the GY cannot be the one it summons, and the answer says why; without the lock it can', () => {
    const locked = askCdb('{回合:A A场:真红眼暗钢龙 A墓:青眼白龙 B场:王家长眠之谷} C1 A:真红眼暗钢龙② [特殊召唤 青眼白龙]');
    expect(verdicts(locked)).toEqual(['C1:legal:resolved']);
    expect(summoned(locked)).toEqual([]);
    expect(locked.links[0]!.rules).toContain('CH-GY-LOCK-CHOICE');
    expect(locked.links[0]!.reason).toMatch(/王家长眠之谷/);
    expect(summoned(askCdb('{回合:A A场:真红眼暗钢龙 A墓:青眼白龙} C1 A:真红眼暗钢龙② [特殊召唤 青眼白龙]'))).toEqual(['青眼白龙']);
  });

  it('[CH-GY-LOCK-CHOICE] a name with copies in the GY and the hand: the copy in the hand is summoned (地中族妖魔②)', () => {
    const a = askCdb('{回合:A A场:地中族妖魔,三眼怪 A墓:地中族导师 A手:地中族导师 B场:王家长眠之谷} C1 A:地中族妖魔②→三眼怪 [特殊召唤 A:地中族导师]');
    expect(verdicts(a)).toEqual(['C1:legal:resolved']);
    expect(summoned(a)).toEqual(['地中族导师']);
  });

  it('[CH-GY-LOCK-CHOICE] the other side: an effect that takes every such card from the field and the GY (系统崩溃) is still negated', () => {
    expect(verdicts(askCdb('{回合:A A场:王家长眠之谷 B场:古代的机械巨人 B墓:古代的机械巨人} C1 A:系统崩溃'))).toEqual(['C1:legal:effect-negated']);
  });
});
