// WIN-TARGET-OF-EVENT (rules reference docs/c02/基本用语.rst:382): a trigger 「…的场合，以那1只怪兽为对象才能发动」 targets the
// card of the event that met it, where that card is now. A destroyed monster in the GY can be targeted; a destroyed
// Pendulum Monster goes face-up to the Extra Deck, where no card is targeted, so the trigger has no target and is not
// activated — whatever other monsters the field holds. Through the real pipeline over cards.cdb.
import { describe, expect, it } from 'vitest';
import type { ChainAnswer } from '../../src/answer/types.js';
import { askCdb, haveCards } from '../cards/data.js';

const offered = (a: ChainAnswer) => (a.window?.triggers ?? []).map((t) => t.card.name);

describe.skipIf(!haveCards)('[WIN-TARGET-OF-EVENT] the target is the event’s card', () => {
  it('[WIN-TARGET-OF-EVENT] a monster destroyed and sent to the GY is the target: the Continuous Spell’s trigger is offered (空牙团的修炼)', () => {
    const a = askCdb('{回合:B 阶段:主要1 A场:空牙团的修炼,空牙团的剑士 比特} 破坏 空牙团的剑士 比特 (效果)');
    expect(offered(a)).toContain('空牙团的修炼');
  });
  it('[WIN-TARGET-OF-EVENT] the other side: a destroyed Pendulum Monster (时读之魔术师) is in the Extra Deck — no target, although the trigger’s own monster is on the field', () => {
    const a = askCdb('{回合:A 阶段:主要1 A场:DDD 死伟王 地狱终末神,时读之魔术师} 破坏 时读之魔术师 (效果)');
    expect(offered(a)).not.toContain('DDD 死伟王 地狱终末神');
  });
});
