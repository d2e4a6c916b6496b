// CH-PENDULUM-SPELL (r16steps, rules reference docs/c03/特定效果的处理方法.rst:221): a Pendulum card in a Pendulum Zone is a Spell
// Card there — an effect that targets or picks 「魔法·陷阱卡」 on the field finds it.
import { describe, expect, it } from 'vitest';
import { askCdb, CARDS_DB, haveCards, skipMessage } from '../cards/data.js';

skipMessage('CH-PENDULUM-SPELL', CARDS_DB);

describe.skipIf(!haveCards)('CH-PENDULUM-SPELL', () => {
  it('[CH-PENDULUM-SPELL] 宇宙旋风 may target the opponent’s card in a Pendulum Zone and banishes it; the same monster in a Monster Zone is no Spell/Trap', () => {
    const a = askCdb('{回合:A A场:宇宙旋风(盖) B场:龙穴之魔术师(灵摆右)} C1 A:宇宙旋风→龙穴之魔术师');
    expect(a.links[0]!.legal).toBe(true);
    expect(a.events.filter((e) => e.type === 'banished').flatMap((e) => e.cards.map((c) => c.name))).toEqual(['龙穴之魔术师']);
    expect(askCdb('{回合:A A场:宇宙旋风(盖) B场:龙穴之魔术师} C1 A:宇宙旋风→龙穴之魔术师').links[0]!.legal).toBe(false);
  });
});
