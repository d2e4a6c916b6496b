/**
 * Trigger windows (时点): what may start the next chain after a chain or an action.
 *
 * - `chainEndWindow`: at the end of a chain, continuous effects that start applying apply first,
 *   Spells/Traps that cannot stay on the field go to the GY by rule, then the window opens (./open.ts).
 * - `actionWindow`: the window an action of notation form 8 opens, once ../game/perform.ts has
 *   performed it on the board.
 */
import { t, type Text } from '../../i18n/text.js';
import type { Player } from '../../cards/facts.js';
import type { Window, WindowKind } from '../../answer/types.js';
import type { Scenario } from '../../scenario/types.js';
import type { ActionResult, ChainResult } from '../types.js';
import { openWindow } from './open.js';
import { isField } from '../game/board.js';
import { isMainPhase } from '../game/phase.js';
import { isSummon } from '../game/perform.js';
import { opponent } from '../../scenario/types.js';
import { R } from '../rule-ids.js';

export { openWindow } from './open.js';

const onField = isField;

/** The window that opens when the chain of `result` has fully resolved. */
export function chainEndWindow(scenario: Scenario, result: ChainResult): Window<Text> {
  const window = openWindow({
    scenario,
    kind: 'chain-end',
    events: result.events,
    before: result.before,
    after: result.after,
    chain: result,
    actionVerb: null,
    tributes: [],
  });
  return { ...window, notes: [...chainEndNotes(result), ...summonChainNotes(result), ...window.notes, ...attackNotes(scenario, result)] };
}

/**
 * A chain started by a summon negation (seed 000 召唤的处理 ④): its end is where the summon was
 * waiting. Negated summon (情况B): the failed-summon window; negation negated or doing nothing
 * (情况A): the summon succeeds, and this window is also its success window.
 */
export function summonChainNotes(result: ChainResult): Text[] {
  const first = result.links[0];
  if (!first || first.legal === false) return [];
  if (first.rules.includes(R.SUMMON_NEGATION_NEGATED)) {
    return [
      t(
        `C1的召唤无效没有适用：召唤成功。这个时点同时是「召唤成功时」的时点，那只怪兽的「召唤成功时·的场合」的效果，以及其他以这次召唤为条件的效果都可以发动。`,
        'The summon negation of Chain Link 1 did not apply: the summon succeeds. This window is also the "when summoned" window: that monster\'s "when/if summoned" effects and others triggered by this summon may be activated.',
      ),
    ];
  }
  if (first.outcome === 'resolved' && first.rules.includes(R.SUMMON_NEGATED)) {
    return [
      t(
        '召唤被无效：这是召唤失败的时点。被无效的怪兽不视为从场上破坏，「召唤成功时」的效果不能发动；只有召唤成功之前已满足条件的效果（如作为祭品的怪兽的必发效果）和不需要「从场上」「从手卡」的效果可以发动。',
        'The summon was negated: this is the failed-summon window. The monster is not treated as destroyed from the field and no "when summoned" effect applies; only effects met before the summon would have succeeded (such as mandatory effects of tributes) and effects that need no "from the field"/"from the hand" may be activated.',
      ),
    ];
  }
  return [];
}

/**
 * A chain during an attack: when it ends, an attacker that can no longer attack (changed to defence
 * position, gone from the field) stops its attack (攻击中止); a target gone from the field means a
 * replay (战斗回卷), after which "when an attack is declared" effects can no longer be activated.
 */
export function attackNotes(scenario: Scenario, result: ChainResult): Text[] {
  const attack = result.after.attack ?? scenario.attack;
  if (!attack) return [];
  const aliases = { ...(result.before.aliases ?? {}), ...(result.after.aliases ?? {}) };
  const card = (ref: string) => result.after.cards[aliases[ref] ?? ref] ?? result.after.cards[ref];
  const attacker = card(attack.attacker);
  const notes: Text[] = [];
  if (attacker && (!onField(attacker.zone) || attacker.position === 'defense')) {
    notes.push(
      t(
        `连锁处理结束时「${attacker.card.name}」${attacker.position === 'defense' && onField(attacker.zone) ? '变成守备表示' : '已不在场上'}，不能攻击：攻击中止。`,
        `When the chain ends, ${attacker.card.name} ${attacker.position === 'defense' && onField(attacker.zone) ? 'is in defence position' : 'is no longer on the field'} and cannot attack: the attack stops.`,
      ),
    );
    return notes;
  }
  const target = attack.target ? card(attack.target) : null;
  if (target && !onField(target.zone)) {
    notes.push(
      t(
        `攻击对象「${target.card.name}」已不在场上：这个时点过后战斗回卷，重新选择攻击对象；之后不再是「攻击宣言时」的时点。`,
        `The attack target ${target.card.name} is gone: after this window there is a replay (a new attack target may be chosen), and it is no longer the "when an attack is declared" window.`,
      ),
    );
  }
  return notes;
}

