/**
 * The deck check a judge does at registration: per the chosen limit list, forbidden cards and cards
 * over their limit; more than 3 copies of a card; Main Deck 40–60, Extra Deck ≤ 15, Side Deck ≤ 15;
 * Extra Deck monsters in the Main Deck (and Main Deck cards in the Extra Deck); passcodes no loaded
 * database knows. Alternate artworks count as their card. Names in the reader's language.
 */
import { t, type Text } from '../i18n/text.js';
import type { Card } from '../cards/facts.js';
import type { Catalog } from '../cards/catalog.js';
import type { DeckAnswer, DeckCard, DeckProblem } from '../answer/types.js';
import { allowedCopies, limitStatus, type LimitList, type LimitStatus } from '../cards/import/lflist.js';
import type { DeckList } from './parse.js';

export const SIZE = { mainMin: 40, mainMax: 60, extraMax: 15, sideMax: 15, copies: 3 } as const;

const EXTRA_KINDS = ['fusion', 'synchro', 'xyz', 'link'];
const isExtraMonster = (c: Card) => c.type.kind === 'monster' && c.type.subtypes.some((s) => EXTRA_KINDS.includes(s));

export const STATUS_WORD: Record<LimitStatus, Text> = {
  forbidden: t('禁止', 'Forbidden'),
  limited: t('限制', 'Limited'),
  'semi-limited': t('准限制', 'Semi-Limited'),
  unlimited: t('无限制', 'Unlimited'),
};

/** A card's name in both languages; English falls back to the Chinese name (said once in the notes). */
export function bilingualName(c: Card): Text {
  return t(c.name, c.names.en ?? c.name);
}

