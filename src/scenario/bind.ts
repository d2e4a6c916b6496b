/**
 * Binding: syntax tree → scenario. Every name becomes a catalog card, every mentioned card an
 * instance with a ref ("L2", "A场1"), every missing controller an explicit, stated assumption.
 *
 * Binding judges nothing about the game; it only decides which card each word means and where the
 * user said it is. A name that matches nothing, or matches several cards, is an error that points
 * at the name in the input.
 */
import { attributeEn, raceEn } from '../i18n/game-words.js';
import { rememberRenamed } from './renamed.js';
import { rememberChangedHere } from './changed-here.js';
import { sanityWarnings } from './sanity.js';
import { activationPlaces, placeMatches } from '../engine/game/match.js';
import { isActivated } from '../engine/game/speed.js';
import { linkMaterialMemoryRefusal } from './link-material-memory.js';
import { linkMaterialsRefusal } from './link-materials.js';
import { materialOnlyForRefusal, materialSummonTurnRefusal } from './material-summon-turn.js';
import { equipTributeWorth, levelNow, summonMaterialsRefusal, summonProcedure, untributedSummonRefusal } from './summon-materials.js';
import { materialView } from './material-view.js';
import { summonByCard, summonPlacesKnown, summonPlacesOf, summonSideOf } from './summon-by-card.js';
import { setLockRefusal } from './set-lock.js';
import { declaredTypeFor } from './declared-type.js';
import { revealKeptHands } from './hand-revealed.js';
import { showsItselfFromHand } from './shown-again.js';
import { shownMaterials } from './shown-card.js';
import { normalSummonPledgeRefusal, procedurePledgeRefusal } from './procedure-pledge.js';
import { tributeSpellRefusal } from './tribute-spell.js';
import { opponentMaterialRefusal, opponentTributeRefusal } from './tribute-opponent.js';
import { summonNeedsTributes } from './untributed-summon.js';
import type { Action, CardType, SummonRider } from '../cards/facts.js';
import { isTrapMonster, trapAsMonster, spellTrapAsMonster, summonsSpellsTrapsAsMonsters } from './trap-monster.js';
import { cardRefText, placeWord } from '../notation/print.js';
import { t, type Text } from '../i18n/text.js';
import { effectMark } from '../i18n/marks.js';
import { DECLARED, type Card, type EffectFacts, type Place, type Player, type Zone } from '../cards/facts.js';
import type { Catalog } from '../cards/catalog.js';
import { battledPositionLock } from '../cards/battled-lock.js';
import type {
  CardState,
  ActionCause,
  ActionNode,
  ActionVerb,
  CardMention,
  CardRefNode,
  HistoryEntryNode,
  LinkNode,
  MaterialSummon,
  NotationTree,
  NoteNode,
  SituationNode,
  ZoneCardNode,
  ZoneName,
} from '../notation/ast.js';
import { findPhase, phaseById, phaseIdFor } from '../rules/index.js';
import { opponent, type CardInstance, type HistoryFact, type NoteFact, type Scenario, type ScenarioAction, type ScenarioLink } from './types.js';

/** The places whose cards an effect does not target (hidden information): a target named there is a last resort. */
const UNTARGETABLE_ZONES: ReadonlySet<string> = new Set(['hand', 'deck', 'extra']);
/**
 * SIT-TARGET-OFF-FIELD: the one place off the field the link's effect targets in — the GY or banishment — read from its targeting
 * (the effect written, else the card's only targeting effect); null when it also targets on the field, or the effect is not known.
 */
function targetZone(card: Card, effect: number | null | undefined): Zone | null {
  const targeting = card.effects.filter((e) => e.targets);
  const e = effect !== null && effect !== undefined ? card.effects.find((x) => x.n === effect) : targeting.length === 1 ? targeting[0] : undefined;
  const place = e?.targets?.filter.place;
  const places: readonly Place[] = place === undefined ? [] : Array.isArray(place) ? place : [place];
  if (places.length === 0 || places.some((p) => p !== 'gy' && p !== 'banished')) return null;
  return places.length === 1 ? (places[0] as Zone) : null;
}

/** SIT-NOTE-CARD-ORIGIN: the places off the field a note's card may be assumed in, in words. */
const OFF_FIELD_WORDS: Partial<Record<Zone, Text>> = {
  hand: t('手卡', 'hand'),
  deck: t('卡组', 'Deck'),
  gy: t('墓地', 'GY'),
  banished: t('除外状态', 'banishment'),
  extra: t('额外卡组', 'Extra Deck'),
};
import { parseNote, saysNegated, summonPositionOf } from './notes.js';

export interface BindError {
  kind: 'unknown-card' | 'ambiguous-card' | 'unknown-phase' | 'invalid';
  message: Text;
  offset: number | null;
  suggestions: string[];
  /** The cards the input named, read before the error: an English error names them in English (./judge.ts). */
  cards?: readonly Card[];
}

export type BindResult = { ok: true; scenario: Scenario } | { ok: false; error: BindError };

export interface BindOptions {
  /** Whose turn it is when the situation block does not say (Discord's `turn` option). */
  turn?: Player | undefined;
}

/** Zone words for refs, the way players write them in the notation. */
const ZONE_REF: Record<ZoneName, string> = { field: '场', hand: '手', gy: '墓', banished: '除外', deck: '卡组', extra: '额外' };

const NO_INSTANCES: readonly CardInstance[] = [];

/** FD-MATERIAL-GRANTS: situation cards that have effects their materials gave them (their effect numbers go past the printed ones). */
const GRANTED = new WeakSet<Card>();

/** SIT-HISTORY-SUMMON-KIND: the words of a summon method in a history entry's message (zh as written, en the type's name). */
const HISTORY_METHOD_WORDS: Record<NonNullable<HistoryEntryNode['method']>, [string, string]> = {
  fusion: ['融合召唤', 'Fusion'], synchro: ['同调召唤', 'Synchro'], xyz: ['超量召唤', 'Xyz'], link: ['连接召唤', 'Link'], ritual: ['仪式召唤', 'Ritual'], pendulum: ['灵摆召唤', 'Pendulum'],
};

class BindFailure extends Error {
  constructor(readonly error: BindError) {
    super(error.message.en);
  }
}

export function bind(tree: NotationTree, catalog: Catalog, options: BindOptions = {}): BindResult {
  const binder = new Binder(catalog, options);
  try {
    return { ok: true, scenario: binder.bind(tree) };
  } catch (e) {
    if (e instanceof BindFailure) return { ok: false, error: { ...e.error, cards: binder.cardsRead() } };
    throw e;
  }
}

class Binder {
  private readonly instances: CardInstance[] = [];
  private readonly read = new Set<Card>();
  private readonly assumptions: Text[] = [];
  private readonly chosenNoteLines: NonNullable<Scenario['chosenNoteLines']> = [];
  private readonly warnings: Text[] = [];
  private turnPlayer: Player = 'A';
  private phase: string | null = null;
  /**
   * SIT-THEN-CHAIN: the ref prefix of the chain being bound — '' for the last chain (its links are `L1`, `L2` … as ever),
   * `K1`, `K2` … for the chains played before it (`K1L1`), so that the links of two chains never share a ref.
   */
  private linkPrefix = '';
  /**
   * SIT-HISTORY-SUMMON-KIND: the summon methods `本回合:` writes (`A:X(超量召唤)`), by player and card id — read before the zones so a monster
   * listed there is taken as summoned that way without assuming its usual method (FD-SUMMON-MEMORY).
   */
  private historyMethods = new Map<string, NonNullable<HistoryEntryNode['method']>>();
  /** SIT-COST-PAID-ONCE: the cards the cost notes of the chain being bound, and of the chains before it (`然后`), have paid (a card is paid once). */
  private paidInChain = new Set<string>();
  /** SIT-THEN-CHAIN: the links of the chains bound before this one (their instances carry `chain`). */
  private priorLinks: ScenarioLink[] = [];
  /** The zones the situation lists card by card (CH-DECLARED-NAME reads them while binding the links). */
  private knownZones: Scenario['knownZones'] = [];
  /** SIT-FIELD-COMPLETE: the fields written `A场只有:`. */
  private completeFields: Player[] = [];
  /** listedAny: how many instances it has read, and whether one was listed by the situation. */
  private listedScanned = 0;
  private listedSeen = false;
  /** SIT-ACTION-CARD: an action before the chain was bound (its cards may be a link's card). */
  private actionNamed = false;

  /** The ref of link n of the chain being bound. */
  private lref(n: number): string {
    return `${this.linkPrefix}L${n}`;
  }

  constructor(
    private readonly catalog: Catalog,
    private readonly options: BindOptions,
  ) {}

  bind(tree: NotationTree): Scenario {
    const situation = tree.situation;
    const turnItem = situation?.items.find((i) => i.kind === 'turn');
    this.turnPlayer = turnItem?.kind === 'turn' ? turnItem.player : (this.options.turn ?? 'A');
    const turnPlayerStated = Boolean(turnItem) || this.options.turn !== undefined;

    const scenario: Scenario = {
      turnPlayer: this.turnPlayer,
      turnPlayerStated,
      phase: null,
      attack: null,
      instances: this.instances,
      knownZones: [],
      lp: { A: null, B: null },
      handSize: { A: null, B: null },
      links: [],
      action: null,
      history: [],
      assumptions: this.assumptions,
      chosenNoteLines: this.chosenNoteLines,
      warnings: this.warnings,
    };
    if (situation) this.bindSituation(situation, scenario);
    // SIT-FIELD-COMPLETE: a field written with some cards and no `A场只有:` may be written in part — a condition counting it that the
    // written cards do not meet is not judged unmet (written `A场只有:`, or empty, it holds only the cards listed).
    for (const p of ['A', 'B'] as const) {
      if (!scenario.knownZones.some((z) => z.player === p && z.zone === 'field')) continue;
      const empty = !this.instances.some((c) => c.controller === p && c.origin === 'situation' && (c.zone === 'monster' || c.zone === 'spell'));
      if (!empty && !scenario.completeFields?.includes(p)) scenario.knownZones.push({ player: p, zone: 'field-partial' });
    }
    this.knownZones = scenario.knownZones;
    this.completeFields = scenario.completeFields ?? [];
    // SIT-HAND-KEPT-REVEALED: a hand kept revealed by a standing card's effect is public, as if written (公开).
    for (const a of revealKeptHands(this.instances, this.turnPlayer)) this.assumptions.push(a);
    if (tree.kind === 'chain') {
      // SIT-THEN-CHAIN: the chains played before the last one, bound first, in order, each numbered from C1.
      if (tree.earlier?.length) scenario.earlier = this.bindEarlierChains(tree.earlier);
      for (const link of tree.links) scenario.links.push(this.bindLink(link, scenario.links));
      if (tree.later) scenario.later = tree.later;
    } else {
      // SIT-THEN-ACTION (review s47): the chains played before the action, bound first, in order, each numbered from C1.
      if (tree.earlier?.length) scenario.earlier = this.bindEarlierChains(tree.earlier);
      scenario.action = this.bindAction(tree.action, scenario.history ?? [], scenario.earlier ?? []);
      this.actionNamed = true;
      // Notation form 14: the chain built in the window the action opens.
      for (const link of tree.links ?? []) scenario.links.push(this.bindLink(link, scenario.links));
    }
    this.checkCopies();
    for (const w of sanityWarnings(scenario)) this.warnings.push(w);
    return scenario;
  }

  /** A deck holds at most 3 copies of a card: more of one player's copies is likely a typo. */
  private checkCopies(): void {
    // A link activated from a listed card is that card, not another copy; tokens are not in decks.
    const counted = (c: CardInstance): boolean => !c.sameAs && !!c.controller && !c.card.type.subtypes.includes('token');
    const keyOf = (c: CardInstance): number => c.card.id * 2 + (c.controller === 'A' ? 0 : 1);
    // Issue 10: counts only (no record per instance); the name and player of the rare key over 3 are read off its first instance.
    const counts = new Map<number, number>();
    for (const c of this.instances) {
      if (!counted(c)) continue;
      const key = keyOf(c);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const [key, n] of counts) {
      if (n <= 3) continue;
      const first = this.instances.find((c) => counted(c) && keyOf(c) === key)!;
      const name = first.card.name;
      const player = first.controller!;
      this.warnings.push(
        t(
          `${player} 用到了 ${n} 张「${name}」：一副卡组同名卡最多 3 张。请检查控制者或卡名。`,
          `${player} uses ${n} copies of ${name}: a deck holds at most 3 copies of a card. Check the controllers and names.`,
        ),
      );
    }
  }

  // ── situation block ────────────────────────────────────────────────────────────────────────────

  private bindSituation(situation: SituationNode, scenario: Scenario): void {
    // Zones first, the attack last: an attacker named before its zone is listed is still the card
    // the zone lists, and a new one gets the next free ref of that zone.
    // The turn's history after the zones too: an entry names a card the zones may list (issue 16).
    const late = (k: string) => k === 'attack' || k === 'history';
    for (const item of situation.items) {
      if (item.kind !== 'history' || item.lastTurn) continue;
      for (const e of item.entries) {
        if (!e.method) continue;
        // (A card that does not resolve is refused when the entry is bound, after the zones: nothing to note here.)
        try {
          this.historyMethods.set(`${e.controller ?? this.turnPlayer}|${this.resolveCard(e.card).id}`, e.method);
        } catch {
          continue;
        }
      }
    }
    const items = [...situation.items.filter((i) => !late(i.kind)), ...situation.items.filter((i) => late(i.kind))];
    // Where each zone list starts among its zone's cards (a zone may be written twice).
    const firstIndex = new Map<string, number>();
    const startOf = new Map<SituationNode['items'][number], number>();
    for (const item of items) {
      switch (item.kind) {
        case 'turn':
          break; // read before anything else
        case 'phase': {
          const id = phaseIdFor(item.name);
          if (!id) {
            const found = findPhase(item.name);
            throw new BindFailure({
              kind: 'unknown-phase',
              message: t(
                `不认识阶段「${item.name}」。请写 抽卡阶段、准备阶段、主要1、战斗阶段、伤害步骤、主要2、结束阶段 之一（/phase 可查看全部名称）。`,
                `Unknown phase "${item.name}". Write one of Draw Phase, Standby Phase, M1, Battle Phase, Damage Step, M2, End Phase (/phase lists every name).`,
              ),
              offset: item.span.start,
              // A guess is offered, never taken: the phase decides which effects are legal.
              suggestions: found.ok ? [found.entry.names[0] ?? found.entry.id] : found.suggestions,
            });
          }
          scenario.phase = id;
          this.phase = id;
          break;
        }
        case 'zone': {
          const player = item.player;
          scenario.knownZones.push({ player, zone: item.zone });
          // SIT-FIELD-COMPLETE: `A场只有:` — that field holds only the cards listed.
          if (item.complete && item.zone === 'field') (scenario.completeFields ??= []).includes(player) || scenario.completeFields.push(player);
          // SIT-ZONE-COMPLETE: `B墓只有:` — that GY (hand, banishment, Deck, Extra Deck) holds only the cards listed, for a target not
          // written too (a GY written `B墓:X` may be written in part where a target is assumed).
          else if (item.complete && item.zone !== 'field') (scenario.completeZones ??= []).push(`${player}:${item.zone}`);
          // SIT-ZONE-TWICE: a zone written twice (`A场:X A场:Y`) lists the cards of both: the second list goes on from the first.
          const first = (firstIndex.get(`${player}${item.zone}`) ?? 0);
          firstIndex.set(`${player}${item.zone}`, first + item.cards.length);
          startOf.set(item, first);
          item.cards.forEach((node, i) => this.addZoneCard(node, player, item.zone, first + i + 1));
          break;
        }
        case 'lp':
          scenario.lp[item.player] = item.value;
          break;
        case 'hand-size':
          scenario.handSize[item.player] = item.value;
          break;
        case 'history':
          // CH-LINGERING-LOCK-LAST-TURN: `上回合:` is kept apart — only the locks it left are read, nothing of this turn's.
          if (item.lastTurn) for (const e of item.entries) (scenario.lastTurn ??= []).push(this.bindHistory(e, true));
          else for (const e of item.entries) scenario.history!.push(this.bindHistory(e));
          break;
        case 'attack': {
          // The attacker is the turn player's unless the user says otherwise.
          // A monster in battle is on the field: one the situation did not list gets a field ref.
          const fieldRef = (p: Player) => `${p}场${this.instances.filter((c) => c.ref.startsWith(`${p}场`)).length + 1}`;
          const attacker = this.findOrCreate(item.attacker, this.turnPlayer, 'monster', fieldRef, 'situation');
          const target = item.target
            ? this.findOrCreate(item.target, opponent(attacker.controller ?? this.turnPlayer), 'monster', fieldRef, 'situation')
            : null;
          scenario.attack = { attacker: attacker.ref, target: target?.ref ?? null };
          break;
        }
      }
    }
    // Equip cards the situation states (`恶魔之斧(装备:青眼白龙)`), once every zone is listed (issue 16).
    for (const item of situation.items) {
      if (item.kind !== 'zone') continue;
      const first = startOf.get(item) ?? 0;
      item.cards.forEach((node, i) => {
        if (node.equippedTo !== undefined) this.bindEquip(node, `${item.player}${ZONE_REF[item.zone]}${first + i + 1}`);
        if (node.targeting !== undefined) this.bindTargeting(node, `${item.player}${ZONE_REF[item.zone]}${first + i + 1}`);
      });
    }
    // SIT-ZONE-EMPTY-SAID: `A墓只有:` with no card after it — that place holds nothing, as written; the answer says so plainly (an
    // empty list may be a slip: the user sees how it was read).
    for (const item of situation.items) {
      if (item.kind !== 'zone' || !item.complete || (firstIndex.get(`${item.player}${item.zone}`) ?? 0) > 0) continue;
      const place = EMPTY_PLACE_WORDS[item.zone];
      const said = t(`情境写的「${item.player}${place.mark}只有:」后面没有卡：按 ${item.player} 的${place.zh}没有卡判断。`, `The situation writes ${item.player}'s ${place.en} as holding only the cards after \`${item.player}${place.mark}只有:\`, and none follows: ${item.player}'s ${place.en} is taken as empty.`);
      if (!this.assumptions.some((a) => a.zh === said.zh)) this.assumptions.push(said);
    }
    // Issue 16 (zones): one card a zone.
    this.checkPlaces();
    // A hand listed card by card tells its size, unless the user gave the number.
    for (const p of ['A', 'B'] as const) {
      if (scenario.handSize[p] === null && scenario.knownZones.some((z) => z.player === p && z.zone === 'hand')) {
        scenario.handSize[p] = this.instances.filter((c) => c.origin === 'situation' && c.controller === p && c.zone === 'hand').length;
      }
    }
  }

