// A link that could not be activated never reached the chain: nothing of it is sent to the GY by
// rule at the end of the chain, and the window notes do not name it.
import { describe, expect, it } from 'vitest';
import { createJudge } from '../../src/judge.js';

const judge = createJudge();

describe('illegal links at the end of the chain', () => {
  it('a counter trap that could not answer C2 is not sent to the GY by rule (黑洞 / 我身作盾 / 王家的诅咒)', () => {
    const answer = judge.chain('C1 A:黑洞 C2 B:我身作盾 C3 A:王家的诅咒', { lang: 'zh-CN' });
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.links.map((l) => l.outcome)).toEqual(['activation-negated', 'resolved', 'illegal']);
    const ruleNote = answer.window.notes.find((n) => n.includes('按规则送去墓地')) ?? '';
    expect(ruleNote).toContain('我身作盾');
    expect(ruleNote).not.toContain('王家的诅咒');
    expect(answer.events.some((e) => e.cards.some((c) => c.name === '王家的诅咒'))).toBe(false);
  });

  it('a lone answer with nothing to answer leaves the field as it was', () => {
    const answer = judge.chain('C1 A:天罚', { lang: 'en' });
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.links[0]!.outcome).toBe('illegal');
    expect(answer.resolutionOrder).toEqual([]);
    expect(answer.window.notes.join('\n')).not.toContain('天罚');
    expect(answer.events).toEqual([]);
  });
});
