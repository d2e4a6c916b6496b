/**
 * The answer for `card` (../shared/spec/output.md): a card's names, type and, for each effect, the
 * facts the engine would use — each marked curated (hand-written) or inferred (from the card text).
 * Any answer that relies on an inferred fact says so in `assumptions`.
 */
import { t, type Text } from '../i18n/text.js';
import { archetypeEn } from '../i18n/archetypes-en.js';
import type { MatchedBy } from '../cards/catalog.js';
import type { Card, CardType, EffectFacts, TributeCount, TributeOption } from '../cards/facts.js';
import { categoriesOf, eventWordsOf } from '../cards/compile/index.js';
import type { CardAnswer, CardEffectAnswer } from './types.js';
import { cardLinks } from './links.js';
import { isActivated, speedOfKind } from '../engine/game/speed.js';

const ACTIVATED = new Set(['activation', 'ignition', 'trigger', 'quick', 'flip']);

/**
 * Spell speed 咒文速度 of an activated effect (null for continuous effects and procedures, which are not activated): the engine's
 * own rule (CH-SPEED-KIND, ../engine/game/speed.ts), so the card view and the chain never say two speeds for one effect.
 */
export function effectSpeed(e: EffectFacts, type: CardType): 1 | 2 | 3 | null {
  return isActivated(e) ? speedOfKind(type, e) : null;
}

function eventOf(e: EffectFacts): string | null {
  if (e.trigger) {
    const ev = Array.isArray(e.trigger.event) ? e.trigger.event.join('|') : e.trigger.event;
    return e.trigger.phase ? `${ev}:${e.trigger.phase}` : ev;
  }
  // CH-QUICK-OR-ATTACKED: the activation that targets its monster, or the attack on it.
  if (e.respondsTo) return e.orWaitsFor ? 'activated|attack-declared' : 'activated';
  if (e.respondsToSummon) return 'summoning';
  return null;
}

/**
 * CARD-SUMMON-KIND (s61): a trigger on this card's summon of one kind (「这张卡融合召唤成功的场合」, the compiler's `subject.summoned`) —
 * its condition said with that kind (「条件：融合召唤」), not only 「特殊召唤」: a plain Special Summon does not meet it.
 */
function summonKindOf(e: EffectFacts): { summonKind?: NonNullable<CardEffectAnswer['summonKind']> } {
  const how = e.trigger?.subject?.summoned;
  const events = e.trigger ? [e.trigger.event].flat() : [];
  return how && SPECIAL_KINDS.includes(how) && events.includes('special-summoned') ? { summonKind: how as NonNullable<CardEffectAnswer['summonKind']> } : {};
}
const SPECIAL_KINDS: readonly string[] = ['fusion', 'synchro', 'xyz', 'link', 'ritual', 'pendulum'];

/**
 * CARD-SUMMON-KIND (s61): the summon facts a judge needs of a monster that cannot be Normal Summoned — a Fusion, Synchro, Xyz, Link or
 * Ritual Monster: its proper summon is that kind of summon (docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:23–33), and
 * - with 「不用融合召唤不能特殊召唤」 (or 「…才能特殊召唤」) in its text: only that summon brings it out; even properly summoned, no effect
 *   (「死者苏生」) Special Summons it later (ibid. 107–113);
 * - without: once properly summoned and then sent to the GY or banished, an effect may Special Summon it; never properly summoned, it may
 *   not (苏生限制, ibid. 126–131). An effect that says only 「特殊召唤」 (简易融合) makes no summon of that kind (ibid. 41–45).
 * Null for any other card.
 */