/** What happens between the last link's resolution and the window: continuous effects, then the rule's GY. */
export function chainEndNotes(result: ChainResult): Text[] {
  const notes: Text[] = [];
  const aliases = { ...(result.before.aliases ?? {}), ...(result.after.aliases ?? {}) };
  const canon = (r: string) => aliases[r] ?? r;
  const applying: string[] = [];
  const toGy: string[] = [];
  for (const l of result.links) {
    // A link that could not be activated never put its card on the chain: the rule moves nothing.
    if (!l.card.ref || l.outcome === 'illegal') continue;
    const key = canon(l.card.ref);
    const now = result.after.cards[key] ?? result.after.cards[l.card.ref];
    if (!now) continue;
    const kind = now.card.type.kind;
    if (kind !== 'spell' && kind !== 'trap') continue;
    const staying = ['continuous', 'field', 'equip'].some((s) => now.card.type.subtypes.includes(s));
    if (staying && l.outcome === 'resolved' && onField(now.zone) && now.faceUp) applying.push(now.card.name);
    const movedByEffect = result.events.some((e) => e.cards.some((c) => canon(c) === key) && e.to.includes('gy') && e.cause !== 'rule' && e.link !== null);
    const byRuleEvent = result.events.some((e) => e.cause === 'rule' && e.cards.some((c) => canon(c) === key) && e.to.includes('gy'));
    const leaves = !staying || l.outcome === 'activation-negated';
    // The chain engine's board after has them in the GY already; a board that still shows one on the
    // field means the rule has yet to move it.
    if (byRuleEvent || (leaves && !movedByEffect && (now.zone === 'gy' || onField(now.zone)))) toGy.push(now.card.name);
  }
  if (applying.length > 0) {
    notes.push(
      t(
        `连锁处理完毕：先适用从此开始适用的永续效果（${applying.map((n) => `「${n}」`).join('')}）。`,
        `The chain has resolved: first, continuous effects that start applying now apply (${applying.join(', ')}).`,
      ),
    );
  }
  if (toGy.length > 0) {
    notes.push(
      t(
        `不能留在场上的魔法·陷阱卡按规则送去墓地：${toGy.map((n) => `「${n}」`).join('')}。之后才是发动时点。`,
        `Spells/Traps that cannot stay on the field are sent to the GY by rule: ${toGy.join(', ')}. Then the trigger window opens.`,
      ),
    );
  }
  notes.push(
    t(
      '连锁处理结束后的时点：先适用永续效果，再把魔法·陷阱卡按规则送去墓地，然后诱发效果按以下顺序组成连锁。',
      'At the end of a chain: continuous effects apply first, then Spells/Traps go to the GY by rule, then the triggers below form the next chain in this order.',
    ),
  );
  return notes;
}

const VERB_KIND: Record<string, WindowKind> = {
  summon: 'summon',
  'tribute-summon': 'summon',
  'special-summon': 'special-summon',
  'flip-summon': 'flip-summon',
  flip: 'flip',
  attack: 'attack-declaration',
  discard: 'discard',
  destroy: 'destroy',
  'send-to-gy': 'send-to-gy',
  banish: 'banish',
  set: 'set',
};

/** The window an action opens. */
export function actionWindow(scenario: Scenario, result: ActionResult): Window<Text> {
  const verb = scenario.action?.verb ?? null;
  const kind: WindowKind = verb ? VERB_KIND[verb] ?? 'none' : 'none';
  const window = openWindow({
    scenario,
    kind,
    events: result.events,
    before: result.before,
    after: result.after,
    chain: null,
    actionVerb: verb,
    tributes: scenario.action?.tributes ?? [],
  });
  const notes: Text[] = [];
  if (isSummon(verb) && scenario.action?.negated) {
    notes.push(
      t(
        '召唤被无效：这是召唤失败的时点。被无效的怪兽不视为从任何地方破坏·送去墓地（「从场上」等条件不满足），「召唤成功时」的效果不能发动；解放时满足条件的必发效果在这里发动。',
        'The summon was negated: this is the failed-summon window. The monster is not treated as destroyed or sent from anywhere ("from the field" conditions are not met) and no "when summoned" effect applies; mandatory effects met by the tributes activate here.',
      ),
    );
  } else if (verb && isSummon(verb)) {
    notes.push(...summonNegationNotes(scenario, result, verb));
  } else if (verb === 'set') {
    notes.push(...setNotes(scenario, result));
  }
  return { ...window, notes: [...notes, ...window.notes] };
}

/**
 * After a Set (盖放, an act that does not start a chain — seed 000 3.2 ※) a window opens; the Set
 * does not pass priority (seed 002 五), so the turn player acts first, and the opponent may answer
 * with speed-2 cards once the turn player passes. The opponent's cards that could answer at any
 * time (a Set Trap / Quick-Play Spell not Set this turn, a face-up monster's free quick effect) are
 * named from the board; whether each can really be activated (targets, costs) is not judged here.
 */