  /**
   * Added (issue 16): one entry of `本回合: …`. The card is a catalog card, not a new instance: it
   * happened before the situation. It is the situation's card when that player's zones list exactly
   * one card of this name (that copy did it); otherwise which copy is not known. `lastTurn` (`上回合:`, CH-LINGERING-LOCK-LAST-TURN): an
   * activation of the turn before, whose turn player was this turn's other player (assumed its controller when none is written).
   */
  private bindHistory(e: HistoryEntryNode, lastTurn = false): HistoryFact {
    const printed = this.resolveCard(e.card);
    // FD-MATERIAL-GRANTS: an effect number of the one listed card that has effects from its materials is that card's numbering.
    const granted = e.effect !== null ? this.instances.filter((c) => c.origin === 'situation' && c.card.id === printed.id && GRANTED.has(c.card)) : [];
    const card = granted.length === 1 && (e.controller ?? this.turnPlayer) === granted[0]!.controller ? granted[0]!.card : printed;
    const player = e.controller ?? (lastTurn ? (this.turnPlayer === 'A' ? 'B' : 'A') : this.turnPlayer);
    if (!e.controller && lastTurn) {
      this.assumptions.push(t(
        `上回合「${card.name}」的控制者未写明，假定为上个回合的回合玩家 ${player}。`,
        `Last turn, ${card.name}: controller not given; assumed last turn's turn player ${player}.`,
      ));
    } else if (!e.controller) {
      this.assumptions.push(t(
        `本回合「${card.name}」的控制者未写明，假定为回合玩家 ${player}。`,
        `Earlier this turn, ${card.name}: controller not given; assumed the turn player ${player}.`,
      ));
    }
    // A card of this player's now controlled by the other (`(所有者:A)` under B场) is still the copy it activated (CH-PHASE-TRIGGER-ONCE).
    const copies = this.instances.filter((c) => c.origin === 'situation' && c.card.id === card.id && (c.controller === player || c.owner === player));
    const moved = e.event === 'sent-to-gy' ? 'gy' : e.event === 'banished' ? 'banished' : null;
    const summon = e.event === 'activation' || e.event === 'set' || moved ? null : e.event === 'special-summon' ? 'special' : e.event === 'tribute-summon' ? 'tribute' : e.event === 'flip-summon' ? 'flip' : 'normal';
    const extraDeck = ['fusion', 'synchro', 'xyz', 'link'].some((s) => card.type.subtypes.includes(s));
    // SIT-HISTORY-SUMMON-KIND: a method is a card type's own summon — `(超量召唤)` of a monster that is no Xyz monster cannot have been.
    if (e.method && !(card.type.kind === 'monster' && card.type.subtypes.includes(e.method))) {
      const [zh, en] = HISTORY_METHOD_WORDS[e.method];
      throw new BindFailure({ kind: 'invalid', message: t(
        `本回合「${card.name}」写了(${zh})，但它不是${zh.replace(/召唤$/, '')}怪兽：只有${zh.replace(/召唤$/, '')}怪兽能${zh}。被效果特殊召唤写 (特殊召唤)。`,
        `Earlier this turn, ${card.name} is written (${zh}), but it is no ${en} monster: only ${en} monsters are ${en} Summoned. For a Special Summon by an effect write (special summoned).`,
      ), offset: e.span.start, suggestions: ['特殊召唤'] });
    }
    // A Fusion, Synchro, Xyz or Link Summon is made from the Extra Deck; a Pendulum Summon from the hand or the Extra Deck (not said).
    const methodFrom: Zone | null = e.method && e.method !== 'pendulum' && e.method !== 'ritual' ? 'extra' : null;
    const fromAssumed = !e.from && !methodFrom && summon === 'special' && extraDeck && !e.method;
    const from: Zone | null = e.from === 'field' ? null : (e.from ?? methodFrom ?? (fromAssumed ? 'extra' : null));
    const declared = this.historyDeclaredType(card, e.declaredType, e.span);
    return {
      kind: e.event === 'set' ? 'set' : moved ? 'moved' : summon ? 'summon' : 'activation',
      ...(moved ? { to: moved } : {}),
      player,
      playerAssumed: !e.controller,
      card,
      sameAs: copies.length === 1 ? copies[0]!.ref : null,
      effect: e.effect,
      ...(e.pendulum ? { pendulum: true } : {}),
      summon,
      ...(e.method ? { method: e.method } : {}),
      from,
      ...(fromAssumed ? { fromAssumed: true as const } : {}),
      negated: e.negated,
      ...(e.by !== undefined ? { by: this.resolveCard({ kind: 'name', name: e.by, quote: null, span: e.span }) } : {}),
      ...(e.about?.length || declared.about ? { about: [...(e.about ?? []).map((name) => this.resolveCard({ kind: 'name', name, quote: null, span: e.span })), ...(declared.about ?? [])] } : {}),
      ...(e.declaredKind ? { declaredKind: e.declaredKind } : {}),
      ...(declared.declaredType ? { declaredType: declared.declaredType } : {}),
      ...(e.shown !== undefined ? { shown: this.resolveCard({ kind: 'name', name: e.shown, quote: null, span: e.span }).name } : {}),
      span: e.span,
    };
  }

  /**
   * SIT-SUMMON-BY-CARD-HOW: a Synchro/Xyz/Link Summon written as made by Y's effect (`同调召唤 X 素材 … [由 Y]`) where Y's effect makes no such
   * summon: a card read from its text (compiled) whose resolution has no 「同调召唤」 (`summonsAs`), or a card whose summons are known to be
   * from elsewhere than the Extra Deck (死者苏生: the GY), or one that Special Summons nothing. A card not read so is not judged.
   */
  private summonByCardHowRefusal(how: 'synchro' | 'xyz' | 'link', byName: string, summoned: Card, span: ZoneCardNode['span']): Text | null {
    let by: Card;
    try {
      by = this.resolveCard({ kind: 'name', name: byName, quote: null, span });
    } catch {
      return null;
    }
    if (by.source === 'unknown' || by.effects.some((e) => e.summonsAs?.includes(how))) return null;
    const places = summonPlacesKnown(by);
    const summonsNothing = summonSideOf(by) === null && !by.effects.some((e) => e.summonsAs?.length);
    const elsewhere = places !== null && !places.includes('extra');
    if (by.source !== 'inferred' && !summonsNothing && !elsewhere) return null;
    const [word, en] = SUMMON_WORDS[how];
    return t(
      `「${by.name}」的效果不会把怪兽${word}（${summonsNothing ? '它的效果不特殊召唤怪兽' : elsewhere ? `它只从${places!.map((p) => OFF_FIELD_WORDS[p as Zone]?.zh ?? p).join('·')}特殊召唤` : `它的文本没有「${word}」`}）：「${summoned.name}」的这次${word}不能由它进行。按规则${word}请去掉 [由 ${by.name}]${summonsNothing ? '' : `；被它的效果特殊召唤请写 特殊召唤 ${summoned.name} [由 ${by.name}]`}。`,
      `${by.name}'s effect makes no ${en} Summon (${summonsNothing ? 'it Special Summons no monster' : elsewhere ? `it Special Summons only from the ${places!.map((p) => OFF_FIELD_WORDS[p as Zone]?.en ?? p).join('/')}` : `its text has no 「${word}」`}): this ${en} Summon of ${summoned.name} cannot be made by it. For one by the rules drop [由 ${by.name}]${summonsNothing ? '' : `; for a Special Summon by its effect write 特殊召唤 ${summoned.name} [由 ${by.name}]`}.`,
    );
  }

  /** CH-SUMMON-CONDITION (review s45): the card a `[由 X]` note on a Special Summon names, read for the summon it makes (null: no such card). */
  private summoningCard(name: string, span: ZoneCardNode['span']): { name: string; ignoring: boolean; summonsAs: string[]; treated?: true; type?: CardType; race?: string; from?: Place[] } | null {
    try {
      return summoningCardFacts(this.resolveCard({ kind: 'name', name, quote: null, span }));
    } catch {
      return null;
    }
  }

  /** FD-SUMMONED-BY: `由X` — the card by its catalog name; FD-SUMMON-RIDER-BY-CARD: what its effect left on the monster. */
  private summonedByOf(name: string, span: ZoneCardNode['span']): { summonedBy: string; summonRiders?: SummonRider[] } {
    const by = this.resolveCard({ kind: 'name', name, quote: null, span });
    return { summonedBy: by.name, ...(by.summonRiders ? { summonRiders: by.summonRiders } : {}) };
  }

  private addZoneCard(node: ZoneCardNode, player: Player, zone: ZoneName, index: number): void {
    const printed = this.resolveCard(node.card);
    // `(复制:Y)`: the card took Y's name and effects (issue 16, 复制); it stays its own card otherwise.
    const taken = node.copies !== undefined ? this.copyOf(printed, node) : printed;
    // `(卡名:Y)` (FD-NAME-CHANGE): only its name changed; its effects and passcode stay (a name-bound limit is on the original name).
    const renamedCard = node.renamed !== undefined ? this.renamed(taken, node.renamed) : taken;
    // `(宣言:X)` (SIT-DECLARED): what its activation declared is what 「变成宣言的种族／属性」 makes the cards.
    const copied = node.declared !== undefined ? this.declaredAs(renamedCard, node.declared) : renamedCard;
    // `(属性:地)` `(种族:恐龙族)` (SIT-CHANGED-HERE): what an earlier effect made it where it is now (./changed-here.ts).
    const changedHere = node.becameAttribute !== undefined || node.becameRace !== undefined ? this.changedHere(copied, node) : copied;
    // `(当作怪兽)`: a trap monster in a Monster Zone, as the monster it became (./trap-monster.ts).
    const asMonster = node.states.includes('as-monster') ? this.asMonster(changedHere, node, zone) : changedHere;
    // FD-MATERIAL-GRANTS: the effects its materials give it (「这张卡为素材作超量召唤的怪兽得到以下效果」).
    const card = this.withMaterialGrants(asMonster, node, zone);
    const setDown = node.states.includes('set');
    const onField = zone === 'field';
    // A card written as equipped (`(装备:…)`) is an equip card in the Spell & Trap Zone, a monster too (纳祭之魔's, a Union's).
    if (node.owner !== undefined && zone !== 'field') {
      throw new BindFailure({ kind: 'invalid', message: t(`「${card.name}」不在场上：只有场上的卡可以写“所有者:${node.owner}”（被对方夺取控制权的卡；离开场上就回到所有者那里）。`, `${card.name} is not on the field: only a card on the field takes "所有者:${node.owner}" (owner; a card whose control was taken goes back to its owner when it leaves the field).`), offset: node.span.start, suggestions: [] });
    }
    const placed = node.place ? this.placeZone(card, node, zone) : null;
    const boardZone: Zone = zone === 'field' ? (placed ?? (node.equippedTo !== undefined ? 'spell' : fieldZoneFor(card))) : zone;
    const defense = node.states.includes('defense') || (onField && setDown && card.type.kind === 'monster');
    // SIT-LINK-FACE-UP: a Link Monster in a Monster Zone is always face-up in Attack Position (it has no DEF): `(盖)`/`(里侧)`/`(守)` on
    // one is no board that can be — refused, naming the card and what to write.
    if (boardZone === 'monster' && card.type.kind === 'monster' && card.type.subtypes.includes('link') && (setDown || node.states.includes('defense'))) {
      const said = setDown ? t('里侧表示', 'face-down') : t('守备表示', 'in Defense Position');
      throw new BindFailure({
        kind: 'invalid',
        message: t(
          `「${card.name}」是连接怪兽：连接怪兽在怪兽区域只能表侧攻击表示存在，不能${said.zh}（没有守备力，不能盖放，也不能变成里侧或守备表示）。请去掉 ${setDown ? '(盖)/(里侧)' : '(守)'}，直接写「${card.name}」。`,
          `${card.name} is a Link Monster: in a Monster Zone a Link Monster is always face-up in Attack Position, never ${said.en} (it has no DEF; it cannot be Set, nor turned face-down or to Defense Position). Drop ${setDown ? '(盖)/(里侧)' : '(守)'} and write just ${card.name}.`,
        ),
        offset: node.span.start,
        suggestions: [],
      });
    }
    const said = boardZone === 'monster' && card.type.kind === 'monster' ? this.materialsSaid(card, node.states, setDown) : null;
    const summoned = said ? this.usualSummon(card, said, player) : node.states;
    this.instances.push({
      ref: `${player}${ZONE_REF[zone]}${index}`,
      card,
      controller: player,
      controllerAssumed: false,
      zone: boardZone,
      faceUp: !setDown,
      position: boardZone === 'monster' ? (defense ? 'defense' : 'attack') : null,
      states: this.battledLocked(node, summoned),
      // FD-EXTRA-ORIGIN (review s59): the method usualSummon added (a new array) is marked assumed, for the readers that rest on it.
      ...(said && summoned !== said ? { summonAssumed: true as const } : {}),
      origin: 'situation',
      sameAs: null,
      span: node.span,
      ...(node.stats && card.type.kind === 'monster' ? { stats: node.stats } : {}),
      ...(node.levels && card.type.kind === 'monster' ? { levels: node.levels } : {}),
      ...(node.place ? { place: node.place } : {}),
      // CNT-STATE: counters sit only on a face-up card on the field; anywhere else the note says nothing (it holds none).
      ...(node.counters && zone === 'field' && !setDown ? { counters: node.counters } : {}),
      // SIT-OWNER: only a card on the field can be controlled by another player than its owner.
      ...(node.owner !== undefined && node.owner !== player && zone === 'field' ? { owner: node.owner } : {}),
      // FD-MATERIALS: `素材:X+Y`, each name resolved as a card (a material named loosely is said, as any card is).
      ...(node.materials ? { materials: node.materials.map((name) => this.resolveCard({ kind: 'name', name, quote: null, span: node.span })) } : {}),
      // FD-SUMMONED-BY: `由X`, the card whose effect Special Summoned it, by its catalog name.
      ...(node.summonedBy !== undefined ? this.summonedByOf(node.summonedBy, node.span) : {}),
      // CH-POSITION-LOCK-BATTLED: `已战斗:X`, the monster it battled.
      ...(node.battledWith !== undefined && boardZone === 'monster' ? { battledWith: this.resolveCard({ kind: 'name', name: node.battledWith, quote: null, span: node.span }) } : {}),
    });
  }

  /**
   * CH-POSITION-LOCK-BATTLED: `(已战斗:电气啄木鸟)` — a monster that battled a card whose text locks the monsters it battled (「和这张卡进行过战斗的
   * 怪兽不能把表示形式变更」) is under that lock from the battle on: the state 『表示形式不能变更』 put where the battle is written, so a later
   * 变里侧 or 一时除外 (a new card) forgets it as any lock left on it.
   */
  private battledLocked(node: ZoneCardNode, states: CardState[]): CardState[] {
    if (node.battledWith === undefined) return states;
    const by = this.resolveCard({ kind: 'name', name: node.battledWith, quote: null, span: node.span });
    if (battledPositionLock(by) === null) return states;
    const at = states.indexOf('battled');
    return at < 0 ? [...states, 'position-locked'] : [...states.slice(0, at + 1), 'position-locked', ...states.slice(at + 1)];
  }

  /**
   * Added (issue 16, zones): `X(主3)`, `X(EX左)`, `X(魔陷2)` — the zone of the field it stands in. Only a card on the
   * field has one; a Monster Zone holds a monster (a trap monster written 当作怪兽 too), the others any card.
   */
  private placeZone(card: Card, node: ZoneCardNode, zone: ZoneName): Zone {
    const place = node.place!;
    const fail = (message: Text) => {
      throw new BindFailure({ kind: 'invalid', message, offset: node.span.start, suggestions: [] });
    };
    const word = placeWord(place);
    if (zone !== 'field') {
      fail(t(`「${card.name}」不在场上，不能写区域“${word}”：区域只写在 A场/B场 的卡后面。`, `${card.name} is not on the field: a zone ("${word}") is written only after a card under A场/B场 (field).`));
    }
    const monsterZone = place.area === 'main' || place.area === 'extra-monster';
    if (monsterZone && card.type.kind !== 'monster') {
      fail(t(`「${card.name}」不是怪兽，不能放在怪兽区域“${word}”（陷阱怪兽写“当作怪兽,${word}”）。`, `${card.name} is not a monster: it cannot stand in the Monster Zone "${word}" (a trap monster: write "as monster, ${word}").`));
    }
    if (place.pendulum && !card.type.subtypes.includes('pendulum')) {
      fail(t(`「${card.name}」不是灵摆卡，不能放在灵摆区域“${word}”。`, `${card.name} is not a Pendulum card: it cannot be in the Pendulum Zone "${word}".`));
    }
    // SIT-ZONE-PLACE: the Field Zone holds a Field Spell, and a Field Spell stands nowhere else.
    const fieldSpell = card.type.kind === 'spell' && card.type.subtypes.includes('field');
    if (place.area === 'field-zone' && !fieldSpell) {
      fail(t(`「${card.name}」不是场地魔法卡，不能放在场地区域：场地区域只放场地魔法卡。`, `${card.name} is not a Field Spell: only a Field Spell stands in the Field Zone.`));
    }
    if (place.area === 'spell-trap' && !place.pendulum && fieldSpell) {
      fail(t(`「${card.name}」是场地魔法卡，要放在场地区域（写“场地”），不能放在“${word}”。`, `${card.name} is a Field Spell: it stands in the Field Zone (write "场地"), not in "${word}".`));
    }
    // A Main Deck monster is never summoned to an Extra Monster Zone (docs/c01/大师规则（2017）变更点.rst:27): listed there, it is said.
    if (place.area === 'extra-monster' && card.type.kind === 'monster' && !['fusion', 'synchro', 'xyz', 'link'].some((k) => card.type.subtypes.includes(k))) {
      this.warnings.push(t(`「${card.name}」不是额外卡组的怪兽，不会被召唤到额外怪兽区域（“${word}”）；按写的区域判断。`, `${card.name} is no Extra Deck monster: it is never summoned to an Extra Monster Zone ("${word}"); judged where written.`));
    }
    return monsterZone ? 'monster' : 'spell';
  }

  /**
   * Added (issue 16, zones): two cards stated in one zone — an input error. An Extra Monster Zone is shared: A's left
   * one is B's right one.
   */
  private checkPlaces(): void {
    const seen = new Map<string, CardInstance>();
    for (const c of this.instances) {
      if (!c.place || c.origin !== 'situation' || !c.controller) continue;
      const key = c.place.area === 'extra-monster'
        ? `EX${c.controller === 'A' ? c.place.column : 6 - c.place.column!}`
        : `${c.controller}:${c.place.area === 'field-zone' ? 'field-zone' : c.place.area === 'main' ? 'main' : 'spell-trap'}:${c.place.column}`;
      const other = seen.get(key);
      if (other) {
        const word = placeWord(c.place);
        throw new BindFailure({
          kind: 'invalid',
          message: t(`「${other.card.name}」和「${c.card.name}」写在同一个区域（${word}）：一个区域只能放一张卡。`, `${other.card.name} and ${c.card.name} are written in the same zone (${word}): a zone holds one card.`),
          offset: c.span?.start ?? 0,
          suggestions: [],
        });
      }
      seen.set(key, c);
    }
  }

  /** Added (issue 16, 陷阱怪兽): `X(当作怪兽)` — only a trap monster on the field can be one; anything else is an input error. */
  private asMonster(card: Card, node: ZoneCardNode, zone: ZoneName): Card {
    // SIT-SPELL-TRAP-AS-MONSTER: a Spell or Trap that another card's effect Special Summoned from the Deck as a monster (魔术礼帽,
    // `X(当作怪兽,由魔术礼帽)`): that effect summons Spell/Trap cards. It is a Normal Monster with 0 ATK/DEF, its text and effects its own.
    if (zone === 'field' && !isTrapMonster(card) && (card.type.kind === 'spell' || card.type.kind === 'trap') && node.summonedBy !== undefined && summonsSpellsTrapsAsMonsters(this.resolveCard({ kind: 'name', name: node.summonedBy, quote: null, span: node.span }))) {
      return spellTrapAsMonster(card);
    }
    if (zone !== 'field' || !isTrapMonster(card)) {
      throw new BindFailure({
        kind: 'invalid',
        message: t(
          `「${card.name}」不是场上的陷阱怪兽：只有发动后当作怪兽特殊召唤的陷阱卡才能写“当作怪兽”（如 A场:阿匹卜之化神(当作怪兽)）。`,
          `${card.name} is not a trap monster on the field: only a Trap that Special Summons itself as a monster can be written "as monster" (e.g. A field:Embodiment of Apophis(as monster)).`,
        ),
        offset: node.span.start,
        suggestions: [],
      });
    }
    return trapAsMonster(card);
  }

