/**
 * Discord rendering of the answer objects: embeds (raw API shape, so the gateway client and the HTTP
 * endpoint send the same JSON) and the packing of long answers into Discord's limits.
 *
 * Renderers only arrange words the answer already holds; the marks and outcome words are the ones the
 * plain-text renderer uses (./text.ts), so the command line and the bot say the same thing.
 * Everything a user typed (card names, the notation, notes) is defused against mentions and markdown
 * before it is shown.
 */
import { pick, type Lang } from '../../i18n/text.js';
import type {
  AnswerEvent,
  CardAnswer,
  CardRef,
  ChainAnswer,
  DeckAnswer,
  ErrorAnswer,
  LinkAnswer,
  Outcome,
  PhaseAnswer,
  TurnAnswer,
  WindowTrigger,
} from '../types.js';
import { counterLines, deckHead, describeCardEffect, gameResultLine, laterSections, describeCardType, describeEvent, KIND_WORD, levelWord, limitLine, numberLines, OUTCOME_MARK, OUTCOME_WORD, phaseSections, pledgeWords, summonPledgeWords, windowWord } from './text.js';
import { effectMark } from '../../i18n/marks.js';
import { cardImageUrl, ygocdbUrl } from '../links.js';

// ---------------------------------------------------------------------------------------------------
// Shapes and limits

export interface EmbedField {
  name: string;
  value: string;
  inline?: boolean;
}

export interface Embed {
  title?: string;
  /** The title links here. */
  url?: string;
  /** A small image at the top right (a card picture from CARD_IMAGE_URL). */
  thumbnail?: { url: string };
  /** A large image under the embed (`attachment://chain.png` for an uploaded picture). */
  image?: { url: string };
  description?: string;
  color?: number;
  fields?: EmbedField[];
  footer?: { text: string };
}

/** Discord's documented limits (characters; we count UTF-16 units, which is never fewer). */
export const LIMITS = {
  title: 256,
  description: 4096,
  fieldName: 256,
  fieldValue: 1024,
  fields: 25,
  footer: 2048,
  /** All embeds of one message together. */
  message: 6000,
  embeds: 10,
  /** A message's plain content. */
  content: 2000,
} as const;

export const COLOURS = {
  resolved: 0x2ecc71,
  negated: 0xe74c3c,
  'no-effect': 0x95a5a6,
  illegal: 0x992d22,
  window: 0x5865f2,
  info: 0x3498db,
  error: 0xe67e22,
} as const;

// ---------------------------------------------------------------------------------------------------
// Text safety

const ZWSP = '\u200b';

