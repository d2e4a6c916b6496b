// CMP-BOTH-MAIN-PHASES: 「这个效果在双方的主要阶段才能发动」 (娱乐伙伴 鞭子蛇①) — a quick effect used in either player's Main Phase, and only
// then. Before, the compiler made it quick and dropped the phase: it was activated in the Battle Step. Cards read from cards.cdb.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CMP-BOTH-MAIN-PHASES', CARDS_DB);

const first = (input: string) => askCdb(input).links[0]!;

describe.skipIf(!haveCards)('CMP-BOTH-MAIN-PHASES', () => {
  it('[CMP-BOTH-MAIN-PHASES] 娱乐伙伴 鞭子蛇① in the opponent’s Main Phase swaps 青眼白龙’s ATK/DEF; in the opponent’s Battle Step it cannot be activated', () => {
    const main = askCdb('{回合:B 阶段:主要1 A场:娱乐伙伴 鞭子蛇 B场:青眼白龙} C1 A:娱乐伙伴 鞭子蛇①→B:青眼白龙');
    expect(main.links[0]!.outcome).toBe('resolved');
    expect(main.stats?.find((x) => x.card.name === '青眼白龙')?.atk).toBe(2500);
    const battle = first('{回合:B 阶段:战斗步骤 A场:娱乐伙伴 鞭子蛇 B场:青眼白龙} C1 A:娱乐伙伴 鞭子蛇①→B:青眼白龙');
    expect(battle.legal).toBe(false);
    expect(battle.illegalReason).toContain('主要阶段');
  });
  it('[CMP-BOTH-MAIN-PHASES] the other side: its own Main Phase 2 is a Main Phase too', () => {
    expect(first('{回合:A 阶段:主要2 A场:娱乐伙伴 鞭子蛇 B场:青眼白龙} C1 A:娱乐伙伴 鞭子蛇①→B:青眼白龙').legal).toBe(true);
  });
});
