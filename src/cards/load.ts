/**
 * Building the catalog (./catalog.ts): the curated set, over a YGOPro cards.cdb import whose effects
 * are inferred from the card text, with official/English names as aliases.
 *
 * Loading is fast because nothing is inferred up front: an imported card's effects are inferred
 * the first time they are read, then kept (`effects` is a memoised getter, enumerable so that
 * JSON and object spread still see it).
 */
import type { Catalog, CatalogOptions, Resolution } from './catalog.js';
import type { Card, CardNames, CardType, EffectFacts } from './facts.js';
import { curatedCards } from './curated/index.js';
import { applyOldRulings } from './curated/old-rulings.js';
import { artworkOf, readCdb, readCdbNames, type CdbRow } from './import/cdb.js';
import { decodeAttribute, decodeLevel, decodeLinkArrows, decodeRace, decodeType } from './import/decode.js';
import { readAliases, type OfficialNames } from './import/aliases.js';
import { compileEffects } from './compile/index.js';
import { ownUniqueRule } from './compile/continuous.js';
import { ownSpecialWin } from './compile/special-win.js';
import { ownCounters } from './compile/own-counters.js';
import { alsoArchetypes, alsoNames } from './compile/also-archetype.js';
import { ownSummonOncePerTurn } from './compile/summon-once.js';
import { cardTextFacts } from './compile/card-text-facts.js';
import { withCardActivation } from './card-activation.js';
import { settledEffects, type Settled } from './shape.js';
import { NICKNAMES } from './names/nicknames.js';
import { NameIndex, type FuzzyHit, type NameEntry } from './search/index.js';
import { resolveId, resolveName } from './search/resolve.js';
import { absentCards } from './search/absent.js';

export interface LoadedCatalog extends Catalog {
  /** Every card once (artworks folded into their card). */
  all(): Card[];
  /** Closest names, best first (the fuzzy step alone; used by autocomplete and the benchmark). */
  fuzzy(query: string, limit: number): FuzzyHit[];
  /** Passcodes of alternate artworks → their card. */
  readonly artworks: ReadonlyMap<number, number>;
}

