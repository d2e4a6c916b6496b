// WIN-HAND-ADDED (issue 16, rules reference docs/c03/诱发类效果.rst:81–88, 250–254): a trigger activated from the hand
// whose condition was met during a chain while its card was not in the hand (still in the Deck), and which is in the
// hand when the chain ends, may be activated then — judged as if it had been in the hand all along.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('WIN-HAND-ADDED', CARDS_DB);

const offered = (a: ChainAnswer) => a.window.triggers.map((t) => t.card.name);
const rulesOf = (a: ChainAnswer, name: string) => a.window.triggers.find((t) => t.card.name === name)?.rules ?? [];

describe.skipIf(!haveCards)('WIN-HAND-ADDED', () => {
  it('[WIN-HAND-ADDED] 宙读之魔术士 drawn by 强欲之瓶 (link 1) after 旋风 (link 2) destroyed my Set card: it was in the Deck then, is in the hand as the chain ends, and may summon itself', () => {
    const a = askCdb('{回合:A A场:强欲之瓶(盖),落穴(盖) A卡组:宙读之魔术士 B场:旋风(盖)} C1 A:强欲之瓶[抽卡 宙读之魔术士] C2 B:旋风→落穴');
    expect(offered(a)).toContain('宙读之魔术士');
    expect(rulesOf(a, '宙读之魔术士')).toContain('WIN-HAND-ADDED');
  });
  it('[WIN-HAND-ADDED] the other side: a different card drawn leaves 宙读之魔术士 in the Deck — nothing offered; drawn before the destruction it was simply in the hand (no WIN-HAND-ADDED)', () => {
    expect(offered(askCdb('{回合:A A场:强欲之瓶(盖),落穴(盖) A卡组:宙读之魔术士,三眼怪 B场:旋风(盖)} C1 A:强欲之瓶[抽卡 三眼怪] C2 B:旋风→落穴'))).not.toContain('宙读之魔术士');
    const before = askCdb('{回合:A A场:强欲之瓶(盖),落穴(盖) A卡组:宙读之魔术士 B场:旋风(盖)} C1 B:旋风→落穴 C2 A:强欲之瓶[抽卡 宙读之魔术士]');
    expect(offered(before)).toContain('宙读之魔术士');
    expect(rulesOf(before, '宙读之魔术士')).not.toContain('WIN-HAND-ADDED');
  });
  it('[WIN-HAND-ADDED] 娱乐伙伴 国王熊精’s Pendulum Effect destroys itself, then adds 宙读之魔术士: it may answer that destruction', () => {
    const a = askCdb('{回合:A A场:娱乐伙伴 国王熊精 A卡组:宙读之魔术士} C1 A:娱乐伙伴 国王熊精P①[从灵摆区][加入手卡 宙读之魔术士]');
    expect(offered(a)).toContain('宙读之魔术士');
    expect(rulesOf(a, '宙读之魔术士')).toContain('WIN-HAND-ADDED');
  });
});