function summonKindNote(card: Card): Text | null {
  const kind = (['fusion', 'synchro', 'xyz', 'link', 'ritual'] as const).find((k) => card.type.subtypes.includes(k));
  if (card.type.kind !== 'monster' || !kind) return null;
  const [zh, en] = KIND_WORDS[kind];
  const text = card.text ?? '';
  // (A monster with a procedure of its own that is no summon of its kind — 圣灵兽骑 火狮 「把…除外的场合才能特殊召唤（不需要「融合」）」, 「不能融合召唤」 —
  // is properly summoned by that procedure (ibid. 41–45): not said here.)
  if (new RegExp(`以下方法|不需要「融合」|不能${zh}召唤|(?<!${zh}召唤)才能(?:从额外卡组)?特殊召唤`).test(text)) return null;
  // (「用融合召唤才能从额外卡组特殊召唤」 bounds only the summon from the Extra Deck: once properly summoned it may be revived — not `only`.)
  const only = new RegExp(`不用${zh}召唤不能特殊召唤|${zh}召唤才能特殊召唤|只能(?:用|通过)${zh}召唤`).test(text);
  const from = kind === 'ritual' ? t('', '') : t('从额外卡组', ' from the Extra Deck');
  const head = t(`召唤方法：不能通常召唤；正规手续是${from.zh}${zh}召唤（效果只写「特殊召唤」的不是${zh}召唤，「${zh}召唤成功时」的效果不能发动）。`, `How it is summoned: it cannot be Normal Summoned; its proper summon is a ${en} Summon${from.en} (an effect that only says "Special Summon" makes no ${en} Summon, and its "when ${en} Summoned" effects cannot be activated).`);
  const tail = only
    ? t(`召唤限制：卡片文本写明只能${zh}召唤出场——即使正规出场过，之后也不能被「死者苏生」等效果特殊召唤。`, `Summoning condition: its text says it can only be ${en} Summoned — even after a proper summon, no effect (such as Monster Reborn) can Special Summon it later.`)
    : t(`苏生限制：${zh}召唤出场过、之后送去墓地·除外的，可以被效果特殊召唤；没有${zh}召唤出场过的不能。`, `Revival: once ${en} Summoned and then sent to the GY or banished, an effect may Special Summon it; if it never was, it cannot.`);
  return t(`${head.zh}${tail.zh}`, `${head.en} ${tail.en}`);
}
const KIND_WORDS: Record<'fusion' | 'synchro' | 'xyz' | 'link' | 'ritual', [string, string]> = { fusion: ['融合', 'Fusion'], synchro: ['同调', 'Synchro'], xyz: ['超量', 'Xyz'], link: ['连接', 'Link'], ritual: ['仪式', 'Ritual'] };

/**
 * CARD-PHASE-TRIGGER-TIMING: a trigger met only by a phase or step beginning (a Spirit's 「结束阶段时回到手卡」, 「准备阶段发动」)
 * is activated within that phase, not at one timing (docs/c03/诱发类效果.rst:38): it cannot miss its timing, even when its
 * text closes with 「时」 — the compiler keeps that 「时」 (the engine reads it), the card view does not call it a when.
 */
function timingOf(e: EffectFacts): CardEffectAnswer['timing'] {
  if (e.kind === 'trigger' && e.trigger?.event === 'phase-start') return 'phase';
  return e.timing ?? null;
}

function negatesOf(e: EffectFacts): CardEffectAnswer['negates'] {
  for (const a of e.does) {
    if (a.do === 'negate-activation') return 'activation';
    if (a.do === 'negate-effect') return 'effect';
    if (a.do === 'negate-summon') return 'summon';
  }
  return null;
}

