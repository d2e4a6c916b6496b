/**
 * Extra Normal Summons (issue 16, rules reference docs/c02/基本用语.rst:680–715; the engine's rule is
 * CH-EXTRA-SUMMON, src/engine/chain/extra-summon.ts):
 *
 * - 「这个回合，自己在通常召唤外加上只有1次，自己主要阶段可以上级召唤」 grants one more summon this turn
 *   (`EffectFacts.extraSummon`, the granting words: 冥帝从骑 哀多斯 ① and 雷帝家臣 密特拉 ② share them);
 * - 「这个回合自己可以进行通常召唤最多2次」 sets the turn's Normal Summons (`normalSummonsPerTurn`: 二重召唤 2,
 *   召唤连锁 3).
 *
 * An activated effect is read, and (issue 16) a continuous grant — 宝石骑士·斜绿, 海皇的重装兵 — too: it is not applied by
 * activating, but a summon made by it (`本回合: X(召唤,由Y)`, CH-EXTRA-SUMMON) spends the turn's extra summon.
 */
import type { EffectFacts } from '../facts.js';

// (issue 16, also 「在通常的灵摆召唤外加上只有1次，…可以把「DD」怪兽灵摆召唤」 — an extra Pendulum Summon, its own words.)
const EXTRA = /在通常(?:的灵摆)?召唤外加上([^。]*召唤)/;
const COUNT = /通常召唤最多(\d+)次/;

export function extraSummonOf(e: EffectFacts, text: string): void {
  const m = EXTRA.exec(text);
  // The words compared between effects: 「这个回合」 and punctuation are not part of what is granted.
  if (m) e.extraSummon = m[1]!.replace(/这个回合|[，、,\s]/g, '');
  const n = COUNT.exec(text);
  if (n) e.normalSummonsPerTurn = Number(n[1]);
}
