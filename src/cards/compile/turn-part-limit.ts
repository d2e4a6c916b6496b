/**
 * Issue 16, CH-TURN-PART-EARLIER (rules reference docs/c03/无效.rst:564–565): a part of an effect lasting the turn (CH-TURN-PART,
 * ./turn-part.ts) that limits its player's summons — 「这个效果的发动后，直到回合结束时自己不能把怪兽特殊召唤」, 「这个回合，这张卡不能
 * 攻击，自己不是融合怪兽不能从额外卡组特殊召唤」 — read in the words a pledge's limit is read in (./pledge.ts): the first clause of the
 * part that is one. Added (CH-TURN-PART-DRAW-LOCK): 「这张卡的发动后，直到回合结束时自己不能用卡的效果抽卡」 — a limit on its player's
 * draws by card effects (`forbids: 'draw'`). Unlike a pledge it is part of the effect: it binds only once the effect applied (the engine judges that).
 */
import type { EffectFacts } from '../facts.js';
import { pledgeOf } from './pledge.js';

type Limit = NonNullable<EffectFacts['pledge']>;

/** The marker a part opens with (as ./turn-part.ts reads it). */
const LEAD = /^((?:这张卡|这个效果)的发动后[，,]直到回合结束时|这个回合)[，,]?/;

/**
 * The summon limits a lasting part holds: the first clause that is one. 「…召唤·特殊召唤」 limits both kinds (a pledge's reading
 * keeps the Special Summon only): the Normal Summon limit is added with the same cards allowed.
 */
export function turnPartLimits(part: string): Limit[] {
  const rest = part.replace(LEAD, '');
  for (const raw of rest.split(/[，,]/)) {
    const clause = raw.trim();
    const limit = pledgeOf(clause);
    // (CH-TURN-PART-DRAW-LOCK: 「自己不能用卡的效果抽卡」 is a limit on its player's draws by card effects, kept as a pledge reads it.)
    if (!limit || (limit.forbids !== 'special-summon' && limit.forbids !== 'summon' && limit.forbids !== 'draw')) continue;
    const note = `lasting the turn once the effect applied: ${clause}`;
    const both = limit.forbids === 'special-summon' && /(^|[^特])召唤·(反转召唤·)?特殊召唤$/.test(clause) && !limit.onlyFrom;
    return both ? [{ ...limit, note }, { ...limit, forbids: 'summon', note }] : [{ ...limit, note }];
  }
  return [];
}