function setNotes(scenario: Scenario, result: ActionResult): Text[] {
  const action = scenario.action!;
  const c = result.after.cards[action.subject];
  const setter = c?.controller ?? scenario.turnPlayer;
  const tp = scenario.turnPlayer;
  const opp = opponent(tp);
  const out: Text[] = [];
  const monster = c?.card.type.kind === 'monster';
  const name = c?.card.name ?? action.subject;
  out.push(
    t(
      `盖放「${name}」不进入连锁（不是发动）：之后有一个时点，盖放不转移优先权，回合玩家${tp}仍然持有优先权；${tp}放弃优先权时，${opp}可以发动2速以上的卡和效果${answerers(result, opp).length > 0 ? `（这里：${answerers(result, opp).map((n) => `「${n}」`).join('')}）` : ''}。`,
      `Setting ${name} does not start a chain (nothing is activated): a window follows; the Set does not pass priority, so the turn player ${tp} keeps it; when ${tp} passes, ${opp} may activate speed-2 cards and effects${answerers(result, opp).length > 0 ? ` (here: ${answerers(result, opp).join(', ')})` : ''}.`,
    ),
  );
  if (monster) {
    out.push(
      t(
        `怪兽的盖放是里侧守备表示的通常召唤，不是召唤成功：「召唤成功时」的效果不能发动，里侧的「${name}」的效果也不适用。`,
        `Setting a monster is a face-down Normal Summon, not a successful summon: "when summoned" effects cannot be activated, and the face-down ${name}'s effects do not apply.`,
      ),
    );
  } else if (c && (c.card.type.kind === 'trap' || c.card.type.subtypes.includes('quickplay'))) {
    out.push(
      t(
        `这回合盖放的陷阱卡·速攻魔法卡在这回合不能发动（卡上写明可以的除外）。`,
        'A Trap or Quick-Play Spell Set this turn cannot be activated this turn (unless its text allows it).',
      ),
    );
  }
  if (setter !== tp || (scenario.phase !== null && !isMainPhase(scenario.phase))) {
    out.push(
      t(
        '注意：卡只能由回合玩家在自己的主要阶段盖放（不进入连锁时）。',
        'Note: cards are Set only by the turn player in their own Main Phase (when no chain is being built).',
      ),
    );
  }
  return out;
}

/** The opponent's cards that may be activated at any time (free speed-2): named in the Set window's note. */
function answerers(result: ActionResult, player: Player): string[] {
  const names: string[] = [];
  for (const c of Object.values(result.after.cards)) {
    if (c.controller !== player) continue;
    const kind = c.card.type.kind;
    const st = kind === 'trap' || (kind === 'spell' && c.card.type.subtypes.includes('quickplay'));
    const free = c.card.effects.some((e) => {
      if (e.trigger || e.respondsTo || e.respondsToSummon) return false;
      if (st && e.kind === 'activation') return c.zone === 'spell' && !c.faceUp && !c.states.includes('set-this-turn');
      return e.kind === 'quick' && kind === 'monster' && c.zone === 'monster' && c.faceUp;
    });
    if (free) names.push(c.card.name);
  }
  return [...new Set(names)];
}

/**
 * Before a summon succeeds there is a window in which only summon negations (召唤无效) may be
 * activated (seed 000 召唤的处理 ④); triggers met by the tributes wait for the success (or failure).
 */
function summonNegationNotes(scenario: Scenario, result: ActionResult, verb: string): Text[] {
  const kind = verb === 'special-summon' ? 'special' : verb === 'flip-summon' ? 'flip' : 'normal';
  const summoner = result.before.cards[scenario.action!.subject]?.controller ?? scenario.turnPlayer;
  const negators: string[] = [];
  for (const c of Object.values(result.before.cards)) {
    for (const e of c.card.effects) {
      const p = e.respondsToSummon;
      if (!p || !p.summon.includes(kind)) continue;
      if (p.by && c.controller && (p.by === 'self') !== (c.controller === summoner) && p.by !== 'any') continue;
      if (c.zone === 'spell' || c.zone === 'hand' || (c.zone === 'monster' && c.faceUp)) negators.push(`${c.card.name}`);
    }
  }
  const out: Text[] = [
    t(
      `召唤成功之前有一个只能发动「召唤无效」的卡的时点${negators.length > 0 ? `（这里：${[...new Set(negators)].map((n) => `「${n}」`).join('')}）` : ''}；没有被无效的场合，召唤成功，以下是「召唤成功时」的时点。`,
      `Before the summon succeeds there is a window where only cards that negate a summon may be activated${negators.length > 0 ? ` (here: ${[...new Set(negators)].join(', ')})` : ''}; if it is not negated, the summon succeeds and the window below opens.`,
    ),
  ];
  if (verb === 'tribute-summon') {
    out.push(
      t(
        '作为祭品送去墓地的怪兽在召唤成功之前满足条件：必发效果在召唤成功（或被无效）后的时点发动，「…时」的选发效果错过时点。',
        'Monsters tributed for the summon meet their conditions before it succeeds: mandatory effects activate in the window after the summon succeeds (or is negated); optional "when" effects miss the timing.',
      ),
    );
  }
  return out;
}
