/**
 * Users' text is echoed back (the notation, card names, a parse error's caret line). Every message
 * goes out with `allowed_mentions: { parse: [] }`, so Discord pings nobody; on top of that the echoed
 * text is defused with a zero-width space, so `@everyone`, `@here`, `<@123>`, `<@&456>` do not even
 * render as mentions (a reader might otherwise believe someone was pinged).
 */
export const NO_MENTIONS = Object.freeze({ parse: [] as string[] });

const ZWSP = '\u200b';

export function defuse(text: string): string {
  return text
    .replace(/@(everyone|here)/gi, `@${ZWSP}$1`)
    .replace(/<@([!&]?)(\d+)>/g, `<@${ZWSP}$1$2>`)
    .replace(/<#(\d+)>/g, `<#${ZWSP}$1>`);
}