  /**
   * CH-SHOWN-CARD-NOTE: the names a Fusion Material may stand as this turn — a link of a chain played before (`然后`) whose look lends its
   * targets the shown monster's name (融合识别, `fusionNameOfShown`), targeting this card and naming the shown card (`[确认 X]`), its
   * activation and effect not negated by a note of that chain; said. (Before, the material check never saw it and refused the summon.)
   * Added (s58): or an activation of the turn's history (`本回合:A:融合识别(对象:X,确认:Y)`, its effect applied) targeting this card.
   */
  private fusionNameOfShown(c: CardInstance, earlier: readonly (readonly ScenarioLink[])[], history: readonly HistoryFact[] = []): string[] {
    const out: string[] = [];
    for (const h of history) {
      if (h.kind !== 'activation' || h.negated !== null || h.shown === undefined || out.includes(h.shown)) continue;
      const e = h.effect !== null ? h.card.effects.find((x) => x.n === h.effect) : h.card.effects.find((x) => x.kind === 'activation');
      if (!e?.does.some((a) => a.fusionNameOfShown === 'targets') || !h.about?.some((a) => a.id === c.card.id)) continue;
      out.push(h.shown);
      this.assumptions.push(t(`「${c.card.name}」这个回合作为融合素材可以当作「${h.shown}」（这个回合早些时候「${h.card.name}」以它为对象、给人观看「${h.shown}」的效果）。`, `${c.card.name} may stand as ${h.shown} as Fusion Material this turn (the effect of ${h.card.name} earlier this turn targeted it and showed ${h.shown}).`));
    }
    for (const chain of earlier) {
      for (const l of chain) {
        const e = this.instances.find((x) => x.ref === l.card)?.card.effects.find((x) => x.n === (l.effect ?? 1));
        if (!e?.does.some((a) => a.fusionNameOfShown === 'targets') || !l.targets.includes(c.ref)) continue;
        if (chain.some((o) => o.facts.some((f) => (f.kind === 'negate-activation' || f.kind === 'negate-effect') && f.link === l.n))) continue;
        const shown = l.facts.find((f): f is Extract<NoteFact, { kind: 'chosen' }> => f.kind === 'chosen' && f.action === 'look');
        const name = shown ? this.instances.find((x) => x.ref === shown.card)?.card.name : undefined;
        if (!name || out.includes(name)) continue;
        out.push(name);
        this.assumptions.push(t(`「${c.card.name}」这个回合作为融合素材可以当作「${name}」（之前的连锁中「${this.instances.find((x) => x.ref === l.card)?.card.name ?? ''}」以它为对象、给人观看「${name}」的效果）。`, `${c.card.name} may stand as ${name} as Fusion Material this turn (the effect that targeted it and showed ${name} in an earlier chain).`));
      }
    }
    return out;
  }

  /** SIT-FUSION-DESCRIBED-PART: a Fusion Material as it stands now (./material-view.ts); an Attribute / Type left unknown is said. */
  private fusionMaterialView(c: CardInstance): Card {
    const v = materialView(c, this.instances);
    if (v.unsure) this.assumptions.push(t(`「${c.card.name}」的属性·种族可能被场上的效果改变，这里没有判断：融合素材写明属性·种族的部分按符合处理。`, `${c.card.name}'s Attribute and Type may be changed by an effect on the field and are not judged here: a Fusion Material part stating an Attribute or Type is taken to fit.`));
    return v.card;
  }

  /**
   * SIT-DECLARED: a card listed `X(宣言:Y)` — the race or Attribute its activation declared. Its continuous changes to what was
   * declared (「变成宣言的种族」, the compiler's DECLARED) become changes to Y; a card with none is told so.
   */
  private declaredAs(card: Card, value: string): Card {
    const isAttribute = !value.endsWith('族');
    let used = false;
    const effects = card.effects.map((e) => ({
      ...e,
      does: e.does.map((a) => {
        if (!a.becomes) return a;
        if (isAttribute ? a.becomes.attribute !== DECLARED : a.becomes.race !== DECLARED) return a;
        used = true;
        return { ...a, becomes: { ...a.becomes, ...(isAttribute ? { attribute: value } : { race: value }) } };
      }),
    }));
    if (!used) {
      throw new BindFailure({ kind: 'invalid', message: t(
        `「${card.name}」的效果没有把卡变成发动时宣言的${isAttribute ? '属性' : '种族'}：“宣言:${value}”不适用。`,
        `${card.name} has no effect that makes cards the ${isAttribute ? 'Attribute' : 'Type'} declared at its activation: "宣言:${value}" does not apply.`,
      ), offset: 0, suggestions: [] });
    }
    this.assumptions.push(t(`「${card.name}」发动时宣言了${value}${isAttribute ? '属性' : ''}（按情境）。`, `${card.name} declared ${isAttribute ? attributeEn(value) : raceEn(value)} at its activation, as the situation says.`));
    return { ...card, effects };
  }

  /**
   * SIT-CHANGED-HERE: a card listed `X(属性:地)` / `X(种族:恐龙族)` — an earlier effect gave it that Attribute or Type where it is now;
   * it keeps it while it stays there, and is its own self again once it moves. Said in the assumptions.
   */
  private changedHere(card: Card, node: ZoneCardNode): Card {
    if (card.type.kind !== 'monster') {
      throw new BindFailure({ kind: 'invalid', message: t(`「${card.name}」不是怪兽卡：“属性:”“种族:”只写在怪兽卡后面。`, `${card.name} is no monster card: "属性:" and "种族:" are written only after a monster card.`), offset: node.span.start, suggestions: [] });
    }
    const what = [node.becameAttribute !== undefined ? `${node.becameAttribute}属性` : null, node.becameRace ?? null].filter(Boolean).join('·');
    // In English the game's words ('WATER', 'Dinosaur'), not the Chinese ones.
    const whatEn = [node.becameAttribute !== undefined ? attributeEn(node.becameAttribute) : null, node.becameRace !== undefined ? `a ${raceEn(node.becameRace)}` : null].filter(Boolean).join(' and ');
    this.assumptions.push(t(
      `「${card.name}」按情境被之前的效果变成${what}（只在它现在所在的地方适用；移动后变回原本的属性·种族）。`,
      `${card.name} is ${whatEn}, made so by an earlier effect as the situation says (only where it is now; once it moves it has its own Attribute and Type again).`,
    ));
    const changed: Card = { ...card, ...(node.becameAttribute !== undefined ? { attribute: node.becameAttribute } : {}), ...(node.becameRace !== undefined ? { race: node.becameRace } : {}) };
    rememberChangedHere(changed, card);
    return changed;
  }

  private renamed(card: Card, name: string): Card {
    this.assumptions.push(t(
      `「${card.name}」按情境卡名当作「${name}」（效果不变；「这个卡名」的使用次数等按原本卡名计算）。`,
      `${card.name}'s name is treated as ${name}, as the situation says (its effects stay; limits bound to its name count its original name).`,
    ));
    // CMP-ALSO-ARCHETYPE: 「这张卡在规则上也当作「X」卡使用」 is part of its name line — the name changed, it no longer applies.
    const { alsoArchetypes: _ruleArchetypes, ...rest } = card;
    const renamed: Card = { ...rest, name };
    // WIN-NAME-OFF-FIELD: off the field it is its own card again (./renamed.ts).
    rememberRenamed(renamed, card);
    return renamed;
  }

  /**
   * FD-MATERIAL-GRANTS (issue 16, rules reference docs/c02/基本用语.rst:1398–1453): a face-up monster on the field listed with its
   * materials (`素材:X+Y`) has the effects those materials give the monster summoned with them (the compiler's `grantsSummoned`:
   * an Xyz Monster the ones 「这张卡为素材作超量召唤的怪兽得到以下效果」 give, of the Attribute or archetype they name, 「只用…名字带有
   * 「X」的怪兽为素材」 only when every listed material is one), numbered after its own. Turned face-down or banished and back
   * (`变里侧`, `一时除外`) it no longer remembers its materials and has none of them. Said in the assumptions.
   */
  private withMaterialGrants(card: Card, node: ZoneCardNode, zone: ZoneName): Card {
    if (!node.materials?.length || zone !== 'field' || card.type.kind !== 'monster' || node.states.includes('set')) return card;
    if (node.states.includes('turned-face-down') || node.states.includes('banished-and-back')) return card;
    const materials = node.materials.map((name) => this.resolveCard({ kind: 'name', name, quote: null, span: node.span }));
    let n = Math.max(0, ...card.effects.map((e) => e.n));
    const gained: EffectFacts[] = [];
    const from: string[] = [];
    for (const m of materials) {
      for (const g of m.effects.flatMap((e) => (e.grantsSummoned ? [e.grantsSummoned] : []))) {
        if (!card.type.subtypes.includes(g.method) && !g.alsoMethods?.some((x) => card.type.subtypes.includes(x))) continue;
        if (g.attribute !== undefined && card.attribute !== g.attribute) continue;
        if (g.archetype !== undefined && !card.name.includes(g.archetype)) continue;
        if (g.allMaterials !== undefined && !materials.every((x) => x.name.includes(g.allMaterials!))) continue;
        const base = n;
        gained.push(...g.effects.map((e) => ({ ...e, n: base + e.n })));
        n = base + Math.max(...g.effects.map((e) => e.n));
        from.push(m.name);
      }
    }
    if (gained.length === 0) return card;
    const first = Math.min(...gained.map((e) => e.n));
    this.assumptions.push(t(
      `「${card.name}」以${from.map((x) => `「${x}」`).join('、')}为素材出场，得到它给与的效果（按情境；编号接在自身效果之后，从${effectMark(first).zh}起）。`,
      `${card.name} was summoned with ${from.join(', ')} as material and has the effects it gives (as the situation says; numbered after its own, from ${effectMark(first).en}).`,
    ));
    // A monster with no effects that gains one is an Effect Monster (基本用语.rst:1400), its effects inferred from the material's text.
    const subtypes = card.type.subtypes.includes('effect') ? card.type.subtypes : [...card.type.subtypes.filter((x) => x !== 'normal'), 'effect'];
    const out: Card = { ...card, type: { ...card.type, subtypes }, effects: [...card.effects, ...gained], source: card.source === 'unknown' ? 'inferred' : card.source };
    GRANTED.add(out);
    return out;
  }

  /**
   * Added (issue 16, 复制): a card listed as `X(复制:Y)` — it took Y's name and Y's effects (混沌幻影, 霸王眷龙 凶饿毒):
   * the same card X (its passcode, its type, its stats) with Y's name and Y's effects, numbered as Y numbers them.
   * A chain link naming X is this card and uses those effects. Said in the assumptions.
   */
  private copyOf(card: Card, node: ZoneCardNode): Card {
    const from = this.resolveCard({ kind: 'name', name: node.copies!, quote: null, span: node.span });
    // FD-GAIN-EFFECTS: `(得到效果:Y)` — Y's effects used as this card's own (救世星龙); the name stays this card's.
    if (node.copiesEffectsOnly) {
      this.assumptions.push(t(
        `「${card.name}」按情境可以把「${from.name}」记述的效果作为自身的效果使用（卡名仍是「${card.name}」；效果编号按「${from.name}」）。`,
        `${card.name} may use ${from.name}'s effects as its own, as the situation says (its name stays ${card.name}; numbered as ${from.name}'s).`,
      ));
      return { ...card, effects: from.effects, ...effectTextFacts(from), copiedFrom: { id: from.id, name: from.name, nameKept: true } };
    }
    this.assumptions.push(t(
      `「${card.name}」按情境当作「${from.name}」：得到它的卡名和效果（效果编号按「${from.name}」）。`,
      `${card.name} is taken as ${from.name}, as the situation says: it has that card's name and effects (numbered as ${from.name}'s).`,
    ));
    // (Its text is the copied card's: a copy reads as if the card's text were rewritten — 「持有掷骰子效果的卡」, CMP-DICE-CARD; and the
    // counters that text places on itself are the ones it may hold, CNT-CAN-HOLD.)
    // CMP-COPY-TAKES-ATK: 「…得到相同的原本攻击力和效果」 — the copier's own text says it takes the copied card's printed ATK (and DEF).
    const stats = card.copyTakesStats === 'atk' ? { atk: from.atk } : card.copyTakesStats === 'atk-def' ? { atk: from.atk, def: from.def } : {};
    if (card.copyTakesStats && from.atk !== undefined) {
      this.assumptions.push(t(
        `「${card.name}」的文本记述得到相同的原本攻击力${card.copyTakesStats === 'atk-def' ? '·守备力' : ''}：原本攻击力当作${from.atk}${card.copyTakesStats === 'atk-def' ? `、原本守备力当作${from.def ?? '?'}` : ''}（「${from.name}」的数值）。`,
        `${card.name}'s text gives it the same original ATK${card.copyTakesStats === 'atk-def' ? ' and DEF' : ''}: its original ATK is ${from.atk}${card.copyTakesStats === 'atk-def' ? `, its original DEF ${from.def ?? '?'}` : ''} (${from.name}'s).`,
      ));
    }
    // FD-COPY-KEEPS-OWN (docs/c03/复制.rst:21): 『得到』 adds the gained text to the card's own — it keeps its own effects (a battle-damage
    // change of its own still applies). They are numbered after the copied card's, which keep their numbers.
    const base = Math.max(0, ...from.effects.map((e) => e.n));
    const kept = card.effects.filter((e) => !e.pendulum).map((e) => ({ ...e, n: base + e.n }));
    if (kept.length > 0) {
      const first = Math.min(...kept.map((e) => e.n));
      this.assumptions.push(t(
        `「${card.name}」得到的效果加在它自身的效果上：自身记述的效果仍然持有（编号接在「${from.name}」的效果之后，从${effectMark(first).zh}起）。`,
        `${card.name} gains those effects besides its own: it keeps the effects printed on it (numbered after ${from.name}'s, from ${effectMark(first).en}).`,
      ));
    }
    return { ...card, ...stats, name: from.name, effects: [...from.effects, ...kept], ...effectTextFacts(from), ...(from.text !== undefined ? { text: from.text } : {}), ownCounters: from.ownCounters, rollsDice: from.rollsDice, alsoNames: from.alsoNames, copiedFrom: { id: from.id, name: from.name, ...(card.text !== undefined ? { ownText: card.text } : {}), ownEffects: card.effects, keptEffects: kept } };
  }

  /**
   * Added (issue 16, 装备卡): the monster a listed equip card is equipped to — a face-up monster on the
   * field of that name (its controller's side first). Not found: a precise error, never a guess.
   */
  private bindEquip(node: ZoneCardNode, ref: string): void {
    const equip = this.instances.find((c) => c.ref === ref);
    const name = node.equippedTo!;
    if (!equip) return;
    const fail = (message: Text) => {
      throw new BindFailure({ kind: 'invalid', message, offset: node.span.start, suggestions: [] });
    };
    if (equip.zone !== 'spell' && equip.zone !== 'monster') {
      fail(t(`「${equip.card.name}」不在场上，不能写“装备:${name}”。`, `${equip.card.name} is not on the field: it cannot be "equipped to ${name}".`));
    }
    const card = this.resolveCard({ kind: 'name', name, quote: null, span: node.span });
    const on = this.instances.filter((c) => c.origin === 'situation' && c.zone === 'monster' && c.faceUp && c.card.id === card.id);
    const monster = on.find((c) => c.controller === equip.controller) ?? on[0];
    if (!monster) {
      fail(t(
        `「${equip.card.name}」装备的「${card.name}」不在场上表侧表示的怪兽中：请在 A场/B场 写上它。`,
        `${equip.card.name} is equipped to ${card.name}, which is not a face-up monster listed on the field: list it under A场/B场.`,
      ));
    }
    equip.equippedTo = monster!.ref;
  }

  /**
   * Added (issue 16, CT-BOND): the card a listed card keeps targeting (`活死人的呼声(对象:青眼白龙)`, 持续取对象) — a face-up
   * card on the field of that name (its controller's side first). Not found: a precise error, never a guess.
   */
  private bindTargeting(node: ZoneCardNode, ref: string): void {
    const holder = this.instances.find((c) => c.ref === ref);
    if (!holder) return;
    // `(对象:X+Y)` (CT-BOND-DESTROYED): a card keeping several targets (万能地雷未爆弹's 「选择的…2只怪兽」), each a card of its own.
    const names = node.targeting!.split('+').map((n) => n.trim()).filter((n) => n.length > 0);
    const taken: string[] = [];
    for (const name of names) taken.push(this.boundTarget(node, holder, name, taken));
    holder.targeting = taken[0];
    if (taken.length > 1) holder.alsoTargeting = taken.slice(1);
  }

  private boundTarget(node: ZoneCardNode, holder: CardInstance, name: string, taken: readonly string[]): string {
    const ref = holder.ref;
    const fail = (message: Text) => {
      throw new BindFailure({ kind: 'invalid', message, offset: node.span.start, suggestions: [] });
    };
    if (holder.zone !== 'spell' && holder.zone !== 'monster') {
      fail(t(`「${holder.card.name}」不在场上，不能写“对象:${name}”（持续取对象的是场上的卡）。`, `${holder.card.name} is not on the field: it cannot be "targeting ${name}" (a card keeps a target only while on the field).`));
    }
    const card = this.resolveCard({ kind: 'name', name, quote: null, span: node.span });
    const on = this.instances.filter((c) => c.origin === 'situation' && c.ref !== ref && (c.zone === 'monster' || c.zone === 'spell') && c.card.id === card.id);
    const free = on.filter((c) => !taken.includes(c.ref));
    const target = free.find((c) => c.controller === holder.controller) ?? free[0];
    if (!target) {
      fail(t(
        `「${holder.card.name}」持续取对象的「${card.name}」不在场上：请在 A场/B场 写上它。`,
        `${holder.card.name} keeps targeting ${card.name}, which is not listed on the field: list it under A场/B场.`,
      ));
    }
    return target!.ref;
  }

  /**
   * CH-STAT-MATERIALS: a monster whose original ATK is counted by its materials (召命之神弓-阿波罗萨 「连接素材的怪兽数量×800」) with no
   * `(素材:X+Y)` written is counted with as many as its Link Rating (src/engine/game/stat-scale.ts) — said here.
   */
  private materialsSaid(card: Card, states: CardState[], setDown: boolean): CardState[] {
    if (setDown || states.includes('has-materials')) return states;
    const scaled = card.effects.find((e) => e.kind === 'continuous' && e.does.some((a) => a.change?.per !== undefined && 'materials' in a.change.per));
    const step = scaled?.does.find((a) => a.change?.per !== undefined && 'materials' in a.change.per);
    if (!step?.change || card.level === undefined) return states;
    const n = card.level;
    const v = (step.change.value ?? 0) * n;
    this.assumptions.push(t(
      `「${card.name}」没有写素材：按它的连接数假定用了${n}只怪兽作素材（原本攻击力${v}）；写 (素材:X+Y) 按写出的素材数量计算。`,
      `${card.name}: its materials are not given; assumed ${n}, as many as its Link Rating (original ATK ${v}); write (materials: X+Y) to count the ones used.`,
    ));
    return states;
  }

  /**
   * FD-SUMMON-MEMORY: a Fusion, Synchro, Xyz, Link or Ritual Monster on the field whose summon is not
   * stated is taken as summoned by its own method (`(同调召唤)` …) — what a player who lists it usually
   * means —, said when one of its own effects reads how it was summoned. `(特殊召唤)` or `(未正规出场)`
   * says otherwise.
   */
  private usualSummon(card: Card, states: CardState[], player: Player): CardState[] {
    const says = states.some((x) => (x.endsWith('-summoned') && x !== 'properly-summoned') || x.startsWith('summoned-from-'));
    // CH-DEFUSE-SET: `(自身特召)` (by its own procedure, 嵌合巨舰龙) says it was not summoned by its method either.
    if (says || states.includes('not-properly-summoned') || states.includes('summoned-by-itself')) return states;
    const how = (['fusion', 'synchro', 'xyz', 'link', 'ritual'] as const).find((k) => card.type.subtypes.includes(k));
    if (!how) return states;
    // SIT-HISTORY-SUMMON-KIND: the turn's history says its player summoned it by that method (`本回合:A:X(超量召唤)`): not assumed.
    if (readsSummon(card.effects, how) && this.historyMethods.get(`${player}|${card.id}`) !== how) {
      const word = SUMMON_WORDS[how];
      this.assumptions.push(t(
        `「${card.name}」没有写明怎样出场，假定是${word[0]}的（不是的话写 (特殊召唤)）。`,
        `${card.name}: how it was summoned is not given; assumed ${word[1]} Summoned (write (special summoned) if not).`,
      ));
    }
    return [...states, `${how}-summoned` as CardState];
  }