/** Defuses mentions and Discord markdown in text a user typed (card names come from users too). */
export function safe(text: string): string {
  return text
    .replace(/([\\*_~|`>#[\]()])/g, '\\$1')
    .replace(/@(everyone|here)/gi, `@${ZWSP}$1`)
    .replace(/<@([!&]?)(\d+)>/g, `<@${ZWSP}$1$2>`)
    .replace(/<#(\d+)>/g, `<#${ZWSP}$1>`);
}

/** For text shown inside a code block: only the fence itself and mentions need defusing. */
export function safeCode(text: string): string {
  return text
    .replace(/```/g, `\`${ZWSP}\`${ZWSP}\``)
    .replace(/@(everyone|here)/gi, `@${ZWSP}$1`)
    .replace(/<@([!&]?)(\d+)>/g, `<@${ZWSP}$1$2>`);
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  // Never leave half a surrogate pair.
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Splits text into pieces of at most `max`, at line ends where possible. */
export function splitText(text: string, max: number): string[] {
  const out: string[] = [];
  let current = '';
  const push = () => {
    if (current.length) out.push(current);
    current = '';
  };
  for (const line of text.split('\n')) {
    const candidate = current.length ? `${current}\n${line}` : line;
    if (candidate.length <= max) {
      current = candidate;
      continue;
    }
    push();
    let rest = line;
    while (rest.length > max) {
      let cut = max;
      if (/[\ud800-\udbff]/.test(rest[cut - 1] ?? '')) cut -= 1;
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  push();
  return out.length ? out : [''];
}

// ---------------------------------------------------------------------------------------------------
// Packing into Discord's limits

function fieldSize(f: EmbedField): number {
  return f.name.length + f.value.length;
}

export function embedSize(e: Embed): number {
  return (
    (e.title?.length ?? 0) +
    (e.description?.length ?? 0) +
    (e.footer?.text.length ?? 0) +
    (e.fields ?? []).reduce((s, f) => s + fieldSize(f), 0)
  );
}

/**
 * Makes every embed fit on its own: a long description continues in further embeds, a long field value
 * continues in further fields, more than 25 fields or more than a message's worth of text continues in
 * a further embed (same colour, the title marked as continued). The footer stays on the last piece.
 */
export function fitEmbed(e: Embed, lang: Lang): Embed[] {
  const cont = lang === 'en' ? ' (cont.)' : '（续）';
  const title = e.title ? truncate(e.title, LIMITS.title - cont.length) : undefined;
  const footer = e.footer ? { text: truncate(e.footer.text, LIMITS.footer) } : undefined;
  // Leave room for the footer and a title on every piece.
  const budget = LIMITS.message - (footer?.text.length ?? 0) - (title?.length ?? 0) - cont.length;
  const pieces: Embed[] = [];
  const fresh = (): Embed => {
    const p: Embed = {};
    if (title) p.title = pieces.length ? `${title}${cont}` : title;
    if (!pieces.length && e.url) p.url = e.url;
    if (!pieces.length && e.thumbnail) p.thumbnail = e.thumbnail;
    if (!pieces.length && e.image) p.image = e.image;
    if (e.color !== undefined) p.color = e.color;
    pieces.push(p);
    return p;
  };
  let cur = fresh();
  if (e.description) {
    const parts = splitText(e.description, Math.min(LIMITS.description, budget));
    parts.forEach((part, i) => {
      if (i > 0) cur = fresh();
      cur.description = part;
    });
  }
  for (const f of e.fields ?? []) {
    const name = truncate(f.name.trim() || ZWSP, LIMITS.fieldName);
    const values = splitText(f.value.trim() || '—', LIMITS.fieldValue);
    values.forEach((value, i) => {
      const field: EmbedField = { name: i === 0 ? name : ZWSP, value };
      if (f.inline) field.inline = true;
      const fields = cur.fields ?? [];
      if (fields.length >= LIMITS.fields || embedSize(cur) + fieldSize(field) > budget) cur = fresh();
      (cur.fields ??= []).push(field);
    });
  }
  if (footer) pieces[pieces.length - 1]!.footer = footer;
  return pieces;
}

/** Packs embeds into messages of at most 10 embeds and 6000 characters each, in order. */
export function packMessages(embeds: Embed[], lang: Lang): Embed[][] {
  const messages: Embed[][] = [];
  let cur: Embed[] = [];
  let size = 0;
  for (const e of embeds.flatMap((x) => fitEmbed(x, lang))) {
    const s = embedSize(e);
    if (cur.length && (cur.length >= LIMITS.embeds || size + s > LIMITS.message)) {
      messages.push(cur);
      cur = [];
      size = 0;
    }
    cur.push(e);
    size += s;
  }
  if (cur.length) messages.push(cur);
  return messages;
}

// ---------------------------------------------------------------------------------------------------
// Words

/** ① … ⑳, or the words for a card's plain activation (record 0). */
const circled = (n: number, lng: Lang): string => pick(effectMark(n), lng);
const w = (lang: Lang, zh: string, en: string): string => (lang === 'en' ? en : zh);

function card(c: CardRef): string {
  return `${c.controller ? `${c.controller}:` : ''}${safe(c.name)}`;
}

function speedWord(speed: 1 | 2 | 3 | null, lang: Lang): string {
  return speed === null ? w(lang, '?速', 'Spell Speed ?') : w(lang, `${speed}速`, `Spell Speed ${speed}`);
}


function eventLine(e: AnswerEvent, lang: Lang): string {
  return describeEvent(e, lang, card);
}


/** The colour of a chain answer: its most serious outcome. */
export function chainColour(answer: ChainAnswer): number {
  const outcomes = new Set(answer.links.map((l) => l.outcome ?? (l.legal === false ? 'illegal' : null)));
  if (outcomes.has('illegal')) return COLOURS.illegal;
  if (outcomes.has('activation-negated') || outcomes.has('effect-negated')) return COLOURS.negated;
  if (outcomes.has('no-effect')) return COLOURS['no-effect'];
  if (outcomes.has('resolved')) return COLOURS.resolved;
  return COLOURS.window;
}

function linkLine(l: LinkAnswer, lang: Lang): string {
  const effect = l.effect === null ? '' : ` ${circled(l.effect, lang)}`;
  const targets = l.targets.length ? ` → ${l.targets.map(card).join(', ')}` : '';
  const assumed = l.controllerAssumed ? w(lang, '（控制者为假定）', ' (controller assumed)') : '';
  const head = `**C${l.n}** ${l.controller}:${safe(l.card.name)}${effect}${targets} · ${speedWord(l.speed, lang)}${assumed}`;
  if (l.legal === false) {
    return `${head}\n${OUTCOME_MARK.illegal} ${w(lang, '不能发动', 'cannot be activated')}${l.illegalReason ? `: ${l.illegalReason}` : ''}`;
  }
  if (l.legal === null) return `${head}\n❔ ${w(lang, '无法判断能否发动', 'legality cannot be judged')}`;
  // (WIN-ACTION-BEFORE-CHAIN: legal, but written where it cannot go.)
  return `${head} · ${w(lang, '可以发动', 'legal')}${(l.warnings ?? []).map((x) => `\n⚠️ ${safe(x)}`).join('')}${(l.notes ?? []).map((x) => `\nℹ️ ${safe(x)}`).join('')}`;
}

function triggerLine(tr: WindowTrigger, lang: Lang): string {
  const kind = KIND_WORD[tr.kind];
  const must = tr.mandatory ? w(lang, '必发', 'mandatory') : w(lang, '选发', 'optional');
  const group =
    tr.group !== null ? w(lang, ` [组${tr.group}：${tr.controller} 自行排列]`, ` [group ${tr.group}: ${tr.controller} orders]`) : '';
  return `${tr.order}. ${levelWord(tr, lang)} · ${card(tr.card)} ${circled(tr.effect, lang)} ${
    kind ? kind[lang] : tr.kind
  } · ${must}${group}`;
}

// ---------------------------------------------------------------------------------------------------
// Answers → embeds

export interface ChainRenderOptions {
  /** The notation as typed, shown (defused) at the top. */
  input?: string;
  /** A title prefix, e.g. for a live chain. */
  title?: string;
}

/** The first sentence of a reason: the verdict line says why; the rest is in the full reasoning. */
export function firstSentence(text: string): string {
  const m = /^(.+?[。！？]|.+?[.!?](?=\s))/.exec(text);
  return m && m[1]!.length < text.length ? `${m[1]}…` : text;
}

/**
 * A link's verdict in one line: mark, link, card, effect, targets, speed, then what became of it —
 * resolved, negated (by which link), no effect or illegal (with the reason a player needs), or not
 * judgeable. What a resolving link did, step by step, is in the full reasoning.
 */
function verdictLine(l: LinkAnswer, lang: Lang): string {
  const effect = l.effect === null ? '' : ` ${circled(l.effect, lang)}`;
  const targets = l.targets.length ? ` → ${l.targets.map(card).join(', ')}` : '';
  const assumed = l.controllerAssumed ? w(lang, '（控制者为假定）', ' (controller assumed)') : '';
  const head = `**C${l.n}** ${l.controller}:${safe(l.card.name)}${effect}${targets} · ${speedWord(l.speed, lang)}${assumed}`;
  const sep = w(lang, '：', ': ');
  if (l.legal === false || l.outcome === 'illegal') {
    return `${OUTCOME_MARK.illegal} ${head} · ${OUTCOME_WORD.illegal[lang]}${l.illegalReason ? `${sep}${safe(firstSentence(l.illegalReason))}` : ''}`;
  }
  if (!l.outcome) {
    return `❔ ${head} · ${l.legal === null ? w(lang, '无法判断能否发动', 'legality cannot be judged') : w(lang, '可以发动', 'legal')}`;
  }
  const by = l.by !== null ? w(lang, `（被C${l.by}）`, ` (by C${l.by})`) : '';
  const unsure = l.legal === null ? w(lang, '（能否发动无法判断）', ' (legality not judged)') : '';
  // A link that does nothing: why is the verdict itself (its target is gone, its condition failed).
  const why = l.outcome === 'no-effect' && l.reason ? `${sep}${safe(firstSentence(l.reason))}` : '';
  // (WIN-ACTION-BEFORE-CHAIN: resolved as written, but written where it cannot go — the first sentence, the rest in the reasoning.)
  const misplaced = (l.warnings ?? []).map((x) => `\n⚠️ ${safe(firstSentence(x))}`).join('');
  return `${OUTCOME_MARK[l.outcome]} ${head} · ${OUTCOME_WORD[l.outcome][lang]}${by}${unsure}${why}${misplaced}`;
}

/**
 * The short answer (the first message): every link's verdict, the order of resolution, and the
 * trigger window — its triggers in chain order, what misses its timing, who holds priority, and the
 * notes about this board. General explanations (what a chain's end is, how priority passes), what each
 * link did step by step, and the events are behind the full-reasoning button (`reasoningEmbeds`).
 * Assumptions stay in the footer: a guess is never shown as a ruling.
 */
export function chainEmbeds(answer: ChainAnswer, lang: Lang, opts: ChainRenderOptions = {}): Embed[] {
  const title = opts.title ?? w(lang, `连锁裁定（回合玩家：${answer.turnPlayer}）`, `Chain ruling (turn player: ${answer.turnPlayer})`);
  const main: Embed = { title, color: chainColour(answer), fields: [] };
  const desc: string[] = [];
  if (opts.input) desc.push(`\`\`\`\n${safeCode(opts.input)}\n\`\`\``);
  // SIT-THEN-CHAIN (issue 16): what the chains played before the judged one did, one line each.
  for (const c of answer.earlierChains ?? []) desc.push(`· ${safe(c.summary)}`);
  if (answer.links.length) {
    desc.push(...answer.links.map((l) => verdictLine(l, lang)));
    const order = answer.resolutionOrder.map((n) => `C${n}`).join(' → ');
    desc.push(`${w(lang, '**处理顺序**：', '**Resolution:** ')}${order || w(lang, '（没有可处理的连锁）', '(nothing resolves)')}`);
  } else {
    desc.push(...answer.events.map((e) => `· ${eventLine(e, lang)}`));
  }
  main.description = desc.join('\n');

  // Issue 16 (攻守计算): ATK/DEF after the chain and the damage calculation of the attack.
  const numbers = numberLines(answer);
  if (numbers.length) main.fields!.push({ name: w(lang, '攻守与伤害', 'ATK/DEF and damage'), value: numbers.map((n) => `· ${n}`).join('\n').slice(0, 1000) });

  // CNT-PLACE: the counters placed or removed, as the text answer shows them.
  const counters = counterLines(answer, lang);
  if (counters.length) main.fields!.push({ name: w(lang, '指示物', 'Counters'), value: counters.map((c) => `· ${safe(c)}`).join('\n').slice(0, 1000) });

  // CH-NORMAL-DRAW, and what the chain left for later (CH-DELAYED, CH-TURN-PART), as the text answer shows them.
  if (answer.normalDraw) main.fields!.push({ name: w(lang, '通常抽卡', 'Normal draw'), value: `${answer.normalDraw.made ? w(lang, '照常进行', 'made') : w(lang, '不进行', 'not made')} — ${answer.normalDraw.reason}`.slice(0, 1000) });
  for (const sec of laterSections(answer, lang)) main.fields!.push({ name: sec.heading, value: sec.lines.map((l) => `· ${l}`).join('\n').slice(0, 1000) });

  // CH-LP-ZERO / CH-SPECIAL-WIN: the Duel ended (the window's note says why).
  if (answer.gameResult) main.fields!.push({ name: w(lang, '决斗结果', 'Duel result'), value: gameResultLine(answer, lang) });

  const win = answer.window;
  const lines: string[] = win.notes.map((n) => `· ${n}`);
  if (win.triggers.length) lines.push(...win.triggers.map((tr) => triggerLine(tr, lang)));
  else if (win.kind !== 'none') lines.push(w(lang, '没有必须或可以开始下一个连锁的诱发效果。', 'No effect must or may start the next chain.'));
  for (const m of win.missedTiming) lines.push(`✗ ${card(m.card)} ${circled(m.effect, lang)} ${w(lang, '错过时点', 'misses its timing')}${w(lang, '：', ': ')}${m.reason}`);
  if (win.priority) {
    const tp = win.priority === answer.turnPlayer;
    lines.push(`${w(lang, '优先权：', 'Priority: ')}${win.priority}${tp ? w(lang, '（回合玩家）', ' (turn player)') : ''}`);
  }
  if (win.kind !== 'none' || lines.length) {
    main.fields!.push({ name: `${w(lang, '时点', 'Trigger window')}${w(lang, '：', ': ')}${windowWord(win, lang)}`, value: lines.join('\n') || '—' });
  }
  // ANS-PHASE-AFTER-WINDOW: the phases played after the chain, after its window (game order), as the text answer shows them.
  for (const sec of phaseSections(answer, lang)) main.fields!.push({ name: sec.heading, value: sec.lines.map((l) => `· ${l}`).join('\n').slice(0, 1000) });
  if (answer.warnings.length) {
    main.fields!.push({ name: w(lang, '⚠ 注意', '⚠ Warnings'), value: answer.warnings.map((x) => `! ${x}`).join('\n') });
  }
  if (answer.assumptions.length) {
    const text = `${w(lang, '假设：', 'Assumptions:')}\n${answer.assumptions.map((a) => `※ ${a}`).join('\n')}`;
    if (text.length <= LIMITS.footer) main.footer = { text };
    else main.fields!.push({ name: w(lang, '假设', 'Assumptions'), value: answer.assumptions.map((a) => `※ ${a}`).join('\n') });
  }
  return [main];
}

/** A chain being built: its links with legality only (nothing resolves yet). */
export function linksEmbed(answer: ChainAnswer, lang: Lang, title: string): Embed {
  const lines = answer.links.map((l) => linkLine(l, lang));
  return {
    title,
    color: chainColour({ ...answer, links: answer.links.map((l) => ({ ...l, outcome: l.legal === false ? 'illegal' : null })) }),
    description: lines.length ? lines.join('\n') : w(lang, '（还没有连锁）', '(no links yet)'),
  };
}

/** "Show the full reasoning": why each link did what it did, the rules applied, every event. */
export function reasoningEmbeds(answer: ChainAnswer, lang: Lang): Embed[] {
  const e: Embed = { title: w(lang, '完整推理', 'Full reasoning'), color: COLOURS.info, fields: [] };
  for (const l of answer.links) {
    const lines: string[] = [];
    if (l.legal === false && l.illegalReason) lines.push(`${OUTCOME_MARK.illegal} ${l.illegalReason}`);
    if (l.outcome) lines.push(`${OUTCOME_MARK[l.outcome]} ${OUTCOME_WORD[l.outcome][lang]}${l.reason ? `: ${l.reason}` : ''}`);
    if (l.controllerAssumed) lines.push(w(lang, `控制者假定为 ${l.controller}`, `controller assumed to be ${l.controller}`));
    for (const x of l.warnings ?? []) lines.push(`⚠️ ${safe(x)}`);
    for (const x of l.notes ?? []) lines.push(`ℹ️ ${safe(x)}`);
    if (l.rules.length) lines.push(`${w(lang, '规则', 'Rules')}: ${l.rules.map((r) => `\`${r}\``).join(' ')}`);
    // The card's page (text and official rulings), so a judge can check the wording in one click.
    if (l.card.id !== null && l.card.id > 0) lines.push(`🔗 ${masked(l.card.name, ygocdbUrl(l.card.id))}`);
    e.fields!.push({ name: `C${l.n} ${l.controller}:${safe(l.card.name)}`, value: lines.join('\n') || '—' });
  }
  if (answer.events.length) {
    e.fields!.push({ name: w(lang, '发生的事', 'What happened'), value: answer.events.map((x) => `· ${eventLine(x, lang)}`).join('\n') });
  }
  const win = answer.window;
  const about = [...win.notes, ...(win.background ?? [])];
  if (about.length) {
    e.fields!.push({ name: `${w(lang, '时点', 'Trigger window')}${w(lang, '：', ': ')}${windowWord(win, lang)}`, value: about.map((n) => `· ${n}`).join('\n') });
  }
  const why = answer.window.triggers.filter((tr) => tr.reason);
  if (why.length) {
    e.fields!.push({
      name: w(lang, '为什么能诱发', 'Why these trigger'),
      value: why.map((tr) => `${tr.order}. ${card(tr.card)} ${circled(tr.effect, lang)}: ${tr.reason}`).join('\n'),
    });
  }
  if (win.missedTiming.length) {
    e.fields!.push({
      name: w(lang, '错过时点', 'Missed timing'),
      value: win.missedTiming.map((m) => `✗ ${card(m.card)} ${circled(m.effect, lang)}: ${m.reason}${m.rules?.length ? ` (${m.rules.map((r) => `\`${r}\``).join(' ')})` : ''}`).join('\n'),
    });
  }
  if (answer.assumptions.length) {
    e.fields!.push({ name: w(lang, '假设', 'Assumptions'), value: answer.assumptions.map((a) => `※ ${a}`).join('\n') });
  }
  if (answer.warnings.length) {
    e.fields!.push({ name: w(lang, '注意', 'Warnings'), value: answer.warnings.map((a) => `! ${a}`).join('\n') });
  }
  return [e];
}

