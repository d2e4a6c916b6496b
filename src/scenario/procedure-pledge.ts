/**
 * SIT-PROCEDURE-PLEDGE (issue 16; rules reference docs/c03/誓约.rst:241–253): a summoning procedure's 「这个方法特殊召唤过的回合，自己不是
 * X怪兽不能从额外卡组特殊召唤」 is a pledge of that summon, no effect of the monster: once the monster was Special Summoned by its own
 * procedure this turn (the situation's `自身特召` with `本回合特召`), its player cannot make the summons it names for the rest of the turn —
 * wherever the monster is now, face-up or not, negated or not (a continuous negation such as one of every monster effect on the field
 * does not lift it). Read for X a summon kind (融合·同调·超量·连接) or a 「name」; another X is not judged. A summon written as the
 * action that it forbids is refused.
 */
import type { Card, Player } from '../cards/facts.js';
import { archetypeSpellings } from '../cards/archetype-words.js';
import { t, type Text } from '../i18n/text.js';
import type { CardInstance } from './types.js';

type Kind = 'fusion' | 'synchro' | 'xyz' | 'link';
const KIND: Record<string, Kind> = { 融合: 'fusion', 同调: 'synchro', 超量: 'xyz', 连接: 'link' };
const EN: Record<Kind, string> = { fusion: 'Fusion', synchro: 'Synchro', xyz: 'Xyz', link: 'Link' };

export interface ProcedurePledge {
  /** The summons forbidden come only from the Extra Deck (「从额外卡组」). */
  extraOnly: boolean;
  /** The monsters still allowed: a kind, or those whose name holds the word; null when every Special Summon is forbidden. */
  except: { kind: Kind } | { name: string } | null;
  /** The words, as printed. */
  words: string;
}

const PLEDGE = /这个方法特殊召唤(?:过|成功)?的回合[，,]?自己(?:不是(融合|同调|超量|连接|「[^」]+」)怪兽)?不能(从额外卡组)?(?:把怪兽)?特殊召唤/;

/** The procedure pledge a card's text states, or null. */
export function readProcedurePledge(text: string | undefined): ProcedurePledge | null {
  if (!text || !text.includes('这个方法')) return null;
  const m = PLEDGE.exec(text);
  if (!m) return null;
  const x = m[1];
  const except = x === undefined ? null : x.startsWith('「') ? { name: x.slice(1, -1) } : { kind: KIND[x]! };
  return { extraOnly: m[2] !== undefined, except, words: m[0] };
}

/**
 * The refusal of `player`'s Special Summon of `subject` (`how` its method, `fromExtra` whether it comes from the Extra Deck), when a
 * monster of theirs Special Summoned by its own procedure this turn pledged against it; else null.
 */
export function procedurePledgeRefusal(subject: Card, fromExtra: boolean, player: Player, instances: readonly CardInstance[]): Text | null {
  for (const c of instances) {
    if (c.origin !== 'situation' || c.controller !== player) continue;
    if (!c.states.includes('summoned-by-itself') || !c.states.includes('summoned-this-turn')) continue;
    const p = readProcedurePledge(c.card.text);
    if (!p || (p.extraOnly && !fromExtra)) continue;
    if (p.except && 'kind' in p.except && subject.type.subtypes.includes(p.except.kind)) continue;
    if (p.except && 'name' in p.except && archetypeSpellings(p.except.name).some((w) => subject.name.includes(w))) continue;
    const allowed = p.except === null ? null : 'kind' in p.except ? p.except.kind : p.except.name;
    const zhAllowed = allowed === null ? '' : p.except && 'kind' in p.except ? `${Object.keys(KIND).find((k) => KIND[k] === allowed)}怪兽以外` : `「${allowed}」怪兽以外`;
    const enAllowed = allowed === null ? '' : p.except && 'kind' in p.except ? ` other than ${EN[allowed as Kind]} Monsters` : ` other than "${allowed}" monsters`;
    return t(
      `「${c.card.name}」这个回合用自身的方法特殊召唤过，那个方法的誓约（「${p.words}」）不是效果，这个回合一直适用（效果被无效也一样）：${player}不能把${zhAllowed}的怪兽${p.extraOnly ? '从额外卡组' : ''}特殊召唤，「${subject.name}」不能这样出场。`,
      `${c.card.name} was Special Summoned by its own procedure this turn; that procedure's pledge is no effect and binds for the rest of the turn (negated or not): ${player} cannot Special Summon monsters${enAllowed}${p.extraOnly ? ' from the Extra Deck' : ''}, so ${subject.name} cannot be summoned this way.`,
    );
  }
  return null;
}

/** 「这个方法特殊召唤过的回合，自己不能通常召唤」 (娱乐法师 高跷射手): the procedure's pledge against Normal Summons (and Sets) that turn. */
const NORMAL_PLEDGE = /这个方法特殊召唤(?:过|成功)?的回合[，,]?自己不能通常召唤/;

/**
 * The refusal of `player`'s Normal or Tribute Summon (or Set) of a monster when a monster of theirs Special Summoned by its own procedure
 * this turn pledged against Normal Summons — a pledge of the summon, not an effect: negated or gone, it still binds (SIT-PROCEDURE-PLEDGE).
 */
export function normalSummonPledgeRefusal(player: Player, instances: readonly CardInstance[]): Text | null {
  for (const c of instances) {
    if (c.origin !== 'situation' || c.controller !== player) continue;
    if (!c.states.includes('summoned-by-itself') || !c.states.includes('summoned-this-turn')) continue;
    const m = c.card.text && c.card.text.includes('这个方法') ? NORMAL_PLEDGE.exec(c.card.text) : null;
    if (!m) continue;
    return t(
      `「${c.card.name}」这个回合用自身的方法特殊召唤过，那个方法的誓约（「${m[0]}」）不是效果，这个回合一直适用（效果被无效也一样）：${player}这个回合不能通常召唤（包括盖放）。`,
      `${c.card.name} was Special Summoned by its own procedure this turn; that procedure's pledge is no effect and binds for the rest of the turn (negated or not): ${player} cannot Normal Summon (or Set) a monster this turn.`,
    );
  }
  return null;
}
