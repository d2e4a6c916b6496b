// CH-TYPED-GAINED: a card whose numbered continuous effect grants it an activated ● (「…得到以下效果。●…才能发动」) has two
// effects under that number; written on a chain, the number names the ● that is activated — judged as that effect (its
// spell speed, once per turn, phase), with the grant assumed to apply (said in the answer's assumptions). Before, the number
// named the continuous effect, which cannot be activated (rules reference docs/c02/基本用语.rst:50).
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-TYPED-GAINED', CARDS_DB);

const verdict = (input: string) => {
  const a = askCdb(input);
  return { legal: a.links[0]!.legal, rules: a.links[0]!.rules, assumptions: a.assumptions.join('\n') };
};

describe.skipIf(!haveCards)('CH-TYPED-GAINED', () => {
  it('[CH-TYPED-GAINED] 化合兽 氧素牛② (a Gemini monster summoned again) is its ● ignition effect: legal in its own Main Phase, with the grant said as assumed', () => {
    const v = verdict('{回合:A 阶段:主要1 A场:化合兽 氧素牛(再度召唤) A手:化合兽 碳素龙} C1 A:化合兽 氧素牛②');
    expect(v.legal).toBe(true);
    expect(v.rules).toContain('CH-TYPED-GAINED');
    expect(v.assumptions).toContain('●');
  });
  it('[CH-TYPED-GAINED] the ● keeps its own limits: 「「化合兽 氧素牛」的这个效果1回合只能使用1次」 used this turn, or the opponent’s turn (an ignition effect) — illegal', () => {
    expect(verdict('{回合:A 阶段:主要1 A场:化合兽 氧素牛(再度召唤) A手:化合兽 碳素龙 本回合:A:化合兽 氧素牛#2} C1 A:化合兽 氧素牛②').legal).toBe(false);
    expect(verdict('{回合:B 阶段:主要1 A场:化合兽 氧素牛(再度召唤) A手:化合兽 碳素龙} C1 A:化合兽 氧素牛②').legal).toBe(false);
  });
  it('[CH-TYPED-GAINED] a card with one effect under the number (黑洞①, no grant) is not concerned', () => {
    expect(verdict('{回合:A 阶段:主要1 B场:三眼怪} C1 A:黑洞①').rules).not.toContain('CH-TYPED-GAINED');
  });

  it('[CH-TYPED-GAINED] a continuous effect under the number that is only a bond (未来融合② 「这张卡从场上离开时那只怪兽破坏」) grants nothing: no grant assumed', () => {
    const v = verdict('{回合:A 阶段:准备 A场:未来融合} C1 A:未来融合 ②');
    expect(v.rules).not.toContain('CH-TYPED-GAINED');
    expect(v.assumptions).not.toContain('得到●效果');
  });
});