  // ── chain links ────────────────────────────────────────────────────────────────────────────────

  /**
   * SIT-THEN-CHAIN / SIT-THEN-ACTION: the chains written before the last part (`C1 … 然后 C1 …`, `C1 … 然后 <action>`), bound in order,
   * their links numbered K1-, K2- … apart from the last part's. (SIT-COST-PAID-ONCE: a card an earlier chain paid as a cost has moved
   * too — the set is kept across the chains.)
   */
  private bindEarlierChains(chains: LinkNode[][]): ScenarioLink[][] {
    const out: ScenarioLink[][] = [];
    chains.forEach((chain, i) => {
      this.linkPrefix = `K${i + 1}`;
      const links: ScenarioLink[] = [];
      for (const link of chain) links.push(this.bindLink(link, links));
      out.push(links);
      this.priorLinks.push(...links);
    });
    this.linkPrefix = '';
    return out;
  }

  private bindLink(node: LinkNode, earlier: ScenarioLink[]): ScenarioLink {
    const typed = this.resolveCard(node.card);
    // A listed card that took another card's name and effects (`(复制:Y)`) is that card, with those effects.
    // Issue 10: with no card listed in the situation (most chains), no listed copy to look for among the instances.
    const listedAny = this.listedAny();
    const copy = listedAny && this.instances.find((c) => c.origin === 'situation' && c.card.id === typed.id && c.card !== typed && c.card.name !== typed.name && (!node.controller || c.controller === node.controller) && !this.isTakenByLink(c.ref));
    const card = copy ? copy.card : typed;
    let controller: Player;
    let controllerAssumed = false;
    if (node.controller) {
      controller = node.controller;
    } else {
      // Left out: C1 is the turn player's, each later link the opponent of the link before.
      const previous = earlier[earlier.length - 1];
      const convention = previous ? opponent(previous.controller) : this.turnPlayer;
      controllerAssumed = true;
      // SIT-LINK-LISTED-CONTROLLER: the situation lists the card, free, where it can be activated from, for one player only —
      // that player's card is the one (`{回合:B A手:栗子球} C1 栗子球` is A's 栗子球, not a new one of B's). Both: the convention.
      // (Read only when the situation lists some card.)
      const where = listedAny ? this.activatableListed(card, node.effect, node.pendulum === true) : NO_LISTERS;
      const only = where.A && !where.B ? 'A' : where.B && !where.A ? 'B' : null;
      controller = only ?? convention;
      const why = previous ? t(`C${previous.n} 的对方`, `the opponent of C${previous.n}'s controller`) : t('回合玩家', 'the turn player');
      if (only && only !== convention) {
        const zone = where[only]!;
        this.assumptions.push(
          t(
            `C${node.n}「${card.name}」的控制者未写明：情境只给 ${only} 列出了能发动的「${card.name}」（${ZONE_ZH[zone]}），按 ${only} 的那张判断（按惯例本会假定为 ${convention}（${why.zh}）；要 ${convention} 的另一张，写 ${convention}:${card.name}）。`,
            `C${node.n} ${card.name}: controller not given; the situation lists a ${card.name} that can be activated for ${only} only (${ZONE_EN[zone]}), so it is ${only}'s (the convention would have assumed ${convention}, ${why.en}; for another copy of ${convention}'s, write ${convention}:${card.name}).`,
          ),
        );
      } else {
        this.assumptions.push(
          t(
            `C${node.n}「${card.name}」的控制者未写明，按惯例假定为 ${controller}（${why.zh}）。`,
            `C${node.n} ${card.name}: controller not given; assumed ${controller} (${why.en}).`,
          ),
        );
        if (where.A && where.B) {
          const other = opponent(controller);
          this.assumptions.push(
            t(
              `C${node.n}：情境给 A 和 B 都列出了能发动的「${card.name}」，按惯例取 ${controller} 的；要 ${other} 的那张，写 ${other}:${card.name}。`,
              `Chain Link ${node.n}: the situation lists a ${card.name} that can be activated for both A and B; by the convention it is ${controller}'s; for ${other}'s, write ${other}:${card.name}.`,
            ),
          );
        }
      }
    }
    // Pendulum Effects (P①) are numbered apart from the monster effects (notation form 17).
    // Counted only for a link typed with P① (most links have none).
    const pendulumCount = node.pendulum ? card.effects.filter((e) => e.pendulum).length : 0;
    if (node.pendulum && card.source !== 'unknown' && (pendulumCount === 0 || (node.effect !== null && node.effect > pendulumCount))) {
      throw new BindFailure({
        kind: 'invalid',
        message:
          pendulumCount === 0
            ? t(`「${card.name}」没有灵摆效果：P① 只用于灵摆卡的灵摆效果。怪兽效果请写 ①。`, `${card.name} has no Pendulum Effect: P① is only for a Pendulum card's Pendulum Effects. Write ① for a monster effect.`)
            : t(`「${card.name}」只有 ${pendulumCount} 个灵摆效果，没有 P${circled(node.effect!)}。`, `${card.name} has ${pendulumCount} Pendulum Effect(s), not P${node.effect}.`),
        offset: node.card.span.end,
        suggestions: [],
      });
    }
    // A card may list only some of its effects under their printed numbers (a newer card restated in part keeps
    // its ② as ②), so the highest number counts, not how many effects are listed.
    // Read only for a typed number (most links name none), in one pass: no spread, no intermediate arrays (issue 10).
    const highestEffect = node.effect !== null && !node.pendulum ? highestEffectNumber(card.effects) : 0;
    if (node.effect !== null && !node.pendulum && card.source !== 'unknown' && card.effects.length > 0 && node.effect > highestEffect) {
      throw new BindFailure({
        kind: 'invalid',
        message: t(
          `「${card.name}」只有 ${highestEffect} 个效果，没有效果 ${node.effect}。请写 ①…${circled(highestEffect)} 之一，或不写效果编号。`,
          `${card.name} has ${highestEffect} effect(s), not effect ${node.effect}. Write an effect number from 1 to ${highestEffect}, or none.`,
        ),
        offset: node.card.span.end,
        suggestions: [],
      });
    }

    // The card may be one the situation lists (a set trap, a card in hand): the link is that card.
    // Of several listed copies (one in the hand, one on the field), the one where the effect is activated from.
    let copies = listedAny ? this.instances.filter(
      (c) => c.origin === 'situation' && c.card.id === card.id && c.controller === controller && !this.isTakenByLink(c.ref),
    ) : NO_INSTANCES;
    // SIT-ACTION-CARD: no copy listed — a card the action before the chain named (the monster it summons, not listed) is the link's card,
    // as if the situation listed it there. (Read only when there is an action.)
    if (copies.length === 0 && this.actionNamed) copies = this.instances.filter((c) => c.origin === 'action' && c.card.id === card.id && c.controller === controller && !this.isTakenByLink(c.ref));
    // (A Spell/Trap named bare is a card activation: of a face-up copy on the field, already activated, and another in the hand or
    // Set, the other — issue 16, a second Equip Spell of one name, docs/c03/装备卡.rst:31.)
    // SIT-LINK-UNUSED-COPY: of copies one of which is marked used (已用), an unused one — the one that can be activated, whatever the order listed.
    const unused = copies.length > 1 && copies.some((c) => c.states.includes('used')) ? copies.filter((c) => !c.states.includes('used')) : NO_INSTANCES;
    const pool = unused.length > 0 ? unused : copies;
    const listed = pool.length > 1 ? (pool.find((c) => activatedThere(card, node.effect, c.zone)) ?? (node.effect === null && card.type.kind !== 'monster' ? pool.find(notActive) : undefined) ?? pool[0]) : pool[0];
    // A Continuous/Field/Equip Spell/Trap named again with an effect number (`卡名①`) by the same player
    // in this chain, with no other copy listed, is that same card: its card activation, then one of its
    // effects. Named bare, it is another copy's card activation.
    // Likewise a monster named again by the same player with another effect number (`X②` then `X①`), no other copy listed,
    // is that same monster using its other effect (c02 连锁基础: a dragon's ② then its ① in the same chain).
    // (Issue 10: both read only for a link with an effect number and no listed copy — most links have neither.)
    let again: ScenarioLink | undefined;
    if (!listed && node.effect !== null) {
      const lasting = card.type.kind !== 'monster' && card.type.subtypes.some(isLastingSubtype);
      const otherEffect = (l: ScenarioLink) => card.type.kind === 'monster' && !node.pendulum && !l.pendulum && l.effect !== null && l.effect !== node.effect;
      again = earlier.find((l) => l.controller === controller && this.instances.find((c) => c.ref === l.card)?.card.id === card.id && (lasting || otherEffect(l)));
    }
    // SIT-LINK-MONSTER-AGAIN: a monster the situation lists face-up in a Monster Zone, taken by an earlier link of this chain and named
    // again by the same player — with the same effect or none written — and no other copy listed, is that same monster: it stays on the
    // field and its effect may be activated again (whether that is allowed — once per chain, once per turn — is the engine's to judge).
    // Taking another, unlisted copy instead would judge a card the situation does not have (no materials, ATK 0, its place assumed).
    const onFieldAgain = !listed && !again && card.type.kind === 'monster' && !node.pendulum && activatableFrom(card, node.effect, false, 'monster')
      ? earlier.find((l) => {
          if (l.controller !== controller || l.pendulum) return false;
          const inst = this.instances.find((c) => c.ref === l.card);
          const first = inst?.sameAs ? this.instances.find((c) => c.ref === inst.sameAs) : undefined;
          return inst?.card.id === card.id && first?.origin === 'situation' && first.zone === 'monster' && first.faceUp;
        })
      : undefined;
    if (onFieldAgain) again = onFieldAgain;
    // CH-SHOWN-SELF-ONCE (./shown-again.ts): a hand card that showed itself for an earlier link of this chain is still in the hand;
    // named again with no other copy listed, it is that card.
    const shownAgain = !listed && !again && showsItselfFromHand(card, node.effect)
      ? earlier.find((l) => l.controller === controller && this.instances.find((c) => c.ref === l.card && c.card.id === card.id && c.zone === 'hand'))
      : undefined;
    const ref = this.lref(node.n);
    // SIT-THEN-CHAIN: a card of an earlier chain's link named again by the same player, no free copy listed — a monster, or a
    // Continuous/Field/Equip Spell/Trap (still where it was, or wherever that chain left it) — is that same card.
    const before = !listed && !again && !shownAgain ? this.sameCardEarlier(card, controller) : undefined;
    if (shownAgain) {
      const first = this.instances.find((c) => c.ref === shownAgain.card)!;
      this.instances.push({ ...first, ref, origin: 'link', sameAs: shownAgain.card, span: node.card.span });
      this.assumptions.push(
        t(
          `C${node.n}「${card.name}」和 C${shownAgain.n} 是手卡的同一张卡（情境的手卡中没有另一张）；要用另一张，请在手卡里列出两张。`,
          `Chain Link ${node.n} (${card.name}) is the same hand card as Chain Link ${shownAgain.n} (the situation's hand lists no other copy); for another copy, list two in the hand.`,
        ),
      );
    } else if (before) {
      const first = this.instances.find((c) => c.ref === before.card)!;
      const { chain: _chain, ...rest } = first;
      this.instances.push({ ...rest, ref, origin: 'link', sameAs: before.card, span: node.card.span });
      this.assumptions.push(
        t(
          `C${node.n}「${card.name}」是之前的连锁里发动过的那张卡（情境没有列出另一张）；要用另一张，请在情境里列出两张。`,
          `Chain Link ${node.n} (${card.name}) is the card activated in the earlier chain (the situation lists no other copy); for another copy, list two in the situation.`,
        ),
      );
    } else if (again) {
      const first = this.instances.find((c) => c.ref === again.card)!;
      this.instances.push({ ...first, ref, origin: 'link', sameAs: again.card, span: node.card.span });
      this.assumptions.push(
        again === onFieldAgain
          ? t(
              `C${node.n}「${card.name}」和 C${again.n} 是场上的同一只怪兽（情境中没有另一张）；要用另一张，请在情境里列出两张。`,
              `C${node.n} ${card.name} is the same monster on the field as C${again.n} (the situation lists no other copy); for another copy, list two in the situation.`,
            )
          : card.type.kind === 'monster'
            // A monster has no card activation: named again with another effect number, it is that monster using another of its effects.
            ? t(
                `C${node.n}「${card.name}」和 C${again.n} 是同一只怪兽（情境中没有另一张）：它的另一个效果；要用另一张，请在情境里列出两张。`,
                `C${node.n} ${card.name} is the same monster as C${again.n} (the situation lists no other copy): another of its effects; for another copy, list two in the situation.`,
              )
            : t(
                `C${node.n}「${card.name}」和 C${again.n} 是同一张卡（情境中没有另一张）：先是卡的发动，再是它的效果。`,
                `C${node.n} ${card.name} is the same card as C${again.n} (the situation lists no other copy): first its card activation, then its effect.`,
              ),
      );
    } else {
      // The situation lists this card for the other player only (a typo in the player, most often): the link is
      // another copy of the player written — said, so the user sees which card was judged.
      const theirs = !listed && !controllerAssumed && listedAny
        ? this.instances.find((c) => c.origin === 'situation' && c.card.id === card.id && c.controller === opponent(controller))
        : undefined;
      // SIT-THEN-TAKEN-MONSTER: the other player's monster an earlier chain's link of this player targeted (天龙雪狱, 死者苏生 on the
      // opponent's GY) may now be this player's — named again by this player with no copy of its own listed, it is that card; where
      // it is and who controls it are what that chain left (the engine's to read), not another copy assumed on the field.
      const seized = theirs && card.type.kind === 'monster' ? this.targetedEarlierBy(theirs.ref, controller) : undefined;
      if (theirs && seized) {
        this.instances.push({ ...theirs, ref, controller, origin: 'link', sameAs: theirs.ref, span: node.card.span });
        this.assumptions.push(
          t(
            `C${node.n}「${card.name}」是之前的连锁里 ${controller} 的「${seized.name}」取对象的那张卡（情境没有给${controller}列出另一张）：按那个连锁处理后它的位置和控制者判断。`,
            `Chain Link ${node.n} (${card.name}) is the card ${controller}'s ${seized.name} targeted in the earlier chain (the situation lists no copy of ${controller}'s own): judged where that chain left it, under the player it left it with.`,
          ),
        );
      } else {
      // The only copies the situation lists for this player are already the cards of earlier links: this link is another copy the
      // situation does not list — said, so the user sees it was not taken for the same card (a Spell/Trap Card is activated once).
      const taken = !listed && !theirs && listedAny && card.type.kind !== 'monster'
        ? this.instances.find((c) => c.origin === 'situation' && c.card.id === card.id && c.controller === controller && this.isTakenByLink(c.ref))
        : undefined;
      if (taken) {
        this.assumptions.push(
          t(
            `C${node.n}「${card.name}」：情境给${controller}列出的「${card.name}」已经是更早的连锁块的卡（一张卡只能发动一次），这里按另一张没有列出的卡判断；如果只有一张，这个连锁块不能发动。`,
            `Chain Link ${node.n} (${card.name}): the ${card.name} the situation lists for ${controller} is already an earlier link's card (a card is activated once), so this is judged as another copy it does not list; with only one, this link cannot be activated.`,
          ),
        );
      }
      if (theirs) {
        this.assumptions.push(
          t(
            `C${node.n}「${card.name}」写的是${controller}的，但情境只给${theirs.controller}列了「${card.name}」：按${controller}自己的另一张判断（要指${theirs.controller}的那张，写 ${theirs.controller}:${card.name}）。`,
            `Chain Link ${node.n} (${card.name}) is written as ${controller}'s, but the situation lists ${card.name} for ${theirs.controller} only: judged as another copy of ${controller}'s own (for ${theirs.controller}'s, write ${theirs.controller}:${card.name}).`,
          ),
        );
      }
      this.instances.push({
        ref,
        card,
        controller,
        controllerAssumed,
        zone: listed?.zone ?? null,
        faceUp: listed?.faceUp ?? true,
        position: listed?.position ?? null,
        states: listed?.states ?? [],
        origin: 'link',
        sameAs: listed?.ref ?? null,
        span: node.card.span,
      });
      }
    }

    // SIT-THEN-CHAIN: a link of a chain played before the last one says so (the engine's history reads it).
    // (Issue 10: every branch above pushed the link's instance last — refs are unique —, and a `delete` of a key it does not
    // have is a runtime call for nothing.)
    const inst = this.instances[this.instances.length - 1]!;
    if (this.linkPrefix) inst.chain = this.linkPrefix;
    else if ('chain' in inst) delete inst.chain;
    // SIT-TARGET-COPIES: a name written twice among one link's targets is two copies — the second takes another listed copy (「…梅尔卡巴,
    // …梅尔卡巴」 with two banished was one card twice, so the check of different names never saw two of one name).
    const targets: string[] = [];
    node.targets.forEach((mention, i) => targets.push(this.bindTarget(mention, node.n, controller, i + 1, targetZone(card, node.effect), targets)));
    // Issue 10: where an added card comes from matters only to a note (most links have none).
    const facts = node.notes.length ? this.noteFacts(node.n, node.notes, controller, this.addPlaces(ref, node.effect), this.summonPlaces(ref, node.effect), this.summonPlaces(ref, node.effect, 'look'), card) : [];
    if (targets.length === 0 && facts.length) this.targetFromNote(ref, node.n, node.effect, facts, targets);
    if (facts.length) this.placeDeclared(ref, node.n, node.effect, facts, controller, node.span);
    // (Two literals, `pendulum` after `effect` when there is one: not a spread of an empty object per link.)
    return node.pendulum
      ? { n: node.n, card: ref, effect: node.effect, pendulum: true, controller, controllerAssumed, targets, notes: node.notes, facts, span: node.span }
      : { n: node.n, card: ref, effect: node.effect, controller, controllerAssumed, targets, notes: node.notes, facts, span: node.span };
  }

  /**
   * CH-LINGER-SUMMON-LOCK-DECLARED: `宣言:融合` on an earlier activation — the monster type it declared, when its card declares one (次元障壁);
   * a word it cannot declare is refused. For another card the word is what it was before: a card its effect was about (`宣言:X`).
   */
  private historyDeclaredType(card: Card, word: string | undefined, span: HistoryEntryNode['span']): Pick<HistoryFact, 'declaredType' | 'about'> {
    if (word === undefined) return {};
    const typed = declaredTypeFor(card, word, t('本回合：', 'Earlier this turn: '));
    if (typed && 'refused' in typed) throw new BindFailure({ kind: 'invalid', message: typed.refused, offset: span.start, suggestions: [] });
    if (typed) return { declaredType: typed.type };
    return { about: [this.resolveCard({ kind: 'name', name: word, quote: null, span })] };
  }

  /** A link's notes as facts; a note not understood is kept as a remark and said in the warnings. */
  private noteFacts(n: number, notes: LinkNode['notes'], controller: Player, addFrom: readonly Zone[] = ['deck', 'gy', 'banished'], summonFrom: readonly Zone[] = [], lookFrom: readonly Zone[] = [], linkCard?: Card): NoteFact[] {
    const facts: NoteFact[] = [];
    const named = new Set<string>();
    for (const note of notes) {
      const parsed = parseNote(note);
      if (parsed.directives.length) facts.push(...parsed.directives.map((d) => this.bindNamedCard(d, n, controller, note, named, addFrom, summonFrom, lookFrom, linkCard)));
      else {
        const warning = t(
          `C${n} 的注记「${note.text}」引擎看不懂，只当作说明保留（可用的注记见 NOTES）。`,
          `Chain Link ${n}: the note "${note.text}" is not one the engine understands; kept as a remark (see NOTES for the notes it reads).`,
        );
        if (!this.warnings.some((w) => w.zh === warning.zh)) this.warnings.push(warning);
      }
    }
    return facts;
  }

