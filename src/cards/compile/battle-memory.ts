/**
 * What a monster did in battle this turn, as card texts name it (issue 16, FD-BATTLE-MEMORY; rules
 * reference docs/c03/里侧·一时除外.rst:260–308, 战斗阶段流程.rst:301–312):
 * - 「这张卡攻击过的回合的自己主要阶段2」「这张卡进行过战斗的自己回合的战斗步骤」「这张卡战斗破坏怪兽的回合的结束阶段」:
 *   a condition on this card's battle this turn (with the phase the clause names);
 * - 「这个效果发动的回合，这张卡不能攻击」「…不能(向对方玩家)直接攻击」: a pledge on this card's own attacks —
 *   it cannot be activated once the card attacked (directly) this turn.
 * The engine reads them against what the monster still remembers (src/engine/game/memory.ts). A reader
 * of its own, run after an effect is compiled, so the clause readers it refines stay as they are.
 */
import type { Condition, EffectFacts, PhaseId, SelfState, TriggerWord } from '../facts.js';
import { addConditions } from './shape.js';
import { summonedSubject } from './summon-memory.js';

const DEEDS: Array<[RegExp, SelfState]> = [
  [/这张卡(已经)?(进行了?)?攻击(宣言)?过?的回合/, 'attacked'],
  [/这张卡进行过战斗的/, 'battled'],
  // FD-BATTLED-TRIGGER: 「这张卡进行战斗的战斗阶段结束时」「…和怪兽进行战斗的伤害步骤结束时」 — a battle is one that reached damage
  // calculation (docs/c03/战斗阶段流程.rst:591): a monster whose battle stopped before it has not battled.
  [/这张卡(?:和[^，。]{0,16}?)?进行战斗的(?:战斗阶段结束时|伤害步骤结束时|伤害计算后)/, 'battled'],
  [/这张卡战斗破坏(了)?(对方)?怪兽的回合/, 'destroyed-by-battle-a-monster'],
];

/** The phase the clause names after the deed (「…的回合的自己主要阶段2」「…的自己回合的战斗步骤」). */
function phaseAfter(rest: string): Condition[] {
  const out: Condition[] = [];
  if (/^的?自己(回合)?/.test(rest)) out.push({ is: 'turn', whose: 'self' });
  const phase: Array<[RegExp, PhaseId[]]> = [
    [/主要阶段2/, ['main-phase-2']],
    [/战斗步骤/, ['battle-step' as PhaseId]],
    [/战斗阶段/, ['battle-phase']],
    [/主要阶段/, ['main-phase-1', 'main-phase-2']],
  ];
  const head = rest.split(/[，。]/)[0]!;
  const p = phase.find(([re]) => re.test(head));
  if (p) out.push({ is: 'phase', phases: p[1] });
  return out;
}

const PLEDGE = /(这个效果发动的回合|这张卡的效果发动的回合|这个卡名的效果发动的回合)[，,]这张卡不能(向对方玩家)?(直接)?攻击/;

const TARGET_PLEDGE = /(?:这张卡|这个效果|这张卡的效果)发动的回合[，,]作为对象的怪兽不能(直接)?攻击/;

/** The pledge on this card's attacks a text (or sentence) makes, or null. */
export function attackPledge(text: string): SelfState | null {
  const m = PLEDGE.exec(text);
  if (!m) return null;
  return m[3] ? 'not-attacked-directly' : 'not-attacked';
}

const has = (e: EffectFacts, state: SelfState): boolean => (e.condition ?? []).some((c) => c.is === 'self-state' && c.state === state);

/**
 * FD-BATTLE-PHASE-END-DEED: 「这张卡进行战斗的战斗阶段结束时」「这张卡战斗破坏怪兽的战斗阶段结束时」「这张卡攻击的场合，战斗阶段结束时」 — the trigger
 * is the end of the Battle Phase itself (its step, docs/c03/战斗阶段流程.rst:1052–1058); the deed before it is what this card did in battle
 * this turn, a condition read from the board (`已战斗`, `战斗破坏过怪兽`, `已攻击`), not an event that arms the trigger. The event reader
 * (./events.ts) takes the deed's verb as arming it (`armedBy`), which no window can meet: the verb is taken off and the condition added.
 * (Each deed with the arming words its verb is read as; 「进行战斗」 and 「攻击」 are read as no event of their own, 'other'.)
 */