export function checkDeck(deck: DeckList, catalog: Catalog, list: LimitList | null): DeckAnswer<Text> {
  const problems: DeckProblem<Text>[] = [];
  const notes: Text[] = [];
  const sections = ['main', 'extra', 'side'] as const;
  const where: Record<(typeof sections)[number], Text> = { main: t('主卡组', 'Main Deck'), extra: t('额外卡组', 'Extra Deck'), side: t('副卡组', 'Side Deck') };

  // Per card (artworks folded), how many in each section; unknown passcodes apart.
  const byCard = new Map<number, { card: Card; main: number; extra: number; side: number; printed: number }>();
  const unknown = new Map<number, { main: number; extra: number; side: number }>();
  for (const s of sections) {
    for (const id of deck[s]) {
      const card = catalog.byId(id);
      if (!card) {
        const u = unknown.get(id) ?? { main: 0, extra: 0, side: 0 };
        u[s] += 1;
        unknown.set(id, u);
        continue;
      }
      const e = byCard.get(card.id) ?? { card, main: 0, extra: 0, side: 0, printed: id };
      e[s] += 1;
      byCard.set(card.id, e);
    }
  }

  const sizes = { main: deck.main.length, extra: deck.extra.length, side: deck.side.length };
  if (sizes.main < SIZE.mainMin || sizes.main > SIZE.mainMax) {
    problems.push({
      kind: 'main-size', card: null, count: sizes.main, allowed: sizes.main < SIZE.mainMin ? SIZE.mainMin : SIZE.mainMax,
      message: t(`主卡组有 ${sizes.main} 张：必须是 ${SIZE.mainMin}–${SIZE.mainMax} 张。`, `The Main Deck has ${sizes.main} cards: it must have ${SIZE.mainMin}–${SIZE.mainMax}.`),
    });
  }
  if (sizes.extra > SIZE.extraMax) {
    problems.push({ kind: 'extra-size', card: null, count: sizes.extra, allowed: SIZE.extraMax, message: t(`额外卡组有 ${sizes.extra} 张：最多 ${SIZE.extraMax} 张。`, `The Extra Deck has ${sizes.extra} cards: at most ${SIZE.extraMax}.`) });
  }
  if (sizes.side > SIZE.sideMax) {
    problems.push({ kind: 'side-size', card: null, count: sizes.side, allowed: SIZE.sideMax, message: t(`副卡组有 ${sizes.side} 张：最多 ${SIZE.sideMax} 张。`, `The Side Deck has ${sizes.side} cards: at most ${SIZE.sideMax}.`) });
  }

  const cards: DeckCard<Text>[] = [];
  let noEnglish = 0;
  for (const e of byCard.values()) {
    const name = bilingualName(e.card);
    if (!e.card.names.en) noEnglish += 1;
    const status = limitStatus(list, e.printed, e.card.id);
    const copies = e.main + e.extra + e.side;
    const ref = { id: e.card.id, name };
    cards.push({ ...ref, main: e.main, extra: e.extra, side: e.side, status });
    const allowed = allowedCopies(status);
    if (list && status === 'forbidden') {
      problems.push({ kind: 'forbidden', card: ref, count: copies, allowed: 0, message: t(`「${name.zh}」是禁止卡（${list.name}），不能放入卡组（有 ${copies} 张）。`, `${name.en} is Forbidden (${list.name}) and cannot be used (${copies} in the deck).`) });
    } else if (list && copies > allowed && status !== 'unlimited') {
      problems.push({ kind: 'over-limit', card: ref, count: copies, allowed, message: t(`「${name.zh}」是${STATUS_WORD[status].zh}卡（${list.name}），最多 ${allowed} 张，卡组中有 ${copies} 张。`, `${name.en} is ${STATUS_WORD[status].en} (${list.name}): at most ${allowed}, the deck has ${copies}.`) });
    } else if (copies > SIZE.copies) {
      problems.push({ kind: 'too-many-copies', card: ref, count: copies, allowed: SIZE.copies, message: t(`「${name.zh}」有 ${copies} 张：同名卡最多 ${SIZE.copies} 张（主·额外·副卡组合计）。`, `${name.en}: ${copies} copies; at most ${SIZE.copies} of a card (Main, Extra and Side together).`) });
    }
    if (e.main > 0 && isExtraMonster(e.card)) {
      problems.push({ kind: 'wrong-deck', card: ref, count: e.main, allowed: 0, message: t(`「${name.zh}」是额外卡组的怪兽，不能放在主卡组。`, `${name.en} is an Extra Deck monster; it cannot be in the Main Deck.`) });
    }
    if (e.extra > 0 && !isExtraMonster(e.card)) {
      problems.push({ kind: 'wrong-deck', card: ref, count: e.extra, allowed: 0, message: t(`「${name.zh}」不是额外卡组的怪兽，不能放在额外卡组。`, `${name.en} is not an Extra Deck monster; it cannot be in the Extra Deck.`) });
    }
  }
  // DECK-NAME-BY-RULE: 「这个卡名在规则上（也）当作「X」使用」 — the card is (also) named X, so it and X count together for the copies limit.
  const byName = new Map([...byCard.values()].map((e) => [e.card.name, e] as const));
  for (const e of byCard.values()) {
    const m = e.card.text ? /(?:这个卡名|这张卡的?卡?名)在规则上(也)?当作「([^」]+)」使用/.exec(e.card.text) : null;
    const other = m ? byName.get(m[2]!) : undefined;
    if (!other || other === e) continue;
    const copies = e.main + e.extra + e.side + other.main + other.extra + other.side;
    if (copies <= SIZE.copies) continue;
    const name = bilingualName(e.card);
    const theirs = bilingualName(other.card);
    problems.push({
      kind: 'too-many-copies', card: { id: e.card.id, name }, count: copies, allowed: SIZE.copies,
      message: t(
        `「${name.zh}」的卡名在规则上${m![1] ? '也' : ''}当作「${theirs.zh}」使用：两者合计 ${copies} 张，同名卡最多 ${SIZE.copies} 张（主·额外·副卡组合计）。`,
        `${name.en} is ${m![1] ? 'also ' : ''}named ${theirs.en} by rule: ${copies} copies of the two together; at most ${SIZE.copies} of a card (Main, Extra and Side together).`,
      ),
    });
  }
  for (const [id, u] of unknown) {
    const places = sections.filter((s) => u[s] > 0);
    const count = u.main + u.extra + u.side;
    problems.push({
      kind: 'unknown-card', card: { id, name: t(String(id), String(id)) }, count, allowed: null,
      message: t(
        `不认识的卡密 ${id}（${places.map((s) => `${where[s].zh}${u[s]}张`).join('、')}）：载入的卡片数据库里没有这张卡，无法检查。`,
        `Unknown passcode ${id} (${places.map((s) => `${u[s]} in the ${where[s].en}`).join(', ')}): no loaded card database has it, so it cannot be checked.`,
      ),
    });
  }
  if (!list) {
    notes.push(t('没有载入禁限卡表（npm run cards:update 会下载）：只检查了张数和同名卡数量。', 'No limit list is loaded (npm run cards:update downloads it): only sizes and copies were checked.'));
  }
  if (noEnglish > 0) {
    notes.push(t('', `No English name is known for ${noEnglish} of these cards; they are shown by their Chinese names.`));
  }
  return {
    ok: true,
    legal: problems.length === 0,
    list: list ? { name: list.name, date: list.date } : null,
    counts: sizes,
    problems,
    cards,
    notes,
  };
}
