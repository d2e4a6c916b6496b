/**
 * Where a judge reads more about a card: its page on the Chinese community card database (by
 * passcode; it carries the official FAQ and rulings, 裁定), and its page on Konami's official card
 * database when the official id is known (the official-name table has it). The official database
 * has no Simplified Chinese: Chinese readers get the Japanese (OCG) page, English readers the English.
 */
import { t, type Text } from '../i18n/text.js';

export interface CardLink<W = string> {
  site: 'ygocdb' | 'konami';
  label: W;
  url: W;
}

/** The community database's page of a passcode. */
export function ygocdbUrl(passcode: number): string {
  return `https://ygocdb.com/card/${passcode}`;
}

export function konamiUrl(konamiId: number, locale: 'ja' | 'en'): string {
  return `https://www.db.yugioh-card.com/yugiohdb/card_search.action?ope=2&cid=${konamiId}&request_locale=${locale}`;
}

export function cardLinks(passcode: number | null, konamiId: number | null | undefined): CardLink<Text>[] {
  const out: CardLink<Text>[] = [];
  if (passcode !== null && Number.isInteger(passcode) && passcode > 0) {
    const url = ygocdbUrl(passcode);
    out.push({ site: 'ygocdb', label: t('百鸽卡查（卡片文本·官方裁定）', 'ygocdb (card text, official rulings)'), url: t(url, url) });
  }
  if (konamiId != null && Number.isInteger(konamiId) && konamiId > 0) {
    out.push({ site: 'konami', label: t('官方卡片数据库', 'Official card database'), url: t(konamiUrl(konamiId, 'ja'), konamiUrl(konamiId, 'en')) });
  }
  return out;
}

/**
 * A card image from a URL template (CARD_IMAGE_URL): `{id}` is replaced by the passcode. Null when no
 * template is set (images are off) or the card has no passcode.
 */
export function cardImageUrl(template: string | null | undefined, passcode: number | null): string | null {
  if (!template || passcode === null || !Number.isInteger(passcode) || passcode <= 0) return null;
  return template.split('{id}').join(String(passcode));
}

/** A template is usable when it is an http(s) URL with `{id}` in it. */
export function validImageTemplate(template: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(template) && template.includes('{id}');
}
