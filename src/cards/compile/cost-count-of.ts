/**
 * CH-COST-COUNT-OF-TARGETS (card text: 冰结界之龙 光枪龙 「把手卡任意数量丢弃去墓地，以丢弃数量的对方场上的卡为对象」, 超重蒸鬼 铁道王-O 「把最多2张手卡
 * 丢弃，以丢弃数量的对方场上的卡为对象」, 无限起动 大地撼动者 「把这张卡的超量素材任意数量取除，以那个数量的场上的卡为对象」): a cost of any
 * number, or up to N, whose number the targets share. The cost that moves that many takes as many as the activation's targets
 * (`countOfTargets`: the player writes the targets, so the cost follows them), and the targets are one or more — at most N when the
 * cost is 「最多N」 (read as exactly 1 before: a second target was refused).
 */
import type { Action, Targeting } from '../facts.js';
import { COUNT_OF_COST } from './targets.js';

/** The cost verbs the target words name (「丢弃数量的」: the discard); 那个 names the cost of any number or up to N. */
const VERB: Record<string, Action['do']> = { 丢弃: 'discard', 除外: 'banish', 取除: 'detach', 回到手卡: 'return-to-hand', 解放: 'tribute', 送去墓地: 'send-to-gy', 回到卡组: 'return-to-deck' };

/** Mark the cost the target clause counts, and bound the targets by its 「最多N」 (in place); nothing when the words are not so. */
export function countOfCost(targetClauses: readonly string[], cost: Action[], t: Targeting): void {
  const m = COUNT_OF_COST.exec((targetClauses[0] ?? '').replace(/^(以|把)/, ''));
  if (!m) return;
  const verb = VERB[m[1]!];
  // (A cost of a number: any (no count stated) or up to N. 「这张卡」 alone — 方界波动's 「这张卡和「方界」怪兽任意数量除外」 read as this card only —
  // is no number, so nothing is marked: its targets stay one or more.)
  // (A detach states its count on the action — 「2个超量素材取除」 — the others on the cards they move.)
  const counted = cost.find((a) => (verb === undefined || a.do === verb) && (a.do === 'detach' ? a.count === undefined : typeof a.what === 'object' && a.what !== null && a.what.count === undefined));
  if (!counted) return;
  counted.countOfTargets = true;
  const most = typeof counted.what === 'object' && counted.what !== null ? counted.what.countMax : undefined;
  if (most !== undefined) {
    delete t.orMore;
    t.upTo = true;
    t.count = most;
  }
}
