/**
 * CH-LEVELS-MATCH-NO-ZONE (compiler side): 「把…仪式怪兽给对方观看。等级合计直到变成和给人观看的仪式怪兽的等级相同为止，选…怪兽任意数量
 * …特殊召唤」 — the first summon after the `look` step is marked: the engine counts the levels of what it may summon against
 * the revealed monster's (src/engine/game/levels-match.ts).
 */
import type { EffectFacts } from '../facts.js';

export function levelsMatchLookedOf(e: EffectFacts): void {
  const look = e.does.findIndex((a) => a.do === 'look');
  if (look < 0) return;
  const summon = e.does.slice(look + 1).find((a) => a.do === 'special-summon');
  if (summon && typeof summon.what === 'object') summon.levelsMatchLooked = true;
  // 「那之后，…从手卡把那只仪式怪兽仪式召唤」: the Ritual Summon after it is of the monster revealed — one of the kind the reveal names.
  const lookWhat = e.does[look]!.what;
  const ritual = summon ? e.does.slice(e.does.indexOf(summon) + 1).find((a) => a.do === 'special-summon' && a.from === 'hand') : undefined;
  if (ritual && typeof ritual.what === 'object' && typeof lookWhat === 'object') ritual.what = { ...ritual.what, filter: { ...lookWhat.filter }, count: 1 };
}
