/**
 * Words the engine builds its reasons from, always in both languages (Text). Names come from the
 * card data; nothing here names a card.
 */
import { t, type Text } from '../i18n/text.js';
import type { Card, Place, Zone } from '../cards/facts.js';

export function link(n: number): Text {
  return t(`C${n}`, `Chain Link ${n}`);
}

/** 「C2「name」」 / 'Chain Link 2 (name)'. */
const linkCardCache = new Map<string, Text>();
export function linkCard(n: number, card: Card): Text {
  // Built for nearly every reason and assumption: kept, since Texts are never mutated.
  const key = `${n}\u0000${card.name}`;
  let text = linkCardCache.get(key);
  if (!text) {
    if (linkCardCache.size > 4096) linkCardCache.clear();
    text = t(`C${n}「${card.name}」`, `Chain Link ${n} (${card.name})`);
    linkCardCache.set(key, text);
  }
  return text;
}

export function cardName(card: Card): Text {
  return t(`「${card.name}」`, card.name);
}

const ZONE_WORDS: Record<Place, Text> = {
  hand: t('手卡', 'the hand'),
  monster: t('怪兽区域', 'the Monster Zone'),
  spell: t('魔法与陷阱区域', 'the Spell & Trap Zone'),
  gy: t('墓地', 'the GY'),
  banished: t('除外状态', 'banishment'),
  deck: t('卡组', 'the Deck'),
  extra: t('额外卡组', 'the Extra Deck'),
  field: t('场上', 'the field'),
};

export function zoneWord(zone: Place | null): Text {
  return zone ? ZONE_WORDS[zone] : t('未知的位置', 'an unknown place');
}

export function isField(zone: Zone | null): boolean {
  return zone === 'monster' || zone === 'spell';
}

/** Concatenate texts without a separator. */
export function cat(...parts: Text[]): Text {
  return { zh: parts.map((p) => p.zh).join(''), en: parts.map((p) => p.en).join('') };
}

/** Join sentences (each already ending in punctuation on the zh side). */
export function sentences(parts: Text[]): Text {
  return { zh: parts.map((p) => p.zh).join(''), en: parts.map((p) => p.en).join(' ') };
}

export function list(parts: Text[]): Text {
  return { zh: parts.map((p) => p.zh).join('、'), en: parts.map((p) => p.en).join(', ') };
}

