/**
 * A deck as typed or uploaded: a YGOPro `.ydk` file (`#main` / `#extra` / `!side` sections, one
 * passcode a line, `#` comments) or a `ydke://` string (three base64 blocks — main, extra, side —
 * each a run of little-endian 32-bit passcodes, ended by `!`). Limits on size keep a hostile input
 * from costing anything: a real deck is at most 90 cards and a few KB.
 */
import { t, type Text } from '../i18n/text.js';

export interface DeckList {
  main: number[];
  extra: number[];
  side: number[];
}

export type DeckParse = { ok: true; deck: DeckList; format: 'ydk' | 'ydke' } | { ok: false; message: Text };

/** A .ydk of 90 cards with comments is under 2 KB. */
export const MAX_DECK_TEXT = 64 * 1024;
/** More passcodes than this is no deck (Main 60 + Extra 15 + Side 15 = 90). */
export const MAX_DECK_CARDS = 200;

export function parseDeck(input: string): DeckParse {
  if (input.length > MAX_DECK_TEXT) {
    return { ok: false, message: t(`卡组太大（${input.length} 字，最多 ${MAX_DECK_TEXT}）。一个卡组文件只有几 KB。`, `The deck is too large (${input.length} characters, at most ${MAX_DECK_TEXT}); a deck file is a few KB.`) };
  }
  const text = input.replace(/^\uFEFF/, '').trim();
  if (/^ydke:\/\//i.test(text)) return parseYdke(text);
  if (/(^|\n)\s*[#!](main|extra|side)\b/i.test(text)) return parseYdk(text);
  return {
    ok: false,
    message: t(
      '看不出这是卡组：请上传 YGOPro 的 .ydk 文件（含 #main、#extra、!side），或粘贴 ydke:// 开头的卡组码。',
      'This does not look like a deck: upload a YGOPro .ydk file (with #main, #extra, !side) or paste a ydke:// string.',
    ),
  };
}

function parseYdk(text: string): DeckParse {
  const deck: DeckList = { main: [], extra: [], side: [] };
  let section: keyof DeckList | null = null;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const head = /^[#!]\s*(main|extra|side)\b/i.exec(line);
    if (head) {
      section = head[1]!.toLowerCase() as keyof DeckList;
      continue;
    }
    if (line.startsWith('#') || line.startsWith('!')) continue; // comments (#created by …)
    const m = /^(\d{1,9})(?:\s|$)/.exec(line);
    if (!m) {
      return { ok: false, message: t(`第 ${i + 1} 行不是卡密：「${clip(line)}」。.ydk 每行一个数字卡密。`, `Line ${i + 1} is not a passcode: "${clip(line)}". A .ydk has one numeric passcode a line.`) };
    }
    if (!section) {
      return { ok: false, message: t(`第 ${i + 1} 行的卡密前面没有 #main、#extra 或 !side。`, `Line ${i + 1}: a passcode before any #main, #extra or !side heading.`) };
    }
    deck[section].push(Number(m[1]));
    if (total(deck) > MAX_DECK_CARDS) return tooMany();
  }
  if (total(deck) === 0) return { ok: false, message: t('这个卡组是空的。', 'This deck is empty.') };
  return { ok: true, deck, format: 'ydk' };
}

function parseYdke(text: string): DeckParse {
  const body = text.slice('ydke://'.length);
  const parts = body.split('!');
  // ydke://main!extra!side! — three blocks, a trailing "!" (some tools omit it).
  if (parts.length < 3 || parts.length > 4 || (parts.length === 4 && parts[3] !== '')) {
    return { ok: false, message: t('ydke:// 卡组码应有三段（主卡组!额外卡组!副卡组!），用「!」分开。', 'A ydke:// string has three blocks (main!extra!side!) separated by "!".') };
  }
  const deck: DeckList = { main: [], extra: [], side: [] };
  const keys: (keyof DeckList)[] = ['main', 'extra', 'side'];
  for (let k = 0; k < 3; k++) {
    const block = parts[k]!;
    const where = t(['主卡组', '额外卡组', '副卡组'][k]!, ['Main Deck', 'Extra Deck', 'Side Deck'][k]!);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(block)) {
      return { ok: false, message: t(`ydke:// 的${where.zh}一段不是 base64。`, `The ${where.en} block of the ydke:// string is not base64.`) };
    }
    const bytes = Buffer.from(block, 'base64');
    if (bytes.length % 4 !== 0) {
      return { ok: false, message: t(`ydke:// 的${where.zh}一段长度不对（不是整数张卡），卡组码可能被截断了。`, `The ${where.en} block of the ydke:// string has a wrong length (not whole cards); it may be cut off.`) };
    }
    for (let i = 0; i < bytes.length; i += 4) {
      deck[keys[k]!].push(bytes.readUInt32LE(i));
      if (total(deck) > MAX_DECK_CARDS) return tooMany();
    }
  }
  if (total(deck) === 0) return { ok: false, message: t('这个卡组是空的。', 'This deck is empty.') };
  return { ok: true, deck, format: 'ydke' };
}

/** ydke:// for a deck (for tests and for users converting a .ydk). */
export function toYdke(deck: DeckList): string {
  const block = (ids: number[]) => {
    const b = Buffer.alloc(ids.length * 4);
    ids.forEach((id, i) => b.writeUInt32LE(id, i * 4));
    return b.toString('base64');
  };
  return `ydke://${block(deck.main)}!${block(deck.extra)}!${block(deck.side)}!`;
}

function total(d: DeckList): number {
  return d.main.length + d.extra.length + d.side.length;
}

function tooMany(): DeckParse {
  return { ok: false, message: t(`卡太多（超过 ${MAX_DECK_CARDS} 张）：这不是一个卡组。`, `Too many cards (over ${MAX_DECK_CARDS}): this is not a deck.`) };
}

function clip(s: string): string {
  return s.length > 30 ? `${s.slice(0, 30)}…` : s;
}
