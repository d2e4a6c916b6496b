// CMP-ACTIVATE-STEP-SENTENCE (issue 16): a numbered effect whose only sentence is its step and ends in
// 「…加入手卡或在自己场上发动。」 (虚拟世界) is read as that step — before, the closing 「发动。」 was taken for the end of the
// effect's activation words, so the whole sentence became a condition and the effect did nothing when it resolved.
// The step is the add-to-hand one that `[发动 X]` turns into an activation inside the resolution (CH-ACTIVATED-IN-RESOLUTION).
import { describe, expect, it } from 'vitest';
import { ask, eventCards, haveData, links, moved } from '../reference/judge.js';

describe.skipIf(!haveData)('CMP-ACTIVATE-STEP-SENTENCE: 「…加入手卡或在自己场上发动。」 alone is the step', () => {
  it('[CMP-ACTIVATE-STEP-SENTENCE] 虚拟世界 without a note adds a card of the Deck to the hand', () => {
    expect(moved('{回合:A A场:虚拟世界(盖) A卡组:山} C1 A:虚拟世界', 'added-to-hand').length).toBe(1);
  });
  it('[CMP-ACTIVATE-STEP-SENTENCE] 虚拟世界 `[发动 山]` activates 山 from the Deck inside its resolution, on no chain link of its own', () => {
    const a = ask('{回合:A A场:虚拟世界(盖) A卡组:山} C1 A:虚拟世界 [发动 山]');
    expect(links(a)).toEqual(['C1:legal:resolved']);
    expect(eventCards(a, 'activated')).toEqual(['虚拟世界', '山']);
    expect(eventCards(a, 'added-to-hand')).toEqual([]);
  });
  it('[CMP-ACTIVATE-STEP-SENTENCE] the opponent chains 虚拟世界 bringing 王家长眠之谷 to 魂之解放 targeting a card in their GY: 魂之解放 is negated, nothing banished', () => {
    const input = '{回合:A A场:魂之解放(盖) B场:虚拟世界(盖) B卡组:王家长眠之谷 B墓:三眼怪} C1 A:魂之解放 → B:三眼怪 C2 B:虚拟世界 [发动 王家长眠之谷]';
    expect(links(input)).toEqual(['C1:legal:effect-negated', 'C2:legal:resolved']);
    expect(moved(input, 'banished')).toEqual([]);
  });
  it('[CMP-ACTIVATE-STEP-SENTENCE] the other side: 虚拟世界 bringing another Field Spell (山) — 魂之解放 banishes its target', () => {
    const input = '{回合:A A场:魂之解放(盖) B场:虚拟世界(盖) B卡组:山 B墓:三眼怪} C1 A:魂之解放 → B:三眼怪 C2 B:虚拟世界 [发动 山]';
    expect(links(input)).toEqual(['C1:legal:resolved', 'C2:legal:resolved']);
    expect(moved(input, 'banished')).toEqual(['三眼怪']);
  });
});
