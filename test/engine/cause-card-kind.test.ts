// WIN-CAUSE-CARD-KIND (issue 16, rules reference docs/c03/特定效果的处理方法.rst:640): 「自己的通常陷阱卡的效果让怪兽从场上离开的
// 场合」 is met when the effect of a Normal Trap of that side makes any monster leave the field (a Token too); the compiler reads
// the Normal Trap as what made the event (`causeKind`), not as the cards it happened to.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('WIN-CAUSE-CARD-KIND', CARDS_DB);

const offered = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);
const rulesOf = (a: ChainAnswer, name: string) => a.window.triggers.find((t) => t.card.name === name)?.rules ?? [];

describe.skipIf(!haveCards)('WIN-CAUSE-CARD-KIND', () => {
  it('[WIN-CAUSE-CARD-KIND] my Normal Trap 强制脱出装置 returns the opponent’s monster, or a Token vanishes by it: 白银之城的龙饰灯② (in the GY) is offered', () => {
    const a = askCdb('{回合:A A场:强制脱出装置(盖) A墓:白银之城的龙饰灯 B场:三眼怪} C1 A:强制脱出装置→三眼怪');
    expect(offered(a)).toContain('白银之城的龙饰灯');
    expect(rulesOf(a, '白银之城的龙饰灯')).toContain('WIN-EVENT-OF-THIS');
    expect(offered(askCdb('{回合:A A场:强制脱出装置(盖) A墓:白银之城的龙饰灯 B场:羊衍生物} C1 A:强制脱出装置→羊衍生物'))).toContain('白银之城的龙饰灯');
  });
  it('[WIN-CAUSE-CARD-KIND] the other side: the same Trap of the opponent’s, or my Normal Spell 黑洞 destroying the monsters, does not meet it', () => {
    expect(offered(askCdb('{回合:B B场:强制脱出装置(盖) A墓:白银之城的龙饰灯 A场:三眼怪} C1 B:强制脱出装置→三眼怪'))).not.toContain('白银之城的龙饰灯');
    expect(offered(askCdb('{回合:A 阶段:主要1 A手:黑洞 A墓:白银之城的龙饰灯 B场:三眼怪} C1 A:黑洞'))).not.toContain('白银之城的龙饰灯');
  });
});
