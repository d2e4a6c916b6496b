// ANS-STEPS-SAID-APART: two steps of one resolution worded alike but on different cards are both said (因果切断: its target, then the
// namesakes in the opponent's GY), in Chinese and in English.
import { describe, expect, it } from 'vitest';
import { cdbJudge, askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('steps said apart', CARDS_DB);

const input = '{回合:B A场:因果切断(盖) B场:黑魔术师 B墓:黑魔术师} C1 A:因果切断→黑魔术师';

describe.skipIf(!haveCards)('ANS-STEPS-SAID-APART', () => {
  it('[ANS-STEPS-SAID-APART] 因果切断 on 黑魔术师 with one more in the GY: the answer says two banishments, not one (zh and en)', () => {
    const a = askCdb(input);
    expect(a.links[0]!.reason.match(/「黑魔术师」被除外/g)).toHaveLength(2);
    const en = cdbJudge().chain(input, { lang: 'en' });
    if (!en.ok) throw new Error('error');
    expect(en.links[0]!.reason.match(/Dark Magician banished/g)).toHaveLength(2);
    expect(a.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards)).toHaveLength(2);
  });
  it('[ANS-STEPS-SAID-APART] no namesake in the GY: one banishment said', () => {
    const a = askCdb('{回合:B A场:因果切断(盖) B场:黑魔术师 B墓:} C1 A:因果切断→黑魔术师');
    expect(a.links[0]!.reason.match(/「黑魔术师」被除外/g)).toHaveLength(1);
  });
});
