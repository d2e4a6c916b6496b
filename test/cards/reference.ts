/**
 * Measuring inferred card facts against an independent reference: YGOPro's script flags
 * (../shared/data/script-flags.tsv). Only tests read that file; the inference never does.
 *
 * Each fact is a set of labels per card (spell speeds {1,2,3}; targets {yes}; when/if of optional
 * triggers {when, if}; …), compared as labels: precision = inferred labels that the reference also
 * has / all inferred labels; recall = inferred labels the reference has / all reference labels. A
 * card the inference abstains on (no effects found) contributes no labels, so every reference label
 * of it is a miss. "exact" is the share of cards whose whole label set matches.
 */
import fs from 'node:fs';
import type { CardType, EffectFacts } from '../../src/cards/facts.js';

export const EFFECT_KINDS = ['ACTIVATE', 'IGNITION', 'TRIGGER_O', 'TRIGGER_F', 'QUICK_O', 'QUICK_F', 'FLIP'];

export function readFlags(path: string): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  const lines = fs.readFileSync(path, 'utf8').split('\n');
  for (const line of lines.slice(1)) {
    const cols = line.split('\t');
    if (cols.length < 4) continue;
    out.set(Number(cols[0]), new Set(cols[3]!.split(',').filter(Boolean)));
  }
  return out;
}

/** The speed a card's activation has, from its type: counter trap 3; quick-play spell and traps 2; other spells 1. */
export function activationSpeed(type: CardType): 1 | 2 | 3 {
  if (type.subtypes.includes('counter')) return 3;
  if (type.kind === 'trap' || type.subtypes.includes('quickplay')) return 2;
  return 1;
}

type Convention = 'reference' | 'engine';

/**
 * Spell speeds of a card's activated effects. `reference` follows the flags' convention (every
 * ignition/trigger/flip effect speed 1); `engine` follows src/cards/facts.ts (a Spell/Trap's trigger
 * effects speed 2).
 */
export function inferredSpeeds(type: CardType, effects: EffectFacts[], convention: Convention): Set<string> {
  const out = new Set<string>();
  if (type.kind !== 'monster') out.add(`ss${activationSpeed(type)}`); // a Spell/Trap card can always be activated
  for (const e of effects) {
    let s: number | null = null;
    if (e.speed) s = e.speed;
    else if (e.kind === 'activation') s = activationSpeed(type);
    else if (e.kind === 'quick') s = 2;
    else if (e.kind === 'ignition' || e.kind === 'flip') s = 1;
    else if (e.kind === 'trigger') s = convention === 'engine' && type.kind !== 'monster' ? 2 : 1;
    if (s) out.add(`ss${s}`);
  }
  return out;
}

export interface FactDef {
  name: string;
  /** Required ≥ 95% by the issue. */
  required: boolean;
  ref(flags: Set<string>): Set<string>;
  inferred(type: CardType, effects: EffectFacts[], card?: MeasuredCard): Set<string>;
}

const pick = (flags: Set<string>, map: Record<string, string>): Set<string> => {
  const out = new Set<string>();
  for (const [flag, label] of Object.entries(map)) if (flags.has(flag)) out.add(label);
  return out;
};
/**
 * An optional trigger as YGOPro declares one (TRIGGER_O): trigger effects, and also the optional
 * flip effects of today's wording (「这张卡反转的场合才能发动」), which its scripts declare as an
 * optional trigger on the flip event (FLIP and TRIGGER_O together); mandatory 「反转：」 flips are FLIP only.
 */
const optionalTrigger = (e: EffectFacts): boolean => (e.kind === 'trigger' || e.kind === 'flip') && e.mandatory === false;

const when = (cond: boolean, label: string): Set<string> => (cond ? new Set([label]) : new Set());

/**
 * Convention: a Spirit monster's End Phase return to the hand (灵魂怪兽回到手卡) is declared by the
 * scripts' shared helper (aux.EnableSpiritReturn in utility.lua), not by the card's own script, so
 * the flags — read from each card's script — never list it (most Spirit monsters show no
 * TRIGGER_F at all). That one effect is left out of the mandatory-vs-optional comparison: the
 * reference cannot say anything about it. The card's other effects still count.
 */
const spiritReturn = (t: CardType, e: EffectFacts): boolean =>
  t.subtypes.includes('spirit') && e.kind === 'trigger' && e.mandatory === true && e.trigger?.event === 'phase-start' && e.does.some((a) => a.do === 'return-to-hand');

