/**
 * Whether an attack declaration may be made, and which monsters it may choose (issue 16, rules reference
 * docs/c03/战斗阶段流程.rst:101–168): CH-ATTACK-CANNOT (a monster under 「不能攻击」 declares no attack),
 * CH-ATTACK-TARGET (the attack-target rules of the defending player's face-up cards, in their order of
 * strength: 「只能攻击装备怪兽」 over 「必须向…攻击」 over 「不能选择其他怪兽作为攻击对象」 and 「不会成为攻击对象」) and
 * CH-ATTACK-DIRECT (a direct attack only when the opponent has no monster, or by a monster that 「可以直接攻击」,
 * and never while a rule says which monster must or alone may be attacked).
 *
 * The rules are continuous effects (`EffectFacts.attackRules`, read by src/cards/compile/attack-rules.ts): they
 * apply while their card is face-up in its zone and its effects are not negated; a condition of the effect
 * (「连接召唤的这张卡」) is read on the board, and taken as met when the board cannot tell.
 */
import type { AttackRule, Condition, EffectFacts, Player } from '../../cards/facts.js';
import type { Board, BoardCard } from '../types.js';
import type { Phrase } from '../phrases/index.js';
import { isField } from './board.js';
import { extraDeckMonster } from './field-zones.js';
import { continuousInForce } from './battle-damage.js';
import { negatedChangers } from './changes.js';
import { boardView, checkConditions, matchesFilter, onBoard } from './match.js';
import { printedUnaffected, stateUnaffected } from './protection.js';
import { attacksDeclared, remembered, usedSinceNewCard } from './memory.js';
import { R } from '../rule-ids.js';
import { continuedCount, continueLost, continuesLost } from './attack-continue.js';

/** One rule that applies now, with its card and the monsters it is about. */
interface Standing {
  rule: AttackRule;
  card: BoardCard;
  subjects: string[];
  /** CH-ATTACK-TARGET-LEFT: a rule a Trap's effect left on the monster (its state 只能被攻击 / 必须被攻击), not the card's own. */
  left?: true;
}

export interface AttackVerdict {
  legal: boolean;
  /** The monsters the attacker may choose (board keys); with `direct`, whether it may attack directly. */
  choices: string[];
  direct: boolean;
  rules: string[];
  reason: Phrase;
  /**
   * SIT-FIELD-COMPLETE: the rules that refused the attack and hold under a state of the field (「●0张：自己场上的怪兽不能攻击」) — their
   * cards and those states, for the caller that knows which fields are written in part to say what it took.
   */
  heldUnder?: { card: BoardCard; conds: Condition[] }[];
}

const other = (p: Player): Player => (p === 'A' ? 'B' : 'A');
/** CH-ATTACK-RULE-TARGETED: a rule on 「作为对象的怪兽」 of a card that is no equip card (a Continuous Trap holding its target). */
const heldByTrap = (r: Standing): boolean => r.rule.of === 'equipped' && r.card.card.type.kind === 'trap';


/** The steps of the Damage Step, where an attack written is the attack under way (./attack-when.ts). */
const UNDER_WAY: ReadonlySet<string> = new Set(['damage-step', 'damage-step-start', 'before-damage-calculation', 'damage-calculation', 'after-damage-calculation', 'damage-step-end']);

/** The zones a rule's condition (`whileHolds`) reads as listed: both fields (the attack's choices are read from them too). */
const FIELDS_LISTED: ReadonlySet<string> = new Set(['A:field', 'B:field']);

const key = (board: Board, ref: string) => board.aliases?.[ref] ?? ref;

