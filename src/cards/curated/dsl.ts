/**
 * A tiny language for writing curated cards: one `card({...})` call per card, effects as plain
 * fact records of src/cards/facts.ts. `card()` numbers the effects, marks them curated and encodes the
 * type bits, so a card file states only what is true of the card.
 */
import type { Card, CardKind, EffectFacts } from '../facts.js';
import { decodeType, encodeType } from '../import/decode.js';
import { withCardActivation } from '../card-activation.js';
import { settledEffects } from '../shape.js';
import { ownHiddenPicks } from './own-pick.js';
import { compileEffects } from '../compile/index.js';
import { ownSummonOncePerTurn } from '../compile/summon-once.js';
import { ownSpecialWin } from '../compile/special-win.js';
import { ownCounters } from '../compile/own-counters.js';
import { alsoArchetypes, alsoNames } from '../compile/also-archetype.js';
import { cardTextFacts } from '../compile/card-text-facts.js';

export type EffectSpec = Omit<EffectFacts, 'n' | 'source'> & { n?: number };

export interface CardSpec {
  id: number;
  /** The YGOPro Simplified Chinese name (as in cards.cdb). */
  name: string;
  /** `'spell quickplay'`, `'trap counter'`, `'monster effect tuner'`: kind, then subtypes. */
  type: string;
  official?: string;
  en?: string;
  ja?: string;
  /** Nicknames players type. */
  aliases?: string[];
  level?: number;
  atk?: number;
  def?: number;
  race?: string;
  attribute?: string;
  effects?: EffectSpec[];
  textChange?: { zh: string; en: string };
  /** What of the printed text this record leaves out (facts.ts Card.unwritten, CUR-UNWRITTEN-SAID). */
  unwritten?: { zh: string; en: string };
  /** 「…在自己场上只能有1张表侧表示存在」 (facts.ts Card.uniqueFaceUp). */
  uniqueFaceUp?: boolean;
  /** 「自己对「X」1回合只能有1次特殊召唤」 (facts.ts Card.summonOncePerTurn). */
  summonOncePerTurn?: boolean;
  /** 特殊胜利 (facts.ts Card.specialWin), where the text compiler cannot read it. */
  specialWin?: Card['specialWin'];
}

/**
 * CH-DELAYED: a curated step stated for the next Standby Phase (`duration: 'next-standby'`: 「下个回合的准备阶段从墓地特殊召唤」 诅咒之吸血鬼,
 * 「发动后第2次的自己准备阶段…加入手卡」 封印之黄金柜) is done then, with no chain link — not as the effect resolves. Said with the
 * `whenever` the compiled cards use for it (../compile/lingering.ts). A banish is not such a step: there the duration is how long the
 * card stays away (a temporary banish, whose return the engine plays itself).
 */
function delayedStandby(e: EffectFacts): EffectFacts {
  if (!e.does.some((a) => a.duration === 'next-standby' && !a.whenever && a.do !== 'banish')) return e;
  return { ...e, does: e.does.map((a) => (a.duration === 'next-standby' && !a.whenever && a.do !== 'banish' ? { ...a, whenever: { event: 'phase-start', phase: 'standby-phase', on: ['standby-phase'] } } : a)) };
}

/**
 * CH-ATTACK-BOUND: a Continuous Spell/Trap's continuous 「对象怪兽不能攻击」 (`cannot-attack` on `targets`: 魔族之链, 拷问车轮) is the attack
 * rule on the monster it keeps targeting — stated as such when the record gives no attack rules of its own (the engine's attack
 * declarations read `attackRules`).
 */
function boundAttackLock(e: EffectFacts, kind: CardKind, subtypes: string[]): EffectFacts {
  if (e.kind !== 'continuous' || e.attackRules || kind === 'monster' || !subtypes.includes('continuous')) return e;
  if (!e.does.some((a) => a.do === 'cannot-attack' && a.what === 'targets' && !a.duration)) return e;
  return { ...e, attackRules: [{ kind: 'cannot-attack', of: 'bound' }] };
}

