p='/work/wt/r16x/src/engine/game/attack-target.ts'
s=open(p).read()
s=s.replace("import { boardView, checkConditions, matchesFilter, onBoard } from './match.js';","import { boardView, checkConditions, matchesFilter, onBoard } from './match.js';\nimport { printedUnaffected, stateUnaffected } from './protection.js';",1)
old="""  // The target rules of the defending player's cards bind this attack.
  const theirs = all.filter((r) => r.card.controller === foe);"""
new="""  // The target rules of the defending player's cards bind this attack — they affect the attacking monster, so one unaffected
  // by a rule's card is not bound by it (docs/c03/卡片的抗性.rst:101, docs/c02/基本用语.rst:1489).
  const theirs = all.filter((r) => r.card.controller === foe && !(attacker && unaffectedBy(board, attacker, r.card)));"""
assert old in s
s=s.replace(old,new,1)
old="""/** The verdict on `attacker` declaring an attack on `target` (null: directly). */"""
new="""/** Is the monster unaffected by the card's effects (its own 「不受…影响」, or a state an earlier effect left)? */
function unaffectedBy(board: Board, m: BoardCard, by: BoardCard): boolean {
  if (by.ref === m.ref || !m.faceUp || m.states.includes('effects-negated')) return false;
  const ctx = onBoard(board, m.ref, m.controller ?? 'A');
  return printedUnaffected(m.card, (f) => matchesFilter({ ...f, place: undefined }, by, ctx), (e) => !e.condition?.length) || stateUnaffected(m, by.card, by.controller);
}

/** The verdict on `attacker` declaring an attack on `target` (null: directly). */"""
s=s.replace(old,new,1)
open(p,'w').write(s)