export function loadCatalog(opts: CatalogOptions = {}): LoadedCatalog {
  const cards = new Map<number, Card>();
  const artworks = new Map<number, number>();

  if (opts.cardsDb) {
    const rows = readCdb(opts.cardsDb);
    const nameById = new Map<number, string>();
    for (const r of rows) nameById.set(r.id, r.name);
    for (const r of rows) {
      const main = artworkOf(r, (id) => nameById.get(id));
      if (main !== null && nameById.has(main)) artworks.set(r.id, main);
      else cards.set(r.id, importedCard(r));
    }
  }

  const official = opts.aliasesDb ? readAliases(opts.aliasesDb) : null;
  if (official) for (const card of cards.values()) addOfficial(card.names, official.get(card.id));

  // Curated facts win; the imported text and names stay available.
  for (const c of curatedCards) {
    const imported = cards.get(c.id);
    const names: CardNames = { ...c.names, aliases: [...c.names.aliases] };
    if (imported) {
      names.official ??= imported.names.official;
      names.en ??= imported.names.en;
      if (names.ja == null && imported.names.ja) names.ja = imported.names.ja;
      if (names.konamiId == null && imported.names.konamiId) names.konamiId = imported.names.konamiId;
    } else if (official) {
      addOfficial(names, official.get(c.id));
    }
    // The text facts follow the text the card shows (`text` below): its own restated text, else the imported one.
    const read = c.text !== undefined ? c : imported;
    // Every key written out, in the order of an imported card's: all catalog cards share a layout (./shape.ts).
    const curated: Settled<Card> = {
      id: c.id,
      name: c.name,
      names,
      type: c.type,
      // A curated card that leaves out a printed value (a hand trap written for its effects) takes the database's: an unknown
      // attribute or Type would match any filter (CMP-FIELD-BECOMES: 吸入暗阴的魔镜 negated a LIGHT monster).
      level: c.level ?? imported?.level,
      atk: c.atk ?? imported?.atk,
      def: c.def ?? imported?.def,
      race: c.race ?? imported?.race,
      attribute: c.attribute ?? imported?.attribute,
      textChange: c.textChange,
      uniqueFaceUp: c.uniqueFaceUp,
      summonOncePerTurn: c.summonOncePerTurn,
      text: c.text ?? imported?.text,
      unwritten: c.unwritten,
      copiedFrom: undefined,
      linkArrows: c.linkArrows ?? imported?.linkArrows,
      scale: c.scale ?? imported?.scale,
      specialWin: c.specialWin ?? imported?.specialWin,
      ownCounters: c.ownCounters ?? imported?.ownCounters,
      alsoArchetypes: c.alsoArchetypes ?? imported?.alsoArchetypes,
      alsoNames: c.alsoNames ?? imported?.alsoNames,
      summonRiders: read?.summonRiders,
      banishReturn: read?.banishReturn,
      banishReturnOwn: read?.banishReturnOwn,
      banishReturnNextTurn: read?.banishReturnNextTurn,
      costBanishTemporary: read?.costBanishTemporary,
      locksOpponentGyBanish: read?.locksOpponentGyBanish,
      fieldMaterialLine: read?.fieldMaterialLine,
      heldActivationLock: read?.heldActivationLock,
      addedNameLock: read?.addedNameLock,
      heldNegation: read?.heldNegation,
      lastingUnnegatable: read?.lastingUnnegatable,
      rollsDice: read?.rollsDice,
      unionOneOnly: read?.unionOneOnly,
      summonUnnegatable: read?.summonUnnegatable,
      grantsSummonUnnegatable: read?.grantsSummonUnnegatable,
      usedTurnDamageZero: read?.usedTurnDamageZero,
      neverXyzMaterial: read?.neverXyzMaterial,
      neverSpecial: read?.neverSpecial,
      neverSpecialFrom: read?.neverSpecialFrom,
      copyTakesStats: read?.copyTakesStats,
      scaleBecomes: read?.scaleBecomes,
      tributeCount: read?.tributeCount,
      effects: c.effects,
      source: c.source,
    };
    cards.set(c.id, curated as Card);
  }

  // English names by passcode from the English database (the official-name table's win: it is Konami's).
  const english = opts.enCardsDb ? readCdbNames(opts.enCardsDb) : null;
  if (english) {
    for (const card of cards.values()) {
      if (card.names.en) continue;
      const en = english.get(card.id);
      if (en) card.names.en = en;
    }
  }

  for (const [id, nicks] of NICKNAMES) {
    const card = cards.get(id);
    if (!card) continue;
    for (const n of nicks) if (!card.names.aliases.includes(n)) card.names.aliases.push(n);
  }

  // CMP-NAME-BOUND: a name change 「卡名当作「X」使用」 is bound to the card X is (its passcode), so a subject given by passcode sees it.
  const idByName = new Map<string, number>();
  for (const card of cards.values()) if (!idByName.has(card.name)) idByName.set(card.name, card.id);
  const idOf = (name: string): number | undefined => idByName.get(name);
  for (const c of curatedCards) {
    const card = cards.get(c.id);
    if (card) bindNamedIds(card.effects, idOf);
  }
  for (const card of cards.values()) {
    const p = (card as Partial<Lazy>)[PENDING];
    if (p) p.idOf = idOf;
  }

  const index = new NameIndex(nameEntries(cards));
  const byId = (id: number): Card | undefined => cards.get(id) ?? cards.get(artworks.get(id) ?? -1);
  // Cards the official-name table names that the catalog lacks (newer than the database, not curated): told so by name.
  const absent = official ? absentCards(official, (id) => byId(id) !== undefined) : undefined;
  const resolved = new Map<string, Resolution>();

  return {
    get size() {
      return cards.size;
    },
    artworks,
    byId,
    resolve: (name: string): Resolution => {
      // A name resolves the same way for the life of the catalog (it is not changed after loading), so
      // an answer that took more than one map lookup (normalised, traditional, alias, fuzzy, unknown) is
      // kept. An exact name is not: its lookup is one map read, and keeping every exact name met filled
      // the map with entries that lived until it was cleared — long enough to be copied twice by the
      // young-generation GC (most of what each scavenge promoted on the 20-link bench). Bounded: cleared when full.
      let r = resolved.get(name);
      if (!r) {
        r = resolveName(index, byId, name, absent);
        if (r.ok && r.matchedBy === 'exact') return r;
        if (resolved.size >= 4096) resolved.clear();
        resolved.set(name, r);
      }
      return r;
    },
    resolvePasscode: (id: number): Resolution => resolveId(byId, id, absent),
    suggest(prefix: string, limit: number): Card[] {
      return index
        .fuzzy(prefix, limit)
        .map((h) => byId(h.id))
        .filter((c): c is Card => !!c);
    },
    fuzzy: (query: string, limit: number) => index.fuzzy(query, limit),
    all: () => [...cards.values()],
  };
}