const END_STEP_DEEDS: Array<[RegExp, SelfState, TriggerWord[]]> = [
  // (「这张卡进行战斗的自己回合的战斗阶段结束时」: in its controller's own turn too — a turn condition, added below.)
  [/这张卡进行战斗的(?:自己回合的)?战斗阶段结束时/, 'battled', ['other']],
  // 「这张卡攻击宣言的战斗阶段结束时」: an attack declared (a negated one too); 「这张卡进行直接攻击的战斗阶段结束时」: a direct attack made.
  [/这张卡攻击宣言的战斗阶段结束时/, 'attack-declared', ['attack-declared', 'other']],
  [/这张卡进行直接攻击的战斗阶段结束时/, 'attacked-directly', ['other']],
  // 「这张卡给与对方基本分战斗伤害的战斗阶段结束时」: it dealt the opponent battle damage this turn (`已给与战斗伤害`).
  [/这张卡给与对方(?:基本分)?战斗伤害的战斗阶段结束时/, 'dealt-battle-damage', ['battle-damage', 'other']],
  [/这张卡战斗破坏(?:了)?(?:对方)?怪兽(?:送去墓地)?的战斗阶段结束时/, 'destroyed-by-battle-a-monster', ['destroyed-by-battle', 'other']],
  [/这张卡攻击的场合[，,]战斗阶段结束时/, 'attacked', ['other', 'attacked']],
];

function battlePhaseEndDeed(e: EffectFacts, text: string): void {
  const t = e.trigger;
  if (e.kind !== 'trigger' || !t || (Array.isArray(t.event) ? !t.event.every((x) => x === 'phase-start') : t.event !== 'phase-start')) return;
  if (ownKindBattled(e, text)) return;
  const deed = END_STEP_DEEDS.find(([re]) => re.test(text));
  if (!deed) return;
  const [re, state, words] = deed;
  // (「这张卡进行战斗的战斗阶段结束时，这张卡有3个指示物放置的场合才能发动」: a clause after the moment left the phase unread — and that
  // clause is a condition no reader took: kept as words, so the window does not name the trigger on a guess.)
  if (t.phase === undefined) {
    t.phase = 'end-step';
    const unread = /战斗阶段结束时[，,]([^，。]*?的场合)才能发动/.exec(text);
    if (unread) addConditions(e, { is: 'other', note: unread[1]! });
  }
  if (t.phase !== 'end-step') return;
  if (!has(e, state)) addConditions(e, { is: 'self-state', state });
  if (/的自己回合的战斗阶段结束时/.test(re.exec(text)![0]) && !(e.condition ?? []).some((c) => c.is === 'turn')) addConditions(e, { is: 'turn', whose: 'self' });
  // 「融合召唤的这张卡进行战斗的战斗阶段结束时」: this card summoned that way (FD-SUMMON-MEMORY) — a condition too.
  const subject = summonedSubject(text.replace(/^[①-⑩]：/, ''));
  if (subject && !(e.condition ?? []).some((c) => c.is === 'exists' && c.filter.self === true && c.filter.summoned !== undefined)) addConditions(e, subject.condition);
  // 「这张卡用名字带有「剑斗兽」的怪兽的效果特殊召唤成功的场合，这张卡进行战斗的战斗阶段结束时」: how it was summoned, a condition on this card
  // (FD-SUMMONED-BY-SELF), not a summon arming the trigger.
  const by = /(?:^|[。：])这张卡用(?:名字带有)?「([^」]+)」(?:的)?(怪兽)?的效果特殊召唤成功的场合[，,]这张卡进行战斗的/.exec(text);
  const arming = by ? [...words, 'special-summoned' as TriggerWord] : words;
  if (by) addConditions(e, { is: 'exists', filter: { self: true, place: 'monster', faceUp: true, summonedBySelf: by[2] ? { archetype: by[1]! } : { name: by[1]! } } });
  if (!t.armedBy) return;
  const left = t.armedBy.filter((w) => !arming.includes(w));
  if (left.length) t.armedBy = left;
  else {
    delete t.armedBy;
    delete t.armedTurn;
  }
}

