/**
 * SIT-MATERIAL-SUMMON-TURN: a monster whose text says 「这张卡在X召唤的回合不能作为Y素材」 (X, Y one of 融合·同调·超量·连接) is
 * no Y Material in the turn it was X Summoned — by what it still remembers: the situation states that it was summoned this
 * turn (`本回合特召`/`本回合召唤`) and how (its kind's summon is the usual one of a monster of that kind on the field). A
 * monster temporarily banished and back (`一时除外`) is a new card: it was not summoned this turn any more and may be used
 * (docs/c03/里侧·一时除外.rst:156; FD-SUMMON-MEMORY forgets 「summoned this turn」 on a banish). A card with no text is not judged.
 */
import type { CardState } from '../notation/ast.js';
import type { Card } from '../cards/facts.js';
import { remembered, remembersOwnProcedure, summonedAs } from '../engine/game/memory.js';
import { archetypeSpellings } from '../cards/archetype-words.js';
import { t, type Text } from '../i18n/text.js';

type Kind = 'fusion' | 'synchro' | 'xyz' | 'link';
const KIND: Record<string, Kind> = { 融合: 'fusion', 同调: 'synchro', 超量: 'xyz', 连接: 'link' };
const EN: Record<Kind, string> = { fusion: 'Fusion', synchro: 'Synchro', xyz: 'Xyz', link: 'Link' };

/** 「这张卡在X召唤的回合不能作为Y素材」 read: the summon that bars it, and the material it may not be that turn. */
export function readSummonTurnMaterialBan(text: string | undefined): { summoned: Kind; material: Kind } | null {
  const m = /这张卡在(融合|同调|超量|连接)召唤的回合不能作为(融合|同调|超量|连接)素材/.exec(text ?? '');
  return m ? { summoned: KIND[m[1]!]!, material: KIND[m[2]!]! } : null;
}

/** The refusal of a summon `how` using these materials, when one of them is barred as its material this turn; else null. */
export function materialSummonTurnRefusal(how: string | undefined, materials: readonly { card: Card; states: readonly CardState[] }[]): Text | null {
  for (const m of materials) {
    const ban = readSummonTurnMaterialBan(m.card.text);
    if (!ban || ban.material !== how) continue;
    const kept = remembered(m.states);
    if (!kept.includes('summoned-this-turn') || !summonedAs(kept, ban.summoned)) continue;
    const zhKind = Object.keys(KIND).find((k) => KIND[k] === ban.summoned)!;
    const zhMat = Object.keys(KIND).find((k) => KIND[k] === ban.material)!;
    return t(
      `「${m.card.name}」是这个回合${zhKind}召唤的，它的文本写着在${zhKind}召唤的回合不能作为${zhMat}素材：这次${zhMat}召唤不能进行。（一时除外回来的它是新的卡，不再是这个回合${zhKind}召唤的。）`,
      `${m.card.name} was ${EN[ban.summoned]} Summoned this turn, and its text says it cannot be ${EN[ban.material]} Material in the turn it is ${EN[ban.summoned]} Summoned: this ${EN[ban.material]} Summon cannot be made. (Once back from a temporary banishment it is a new card, no longer ${EN[ban.summoned]} Summoned this turn.)`,
    );
  }
  return null;
}

/**
 * SIT-MATERIAL-ONLY-FOR: 「把（这个方法特殊召唤的）这张卡作为Y（召唤的）素材的场合，不是「X」怪兽的Y召唤不能使用」 (also 「名字带有「X」的
 * 怪兽」) — as Y Material it may be used only for the Y Summon of an X monster (a card name holding the word). 「这个方法特殊
 * 召唤的这张卡」 limits only the monster that remembers its own procedure summoned it (`自身特召`; lost face-down and, for a
 * monster that can be Normal Summoned, lost by a temporary banishment too: docs/c03/里侧·一时除外.rst:240–243). Limits by Type
 * or by other conditions are not judged.
 */
export function readMaterialOnlyFor(text: string | undefined): { bySelf: boolean; material: Kind; archetype: string } | null {
  const m = /把(这个方法特殊召唤的)?这张卡作为(融合|同调|超量|连接)(?:召唤的)?素材的场合，不是(?:名字带有)?「([^」]+)」(?:的)?怪兽的(融合|同调|超量|连接)召唤不能使用/.exec(text ?? '');
  if (!m || m[2] !== m[4]) return null;
  return { bySelf: m[1] !== undefined, material: KIND[m[2]!]!, archetype: m[3]! };
}

/** The refusal of the summon `how` of `monster` using these materials, when one of them may be used only for another's; else null. */
export function materialOnlyForRefusal(how: string | undefined, monster: Card, materials: readonly { card: Card; states: readonly CardState[] }[]): Text | null {
  for (const m of materials) {
    const only = readMaterialOnlyFor(m.card.text);
    if (!only || only.material !== how) continue;
    // FD-PROCEDURE-NORMAL-SUMMONABLE: of a monster that can be Normal Summoned, that summon is lost by a temporary banishment too.
    if (only.bySelf && !remembersOwnProcedure(m.states, m.card)) continue;
    if (archetypeSpellings(only.archetype).some((w) => monster.name.includes(w))) continue;
    const zhMat = Object.keys(KIND).find((k) => KIND[k] === only.material)!;
    return t(
      `「${m.card.name}」${only.bySelf ? '（用自身的方法特殊召唤的）' : ''}作为${zhMat}素材只能用于「${only.archetype}」怪兽的${zhMat}召唤，「${monster.name}」不是：这次${zhMat}召唤不能进行。`,
      `${m.card.name}${only.bySelf ? ' (Special Summoned by its own procedure)' : ''} may be ${EN[only.material]} Material only for the ${EN[only.material]} Summon of a "${only.archetype}" monster, and ${monster.name} is not one: this ${EN[only.material]} Summon cannot be made.`,
    );
  }
  return null;
}
