// 未来融合② (card text: 「这张卡的发动后第2次的自己准备阶段发动。把1只和这张卡的①的效果确认的怪兽同名的融合怪兽从额外卡组融合召唤」):
// - CMP-SAME-NAME-AS-SEEN: the monster summoned is a Fusion Monster picked from the Extra Deck — 「这张卡的①的效果」 names whose effect
//   showed it, not the card summoned: the Continuous Spell never summons itself;
// - CMP-NTH-PHASE-AFTER: only the 2nd own Standby Phase after its activation — a count the engine does not keep: said as assumed.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from './data.js';

skipMessage('未来融合', CARDS_DB);

const INPUT = '{回合:A 阶段:准备 A场:未来融合} C1 A:未来融合 ②';

describe.skipIf(!haveCards)('未来融合②', () => {
  it('[CMP-SAME-NAME-AS-SEEN] 未来融合② summons a monster from the Extra Deck, never 未来融合 itself', () => {
    const a = askCdb(INPUT);
    const summoned = a.events.filter((e) => e.type === 'special-summoned').flatMap((e) => e.cards.map((c) => c.name));
    expect(summoned.length).toBe(1);
    expect(summoned).not.toContain('未来融合');
    expect(a.links[0]!.reason ?? '').not.toContain('「未来融合」特殊召唤');
  });

  it('[CMP-NTH-PHASE-AFTER] 未来融合②: the answer says it applies only in the 2nd own Standby Phase after the activation', () => {
    const a = askCdb(INPUT);
    expect(a.assumptions.join('\n')).toContain('这张卡的发动后第2次的自己准备阶段');
  });
});