/** An error: the message, the caret line under the input, what was expected, suggestions. */
export function errorEmbed(answer: ErrorAnswer, lang: Lang): Embed {
  const err = answer.error;
  const parts = [safe(err.message)];
  if (err.caret) parts.push(`\`\`\`\n${safeCode(err.caret)}\n\`\`\``);
  const e: Embed = { title: `⚠ ${w(lang, '错误', 'Error')}`, color: COLOURS.error, description: parts.join('\n'), fields: [] };
  if (err.expected.length) {
    e.fields!.push({ name: w(lang, '应为', 'Expected'), value: err.expected.map(safe).join(w(lang, '、', ', ')) });
  }
  if (err.suggestions.length) {
    e.fields!.push({ name: w(lang, '你是不是想找', 'Did you mean'), value: err.suggestions.map(safe).join(w(lang, '、', ', ')) });
  }
  return e;
}


export interface CardRenderOptions {
  /** CARD_IMAGE_URL: a URL template with `{id}`; no thumbnail when unset. */
  imageTemplate?: string | null;
}

/** A link in markdown, its label defused (card names come from the data, labels from us). */
function masked(label: string, url: string): string {
  return `[${safe(label)}](${url})`;
}

export function cardEmbeds(answer: CardAnswer, lang: Lang, opts: CardRenderOptions = {}): Embed[] {
  // The reader's name first: English readers see the English name in the title when one is known.
  const display = lang === 'en' && answer.names.en ? answer.names.en : answer.card.name;
  const names = [answer.card.name, answer.names.official, answer.names.en].filter((n, i, all): n is string => Boolean(n) && n !== display && all.indexOf(n) === i);
  const head: string[] = [];
  if (names.length) head.push(names.map(safe).join(' / '));
  head.push(`${w(lang, '种类', 'Type')}: ${describeCardType(answer.type, lang)}`);
  if (answer.names.aliases.length) head.push(`${w(lang, '别名', 'Also called')}: ${answer.names.aliases.map(safe).join(w(lang, '、', ', '))}`);
  if (answer.limit) head.push(`**${limitLine(answer.limit, lang)}**`);
  if (answer.text) head.push('', safe(answer.text));
  const e: Embed = {
    title: `${display}${answer.card.id !== null ? ` (${answer.card.id})` : ''}`,
    color: COLOURS.info,
    description: head.join('\n'),
    fields: [],
  };
  for (const x of answer.effects) {
    const unread = (x.unknown ?? []).map((u) => `? ${w(lang, '未理解', 'not understood')}: ${safe(u)}`);
    const pledge = [...(x.pledge ? [pledgeWords(x.pledge, lang === 'en')] : []), ...(x.summonPledge ? [summonPledgeWords(x.summonPledge, lang === 'en')] : [])];
    e.fields!.push({ name: describeCardEffect(x, lang), value: [x.summary ?? (unread.length || pledge.length ? '' : '—'), ...pledge, ...unread].filter(Boolean).join('\n') });
  }
  const links = answer.links ?? [];
  if (links.length) {
    e.url = links[0]!.url;
    e.fields!.push({ name: w(lang, '链接', 'Links'), value: links.map((l) => masked(l.label, l.url)).join(' · ') });
  }
  const image = cardImageUrl(opts.imageTemplate, answer.card.id);
  if (image) e.thumbnail = { url: image };
  const foot = [...answer.notes, ...answer.assumptions].map((n) => `※ ${n}`);
  if (foot.length) e.footer = { text: foot.join('\n') };
  return [e];
}