/** Every attack rule that applies on the board now, with its subjects. */
function standing(board: Board): Standing[] {
  const out: Standing[] = [];
  const inForce = continuousInForce(board, (x) => !!x.attackRules);
  let view: ReturnType<typeof boardView> | null = null;
  // A monster equipped as an equip card by its own effect (「这个效果装备的场合，装备怪兽…」): that effect's rules on the equipped monster.
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (c.zone !== 'spell' || c.card.type.kind !== 'monster' || !c.equippedTo || !c.faceUp || !c.controller || c.states.includes('effects-negated')) continue;
    for (const e of c.card.effects) if (e.kind !== 'continuous' && e.attackRules) inForce.push({ card: c, effect: { ...e, attackRules: e.attackRules.filter((r) => r.of === 'equipped') } });
  }
  // CH-ATTACK-TARGET-LEFT: 「对方只能向作为对象的怪兽攻击」 (only-strict) and 「必须以选择的怪兽为攻击对象」 (must), left on
  // the monster for the turn by a Trap: its state, while it is face-up in the Monster Zone.
  for (const k in board.cards) {
    const m = board.cards[k]!;
    if (m.zone !== 'monster' || !m.faceUp || !m.controller) continue;
    if (m.states.includes('sole-attack-target')) out.push({ rule: { kind: 'only-strict', of: 'self' }, card: m, subjects: [m.ref], left: true });
    if (m.states.includes('must-be-attacked')) out.push({ rule: { kind: 'must', of: 'self' }, card: m, subjects: [m.ref], left: true });
  }
  for (const { card: c, effect: e } of inForce) {
    for (const rule of e.attackRules!) {
      let subjects: string[];
      if (rule.of === 'self') subjects = [c.ref];
      else if (rule.of === 'equipped') subjects = c.equippedTo ? [key(board, c.equippedTo)] : [];
      // CH-ATTACK-BOUND: the monster the card keeps targeting (CT-BOND), while it is still that card.
      else if (rule.of === 'bound') subjects = (c.bound ?? []).map((b) => key(board, b.ref));
      else {
        const ctx = onBoard(board, c.ref, c.controller!);
        subjects = Object.values(board.cards).filter((m) => m.zone === 'monster' && matchesFilter(rule.filter ?? {}, m, ctx)).map((m) => m.ref);
      }
      // CH-ATTACK-COUNT: a rule read with a condition on its own card (「这张卡的等级是7星以上的场合」) applies while the card matches it.
      if (rule.whileSelf && !matchesFilter(rule.whileSelf, c, onBoard(board, c.ref, c.controller!))) continue;
      // CH-ATTACK-DIRECT / CH-ATTACK-ONE-MONSTER: a rule under a state its 「…的场合，」 lead names applies while that state holds.
      // (The fields judged as the board lists them, as the attack targets are; a zone the board does not hold — a hand — is not told.)
      if (rule.whileHolds && checkConditions(rule.whileHolds, (view ??= boardView(board, FIELDS_LISTED)), c, c.controller!) === false) continue;
      out.push({ rule, card: c, subjects });
    }
  }
  return out;
}

/** CH-COLUMN-ALONE: a state read on this card's column (「和这张卡相同纵列没有其他卡存在」). */
const inColumn = (c: Condition): boolean => (c.is === 'none' || c.is === 'exists') && c.filter.sameColumnAsSelf === true;

/** CH-ATTACK-DIRECT-CONDITION: the state of the attacker's own 「…的场合，这张卡可以直接攻击」 (read), if it has one. */
function ownConditionalDirect(c: BoardCard): Condition[] | null {
  for (const e of c.card.effects) for (const r of e.attackRules ?? []) if (r.kind === 'direct' && r.of === 'self' && r.whileHolds?.length) return r.whileHolds;
  return null;
}

/** The attack rules that apply to one monster now (its own, an equip's, a card's filter that covers it). */
export function attackRulesOn(board: Board, ref: string): { rule: AttackRule; card: string }[] {
  const k = key(board, ref);
  return standing(board).filter((r) => r.subjects.includes(k)).map((r) => ({ rule: r.rule, card: r.card.card.name }));
}

/**
 * CH-ATTACK-COUNT (docs/c03/战斗阶段流程.rst:206–291): how many attacks a monster may declare in one Battle Phase — 1, or the
 * largest count its rules (「在同1次的战斗阶段中可以作2次攻击」 of its own or an equip card's, `attacks`) or an effect resolved
 * earlier (the states 可作2次攻击 …) give it: the same count twice is still that count, different counts give the largest.
 * `monsters` counts the attacks at monsters (「最多3次可以向怪兽攻击」): at least `any`.
 */
