/**
 * SIT-SUMMON-BY-CARD (rules reference docs/c02/基本用语.rst:956–1015; 怪兽的效果分类.rst:235): a Fusion Monster summoned with
 * materials by a named card's effect (`融合召唤 X 素材 Y,Z [由 超融合]`, `特殊召唤 X 素材 Y,Z [由 融合咒印生物-暗]`) is made
 * as that card's text says — its text, read by the compiler (readFusionByCard), decides:
 *
 * - the kind of summon: 「融合召唤」, or a Special Summon that is none (「…融合怪兽从额外卡组特殊召唤」: the monsters used must still
 *   be able to be Fusion Material, and a substitute may stand in; 「无视召唤条件」: they are no Fusion Material at all, so even a
 *   card 「不能作为融合素材」 may be used) — written with the wrong verb, the summon is refused and the right one is said;
 * - which monster: 「以X为融合素材的那1只」 summons only a monster whose material line states an X, and the part that is an X is
 *   filled by an X itself, never by a substitute;
 * - where the materials are taken from (its own hand, Deck, field, GY, banishment; the opponent's field): a material elsewhere is
 *   refused; the opponent's face-down monsters and face-down banished cards are never usable (基本用语.rst:964–969);
 * - a substitute (「…融合素材怪兽的代替」) applies in the hand, on the field or in the GY, never from the Deck or banished;
 * - what happens to the materials (sent to the GY, returned to the Deck, banished, tributed), by that card's effect.
 *
 * A card whose text is not read so is not judged (the summon is made as written, and the answer says so).
 */
import { t, type Text } from '../i18n/text.js';
import type { Action, Card, Place, Player, Side } from '../cards/facts.js';
import { readFusionByCard, readFusionLine, type FusionByCard } from '../cards/compile/summon-materials.js';
import { fusionRefusal } from './summon-materials.js';
import { archetypeSpellings } from '../cards/archetype-words.js';

/** A material as the binder found it: the card, where it is, face-up or not, whose. */
export interface PlacedMaterial {
  card: Card;
  zone: string | null;
  faceUp: boolean;
  controller: Player | null;
}

export interface ByCardSummon {
  refusal: Text | null;
  /** Where the materials go, by the card's effect; null when the card's text is not read. */
  move: FusionByCard['move'] | null;
  /** The summon is a Fusion Summon (else a Special Summon that is none). */
  fusion: boolean;
}

const KIND_WORDS: Record<string, string> = { 同调怪兽: 'synchro', 融合怪兽: 'fusion', 超量怪兽: 'xyz', 仪式怪兽: 'ritual', 连接怪兽: 'link', 灵摆怪兽: 'pendulum', 效果怪兽: 'effect', 通常怪兽: 'normal' };

/** Is the named part `name` an X of 「以X为融合素材」 (a name, an archetype 「真红眼」怪兽, a kind 同调怪兽)? */
function partIs(x: string, name: string, lookup: (name: string) => Card | undefined): boolean {
  const exact = /^「([^」]+)」$/.exec(x);
  if (exact) return name === exact[1];
  const arch = /^「([^」]+)」怪兽$/.exec(x);
  if (arch) return name.includes(arch[1]!);
  const kind = KIND_WORDS[x];
  return kind !== undefined && (lookup(name)?.type.subtypes.includes(kind) ?? false);
}

const PLACE_ZH: Record<string, string> = { hand: '手卡', deck: '卡组', monster: '场上', spell: '场上', gy: '墓地', banished: '除外状态', extra: '额外卡组' };
const PLACE_EN: Record<string, string> = { hand: 'in the hand', deck: 'in the Deck', monster: 'on the field', spell: 'on the field', gy: 'in the GY', banished: 'banished', extra: 'in the Extra Deck' };