/** Every name of every card: YGOPro names first (an array, not a generator: this runs 30,000 times at load). */
function nameEntries(cards: Map<number, Card>): NameEntry[] {
  const out: NameEntry[] = [];
  for (const c of cards.values()) {
    out.push({ name: c.name, id: c.id, kind: 'ygopro' });
    if (c.names.ygopro && c.names.ygopro !== c.name) out.push({ name: c.names.ygopro, id: c.id, kind: 'ygopro' });
  }
  for (const c of cards.values()) {
    if (c.names.official) out.push({ name: c.names.official, id: c.id, kind: 'official' });
    if (c.names.en) out.push({ name: c.names.en, id: c.id, kind: 'en' });
    for (const a of c.names.aliases) out.push({ name: a, id: c.id, kind: 'alias' });
  }
  return out;
}

function addOfficial(names: CardNames, o: OfficialNames | undefined): void {
  if (!o) return;
  names.official ??= o.official;
  names.en ??= o.en;
  if (names.ja == null && o.ja) names.ja = o.ja;
  if (names.konamiId == null && o.konamiId) names.konamiId = o.konamiId;
}

function importedCard(r: CdbRow): Card {
  const type: CardType = decodeType(r.type);
  const text = r.desc.replace(/\r\n/g, '\n');
  const read = cardTextFacts(text, type);
  // Every key from the start, absent ones undefined (a Spell has no level): every imported card then
  // has one layout, the curated ones another (./shape.ts), and the engine's card reads stay fast.
  const fields: Omit<Settled<Card>, 'effects' | 'source'> = {
    id: r.id,
    name: r.name,
    names: { ygopro: r.name, official: null, en: null, aliases: [] },
    type,
    level: undefined,
    atk: undefined,
    def: undefined,
    race: undefined,
    attribute: undefined,
    textChange: undefined,
    // 「「X」在自己场上只能有1张表侧表示存在。」 on a line of its own: the card-level fact, as a curated card states it.
    uniqueFaceUp: ownUniqueRule(text, r.name) || undefined,
    // 「自己对「X」1回合只能有1次特殊召唤。」 of itself: the card-level fact (CH-SUMMON-ONCE-PER-TURN).
    summonOncePerTurn: ownSummonOncePerTurn(text, r.name) || undefined,
    text,
    unwritten: undefined,
    copiedFrom: undefined,
    linkArrows: undefined,
    scale: undefined,
    // 「…决斗胜利」: the card's special win, no effect (CMP-SPECIAL-WIN).
    specialWin: ownSpecialWin(text, type),
    // 「给这张卡放置1个魔力指示物」: the counters it may hold (CMP-OWN-COUNTERS).
    ownCounters: ownCounters(text, type),
    // 「这个卡名在规则上也当作「X」卡使用」: archetypes it belongs to by the rules (CMP-ALSO-ARCHETYPE).
    alsoArchetypes: alsoArchetypes(text),
    alsoNames: alsoNames(text),
    // What the engine once read from the text at run time, read here once (issue 10).
    summonRiders: read.summonRiders,
    banishReturn: read.banishReturn,
    banishReturnOwn: read.banishReturnOwn,
    banishReturnNextTurn: read.banishReturnNextTurn,
    costBanishTemporary: read.costBanishTemporary,
    locksOpponentGyBanish: read.locksOpponentGyBanish,
    fieldMaterialLine: read.fieldMaterialLine,
    heldActivationLock: read.heldActivationLock,
    addedNameLock: read.addedNameLock,
    heldNegation: read.heldNegation,
    lastingUnnegatable: read.lastingUnnegatable,
    rollsDice: read.rollsDice,
    unionOneOnly: read.unionOneOnly,
    summonUnnegatable: read.summonUnnegatable,
    grantsSummonUnnegatable: read.grantsSummonUnnegatable,
    usedTurnDamageZero: read.usedTurnDamageZero,
    neverXyzMaterial: read.neverXyzMaterial,
    neverSpecial: read.neverSpecial,
    neverSpecialFrom: read.neverSpecialFrom,
    copyTakesStats: read.copyTakesStats,
    scaleBecomes: read.scaleBecomes,
    tributeCount: read.tributeCount,
  };
  const card = fields as unknown as Card;
  if (type.kind === 'monster') {
    card.level = decodeLevel(r.level);
    // The left Pendulum Scale (YGOPro: bits 24–31; the right one, bits 16–23, is the same on every card).
    if (type.subtypes.includes('pendulum')) card.scale = (r.level >>> 24) & 0xff;
    card.atk = r.atk;
    // Link monsters have no DEF: YGOPro stores the link arrows there.
    if (!type.subtypes.includes('link')) card.def = r.def;
    else card.linkArrows = decodeLinkArrows(r.def);
    const race = decodeRace(r.race);
    const attribute = decodeAttribute(r.attribute);
    if (race) card.race = race;
    if (attribute) card.attribute = attribute;
  }
  // The text to compile on first read (not enumerable: JSON and spreads see only the card).
  Object.defineProperty(card, PENDING, { value: { text, type, effects: undefined, source: undefined }, writable: true, enumerable: false, configurable: true });
  Object.defineProperty(card, 'effects', EFFECTS);
  Object.defineProperty(card, 'source', SOURCE);
  return card;
}

