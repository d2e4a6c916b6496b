// CH-CHOOSE (issue 4, honest assumptions) for 「那些怪兽破坏」: a step on the cards of the event a card answers (the monsters whose summon
// it negates) has no choice in it. When the summon is not written, the engine names no card — and says it is those cards, not "the
// card(s) the player chooses". When the summon is written, the monster is named and nothing is assumed.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-CHOOSE', CARDS_DB);

const text = (a: ReturnType<typeof askCdb>) => [String(a.links[0]!.reason ?? ''), ...a.assumptions.map(String)].join('\n');

describe.skipIf(!haveCards)('[CH-CHOOSE] the cards of the answered summon are not chosen', () => {
  it('[CH-CHOOSE] 神之警告 (and 神之宣告) with the summon not written: 「那些卡被破坏」, never 「玩家选择的卡」', () => {
    for (const card of ['神之警告', '神之宣告']) {
      const all = text(askCdb(`{回合:A 阶段:主要1 B场:${card}(盖)} C1 B:${card}`));
      expect(all).not.toContain('玩家选择的卡');
      expect(all).not.toContain('由玩家选择卡片');
      expect(all).toContain('那些卡被破坏');
    }
  });

  it('[CH-CHOOSE] the other side: the summon written, 神之警告 names 青眼白龙 and assumes nothing about which card', () => {
    const a = askCdb('{回合:A 阶段:主要1 A手:青眼白龙 B场:神之警告(盖)} 召唤 A:青眼白龙 C1 B:神之警告');
    expect(a.events.some((e) => e.type === 'destroyed' && e.cards.some((c) => c.name === '青眼白龙'))).toBe(true);
    expect(text(a)).not.toContain('未写明是哪张');
  });
});
