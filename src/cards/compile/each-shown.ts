/**
 * CH-EACH-SHOWN: 「双方玩家从各自的额外卡组选…1只超量怪兽给对方观看。把攻击力低的怪兽给人观看的玩家受到…相差数值的伤害。对方没把怪兽给人观看的
 * 场合，给与对方基本分自己给人观看的怪兽的攻击力数值的伤害」 — each player shows a monster of their own Extra Deck, and the damage is read
 * off the two shown monsters' ATK. The sentence-by-sentence reading left one look of either Extra Deck and two damages of no amount, both
 * to the opponent; here the look is each player's (`eachPlayer`) and each damage says what it is read from (`damageOfShown`).
 */
import type { Action } from '../facts.js';

/** 「双方玩家从各自的额外卡组选…给对方观看」: each player picks from their own Extra Deck and shows it to the other. */
const EACH_SHOWS = /双方玩家从各自的额外卡组选([^。]*?)1只[^。]*?给对方观看/;
/** The player who showed the lower ATK takes the gap between the two shown monsters' ATK. */
const LOWER_TAKES_GAP = /把攻击力低的怪兽给人观看的玩家受到[^。]*?给人观看的怪兽的攻击力[^。]*?相差数值的伤害/;
/** The opponent showed none: they take this card's player's shown monster's ATK. */
const NONE_SHOWN = /对方没把怪兽给人观看的场合，给与对方基本分自己给人观看的怪兽的攻击力数值的伤害/;

/** The steps with each player's look and the damage read off the shown monsters; unchanged when the text is not of this shape. */
export function eachShown(text: string, does: readonly Action[]): Action[] {
  const each = EACH_SHOWS.exec(text);
  if (!each || !LOWER_TAKES_GAP.test(text)) return [...does];
  const out: Action[] = [];
  for (const a of does) {
    if (a.do === 'look' && typeof a.what === 'object' && a.what.filter.place === 'extra') {
      // (Each from their own Extra Deck: `side: 'self'` is read for each player in turn.)
      out.push({ ...a, what: { ...a.what, filter: { ...a.what.filter, side: 'self' } }, eachPlayer: true, toOpponent: true, ...(each[1]!.includes('破坏的怪兽的阶级以下') ? { rankUpToDestroyed: true as const } : {}) });
    } else if (a.do === 'damage' && !out.some((x) => x.damageOfShown === 'difference')) {
      out.push({ do: 'damage', damageOfShown: 'difference' });
    } else if (a.do === 'damage' && NONE_SHOWN.test(text)) {
      out.push({ do: 'damage', player: 'opponent', damageOfShown: 'own-if-none' });
    } else out.push(a);
  }
  return out;
}