  /**
   * SIT-DECLARE-RULE-NAME: a card 「这个卡名在规则上当作「Y」使用」 has no name of its own by rule — an effect that declares a card
   * name (`[宣言 X]`) cannot declare it (Y can be); a card 「也当作」 another keeps its own name too. A name not found is left alone.
   */
  private checkDeclaredName(name: string, n: number, note: LinkNode['notes'][number]): { name: string; card?: Card } {
    let card: Card | undefined;
    try {
      card = this.resolveCard({ kind: 'name', name, quote: null, span: note.span });
    } catch (err) {
      // CH-DECLARED-NAME: a name that could be several cards is asked about, like any card name; one the catalog does not know (a card
      // newer than it) is compared as written — and said.
      if (err instanceof BindFailure && err.error.kind === 'ambiguous-card') throw err;
      this.pushOnce(t(`C${n} 宣言的「${name}」在卡片数据库中找不到：按写的卡名比较。`, `Chain Link ${n} declares 「${name}」, which the card database does not know: names are compared as written.`));
      return { name };
    }
    // SIT-DECLARE-NO-TOKEN: a Token is no real card — an effect that declares a card name can declare only a real card
    // (docs/c02/基本用语.rst:1074–1079).
    if (card.type.kind === 'monster' && card.type.subtypes.includes('token') && (card.name === name || card.name.includes(name))) {
      throw new BindFailure({
        kind: 'invalid',
        message: t(
          `C${n} 宣言的「${card.name}」是衍生物：衍生物不是真实的卡片，宣言卡名的效果只能宣言真实的卡片，不能宣言衍生物的卡名。`,
          `Chain Link ${n} declares ${card.name}, a Token: a Token is no real card, and an effect that declares a card name can declare only a real card, not a Token's name.`,
        ),
        offset: note.span.start,
        suggestions: [],
      });
    }
    const rule = card.text ? /(?:这个卡名|这张卡的?卡?名)在规则上当作「([^」]+)」使用/.exec(card.text) : null;
    // The name as the card is called (an alias or a short name typed is the card's name: CH-DECLARED-NAME compares names).
    if (!rule || card.name !== name && !card.name.includes(name)) return { name: card.name, card };
    throw new BindFailure({
      kind: 'invalid',
      message: t(
        `C${n} 宣言的「${card.name}」的卡名在规则上当作「${rule[1]}」使用：规则上不存在「${card.name}」这个卡名，宣言卡名的效果不能宣言它（可以宣言「${rule[1]}」）。`,
        `Chain Link ${n} declares ${card.name}, whose name is treated as 「${rule[1]}」 by rule: no card name ${card.name} exists by rule, so an effect that declares a card name cannot declare it (「${rule[1]}」 can be).`,
      ),
      offset: note.span.start,
      suggestions: [],
    });
  }

  /**
   * SIT-NOTE-CARD-ORIGIN: the places off the field the link's effect Special Summons from (「从手卡·卡组」), in its order; none when unsaid.
   * CH-SHOWN-CARD-NOTE: with `verb` 'look', the places it shows a card from (「自己的额外卡组1只融合怪兽给双方确认」: the Extra Deck) — as
   * a step or as its cost (「把额外卡组1只融合怪兽给对方观看才能发动」, 龙魔导守护者②).
   */
  private summonPlaces(ref: string, effectN: number | null | undefined, verb: 'special-summon' | 'look' = 'special-summon'): readonly Zone[] {
    const card = this.instances.find((c) => c.ref === ref)?.card;
    const e = card?.effects.find((x) => (effectN == null ? x.kind !== 'procedure' : x.n === effectN));
    const ss = e?.does.find((a) => a.do === verb) ?? (verb === 'look' ? e?.cost?.find((a) => a.do === verb) : undefined);
    if (!ss) return [];
    const from = [ss.from ?? (typeof ss.what === 'object' && ss.what ? (ss.what as { filter?: { place?: Place | Place[] } }).filter?.place : undefined)].flat();
    const off: Zone[] = ['hand', 'deck', 'gy', 'banished', 'extra'];
    return from.filter((p): p is Zone => p !== undefined && off.includes(p as Zone));
  }

  /**
   * SIT-ADD-FROM-ELSEWHERE: where the link's effect adds a card to the hand from (「从卡组把…加入手卡」: the Deck), in the order a free
   * copy is looked for; the Deck, then the GY, then banished when its facts do not say.
   */
  private addPlaces(ref: string, effectN: number | null | undefined): readonly Zone[] {
    const all: Zone[] = ['deck', 'gy', 'banished'];
    const card = this.instances.find((c) => c.ref === ref)?.card;
    const e = card?.effects.find((x) => (effectN == null ? x.kind !== 'procedure' : x.n === effectN));
    // (Every add-to-hand step of the effect, the first one's places first: 「从卡组…加入手卡。那之后，可以选自己墓地1张…加入手卡」 adds
    // from the GY too — a noted card listed there is that one, not an unlisted copy in the Deck. CH-NOTE-PER-STEP.)
    const adds = e?.does.filter((a) => a.do === 'add-to-hand') ?? [];
    if (!adds.length) return all;
    const from = adds.flatMap((add) => [add.from ?? (typeof add.what === 'object' && add.what ? (add.what as { filter?: { place?: Place | Place[] } }).filter?.place : undefined)].flat()).filter((p): p is Place => p !== undefined);
    const named = [...new Set(from)].filter((z): z is Zone => all.includes(z as Zone));
    // CMP-HAND-LOOK-PICK: 「把对方手卡确认，从那之中选1只怪兽加入自己手卡」 adds from the opponent's hand — a noted card listed there is the one.
    const fromTheirHand = adds.some((a) => typeof a.what === 'object' && a.what.filter.side === 'opponent' && [a.from ?? a.what.filter.place].flat().includes('hand'));
    if (fromTheirHand) named.push('hand');
    return named.length ? named : all;
  }

  /**
   * CH-DECLARED-NAME: a link that declares a card name (`[宣言 X]`) and acts on 「宣言的卡」 in a hidden place of its own player (抹杀之指名者:
   * 「宣言的卡1张从自己卡组除外」) that the situation does not list: a card of that name is taken to be there — its player declares a
   * card they hold —, and said. (A place listed in full is read as it is: none there, the step does nothing. The opponent's hand is
   * not guessed at: the engine leaves it unjudged.)
   */
  private placeDeclared(ref: string, n: number, effectN: number | null | undefined, facts: readonly NoteFact[], controller: Player, span: LinkNode['span']): void {
    const d = facts.find((x): x is Extract<NoteFact, { kind: 'declared' }> => x.kind === 'declared');
    if (!d) return;
    const card = this.instances.find((c) => c.ref === ref)?.card;
    const e = card?.effects.find((x) => (effectN == null ? x.kind !== 'procedure' : x.n === effectN));
    // (「从卡组」「从额外卡组」 with no side said is its own player's: 「宣言的1只怪兽从卡组加入手卡」.)
    const step = e?.does.find((a) => typeof a.what === 'object' && a.what.filter.declaredName === true && (a.what.filter.side === 'self' || (a.what.filter.side === undefined && (a.what.filter.place === 'deck' || a.what.filter.place === 'extra'))));
    const place = step && typeof step.what === 'object' ? step.what.filter.place : undefined;
    if (place !== 'deck' && place !== 'extra' && place !== 'gy' && place !== 'banished') return;
    if (this.knownZones.some((z) => z.player === controller && z.zone === place)) return;
    let declared: Card;
    try {
      declared = this.resolveCard({ kind: 'name', name: d.name, quote: null, span });
    } catch {
      return;
    }
    if (this.instances.some((c) => c.card.id === declared.id && c.controller === controller && c.zone === place)) return;
    this.addInstance({ ref: `${this.lref(n)}N${noteCardCount(this.instances)}`, card: declared, controller, controllerAssumed: false, zone: place, position: null, origin: 'target', span });
    const where = OFF_FIELD_WORDS[place] ?? t('卡组', 'Deck');
    // SIT-DECLARED-TOP-ASSUMED: 「自己卡组最上面的卡翻开，宣言的卡的场合…不是的场合…」 (真实之名, 恶魔的宣告) — what is assumed is that the top card
    // turned over IS the declared one (the first outcome), not only that the Deck holds one; the user can say which card is on top.
    if (step?.top && place === 'deck') {
      this.assumptions.push(
        t(
          `C${n} 宣言了「${declared.name}」：情境没有列出 ${controller} 的卡组，假定翻开的卡组最上面的卡是宣言的「${declared.name}」（按「宣言的卡的场合」处理）；最上面是别的卡时写 {${controller}卡组:卡名}（只写最上面那张），按「不是的场合」处理。`,
          `Chain Link ${n} declares ${declared.name}: the situation does not list ${controller}'s Deck, so the top card turned over is assumed to be the declared ${declared.name} (its "if it is" outcome); if another card is on top, write {${controller}卡组:<card>} (the top card alone) for the "if not" outcome.`,
        ),
      );
      return;
    }
    this.assumptions.push(
      t(
        `C${n} 宣言了「${declared.name}」：情境没有列出 ${controller} 的${where.zh}，假定那里有一张「${declared.name}」。`,
        `Chain Link ${n} declares ${declared.name}: the situation does not list ${controller}'s ${where.en}, so a copy is assumed there.`,
      ),
    );
  }

  /**
   * SIT-TARGET-FROM-NOTE: a link written with no target (`C1 A:死者苏生 [特殊召唤 青眼白龙]`) whose effect targets, and whose note names the
   * card its targeted step acts on: that card was the target — chosen at activation, not at resolution — and is taken as one, said.
   * (Only when the effect is known: the one written, or the card's only effect that is not a summoning procedure.)
   */
  private targetFromNote(ref: string, n: number, effectN: number | null | undefined, facts: readonly NoteFact[], targets: string[]): void {
    const card = this.instances.find((c) => c.ref === ref)?.card;
    const effects = card?.effects.filter((x) => (effectN == null ? x.kind !== 'procedure' : x.n === effectN)) ?? [];
    const e = effects.length === 1 ? effects[0]! : undefined;
    if (!e?.targets) return;
    const count = typeof e.targets.count === 'number' ? e.targets.count : 1;
    const onTargets = new Set(e.does.filter((a) => a.what === 'targets').map((a) => a.do));
    const picked = facts.filter((d): d is Extract<NoteFact, { kind: 'chosen' }> => d.kind === 'chosen' && onTargets.has(d.action as Action['do']));
    if (picked.length === 0 || picked.length > count) return;
    for (const d of picked) targets.push(d.card);
    const named = picked.map((d) => this.instances.find((c) => c.ref === d.card)?.card.name ?? d.card);
    // (Said as the target instead of as a card chosen at resolution.)
    const chosenAtResolution = new Set(named.map((name) => `C${n} 的注记：「${name}」是处理时选的卡。`));
    for (let i = this.assumptions.length - 1; i >= 0; i--) if (chosenAtResolution.has(this.assumptions[i]!.zh)) this.assumptions.splice(i, 1);
    const names = named.map((name) => `「${name}」`).join('');
    this.assumptions.push(
      t(
        `C${n} 没有写对象：它的效果以卡为对象，注记的${names}就是发动时选的对象。`,
        `Chain Link ${n} names no target: its effect targets, so ${names} of its note is taken as the target chosen at activation.`,
      ),
    );
  }

