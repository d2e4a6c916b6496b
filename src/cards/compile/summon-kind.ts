/**
 * Kinds of summon (issue 16, CH-FORBIDDEN-SUMMON-KIND; rules reference docs/c02/特殊召唤怪兽、召唤限制和苏生限制.rst:41–50):
 *
 * - 「双方玩家不能进行融合召唤」「只要这张卡在场上表侧表示存在，双方不能同调召唤」 on a continuous effect: a floodgate on that kind of
 *   summon (`forbidsSummonKind`, `player` both / self / opponent) — not a pledge of the turn a card is activated (「发动的回合」);
 * - the resolution of an activated effect that makes such a summon (「…融合召唤」「当作同调召唤从额外卡组特殊召唤」): `summonsAs`. A plain
 *   「特殊召唤」 is none (假面变化, a contact procedure), and words about another monster's summon (「融合召唤的怪兽」「融合召唤成功时」) are not read.
 */
import type { EffectFacts } from '../facts.js';

type Kind = NonNullable<EffectFacts['summonsAs']>[number];
const KINDS: Record<string, Kind> = { 融合: 'fusion', 同调: 'synchro', 超量: 'xyz', 连接: 'link', 仪式: 'ritual' };
const activated = (e: EffectFacts) => e.kind !== 'continuous' && e.kind !== 'procedure';

export function summonKindsOf(es: EffectFacts[], text: string): void {
  const gate = /(双方|自己|对方)(?:玩家)?不能(?:进行)?(融合|同调|超量|连接|仪式)召唤(?![^，。]*?(?:的怪兽|以外))/.exec(text);
  if (gate && !/发动的回合/.test(text.slice(0, gate.index))) {
    const holder = es.find((e) => e.kind === 'continuous');
    if (holder) holder.does.push({ do: 'other', forbidsSummonKind: KINDS[gate[2]!]!, ...(gate[1] === '双方' ? {} : { player: gate[1] === '自己' ? 'self' as const : 'opponent' as const }) });
  }
  // The resolution: after its activation words (「…才能发动。」), the whole text of a Spell/Trap with none.
  const opened = text.search(/才能发动。|发动。/);
  const body = opened >= 0 ? text.slice(text.indexOf('。', opened) + 1) : text;
  const kinds = new Set<Kind>();
  for (const m of body.matchAll(/(?<!不能(?:进行)?)(融合|同调|超量|连接|仪式)召唤(?!成功|之际|的|以外|时|过|了|才能|不能)/g)) kinds.add(KINDS[m[1]!]!);
  if (kinds.size === 0) return;
  // 「当作同调召唤（从额外卡组）特殊召唤」: a Special Summon within the resolution, not a Synchro Summon made after it (.rst:106).
  const treated = /当作(?:融合|同调|超量|连接|仪式)召唤/.test(body);
  for (const e of es) if (activated(e)) Object.assign(e, { summonsAs: [...kinds] }, treated ? { summonsTreatedAs: true as const } : {});
}