export function attackAllowance(board: Board, ref: string): { any: number; monsters: number; by: string[] } {
  const k = key(board, ref);
  const c = board.cards[k];
  let any = 1;
  let monsters = 1;
  const by: string[] = [];
  const give = (n: number, monstersOnly: boolean, who: string) => {
    if (monstersOnly ? n > Math.max(monsters, any) : n > any) by.push(who);
    if (monstersOnly) monsters = Math.max(monsters, n);
    else any = Math.max(any, n);
  };
  for (const r of standing(board)) if (r.rule.kind === 'attacks' && r.subjects.includes(k)) give(r.rule.count ?? 1, r.rule.monstersOnly === true, r.card.card.name);
  if (c && c.faceUp) {
    const kept = remembered(c.states);
    if (kept.includes('may-attack-twice')) give(2, false, c.card.name);
    if (kept.includes('may-attack-thrice')) give(3, false, c.card.name);
    if (kept.includes('may-attack-monsters-twice')) give(2, true, c.card.name);
    if (kept.includes('may-attack-monsters-thrice')) give(3, true, c.card.name);
    // CH-ATTACK-CONTINUE: a continued attack applied and not lost — one more than it declared.
    const cont = continuedCount(board, k);
    if (cont) give(cont, false, c.card.name);
  }
  return { any, monsters: Math.max(monsters, any), by };
}

/** Does any face-up card have an attack rule? (A fast exit: most boards have none.) */
export function anyAttackRules(board: Board): boolean {
  for (const k in board.cards) {
    const c = board.cards[k]!;
    if (c.faceUp && isField(c.zone) && c.card.effects.some((e) => e.attackRules)) return true;
  }
  return false;
}

/** CH-ATTACK-TARGET-LEFT: the Trap whose rule a monster keeps, as the card the attacker would have to be affected by. */
function asTrap(m: BoardCard): BoardCard {
  return { ...m, zone: 'spell', card: { ...m.card, type: { ...m.card.type, kind: 'trap', subtypes: ['normal'] } } };
}

/** Is the monster unaffected by the card's effects (its own 「不受…影响」, or a state an earlier effect left)? */
export function unaffectedBy(board: Board, m: BoardCard, by: BoardCard): boolean {
  if (by.ref === m.ref || !m.faceUp || m.states.includes('effects-negated')) return false;
  const ctx = onBoard(board, m.ref, m.controller ?? 'A');
  return printedUnaffected(m.card, (f) => matchesFilter({ ...f, place: undefined }, by, ctx), (e) => !e.condition?.length) || stateUnaffected(m, by.card, by.controller);
}

/**
 * The monster used (已用, since it last became a new card) its once-per-turn effect, and each such effect of its card locks its
 * own attacks for the turn (a step 「这张卡不能攻击」 of the activated effect: 「这个效果发动的回合，这张卡不能攻击」).
 */
function lockedByItsUse(m: BoardCard): boolean {
  if (!usedSinceNewCard(m.states)) return false;
  const limited = m.card.effects.filter((e) => e.kind !== 'continuous' && e.kind !== 'procedure' && e.oncePerTurn);
  return limited.length > 0 && limited.every((e) => e.does.some((a) => a.do === 'cannot-attack' && a.what === 'self'));
}

/**
 * CH-ATTACK-RETURN-COST (docs/c02/基本用语.rst:1038–1041): a monster that may attack only by returning cards of its controller's field
 * to the hand (「若不让自己场上存在的1张卡回到手卡则不能攻击宣言」) needs that many other cards there that can go to the hand — a Token
 * cannot (it is no card that goes to the hand, so it pays no such cost), nor an Extra Deck monster (it would return to the Extra Deck). No such rule: nothing to pay.
 */
