/**
 * SIT-TRIBUTE-SPELL (rules reference docs/c02/基本用语.rst:190–194): a Tribute Summon tributes monsters. A card the situation puts in
 * the Spell & Trap Zone (a monster card used as an Equip Card is a Spell there) is no tribute unless a text says it may be:
 * - the summoned monster's 「（这张卡表侧表示上级召唤的场合，）可以作为怪兽的代替而把自己场上的永续魔法·永续陷阱卡解放」 — a face-up
 *   Continuous Spell/Trap, when the monster is summoned face-up;
 * - the tribute's own 「自己把「X」怪兽表侧表示上级召唤的场合，可以把…的这张卡作为代替而解放来上级召唤」 — for a monster of that name part
 *   (the counters that text asks for are not judged).
 * Else the summon is refused, with a message.
 */
import { t, type Text } from '../i18n/text.js';
import type { Card } from '../cards/facts.js';

export interface PlacedTribute {
  card: Card;
  zone: string | null;
  faceUp: boolean;
}

const continuous = (c: Card): boolean => (c.type.kind === 'spell' || c.type.kind === 'trap') && (c.type.subtypes as readonly string[]).includes('continuous');

/** Whether `tribute`, in the Spell & Trap Zone, may be tributed for the Tribute Summon of `monster` (face-up or Set). */
function mayTribute(monster: Card, tribute: PlacedTribute, faceUp: boolean): boolean {
  const own = monster.text ? /(?:(这张卡)?(表侧表示)?上级召唤的场合[，,])?可以作为怪兽的代替而把自己场上的(永续魔法·永续陷阱|永续魔法|永续陷阱)卡解放/.exec(monster.text) : null;
  if (own && (faceUp || !own[2]) && tribute.faceUp && continuous(tribute.card)) {
    const kinds = own[3]!;
    if (kinds.includes(tribute.card.type.kind === 'spell' ? '永续魔法' : '永续陷阱')) return true;
  }
  const theirs = tribute.card.text ? /自己把「([^」]+)」怪兽(表侧表示)?上级召唤的场合[，,]可以把[^。]*?这张卡作为代替而解放/.exec(tribute.card.text) : null;
  return !!theirs && tribute.faceUp && monster.name.includes(theirs[1]!) && (faceUp || !theirs[2]);
}

/** The refusal of a Tribute Summon of `monster` tributing `tributes`, when one is in the Spell & Trap Zone and no text allows it; or null. */
export function tributeSpellRefusal(monster: Card, tributes: readonly PlacedTribute[], faceUp: boolean): Text | null {
  const bad = tributes.find((c) => c.zone === 'spell' && !mayTribute(monster, c, faceUp));
  if (!bad) return null;
  return t(
    `「${bad.card.name}」在魔法与陷阱区域：上级召唤解放的是怪兽，文本没有明确记述可以解放魔法·陷阱卡的场合不能把它解放（装备卡也是魔法卡）。`,
    `${bad.card.name} is in the Spell & Trap Zone: a Tribute Summon tributes monsters, and no text here says a Spell or Trap may be tributed (an Equip Card is a Spell).`,
  );
}
