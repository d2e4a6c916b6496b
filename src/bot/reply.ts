/**
 * Helpers the command files share: turning embeds into replies within Discord's limits, error
 * replies, localized definitions, and completing the card name being typed in a chain.
 */
import type { Lang } from '../i18n/text.js';
import type { ErrorAnswer } from '../answer/types.js';
import { errorEmbed, packMessages, type Embed } from '../answer/render/discord.js';
import type { Choice, Context, OutMessage, Reply } from './types.js';
import { formatCardName } from '../notation/index.js';

/** Embeds → one reply, split into several messages when longer than one message holds. */
export function embedsReply(embeds: Embed[], lang: Lang, ephemeral: boolean, components?: unknown[]): Reply {
  const messages: OutMessage[] = packMessages(embeds, lang).map((e) => ({ embeds: e }));
  if (components?.length && messages.length) messages[messages.length - 1]!.components = components;
  return { kind: 'message', ephemeral, messages };
}

/**
 * Whether an answer is private: the command's `public` option when given, else the server's
 * default (/settings visibility: public, or public for a judge role).
 */
export function isPrivate(ctx: Context): boolean {
  const p = ctx.options.get('public');
  return p === undefined ? !ctx.publicDefault : p !== true;
}

/** Errors are always ephemeral: only the person who typed the input sees them. */
export function answerErrorReply(answer: ErrorAnswer, lang: Lang): Reply {
  return { ...embedsReply([errorEmbed(answer, lang)], lang, true), error: true } as Reply;
}

export function textError(lang: Lang, zh: string, en: string): Reply {
  return { kind: 'message', ephemeral: true, error: true, messages: [{ content: lang === 'en' ? en : zh }] };
}

/** `name`/`description` with their zh-CN and en-US localizations, for a command or an option. */
export function names(name: string, zhName: string, en: string, zh: string) {
  return {
    name,
    name_localizations: { 'zh-CN': zhName, 'en-US': name },
    description: en,
    description_localizations: { 'zh-CN': zh, 'en-US': en },
  };
}

export const LANG_CHOICES = [
  { name: '简体中文', name_localizations: { 'en-US': 'Simplified Chinese' }, value: 'zh-CN' },
  { name: 'English', name_localizations: { 'zh-CN': '英文' }, value: 'en' },
];

export const TURN_CHOICES = [
  { name: 'A', value: 'A' },
  { name: 'B', value: 'B' },
];

const MAX_CHOICE = 100;


/**
 * Autocomplete in a chain: the whole option value is replaced by the choice, so each choice is the
 * text typed so far with the name being typed in the last link completed. Discord caps a choice's value
 * at 100 characters; past that no completion is offered (the text is not cut).
 */
export function completeLastCard(typed: string, suggest: (prefix: string, limit: number) => string[]): Choice[] {
  // The fragment being typed: after the last link marker / controller prefix / arrow / separator.
  // (A link typed alone, as in /judge add, may start with its controller: `B:宇宙`.)
  const m =
    /(?:^|\s|}|】)(?:C|c|CHAIN|Chain|连锁|Ｃ)\s*[0-9０-９]+\s*(?:(?:A|B|我方|我|自己|对方|对手|对)\s*[:：]\s*)?|^\s*(?:A|B|我方|我|自己|对方|对手|对)\s*[:：]\s*|→\s*|->\s*|=>\s*|[,，、]\s*/g;
  let start = 0;
  for (let r = m.exec(typed); r; r = m.exec(typed)) start = r.index + r[0].length;
  const head = typed.slice(0, start);
  const fragment = typed.slice(start).replace(/^[《「『"]/, '').trim();
  if (!fragment) return [];
  const out: Choice[] = [];
  for (const name of suggest(fragment, 25)) {
    // Written so the notation reads it back as this one name (quoted only when it must be).
    const written = formatCardName(name, 'link', /[:：]\s*$/.test(head));
    if (written === null) continue;
    const value = `${head}${written}`;
    if (value.length > MAX_CHOICE) continue;
    out.push({ name: value.length <= MAX_CHOICE ? value : `…${value.slice(-(MAX_CHOICE - 1))}`, value });
  }
  return out;
}

/** Plain suggestions (card or phase names) as choices, each at most 100 characters. */
export function nameChoices(list: string[]): Choice[] {
  return list.filter((n) => n.length > 0 && n.length <= MAX_CHOICE).slice(0, 25).map((n) => ({ name: n, value: n }));
}
