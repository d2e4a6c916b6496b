/**
 * 可以放置指示物的卡 (issue 16, CMP-OWN-COUNTERS): the kinds of counters a card's own text places on itself
 * (「给这张卡放置1个魔力指示物」「只有1次可以给这张卡放置1个魔力指示物」) and in which part of its text: a Pendulum monster's
 * 【灵摆】 text (`pendulum`), its monster text (`monster`), or the whole text of a Spell or Trap (`card`). A filter
 * 「可以放置魔力指示物的卡」 reads it (CardFilter.holdsCounters, src/engine/game/match.ts, CNT-CAN-HOLD). Read from
 * the whole text as ./special-win.ts reads its sentence; a text placing counters only on other cards gives none.
 */
import type { CardType, OwnCounters } from '../facts.js';

const ON_SELF = /(?:给|在|向)?这张卡(?:上)?(?:各)?放置(?:[0-9一两二三]+|最多[0-9]+)个([^，。\d个「」]*?)指示物/g;

export function ownCounters(text: string, type: CardType): OwnCounters[] | undefined {
  // (Asked of every imported card at load: one substring test first.)
  if (!text.includes('指示物') || !text.includes('这张卡')) return undefined;
  const pendulumAt = text.indexOf('【灵摆】');
  const monsterAt = text.indexOf('【怪兽效果】');
  const out: OwnCounters[] = [];
  for (const m of text.matchAll(ON_SELF)) {
    const part: OwnCounters['part'] = type.kind !== 'monster' ? 'card'
      : pendulumAt >= 0 && m.index! > pendulumAt && (monsterAt < 0 || m.index! < monsterAt) ? 'pendulum' : 'monster';
    // CNT-MAX: 「…放置1个魔力指示物（最多1个）」「（最多只能放置3个）」 — a cap on what the card may hold of that kind, by its own text.
    const cap = /^（最多(?:只能放置)?(\d+)个）/.exec(text.slice(m.index! + m[0].length));
    // CNT-DAMAGE-INSTEAD: 「（1回合1次，）自己受到效果伤害的场合 / 对方的效果让自己受到伤害的场合，作为代替给这张卡放置1个…指示物」.
    const sentence = text.slice(Math.max(text.lastIndexOf('。', m.index!), text.lastIndexOf('：', m.index!), -1) + 1, m.index!);
    const instead = /作为代替$/.test(sentence) ? (/^(?:1回合1次，)?自己受到效果伤害的场合，/.test(sentence) ? 'effect' : /^(?:1回合1次，)?对方的效果让自己受到伤害的场合，/.test(sentence) ? 'opponent-effect' : undefined) : undefined;
    const insteadOf = instead ? { insteadOfDamage: instead as 'effect' | 'opponent-effect', ...(sentence.startsWith('1回合1次') ? { oncePerTurn: true as const } : {}) } : {};
    const had = out.find((o) => o.kind === m[1] && o.part === part);
    if (!had) out.push({ kind: m[1]!, part, ...(cap ? { max: Number(cap[1]) } : {}), ...insteadOf });
    else if (instead) Object.assign(had, insteadOf);
    else if (had.max !== undefined && !cap) delete had.max;
  }
  return out.length ? out : undefined;
}