export function summonByCard(
  by: Card,
  verb: 'fusion' | 'special',
  monster: Card,
  materials: readonly PlacedMaterial[],
  actor: Player,
  lookup: (name: string) => Card | undefined,
): ByCardSummon {
  const rules = readFusionByCard(by.text);
  if (!rules) return { refusal: null, move: null, fusion: verb === 'fusion' };
  const refuse = (zh: string, en: string): ByCardSummon => ({ refusal: t(zh, en), move: rules.move, fusion: rules.kind === 'fusion' });
  if (rules.kind === 'fusion' && verb !== 'fusion') {
    return refuse(`「${by.name}」的效果是融合召唤：请写 融合召唤 ${monster.name} 素材 … [由${by.name}]。`, `${by.name}'s effect Fusion Summons: write 融合召唤 ${monster.name} 素材 … [由${by.name}].`);
  }
  if (rules.kind !== 'fusion' && verb === 'fusion') {
    return refuse(
      `「${by.name}」的效果把融合怪兽特殊召唤，不是融合召唤${rules.kind === 'not-material' ? '（无视召唤条件，使用的怪兽不是融合素材）' : ''}：请写 特殊召唤 ${monster.name} 素材 … [由${by.name}]。`,
      `${by.name}'s effect Special Summons the Fusion Monster; it is no Fusion Summon${rules.kind === 'not-material' ? ' (ignoring its conditions, the monsters used are no Fusion Material)' : ''}: write 特殊召唤 ${monster.name} 素材 … [由${by.name}].`,
    );
  }
  // Which monster: 「以X为融合素材的那1只」.
  const line = readFusionLine(monster.text);
  const firstLine = (monster.text ?? '').split('\n')[0]!.trim();
  const x = rules.mustUse;
  const named = line?.named ?? [];
  // (A name stated as one choice of a part, 「「真红眼黑龙」或者…」, is stated too.)
  const stated = [...named, ...(line?.either ?? [])];
  if (x && monster.text && !stated.some((n) => partIs(x, n, lookup)) && !firstLine.includes(x)) {
    return refuse(
      `「${by.name}」只能把融合素材记述了${x}的融合怪兽特殊召唤；「${monster.name}」的融合素材是${firstLine}，没有记述${x}：这次召唤不能进行。`,
      `${by.name} summons only a Fusion Monster whose materials state ${x}; ${monster.name}'s materials are ${firstLine}, which state no ${x}: this summon cannot be made.`,
    );
  }
  // Where the materials may be.
  for (const m of materials) {
    const mine = m.controller === null || m.controller === actor;
    const place = m.zone ?? 'monster';
    const onField = place === 'monster' || place === 'spell';
    const ok =
      onField ? (mine ? rules.from.field : rules.from.opponentField && m.faceUp)
      : !mine ? false
      : place === 'hand' ? rules.from.hand
      : place === 'deck' ? rules.from.deck
      : place === 'gy' ? rules.from.gy
      : place === 'banished' ? rules.from.banished && m.faceUp
      : false;
    if (ok) continue;
    const hidden = !m.faceUp && (place === 'banished' || (onField && !mine));
    return refuse(
      hidden
        ? `「${m.card.name}」是${mine ? '' : '对方'}${PLACE_ZH[place] ?? place}里侧表示的卡，不能作为「${by.name}」的效果使用的融合素材：这次召唤不能进行。`
        : `「${by.name}」的效果使用的融合素材不能是${mine ? '' : '对方'}${PLACE_ZH[place] ?? place}的「${m.card.name}」（它的文本写了从哪里使用）：这次召唤不能进行。`,
      hidden
        ? `${m.card.name} is face-down ${mine ? '' : "on the opponent's side "}${PLACE_EN[place] ?? place} and cannot be used by ${by.name}'s effect: this summon cannot be made.`
        : `${by.name}'s effect cannot use ${m.card.name} ${mine ? '' : "of the opponent's "}${PLACE_EN[place] ?? place} (its text says where it takes them from): this summon cannot be made.`,
    );
  }
  const label = rules.kind === 'fusion' ? t('这次融合召唤不能进行', 'this Fusion Summon cannot be made') : t('这次特殊召唤不能进行', 'this Special Summon cannot be made');
  const refusal = fusionRefusal(
    monster,
    materials.map((m) => m.card),
    {
      notMaterial: rules.kind === 'not-material',
      noSubstituteFor: x ? (name) => partIs(x, name, lookup) : undefined,
      mayStandIn: (i) => {
        const z = materials[i]?.zone;
        return z !== 'deck' && z !== 'banished';
      },
      label,
    },
  );
  if (refusal) return { refusal, move: rules.move, fusion: rules.kind === 'fusion' };
  // With 「以X为融合素材」 the parts are judged as the card asks: a part 「ARCH」怪兽 is filled by monsters of that archetype (by name),
  // a part 「暗属性怪兽」「龙族怪兽」 by a monster of that Attribute or Type,
  // once the named parts took their own cards — a substitute left over stands in for nothing.
  if (x) {
    const pool = materials.map((m) => m.card);
    for (const n of named) {
      const i = pool.findIndex((c) => c.name === n);
      if (i >= 0) pool.splice(i, 1);
    }
    for (const part of firstLine.split('＋')) {
      // A part 「暗属性怪兽」「龙族怪兽」 is filled by a monster of that Attribute or Type (a substitute stands in for a named part only).
      const kind = /^(地|水|炎|风|光|暗|神)属性怪兽$|^([^「」＋×]{1,4}族)怪兽$/.exec(part.trim());
      if (kind) {
        const i = pool.findIndex((c) => (kind[1] ? c.attribute === kind[1] : c.race === kind[2]));
        if (i >= 0) {
          pool.splice(i, 1);
          continue;
        }
        return refuse(
          `「${monster.name}」的融合素材是${firstLine}：${x}的部分必须用那张卡本身（「${by.name}」的效果不能让融合素材代用怪兽代替它），其余的${quotedAll(pool)}不是${part.trim()}：${label.zh}。`,
          `${monster.name}'s materials are ${firstLine}: the ${x} part must be that card itself (${by.name}'s effect lets no substitute stand in for it), and the rest, ${pool.map((c) => c.name).join(', ')}, is no ${part.trim()}: ${label.en}.`,
        );
      }
      const m = /^「([^」]+)」怪兽(?:×(\d+))?$/.exec(part.trim());
      if (!m) continue;
      for (let k = 0; k < Number(m[2] ?? 1); k++) {
        const i = pool.findIndex((c) => archetypeSpellings(m[1]!).some((w) => c.name.includes(w)));
        if (i >= 0) {
          pool.splice(i, 1);
          continue;
        }
        return refuse(
          `「${monster.name}」的融合素材是${firstLine}：${x}的部分必须用那张卡本身（「${by.name}」的效果不能让融合素材代用怪兽代替它），其余的${quotedAll(pool)}不是「${m[1]}」怪兽：${label.zh}。`,
          `${monster.name}'s materials are ${firstLine}: the ${x} part must be that card itself (${by.name}'s effect lets no substitute stand in for it), and the rest, ${pool.map((c) => c.name).join(', ')}, is no 「${m[1]}」 monster: ${label.en}.`,
        );
      }
    }
  }
  return { refusal: null, move: rules.move, fusion: rules.kind === 'fusion' };
}