export function card(spec: CardSpec): Card {
  const [kindWord, ...subtypes] = spec.type.trim().split(/\s+/);
  const kind = kindWord as CardKind;
  if (kind !== 'monster' && kind !== 'spell' && kind !== 'trap') throw new Error(`${spec.name}: bad type "${spec.type}"`);
  // Effects are numbered as the card text numbers them (①=1). A record that states its own `n` keeps
  // it: the plain card activation of a Continuous/Field/Equip Spell or Trap is 0, because it is not
  // one of the card's numbered effects (so `绊倒①` is the effect players mean).
  // Pendulum Effects are numbered by the Pendulum text's own ①②… (`P①`), apart from the monster effects.
  let next = 1;
  let nextPendulum = 1;
  const type = decodeType(encodeType(kind, subtypes));
  // In the settled layout the engine reads fastest (../shape.ts).
  const effects = settledEffects(
    withCardActivation(
      (spec.effects ?? []).map((e): EffectFacts => ownHiddenPicks(delayedStandby(boundAttackLock({ ...e, n: e.n ?? (e.pendulum ? nextPendulum++ : next++), source: 'curated' }, kind, subtypes)))),
      type,
      'curated',
    ),
  );
  const result: Card = {
    id: spec.id,
    name: spec.name,
    names: {
      ygopro: spec.name,
      official: spec.official ?? null,
      en: spec.en ?? null,
      ja: spec.ja ?? null,
      aliases: spec.aliases ?? [],
    },
    type,
    effects,
    source: 'curated',
  };
  if (spec.level !== undefined) result.level = spec.level;
  if (spec.atk !== undefined) result.atk = spec.atk;
  if (spec.def !== undefined) result.def = spec.def;
  if (spec.race !== undefined) result.race = spec.race;
  if (spec.attribute !== undefined) result.attribute = spec.attribute;
  if (spec.textChange) result.textChange = spec.textChange;
  if (spec.unwritten) result.unwritten = spec.unwritten;
  if (spec.uniqueFaceUp) result.uniqueFaceUp = true;
  if (spec.summonOncePerTurn) result.summonOncePerTurn = true;
  if (spec.specialWin) result.specialWin = spec.specialWin;
  return result;
}

/**
 * A card newer than cards.cdb written as card text rather than facts: the text is our own restatement in
 * the controlled language of problem-solving card text (「①：…才能发动。…」), and the card text compiler
 * (../compile) reads it exactly as it reads an imported card's. So a newer card costs one record, and the
 * examples that use it also test the compiler on wording it has not seen. Where the compiler misreads the
 * text, write the card with `card()` instead (facts), or teach the compiler the clause.
 */
export function textCard(spec: Omit<CardSpec, 'effects'> & { text: string }): Card {
  const result = card(spec);
  const effects = settledEffects(withCardActivation(compileEffects(spec.text, result.type), result.type, 'inferred'));
  result.effects = effects;
  result.text = spec.text;
  // The card-level 「自己对「X」1回合只能有1次特殊召唤」, read as an imported card's is (../load.ts).
  if (ownSummonOncePerTurn(spec.text, spec.name)) result.summonOncePerTurn = true;
  // 「…决斗胜利」: the card's special win, read as an imported card's is (CMP-SPECIAL-WIN).
  const win = ownSpecialWin(spec.text, result.type);
  if (win) result.specialWin = win;
  // 「给这张卡放置1个魔力指示物」: the counters it may hold, read as an imported card's are (CMP-OWN-COUNTERS).
  const own = ownCounters(spec.text, result.type);
  if (own) result.ownCounters = own;
  // 「这个卡名在规则上也当作「X」卡使用」: archetypes by the rules, read as an imported card's are (CMP-ALSO-ARCHETYPE).
  const also = alsoArchetypes(spec.text);
  if (also) result.alsoArchetypes = also;
  const names = alsoNames(spec.text);
  if (names) result.alsoNames = names;
  // What the engine reads of the text as facts (issue 10), read as an imported card's are.
  const read = cardTextFacts(spec.text, result.type);
  if (read.summonRiders) result.summonRiders = read.summonRiders;
  if (read.banishReturn) result.banishReturn = read.banishReturn;
  if (read.banishReturnOwn) result.banishReturnOwn = true;
  if (read.banishReturnNextTurn) result.banishReturnNextTurn = true;
  if (read.costBanishTemporary) result.costBanishTemporary = true;
  if (read.locksOpponentGyBanish) result.locksOpponentGyBanish = true;
  if (read.fieldMaterialLine) result.fieldMaterialLine = read.fieldMaterialLine;
  if (read.heldActivationLock) result.heldActivationLock = read.heldActivationLock;
  if (read.addedNameLock) result.addedNameLock = read.addedNameLock;
  if (read.heldNegation) result.heldNegation = read.heldNegation;
  if (read.lastingUnnegatable) result.lastingUnnegatable = read.lastingUnnegatable;
  if (read.rollsDice) result.rollsDice = true;
  if (read.unionOneOnly) result.unionOneOnly = true;
  if (read.summonUnnegatable) result.summonUnnegatable = read.summonUnnegatable;
  if (read.usedTurnDamageZero) result.usedTurnDamageZero = read.usedTurnDamageZero;
  if (read.neverXyzMaterial) result.neverXyzMaterial = true;
  if (read.neverSpecial) result.neverSpecial = true;
  if (read.neverSpecialFrom) result.neverSpecialFrom = read.neverSpecialFrom;
  if (read.copyTakesStats) result.copyTakesStats = read.copyTakesStats;
  if (read.scaleBecomes) result.scaleBecomes = read.scaleBecomes;
  if (read.tributeCount) result.tributeCount = read.tributeCount;
  result.source = effects.length || result.type.subtypes.includes('normal') ? 'inferred' : 'unknown';
  return result;
}