export function cardEffectAnswer(e: EffectFacts, type: CardType): CardEffectAnswer & { summary: Text | null } {
  const activated = ACTIVATED.has(e.kind);
  return {
    n: e.n,
    kind: e.kind,
    speed: effectSpeed(e, type),
    activatedFrom: e.from === undefined ? null : Array.isArray(e.from) ? e.from.join('/') : e.from,
    event: eventOf(e),
    ...summonKindOf(e),
    timing: timingOf(e),
    // Only triggers can be mandatory; other activated effects are the player's choice.
    mandatory: e.mandatory ?? (activated ? (e.kind === 'trigger' || e.kind === 'flip' ? null : false) : null),
    targets: !!e.targets,
    negates: negatesOf(e),
    source: e.source,
    // The same words for curated and compiled effects: read from the facts, not from the text.
    // (CH-QUICK-OR-ATTACKED: the attack on its monster said as an alternative event, beside the activation it answers.)
    events: eventWordsOf(e.waitsFor && !e.trigger ? { ...e, trigger: e.waitsFor } : e.orWaitsFor && !e.trigger ? { ...e, orTriggers: [{ trigger: e.orWaitsFor }] } : e),
    categories: categoriesOf(e),
    unknown: [...(e.unknown ?? [])],
    oncePerTurn: e.oncePerTurn ?? (e.cardOncePerTurn ? 'card' : null),
    oncePerDuel: e.oncePerDuel === true,
    // (Only when set: the JSON of every other effect keeps its fields.)
    ...(e.oncePerFaceUp ? { oncePerFaceUp: true } : {}),
    ...(e.oncePerDamageCalc ? { oncePerDamageCalc: true } : {}),
    ...lastsUntilOf(e),
    ...staysOf(e),
    ...pledgeOf(e),
    ...(e.summonPledge ? { summonPledge: { by: e.summonPledge.by, words: e.summonPledge.words } } : {}),
    summary: e.summary ?? null,
  };
}

/** CH-PLEDGE-BATTLE-PHASE (s58): the pledge as /card shows it — what it forbids, and its words when the compiler's note keeps them. */
function pledgeOf(e: EffectFacts): { pledge?: NonNullable<CardEffectAnswer['pledge']> } {
  const p = e.pledge;
  if (!p) return {};
  const lead = 'the turn this is activated: ';
  const words = p.note?.startsWith(lead) ? p.note.slice(lead.length) : null;
  return { pledge: { forbids: [p.forbids, ...(p.alsoForbids ?? [])], words } };
}

/** CMP-UNTIL-NEXT-PHASE: the end 「直到下次的…」 gives its lasting step (the first one bounded so), and whether that step banishes for the while. */
function lastsUntilOf(e: EffectFacts): { lastsUntil?: NonNullable<CardEffectAnswer['lastsUntil']> } {
  const a = e.does.find((x) => x.lastsUntil);
  if (!a?.lastsUntil) return {};
  return { lastsUntil: { ...a.lastsUntil, returns: a.do === 'banish' } };
}

/** CARD-STAYS: how long its counted step lasts (the first one bounded so), and how long its card stays after it resolved. */
function staysOf(e: EffectFacts): Pick<CardEffectAnswer, 'lastsTurns' | 'staysUntil'> {
  const lasting = e.does.find((x) => x.duration === 'counted-turns' && x.lastsTurns)?.lastsTurns;
  const destroy = e.kind === 'activation' ? e.does.find((x) => x.what === 'self' && (x.do === 'destroy' || x.do === 'send-to-gy') && x.whenever?.event === 'phase-start' && x.whenever.phase === 'end-phase' && x.whenever.counted?.whose) : undefined;
  const counted = destroy?.whenever?.counted;
  return {
    ...(lasting ? { lastsTurns: { n: lasting.n, whose: lasting.whose, withCard: lasting.withCard === true } } : {}),
    ...(counted?.whose ? { staysUntil: { n: counted.n, whose: counted.whose } } : {}),
  };
}

/** One count of tributes, in words: 「3只「机壳」怪兽」「1只上级召唤的怪兽（自己墓地…的场合）」「不用解放」. */
function tributeWords(o: TributeOption): Text {
  const what = o.archetype ? { zh: `「${o.archetype}」怪兽`, en: `"${archetypeEn(o.archetype) ?? o.archetype}" monster` } : o.kind ? { zh: o.kind, en: `「${o.kind}」` } : { zh: '怪兽', en: 'monster' };
  const zh = o.n === 0 ? '不用解放' : `解放${o.n}只${what.zh}`;
  const en = o.n === 0 ? 'without tributes' : `with ${o.n} ${what.en}${o.n === 1 ? '' : 's'}`;
  return o.condition ? t(`${zh}（${o.condition}）`, `${en} (when 「${o.condition}」)`) : t(zh, en);
}