/**
 * Convention: a Neo-Spacian contact fusion's End Phase return to the Extra Deck (「结束阶段时这张卡回到额外卡组」)
 * is declared by a shared helper (aux.EnableNeosReturn), not by the card's own script, so the flags never list
 * it — like a Spirit's return (test/cards/compile-reference.ts leaves it out the same way, 'neos-return'). Only
 * where the card's script does use that helper (`neosHelper`): a few scripts write the return themselves.
 */
const neosReturn = (t: CardType, e: EffectFacts, card: MeasuredCard | undefined): boolean =>
  !!card?.neosHelper && t.subtypes.includes('fusion') && e.kind === 'trigger' && e.trigger?.phase === 'end-phase' && e.does.some((a) => a.do === 'return-to-deck' && a.what === 'self');

/**
 * Convention: a phase trigger armed by an earlier event (「这张卡被送去墓地的回合的结束阶段才能发动」「…的场合，
 * 下次的准备阶段…」) is registered by the script only when the arming event happens — a CONTINUOUS listener on
 * that event creates the phase trigger at run time — so the flags, read statically from the card's script,
 * never list it (no TRIGGER_O/F, no optional_when). On a card whose script arms that way (`armsAtRunTime`: a
 * CONTINUOUS event listener and no phase trigger declared), that one effect is left out of when-vs-if and
 * mandatory-vs-optional: the reference cannot say anything about it. Its other effects still count.
 */
type ScriptRow = { type: string[]; code: string; kind: string; notes: string };
/** The script declares its End Phase return with the shared Neos helper (see neosReturn). */
export const neosHelper = (rows: ReadonlyArray<ScriptRow>): boolean => rows.some((r) => r.kind === 'aux' && /helper:EnableNeosReturn/.test(r.notes));
export function armsAtRunTime(rows: ReadonlyArray<ScriptRow>): boolean {
  const own = rows.filter((r) => r.kind === 'card');
  return (
    own.some((r) => r.type.includes('CONTINUOUS') && r.code.startsWith('EVENT_')) &&
    !own.some((r) => r.code.startsWith('EVENT_PHASE') && r.type.some((t) => t.startsWith('TRIGGER')))
  );
}
const armedPhase = (card: MeasuredCard | undefined, e: EffectFacts): boolean =>
  !!card?.armsAtRunTime && (e.kind === 'trigger' || e.kind === 'flip') && !!e.trigger?.armedBy?.length && !!e.trigger.phase;