  /**
   * Forms 15/16: the card a note names (`[特殊召唤 X]`, `[cost:解放 X]`) becomes an instance, found among
   * the cards the situation lists (or created, and said). A card the situation puts where the note
   * cannot take it from (a tribute not on the field, a discard not in the hand) is warned about.
   */
  private bindNamedCard(d: NoteFact, n: number, controller: Player, note: LinkNode['notes'][number], named: Set<string>, addFrom: readonly Zone[] = ['deck', 'gy', 'banished'], summonFrom: readonly Zone[] = [], lookFrom: readonly Zone[] = [], linkCard?: Card): NoteFact {
    if (d.kind === 'declared') {
      // CH-LINGER-SUMMON-LOCK-DECLARED: a card that declares a monster type (次元障壁) declares `[宣言 融合]` as that type, no card name;
      // a word that is none of its types is refused.
      const typed = declaredTypeFor(linkCard, d.name, t(`C${n} `, `Chain Link ${n}: `));
      if (typed && 'refused' in typed) throw new BindFailure({ kind: 'invalid', message: typed.refused, offset: note.span.start, suggestions: [] });
      if (typed) return { kind: 'declared', name: d.name, monsterType: typed.type };
      // CH-LINGERING-LOCK-DECLARED: a kind of card declared (`[宣言 魔法]`) is no card name to look up.
      if (d.cardKind) return d;
      const { name, card } = this.checkDeclaredName(d.name, n, note);
      return card ? { kind: 'declared', name, card } : { kind: 'declared', name };
    }
    if (d.kind !== 'cost-card' && d.kind !== 'chosen') return d;
    const m = /^(?:(A|B|Ａ|Ｂ|我方|我|自己|对方|对手|对)\s*[:：]\s*)?(.+)$/.exec(d.card)!;
    const side: Player | null = m[1] ? (/^(A|Ａ|我方|我|自己)$/.test(m[1]) ? 'A' : 'B') : null;
    const text = m[2]!.trim();
    const link = /^[Cc](?:hain)?\s*(\d+)$/.exec(text);
    const quoted = /^([《「『"])(.*)[》」』"]$/.exec(text);
    const card: CardRefNode = link
      ? { kind: 'link', link: Number(link[1]), span: note.span }
      : { kind: 'name', name: quoted ? quoted[2]!.trim() : text, quote: quoted ? (quoted[1] as '《' | '「' | '『' | '"') : null, span: note.span };
    const mention: CardMention = { controller: side, card, span: note.span };
    // (CMP-HAND-LOOK-PICK: an add only from the opponent's hand — 「从那之中选1只怪兽加入自己手卡」 — picks one of their cards.)
    const theirs = d.kind === 'chosen' && ((d.action === 'add-to-hand' && addFrom.length === 1 && addFrom[0] === 'hand') || d.action === 'destroy' || d.action === 'banish' || d.action === 'return-to-hand' || d.action === 'return-to-deck' || d.action === 'replace-destruction' || d.action === 'take-control' || d.action === 'set');
    // SIT-NOTE-CARD-ORIGIN: a card a step adds to the hand or Special Summons (`[加入手卡 X]`, `[特殊召唤 X]`) that the situation does not
    // list is not already on the field: it is made where the step takes it from (the places its effect names; the Deck, the hand).
    const zoneHint: Zone | null = d.kind === 'cost-card' ? (d.action === 'tribute' ? 'monster' : d.action === 'discard' ? 'hand' : null)
      : d.action === 'add-to-hand' ? (addFrom[0] ?? 'deck') : d.action === 'special-summon' ? (summonFrom[0] ?? 'hand') : d.action === 'summon' ? 'hand' : d.action === 'draw' ? 'deck' : d.action === 'look' ? (lookFrom[0] ?? 'hand') : null;
    const offField = d.kind === 'chosen' && (d.action === 'add-to-hand' || d.action === 'special-summon' || d.action === 'summon' || d.action === 'draw' || d.action === 'look');
    let inst = this.findOrCreate(mention, theirs ? opponent(controller) : controller, zoneHint, `${this.lref(n)}N${noteCardCount(this.instances)}`, 'target', offField);
    // Two notes of one link naming the same card (`[抽卡 X][抽卡 X]`): two copies, the next one the situation lists. (SIT-COST-PAID-ONCE:
    // so is a cost an earlier link of the same chain already paid with that card — a card is paid once.)
    if (d.kind === 'cost-card' && this.paidInChain.has(inst.ref)) {
      const first = inst;
      inst = this.instances.find((c) => c.card.id === first.card.id && c.controller === first.controller && c.origin === 'situation' && !this.paidInChain.has(c.ref) && !named.has(c.ref) && !this.isTakenByLink(c.ref)) ?? first;
    }
    if (d.kind === 'cost-card') this.paidInChain.add(inst.ref);
    // SIT-ADD-FROM-ELSEWHERE: a card a link adds to the hand (`[加入手卡 X]`) is not one already in the hand or on the chain — when the
    // situation lists a free copy elsewhere (the Deck, the GY, banished), that copy is the one added.
    // (Not a card listed in the opponent's hand when the effect picks from that hand: CMP-HAND-LOOK-PICK — review s48, 亚马逊锁链使's note was
    // taken as an unlisted copy in the Deck.)
    const fromTheirHand = inst.zone === 'hand' && addFrom.includes('hand') && inst.controller !== null && inst.controller !== controller;
    if (d.kind === 'chosen' && d.action === 'add-to-hand' && !fromTheirHand && (inst.origin === 'link' || inst.zone === 'hand' || ((inst.zone === 'deck' || inst.zone === 'gy' || inst.zone === 'banished') && !addFrom.includes(inst.zone)))) {
      const first = inst;
      const free = (z: Zone) => this.instances.find((c) => c.card.id === first.card.id && c.controller === first.controller && c.origin === 'situation' && c.zone === z && !named.has(c.ref) && !this.isTakenByLink(c.ref));
      // None listed where the effect adds from: another copy there, unlisted — not the one in the hand, on the chain, or in a place
      // the effect does not add from (增援 never takes the GY copy) — and said.
      inst = addFrom.map(free).find((c) => c !== undefined) ?? this.unlistedCopy(first, addFrom[0]!, `${this.lref(n)}N${noteCardCount(this.instances)}`, n);
    }
    // SIT-DRAW-NOTE-DECK: the card a draw note names (`[抽卡 X]`) is drawn from the Deck of its drawer (the player written, else the link's
    // controller): not the card of a link on the chain (一击必杀！居合抽卡 drew itself), a card on the field or one of the other player —
    // a free copy the situation lists in that Deck, else one there the situation does not list.
    const drawer = side ?? controller;
    if (d.kind === 'chosen' && d.action === 'draw' && (inst.origin === 'link' || inst.zone !== 'deck' || inst.controller !== drawer)) {
      const first = inst;
      inst = this.instances.find((c) => c.card.id === first.card.id && c.controller === drawer && c.origin === 'situation' && c.zone === 'deck' && !named.has(c.ref) && !this.isTakenByLink(c.ref))
        ?? this.addInstance({ ref: `${this.lref(n)}N${noteCardCount(this.instances)}`, card: first.card, controller: drawer, controllerAssumed: side === null, zone: 'deck', position: null, origin: 'target', span: first.span });
      inst.drawnByNote = true;
    }
    // SIT-SUMMON-PICK-OFF-FIELD: the card a link Special Summons (`[特殊召唤 X]`) is not a copy already in a Monster Zone — another listed
    // copy off the field (the hand, the GY…) is the one summoned.
    if (d.kind === 'chosen' && d.action === 'special-summon' && inst.zone === 'monster') {
      const first = inst;
      inst = this.instances.find((c) => c.card.id === first.card.id && c.controller === first.controller && c.origin === 'situation' && c.zone !== null && c.zone !== 'monster' && c.zone !== 'spell' && !named.has(c.ref) && !this.isTakenByLink(c.ref)) ?? first;
    }
    if (named.has(inst.ref)) {
      const first = inst;
      inst = this.instances.find((c) => c.card.id === first.card.id && c.controller === first.controller && c.origin === 'situation' && !named.has(c.ref) && !this.isTakenByLink(c.ref)) ?? first;
    }
    named.add(inst.ref);
    const need: Zone | null = d.kind === 'cost-card' ? (d.action === 'tribute' ? 'monster' : d.action === 'discard' ? 'hand' : null) : null;
    // (s61, CH-COST-NOTE-FIT: 「从自己的手卡·场上把「复仇死者」怪兽任意数量解放」 — a cost of the link's card that tributes from the hand too: a card
    // noted there is where it may be, and no warning is said.)
    const fromHand = need === 'monster' && inst.zone === 'hand' && (linkCard?.effects.some((e) => e.cost?.some((c) => c.do === 'tribute' && [c.from ?? []].flat().includes('hand'))) ?? false);
    if (need && inst.zone !== null && inst.zone !== need && !fromHand) {
      this.warnings.push(
        t(
          `C${n} 的注记说「${inst.card.name}」作为代价${d.action === 'tribute' ? '解放' : '丢弃'}，但情境把它写在${need === 'monster' ? '怪兽区域以外' : '手卡以外'}：${d.action === 'tribute' ? '解放的卡要在场上' : '丢弃的卡要在手卡'}。`,
          `Chain Link ${n}: the note has ${inst.card.name} ${d.action === 'tribute' ? 'tributed' : 'discarded'} as the cost, but the situation has it elsewhere: ${d.action === 'tribute' ? 'a tribute must be on the field' : 'a discarded card must be in the hand'}.`,
        ),
      );
    }
    // (A replacement the note applies, `[代替破坏 X]`, is said by the engine once it has applied, or why it did not: CH-REPLACE-DESTROY-NOTED.)
    if (!(d.kind === 'chosen' && d.action === 'replace-destruction')) {
      const line = t(
        `C${n} 的注记：「${inst.card.name}」${d.kind === 'cost-card' ? '是支付的代价（发动时移动）' : '是处理时选的卡'}。`,
        `Chain Link ${n}'s note: ${inst.card.name} ${d.kind === 'cost-card' ? 'is what was paid as the cost (it moves at activation)' : 'is the card chosen when it resolves'}.`,
      );
      this.assumptions.push(line);
      // (CH-PICK-SIDE: the engine withdraws this line when the card is not one the link may pick — it says so itself.)
      if (d.kind === 'chosen') this.chosenNoteLines.push({ link: n, card: inst.ref, line });
    }
    // CH-SHOWN-CARD-NOTE: a shown card's material line, for a later step on 「那只怪兽决定的融合素材怪兽」.
    const shown = d.kind === 'chosen' && d.action === 'look' ? shownMaterials(inst.card) : null;
    return shown ? { ...d, card: inst.ref, ...shown } : { ...d, card: inst.ref };
  }

  /** SIT-ADD-FROM-ELSEWHERE: a copy of `of` in `zone` the situation does not list (the card a link adds from there), said. */
  private unlistedCopy(of: CardInstance, zone: Zone, ref: string, n: number): CardInstance {
    const copy = this.addInstance({ ref, card: of.card, controller: of.controller, controllerAssumed: of.controllerAssumed, zone, position: null, origin: 'target', span: of.span });
    const where = zone === 'gy' ? t('墓地', 'the GY') : zone === 'banished' ? t('除外状态', 'banishment') : t('卡组', 'the Deck');
    this.assumptions.push(
      t(
        `C${n} 加入手卡的「${of.card.name}」：情境没有在${where.zh}列出可以加入的一张（列出的那张不是这个效果加入的），假定${where.zh}里还有一张。`,
        `Chain Link ${n} adds ${of.card.name} to the hand: the situation lists no copy it could add in ${where.en} (the one listed is not what this effect adds), so another copy there is assumed.`,
      ),
    );
    return copy;
  }

  /** SIT-THEN-TAKEN-MONSTER: the card of an earlier chain's link by `controller` that targeted the situation's card `ref`, if any. */
  private targetedEarlierBy(ref: string, controller: Player): Card | undefined {
    const isIt = (r: string) => r === ref || this.instances.find((c) => c.ref === r)?.sameAs === ref;
    const l = this.priorLinks.find((p) => p.controller === controller && p.targets.some(isIt));
    return l ? this.instances.find((c) => c.ref === l.card)?.card : undefined;
  }

  /**
   * SIT-THEN-CHAIN: the link of an earlier chain (the latest) whose card this link's card is, when the situation lists no free
   * copy: a monster or a Continuous/Field/Equip Spell/Trap of that player (a Normal/Quick-Play Spell or a Normal/Counter Trap
   * activated again is another copy — the one before went to the GY). The root link, when that one was folded into another.
   */
  private sameCardEarlier(card: Card, controller: Player): ScenarioLink | undefined {
    const stays = card.type.kind === 'monster' || card.type.subtypes.some((s) => s === 'continuous' || s === 'field' || s === 'equip');
    if (!stays) return undefined;
    for (let i = this.priorLinks.length - 1; i >= 0; i--) {
      const l = this.priorLinks[i]!;
      const inst = this.instances.find((c) => c.ref === l.card);
      if (l.controller !== controller || inst?.card.id !== card.id) continue;
      const root = inst.sameAs && this.priorLinks.some((p) => p.card === inst.sameAs) ? this.priorLinks.find((p) => p.card === inst.sameAs)! : l;
      return root;
    }
    return undefined;
  }

  /**
   * Issue 10: has any card been listed by the situation (an instance of origin 'situation')? Instances are only ever appended and
   * keep their origin, so the scan goes on from where it stopped and stops at the first one.
   */
  private listedAny(): boolean {
    while (!this.listedSeen && this.listedScanned < this.instances.length) {
      if (this.instances[this.listedScanned++]!.origin === 'situation') this.listedSeen = true;
    }
    return this.listedSeen;
  }

  /**
   * SIT-LINK-LISTED-CONTROLLER: for each player, a zone where the situation lists a free copy of the card (not yet an earlier link's)
   * from which the effect written (else any of its effects) can be activated; undefined when there is none.
   */
  private activatableListed(card: Card, effect: number | null, pendulum: boolean): { A?: Zone; B?: Zone } {
    const out: { A?: Zone; B?: Zone } = {};
    for (const c of this.instances) {
      if (c.origin !== 'situation' || c.card.id !== card.id || c.controller === null || out[c.controller] !== undefined || c.zone === null) continue;
      if (activatableFrom(card, effect, pendulum, c.zone) && !this.isTakenByLink(c.ref)) out[c.controller] = c.zone;
    }
    return out;
  }

  private isTakenByLink(situationRef: string): boolean {
    return this.instances.some((c) => c.origin === 'link' && c.sameAs === situationRef);
  }

  private bindTarget(mention: CardMention, linkN: number, linkController: Player, index: number, offFieldZone: Zone | null = null, earlier: readonly string[] = []): string {
    if (mention.card.kind === 'link') {
      const k = mention.card.link;
      if (k >= linkN) {
        throw new BindFailure({
          kind: 'invalid',
          message: t(
            `C${linkN} 不能以 C${k} 为对象：对象只能是已经在场的卡或更早的连锁（C1…C${linkN - 1}）。`,
            `C${linkN} cannot target C${k}: a target must already exist — a card or an earlier link (C1…C${linkN - 1}).`,
          ),
          offset: mention.card.span.start,
          suggestions: [],
        });
      }
      return this.lref(k);
    }
    const fallback = mention.controller ?? opponent(linkController);
    // SIT-TARGET-OFF-FIELD: a target the situation does not list, of an effect that targets only in the GY or only banished cards
    // (死者苏生, 墓穴的指名者), is assumed there — and said — not on the field, where it could not be targeted. Not where the situation
    // writes that place (`A墓:` — empty, or without it): the card is not there, as written.
    const who = mention.controller ?? fallback;
    const zone = offFieldZone !== null && !this.knownZones.some((z) => z.player === who && z.zone === offFieldZone) ? offFieldZone : null;
    return this.findOrCreate(mention, fallback, zone, `${this.lref(linkN)}T${index}`, 'target', zone !== null, earlier).ref;
  }

  /**
   * Find the card a mention means among the cards already known (situation, earlier links), or
   * create an instance for it. Without a controller prefix, the expected side is tried first, then
   * the other; a card found nowhere belongs to the expected side, and we say so.
   */
  private findOrCreate(
    mention: CardMention,
    expected: Player,
    zoneHint: Zone | null,
    newRef: string | ((controller: Player) => string),
    origin: CardInstance['origin'],
    offField = false,
    /** SIT-TARGET-COPIES: cards the same link already targets — another copy is taken first. */
    earlier: readonly string[] = [],
  ): CardInstance {
    if (mention.card.kind === 'link') {
      const found = this.instances.find((c) => c.ref === this.lref((mention.card as { link: number }).link));
      if (found) return found;
    }
    const card = this.resolveCard(mention.card);
    // (SIT-ACTION-CARD: a card the action before the chain named — the monster it summons — is that card, not another copy.)
    const all = this.instances.filter((c) => c.card.id === card.id && (c.origin === 'situation' || c.origin === 'link' || c.origin === 'action'));
    const others = earlier.length ? all.filter((c) => !earlier.includes(c.ref)) : all;
    const candidates = others.length ? others : all;
    const sides: Player[] = mention.controller ? [mention.controller] : [expected, opponent(expected)];
    for (const side of sides) {
      // A link's card that came from the situation is the same card: prefer the link (it is on the chain).
      // Of copies in several zones (one in the hand, one on the field), the one in the zone the mention expects.
      const free = (c: CardInstance) => c.controller === side && !this.isTakenByLink(c.ref);
      const hit =
        // (SIT-THEN-CHAIN: a link of the chain being bound before one of a chain played earlier.)
        candidates.find((c) => c.controller === side && c.origin === 'link' && c.chain === (this.linkPrefix || undefined)) ??
        candidates.find((c) => c.controller === side && c.origin === 'link') ??
        (zoneHint !== null ? candidates.find((c) => free(c) && c.zone === zoneHint) : undefined) ??
        // SIT-TARGET-PUBLIC-COPY: a target named with copies in the hand and in the GY (`A手:电子龙 A墓:电子龙 … →电子龙`) is the
        // copy an effect can target — one in a public place (the field, the GY, banished) before one in the hand or a Deck.
        (origin === 'target' && zoneHint === null ? candidates.find((c) => free(c) && c.zone !== null && !UNTARGETABLE_ZONES.has(c.zone)) : undefined) ??
        candidates.find(free);
      if (hit) return hit;
    }
    const controller = mention.controller ?? expected;
    const instance = this.addInstance({
      ref: typeof newRef === 'string' ? newRef : newRef(controller),
      card,
      controller,
      controllerAssumed: !mention.controller,
      zone: zoneHint ?? fieldZoneFor(card),
      position: card.type.kind === 'monster' ? 'attack' : null,
      origin,
      span: mention.span,
    });
    const off = offField && zoneHint !== null ? OFF_FIELD_WORDS[zoneHint] : undefined;
    if (origin === 'target' && !off && (zoneHint === null || zoneHint === 'monster' || zoneHint === 'spell') && this.completeFields.includes(controller)) {
      // SIT-FIELD-COMPLETE: a target on a field written complete (`B场只有:`) that the list does not hold does not exist — refused,
      // saying where the situation does write the card (the other field, a GY…).
      throw new BindFailure({ kind: 'invalid', message: this.notOnCompleteField(card, controller), offset: mention.span.start, suggestions: [] });
    }
    if (off) {
      // SIT-NOTE-CARD-ORIGIN: made off the field, where the step takes it from — said.
      this.assumptions.push(t(`「${card.name}」不在情境中，假定在 ${controller} 的${off.zh}。`, `${card.name} is not in the situation; assumed to be in ${controller}'s ${off.en}.`));
    } else if (!mention.controller) {
      this.assumptions.push(
        t(
          `「${card.name}」不在情境中，假定为 ${controller} 场上表侧表示的卡。`,
          `${card.name} is not in the situation; assumed to be a face-up card on ${controller}'s field.`,
        ),
      );
    } else if (origin === 'target' && !off && this.knownZones.some((z) => z.player === controller && z.zone === 'field')) {
      // CH-TARGET-LISTED-NONE (review s44-rv4): a written target missing from a field the situation lists — written empty, or
      // written in part — is not silently put there: taken as written, and said (a field written empty contradicts it).
      const empty = !this.instances.some((c) => c !== instance && c.controller === controller && c.origin === 'situation' && (c.zone === 'monster' || c.zone === 'spell'));
      this.assumptions.push(
        empty
          ? t(`对象「${card.name}」不在情境写出的 ${controller} 场上（写为没有卡）：按写出的对象，假定它在那里；若 ${controller} 场上确实没有卡，这个对象不存在，不能以它为对象发动。`, `The target ${card.name} is not on ${controller}'s field as the situation lists it (written empty): taken as written, assumed there; if ${controller}'s field is indeed empty, that target does not exist and it cannot be targeted.`)
          : t(`对象「${card.name}」不在情境写出的 ${controller} 场上：假定情境只写出了一部分，它也在那里。`, `The target ${card.name} is not among the cards listed on ${controller}'s field: assumed listed only in part, and it is there too.`),
      );
      // SIT-FIELD-COMPLETE: the card written elsewhere (the other field, a GY) — said, so a misplaced target is seen.
      const elsewhere = this.writtenElsewhere(card, instance);
      if (elsewhere) this.assumptions.push(t(`「${card.name}」在情境中写在 ${elsewhere.zh}；这里的对象按写出的 ${controller} 场上的另一张「${card.name}」判断（若是指那一张，请改写对象的控制者或位置）。`, `${card.name} is written ${elsewhere.en} in the situation; the target is judged as another ${card.name} on ${controller}'s field, as written (if that one is meant, write its controller or place).`));
    }
    return instance;
  }

  /** SIT-FIELD-COMPLETE: where the situation writes a card (other than `except`), as words: 「A 场上」「B 的墓地」; null when nowhere. */
  private writtenElsewhere(card: Card, except?: CardInstance): Text | null {
    const other = this.instances.find((c) => c !== except && c.card.id === card.id && c.origin === 'situation' && c.controller !== null);
    if (!other) return null;
    const who = other.controller!;
    if (other.zone === 'monster' || other.zone === 'spell' || other.zone === null) return t(`${who} 场上`, `on ${who}'s field`);
    const word = OFF_FIELD_WORDS[other.zone];
    return word ? t(`${who} 的${word.zh}`, `in ${who}'s ${word.en}`) : null;
  }

  /** SIT-SUMMON-NEEDS-TRIBUTES: the refusal of a Tribute Summon (or, `set`, a Tribute Set) naming a tribute that is not on the field. */
  private tributeNotOnField(c: CardInstance, set: boolean): Text {
    const act = set ? t('上级盖放', 'Tribute Set') : t('上级召唤', 'Tribute Summon');
    const who = c.controller ?? 'A';
    const listed = this.instances.filter((x) => x.controller === who && x.origin === 'situation' && x.zone === 'monster').map((x) => `「${x.card.name}」`);
    // (Found in the hand or a GY, it is itself the card written elsewhere; made for the mention, another copy may be.)
    const where = this.writtenElsewhere(c.card, c.origin === 'situation' ? undefined : c);
    // A field written in part: its monsters are those written, not all there are — the card written elsewhere is why it is refused.
    const full = this.completeFields.includes(who);
    const monsters = t(full ? `${who} 场上的怪兽` : `${who} 场上写出的怪兽`, full ? `${who}'s monsters` : `${who}'s monsters written`);
    return t(
      `解放的「${c.card.name}」不在 ${who} 场上（${monsters.zh}：${listed.length ? listed.join('') : '没有'}${where ? `；「${c.card.name}」写在 ${where.zh}` : ''}）。${act.zh}解放的是场上的怪兽：这次${act.zh}不能进行。`,
      `The tribute ${c.card.name} is not on ${who}'s field (${monsters.en}: ${listed.length ? listed.join(', ') : 'none'}${where ? `; ${c.card.name} is written ${where.en}` : ''}). A ${act.en} tributes monsters on the field: this ${act.en} cannot be made.`,
    );
  }

  /** SIT-FIELD-COMPLETE: the refusal of a target missing from a field written complete. */
  private notOnCompleteField(card: Card, controller: Player): Text {
    const listed = this.instances.filter((c) => c.controller === controller && c.origin === 'situation' && (c.zone === 'monster' || c.zone === 'spell')).map((c) => `「${c.card.name}」`);
    const elsewhere = this.writtenElsewhere(card);
    const has = listed.length ? listed.join('') : '没有卡';
    const hasEn = listed.length ? listed.join(', ') : 'no card';
    return t(
      `对象「${card.name}」不在 ${controller} 场上：情境写 ${controller}场只有:（${controller} 场上只有${has}）${elsewhere ? `，「${card.name}」写在 ${elsewhere.zh}` : ''}。这个对象不存在，不能以它为对象发动。`,
      `The target ${card.name} is not on ${controller}'s field: the situation writes ${controller}'s field complete (${controller} field only: ${hasEn})${elsewhere ? `, and ${card.name} is written ${elsewhere.en}` : ''}. That target does not exist, so it cannot be targeted.`,
    );
  }

  // ── actions (notation form 8) ───────────────────────────────────────────────────────────────────

  private bindAction(node: ActionNode, history: readonly HistoryFact[], earlier: readonly (readonly ScenarioLink[])[] = []): ScenarioAction {
    const verb = node.verb;
    const summoning = verb === 'summon' || verb === 'tribute-summon' || verb === 'special-summon';
    const actor = node.subject.controller ?? this.turnPlayer;
    this.refuseEmptyByNote(node);
    this.refuseNormalSummonBy(node);
    let subject: CardInstance;
    // SIT-SUMMON-BY-OPPONENT-CARD: the player whose effect summons the other player's card (死者苏生 on a card in their GY).
    let summoner: Player | undefined;
    if (summoning) {
      // A monster being summoned comes from the hand (or the deck/GY by an effect): find it there.
      // A Gemini monster face-up on the field, not in the hand, is summoned again (再度召唤, a Normal Summon: `召唤 X`).
      const onField = verb === 'summon' && !node.how ? this.findListedIn(node.subject, actor, ['monster']) : undefined;
      const gemini = onField && onField.faceUp && onField.card.type.subtypes.includes('gemini') ? onField : undefined;
      const other = verb === 'special-summon' && !node.how && !node.pendulum && node.tributes.length === 0 && !this.findListedIn(node.subject, actor, ['hand', 'gy', 'banished', 'deck', 'extra']) && !gemini ? this.otherPlayersCardSummonedBy(node, actor) : null;
      if (other?.summoner) summoner = other.summoner;
      subject = other?.subject ?? this.findListedIn(node.subject, actor, ['hand', 'gy', 'banished', 'deck', 'extra']) ?? gemini ?? this.createIn(node.subject, actor, node.how ? (node.how === 'ritual' ? 'hand' : 'extra') : node.pendulum ? 'hand' : verb === 'special-summon' ? (node.tributes.length > 0 && summonedByNote(node.notes) ? 'extra' : null) : 'hand', 'X1');
    } else if (verb === 'set') {
      // A card is Set (盖放) from the hand, like a Normal Summon: find it there or put it there.
      subject = this.findListedIn(node.subject, actor, ['hand']) ?? this.createIn(node.subject, actor, 'hand', 'X1');
    } else if (verb === 'discard') {
      // A discarded card comes from the hand (丢弃 = 从手卡送去墓地).
      subject = this.findListedIn(node.subject, actor, ['hand']) ?? this.createIn(node.subject, actor, 'hand', 'X1');
    } else {
      subject = this.findOrCreate(node.subject, actor, null, 'X1', 'action');
    }
    // SIT-SET-LOCK: a player a face-up 「对方不能把卡盖放」 binds cannot Set (a monster's Set is refused too, unless it is made a summon).
    const setRefusal = verb === 'set' ? setLockRefusal(subject.card, subject.controller ?? actor, this.instances) : null;
    if (setRefusal) throw new BindFailure({ kind: 'invalid', message: setRefusal, offset: node.span.start, suggestions: [] });
    const listed = new Set(this.instances);
    const tributes = node.tributes.map((m, i) => this.findOrCreate(m, subject.controller ?? actor, 'monster', `X${i + 2}`, 'action'));
    // SIT-SUMMON-NEEDS-TRIBUTES: a Tribute Summon's tributes are on the field (a card in the Spell & Trap Zone only where a text says so,
    // SIT-TRIBUTE-SPELL). One the situation writes elsewhere (the hand, a GY) is not on the field whatever else is left unwritten, and on
    // a field written in full (`A场只有:`) one not written at all is not there either: no tribute, the summon cannot be made. (On a
    // field written in part, one not written at all is assumed there — said.)
    const offField = (c: CardInstance) => c.zone !== null && c.zone !== 'monster' && c.zone !== 'spell';
    // (A Spell/Trap Set tributes nothing: only a monster's Set is a Tribute Set.)
    if (verb === 'set' && tributes.length > 0 && subject.card.type.kind !== 'monster') {
      throw new BindFailure({ kind: 'invalid', message: t(`只有怪兽的盖放（上级盖放）才写“解放 …”：「${subject.card.name}」不是怪兽，盖放时不解放怪兽。请写 盖放 ${subject.card.name}。`, `Only a monster's Set (a Tribute Set) lists tributes (解放): ${subject.card.name} is no monster and tributes nothing when Set. Write 盖放 ${subject.card.name}.`), offset: node.span.start, suggestions: [`盖放 ${subject.card.name}`] });
    }
    const absent = (verb === 'tribute-summon' || verb === 'set') && !node.how ? tributes.find((c) => (listed.has(c) && offField(c)) || (this.completeFields.includes(c.controller ?? actor) && !listed.has(c))) : undefined;
    if (absent) throw new BindFailure({ kind: 'invalid', message: this.tributeNotOnField(absent, verb === 'set'), offset: node.span.start, suggestions: [] });
    // SIT-SUMMON-METHOD-KIND: a Fusion/Synchro/Xyz/Link/Ritual Summon summons a monster of that kind only.
    const kindRefusal = node.how ? summonMethodKindRefusal(node.how, subject.card) : null;
    if (kindRefusal) throw new BindFailure({ kind: 'invalid', message: kindRefusal, offset: node.span.start, suggestions: [ownSummonWord(subject.card)] });
    // SIT-SUMMON-BY-CARD-HOW: `同调召唤 X 素材 … [由 Y]` — Y's text must make that kind of summon (死者苏生 makes none).
    const byHowName = node.how === 'synchro' || node.how === 'xyz' || node.how === 'link' ? summonedByNote(node.notes) : null;
    const byHowRefusal = byHowName !== null && (node.how === 'synchro' || node.how === 'xyz' || node.how === 'link') ? this.summonByCardHowRefusal(node.how, byHowName, subject.card, node.span) : null;
    if (byHowRefusal) throw new BindFailure({ kind: 'invalid', message: byHowRefusal, offset: node.span.start, suggestions: [`${SUMMON_WORDS[node.how!][0]} ${subject.card.name}`, ...(byHowRefusal.en.includes('Special Summons no monster') ? [] : [`特殊召唤 ${subject.card.name} [由 ${byHowName}]`])] });
    // SIT-PROCEDURE-PLEDGE: a procedure's 「这个方法特殊召唤过的回合，自己不是X怪兽不能从额外卡组特殊召唤」, summoned so this turn.
    const fromExtra = node.how === 'fusion' || node.how === 'synchro' || node.how === 'xyz' || node.how === 'link' || subject.zone === 'extra';
    const pledgeRefusal = verb === 'special-summon' || node.how ? procedurePledgeRefusal(subject.card, fromExtra, subject.controller ?? actor, this.instances) : null;
    if (pledgeRefusal) throw new BindFailure({ kind: 'invalid', message: pledgeRefusal, offset: node.span.start, suggestions: [] });
    // (And 「这个方法特殊召唤过的回合，自己不能通常召唤」: a Normal or Tribute Summon, or a monster Set, that turn.)
    const normalPledge = !node.how && (verb === 'summon' || verb === 'tribute-summon' || (verb === 'set' && subject.card.type.kind === 'monster')) ? normalSummonPledgeRefusal(subject.controller ?? actor, this.instances) : null;
    if (normalPledge) throw new BindFailure({ kind: 'invalid', message: normalPledge, offset: node.span.start, suggestions: [] });
    // SIT-LINK-MATERIALS: the materials must make the Link Rating and the count of the material line.
    const linkRefusal = node.how === 'link' ? linkMaterialsRefusal(subject.card, tributes.map((c) => c.card)) : null;
    if (linkRefusal) throw new BindFailure({ kind: 'invalid', message: linkRefusal, offset: node.span.start, suggestions: [] });
    // SIT-LINK-MATERIAL-MEMORY: 「通常召唤的怪兽」「从额外卡组特殊召唤的怪兽」 of the material line, by what each material remembers.
    const memoryRefusal = node.how === 'link' ? linkMaterialMemoryRefusal(subject.card, tributes.map((c) => ({ card: c.card, states: c.states }))) : null;
    if (memoryRefusal) throw new BindFailure({ kind: 'invalid', message: memoryRefusal, offset: node.span.start, suggestions: [] });
    // SIT-MATERIAL-SUMMON-TURN: 「这张卡在X召唤的回合不能作为Y素材」 — not that turn, by what the material still remembers.
    const turnRefusal = node.how ? materialSummonTurnRefusal(node.how, tributes.map((c) => ({ card: c.card, states: c.states }))) : null;
    if (turnRefusal) throw new BindFailure({ kind: 'invalid', message: turnRefusal, offset: node.span.start, suggestions: [] });
    // SIT-MATERIAL-ONLY-FOR: 「把这张卡作为Y素材的场合，不是「X」怪兽的Y召唤不能使用」.
    const onlyRefusal = node.how ? materialOnlyForRefusal(node.how, subject.card, tributes.map((c) => ({ card: c.card, states: c.states }))) : null;
    if (onlyRefusal) throw new BindFailure({ kind: 'invalid', message: onlyRefusal, offset: node.span.start, suggestions: [] });
    for (const tribute of tributes) {
      // FD-SUMMON-MEMORY (基本用语.rst:1033): a Token cannot be Xyz Material — the summon cannot be made.
      if (node.how === 'xyz' && tribute.card.type.subtypes.includes('token')) {
        throw new BindFailure({
          kind: 'invalid',
          message: t(
            `衍生物「${tribute.card.name}」不能作为超量素材：这次超量召唤不能进行。`,
            `The Token ${tribute.card.name} cannot be Xyz Material: this Xyz Summon cannot be made.`,
          ),
          offset: node.span.start,
          suggestions: [],
        });
      }
      if (node.how && node.how !== 'link' && node.how !== 'synchro' && node.how !== 'xyz') continue; // Fusion and Ritual materials may come from the hand
      if (verb === 'special-summon' && !node.how) continue; // a monster's own procedure says where its cards come from (the Deck, the opponent's field)
      if (tribute.zone !== 'monster') {
        this.warnings.push(
          node.how
            ? t(
                `素材「${tribute.card.name}」不在怪兽区域：同调·超量·连接召唤的素材是自己场上的怪兽。`,
                `The material ${tribute.card.name} is not in the Monster Zone: Synchro, Xyz and Link Materials are monsters you control.`,
              )
            : t(
                `上级召唤的祭品「${tribute.card.name}」不在怪兽区域：祭品必须是自己场上的怪兽。`,
                `The tribute ${tribute.card.name} is not in the Monster Zone: a Tribute Summon tributes monsters you control.`,
              ),
        );
      }
    }
    // SIT-TRIBUTE-OPPONENT: Synchro/Xyz/Link Materials are the player's own monsters too.
    const materialRefusal = node.how === 'synchro' || node.how === 'xyz' || node.how === 'link' ? opponentMaterialRefusal(node.how, subject.card, subject.controller ?? actor, tributes, this.instances, history) : null;
    if (materialRefusal) throw new BindFailure({ kind: 'invalid', message: materialRefusal, offset: node.span.start, suggestions: [] });
    // SIT-TRIBUTE-OPPONENT: a Tribute Summon tributes the player's own monsters — an opponent's only where a text lets it stand in.
    const opponentRefusal = (verb === 'tribute-summon' || verb === 'set') && !node.how && tributes.length > 0 ? opponentTributeRefusal(subject.card, subject.controller ?? actor, tributes, this.instances, history, (a) => this.assumptions.push(a), verb === 'set') : null;
    if (opponentRefusal) throw new BindFailure({ kind: 'invalid', message: opponentRefusal, offset: node.span.start, suggestions: [] });
    // SIT-TRIBUTE-SPELL: a Tribute Summon tributes monsters — a card in the Spell & Trap Zone only when a text says it may be.
    const spellRefusal = (verb === 'tribute-summon' || verb === 'set') && !node.how && tributes.length > 0 ? tributeSpellRefusal(subject.card, tributes, verb !== 'set') : null;
    if (spellRefusal) throw new BindFailure({ kind: 'invalid', message: spellRefusal, offset: node.span.start, suggestions: [] });
    // SIT-SUMMON-BY-CARD: a Fusion Monster summoned with materials by a named card's effect (`[由 超融合]`) is made as that card says.
    const byName = verb === 'special-summon' && tributes.length > 0 && (node.how === 'fusion' || !node.how) ? summonedByNote(node.notes) : null;
    let byCard: { name: string; move: NonNullable<ScenarioAction['byCard']>['move'] } | null = null;
    if (byName) {
      const by = this.resolveCard({ kind: 'name', name: byName, quote: null, span: node.span });
      const lookup = (name: string): Card | undefined => {
        try {
          return this.resolveCard({ kind: 'name', name, quote: null, span: node.span });
        } catch {
          return undefined;
        }
      };
      const placed = tributes.map((c) => ({ card: c.card, zone: c.zone, faceUp: c.faceUp, controller: c.controller }));
      const r = summonByCard(by, node.how === 'fusion' ? 'fusion' : 'special', subject.card, placed, subject.controller ?? actor, lookup);
      if (r.refusal) throw new BindFailure({ kind: 'invalid', message: r.refusal, offset: node.span.start, suggestions: [] });
      byCard = { name: by.name, move: r.move, ...(by.summonRiders ? { riders: by.summonRiders } : {}) };
    }
    // SIT-SUMMON-MATERIALS: the tributes / materials must be what the summoned monster's text asks for.
    const materialsRefusal =
      byCard ? null
      : verb === 'summon' && !node.how ? untributedSummonRefusal(subject.card)
      : node.how !== 'link' && (node.how || verb === 'tribute-summon' || (verb === 'set' && tributes.length > 0)) ? summonMaterialsRefusal(verb === 'set' ? 'tribute-set' : node.how, node.how ? subject.card : levelNow(subject.card, subject.levels), tributes.map((c) => (node.how === 'ritual' ? levelNow(c.card, c.levels) : node.how === 'fusion' ? this.fusionMaterialView(c) : c.card)), tributes.map((c) => equipTributeWorth(c, this.instances, subject.card)), tributes.map((c) => (c.zone === 'monster' && !c.faceUp ? 'face-down' : c.zone ?? undefined)), tributes.map((c) => c.states), node.how === 'fusion' ? tributes.map((c) => this.fusionNameOfShown(c, earlier, history)) : undefined) : null;
    if (materialsRefusal) throw new BindFailure({ kind: 'invalid', message: materialsRefusal, offset: node.span.start, suggestions: [] });
    // SIT-SUMMON-NEEDS-TRIBUTES: a Level 5+ monster's Normal Summon or Set from the hand takes tributes unless a text in reach waives them.
    // (`上级召唤 X` with no tributes named is the same summon.)
    const untributed =
      ((verb === 'summon' && !node.how && !node.pendulum) || verb === 'set' || (verb === 'tribute-summon' && !node.how)) && subject.zone === 'hand' && tributes.length === 0
        ? summonNeedsTributes(subject.card, levelNow(subject.card, subject.levels).level, verb === 'set' ? 'set' : 'summon', this.instances, history, (a) => this.assumptions.push(a))
        : null;
    // (SIT-PROCEDURE-MATERIAL-KIND: each card as it stands on the field — ./material-view.ts; an Attribute / Type left unknown is not judged.)
    const asUsed = (c: CardInstance): Card => {
      const v = materialView(c, this.instances);
      return v.unsure ? { ...v.card, attribute: undefined, race: undefined } : v.card;
    };
    const procedure = verb === 'special-summon' && !node.how && !byCard ? summonProcedure(subject.card, tributes.map(asUsed), tributes.map((c) => c.zone), tributes.map((c) => (c.zone === 'monster' || c.zone === 'spell') && !c.faceUp)) : null;
    if (procedure?.refusal) throw new BindFailure({ kind: 'invalid', message: procedure.refusal, offset: node.span.start, suggestions: [] });
    // SIT-RITUAL-PLAIN-SUMMON: a Ritual Monster leaves the hand by a Ritual Summon (its summoning condition); a plain `特殊召唤 X`
    // of one in the hand is only an effect that ignores summoning conditions — assumed, and said, with what to write instead.
    if (verb === 'special-summon' && !node.how && !byCard && tributes.length === 0 && subject.zone === 'hand' && subject.card.type.subtypes.includes('ritual')) {
      this.assumptions.push(
        t(
          `「${subject.card.name}」是仪式怪兽：从手卡只能仪式召唤（写 \`仪式召唤 ${subject.card.name} 素材 …\`），或者用无视召唤条件的效果特殊召唤；这里假定是后者。`,
          `${subject.card.name} is a Ritual Monster: from the hand it is Ritual Summoned (write \`仪式召唤 ${subject.card.name} 素材 …\`) or Special Summoned by an effect that ignores summoning conditions; the latter is assumed here.`,
        ),
      );
    }
    const target = node.target ? this.findOrCreate(node.target, opponent(subject.controller ?? actor), 'monster', 'X9', 'action').ref : null;

    let cause: ActionCause;
    let causeAssumed = false;
    if (node.cause) cause = node.cause;
    else if (node.how || node.pendulum) cause = 'rule'; // a summon by its own method (or a Pendulum Summon), not by an effect
    else if (verb === 'discard' && this.phase === 'hand-size-adjustment') {
      cause = 'rule'; // the hand-size adjustment discards by rule (规则)
    } else {
      cause = usualCause(verb);
      causeAssumed = causeMatters(verb);
      if (causeAssumed) {
        this.assumptions.push(
          t(
            `未写明原因，按最常见的情况假定为${causeZh(cause)}（可在动作后加 (效果)/(cost)/(战斗)/(规则)）。`,
            `No cause given; assumed ${cause}, the usual one (add (effect)/(cost)/(battle)/(rule) after the action).`,
          ),
        );
      }
    }
    const negated = node.notes.some(saysNegated);
    this.warnUnreadActionNotes(node.notes, verb);
    const action: ScenarioAction = { verb, subject: subject.ref, tributes: tributes.map((c) => c.ref), ...(untributed ? { untributed } : {}), target, cause, causeAssumed, notes: node.notes, negated, span: node.span };
    if (!node.cause && !node.how && !node.pendulum) action.causeUnstated = true;
    if (node.how) action.how = node.how;
    if (node.pendulum) action.pendulum = true;
    if (byCard) action.byCard = byCard;
    if (summoner) action.summoner = summoner;
    // SIT-SUMMON-BY-CARD-WHO: a Special Summon by a card's effect says who activated that card (and so summons and controls the
    // monster) and who owns it; a Spell its player could not activate in this turn is warned about.
    const byWho = verb === 'special-summon' && !node.pendulum ? summonedByNote(node.notes) : null;
    if (byWho !== null) this.sayWhoSummons(byWho, subject, summoner ?? subject.controller ?? actor, node.subject.controller !== null, node.span);
    // WIN-EXTRA-ORIGIN: with no materials and no place given, the card whose effect summons it (`[由 X]`) says where from (死者苏生: the GY).
    const byNote = verb === 'special-summon' && !byCard && !node.how && !node.pendulum && tributes.length === 0 && subject.zone === null ? summonedByNote(node.notes) : null;
    if (byNote) {
      let places: Place[] = [];
      try {
        places = summonPlacesOf(this.resolveCard({ kind: 'name', name: byNote, quote: null, span: node.span }));
      } catch {
        places = [];
      }
      if (places.length > 0) action.byCardFrom = places;
    }
    if (verb === 'special-summon' && summonedByNote(node.notes)) {
      action.byEffectNote = true;
      // CH-SUMMON-CONDITION (review s45): the summoning card's text says whether it ignores summoning conditions.
      const byCardNamed = byCard ? null : this.summoningCard(summonedByNote(node.notes)!, node.span);
      if (byCardNamed) action.byEffectCard = byCardNamed;
    }
    const position = verb === 'special-summon' ? summonPositionOf(node.notes) : null;
    // SIT-LINK-FACE-UP: a Link Monster is summoned face-up in Attack Position only (it has no DEF) — `(守)` on it is refused.
    if (position === 'defense' && subject.card.type.kind === 'monster' && subject.card.type.subtypes.includes('link')) {
      throw new BindFailure({
        kind: 'invalid',
        message: t(
          `「${subject.card.name}」是连接怪兽：只能表侧攻击表示特殊召唤（没有守备力），不能守备表示。请去掉 (守)。`,
          `${subject.card.name} is a Link Monster: it is Special Summoned only in face-up Attack Position (it has no DEF), never in Defense Position. Drop (守).`,
        ),
        offset: node.span.start,
        suggestions: [],
      });
    }
    if (position) action.position = position;
    if (procedure?.move) action.procedure = procedure.move;
    if (procedure?.tribute) action.procedureTributes = true;
    return action;
  }

  /**
   * `[由 ]` (`[by]`) with no card: the card whose effect makes the summon is missing. Refused with what to write — kept as a
   * remark it was answered as a summon by the rules, the note silently dropped in meaning.
   */
  private refuseEmptyByNote(node: ActionNode): void {
    const note = node.notes.find((n) => /^\s*(?:由|by)\s*$/i.test(n.text));
    if (!note) return;
    const x = node.subject.card.kind === 'name' ? node.subject.card.name : 'X';
    throw new BindFailure({
      kind: 'invalid',
      message: t(
        `[由 ] 里缺少卡名：写上让它出场的卡，例如 特殊召唤 ${x} [由 死者苏生]；按规则召唤请删去 [由 ]。`,
        `[by] names no card: write the card whose effect summons it, e.g. 特殊召唤 ${x} [由 死者苏生]; for a summon by the rules, remove the [by].`,
      ),
      offset: note.span.start,
      suggestions: [],
    });
  }

  /**
   * SIT-NORMAL-SUMMON-BY-NOTE: `召唤 X [由 Y]` (and `上级召唤 … [由 Y]`) is not read — a Normal Summon an effect makes happens while
   * that effect resolves, so it is written as the link's note (`C1 A:Y [召唤 X]`, CH-NORMAL-SUMMON-BY-EFFECT). Refused with what to
   * write, not kept as a remark: the window of a plain Normal Summon would be answered instead.
   */
  private refuseNormalSummonBy(node: ActionNode): void {
    if (node.verb !== 'summon' && node.verb !== 'tribute-summon') return;
    const note = node.notes.find((n) => summonedByNote([n]) !== null);
    if (!note) return;
    const by = summonedByNote([note])!;
    // (Written back as the notation prints it — a name that needs quotes gets them — so the suggestion can be typed as shown.)
    const x = cardRefText(node.subject.card, 'action', false);
    const p = node.subject.controller ?? this.turnPlayer;
    throw new BindFailure({
      kind: 'invalid',
      message: t(
        `「召唤 ${x} [由 ${by}]」读不了：效果进行的通常召唤在那个效果处理时进行，请写成连锁块，在后面注明召唤的怪兽：C1 ${p}:${by} [召唤 ${x}]。按规则的通常召唤请去掉 [由 ${by}]；由效果特殊召唤写 特殊召唤 ${x} [由 ${by}]。`,
        `"召唤 ${x} [由 ${by}]" (a Normal Summon by a card) is not read: a Normal Summon an effect makes happens as that effect resolves, so write it as a chain link with the summoned monster in a note: C1 ${p}:${by} [召唤 ${x}]. For a Normal Summon by the rules, remove [由 ${by}]; for a Special Summon by the effect, write 特殊召唤 ${x} [由 ${by}].`,
      ),
      offset: note.span.start,
      suggestions: [],
    });
  }

  /**
   * CH-NOTE-UNKNOWN on an action: the notes an action reads are `(无效)`, a Special Summon's position `(守)`/`(攻)` and `[由 X]` (the card
   * whose effect summons it: read for a summon with materials, a remark on any other Special Summon); any other is kept as a remark and said — as a link's note is — not dropped without a word.
   */
  private warnUnreadActionNotes(notes: readonly NoteNode[], verb: ActionVerb): void {
    for (const note of notes) {
      if (saysNegated(note) || (verb === 'special-summon' && summonPositionOf([note])) || (verb === 'special-summon' && summonedByNote([note]))) continue;
      const warning = t(
        `动作的注记「${note.text}」引擎看不懂，只当作说明保留（动作能读的注记：(无效)，特殊召唤的 (守)/(攻) 和 [由 卡名]；其他效果写成连锁块 C1 …）。`,
        `The action's note "${note.text}" is not one the engine understands; kept as a remark (an action reads (negated), and a Special Summon's (defense)/(attack) and [by card]; write other effects as chain links C1 …).`,
      );
      if (!this.warnings.some((w) => w.zh === warning.zh)) this.warnings.push(warning);
    }
  }

  /**
   * SIT-SUMMON-BY-OPPONENT-CARD: `特殊召唤 X [由 Y]`, X not in the summoning player's hand, GY, banishment, Deck or Extra Deck but in the
   * other player's, where Y's text summons from: that card is the one summoned — never a new copy. Y taking either player's monster
   * (死者苏生 「双方墓地」) summons it to the summoning player's field, under their control (its owner stays the other); Y taking only its
   * own player's (活死人的呼声 「自己墓地」), with no player written, reads Y as that other player's — said in the assumptions.
   */
  private otherPlayersCardSummonedBy(node: ActionNode, actor: Player): { subject: CardInstance; summoner?: Player } | null {
    const byName = summonedByNote(node.notes);
    if (byName === null || node.subject.card.kind === 'link') return null;
    let by: Card;
    try {
      by = this.resolveCard({ kind: 'name', name: byName, quote: null, span: node.span });
    } catch {
      return null;
    }
    const side = summonSideOf(by);
    const places = summonPlacesOf(by).filter((p): p is Zone => p === 'hand' || p === 'gy' || p === 'banished' || p === 'deck' || p === 'extra');
    if (side === null || side === 'self' && node.subject.controller || places.length === 0) return null;
    const theirs = this.findListedIn(node.subject, opponent(actor), places);
    if (!theirs) return null;
    const where = OFF_FIELD_WORDS[theirs.zone!] ?? { zh: '', en: '' };
    if (side === 'self') {
      this.assumptions.push(t(
        `「${by.name}」只特殊召唤自己${where.zh}的怪兽：「${theirs.card.name}」在 ${theirs.controller} 的${where.zh}，读作 ${theirs.controller} 的「${by.name}」的效果把它特殊召唤。`,
        `${by.name} Special Summons a monster from its own player's ${where.en} only: ${theirs.card.name} is in ${theirs.controller}'s ${where.en}, so ${by.name} is read as ${theirs.controller}'s.`,
      ));
      return { subject: theirs };
    }
    return { subject: theirs, summoner: actor };
  }

  /**
   * SIT-SUMMON-BY-CARD-WHO: `特殊召唤 X [由 Y]` — Y is activated by the summoning player, who puts X on their field and controls it; X's
   * owner is whoever's zone it came from. Said in the assumptions, with how to write the other reading when a player was written for X
   * (`特殊召唤 B:X` is B's own Y on B's X). A Spell Card other than a Quick-Play Spell is activated only in its player's own turn
   * (CH-SPELL1-OWN-MAIN): written for the non-turn player, warned about.
   */
  private sayWhoSummons(byName: string, subject: CardInstance, summoner: Player, written: boolean, span: ActionNode['span']): void {
    let by: Card;
    try {
      by = this.resolveCard({ kind: 'name', name: byName, quote: null, span });
    } catch {
      return; // an unknown card name is the note's own warning (warnUnreadActionNotes / WIN-EXTRA-ORIGIN)
    }
    const owner = subject.owner ?? subject.controller ?? summoner;
    const other = opponent(summoner);
    this.assumptions.push(t(
      `「${subject.card.name}」由 ${summoner} 发动的「${by.name}」的效果特殊召唤：召唤的是 ${summoner}，在 ${summoner} 的场上由 ${summoner} 控制，所有者是 ${owner}${owner !== summoner ? `（离场时回到 ${owner} 那边）` : ''}。${written ? `（写了 ${summoner}:，读作 ${summoner} 自己的「${by.name}」；要写 ${other} 的「${by.name}」把 ${summoner} 的怪兽特殊召唤，不写玩家：特殊召唤 ${subject.card.name} [由 ${by.name}]，并把它列在 ${summoner} 的墓地等地方。）` : ''}`,
      `${subject.card.name} is Special Summoned by the effect of ${by.name} activated by ${summoner}: ${summoner} summons it, onto ${summoner}'s field, under ${summoner}'s control; its owner is ${owner}${owner !== summoner ? ` (it goes back to ${owner}'s side when it leaves the field)` : ''}.${written ? ` (With ${summoner}: written, ${by.name} is read as ${summoner}'s own; for ${other}'s ${by.name} summoning ${summoner}'s monster, write no player — 特殊召唤 ${subject.card.name} [由 ${by.name}] — and list it in ${summoner}'s GY or wherever it is.)` : ''}`,
    ));
    const slowSpell = by.type.kind === 'spell' && !by.type.subtypes.includes('quickplay');
    if (slowSpell && summoner !== this.turnPlayer) {
      this.warnings.push(t(
        `${summoner} 不能在 ${this.turnPlayer} 的回合发动「${by.name}」：速攻魔法以外的魔法卡只能在自己的回合（主要阶段）发动。如果是 ${this.turnPlayer} 的「${by.name}」，不要在怪兽前写 ${summoner}:。`,
        `${summoner} cannot activate ${by.name} in ${this.turnPlayer}'s turn: a Spell Card other than a Quick-Play Spell is activated only in its player's own turn (Main Phase). If it is ${this.turnPlayer}'s ${by.name}, do not write ${summoner}: before the monster.`,
      ));
    }
  }

  private findListedIn(mention: CardMention, player: Player, zones: Zone[]): CardInstance | undefined {
    if (mention.card.kind === 'link') return undefined;
    const card = this.resolveCard(mention.card);
    return this.instances.find((c) => c.card.id === card.id && c.controller === player && c.zone !== null && zones.includes(c.zone));
  }

  private createIn(mention: CardMention, player: Player, zone: Zone | null, ref: string): CardInstance {
    const card = this.resolveCard(mention.card);
    return this.addInstance({ ref, card, controller: player, controllerAssumed: !mention.controller, zone, position: null, origin: 'action', span: mention.span });
  }

  /** A card the binder adds (not listed by the situation): face-up, no states, no earlier card it is — every key in one order. */
  private addInstance(i: Pick<CardInstance, 'ref' | 'card' | 'controller' | 'controllerAssumed' | 'zone' | 'position' | 'origin' | 'span'>): CardInstance {
    const instance: CardInstance = { ref: i.ref, card: i.card, controller: i.controller, controllerAssumed: i.controllerAssumed, zone: i.zone, faceUp: true, position: i.position, states: [], origin: i.origin, sameAs: null, span: i.span };
    this.instances.push(instance);
    return instance;
  }

  // ── names → cards ──────────────────────────────────────────────────────────────────────────────

  private resolveCard(node: CardRefNode): Card {
    if (node.kind === 'link') {
      throw new BindFailure({
        kind: 'invalid',
        message: t(`这里需要卡名，不能写连锁编号 C${node.link}。`, `A card name is needed here, not the link reference C${node.link}.`),
        offset: node.span.start,
        suggestions: [],
      });
    }
    const resolution = node.kind === 'passcode' ? this.catalog.resolvePasscode(node.passcode) : this.catalog.resolve(node.name);
    if (!resolution.ok) {
      throw new BindFailure({ kind: resolution.kind, message: resolution.message, offset: node.span.start, suggestions: resolution.suggestions });
    }
    if (resolution.assumption) this.pushOnce(resolution.assumption);
    this.read.add(resolution.card);
    return resolution.card;
  }

  /** Every card the input named so far (an error's words name them: in English, by their English names). */
  cardsRead(): Card[] {
    return [...this.read];
  }

  private pushOnce(text: Text): void {
    if (!this.assumptions.some((a) => a.zh === text.zh)) this.assumptions.push(text);
  }
}

/**
 * Is `zone` a place the card's effect `n` (its only effect when no number is written) is activated
 * from? Unknown effect: no.
 */
function activatedThere(card: Card, n: number | null, zone: Zone | null): boolean {
  const effect = n !== null ? card.effects.find((e) => e.n === n) : card.effects.length === 1 ? card.effects[0] : undefined;
  if (!effect || zone === null) return false;
  // The rules' one reading of where an effect is activated from and of a place (../engine/game/match.ts).
  return placeMatches(activationPlaces(effect, card), zone);
}

/**
 * SIT-LINK-LISTED-CONTROLLER: can the effect written (else any activated effect of the card) be activated from `zone`? Continuous
 * effects and procedures are never activated; a card whose effects are not known is activated from nowhere we can tell.
 */
function activatableFrom(card: Card, n: number | null, pendulum: boolean, zone: Zone): boolean {
  for (const e of card.effects) {
    if (n !== null && (e.n !== n || (e.pendulum === true) !== pendulum)) continue;
    if (!isActivated(e)) continue;
    // A Spell Card is activated from the hand too: it is placed in its zone as it is activated (activationPlaces names that zone).
    if (e.kind === 'activation' && card.type.kind === 'spell' && zone === 'hand') return true;
    if (placeMatches(activationPlaces(e, card), zone)) return true;
  }
  return false;
}

/** A zone in the answer's words (SIT-LINK-LISTED-CONTROLLER says where the listed card is). */
const ZONE_ZH: Readonly<Record<Zone, string>> = { hand: '手卡', monster: '怪兽区域', spell: '魔法与陷阱区域', gy: '墓地', banished: '除外', deck: '卡组', extra: '额外卡组' };
const ZONE_EN: Readonly<Record<Zone, string>> = { hand: 'in the hand', monster: 'in a Monster Zone', spell: 'in a Spell & Trap Zone', gy: 'in the GY', banished: 'banished', deck: 'in the Deck', extra: 'in the Extra Deck' };
/** SIT-ZONE-EMPTY-SAID: each place as the notation writes it (`A墓只有:`) and in words. */
const EMPTY_PLACE_WORDS: Record<'field' | 'hand' | 'gy' | 'banished' | 'deck' | 'extra', { mark: string; zh: string; en: string }> = {
  field: { mark: '场', zh: '场上', en: 'field' },
  hand: { mark: '手', zh: '手卡', en: 'hand' },
  gy: { mark: '墓', zh: '墓地', en: 'GY' },
  banished: { mark: '除外', zh: '除外状态', en: 'banishment' },
  deck: { mark: '卡组', zh: '卡组', en: 'Deck' },
  extra: { mark: '额外', zh: '额外卡组', en: 'Extra Deck' },
};

/** No player lists the card (most links, with no situation): one shared empty answer. */
const NO_LISTERS: { A?: Zone; B?: Zone } = Object.freeze({});

function fieldZoneFor(card: Card): Zone {
  return card.type.kind === 'monster' ? 'monster' : 'spell';
}

function usualCause(verb: ActionVerb): ActionCause {
  switch (verb) {
    case 'attack':
    case 'direct-attack':
      return 'battle';
    case 'summon':
    case 'tribute-summon':
    case 'special-summon':
    case 'flip-summon':
    case 'change-position':
    case 'set': // 盖放 is always by the rules; the cause does not change its window
      return 'rule';
    default:
      return 'effect';
  }
}

function causeMatters(verb: ActionVerb): boolean {
  return verb === 'destroy' || verb === 'send-to-gy' || verb === 'banish' || verb === 'discard' || verb === 'flip';
}

function causeZh(cause: ActionCause): string {
  return { effect: '效果', cost: '代价（cost）', battle: '战斗', rule: '规则' }[cause];
}

/** The highest effect number a card lists (its non-Pendulum records' `n`), or how many records it has if that is more. */
function highestEffectNumber(effects: readonly EffectFacts[]): number {
  let highest = effects.length;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i]!;
    if (!e.pendulum && e.n > highest) highest = e.n;
  }
  return highest;
}