export function phaseEmbeds(answer: PhaseAnswer | TurnAnswer, lang: Lang): Embed[] {
  if ('turn' in answer) {
    const lines: string[] = [];
    const walk = (nodes: { id: string; title: string; children: unknown[] }[], depth: number) => {
      for (const n of nodes) {
        lines.push(`${'\u3000'.repeat(depth)}${depth ? '· ' : '**'}${n.title}${depth ? '' : '**'} \`${n.id}\``);
        walk(n.children as { id: string; title: string; children: unknown[] }[], depth + 1);
      }
    };
    walk(answer.turn as { id: string; title: string; children: unknown[] }[], 0);
    return [{ title: w(lang, '回合的流程', 'The turn'), color: COLOURS.info, description: lines.join('\n') }];
  }
  const e: Embed = {
    title: answer.title,
    color: COLOURS.info,
    description: [answer.names.join(' / '), ...(answer.seeAlso ?? []).map((s) => `※ ${s.why} → ${s.title}`)].join('\n'),
    fields: [],
  };
  for (const s of answer.sections) e.fields!.push({ name: s.heading, value: s.text });
  for (const x of answer.examples) {
    e.fields!.push({ name: `${w(lang, '例', 'Example')}: ${x.title}`, value: x.notation ? `${x.text}\n\`${safeCode(x.notation)}\`` : x.text });
  }
  return [e];
}

/** A deck check: the verdict and sizes, then every problem, then the notes. */
export function deckEmbeds(answer: DeckAnswer, lang: Lang, opts: { filename?: string } = {}): Embed[] {
  const title = `${w(lang, '卡组检查', 'Deck check')}${opts.filename ? ` · ${opts.filename}` : ''}`;
  const e: Embed = { title, color: answer.legal ? COLOURS.resolved : COLOURS.negated, description: deckHead(answer, lang), fields: [] };
  if (answer.problems.length) {
    e.fields!.push({ name: w(lang, '问题', 'Problems'), value: answer.problems.map((p) => `✗ ${safe(p.message)}`).join('\n') });
  }
  if (answer.notes.length) e.footer = { text: answer.notes.map((n) => `※ ${n}`).join('\n') };
  return [e];
}
