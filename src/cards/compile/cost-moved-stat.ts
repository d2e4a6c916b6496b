/**
 * CH-COUNT-MOVED (s59): 「把自己场上的表侧表示的「宝玉兽」怪兽全部送去墓地才能发动。这张卡的攻击力上升送去墓地的怪兽数量×1000」 (究极宝玉神 虹龙①) —
 * a count with no 「这个效果」「因为这个效果发动而」 before it (./stats.ts reads those) names the cards moved that way by the one move the
 * effect makes that way: its cost, when the resolution moves none that way itself. Read as the cards its cost moved (`movedByThis` with
 * `cost`, as 卡片炮击士's 「因为这个效果发动而送去墓地的卡数量×500」). Before, the raise had no amount and was not applied (said so).
 * (s60) 「把自己场上的暗属性怪兽任意数量解放才能发动。…这张卡的攻击力上升解放的怪兽数量×500」 (影王 阴暗公爵①): a Tribute alike — only a cost
 * Tributes here, so 「解放的」 is the cost's (`movedByThis: 'tribute'`).
 */
import type { EffectFacts } from '../facts.js';

/** 「…的攻击力（·守备力）上升·下降 送去墓地·除外·解放的（那些）怪兽·卡 数量×N」 with nothing naming whose move it was. */
const BARE_MOVED = /(?:攻击力|守备力)[^，。；]*?(上升|下降)(?:那些)?(送去墓地|除外|解放)的(?:那些)?(?:怪兽|卡)(?:的)?数量×([0-9]+)/;

/** Give the amount to an ATK/DEF step left without one (in place); nothing when the words or the moves are not so. */
export function costMovedStat(e: EffectFacts, stepsText: string): void {
  if (!e.cost?.length || !stepsText.includes('数量×')) return;
  const m = BARE_MOVED.exec(stepsText);
  if (!m) return;
  const by = m[2] === '除外' ? 'banish' : m[2] === '解放' ? 'tribute' : 'send-to-gy';
  // Only one move of that kind to name: the cost's, none by the resolution (「那些怪兽除外，…上升除外的怪兽数量×500」 names its own step's).
  if (!e.cost.some((a) => a.do === by) || e.does.some((a) => a.do === by)) return;
  const stats = e.does.filter((a) => a.do === 'modify-stats' && !a.change && !a.amountFrom);
  if (stats.length !== 1) return;
  const each = Number(m[3]);
  stats[0]!.change = { layer: 'current', op: 'add', value: m[1] === '下降' ? -each : each, per: { movedByThis: by, cost: true } };
}