function circled(n: number): string {
  return String.fromCodePoint(0x2460 + n - 1);
}

/** A Spell/Trap that stays on the field once activated (bindLink's `lasting`). */
function isLastingSubtype(s: string): boolean {
  return s === 'continuous' || s === 'field' || s === 'equip';
}

/** Not a face-up card in the Spell & Trap Zone (one already activated): bindLink's pick among several listed copies. */
function notActive(c: CardInstance): boolean {
  return !(c.faceUp && c.zone === 'spell');
}

/** A fresh suffix for a card a note names (L2N1, L2N2 …). */
function noteCardCount(instances: readonly CardInstance[]): number {
  return instances.filter((c) => /N\d+$/.test(c.ref)).length + 1;
}

const SUMMON_WORDS = { fusion: ['融合召唤', 'Fusion'], synchro: ['同调召唤', 'Synchro'], xyz: ['超量召唤', 'Xyz'], link: ['连接召唤', 'Link'], ritual: ['仪式召唤', 'Ritual'] } as const;

/**
 * Does a fact of the card read how a monster was summoned that way (a card filter's `summoned`, wherever the
 * filter sits: a condition, a target, a trigger's subject)? Walked, not serialized: asked for every Extra Deck
 * monster a situation lists.
 */
function readsSummon(value: unknown, how: string): boolean {
  if (Array.isArray(value)) return value.some((v) => readsSummon(v, how));
  if (value === null || typeof value !== 'object') return false;
  // (A condition 「这张卡超量召唤成功的回合」 reads it too: `self-state` with `how`.)
  if ((value as { is?: unknown }).is === 'self-state' && (value as { how?: unknown }).how === how) return true;
  for (const k in value) {
    const v = (value as Record<string, unknown>)[k];
    if (k === 'summoned' ? v === how : readsSummon(v, how)) return true;
  }
  return false;
}

