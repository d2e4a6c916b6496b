/**
 * WIN-TRAP-OWN-CHAIN: cards whose trigger the rules reference rules not met in the chain of their own card's activation, though
 * their text does not say 「这张卡在魔法与陷阱区域存在」 (the compiler's cue, ../compile/already-there.ts). The card text is the
 * database's, read by the compiler; only the ruling is added.
 */
import type { Card } from '../facts.js';
import { textCard } from './dsl.js';

function notInOwnChain(card: Card, n: number): Card {
  const e = card.effects.find((x) => x.n === n);
  if (!e?.trigger) throw new Error(`${card.name}: no trigger ${n}`);
  e.trigger.notInOwnChain = true;
  return card;
}

export const trapOwnChainCards: Card[] = [
  // docs/c03/诱发类效果.rst:389: its ② cannot be activated at its card activation, nor after that chain for a 「PSY骨架」 card
  // destroyed in it.
  notInOwnChain(
    textCard({
      id: 51053997,
      name: 'PSY骨架加速器',
      type: 'trap continuous',
      text: '①：1回合1次，支付500基本分，以自己场上1只「PSY骨架」怪兽为对象才能发动。那只怪兽直到下次的自己准备阶段除外。\n②：1回合1次，这张卡以外的自己场上的表侧表示的「PSY骨架」卡因战斗以外从场上离开的场合才能发动。从手卡把1只「PSY骨架」怪兽特殊召唤。',
    }),
    2,
  ),
];
