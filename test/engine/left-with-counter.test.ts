// 「有X指示物放置的怪兽从场上离开的场合」 (test/RULES.md WIN-LEFT-WITH-COUNTER) and a monster destroyed after its activation was
// negated leaving the field (WIN-NEGATED-MONSTER-LEAVES); rules reference docs/c04/饼蛙.rst:51. 捕食惑星 from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, haveCards } from '../cards/data.js';

const offered = (input: string) => askCdb(input).window.triggers.map((t) => t.card.name);

describe.skipIf(!haveCards)('a monster leaving the field with a counter on it', () => {
  it('[WIN-LEFT-WITH-COUNTER] 捕食惑星 triggers when the opponent\'s monster with a Predator Counter is destroyed (黑洞), not when only monsters without one are', () => {
    expect(offered('{回合:A A场:捕食惑星 B场:三眼怪(捕食指示物1)} C1 A:黑洞')).toContain('捕食惑星');
    expect(offered('{回合:A A场:捕食惑星 B场:三眼怪} C1 A:黑洞')).not.toContain('捕食惑星');
  });
  it('[WIN-LEFT-WITH-COUNTER] another way to leave: a monster with the counter returned to the hand (强制脱出装置) meets it too, one without does not', () => {
    expect(offered('{回合:B A场:捕食惑星,强制脱出装置(盖) B场:电子龙(捕食指示物1)} C1 A:强制脱出装置→B:电子龙')).toContain('捕食惑星');
    expect(offered('{回合:B A场:捕食惑星,强制脱出装置(盖) B场:电子龙} C1 A:强制脱出装置→B:电子龙')).not.toContain('捕食惑星');
  });
  it('[WIN-NEGATED-MONSTER-LEAVES] a monster whose effect\'s activation 饼蛙② negates is destroyed on the field: it left the field (捕食惑星 triggers, with its counter), also when Set again', () => {
    const input = (counter: string, set: string) => `{回合:B A场:饼蛙,捕食惑星 A手:死亡青蛙 B场:召唤僧${counter}} C1 B:召唤僧② C2 A:饼蛙②[cost:送墓 死亡青蛙]${set}`;
    expect(offered(input('(捕食指示物1)', ''))).toContain('捕食惑星');
    expect(offered(input('(捕食指示物1)', '[盖放 召唤僧]'))).toContain('捕食惑星');
    expect(offered(input('', ''))).not.toContain('捕食惑星');
  });
});