/**
 * The memoised `effects` and `source` of an imported card. The getters are the same functions on every
 * card, so the ~10,000 cards share one shape and stay fast objects: with a closure per card V8 keeps
 * each card as a dictionary, and every `card.type`/`card.name` read in the engine pays for it.
 */
const PENDING = Symbol('uncompiled effects');
interface Pending {
  text: string;
  type: CardType;
  effects: EffectFacts[] | undefined;
  /** `source`, once known (it follows the effects: forgotten when they are set). */
  source?: Card['source'];
  /** The passcode of a card name (CMP-NAME-BOUND), once the catalog is loaded. */
  idOf?: (name: string) => number | undefined;
}

/**
 * CMP-NAME-BOUND: a continuous 「这张卡的卡名当作「X」使用」 read by the compiler carries only the name X; bound here to X's
 * passcode (the catalog's card of that exact name), so a filter naming X by passcode matches the renamed card too.
 */
function bindNamedIds(effects: readonly EffectFacts[], idOf: (name: string) => number | undefined): void {
  for (const e of effects) {
    for (const a of e.does) {
      if (a.do !== 'change-name' || !a.becomes?.name || a.becomes.id !== undefined) continue;
      const id = idOf(a.becomes.name);
      if (id === undefined) continue;
      const bound: Record<string, unknown> = { ...a.becomes, id };
      a.becomes = Object.fromEntries(Object.keys(bound).sort().map((k) => [k, bound[k]])) as typeof a.becomes;
    }
  }
}
type Lazy = Card & { [PENDING]: Pending };
const EFFECTS: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: Lazy): EffectFacts[] {
    const p = this[PENDING];
    if (!p.effects) {
      p.effects = settledEffects(withCardActivation(compileEffects(p.text, p.type), p.type, 'inferred'));
      if (p.idOf) bindNamedIds(p.effects, p.idOf);
      applyOldRulings(this.id, p.effects);
    }
    return p.effects;
  },
  set(this: Lazy, v: EffectFacts[]) {
    this[PENDING].effects = v;
    this[PENDING].source = undefined;
  },
};
const SOURCE: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  // A normal monster has no effects to know: that is known, not unknown.
  // Read several times for every link: kept once known.
  get(this: Lazy): Card['source'] {
    const p = this[PENDING];
    return (p.source ??= this.effects.length || p.type.subtypes.includes('normal') ? 'inferred' : 'unknown');
  },
};
