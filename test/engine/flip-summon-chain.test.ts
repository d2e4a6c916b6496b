// CH-FLIP-SUMMON-CHAIN (rules reference docs/c03/无效.rst:45–:63): a monster being Flip Summoned is
// already face-up in attack position on the field while the chain on its summon is built, so cards can
// target it; a summon negation (神之宣告, or 科技属 戟炮手① read from its text: 「…反转召唤…之际才能发动。…那个
// 无效，那些怪兽破坏」) negates and destroys it only if, when it resolves, the monster is still face-up on the
// field — whoever controls it then — and the negation applies to it. Cards are read from cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('the Flip Summon chain rule', CARDS_DB);

const verdicts = (a: ChainAnswer) => a.links.map((l) => `C${l.n}:${l.legal ? 'legal' : 'illegal'}:${l.outcome}`);
const destroyed = (a: ChainAnswer) => a.events.filter((e) => e.type === 'destroyed').flatMap((e) => e.cards.map((c) => c.name));

describe.skipIf(!haveCards)('[CH-FLIP-SUMMON-CHAIN] a Flip Summon in progress', () => {
  it('[CH-FLIP-SUMMON-CHAIN] the compiled 科技属 戟炮手① answers the Flip Summon: negated and destroyed', () => {
    const a = askCdb('{回合:A A场:变形壶(盖) B场:科技属 戟炮手} 反转召唤 变形壶 C1 B:科技属 戟炮手①');
    expect(verdicts(a)).toEqual(['C1:legal:resolved']);
    expect(destroyed(a)).toContain('变形壶');
  });

  it('[CH-FLIP-SUMMON-CHAIN] the monster can be targeted in that chain; Set again by 月之书 it is not negated nor destroyed, and the answer says why', () => {
    const a = askCdb('{回合:A A场:变形壶(盖) B场:科技属 戟炮手} 反转召唤 变形壶 C1 B:科技属 戟炮手① C2 A:月之书→变形壶');
    expect(verdicts(a)).toEqual(['C1:legal:no-effect', 'C2:legal:resolved']);
    expect(a.links[0]!.rules).toContain('CH-FLIP-SUMMON-CHAIN');
    expect(a.links[0]!.reason).toMatch(/反转召唤/);
    expect(destroyed(a)).not.toContain('变形壶');
  });

  it('[CH-FLIP-SUMMON-CHAIN] made unaffected in the chain (神龙骑士 闪耀) it is not negated; taken by the opponent (对调英雄) it still is', () => {
    expect(verdicts(askCdb('{回合:A A场:变形壶(盖),神龙骑士 闪耀 B场:科技属 戟炮手} 反转召唤 变形壶 C1 B:科技属 戟炮手① C2 A:神龙骑士 闪耀①→变形壶'))[0]).toBe('C1:legal:no-effect');
    const taken = askCdb('{回合:A A场:变形壶(盖) B场:科技属 戟炮手,三眼怪} 反转召唤 变形壶 C1 B:科技属 戟炮手① C2 B:对调英雄→变形壶,三眼怪');
    expect(destroyed(taken)).toContain('变形壶');
  });

  it('[CH-FLIP-SUMMON-CHAIN] Set again by 月之书 and turned face-up again later in the chain (停战协定) it is a new card: still not negated, and the link that Set it is named', () => {
    const a = askCdb('{回合:A A场:变形壶(盖) B场:科技属 戟炮手} 反转召唤 变形壶 C1 B:科技属 戟炮手① C2 A:停战协定 C3 A:月之书→变形壶');
    expect(verdicts(a)).toEqual(['C1:legal:no-effect', 'C2:legal:resolved', 'C3:legal:resolved']);
    expect(a.links.find((l) => l.n === 1)!.by).toBe(3);
    expect(destroyed(a)).not.toContain('变形壶');
  });

  it('[CH-FLIP-SUMMON-CHAIN] the other side: a Normal Summon in progress is in no zone — it cannot be targeted in that chain', () => {
    const a = askCdb('{回合:A A手:三眼怪 B场:科技属 戟炮手} 召唤 三眼怪 C1 B:科技属 戟炮手① C2 A:月之书→三眼怪');
    expect(a.links[1]!.legal).toBe(false);
  });
});