export const FACTS: FactDef[] = [
  {
    name: 'spell speed',
    required: true,
    ref: (f) => pick(f, { ss1: 'ss1', ss2: 'ss2', ss3: 'ss3' }),
    inferred: (t, es) => inferredSpeeds(t, es, 'reference'),
  },
  {
    name: 'targeting',
    required: true,
    ref: (f) => pick(f, { target_flag: 'targets' }),
    inferred: (_t, es) => when(es.some((e) => e.kind !== 'continuous' && e.kind !== 'procedure' && !!e.targets), 'targets'),
  },
  {
    name: 'negates activation',
    required: true,
    ref: (f) => pick(f, { NegateActivation: 'negates' }),
    inferred: (_t, es) => when(es.some((e) => e.does.some((a) => a.do === 'negate-activation')), 'negates'),
  },
  {
    name: 'when vs if',
    required: true,
    ref: (f) => pick(f, { optional_when: 'when', optional_if: 'if' }),
    inferred: (_t, es, card) => {
      const out = new Set<string>();
      for (const e of es) if (optionalTrigger(e) && e.timing && !armedPhase(card, e)) out.add(e.timing);
      return out;
    },
  },
  {
    name: 'mandatory vs optional',
    required: true,
    ref: (f) => pick(f, { TRIGGER_F: 'mandatory', TRIGGER_O: 'optional' }),
    inferred: (t, es, card) => {
      const out = new Set<string>();
      for (const e of es) {
        if (spiritReturn(t, e) || neosReturn(t, e, card) || armedPhase(card, e)) continue;
        if (e.kind === 'trigger') out.add(e.mandatory ? 'mandatory' : 'optional');
        else if (optionalTrigger(e)) out.add('optional');
      }
      return out;
    },
  },
  {
    name: 'kind: ignition',
    required: false,
    ref: (f) => pick(f, { IGNITION: 'ignition' }),
    inferred: (_t, es) => when(es.some((e) => e.kind === 'ignition'), 'ignition'),
  },
  {
    name: 'kind: trigger',
    required: false,
    ref: (f) => when(f.has('TRIGGER_O') || f.has('TRIGGER_F'), 'trigger'),
    inferred: (_t, es) => when(es.some((e) => e.kind === 'trigger'), 'trigger'),
  },
  {
    name: 'kind: quick',
    required: false,
    ref: (f) => when(f.has('QUICK_O') || f.has('QUICK_F'), 'quick'),
    inferred: (_t, es) => when(es.some((e) => e.kind === 'quick'), 'quick'),
  },
  {
    name: 'kind: flip',
    required: false,
    ref: (f) => pick(f, { FLIP: 'flip' }),
    inferred: (_t, es) => when(es.some((e) => e.kind === 'flip'), 'flip'),
  },
  {
    name: 'negates effect',
    required: false,
    ref: (f) => pick(f, { NegateEffect: 'negates' }),
    inferred: (_t, es) => when(es.some((e) => e.does.some((a) => a.do === 'negate-effect')), 'negates'),
  },
  {
    name: 'negates summon',
    required: false,
    ref: (f) => pick(f, { NegateSummon: 'negates' }),
    inferred: (_t, es) => when(es.some((e) => e.does.some((a) => a.do === 'negate-summon')), 'negates'),
  },
  {
    name: 'hard once per turn',
    required: false,
    ref: (f) => pick(f, { hard_OPT: 'hard' }),
    inferred: (_t, es) => when(es.some((e) => e.oncePerTurn === 'hard' || !!e.cardOncePerTurn), 'hard'),
  },
  {
    name: 'spell speed (engine: S/T triggers ss2)',
    required: false,
    ref: (f) => pick(f, { ss1: 'ss1', ss2: 'ss2', ss3: 'ss3' }),
    inferred: (t, es) => inferredSpeeds(t, es, 'engine'),
  },
];

export interface Row {
  fact: string;
  required: boolean;
  tp: number;
  inferredLabels: number;
  refLabels: number;
  precision: number;
  recall: number;
  exact: number;
}

export interface MeasuredCard {
  id: number;
  type: CardType;
  effects: EffectFacts[];
  flags: Set<string>;
  /** The card's script registers a phase trigger at run time from a CONTINUOUS event listener (see armedPhase). */
  armsAtRunTime?: boolean;
  /** The card's script declares its End Phase return with the shared Neos helper (see neosReturn). */
  neosHelper?: boolean;
}

export function measure(cards: MeasuredCard[]): { rows: Row[]; abstained: number } {
  let abstained = 0;
  for (const c of cards) if (!c.effects.some((e) => e.kind !== 'continuous' && e.kind !== 'procedure') && c.type.kind === 'monster') abstained++;
  const rows = FACTS.map((f) => {
    let tp = 0;
    let inf = 0;
    let ref = 0;
    let exact = 0;
    for (const c of cards) {
      const r = f.ref(c.flags);
      const i = f.inferred(c.type, c.effects, c);
      let hit = 0;
      for (const l of i) if (r.has(l)) hit++;
      tp += hit;
      inf += i.size;
      ref += r.size;
      if (hit === r.size && hit === i.size) exact++;
    }
    return {
      fact: f.name,
      required: f.required,
      tp,
      inferredLabels: inf,
      refLabels: ref,
      precision: inf ? tp / inf : 1,
      recall: ref ? tp / ref : 1,
      exact: cards.length ? exact / cards.length : 1,
    };
  });
  return { rows, abstained };
}

export function formatTable(rows: Row[], cards: number, abstained: number): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
  const lines = [
    `Inferred facts vs script-flags.tsv over ${cards} cards (in both files, ≥1 effect kind); monsters with no activated effect inferred: ${abstained}`,
    `${'fact'.padEnd(40)} ${'precision'.padStart(9)} ${'recall'.padStart(7)} ${'exact'.padStart(7)}  labels(inferred/reference)`,
  ];
  for (const r of rows) {
    lines.push(
      `${(r.fact + (r.required ? ' *' : '')).padEnd(40)} ${pct(r.precision).padStart(9)} ${pct(r.recall)} ${pct(r.exact)}  ${r.inferredLabels}/${r.refLabels}`,
    );
  }
  lines.push('* required ≥ 95% precision and recall (issue 3)');
  return lines.join('\n');
}
