/**
 * Words for people, in both languages the bot speaks.
 *
 * Every stage that explains something (a parse error, a ruling's reason, an assumption) builds a
 * `Text` with both languages at once, next to the logic it explains. The answer stage then picks the
 * reader's language (`localize`), so no stage needs to know who is reading, and no message can exist
 * in one language only.
 */
export type Lang = 'zh-CN' | 'en';

export interface Text {
  /** Simplified Chinese — the default. */
  zh: string;
  en: string;
}

/**
 * Build a Text: `t('连锁1', 'Chain Link 1')`.
 *
 * Built as an empty object given its two fields, not as the literal `{ zh, en }`: a literal is an
 * allocation site, and V8 decides per site whether its objects are born in the old generation
 * (pretenuring) from how many of them survived a young-generation collection. The Texts made while the
 * catalog and the first chains are built live long, so the one site every sentence of every answer
 * went through was pretenured: each answer's Texts were then born old, and every string they pointed
 * to was kept through each scavenge and promoted, until a full collection. Measured on the 20-link
 * bench's inputs (issue 10): 48.6 MB promoted and 54 MB copied by the scavenges of 3000 chains with the
 * literal, 2.8 MB and 10 MB without it (an empty object literal has no allocation site).
 * A `{ zh, en }` literal also has another hidden class than t's Texts: code optimised on one deoptimised
 * on the other ("wrong map"), so Texts are built with t everywhere (issue 10).
 */
export function t(zh: string, en: string): Text {
  const text = {} as Text;
  text.zh = zh;
  text.en = en;
  return text;
}

/**
 * `parts.map((p) => p.zh).join(sep)` as one loop (issue 10): optimised code's inlined `map` makes a holey array where the
 * interpreter's made a packed one, so every `.join` after it deoptimised ("wrong map") the first time it ran optimised.
 * Empty for null or undefined, as `join` does.
 */
export function zhJoined(parts: readonly Text[], sep: string): string {
  return joined(parts, sep, 'zh');
}

/** `parts.map((p) => p.en).join(sep)` as one loop (see zhJoined). */
export function enJoined(parts: readonly Text[], sep: string): string {
  return joined(parts, sep, 'en');
}

function joined(parts: readonly Text[], sep: string, lang: keyof Text): string {
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const v = parts[i]![lang] as string | null | undefined;
    out += (i === 0 ? '' : sep) + (v ?? '');
  }
  return out;
}

export function pick(text: Text, lang: Lang): string {
  return lang === 'en' ? text.en : text.zh;
}

/** Join several texts with a separator per language. */
export function joinText(parts: readonly Text[], sepZh = '；', sepEn = '; '): Text {
  return t(zhJoined(parts, sepZh), enJoined(parts, sepEn));
}

export function parseLang(value: string | undefined | null): Lang | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  if (v === 'zh' || v === 'zh-cn' || v === 'zh_cn' || v === 'cn' || v === '中文' || v === 'zh-hans') return 'zh-CN';
  if (v === 'en' || v === 'en-us' || v === 'en-gb' || v === 'english' || v === '英文') return 'en';
  return null;
}