/** The card a `[由 X]` note names, read for the summon it makes (CH-SUMMON-CONDITION). */
function summoningCardFacts(card: Card): { name: string; ignoring: boolean; summonsAs: string[]; treated?: true; type?: CardType; race?: string; from?: Place[] } {
  // (A step that ignores summoning conditions is the summon meant: a card's other summons — of Tokens, of itself — take no named card.)
  const steps = card.effects.flatMap((e) => e.does.filter((a) => a.do === 'special-summon' && !a.token));
  const ignoring = steps.some((a) => a.ignoreConditions === true);
  const summonsAs = [...new Set(card.effects.filter((e) => e.does.some((a) => a.do === 'special-summon')).flatMap((e) => e.summonsAs ?? []))];
  // CH-SUMMON-BY-FROM: where its effect summons from — only when every summon step of it says so.
  const from = summonPlacesKnown(card);
  // WIN-SUMMON-BY-NOTED-EFFECT: its type, for 「被魔法卡的效果特殊召唤」.
  // (WIN-SUMMONED-BY-CARD, s48: its Type too, for 「用魔法师族怪兽…的效果特殊召唤成功时」.)
  // CH-SUMMON-BY-EFFECT (s49): 「当作同调召唤…特殊召唤」 is made within its resolution; a plain 「…同调召唤」 once it resolved.
  const treated = card.effects.some((e) => e.summonsTreatedAs === true);
  return { name: card.name, ignoring, summonsAs, ...(treated ? { treated: true as const } : {}), type: card.type, ...(card.race ? { race: card.race } : {}), ...(from ? { from } : {}) };
}

/** SIT-SUMMON-BY-CARD: the note `[由 X]` (`[by X]`) on a summon action names the card whose effect makes it. */
function summonedByNote(notes: readonly { text: string }[]): string | null {
  for (const n of notes) {
    const m = /^\s*(?:由|by)\s*(.+?)\s*$/i.exec(n.text);
    if (m) return m[1]!.replace(/^[「『《"](.*)[」』》"]$/, '$1');
  }
  return null;
}

/**
 * The card-wide text facts that belong to a card's effects (what they leave on a monster they summon, when what they
 * banish comes back, a temporary cost, a GY-banish lock): a card that took another's effects (`(复制:Y)`, `(得到效果:Y)`)
 * takes these with them; its own material line stays its own.
 */
function effectTextFacts(from: Card): Pick<Card, 'summonRiders' | 'banishReturn' | 'banishReturnOwn' | 'banishReturnNextTurn' | 'costBanishTemporary' | 'locksOpponentGyBanish'> {
  return { summonRiders: from.summonRiders, banishReturn: from.banishReturn, banishReturnOwn: from.banishReturnOwn, banishReturnNextTurn: from.banishReturnNextTurn, costBanishTemporary: from.costBanishTemporary, locksOpponentGyBanish: from.locksOpponentGyBanish };
}

/** The summoning method a monster's own kind names (a Synchro Monster: 同调召唤), or null for a Main Deck monster. */
function ownSummonMethod(card: Card): MaterialSummon | null {
  return (['fusion', 'synchro', 'xyz', 'link', 'ritual'] as const).find((k) => card.type.subtypes.includes(k)) ?? null;
}

/** SIT-SUMMON-METHOD-KIND's suggestion: the word to write instead of the refused method (its own method, or 特殊召唤). */
function ownSummonWord(card: Card): string {
  const own = ownSummonMethod(card);
  return own ? `${SUMMON_WORDS[own][0]} ${card.name}` : `特殊召唤 ${card.name}`;
}

/**
 * SIT-SUMMON-METHOD-KIND: `同调召唤 X` (and 融合·超量·连接·仪式召唤) summons X by that method, which only a monster of that kind has
 * (a Synchro Summon summons a Synchro Monster). A card the catalog does not know is not judged.
 */
function summonMethodKindRefusal(how: MaterialSummon, card: Card): Text | null {
  if (card.source === 'unknown' || card.type.kind !== 'monster' || card.type.subtypes.includes(how)) return null;
  // The method's words (SUMMON_WORDS, above): 同调召唤 → a 同调怪兽, a Synchro Monster.
  const [word, en] = SUMMON_WORDS[how];
  const zh = `${word.slice(0, -2)}怪兽`;
  // A monster of another summoning kind (an Extra Deck or Ritual Monster) is summoned by its own method: say that one.
  const own = ownSummonMethod(card);
  if (own) {
    const [ownWord, ownEn] = SUMMON_WORDS[own];
    return t(
      `「${card.name}」不是${zh}，不能${word}：${word}只能把${zh}特殊召唤。「${card.name}」是${ownWord.slice(0, -2)}怪兽，请写 ${ownWord} ${card.name}；其他情况请写出真正的召唤方式。`,
      `${card.name} is no ${en} Monster, so it cannot be ${en} Summoned: that method summons ${en} Monsters only. ${card.name} is a ${ownEn} Monster: write ${ownWord} ${card.name}; otherwise write the summon it really was.`,
    );
  }
  return t(
    `「${card.name}」不是${zh}，不能${word}：${word}只能把${zh}特殊召唤。用它自身的方法特殊召唤请写 特殊召唤 ${card.name}；其他情况请写出真正的召唤方式。`,
    `${card.name} is no ${en} Monster, so it cannot be ${en} Summoned: that method summons ${en} Monsters only. For a Special Summon by its own procedure write 特殊召唤 ${card.name}; otherwise write the summon it really was.`,
  );
}