/**
 * FD-BATTLE-PHASE-END-OWN-KIND: 「自己的「剑斗兽」怪兽进行战斗的战斗阶段结束时」 (剑斗兽总监 主斗②) — as FD-BATTLE-PHASE-END-DEED, the end of the
 * Battle Phase is the trigger, and the battle a condition: one of the player's face-up monsters of that archetype battled this turn
 * (`已战斗`, read from each monster on the board). The event reader took the battle as arming the trigger (`armedBy` 'other'), which no
 * window meets. Returns whether the text was this one.
 */
function ownKindBattled(e: EffectFacts, text: string): boolean {
  const t = e.trigger!;
  const m = /自己的「([^」]+)」怪兽进行战斗的战斗阶段结束时/.exec(text);
  if (!m) return false;
  if (t.phase === undefined) t.phase = 'end-step';
  if (t.phase !== 'end-step') return true;
  addConditions(e, { is: 'exists', filter: { side: 'self', kind: 'monster', archetype: m[1]!, place: 'monster', faceUp: true, battledThisTurn: true } });
  if (t.armedBy?.every((w) => w === 'other')) {
    delete t.armedBy;
    delete t.armedTurn;
  }
  return true;
}

/** Refine a compiled activated effect with the battle deeds its text names. */
export function battleMemory(e: EffectFacts, text: string): void {
  if (!text.includes('攻击') && !text.includes('战斗')) return;
  battlePhaseEndDeed(e, text);
  for (const [re, state] of DEEDS) {
    const m = re.exec(text);
    if (!m || has(e, state)) continue;
    const extra = phaseAfter(text.slice(m.index + m[0].length)).filter((c) => !(e.condition ?? []).some((x) => x.is === c.is));
    addConditions(e, { is: 'self-state', state }, ...extra);
  }
  // FD-DESTROYED-BY-OWN-KIND: 「自己的「超重武者」怪兽战斗破坏对方怪兽的自己战斗阶段才能发动」 — one of the player's monsters of that
  // archetype destroyed an opponent's monster by battle this turn (it may be in the GY now: destroyed in the same battle), in the
  // phase the clause names.
  const kind = /^(?:[①-⑩]：)?(?:1回合1次，)?自己的「([^」]+)」怪兽战斗破坏(?:对方)?怪兽的(?=(?:自己)?(?:回合|战斗阶段|主要阶段))/.exec(text);
  if (kind && !(e.condition ?? []).some((c) => c.is === 'exists' && c.filter.destroyedByBattleThisTurn)) {
    const extra = phaseAfter(text.slice(kind.index + kind[0].length)).filter((c) => !(e.condition ?? []).some((x) => x.is === c.is));
    addConditions(e, { is: 'exists', filter: { side: 'self', archetype: kind[1]!, kind: 'monster', place: ['field', 'gy', 'banished'], destroyedByBattleThisTurn: true } }, ...extra);
  }
  // 「同1次的战斗阶段中宣言第2次的直接攻击时」: one direct attack (that reached damage calculation) made before in this Battle Phase.
  const nth = /同1次的战斗阶段中宣言第([2-9])次的直接攻击时/.exec(text);
  if (nth && !(e.condition ?? []).some((c) => c.is === 'direct-attacks-before')) addConditions(e, { is: 'direct-attacks-before', count: Number(nth[1]) - 1 });
  // A pledge on its target 「这张卡发动的回合，作为对象的怪兽不能(直接)攻击」: only a monster that has not yet done so may be targeted
  // (an attack declaration negated counts for 「不能攻击」, not for 「不能直接攻击」: docs/c03/战斗阶段流程.rst:301–308).
  const onTarget = TARGET_PLEDGE.exec(text);
  if (onTarget && e.targets) e.targets.filter = onTarget[1] ? { ...e.targets.filter, notAttackedDirectly: true } : { ...e.targets.filter, noAttackDeclared: true };
  const pledge = attackPledge(text);
  if (pledge && !has(e, pledge)) addConditions(e, { is: 'self-state', state: pledge });
}

/** A pledge written outside the numbered effects (「「X」的效果1回合只能使用1次，这个效果发动的回合，这张卡不能直接攻击」): every activated effect without one. */
export function battlePledgeOfText(text: string, es: EffectFacts[]): void {
  const pledge = attackPledge(text);
  if (!pledge) return;
  if (es.some((e) => has(e, pledge))) return;
  for (const e of es) addConditions(e, { is: 'self-state', state: pledge });
}