function returnCostPayable(board: Board, attacker: BoardCard, n: number | undefined, rules: string[]): boolean {
  if (n === undefined) return false;
  rules.push(R.ATTACK_RETURN_COST);
  // (Nor a Fusion, Synchro, Xyz or Link monster: sent to the hand it would go to the Extra Deck, which no cost returning cards to the
  // hand may use — docs/c02/基本用语.rst:171.)
  const able = Object.values(board.cards).filter((c) => c.ref !== attacker.ref && c.controller === attacker.controller && isField(c.zone) && !c.card.type.subtypes.includes('token') && !extraDeckMonster(c.card));
  return able.length >= n;
}

/**
 * The verdict on `attacker` declaring an attack on `target` (null: directly). `declaring`: a new attack declaration (the
 * attack count, CH-ATTACK-COUNT, is checked); not for the attack going on (a move of its target, the situation's attack).
 */
export function attackVerdict(board: Board, attackerRef: string, targetRef: string | null, declaring = false): AttackVerdict {
  const attacker = board.cards[key(board, attackerRef)];
  const target = targetRef ? key(board, targetRef) : null;
  const me = attacker?.controller ?? board.turnPlayer;
  const foe = other(me);
  const all = standing(board);
  const name = attacker?.card.name ?? attackerRef;
  const targetName = target ? (board.cards[target]?.card.name ?? targetRef) : null;
  const on = (r: Standing) => attacker !== undefined && r.subjects.includes(attacker.ref);
  const rules: string[] = [];
  // CH-ATTACK-CONTINUE: a new attack by this monster ends another monster's continued attack of the same player.
  const lost = (legal: boolean) => {
    if (!legal || !declaring) return [];
    const names = continuesLost(board, attackerRef).map((m) => m.card.name);
    if (names.length && !rules.includes(R.ATTACK_CONTINUE)) rules.push(R.ATTACK_CONTINUE);
    return names;
  };
  const verdict = (legal: boolean, choices: string[], direct: boolean, why: string, by: string[] = []): AttackVerdict => ({
    legal,
    choices,
    direct,
    rules,
    reason: { rule: 'attack:verdict', params: { legal, attacker: name, target: targetName, why, by: [...new Set(by)], choices: choices.map((r) => board.cards[r]?.card.name ?? r), direct, lost: lost(legal) } },
  });

  // CH-ATTACK-CANNOT: 「不能攻击」 on the attacker (its own text, an equip, a card targeting it).
  // (CH-ATTACK-LOCK-PLAYER, the other side: a 「…怪兽不能攻击（宣言）」 of another card affects the monsters — one unaffected by
  // that card is free of it; docs/c03/卡片的抗性.rst:172–173.)
  const cannot = all.filter((r) => r.rule.kind === 'cannot-attack' && on(r) && !(attacker && r.card.ref !== attacker.ref && unaffectedBy(board, attacker, r.left ? asTrap(r.card) : r.card)) && !(attacker && returnCostPayable(board, attacker, r.rule.unlessReturn, rules)));
  if (cannot.length) {
    rules.push(R.ATTACK_CANNOT);
    if (cannot.some(heldByTrap)) rules.push(R.ATTACK_RULE_TARGETED);
    if (cannot.some((r) => r.rule.of === 'filter' && r.rule.filter?.noXyzMaterials)) rules.push(R.ATTACK_NO_MATERIALS);
    // FD-FLIP-TURN-ATTACK: the only lock is its own 「若不在这张卡反转的回合」 — the words say what would lift it.
    const flipTurn = cannot.every((r) => r.rule.of === 'filter' && r.rule.filter?.notFlippedThisTurn);
    if (flipTurn) rules.push(R.FLIP_TURN_ATTACK);
    const held = cannot.filter((r) => r.rule.whileHolds?.length).map((r) => ({ card: r.card, conds: r.rule.whileHolds! }));
    return { ...verdict(false, [], false, flipTurn ? 'not-flipped-turn' : 'cannot-attack', cannot.map((r) => r.card.card.name)), ...(held.length ? { heldUnder: held } : {}) };
  }

  // FD-SUMMON-RIDER-HELD: the card that left it is negated now, holding the monster: its riders do not apply (./board.ts).
  if (attacker?.riderHeldBy) rules.push(R.SUMMON_RIDER_HELD);
  // FD-SUMMON-RIDER-BY-CARD: 「这个效果特殊召唤的怪兽不能攻击」 left by the card that summoned it, while it remembers that card.
  if (attacker && attacker.states.includes('summoned-by-card') && (attacker.summonRiders?.includes('cannot-attack') || (attacker.summonRiders?.includes('cannot-attack-this-turn') && attacker.states.includes('summoned-this-turn')))) {
    rules.push(R.ATTACK_CANNOT, R.SUMMON_RIDER_BY_CARD);
    return verdict(false, [], false, 'cannot-attack', [attacker.summonedBy ?? attacker.card.name]);
  }

  // CH-CANNOT-USE-ACT: a monster that cannot be used (不能使用, its name declared by a name lock) cannot attack.
  if (attacker?.states.includes('cannot-use')) {
    rules.push(R.CANNOT_USE_ACT);
    return verdict(false, [], false, 'cannot-use');
  }

  // FD-USED-LOCK: 「这个效果发动的回合，这张卡不能攻击」 — it activated such an effect this turn (已用) and is still that card.
  if (attacker && lockedByItsUse(attacker)) {
    rules.push(R.ATTACK_CANNOT);
    return verdict(false, [], false, 'cannot-attack', [attacker.card.name]);
  }

  // CH-ATTACK-COUNT: the attacks it declared in this Battle Phase against the attacks it may make. Past its general count, the
  // further attacks it may make are at monsters only, and not after a direct attack (docs/c03/战斗阶段流程.rst:210–222).
  if (attacker && declaring) {
    // (At a step of the Damage Step the attack written is the one under way — CH-ATTACK-BATTLE-STEP: its 已攻击 counts that very attack.)
    const declared = attacksDeclared(attacker.states);
    const made = UNDER_WAY.has(board.phase ?? '') && declared.count > 0 ? { ...declared, count: declared.count - 1 } : declared;
    const allowed = attackAllowance(board, attacker.ref);
    const atMonsters = made.count < allowed.monsters && !made.direct && target !== null;
    if (made.count > 0 && made.count >= allowed.any && !atMonsters) {
      rules.push(R.ATTACK_COUNT);
      if (continueLost(board, attacker.ref)) rules.push(R.ATTACK_CONTINUE);
      const why = made.count < allowed.monsters ? (made.direct ? 'count-direct-made' : 'count-monsters-only') : 'count-spent';
      return verdict(false, [], false, why, allowed.by);
    }
  }

  // CH-ATTACK-ONE-MONSTER: 「各自在战斗阶段只能用1只怪兽攻击」 binds the player, so a monster unaffected by its card is bound too
  // (docs/c03/卡片的抗性.rst:172–179): once another monster of the attacker's side declared an attack, this one may not.
  if (attacker && declaring) {
    const lock = all.find((r) => r.rule.kind === 'one-attacker' && r.subjects.includes(attacker.ref));
    const earlier = lock && Object.values(board.cards).find((m) => m.ref !== attacker.ref && m.zone === 'monster' && m.controller === me && attacksDeclared(m.states).count > 0);
    if (lock && earlier) {
      rules.push(R.ATTACK_ONE_MONSTER);
      return verdict(false, [], false, 'one-attacker', [lock.card.card.name]);
    }
  }

  const monsters = Object.values(board.cards).filter((m) => m.zone === 'monster' && m.controller === foe).map((m) => m.ref);
  // The target rules of the defending player's cards bind this attack — they affect the attacking monster, so one unaffected
  // by a rule's card is not bound by it (docs/c03/卡片的抗性.rst:101, docs/c02/基本用语.rst:1489).
  // (A rule a Trap left on a monster, CH-ATTACK-TARGET-LEFT, is that Trap's: an attacker unaffected by Traps is not bound.)
  const theirs = all.filter((r) => r.card.controller === foe && !(attacker && unaffectedBy(board, attacker, r.left ? asTrap(r.card) : r.card)));
  const subjectsOf = (kind: AttackRule['kind']) => theirs.filter((r) => r.rule.kind === kind);
  const inField = (rs: Standing[]) => [...new Set(rs.flatMap((r) => r.subjects))].filter((m) => monsters.includes(m));
  let choices: string[];
  let closed = false; // a rule that names the monsters to attack: no direct attack
  let why = 'free';
  let by: string[] = [];
  const forced = subjectsOf('forced');
  const must = subjectsOf('must');
  if (inField(forced).length) {
    choices = inField(forced);
    closed = true;
    why = 'forced';
    by = forced.map((r) => r.card.card.name);
  } else if (inField(must).length) {
    choices = inField(must);
    closed = true;
    why = 'must';
    by = must.map((r) => r.card.card.name);
  } else {
    const notTarget = new Set(subjectsOf('not-target').flatMap((r) => r.subjects));
    choices = monsters.filter((m) => !notTarget.has(m));
    if (notTarget.size && monsters.some((m) => notTarget.has(m))) {
      if (subjectsOf('not-target').some((r) => heldByTrap(r) && r.subjects.some((m) => monsters.includes(m)))) rules.push(R.ATTACK_RULE_TARGETED);
      why = 'not-target';
      by = subjectsOf('not-target').map((r) => r.card.card.name);
    }
    for (const r of [...subjectsOf('only'), ...subjectsOf('only-strict')]) {
      const self = r.subjects[0];
      if (self === undefined || !monsters.includes(self)) continue;
      const ctx = onBoard(board, r.card.ref, r.card.controller!);
      choices = choices.filter((m) => m === self || (r.rule.others !== undefined && !matchesFilter(r.rule.others, board.cards[m]!, ctx)));
      if (r.rule.kind === 'only-strict') closed = true;
      why = 'only';
      by.push(r.card.card.name);
    }
    // CH-ATTACK-ONLY-ATTACKER: the attacker's own 「只能向…怪兽攻击」 — of the rank of `only` (a `must` or `forced` rule of the defending
    // side comes first: the branches above), it narrows the monsters it may choose (docs/c03/战斗阶段流程.rst:160–163).
    for (const r of all.filter((x) => x.rule.kind === 'attacks-only' && on(x))) {
      const ctx = onBoard(board, r.card.ref, r.card.controller ?? me);
      // (CH-ATTACK-NOT-KIND: 「不能向昆虫族怪兽攻击」 — the monsters it may not choose.)
      const narrowed = choices.filter((m) => matchesFilter(r.rule.targets ?? {}, board.cards[m]!, ctx) && !(r.rule.notTargets && matchesFilter(r.rule.notTargets, board.cards[m]!, ctx)));
      if (narrowed.length === choices.length) continue;
      choices = narrowed;
      why = 'attacker-only';
      by.push(r.card.card.name);
      if (!rules.includes(R.ATTACK_ONLY_ATTACKER)) rules.push(R.ATTACK_ONLY_ATTACKER);
      if (r.rule.notTargets && !rules.includes(R.ATTACK_NOT_KIND)) rules.push(R.ATTACK_NOT_KIND);
    }
  }
  if (why !== 'free') rules.push(R.ATTACK_TARGET);
  if (why !== 'free' && theirs.some((r) => r.left && r.subjects.some((m) => monsters.includes(m)))) rules.push(R.ATTACK_TARGET_LEFT);

  // CH-ATTACK-DIRECT.
  // CH-PROTECT-BOUND: 「那只表侧表示怪兽…不能向对方直接攻击」 of a card keeping the attacker targeted affects the attacker — one unaffected by
  // that card is free of it (docs/c03/卡片的抗性.rst:97).
  const freed = (r: Standing) => r.rule.kind === 'no-direct' && r.rule.of === 'bound' && attacker !== undefined && unaffectedBy(board, attacker, r.card);
  const mine = all.filter((r) => on(r) && !freed(r));
  if (all.some((r) => on(r) && freed(r)) && !rules.includes(R.PROTECT_BOUND)) rules.push(R.PROTECT_BOUND);
  const noDirect = mine.some((r) => r.rule.kind === 'no-direct');
  const canDirect = mine.some((r) => r.rule.kind === 'direct');
  const direct = !noDirect && !closed && (monsters.length === 0 || canDirect);
  if (target === null) {
    if (!rules.includes(R.ATTACK_DIRECT)) rules.push(R.ATTACK_DIRECT);
    if (direct) {
      // CH-ATTACK-DIRECT-CONDITION: allowed only by a grant under a 「…的场合」 state (read, `whileHolds`) that holds now — said, with the state.
      const grants = mine.filter((r) => r.rule.kind === 'direct');
      const held = monsters.length && grants.length && grants.every((r) => r.rule.whileHolds?.length) ? grants[0]!.rule.whileHolds! : null;
      if (held) {
        rules.push(R.ATTACK_DIRECT_CONDITION);
        // CH-COLUMN-ALONE: a state the zones written cannot tell (the column, a zone not stated) applied the grant as held — said so.
        const owner = grants[0]!.card;
        const unjudged = checkConditions(held, boardView(board, FIELDS_LISTED), owner, owner.controller!) === null;
        if (held.some(inColumn)) rules.push(R.COLUMN_ALONE);
        const v = verdict(true, choices, direct, unjudged ? 'direct-condition-unjudged' : 'direct-condition-met', by);
        v.reason.params = { ...v.reason.params, cond: held };
        return v;
      }
      return verdict(true, choices, direct, canDirect && monsters.length ? 'direct-ability' : 'no-monsters', by);
    }
    const whyNot = noDirect ? 'no-direct' : closed ? `${why}-closes-direct` : 'monsters-present';
    // CH-ATTACK-DIRECT (review s45-rv1): the attacker's own 「…的场合，这张卡可以直接攻击」 whose condition was not read — refused as
    // before (nothing guessed), but said: the answer names the condition and that it would allow the attack.
    // (Its effects negated — stated, or by a face-up card's continuous negation (CH-ATTACK-DIRECT-CONDITION, review s46-rv1) — it has no grant
    // to name: the plain refusal.)
    const ownOff = attacker !== undefined && (attacker.states.includes('effects-negated') || negatedChangers(board, [attacker]).length > 0);
    const unread = whyNot === 'monsters-present' && attacker && !ownOff ? attacker.card.effects.find((e) => e.directUnread)?.directUnread : undefined;
    if (unread) {
      if (!rules.includes(R.ATTACK_DIRECT)) rules.push(R.ATTACK_DIRECT);
      return verdict(false, choices, direct, 'direct-unread', [unread]);
    }
    // CH-ATTACK-DIRECT-CONDITION: its own grant under a state that does not hold now — refused, the state named.
    const unmet = whyNot === 'monsters-present' && attacker && !ownOff ? ownConditionalDirect(attacker) : null;
    if (unmet) {
      rules.push(R.ATTACK_DIRECT_CONDITION);
      if (unmet.some(inColumn)) rules.push(R.COLUMN_ALONE);
      const v = verdict(false, choices, direct, 'direct-condition-unmet', by);
      // (Which of its states fail: a card the state asks for — 「自己场上有「X」存在」 — may stand on a field written in part.)
      const view = boardView(board, FIELDS_LISTED);
      const missing = unmet.filter((h) => h.is === 'exists' && checkConditions([h], view, attacker!, attacker!.controller!) === false);
      v.reason.params = { ...v.reason.params, cond: unmet, missing };
      return v;
    }
    return verdict(false, choices, direct, whyNot, noDirect ? mine.filter((r) => r.rule.kind === 'no-direct').map((r) => r.card.card.name) : by);
  }
  if (choices.includes(target)) return verdict(true, choices, direct, why, by);
  if (!monsters.includes(target)) return verdict(false, choices, direct, 'not-opponent-monster', by);
  return verdict(false, choices, direct, why === 'free' ? 'not-target' : why, by);
}