const quotedAll = (cards: readonly Card[]): string => cards.map((c) => `「${c.name}」`).join('');

/**
 * WIN-EXTRA-ORIGIN: the places a card's effects Special Summon from, as its text says (a `special-summon` step's `from`, or the place
 * of the cards it targets or picks: 死者苏生 「以…墓地1只怪兽为对象…特殊召唤」 → the GY). Empty when its text says none.
 */
export function summonPlacesOf(by: Card): Place[] {
  const out = new Set<Place>();
  const visit = (a: Action, targetPlace: Place | Place[] | undefined): void => {
    if (a.do === 'special-summon') {
      const place = a.from ?? (a.what === 'targets' ? targetPlace : typeof a.what === 'object' ? a.what.filter.place : undefined);
      for (const p of place === undefined ? [] : Array.isArray(place) ? place : [place]) out.add(p);
    }
    // The steps an action carries inside it: what it does instead, what an 「into」 effect does.
    if (a.instead) visit(a.instead, targetPlace);
    for (const x of a.into?.does ?? []) visit(x, targetPlace);
  };
  for (const e of by.effects) {
    const targetPlace = e.targets?.filter?.place;
    for (const a of [...e.does, ...(e.leaves ?? []), ...(e.addsToEffect?.steps ?? [])]) visit(a, targetPlace);
  }
  return [...out];
}

/**
 * CH-SUMMON-BY-FROM: the places the card's effects Special Summon another monster from — each summon step's 「从…」, or for a summon of
 * its targets the place it targets — only when every such step says one (a summon of itself, of Tokens, is not one of them); null when one
 * does not (a place unread), or when it has no such step: then where it takes from is not known.
 */
export function summonPlacesKnown(by: Card): Place[] | null {
  const out = new Set<Place>();
  let unknown = false;
  let any = false;
  const visit = (a: Action, targetPlace: Place | Place[] | undefined): void => {
    if (a.do === 'special-summon' && a.what !== 'self' && !a.token) {
      any = true;
      const place = a.from ?? (a.what === 'targets' ? targetPlace : typeof a.what === 'object' ? a.what.filter.place : undefined);
      const places = place === undefined ? [] : Array.isArray(place) ? place : [place];
      if (places.length === 0 || places.some((p) => p === 'field' || p === 'monster' || p === 'spell')) unknown = true;
      for (const p of places) out.add(p);
    }
    if (a.instead) visit(a.instead, targetPlace);
    for (const x of a.into?.does ?? []) visit(x, targetPlace);
  };
  for (const e of by.effects) {
    const targetPlace = e.targets?.filter?.place;
    for (const a of [...e.does, ...(e.leaves ?? []), ...(e.addsToEffect?.steps ?? [])]) visit(a, targetPlace);
  }
  return any && !unknown ? [...out] : null;
}

/**
 * SIT-SUMMON-BY-OPPONENT-CARD: whose cards the card's effects Special Summon another monster of (a summon of itself, of Tokens, is
 * none of them) — 死者苏生 「双方墓地」 either player's ('any'), 活死人的呼声 「自己墓地」 its own player's only ('self'). Each step's
 * target (or picked card) says it; a step that names no side is read as either. Null when it has no such step.
 */
export function summonSideOf(by: Card): Side | null {
  const sides = new Set<Side>();
  const visit = (a: Action, targetSide: Side | undefined): void => {
    if (a.do === 'special-summon' && a.what !== 'self' && !a.token) {
      sides.add((a.what === 'targets' ? targetSide : typeof a.what === 'object' ? a.what.filter.side : undefined) ?? 'any');
    }
    if (a.instead) visit(a.instead, targetSide);
    for (const x of a.into?.does ?? []) visit(x, targetSide);
  };
  for (const e of by.effects) {
    for (const a of [...e.does, ...(e.leaves ?? []), ...(e.addsToEffect?.steps ?? [])]) visit(a, e.targets?.filter?.side);
  }
  if (sides.size === 0) return null;
  return sides.size === 1 ? [...sides][0]! : 'any';
}
