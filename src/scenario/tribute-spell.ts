/**
 * SIT-TRIBUTE-SPELL (rules reference docs/c02/基本用语.rst:190–194): a Tribute Summon tributes monsters. A card the situation puts in
 * the Spell & Trap Zone (a monster card used as an Equip Card is a Spell there) is no tribute unless a text says it may be:
 * - the summoned monster's 「（这张卡表侧表示上级召唤的场合，）可以作为怪兽的代替而把自己场上的永续魔法·永续陷阱卡解放」 — a face-up
 *   Continuous Spell/Trap, when the monster is summoned face-up;
 * - the tribute's own 「自己把「X」怪兽表侧表示上级召唤的场合，可以把…的这张卡作为代替而解放来上级召唤」 — for a monster of that name part
 *   — when it says 「有需要的解放数量以上的指示物放置的这张卡」 and the situation states its counters, only counters with no name
 *   (its own, not another card's kind such as 魔力) count, and they must reach the tributes the monster needs (1 for level 5–6, 2 for 7+).
 * Else the summon is refused, with a message.
 */
import { t, type Text } from '../i18n/text.js';
import type { Card } from '../cards/facts.js';

export interface PlacedTribute {
  card: Card;
  zone: string | null;
  faceUp: boolean;
  /** The counters the situation states on it, by kind ('' for a counter with no name); absent when not said. */
  counters?: Record<string, number>;
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
  if (!theirs || !tribute.faceUp || !monster.name.includes(theirs[1]!) || (faceUp ? false : !!theirs[2])) return false;
  if (!tribute.card.text?.includes('有需要的解放数量以上的指示物') || !tribute.counters) return true;
  const need = (monster.level ?? 0) >= 7 ? 2 : (monster.level ?? 0) >= 5 ? 1 : 0;
  return (tribute.counters[''] ?? 0) >= need;
}

/** The refusal of a Tribute Summon of `monster` tributing `tributes`, when one is in the Spell & Trap Zone and no text allows it; or null. */
export function tributeSpellRefusal(monster: Card, tributes: readonly PlacedTribute[], faceUp: boolean): Text | null {
  const bad = tributes.find((c) => c.zone === 'spell' && !mayTribute(monster, c, faceUp));
  if (!bad) return null;
  const standsIn = bad.card.text?.includes('作为代替而解放来上级召唤') && bad.counters && /自己把「([^」]+)」怪兽/.exec(bad.card.text)?.[1];
  if (standsIn && monster.name.includes(standsIn)) {
    return t(
      `「${bad.card.name}」要放置有需要的解放数量以上的（它自身的）指示物才能代替解放：其他种类的指示物不算，这里不够，不能${faceUp ? '上级召唤' : '盖放'}「${monster.name}」。`,
      `${bad.card.name} stands in for the tributes only with at least as many of its own counters as the tributes needed (another kind of counter does not count): not enough here, so ${monster.name} cannot be Tribute ${faceUp ? 'Summoned' : 'Set'}.`,
    );
  }
  // (Face-down is a Tribute Set, `盖放 X 解放 Y`: said as the Set it is.)
  const act = faceUp ? t('上级召唤', 'a Tribute Summon') : t('上级盖放', 'a Tribute Set');
  return t(
    `「${bad.card.name}」在魔法与陷阱区域：${act.zh}解放的是怪兽，文本没有明确记述可以解放魔法·陷阱卡的场合不能把它解放（装备卡也是魔法卡）。`,
    `${bad.card.name} is in the Spell & Trap Zone: ${act.en} tributes monsters, and no text here says a Spell or Trap may be tributed (an Equip Card is a Spell).`,
  );
}