/** CMP-TRIBUTE-COUNT: the compiled tributes of its Normal Summon, as a note — what a Tribute Summon and a Normal Summon by an effect read. */
export function tributeNote(count: TributeCount): Text {
  if (count.only) {
    const w = tributeWords(count.only);
    return t(`通常召唤的解放（从卡片文本读取）：只能${w.zh}召唤，其他效果不能减少或免除。`, `Tributes of its Normal Summon (read from its text): only ${w.en}; no other effect lowers or waives them.`);
  }
  const ws = (count.also ?? []).map(tributeWords);
  return t(
    `通常召唤的解放（从卡片文本读取）：除了等级规定的数量（5·6星1只，7星以上2只），也可以${ws.map((w) => w.zh).join('，或')}。`,
    `Tributes of its Normal Summon (read from its text): besides its Level's count (1 for Level 5–6, 2 for 7 and up), also ${ws.map((w) => w.en).join(', or ')}.`,
  );
}

export function cardAnswer(card: Card, matchedBy: MatchedBy, assumption: Text | null = null): CardAnswer<Text> {
  const notes: Text[] = [];
  const assumptions: Text[] = [];
  if (assumption) assumptions.push(assumption);
  if (card.textChange) notes.push(card.textChange);
  if (card.tributeCount) notes.push(tributeNote(card.tributeCount));
  const kindNote = summonKindNote(card);
  if (kindNote) notes.push(kindNote);
  const effects = card.effects.map((e) => {
    const a: CardEffectAnswer & { summary: Text | null } = cardEffectAnswer(e, card.type);
    // A ● option: which effect it belongs to, and its place among that effect's options.
    // CMP-SUMMON-RESTRICTION: a summoning condition that only forbids (「这张卡不能从卡组特殊召唤」) is a restriction, not a procedure.
    if (e.kind === 'procedure' && e.summonRestriction) a.restriction = true;
    if (e.choiceOf !== undefined) a.choice = { of: e.choiceOf, option: card.effects.filter((x) => x.choiceOf === e.choiceOf).indexOf(e) + 1 };
    return a;
  });
  if (card.effects.some((e) => e.source === 'inferred')) {
    assumptions.push(
      t(
        `「${card.name}」的效果是从卡片文本编译的（标为 inferred），未经人工核对。`,
        `The effects of 「${card.name}」 are compiled from its card text (marked inferred), not checked by hand.`,
      ),
    );
  }
  const unread = card.effects.reduce((n, e) => n + (e.unknown?.length ?? 0), 0);
  if (unread) {
    notes.push(t(`卡片文本中有${unread}处子句编译器未能理解（见各效果的「未理解」）。`, `${unread} clause${unread === 1 ? '' : 's'} of the card text could not be read by the compiler (see each effect's "not understood").`));
  }
  if (card.source === 'unknown') {
    notes.push(t(`「${card.name}」的效果无法从卡片文本判断。`, `The effects of 「${card.name}」 could not be read from its text.`));
  }
  return {
    ok: true,
    card: { id: card.id, name: card.name, controller: null, ref: null },
    names: {
      ygopro: card.names.ygopro,
      official: card.names.official,
      en: card.names.en,
      aliases: [...card.names.aliases],
    },
    type: { kind: card.type.kind, subtypes: [...card.type.subtypes], bits: card.type.bits },
    effects,
    matchedBy,
    text: card.text ?? null,
    links: cardLinks(card.id, card.names.konamiId),
    notes,
    assumptions,
  };
}
