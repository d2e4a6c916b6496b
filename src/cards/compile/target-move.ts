/**
 * CH-TARGET-MOVED: 「那个对象转移为自己场上的作为正确对象的这张卡」 (水精鳞-深渊特里忒①) — what a quick effect answering a targeting (and, by
 * CH-QUICK-OR-ATTACKED, an attack) does: the target moves to this card. Before, the sentence was unread and the effect resolved as
 * 「效果适用」, doing nothing the answer could show.
 */
import type { EffectFacts } from '../facts.js';

/** 「那个对象转移为…这张卡」 (the attack target is `move-attack`'s: ./attack-rules.ts). */
const MOVES_TO_SELF = /(?<!攻击)(?:那个)?对象转移(?:为|给)[^，。]*?这张卡/;

export function targetMoveOf(e: EffectFacts, steps: string): void {
  if (!e.respondsTo?.targets || e.does.some((a) => a.do === 'move-target' || a.do === 'move-attack')) return;
  if (MOVES_TO_SELF.test(steps)) e.does.push({ do: 'move-target', what: 'self' });
}
