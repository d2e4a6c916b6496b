// CH-FIXED-COUNT-UNAFFECTED (issue 16, rules reference docs/c03/特定效果的处理方法.rst:221–231): with a fixed number of targets
// named again at resolution (「那2只怪兽送去墓地」), a target still there but unaffected by the effect is still a target: the
// others are moved — but the step was not applied in full, so what follows it (「那之后…」) is not done. A target that left
// is another matter: then nothing is moved at all (CH-TARGET-FIXED-COUNT).
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-FIXED-COUNT-UNAFFECTED', CARDS_DB);

const moved = (a: ChainAnswer, type: string) => a.events.filter((e) => e.type === type).flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('CH-FIXED-COUNT-UNAFFECTED', () => {
  it('[CH-FIXED-COUNT-UNAFFECTED] 黑魔族复活之棺 on 三眼怪 left unaffected by Traps (不受陷阱) and 黑魔术师: 黑魔术师 is sent, no monster is summoned', () => {
    const a = askCdb('{回合:B A场:黑魔族复活之棺(盖),黑魔术师 A卡组:黑魔术少女 B场:三眼怪(不受陷阱)} C1 A:黑魔族复活之棺→三眼怪,黑魔术师');
    expect(moved(a, 'sent-to-gy')).toContain('黑魔术师');
    expect(moved(a, 'sent-to-gy')).not.toContain('三眼怪');
    expect(moved(a, 'special-summoned')).toEqual([]);
    expect(a.links[0]!.rules).toContain('CH-FIXED-COUNT-UNAFFECTED');
  });
  it('[CH-FIXED-COUNT-UNAFFECTED] the other sides: both affected — both sent and the summon follows; one target gone in the chain — nothing sent (CH-TARGET-FIXED-COUNT)', () => {
    const both = askCdb('{回合:B A场:黑魔族复活之棺(盖),黑魔术师 A卡组:黑魔术少女 B场:三眼怪} C1 A:黑魔族复活之棺→三眼怪,黑魔术师');
    expect(moved(both, 'sent-to-gy')).toEqual(expect.arrayContaining(['三眼怪', '黑魔术师']));
    expect(moved(both, 'special-summoned').length).toBe(1);
    expect(both.links[0]!.rules).not.toContain('CH-FIXED-COUNT-UNAFFECTED');
    const gone = askCdb('{回合:B A场:黑魔族复活之棺(盖),黑魔术师 A卡组:黑魔术少女 B场:三眼怪,强制脱出装置(盖)} C1 A:黑魔族复活之棺→三眼怪,黑魔术师 C2 B:强制脱出装置→三眼怪');
    expect(moved(gone, 'sent-to-gy').filter((n) => n === '黑魔术师')).toEqual([]);
    expect(gone.links[0]!.rules).toContain('CH-TARGET-FIXED-COUNT');
  });
});
