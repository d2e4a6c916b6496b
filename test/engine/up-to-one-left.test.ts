// Issue 16: CH-UP-TO-ONE-LEFT (src/engine/game/match.ts) — a ● of 「选最多N个以下效果适用」 is certain at activation when the board leaves
// every other ● of the group nothing to act on (at least one ● is applied): what answers "an effect that deals damage" may answer it.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-UP-TO-ONE-LEFT', CARDS_DB);

const ask = (field: string) => askCdb(`{回合:A 阶段:主要1 A墓:宇迦御狐之御稻成 A场:森 B手:娱乐伙伴 雨衣山羊${field}} C1 A:宇迦御狐之御稻成③ C2 B:娱乐伙伴 雨衣山羊①`);

describe.skipIf(!haveCards)('CH-UP-TO-ONE-LEFT', () => {
  it('[CH-UP-TO-ONE-LEFT] 宇迦御狐之御稻成③ with the opponent’s field listed empty can only deal its damage: 娱乐伙伴 雨衣山羊① may answer it', () => {
    const a = ask(' B场:');
    expect(a.links[1]!.legal).toBe(true);
    expect(a.links[1]!.rules).toContain('CH-UP-TO-ONE-LEFT');
  });

  it('[CH-UP-TO-ONE-LEFT] with a card on the opponent’s field (the destruction may be picked instead), or that field not listed, the damage is not certain: 雨衣山羊 is refused', () => {
    for (const field of [' B场:三眼怪', ' B场:旋风(盖)', '']) {
      const a = ask(field);
      expect(a.links[1]!.legal, field).toBe(false);
      expect(a.links[1]!.rules, field).not.toContain('CH-UP-TO-ONE-LEFT');
    }
  });
});
