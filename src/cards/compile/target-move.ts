/**
 * CH-TARGET-MOVED: 「那个对象转移为自己场上的作为正确对象的这张卡」 (水精鳞-深渊特里忒①) — what a quick effect answering a targeting (and, by
 * CH-QUICK-OR-ATTACKED, an attack) does: the target moves to this card. Before, the sentence was unread and the effect resolved as
 * 「效果适用」, doing nothing the answer could show.
 */
import type { EffectFacts } from '../facts.js';

/** 「那个对象转移为…这张卡」 (the attack target is `move-attack`'s: ./attack-rules.ts). */
// (「把那个效果的对象转换为场上表侧表示存在的这张卡」 (六武众的影武者): the old word 转换 says the same.)
const MOVES_TO_SELF = /(?<!攻击)(?:那个(?:效果的)?)?对象转(?:移|换)(?:为|给|到)[^，。]*?这张卡/;

export function targetMoveOf(e: EffectFacts, steps: string): void {
  if (!e.respondsTo?.targets || e.does.some((a) => a.do === 'move-target' || a.do === 'move-attack')) return;
  if (MOVES_TO_SELF.test(steps)) e.does.push({ do: 'move-target', what: 'self' });
}
