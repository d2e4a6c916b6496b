// CMP-OLD-EVENT-STATE (s59): the old wording 「…时，<state>存在的场合，<steps>」 — the state is a condition of the trigger (the older form of
// 「…的场合，若…存在则能发动」: rules reference docs/c03/诱发类效果.rst:411–420). Before, it was read as the start of the steps and dropped:
// 和魂's draw was offered with no Spirit monster on the field.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from './data.js';

skipMessage('CMP-OLD-EVENT-STATE', CARDS_DB);

const offered = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('CMP-OLD-EVENT-STATE', () => {
  it('[CMP-OLD-EVENT-STATE] 和魂 sent to the GY with no Spirit monster on its field: its draw is not activated, and the window says the condition is not met', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场只有:和魂,青眼白龙} 破坏 和魂 (效果)');
    expect(offered(a)).not.toContain('和魂');
    expect(a.window.notes.join('')).toContain('「和魂」的发动条件不满足');
  });
  it('[CMP-OLD-EVENT-STATE] the other side: with a Spirit monster (八俣大蛇) there, its draw is activated', () => {
    expect(offered(askCdb('{回合:A 阶段:主要1 A场只有:和魂,八俣大蛇} 破坏 和魂 (效果)'))).toContain('和魂');
  });
  it('[CMP-OLD-EVENT-STATE] 漏洞人Y summoned: its summon of 漏洞人X needs a face-up 漏洞人Z on its field', () => {
    expect(offered(askCdb('{回合:A 阶段:主要1 A场只有:青眼白龙 A手:漏洞人Y} 召唤 漏洞人Y'))).not.toContain('漏洞人Y');
    expect(offered(askCdb('{回合:A 阶段:主要1 A场只有:漏洞人Z A手:漏洞人Y} 召唤 漏洞人Y'))).toContain('漏洞人Y');
  });
});
